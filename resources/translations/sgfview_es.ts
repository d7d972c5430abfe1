<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BoardPainter</name>
    <message>
        <source>White passes</source>
        <translation>Blanco pasa</translation>
    </message>
    <message>
        <source>Black passes</source>
        <translation>Negro pasa</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>sgfview: --json takes exactly one FILE (or - for standard input)</source>
        <translation>sgfview: --json admite exactamente un FILE (o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>sgfview: --check needs at least one FILE</source>
        <translation>sgfview: --check necesita al menos un FILE</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n archivo comprobado</numerusform>
            <numerusform>%n archivos comprobados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n con errores</numerusform>
            <numerusform>%n con errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>Print FILE (- for standard input) as JSON: one object per game tree with its properties (values decoded as Text) and children.</source>
        <translation>Escribe FILE (- para la entrada estándar) como JSON: un objeto por árbol de partida, con sus propiedades (valores descodificados como Text) y sus hijos.</translation>
    </message>
    <message>
        <source>With --json: read FILE strictly, failing at the first problem.</source>
        <translation>Con --json: lee FILE de forma estricta y falla en el primer problema.</translation>
    </message>
    <message>
        <source>Read each FILE leniently and list every problem found, then a summary; exit status 1 if any file has an error.</source>
        <translation>Lee cada FILE de forma tolerante y enumera todos los problemas encontrados, y después un resumen; el código de salida es 1 si algún archivo tiene un error.</translation>
    </message>
    <message>
        <source>Decode files from this character set instead of detecting it.</source>
        <translation>Descodifica los archivos con este juego de caracteres en lugar de detectarlo.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>SGF files to open.</source>
        <translation>Archivos SGF que abrir.</translation>
    </message>
    <message>
        <source>Use this language (e.g. es, ar, bn) instead of the system&apos;s.</source>
        <translation>Usa este idioma (p. ej., es, ar, bn) en lugar del del sistema.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>sgfview: --level takes error, warning or note</source>
        <translation>sgfview: --level admite error, warning o note</translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5</source>
        <extracomment>The --check summary: &quot;2 files checked: 1 with errors; 1 error, 3 warnings, 0 notes&quot;.</extracomment>
        <translation>%1: %2; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n notas</numerusform>
        </translation>
    </message>
    <message>
        <source>With --check: list problems of this severity and worse: error, warning (the default) or note.</source>
        <translation>Con --check: lista los problemas de esta gravedad o mayor: error, warning (por omisión) o note.</translation>
    </message>
    <message>
        <source>severity</source>
        <translation>gravedad</translation>
    </message>
    <message>
        <source>Print every place in each FILE (folders: their *.sgf files) where PATTERN is found, as FILE:LINE:COLUMN: game G, move M: CONTEXT; exit status 0 when found, 1 when not.</source>
        <translation>Imprime cada lugar de cada FILE (carpetas: sus archivos *.sgf) donde se encuentra PATTERN, como FILE:LINE:COLUMN: game G, move M: CONTEXT; estado de salida 0 si se encuentra, 1 si no.</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>PATTERN</translation>
    </message>
    <message>
        <source>With --find: PATTERN is a regular expression (Perl&apos;s syntax).</source>
        <translation>Con --find: PATTERN es una expresión regular (sintaxis de Perl).</translation>
    </message>
    <message>
        <source>With --find: ignore case.</source>
        <translation>Con --find: no distingue mayúsculas de minúsculas.</translation>
    </message>
    <message>
        <source>With --find: search comments and names (comments, the default), game info (info), every value (values) or one property (its identifier).</source>
        <translation>Con --find: busca en comentarios y nombres (comments, por omisión), en la información de la partida (info), en todos los valores (values) o en una propiedad (su identificador).</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>ámbito</translation>
    </message>
    <message>
        <source>sgfview: --scope takes comments, info, values or a property identifier, not &quot;%1&quot;</source>
        <translation>sgfview: --scope admite comments, info, values o un identificador de propiedad, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>sgfview: --find needs at least one FILE</source>
        <translation>sgfview: --find necesita al menos un FILE</translation>
    </message>
    <message>
        <source>Draw the picture a file manager shows for IN (a game&apos;s final position, a problem&apos;s first) into the PNG file OUT, without a display: sgfview --thumbnail [--size N] IN OUT.</source>
        <translation>Dibujar en el archivo PNG OUT la imagen que un gestor de archivos muestra de IN (la posición final de una partida, la primera de un problema), sin pantalla: sgfview --thumbnail [--size N] IN OUT.</translation>
    </message>
    <message>
        <source>With --thumbnail: the picture&apos;s width and height in pixels (128, 256, 512 or 1024; 256 by default).</source>
        <translation>Con --thumbnail: el ancho y el alto de la imagen en píxeles (128, 256, 512 o 1024; 256 por omisión).</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>píxeles</translation>
    </message>
    <message>
        <source>A fast, exact viewer for SGF game records.

Without options, opens each FILE in a window. --json, --check, --find and --thumbnail need no display.</source>
        <translation>Un visor rápido y exacto de partidas en formato SGF.

Sin opciones, abre cada FILE en una ventana. --json, --check, --find y --thumbnail no necesitan pantalla.</translation>
    </message>
    <message>
        <source>there is not enough memory to check it.</source>
        <translation>no hay memoria suficiente para comprobarlo.</translation>
    </message>
</context>
<context>
    <name>DocumentLoader</name>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>there is not enough memory to open it (it needs about %L1 MB; %L2 MB are available).</source>
        <translation>no hay memoria suficiente para abrirlo (necesita unos %L1 MB; hay %L2 MB disponibles).</translation>
    </message>
    <message>
        <source>there is not enough memory to open it.</source>
        <translation>no hay memoria suficiente para abrirlo.</translation>
    </message>
</context>
<context>
    <name>EncodingNames</name>
    <message>
        <source>Unicode</source>
        <translation>Unicode</translation>
    </message>
    <message>
        <source>Chinese, Simplified</source>
        <translation>Chino simplificado</translation>
    </message>
    <message>
        <source>Chinese, Traditional</source>
        <translation>Chino tradicional</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonés</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Coreano</translation>
    </message>
    <message>
        <source>Western European</source>
        <translation>Europeo occidental</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>Europeo central</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Cirílico</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griego</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Turco</translation>
    </message>
    <message>
        <source>Baltic</source>
        <translation>Báltico</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnamita</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Tailandés</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A charset in View &gt; Encoding: the language it is for, then its name (&quot;Japanese (Shift_JIS)&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <source>Cannot open “%1”: %2</source>
        <translation>No se puede abrir «%1»: %2</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist.</source>
        <translation>es un enlace a un archivo que no existe.</translation>
    </message>
    <message>
        <source>the file does not exist.</source>
        <translation>el archivo no existe.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>it is not a regular file.</source>
        <translation>no es un archivo normal.</translation>
    </message>
    <message>
        <source>the file is %1, more than the %2 this viewer reads.</source>
        <translation>el archivo ocupa %1, más de los %2 que lee este visor.</translation>
    </message>
    <message>
        <source>it was deleted while being read.</source>
        <translation>se eliminó mientras se leía.</translation>
    </message>
    <message>
        <source>it changed while being read.</source>
        <translation>cambió mientras se leía.</translation>
    </message>
    <message>
        <source>Cannot read “%1”: %2</source>
        <translation>No se puede leer «%1»: %2</translation>
    </message>
    <message>
        <source>it shrank while being read (%1 of the %2 bytes it had).</source>
        <translation>se redujo mientras se leía (%1 de los %2 bytes que tenía).</translation>
    </message>
    <message>
        <source>it grew while being read (more than the %1 bytes it had).</source>
        <translation>creció mientras se leía (más de los %1 bytes que tenía).</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>it was moved while being read.</source>
        <translation>se movió mientras se leía.</translation>
    </message>
    <message>
        <source>Cannot read “%1”: it holds more than the %2 this viewer reads.</source>
        <translation>No se puede leer «%1»: contiene más de los %2 que lee este visor.</translation>
    </message>
    <message>
        <source>the read was cancelled.</source>
        <translation>se canceló la lectura.</translation>
    </message>
</context>
<context>
    <name>FindQuery</name>
    <message>
        <source>Nothing to find</source>
        <translation>Nada que buscar</translation>
    </message>
    <message>
        <source>Not a regular expression: %1</source>
        <translation>No es una expresión regular: %1</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Game name</source>
        <translation>Nombre de partida</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Equipo de Negro</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>Equipo de Blanco</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Ventaja (handicap)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Tiempo de reflexión</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>Tiempo extra</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Comentarista</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Transcrita por</translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation>Derechos de autor</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Comentario general</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GameInfoFormat</name>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Sin resultado</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Gana Negro</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Gana Blanco</translation>
    </message>
    <message>
        <source>Black wins by resignation</source>
        <translation>Gana Negro por abandono</translation>
    </message>
    <message>
        <source>White wins by resignation</source>
        <translation>Gana Blanco por abandono</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>Gana Negro por tiempo</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>Gana Blanco por tiempo</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>Gana Negro por incomparecencia</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>Gana Blanco por incomparecencia</translation>
    </message>
    <message>
        <source>Black wins by %1 points</source>
        <translation>Gana Negro por %1 puntos</translation>
    </message>
    <message>
        <source>White wins by %1 points</source>
        <translation>Gana Blanco por %1 puntos</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 segundos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n point(s)</source>
        <translation>
            <numerusform>Gana Negro por %n punto</numerusform>
            <numerusform>Gana Negro por %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n point(s)</source>
        <translation>
            <numerusform>Gana Blanco por %n punto</numerusform>
            <numerusform>Gana Blanco por %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>duration</comment>
        <extracomment>Joins two parts of a duration, the larger first: &quot;1 hour&quot; and &quot;30 minutes&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>LoadFailure</name>
    <message>
        <source>the file is empty.</source>
        <translation>el archivo está vacío.</translation>
    </message>
    <message>
        <source>no SGF game was found in this file.</source>
        <translation>no se encontró ninguna partida SGF en este archivo.</translation>
    </message>
    <message>
        <source>the game tree holds no node (no &apos;;&apos; after its &apos;(&apos;).</source>
        <translation>el árbol de la partida no tiene ningún nodo (no hay &apos;;&apos; después de su &apos;(&apos;).</translation>
    </message>
    <message>
        <source>the file is too large to be read.</source>
        <translation>el archivo es demasiado grande para leerlo.</translation>
    </message>
    <message>
        <source>the file holds more nodes than can be read.</source>
        <translation>el archivo tiene más nodos de los que se pueden leer.</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>Setup</source>
        <translation>Colocación</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>Información de la partida</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Raíz</translation>
    </message>
    <message>
        <source>Markup</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Igualado</translation>
    </message>
    <message>
        <source>Unclear</source>
        <translation>Poco claro</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>Momento clave</translation>
    </message>
    <message>
        <source>%1 (B) vs %2 (W)</source>
        <translation>%1 (negras) contra %2 (blancas)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>B %1</source>
        <extracomment>The tree&apos;s Node cell for a move: B (Black) or W (White), then where (&quot;B Q16&quot;).</extracomment>
        <translation>N %1</translation>
    </message>
    <message>
        <source>W %1</source>
        <translation>B %1</translation>
    </message>
    <message>
        <source>Good for B</source>
        <translation>Bueno para N</translation>
    </message>
    <message>
        <source>Good for W</source>
        <translation>Bueno para B</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>%1x%2</source>
        <comment>board size</comment>
        <extracomment>A board&apos;s size, columns by rows: &quot;19x19&quot;.</extracomment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>line:column</comment>
        <extracomment>Line and column of a problem, &quot;12:5&quot;.</extracomment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos; chosen: detected instead</source>
        <translation>se eligió la codificación desconocida &apos;%1&apos;: se detecta en su lugar</translation>
    </message>
    <message>
        <source>unknown charset &apos;%1&apos; in CA: read as %2</source>
        <translation>juego de caracteres &apos;%1&apos; desconocido en CA: leído como %2</translation>
    </message>
    <message>
        <source>unknown charset &apos;%1&apos; in CA: read as %2 (guessed)</source>
        <translation>juego de caracteres &apos;%1&apos; desconocido en CA: leído como %2 (adivinado)</translation>
    </message>
    <message>
        <source>no CA and not UTF-8: charset guessed as %1</source>
        <translation>sin CA y no es UTF-8: se adivina el juego de caracteres %1</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the text, which is UTF-8: read as UTF-8</source>
        <translation>CA[%1] no corresponde al texto, que es UTF-8: leído como UTF-8</translation>
    </message>
    <message>
        <source>bytes not valid in %1 replaced by U+FFFD</source>
        <translation>bytes no válidos en %1 sustituidos por U+FFFD</translation>
    </message>
    <message>
        <source>%1[%2] takes no value</source>
        <translation>%1[%2] no admite ningún valor</translation>
    </message>
    <message>
        <source>%1[] is empty; %1 needs a value</source>
        <translation>%1[] está vacío; %1 necesita un valor</translation>
    </message>
    <message>
        <source>%1[] is empty</source>
        <translation>%1[] está vacío</translation>
    </message>
    <message>
        <source>%1[%2] is not a number</source>
        <translation>%1[%2] no es un número</translation>
    </message>
    <message>
        <source>%1[%2] is not a real number</source>
        <translation>%1[%2] no es un número real</translation>
    </message>
    <message>
        <source>%1[%2] is neither 1 nor 2</source>
        <translation>%1[%2] no es ni 1 ni 2</translation>
    </message>
    <message>
        <source>%1[%2] is neither B nor W</source>
        <translation>%1[%2] no es ni B ni W</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] no es un punto</translation>
    </message>
    <message>
        <source>%1[%2] is off the %3 board</source>
        <translation>%1[%2] está fuera del tablero de %3</translation>
    </message>
    <message>
        <source>%1[%2] is not two points (point:point)</source>
        <translation>%1[%2] no son dos puntos (punto:punto)</translation>
    </message>
    <message>
        <source>%1[%2] goes from a point to itself</source>
        <translation>%1[%2] va de un punto a sí mismo</translation>
    </message>
    <message>
        <source>%1[%2] is not a point and a text (point:text)</source>
        <translation>%1[%2] no es un punto y un texto (punto:texto)</translation>
    </message>
    <message>
        <source>%1[%2] lacks the version (name:version)</source>
        <translation>%1[%2] no tiene la versión (nombre:versión)</translation>
    </message>
    <message>
        <source>%1[%2] is not a board size</source>
        <translation>%1[%2] no es un tamaño de tablero</translation>
    </message>
    <message>
        <source>%1[%2] is out of range: a Go board has 1 to 52 lines</source>
        <translation>%1[%2] está fuera de rango: un tablero de go tiene de 1 a 52 líneas</translation>
    </message>
    <message>
        <source>%1[%2] is a square board, written %1[%3]</source>
        <translation>%1[%2] es un tablero cuadrado, que se escribe %1[%3]</translation>
    </message>
    <message>
        <source>%1[%2] is not a number and a text (number:text)</source>
        <translation>%1[%2] no es un número y un texto (número:texto)</translation>
    </message>
    <message>
        <source>%1 value &apos;%2&apos; runs past the end of its line into what looks like the next node: a &apos;]&apos; is probably missing there</source>
        <translation>el valor de %1 &apos;%2&apos; pasa del final de su línea a lo que parece el nodo siguiente: probablemente falta un &apos;]&apos; ahí</translation>
    </message>
    <message>
        <source>%1[%2] is out of range (%3 to %4)</source>
        <translation>%1[%2] está fuera de rango (%3 a %4)</translation>
    </message>
    <message>
        <source>%1[%2] is not Go: moves and points are not checked</source>
        <translation>%1[%2] no es go: no se comprueban jugadas ni puntos</translation>
    </message>
    <message>
        <source>%1[] is an FF[4] pass, but this game is FF[%2], where a pass is %1[tt]</source>
        <translation>%1[] es un pase de FF[4], pero esta partida es FF[%2], donde un pase es %1[tt]</translation>
    </message>
    <message>
        <source>%1[%2] is not a date as FF[4] writes it (YYYY-MM-DD)</source>
        <translation>%1[%2] no es una fecha como la escribe FF[4] (AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>%1[%2] is not a result as FF[4] writes it (such as B+R, W+2.5, 0, Void, ?)</source>
        <translation>%1[%2] no es un resultado como lo escribe FF[4] (como B+R, W+2.5, 0, Void, ?)</translation>
    </message>
    <message>
        <source>%1[%2] is written %1[%3] in FF[4]</source>
        <translation>%1[%2] se escribe %1[%3] en FF[4]</translation>
    </message>
    <message>
        <source>%1 takes one value, not %2</source>
        <translation>%1 admite un solo valor, no %2</translation>
    </message>
    <message>
        <source>%1[] among other values: an empty list stands alone</source>
        <translation>%1[] entre otros valores: una lista vacía va sola</translation>
    </message>
    <message>
        <source>%1[] and more values: [] alone shows the whole board</source>
        <translation>%1[] y más valores: [] por sí solo muestra el tablero entero</translation>
    </message>
    <message>
        <source>%1[%2] is a composed value, which FF[%3] does not have</source>
        <translation>%1[%2] es un valor compuesto, que FF[%3] no tiene</translation>
    </message>
    <message>
        <source>%1[%2] is not a file format (1 to 4)</source>
        <translation>%1[%2] no es un formato de archivo (1 a 4)</translation>
    </message>
    <message>
        <source>%1[%2] holds the control character %3</source>
        <translation>%1[%2] contiene el carácter de control %3</translation>
    </message>
    <message>
        <source>unknown property %1</source>
        <translation>propiedad desconocida %1</translation>
    </message>
    <message>
        <source>%1 is not a property of FF[%2]</source>
        <translation>%1 no es una propiedad de FF[%2]</translation>
    </message>
    <message>
        <source>%1 is an old property, no longer in FF[4]</source>
        <translation>%1 es una propiedad antigua, que ya no está en FF[4]</translation>
    </message>
    <message>
        <source>%1[%2] is ignored: a node has one move, and %3 comes first</source>
        <translation>%1[%2] se ignora: un nodo tiene una sola jugada, y %3 va primero</translation>
    </message>
    <message>
        <source>%1 is setup, but the node has a move (%2)</source>
        <translation>%1 es de colocación, pero el nodo tiene una jugada (%2)</translation>
    </message>
    <message>
        <source>%1 is about a move, but the node has none</source>
        <translation>%1 trata de una jugada, pero el nodo no tiene ninguna</translation>
    </message>
    <message>
        <source>%1 belongs in the root node</source>
        <translation>%1 va en el nodo raíz</translation>
    </message>
    <message>
        <source>%1 is game info, but this line has its game info at %2:%3</source>
        <translation>%1 es información de la partida, pero esta línea tiene la suya en %2:%3</translation>
    </message>
    <message>
        <source>%1 with %2: a move cannot be bad and a tesuji at once</source>
        <translation>%1 con %2: una jugada no puede ser mala y tesuji a la vez</translation>
    </message>
    <message>
        <source>%1 contradicts %2 in the same node</source>
        <translation>%1 contradice a %2 en el mismo nodo</translation>
    </message>
    <message>
        <source>%1[%2]: the point already has %3 in this node</source>
        <translation>%1[%2]: el punto ya tiene %3 en este nodo</translation>
    </message>
    <message>
        <source>%1[%2]: the point is already set up by %3 in this node</source>
        <translation>%1[%2]: el punto ya lo coloca %3 en este nodo</translation>
    </message>
    <message>
        <source>%1[%2] is already in this node</source>
        <translation>%1[%2] ya está en este nodo</translation>
    </message>
    <message>
        <source>%1[%2] is played on %3, which is not empty</source>
        <translation>%1[%2] se juega en %3, que no está vacío</translation>
    </message>
    <message>
        <source>%1[%2] at %3 is a suicide (stones removed: %4)</source>
        <translation>%1[%2] en %3 es un suicidio (piedras retiradas: %4)</translation>
    </message>
    <message>
        <source>%1[%2] changes nothing</source>
        <translation>%1[%2] no cambia nada</translation>
    </message>
    <message>
        <source>%1[%2] changes nothing on %3 of its %4 points</source>
        <translation>%1[%2] no cambia nada en %3 de sus %4 puntos</translation>
    </message>
    <message>
        <source>%1[%2] differs from the first game&apos;s %1[%3]</source>
        <translation>%1[%2] difiere del %1[%3] de la primera partida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more problems not listed</source>
        <translation>
            <numerusform>%Ln problema más sin listar</numerusform>
            <numerusform>%Ln problemas más sin listar</numerusform>
        </translation>
    </message>
    <message>
        <source>empty game tree &apos;()&apos; dropped</source>
        <translation>árbol de juego vacío &apos;()&apos; descartado</translation>
    </message>
    <message>
        <source>empty variation &apos;()&apos; dropped</source>
        <translation>variante vacía &apos;()&apos; descartada</translation>
    </message>
    <message>
        <source>text before the first game tree skipped: &apos;%1&apos;</source>
        <translation>texto antes del primer árbol de juego omitido: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text after the last game tree skipped: &apos;%1&apos;</source>
        <translation>texto después del último árbol de juego omitido: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text between game trees skipped: &apos;%1&apos;</source>
        <translation>texto entre árboles de juego omitido: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;(&apos; without a node before its variations: they are read in its place</source>
        <translation>&apos;(&apos; sin nodo antes de sus variantes: se leen en su lugar</translation>
    </message>
    <message numerus="yes">
        <source>missing &apos;)&apos; at the end of the input: %Ln open game trees closed</source>
        <translation>
            <numerusform>falta &apos;)&apos; al final de la entrada: %Ln árbol de juego abierto cerrado</numerusform>
            <numerusform>falta &apos;)&apos; al final de la entrada: %Ln árboles de juego abiertos cerrados</numerusform>
        </translation>
    </message>
    <message>
        <source>properties without a node: missing &apos;;&apos; supplied</source>
        <translation>propiedades sin nodo: se añade el &apos;;&apos; que falta</translation>
    </message>
    <message>
        <source>values without a property skipped</source>
        <translation>valores sin propiedad omitidos</translation>
    </message>
    <message>
        <source>node after variations read as one more variation</source>
        <translation>nodo después de las variantes leído como una variante más</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; has no uppercase letter: skipped</source>
        <translation>la propiedad &apos;%1&apos; no tiene ninguna mayúscula: omitida</translation>
    </message>
    <message>
        <source>old identifier &apos;%1&apos; read as &apos;%2&apos;</source>
        <translation>identificador antiguo &apos;%1&apos; leído como &apos;%2&apos;</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; repeated in node: values merged</source>
        <translation>propiedad &apos;%1&apos; repetida en el nodo: valores unidos</translation>
    </message>
    <message>
        <source>unterminated value</source>
        <translation>valor sin terminar</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; without value skipped</source>
        <translation>propiedad &apos;%1&apos; sin valor omitida</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; skipped</source>
        <translation>carácter inesperado &apos;%1&apos; omitido</translation>
    </message>
    <message>
        <source>unexpected byte %1 skipped</source>
        <translation>byte inesperado %1 omitido</translation>
    </message>
    <message>
        <source>unexpected text &apos;%1&apos; skipped</source>
        <translation>texto inesperado &apos;%1&apos; omitido</translation>
    </message>
    <message>
        <source>%1[%2] is not a board size; using 19x19</source>
        <translation>%1[%2] no es un tamaño de tablero; se usa 19x19</translation>
    </message>
    <message>
        <source>%1[%2] is not a game number; read as Go</source>
        <translation>%1[%2] no es un número de juego; se lee como Go</translation>
    </message>
    <message>
        <source>not a game of Go (%1[%2]); no stones are shown</source>
        <translation>no es una partida de Go (%1[%2]); no se muestran piedras</translation>
    </message>
    <message>
        <source>a second move in the node, %1[%2], is ignored</source>
        <translation>una segunda jugada en el nodo, %1[%2], se ignora</translation>
    </message>
    <message>
        <source>%1[%2] is not a colour</source>
        <translation>%1[%2] no es un color</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the board; skipped</source>
        <translation>%1[%2] no es un punto del tablero; omitido</translation>
    </message>
    <message>
        <source>%1[%2]: point outside the board; move skipped</source>
        <translation>%1[%2]: punto fuera del tablero; jugada omitida</translation>
    </message>
    <message>
        <source>%1[%2] is not a move; skipped</source>
        <translation>%1[%2] no es una jugada; omitida</translation>
    </message>
    <message>
        <source>%1[%2] is not a move number</source>
        <translation>%1[%2] no es un número de jugada</translation>
    </message>
    <message>
        <source>%1[%2] is out of range; read as %3</source>
        <translation>%1[%2] está fuera de rango; se lee como %3</translation>
    </message>
    <message>
        <source>move on an occupied point %1</source>
        <translation>jugada en un punto ocupado %1</translation>
    </message>
</context>
<context>
    <name>PropertyCategory</name>
    <message>
        <source>move</source>
        <translation>jugada</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>colocación</translation>
    </message>
    <message>
        <source>node annotation</source>
        <translation>anotación del nodo</translation>
    </message>
    <message>
        <source>move annotation</source>
        <translation>anotación de la jugada</translation>
    </message>
    <message>
        <source>markup</source>
        <translation>marcas</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raíz</translation>
    </message>
    <message>
        <source>game info</source>
        <translation>información de la partida</translation>
    </message>
    <message>
        <source>timing</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>miscellaneous</source>
        <translation>varios</translation>
    </message>
    <message>
        <source>FF[3]</source>
        <translation>FF[3]</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
</context>
<context>
    <name>PropertyName</name>
    <message>
        <source>Black move</source>
        <translation>Jugada de Negro</translation>
    </message>
    <message>
        <source>Execute illegal move</source>
        <translation>Ejecutar jugada ilegal</translation>
    </message>
    <message>
        <source>Set move number</source>
        <translation>Número de jugada</translation>
    </message>
    <message>
        <source>White move</source>
        <translation>Jugada de Blanco</translation>
    </message>
    <message>
        <source>Add Black</source>
        <translation>Añadir negras</translation>
    </message>
    <message>
        <source>Add Empty</source>
        <translation>Vaciar puntos</translation>
    </message>
    <message>
        <source>Add White</source>
        <translation>Añadir blancas</translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>Posición igualada</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>Bueno para Negro</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>Bueno para Blanco</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>Momento clave</translation>
    </message>
    <message>
        <source>Node name</source>
        <translation>Nombre del nodo</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Posición poco clara</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation>Mala jugada</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>Jugada dudosa</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Jugada interesante</translation>
    </message>
    <message>
        <source>Tesuji</source>
        <translation>Tesuji</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Flecha</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Dim points</source>
        <translation>Puntos atenuados</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Mark (X)</source>
        <translation>Marca (X)</translation>
    </message>
    <message>
        <source>Selected points</source>
        <translation>Puntos seleccionados</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triángulo</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Charset</source>
        <translation>Juego de caracteres</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Formato de archivo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Variation style</source>
        <translation>Estilo de variantes</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Comentarista</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>Rango de Negro</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Equipo de Negro</translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation>Derechos de autor</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Comentario general</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Nombre de partida</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Ventaja (handicap)</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>Tiempo extra</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Jugador de Negro</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Jugador de Blanco</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Tiempo de reflexión</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Transcrita por</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>Rango de Blanco</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>Equipo de Blanco</translation>
    </message>
    <message>
        <source>Black time left</source>
        <translation>Tiempo de Negro</translation>
    </message>
    <message>
        <source>Black moves left</source>
        <translation>Jugadas restantes de Negro</translation>
    </message>
    <message>
        <source>White moves left</source>
        <translation>Jugadas restantes de Blanco</translation>
    </message>
    <message>
        <source>White time left</source>
        <translation>Tiempo de Blanco</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Diagrama</translation>
    </message>
    <message>
        <source>Print move mode</source>
        <translation>Modo de impresión de jugadas</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Black territory</source>
        <translation>Territorio de Negro</translation>
    </message>
    <message>
        <source>White territory</source>
        <translation>Territorio de Blanco</translation>
    </message>
    <message>
        <source>Letters (old)</source>
        <translation>Letras (en desuso)</translation>
    </message>
    <message>
        <source>Marked points (old)</source>
        <translation>Puntos marcados (en desuso)</translation>
    </message>
    <message>
        <source>Game identifier (old)</source>
        <translation>Identificador de la partida (en desuso)</translation>
    </message>
    <message>
        <source>Lose on time (old)</source>
        <translation>Derrota por tiempo (en desuso)</translation>
    </message>
    <message>
        <source>Moves per overtime (old)</source>
        <translation>Jugadas por periodo extra (en desuso)</translation>
    </message>
    <message>
        <source>Overtime length (old)</source>
        <translation>Duración del tiempo extra (en desuso)</translation>
    </message>
    <message>
        <source>Operator overhead (old)</source>
        <translation>Margen del operador (en desuso)</translation>
    </message>
    <message>
        <source>Region (old)</source>
        <translation>Región (en desuso)</translation>
    </message>
    <message>
        <source>Secure stones (old)</source>
        <translation>Piedras seguras (en desuso)</translation>
    </message>
    <message>
        <source>Self test moves (old)</source>
        <translation>Jugadas de autocomprobación (en desuso)</translation>
    </message>
    <message>
        <source>Sigma (old)</source>
        <translation>Sigma (en desuso)</translation>
    </message>
    <message>
        <source>Territory count (old)</source>
        <translation>Recuento de territorio (en desuso)</translation>
    </message>
    <message>
        <source>Evaluation (old)</source>
        <translation>Evaluación (en desuso)</translation>
    </message>
    <message>
        <source>Expected move (old)</source>
        <translation>Jugada esperada (en desuso)</translation>
    </message>
    <message>
        <source>Check mark (old)</source>
        <translation>Marca de verificación (en desuso)</translation>
    </message>
    <message>
        <source>Black species (old)</source>
        <translation>Especie de Negro (en desuso)</translation>
    </message>
    <message>
        <source>White species (old)</source>
        <translation>Especie de Blanco (en desuso)</translation>
    </message>
    <message>
        <source>Komi times two (old)</source>
        <translation>Komi por dos (en desuso)</translation>
    </message>
</context>
<context>
    <name>PropertyValueType</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>real</source>
        <translation>real</translation>
    </message>
    <message>
        <source>double</source>
        <translation>doble</translation>
    </message>
    <message>
        <source>color</source>
        <translation>color</translation>
    </message>
    <message>
        <source>SimpleText</source>
        <translation>SimpleText</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>move</source>
        <translation>jugada</translation>
    </message>
    <message>
        <source>point</source>
        <translation>punto</translation>
    </message>
    <message>
        <source>list of point</source>
        <translation>lista de puntos</translation>
    </message>
    <message>
        <source>elist of point</source>
        <translation>lista de puntos (puede estar vacía)</translation>
    </message>
    <message>
        <source>list of stone</source>
        <translation>lista de piedras</translation>
    </message>
    <message>
        <source>list of point:point</source>
        <translation>lista de punto:punto</translation>
    </message>
    <message>
        <source>list of point:SimpleText</source>
        <translation>lista de punto:SimpleText</translation>
    </message>
    <message>
        <source>number | number:number</source>
        <translation>número | número:número</translation>
    </message>
    <message>
        <source>SimpleText:SimpleText</source>
        <translation>SimpleText:SimpleText</translation>
    </message>
    <message>
        <source>none | number:SimpleText</source>
        <translation>ninguno | número:SimpleText</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>RecordPrinter</name>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 pass</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Sin jugadas</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Moves %1-%2</source>
        <translation>Jugadas %1-%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Black: %1    White: %2</source>
        <translation>Negras: %1    Blancas: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Komi %1</source>
        <translation>Komi %1</translation>
    </message>
    <message>
        <source>Handicap %1</source>
        <translation>Hándicap %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <source>Go diagrams, page %1</source>
        <translation>Diagramas de go, página %1</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>the file holds no game</source>
        <translation>el archivo no contiene ninguna partida</translation>
    </message>
    <message>
        <source>the first game is not Go (GM[%1])</source>
        <translation>la primera partida no es de go (GM[%1])</translation>
    </message>
</context>
<context>
    <name>ThumbnailCommand</name>
    <message>
        <source>sgfview: --thumbnail takes IN.sgf and OUT.png</source>
        <translation>sgfview: --thumbnail recibe IN.sgf y OUT.png</translation>
    </message>
    <message>
        <source>sgfview: --size takes a number of pixels from 16 to 1024 (the thumbnail sizes are 128, 256, 512 and 1024)</source>
        <translation>sgfview: --size recibe un número de píxeles de 16 a 1024 (los tamaños de miniatura son 128, 256, 512 y 1024)</translation>
    </message>
</context>
<context>
    <name>ValueFormatter</name>
    <message>
        <source>(set)</source>
        <translation>(presente)</translation>
    </message>
    <message>
        <source>emphasized</source>
        <translation>enfatizado</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>invalid (%1)</source>
        <translation>no válido (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>sgfview::BoardWidget</name>
    <message>
        <source>This record is of another game than Go (GM[%1]), so there is no board to show. The tree, properties and comments still work.</source>
        <translation>Este archivo es de un juego distinto del go (GM[%1]), así que no hay tablero que mostrar. El árbol, las propiedades y los comentarios siguen funcionando.</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Tablero de go</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1, jugada %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln label(s) on a point already labelled not shown.</source>
        <translation>
            <numerusform>%Ln etiqueta en un punto ya etiquetado no se muestra.</numerusform>
            <numerusform>%Ln etiquetas en puntos ya etiquetados no se muestran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines shown; %Ln more not.</source>
        <translation>
            <numerusform>Solo se muestran las primeras %L1 flechas y líneas; %Ln más no.</numerusform>
            <numerusform>Solo se muestran las primeras %L1 flechas y líneas; %Ln más no.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines read; %Ln more not.</source>
        <translation>
            <numerusform>Solo se leen las primeras %L1 flechas y líneas; %Ln más no.</numerusform>
            <numerusform>Solo se leen las primeras %L1 flechas y líneas; %Ln más no.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 labels read; %Ln more not.</source>
        <translation>
            <numerusform>Solo se leen las primeras %L1 etiquetas; %Ln más no.</numerusform>
            <numerusform>Solo se leen las primeras %L1 etiquetas; %Ln más no.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ClipboardActions</name>
    <message>
        <source>Copy &amp;Game as SGF</source>
        <translation>Copiar la parti&amp;da como SGF</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;Variation as SGF</source>
        <translation>Copiar la &amp;variante como SGF</translation>
    </message>
    <message>
        <source>Copy &amp;Subtree as SGF</source>
        <translation>Copiar el &amp;subárbol como SGF</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copiar el tablero como &amp;imagen</translation>
    </message>
    <message>
        <source>Copy Board as &amp;ASCII Diagram</source>
        <translation>Copiar el tablero como diagrama &amp;ASCII</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste SGF</source>
        <translation>&amp;Pegar SGF</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Moves %1-%2</source>
        <translation>Jugadas %1-%2</translation>
    </message>
</context>
<context>
    <name>sgfview::CommentPane</name>
    <message>
        <source>No comment</source>
        <translation>Sin comentario</translation>
    </message>
    <message>
        <source>[The comment is %1 bytes long; only its start is shown here.]</source>
        <translation>[El comentario ocupa %1 bytes; aquí solo se muestra su comienzo.]</translation>
    </message>
</context>
<context>
    <name>sgfview::DocumentSession</name>
    <message>
        <source>Cannot open %1
line %2, column %3: %4</source>
        <translation>No se puede abrir %1
línea %2, columna %3: %4</translation>
    </message>
    <message>
        <source>Cannot open %1
%2</source>
        <translation>No se puede abrir %1
%2</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>el texto pegado</translation>
    </message>
</context>
<context>
    <name>sgfview::EvaluationGraph</name>
    <message>
        <source>Move %L1: no evaluation</source>
        <translation>Jugada %L1: sin evaluación</translation>
    </message>
    <message>
        <source>Move %L1: Black %L2%</source>
        <translation>Jugada %L1: Negro %L2 %</translation>
    </message>
    <message>
        <source>Move %L1: %L2 (positive is good for Black)</source>
        <translation>Jugada %L1: %L2 (positivo es bueno para Negro)</translation>
    </message>
</context>
<context>
    <name>sgfview::FindBar</name>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Aa</source>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Distinguir mayúsculas</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Whole words only</source>
        <translation>Solo palabras completas</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <source>Comments and names</source>
        <translation>Comentarios y nombres</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>Información de la partida</translation>
    </message>
    <message>
        <source>Any value</source>
        <translation>Cualquier valor</translation>
    </message>
    <message>
        <source>Property:</source>
        <translation>Propiedad:</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Buscar sig&amp;uiente</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>Cerrar la barra de búsqueda (Escape)</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln</source>
        <extracomment>The find bar&apos;s count: &quot;12 of 340&quot;.</extracomment>
        <translation>
            <numerusform>%L1 de %Ln</numerusform>
            <numerusform>%L1 de %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>No hits</source>
        <translation>Sin resultados</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hit(s)</source>
        <translation>
            <numerusform>%Ln resultado</numerusform>
            <numerusform>%Ln resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, searching…</source>
        <translation>%1, buscando…</translation>
    </message>
    <message>
        <source>%1 (wrapped around)</source>
        <translation>%1 (vuelta al principio)</translation>
    </message>
    <message>
        <source>Stones played at %1</source>
        <translation>Piedras jugadas en %1</translation>
    </message>
    <message>
        <source>Black stones played at %1</source>
        <translation>Piedras negras jugadas en %1</translation>
    </message>
    <message>
        <source>White stones played at %1</source>
        <translation>Piedras blancas jugadas en %1</translation>
    </message>
    <message>
        <source>Find P&amp;revious</source>
        <translation>Buscar an&amp;terior</translation>
    </message>
</context>
<context>
    <name>sgfview::FindResultsModel</name>
    <message>
        <source>%1, in %2</source>
        <translation>%1, en %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nodo</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrado</translation>
    </message>
</context>
<context>
    <name>sgfview::GameInfoPanel</name>
    <message>
        <source>No game information</source>
        <translation>Sin información de la partida</translation>
    </message>
    <message>
        <source>Copy &amp;All</source>
        <translation>Copiar &amp;todo</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListFilter</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games where Black or White has a name that starts so</source>
        <translation>Partidas en las que el nombre de Negro o de Blanco empieza así</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Games whose event contains this</source>
        <translation>Partidas cuyo evento contiene este texto</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Gana Negro</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Gana Blanco</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Sin resultado</translation>
    </message>
    <message>
        <source>Not used: write the date as YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>No se usa: escriba la fecha como AAAA, AAAA-MM o AAAA-MM-DD</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Games played on or after this date: YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>Partidas jugadas en esta fecha o después: AAAA, AAAA-MM o AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Games played on or before this date: YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>Partidas jugadas en esta fecha o antes: AAAA, AAAA-MM o AAAA-MM-DD</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListModel</name>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game Name</source>
        <translation>Nombre de partida</translation>
    </message>
    <message>
        <source>Game %L1</source>
        <translation>Partida %L1</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListPanel</name>
    <message>
        <source>Filter by player, event or game name</source>
        <translation>Filtrar por jugador, evento o nombre de la partida</translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nodo</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Anotación</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeView</name>
    <message>
        <source>C&amp;ollapse All</source>
        <translation>&amp;Contraer todo</translation>
    </message>
    <message>
        <source>E&amp;xpand to Current</source>
        <translation>&amp;Expandir hasta el nodo actual</translation>
    </message>
    <message>
        <source>&amp;Close This Row</source>
        <translation>Ce&amp;rrar esta fila</translation>
    </message>
    <message>
        <source>&amp;Open This Row</source>
        <translation>A&amp;brir esta fila</translation>
    </message>
</context>
<context>
    <name>sgfview::JumpActions</name>
    <message>
        <source>Next &amp;Comment</source>
        <translation>&amp;Comentario siguiente</translation>
    </message>
    <message>
        <source>Previou&amp;s Comment</source>
        <translation>Co&amp;mentario anterior</translation>
    </message>
    <message>
        <source>Next Anno&amp;tated Move</source>
        <translation>&amp;Jugada anotada siguiente</translation>
    </message>
    <message>
        <source>Previous Annotate&amp;d Move</source>
        <translation>J&amp;ugada anotada anterior</translation>
    </message>
    <message>
        <source>&amp;Back to the Main Line</source>
        <translation>Volv&amp;er a la línea principal</translation>
    </message>
    <message>
        <source>10 Moves For&amp;ward</source>
        <translation>Avan&amp;zar 10 jugadas</translation>
    </message>
    <message>
        <source>10 Moves Bac&amp;k</source>
        <translation>Re&amp;troceder 10 jugadas</translation>
    </message>
    <message>
        <source>Go to Mov&amp;e...</source>
        <translation>Ir a la juga&amp;da...</translation>
    </message>
    <message>
        <source>Go to Var&amp;iation...</source>
        <translation>Ir a la var&amp;iante...</translation>
    </message>
    <message>
        <source>Go to Line and Col&amp;umn...</source>
        <translation>Ir a línea &amp;y columna...</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>Ir a la jugada</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Número de jugada:</translation>
    </message>
    <message>
        <source>Go to Variation</source>
        <translation>Ir a la variante</translation>
    </message>
    <message>
        <source>Variation (the child taken at each fork from the start, as &quot;1.2.3&quot;):</source>
        <translation>Variante (el hijo tomado en cada bifurcación desde el principio, como &quot;1.2.3&quot;):</translation>
    </message>
    <message>
        <source>This game has no variation %1.</source>
        <translation>Esta partida no tiene la variante %1.</translation>
    </message>
    <message>
        <source>Go to Line and Column</source>
        <translation>Ir a línea y columna</translation>
    </message>
    <message>
        <source>Line and column in the file (as &quot;12:5&quot;):</source>
        <translation>Línea y columna en el archivo (como &quot;12:5&quot;):</translation>
    </message>
    <message>
        <source>The file has no node at %1.</source>
        <translation>El archivo no tiene ningún nodo en %1.</translation>
    </message>
</context>
<context>
    <name>sgfview::MainWindow</name>
    <message>
        <source>Game Tree</source>
        <translation>Árbol de la partida</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>Información de la partida</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>Lista de partidas</translation>
    </message>
    <message>
        <source>Game Tree Map</source>
        <translation>Mapa del árbol de la partida</translation>
    </message>
    <message>
        <source>Find Results</source>
        <translation>Resultados de la búsqueda</translation>
    </message>
    <message>
        <source>Pasted Game</source>
        <translation>Partida pegada</translation>
    </message>
</context>
<context>
    <name>sgfview::PrintActions</name>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir...</translation>
    </message>
    <message>
        <source>Export &amp;Diagrams...</source>
        <translation>Exportar &amp;diagramas...</translation>
    </message>
    <message>
        <source>The current board</source>
        <translation>El tablero actual</translation>
    </message>
    <message>
        <source>The main line, as a game record</source>
        <translation>La línea principal, como registro de la partida</translation>
    </message>
    <message>
        <source>The current line, as a game record</source>
        <translation>La línea actual, como registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Print:</source>
        <translation>&amp;Imprimir:</translation>
    </message>
    <message>
        <source>50 moves</source>
        <translation>50 jugadas</translation>
    </message>
    <message>
        <source>100 moves</source>
        <translation>100 jugadas</translation>
    </message>
    <message>
        <source>&amp;Moves a diagram:</source>
        <translation>&amp;Jugadas por diagrama:</translation>
    </message>
    <message>
        <source>2 diagrams</source>
        <translation>2 diagramas</translation>
    </message>
    <message>
        <source>4 diagrams</source>
        <translation>4 diagramas</translation>
    </message>
    <message>
        <source>&amp;Diagrams a page:</source>
        <translation>&amp;Diagramas por página:</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apel:</translation>
    </message>
    <message>
        <source>&amp;Comments after each diagram</source>
        <translation>&amp;Comentarios tras cada diagrama</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Export Diagrams</source>
        <translation>Exportar diagramas</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;SVG images, one a page (*.svg)</source>
        <translation>Documento PDF (*.pdf);;Imágenes SVG, una por página (*.svg)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemReporter</name>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Show the Problems panel</source>
        <translation>Mostrar el panel de problemas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Ln problema</numerusform>
            <numerusform>%Ln problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln here)</source>
        <extracomment>After the problem count: how many of them are at the current node.</extracomment>
        <translation>
            <numerusform>%1 (%Ln aquí)</numerusform>
            <numerusform>%1 (%Ln aquí)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsModel</name>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Línea:columna</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsPanel</name>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln nota</numerusform>
            <numerusform>%Ln notas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln advertencia</numerusform>
            <numerusform>%Ln advertencias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyTableModel</name>
    <message>
        <source>(unknown)</source>
        <translation>(desconocida)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>unknown property</source>
        <translation>propiedad desconocida</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>SGF</source>
        <translation>SGF</translation>
    </message>
    <message>
        <source>Fox writes komi in hundredths of a point: %1 is read as %2.</source>
        <translation>Fox escribe el komi en centésimas de punto: %1 se lee como %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more properties, not shown</source>
        <translation>
            <numerusform>%Ln propiedad más, no mostrada</numerusform>
            <numerusform>%Ln propiedades más, no mostradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more problem(s)</source>
        <extracomment>After the first problems of a property in its tool tip.</extracomment>
        <translation>
            <numerusform>y %Ln problema más</numerusform>
            <numerusform>y %Ln problemas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyView</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
</context>
<context>
    <name>sgfview::ReloadBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>&amp;Ignorar</translation>
    </message>
    <message>
        <source>Reload &amp;Automatically</source>
        <translation>Recargar a&amp;utomáticamente</translation>
    </message>
    <message>
        <source>Reload the file whenever another program changes it, without asking (to follow an engine&apos;s analysis)</source>
        <translation>Recargar el archivo cada vez que otro programa lo cambie, sin preguntar (para seguir el análisis de un motor)</translation>
    </message>
    <message>
        <source>%1 was changed by another program.</source>
        <translation>Otro programa cambió %1.</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away. What is shown stays as it was read.</source>
        <translation>%1 se borró o se movió. Lo que se muestra queda como se leyó.</translation>
    </message>
    <message>
        <source>%1 can no longer be read. What is shown stays as it was read.</source>
        <translation>%1 ya no se puede leer. Lo que se muestra queda como se leyó.</translation>
    </message>
</context>
<context>
    <name>sgfview::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
</context>
<context>
    <name>sgfview::StartHint</name>
    <message>
        <source>Open a file (%1) or drop one here</source>
        <translation>Abra un archivo (%1) o suéltelo aquí</translation>
    </message>
    <message>
        <source>Recent files:</source>
        <translation>Archivos recientes:</translation>
    </message>
</context>
<context>
    <name>sgfview::TreeMapToolTip</name>
    <message>
        <source>Move %L1: %2</source>
        <translation>Jugada %L1: %2</translation>
    </message>
</context>
<context>
    <name>sgfview::TreeMapView</name>
    <message>
        <source>Game Tree Map &amp;Top to Bottom</source>
        <translation>Mapa del árbol de &amp;arriba abajo</translation>
    </message>
    <message>
        <source>&amp;Fold Variations Off the Current Line</source>
        <translation>&amp;Plegar las variantes fuera de la línea actual</translation>
    </message>
    <message>
        <source>&amp;Unfold All</source>
        <translation>&amp;Desplegar todo</translation>
    </message>
    <message>
        <source>Fold &amp;This Subtree</source>
        <translation>Plegar es&amp;te subárbol</translation>
    </message>
    <message>
        <source>Unfold This &amp;Subtree</source>
        <translation>Desplegar este &amp;subárbol</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowLayout</name>
    <message>
        <source>&amp;Board Only</source>
        <translation>Solo el &amp;tablero</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir r&amp;eciente</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Export Board Image...</source>
        <translation>E&amp;xportar imagen del tablero...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Show Only the Current &amp;Game in the Tree</source>
        <translation>Mostrar solo la &amp;partida actual en el árbol</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>Codi&amp;ficación</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>Detectar automáticamente</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Números de jugada</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Desactivados</translation>
    </message>
    <message>
        <source>&amp;Last 10 Moves</source>
        <translation>Ú&amp;ltimas 10 jugadas</translation>
    </message>
    <message>
        <source>&amp;All Since the Variation Started</source>
        <translation>&amp;Todas desde el inicio de la variante</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>C&amp;oordenadas</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Jugada &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Jugada &amp;anterior</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>&amp;Variante siguiente</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>Variante a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;First Node</source>
        <translation>&amp;Primer nodo</translation>
    </message>
    <message>
        <source>&amp;Last Node</source>
        <translation>Ú&amp;ltimo nodo</translation>
    </message>
    <message>
        <source>Next F&amp;ork</source>
        <translation>&amp;Bifurcación siguiente</translation>
    </message>
    <message>
        <source>Previous Fo&amp;rk</source>
        <translation>Bifurcación ante&amp;rior</translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation>Partida si&amp;guiente</translation>
    </message>
    <message>
        <source>Previous Ga&amp;me</source>
        <translation>Partida anteri&amp;or</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About sgfview</source>
        <translation>Acerca &amp;de sgfview</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>Partidas SGF (*.sgf *.SGF);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>Exportar imagen del tablero</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>About sgfview</source>
        <translation>Acerca de sgfview</translation>
    </message>
    <message>
        <source>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;A fast, exact viewer for SGF game records.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: MIT.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;Un visor rápido y exacto de partidas en formato SGF.&lt;/p&gt;&lt;p&gt;Compilado con Qt %2 (en ejecución con Qt %3).&lt;/p&gt;&lt;p&gt;Licencia: MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variation &amp;Hints</source>
        <translation>&amp;Indicaciones de variantes</translation>
    </message>
    <message>
        <source>As the &amp;File Says</source>
        <translation>Como dice el arc&amp;hivo</translation>
    </message>
    <message>
        <source>&amp;Next Moves</source>
        <translation>&amp;Siguientes jugadas</translation>
    </message>
    <message>
        <source>&amp;Alternatives to This Move</source>
        <translation>&amp;Alternativas a esta jugada</translation>
    </message>
    <message>
        <source>&amp;Hidden</source>
        <translation>&amp;Ocultas</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Ne&amp;xt File in Folder</source>
        <translation>Archivo si&amp;guiente de la carpeta</translation>
    </message>
    <message>
        <source>Alt+PgDown</source>
        <translation>Alt+PgDown</translation>
    </message>
    <message>
        <source>Pre&amp;vious File in Folder</source>
        <translation>Archivo a&amp;nterior de la carpeta</translation>
    </message>
    <message>
        <source>Alt+PgUp</source>
        <translation>Alt+PgUp</translation>
    </message>
    <message>
        <source>This is the folder&apos;s last SGF file.</source>
        <translation>Este es el último archivo SGF de la carpeta.</translation>
    </message>
    <message>
        <source>This is the folder&apos;s first SGF file.</source>
        <translation>Este es el primer archivo SGF de la carpeta.</translation>
    </message>
    <message>
        <source>Size in pixels:</source>
        <translation>Tamaño en píxeles:</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Se canceló la apertura de %1.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Juega Blanco</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Juega Negro</translation>
    </message>
    <message>
        <source>Game %L1 of %L2</source>
        <translation>Partida %L1 de %L2</translation>
    </message>
    <message>
        <source>Game %L1 of the %L2 read so far</source>
        <translation>Partida %L1 de las %L2 leídas hasta ahora</translation>
    </message>
    <message>
        <source>White passed</source>
        <translation>Blanco pasó</translation>
    </message>
    <message>
        <source>Black passed</source>
        <translation>Negro pasó</translation>
    </message>
    <message numerus="yes">
        <source>Black has captured %Ln</source>
        <translation>
            <numerusform>Negro ha capturado %Ln</numerusform>
            <numerusform>Negro ha capturado %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has captured %Ln</source>
        <translation>
            <numerusform>Blanco ha capturado %Ln</numerusform>
            <numerusform>Blanco ha capturado %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed: %1</source>
        <translation>mixta: %1</translation>
    </message>
    <message>
        <source>Reading the rest of the file…</source>
        <translation>Leyendo el resto del archivo…</translation>
    </message>
</context>
</TS>
