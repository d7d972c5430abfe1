<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>BoardPainter</name>
    <message>
        <source>White passes</source>
        <translation>الأبيض يمرّر</translation>
    </message>
    <message>
        <source>Black passes</source>
        <translation>الأسود يمرّر</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>sgfview: --json takes exactly one FILE (or - for standard input)</source>
        <translation>sgfview: يأخذ --json ملفًا واحدًا FILE بالضبط (أو - للدخل القياسي)</translation>
    </message>
    <message>
        <source>sgfview: --check needs at least one FILE</source>
        <translation>sgfview: يحتاج --check إلى ملف FILE واحد على الأقل</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>فُحص %n ملف</numerusform>
            <numerusform>فُحص ملف واحد</numerusform>
            <numerusform>فُحص ملفان</numerusform>
            <numerusform>فُحصت %n ملفات</numerusform>
            <numerusform>فُحص %n ملفًا</numerusform>
            <numerusform>فُحص %n ملف</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>لا أخطاء في أيٍّ منها</numerusform>
            <numerusform>واحد منها بأخطاء</numerusform>
            <numerusform>اثنان منها بأخطاء</numerusform>
            <numerusform>%n منها بأخطاء</numerusform>
            <numerusform>%n منها بأخطاء</numerusform>
            <numerusform>%n منها بأخطاء</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>لا تحذيرات</numerusform>
            <numerusform>تحذير واحد</numerusform>
            <numerusform>تحذيران</numerusform>
            <numerusform>%n تحذيرات</numerusform>
            <numerusform>%n تحذيرًا</numerusform>
            <numerusform>%n تحذير</numerusform>
        </translation>
    </message>
    <message>
        <source>Print FILE (- for standard input) as JSON: one object per game tree with its properties (values decoded as Text) and children.</source>
        <translation>يطبع FILE (أو - للدخل القياسي) بصيغة JSON: كائن لكل شجرة مباراة مع خصائصها (القيم مفكوكة الترميز على أنها Text) وأبنائها.</translation>
    </message>
    <message>
        <source>With --json: read FILE strictly, failing at the first problem.</source>
        <translation>مع --json: يقرأ FILE بصرامة ويتوقف عند أول مشكلة.</translation>
    </message>
    <message>
        <source>Read each FILE leniently and list every problem found, then a summary; exit status 1 if any file has an error.</source>
        <translation>يقرأ كل ملف FILE بتساهل ويسرد كل مشكلة يجدها، ثم ملخصًا؛ رمز الخروج 1 إذا كان في أي ملف خطأ.</translation>
    </message>
    <message>
        <source>Decode files from this character set instead of detecting it.</source>
        <translation>يفك ترميز الملفات من مجموعة المحارف هذه بدلًا من اكتشافها.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>SGF files to open.</source>
        <translation>ملفات SGF المراد فتحها.</translation>
    </message>
    <message>
        <source>Use this language (e.g. es, ar, bn) instead of the system&apos;s.</source>
        <translation>يستخدم هذه اللغة (مثل es أو ar أو bn) بدلًا من لغة النظام.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>sgfview: --level takes error, warning or note</source>
        <translation>sgfview: يقبل ‎--level‎ القيم error أو warning أو note</translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5</source>
        <extracomment>The --check summary: &quot;2 files checked: 1 with errors; 1 error, 3 warnings, 0 notes&quot;.</extracomment>
        <translation>%1: %2؛ %3، %4، %5</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>لا أخطاء</numerusform>
            <numerusform>خطأ واحد</numerusform>
            <numerusform>خطآن</numerusform>
            <numerusform>%n أخطاء</numerusform>
            <numerusform>%n خطأً</numerusform>
            <numerusform>%n خطأ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>لا ملاحظات</numerusform>
            <numerusform>ملاحظة واحدة</numerusform>
            <numerusform>ملاحظتان</numerusform>
            <numerusform>%n ملاحظات</numerusform>
            <numerusform>%n ملاحظةً</numerusform>
            <numerusform>%n ملاحظة</numerusform>
        </translation>
    </message>
    <message>
        <source>With --check: list problems of this severity and worse: error, warning (the default) or note.</source>
        <translation>مع ‎--check‎: اعرض المشكلات بهذه الدرجة من الخطورة فما فوقها: error أو warning (الافتراضي) أو note.</translation>
    </message>
    <message>
        <source>severity</source>
        <translation>الخطورة</translation>
    </message>
    <message>
        <source>Print every place in each FILE (folders: their *.sgf files) where PATTERN is found, as FILE:LINE:COLUMN: game G, move M: CONTEXT; exit status 0 when found, 1 when not.</source>
        <translation>يطبع كل موضع في كل ملف FILE (المجلدات: ملفات ‎*.sgf فيها) يوجد فيه PATTERN، بالشكل FILE:LINE:COLUMN: game G, move M: CONTEXT؛ حالة الخروج 0 عند العثور عليه و1 إن لم يوجد.</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>PATTERN</translation>
    </message>
    <message>
        <source>With --find: PATTERN is a regular expression (Perl&apos;s syntax).</source>
        <translation>مع --find: PATTERN تعبير نمطي (بصيغة Perl).</translation>
    </message>
    <message>
        <source>With --find: ignore case.</source>
        <translation>مع --find: تجاهل حالة الأحرف.</translation>
    </message>
    <message>
        <source>With --find: search comments and names (comments, the default), game info (info), every value (values) or one property (its identifier).</source>
        <translation>مع --find: البحث في التعليقات والأسماء (comments، الافتراضي)، أو معلومات المباراة (info)، أو كل قيمة (values)، أو خاصية واحدة (معرّفها).</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>النطاق</translation>
    </message>
    <message>
        <source>sgfview: --scope takes comments, info, values or a property identifier, not &quot;%1&quot;</source>
        <translation>sgfview: يقبل --scope القيم comments أو info أو values أو معرّف خاصية، لا &quot;%1&quot;</translation>
    </message>
    <message>
        <source>sgfview: --find needs at least one FILE</source>
        <translation>sgfview: يحتاج --find إلى ملف FILE واحد على الأقل</translation>
    </message>
    <message>
        <source>Draw the picture a file manager shows for IN (a game&apos;s final position, a problem&apos;s first) into the PNG file OUT, without a display: sgfview --thumbnail [--size N] IN OUT.</source>
        <translation>ارسم في ملف PNG المسمى OUT الصورة التي يعرضها مدير الملفات للملف IN (الوضع الأخير للمباراة، والأول للمسألة)، دون شاشة: sgfview --thumbnail [--size N] IN OUT.</translation>
    </message>
    <message>
        <source>With --thumbnail: the picture&apos;s width and height in pixels (128, 256, 512 or 1024; 256 by default).</source>
        <translation>مع --thumbnail: عرض الصورة وارتفاعها بالبكسل (128 أو 256 أو 512 أو 1024؛ 256 افتراضيًا).</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>بكسلات</translation>
    </message>
    <message>
        <source>A fast, exact viewer for SGF game records.

Without options, opens each FILE in a window. --json, --check, --find and --thumbnail need no display.</source>
        <translation>عارض سريع ودقيق لسجلات مباريات SGF.

من دون خيارات، يفتح كل ملف FILE في نافذة. لا يحتاج --json و--check و--find و--thumbnail إلى شاشة.</translation>
    </message>
    <message>
        <source>there is not enough memory to check it.</source>
        <translation>لا تكفي الذاكرة لفحصه.</translation>
    </message>
</context>
<context>
    <name>DocumentLoader</name>
    <message>
        <source>cancelled</source>
        <translation>أُلغي</translation>
    </message>
    <message>
        <source>there is not enough memory to open it (it needs about %L1 MB; %L2 MB are available).</source>
        <translation>لا تكفي الذاكرة لفتحه (يحتاج إلى نحو %L1 م.ب، والمتاح %L2 م.ب).</translation>
    </message>
    <message>
        <source>there is not enough memory to open it.</source>
        <translation>لا تكفي الذاكرة لفتحه.</translation>
    </message>
</context>
<context>
    <name>EncodingNames</name>
    <message>
        <source>Unicode</source>
        <translation>يونيكود</translation>
    </message>
    <message>
        <source>Chinese, Simplified</source>
        <translation>الصينية المبسطة</translation>
    </message>
    <message>
        <source>Chinese, Traditional</source>
        <translation>الصينية التقليدية</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>اليابانية</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>الكورية</translation>
    </message>
    <message>
        <source>Western European</source>
        <translation>أوروبية غربية</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>أوروبية وسطى</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>السيريلية</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>اليونانية</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>التركية</translation>
    </message>
    <message>
        <source>Baltic</source>
        <translation>البلطيقية</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>الفيتنامية</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>التايلاندية</translation>
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
        <translation>تعذّر فتح «%1»: %2</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist.</source>
        <translation>إنه رابط إلى ملف غير موجود.</translation>
    </message>
    <message>
        <source>the file does not exist.</source>
        <translation>الملف غير موجود.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>إنه مجلد وليس ملفًا.</translation>
    </message>
    <message>
        <source>it is not a regular file.</source>
        <translation>إنه ليس ملفًا عاديًا.</translation>
    </message>
    <message>
        <source>the file is %1, more than the %2 this viewer reads.</source>
        <translation>حجم الملف %1، أكبر من %2 التي يقرؤها هذا العارض.</translation>
    </message>
    <message>
        <source>it was deleted while being read.</source>
        <translation>حُذف أثناء قراءته.</translation>
    </message>
    <message>
        <source>it changed while being read.</source>
        <translation>تغيّر أثناء قراءته.</translation>
    </message>
    <message>
        <source>Cannot read “%1”: %2</source>
        <translation>تعذّرت قراءة «%1»: %2</translation>
    </message>
    <message>
        <source>it shrank while being read (%1 of the %2 bytes it had).</source>
        <translation>تقلّص أثناء قراءته (%1 من %2 بايت كانت فيه).</translation>
    </message>
    <message>
        <source>it grew while being read (more than the %1 bytes it had).</source>
        <translation>كبر أثناء قراءته (أكثر من %1 بايت كانت فيه).</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 بايت)</translation>
    </message>
    <message>
        <source>it was moved while being read.</source>
        <translation>نُقل أثناء قراءته.</translation>
    </message>
    <message>
        <source>Cannot read “%1”: it holds more than the %2 this viewer reads.</source>
        <translation>تعذّرت قراءة «%1»: يحوي أكثر من %2 التي يقرؤها هذا العارض.</translation>
    </message>
    <message>
        <source>the read was cancelled.</source>
        <translation>أُلغيت القراءة.</translation>
    </message>
</context>
<context>
    <name>FindQuery</name>
    <message>
        <source>Nothing to find</source>
        <translation>لا شيء للبحث عنه</translation>
    </message>
    <message>
        <source>Not a regular expression: %1</source>
        <translation>ليس تعبيرًا نمطيًا: %1</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Game name</source>
        <translation>اسم المباراة</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>White</source>
        <translation>الأبيض</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>فريق الأسود</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>فريق الأبيض</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>الحدث</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>المكان</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>كومي</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>الأفضلية (هانديكاب)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>الوقت المحدد</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>الوقت الإضافي</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>الافتتاح</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>المعلّق</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>المصدر</translation>
    </message>
    <message>
        <source>User</source>
        <translation>مُدخل السجل</translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation>حقوق النشر</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>التطبيق</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>تعليق على المباراة</translation>
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
        <translation>تعادل</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>بلا نتيجة</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>غير معروفة</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>فوز الأسود</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>فوز الأبيض</translation>
    </message>
    <message>
        <source>Black wins by resignation</source>
        <translation>فوز الأسود باستسلام الخصم</translation>
    </message>
    <message>
        <source>White wins by resignation</source>
        <translation>فوز الأبيض باستسلام الخصم</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>فوز الأسود بانتهاء وقت الخصم</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>فوز الأبيض بانتهاء وقت الخصم</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>فوز الأسود اعتباريًا</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>فوز الأبيض اعتباريًا</translation>
    </message>
    <message>
        <source>Black wins by %1 points</source>
        <translation>فوز الأسود بفارق %1 نقطة</translation>
    </message>
    <message>
        <source>White wins by %1 points</source>
        <translation>فوز الأبيض بفارق %1 نقطة</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 ثانية</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n point(s)</source>
        <translation>
            <numerusform>فوز الأسود بفارق %Ln نقطة</numerusform>
            <numerusform>فوز الأسود بفارق نقطة واحدة</numerusform>
            <numerusform>فوز الأسود بفارق نقطتين</numerusform>
            <numerusform>فوز الأسود بفارق %Ln نقاط</numerusform>
            <numerusform>فوز الأسود بفارق %Ln نقطة</numerusform>
            <numerusform>فوز الأسود بفارق %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n point(s)</source>
        <translation>
            <numerusform>فوز الأبيض بفارق %Ln نقطة</numerusform>
            <numerusform>فوز الأبيض بفارق نقطة واحدة</numerusform>
            <numerusform>فوز الأبيض بفارق نقطتين</numerusform>
            <numerusform>فوز الأبيض بفارق %Ln نقاط</numerusform>
            <numerusform>فوز الأبيض بفارق %Ln نقطة</numerusform>
            <numerusform>فوز الأبيض بفارق %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%Ln ساعة</numerusform>
            <numerusform>ساعة واحدة</numerusform>
            <numerusform>ساعتان</numerusform>
            <numerusform>%Ln ساعات</numerusform>
            <numerusform>%Ln ساعة</numerusform>
            <numerusform>%Ln ساعة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%Ln دقيقة</numerusform>
            <numerusform>دقيقة واحدة</numerusform>
            <numerusform>دقيقتان</numerusform>
            <numerusform>%Ln دقائق</numerusform>
            <numerusform>%Ln دقيقة</numerusform>
            <numerusform>%Ln دقيقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%Ln ثانية</numerusform>
            <numerusform>ثانية واحدة</numerusform>
            <numerusform>ثانيتان</numerusform>
            <numerusform>%Ln ثوانٍ</numerusform>
            <numerusform>%Ln ثانية</numerusform>
            <numerusform>%Ln ثانية</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>duration</comment>
        <extracomment>Joins two parts of a duration, the larger first: &quot;1 hour&quot; and &quot;30 minutes&quot;.</extracomment>
        <translation>%1 و%2</translation>
    </message>
</context>
<context>
    <name>LoadFailure</name>
    <message>
        <source>the file is empty.</source>
        <translation>الملف فارغ.</translation>
    </message>
    <message>
        <source>no SGF game was found in this file.</source>
        <translation>لم يُعثر على أي مباراة SGF في هذا الملف.</translation>
    </message>
    <message>
        <source>the game tree holds no node (no &apos;;&apos; after its &apos;(&apos;).</source>
        <translation>شجرة المباراة لا تحوي أي عقدة (لا يوجد &apos;;&apos; بعد &apos;(&apos; الخاص بها).</translation>
    </message>
    <message>
        <source>the file is too large to be read.</source>
        <translation>الملف أكبر من أن يُقرأ.</translation>
    </message>
    <message>
        <source>the file holds more nodes than can be read.</source>
        <translation>يحوي الملف عقدًا أكثر مما يمكن قراءته.</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>Setup</source>
        <translation>ترتيب الأحجار</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>معلومات المباراة</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>الجذر</translation>
    </message>
    <message>
        <source>Markup</source>
        <translation>علامات</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>تعليق</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>فارغة</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>متكافئ</translation>
    </message>
    <message>
        <source>Unclear</source>
        <translation>غير واضح</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>لحظة حاسمة</translation>
    </message>
    <message>
        <source>%1 (B) vs %2 (W)</source>
        <translation>%1 (أسود) ضد %2 (أبيض)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>White</source>
        <translation>الأبيض</translation>
    </message>
    <message>
        <source>B %1</source>
        <extracomment>The tree&apos;s Node cell for a move: B (Black) or W (White), then where (&quot;B Q16&quot;).</extracomment>
        <translation>أسود %1</translation>
    </message>
    <message>
        <source>W %1</source>
        <translation>أبيض %1</translation>
    </message>
    <message>
        <source>Good for B</source>
        <translation>جيد للأسود</translation>
    </message>
    <message>
        <source>Good for W</source>
        <translation>جيد للأبيض</translation>
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
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>تحذير</translation>
    </message>
    <message>
        <source>error</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>line:column</comment>
        <extracomment>Line and column of a problem, &quot;12:5&quot;.</extracomment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos; chosen: detected instead</source>
        <translation>الترميز &apos;%1&apos; المختار غير معروف: اكتُشف الترميز بدلًا منه</translation>
    </message>
    <message>
        <source>unknown charset &apos;%1&apos; in CA: read as %2</source>
        <translation>مجموعة المحارف &apos;%1&apos; في CA غير معروفة: قُرئ النص بترميز %2</translation>
    </message>
    <message>
        <source>unknown charset &apos;%1&apos; in CA: read as %2 (guessed)</source>
        <translation>مجموعة المحارف &apos;%1&apos; في CA غير معروفة: قُرئ النص بترميز %2 (بالتخمين)</translation>
    </message>
    <message>
        <source>no CA and not UTF-8: charset guessed as %1</source>
        <translation>لا يوجد CA والنص ليس UTF-8: خُمّنت مجموعة المحارف %1</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the text, which is UTF-8: read as UTF-8</source>
        <translation>CA[%1] لا يطابق النص، وهو UTF-8: قُرئ بترميز UTF-8</translation>
    </message>
    <message>
        <source>bytes not valid in %1 replaced by U+FFFD</source>
        <translation>البايتات غير الصالحة في %1 استُبدل بها U+FFFD</translation>
    </message>
    <message>
        <source>%1[%2] takes no value</source>
        <translation>%1[%2] لا تأخذ قيمة</translation>
    </message>
    <message>
        <source>%1[] is empty; %1 needs a value</source>
        <translation>%1[] فارغة؛ تحتاج %1 إلى قيمة</translation>
    </message>
    <message>
        <source>%1[] is empty</source>
        <translation>%1[] فارغة</translation>
    </message>
    <message>
        <source>%1[%2] is not a number</source>
        <translation>%1[%2] ليست عددًا</translation>
    </message>
    <message>
        <source>%1[%2] is not a real number</source>
        <translation>%1[%2] ليست عددًا حقيقيًا</translation>
    </message>
    <message>
        <source>%1[%2] is neither 1 nor 2</source>
        <translation>%1[%2] ليست 1 ولا 2</translation>
    </message>
    <message>
        <source>%1[%2] is neither B nor W</source>
        <translation>%1[%2] ليست B ولا W</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] ليست نقطة</translation>
    </message>
    <message>
        <source>%1[%2] is off the %3 board</source>
        <translation>%1[%2] خارج لوحة %3</translation>
    </message>
    <message>
        <source>%1[%2] is not two points (point:point)</source>
        <translation>%1[%2] ليست نقطتين (نقطة:نقطة)</translation>
    </message>
    <message>
        <source>%1[%2] goes from a point to itself</source>
        <translation>%1[%2] تمتد من نقطة إلى النقطة نفسها</translation>
    </message>
    <message>
        <source>%1[%2] is not a point and a text (point:text)</source>
        <translation>%1[%2] ليست نقطة ونصًا (نقطة:نص)</translation>
    </message>
    <message>
        <source>%1[%2] lacks the version (name:version)</source>
        <translation>%1[%2] ينقصها الإصدار (اسم:إصدار)</translation>
    </message>
    <message>
        <source>%1[%2] is not a board size</source>
        <translation>%1[%2] ليست حجم لوحة</translation>
    </message>
    <message>
        <source>%1[%2] is out of range: a Go board has 1 to 52 lines</source>
        <translation>%1[%2] خارج النطاق: في لوحة غو من 1 إلى 52 خطًا</translation>
    </message>
    <message>
        <source>%1[%2] is a square board, written %1[%3]</source>
        <translation>%1[%2] لوحة مربعة، تُكتب %1[%3]</translation>
    </message>
    <message>
        <source>%1[%2] is not a number and a text (number:text)</source>
        <translation>%1[%2] ليست عددًا ونصًا (عدد:نص)</translation>
    </message>
    <message>
        <source>%1 value &apos;%2&apos; runs past the end of its line into what looks like the next node: a &apos;]&apos; is probably missing there</source>
        <translation>قيمة %1 &apos;%2&apos; تتجاوز نهاية سطرها إلى ما يبدو أنه العقدة التالية: على الأرجح ينقص &apos;]&apos; هناك</translation>
    </message>
    <message>
        <source>%1[%2] is out of range (%3 to %4)</source>
        <translation>%1[%2] خارج النطاق (%3 إلى %4)</translation>
    </message>
    <message>
        <source>%1[%2] is not Go: moves and points are not checked</source>
        <translation>%1[%2] ليست غو: لا تُفحص النقلات والنقاط</translation>
    </message>
    <message>
        <source>%1[] is an FF[4] pass, but this game is FF[%2], where a pass is %1[tt]</source>
        <translation>%1[] تمرير بصيغة FF[4]، لكن هذه اللعبة FF[%2]، والتمرير فيها %1[tt]</translation>
    </message>
    <message>
        <source>%1[%2] is not a date as FF[4] writes it (YYYY-MM-DD)</source>
        <translation>%1[%2] ليست تاريخًا كما يكتبه FF[4] (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>%1[%2] is not a result as FF[4] writes it (such as B+R, W+2.5, 0, Void, ?)</source>
        <translation>%1[%2] ليست نتيجة كما يكتبها FF[4] (مثل B+R أو W+2.5 أو 0 أو Void أو ?)</translation>
    </message>
    <message>
        <source>%1[%2] is written %1[%3] in FF[4]</source>
        <translation>%1[%2] تُكتب %1[%3] في FF[4]</translation>
    </message>
    <message>
        <source>%1 takes one value, not %2</source>
        <translation>%1 تأخذ قيمة واحدة، لا %2</translation>
    </message>
    <message>
        <source>%1[] among other values: an empty list stands alone</source>
        <translation>%1[] بين قيم أخرى: القائمة الفارغة تأتي وحدها</translation>
    </message>
    <message>
        <source>%1[] and more values: [] alone shows the whole board</source>
        <translation>%1[] ومعها قيم أخرى: [] وحدها تعرض اللوحة كلها</translation>
    </message>
    <message>
        <source>%1[%2] is a composed value, which FF[%3] does not have</source>
        <translation>%1[%2] قيمة مركبة، وليست في FF[%3]</translation>
    </message>
    <message>
        <source>%1[%2] is not a file format (1 to 4)</source>
        <translation>%1[%2] ليست صيغة ملف (1 إلى 4)</translation>
    </message>
    <message>
        <source>%1[%2] holds the control character %3</source>
        <translation>%1[%2] تحتوي محرف التحكم %3</translation>
    </message>
    <message>
        <source>unknown property %1</source>
        <translation>خاصية غير معروفة %1</translation>
    </message>
    <message>
        <source>%1 is not a property of FF[%2]</source>
        <translation>%1 ليست خاصية في FF[%2]</translation>
    </message>
    <message>
        <source>%1 is an old property, no longer in FF[4]</source>
        <translation>%1 خاصية قديمة لم تعد في FF[4]</translation>
    </message>
    <message>
        <source>%1[%2] is ignored: a node has one move, and %3 comes first</source>
        <translation>%1[%2] متجاهَلة: للعقدة نقلة واحدة، و%3 تأتي أولًا</translation>
    </message>
    <message>
        <source>%1 is setup, but the node has a move (%2)</source>
        <translation>%1 خاصية إعداد، لكن في العقدة نقلة (%2)</translation>
    </message>
    <message>
        <source>%1 is about a move, but the node has none</source>
        <translation>%1 تخص نقلة، لكن العقدة بلا نقلة</translation>
    </message>
    <message>
        <source>%1 belongs in the root node</source>
        <translation>%1 مكانها العقدة الجذرية</translation>
    </message>
    <message>
        <source>%1 is game info, but this line has its game info at %2:%3</source>
        <translation>%1 من معلومات اللعبة، لكن معلومات هذا الخط في %2:%3</translation>
    </message>
    <message>
        <source>%1 with %2: a move cannot be bad and a tesuji at once</source>
        <translation>%1 مع %2: لا تكون النقلة سيئة وتيسوجي معًا</translation>
    </message>
    <message>
        <source>%1 contradicts %2 in the same node</source>
        <translation>%1 تناقض %2 في العقدة نفسها</translation>
    </message>
    <message>
        <source>%1[%2]: the point already has %3 in this node</source>
        <translation>%1[%2]: على النقطة %3 من قبل في هذه العقدة</translation>
    </message>
    <message>
        <source>%1[%2]: the point is already set up by %3 in this node</source>
        <translation>%1[%2]: النقطة معدّة من قبل بـ %3 في هذه العقدة</translation>
    </message>
    <message>
        <source>%1[%2] is already in this node</source>
        <translation>%1[%2] موجودة من قبل في هذه العقدة</translation>
    </message>
    <message>
        <source>%1[%2] is played on %3, which is not empty</source>
        <translation>%1[%2] لُعبت على %3، وهي غير فارغة</translation>
    </message>
    <message>
        <source>%1[%2] at %3 is a suicide (stones removed: %4)</source>
        <translation>%1[%2] على %3 انتحار (الأحجار المزالة: %4)</translation>
    </message>
    <message>
        <source>%1[%2] changes nothing</source>
        <translation>%1[%2] لا تغيّر شيئًا</translation>
    </message>
    <message>
        <source>%1[%2] changes nothing on %3 of its %4 points</source>
        <translation>%1[%2] لا تغيّر شيئًا في %3 من نقاطها الـ %4</translation>
    </message>
    <message>
        <source>%1[%2] differs from the first game&apos;s %1[%3]</source>
        <translation>%1[%2] تختلف عن %1[%3] في اللعبة الأولى</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more problems not listed</source>
        <translation>
            <numerusform>لا مشكلات أخرى غير مدرجة</numerusform>
            <numerusform>مشكلة أخرى واحدة غير مدرجة</numerusform>
            <numerusform>مشكلتان أخريان غير مدرجتين</numerusform>
            <numerusform>%Ln مشكلات أخرى غير مدرجة</numerusform>
            <numerusform>%Ln مشكلة أخرى غير مدرجة</numerusform>
            <numerusform>%Ln مشكلة أخرى غير مدرجة</numerusform>
        </translation>
    </message>
    <message>
        <source>empty game tree &apos;()&apos; dropped</source>
        <translation>حُذفت شجرة لعب فارغة &apos;()&apos;</translation>
    </message>
    <message>
        <source>empty variation &apos;()&apos; dropped</source>
        <translation>حُذف فرع فارغ &apos;()&apos;</translation>
    </message>
    <message>
        <source>text before the first game tree skipped: &apos;%1&apos;</source>
        <translation>تُخطي نص قبل أول شجرة لعب: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text after the last game tree skipped: &apos;%1&apos;</source>
        <translation>تُخطي نص بعد آخر شجرة لعب: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text between game trees skipped: &apos;%1&apos;</source>
        <translation>تُخطي نص بين شجرتي لعب: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;(&apos; without a node before its variations: they are read in its place</source>
        <translation>&apos;(&apos; بلا عقدة قبل فروعها: تُقرأ الفروع مكانها</translation>
    </message>
    <message numerus="yes">
        <source>missing &apos;)&apos; at the end of the input: %Ln open game trees closed</source>
        <translation>
            <numerusform>&apos;)&apos; ناقصة في نهاية الملف: لم تُغلق أي شجرة لعب مفتوحة</numerusform>
            <numerusform>&apos;)&apos; ناقصة في نهاية الملف: أُغلقت شجرة لعب مفتوحة واحدة</numerusform>
            <numerusform>&apos;)&apos; ناقصة في نهاية الملف: أُغلقت شجرتا لعب مفتوحتان</numerusform>
            <numerusform>&apos;)&apos; ناقصة في نهاية الملف: أُغلقت %Ln أشجار لعب مفتوحة</numerusform>
            <numerusform>&apos;)&apos; ناقصة في نهاية الملف: أُغلقت %Ln شجرة لعب مفتوحة</numerusform>
            <numerusform>&apos;)&apos; ناقصة في نهاية الملف: أُغلقت %Ln شجرة لعب مفتوحة</numerusform>
        </translation>
    </message>
    <message>
        <source>properties without a node: missing &apos;;&apos; supplied</source>
        <translation>خصائص بلا عقدة: أُضيفت &apos;;&apos; الناقصة</translation>
    </message>
    <message>
        <source>values without a property skipped</source>
        <translation>تُخطيت قيم بلا خاصية</translation>
    </message>
    <message>
        <source>node after variations read as one more variation</source>
        <translation>عقدة بعد الفروع قُرئت فرعًا إضافيًا</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; has no uppercase letter: skipped</source>
        <translation>الخاصية &apos;%1&apos; بلا حرف كبير: تُخطيت</translation>
    </message>
    <message>
        <source>old identifier &apos;%1&apos; read as &apos;%2&apos;</source>
        <translation>المعرّف القديم &apos;%1&apos; قُرئ &apos;%2&apos;</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; repeated in node: values merged</source>
        <translation>الخاصية &apos;%1&apos; مكررة في العقدة: دُمجت قيمها</translation>
    </message>
    <message>
        <source>unterminated value</source>
        <translation>قيمة غير منتهية</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; without value skipped</source>
        <translation>تُخطيت الخاصية &apos;%1&apos; بلا قيمة</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; skipped</source>
        <translation>تُخطي محرف غير متوقع &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected byte %1 skipped</source>
        <translation>تُخطي بايت غير متوقع %1</translation>
    </message>
    <message>
        <source>unexpected text &apos;%1&apos; skipped</source>
        <translation>تُخطي نص غير متوقع &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1[%2] is not a board size; using 19x19</source>
        <translation>%1[%2] ليس حجم لوح؛ يُستخدم 19x19</translation>
    </message>
    <message>
        <source>%1[%2] is not a game number; read as Go</source>
        <translation>%1[%2] ليس رقم لعبة؛ يُقرأ غو</translation>
    </message>
    <message>
        <source>not a game of Go (%1[%2]); no stones are shown</source>
        <translation>ليست مباراة غو (%1[%2])؛ لا تُعرض أحجار</translation>
    </message>
    <message>
        <source>a second move in the node, %1[%2], is ignored</source>
        <translation>نقلة ثانية في العقدة، %1[%2]، تُتجاهل</translation>
    </message>
    <message>
        <source>%1[%2] is not a colour</source>
        <translation>%1[%2] ليس لونًا</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the board; skipped</source>
        <translation>%1[%2] ليست نقطة على اللوح؛ تُخطيت</translation>
    </message>
    <message>
        <source>%1[%2]: point outside the board; move skipped</source>
        <translation>%1[%2]: نقطة خارج اللوح؛ تُخطيت النقلة</translation>
    </message>
    <message>
        <source>%1[%2] is not a move; skipped</source>
        <translation>%1[%2] ليست نقلة؛ تُخطيت</translation>
    </message>
    <message>
        <source>%1[%2] is not a move number</source>
        <translation>%1[%2] ليس رقم نقلة</translation>
    </message>
    <message>
        <source>%1[%2] is out of range; read as %3</source>
        <translation>%1[%2] خارج النطاق؛ يُقرأ %3</translation>
    </message>
    <message>
        <source>move on an occupied point %1</source>
        <translation>نقلة على نقطة مشغولة %1</translation>
    </message>
</context>
<context>
    <name>PropertyCategory</name>
    <message>
        <source>move</source>
        <translation>نقلة</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>ترتيب الأحجار</translation>
    </message>
    <message>
        <source>node annotation</source>
        <translation>تعليق توضيحي على العقدة</translation>
    </message>
    <message>
        <source>move annotation</source>
        <translation>تعليق توضيحي على النقلة</translation>
    </message>
    <message>
        <source>markup</source>
        <translation>علامات</translation>
    </message>
    <message>
        <source>root</source>
        <translation>الجذر</translation>
    </message>
    <message>
        <source>game info</source>
        <translation>معلومات المباراة</translation>
    </message>
    <message>
        <source>timing</source>
        <translation>التوقيت</translation>
    </message>
    <message>
        <source>miscellaneous</source>
        <translation>متفرقات</translation>
    </message>
    <message>
        <source>FF[3]</source>
        <translation>FF[3]</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>غير معروفة</translation>
    </message>
</context>
<context>
    <name>PropertyName</name>
    <message>
        <source>Black move</source>
        <translation>نقلة الأسود</translation>
    </message>
    <message>
        <source>Execute illegal move</source>
        <translation>تنفيذ نقلة غير قانونية</translation>
    </message>
    <message>
        <source>Set move number</source>
        <translation>تعيين رقم النقلة</translation>
    </message>
    <message>
        <source>White move</source>
        <translation>نقلة الأبيض</translation>
    </message>
    <message>
        <source>Add Black</source>
        <translation>إضافة أحجار سوداء</translation>
    </message>
    <message>
        <source>Add Empty</source>
        <translation>إفراغ نقاط</translation>
    </message>
    <message>
        <source>Add White</source>
        <translation>إضافة أحجار بيضاء</translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation>صاحب الدور</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>تعليق</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>وضع متكافئ</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>جيد للأسود</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>جيد للأبيض</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>لحظة حاسمة</translation>
    </message>
    <message>
        <source>Node name</source>
        <translation>اسم العقدة</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>وضع غير واضح</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation>نقلة سيئة</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>نقلة مشكوك فيها</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>نقلة مثيرة للاهتمام</translation>
    </message>
    <message>
        <source>Tesuji</source>
        <translation>تيسوجي</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>سهم</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>دائرة</translation>
    </message>
    <message>
        <source>Dim points</source>
        <translation>نقاط باهتة</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>تسمية</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>خط</translation>
    </message>
    <message>
        <source>Mark (X)</source>
        <translation>علامة (X)</translation>
    </message>
    <message>
        <source>Selected points</source>
        <translation>نقاط محددة</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>مربع</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>مثلث</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>التطبيق</translation>
    </message>
    <message>
        <source>Charset</source>
        <translation>مجموعة المحارف</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>صيغة الملف</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>Variation style</source>
        <translation>نمط التنويعات</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>حجم الرقعة</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>المعلّق</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>رتبة الأسود</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>فريق الأسود</translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation>حقوق النشر</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>الحدث</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>تعليق على المباراة</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>اسم المباراة</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>الأفضلية (هانديكاب)</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>كومي</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>الافتتاح</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>الوقت الإضافي</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>لاعب الأسود</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>المكان</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>لاعب الأبيض</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>المصدر</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>الوقت المحدد</translation>
    </message>
    <message>
        <source>User</source>
        <translation>مُدخل السجل</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>رتبة الأبيض</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>فريق الأبيض</translation>
    </message>
    <message>
        <source>Black time left</source>
        <translation>الوقت المتبقي للأسود</translation>
    </message>
    <message>
        <source>Black moves left</source>
        <translation>النقلات المتبقية للأسود</translation>
    </message>
    <message>
        <source>White moves left</source>
        <translation>النقلات المتبقية للأبيض</translation>
    </message>
    <message>
        <source>White time left</source>
        <translation>الوقت المتبقي للأبيض</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>مخطط</translation>
    </message>
    <message>
        <source>Print move mode</source>
        <translation>نمط طباعة النقلات</translation>
    </message>
    <message>
        <source>View</source>
        <translation>العرض</translation>
    </message>
    <message>
        <source>Black territory</source>
        <translation>منطقة الأسود</translation>
    </message>
    <message>
        <source>White territory</source>
        <translation>منطقة الأبيض</translation>
    </message>
    <message>
        <source>Letters (old)</source>
        <translation>حروف (مهملة)</translation>
    </message>
    <message>
        <source>Marked points (old)</source>
        <translation>نقاط معلَّمة (مهملة)</translation>
    </message>
    <message>
        <source>Game identifier (old)</source>
        <translation>معرّف المباراة (مهملة)</translation>
    </message>
    <message>
        <source>Lose on time (old)</source>
        <translation>الخسارة بالوقت (مهملة)</translation>
    </message>
    <message>
        <source>Moves per overtime (old)</source>
        <translation>النقلات في كل فترة إضافية (مهملة)</translation>
    </message>
    <message>
        <source>Overtime length (old)</source>
        <translation>مدة الوقت الإضافي (مهملة)</translation>
    </message>
    <message>
        <source>Operator overhead (old)</source>
        <translation>هامش المشغّل (مهملة)</translation>
    </message>
    <message>
        <source>Region (old)</source>
        <translation>منطقة (مهملة)</translation>
    </message>
    <message>
        <source>Secure stones (old)</source>
        <translation>أحجار آمنة (مهملة)</translation>
    </message>
    <message>
        <source>Self test moves (old)</source>
        <translation>نقلات الاختبار الذاتي (مهملة)</translation>
    </message>
    <message>
        <source>Sigma (old)</source>
        <translation>سيغما (مهملة)</translation>
    </message>
    <message>
        <source>Territory count (old)</source>
        <translation>عدّ المناطق (مهملة)</translation>
    </message>
    <message>
        <source>Evaluation (old)</source>
        <translation>التقييم (مهملة)</translation>
    </message>
    <message>
        <source>Expected move (old)</source>
        <translation>النقلة المتوقعة (مهملة)</translation>
    </message>
    <message>
        <source>Check mark (old)</source>
        <translation>علامة صح (مهملة)</translation>
    </message>
    <message>
        <source>Black species (old)</source>
        <translation>نوع الأسود (مهملة)</translation>
    </message>
    <message>
        <source>White species (old)</source>
        <translation>نوع الأبيض (مهملة)</translation>
    </message>
    <message>
        <source>Komi times two (old)</source>
        <translation>الكومي مضاعفًا (مهملة)</translation>
    </message>
</context>
<context>
    <name>PropertyValueType</name>
    <message>
        <source>none</source>
        <translation>بلا قيمة</translation>
    </message>
    <message>
        <source>number</source>
        <translation>عدد</translation>
    </message>
    <message>
        <source>real</source>
        <translation>عدد حقيقي</translation>
    </message>
    <message>
        <source>double</source>
        <translation>مزدوج</translation>
    </message>
    <message>
        <source>color</source>
        <translation>لون</translation>
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
        <translation>نقلة</translation>
    </message>
    <message>
        <source>point</source>
        <translation>نقطة</translation>
    </message>
    <message>
        <source>list of point</source>
        <translation>قائمة نقاط</translation>
    </message>
    <message>
        <source>elist of point</source>
        <translation>قائمة نقاط (قد تكون فارغة)</translation>
    </message>
    <message>
        <source>list of stone</source>
        <translation>قائمة أحجار</translation>
    </message>
    <message>
        <source>list of point:point</source>
        <translation>قائمة نقطة:نقطة</translation>
    </message>
    <message>
        <source>list of point:SimpleText</source>
        <translation>قائمة نقطة:SimpleText</translation>
    </message>
    <message>
        <source>number | number:number</source>
        <translation>عدد | عدد:عدد</translation>
    </message>
    <message>
        <source>SimpleText:SimpleText</source>
        <translation>SimpleText:SimpleText</translation>
    </message>
    <message>
        <source>none | number:SimpleText</source>
        <translation>بلا قيمة | عدد:SimpleText</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>غير معروف</translation>
    </message>
</context>
<context>
    <name>RecordPrinter</name>
    <message>
        <source>%1 at %2</source>
        <translation>%1 في %2</translation>
    </message>
    <message>
        <source>%1 pass</source>
        <translation>%1 تمرير</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>لا نقلات</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>النقلة %1</translation>
    </message>
    <message>
        <source>Moves %1-%2</source>
        <translation>النقلات %1-%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Black: %1    White: %2</source>
        <translation>الأسود: %1    الأبيض: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>Komi %1</source>
        <translation>الكومي %1</translation>
    </message>
    <message>
        <source>Handicap %1</source>
        <translation>الإعاقة %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>النتيجة: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>تتعذر كتابة %1</translation>
    </message>
    <message>
        <source>Go diagrams, page %1</source>
        <translation>مخططات غو، الصفحة %1</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>the file holds no game</source>
        <translation>لا يحوي الملف أي مباراة</translation>
    </message>
    <message>
        <source>the first game is not Go (GM[%1])</source>
        <translation>المباراة الأولى ليست غو (GM[%1])</translation>
    </message>
</context>
<context>
    <name>ThumbnailCommand</name>
    <message>
        <source>sgfview: --thumbnail takes IN.sgf and OUT.png</source>
        <translation>sgfview: يأخذ الخيار --thumbnail الملفين IN.sgf وOUT.png</translation>
    </message>
    <message>
        <source>sgfview: --size takes a number of pixels from 16 to 1024 (the thumbnail sizes are 128, 256, 512 and 1024)</source>
        <translation>sgfview: يأخذ الخيار --size عدد بكسلات من 16 إلى 1024 (أحجام الصور المصغرة 128 و256 و512 و1024)</translation>
    </message>
</context>
<context>
    <name>ValueFormatter</name>
    <message>
        <source>(set)</source>
        <translation>(موجودة)</translation>
    </message>
    <message>
        <source>emphasized</source>
        <translation>مؤكَّد</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>عادي</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>White</source>
        <translation>الأبيض</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>تمرير</translation>
    </message>
    <message>
        <source>invalid (%1)</source>
        <translation>غير صالح (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
</context>
<context>
    <name>sgfview::BoardWidget</name>
    <message>
        <source>This record is of another game than Go (GM[%1]), so there is no board to show. The tree, properties and comments still work.</source>
        <translation>هذا السجل للعبة أخرى غير غو (GM[%1])، فلا رقعة لعرضها. الشجرة والخصائص والتعليقات تعمل كالمعتاد.</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>رقعة غو</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>تعذّرت كتابة %1</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1، النقلة %L2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln label(s) on a point already labelled not shown.</source>
        <translation>
            <numerusform>لم تُعرض %Ln تسمية على نقاط لها تسمية من قبل.</numerusform>
            <numerusform>لم تُعرض %Ln تسمية على نقطة لها تسمية من قبل.</numerusform>
            <numerusform>لم تُعرض %Ln تسميتان على نقاط لها تسمية من قبل.</numerusform>
            <numerusform>لم تُعرض %Ln تسميات على نقاط لها تسمية من قبل.</numerusform>
            <numerusform>لم تُعرض %Ln تسمية على نقاط لها تسمية من قبل.</numerusform>
            <numerusform>لم تُعرض %Ln تسمية على نقاط لها تسمية من قبل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines shown; %Ln more not.</source>
        <translation>
            <numerusform>لا تُعرض إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لا تُعرض.</numerusform>
            <numerusform>لا تُعرض إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لا تُعرض.</numerusform>
            <numerusform>لا تُعرض إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لا تُعرض.</numerusform>
            <numerusform>لا تُعرض إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لا تُعرض.</numerusform>
            <numerusform>لا تُعرض إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لا تُعرض.</numerusform>
            <numerusform>لا تُعرض إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لا تُعرض.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines read; %Ln more not.</source>
        <translation>
            <numerusform>لم تُقرأ إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من الأسهم والخطوط؛ و%Ln غيرها لم تُقرأ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 labels read; %Ln more not.</source>
        <translation>
            <numerusform>لم تُقرأ إلا أول %L1 من التسميات؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من التسميات؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من التسميات؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من التسميات؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من التسميات؛ و%Ln غيرها لم تُقرأ.</numerusform>
            <numerusform>لم تُقرأ إلا أول %L1 من التسميات؛ و%Ln غيرها لم تُقرأ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ClipboardActions</name>
    <message>
        <source>Copy &amp;Game as SGF</source>
        <translation>انسخ المباراة بصيغة SGF (&amp;G)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;Variation as SGF</source>
        <translation>انسخ التفرع بصيغة SGF (&amp;V)</translation>
    </message>
    <message>
        <source>Copy &amp;Subtree as SGF</source>
        <translation>انسخ الشجرة الفرعية بصيغة SGF (&amp;S)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>انسخ الرقعة صورةً (&amp;I)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;ASCII Diagram</source>
        <translation>انسخ الرقعة مخططًا بنص ASCII (&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste SGF</source>
        <translation>الصق SGF (&amp;P)</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>النقلة %1</translation>
    </message>
    <message>
        <source>Moves %1-%2</source>
        <translation>النقلات %1-%2</translation>
    </message>
</context>
<context>
    <name>sgfview::CommentPane</name>
    <message>
        <source>No comment</source>
        <translation>لا تعليق</translation>
    </message>
    <message>
        <source>[The comment is %1 bytes long; only its start is shown here.]</source>
        <translation>[طول التعليق %1 بايت؛ لا يظهر هنا إلا أوله.]</translation>
    </message>
</context>
<context>
    <name>sgfview::DocumentSession</name>
    <message>
        <source>Cannot open %1
line %2, column %3: %4</source>
        <translation>تعذّر فتح %1
السطر %2، العمود %3: %4</translation>
    </message>
    <message>
        <source>Cannot open %1
%2</source>
        <translation>تعذّر فتح %1
%2</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>النص الملصق</translation>
    </message>
</context>
<context>
    <name>sgfview::EvaluationGraph</name>
    <message>
        <source>Move %L1: no evaluation</source>
        <translation>النقلة %L1: بلا تقييم</translation>
    </message>
    <message>
        <source>Move %L1: Black %L2%</source>
        <translation>النقلة %L1: الأسود %L2%</translation>
    </message>
    <message>
        <source>Move %L1: %L2 (positive is good for Black)</source>
        <translation>النقلة %L1: %L2 (الموجب في صالح الأسود)</translation>
    </message>
</context>
<context>
    <name>sgfview::FindBar</name>
    <message>
        <source>Find</source>
        <translation>بحث</translation>
    </message>
    <message>
        <source>Aa</source>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>مطابقة حالة الأحرف</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>كلمة</translation>
    </message>
    <message>
        <source>Whole words only</source>
        <translation>كلمات كاملة فقط</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>تعبير نمطي</translation>
    </message>
    <message>
        <source>Comments and names</source>
        <translation>التعليقات والأسماء</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>معلومات المباراة</translation>
    </message>
    <message>
        <source>Any value</source>
        <translation>أي قيمة</translation>
    </message>
    <message>
        <source>Property:</source>
        <translation>الخاصية:</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>المعرّف</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>كل المباريات</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>هذه المباراة</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>بحث (&amp;F)</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>البحث عن التالي (&amp;N)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>إغلاق شريط البحث (Escape)</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln</source>
        <extracomment>The find bar&apos;s count: &quot;12 of 340&quot;.</extracomment>
        <translation>
            <numerusform>%L1 من %Ln</numerusform>
            <numerusform>%L1 من %Ln</numerusform>
            <numerusform>%L1 من %Ln</numerusform>
            <numerusform>%L1 من %Ln</numerusform>
            <numerusform>%L1 من %Ln</numerusform>
            <numerusform>%L1 من %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>No hits</source>
        <translation>لا نتائج</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hit(s)</source>
        <translation>
            <numerusform>لا نتائج</numerusform>
            <numerusform>نتيجة واحدة</numerusform>
            <numerusform>نتيجتان</numerusform>
            <numerusform>%Ln نتائج</numerusform>
            <numerusform>%Ln نتيجة</numerusform>
            <numerusform>%Ln نتيجة</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, searching…</source>
        <translation>%1، جارٍ البحث…</translation>
    </message>
    <message>
        <source>%1 (wrapped around)</source>
        <translation>%1 (عاد من البداية)</translation>
    </message>
    <message>
        <source>Stones played at %1</source>
        <translation>الأحجار الملعوبة في %1</translation>
    </message>
    <message>
        <source>Black stones played at %1</source>
        <translation>الأحجار السوداء الملعوبة في %1</translation>
    </message>
    <message>
        <source>White stones played at %1</source>
        <translation>الأحجار البيضاء الملعوبة في %1</translation>
    </message>
    <message>
        <source>Find P&amp;revious</source>
        <translation>البحث عن السابق (&amp;R)</translation>
    </message>
</context>
<context>
    <name>sgfview::FindResultsModel</name>
    <message>
        <source>%1, in %2</source>
        <translation>%1، في %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>المباراة</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>العقدة</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>ما وُجد</translation>
    </message>
</context>
<context>
    <name>sgfview::GameInfoPanel</name>
    <message>
        <source>No game information</source>
        <translation>لا معلومات عن المباراة</translation>
    </message>
    <message>
        <source>Copy &amp;All</source>
        <translation>انسخ الكل (&amp;A)</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListFilter</name>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Games where Black or White has a name that starts so</source>
        <translation>المباريات التي يبدأ فيها اسم الأسود أو الأبيض بهذا النص</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>الحدث</translation>
    </message>
    <message>
        <source>Games whose event contains this</source>
        <translation>المباريات التي يحتوي حدثها على هذا النص</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>أي نتيجة</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>فوز الأسود</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>فوز الأبيض</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>بلا نتيجة</translation>
    </message>
    <message>
        <source>Not used: write the date as YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>غير مستخدم: اكتب التاريخ بالشكل YYYY أو YYYY-MM أو YYYY-MM-DD</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إلى</translation>
    </message>
    <message>
        <source>Games played on or after this date: YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>المباريات الملعوبة في هذا التاريخ أو بعده: YYYY أو YYYY-MM أو YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Games played on or before this date: YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>المباريات الملعوبة في هذا التاريخ أو قبله: YYYY أو YYYY-MM أو YYYY-MM-DD</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>White</source>
        <translation>الأبيض</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Game Name</source>
        <translation>اسم المباراة</translation>
    </message>
    <message>
        <source>Game %L1</source>
        <translation>المباراة %L1</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListPanel</name>
    <message>
        <source>Filter by player, event or game name</source>
        <translation>رشّح حسب اللاعب أو الحدث أو اسم المباراة</translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeModel</name>
    <message>
        <source>Move</source>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>العقدة</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>تقييم</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>التعليق</translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeView</name>
    <message>
        <source>C&amp;ollapse All</source>
        <translation>اطوِ الكل (&amp;O)</translation>
    </message>
    <message>
        <source>E&amp;xpand to Current</source>
        <translation>افتح حتى العقدة الحالية (&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Close This Row</source>
        <translation>أغلق هذا الصف (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open This Row</source>
        <translation>افتح هذا الصف (&amp;O)</translation>
    </message>
</context>
<context>
    <name>sgfview::JumpActions</name>
    <message>
        <source>Next &amp;Comment</source>
        <translation>التعليق التالي (&amp;C)</translation>
    </message>
    <message>
        <source>Previou&amp;s Comment</source>
        <translation>التعليق السابق (&amp;S)</translation>
    </message>
    <message>
        <source>Next Anno&amp;tated Move</source>
        <translation>النقلة المعلَّق عليها التالية (&amp;T)</translation>
    </message>
    <message>
        <source>Previous Annotate&amp;d Move</source>
        <translation>النقلة المعلَّق عليها السابقة (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Back to the Main Line</source>
        <translation>العودة إلى الخط الرئيسي (&amp;B)</translation>
    </message>
    <message>
        <source>10 Moves For&amp;ward</source>
        <translation>عشر نقلات إلى الأمام (&amp;W)</translation>
    </message>
    <message>
        <source>10 Moves Bac&amp;k</source>
        <translation>عشر نقلات إلى الخلف (&amp;K)</translation>
    </message>
    <message>
        <source>Go to Mov&amp;e...</source>
        <translation>الانتقال إلى نقلة... (&amp;E)</translation>
    </message>
    <message>
        <source>Go to Var&amp;iation...</source>
        <translation>الانتقال إلى تفرّع... (&amp;I)</translation>
    </message>
    <message>
        <source>Go to Line and Col&amp;umn...</source>
        <translation>الانتقال إلى سطر وعمود... (&amp;U)</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>الانتقال إلى نقلة</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>رقم النقلة:</translation>
    </message>
    <message>
        <source>Go to Variation</source>
        <translation>الانتقال إلى تفرّع</translation>
    </message>
    <message>
        <source>Variation (the child taken at each fork from the start, as &quot;1.2.3&quot;):</source>
        <translation>التفرّع (الفرع المأخوذ عند كل تفرّع من البداية، مثل &quot;1.2.3&quot;):</translation>
    </message>
    <message>
        <source>This game has no variation %1.</source>
        <translation>لا يوجد في هذه المباراة التفرّع %1.</translation>
    </message>
    <message>
        <source>Go to Line and Column</source>
        <translation>الانتقال إلى سطر وعمود</translation>
    </message>
    <message>
        <source>Line and column in the file (as &quot;12:5&quot;):</source>
        <translation>السطر والعمود في الملف (مثل &quot;12:5&quot;):</translation>
    </message>
    <message>
        <source>The file has no node at %1.</source>
        <translation>لا توجد في الملف عقدة عند %1.</translation>
    </message>
</context>
<context>
    <name>sgfview::MainWindow</name>
    <message>
        <source>Game Tree</source>
        <translation>شجرة المباراة</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>الخصائص</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>التعليق</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>تعذّر فتح الملف</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>معلومات المباراة</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>قائمة المباريات</translation>
    </message>
    <message>
        <source>Game Tree Map</source>
        <translation>خريطة شجرة المباراة</translation>
    </message>
    <message>
        <source>Find Results</source>
        <translation>نتائج البحث</translation>
    </message>
    <message>
        <source>Pasted Game</source>
        <translation>مباراة ملصقة</translation>
    </message>
</context>
<context>
    <name>sgfview::PrintActions</name>
    <message>
        <source>&amp;Print...</source>
        <translation>اطبع (&amp;P)...</translation>
    </message>
    <message>
        <source>Export &amp;Diagrams...</source>
        <translation>صدّر المخططات (&amp;D)...</translation>
    </message>
    <message>
        <source>The current board</source>
        <translation>الرقعة الحالية</translation>
    </message>
    <message>
        <source>The main line, as a game record</source>
        <translation>الخط الرئيسي، سجلًا للمباراة</translation>
    </message>
    <message>
        <source>The current line, as a game record</source>
        <translation>الخط الحالي، سجلًا للمباراة</translation>
    </message>
    <message>
        <source>&amp;Print:</source>
        <translation>اطبع (&amp;P):</translation>
    </message>
    <message>
        <source>50 moves</source>
        <translation>50 نقلة</translation>
    </message>
    <message>
        <source>100 moves</source>
        <translation>100 نقلة</translation>
    </message>
    <message>
        <source>&amp;Moves a diagram:</source>
        <translation>النقلات في كل مخطط (&amp;M):</translation>
    </message>
    <message>
        <source>2 diagrams</source>
        <translation>مخططان</translation>
    </message>
    <message>
        <source>4 diagrams</source>
        <translation>4 مخططات</translation>
    </message>
    <message>
        <source>&amp;Diagrams a page:</source>
        <translation>المخططات في كل صفحة (&amp;D):</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>الورق (&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Comments after each diagram</source>
        <translation>التعليقات بعد كل مخطط (&amp;C)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>الطباعة</translation>
    </message>
    <message>
        <source>Export Diagrams</source>
        <translation>تصدير المخططات</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;SVG images, one a page (*.svg)</source>
        <translation>مستند PDF (*.pdf);;صور SVG، صورة لكل صفحة (*.svg)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>فشل التصدير</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>تعذّر حفظ %1: %2</translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemReporter</name>
    <message>
        <source>Problems</source>
        <translation>المشكلات</translation>
    </message>
    <message>
        <source>Show the Problems panel</source>
        <translation>إظهار لوحة المشكلات</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>لا مشكلات</numerusform>
            <numerusform>مشكلة واحدة</numerusform>
            <numerusform>مشكلتان</numerusform>
            <numerusform>%Ln مشكلات</numerusform>
            <numerusform>%Ln مشكلة</numerusform>
            <numerusform>%Ln مشكلة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln here)</source>
        <extracomment>After the problem count: how many of them are at the current node.</extracomment>
        <translation>
            <numerusform>%1 (لا شيء هنا)</numerusform>
            <numerusform>%1 (واحدة هنا)</numerusform>
            <numerusform>%1 (اثنتان هنا)</numerusform>
            <numerusform>%1 (%Ln هنا)</numerusform>
            <numerusform>%1 (%Ln هنا)</numerusform>
            <numerusform>%1 (%Ln هنا)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsModel</name>
    <message>
        <source>Severity</source>
        <translation>الخطورة</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>السطر:العمود</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>المشكلة</translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsPanel</name>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>لا ملاحظات</numerusform>
            <numerusform>ملاحظة واحدة</numerusform>
            <numerusform>ملاحظتان</numerusform>
            <numerusform>%Ln ملاحظات</numerusform>
            <numerusform>%Ln ملاحظة</numerusform>
            <numerusform>%Ln ملاحظة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>لا تحذيرات</numerusform>
            <numerusform>تحذير واحد</numerusform>
            <numerusform>تحذيران</numerusform>
            <numerusform>%Ln تحذيرات</numerusform>
            <numerusform>%Ln تحذيرًا</numerusform>
            <numerusform>%Ln تحذير</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>لا أخطاء</numerusform>
            <numerusform>خطأ واحد</numerusform>
            <numerusform>خطآن</numerusform>
            <numerusform>%Ln أخطاء</numerusform>
            <numerusform>%Ln خطأً</numerusform>
            <numerusform>%Ln خطأ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyTableModel</name>
    <message>
        <source>(unknown)</source>
        <translation>(غير معروفة)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>unknown property</source>
        <translation>خاصية غير معروفة</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>المعرّف</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>الخاصية</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>SGF</source>
        <translation>SGF</translation>
    </message>
    <message>
        <source>Fox writes komi in hundredths of a point: %1 is read as %2.</source>
        <translation>يكتب Fox الكومي بأجزاء من مئة من النقطة: تُقرأ %1 على أنها %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more properties, not shown</source>
        <translation>
            <numerusform>لا خصائص أخرى غير معروضة</numerusform>
            <numerusform>خاصية أخرى واحدة غير معروضة</numerusform>
            <numerusform>خاصيتان أخريان غير معروضتين</numerusform>
            <numerusform>%Ln خصائص أخرى غير معروضة</numerusform>
            <numerusform>%Ln خاصية أخرى غير معروضة</numerusform>
            <numerusform>%Ln خاصية أخرى غير معروضة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more problem(s)</source>
        <extracomment>After the first problems of a property in its tool tip.</extracomment>
        <translation>
            <numerusform>ولا مشكلات أخرى</numerusform>
            <numerusform>ومشكلة أخرى واحدة</numerusform>
            <numerusform>ومشكلتان أخريان</numerusform>
            <numerusform>و%Ln مشكلات أخرى</numerusform>
            <numerusform>و%Ln مشكلة أخرى</numerusform>
            <numerusform>و%Ln مشكلة أخرى</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyView</name>
    <message>
        <source>&amp;Copy</source>
        <translation>انسخ (&amp;C)</translation>
    </message>
</context>
<context>
    <name>sgfview::ReloadBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>أعد التحميل (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>تجاهل (&amp;I)</translation>
    </message>
    <message>
        <source>Reload &amp;Automatically</source>
        <translation>أعد التحميل تلقائيًا (&amp;A)</translation>
    </message>
    <message>
        <source>Reload the file whenever another program changes it, without asking (to follow an engine&apos;s analysis)</source>
        <translation>أعد تحميل الملف كلما غيّره برنامج آخر، دون سؤال (لمتابعة تحليل محرك)</translation>
    </message>
    <message>
        <source>%1 was changed by another program.</source>
        <translation>غيّر برنامج آخر الملف %1.</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away. What is shown stays as it was read.</source>
        <translation>حُذف الملف %1 أو نُقل. يبقى المعروض كما قُرئ.</translation>
    </message>
    <message>
        <source>%1 can no longer be read. What is shown stays as it was read.</source>
        <translation>لم يعد ممكنًا قراءة الملف %1. يبقى المعروض كما قُرئ.</translation>
    </message>
</context>
<context>
    <name>sgfview::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>الإجراء</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>المكان</translation>
    </message>
</context>
<context>
    <name>sgfview::StartHint</name>
    <message>
        <source>Open a file (%1) or drop one here</source>
        <translation>افتح ملفًا (%1) أو أفلته هنا</translation>
    </message>
    <message>
        <source>Recent files:</source>
        <translation>الملفات الأخيرة:</translation>
    </message>
</context>
<context>
    <name>sgfview::TreeMapToolTip</name>
    <message>
        <source>Move %L1: %2</source>
        <translation>النقلة %L1: %2</translation>
    </message>
</context>
<context>
    <name>sgfview::TreeMapView</name>
    <message>
        <source>Game Tree Map &amp;Top to Bottom</source>
        <translation>خريطة الشجرة من الأعلى إلى الأسفل (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Fold Variations Off the Current Line</source>
        <translation>طيّ التنويعات خارج الخط الحالي (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Unfold All</source>
        <translation>بسط الكل (&amp;U)</translation>
    </message>
    <message>
        <source>Fold &amp;This Subtree</source>
        <translation>طيّ هذه الشجرة الفرعية (&amp;T)</translation>
    </message>
    <message>
        <source>Unfold This &amp;Subtree</source>
        <translation>بسط هذه الشجرة الفرعية (&amp;S)</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowLayout</name>
    <message>
        <source>&amp;Board Only</source>
        <translation>اللوحة فقط (&amp;B)</translation>
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
        <translation>ملف (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>افتح (&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>الملفات الحديثة (&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>أعد التحميل (&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>أغلق (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export Board Image...</source>
        <translation>صدّر صورة الرقعة (&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>اخرج (&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>عرض (&amp;V)</translation>
    </message>
    <message>
        <source>Show Only the Current &amp;Game in the Tree</source>
        <translation>اعرض المباراة الحالية فقط في الشجرة (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>الترميز (&amp;E)</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>اكتشاف تلقائي</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>أرقام النقلات (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>بلا أرقام (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last 10 Moves</source>
        <translation>آخر 10 نقلات (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;All Since the Variation Started</source>
        <translation>الكل منذ بداية التنويعة (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>الإحداثيات (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>انتقال (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>النقلة التالية (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>النقلة السابقة (&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>التنويعة التالية (&amp;V)</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>التنويعة السابقة (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;First Node</source>
        <translation>العقدة الأولى (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Last Node</source>
        <translation>العقدة الأخيرة (&amp;L)</translation>
    </message>
    <message>
        <source>Next F&amp;ork</source>
        <translation>نقطة التفرّع التالية (&amp;O)</translation>
    </message>
    <message>
        <source>Previous Fo&amp;rk</source>
        <translation>نقطة التفرّع السابقة (&amp;R)</translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation>المباراة التالية (&amp;G)</translation>
    </message>
    <message>
        <source>Previous Ga&amp;me</source>
        <translation>المباراة السابقة (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مساعدة (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>اختصارات لوحة المفاتيح (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About sgfview</source>
        <translation>عن sgfview (&amp;A)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>امسح القائمة</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>فتح سجل مباراة</translation>
    </message>
    <message>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>سجلات مباريات SGF (*.sgf *.SGF);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>تصدير صورة الرقعة</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>صورة PNG (*.png);;صورة SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>فشل التصدير</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>تعذّر حفظ %1: %2</translation>
    </message>
    <message>
        <source>About sgfview</source>
        <translation>عن sgfview</translation>
    </message>
    <message>
        <source>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;A fast, exact viewer for SGF game records.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: MIT.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;عارض سريع ودقيق لسجلات مباريات SGF.&lt;/p&gt;&lt;p&gt;بُني باستخدام Qt %2 (ويعمل على Qt %3).&lt;/p&gt;&lt;p&gt;الرخصة: MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variation &amp;Hints</source>
        <translation>تلميحات التنويعات (&amp;H)</translation>
    </message>
    <message>
        <source>As the &amp;File Says</source>
        <translation>كما يقول الملف (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Next Moves</source>
        <translation>النقلات التالية (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Alternatives to This Move</source>
        <translation>بدائل هذه النقلة (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Hidden</source>
        <translation>مخفية (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>تحرير (&amp;E)</translation>
    </message>
    <message>
        <source>Ne&amp;xt File in Folder</source>
        <translation>الملف التالي في المجلد (&amp;X)</translation>
    </message>
    <message>
        <source>Alt+PgDown</source>
        <translation>Alt+PgDown</translation>
    </message>
    <message>
        <source>Pre&amp;vious File in Folder</source>
        <translation>الملف السابق في المجلد (&amp;V)</translation>
    </message>
    <message>
        <source>Alt+PgUp</source>
        <translation>Alt+PgUp</translation>
    </message>
    <message>
        <source>This is the folder&apos;s last SGF file.</source>
        <translation>هذا آخر ملف SGF في المجلد.</translation>
    </message>
    <message>
        <source>This is the folder&apos;s first SGF file.</source>
        <translation>هذا أول ملف SGF في المجلد.</translation>
    </message>
    <message>
        <source>Size in pixels:</source>
        <translation>الحجم بالبكسل:</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowStatus</name>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>أُلغي فتح %1.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>النقلة %L1</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>دور الأبيض</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>دور الأسود</translation>
    </message>
    <message>
        <source>Game %L1 of %L2</source>
        <translation>المباراة %L1 من %L2</translation>
    </message>
    <message>
        <source>Game %L1 of the %L2 read so far</source>
        <translation>المباراة %L1 من %L2 قُرئت حتى الآن</translation>
    </message>
    <message>
        <source>White passed</source>
        <translation>الأبيض مرّر</translation>
    </message>
    <message>
        <source>Black passed</source>
        <translation>الأسود مرّر</translation>
    </message>
    <message numerus="yes">
        <source>Black has captured %Ln</source>
        <translation>
            <numerusform>أسر الأسود %Ln</numerusform>
            <numerusform>أسر الأسود %Ln</numerusform>
            <numerusform>أسر الأسود %Ln</numerusform>
            <numerusform>أسر الأسود %Ln</numerusform>
            <numerusform>أسر الأسود %Ln</numerusform>
            <numerusform>أسر الأسود %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has captured %Ln</source>
        <translation>
            <numerusform>أسر الأبيض %Ln</numerusform>
            <numerusform>أسر الأبيض %Ln</numerusform>
            <numerusform>أسر الأبيض %Ln</numerusform>
            <numerusform>أسر الأبيض %Ln</numerusform>
            <numerusform>أسر الأبيض %Ln</numerusform>
            <numerusform>أسر الأبيض %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed: %1</source>
        <translation>مختلط: %1</translation>
    </message>
    <message>
        <source>Reading the rest of the file…</source>
        <translation>جارٍ قراءة بقية الملف…</translation>
    </message>
</context>
</TS>
