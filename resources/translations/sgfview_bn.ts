<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<context>
    <name>CommandLine</name>
    <message>
        <source>sgfview: --json takes exactly one FILE (or - for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sgfview: --check needs at least one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A fast, exact viewer for SGF game records.

Without options, opens each FILE in a window. --json and --check need no display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print FILE (- for standard input) as JSON: one object per game tree with its properties (values decoded as Text) and children.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --json: read FILE strictly, failing at the first problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read each FILE leniently and list every problem found, then a summary; exit status 1 if any file has an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode files from this character set instead of detecting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF files to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentLoader</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValueFormatter</name>
    <message>
        <source>(set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>emphasized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::BoardWidget</name>
    <message>
        <source>This record is of another game than Go (GM[%1]), so there is no board to show. The tree, properties and comments still work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, move %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::CommentPane</name>
    <message>
        <source>No comment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::FileReader</name>
    <message>
        <source>Cannot open “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1, more than the %2 this viewer reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was deleted while being read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changed while being read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it shrank while being read (%1 of the %2 bytes it had).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it grew while being read (more than the %1 bytes it had).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeModel</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::MainWindow</name>
    <message>
        <source>Game Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Board Image...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next F&amp;ork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Fo&amp;rk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Ga&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About sgfview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last 10 Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All Since the Variation Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1
%2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (B) vs %2 (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captures: Black %1, White %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About sgfview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;A fast, exact viewer for SGF game records.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: MIT.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsPanel</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyTableModel</name>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyView</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
