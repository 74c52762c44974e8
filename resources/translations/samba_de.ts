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
        <translation>Das Spiel auf dem Tisch endet. Wenn du es später fortsetzen möchtest, speichere es vorher (Spiel ▸ Speichern unter …).</translation>
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
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>Say something to the table…</source>
        <extracomment>the longest chat line the table passes on (NETWORK_CONTRACT.md) chat lines kept in the list</extracomment>
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
        <translation>Passe: Behalte deine letzte Karte.</translation>
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
        <extracomment>the step shown (after every `go`): the review marks follow it (ui/dialogs/review_view.py)</extracomment>
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
        <translation>Diese Austeilung lässt sich nicht spielen</translation>
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
    <message>
        <source>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit ({hands} hands unless you choose otherwise) without a winner is a draw.</source>
        <translation>Die Punkte aller Runden werden addiert. Hat eine Partei nach einer Runde die Zielpunktzahl erreicht, gewinnt sie; schaffen es mehrere in derselben Runde, gewinnt die höchste Summe, und bei Gleichstand an der Spitze ist es unentschieden. Erreicht ein Spiel das Rundenlimit (wenn nichts anderes eingestellt ist, {hands} Runden) ohne Sieger, endet es unentschieden.</translation>
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
        <translation>Klicke Karten an, um sie auszuwählen (Umschalt+Klick wählt einen Bereich). Zieh sie in den Bereich deiner Auslagen für eine neue Auslage, auf eine deiner Auslagen zum Anlegen, auf den Ablagestapel, um ihn aufzunehmen (mit dem passenden Paar) oder um abzuwerfen (eine Karte). Ein Doppelklick wirft eine Karte ab.</translation>
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
        <translation>Die gelbe Schaltfläche spielen: den eben gezeigten Tipp, sonst den Vorschlag des Tisches (ohne gelbe Schaltfläche: auslegen)</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Gewählte Karte abwerfen</translation>
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
        <source>Go out now: it gives your side the better chance to win the game ({win}% against {alt_win}% if you hold back).</source>
        <translation>Mach jetzt aus: So hat deine Partei die besseren Chancen, das Spiel zu gewinnen ({win}&#xa0;% gegen {alt_win}&#xa0;%, wenn du wartest).</translation>
    </message>
    <message>
        <source>Do not go out yet: holding back gives your side the better chance to win the game ({win}% against {alt_win}% if you go out now).</source>
        <translation>Mach noch nicht aus: Abwarten gibt deiner Partei die besseren Chancen, das Spiel zu gewinnen ({win}&#xa0;% gegen {alt_win}&#xa0;%, wenn du jetzt ausmachst).</translation>
    </message>
    <message>
        <source>This play is worth about {gain} points more here than the obvious one.</source>
        <translation>Dieser Zug ist hier etwa {gain} Punkte mehr wert als der naheliegende.</translation>
    </message>
    <message>
        <source>Playing {cards} is worth about {gain} points more here than the obvious play.</source>
        <translation>{cards} zu spielen ist hier etwa {gain} Punkte mehr wert als der naheliegende Zug.</translation>
    </message>
    <message>
        <source>Nothing clearly better stands out here: this is the solid play.</source>
        <translation>Nichts ist hier deutlich besser: Das ist der solide Zug.</translation>
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
        <source>Take the pile: {pile} cards worth {points}, about {gain} points better than drawing two cards.</source>
        <translation>Nimm den Stapel auf: {pile} Karten im Wert von {points}, etwa {gain} Punkte besser, als zwei Karten zu ziehen.</translation>
    </message>
    <message>
        <source>Take the pile: {pile} cards worth {points}, and it completes your first meld (minimum {minimum}).</source>
        <translation>Nimm den Stapel auf: {pile} Karten im Wert von {points}, und er vervollständigt deine Erstauslage (Mindestwert {minimum}).</translation>
    </message>
    <message>
        <source>Take {card} from the pile onto your sequence ({length} cards then): about {gain} points better than drawing.</source>
        <translation>Nimm {card} vom Stapel an deine Folge (dann {length} Karten): etwa {gain} Punkte besser als ziehen.</translation>
    </message>
    <message>
        <source>Draw from the stock: you hold no natural pair of the top card {top}.</source>
        <translation>Zieh vom Ziehstapel: Du hast kein natürliches Paar zur obersten Karte {top}.</translation>
    </message>
    <message>
        <source>Draw from the stock: the {pile}-card pile is blocked by {top}.</source>
        <translation>Zieh vom Ziehstapel: Der Stapel ({pile} Karten) ist durch {top} gesperrt.</translation>
    </message>
    <message>
        <source>Draw from the stock: the discard pile is empty.</source>
        <translation>Zieh vom Ziehstapel: Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>Draw from the stock: your pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Zieh vom Ziehstapel: Dein Paar zur obersten Karte {top} erreicht den Mindestwert der Erstauslage ({minimum}) nicht.</translation>
    </message>
    <message>
        <source>Draw from the stock: taking the {pile}-card pile is worth about {loss} points less than two cards from the stock.</source>
        <translation>Zieh vom Ziehstapel: Den Stapel mit {pile} Karten aufzunehmen ist etwa {loss} Punkte weniger wert als zwei Karten vom Ziehstapel.</translation>
    </message>
    <message>
        <source>Lay your red 3 first: it counts 100 points for your side.</source>
        <translation>Leg zuerst deine rote Drei aus: Sie zählt 100 Punkte für deine Partei.</translation>
    </message>
    <message>
        <source>Lay your first meld, {cards}: worth {value}, the minimum is {minimum}.</source>
        <translation>Leg deine Erstauslage, {cards}: Wert {value}, der Mindestwert ist {minimum}.</translation>
    </message>
    <message>
        <source>Lay new melds from your hand: {cards}.</source>
        <translation>Leg neue Auslagen aus deiner Hand: {cards}.</translation>
    </message>
    <message>
        <source>Add {cards} to finish a canasta of {length} cards.</source>
        <translation>Leg {cards} an, um einen Canasta aus {length} Karten zu vollenden.</translation>
    </message>
    <message>
        <source>Add {cards} to finish a samba of {length} cards.</source>
        <translation>Leg {cards} an, um eine Samba aus {length} Karten zu vollenden.</translation>
    </message>
    <message>
        <source>Add {cards} to your sequence: {length} cards toward a samba.</source>
        <translation>Leg {cards} an deine Folge an: {length} Karten auf dem Weg zur Samba.</translation>
    </message>
    <message>
        <source>Add {cards} to your group: {length} cards then.</source>
        <translation>Leg {cards} an deine Gruppe an: dann {length} Karten.</translation>
    </message>
    <message>
        <source>Merge two of your groups into one of {length} cards.</source>
        <translation>Füge zwei deiner Gruppen zu einer aus {length} Karten zusammen.</translation>
    </message>
    <message>
        <source>Go out: your side scores about {ours} on this hand against {theirs} for the best other side.</source>
        <translation>Mach aus: Deine Partei bekommt in dieser Runde etwa {ours} Punkte, die beste andere Partei {theirs}.</translation>
    </message>
    <message>
        <source>Go out now: your partner said yes, so you must.</source>
        <translation>Mach jetzt aus: Dein Partner hat Ja gesagt, also musst du.</translation>
    </message>
    <message>
        <source>Go out: the stock is nearly gone ({stock} cards) or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>Mach aus: Der Ziehstapel ist fast leer ({stock} Karten) oder die Gegner können ausmachen; deine Partei bekommt etwa {ours} gegen {theirs}.</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out: you can, and your partner still holds {partner_cards} cards.</source>
        <translation>Frag deinen Partner, ob du ausmachen darfst: Du kannst es, und dein Partner hat noch {partner_cards} Karten.</translation>
    </message>
    <message>
        <source>Do not go out yet: your side would score only about {ours} against {theirs}. Discard {card} instead.</source>
        <translation>Mach noch nicht aus: Deine Partei bekäme nur etwa {ours} gegen {theirs}. Wirf stattdessen {card} ab.</translation>
    </message>
    <message>
        <source>Discard {card}: it is the cheapest card to give away ({other_card} would cost more).</source>
        <translation>Wirf {card} ab: Das ist die billigste Karte zum Hergeben ({other_card} würde mehr kosten).</translation>
    </message>
    <message>
        <source>Discard {card} to block: the pile holds {pile} cards, and the next player cannot take it over a black 3.</source>
        <translation>Wirf {card} ab, um zu sperren: Der Stapel hat {pile} Karten, und der nächste Spieler kann ihn über einer schwarzen Drei nicht aufnehmen.</translation>
    </message>
    <message>
        <source>Discard {card}: the next player holds a pair of it with a chance of only {chance}%, and {other_card} is riskier.</source>
        <translation>Wirf {card} ab: Der nächste Spieler hat nur mit {chance}&#xa0;% Wahrscheinlichkeit ein Paar davon, und {other_card} ist riskanter.</translation>
    </message>
    <message>
        <source>Discard the wild card {card} to freeze the pile of {pile} cards: every other card is too useful or too dangerous to give away.</source>
        <translation>Wirf die wilde Karte {card} ab, um den Stapel mit {pile} Karten zu sperren: Jede andere Karte ist zu nützlich oder zu gefährlich zum Hergeben.</translation>
    </message>
    <message>
        <source>Discard {card} and keep the pair it would break.</source>
        <translation>Wirf {card} ab und behalte das Paar, das du sonst aufbrechen würdest.</translation>
    </message>
    <message>
        <source>Pass: one card left ({card}), and your side may not go out yet.</source>
        <translation>Pass: Eine Karte übrig ({card}), und deine Partei darf noch nicht ausmachen.</translation>
    </message>
    <message>
        <source>Say no: you still hold a red 3; it would cost your side {penalty} points.</source>
        <translation>Sag Nein: Du hast noch eine rote Drei; sie würde deine Partei {penalty} Punkte kosten.</translation>
    </message>
    <message>
        <source>Say yes: your hand holds only {penalty} points.</source>
        <translation>Sag Ja: Deine Hand hat nur {penalty} Punkte.</translation>
    </message>
    <message>
        <source>Say yes: even with the {penalty} points in your hand your side stays about {margin} points ahead on this hand.</source>
        <translation>Sag Ja: Auch mit den {penalty} Punkten in deiner Hand bleibt deine Partei in dieser Runde etwa {margin} Punkte vorn.</translation>
    </message>
    <message>
        <source>Say no: the {penalty} points in your hand would leave your side only {margin} points ahead on this hand.</source>
        <translation>Sag Nein: Mit den {penalty} Punkten in deiner Hand läge deine Partei in dieser Runde nur {margin} Punkte vorn.</translation>
    </message>
    <message>
        <source>A safe move: nothing better fits here.</source>
        <translation>Ein sicherer Zug: Nichts Besseres passt hier.</translation>
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
        <translation>Wähle zuerst die Karten.</translation>
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
        <translation>Wähle zwei verschiedene Auslagen zum Zusammenlegen.</translation>
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
        <source>Your side&apos;s first meld must be worth at least {minimum} points; this is worth {value}.</source>
        <translation>Die Erstauslage deiner Partei muss mindestens {minimum} Punkte wert sein; diese ist {value} wert.</translation>
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
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
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
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
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
        <source>&amp;About Samba Desktop</source>
        <translation>Ü&amp;ber Samba Desktop</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Hand sortieren</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <extracomment>the Play menu&apos;s actions in groups (the answers to a partner&apos;s question stay on the bar)</extracomment>
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
        <source>The hand is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
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
        <source>Your turn — draw or take the pile</source>
        <translation>Du bist dran – zieh oder nimm den Stapel</translation>
    </message>
    <message>
        <source>Draw 2 from the stock, or take the pile with your pair.</source>
        <translation>Zieh 2 vom Ziehstapel oder nimm den Stapel mit deinem Paar auf.</translation>
    </message>
    <message>
        <source>Click the stock or drag it to your hand to draw 2 cards.</source>
        <translation>Klicke auf den Ziehstapel oder zieh ihn auf deine Hand, um 2 Karten zu ziehen.</translation>
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
        <translation>{name} überlegt …</translation>
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
    <message>
        <source>{n} of the 20 sambas are still possible</source>
        <translation>{n} der 20 Sambas sind noch möglich</translation>
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
        <source>Said yes to the partner: Easy always lets its partner go out (our hand holds {penalty} points).</source>
        <translation>Dem Partner Ja gesagt: Leicht lässt den Partner immer ausmachen (unsere Hand zählt {penalty} Punkte).</translation>
    </message>
    <message>
        <source>Picked one of {count} legal moves at random.</source>
        <translation>Einen von {count} erlaubten Zügen zufällig gewählt.</translation>
    </message>
    <message>
        <source>Laid a red 3: each one laid counts 100 points for the side.</source>
        <translation>Eine rote Drei ausgelegt: Jede ausgelegte zählt 100 Punkte für die Partei.</translation>
    </message>
    <message>
        <source>Took the top card {card} onto our sequence of {length} cards.</source>
        <translation>Die oberste Karte {card} genommen und an unsere Folge aus {length} Karten angelegt.</translation>
    </message>
    <message>
        <source>Drew from the stock: no pair in the hand matches the top card {top} of the {pile}-card pile.</source>
        <translation>Vom Ziehstapel gezogen: Kein Paar auf der Hand passt zur obersten Karte {top} des Stapels (Karten: {pile}).</translation>
    </message>
    <message>
        <source>Drew from the stock: the discard pile is empty.</source>
        <translation>Vom Ziehstapel gezogen: Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>Laid {count} cards in new melds: {cards}.</source>
        <translation>{count} Karten in neuen Auslagen ausgelegt: {cards}.</translation>
    </message>
    <message>
        <source>Added {cards} to a meld on the table ({length} cards now).</source>
        <translation>{cards} an eine Auslage angelegt (jetzt {length} Karten).</translation>
    </message>
    <message>
        <source>Played the first of {count} legal moves: nothing better stood out.</source>
        <translation>Den ersten von {count} erlaubten Zügen gespielt: Nichts war deutlich besser.</translation>
    </message>
    <message>
        <source>Passed: one card left ({card}) and the side may not go out yet.</source>
        <translation>Gepasst: Nur noch eine Karte ({card}), und die Partei darf noch nicht ausmachen.</translation>
    </message>
    <message>
        <source>Took the pile: {pile} cards worth {points}; judged {gain} points better than drawing two cards.</source>
        <translation>Stapel aufgenommen (Karten: {pile}, Wert {points}): um {gain} Punkte besser eingeschätzt, als zwei Karten zu ziehen.</translation>
    </message>
    <message>
        <source>Took the pile: {pile} cards worth {points}, and it completes our first meld (minimum {minimum}).</source>
        <translation>Stapel aufgenommen (Karten: {pile}, Wert {points}): Damit gelingt unsere Erstauslage (Mindestwert {minimum}).</translation>
    </message>
    <message>
        <source>Took {card} from the pile onto our sequence, which grows to {length} cards; judged {gain} points better than drawing.</source>
        <translation>{card} vom Stapel genommen und an unsere Folge angelegt, die auf {length} Karten wächst: um {gain} Punkte besser eingeschätzt als Ziehen.</translation>
    </message>
    <message>
        <source>Drew from the stock: our pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Vom Ziehstapel gezogen: Unser Paar zur obersten Karte {top} erreicht den Mindestwert der Erstauslage ({minimum}) nicht.</translation>
    </message>
    <message>
        <source>Drew from the stock: taking the {pile}-card pile was judged {loss} points worse than two cards from the stock.</source>
        <translation>Vom Ziehstapel gezogen: Den Stapel (Karten: {pile}) aufzunehmen wurde um {loss} Punkte schlechter eingeschätzt als zwei Karten vom Ziehstapel.</translation>
    </message>
    <message>
        <source>Laid a red 3 first: it counts 100 points (our side has {laid} laid now).</source>
        <translation>Zuerst eine rote Drei ausgelegt: Sie zählt 100 Punkte (unsere Partei hat jetzt {laid} ausgelegt).</translation>
    </message>
    <message>
        <source>Laid our first meld, {cards}: worth {value}, the minimum is {minimum}.</source>
        <translation>Unsere Erstauslage ausgelegt, {cards}: Wert {value}, Mindestwert {minimum}.</translation>
    </message>
    <message>
        <source>Laid new melds from the hand: {cards} ({count} cards).</source>
        <translation>Neue Auslagen aus der Hand ausgelegt: {cards} ({count} Karten).</translation>
    </message>
    <message>
        <source>Added {cards} to finish a canasta of {length} cards.</source>
        <translation>{cards} angelegt, um einen Canasta aus {length} Karten zu vollenden.</translation>
    </message>
    <message>
        <source>Added {cards} to finish a samba: {length} cards in sequence.</source>
        <translation>{cards} angelegt, um eine Samba zu vollenden: {length} Karten in Folge.</translation>
    </message>
    <message>
        <source>Added {cards} to our sequence, now {length} cards toward a samba.</source>
        <translation>{cards} an unsere Folge angelegt, jetzt {length} Karten auf dem Weg zur Samba.</translation>
    </message>
    <message>
        <source>Added {cards} to our group, now {length} cards.</source>
        <translation>{cards} an unsere Gruppe angelegt, jetzt {length} Karten.</translation>
    </message>
    <message>
        <source>Merged two of our groups into one of {length} cards.</source>
        <translation>Zwei unserer Gruppen zu einer aus {length} Karten zusammengelegt.</translation>
    </message>
    <message>
        <source>Took the {pile}-card pile with {cards} from the hand.</source>
        <translation>Den Stapel (Karten: {pile}) mit {cards} aus der Hand aufgenommen.</translation>
    </message>
    <message>
        <source>Drew from the stock: the {pile}-card pile is blocked by {top}.</source>
        <translation>Vom Ziehstapel gezogen: Der Stapel (Karten: {pile}) ist durch {top} gesperrt.</translation>
    </message>
    <message>
        <source>Discarded {card}: the card with the least use in a {hand}-card hand.</source>
        <translation>{card} abgeworfen: die am wenigsten nützliche Karte der Hand (Karten: {hand}).</translation>
    </message>
    <message>
        <source>Drew from the stock: we hold no natural pair of the top card {top} (a {pile}-card pile).</source>
        <translation>Vom Ziehstapel gezogen: Wir haben kein natürliches Paar zur obersten Karte {top} (Karten im Stapel: {pile}).</translation>
    </message>
    <message>
        <source>Asked the partner whether we may go out: we can, and the partner still holds cards ({partner_cards}).</source>
        <translation>Den Partner gefragt, ob wir ausmachen dürfen: Wir können, und der Partner hat noch Karten ({partner_cards}).</translation>
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
        <source>Discarded {card} to block: the pile holds {pile} cards and the next player cannot take it over a black 3.</source>
        <translation>{card} zum Sperren abgeworfen: Im Stapel liegen {pile} Karten, und über einer schwarzen Drei kann der nächste Spieler ihn nicht aufnehmen.</translation>
    </message>
    <message>
        <source>Discarded {card}: the next player holds a pair of it with a chance of only {chance}%, and {other_card} was riskier (cost {other_cost} against {cost}).</source>
        <translation>{card} abgeworfen: Der nächste Spieler hat nur mit {chance}&#xa0;% Wahrscheinlichkeit ein Paar davon, und {other_card} war riskanter (Kosten {other_cost} gegen {cost}).</translation>
    </message>
    <message>
        <source>Discarded the wild card {card} to freeze the pile of {pile} cards: every other card was too useful or too dangerous (cheapest other cost {other_cost}).</source>
        <translation>Die wilde Karte {card} abgeworfen, um den Stapel (Karten: {pile}) zu sperren: Jede andere Karte war zu nützlich oder zu gefährlich (billigste andere: Kosten {other_cost}).</translation>
    </message>
    <message>
        <source>Discarded {card} and kept the pair it would have broken (cost {cost} against {other_cost}).</source>
        <translation>{card} abgeworfen und das Paar behalten, das sonst zerbrochen wäre (Kosten {cost} gegen {other_cost}).</translation>
    </message>
    <message>
        <source>Passed: one card left ({card}) and our side may not go out yet.</source>
        <translation>Gepasst: Nur noch eine Karte ({card}), und unsere Partei darf noch nicht ausmachen.</translation>
    </message>
    <message>
        <source>Said no: I still hold a red 3; with it the hand would cost our side {penalty} points.</source>
        <translation>Nein gesagt: Ich habe noch eine rote Drei; damit würde die Hand unsere Partei {penalty} Punkte kosten.</translation>
    </message>
    <message>
        <source>Said yes: my hand holds only {penalty} points (at most {limit}).</source>
        <translation>Ja gesagt: Meine Hand zählt nur {penalty} Punkte (höchstens {limit}).</translation>
    </message>
    <message>
        <source>Said yes: with my hand of {penalty} points against us we are still about {margin} points ahead on this hand.</source>
        <translation>Ja gesagt: Auch mit meinen {penalty} Punkten auf der Hand gegen uns liegen wir in dieser Runde noch etwa {margin} Punkte vorn.</translation>
    </message>
    <message>
        <source>Said no: my hand of {penalty} points would leave us only {margin} points ahead on this hand (we want {limit}).</source>
        <translation>Nein gesagt: Mit meinen {penalty} Punkten auf der Hand lägen wir in dieser Runde nur {margin} Punkte vorn (wir wollen {limit}).</translation>
    </message>
    <message>
        <source>Played a safe legal move (options: {count}): the plan did not fit.</source>
        <translation>Einen sicheren erlaubten Zug gespielt (Möglichkeiten: {count}): Der Plan passte nicht.</translation>
    </message>
    <message>
        <source>This was the only legal move.</source>
        <translation>Das war der einzige erlaubte Zug.</translation>
    </message>
    <message>
        <source>Well played: every plan the computer would consider starts with this move.</source>
        <translation>Gut gespielt: Jeder Plan, den der Computer in Betracht ziehen würde, beginnt mit diesem Zug.</translation>
    </message>
    <message>
        <source>Well played: no move was clearly better here.</source>
        <translation>Gut gespielt: Kein Zug war hier deutlich besser.</translation>
    </message>
    <message>
        <source>Taking the {pile}-card pile with {cards} was worth about {cost} points more per hand than drawing from the stock.</source>
        <translation>Den Stapel mit {pile} Karten mit {cards} aufzunehmen war etwa {cost} Punkte pro Runde mehr wert, als vom Ziehstapel zu ziehen.</translation>
    </message>
    <message>
        <source>Taking the {pile}-card pile with {cards} was worth about {cost} points more per hand.</source>
        <translation>Den Stapel mit {pile} Karten mit {cards} aufzunehmen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Taking the top card {card} onto your sequence was worth about {cost} points more per hand.</source>
        <translation>Die oberste Karte {card} an deine Folge anzulegen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Drawing from the stock was worth about {cost} points more per hand than taking the {pile}-card pile.</source>
        <translation>Vom Ziehstapel zu ziehen war etwa {cost} Punkte pro Runde mehr wert, als den Stapel mit {pile} Karten aufzunehmen.</translation>
    </message>
    <message>
        <source>Going out now was worth about {cost} points more per hand than holding back.</source>
        <translation>Jetzt auszumachen war etwa {cost} Punkte pro Runde mehr wert als abzuwarten.</translation>
    </message>
    <message>
        <source>Holding back was worth about {cost} points more per hand than going out now.</source>
        <translation>Abzuwarten war etwa {cost} Punkte pro Runde mehr wert, als jetzt auszumachen.</translation>
    </message>
    <message>
        <source>Asking your partner whether you may go out was worth about {cost} points more per hand.</source>
        <translation>Den Partner zu fragen, ob du ausmachen darfst, war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Discarding {card} instead of {other_card} was worth about {cost} points more per hand.</source>
        <translation>{card} statt {other_card} abzuwerfen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Discarding {card} instead of the wild card {other_card} was worth about {cost} points more per hand: a wild card is worth more in your melds.</source>
        <translation>{card} statt der wilden Karte {other_card} abzuwerfen war etwa {cost} Punkte pro Runde mehr wert: Eine wilde Karte ist in deinen Auslagen mehr wert.</translation>
    </message>
    <message>
        <source>Discarding {card} now and keeping the rest in your hand was worth about {cost} points more per hand.</source>
        <translation>Jetzt {card} abzuwerfen und den Rest auf der Hand zu behalten war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Laying {cards} was worth about {cost} points more per hand.</source>
        <translation>{cards} auszulegen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Adding {cards} to your meld was worth about {cost} points more per hand.</source>
        <translation>{cards} an deine Auslage anzulegen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Merging two of your groups was worth about {cost} points more per hand.</source>
        <translation>Zwei deiner Gruppen zusammenzulegen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Laying your red 3 was worth about {cost} points more per hand.</source>
        <translation>Deine rote Drei auszulegen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Passing with your last card was worth about {cost} points more per hand.</source>
        <translation>Mit deiner letzten Karte zu passen war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Answering yes was worth about {cost} points more per hand.</source>
        <translation>Mit Ja zu antworten war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>Answering no was worth about {cost} points more per hand.</source>
        <translation>Mit Nein zu antworten war etwa {cost} Punkte pro Runde mehr wert.</translation>
    </message>
    <message>
        <source>The frozen yardstick {level} (commit {commit}) chose this move (legal moves: {count}).</source>
        <translation>Der eingefrorene Maßstab {level} (Commit {commit}) wählte diesen Zug (erlaubte Züge: {count}).</translation>
    </message>
    <message>
        <source>Discarded {card} to block the big pile of {pile} cards.</source>
        <translation>{card} abgeworfen, um den großen Stapel mit {pile} Karten zu sperren.</translation>
    </message>
    <message>
        <source>This was the only legal move ({count} option).</source>
        <translation>Das war der einzige erlaubte Zug ({count} Möglichkeit).</translation>
    </message>
    <message>
        <source>Going out: our side scores about {ours} on this hand against {theirs} for the best other side ({cards_left} cards left to lay).</source>
        <translation>Ausmachen: Unsere Partei bekommt in dieser Runde etwa {ours}, die beste andere Partei {theirs} (noch auszulegende Karten: {cards_left}).</translation>
    </message>
    <message>
        <source>Going out: the partner said yes, so we must go out now ({cards_left} cards left to lay).</source>
        <translation>Ausmachen: Der Partner hat Ja gesagt, also müssen wir jetzt ausmachen (noch auszulegende Karten: {cards_left}).</translation>
    </message>
    <message>
        <source>Going out: only {stock} cards are left in the stock or the opponents can go out; our side {ours} against {theirs}.</source>
        <translation>Ausmachen: Im Ziehstapel sind nur noch wenige Karten ({stock}), oder die Gegner können ausmachen; unsere Partei {ours} gegen {theirs}.</translation>
    </message>
    <message>
        <source>Took the pile as soon as it could: {pile} cards worth {points}.</source>
        <translation>Stapel aufgenommen, sobald es ging (Karten: {pile}, Wert {points}).</translation>
    </message>
    <message>
        <source>Going out the moment our side may: {cards_left} cards left to lay.</source>
        <translation>Ausmachen, sobald unsere Partei darf (noch auszulegende Karten: {cards_left}).</translation>
    </message>
    <message>
        <source>Discarded {card}, the highest card no meld of ours wants ({value} points); the next opponent holds a pair of it with a chance of {chance}%.</source>
        <translation>{card} abgeworfen, die höchste Karte, die keine unserer Auslagen braucht ({value} Punkte); der nächste Gegner hat mit {chance}&#xa0;% Wahrscheinlichkeit ein Paar davon.</translation>
    </message>
    <message>
        <source>Discarded {card} ({value} points): no meld of ours wants it.</source>
        <translation>{card} abgeworfen ({value} Punkte): Keine unserer Auslagen braucht sie.</translation>
    </message>
    <message>
        <source>Going out won in {win}% of {samples} sampled deals; holding back won in {alt_win}%.</source>
        <translation>Ausmachen gewann in {win}&#xa0;% von {samples} simulierten Verteilungen, Abwarten in {alt_win}&#xa0;%.</translation>
    </message>
    <message>
        <source>Did not go out: holding back won in {win}% of {samples} sampled deals; going out won in {alt_win}%.</source>
        <translation>Nicht ausgemacht: Abwarten gewann in {win}&#xa0;% von {samples} simulierten Verteilungen, Ausmachen in {alt_win}&#xa0;%.</translation>
    </message>
    <message>
        <source>Search over {samples} sampled deals: this plan scored {gain} points better on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>Suche über {samples} simulierte Verteilungen: Dieser Plan brachte im Schnitt {gain} Punkte mehr als die regelbasierte Wahl (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</translation>
    </message>
    <message>
        <source>Search over {samples} sampled deals: playing {cards} in this plan scored {gain} points better on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>Suche über {samples} simulierte Verteilungen: {cards} in diesem Plan zu spielen brachte im Schnitt {gain} Punkte mehr als die regelbasierte Wahl (gewonnen {win}&#xa0;% gegen {alt_win}&#xa0;%).</translation>
    </message>
    <message>
        <source>Search over {samples} sampled deals and {plans} plans found nothing clearly better than the rule-based choice (won {win}% of the deals).</source>
        <translation>Die Suche über {samples} simulierte Verteilungen und {plans} Pläne fand nichts deutlich Besseres als die regelbasierte Wahl (gewonnen in {win}&#xa0;% der Verteilungen).</translation>
    </message>
    <message>
        <source>Answered after {samples} sampled deals: this answer won in {win}%, the other in {alt_win}%.</source>
        <translation>Nach {samples} simulierten Verteilungen geantwortet: Diese Antwort gewann in {win}&#xa0;%, die andere in {alt_win}&#xa0;%.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} of the turn plan chosen by search (won {win}% of {samples} sampled deals).</source>
        <translation>Schritt {step} von {steps} des per Suche gewählten Zugplans (gewonnen in {win}&#xa0;% von {samples} simulierten Verteilungen).</translation>
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
        <translation>Die Verteilung lässt sich nicht wiederherstellen: {why}</translation>
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
        <source>{grade} (about {points} points)</source>
        <translation>{grade} (etwa {points} Punkte)</translation>
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
    <message>
        <source>Well played: none of your {n} decisions cost points.</source>
        <translation>Gut gespielt: Keine deiner {n} Entscheidungen hat Punkte gekostet.</translation>
    </message>
    <message>
        <source>Well played: your decisions cost only about {points} points.</source>
        <translation>Gut gespielt: Deine Entscheidungen haben nur etwa {points} Punkte gekostet.</translation>
    </message>
    <message>
        <source>This hand your decisions cost about {points} points: {counts}.</source>
        <translation>In dieser Runde haben deine Entscheidungen etwa {points} Punkte gekostet: {counts}.</translation>
    </message>
    <message>
        <source>Move {n}: {review}</source>
        <extracomment>a mark&apos;s colour by grade</extracomment>
        <translation>Zug {n}: {review}</translation>
    </message>
    <message>
        <source>Reviewing your decisions… ({done} of {total})</source>
        <translation>Deine Entscheidungen werden bewertet … ({done} von {total})</translation>
    </message>
    <message>
        <source>Reviewing your decisions…</source>
        <translation>Deine Entscheidungen werden bewertet …</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <source>What your decisions cost in each hand, by the computer&apos;s review (Settings › Aids).</source>
        <translation>Was deine Entscheidungen in jeder Runde gekostet haben, nach der Bewertung durch den Computer (Einstellungen › Hilfen).</translation>
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
        <source>Your decisions: about {points} points lost ({counts})</source>
        <translation>Deine Entscheidungen: etwa {points} Punkte verloren ({counts})</translation>
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
        <source>After each hand the computer reviews your decisions (Settings › Aids); here you see whether you lose fewer points over the games.</source>
        <translation>Nach jeder Runde bewertet der Computer deine Entscheidungen (Einstellungen › Hilfen); hier siehst du, ob du über die Spiele hinweg weniger Punkte verlierst.</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): about {points} points lost per hand.</source>
        <translation>
            <numerusform>Bisher %n Spiel: etwa {points} Punkte pro Runde verloren.</numerusform>
            <numerusform>Deine letzten %n Spiele: etwa {points} Punkte pro Runde verloren.</numerusform>
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
    <message>
        <source>Final totals after one hand</source>
        <translation>Endstand nach einer Runde</translation>
    </message>
    <message>
        <source>Final totals after {n} hands</source>
        <translation>Endstand nach {n} Runden</translation>
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
        <source>The deal seed and hand number: the same cards come again with “Replay this deal”.</source>
        <translation>Kennung der Verteilung und Runde: Mit „Diese Verteilung nachspielen“ kommen dieselben Karten wieder.</translation>
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
        <source>Past hands:</source>
        <translation>Frühere Runden:</translation>
    </message>
    <message>
        <source>game {g}, hand {n}</source>
        <translation>Spiel {g}, Runde {n}</translation>
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
        <translation>CSV exportieren …</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>Statistik zurücksetzen …</translation>
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
        <source>This link does not open the table: the host may have closed it or started another one.</source>
        <translation>Dieser Link führt nicht an den Tisch: Der Gastgeber hat ihn vielleicht geschlossen oder einen neuen eröffnet.</translation>
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
        <source>Your seat at this table can no longer be taken back.</source>
        <translation>Deinen Platz an diesem Tisch kannst du nicht mehr zurückbekommen.</translation>
    </message>
    <message>
        <source>The table did not let you in.</source>
        <translation>Der Tisch hat dich nicht hereingelassen.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>the address a hosted table listens on: every interface, so that friends on the network can join (tests: the loopback only)</extracomment>
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
        <source>You need two natural {rank}s to take the pile.</source>
        <translation>Für den Stapel brauchst du zwei natürliche Karten vom Rang {rank}.</translation>
    </message>
    <message>
        <source>Select the cards to meld first.</source>
        <translation>Wähle zuerst die Karten zum Auslegen.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Wähle eine Karte zum Abwerfen.</translation>
    </message>
    <message>
        <source>Select one card, then click the pile to discard it.</source>
        <translation>Wähle eine Karte und klicke dann auf den Ablagestapel, um sie abzuwerfen.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Wirf immer nur eine Karte ab.</translation>
    </message>
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
        <source>open</source>
        <translation>frei</translation>
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
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
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
        <source>Who sits where (partners sit opposite: seats 1 and 3, 2 and 4, …):</source>
        <translation>Wer wo sitzt (Partner sitzen sich gegenüber: Plätze 1 und 3, 2 und 4, …):</translation>
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
    <message>
        <source>Seat {n}: waiting for a friend</source>
        <translation>Platz {n}: wartet auf einen Freund</translation>
    </message>
    <message>
        <source>Seat {n}: a computer</source>
        <translation>Platz {n}: ein Computer</translation>
    </message>
    <message>
        <source>Seat {n}: {name} ({kind})</source>
        <translation>Platz {n}: {name} ({kind})</translation>
    </message>
    <message numerus="yes">
        <source>Start now and computers play the %n seat(s) nobody has taken.</source>
        <translation>
            <numerusform>Wenn du jetzt startest, spielt der Computer den %n freien Platz.</numerusform>
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
        <source>(none found yet)</source>
        <translation>(noch keiner gefunden)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>thinking…</source>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>entscheidet …</translation>
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
        <source>{n} selected: {cards} · {points} points</source>
        <translation>{n} gewählt: {cards} · {points} Punkte</translation>
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
        <translation>klicke auf den Ziehstapel, um zu ziehen</translation>
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
        <translation>Der Stapel ist gesperrt: Solange ein Joker oben liegt, darf ihn niemand nehmen.</translation>
    </message>
    <message>
        <source>This link does not open a table here: the host may have started another table.</source>
        <translation>Dieser Link führt hier an keinen Tisch: Der Gastgeber hat vielleicht einen neuen Tisch eröffnet.</translation>
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
        <source>This seat can no longer be taken back with your link.</source>
        <translation>Diesen Platz bekommst du mit deinem Link nicht mehr zurück.</translation>
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
        <source>{n} jokers</source>
        <translation>{n} Joker</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>{n} twos</source>
        <translation>{n} Zweien</translation>
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
        <translation>{name} hat eine rote 3 ausgelegt</translation>
    </message>
    <message>
        <source>You laid a red 3</source>
        <translation>Du hast eine rote 3 ausgelegt</translation>
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
        <source>The discard pile is big. A black 3 on top freezes it: the next player cannot take it. Discard your black 3 now if you do not want to give the pile away.</source>
        <translation>Der Ablagestapel ist groß. Eine schwarze Drei obendrauf sperrt ihn: Der nächste Spieler kann ihn nicht aufnehmen. Wirf deine schwarze Drei jetzt ab, wenn du den Stapel nicht hergeben willst.</translation>
    </message>
    <message>
        <source>Lay your red 3</source>
        <translation>Lege deine rote Drei aus</translation>
    </message>
    <message>
        <source>Each red 3 laid counts 100 for your side, but one still in your hand when the hand ends costs 750. Lay it with the Red 3 button.</source>
        <translation>Jede ausgelegte rote Drei zählt 100 für deine Partei, aber eine, die am Ende der Runde noch auf der Hand ist, kostet 750. Lege sie mit der Schaltfläche „Rote 3“ aus.</translation>
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
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Samba Desktop</source>
        <translation>Willkommen bei Samba Desktop</translation>
    </message>
    <message>
        <source>Samba is Canasta with three decks: build melds of one rank and sequences of one suit, grow them into canastas and sambas, and be first to go out.</source>
        <translation>Samba ist Canasta mit drei Kartenspielen: Lege Gruppen gleichen Rangs und Folgen einer Farbe aus, baue sie zu Canastas und Sambas aus und mache als Erster aus.</translation>
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
