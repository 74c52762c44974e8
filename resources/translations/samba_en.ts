<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): about {points} points lost per hand.</source>
        <translation>
            <numerusform>%n game so far: about {points} points lost per hand.</numerusform>
            <numerusform>Your last %n games: about {points} points lost per hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>You took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>You took the pile (%n card) with {cards}</numerusform>
            <numerusform>You took the pile (%n cards) with {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>{name} took the pile (%n card) with {cards}</numerusform>
            <numerusform>{name} took the pile (%n cards) with {cards}</numerusform>
        </translation>
    </message>
</context>
</TS>
