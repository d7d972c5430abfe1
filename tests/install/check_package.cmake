# cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -DGENERATOR=... -DCXX=...
#       [-DBUILD_TYPE=...] [-DCXX_FLAGS=...] -P check_package.cmake
#
# Installs the sgfcore component of BUILD_DIR into a fresh prefix under WORK_DIR, checks what
# it holds (the public headers, none naming an internal one, and nothing of the viewer),
# then configures, builds and runs tests/install/consumer against it, as another project
# would (it includes every installed header); and checks that asking for a version the
# package is not compatible with fails.
cmake_minimum_required(VERSION 3.21)

set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE output
                  ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${what} failed (${result}):\n${output}")
  endif()
  message(STATUS "${what}: ok")
  set(output "${output}" PARENT_SCOPE)
endfunction()

run("cmake --install --component sgfcore"
    ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} --component sgfcore)

# The public headers, each of them, and no private one; no part of the viewer.
file(GLOB expected RELATIVE ${SOURCE_DIR}/core/include ${SOURCE_DIR}/core/include/sgf/*.h)
file(GLOB_RECURSE installed RELATIVE ${prefix}/include ${prefix}/include/*)
list(SORT expected)
list(SORT installed)
if(NOT installed STREQUAL expected)
  message(FATAL_ERROR "installed headers: ${installed}\nexpected: ${expected}")
endif()
file(GLOB_RECURSE everything RELATIVE ${prefix} ${prefix}/*)
foreach(file IN LISTS everything)
  if(NOT file MATCHES "^(include/sgf/[a-z_]+\\.h|lib.*/libsgfcore\\.a|lib.*/cmake/sgfcore/sgfcore[A-Za-z-]*\\.cmake)$")
    message(FATAL_ERROR "the sgfcore component installed ${file}")
  endif()
endforeach()
message(STATUS "installed files: ok")

# No installed header names what is internal to sgfview: the big-array allocator
# (core/internal/sgf_internal/record_vector_p.h) or any private *_p.h.
foreach(header IN LISTS installed)
  file(STRINGS ${prefix}/include/${header} hits
       REGEX "sgf_internal|record_vector|RecordVector|allocateRecords|adviseHugePages|_p\\.h")
  if(hits)
    message(FATAL_ERROR "the installed ${header} names internals: ${hits}")
  endif()
endforeach()
message(STATUS "no installed header names an internal one: ok")

set(consumer_args -G ${GENERATOR} -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX}
    -DCMAKE_BUILD_TYPE=${BUILD_TYPE} "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${CXX_FLAGS}")
run("configure the consumer" ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/install/consumer
    -B ${WORK_DIR}/consumer ${consumer_args})
if(NOT output MATCHES "sgfcore [0-9.]+ in ${prefix}/")
  message(FATAL_ERROR "the consumer did not find sgfcore in ${prefix}:\n${output}")
endif()
run("build the consumer" ${CMAKE_COMMAND} --build ${WORK_DIR}/consumer)
run("run the consumer" ${WORK_DIR}/consumer/consumer)
message(STATUS "${output}")

# SameMinorVersion: 0.1 does not satisfy a request for 99.0.
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/install/consumer
                -B ${WORK_DIR}/wrong-version ${consumer_args} -DSGFCORE_VERSION_WANTED=99.0
                RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
if(result EQUAL 0)
  message(FATAL_ERROR "find_package(sgfcore 99.0) was satisfied")
endif()
message(STATUS "an incompatible version is refused: ok")

file(REMOVE_RECURSE ${WORK_DIR})
