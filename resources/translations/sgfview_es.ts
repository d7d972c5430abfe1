<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
    <message>
        <source>Use this language (e.g. es, ar, bn) instead of the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>The --check summary: &quot;2 files checked: 1 with errors, 3 warnings&quot;.</extracomment>
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
    <name>FileReader</name>
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
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Game name</source>
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
        <source>Black team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameInfoFormat</name>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>duration</comment>
        <extracomment>Joins two parts of a duration, the larger first: &quot;1 hour&quot; and &quot;30 minutes&quot;.</extracomment>
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
    <name>PropertyCategory</name>
    <message>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>markup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miscellaneous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FF[3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertyName</name>
    <message>
        <source>Black move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execute illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set move number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even position</source>
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
        <source>Hotspot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tesuji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variation style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black moves left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White moves left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print move mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked points (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game identifier (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose on time (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves per overtime (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtime length (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator overhead (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure stones (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self test moves (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sigma (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Territory count (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected move (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check mark (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black species (old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White species (old)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertyValueType</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SimpleText</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list of point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elist of point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list of stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list of point:point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list of point:SimpleText</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number | number:number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SimpleText:SimpleText</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none | number:SimpleText</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
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
        <source>%1, move %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::CommentPane</name>
    <message>
        <source>No comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[The comment is %1 bytes long; only its start is shown here.]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::GameInfoPanel</name>
    <message>
        <source>No game information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::GameListModel</name>
    <message>
        <source>#</source>
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
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sgfview::GameListPanel</name>
    <message>
        <source>Filter by player, event or game name</source>
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
    <message>
        <source>Game Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Only the Current &amp;Game in the Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1
line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1
%2</source>
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
