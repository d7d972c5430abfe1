// Every key the viewer keeps in QSettings, in one place; what each value means is told where
// it is read.
#pragma once

namespace sgfview::settingskeys {

inline constexpr char windowGeometry[] = "window/geometry";
inline constexpr char windowState[] = "window/state"; // docks and toolbars
inline constexpr char moveNumbers[] = "view/moveNumbers";
inline constexpr char variationHints[] = "view/variationHints";
inline constexpr char coordinates[] = "view/coordinates";
inline constexpr char currentGameOnly[] = "view/currentGameOnly";
inline constexpr char lastFolder[] = "lastFolder"; // where File > Open starts
inline constexpr char lastExportFolder[] = "lastExportFolder";
inline constexpr char exportSide[] = "export/side"; // a PNG's width and height
inline constexpr char recentFiles[] = "recentFiles";
inline constexpr char treeMapPitch[] = "treeMap/pitch";                   // the map's zoom
inline constexpr char treeMapVertical[] = "treeMap/vertical";             // depth top to bottom
inline constexpr char reloadAutomatically[] = "file/reloadAutomatically"; // on changes on disk

} // namespace sgfview::settingskeys
