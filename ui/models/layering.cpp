// Compiled with what ui/models sees, to keep it so: the models use io and never the
// widgets (ui/CMakeLists.txt makes a folder's headers visible only to the targets that link
// it).
#if !__has_include("models/treerows.h") || !__has_include("io/document.h")
#error "ui/models cannot see its own or io's headers: see ui/CMakeLists.txt"
#endif
#if __has_include("widgets/mainwindow.h")
#error "ui/models sees ui/widgets: dependencies point io <- models <- widgets"
#endif
