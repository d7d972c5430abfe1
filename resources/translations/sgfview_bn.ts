<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<context>
    <name>BoardPainter</name>
    <message>
        <source>White passes</source>
        <translation>সাদা পাস দিল</translation>
    </message>
    <message>
        <source>Black passes</source>
        <translation>কালো পাস দিল</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>sgfview: --json takes exactly one FILE (or - for standard input)</source>
        <translation>sgfview: --json ঠিক একটি FILE নেয় (অথবা স্ট্যান্ডার্ড ইনপুটের জন্য -)</translation>
    </message>
    <message>
        <source>sgfview: --check needs at least one FILE</source>
        <translation>sgfview: --check-এর জন্য অন্তত একটি FILE প্রয়োজন</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%nটি ফাইল পরীক্ষা করা হয়েছে</numerusform>
            <numerusform>%nটি ফাইল পরীক্ষা করা হয়েছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%nটিতে ত্রুটি</numerusform>
            <numerusform>%nটিতে ত্রুটি</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%nটি সতর্কবার্তা</numerusform>
            <numerusform>%nটি সতর্কবার্তা</numerusform>
        </translation>
    </message>
    <message>
        <source>Print FILE (- for standard input) as JSON: one object per game tree with its properties (values decoded as Text) and children.</source>
        <translation>FILE (স্ট্যান্ডার্ড ইনপুটের জন্য -) JSON হিসেবে লেখে: প্রতিটি খেলার ট্রির জন্য একটি অবজেক্ট, তার বৈশিষ্ট্য (মানগুলো Text হিসেবে ডিকোড করা) ও সন্তানসহ।</translation>
    </message>
    <message>
        <source>With --json: read FILE strictly, failing at the first problem.</source>
        <translation>--json-এর সঙ্গে: FILE কড়াভাবে পড়ে, প্রথম সমস্যাতেই ব্যর্থ হয়।</translation>
    </message>
    <message>
        <source>Read each FILE leniently and list every problem found, then a summary; exit status 1 if any file has an error.</source>
        <translation>প্রতিটি FILE শিথিলভাবে পড়ে পাওয়া প্রতিটি সমস্যার তালিকা দেয়, তারপর একটি সারাংশ; কোনো ফাইলে ত্রুটি থাকলে প্রস্থান অবস্থা 1।</translation>
    </message>
    <message>
        <source>Decode files from this character set instead of detecting it.</source>
        <translation>অক্ষর সেট শনাক্ত না করে এই অক্ষর সেট থেকে ফাইল ডিকোড করে।</translation>
    </message>
    <message>
        <source>name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>SGF files to open.</source>
        <translation>যে SGF ফাইলগুলো খুলতে হবে।</translation>
    </message>
    <message>
        <source>Use this language (e.g. es, ar, bn) instead of the system&apos;s.</source>
        <translation>সিস্টেমের ভাষার বদলে এই ভাষা ব্যবহার করে (যেমন es, ar, bn)।</translation>
    </message>
    <message>
        <source>language</source>
        <translation>ভাষা</translation>
    </message>
    <message>
        <source>sgfview: --level takes error, warning or note</source>
        <translation>sgfview: --level-এর মান error, warning বা note</translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5</source>
        <extracomment>The --check summary: &quot;2 files checked: 1 with errors; 1 error, 3 warnings, 0 notes&quot;.</extracomment>
        <translation>%1: %2; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%nটি ত্রুটি</numerusform>
            <numerusform>%nটি ত্রুটি</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%nটি নোট</numerusform>
            <numerusform>%nটি নোট</numerusform>
        </translation>
    </message>
    <message>
        <source>With --check: list problems of this severity and worse: error, warning (the default) or note.</source>
        <translation>--check-এর সাথে: এই মাত্রার ও তার চেয়ে গুরুতর সমস্যাগুলি দেখাও: error, warning (ডিফল্ট) বা note।</translation>
    </message>
    <message>
        <source>severity</source>
        <translation>মাত্রা</translation>
    </message>
    <message>
        <source>Print every place in each FILE (folders: their *.sgf files) where PATTERN is found, as FILE:LINE:COLUMN: game G, move M: CONTEXT; exit status 0 when found, 1 when not.</source>
        <translation>প্রতিটি FILE-এ (ফোল্ডার হলে তার *.sgf ফাইলগুলোতে) যেখানে PATTERN পাওয়া যায় তার প্রতিটি জায়গা FILE:LINE:COLUMN: game G, move M: CONTEXT আকারে ছাপে; পাওয়া গেলে প্রস্থান অবস্থা 0, না পেলে 1।</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>PATTERN</translation>
    </message>
    <message>
        <source>With --find: PATTERN is a regular expression (Perl&apos;s syntax).</source>
        <translation>--find-এর সঙ্গে: PATTERN একটি রেগুলার এক্সপ্রেশন (Perl-এর সিনট্যাক্স)।</translation>
    </message>
    <message>
        <source>With --find: ignore case.</source>
        <translation>--find-এর সঙ্গে: বড় ও ছোট হাতের অক্ষরের পার্থক্য উপেক্ষা করে।</translation>
    </message>
    <message>
        <source>With --find: search comments and names (comments, the default), game info (info), every value (values) or one property (its identifier).</source>
        <translation>--find-এর সঙ্গে: মন্তব্য ও নামে (comments, ডিফল্ট), খেলার তথ্যে (info), প্রতিটি মানে (values) বা একটি প্রপার্টিতে (তার আইডেন্টিফায়ার) খোঁজে।</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>পরিসর</translation>
    </message>
    <message>
        <source>sgfview: --scope takes comments, info, values or a property identifier, not &quot;%1&quot;</source>
        <translation>sgfview: --scope নেয় comments, info, values বা একটি প্রপার্টির আইডেন্টিফায়ার, &quot;%1&quot; নয়</translation>
    </message>
    <message>
        <source>sgfview: --find needs at least one FILE</source>
        <translation>sgfview: --find-এর জন্য অন্তত একটি FILE লাগে</translation>
    </message>
    <message>
        <source>Draw the picture a file manager shows for IN (a game&apos;s final position, a problem&apos;s first) into the PNG file OUT, without a display: sgfview --thumbnail [--size N] IN OUT.</source>
        <translation>ফাইল ম্যানেজার IN-এর জন্য যে ছবি দেখায় (খেলার শেষ অবস্থান, সমস্যার প্রথমটি) তা ডিসপ্লে ছাড়াই PNG ফাইল OUT-এ আঁকুন: sgfview --thumbnail [--size N] IN OUT.</translation>
    </message>
    <message>
        <source>With --thumbnail: the picture&apos;s width and height in pixels (128, 256, 512 or 1024; 256 by default).</source>
        <translation>--thumbnail-এর সাথে: ছবির প্রস্থ ও উচ্চতা, পিক্সেলে (128, 256, 512 বা 1024; ডিফল্ট 256)।</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>পিক্সেল</translation>
    </message>
    <message>
        <source>A fast, exact viewer for SGF game records.

Without options, opens each FILE in a window. --json, --check, --find and --thumbnail need no display.</source>
        <translation>SGF খেলার রেকর্ডের একটি দ্রুত ও নির্ভুল দর্শক।

কোনো অপশন ছাড়া প্রতিটি FILE একটি উইন্ডোতে খোলে। --json, --check, --find ও --thumbnail-এর জন্য কোনো ডিসপ্লে লাগে না।</translation>
    </message>
    <message>
        <source>there is not enough memory to check it.</source>
        <translation>এটি পরীক্ষা করার মতো যথেষ্ট মেমরি নেই।</translation>
    </message>
</context>
<context>
    <name>DocumentLoader</name>
    <message>
        <source>cancelled</source>
        <translation>বাতিল করা হয়েছে</translation>
    </message>
    <message>
        <source>there is not enough memory to open it (it needs about %L1 MB; %L2 MB are available).</source>
        <translation>এটি খোলার মতো যথেষ্ট মেমরি নেই (প্রায় %L1 MB লাগবে; %L2 MB পাওয়া যাচ্ছে)।</translation>
    </message>
    <message>
        <source>there is not enough memory to open it.</source>
        <translation>এটি খোলার মতো যথেষ্ট মেমরি নেই।</translation>
    </message>
</context>
<context>
    <name>EncodingNames</name>
    <message>
        <source>Unicode</source>
        <translation>ইউনিকোড</translation>
    </message>
    <message>
        <source>Chinese, Simplified</source>
        <translation>চীনা, সরলীকৃত</translation>
    </message>
    <message>
        <source>Chinese, Traditional</source>
        <translation>চীনা, প্রথাগত</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>জাপানি</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>কোরীয়</translation>
    </message>
    <message>
        <source>Western European</source>
        <translation>পশ্চিম ইউরোপীয়</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>মধ্য ইউরোপীয়</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>সিরিলিক</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>গ্রিক</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>তুর্কি</translation>
    </message>
    <message>
        <source>Baltic</source>
        <translation>বাল্টিক</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>ভিয়েতনামি</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>থাই</translation>
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
        <translation>“%1” খোলা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist.</source>
        <translation>এটি এমন একটি ফাইলের লিংক যার অস্তিত্ব নেই।</translation>
    </message>
    <message>
        <source>the file does not exist.</source>
        <translation>ফাইলটির অস্তিত্ব নেই।</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>এটি একটি ফোল্ডার, ফাইল নয়।</translation>
    </message>
    <message>
        <source>it is not a regular file.</source>
        <translation>এটি সাধারণ ফাইল নয়।</translation>
    </message>
    <message>
        <source>the file is %1, more than the %2 this viewer reads.</source>
        <translation>ফাইলটির আকার %1, এই দর্শক যতটুকু পড়ে সেই %2-এর চেয়ে বেশি।</translation>
    </message>
    <message>
        <source>it was deleted while being read.</source>
        <translation>পড়ার সময় এটি মুছে ফেলা হয়েছে।</translation>
    </message>
    <message>
        <source>it changed while being read.</source>
        <translation>পড়ার সময় এটি বদলে গেছে।</translation>
    </message>
    <message>
        <source>Cannot read “%1”: %2</source>
        <translation>“%1” পড়া যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>it shrank while being read (%1 of the %2 bytes it had).</source>
        <translation>পড়ার সময় এটি ছোট হয়ে গেছে (এর %2 বাইটের মধ্যে %1)।</translation>
    </message>
    <message>
        <source>it grew while being read (more than the %1 bytes it had).</source>
        <translation>পড়ার সময় এটি বড় হয়ে গেছে (এর %1 বাইটের চেয়ে বেশি)।</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 বাইট)</translation>
    </message>
    <message>
        <source>it was moved while being read.</source>
        <translation>পড়ার সময় এটি সরানো হয়েছে।</translation>
    </message>
    <message>
        <source>Cannot read “%1”: it holds more than the %2 this viewer reads.</source>
        <translation>“%1” পড়া যাচ্ছে না: এতে এই দর্শক যতটুকু পড়ে সেই %2-এর চেয়ে বেশি আছে।</translation>
    </message>
    <message>
        <source>the read was cancelled.</source>
        <translation>পড়া বাতিল করা হয়েছে।</translation>
    </message>
</context>
<context>
    <name>FindQuery</name>
    <message>
        <source>Nothing to find</source>
        <translation>খোঁজার কিছু নেই</translation>
    </message>
    <message>
        <source>Not a regular expression: %1</source>
        <translation>রেগুলার এক্সপ্রেশন নয়: %1</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Game name</source>
        <translation>খেলার নাম</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>কালো</translation>
    </message>
    <message>
        <source>White</source>
        <translation>সাদা</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>কালোর দল</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>সাদার দল</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>তারিখ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>প্রতিযোগিতা</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>রাউন্ড</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>স্থান</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>কোমি</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>হ্যান্ডিক্যাপ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>নিয়ম</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>সময়সীমা</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>অতিরিক্ত সময়</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>ওপেনিং</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>টীকাকার</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <source>User</source>
        <translation>লিপিবদ্ধকারী</translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation>কপিরাইট</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>অ্যাপ্লিকেশন</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>খেলা সম্পর্কে মন্তব্য</translation>
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
        <translation>ড্র</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>ফলাফল নেই</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>কালো জয়ী</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>সাদা জয়ী</translation>
    </message>
    <message>
        <source>Black wins by resignation</source>
        <translation>প্রতিপক্ষ হার মানায় কালো জয়ী</translation>
    </message>
    <message>
        <source>White wins by resignation</source>
        <translation>প্রতিপক্ষ হার মানায় সাদা জয়ী</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>প্রতিপক্ষের সময় ফুরানোয় কালো জয়ী</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>প্রতিপক্ষের সময় ফুরানোয় সাদা জয়ী</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>ওয়াকওভারে কালো জয়ী</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>ওয়াকওভারে সাদা জয়ী</translation>
    </message>
    <message>
        <source>Black wins by %1 points</source>
        <translation>কালো %1 পয়েন্টে জয়ী</translation>
    </message>
    <message>
        <source>White wins by %1 points</source>
        <translation>সাদা %1 পয়েন্টে জয়ী</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n point(s)</source>
        <translation>
            <numerusform>কালো %Ln পয়েন্টে জয়ী</numerusform>
            <numerusform>কালো %Ln পয়েন্টে জয়ী</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n point(s)</source>
        <translation>
            <numerusform>সাদা %Ln পয়েন্টে জয়ী</numerusform>
            <numerusform>সাদা %Ln পয়েন্টে জয়ী</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%Ln ঘণ্টা</numerusform>
            <numerusform>%Ln ঘণ্টা</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%Ln মিনিট</numerusform>
            <numerusform>%Ln মিনিট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%Ln সেকেন্ড</numerusform>
            <numerusform>%Ln সেকেন্ড</numerusform>
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
        <translation>ফাইলটি খালি।</translation>
    </message>
    <message>
        <source>no SGF game was found in this file.</source>
        <translation>এই ফাইলে কোনো SGF খেলা পাওয়া যায়নি।</translation>
    </message>
    <message>
        <source>the game tree holds no node (no &apos;;&apos; after its &apos;(&apos;).</source>
        <translation>খেলার ট্রিতে কোনো নোড নেই (এর &apos;(&apos; এর পরে কোনো &apos;;&apos; নেই)।</translation>
    </message>
    <message>
        <source>the file is too large to be read.</source>
        <translation>ফাইলটি পড়ার জন্য খুব বড়।</translation>
    </message>
    <message>
        <source>the file holds more nodes than can be read.</source>
        <translation>ফাইলটিতে পড়া যায় তার চেয়ে বেশি নোড আছে।</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>Setup</source>
        <translation>পাথর বসানো</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>খেলার তথ্য</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>মূল</translation>
    </message>
    <message>
        <source>Markup</source>
        <translation>চিহ্ন</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>মন্তব্য</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>খালি</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>সমান</translation>
    </message>
    <message>
        <source>Unclear</source>
        <translation>অস্পষ্ট</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>গুরুত্বপূর্ণ মুহূর্ত</translation>
    </message>
    <message>
        <source>%1 (B) vs %2 (W)</source>
        <translation>%1 (কালো) বনাম %2 (সাদা)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>কালো</translation>
    </message>
    <message>
        <source>White</source>
        <translation>সাদা</translation>
    </message>
    <message>
        <source>B %1</source>
        <extracomment>The tree&apos;s Node cell for a move: B (Black) or W (White), then where (&quot;B Q16&quot;).</extracomment>
        <translation>কা %1</translation>
    </message>
    <message>
        <source>W %1</source>
        <translation>সা %1</translation>
    </message>
    <message>
        <source>Good for B</source>
        <translation>কালোর পক্ষে</translation>
    </message>
    <message>
        <source>Good for W</source>
        <translation>সাদার পক্ষে</translation>
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
        <translation>নোট</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>সতর্কতা</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ত্রুটি</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>line:column</comment>
        <extracomment>Line and column of a problem, &quot;12:5&quot;.</extracomment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos; chosen: detected instead</source>
        <translation>বেছে নেওয়া এনকোডিং &apos;%1&apos; অজানা: এর বদলে শনাক্ত করা হয়েছে</translation>
    </message>
    <message>
        <source>unknown charset &apos;%1&apos; in CA: read as %2</source>
        <translation>CA-তে অজানা অক্ষরসেট &apos;%1&apos;: %2 হিসেবে পড়া হয়েছে</translation>
    </message>
    <message>
        <source>unknown charset &apos;%1&apos; in CA: read as %2 (guessed)</source>
        <translation>CA-তে অজানা অক্ষরসেট &apos;%1&apos;: %2 হিসেবে পড়া হয়েছে (অনুমান)</translation>
    </message>
    <message>
        <source>no CA and not UTF-8: charset guessed as %1</source>
        <translation>CA নেই এবং UTF-8 নয়: অক্ষরসেট অনুমান করা হয়েছে %1</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the text, which is UTF-8: read as UTF-8</source>
        <translation>CA[%1] লেখার সঙ্গে মেলে না, লেখাটি UTF-8: UTF-8 হিসেবে পড়া হয়েছে</translation>
    </message>
    <message>
        <source>bytes not valid in %1 replaced by U+FFFD</source>
        <translation>%1-এ অবৈধ বাইট U+FFFD দিয়ে প্রতিস্থাপিত</translation>
    </message>
    <message>
        <source>%1[%2] takes no value</source>
        <translation>%1[%2] কোনো মান নেয় না</translation>
    </message>
    <message>
        <source>%1[] is empty; %1 needs a value</source>
        <translation>%1[] ফাঁকা; %1-এর একটি মান প্রয়োজন</translation>
    </message>
    <message>
        <source>%1[] is empty</source>
        <translation>%1[] ফাঁকা</translation>
    </message>
    <message>
        <source>%1[%2] is not a number</source>
        <translation>%1[%2] সংখ্যা নয়</translation>
    </message>
    <message>
        <source>%1[%2] is not a real number</source>
        <translation>%1[%2] বাস্তব সংখ্যা নয়</translation>
    </message>
    <message>
        <source>%1[%2] is neither 1 nor 2</source>
        <translation>%1[%2] 1 বা 2 কোনোটিই নয়</translation>
    </message>
    <message>
        <source>%1[%2] is neither B nor W</source>
        <translation>%1[%2] B বা W কোনোটিই নয়</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] কোনো বিন্দু নয়</translation>
    </message>
    <message>
        <source>%1[%2] is off the %3 board</source>
        <translation>%1[%2] %3 বোর্ডের বাইরে</translation>
    </message>
    <message>
        <source>%1[%2] is not two points (point:point)</source>
        <translation>%1[%2] দুটি বিন্দু নয় (বিন্দু:বিন্দু)</translation>
    </message>
    <message>
        <source>%1[%2] goes from a point to itself</source>
        <translation>%1[%2] একটি বিন্দু থেকে সেই বিন্দুতেই যায়</translation>
    </message>
    <message>
        <source>%1[%2] is not a point and a text (point:text)</source>
        <translation>%1[%2] একটি বিন্দু ও লেখা নয় (বিন্দু:লেখা)</translation>
    </message>
    <message>
        <source>%1[%2] lacks the version (name:version)</source>
        <translation>%1[%2]-এ সংস্করণ নেই (নাম:সংস্করণ)</translation>
    </message>
    <message>
        <source>%1[%2] is not a board size</source>
        <translation>%1[%2] বোর্ডের আকার নয়</translation>
    </message>
    <message>
        <source>%1[%2] is out of range: a Go board has 1 to 52 lines</source>
        <translation>%1[%2] সীমার বাইরে: গো বোর্ডে 1 থেকে 52টি রেখা থাকে</translation>
    </message>
    <message>
        <source>%1[%2] is a square board, written %1[%3]</source>
        <translation>%1[%2] একটি বর্গ বোর্ড, লেখা হয় %1[%3]</translation>
    </message>
    <message>
        <source>%1[%2] is not a number and a text (number:text)</source>
        <translation>%1[%2] একটি সংখ্যা ও লেখা নয় (সংখ্যা:লেখা)</translation>
    </message>
    <message>
        <source>%1 value &apos;%2&apos; runs past the end of its line into what looks like the next node: a &apos;]&apos; is probably missing there</source>
        <translation>%1-এর মান &apos;%2&apos; তার লাইনের শেষ পেরিয়ে পরের নোডের মতো দেখতে অংশে চলে গেছে: সম্ভবত সেখানে একটি &apos;]&apos; নেই</translation>
    </message>
    <message>
        <source>%1[%2] is out of range (%3 to %4)</source>
        <translation>%1[%2] সীমার বাইরে (%3 থেকে %4)</translation>
    </message>
    <message>
        <source>%1[%2] is not Go: moves and points are not checked</source>
        <translation>%1[%2] গো নয়: চাল ও বিন্দু পরীক্ষা করা হয় না</translation>
    </message>
    <message>
        <source>%1[] is an FF[4] pass, but this game is FF[%2], where a pass is %1[tt]</source>
        <translation>%1[] একটি FF[4] পাস, কিন্তু এই খেলাটি FF[%2], যেখানে পাস হলো %1[tt]</translation>
    </message>
    <message>
        <source>%1[%2] is not a date as FF[4] writes it (YYYY-MM-DD)</source>
        <translation>%1[%2] FF[4]-এর লেখা অনুযায়ী তারিখ নয় (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>%1[%2] is not a result as FF[4] writes it (such as B+R, W+2.5, 0, Void, ?)</source>
        <translation>%1[%2] FF[4]-এর লেখা অনুযায়ী ফলাফল নয় (যেমন B+R, W+2.5, 0, Void, ?)</translation>
    </message>
    <message>
        <source>%1[%2] is written %1[%3] in FF[4]</source>
        <translation>%1[%2] FF[4]-এ লেখা হয় %1[%3]</translation>
    </message>
    <message>
        <source>%1 takes one value, not %2</source>
        <translation>%1 একটি মান নেয়, %2টি নয়</translation>
    </message>
    <message>
        <source>%1[] among other values: an empty list stands alone</source>
        <translation>%1[] অন্য মানের সঙ্গে: ফাঁকা তালিকা একাই থাকে</translation>
    </message>
    <message>
        <source>%1[] and more values: [] alone shows the whole board</source>
        <translation>%1[] ও আরও মান: শুধু [] পুরো বোর্ড দেখায়</translation>
    </message>
    <message>
        <source>%1[%2] is a composed value, which FF[%3] does not have</source>
        <translation>%1[%2] একটি যৌগিক মান, যা FF[%3]-এ নেই</translation>
    </message>
    <message>
        <source>%1[%2] is not a file format (1 to 4)</source>
        <translation>%1[%2] কোনো ফাইল ফরম্যাট নয় (1 থেকে 4)</translation>
    </message>
    <message>
        <source>%1[%2] holds the control character %3</source>
        <translation>%1[%2]-এ নিয়ন্ত্রণ অক্ষর %3 আছে</translation>
    </message>
    <message>
        <source>unknown property %1</source>
        <translation>অজানা বৈশিষ্ট্য %1</translation>
    </message>
    <message>
        <source>%1 is not a property of FF[%2]</source>
        <translation>%1 FF[%2]-এর বৈশিষ্ট্য নয়</translation>
    </message>
    <message>
        <source>%1 is an old property, no longer in FF[4]</source>
        <translation>%1 একটি পুরোনো বৈশিষ্ট্য, FF[4]-এ আর নেই</translation>
    </message>
    <message>
        <source>%1[%2] is ignored: a node has one move, and %3 comes first</source>
        <translation>%1[%2] উপেক্ষিত: একটি নোডে একটিই চাল থাকে, আর %3 আগে আসে</translation>
    </message>
    <message>
        <source>%1 is setup, but the node has a move (%2)</source>
        <translation>%1 বসানোর বৈশিষ্ট্য, কিন্তু নোডটিতে একটি চাল আছে (%2)</translation>
    </message>
    <message>
        <source>%1 is about a move, but the node has none</source>
        <translation>%1 একটি চাল সম্পর্কে, কিন্তু নোডটিতে কোনো চাল নেই</translation>
    </message>
    <message>
        <source>%1 belongs in the root node</source>
        <translation>%1 মূল নোডে থাকার কথা</translation>
    </message>
    <message>
        <source>%1 is game info, but this line has its game info at %2:%3</source>
        <translation>%1 খেলার তথ্য, কিন্তু এই লাইনের খেলার তথ্য %2:%3-এ আছে</translation>
    </message>
    <message>
        <source>%1 with %2: a move cannot be bad and a tesuji at once</source>
        <translation>%1 ও %2: একটি চাল একসঙ্গে খারাপ ও তেসুজি হতে পারে না</translation>
    </message>
    <message>
        <source>%1 contradicts %2 in the same node</source>
        <translation>%1 একই নোডে %2-এর বিরোধী</translation>
    </message>
    <message>
        <source>%1[%2]: the point already has %3 in this node</source>
        <translation>%1[%2]: এই নোডে বিন্দুটিতে আগেই %3 আছে</translation>
    </message>
    <message>
        <source>%1[%2]: the point is already set up by %3 in this node</source>
        <translation>%1[%2]: এই নোডে বিন্দুটি আগেই %3 দিয়ে বসানো</translation>
    </message>
    <message>
        <source>%1[%2] is already in this node</source>
        <translation>%1[%2] এই নোডে আগেই আছে</translation>
    </message>
    <message>
        <source>%1[%2] is played on %3, which is not empty</source>
        <translation>%1[%2] খেলা হয়েছে %3-এ, যা ফাঁকা নয়</translation>
    </message>
    <message>
        <source>%1[%2] at %3 is a suicide (stones removed: %4)</source>
        <translation>%1[%2] %3-এ আত্মঘাতী চাল (সরানো পাথর: %4)</translation>
    </message>
    <message>
        <source>%1[%2] changes nothing</source>
        <translation>%1[%2] কিছুই বদলায় না</translation>
    </message>
    <message>
        <source>%1[%2] changes nothing on %3 of its %4 points</source>
        <translation>%1[%2] %3টি বিন্দুতে কিছুই বদলায় না (মোট %4টির মধ্যে)</translation>
    </message>
    <message>
        <source>%1[%2] differs from the first game&apos;s %1[%3]</source>
        <translation>%1[%2] প্রথম খেলার %1[%3] থেকে আলাদা</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more problems not listed</source>
        <translation>
            <numerusform>আরও %Lnটি সমস্যা তালিকায় নেই</numerusform>
            <numerusform>আরও %Lnটি সমস্যা তালিকায় নেই</numerusform>
        </translation>
    </message>
    <message>
        <source>empty game tree &apos;()&apos; dropped</source>
        <translation>খালি খেলার গাছ &apos;()&apos; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>empty variation &apos;()&apos; dropped</source>
        <translation>খালি বিকল্প &apos;()&apos; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>text before the first game tree skipped: &apos;%1&apos;</source>
        <translation>প্রথম খেলার গাছের আগের লেখা বাদ দেওয়া হয়েছে: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text after the last game tree skipped: &apos;%1&apos;</source>
        <translation>শেষ খেলার গাছের পরের লেখা বাদ দেওয়া হয়েছে: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text between game trees skipped: &apos;%1&apos;</source>
        <translation>খেলার গাছগুলোর মাঝের লেখা বাদ দেওয়া হয়েছে: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;(&apos; without a node before its variations: they are read in its place</source>
        <translation>বিকল্পগুলোর আগে নোড ছাড়া &apos;(&apos;: সেগুলো তার জায়গায় পড়া হয়েছে</translation>
    </message>
    <message numerus="yes">
        <source>missing &apos;)&apos; at the end of the input: %Ln open game trees closed</source>
        <translation>
            <numerusform>ইনপুটের শেষে &apos;)&apos; নেই: %Lnটি খোলা খেলার গাছ বন্ধ করা হয়েছে</numerusform>
            <numerusform>ইনপুটের শেষে &apos;)&apos; নেই: %Lnটি খোলা খেলার গাছ বন্ধ করা হয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>properties without a node: missing &apos;;&apos; supplied</source>
        <translation>নোড ছাড়া বৈশিষ্ট্য: অনুপস্থিত &apos;;&apos; যোগ করা হয়েছে</translation>
    </message>
    <message>
        <source>values without a property skipped</source>
        <translation>বৈশিষ্ট্য ছাড়া মান বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>node after variations read as one more variation</source>
        <translation>বিকল্পগুলোর পরের নোড আরও একটি বিকল্প হিসেবে পড়া হয়েছে</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; has no uppercase letter: skipped</source>
        <translation>বৈশিষ্ট্য &apos;%1&apos;-এ কোনো বড় হাতের অক্ষর নেই: বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>old identifier &apos;%1&apos; read as &apos;%2&apos;</source>
        <translation>পুরোনো শনাক্তকারী &apos;%1&apos; &apos;%2&apos; হিসেবে পড়া হয়েছে</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; repeated in node: values merged</source>
        <translation>নোডে বৈশিষ্ট্য &apos;%1&apos; পুনরাবৃত্ত: মানগুলো একত্র করা হয়েছে</translation>
    </message>
    <message>
        <source>unterminated value</source>
        <translation>অসমাপ্ত মান</translation>
    </message>
    <message>
        <source>property &apos;%1&apos; without value skipped</source>
        <translation>মান ছাড়া বৈশিষ্ট্য &apos;%1&apos; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; skipped</source>
        <translation>অপ্রত্যাশিত অক্ষর &apos;%1&apos; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>unexpected byte %1 skipped</source>
        <translation>অপ্রত্যাশিত বাইট %1 বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>unexpected text &apos;%1&apos; skipped</source>
        <translation>অপ্রত্যাশিত লেখা &apos;%1&apos; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>%1[%2] is not a board size; using 19x19</source>
        <translation>%1[%2] বোর্ডের আকার নয়; 19x19 ব্যবহার করা হচ্ছে</translation>
    </message>
    <message>
        <source>%1[%2] is not a game number; read as Go</source>
        <translation>%1[%2] খেলার নম্বর নয়; গো হিসেবে পড়া হয়েছে</translation>
    </message>
    <message>
        <source>not a game of Go (%1[%2]); no stones are shown</source>
        <translation>গো খেলা নয় (%1[%2]); কোনো পাথর দেখানো হয়নি</translation>
    </message>
    <message>
        <source>a second move in the node, %1[%2], is ignored</source>
        <translation>নোডে দ্বিতীয় চাল, %1[%2], উপেক্ষা করা হয়েছে</translation>
    </message>
    <message>
        <source>%1[%2] is not a colour</source>
        <translation>%1[%2] কোনো রং নয়</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the board; skipped</source>
        <translation>%1[%2] বোর্ডের কোনো বিন্দু নয়; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>%1[%2]: point outside the board; move skipped</source>
        <translation>%1[%2]: বোর্ডের বাইরের বিন্দু; চাল বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>%1[%2] is not a move; skipped</source>
        <translation>%1[%2] কোনো চাল নয়; বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>%1[%2] is not a move number</source>
        <translation>%1[%2] চালের নম্বর নয়</translation>
    </message>
    <message>
        <source>%1[%2] is out of range; read as %3</source>
        <translation>%1[%2] সীমার বাইরে; %3 হিসেবে পড়া হয়েছে</translation>
    </message>
    <message>
        <source>move on an occupied point %1</source>
        <translation>দখল করা বিন্দুতে চাল %1</translation>
    </message>
</context>
<context>
    <name>PropertyCategory</name>
    <message>
        <source>move</source>
        <translation>চাল</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>পাথর বসানো</translation>
    </message>
    <message>
        <source>node annotation</source>
        <translation>নোডের টীকা</translation>
    </message>
    <message>
        <source>move annotation</source>
        <translation>চালের টীকা</translation>
    </message>
    <message>
        <source>markup</source>
        <translation>চিহ্ন</translation>
    </message>
    <message>
        <source>root</source>
        <translation>মূল</translation>
    </message>
    <message>
        <source>game info</source>
        <translation>খেলার তথ্য</translation>
    </message>
    <message>
        <source>timing</source>
        <translation>সময়</translation>
    </message>
    <message>
        <source>miscellaneous</source>
        <translation>বিবিধ</translation>
    </message>
    <message>
        <source>FF[3]</source>
        <translation>FF[3]</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
</context>
<context>
    <name>PropertyName</name>
    <message>
        <source>Black move</source>
        <translation>কালোর চাল</translation>
    </message>
    <message>
        <source>Execute illegal move</source>
        <translation>অবৈধ চাল কার্যকর করা</translation>
    </message>
    <message>
        <source>Set move number</source>
        <translation>চালের নম্বর নির্ধারণ</translation>
    </message>
    <message>
        <source>White move</source>
        <translation>সাদার চাল</translation>
    </message>
    <message>
        <source>Add Black</source>
        <translation>কালো পাথর যোগ</translation>
    </message>
    <message>
        <source>Add Empty</source>
        <translation>বিন্দু খালি করা</translation>
    </message>
    <message>
        <source>Add White</source>
        <translation>সাদা পাথর যোগ</translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation>যার চাল</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>মন্তব্য</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>সমান অবস্থান</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>কালোর জন্য ভালো</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>সাদার জন্য ভালো</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>গুরুত্বপূর্ণ মুহূর্ত</translation>
    </message>
    <message>
        <source>Node name</source>
        <translation>নোডের নাম</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>অস্পষ্ট অবস্থান</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>মান</translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation>খারাপ চাল</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>সন্দেহজনক চাল</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>আকর্ষণীয় চাল</translation>
    </message>
    <message>
        <source>Tesuji</source>
        <translation>তেসুজি</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>তীর</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>বৃত্ত</translation>
    </message>
    <message>
        <source>Dim points</source>
        <translation>অনুজ্জ্বল বিন্দু</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>লেবেল</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>রেখা</translation>
    </message>
    <message>
        <source>Mark (X)</source>
        <translation>চিহ্ন (X)</translation>
    </message>
    <message>
        <source>Selected points</source>
        <translation>নির্বাচিত বিন্দু</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>বর্গ</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>ত্রিভুজ</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>অ্যাপ্লিকেশন</translation>
    </message>
    <message>
        <source>Charset</source>
        <translation>অক্ষর সেট</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>ফাইলের ফরম্যাট</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>খেলার ধরন</translation>
    </message>
    <message>
        <source>Variation style</source>
        <translation>বিকল্প দেখানোর ধরন</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>বোর্ডের আকার</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>টীকাকার</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>কালোর স্তর</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>কালোর দল</translation>
    </message>
    <message>
        <source>Copyright</source>
        <translation>কপিরাইট</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>তারিখ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>প্রতিযোগিতা</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>খেলা সম্পর্কে মন্তব্য</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>খেলার নাম</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>হ্যান্ডিক্যাপ</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>কোমি</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>ওপেনিং</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>অতিরিক্ত সময়</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>কালোর খেলোয়াড়</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>স্থান</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>সাদার খেলোয়াড়</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>রাউন্ড</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>নিয়ম</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>সময়সীমা</translation>
    </message>
    <message>
        <source>User</source>
        <translation>লিপিবদ্ধকারী</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>সাদার স্তর</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>সাদার দল</translation>
    </message>
    <message>
        <source>Black time left</source>
        <translation>কালোর বাকি সময়</translation>
    </message>
    <message>
        <source>Black moves left</source>
        <translation>কালোর বাকি চাল</translation>
    </message>
    <message>
        <source>White moves left</source>
        <translation>সাদার বাকি চাল</translation>
    </message>
    <message>
        <source>White time left</source>
        <translation>সাদার বাকি সময়</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>চিত্র</translation>
    </message>
    <message>
        <source>Print move mode</source>
        <translation>চাল ছাপার ধরন</translation>
    </message>
    <message>
        <source>View</source>
        <translation>দৃশ্য</translation>
    </message>
    <message>
        <source>Black territory</source>
        <translation>কালোর এলাকা</translation>
    </message>
    <message>
        <source>White territory</source>
        <translation>সাদার এলাকা</translation>
    </message>
    <message>
        <source>Letters (old)</source>
        <translation>অক্ষর (পুরোনো)</translation>
    </message>
    <message>
        <source>Marked points (old)</source>
        <translation>চিহ্নিত বিন্দু (পুরোনো)</translation>
    </message>
    <message>
        <source>Game identifier (old)</source>
        <translation>খেলার শনাক্তকারী (পুরোনো)</translation>
    </message>
    <message>
        <source>Lose on time (old)</source>
        <translation>সময়ে হার (পুরোনো)</translation>
    </message>
    <message>
        <source>Moves per overtime (old)</source>
        <translation>প্রতি অতিরিক্ত সময়ে চাল (পুরোনো)</translation>
    </message>
    <message>
        <source>Overtime length (old)</source>
        <translation>অতিরিক্ত সময়ের দৈর্ঘ্য (পুরোনো)</translation>
    </message>
    <message>
        <source>Operator overhead (old)</source>
        <translation>অপারেটরের বাড়তি সময় (পুরোনো)</translation>
    </message>
    <message>
        <source>Region (old)</source>
        <translation>অঞ্চল (পুরোনো)</translation>
    </message>
    <message>
        <source>Secure stones (old)</source>
        <translation>নিরাপদ পাথর (পুরোনো)</translation>
    </message>
    <message>
        <source>Self test moves (old)</source>
        <translation>স্ব-পরীক্ষার চাল (পুরোনো)</translation>
    </message>
    <message>
        <source>Sigma (old)</source>
        <translation>সিগমা (পুরোনো)</translation>
    </message>
    <message>
        <source>Territory count (old)</source>
        <translation>এলাকা গণনা (পুরোনো)</translation>
    </message>
    <message>
        <source>Evaluation (old)</source>
        <translation>মূল্যায়ন (পুরোনো)</translation>
    </message>
    <message>
        <source>Expected move (old)</source>
        <translation>প্রত্যাশিত চাল (পুরোনো)</translation>
    </message>
    <message>
        <source>Check mark (old)</source>
        <translation>টিক চিহ্ন (পুরোনো)</translation>
    </message>
    <message>
        <source>Black species (old)</source>
        <translation>কালোর প্রজাতি (পুরোনো)</translation>
    </message>
    <message>
        <source>White species (old)</source>
        <translation>সাদার প্রজাতি (পুরোনো)</translation>
    </message>
    <message>
        <source>Komi times two (old)</source>
        <translation>কোমির দ্বিগুণ (পুরনো)</translation>
    </message>
</context>
<context>
    <name>PropertyValueType</name>
    <message>
        <source>none</source>
        <translation>কিছু নয়</translation>
    </message>
    <message>
        <source>number</source>
        <translation>সংখ্যা</translation>
    </message>
    <message>
        <source>real</source>
        <translation>বাস্তব সংখ্যা</translation>
    </message>
    <message>
        <source>double</source>
        <translation>দ্বিমান</translation>
    </message>
    <message>
        <source>color</source>
        <translation>রং</translation>
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
        <translation>চাল</translation>
    </message>
    <message>
        <source>point</source>
        <translation>বিন্দু</translation>
    </message>
    <message>
        <source>list of point</source>
        <translation>বিন্দুর তালিকা</translation>
    </message>
    <message>
        <source>elist of point</source>
        <translation>বিন্দুর তালিকা (খালি হতে পারে)</translation>
    </message>
    <message>
        <source>list of stone</source>
        <translation>পাথরের তালিকা</translation>
    </message>
    <message>
        <source>list of point:point</source>
        <translation>বিন্দু:বিন্দু-এর তালিকা</translation>
    </message>
    <message>
        <source>list of point:SimpleText</source>
        <translation>বিন্দু:SimpleText-এর তালিকা</translation>
    </message>
    <message>
        <source>number | number:number</source>
        <translation>সংখ্যা | সংখ্যা:সংখ্যা</translation>
    </message>
    <message>
        <source>SimpleText:SimpleText</source>
        <translation>SimpleText:SimpleText</translation>
    </message>
    <message>
        <source>none | number:SimpleText</source>
        <translation>কিছু নয় | সংখ্যা:SimpleText</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
</context>
<context>
    <name>RecordPrinter</name>
    <message>
        <source>%1 at %2</source>
        <translation>%1, %2-এ</translation>
    </message>
    <message>
        <source>%1 pass</source>
        <translation>%1 পাস</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>কোনো চাল নেই</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>চাল %1</translation>
    </message>
    <message>
        <source>Moves %1-%2</source>
        <translation>চাল %1-%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Black: %1    White: %2</source>
        <translation>কালো: %1    সাদা: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Komi %1</source>
        <translation>কোমি %1</translation>
    </message>
    <message>
        <source>Handicap %1</source>
        <translation>হ্যান্ডিক্যাপ %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>ফলাফল: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 লেখা যাচ্ছে না</translation>
    </message>
    <message>
        <source>Go diagrams, page %1</source>
        <translation>গো নকশা, পৃষ্ঠা %1</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>the file holds no game</source>
        <translation>ফাইলটিতে কোনো খেলা নেই</translation>
    </message>
    <message>
        <source>the first game is not Go (GM[%1])</source>
        <translation>প্রথম খেলাটি গো নয় (GM[%1])</translation>
    </message>
</context>
<context>
    <name>ThumbnailCommand</name>
    <message>
        <source>sgfview: --thumbnail takes IN.sgf and OUT.png</source>
        <translation>sgfview: --thumbnail-এর সাথে IN.sgf এবং OUT.png দিতে হয়</translation>
    </message>
    <message>
        <source>sgfview: --size takes a number of pixels from 16 to 1024 (the thumbnail sizes are 128, 256, 512 and 1024)</source>
        <translation>sgfview: --size-এর সাথে ১৬ থেকে ১০২৪ পিক্সেলের একটি সংখ্যা দিতে হয় (থাম্বনেইলের আকার 128, 256, 512 এবং 1024)</translation>
    </message>
</context>
<context>
    <name>ValueFormatter</name>
    <message>
        <source>(set)</source>
        <translation>(আছে)</translation>
    </message>
    <message>
        <source>emphasized</source>
        <translation>জোরালো</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>সাধারণ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>কালো</translation>
    </message>
    <message>
        <source>White</source>
        <translation>সাদা</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>পাস</translation>
    </message>
    <message>
        <source>invalid (%1)</source>
        <translation>অবৈধ (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কিছু নেই</translation>
    </message>
</context>
<context>
    <name>sgfview::BoardWidget</name>
    <message>
        <source>This record is of another game than Go (GM[%1]), so there is no board to show. The tree, properties and comments still work.</source>
        <translation>এই রেকর্ডটি গো নয়, অন্য একটি খেলার (GM[%1]), তাই দেখানোর মতো কোনো বোর্ড নেই। ট্রি, বৈশিষ্ট্য ও মন্তব্য আগের মতোই কাজ করে।</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>গো বোর্ড</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 লেখা যাচ্ছে না</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1, চাল %L2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln label(s) on a point already labelled not shown.</source>
        <translation>
            <numerusform>আগে থেকেই লেবেল থাকা বিন্দুতে %Lnটি লেবেল দেখানো হয়নি।</numerusform>
            <numerusform>আগে থেকেই লেবেল থাকা বিন্দুতে %Lnটি লেবেল দেখানো হয়নি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines shown; %Ln more not.</source>
        <translation>
            <numerusform>শুধু প্রথম %L1টি তীর ও রেখা দেখানো হয়েছে; আরও %Lnটি দেখানো হয়নি।</numerusform>
            <numerusform>শুধু প্রথম %L1টি তীর ও রেখা দেখানো হয়েছে; আরও %Lnটি দেখানো হয়নি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines read; %Ln more not.</source>
        <translation>
            <numerusform>শুধু প্রথম %L1টি তীর ও রেখা পড়া হয়েছে; আরও %Lnটি পড়া হয়নি।</numerusform>
            <numerusform>শুধু প্রথম %L1টি তীর ও রেখা পড়া হয়েছে; আরও %Lnটি পড়া হয়নি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 labels read; %Ln more not.</source>
        <translation>
            <numerusform>শুধু প্রথম %L1টি লেবেল পড়া হয়েছে; আরও %Lnটি পড়া হয়নি।</numerusform>
            <numerusform>শুধু প্রথম %L1টি লেবেল পড়া হয়েছে; আরও %Lnটি পড়া হয়নি।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ClipboardActions</name>
    <message>
        <source>Copy &amp;Game as SGF</source>
        <translation>খেলাটি SGF হিসেবে কপি করুন (&amp;G)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;Variation as SGF</source>
        <translation>বিকল্প ধারাটি SGF হিসেবে কপি করুন (&amp;V)</translation>
    </message>
    <message>
        <source>Copy &amp;Subtree as SGF</source>
        <translation>উপশাখাটি SGF হিসেবে কপি করুন (&amp;S)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>বোর্ডটি ছবি হিসেবে কপি করুন (&amp;I)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;ASCII Diagram</source>
        <translation>বোর্ডটি ASCII নকশা হিসেবে কপি করুন (&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste SGF</source>
        <translation>SGF পেস্ট করুন (&amp;P)</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>চাল %1</translation>
    </message>
    <message>
        <source>Moves %1-%2</source>
        <translation>চাল %1-%2</translation>
    </message>
</context>
<context>
    <name>sgfview::CommentPane</name>
    <message>
        <source>No comment</source>
        <translation>কোনো মন্তব্য নেই</translation>
    </message>
    <message>
        <source>[The comment is %1 bytes long; only its start is shown here.]</source>
        <translation>[মন্তব্যটি %1 বাইট লম্বা; এখানে শুধু এর শুরুটুকু দেখানো হয়েছে।]</translation>
    </message>
</context>
<context>
    <name>sgfview::DocumentSession</name>
    <message>
        <source>Cannot open %1
line %2, column %3: %4</source>
        <translation>%1 খোলা যাচ্ছে না
লাইন %2, কলাম %3: %4</translation>
    </message>
    <message>
        <source>Cannot open %1
%2</source>
        <translation>%1 খোলা যাচ্ছে না
%2</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>পেস্ট করা লেখা</translation>
    </message>
</context>
<context>
    <name>sgfview::EvaluationGraph</name>
    <message>
        <source>Move %L1: no evaluation</source>
        <translation>চাল %L1: কোনো মূল্যায়ন নেই</translation>
    </message>
    <message>
        <source>Move %L1: Black %L2%</source>
        <translation>চাল %L1: কালো %L2%</translation>
    </message>
    <message>
        <source>Move %L1: %L2 (positive is good for Black)</source>
        <translation>চাল %L1: %L2 (ধনাত্মক মানে কালোর পক্ষে ভালো)</translation>
    </message>
</context>
<context>
    <name>sgfview::FindBar</name>
    <message>
        <source>Find</source>
        <translation>খুঁজুন</translation>
    </message>
    <message>
        <source>Aa</source>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>বড়-ছোট হাতের অক্ষর মেলান</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>শব্দ</translation>
    </message>
    <message>
        <source>Whole words only</source>
        <translation>শুধু পুরো শব্দ</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>রেগুলার এক্সপ্রেশন</translation>
    </message>
    <message>
        <source>Comments and names</source>
        <translation>মন্তব্য ও নাম</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>খেলার তথ্য</translation>
    </message>
    <message>
        <source>Any value</source>
        <translation>যেকোনো মান</translation>
    </message>
    <message>
        <source>Property:</source>
        <translation>প্রপার্টি:</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>আইডি</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>সব খেলা</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>এই খেলা</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>খুঁজুন (&amp;F)</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>পরেরটি খুঁজুন (&amp;N)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>খোঁজার বার বন্ধ করুন (Escape)</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln</source>
        <extracomment>The find bar&apos;s count: &quot;12 of 340&quot;.</extracomment>
        <translation>
            <numerusform>%Ln-এর মধ্যে %L1</numerusform>
            <numerusform>%Ln-এর মধ্যে %L1</numerusform>
        </translation>
    </message>
    <message>
        <source>No hits</source>
        <translation>কিছু পাওয়া যায়নি</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hit(s)</source>
        <translation>
            <numerusform>%Lnটি ফল</numerusform>
            <numerusform>%Lnটি ফল</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, searching…</source>
        <translation>%1, খোঁজা চলছে…</translation>
    </message>
    <message>
        <source>%1 (wrapped around)</source>
        <translation>%1 (আবার শুরু থেকে)</translation>
    </message>
    <message>
        <source>Stones played at %1</source>
        <translation>%1-এ খেলা পাথর</translation>
    </message>
    <message>
        <source>Black stones played at %1</source>
        <translation>%1-এ খেলা কালো পাথর</translation>
    </message>
    <message>
        <source>White stones played at %1</source>
        <translation>%1-এ খেলা সাদা পাথর</translation>
    </message>
    <message>
        <source>Find P&amp;revious</source>
        <translation>আগেরটি খুঁজুন (&amp;R)</translation>
    </message>
</context>
<context>
    <name>sgfview::FindResultsModel</name>
    <message>
        <source>%1, in %2</source>
        <translation>%1, %2-এ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>খেলা</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>চাল</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>নোড</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>যা পাওয়া গেছে</translation>
    </message>
</context>
<context>
    <name>sgfview::GameInfoPanel</name>
    <message>
        <source>No game information</source>
        <translation>খেলার কোনো তথ্য নেই</translation>
    </message>
    <message>
        <source>Copy &amp;All</source>
        <translation>সব কপি করুন (&amp;A)</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListFilter</name>
    <message>
        <source>Player</source>
        <translation>খেলোয়াড়</translation>
    </message>
    <message>
        <source>Games where Black or White has a name that starts so</source>
        <translation>যেসব খেলায় কালো বা সাদার নাম এভাবে শুরু হয়</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>ইভেন্ট</translation>
    </message>
    <message>
        <source>Games whose event contains this</source>
        <translation>যেসব খেলার ইভেন্টে এটি আছে</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>যেকোনো ফলাফল</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>কালো জেতে</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>সাদা জেতে</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ড্র</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>ফলাফল নেই</translation>
    </message>
    <message>
        <source>Not used: write the date as YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>ব্যবহৃত হয়নি: তারিখটি YYYY, YYYY-MM বা YYYY-MM-DD আকারে লিখুন</translation>
    </message>
    <message>
        <source>From</source>
        <translation>থেকে</translation>
    </message>
    <message>
        <source>To</source>
        <translation>পর্যন্ত</translation>
    </message>
    <message>
        <source>Games played on or after this date: YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>এই তারিখে বা পরে খেলা খেলাগুলো: YYYY, YYYY-MM বা YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Games played on or before this date: YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>এই তারিখে বা আগে খেলা খেলাগুলো: YYYY, YYYY-MM বা YYYY-MM-DD</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListModel</name>
    <message>
        <source>#</source>
        <translation>ক্রম</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>কালো</translation>
    </message>
    <message>
        <source>White</source>
        <translation>সাদা</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>তারিখ</translation>
    </message>
    <message>
        <source>Game Name</source>
        <translation>খেলার নাম</translation>
    </message>
    <message>
        <source>Game %L1</source>
        <translation>খেলা %L1</translation>
    </message>
</context>
<context>
    <name>sgfview::GameListPanel</name>
    <message>
        <source>Filter by player, event or game name</source>
        <translation>খেলোয়াড়, প্রতিযোগিতা বা খেলার নাম দিয়ে ছাঁকুন</translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeModel</name>
    <message>
        <source>Move</source>
        <translation>চাল</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>নোড</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>টীকা</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>মন্তব্য</translation>
    </message>
</context>
<context>
    <name>sgfview::GameTreeView</name>
    <message>
        <source>C&amp;ollapse All</source>
        <translation>সব গুটিয়ে নিন (&amp;O)</translation>
    </message>
    <message>
        <source>E&amp;xpand to Current</source>
        <translation>বর্তমান পর্যন্ত খুলুন (&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Close This Row</source>
        <translation>এই সারি বন্ধ করুন (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open This Row</source>
        <translation>এই সারি খুলুন (&amp;O)</translation>
    </message>
</context>
<context>
    <name>sgfview::JumpActions</name>
    <message>
        <source>Next &amp;Comment</source>
        <translation>পরের মন্তব্য (&amp;C)</translation>
    </message>
    <message>
        <source>Previou&amp;s Comment</source>
        <translation>আগের মন্তব্য (&amp;S)</translation>
    </message>
    <message>
        <source>Next Anno&amp;tated Move</source>
        <translation>পরের চিহ্নিত চাল (&amp;T)</translation>
    </message>
    <message>
        <source>Previous Annotate&amp;d Move</source>
        <translation>আগের চিহ্নিত চাল (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Back to the Main Line</source>
        <translation>মূল লাইনে ফিরুন (&amp;B)</translation>
    </message>
    <message>
        <source>10 Moves For&amp;ward</source>
        <translation>১০ চাল সামনে (&amp;W)</translation>
    </message>
    <message>
        <source>10 Moves Bac&amp;k</source>
        <translation>১০ চাল পিছনে (&amp;K)</translation>
    </message>
    <message>
        <source>Go to Mov&amp;e...</source>
        <translation>চালে যান... (&amp;E)</translation>
    </message>
    <message>
        <source>Go to Var&amp;iation...</source>
        <translation>ভ্যারিয়েশনে যান... (&amp;I)</translation>
    </message>
    <message>
        <source>Go to Line and Col&amp;umn...</source>
        <translation>লাইন ও কলামে যান... (&amp;U)</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>চালে যান</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>চালের সংখ্যা:</translation>
    </message>
    <message>
        <source>Go to Variation</source>
        <translation>ভ্যারিয়েশনে যান</translation>
    </message>
    <message>
        <source>Variation (the child taken at each fork from the start, as &quot;1.2.3&quot;):</source>
        <translation>ভ্যারিয়েশন (শুরু থেকে প্রতিটি শাখায় নেওয়া সন্তান, যেমন &quot;1.2.3&quot;):</translation>
    </message>
    <message>
        <source>This game has no variation %1.</source>
        <translation>এই খেলায় %1 ভ্যারিয়েশন নেই।</translation>
    </message>
    <message>
        <source>Go to Line and Column</source>
        <translation>লাইন ও কলামে যান</translation>
    </message>
    <message>
        <source>Line and column in the file (as &quot;12:5&quot;):</source>
        <translation>ফাইলের লাইন ও কলাম (যেমন &quot;12:5&quot;):</translation>
    </message>
    <message>
        <source>The file has no node at %1.</source>
        <translation>ফাইলে %1-এ কোনো নোড নেই।</translation>
    </message>
</context>
<context>
    <name>sgfview::MainWindow</name>
    <message>
        <source>Game Tree</source>
        <translation>খেলার ট্রি</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>বৈশিষ্ট্য</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>মন্তব্য</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>ফাইল খোলা যাচ্ছে না</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>খেলার তথ্য</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>খেলার তালিকা</translation>
    </message>
    <message>
        <source>Game Tree Map</source>
        <translation>খেলার ট্রির মানচিত্র</translation>
    </message>
    <message>
        <source>Find Results</source>
        <translation>খোঁজার ফলাফল</translation>
    </message>
    <message>
        <source>Pasted Game</source>
        <translation>পেস্ট করা খেলা</translation>
    </message>
</context>
<context>
    <name>sgfview::PrintActions</name>
    <message>
        <source>&amp;Print...</source>
        <translation>মুদ্রণ করুন (&amp;P)...</translation>
    </message>
    <message>
        <source>Export &amp;Diagrams...</source>
        <translation>নকশা রপ্তানি করুন (&amp;D)...</translation>
    </message>
    <message>
        <source>The current board</source>
        <translation>বর্তমান বোর্ড</translation>
    </message>
    <message>
        <source>The main line, as a game record</source>
        <translation>মূল ধারা, খেলার রেকর্ড হিসেবে</translation>
    </message>
    <message>
        <source>The current line, as a game record</source>
        <translation>বর্তমান ধারা, খেলার রেকর্ড হিসেবে</translation>
    </message>
    <message>
        <source>&amp;Print:</source>
        <translation>মুদ্রণ (&amp;P):</translation>
    </message>
    <message>
        <source>50 moves</source>
        <translation>৫০টি চাল</translation>
    </message>
    <message>
        <source>100 moves</source>
        <translation>১০০টি চাল</translation>
    </message>
    <message>
        <source>&amp;Moves a diagram:</source>
        <translation>প্রতি নকশায় চাল (&amp;M):</translation>
    </message>
    <message>
        <source>2 diagrams</source>
        <translation>২টি নকশা</translation>
    </message>
    <message>
        <source>4 diagrams</source>
        <translation>৪টি নকশা</translation>
    </message>
    <message>
        <source>&amp;Diagrams a page:</source>
        <translation>প্রতি পৃষ্ঠায় নকশা (&amp;D):</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>লেটার</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>কাগজ (&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Comments after each diagram</source>
        <translation>প্রতিটি নকশার পরে মন্তব্য (&amp;C)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>মুদ্রণ</translation>
    </message>
    <message>
        <source>Export Diagrams</source>
        <translation>নকশা রপ্তানি</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;SVG images, one a page (*.svg)</source>
        <translation>PDF নথি (*.pdf);;SVG ছবি, প্রতি পৃষ্ঠায় একটি (*.svg)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>রপ্তানি ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 সংরক্ষণ করা যাচ্ছে না: %2</translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemReporter</name>
    <message>
        <source>Problems</source>
        <translation>সমস্যা</translation>
    </message>
    <message>
        <source>Show the Problems panel</source>
        <translation>সমস্যা প্যানেল দেখান</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Lnটি সমস্যা</numerusform>
            <numerusform>%Lnটি সমস্যা</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln here)</source>
        <extracomment>After the problem count: how many of them are at the current node.</extracomment>
        <translation>
            <numerusform>%1 (%Lnটি এখানে)</numerusform>
            <numerusform>%1 (%Lnটি এখানে)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsModel</name>
    <message>
        <source>Severity</source>
        <translation>গুরুত্ব</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>লাইন:কলাম</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>সমস্যা</translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsPanel</name>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Lnটি নোট</numerusform>
            <numerusform>%Lnটি নোট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Lnটি সতর্কতা</numerusform>
            <numerusform>%Lnটি সতর্কতা</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Lnটি ত্রুটি</numerusform>
            <numerusform>%Lnটি ত্রুটি</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyTableModel</name>
    <message>
        <source>(unknown)</source>
        <translation>(অজানা)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>unknown property</source>
        <translation>অজানা বৈশিষ্ট্য</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>আইডি</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>বৈশিষ্ট্য</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>মান</translation>
    </message>
    <message>
        <source>SGF</source>
        <translation>SGF</translation>
    </message>
    <message>
        <source>Fox writes komi in hundredths of a point: %1 is read as %2.</source>
        <translation>Fox কোমি লেখে পয়েন্টের শতাংশে: %1 পড়া হয় %2 হিসেবে।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more properties, not shown</source>
        <translation>
            <numerusform>আরও %Lnটি বৈশিষ্ট্য, দেখানো হয়নি</numerusform>
            <numerusform>আরও %Lnটি বৈশিষ্ট্য, দেখানো হয়নি</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more problem(s)</source>
        <extracomment>After the first problems of a property in its tool tip.</extracomment>
        <translation>
            <numerusform>এবং আরও %Lnটি সমস্যা</numerusform>
            <numerusform>এবং আরও %Lnটি সমস্যা</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyView</name>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি করুন (&amp;C)</translation>
    </message>
</context>
<context>
    <name>sgfview::ReloadBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>পুনরায় লোড করুন (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>উপেক্ষা করুন (&amp;I)</translation>
    </message>
    <message>
        <source>Reload &amp;Automatically</source>
        <translation>স্বয়ংক্রিয়ভাবে পুনরায় লোড করুন (&amp;A)</translation>
    </message>
    <message>
        <source>Reload the file whenever another program changes it, without asking (to follow an engine&apos;s analysis)</source>
        <translation>অন্য কোনো প্রোগ্রাম ফাইলটি বদলালেই জিজ্ঞেস না করে পুনরায় লোড করুন (ইঞ্জিনের বিশ্লেষণ অনুসরণ করতে)</translation>
    </message>
    <message>
        <source>%1 was changed by another program.</source>
        <translation>অন্য একটি প্রোগ্রাম %1 বদলেছে।</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away. What is shown stays as it was read.</source>
        <translation>%1 মুছে ফেলা বা সরানো হয়েছে। যা দেখানো হচ্ছে তা পড়ার সময়ের মতোই থাকবে।</translation>
    </message>
    <message>
        <source>%1 can no longer be read. What is shown stays as it was read.</source>
        <translation>%1 আর পড়া যাচ্ছে না। যা দেখানো হচ্ছে তা পড়ার সময়ের মতোই থাকবে।</translation>
    </message>
</context>
<context>
    <name>sgfview::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>কিবোর্ড শর্টকাট</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>কাজ</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>কোথায়</translation>
    </message>
</context>
<context>
    <name>sgfview::StartHint</name>
    <message>
        <source>Open a file (%1) or drop one here</source>
        <translation>একটি ফাইল খুলুন (%1) বা এখানে ছেড়ে দিন</translation>
    </message>
    <message>
        <source>Recent files:</source>
        <translation>সাম্প্রতিক ফাইল:</translation>
    </message>
</context>
<context>
    <name>sgfview::TreeMapToolTip</name>
    <message>
        <source>Move %L1: %2</source>
        <translation>চাল %L1: %2</translation>
    </message>
</context>
<context>
    <name>sgfview::TreeMapView</name>
    <message>
        <source>Game Tree Map &amp;Top to Bottom</source>
        <translation>ট্রির মানচিত্র উপর থেকে নিচে (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Fold Variations Off the Current Line</source>
        <translation>বর্তমান লাইনের বাইরের বিকল্পগুলি ভাঁজ করুন (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Unfold All</source>
        <translation>সব খুলুন (&amp;U)</translation>
    </message>
    <message>
        <source>Fold &amp;This Subtree</source>
        <translation>এই উপ-ট্রি ভাঁজ করুন (&amp;T)</translation>
    </message>
    <message>
        <source>Unfold This &amp;Subtree</source>
        <translation>এই উপ-ট্রি খুলুন (&amp;S)</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowLayout</name>
    <message>
        <source>&amp;Board Only</source>
        <translation>শুধু বোর্ড (&amp;B)</translation>
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
        <translation>ফাইল (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>খুলুন (&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>সাম্প্রতিক ফাইল (&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>পুনরায় লোড করুন (&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>বন্ধ করুন (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export Board Image...</source>
        <translation>বোর্ডের ছবি রপ্তানি করুন (&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান (&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>দেখুন (&amp;V)</translation>
    </message>
    <message>
        <source>Show Only the Current &amp;Game in the Tree</source>
        <translation>ট্রিতে শুধু বর্তমান খেলা দেখান (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>এনকোডিং (&amp;E)</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>স্বয়ংক্রিয়ভাবে শনাক্ত</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>চালের নম্বর (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>বন্ধ (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last 10 Moves</source>
        <translation>শেষ ১০টি চাল (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;All Since the Variation Started</source>
        <translation>বিকল্পের শুরু থেকে সব (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>স্থানাঙ্ক (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>যান (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>পরের চাল (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>আগের চাল (&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>পরের বিকল্প (&amp;V)</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>আগের বিকল্প (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;First Node</source>
        <translation>প্রথম নোড (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Last Node</source>
        <translation>শেষ নোড (&amp;L)</translation>
    </message>
    <message>
        <source>Next F&amp;ork</source>
        <translation>পরের শাখাবিন্দু (&amp;O)</translation>
    </message>
    <message>
        <source>Previous Fo&amp;rk</source>
        <translation>আগের শাখাবিন্দু (&amp;R)</translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation>পরের খেলা (&amp;G)</translation>
    </message>
    <message>
        <source>Previous Ga&amp;me</source>
        <translation>আগের খেলা (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>কিবোর্ড শর্টকাট (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About sgfview</source>
        <translation>sgfview সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>তালিকা মুছুন</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>খেলার রেকর্ড খুলুন</translation>
    </message>
    <message>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF খেলার রেকর্ড (*.sgf *.SGF);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>বোর্ডের ছবি রপ্তানি</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG ছবি (*.png);;SVG ছবি (*.svg)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>রপ্তানি ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 সংরক্ষণ করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>About sgfview</source>
        <translation>sgfview সম্পর্কে</translation>
    </message>
    <message>
        <source>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;A fast, exact viewer for SGF game records.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: MIT.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;sgfview %1&lt;/h3&gt;&lt;p&gt;SGF খেলার রেকর্ডের একটি দ্রুত ও নির্ভুল দর্শক।&lt;/p&gt;&lt;p&gt;Qt %2 দিয়ে তৈরি (Qt %3-এ চলছে)।&lt;/p&gt;&lt;p&gt;লাইসেন্স: MIT।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variation &amp;Hints</source>
        <translation>বিকল্পের ইঙ্গিত (&amp;H)</translation>
    </message>
    <message>
        <source>As the &amp;File Says</source>
        <translation>ফাইল যেমন বলে (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Next Moves</source>
        <translation>পরের চালগুলো (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Alternatives to This Move</source>
        <translation>এই চালের বিকল্প (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Hidden</source>
        <translation>লুকানো (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>সম্পাদনা (&amp;E)</translation>
    </message>
    <message>
        <source>Ne&amp;xt File in Folder</source>
        <translation>ফোল্ডারের পরের ফাইল (&amp;X)</translation>
    </message>
    <message>
        <source>Alt+PgDown</source>
        <translation>Alt+PgDown</translation>
    </message>
    <message>
        <source>Pre&amp;vious File in Folder</source>
        <translation>ফোল্ডারের আগের ফাইল (&amp;V)</translation>
    </message>
    <message>
        <source>Alt+PgUp</source>
        <translation>Alt+PgUp</translation>
    </message>
    <message>
        <source>This is the folder&apos;s last SGF file.</source>
        <translation>এটি ফোল্ডারের শেষ SGF ফাইল।</translation>
    </message>
    <message>
        <source>This is the folder&apos;s first SGF file.</source>
        <translation>এটি ফোল্ডারের প্রথম SGF ফাইল।</translation>
    </message>
    <message>
        <source>Size in pixels:</source>
        <translation>পিক্সেলে আকার:</translation>
    </message>
</context>
<context>
    <name>sgfview::WindowStatus</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>%1 খোলা বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>চাল %L1</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>সাদার পালা</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>কালোর পালা</translation>
    </message>
    <message>
        <source>Game %L1 of %L2</source>
        <translation>%L2টির মধ্যে খেলা %L1</translation>
    </message>
    <message>
        <source>Game %L1 of the %L2 read so far</source>
        <translation>এ পর্যন্ত পড়া %L2টির মধ্যে খেলা %L1</translation>
    </message>
    <message>
        <source>White passed</source>
        <translation>সাদা পাস দিয়েছে</translation>
    </message>
    <message>
        <source>Black passed</source>
        <translation>কালো পাস দিয়েছে</translation>
    </message>
    <message numerus="yes">
        <source>Black has captured %Ln</source>
        <translation>
            <numerusform>কালো %Lnটি ধরেছে</numerusform>
            <numerusform>কালো %Lnটি ধরেছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has captured %Ln</source>
        <translation>
            <numerusform>সাদা %Lnটি ধরেছে</numerusform>
            <numerusform>সাদা %Lnটি ধরেছে</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed: %1</source>
        <translation>মিশ্র: %1</translation>
    </message>
    <message>
        <source>Reading the rest of the file…</source>
        <translation>ফাইলের বাকি অংশ পড়া হচ্ছে…</translation>
    </message>
</context>
</TS>
