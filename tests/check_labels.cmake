# cmake -DCTEST=... -DBUILD_DIR=... -P check_labels.cmake: fails when a test has no label.
execute_process(COMMAND ${CTEST} -N -LE . WORKING_DIRECTORY ${BUILD_DIR}
                OUTPUT_VARIABLE listing RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "ctest -N failed:\n${listing}")
endif()
if(NOT listing MATCHES "Total Tests: 0")
  message(FATAL_ERROR "tests without a label (give them LABELS):\n${listing}")
endif()
