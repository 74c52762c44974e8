<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Rote 3</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Yes, go out</source>
        <translation>Ja, mach aus</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>Das laufende Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game on the table ends. To come back to it later, save it first (Game ▸ Save as…).</source>
        <translation>Das Spiel auf dem Tisch endet. Wenn du es später fortsetzen möchtest, speichere es vorher (Spiel ▸ Speichern unter…).</translation>
    </message>
    <message>
        <source>Samba games (*{suffix})</source>
        <translation>Samba-Spiele (*{suffix})</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Samba game</source>
        <translation>Samba-Spiel</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <source>Hand viewer…</source>
        <translation>Runden-Betrachter…</translation>
    </message>
</context>
<context>
    <name>AidsForm</name>
    <message>
        <source>Show the samba outlook beside the table</source>
        <translation>Samba-Aussichten neben dem Tisch zeigen</translation>
    </message>
    <message>
        <source>Say why the computer players (and the hint) chose their moves</source>
        <translation>Sagen, warum die Computerspieler (und der Tipp) ihre Züge gewählt haben</translation>
    </message>
    <message>
        <source>Show tips for beginners</source>
        <translation>Tipps für Einsteiger zeigen</translation>
    </message>
    <message>
        <source>Review my decisions after each hand</source>
        <translation>Nach jeder Runde meine Entscheidungen bewerten</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the background and says which ones cost points, and what was better.</source>
        <translation>Der Computer prüft im Hintergrund jede deiner Entscheidungen und sagt, welche Punkte gekostet haben und was besser gewesen wäre.</translation>
    </message>
    <message>
        <source>Show all tips again</source>
        <translation>Alle Tipps wieder zeigen</translation>
    </message>
    <message>
        <source>Each tip is shown once. The help lists them all.</source>
        <translation>Jeder Tipp erscheint einmal. Die Hilfe führt alle auf.</translation>
    </message>
    <message>
        <source>Tell me when a newer version is released</source>
        <translation>Benachrichtigen, wenn eine neuere Version erscheint</translation>
    </message>
    <message>
        <source>At start, at most once a day, Samba Desktop asks the project&apos;s releases page whether there is a newer version. Nothing else is sent.</source>
        <translation>Beim Start fragt Samba Desktop höchstens einmal am Tag auf der Veröffentlichungsseite des Projekts nach, ob es eine neuere Version gibt. Sonst wird nichts gesendet.</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Sag etwas in die Runde…</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Laid by the player</source>
        <translation>Vom Spieler ausgelegt</translation>
    </message>
    <message>
        <source>Laid and replaced automatically</source>
        <translation>Automatisch ausgelegt und ersetzt</translation>
    </message>
    <message>
        <source>Keep 1 card (pass)</source>
        <translation>1 Karte behalten (passen)</translation>
    </message>
    <message>
        <source>Keep 2 cards</source>
        <translation>2 Karten behalten</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Große Indizes</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Rang</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Samba Desktop: the three-deck Canasta card game, against computer players. Started without options, it opens its window.</source>
        <translation>Samba Desktop: Canasta mit drei Kartenspielen, gegen Computerspieler. Ohne Optionen gestartet, öffnet es sein Fenster.</translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show the version number and quit</source>
        <translation>die Versionsnummer zeigen und beenden</translation>
    </message>
    <message>
        <source>check the installation without a window (offscreen) and quit</source>
        <translation>die Installation ohne Fenster (offscreen) prüfen und beenden</translation>
    </message>
    <message>
        <source>a table&apos;s link: open the window to join that table</source>
        <translation>Link eines Tisches: öffnet das Fenster, um an diesem Tisch Platz zu nehmen</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: there is no display to show it on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or use --self-test to check the installation without a window.</source>
        <translation>Samba Desktop kann sein Fenster nicht öffnen: Es gibt keinen Bildschirm, auf dem es erscheinen könnte (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt). Starte es aus einer Desktop-Sitzung, oder prüfe die Installation mit --self-test ohne Fenster.</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: this system lacks libraries that Qt needs to draw windows ({libraries}). Install them and start it again. On Debian and Ubuntu: sudo apt install {debian}. On Fedora: sudo dnf install {fedora}.</source>
        <translation>Samba Desktop kann sein Fenster nicht öffnen: Diesem System fehlen Bibliotheken, die Qt zum Zeichnen von Fenstern braucht ({libraries}). Installiere sie und starte das Spiel erneut. Unter Debian und Ubuntu: sudo apt install {debian}. Unter Fedora: sudo dnf install {fedora}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Please wait: the host has not started the game yet.</source>
        <translation>Bitte warten: Der Gastgeber hat das Spiel noch nicht gestartet.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Answer your partner first: may they go out?</source>
        <translation>Antworte zuerst: Darf dein Partner ausmachen?</translation>
    </message>
    <message>
        <source>Your side has already melded: lay melds directly.</source>
        <translation>Deine Partei hat schon ausgelegt: Leg direkt aus.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du am Zug bist.</translation>
    </message>
    <message>
        <source>A red 3 is laid at once, before you draw or meld: it counts for your side, and one left in hand costs points.</source>
        <translation>Eine rote Drei wird sofort ausgelegt, bevor du ziehst oder auslegst: Sie zählt für deine Partei, und eine auf der Hand behaltene kostet Punkte.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Zieh vom Ziehstapel.</translation>
    </message>
    <message>
        <source>Take the pile with {cards}.</source>
        <translation>Nimm den Stapel mit {cards} auf.</translation>
    </message>
    <message>
        <source>Also lay {melds}.</source>
        <translation>Leg dazu {melds} aus.</translation>
    </message>
    <message>
        <source>Take the top card onto your sequence.</source>
        <translation>Leg die oberste Karte an deine Folge an.</translation>
    </message>
    <message>
        <source>Meld {cards}.</source>
        <translation>Leg {cards} aus.</translation>
    </message>
    <message>
        <source>Add {cards} to {meld}.</source>
        <translation>Leg {cards} an {meld} an.</translation>
    </message>
    <message>
        <source>Merge your two groups of the same rank.</source>
        <translation>Leg deine beiden Gruppen gleichen Rangs zusammen.</translation>
    </message>
    <message>
        <source>Lay your red 3.</source>
        <translation>Leg deine rote 3 aus.</translation>
    </message>
    <message>
        <source>Discard {card}.</source>
        <translation>Wirf {card} ab.</translation>
    </message>
    <message>
        <source>Pass: keep your last card.</source>
        <translation>Pass: Behalte deine letzte Karte.</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out.</source>
        <translation>Frag deinen Partner, ob du ausmachen darfst.</translation>
    </message>
    <message>
        <source>Answer yes.</source>
        <translation>Antworte mit Ja.</translation>
    </message>
    <message>
        <source>Answer no.</source>
        <translation>Antworte mit Nein.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Gerade gibt es keinen Tipp.</translation>
    </message>
    <message>
        <source>Going out is not possible with this hand any more, so you play on.</source>
        <translation>Mit diesen Karten kannst du nicht mehr ausmachen, also spielst du weiter.</translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message>
        <source>Scores: {s}</source>
        <translation>Punkte: {s}</translation>
    </message>
    <message>
        <source>red 3s: {n}</source>
        <translation>rote Dreien: {n}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>Alle Hände zeigen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Diese Verteilung spielen</translation>
    </message>
    <message>
        <source>Deal these cards again at the table, with the same seats, and play the hand yourself.</source>
        <translation>Dieselben Karten mit denselben Plätzen am Tisch neu austeilen und die Runde selbst spielen.</translation>
    </message>
    <message>
        <source>Hand viewer</source>
        <translation>Runden-Betrachter</translation>
    </message>
    <message>
        <source>Hand {n} · deal {deal}</source>
        <translation>Runde {n} · Verteilung {deal}</translation>
    </message>
    <message>
        <source>Open a hand record to step through it.</source>
        <translation>Öffne eine Rundenaufzeichnung, um sie Zug für Zug durchzugehen.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} · discard pile: %n card(s)</source>
        <translation>
            <numerusform>Ziehstapel: {n} · Ablagestapel: %n Karte</numerusform>
            <numerusform>Ziehstapel: {n} · Ablagestapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n Karte</numerusform>
            <numerusform>{name}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your past hands above, or open a hand record.</source>
        <translation>Wähle oben eine deiner früheren Runden oder öffne eine Rundenaufzeichnung.</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>The deal (move 0 of {n})</source>
        <translation>Die Verteilung (Zug 0 von {n})</translation>
    </message>
    <message>
        <source>Move {i} of {n}: {move}</source>
        <translation>Zug {i} von {n}: {move}</translation>
    </message>
    <message>
        <source>the hand is over: every hand is face up</source>
        <translation>die Runde ist vorbei: Alle Hände liegen offen</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Warum: {reason}</translation>
    </message>
    <message>
        <source>Deal these cards again at the table? The game on the table ends.</source>
        <translation>Diese Karten am Tisch neu austeilen? Das laufende Spiel endet.</translation>
    </message>
    <message>
        <source>This deal cannot be played</source>
        <translation>Diese Verteilung lässt sich nicht spielen</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Runde exportieren</translation>
    </message>
    <message>
        <source>Samba hand records (*{suffix})</source>
        <translation>Samba-Rundenaufzeichnungen (*{suffix})</translation>
    </message>
    <message>
        <source>The hand could not be exported</source>
        <translation>Die Runde konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Open a hand record</source>
        <translation>Rundenaufzeichnung öffnen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This hand record cannot be opened</source>
        <translation>Diese Rundenaufzeichnung lässt sich nicht öffnen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Cards in your melds</source>
        <translation>Karten in deinen Auslagen</translation>
    </message>
    <message>
        <source>plus their values</source>
        <translation>plus ihr Wert</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>minus their values</source>
        <translation>minus ihr Wert</translation>
    </message>
    <message>
        <source>Samba</source>
        <translation>Samba</translation>
    </message>
    <message>
        <source>Pure canasta</source>
        <translation>Reiner Canasta</translation>
    </message>
    <message>
        <source>Mixed canasta</source>
        <translation>Gemischter Canasta</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Each red 3 laid, with two seven-card melds</source>
        <translation>Jede ausgelegte rote 3, mit zwei Siebener-Auslagen</translation>
    </message>
    <message>
        <source>All six red 3s, with two seven-card melds</source>
        <translation>Alle sechs roten Dreien, mit zwei Siebener-Auslagen</translation>
    </message>
    <message>
        <source>Each red 3 laid, without them</source>
        <translation>Jede ausgelegte rote 3, ohne zwei Siebener-Auslagen</translation>
    </message>
    <message>
        <source>Red 3s still in a player&apos;s hand</source>
        <translation>Rote Dreien noch auf der Hand eines Spielers</translation>
    </message>
    <message>
        <source>below 0</source>
        <translation>unter 0</translation>
    </message>
    <message>
        <source>{score} and more</source>
        <translation>ab {score}</translation>
    </message>
    <message>
        <source>Samba in a nutshell</source>
        <translation>Samba in Kürze</translation>
    </message>
    <message>
        <source>Samba is Canasta&apos;s big sister: three decks and six jokers (162 cards), and besides groups of one rank you may also build runs in a suit.</source>
        <translation>Samba ist die große Schwester von Canasta: drei Kartenspiele mit sechs Jokern (162 Karten), und neben Gruppen gleichen Rangs darfst du auch Folgen in einer Farbe bilden.</translation>
    </message>
    <message>
        <source>Score points by laying cards out in melds, above all in seven-card melds: canastas and sambas. The first side to reach the target score ({target} unless you choose otherwise) wins the game.</source>
        <translation>Punkte bekommst du für die Karten, die du auslegst – vor allem für Auslagen aus sieben Karten: Canastas und Sambas. Die Partei, die als erste die Zielpunktzahl erreicht (wenn nichts anderes eingestellt ist, {target}), gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>With four players the partners sit opposite each other; with six, there are three teams of two, partners again opposite. With two, three or five players everyone plays alone. Partners share their melds and their score.</source>
        <translation>Zu viert sitzen sich die Partner gegenüber; zu sechst spielen drei Parteien zu je zwei, die Partner wieder einander gegenüber. Zu zweit, dritt oder fünft spielt jeder für sich. Partner teilen sich ihre Auslagen und ihre Punkte.</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild. 4s to aces are natural cards. 3s are special.</source>
        <translation>Joker und Zweien sind wilde Karten. Vieren bis Asse sind natürliche Karten. Für Dreien gelten eigene Regeln.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>2 and ace</source>
        <translation>2 und Ass</translation>
    </message>
    <message>
        <source>8 to king</source>
        <translation>8 bis König</translation>
    </message>
    <message>
        <source>4 to 7, black 3</source>
        <translation>4 bis 7, schwarze 3</translation>
    </message>
    <message>
        <source>Red 3s have no card value: they count only as red-3 bonuses or penalties.</source>
        <translation>Rote Dreien haben keinen Kartenwert: Sie zählen nur als Prämie oder Strafe für rote Dreien.</translation>
    </message>
    <message>
        <source>Everyone gets 15 cards (13 each with six players). The next card is turned face up to start the discard pile; the rest is the stock. The player to the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>Jeder bekommt 15 Karten (zu sechst je 13). Die nächste Karte wird aufgedeckt und eröffnet den Ablagestapel; der Rest bildet den Ziehstapel. Der Spieler links vom Geber beginnt, gespielt wird im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; two cards from the stock (only one if a single card is left) — or take from the discard pile (see below).</source>
        <translation>&lt;b&gt;Ziehen:&lt;/b&gt; Nimm zwei Karten vom Ziehstapel (nur eine, wenn bloß noch eine daliegt) – oder nimm vom Ablagestapel (siehe unten).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Meld&lt;/b&gt; if you like: lay new melds, add cards to your side&apos;s melds, lay red 3s.</source>
        <translation>&lt;b&gt;Auslegen&lt;/b&gt;, wenn du willst: neue Auslagen bilden, Karten an die Auslagen deiner Partei anlegen, rote Dreien auslegen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. That ends your turn.</source>
        <translation>&lt;b&gt;Abwerfen:&lt;/b&gt; Leg eine Karte offen auf den Ablagestapel. Damit endet dein Zug.</translation>
    </message>
    <message>
        <source>A group is three or more cards of one natural rank. Wild cards may help, but a group needs at least twice as many natural cards as wild ones, and never more than two wild cards.</source>
        <translation>Eine Gruppe besteht aus mindestens drei Karten desselben natürlichen Rangs. Wilde Karten dürfen aushelfen, aber eine Gruppe braucht mindestens doppelt so viele natürliche wie wilde Karten und nie mehr als zwei wilde.</translation>
    </message>
    <message>
        <source>Seven or more cards make a &lt;b&gt;canasta&lt;/b&gt;: &lt;b&gt;pure&lt;/b&gt; without wild cards, &lt;b&gt;mixed&lt;/b&gt; with one or two. Your side may keep two groups of the same rank and merge them later.</source>
        <translation>Ab sieben Karten ist eine Gruppe ein &lt;b&gt;Canasta&lt;/b&gt;: &lt;b&gt;rein&lt;/b&gt; ohne wilde Karten, &lt;b&gt;gemischt&lt;/b&gt; mit einer oder zwei. Deine Partei darf zwei Gruppen desselben Rangs haben und sie später zusammenlegen.</translation>
    </message>
    <message>
        <source>A sequence is three to seven natural cards of one suit in unbroken order, from 4 up to the ace (aces are high only). No wild cards and no 3s. Seven cards make a &lt;b&gt;samba&lt;/b&gt;, which is closed. Two sequences are never joined together.</source>
        <translation>Eine Folge besteht aus drei bis sieben natürlichen Karten einer Farbe in lückenloser Reihe, von der 4 bis zum Ass (das Ass zählt nur hoch). Wilde Karten und Dreien sind darin nie erlaubt. Sieben Karten ergeben eine &lt;b&gt;Samba&lt;/b&gt;; sie ist damit geschlossen. Zwei Folgen werden nie miteinander verbunden.</translation>
    </message>
    <message>
        <source>The first time in a hand that your side melds, the cards laid in that one action must add up to a minimum, which depends on your side&apos;s score so far:</source>
        <translation>Wenn deine Partei in einer Runde zum ersten Mal auslegt, müssen die Karten dieses einen Zugs zusammen einen Mindestwert erreichen. Er hängt vom bisherigen Punktestand deiner Partei ab:</translation>
    </message>
    <message>
        <source>Here you compose the first meld in the staging area of your side&apos;s panel; it shows the running value against the minimum, and “Lay down” plays it as one action.</source>
        <translation>Hier stellst du die Erstauslage im Bereich deiner Partei zusammen; er zeigt den bisherigen Wert neben dem Mindestwert, und „Auslegen“ legt alles in einem Zug aus.</translation>
    </message>
    <message>
        <source>Instead of drawing you may take the &lt;b&gt;whole pile&lt;/b&gt; if you hold two natural cards of the top card&apos;s rank: they form a new group with the top card (more cards of that rank and wild cards may join), and the rest of the pile goes to your hand. Or take only the &lt;b&gt;top card&lt;/b&gt; when it extends one of your side&apos;s sequences.</source>
        <translation>Statt zu ziehen darfst du den &lt;b&gt;ganzen Ablagestapel&lt;/b&gt; aufnehmen, wenn du zwei natürliche Karten vom Rang der obersten Karte hast: Sie bilden mit der obersten Karte eine neue Gruppe (weitere Karten dieses Rangs und wilde Karten dürfen dazu), der Rest des Stapels kommt auf deine Hand. Oder nimm nur die &lt;b&gt;oberste Karte&lt;/b&gt;, wenn sie eine Folge deiner Partei verlängert.</translation>
    </message>
    <message>
        <source>If your side has not melded yet, the top card and the cards you meld with it from your hand must reach the minimum; the rest of the pile does not count.</source>
        <translation>Hat deine Partei noch nicht ausgelegt, müssen die oberste Karte und die Karten, die du dazu aus der Hand auslegst, den Mindestwert erreichen; der Rest des Stapels zählt nicht.</translation>
    </message>
    <message>
        <source>Nobody may take the pile while a 3, a 2 or a joker lies on top: the pile is &lt;b&gt;blocked&lt;/b&gt;.</source>
        <translation>Solange eine 3, eine 2 oder ein Joker obenauf liegt, darf niemand den Stapel nehmen: Er ist &lt;b&gt;gesperrt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Lay red 3s in front of your side during your turn. Each is worth +100 (all six: +1,000) if your side has its two seven-card melds by the end of the hand, otherwise −100 each. Holding a red 3 when the hand ends costs 750. Black 3s can be melded (three or more, nothing else) only when you go out.</source>
        <translation>Rote Dreien legst du in deinem Zug vor dir aus. Jede zählt +100 (alle sechs: +1.000), wenn deine Partei bis zum Ende der Runde ihre zwei Siebener-Auslagen hat, sonst −100. Hat jemand bei Rundenende noch eine rote 3 auf der Hand, kostet das seine Partei 750. Schwarze Dreien darfst du nur beim Ausmachen auslegen (drei oder mehr, sonst nichts).</translation>
    </message>
    <message>
        <source>You go out by getting rid of all your cards, which ends the hand. Your side may go out only with at least two seven-card melds (canastas or sambas). Until then you always keep a card: with a single card left you pass. With a partner you may first ask “May I go out?”; the answer binds you for this turn.</source>
        <translation>Du machst aus, wenn du alle Karten los bist; damit endet die Runde. Ausmachen darf deine Partei erst mit mindestens zwei Siebener-Auslagen (Canastas oder Sambas). Bis dahin behältst du immer eine Karte: Mit nur noch einer Karte passt du. Mit Partner darfst du vorher fragen: „Darf ich ausmachen?“ – an die Antwort bist du in diesem Zug gebunden.</translation>
    </message>
    <message>
        <source>With one card left in the stock, the next player draws just that card. A player who wants to draw from the empty stock ends the hand at once, and nobody gets the bonus for going out.</source>
        <translation>Liegt nur noch eine Karte im Ziehstapel, zieht der nächste Spieler nur diese. Will jemand vom leeren Ziehstapel ziehen, endet die Runde sofort, und niemand bekommt die Prämie fürs Ausmachen.</translation>
    </message>
    <message numerus="yes">
        <source>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hand(s) unless you choose otherwise) without a winner is a draw.</source>
        <translation>
            <numerusform>Die Punkte aller Runden werden addiert. Hat eine Partei nach einer Runde die Zielpunktzahl erreicht, gewinnt sie; schaffen es mehrere in derselben Runde, gewinnt die höchste Summe, und bei Gleichstand an der Spitze ist es unentschieden. Erreicht ein Spiel das Rundenlimit (wenn nichts anderes eingestellt ist, %n Runde) ohne Sieger, endet es unentschieden.</numerusform>
            <numerusform>Die Punkte aller Runden werden addiert. Hat eine Partei nach einer Runde die Zielpunktzahl erreicht, gewinnt sie; schaffen es mehrere in derselben Runde, gewinnt die höchste Summe, und bei Gleichstand an der Spitze ist es unentschieden. Erreicht ein Spiel das Rundenlimit (wenn nichts anderes eingestellt ist, %n Runden) ohne Sieger, endet es unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Red 3s laid automatically&lt;/b&gt;: a red 3 is laid as soon as you get it and replaced from the stock (one taken with the pile is not replaced).</source>
        <translation>&lt;b&gt;Rote Dreien automatisch:&lt;/b&gt; Eine rote 3 wird ausgelegt, sobald du sie bekommst, und durch eine Karte vom Ziehstapel ersetzt (eine mit dem Stapel aufgenommene wird nicht ersetzt).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep two cards&lt;/b&gt;: until your side may go out, you keep two cards after melding and then discard one as usual.</source>
        <translation>&lt;b&gt;Zwei Karten behalten:&lt;/b&gt; Solange deine Partei nicht ausmachen darf, behältst du nach dem Auslegen zwei Karten und wirfst dann wie üblich eine ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bolivia&lt;/b&gt;: melds of wild cards only are allowed; seven of them make a closed &lt;b&gt;bolivia&lt;/b&gt;, worth 2,500. Going out then needs two seven-card melds, at least one of them a samba.</source>
        <translation>&lt;b&gt;Bolivia:&lt;/b&gt; Auslagen nur aus wilden Karten sind erlaubt; sieben davon ergeben eine geschlossene &lt;b&gt;Bolivia&lt;/b&gt; für 2.500 Punkte. Zum Ausmachen braucht es dann zwei Siebener-Auslagen, davon mindestens eine Samba.</translation>
    </message>
    <message>
        <source>Choose the target score and the hand limit when you start a new game.</source>
        <translation>Zielpunktzahl und Rundenlimit wählst du, wenn du ein neues Spiel beginnst.</translation>
    </message>
    <message>
        <source>Click the stock, or drag it to your hand, to draw.</source>
        <translation>Zum Ziehen klickst du auf den Ziehstapel oder ziehst ihn auf deine Hand.</translation>
    </message>
    <message>
        <source>Click cards to select them (Shift-click selects a range); drag them onto your melds area to lay a new meld, onto one of your melds to add them, onto the pile to take it (with the matching pair) or to discard (one card). Double-click a card to discard it.</source>
        <translation>Klick Karten an, um sie auszuwählen (Umschalt+Klick wählt einen Bereich). Zieh sie in den Bereich deiner Auslagen für eine neue Auslage, auf eine deiner Auslagen zum Anlegen, auf den Ablagestapel, um ihn aufzunehmen (mit dem passenden Paar) oder um abzuwerfen (eine Karte). Ein Doppelklick wirft eine Karte ab.</translation>
    </message>
    <message>
        <source>Drag the top discard onto one of your sequences to take just that card.</source>
        <translation>Zieh die oberste Karte des Ablagestapels auf eine deiner Folgen, um nur diese Karte zu nehmen.</translation>
    </message>
    <message>
        <source>An illegal move is refused with the reason beside the piles; nothing is lost.</source>
        <translation>Ein unerlaubter Zug wird abgelehnt, der Grund steht neben den Stapeln; dabei geht nichts verloren.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your melds of this turn; H asks for a hint.</source>
        <translation>Strg+Z nimmt deine Auslagen in diesem Zug zurück; H gibt einen Tipp.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Mindestwert</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Parteien</translation>
    </message>
    <message>
        <source>Wild cards, 3s and card values</source>
        <translation>Wilde Karten, Dreien und Kartenwerte</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Groups and canastas</source>
        <translation>Gruppen und Canastas</translation>
    </message>
    <message>
        <source>Sequences and sambas</source>
        <translation>Folgen und Sambas</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld</source>
        <translation>Die Erstauslage deiner Partei</translation>
    </message>
    <message>
        <source>Taking the discard pile</source>
        <translation>Den Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>Red and black 3s</source>
        <translation>Rote und schwarze Dreien</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Wenn der Ziehstapel leer ist</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Abrechnung einer Runde</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelvarianten</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>So spielst du hier</translation>
    </message>
    <message>
        <source>Rules of Samba</source>
        <translation>Samba-Regeln</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Ziehstapel ziehen</translation>
    </message>
    <message>
        <source>Take the discard pile (with the selected or matching pair)</source>
        <translation>Ablagestapel aufnehmen (mit dem gewählten oder passenden Paar)</translation>
    </message>
    <message>
        <source>Meld the selected cards (or lay the staged first meld)</source>
        <translation>Gewählte Karten auslegen (oder die vorbereitete Erstauslage)</translation>
    </message>
    <message>
        <source>Play the yellow button: the hint just shown, else what the table suggests (with no yellow button, meld)</source>
        <translation>Den gelben Vorschlag ausführen: den eben gezeigten Tipp, sonst den Vorschlag des Tisches (ohne gelbe Schaltfläche: auslegen)</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Gewählte Karte abwerfen</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Diese Liste der Tasten</translation>
    </message>
    <message>
        <source>Hand viewer: one move back or forward</source>
        <translation>Runden-Betrachter: einen Zug zurück oder vor</translation>
    </message>
    <message>
        <source>Hand viewer: the deal or the end of the hand</source>
        <translation>Runden-Betrachter: zum Geben oder zum Ende der Runde</translation>
    </message>
    <message>
        <source>Hand viewer: the previous or next flagged move</source>
        <translation>Runden-Betrachter: vorheriger oder nächster markierter Zug</translation>
    </message>
    <message>
        <source>Hand viewer: close it</source>
        <translation>Runden-Betrachter schließen</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>Discard that card</source>
        <translation>Diese Karte abwerfen</translation>
    </message>
    <message>
        <source>Deal the next hand (once the hand&apos;s summary was shown)</source>
        <translation>Die nächste Runde austeilen (sobald die Rundenübersicht gezeigt wurde)</translation>
    </message>
    <message>
        <source>Pass (keep your last card)</source>
        <translation>Passen (letzte Karte behalten)</translation>
    </message>
    <message>
        <source>Lay a red 3</source>
        <translation>Rote 3 auslegen</translation>
    </message>
    <message>
        <source>Ask your partner “May I go out?”</source>
        <translation>Partner fragen: „Darf ich ausmachen?“</translation>
    </message>
    <message>
        <source>Answer your partner yes or no</source>
        <translation>Dem Partner mit Ja oder Nein antworten</translation>
    </message>
    <message>
        <source>Undo your last meld this turn</source>
        <translation>Letzte Auslage dieses Zugs zurücknehmen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Sort the hand by suit or by rank</source>
        <translation>Hand nach Farbe oder Rang sortieren</translation>
    </message>
    <message>
        <source>Move the keyboard cursor along your hand</source>
        <translation>Tastaturcursor über die Hand bewegen</translation>
    </message>
    <message>
        <source>The keyboard cursor to the first or the last card (with Shift, the arrows and these select as they go)</source>
        <translation>Tastaturcursor auf die erste oder letzte Karte (mit Umschalt wählen die Pfeiltasten und diese Tasten dabei die überquerten Karten aus)</translation>
    </message>
    <message>
        <source>Select or unselect the card under the cursor</source>
        <translation>Karte unter dem Cursor wählen oder abwählen</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Save the game as a file</source>
        <translation>Spiel als Datei speichern</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, the three-deck Canasta game, played offline against computer opponents.&lt;/p&gt;&lt;p&gt;Card art: svg-cards by David Bellot (LGPL-2.1) and cards drawn for this project; fonts: DejaVu.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, das Canasta mit drei Kartenspielen – offline gegen Computergegner gespielt.&lt;/p&gt;&lt;p&gt;Kartenbilder: svg-cards von David Bellot (LGPL-2.1) und für dieses Projekt gezeichnete Karten; Schriften: DejaVu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>the releases page</source>
        <translation>die Seite mit den Veröffentlichungen</translation>
    </message>
    <message>
        <source>New versions and the installers: {link}</source>
        <translation>Neue Versionen und die Installationsprogramme: {link}</translation>
    </message>
    <message>
        <source>Version {version} is available.</source>
        <translation>Version {version} ist erschienen.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message>
        <source>It is the only move you can make.</source>
        <translation>Es ist der einzige Zug, den du machen kannst.</translation>
    </message>
    <message>
        <source>It gives your side the better chance to win the game ({win}% against {alt_win}% if you hold back).</source>
        <translation>Das gibt deiner Partei die besseren Chancen, das Spiel zu gewinnen ({win}&#xa0;% gegen {alt_win}&#xa0;%, wenn du abwartest).</translation>
    </message>
    <message>
        <source>Do not go out yet: holding back gives your side the better chance to win the game ({win}% against {alt_win}% if you go out now).</source>
        <translation>Mach noch nicht aus: Abwarten gibt deiner Partei die besseren Chancen, das Spiel zu gewinnen ({win}&#xa0;% gegen {alt_win}&#xa0;%, wenn du jetzt ausmachst).</translation>
    </message>
    <message numerus="yes">
        <source>This play is worth about %Ln point(s) more here than the obvious one.</source>
        <translation>
            <numerusform>Dieser Zug ist hier etwa %Ln Punkt mehr wert als der naheliegende.</numerusform>
            <numerusform>Dieser Zug ist hier etwa %Ln Punkte mehr wert als der naheliegende.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing {cards} is worth about %Ln point(s) more here than the obvious play.</source>
        <translation>
            <numerusform>Spiel {cards}: Das ist hier etwa %Ln Punkt mehr wert als der naheliegende Zug.</numerusform>
            <numerusform>Spiel {cards}: Das ist hier etwa %Ln Punkte mehr wert als der naheliegende Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, about {gain} more than two cards from the stock.</source>
        <translation>
            <numerusform>Im Stapel liegt %n Karte im Wert von {points}, etwa {gain} mehr als zwei Karten vom Ziehstapel.</numerusform>
            <numerusform>Im Stapel liegen %n Karten im Wert von {points}, etwa {gain} mehr als zwei Karten vom Ziehstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, and taking it completes your first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Im Stapel liegt %n Karte im Wert von {points}; nimmst du ihn auf, ist deine Erstauslage komplett (Mindestwert {minimum}).</numerusform>
            <numerusform>Im Stapel liegen %n Karten im Wert von {points}; nimmst du ihn auf, ist deine Erstauslage komplett (Mindestwert {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s): about {gain} more than drawing.</source>
        <translation>
            <numerusform>Deine Folge wächst auf %n Karte: etwa {gain} mehr wert als Ziehen.</numerusform>
            <numerusform>Deine Folge wächst auf %n Karten: etwa {gain} mehr wert als Ziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold no natural pair of the top card {top}.</source>
        <translation>Du hast kein natürliches Paar zur obersten Karte {top}.</translation>
    </message>
    <message numerus="yes">
        <source>The pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Der Stapel mit %n Karte ist durch {top} gesperrt.</numerusform>
            <numerusform>Der Stapel mit %n Karten ist durch {top} gesperrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>Your pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Dein Paar zur obersten Karte {top} erreicht den Mindestwert der Erstauslage ({minimum}) nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile of %n card(s) is worth about {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Den Stapel mit %n Karte aufzunehmen ist etwa {loss} weniger wert als zwei Karten vom Ziehstapel.</numerusform>
            <numerusform>Den Stapel mit %n Karten aufzunehmen ist etwa {loss} weniger wert als zwei Karten vom Ziehstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>It counts 100 points for your side.</source>
        <translation>Sie zählt 100 Punkte für deine Partei.</translation>
    </message>
    <message>
        <source>Worth {value} together, they reach your first meld&apos;s minimum of {minimum}.</source>
        <translation>Zusammen {value} wert, erreichen sie den Mindestwert deiner Erstauslage ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>These %n card(s) count for your side once laid; left in your hand, they would count against you when the hand ends.</source>
        <translation>
            <numerusform>Ausgelegt zählt diese Karte für deine Partei; auf der Hand würde sie am Ende der Runde gegen dich zählen.</numerusform>
            <numerusform>Ausgelegt zählen diese %n Karten für deine Partei; auf der Hand würden sie am Ende der Runde gegen dich zählen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a canasta of %n card(s).</source>
        <translation>
            <numerusform>Damit ist ein Canasta aus %n Karte fertig.</numerusform>
            <numerusform>Damit ist ein Canasta aus %n Karten fertig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a samba of %n card(s).</source>
        <translation>
            <numerusform>Damit ist eine Samba aus %n Karte fertig.</numerusform>
            <numerusform>Damit ist eine Samba aus %n Karten fertig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s), on its way to a samba.</source>
        <translation>
            <numerusform>Deine Folge wächst auf %n Karte, auf dem Weg zur Samba.</numerusform>
            <numerusform>Deine Folge wächst auf %n Karten, auf dem Weg zur Samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your group grows to %n card(s), on its way to a canasta.</source>
        <translation>
            <numerusform>Deine Gruppe wächst auf %n Karte, auf dem Weg zum Canasta.</numerusform>
            <numerusform>Deine Gruppe wächst auf %n Karten, auf dem Weg zum Canasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together they make one group of %n card(s).</source>
        <translation>
            <numerusform>Zusammen ergeben sie eine Gruppe aus %n Karte.</numerusform>
            <numerusform>Zusammen ergeben sie eine Gruppe aus %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side scores about {ours} on this hand against {theirs} for the best other side.</source>
        <translation>Deine Partei bekommt in dieser Runde etwa {ours} gegen {theirs} für die beste andere Partei.</translation>
    </message>
    <message>
        <source>Your partner said yes, so you must.</source>
        <translation>Dein Partner hat Ja gesagt, also musst du ausmachen.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n card(s) left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>
            <numerusform>Im Ziehstapel ist nur noch %n Karte, oder die Gegner können ausmachen; deine Partei bekommt etwa {ours} gegen {theirs}.</numerusform>
            <numerusform>Im Ziehstapel sind nur noch %n Karten, oder die Gegner können ausmachen; deine Partei bekommt etwa {ours} gegen {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can go out, and your partner still holds %n card(s).</source>
        <translation>
            <numerusform>Du kannst ausmachen, und dein Partner hat noch %n Karte.</numerusform>
            <numerusform>Du kannst ausmachen, und dein Partner hat noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>If you went out now, your side would score only about {ours} against {theirs}.</source>
        <translation>Jetzt auszumachen brächte deiner Partei nur etwa {ours} gegen {theirs}.</translation>
    </message>
    <message>
        <source>It is the cheapest card to give away: {other_card} would cost more.</source>
        <translation>Sie ist die billigste Karte zum Hergeben: {other_card} würde mehr kosten.</translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Im Stapel liegt %n Karte, und der nächste Spieler kann ihn nicht aufnehmen, solange eine schwarze Drei obenauf liegt.</numerusform>
            <numerusform>Im Stapel liegen %n Karten, und der nächste Spieler kann ihn nicht aufnehmen, solange eine schwarze Drei obenauf liegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next player holds a pair of it with a chance of only {chance}%, and {other_card} is riskier.</source>
        <translation>Die Chance, dass der nächste Spieler ein Paar dazu hat, liegt nur bei {chance}&#xa0;%, und {other_card} ist riskanter.</translation>
    </message>
    <message numerus="yes">
        <source>It blocks the pile of %n card(s): every other card is too useful or too dangerous to give away.</source>
        <translation>
            <numerusform>Sie sperrt den Stapel mit %n Karte: Jede andere Karte ist zu nützlich oder zu gefährlich zum Hergeben.</numerusform>
            <numerusform>Sie sperrt den Stapel mit %n Karten: Jede andere Karte ist zu nützlich oder zu gefährlich zum Hergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>It keeps the pair that the other discard would break.</source>
        <translation>So bleibt dir das Paar erhalten, das du sonst auseinanderreißen würdest.</translation>
    </message>
    <message>
        <source>You keep {card}, your last card: your side may not go out yet.</source>
        <translation>Du behältst {card}, deine letzte Karte: Deine Partei darf noch nicht ausmachen.</translation>
    </message>
    <message numerus="yes">
        <source>You still hold a red 3; it would cost your side %Ln point(s).</source>
        <translation>
            <numerusform>Du hast noch eine rote Drei; sie würde deine Partei %Ln Punkt kosten.</numerusform>
            <numerusform>Du hast noch eine rote Drei; sie würde deine Partei %Ln Punkte kosten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand holds only %Ln point(s).</source>
        <translation>
            <numerusform>Deine Hand zählt nur %Ln Punkt.</numerusform>
            <numerusform>Deine Hand zählt nur %Ln Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even with the %Ln point(s) in your hand your side stays about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Auch mit dem einen Punkt auf der Hand bleibt deine Partei in dieser Runde etwa {margin} vorn.</numerusform>
            <numerusform>Auch mit den %Ln Punkten auf der Hand bleibt deine Partei in dieser Runde etwa {margin} vorn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln point(s) in your hand would leave your side only {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Mit dem einen Punkt auf der Hand läge deine Partei in dieser Runde nur {margin} vorn.</numerusform>
            <numerusform>Mit den %Ln Punkten auf der Hand läge deine Partei in dieser Runde nur {margin} vorn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing clearly better stands out here: this is the solid play.</source>
        <translation>Nichts ist hier deutlich besser: Das ist der solide Zug.</translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (discarding {other_card}).</source>
        <translation>
            <numerusform>Das ist hier etwa %Ln Punkt mehr wert als der naheliegende Zug ({other_card} abwerfen).</numerusform>
            <numerusform>Das ist hier etwa %Ln Punkte mehr wert als der naheliegende Zug ({other_card} abwerfen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (laying {other_cards}).</source>
        <translation>
            <numerusform>Das ist hier etwa %Ln Punkt mehr wert als der naheliegende Zug ({other_cards} auslegen).</numerusform>
            <numerusform>Das ist hier etwa %Ln Punkte mehr wert als der naheliegende Zug ({other_cards} auslegen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (drawing from the stock).</source>
        <translation>
            <numerusform>Das ist hier etwa %Ln Punkt mehr wert als der naheliegende Zug (vom Ziehstapel ziehen).</numerusform>
            <numerusform>Das ist hier etwa %Ln Punkte mehr wert als der naheliegende Zug (vom Ziehstapel ziehen).</numerusform>
        </translation>
    </message>
    <message>
        <source>This answer gives your side the better chance to win the game ({win}% against {alt_win}%).</source>
        <translation>Diese Antwort gibt deiner Partei die besseren Chancen, das Spiel zu gewinnen ({win}&#xa0;% gegen {alt_win}&#xa0;%).</translation>
    </message>
    <message>
        <source>The next step of this turn&apos;s plan ({step} of {steps}).</source>
        <translation>Der nächste Schritt des Plans für diesen Zug ({step} von {steps}).</translation>
    </message>
    <message>
        <source>A safe move: nothing better fits here.</source>
        <translation>Ein sicherer Zug: Etwas Besseres bietet sich hier nicht an.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>That is not a move.</source>
        <translation>Das ist kein Zug.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next hand.</source>
        <translation>Die Runde ist vorbei: Teil für die nächste Runde aus.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Waiting for the partner&apos;s answer to “May I go out?”.</source>
        <translation>Warte auf die Antwort des Partners auf „Darf ich ausmachen?“.</translation>
    </message>
    <message>
        <source>Nobody has asked you a question.</source>
        <translation>Niemand hat dich etwas gefragt.</translation>
    </message>
    <message>
        <source>Draw first: take two cards from the stock, or take from the discard pile.</source>
        <translation>Zieh zuerst: Nimm zwei Karten vom Ziehstapel oder nimm vom Ablagestapel.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du hast in diesem Zug schon gezogen.</translation>
    </message>
    <message>
        <source>You don&apos;t have {cards} in your hand.</source>
        <translation>Du hast {cards} nicht auf der Hand.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>Eine Auslage braucht mindestens drei Karten.</translation>
    </message>
    <message>
        <source>Red 3s are never part of a meld: lay them in front of you instead.</source>
        <translation>Rote Dreien gehören nie in eine Auslage: Leg sie stattdessen vor dir aus.</translation>
    </message>
    <message>
        <source>Black 3s may be melded only when you go out.</source>
        <translation>Schwarze Dreien darfst du nur beim Ausmachen auslegen.</translation>
    </message>
    <message>
        <source>Black 3s can only be melded together, with no other cards and no wild cards.</source>
        <translation>Schwarze Dreien werden nur unter sich ausgelegt, ohne andere Karten und ohne wilde Karten.</translation>
    </message>
    <message>
        <source>A meld of black 3s must leave you with at most one card, and then you go out.</source>
        <translation>Nach einer Auslage aus schwarzen Dreien darfst du höchstens noch eine Karte haben – und dann machst du aus.</translation>
    </message>
    <message>
        <source>A meld needs natural cards (melds of wild cards only are allowed with the Bolivia option).</source>
        <translation>Eine Auslage braucht natürliche Karten (Auslagen nur aus wilden Karten gibt es nur mit der Bolivia-Variante).</translation>
    </message>
    <message>
        <source>A meld of wild cards holds at most seven cards.</source>
        <translation>Eine Auslage aus wilden Karten hat höchstens sieben Karten.</translation>
    </message>
    <message>
        <source>A group may hold at most two wild cards.</source>
        <translation>Eine Gruppe darf höchstens zwei wilde Karten enthalten.</translation>
    </message>
    <message>
        <source>A group needs at least twice as many natural cards as wild cards.</source>
        <translation>Eine Gruppe braucht mindestens doppelt so viele natürliche wie wilde Karten.</translation>
    </message>
    <message>
        <source>Wild cards and 3s can&apos;t be part of a sequence.</source>
        <translation>Wilde Karten und Dreien gehören nie in eine Folge.</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank, or cards of one suit in unbroken order.</source>
        <translation>Eine Auslage besteht entweder aus Karten eines Rangs oder aus Karten einer Farbe in lückenloser Reihe.</translation>
    </message>
    <message>
        <source>A sequence must run in unbroken order, with no gaps (aces are high only).</source>
        <translation>Eine Folge muss lückenlos sein (das Ass zählt nur hoch).</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two cards of the same rank.</source>
        <translation>Eine Folge kann keine zwei Karten desselben Rangs enthalten.</translation>
    </message>
    <message>
        <source>A sequence has at most seven cards: seven make a samba.</source>
        <translation>Eine Folge hat höchstens sieben Karten: Sieben ergeben eine Samba.</translation>
    </message>
    <message>
        <source>Choose the cards first.</source>
        <translation>Wähl zuerst die Karten.</translation>
    </message>
    <message>
        <source>That meld does not belong to your side.</source>
        <translation>Diese Auslage gehört nicht deiner Partei.</translation>
    </message>
    <message>
        <source>A samba is closed: it takes no more cards.</source>
        <translation>Eine Samba ist geschlossen: Es kommen keine Karten mehr dazu.</translation>
    </message>
    <message>
        <source>A bolivia is closed: it takes no more cards.</source>
        <translation>Eine Bolivia ist geschlossen: Es kommen keine Karten mehr dazu.</translation>
    </message>
    <message>
        <source>No card can be added to a meld of black 3s.</source>
        <translation>An eine Auslage aus schwarzen Dreien kann nichts angelegt werden.</translation>
    </message>
    <message>
        <source>Only {rank}s and wild cards can be added to this group.</source>
        <translation>An diese Gruppe passen nur Karten vom Rang {rank} und wilde Karten.</translation>
    </message>
    <message>
        <source>Only wild cards can be added to a meld of wild cards.</source>
        <translation>An eine Auslage aus wilden Karten passen nur wilde Karten.</translation>
    </message>
    <message>
        <source>Only {suit} in unbroken order can extend this sequence.</source>
        <translation>Diese Folge lässt sich nur mit {suit} in lückenloser Reihe verlängern.</translation>
    </message>
    <message>
        <source>Choose two different melds to merge.</source>
        <translation>Wähl zwei verschiedene Auslagen zum Zusammenlegen.</translation>
    </message>
    <message>
        <source>Only two groups of the same rank can be merged.</source>
        <translation>Zusammenlegen lassen sich nur zwei Gruppen desselben Rangs.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a {card} is on top.</source>
        <translation>Der Stapel ist gesperrt: Solange oben {card} liegt, darf ihn niemand nehmen.</translation>
    </message>
    <message>
        <source>You need two natural {rank}s from your hand to take the pile.</source>
        <translation>Um den Stapel aufzunehmen, brauchst du zwei natürliche Karten vom Rang {rank} aus deiner Hand.</translation>
    </message>
    <message>
        <source>Only natural {rank}s and wild cards can join the top card in the new group.</source>
        <translation>In der neuen Gruppe dürfen zur obersten Karte nur natürliche Karten vom Rang {rank} und wilde Karten hinzukommen.</translation>
    </message>
    <message>
        <source>The top card can be taken alone only to extend one of your side&apos;s sequences.</source>
        <translation>Die oberste Karte allein darfst du nur nehmen, um eine Folge deiner Partei zu verlängern.</translation>
    </message>
    <message>
        <source>The {card} doesn&apos;t extend that sequence at either end.</source>
        <translation>{card} passt an keines der beiden Enden dieser Folge.</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld must be worth at least {minimum}; this one is worth {value}.</source>
        <translation>Die Erstauslage deiner Partei muss mindestens {minimum} wert sein; diese ist {value} wert.</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds (canastas or sambas).</source>
        <translation>Deine Partei darf noch nicht ausmachen: Sie braucht zwei Siebener-Auslagen (Canastas oder Sambas).</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds, at least one of them a samba.</source>
        <translation>Deine Partei darf noch nicht ausmachen: Sie braucht zwei Siebener-Auslagen, davon mindestens eine Samba.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Dein Partner hat Nein gesagt: In diesem Zug darfst du nicht ausmachen.</translation>
    </message>
    <message>
        <source>Until your side may go out you must keep two cards after melding.</source>
        <translation>Solange deine Partei nicht ausmachen darf, musst du nach dem Auslegen zwei Karten behalten.</translation>
    </message>
    <message>
        <source>Your partner said yes: you must go out this turn.</source>
        <translation>Dein Partner hat Ja gesagt: Du musst in diesem Zug ausmachen.</translation>
    </message>
    <message>
        <source>You can pass only with a single card left, when you may not go out.</source>
        <translation>Passen darfst du nur mit einer einzigen Karte, wenn du nicht ausmachen darfst.</translation>
    </message>
    <message>
        <source>Red 3s are laid automatically in this game.</source>
        <translation>In diesem Spiel werden rote Dreien automatisch ausgelegt.</translation>
    </message>
    <message>
        <source>You have no red 3 to lay.</source>
        <translation>Du hast keine rote 3 zum Auslegen.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Keep at least one card in your hand: meld or discard your last card.</source>
        <translation>Behalte mindestens eine Karte auf der Hand: Leg deine letzte Karte aus oder wirf sie ab.</translation>
    </message>
    <message>
        <source>You have no partner to ask in this game.</source>
        <translation>In diesem Spiel hast du keinen Partner, den du fragen kannst.</translation>
    </message>
    <message>
        <source>You have already asked your partner this turn.</source>
        <translation>Du hast deinen Partner in diesem Zug schon gefragt.</translation>
    </message>
    <message>
        <source>You can ask only when your side has its two 7-card melds.</source>
        <translation>Fragen kannst du erst, wenn deine Partei ihre zwei Siebener-Auslagen hat.</translation>
    </message>
    <message>
        <source>Ask your partner after drawing, before you meld out.</source>
        <translation>Frag deinen Partner nach dem Ziehen, bevor du alles auslegst.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveWords</name>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Good idea, but not in this lesson. {what}</source>
        <translation>Gute Idee, aber nicht in dieser Lektion. {what}</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Zwei Karten ziehen</translation>
    </message>
    <message>
        <source>The first meld&apos;s minimum</source>
        <translation>Der Mindestwert der Erstauslage</translation>
    </message>
    <message>
        <source>A sequence</source>
        <translation>Eine Folge</translation>
    </message>
    <message>
        <source>Taking the pile with a natural pair</source>
        <translation>Den Stapel mit einem natürlichen Paar aufnehmen</translation>
    </message>
    <message>
        <source>A canasta and a samba</source>
        <translation>Ein Canasta und eine Samba</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Rote Dreien</translation>
    </message>
    <message>
        <source>Asking your partner</source>
        <translation>Den Partner fragen</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Every turn begins with a draw. Click the stock (or press D): you draw two cards.</source>
        <translation>Jeder Zug beginnt mit dem Ziehen. Klick auf den Ziehstapel (oder drück D): Du ziehst zwei Karten.</translation>
    </message>
    <message>
        <source>Your side has not melded yet this hand, so its first meld must be worth at least 50 points. Aces count 20 each: select {cards} and drag them onto your side&apos;s melds (or press M).</source>
        <translation>Deine Partei hat in dieser Runde noch nicht ausgelegt, also muss ihre Erstauslage mindestens 50 Punkte wert sein. Asse zählen je 20: Wähl {cards} und zieh sie zu den Auslagen deiner Partei (oder drück M).</translation>
    </message>
    <message>
        <source>The aces are ready: 60 points, enough for the first meld. Press Meld (M) to lay them.</source>
        <translation>Die Asse liegen bereit: 60 Punkte, genug für die Erstauslage. Drück Auslegen (M), um sie auszulegen.</translation>
    </message>
    <message>
        <source>A sequence is three to seven cards of one suit in a row, without wild cards. Now that your side has melded, lay {cards} as a new meld: drag them onto your side&apos;s melds (or press M).</source>
        <translation>Eine Folge sind drei bis sieben Karten einer Farbe in lückenloser Reihe, ohne wilde Karten. Deine Partei hat nun ausgelegt: Leg {cards} als neue Auslage aus, indem du sie zu den Auslagen deiner Partei ziehst (oder drück M).</translation>
    </message>
    <message>
        <source>A turn ends with a discard. Drag {cards} onto the discard pile (or double-click it).</source>
        <translation>Ein Zug endet mit dem Abwerfen. Zieh {cards} auf den Ablagestapel (oder doppelklick auf die Karte).</translation>
    </message>
    <message>
        <source>East discarded a queen, and you hold two natural queens: you may take the whole pile. Drag {cards} onto the pile (or press T). The three queens become a meld; the rest of the pile goes into your hand.</source>
        <translation>Ost hat eine Dame abgeworfen, und du hast zwei natürliche Damen: Du darfst den ganzen Stapel aufnehmen. Zieh {cards} auf den Stapel (oder drück T). Die drei Damen werden eine Auslage, der Rest des Stapels kommt auf deine Hand.</translation>
    </message>
    <message>
        <source>Seven cards of one rank make a canasta; without wild cards it is a pure canasta, worth 500. Add {cards} to your queens.</source>
        <translation>Sieben Karten eines Rangs sind ein Canasta; ohne wilde Karten ein reiner Canasta, 500 Punkte wert. Leg {cards} an deine Damen an.</translation>
    </message>
    <message>
        <source>Seven cards of one suit in a row make a samba, worth 1,500. Add {cards} to your hearts at both ends.</source>
        <translation>Sieben Karten einer Farbe in Reihe sind eine Samba, 1.500 Punkte wert. Leg {cards} an beiden Enden an deine Herz-Folge an.</translation>
    </message>
    <message>
        <source>A red 3 never goes into a meld: lay it in front of you with Red 3 (R). Now that your side has two 7-card melds, each red 3 laid counts 100; one still in your hand when the hand ends costs 750.</source>
        <translation>Eine rote Drei kommt nie in eine Auslage: Leg sie mit Rote 3 (R) vor dir aus. Da deine Partei nun zwei 7er-Auslagen hat, zählt jede ausgelegte rote Drei 100; eine, die am Ende der Runde noch auf der Hand ist, kostet 750.</translation>
    </message>
    <message>
        <source>Discard {cards} to end your turn.</source>
        <translation>Wirf {cards} ab, um deinen Zug zu beenden.</translation>
    </message>
    <message>
        <source>Your turn again: draw two cards from the stock.</source>
        <translation>Du bist wieder am Zug: Zieh zwei Karten vom Ziehstapel.</translation>
    </message>
    <message>
        <source>With a canasta and a samba your side may go out, and your cards fit. With a partner you may ask first: press Ask partner (A).</source>
        <translation>Mit einem Canasta und einer Samba darf deine Partei ausmachen, und deine Karten passen. Mit einem Partner darfst du vorher fragen: Drück Fragen (A).</translation>
    </message>
    <message>
        <source>Go out: lay {cards} as a new meld.</source>
        <translation>Mach aus: Leg {cards} als neue Auslage aus.</translation>
    </message>
    <message>
        <source>Discard your last card, {cards}: you are out and the hand ends.</source>
        <translation>Wirf deine letzte Karte ab, {cards}: Du hast ausgemacht, und die Runde endet.</translation>
    </message>
    <message>
        <source>Well played: you went out, and your side scores the canasta, the samba, the red 3 and going out. That is a whole hand of Samba. Leave the lesson to play a real game.</source>
        <translation>Gut gespielt: Du hast ausgemacht, und deine Partei bekommt Punkte für den Canasta, die Samba, die rote Drei und das Ausmachen. Das war eine ganze Runde Samba. Verlass die Lektion, um ein echtes Spiel zu spielen.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Show me (H)</source>
        <translation>Zeig es mir (H)</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Learn to play — Samba Desktop</source>
        <translation>Spielen lernen — Samba Desktop</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <source>Start this step &amp;again</source>
        <translation>Diesen Schritt &amp;neu beginnen</translation>
    </message>
    <message>
        <source>Start the lesson &amp;over</source>
        <translation>Lektion von &amp;vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>Lektion &amp;verlassen</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lektion abgeschlossen</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du hast ausgemacht!</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Your partner thinks about your question…</source>
        <translation>Dein Partner denkt über deine Frage nach…</translation>
    </message>
    <message>
        <source>The others play their turns…</source>
        <translation>Die anderen sind am Zug…</translation>
    </message>
    <message>
        <source>Not quite: try the marked cards.</source>
        <translation>Nicht ganz: Versuch es mit den markierten Karten.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Tis&amp;ch eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einen Tisch &amp;setzen…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>&amp;Rundenübersicht</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Sort hand by &amp;suit</source>
        <translation>Hand nach &amp;Farbe sortieren</translation>
    </message>
    <message>
        <source>Sort hand by &amp;rank</source>
        <translation>Hand nach &amp;Rang sortieren</translation>
    </message>
    <message>
        <source>Computer s&amp;peed</source>
        <translation>&amp;Tempo der Computer</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;About Samba Desktop</source>
        <translation>Ü&amp;ber Samba Desktop</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Hand sortieren</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <extracomment>the action bar&apos;s heading when a move is refused; the reason is shown beside it</extracomment>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>{name} says: yes, go out!</source>
        <translation>{name} sagt: Ja, mach aus!</translation>
    </message>
    <message>
        <source>{name} says: no, not yet.</source>
        <translation>{name} sagt: Nein, noch nicht.</translation>
    </message>
    <message>
        <source>But your hand cannot be emptied this turn: play on and discard as usual.</source>
        <translation>Aber deine Hand lässt sich in diesem Zug nicht leeren: Spiel weiter und wirf wie gewohnt ab.</translation>
    </message>
    <message>
        <source>Hint: </source>
        <translation>Tipp: </translation>
    </message>
    <message>
        <source>No hand is finished yet.</source>
        <translation>Noch ist keine Runde zu Ende.</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Deal the next hand: Next hand (Enter). Game ▸ Hand summary shows this hand&apos;s result again.</source>
        <translation>Teil die nächste Runde aus: Nächste Runde (Enter). Spiel ▸ Rundenübersicht zeigt das Ergebnis dieser Runde noch einmal.</translation>
    </message>
    <message>
        <source>See the score, then deal the next hand.</source>
        <translation>Sieh dir die Punkte an und teil dann für die nächste Runde aus.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Starte ein neues Spiel über das Menü „Spiel“.</translation>
    </message>
    <message>
        <source>{name} asks: “May I go out?”</source>
        <translation>{name} fragt: „Darf ich ausmachen?“</translation>
    </message>
    <message>
        <source>Answer yes (Y) or no (N). Your answer binds for this turn.</source>
        <translation>Antworte mit Ja (Y) oder Nein (N). Die Antwort gilt für diesen Zug.</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} ist abwesend</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Warten auf {name}</translation>
    </message>
    <message>
        <source>{name} plays on their own computer.</source>
        <translation>{name} spielt am eigenen Computer.</translation>
    </message>
    <message>
        <source>Their seat is kept; a computer plays it if they do not come back soon.</source>
        <translation>Der Platz wird freigehalten. Wer nicht bald zurückkommt, wird vom Computer vertreten.</translation>
    </message>
    <message>
        <source>Waiting for a friend to take this seat</source>
        <translation>Warten, bis ein Freund diesen Platz einnimmt</translation>
    </message>
    <message>
        <source>The table goes on when someone joins with the link.</source>
        <translation>Es geht weiter, sobald sich jemand mit dem Link dazusetzt.</translation>
    </message>
    <message>
        <source>Your turn — draw or take the pile</source>
        <translation>Du bist dran – zieh oder nimm den Stapel</translation>
    </message>
    <message>
        <source>Draw 2 from the stock, or take the pile with your pair.</source>
        <translation>Zieh 2 vom Ziehstapel oder nimm den Stapel mit deinem Paar auf.</translation>
    </message>
    <message>
        <source>Click the stock or drag it to your hand to draw 2 cards.</source>
        <translation>Klick auf den Ziehstapel oder zieh ihn auf deine Hand, um 2 Karten zu ziehen.</translation>
    </message>
    <message>
        <source>Your turn — meld or discard</source>
        <translation>Du bist dran – leg aus oder wirf ab</translation>
    </message>
    <message>
        <source>First meld: {value} staged, {minimum} needed. Add more, then Lay down (M).</source>
        <translation>Erstauslage: {value} vorbereitet, {minimum} nötig. Leg mehr dazu, dann „Auslegen“ (M).</translation>
    </message>
    <message>
        <source>Drag cards to your melds area to build your first meld ({minimum} needed), or discard.</source>
        <translation>Zieh Karten in deinen Auslagebereich für die Erstauslage ({minimum} nötig) oder wirf ab.</translation>
    </message>
    <message>
        <source>One card left and you may not go out yet: pass.</source>
        <translation>Nur noch eine Karte, und du darfst noch nicht ausmachen: Passe.</translation>
    </message>
    <message>
        <source>Drag cards to your melds; discard (double-click) to end the turn.</source>
        <translation>Zieh Karten zu deinen Auslagen; wirf ab (Doppelklick), um den Zug zu beenden.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Warten auf den Spielbeginn</translation>
    </message>
    <message>
        <source>Friends join with the link in the lobby; press Start there when everyone is here.</source>
        <translation>Freunde setzen sich mit dem Link aus dem Fenster „Dein Tisch“ dazu; klick dort auf Starten, wenn alle da sind.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>Der Gastgeber startet das Spiel, sobald alle da sind.</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>Computer moves are shown one by one (View ▸ Computer speed).</source>
        <translation>Die Züge der Computer werden einzeln gezeigt (Ansicht ▸ Tempo der Computer).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Gespeichert als {name}.</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>About Samba Desktop</source>
        <translation>Über Samba Desktop</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The game goes on; nothing else was changed.</source>
        <translation>Das Spiel geht weiter; sonst wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Delete all recorded games and hands?</source>
        <translation>Alle aufgezeichneten Spiele und Runden löschen?</translation>
    </message>
    <message>
        <source>Your statistics start again from zero. This cannot be undone.</source>
        <translation>Deine Statistik beginnt wieder bei null. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Saved {when}, hand {hand}.</source>
        <translation>Gespeichert am {when}, Runde {hand}.</translation>
    </message>
    <message>
        <source>Starting a new game gives this one up.</source>
        <translation>Wenn du ein neues Spiel beginnst, gibst du dieses auf.</translation>
    </message>
    <message>
        <source>Continue your unfinished game?</source>
        <translation>Dein angefangenes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Everyone plays alone.</source>
        <translation>Jeder spielt für sich.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other and score together: seats {groups}.</source>
        <translation>Partner sitzen sich gegenüber und punkten gemeinsam: Plätze {groups}.</translation>
    </message>
</context>
<context>
    <name>OutlookPanel</name>
    <message>
        <source>Samba {span}: still possible</source>
        <translation>Samba {span}: noch möglich</translation>
    </message>
    <message>
        <source>Samba {span}: no longer possible</source>
        <translation>Samba {span}: nicht mehr möglich</translation>
    </message>
    <message>
        <source>All three copies are in other melds: {cards}</source>
        <translation>Alle drei Exemplare liegen in anderen Auslagen: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s sequence {seq}: %n more card(s) to this samba</source>
        <translation>
            <numerusform>Folge deiner Partei {seq}: noch %n Karte bis zu dieser Samba</numerusform>
            <numerusform>Folge deiner Partei {seq}: noch %n Karten bis zu dieser Samba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unseen)</source>
        <translation>
            <numerusform>{card} (%n noch nicht gesehen)</numerusform>
            <numerusform>{card} (%n noch nicht gesehen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: {cards}</source>
        <translation>Es fehlen: {cards}</translation>
    </message>
    <message>
        <source>You hold or have laid a card of every rank of it.</source>
        <translation>Du hast von jedem ihrer Ränge eine Karte auf der Hand oder ausgelegt.</translation>
    </message>
    <message>
        <source>sequence {seq}: {n} to go</source>
        <translation>Folge {seq}: noch {n}</translation>
    </message>
    <message>
        <source>SAMBA OUTLOOK</source>
        <translation>SAMBA-AUSSICHTEN</translation>
    </message>
    <message>
        <source>Which of the five sambas of each suit (4–10 to 8–A) your side can still build, from what you can see. A samba is lost once all three copies of one of its cards lie in other melds.</source>
        <translation>Welche der fünf Sambas jeder Farbe (4–10 bis 8–A) deine Partei nach dem, was du siehst, noch bilden kann. Eine Samba ist verloren, sobald alle drei Exemplare einer ihrer Karten in anderen Auslagen liegen.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 20 sambas are still possible</source>
        <translation>
            <numerusform>%n der 20 Sambas ist noch möglich</numerusform>
            <numerusform>%n der 20 Sambas sind noch möglich</numerusform>
        </translation>
    </message>
    <message>
        <source>Outlook</source>
        <translation>Aussichten</translation>
    </message>
    <message>
        <source>Samba outlook</source>
        <translation>Samba-Aussichten</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Laid a red 3: each one laid counts 100 points for the side.</source>
        <translation>Eine rote Drei ausgelegt: Jede ausgelegte zählt 100 Punkte für die Partei.</translation>
    </message>
    <message>
        <source>Drew from the stock: the discard pile is empty.</source>
        <translation>Vom Ziehstapel gezogen: Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>Drew from the stock: our pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Vom Ziehstapel gezogen: Unser Paar zur obersten Karte {top} erreicht den Mindestwert der Erstauslage ({minimum}) nicht.</translation>
    </message>
    <message>
        <source>Laid our first meld, {cards}: worth {value}, the minimum is {minimum}.</source>
        <translation>Unsere Erstauslage ausgelegt, {cards}: Wert {value}, Mindestwert {minimum}.</translation>
    </message>
    <message>
        <source>Did not go out: our side would score about {ours} against {theirs}; discarded {card} instead.</source>
        <translation>Nicht ausgemacht: Unsere Partei bekäme etwa {ours} gegen {theirs}; stattdessen {card} abgeworfen.</translation>
    </message>
    <message>
        <source>Discarded {card}: the cheapest card to give away (cost {cost}; next best {other_card} at {other_cost}).</source>
        <translation>{card} abgeworfen: die billigste Karte zum Hergeben (Kosten {cost}; nächstbeste {other_card} mit {other_cost}).</translation>
    </message>
    <message>
        <source>Discarded {card}: the next player holds a pair of it with a chance of only {chance}%, and {other_card} was riskier (cost {other_cost} against {cost}).</source>
        <translation>{card} abgeworfen: Der nächste Spieler hat nur mit {chance}&#xa0;% Wahrscheinlichkeit ein Paar dazu, und {other_card} war riskanter (Kosten {other_cost} gegen {cost}).</translation>
    </message>
    <message numerus="yes">
        <source>Blocked the pile of %n card(s) by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</source>
        <translation>
            <numerusform>Den Stapel mit %n Karte gesperrt und dafür {card} abgeworfen, obwohl das eine wilde Karte ist: Jede andere Karte war zu nützlich oder zu gefährlich (der billigste andere Abwurf hätte {other_cost} gekostet).</numerusform>
            <numerusform>Den Stapel mit %n Karten gesperrt und dafür {card} abgeworfen, obwohl das eine wilde Karte ist: Jede andere Karte war zu nützlich oder zu gefährlich (der billigste andere Abwurf hätte {other_cost} gekostet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarded {card} and kept the pair it would have broken (cost {cost} against {other_cost}).</source>
        <translation>{card} abgeworfen und das Paar behalten, das sonst zerbrochen wäre (Kosten {cost} gegen {other_cost}).</translation>
    </message>
    <message>
        <source>Played a safe legal move (options: {count}): the plan did not fit.</source>
        <translation>Einen sicheren erlaubten Zug gespielt (Möglichkeiten: {count}): Der Plan passte nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Suche über %Ln simulierte Verteilung: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} mehr als die regelbasierte Wahl, {other_card} abzuwerfen (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
            <numerusform>Suche über %Ln simulierte Verteilungen: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} mehr als die regelbasierte Wahl, {other_card} abzuwerfen (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Suche über %Ln simulierte Verteilung: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} mehr als die regelbasierte Wahl, {other_cards} auszulegen (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
            <numerusform>Suche über %Ln simulierte Verteilungen: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} mehr als die regelbasierte Wahl, {other_cards} auszulegen (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Suche über %Ln simulierte Verteilung: Das brachte im Schnitt {gain} mehr als die regelbasierte Wahl, vom Ziehstapel zu ziehen (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
            <numerusform>Suche über %Ln simulierte Verteilungen: Das brachte im Schnitt {gain} mehr als die regelbasierte Wahl, vom Ziehstapel zu ziehen (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s) found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</source>
        <translation>
            <numerusform>Die Suche über %Ln simulierte Verteilung fand keinen Plan, der deutlich besser ist als die regelbasierte Wahl (verglichene Pläne: {plans}; gewonnen in {win}&#xa0;% der Verteilungen).</numerusform>
            <numerusform>Die Suche über %Ln simulierte Verteilungen fand keinen Plan, der deutlich besser ist als die regelbasierte Wahl (verglichene Pläne: {plans}; gewonnen in {win}&#xa0;% der Verteilungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>This was the only legal move.</source>
        <translation>Das war der einzige erlaubte Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln point(s)).</source>
        <translation>
            <numerusform>Dem Partner Ja gesagt: Die Stufe „Leicht“ lässt den Partner immer ausmachen (unsere Hand zählt %Ln Punkt).</numerusform>
            <numerusform>Dem Partner Ja gesagt: Die Stufe „Leicht“ lässt den Partner immer ausmachen (unsere Hand zählt %Ln Punkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This was the only legal move (%n option(s)).</source>
        <translation>
            <numerusform>Das war der einzige erlaubte Zug (%n Möglichkeit).</numerusform>
            <numerusform>Das war der einzige erlaubte Zug (%n Möglichkeiten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked one of %n legal move(s) at random.</source>
        <translation>
            <numerusform>Den einzigen erlaubten Zug gewählt (%n Möglichkeit).</numerusform>
            <numerusform>Einen von %n erlaubten Zügen zufällig gewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile of %n card(s) with {cards} from the hand.</source>
        <translation>
            <numerusform>Mit {cards} aus der Hand den Stapel mit %n Karte aufgenommen.</numerusform>
            <numerusform>Mit {cards} aus der Hand den Stapel mit %n Karten aufgenommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the top card {card} onto our sequence of %n card(s).</source>
        <translation>
            <numerusform>Die oberste Karte {card} an unsere Folge aus %n Karte angelegt.</numerusform>
            <numerusform>Die oberste Karte {card} an unsere Folge aus %n Karten angelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n card(s).</source>
        <translation>
            <numerusform>Vom Ziehstapel gezogen: Kein Paar auf der Hand passt zur obersten Karte {top} des Stapels mit %n Karte.</numerusform>
            <numerusform>Vom Ziehstapel gezogen: Kein Paar auf der Hand passt zur obersten Karte {top} des Stapels mit %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: the pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Vom Ziehstapel gezogen: Der Stapel mit %n Karte ist durch {top} gesperrt.</numerusform>
            <numerusform>Vom Ziehstapel gezogen: Der Stapel mit %n Karten ist durch {top} gesperrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n card(s) in new melds: {cards}.</source>
        <translation>
            <numerusform>%n Karte in neuen Auslagen ausgelegt: {cards}.</numerusform>
            <numerusform>%n Karten in neuen Auslagen ausgelegt: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to a meld on the table, which now holds %n card(s).</source>
        <translation>
            <numerusform>Eine Auslage auf %n Karte gebracht: {cards} angelegt.</numerusform>
            <numerusform>Eine Auslage auf %n Karten gebracht: {cards} angelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}: the card with the least use in a hand of %n card(s).</source>
        <translation>
            <numerusform>{card} abgeworfen: die am wenigsten nützliche Karte einer Hand mit %n Karte.</numerusform>
            <numerusform>{card} abgeworfen: die am wenigsten nützliche Karte einer Hand mit %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played the first of %n legal move(s): nothing better stood out.</source>
        <translation>
            <numerusform>Den einzigen erlaubten Zug gespielt (%n Möglichkeit).</numerusform>
            <numerusform>Den ersten von %n erlaubten Zügen gespielt: Nichts war deutlich besser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and the side may not go out yet.</source>
        <translation>Gepasst und {card} behalten: nur noch eine Karte, und die Partei darf noch nicht ausmachen.</translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, judged worth {gain} more than drawing two cards.</source>
        <translation>
            <numerusform>Stapel aufgenommen: %n Karte im Wert von {points}, eingeschätzt als {gain} mehr wert als zwei Karten zu ziehen.</numerusform>
            <numerusform>Stapel aufgenommen: %n Karten im Wert von {points}, eingeschätzt als {gain} mehr wert als zwei Karten zu ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, and it completes our first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Stapel aufgenommen: %n Karte im Wert von {points}; damit gelingt unsere Erstauslage (Mindestwert {minimum}).</numerusform>
            <numerusform>Stapel aufgenommen: %n Karten im Wert von {points}; damit gelingt unsere Erstauslage (Mindestwert {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took {card} from the pile onto our sequence, which grows to %n card(s); judged worth {gain} more than drawing.</source>
        <translation>
            <numerusform>{card} vom Stapel an unsere Folge angelegt, die auf %n Karte wächst; eingeschätzt als {gain} mehr wert als Ziehen.</numerusform>
            <numerusform>{card} vom Stapel an unsere Folge angelegt, die auf %n Karten wächst; eingeschätzt als {gain} mehr wert als Ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n card(s)).</source>
        <translation>
            <numerusform>Vom Ziehstapel gezogen: Wir haben kein natürliches Paar zur obersten Karte {top} (ein Stapel mit %n Karte).</numerusform>
            <numerusform>Vom Ziehstapel gezogen: Wir haben kein natürliches Paar zur obersten Karte {top} (ein Stapel mit %n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: taking the pile of %n card(s) was judged worth {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Vom Ziehstapel gezogen: Den Stapel mit %n Karte aufzunehmen wurde als {loss} weniger wert eingeschätzt als zwei Karten vom Ziehstapel.</numerusform>
            <numerusform>Vom Ziehstapel gezogen: Den Stapel mit %n Karten aufzunehmen wurde als {loss} weniger wert eingeschätzt als zwei Karten vom Ziehstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid a red 3 first: it counts 100 points (our side now has %n red 3(s) laid).</source>
        <translation>
            <numerusform>Zuerst eine rote Drei ausgelegt: Sie zählt 100 Punkte (unsere Partei hat jetzt %n rote Drei ausgelegt).</numerusform>
            <numerusform>Zuerst eine rote Drei ausgelegt: Sie zählt 100 Punkte (unsere Partei hat jetzt %n rote Dreien ausgelegt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid new melds from the hand: {cards} (%n card(s)).</source>
        <translation>
            <numerusform>Neue Auslagen aus der Hand ausgelegt: {cards} (%n Karte).</numerusform>
            <numerusform>Neue Auslagen aus der Hand ausgelegt: {cards} (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a canasta of %n card(s).</source>
        <translation>
            <numerusform>Einen Canasta aus %n Karte vollendet: {cards} angelegt.</numerusform>
            <numerusform>Einen Canasta aus %n Karten vollendet: {cards} angelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a samba of %n card(s) in sequence.</source>
        <translation>
            <numerusform>Eine Samba aus %n Karte vollendet: {cards} an die Folge angelegt.</numerusform>
            <numerusform>Eine Samba aus %n Karten vollendet: {cards} an die Folge angelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our sequence, which now holds %n card(s) toward a samba.</source>
        <translation>
            <numerusform>Unsere Folge auf %n Karte verlängert (auf dem Weg zur Samba): {cards} angelegt.</numerusform>
            <numerusform>Unsere Folge auf %n Karten verlängert (auf dem Weg zur Samba): {cards} angelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our group, which now holds %n card(s).</source>
        <translation>
            <numerusform>Unsere Gruppe auf %n Karte vergrößert: {cards} angelegt.</numerusform>
            <numerusform>Unsere Gruppe auf %n Karten vergrößert: {cards} angelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged two of our groups into one of %n card(s).</source>
        <translation>
            <numerusform>Zwei unserer Gruppen zu einer aus %n Karte zusammengelegt.</numerusform>
            <numerusform>Zwei unserer Gruppen zu einer aus %n Karten zusammengelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Ausmachen: Unsere Partei bekommt in dieser Runde etwa {ours}, die beste andere Partei {theirs}; noch %n Karte auszulegen.</numerusform>
            <numerusform>Ausmachen: Unsere Partei bekommt in dieser Runde etwa {ours}, die beste andere Partei {theirs}; noch %n Karten auszulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: the partner said yes, so we must go out now, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Ausmachen: Der Partner hat Ja gesagt, also müssen wir jetzt ausmachen; noch %n Karte auszulegen.</numerusform>
            <numerusform>Ausmachen: Der Partner hat Ja gesagt, also müssen wir jetzt ausmachen; noch %n Karten auszulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: only %n card(s) left in the stock, or the opponents can go out; our side {ours} against {theirs}.</source>
        <translation>
            <numerusform>Ausmachen: Im Ziehstapel liegt nur noch %n Karte, oder die Gegner können ausmachen; unsere Partei {ours} gegen {theirs}.</numerusform>
            <numerusform>Ausmachen: Im Ziehstapel liegen nur noch %n Karten, oder die Gegner können ausmachen; unsere Partei {ours} gegen {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked the partner whether we may go out: we can, and the partner still holds %n card(s).</source>
        <translation>
            <numerusform>Den Partner gefragt, ob wir ausmachen dürfen: Wir können, und der Partner hat noch %n Karte.</numerusform>
            <numerusform>Den Partner gefragt, ob wir ausmachen dürfen: Wir können, und der Partner hat noch %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block: the pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>{card} zum Sperren abgeworfen: Im Stapel liegt %n Karte, und solange eine schwarze Drei obenauf liegt, kann der nächste Spieler ihn nicht aufnehmen.</numerusform>
            <numerusform>{card} zum Sperren abgeworfen: Im Stapel liegen %n Karten, und solange eine schwarze Drei obenauf liegt, kann der nächste Spieler ihn nicht aufnehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and our side may not go out yet.</source>
        <translation>Gepasst und {card} behalten: nur noch eine Karte, und unsere Partei darf noch nicht ausmachen.</translation>
    </message>
    <message numerus="yes">
        <source>Said no: I still hold a red 3; with it the hand would cost our side %Ln point(s).</source>
        <translation>
            <numerusform>Nein gesagt: Ich habe noch eine rote Drei; damit würde meine Hand unsere Partei %Ln Punkt kosten.</numerusform>
            <numerusform>Nein gesagt: Ich habe noch eine rote Drei; damit würde meine Hand unsere Partei %Ln Punkte kosten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: my hand holds only %Ln point(s) (at most {limit}).</source>
        <translation>
            <numerusform>Ja gesagt: Meine Hand zählt nur %Ln Punkt (höchstens {limit}).</numerusform>
            <numerusform>Ja gesagt: Meine Hand zählt nur %Ln Punkte (höchstens {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: even with the %Ln point(s) in my hand against us we stay about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Ja gesagt: Selbst wenn der eine Punkt auf meiner Hand gegen uns zählt, bleiben wir in dieser Runde etwa {margin} vorn.</numerusform>
            <numerusform>Ja gesagt: Selbst wenn die %Ln Punkte auf meiner Hand gegen uns zählen, bleiben wir in dieser Runde etwa {margin} vorn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said no: the %Ln point(s) in my hand would leave us only {margin} ahead on this hand (we want {limit}).</source>
        <translation>
            <numerusform>Nein gesagt: Mit %Ln Punkt auf meiner Hand lägen wir in dieser Runde nur {margin} vorn (wir wollen {limit}).</numerusform>
            <numerusform>Nein gesagt: Mit %Ln Punkten auf meiner Hand lägen wir in dieser Runde nur {margin} vorn (wir wollen {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile as soon as it could: %n card(s) worth {points}.</source>
        <translation>
            <numerusform>Stapel aufgenommen, sobald es ging: %n Karte im Wert von {points}.</numerusform>
            <numerusform>Stapel aufgenommen, sobald es ging: %n Karten im Wert von {points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out the moment our side may, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Ausmachen, sobald unsere Partei darf; noch %n Karte auszulegen.</numerusform>
            <numerusform>Ausmachen, sobald unsere Partei darf; noch %n Karten auszulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block the big pile of %n card(s).</source>
        <translation>
            <numerusform>{card} abgeworfen, um den großen Stapel mit %n Karte zu sperren.</numerusform>
            <numerusform>{card} abgeworfen, um den großen Stapel mit %n Karten zu sperren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}, the highest card no meld of ours wants (%Ln point(s)); the next opponent holds a pair of it with a chance of {chance}%.</source>
        <translation>
            <numerusform>{card} abgeworfen, die höchste Karte, die keine unserer Auslagen braucht (%Ln Punkt); der nächste Gegner hat mit {chance}&#xa0;% Wahrscheinlichkeit ein Paar dazu.</numerusform>
            <numerusform>{card} abgeworfen, die höchste Karte, die keine unserer Auslagen braucht (%Ln Punkte); der nächste Gegner hat mit {chance}&#xa0;% Wahrscheinlichkeit ein Paar dazu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} (%Ln point(s)): no meld of ours wants it.</source>
        <translation>
            <numerusform>{card} abgeworfen (%Ln Punkt): Keine unserer Auslagen braucht die Karte.</numerusform>
            <numerusform>{card} abgeworfen (%Ln Punkte): Keine unserer Auslagen braucht die Karte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out won in {win}% of %Ln sampled deal(s); holding back won in {alt_win}%.</source>
        <translation>
            <numerusform>Ausmachen gewann in {win}&#xa0;% von %Ln simulierten Verteilung, Abwarten in {alt_win}&#xa0;%.</numerusform>
            <numerusform>Ausmachen gewann in {win}&#xa0;% von %Ln simulierten Verteilungen, Abwarten in {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not go out: holding back won in {win}% of %Ln sampled deal(s); going out won in {alt_win}%.</source>
        <translation>
            <numerusform>Nicht ausgemacht: Abwarten gewann in {win}&#xa0;% von %Ln simulierten Verteilung, Ausmachen in {alt_win}&#xa0;%.</numerusform>
            <numerusform>Nicht ausgemacht: Abwarten gewann in {win}&#xa0;% von %Ln simulierten Verteilungen, Ausmachen in {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Suche über %Ln simulierte Verteilung: Dieser Plan brachte im Schnitt {gain} mehr als die regelbasierte Wahl (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
            <numerusform>Suche über %Ln simulierte Verteilungen: Dieser Plan brachte im Schnitt {gain} mehr als die regelbasierte Wahl (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Suche über %Ln simulierte Verteilung: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} mehr als die regelbasierte Wahl (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
            <numerusform>Suche über %Ln simulierte Verteilungen: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} mehr als die regelbasierte Wahl (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %Ln sampled deal(s): this answer won in {win}%, the other in {alt_win}%.</source>
        <translation>
            <numerusform>Nach %Ln simulierten Verteilung geantwortet: Diese Antwort gewann in {win}&#xa0;%, die andere in {alt_win}&#xa0;%.</numerusform>
            <numerusform>Nach %Ln simulierten Verteilungen geantwortet: Diese Antwort gewann in {win}&#xa0;%, die andere in {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deal(s)).</source>
        <translation>
            <numerusform>Schritt {step} von {steps} des per Suche gewählten Zugplans (gewonnen in {win}&#xa0;% von %Ln simulierten Verteilung).</numerusform>
            <numerusform>Schritt {step} von {steps} des per Suche gewählten Zugplans (gewonnen in {win}&#xa0;% von %Ln simulierten Verteilungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Well played: every plan the computer would consider starts with this move.</source>
        <translation>Gut gespielt: Jeder Plan, den der Computer in Betracht ziehen würde, beginnt mit diesem Zug.</translation>
    </message>
    <message>
        <source>Well played: no move was clearly better here.</source>
        <translation>Gut gespielt: Kein Zug war hier deutlich besser.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand than drawing from the stock.</source>
        <translation>
            <numerusform>Den Stapel mit {cards} aufzunehmen war etwa %Ln Punkt pro Runde mehr wert, als vom Ziehstapel zu ziehen.</numerusform>
            <numerusform>Den Stapel mit {cards} aufzunehmen war etwa %Ln Punkte pro Runde mehr wert, als vom Ziehstapel zu ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Den Stapel mit {cards} aufzunehmen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Den Stapel mit {cards} aufzunehmen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Die oberste Karte {card} an deine Folge anzulegen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Die oberste Karte {card} an deine Folge anzulegen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was worth about %Ln point(s) more per hand than taking the pile.</source>
        <translation>
            <numerusform>Vom Ziehstapel zu ziehen war etwa %Ln Punkt pro Runde mehr wert, als den Stapel aufzunehmen.</numerusform>
            <numerusform>Vom Ziehstapel zu ziehen war etwa %Ln Punkte pro Runde mehr wert, als den Stapel aufzunehmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out now was worth about %Ln point(s) more per hand than holding back.</source>
        <translation>
            <numerusform>Jetzt auszumachen war etwa %Ln Punkt pro Runde mehr wert als abzuwarten.</numerusform>
            <numerusform>Jetzt auszumachen war etwa %Ln Punkte pro Runde mehr wert als abzuwarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was worth about %Ln point(s) more per hand than going out now.</source>
        <translation>
            <numerusform>Abzuwarten war etwa %Ln Punkt pro Runde mehr wert, als jetzt auszumachen.</numerusform>
            <numerusform>Abzuwarten war etwa %Ln Punkte pro Runde mehr wert, als jetzt auszumachen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Den Partner zu fragen, ob du ausmachen darfst, war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Den Partner zu fragen, ob du ausmachen darfst, war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>{card} statt {other_card} abzuwerfen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>{card} statt {other_card} abzuwerfen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of the wild card {other_card} was worth about %Ln point(s) more per hand: a wild card is worth more in your melds.</source>
        <translation>
            <numerusform>{card} statt der wilden Karte {other_card} abzuwerfen war etwa %Ln Punkt pro Runde mehr wert: Eine wilde Karte ist in deinen Auslagen mehr wert.</numerusform>
            <numerusform>{card} statt der wilden Karte {other_card} abzuwerfen war etwa %Ln Punkte pro Runde mehr wert: Eine wilde Karte ist in deinen Auslagen mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} now and keeping the rest in your hand was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Jetzt {card} abzuwerfen und den Rest auf der Hand zu behalten war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Jetzt {card} abzuwerfen und den Rest auf der Hand zu behalten war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>{cards} auszulegen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>{cards} auszulegen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>{cards} an deine Auslage anzulegen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>{cards} an deine Auslage anzulegen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Zwei deiner Gruppen zusammenzulegen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Zwei deiner Gruppen zusammenzulegen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Deine rote Drei auszulegen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Deine rote Drei auszulegen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Mit deiner letzten Karte zu passen war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Mit deiner letzten Karte zu passen war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Mit Ja zu antworten war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Mit Ja zu antworten war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Mit Nein zu antworten war etwa %Ln Punkt pro Runde mehr wert.</numerusform>
            <numerusform>Mit Nein zu antworten war etwa %Ln Punkte pro Runde mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better than drawing from the stock, by about %Ln point(s).</source>
        <translation>
            <numerusform>Den Stapel mit {cards} aufzunehmen war um etwa %Ln Punkt besser, als vom Ziehstapel zu ziehen.</numerusform>
            <numerusform>Den Stapel mit {cards} aufzunehmen war um etwa %Ln Punkte besser, als vom Ziehstapel zu ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Den Stapel mit {cards} aufzunehmen war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Den Stapel mit {cards} aufzunehmen war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Die oberste Karte {card} an deine Folge anzulegen war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Die oberste Karte {card} an deine Folge anzulegen war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the pile, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vom Ziehstapel zu ziehen war um etwa %Ln Punkt besser, als den Stapel aufzunehmen.</numerusform>
            <numerusform>Vom Ziehstapel zu ziehen war um etwa %Ln Punkte besser, als den Stapel aufzunehmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the top card {card}, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vom Ziehstapel zu ziehen war um etwa %Ln Punkt besser, als die oberste Karte {card} anzulegen.</numerusform>
            <numerusform>Vom Ziehstapel zu ziehen war um etwa %Ln Punkte besser, als die oberste Karte {card} anzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out this turn was better than holding back, by about %Ln point(s).</source>
        <translation>
            <numerusform>In diesem Zug auszumachen war um etwa %Ln Punkt besser, als abzuwarten.</numerusform>
            <numerusform>In diesem Zug auszumachen war um etwa %Ln Punkte besser, als abzuwarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was better than going out now, by about %Ln point(s).</source>
        <translation>
            <numerusform>Abzuwarten war um etwa %Ln Punkt besser, als jetzt auszumachen.</numerusform>
            <numerusform>Abzuwarten war um etwa %Ln Punkte besser, als jetzt auszumachen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Deinen Partner zu fragen, ob du ausmachen darfst, war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Deinen Partner zu fragen, ob du ausmachen darfst, war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {card} statt {other_card} abzuwerfen.</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {card} statt {other_card} abzuwerfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {card} abzuwerfen statt einer wilden Karte ({other_card}).</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {card} abzuwerfen statt einer wilden Karte ({other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} and keeping the rest in your hand was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {card} abzuwerfen und den Rest auf der Hand zu behalten.</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {card} abzuwerfen und den Rest auf der Hand zu behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping {cards} in your hand this turn was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {cards} in diesem Zug auf der Hand zu behalten.</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {cards} in diesem Zug auf der Hand zu behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {cards} auszulegen.</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {cards} auszulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld {meld} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {cards} an deine Auslage {meld} anzulegen.</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {cards} an deine Auslage {meld} anzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your new meld was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Es war um etwa %Ln Punkt besser, {cards} an deine neue Auslage anzulegen.</numerusform>
            <numerusform>Es war um etwa %Ln Punkte besser, {cards} an deine neue Auslage anzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Zwei deiner Gruppen zusammenzulegen war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Zwei deiner Gruppen zusammenzulegen war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Deine rote Drei auszulegen war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Deine rote Drei auszulegen war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Mit deiner letzten Karte zu passen war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Mit deiner letzten Karte zu passen war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Mit Ja zu antworten war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Mit Ja zu antworten war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Mit Nein zu antworten war um etwa %Ln Punkt besser.</numerusform>
            <numerusform>Mit Nein zu antworten war um etwa %Ln Punkte besser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your meld {canasta_meld} would have become a canasta.</source>
        <translation>Deine Auslage {canasta_meld} wäre ein Canasta geworden.</translation>
    </message>
    <message numerus="yes">
        <source>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>In {times} von %n simulierten Verteilung nahm der nächste Spieler den Stapel auf, den du mit {top} obenauf offen gelassen hast; nach dem besseren Zug in {kept}.</numerusform>
            <numerusform>In {times} von %n simulierten Verteilungen nahm der nächste Spieler den Stapel auf, den du mit {top} obenauf offen gelassen hast; nach dem besseren Zug in {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>In {times} von %n simulierten Verteilung nahm ein Gegner den Stapel auf, den du mit {top} obenauf offen gelassen hast; nach dem besseren Zug in {kept}.</numerusform>
            <numerusform>In {times} von %n simulierten Verteilungen nahm ein Gegner den Stapel auf, den du mit {top} obenauf offen gelassen hast; nach dem besseren Zug in {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent went out before your next turn in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>In {times} von %n simulierten Verteilung machte ein Gegner vor deinem nächsten Zug aus; nach dem besseren Zug in {kept}.</numerusform>
            <numerusform>In {times} von %n simulierten Verteilungen machte ein Gegner vor deinem nächsten Zug aus; nach dem besseren Zug in {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deal(s); after yours, in {kept}.</source>
        <translation>
            <numerusform>Nach dem besseren Zug nahm deine Partei den Stapel in {times} von %n simulierten Verteilung spätestens in deinem nächsten Zug auf; nach deinem in {kept}.</numerusform>
            <numerusform>Nach dem besseren Zug nahm deine Partei den Stapel in {times} von %n simulierten Verteilungen spätestens in deinem nächsten Zug auf; nach deinem in {kept}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>line {n}: </source>
        <translation>Zeile {n}: </translation>
    </message>
    <message>
        <source>This is not a Samba Desktop hand record.</source>
        <translation>Das ist keine Rundenaufzeichnung von Samba Desktop.</translation>
    </message>
    <message>
        <source>The file is too large for a hand record.</source>
        <translation>Die Datei ist zu groß für eine Rundenaufzeichnung.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>The rules are not valid.</source>
        <translation>Die Regeln sind ungültig.</translation>
    </message>
    <message>
        <source>A seat is not valid.</source>
        <translation>Ein Platz ist ungültig.</translation>
    </message>
    <message>
        <source>The deal seed is not a number.</source>
        <translation>Die Kennung der Verteilung ist keine gültige Zahl.</translation>
    </message>
    <message>
        <source>The hand number is not valid.</source>
        <translation>Die Rundennummer ist ungültig.</translation>
    </message>
    <message>
        <source>The scores do not fit the number of sides.</source>
        <translation>Die Punkte passen nicht zur Zahl der Parteien.</translation>
    </message>
    <message>
        <source>A move cannot be read.</source>
        <translation>Ein Zug lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>A part of the record is missing.</source>
        <translation>Ein Teil der Aufzeichnung fehlt.</translation>
    </message>
    <message>
        <source>More than one seat is played by a human; a game has at most one.</source>
        <translation>Mehr als ein Platz wird von einem Menschen gespielt; ein Spiel hat höchstens einen.</translation>
    </message>
    <message>
        <source>A number is outside what a game allows.</source>
        <translation>Eine Zahl liegt außerhalb dessen, was ein Spiel erlaubt.</translation>
    </message>
    <message>
        <source>A line cannot be read.</source>
        <translation>Eine Zeile lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>The record is damaged.</source>
        <translation>Die Aufzeichnung ist beschädigt.</translation>
    </message>
    <message>
        <source>The deal cannot be made again: {why}</source>
        <translation>Die Verteilung lässt sich nicht noch einmal austeilen: {why}</translation>
    </message>
    <message>
        <source>Move {n} does not fit the hand: it is not that player&apos;s turn.</source>
        <translation>Zug {n} passt nicht zur Runde: Dieser Spieler ist nicht am Zug.</translation>
    </message>
    <message>
        <source>Move {n} is not legal: {why}</source>
        <translation>Zug {n} ist nicht erlaubt: {why}</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No game has been played to the end yet.</source>
        <translation>Es wurde noch kein Spiel zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{result} {when}
You: {you} · best other: {other}</source>
        <translation>{result} {when}
Du: {you} · bester Gegner: {other}</translation>
    </message>
    <message>
        <source>At {name}’s table</source>
        <translation>Am Tisch von {name}</translation>
    </message>
    <message>
        <source>At a shared table</source>
        <translation>An einem gemeinsamen Tisch</translation>
    </message>
    <message>
        <source>Hosted with {names}</source>
        <translation>Eigener Tisch mit {names}</translation>
    </message>
    <message>
        <source>Hosted with friends</source>
        <translation>Eigener Tisch mit Freunden</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>{grade}: {reason}</source>
        <translation>{grade}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{grade} (about %Ln point(s))</source>
        <translation>
            <numerusform>{grade} (etwa %Ln Punkt)</numerusform>
            <numerusform>{grade} (etwa %Ln Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>You had no decision to make this hand.</source>
        <translation>In dieser Runde hattest du keine Entscheidung zu treffen.</translation>
    </message>
    <message numerus="yes">
        <source>Well played: your %n decision(s) cost no points.</source>
        <translation>
            <numerusform>Gut gespielt: Deine Entscheidung hat keine Punkte gekostet.</numerusform>
            <numerusform>Gut gespielt: Deine %n Entscheidungen haben keine Punkte gekostet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Well played: your decisions cost only about %Ln point(s).</source>
        <translation>
            <numerusform>Gut gespielt: Deine Entscheidungen haben nur etwa %Ln Punkt gekostet.</numerusform>
            <numerusform>Gut gespielt: Deine Entscheidungen haben nur etwa %Ln Punkte gekostet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand your decisions cost about %Ln point(s): {counts}.</source>
        <translation>
            <numerusform>In dieser Runde haben deine Entscheidungen etwa %Ln Punkt gekostet: {counts}.</numerusform>
            <numerusform>In dieser Runde haben deine Entscheidungen etwa %Ln Punkte gekostet: {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {n}: {review}</source>
        <translation>Zug {n}: {review}</translation>
    </message>
    <message>
        <source>Reviewing your decisions… ({done} of {total})</source>
        <translation>Deine Entscheidungen werden bewertet… ({done} von {total})</translation>
    </message>
    <message>
        <source>Reviewing your decisions…</source>
        <translation>Deine Entscheidungen werden bewertet…</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>Previous flagged move</source>
        <translation>Vorheriger markierter Zug</translation>
    </message>
    <message>
        <source>Next flagged move</source>
        <translation>Nächster markierter Zug</translation>
    </message>
    <message>
        <source>What your decisions cost in each hand, by the computer&apos;s review (Settings ▸ Aids).</source>
        <translation>Was deine Entscheidungen in jeder Runde gekostet haben, nach der Bewertung durch den Computer (Einstellungen ▸ Hilfen).</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions: about %Ln point(s) lost ({counts})</source>
        <translation>
            <numerusform>Deine Entscheidungen: etwa %Ln Punkt verloren ({counts})</numerusform>
            <numerusform>Deine Entscheidungen: etwa %Ln Punkte verloren ({counts})</numerusform>
        </translation>
    </message>
    <message>
        <source>Next, move {i}: {move}</source>
        <translation>Es folgt Zug {i}: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Besser: {move}</translation>
    </message>
    <message>
        <source>No hand of yours has been reviewed yet.</source>
        <translation>Noch keine deiner Runden wurde bewertet.</translation>
    </message>
    <message>
        <source>Points lost per hand, game by game</source>
        <translation>Verlorene Punkte pro Runde, Spiel für Spiel</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>ohne Fehler</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>mit Fehlern</translation>
    </message>
    <message>
        <source>with blunders</source>
        <translation>mit Patzern</translation>
    </message>
    <message>
        <source>After each hand the computer reviews your decisions (Settings ▸ Aids); here you see whether you lose fewer points over the games.</source>
        <translation>Nach jeder Runde bewertet der Computer deine Entscheidungen (Einstellungen ▸ Hilfen); hier siehst du, ob du über die Spiele hinweg weniger Punkte verlierst.</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): you lost about {points} per hand.</source>
        <translation>
            <numerusform>Dein letztes Spiel: Du hast pro Runde etwa {points} verloren.</numerusform>
            <numerusform>Deine letzten %n Spiele: Du hast pro Runde etwa {points} verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before that: about {points}. You are getting better.</source>
        <translation>Davor: etwa {points}. Du wirst besser.</translation>
    </message>
    <message>
        <source>Before that: about {points}.</source>
        <translation>Davor: etwa {points}.</translation>
    </message>
    <message>
        <source>Before that: the same.</source>
        <translation>Davor: genauso viel.</translation>
    </message>
    <message>
        <source>Your Decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Custom target score</source>
        <translation>Eigene Zielpunktzahl</translation>
    </message>
    <message>
        <source>Target score:</source>
        <translation>Zielpunktzahl:</translation>
    </message>
    <message>
        <source>Red 3s:</source>
        <translation>Rote Dreien:</translation>
    </message>
    <message>
        <source>What a player keeps in hand while the side may not go out yet.</source>
        <translation>Was ein Spieler auf der Hand behält, solange seine Partei noch nicht ausmachen darf.</translation>
    </message>
    <message>
        <source>Before going out:</source>
        <translation>Vor dem Ausmachen:</translation>
    </message>
    <message>
        <source>Bolivia: melds of wild cards only</source>
        <translation>Bolivia: Auslagen nur aus wilden Karten</translation>
    </message>
    <message>
        <source>Seven wild cards make a bolivia, worth 2,500; going out then needs a samba.</source>
        <translation>Sieben wilde Karten ergeben eine Bolivia für 2.500 Punkte; zum Ausmachen braucht es dann eine Samba.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source>A game that reaches this many hands without a winner is a draw.</source>
        <translation>Ein Spiel, das so viele Runden ohne Sieger erreicht, endet unentschieden.</translation>
    </message>
    <message>
        <source>Hand limit:</source>
        <translation>Rundenlimit:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand of this game has been played to the end yet.</source>
        <translation>In diesem Spiel wurde noch keine Runde zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Target {score}</source>
        <translation>Ziel {score}</translation>
    </message>
</context>
<context>
    <name>ScoreDialogs</name>
    <message>
        <source>Cards in melds</source>
        <translation>Karten in Auslagen</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Samba bonus</source>
        <translation>Samba-Prämie</translation>
    </message>
    <message>
        <source>Pure canasta bonus</source>
        <translation>Prämie für reinen Canasta</translation>
    </message>
    <message>
        <source>Mixed canasta bonus</source>
        <translation>Prämie für gemischten Canasta</translation>
    </message>
    <message>
        <source>Bolivia bonus</source>
        <translation>Bolivia-Prämie</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Red 3s laid</source>
        <translation>Ausgelegte rote Dreien</translation>
    </message>
    <message>
        <source>Red 3s still held</source>
        <translation>Rote Dreien auf der Hand</translation>
    </message>
    <message>
        <source>Hand {n} is over</source>
        <translation>Runde {n} ist vorbei</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Du hast ausgemacht.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} hat ausgemacht.</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out.</source>
        <translation>Der Ziehstapel ist leer: Niemand hat ausgemacht.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zum Ergebnis</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>First side to {n} wins.</source>
        <translation>Wer zuerst {n} erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No hand finished yet.</source>
        <translation>Noch keine Runde beendet.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Unentschieden!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Deine Partei gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>The opponents win the game.</source>
        <translation>Die Gegner gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>{name} win the game.</source>
        <translation>{name} gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation>{name} gewinnt das Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>Final totals after %n hand(s)</source>
        <translation>
            <numerusform>Endstand nach %n Runde</numerusform>
            <numerusform>Endstand nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>ScoreReplay</name>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Deal {deal} (the deal seed and hand number): the same cards come again with “Replay this deal”.</source>
        <translation>Verteilung {deal} (Kennung der Verteilung und Runde): Mit „Diese Verteilung nachspielen“ kommen dieselben Karten wieder.</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>Step through the hand</source>
        <translation>Runde durchgehen</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Diese Verteilung nachspielen</translation>
    </message>
    <message>
        <source>Deal hand {n} again with the same cards and seats? The game on the table ends.</source>
        <translation>Runde {n} mit denselben Karten und Plätzen neu austeilen? Das laufende Spiel endet.</translation>
    </message>
    <message>
        <source>game of {when}, hand {n}</source>
        <translation>Spiel vom {when}, Runde {n}</translation>
    </message>
    <message>
        <source>Past hands:</source>
        <translation>Frühere Runden:</translation>
    </message>
    <message>
        <source>game {g}, hand {n}</source>
        <translation>Spiel {g}, Runde {n}</translation>
    </message>
    <message>
        <source>Choose a hand</source>
        <translation>Runde wählen</translation>
    </message>
    <message>
        <source>This hand cannot be shown</source>
        <translation>Diese Runde lässt sich nicht zeigen</translation>
    </message>
</context>
<context>
    <name>SessionModel</name>
    <message>
        <source>Your settings could not be read completely; defaults are used instead.</source>
        <translation>Deine Einstellungen ließen sich nicht vollständig lesen; stattdessen gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Could not resume the last game</source>
        <translation>Das letzte Spiel konnte nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Settings not changed</source>
        <translation>Einstellungen nicht geändert</translation>
    </message>
    <message>
        <source>Could not save the game automatically</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden</translation>
    </message>
    <message>
        <source>Could not record the hand in the score history</source>
        <translation>Die Runde konnte nicht in den Spielverlauf eingetragen werden</translation>
    </message>
    <message>
        <source>Could not record the game in the score history</source>
        <translation>Das Spiel konnte nicht in den Spielverlauf eingetragen werden</translation>
    </message>
    <message>
        <source>Could not remove the finished game&apos;s autosave</source>
        <translation>Die automatische Sicherung des beendeten Spiels konnte nicht entfernt werden</translation>
    </message>
    <message>
        <source>Could not remove the autosave</source>
        <translation>Die automatische Sicherung konnte nicht entfernt werden</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is one of the files Samba Desktop keeps for itself (the game saved automatically, the score history or the settings): a saved game cannot take its place. Choose another name or folder; nothing was changed.</source>
        <translation>„{name}“ ist eine der Dateien, die Samba Desktop für sich selbst führt (das automatisch gespeicherte Spiel, der Spielverlauf oder die Einstellungen): Ein gespeichertes Spiel kann nicht an ihre Stelle treten. Wähl einen anderen Namen oder Ordner; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Das gespeicherte Spiel konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Could not save the settings</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Could not read the score history</source>
        <translation>Der Spielverlauf konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Could not export the score history</source>
        <translation>Der Spielverlauf konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Could not reset the statistics</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden</translation>
    </message>
    <message>
        <source>The score history is not available</source>
        <translation>Der Spielverlauf ist nicht verfügbar</translation>
    </message>
    <message>
        <source>The score history was made by a newer version of Samba Desktop: it is shown, but the games played now are not recorded in it.</source>
        <translation>Der Spielverlauf wurde von einer neueren Version von Samba Desktop angelegt: Er wird angezeigt, aber die jetzt gespielten Spiele werden nicht darin festgehalten.</translation>
    </message>
    <message>
        <source>The score history could not be read; a new one was started.</source>
        <translation>Der Spielverlauf ließ sich nicht lesen; ein neuer wurde angelegt.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Tempo der Computer:</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>The longest a Hard computer player thinks about one decision: the longer, the stronger it plays. Most of its moves take no time. Easy and Normal do not think this long.</source>
        <translation>So lange denkt ein Computerspieler der Stufe „Schwer“ höchstens über eine Entscheidung nach: je länger, desto stärker spielt er. Die meisten seiner Züge brauchen keine Bedenkzeit. „Leicht“ und „Normal“ denken nie so lange.</translation>
    </message>
    <message>
        <source>Thinking time:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kartengröße:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Hand sortieren:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>The new language is used as soon as you press OK.</source>
        <translation>Die neue Sprache gilt, sobald du auf OK klickst.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next new game.</source>
        <translation>Geänderte Regeln gelten ab dem nächsten neuen Spiel.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Samba</source>
        <translation>Samba</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNKTE</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>RECENT MOVES</source>
        <translation>LETZTE ZÜGE</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>How the other sides stand in this hand</source>
        <translation>Wie die anderen Parteien in dieser Runde stehen</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Letzte Züge</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>target {n}</source>
        <translation>Ziel {n}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Warten auf den Spielbeginn</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Your answer, please</source>
        <translation>Deine Antwort, bitte</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>First meld done</source>
        <translation>Erstauslage erfüllt</translation>
    </message>
    <message>
        <source>needed {n}</source>
        <translation>(Minimum {n})</translation>
    </message>
    <message>
        <source>staged {v}</source>
        <translation>vorbereitet {v}</translation>
    </message>
    <message>
        <source>First meld: {n}</source>
        <translation>Erstauslage: {n}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>7er-Auslagen {n}/2</translation>
    </message>
    <message>
        <source>you may go out</source>
        <translation>du darfst ausmachen</translation>
    </message>
    <message>
        <source>needed to go out</source>
        <translation>nötig zum Ausmachen</translation>
    </message>
    <message>
        <source>Red 3s laid: {n}</source>
        <translation>Rote Dreien: {n}</translation>
    </message>
    <message>
        <source>On the table: {n}</source>
        <translation>Auf dem Tisch: {n}</translation>
    </message>
    <message>
        <source>{side} · THIS HAND</source>
        <translation>{side} · DIESE RUNDE</translation>
    </message>
    <message>
        <source>Your side needs two 7-card melds (canastas or sambas) to go out; laid red 3s count +100 each once it has them.</source>
        <translation>Zum Ausmachen braucht deine Partei zwei Siebener-Auslagen (Canastas oder Sambas); hat sie die, zählt jede ausgelegte rote 3 +100.</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>hat ausgelegt</translation>
    </message>
    <message>
        <source>not melded yet</source>
        <translation>noch nicht ausgelegt</translation>
    </message>
    <message>
        <source>{first} · 7-card melds {n}/2 · red 3s {r}</source>
        <translation>{first} · 7er-Auslagen {n}/2 · rote Dreien {r}</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Samba Desktop is already open</source>
        <translation>Samba Desktop ist bereits geöffnet</translation>
    </message>
    <message>
        <source>Samba Desktop is already running with your games, but it did not answer. This copy closes without changing anything, so that no game is written by two copies at once. Switch to the open window, or wait a moment and start Samba Desktop again.</source>
        <translation>Samba Desktop läuft bereits mit deinen Spielen, hat aber nicht geantwortet. Diese zweite Kopie schließt sich, ohne etwas zu ändern, damit kein Spiel von zwei Kopien zugleich geschrieben wird. Wechsle zum geöffneten Fenster, oder warte einen Moment und starte Samba Desktop erneut.</translation>
    </message>
</context>
<context>
    <name>SoundForm</name>
    <message>
        <source>Play sounds at the table</source>
        <translation>Töne am Spieltisch abspielen</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>Quiet sounds for the deal, a draw, cards laid, a discard, a canasta or samba closed, going out and your turn.</source>
        <translation>Leise Töne für das Geben, das Ziehen, ausgelegte Karten, das Abwerfen, einen fertigen Canasta oder eine fertige Samba, das Ausmachen und deinen Zug.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Each side&apos;s total after every hand of the game on the table.</source>
        <translation>Der Punktestand jeder Partei nach jeder Runde des laufenden Spiels.</translation>
    </message>
    <message>
        <source>This Game</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>One bar per finished game: your total minus the best other total.</source>
        <translation>Ein Balken pro beendetem Spiel: deine Summe minus die beste andere Summe.</translation>
    </message>
    <message>
        <source>Over Time</source>
        <translation>Im Verlauf</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>By opponent strength</source>
        <translation>Nach Stärke der Gegner</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Nach Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Hands and melds</source>
        <translation>Runden und Auslagen</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Durchschnitt pro Runde</translation>
    </message>
    <message>
        <source>Times your side went out</source>
        <translation>So oft hat deine Partei ausgemacht</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastas</translation>
    </message>
    <message>
        <source>&#x2003;of them pure</source>
        <translation>&#x2003;davon rein</translation>
    </message>
    <message>
        <source>Sambas</source>
        <translation>Sambas</translation>
    </message>
    <message>
        <source>Bolivias</source>
        <translation>Bolivias</translation>
    </message>
    <message>
        <source>The score history is not available.</source>
        <translation>Der Spielverlauf ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Unfinished games (not counted): {count}</source>
        <translation>Nicht beendete Spiele (zählen nicht): {count}</translation>
    </message>
    <message>
        <source>Export Score History</source>
        <translation>Spielverlauf exportieren</translation>
    </message>
    <message>
        <source>samba-history</source>
        <translation>samba-verlauf</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportiert nach {path}</translation>
    </message>
    <message>
        <source>Exported games to {games} and hands to {hands}</source>
        <translation>Spiele nach {games} und Runden nach {hands} exportiert</translation>
    </message>
    <message>
        <source>Statistics reset.</source>
        <translation>Statistik zurückgesetzt.</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>The table did not let you in.</source>
        <translation>Der Tisch hat dich nicht hereingelassen.</translation>
    </message>
    <message>
        <source>You were hosting a table when Samba Desktop closed. Host it again now?</source>
        <translation>Du hattest einen Tisch eröffnet, als Samba Desktop beendet wurde. Jetzt wieder eröffnen?</translation>
    </message>
    <message>
        <source>Your friends are waiting: they come back with the same link, and the game goes on where it stopped.</source>
        <translation>Deine Freunde warten: Sie kommen mit demselben Link wieder herein, und das Spiel geht weiter, wo es stehen blieb.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Wieder eröffnen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>End the table for everyone?</source>
        <translation>Den Tisch für alle schließen?</translation>
    </message>
    <message>
        <source>Leave the table for good?</source>
        <translation>Den Tisch endgültig verlassen?</translation>
    </message>
    <message>
        <source>Your friends&apos; game ends with it. To play on later, close the app instead: the next start offers to host the table again.</source>
        <translation>Damit endet auch das Spiel deiner Freunde. Wenn ihr später weiterspielen wollt, schließ stattdessen die App: Beim nächsten Start bietet sie an, den Tisch wieder zu eröffnen.</translation>
    </message>
    <message>
        <source>A computer plays your seat for the rest of the game. To come back later, close the app instead: the same link gives you your seat back.</source>
        <translation>Ein Computer spielt deinen Platz bis zum Ende des Spiels. Wenn du später zurückkommen willst, schließ stattdessen die App: Mit demselben Link bekommst du deinen Platz zurück.</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Resume the table you hosted before?</source>
        <translation>Den Tisch fortsetzen, den du zuletzt eröffnet hast?</translation>
    </message>
    <message>
        <source>Friends join it again with the same link. A new table gets a new link.</source>
        <translation>Deine Freunde kommen mit demselben Link wieder herein. Ein neuer Tisch bekommt einen neuen Link.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Neuer Tisch</translation>
    </message>
    <message>
        <source>Could not host the table</source>
        <translation>Der Tisch konnte nicht eröffnet werden</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>That is not a table&apos;s link. A link looks like samba://host:port/… and comes from the host.</source>
        <translation>Das ist kein Link zu einem Tisch. Ein Link sieht so aus: samba://host:port/… und kommt vom Gastgeber.</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Could not reach the table at {address}. Check the link, and that the host is still hosting it.</source>
        <translation>Der Tisch unter {address} ist nicht erreichbar. Prüfe den Link und ob der Gastgeber den Tisch noch offen hat.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>The connection to the table has ended.</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer with your link.</source>
        <translation>Dein Platz wurde mit deinem Link aus einem anderen Fenster oder von einem anderen Rechner übernommen.</translation>
    </message>
    <message>
        <source>The host has left or the network is down. Your seat is kept: join again with the same link when the host is back.</source>
        <translation>Der Gastgeber ist gegangen oder das Netzwerk ist gestört. Dein Platz bleibt frei für dich: Komm mit demselben Link zurück, sobald der Gastgeber wieder da ist.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Wieder hinsetzen</translation>
    </message>
    <message>
        <source>Play offline</source>
        <translation>Offline spielen</translation>
    </message>
    <message>
        <source>Could not rejoin the table</source>
        <translation>Zurück an den Tisch ging nicht</translation>
    </message>
</context>
<context>
    <name>TableConfig</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <source>Carla</source>
        <translation>Carla</translation>
    </message>
    <message>
        <source>Diego</source>
        <translation>Diego</translation>
    </message>
    <message>
        <source>Eva</source>
        <translation>Eva</translation>
    </message>
    <message>
        <source>Ana</source>
        <translation>Ana</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Select the cards to meld first.</source>
        <translation>Wähl zuerst die Karten zum Auslegen.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Wähl eine Karte zum Abwerfen.</translation>
    </message>
    <message>
        <source>Select one card, then click the pile to discard it.</source>
        <translation>Wähl eine Karte und klick dann auf den Ablagestapel, um sie abzuwerfen.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Wirf immer nur eine Karte ab.</translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <source>A friend</source>
        <translation>Ein Freund</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Computer: Leicht</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Computer: Normal</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Computer: Schwer</translation>
    </message>
    <message>
        <source>Seat {n}: waiting for a friend to join</source>
        <translation>Platz {n}: wartet auf einen Freund</translation>
    </message>
    <message>
        <source>Seat {n}: {name} (you, hosting)</source>
        <translation>Platz {n}: {name} (du, Gastgeber)</translation>
    </message>
    <message>
        <source>Seat {n}: {name} has joined</source>
        <translation>Platz {n}: {name} ist da</translation>
    </message>
    <message>
        <source>Seat {n}: {name} is away (the seat is kept)</source>
        <translation>Platz {n}: {name} ist weg (der Platz wird freigehalten)</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer</source>
        <translation>Platz {n}: {name}, Computer</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer ({level})</source>
        <translation>Platz {n}: {name}, Computer ({level})</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Friends join with the link you are given next. Seats you do not give to a friend are played by computers.</source>
        <translation>Deine Freunde setzen sich mit dem Link dazu, den du gleich bekommst. Plätze, die du keinem Freund gibst, spielt der Computer.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Show this table on the local network</source>
        <translation>Diesen Tisch im lokalen Netzwerk zeigen</translation>
    </message>
    <message>
        <source>Anyone on this network (at home, say) then finds it under Join a table and may join without the link. Leave it off on a network you share with strangers.</source>
        <translation>Dann findet ihn jeder in diesem Netzwerk (etwa zu Hause) unter „An einen Tisch setzen“ und kann sich ohne Link dazusetzen. In einem Netzwerk, das du mit Fremden teilst, lass es lieber aus.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message>
        <source>Who sits where:</source>
        <translation>Wer wo sitzt:</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} und {b}</translation>
    </message>
    <message>
        <source>Who sits where (partners sit opposite each other: seats {pairs}):</source>
        <translation>Wer wo sitzt (Partner sitzen sich gegenüber: Plätze {pairs}):</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Dein Tisch</translation>
    </message>
    <message>
        <source>Send this link to the friends you invite:</source>
        <translation>Schick diesen Link an die Freunde, die du einlädst:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message numerus="yes">
        <source>Start now and computers play the %n seat(s) nobody has taken.</source>
        <translation>
            <numerusform>Wenn du jetzt startest, spielt der Computer den freien Platz.</numerusform>
            <numerusform>Wenn du jetzt startest, spielt der Computer die %n freien Plätze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Alle sind da.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Link:</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netzwerk:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Hinsetzen</translation>
    </message>
    <message>
        <source>{name}’s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>(none found yet)</source>
        <translation>(noch keiner gefunden)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>entscheidet…</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <translation>DEINE HAND</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Rang</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>{role} · {who}</source>
        <translation>{role} · {who}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>TURN ORDER</source>
        <translation>REIHENFOLGE</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>STOCK</source>
        <translation>ZIEHSTAPEL</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>abwerfen</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <translation>ABLAGE</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>you hold two {rank}s: take the pile</source>
        <translation>du hast zwei {rank}: nimm den Stapel</translation>
    </message>
    <message>
        <source>click the stock to draw</source>
        <translation>klick auf den Ziehstapel, um zu ziehen</translation>
    </message>
    <message>
        <source>drop a card here to discard</source>
        <translation>zum Abwerfen eine Karte hierher ziehen</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Rote 3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>First meld {value} / {minimum}</source>
        <translation>Erstauslage {value} / {minimum}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>first meld ✓</source>
        <translation>Erstauslage ✓</translation>
    </message>
    <message>
        <source>first meld: {minimum}</source>
        <translation>Erstauslage: {minimum}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>7er-Auslagen {n}/2</translation>
    </message>
    <message>
        <source>first meld</source>
        <translation>Erstauslage</translation>
    </message>
    <message numerus="yes">
        <source>%n selected: {cards} · worth {points}</source>
        <translation>
            <numerusform>%n gewählt: {cards} · Wert {points}</numerusform>
            <numerusform>%n gewählt: {cards} · Wert {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Red 3s · {n}</source>
        <translation>Rote Dreien · {n}</translation>
    </message>
    <message>
        <source>PURE</source>
        <translation>REIN</translation>
    </message>
    <message>
        <source>PURE CANASTA</source>
        <translation>REINER CANASTA</translation>
    </message>
    <message>
        <source>MIXED</source>
        <translation>GEMISCHT</translation>
    </message>
    <message>
        <source>MIXED CANASTA</source>
        <translation>GEMISCHTER CANASTA</translation>
    </message>
    <message>
        <source>SAMBA</source>
        <translation>SAMBA</translation>
    </message>
    <message>
        <source>BOLIVIA</source>
        <translation>BOLIVIA</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>a joker</source>
        <comment>a joker as the object of a move: You discarded a joker</comment>
        <translation>einen Joker</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a joker is on top.</source>
        <translation>Der Stapel ist gesperrt: Solange ein Joker obenauf liegt, darf ihn niemand aufnehmen.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>An diesem Tisch ist jeder Platz besetzt.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <source>You have not joined this table.</source>
        <translation>Du sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>The table could not read what this app sent.</source>
        <translation>Der Tisch konnte nicht lesen, was diese App geschickt hat.</translation>
    </message>
    <message>
        <source>The message was too long for the table.</source>
        <translation>Die Nachricht war zu lang für den Tisch.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>Der Tisch hat das abgelehnt.</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>pure canasta</source>
        <translation>reiner Canasta</translation>
    </message>
    <message>
        <source>mixed canasta</source>
        <translation>gemischter Canasta</translation>
    </message>
    <message>
        <source>samba</source>
        <translation>Samba</translation>
    </message>
    <message>
        <source>black 3s</source>
        <translation>schwarze Dreien</translation>
    </message>
    <message>
        <source>wild cards</source>
        <translation>wilde Karten</translation>
    </message>
    <message>
        <source>bolivia</source>
        <translation>Bolivia</translation>
    </message>
    <message>
        <source>3 ×{n}</source>
        <translation>3 ×{n}</translation>
    </message>
    <message>
        <source>wild ×{n}</source>
        <translation>wilde ×{n}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message numerus="yes">
        <source>You took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>Du hast den Stapel (%n Karte) mit {cards} aufgenommen</numerusform>
            <numerusform>Du hast den Stapel (%n Karten) mit {cards} aufgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>You found the stock empty: the hand ends</source>
        <translation>Du hast den Ziehstapel leer vorgefunden: Die Runde endet</translation>
    </message>
    <message>
        <source>{name} found the stock empty: the hand ends</source>
        <translation>{name} hat den Ziehstapel leer vorgefunden: Die Runde endet</translation>
    </message>
    <message>
        <source>You drew the last card</source>
        <translation>Du hast die letzte Karte gezogen</translation>
    </message>
    <message>
        <source>{name} drew the last card</source>
        <translation>{name} hat die letzte Karte gezogen</translation>
    </message>
    <message>
        <source>{name} drew 2</source>
        <translation>{name} hat 2 gezogen</translation>
    </message>
    <message>
        <source>You answered no</source>
        <translation>Du hast mit Nein geantwortet</translation>
    </message>
    <message>
        <source>You took back a move</source>
        <translation>Du hast einen Zug zurückgenommen</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Du hast ausgemacht</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} hat ausgemacht</translation>
    </message>
    <message>
        <source>New game — hand 1</source>
        <translation>Neues Spiel – Runde 1</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out</source>
        <translation>Der Ziehstapel ist leer: Niemand hat ausgemacht</translation>
    </message>
    <message numerus="yes">
        <source>{name} took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>{name} hat den Stapel (%n Karte) mit {cards} aufgenommen</numerusform>
            <numerusform>{name} hat den Stapel (%n Karten) mit {cards} aufgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>This link does not open the table: the host may have closed it or started another one.</source>
        <translation>Dieser Link führt nicht an den Tisch: Der Gastgeber hat ihn vielleicht geschlossen oder einen neuen eröffnet.</translation>
    </message>
    <message>
        <source>Your seat at this table can no longer be taken back.</source>
        <translation>Deinen Platz an diesem Tisch kannst du nicht mehr zurückbekommen.</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n Joker</numerusform>
            <numerusform>%n Joker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two(s)</source>
        <translation>
            <numerusform>%n Zwei</numerusform>
            <numerusform>%n Zweien</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew 2</source>
        <translation>Du hast 2 gezogen</translation>
    </message>
    <message>
        <source>You took {card} onto a sequence</source>
        <translation>Du hast {card} vom Ablagestapel an eine Folge angelegt</translation>
    </message>
    <message>
        <source>{name} took {card} onto a sequence</source>
        <translation>{name} hat {card} vom Ablagestapel an eine Folge angelegt</translation>
    </message>
    <message>
        <source>{name} melded {cards}</source>
        <translation>{name} hat {cards} ausgelegt</translation>
    </message>
    <message>
        <source>You melded {cards}</source>
        <translation>Du hast {cards} ausgelegt</translation>
    </message>
    <message>
        <source>You added {cards} to {meld}</source>
        <translation>Du hast {cards} an {meld} angelegt</translation>
    </message>
    <message>
        <source>{name} added {cards} to {meld}</source>
        <translation>{name} hat {cards} an {meld} angelegt</translation>
    </message>
    <message>
        <source>You merged two groups ({meld})</source>
        <translation>Du hast zwei Gruppen zusammengelegt ({meld})</translation>
    </message>
    <message>
        <source>{name} merged two groups ({meld})</source>
        <translation>{name} hat zwei Gruppen zusammengelegt ({meld})</translation>
    </message>
    <message>
        <source>{name} laid a red 3</source>
        <translation>{name} hat eine rote Drei ausgelegt</translation>
    </message>
    <message>
        <source>You laid a red 3</source>
        <translation>Du hast eine rote Drei ausgelegt</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} hat {card} abgeworfen</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Du hast {card} abgeworfen</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} hat gepasst</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Du hast gepasst</translation>
    </message>
    <message>
        <source>You asked: “May I go out?”</source>
        <translation>Du hast gefragt: „Darf ich ausmachen?“</translation>
    </message>
    <message>
        <source>{name} asked: “May I go out?”</source>
        <translation>{name} hat gefragt: „Darf ich ausmachen?“</translation>
    </message>
    <message>
        <source>{name} answered yes</source>
        <translation>{name} hat mit Ja geantwortet</translation>
    </message>
    <message>
        <source>You answered yes</source>
        <translation>Du hast mit Ja geantwortet</translation>
    </message>
    <message>
        <source>{name} answered no</source>
        <translation>{name} hat mit Nein geantwortet</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>A samba is in reach</source>
        <translation>Eine Samba ist in Reichweite</translation>
    </message>
    <message>
        <source>Your side&apos;s sequence lacks only a few cards of a samba, worth 1,500. Keep the cards that fit it, and watch the samba outlook: once all three copies of a missing card are gone, that samba is lost.</source>
        <translation>Der Folge deiner Partei fehlen nur noch wenige Karten zu einer Samba (1.500 Punkte). Behalte die passenden Karten und achte auf die Samba-Aussichten: Sind alle drei Exemplare einer fehlenden Karte weg, ist diese Samba verloren.</translation>
    </message>
    <message>
        <source>Block the big pile</source>
        <translation>Sperre den großen Stapel</translation>
    </message>
    <message>
        <source>The discard pile is big. A black 3 on top blocks it: the next player cannot take it. Discard your black 3 now if you do not want to give the pile away.</source>
        <translation>Der Ablagestapel ist groß. Eine schwarze Drei obendrauf sperrt ihn: Der nächste Spieler kann ihn nicht aufnehmen. Wirf deine schwarze Drei jetzt ab, wenn du den Stapel nicht hergeben willst.</translation>
    </message>
    <message>
        <source>Lay your red 3</source>
        <translation>Leg deine rote Drei aus</translation>
    </message>
    <message>
        <source>A laid red 3 counts 100 for your side (all six together 1,000) if your side has its two 7-card melds when the hand ends; without them each laid red 3 counts −100. A red 3 still in your hand at the end costs 750. Lay it with the Red 3 button.</source>
        <translation>Eine ausgelegte rote Drei zählt 100 für deine Partei (alle sechs zusammen 1.000), wenn deine Partei am Ende der Runde ihre zwei 7er-Auslagen hat; ohne sie zählt jede ausgelegte rote Drei −100. Eine rote Drei, die am Ende noch auf der Hand ist, kostet 750. Leg sie mit der Schaltfläche „Rote 3“ aus.</translation>
    </message>
    <message>
        <source>Wild cards spent in vain</source>
        <translation>Wilde Karten vergeudet</translation>
    </message>
    <message>
        <source>Too few cards of that rank are left for one of your groups with wild cards ever to reach seven cards. Keep wild cards for melds that can still become canastas or for blocking the pile.</source>
        <translation>Für eine deiner Gruppen mit wilden Karten sind zu wenige Karten dieses Rangs übrig, als dass sie je sieben Karten erreichen könnte. Spare wilde Karten für Auslagen, die noch Canastas werden können, oder zum Sperren des Stapels.</translation>
    </message>
    <message>
        <source>Your side may go out</source>
        <translation>Deine Partei darf ausmachen</translation>
    </message>
    <message>
        <source>Your side has its two 7-card melds. Going out ends the hand and earns 200: do it when your side is ahead on this hand. With a partner you may ask first (Ask partner).</source>
        <translation>Deine Partei hat ihre zwei 7er-Auslagen. Ausmachen beendet die Runde und bringt 200: Tu es, wenn deine Partei in dieser Runde vorn liegt. Mit Partner darfst du vorher fragen („Fragen“).</translation>
    </message>
    <message>
        <source>Beginners see each of these tips once, when it fits the game; switch them on again or off in Settings ▸ Aids.</source>
        <translation>Einsteiger sehen jeden dieser Tipps einmal, wenn er zum Spiel passt; unter Einstellungen ▸ Hilfen lassen sie sich wieder ein- oder ausschalten.</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Tipps für Einsteiger</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>No more tips</source>
        <translation>Keine Tipps mehr</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>Samba Desktop {version} is available: Help ▸ About links to the download.</source>
        <translation>Samba Desktop {version} ist erschienen: Hilfe ▸ Über Samba Desktop verweist auf den Download.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Samba Desktop</source>
        <translation>Willkommen bei Samba Desktop</translation>
    </message>
    <message>
        <source>Samba is Canasta with three decks: build melds of one rank and sequences of one suit, grow them into canastas and sambas, and be first to go out.</source>
        <translation>Samba ist Canasta mit drei Kartenspielen: Leg Gruppen gleichen Rangs und Folgen einer Farbe aus, bau sie zu Canastas und Sambas aus und mach als Erster aus.</translation>
    </message>
    <message>
        <source>How would you like to play?</source>
        <translation>Wie möchtest du spielen?</translation>
    </message>
    <message>
        <source>With a computer partner, against two computers (4 players)</source>
        <translation>Mit einem Computer als Partner gegen zwei Computer (4 Spieler)</translation>
    </message>
    <message>
        <source>Alone against one computer (2 players)</source>
        <translation>Allein gegen einen Computer (2 Spieler)</translation>
    </message>
    <message>
        <source>Alone against two computers (3 players)</source>
        <translation>Allein gegen zwei Computer (3 Spieler)</translation>
    </message>
    <message>
        <source>With a computer partner, against four computers in two pairs (6 players)</source>
        <translation>Mit einem Computer als Partner gegen vier Computer in zwei Paaren (6 Spieler)</translation>
    </message>
    <message>
        <source>Strength of the computers:</source>
        <translation>Spielstärke der Computer:</translation>
    </message>
    <message>
        <source>New to Samba? Help ▸ Rules (F1) explains the game, and Hint (H) at the table suggests a move. You can change all of this later under Game ▸ New game and Settings.</source>
        <translation>Neu bei Samba? Hilfe ▸ Regeln (F1) erklärt das Spiel, und Tipp (H) am Tisch schlägt einen Zug vor. All das kannst du später unter Spiel ▸ Neues Spiel und Einstellungen ändern.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Regeln lesen</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Los geht’s</translation>
    </message>
    <message>
        <source>Learn to play first</source>
        <translation>Erst spielen lernen</translation>
    </message>
    <message>
        <source>A guided first hand: the table shows one step at a time and waits for you.</source>
        <translation>Eine geführte erste Runde: Der Tisch zeigt einen Schritt nach dem anderen und wartet auf dich.</translation>
    </message>
</context>
<context>
    <name>_RecordTable</name>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
</context>
</TS>
