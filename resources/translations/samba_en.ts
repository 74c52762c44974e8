<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>HandViewer</name>
    <message numerus="yes">
        <source>Stock: {n} · discard pile: %n card(s)</source>
        <translation>
            <numerusform>Stock: {n} · discard pile: %n card</numerusform>
            <numerusform>Stock: {n} · discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n card</numerusform>
            <numerusform>{name}: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutlookPanel</name>
    <message numerus="yes">
        <source>Your side&apos;s sequence {seq}: %n more card(s) to this samba</source>
        <translation>
            <numerusform>Your side&apos;s sequence {seq}: %n more card to this samba</numerusform>
            <numerusform>Your side&apos;s sequence {seq}: %n more cards to this samba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unseen)</source>
        <translation>
            <numerusform>{card} (%n unseen)</numerusform>
            <numerusform>{card} (%n unseen)</numerusform>
        </translation>
    </message>
</context>
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
    <name>TableDialogs</name>
    <message numerus="yes">
        <source>Start now and computers play the %n seat(s) nobody has taken.</source>
        <translation>
            <numerusform>Start now and computers play the %n seat nobody has taken.</numerusform>
            <numerusform>Start now and computers play the %n seats nobody has taken.</numerusform>
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
