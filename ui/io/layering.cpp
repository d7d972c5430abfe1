// Compiled with what ui/io sees, to keep it so: io reads files and knows nothing of the
// models or widgets built on it (ui/CMakeLists.txt makes a folder's headers visible only to
// the targets that link it).
#if !__has_include("io/document.h")
#error "ui/io cannot see its own headers as io/...: see ui/CMakeLists.txt"
#endif
#if __has_include("models/treerows.h") || __has_include("widgets/mainwindow.h")
#error "ui/io sees ui/models or ui/widgets: dependencies point io <- models <- widgets"
#endif
