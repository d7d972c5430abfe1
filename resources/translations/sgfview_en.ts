<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n file checked</numerusform>
            <numerusform>%n files checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n with errors</numerusform>
            <numerusform>%n with errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameInfoFormat</name>
    <message numerus="yes">
        <source>Black wins by %n point(s)</source>
        <translation>
            <numerusform>Black wins by %n point</numerusform>
            <numerusform>Black wins by %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n point(s)</source>
        <translation>
            <numerusform>White wins by %n point</numerusform>
            <numerusform>White wins by %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message numerus="yes">
        <source>%Ln more problems not listed</source>
        <translation>
            <numerusform>%Ln more problem not listed</numerusform>
            <numerusform>%Ln more problems not listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>missing &apos;)&apos; at the end of the input: %Ln open game trees closed</source>
        <translation>
            <numerusform>missing &apos;)&apos; at the end of the input: %Ln open game tree closed</numerusform>
            <numerusform>missing &apos;)&apos; at the end of the input: %Ln open game trees closed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::BoardWidget</name>
    <message numerus="yes">
        <source>%Ln label(s) on a point already labelled not shown.</source>
        <translation>
            <numerusform>%Ln label on a point already labelled not shown.</numerusform>
            <numerusform>%Ln labels on points already labelled not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines shown; %Ln more not.</source>
        <translation>
            <numerusform>Only the first %L1 arrows and lines shown; %Ln more not.</numerusform>
            <numerusform>Only the first %L1 arrows and lines shown; %Ln more not.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 arrows and lines read; %Ln more not.</source>
        <translation>
            <numerusform>Only the first %L1 arrows and lines read; %Ln more not.</numerusform>
            <numerusform>Only the first %L1 arrows and lines read; %Ln more not.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %L1 labels read; %Ln more not.</source>
        <translation>
            <numerusform>Only the first %L1 labels read; %Ln more not.</numerusform>
            <numerusform>Only the first %L1 labels read; %Ln more not.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::FindBar</name>
    <message numerus="yes">
        <source>%L1 of %Ln</source>
        <extracomment>The find bar&apos;s count: &quot;12 of 340&quot;.</extracomment>
        <translation>
            <numerusform>%L1 of %Ln</numerusform>
            <numerusform>%L1 of %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hit(s)</source>
        <translation>
            <numerusform>%Ln hit</numerusform>
            <numerusform>%Ln hits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemReporter</name>
    <message numerus="yes">
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Ln problem</numerusform>
            <numerusform>%Ln problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln here)</source>
        <extracomment>After the problem count: how many of them are at the current node.</extracomment>
        <translation>
            <numerusform>%1 (%Ln here)</numerusform>
            <numerusform>%1 (%Ln here)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::ProblemsPanel</name>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln note</numerusform>
            <numerusform>%Ln notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::PropertyTableModel</name>
    <message numerus="yes">
        <source>%Ln more properties, not shown</source>
        <translation>
            <numerusform>%Ln more property, not shown</numerusform>
            <numerusform>%Ln more properties, not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more problem(s)</source>
        <translation>
            <numerusform>and %Ln more problem</numerusform>
            <numerusform>and %Ln more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sgfview::WindowStatus</name>
    <message numerus="yes">
        <source>Black has captured %Ln</source>
        <translation>
            <numerusform>Black has captured %Ln</numerusform>
            <numerusform>Black has captured %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White has captured %Ln</source>
        <translation>
            <numerusform>White has captured %Ln</numerusform>
            <numerusform>White has captured %Ln</numerusform>
        </translation>
    </message>
</context>
</TS>
