<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Ta högen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Lägg ut</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Saka</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Röd trea</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Fråga partnern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Yes, go out</source>
        <translation>Ja, gå ut</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
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
        <translation>Lämna det pågående spelet?</translation>
    </message>
    <message>
        <source>The game on the table ends. To come back to it later, save it first (Game ▸ Save as…).</source>
        <translation>Spelet på bordet avslutas. Spara det först (Spel ▸ Spara som…) om du vill fortsätta det senare.</translation>
    </message>
    <message>
        <source>Samba games (*{suffix})</source>
        <translation>Sambaspel (*{suffix})</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spara spel</translation>
    </message>
    <message>
        <source>Samba game</source>
        <translation>Sambaspel</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>Öppna sparat spel</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <source>Hand viewer…</source>
        <translation>Givvisaren…</translation>
    </message>
</context>
<context>
    <name>AidsForm</name>
    <message>
        <source>Show the samba outlook beside the table</source>
        <translation>Visa sambautsikterna bredvid bordet</translation>
    </message>
    <message>
        <source>Say why the computer players (and the hint) chose their moves</source>
        <translation>Berätta varför datorspelarna (och tipset) valde sina drag</translation>
    </message>
    <message>
        <source>Show tips for beginners</source>
        <translation>Visa tips för nybörjare</translation>
    </message>
    <message>
        <source>Review my decisions after each hand</source>
        <translation>Granska mina beslut efter varje giv</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the background and says which ones cost points, and what was better.</source>
        <translation>Datorn går i bakgrunden igenom vart och ett av dina beslut och säger vilka som kostade poäng och vad som hade varit bättre.</translation>
    </message>
    <message>
        <source>Show all tips again</source>
        <translation>Visa alla tips igen</translation>
    </message>
    <message>
        <source>Each tip is shown once. The help lists them all.</source>
        <translation>Varje tips visas en gång. Hjälpen listar alla.</translation>
    </message>
    <message>
        <source>Tell me when a newer version is released</source>
        <translation>Säg till när en nyare version kommer ut</translation>
    </message>
    <message>
        <source>At start, at most once a day, Samba Desktop asks the project&apos;s releases page whether there is a newer version. Nothing else is sent.</source>
        <translation>Vid start, högst en gång om dagen, frågar Samba Desktop projektets utgivningssida om det finns en nyare version. Inget annat skickas.</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Säg något till bordet…</translation>
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
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Blandad</translation>
    </message>
    <message>
        <source>Laid by the player</source>
        <translation>Spelaren lägger ut dem</translation>
    </message>
    <message>
        <source>Laid and replaced automatically</source>
        <translation>Läggs ut och ersätts automatiskt</translation>
    </message>
    <message>
        <source>Keep 1 card (pass)</source>
        <translation>Behåll 1 kort (passa)</translation>
    </message>
    <message>
        <source>Keep 2 cards</source>
        <translation>Behåll 2 kort</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Fyra färger</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Stora index</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Små</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mellan</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Stora</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Efter valör</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Efter färg</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemets språk</translation>
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
        <translation>Samba Desktop: kortspelet canasta med tre kortlekar, mot datorspelare. Startat utan alternativ öppnar det sitt fönster.</translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>visa den här hjälpen och avsluta</translation>
    </message>
    <message>
        <source>show the version number and quit</source>
        <translation>visa versionsnumret och avsluta</translation>
    </message>
    <message>
        <source>check the installation without a window (offscreen) and quit</source>
        <translation>kontrollera installationen utan fönster (offscreen) och avsluta</translation>
    </message>
    <message>
        <source>a table&apos;s link: open the window to join that table</source>
        <translation>länk till ett bord: öppnar fönstret för att gå med vid bordet</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: there is no display to show it on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or use --self-test to check the installation without a window.</source>
        <translation>Samba Desktop kan inte öppna sitt fönster: det finns ingen skärm att visa det på (varken DISPLAY eller WAYLAND_DISPLAY är satt). Starta det från en skrivbordssession, eller kontrollera installationen utan fönster med --self-test.</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: this system lacks libraries that Qt needs to draw windows ({libraries}). Install them and start it again. On Debian and Ubuntu: sudo apt install {debian}. On Fedora: sudo dnf install {fedora}.</source>
        <translation>Samba Desktop kan inte öppna sitt fönster: systemet saknar bibliotek som Qt behöver för att rita fönster ({libraries}). Installera dem och starta spelet igen. På Debian och Ubuntu: sudo apt install {debian}. På Fedora: sudo dnf install {fedora}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Us</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Please wait: the host has not started the game yet.</source>
        <translation>Vänta: värden har inte startat spelet än.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Vänta: det är inte din tur.</translation>
    </message>
    <message>
        <source>Answer your partner first: may they go out?</source>
        <translation>Svara din partner först: får din partner gå ut?</translation>
    </message>
    <message>
        <source>Your side has already melded: lay melds directly.</source>
        <translation>Ditt lag har redan mält: lägg ut mälningarna direkt.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plats {n}</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Vänta på din tur.</translation>
    </message>
    <message>
        <source>A red 3 is laid at once, before you draw or meld: it counts for your side, and one left in hand costs points.</source>
        <translation>En röd trea läggs ut genast, innan du drar eller lägger ut: den räknas för ditt lag, och en som blir kvar på handen kostar poäng.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Dra från talongen.</translation>
    </message>
    <message>
        <source>Take the pile with {cards}.</source>
        <translation>Ta sakhögen med {cards}.</translation>
    </message>
    <message>
        <source>Also lay {melds}.</source>
        <translation>Lägg också ut {melds}.</translation>
    </message>
    <message>
        <source>Take the top card onto your sequence.</source>
        <translation>Ta översta kortet till din sekvens.</translation>
    </message>
    <message>
        <source>Meld {cards}.</source>
        <translation>Lägg ut {cards}.</translation>
    </message>
    <message>
        <source>Add {cards} to {meld}.</source>
        <translation>Lägg {cards} till {meld}.</translation>
    </message>
    <message>
        <source>Merge your two groups of the same rank.</source>
        <translation>Slå ihop dina två grupper av samma valör.</translation>
    </message>
    <message>
        <source>Lay your red 3.</source>
        <translation>Lägg ut din röda trea.</translation>
    </message>
    <message>
        <source>Discard {card}.</source>
        <translation>Saka {card}.</translation>
    </message>
    <message>
        <source>Pass: keep your last card.</source>
        <translation>Passa: behåll ditt sista kort.</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out.</source>
        <translation>Fråga din partner om du får gå ut.</translation>
    </message>
    <message>
        <source>Answer yes.</source>
        <translation>Svara ja.</translation>
    </message>
    <message>
        <source>Answer no.</source>
        <translation>Svara nej.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Inget tips just nu.</translation>
    </message>
    <message>
        <source>Going out is not possible with this hand any more, so you play on.</source>
        <translation>Med den här handen går det inte längre att gå ut, så du spelar vidare.</translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message>
        <source>Scores: {s}</source>
        <translation>Poäng: {s}</translation>
    </message>
    <message>
        <source>red 3s: {n}</source>
        <translation>röda treor: {n}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Första</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bakåt</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Sista</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>Visa alla händer</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportera…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öppna…</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Spela den här given</translation>
    </message>
    <message>
        <source>Deal these cards again at the table, with the same seats, and play the hand yourself.</source>
        <translation>Dela ut samma kort igen vid bordet, med samma platser, och spela given själv.</translation>
    </message>
    <message>
        <source>Hand viewer</source>
        <translation>Givvisaren</translation>
    </message>
    <message>
        <source>Hand {n} · deal {deal}</source>
        <translation>Giv {n} · givkod {deal}</translation>
    </message>
    <message>
        <source>Open a hand record to step through it.</source>
        <translation>Öppna ett givprotokoll för att stega igenom det.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} · discard pile: %n card(s)</source>
        <translation>
            <numerusform>Talong: {n} · sakhög: %n kort</numerusform>
            <numerusform>Talong: {n} · sakhög: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n kort</numerusform>
            <numerusform>{name}: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your past hands above, or open a hand record.</source>
        <translation>Välj en av dina tidigare givar ovan, eller öppna ett givprotokoll.</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>The deal (move 0 of {n})</source>
        <translation>Given (drag 0 av {n})</translation>
    </message>
    <message>
        <source>Move {i} of {n}: {move}</source>
        <translation>Drag {i} av {n}: {move}</translation>
    </message>
    <message>
        <source>the hand is over: every hand is face up</source>
        <translation>given är slut: alla händer visas öppet</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Varför: {reason}</translation>
    </message>
    <message>
        <source>Deal these cards again at the table? The game on the table ends.</source>
        <translation>Dela ut de här korten igen vid bordet? Spelet på bordet avslutas.</translation>
    </message>
    <message>
        <source>This deal cannot be played</source>
        <translation>Den här given kan inte spelas</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Exportera given</translation>
    </message>
    <message>
        <source>Samba hand records (*{suffix})</source>
        <translation>Samba-givprotokoll (*{suffix})</translation>
    </message>
    <message>
        <source>The hand could not be exported</source>
        <translation>Given kunde inte exporteras</translation>
    </message>
    <message>
        <source>Open a hand record</source>
        <translation>Öppna ett givprotokoll</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <source>This hand record cannot be opened</source>
        <translation>Det här givprotokollet kan inte öppnas</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Cards in your melds</source>
        <translation>Kort i lagets mälningar</translation>
    </message>
    <message>
        <source>plus their values</source>
        <translation>plus deras värde</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Kort kvar på handen</translation>
    </message>
    <message>
        <source>minus their values</source>
        <translation>minus deras värde</translation>
    </message>
    <message>
        <source>Samba</source>
        <translation>Samba</translation>
    </message>
    <message>
        <source>Pure canasta</source>
        <translation>Ren canasta</translation>
    </message>
    <message>
        <source>Mixed canasta</source>
        <translation>Oren canasta</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Utgång</translation>
    </message>
    <message>
        <source>Each red 3 laid, with two seven-card melds</source>
        <translation>Varje utlagd röd trea, med två sjukortsmälningar</translation>
    </message>
    <message>
        <source>All six red 3s, with two seven-card melds</source>
        <translation>Alla sex röda treor, med två sjukortsmälningar</translation>
    </message>
    <message>
        <source>Each red 3 laid, without them</source>
        <translation>Varje utlagd röd trea, utan två sjukortsmälningar</translation>
    </message>
    <message>
        <source>Red 3s still in a player&apos;s hand</source>
        <translation>Röda treor kvar på en spelares hand</translation>
    </message>
    <message>
        <source>below 0</source>
        <translation>under 0</translation>
    </message>
    <message>
        <source>{score} and more</source>
        <translation>{score} eller mer</translation>
    </message>
    <message>
        <source>Samba in a nutshell</source>
        <translation>Samba i korthet</translation>
    </message>
    <message>
        <source>Samba is Canasta&apos;s big sister: three decks and six jokers (162 cards), and besides groups of one rank you may also build runs in a suit.</source>
        <translation>Samba är en större variant av canasta: tre kortlekar och sex jokrar (162 kort), och utöver grupper av samma valör får du också bygga sekvenser i en färg.</translation>
    </message>
    <message>
        <source>Score points by laying cards out in melds, above all in seven-card melds: canastas and sambas. The first side to reach the target score ({target} unless you choose otherwise) wins the game.</source>
        <translation>Poäng får du genom att lägga ut kort i mälningar, framför allt i mälningar med sju kort: canastor och sambor. Det lag som först når målpoängen ({target} om du inte väljer något annat) vinner spelet.</translation>
    </message>
    <message>
        <source>With four players the partners sit opposite each other; with six, there are three teams of two, partners again opposite. With two, three or five players everyone plays alone. Partners share their melds and their score.</source>
        <translation>Med fyra spelare sitter partnerna mitt emot varandra; med sex spelar tre lag om två, och partnerna sitter återigen mitt emot varandra. Med två, tre eller fem spelare spelar alla för sig själva. Partner delar på mälningar och poäng.</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild. 4s to aces are natural cards. 3s are special.</source>
        <translation>Jokrar och tvåor är vilda. Fyror till ess är naturliga kort. Treor har egna regler.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>2 and ace</source>
        <translation>2 och ess</translation>
    </message>
    <message>
        <source>8 to king</source>
        <translation>8 till kung</translation>
    </message>
    <message>
        <source>4 to 7, black 3</source>
        <translation>4 till 7, svart trea</translation>
    </message>
    <message>
        <source>Red 3s have no card value: they count only as red-3 bonuses or penalties.</source>
        <translation>Röda treor har inget kortvärde: de räknas bara som bonus eller straff för röda treor.</translation>
    </message>
    <message>
        <source>Everyone gets 15 cards (13 each with six players). The next card is turned face up to start the discard pile; the rest is the stock. The player to the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>Alla får 15 kort (13 var med sex spelare). Nästa kort vänds upp och startar sakhögen; resten blir talongen. Spelaren till vänster om givaren börjar, och spelet går medsols.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; two cards from the stock (only one if a single card is left) — or take from the discard pile (see below).</source>
        <translation>&lt;b&gt;Dra&lt;/b&gt; två kort från talongen (bara ett om ett enda kort är kvar) – eller ta från sakhögen (se nedan).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Meld&lt;/b&gt; if you like: lay new melds, add cards to your side&apos;s melds, lay red 3s.</source>
        <translation>&lt;b&gt;Lägg ut&lt;/b&gt; om du vill: nya mälningar, kort till lagets mälningar, röda treor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. That ends your turn.</source>
        <translation>&lt;b&gt;Saka&lt;/b&gt; ett kort till sakhögen. Då är din tur slut.</translation>
    </message>
    <message>
        <source>A group is three or more cards of one natural rank. Wild cards may help, but a group needs at least twice as many natural cards as wild ones, and never more than two wild cards.</source>
        <translation>En grupp är tre eller fler kort av samma naturliga valör. Vilda kort får hjälpa till, men en grupp behöver minst dubbelt så många naturliga kort som vilda och aldrig fler än två vilda.</translation>
    </message>
    <message>
        <source>Seven or more cards make a &lt;b&gt;canasta&lt;/b&gt;: &lt;b&gt;pure&lt;/b&gt; without wild cards, &lt;b&gt;mixed&lt;/b&gt; with one or two. Your side may keep two groups of the same rank and merge them later.</source>
        <translation>Sju eller fler kort blir en &lt;b&gt;canasta&lt;/b&gt;: &lt;b&gt;ren&lt;/b&gt; utan vilda kort, &lt;b&gt;oren&lt;/b&gt; med ett eller två. Ditt lag får ha två grupper av samma valör och slå ihop dem senare.</translation>
    </message>
    <message>
        <source>A sequence is three to seven natural cards of one suit in unbroken order, from 4 up to the ace (aces are high only). No wild cards and no 3s. Seven cards make a &lt;b&gt;samba&lt;/b&gt;, which is closed. Two sequences are never joined together.</source>
        <translation>En sekvens är tre till sju naturliga kort i samma färg i obruten följd, från 4 upp till ess (esset är bara högt). Inga vilda kort och inga treor. Sju kort blir en &lt;b&gt;samba&lt;/b&gt;, som är stängd. Två sekvenser slås aldrig ihop.</translation>
    </message>
    <message>
        <source>The first time in a hand that your side melds, the cards laid in that one action must add up to a minimum, which depends on your side&apos;s score so far:</source>
        <translation>Första gången ditt lag mäler i en giv måste korten som läggs ut i just det draget tillsammans nå ett minimum, som beror på lagets poäng hittills:</translation>
    </message>
    <message>
        <source>Here you compose the first meld in the staging area of your side&apos;s panel; it shows the running value against the minimum, and “Lay down” plays it as one action.</source>
        <translation>Här bygger du den första mälningen i förberedelsefältet på lagets yta; det visar värdet hittills mot minimum, och ”Lägg ut” spelar allt som ett enda drag.</translation>
    </message>
    <message>
        <source>Instead of drawing you may take the &lt;b&gt;whole pile&lt;/b&gt; if you hold two natural cards of the top card&apos;s rank: they form a new group with the top card (more cards of that rank and wild cards may join), and the rest of the pile goes to your hand. Or take only the &lt;b&gt;top card&lt;/b&gt; when it extends one of your side&apos;s sequences.</source>
        <translation>I stället för att dra får du ta &lt;b&gt;hela sakhögen&lt;/b&gt; om du har två naturliga kort av samma valör som det översta kortet: de bildar en ny grupp med det översta kortet (fler kort av den valören och vilda kort får följa med), och resten av högen går till din hand. Eller ta bara &lt;b&gt;det översta kortet&lt;/b&gt; när det förlänger en av lagets sekvenser.</translation>
    </message>
    <message>
        <source>If your side has not melded yet, the top card and the cards you meld with it from your hand must reach the minimum; the rest of the pile does not count.</source>
        <translation>Har ditt lag inte mält än måste det översta kortet och de kort du mäler med det från handen nå minimum; resten av högen räknas inte.</translation>
    </message>
    <message>
        <source>Nobody may take the pile while a 3, a 2 or a joker lies on top: the pile is &lt;b&gt;blocked&lt;/b&gt;.</source>
        <translation>Ingen får ta sakhögen när en trea, en tvåa eller en joker ligger överst: högen är &lt;b&gt;spärrad&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Lay red 3s in front of your side during your turn. Each is worth +100 (all six: +1,000) if your side has its two seven-card melds by the end of the hand, otherwise −100 each. Holding a red 3 when the hand ends costs 750. Black 3s can be melded (three or more, nothing else) only when you go out.</source>
        <translation>Röda treor lägger du ut framför dig under din tur. Var och en ger +100 (alla sex: +1&#xa0;000) om laget har sina två sjukortsmälningar när given slutar, annars −100 styck. Att ha kvar en röd trea på handen när given slutar kostar 750. Svarta treor får bara mälas när du går ut (tre eller fler, inget annat).</translation>
    </message>
    <message>
        <source>You go out by getting rid of all your cards, which ends the hand. Your side may go out only with at least two seven-card melds (canastas or sambas). Until then you always keep a card: with a single card left you pass. With a partner you may first ask “May I go out?”; the answer binds you for this turn.</source>
        <translation>Du går ut genom att bli av med alla dina kort, och då slutar given. Ditt lag får inte gå ut förrän det har minst två sjukortsmälningar (canastor eller sambor). Fram till dess behåller du alltid ett kort: med bara ett kort kvar passar du. Med partner får du först fråga ”Får jag gå ut?”; svaret gäller för den turen.</translation>
    </message>
    <message>
        <source>With one card left in the stock, the next player draws just that card. A player who wants to draw from the empty stock ends the hand at once, and nobody gets the bonus for going out.</source>
        <translation>Är bara ett kort kvar i talongen drar nästa spelare bara det. Vill någon dra från den tomma talongen slutar given direkt, och ingen får utgångsbonusen.</translation>
    </message>
    <message numerus="yes">
        <source>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hand(s) unless you choose otherwise) without a winner is a draw.</source>
        <translation>
            <numerusform>Poängen från alla givar läggs ihop. Har ett lag nått målpoängen efter en giv vinner det; når flera målet i samma giv vinner högsta summan, och står det lika i toppen blir det oavgjort. Ett spel som når givgränsen (%n giv om du inte väljer något annat) utan vinnare blir oavgjort.</numerusform>
            <numerusform>Poängen från alla givar läggs ihop. Har ett lag nått målpoängen efter en giv vinner det; når flera målet i samma giv vinner högsta summan, och står det lika i toppen blir det oavgjort. Ett spel som når givgränsen (%n givar om du inte väljer något annat) utan vinnare blir oavgjort.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Red 3s laid automatically&lt;/b&gt;: a red 3 is laid as soon as you get it and replaced from the stock (one taken with the pile is not replaced).</source>
        <translation>&lt;b&gt;Röda treor läggs ut automatiskt&lt;/b&gt;: en röd trea läggs ut så fort du får den och ersätts från talongen (en som kom med sakhögen ersätts inte).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep two cards&lt;/b&gt;: until your side may go out, you keep two cards after melding and then discard one as usual.</source>
        <translation>&lt;b&gt;Behåll två kort&lt;/b&gt;: tills laget får gå ut behåller du två kort efter mälningarna och sakar sedan ett som vanligt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bolivia&lt;/b&gt;: melds of wild cards only are allowed; seven of them make a closed &lt;b&gt;bolivia&lt;/b&gt;, worth 2,500. Going out then needs two seven-card melds, at least one of them a samba.</source>
        <translation>&lt;b&gt;Bolivia&lt;/b&gt;: mälningar av bara vilda kort är tillåtna; sju sådana blir en stängd &lt;b&gt;bolivia&lt;/b&gt; värd 2&#xa0;500. För att gå ut krävs då två sjukortsmälningar, minst en av dem en samba.</translation>
    </message>
    <message>
        <source>Choose the target score and the hand limit when you start a new game.</source>
        <translation>Målpoäng och givgräns väljer du när du startar ett nytt spel.</translation>
    </message>
    <message>
        <source>Click the stock, or drag it to your hand, to draw.</source>
        <translation>Klicka på talongen, eller dra den till din hand, för att dra kort.</translation>
    </message>
    <message>
        <source>Click cards to select them (Shift-click selects a range); drag them onto your melds area to lay a new meld, onto one of your melds to add them, onto the pile to take it (with the matching pair) or to discard (one card). Double-click a card to discard it.</source>
        <translation>Klicka på kort för att markera dem (Skift-klick markerar ett intervall). Dra dem till mälningsytan för en ny mälning, till en av dina mälningar för att lägga till dem, eller till sakhögen för att ta den (med rätt par) eller saka (ett kort). Dubbelklicka på ett kort för att saka det.</translation>
    </message>
    <message>
        <source>Drag the top discard onto one of your sequences to take just that card.</source>
        <translation>Dra sakhögens översta kort till en av dina sekvenser för att bara ta det kortet.</translation>
    </message>
    <message>
        <source>An illegal move is refused with the reason beside the piles; nothing is lost.</source>
        <translation>Ett otillåtet drag avvisas, och orsaken visas bredvid högarna; inget går förlorat.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your melds of this turn; H asks for a hint.</source>
        <translation>Ctrl+Z tar tillbaka dina mälningar i den här turen; H ger ett tips.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Wild cards, 3s and card values</source>
        <translation>Vilda kort, treor och kortvärden</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Given</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <source>Groups and canastas</source>
        <translation>Grupper och canastor</translation>
    </message>
    <message>
        <source>Sequences and sambas</source>
        <translation>Sekvenser och sambor</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld</source>
        <translation>Lagets första mälning</translation>
    </message>
    <message>
        <source>Taking the discard pile</source>
        <translation>Att ta sakhögen</translation>
    </message>
    <message>
        <source>Red and black 3s</source>
        <translation>Röda och svarta treor</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>När talongen tar slut</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Poängräkning efter en giv</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Vem vinner</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelvarianter</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Så spelar du här</translation>
    </message>
    <message>
        <source>Rules of Samba</source>
        <translation>Regler för Samba</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dra från talongen</translation>
    </message>
    <message>
        <source>Take the discard pile (with the selected or matching pair)</source>
        <translation>Ta sakhögen (med det markerade eller passande paret)</translation>
    </message>
    <message>
        <source>Meld the selected cards (or lay the staged first meld)</source>
        <translation>Lägg ut de markerade korten (eller den förberedda första mälningen)</translation>
    </message>
    <message>
        <source>Play the yellow button: the hint just shown, else what the table suggests (with no yellow button, meld)</source>
        <translation>Använd det gula förslaget: tipset som just visades, annars det bordet föreslår (utan gul knapp: lägga ut)</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Saka det markerade kortet</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Den här listan över tangenter</translation>
    </message>
    <message>
        <source>Hand viewer: one move back or forward</source>
        <translation>Givvisaren: ett drag bakåt eller framåt</translation>
    </message>
    <message>
        <source>Hand viewer: the deal or the end of the hand</source>
        <translation>Givvisaren: given från början eller dess slut</translation>
    </message>
    <message>
        <source>Hand viewer: the previous or next flagged move</source>
        <translation>Givvisaren: föregående eller nästa markerade drag</translation>
    </message>
    <message>
        <source>Hand viewer: close it</source>
        <translation>Stäng givvisaren</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Dubbelklick</translation>
    </message>
    <message>
        <source>Discard that card</source>
        <translation>Saka det kortet</translation>
    </message>
    <message>
        <source>Deal the next hand (once the hand&apos;s summary was shown)</source>
        <translation>Ge nästa giv (när resultatet av given har visats)</translation>
    </message>
    <message>
        <source>Pass (keep your last card)</source>
        <translation>Passa (behåll ditt sista kort)</translation>
    </message>
    <message>
        <source>Lay a red 3</source>
        <translation>Lägg ut en röd trea</translation>
    </message>
    <message>
        <source>Ask your partner “May I go out?”</source>
        <translation>Fråga partnern ”Får jag gå ut?”</translation>
    </message>
    <message>
        <source>Answer your partner yes or no</source>
        <translation>Svara partnern ja eller nej</translation>
    </message>
    <message>
        <source>Undo your last meld this turn</source>
        <translation>Ångra din senaste mälning i den här turen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Sort the hand by suit or by rank</source>
        <translation>Sortera handen efter färg eller valör</translation>
    </message>
    <message>
        <source>Move the keyboard cursor along your hand</source>
        <translation>Flytta tangentbordsmarkören längs handen</translation>
    </message>
    <message>
        <source>The keyboard cursor to the first or the last card (with Shift, the arrows and these select as they go)</source>
        <translation>Tangentbordsmarkören till första eller sista kortet (med Skift markerar pilarna och dessa tangenter korten på vägen)</translation>
    </message>
    <message>
        <source>Select or unselect the card under the cursor</source>
        <translation>Markera eller avmarkera kortet vid markören</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Rensa markeringen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Öppna ett sparat spel</translation>
    </message>
    <message>
        <source>Save the game as a file</source>
        <translation>Spara spelet som en fil</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tangent</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Åtgärd</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, the three-deck Canasta game, played offline against computer opponents.&lt;/p&gt;&lt;p&gt;Card art: svg-cards by David Bellot (LGPL-2.1) and cards drawn for this project; fonts: DejaVu.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, canasta med tre kortlekar, spelad offline mot datorstyrda motspelare.&lt;/p&gt;&lt;p&gt;Kortbilder: svg-cards av David Bellot (LGPL-2.1) och kort ritade för det här projektet; typsnitt: DejaVu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>the releases page</source>
        <translation>sidan med utgåvorna</translation>
    </message>
    <message>
        <source>New versions and the installers: {link}</source>
        <translation>Nya versioner och installationsprogrammen: {link}</translation>
    </message>
    <message>
        <source>Version {version} is available.</source>
        <translation>Version {version} finns tillgänglig.</translation>
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
        <translation>Det är det enda drag du kan göra.</translation>
    </message>
    <message>
        <source>It gives your side the better chance to win the game ({win}% against {alt_win}% if you hold back).</source>
        <translation>Det ger ditt lag bättre chans att vinna spelet ({win}&#xa0;% mot {alt_win}&#xa0;% om du väntar).</translation>
    </message>
    <message>
        <source>Do not go out yet: holding back gives your side the better chance to win the game ({win}% against {alt_win}% if you go out now).</source>
        <translation>Gå inte ut än: att vänta ger ditt lag bättre chans att vinna spelet ({win}&#xa0;% mot {alt_win}&#xa0;% om du går ut nu).</translation>
    </message>
    <message numerus="yes">
        <source>This play is worth about %Ln point(s) more here than the obvious one.</source>
        <translation>
            <numerusform>Det här draget är värt ungefär %Ln poäng mer här än det självklara.</numerusform>
            <numerusform>Det här draget är värt ungefär %Ln poäng mer här än det självklara.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing {cards} is worth about %Ln point(s) more here than the obvious play.</source>
        <translation>
            <numerusform>Att spela {cards} är värt ungefär %Ln poäng mer här än det självklara draget.</numerusform>
            <numerusform>Att spela {cards} är värt ungefär %Ln poäng mer här än det självklara draget.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, about {gain} more than two cards from the stock.</source>
        <translation>
            <numerusform>Sakhögen har %n kort värt {points}, ungefär {gain} mer än två kort från talongen.</numerusform>
            <numerusform>Sakhögen har %n kort värda {points}, ungefär {gain} mer än två kort från talongen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, and taking it completes your first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Sakhögen har %n kort värt {points}; tar du den, blir din första mälning klar (minimum {minimum}).</numerusform>
            <numerusform>Sakhögen har %n kort värda {points}; tar du den, blir din första mälning klar (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s): about {gain} more than drawing.</source>
        <translation>
            <numerusform>Din sekvens växer till %n kort: ungefär {gain} mer än att dra.</numerusform>
            <numerusform>Din sekvens växer till %n kort: ungefär {gain} mer än att dra.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold no natural pair of the top card {top}.</source>
        <translation>Du har inget naturligt par som passar till översta kortet {top}.</translation>
    </message>
    <message numerus="yes">
        <source>The pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Sakhögen med %n kort är spärrad av {top}.</numerusform>
            <numerusform>Sakhögen med %n kort är spärrad av {top}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Sakhögen är tom.</translation>
    </message>
    <message>
        <source>Your pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Ditt par till översta kortet {top} når inte minimum för första mälningen ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile of %n card(s) is worth about {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Att ta sakhögen med %n kort är värt ungefär {loss} mindre än två kort från talongen.</numerusform>
            <numerusform>Att ta sakhögen med %n kort är värt ungefär {loss} mindre än två kort från talongen.</numerusform>
        </translation>
    </message>
    <message>
        <source>It counts 100 points for your side.</source>
        <translation>Den ger ditt lag 100 poäng.</translation>
    </message>
    <message>
        <source>Worth {value} together, they reach your first meld&apos;s minimum of {minimum}.</source>
        <translation>Tillsammans värda {value} når de minimum för din första mälning ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>These %n card(s) count for your side once laid; left in your hand, they would count against you when the hand ends.</source>
        <translation>
            <numerusform>Utlagt räknas det här kortet för ditt lag; kvar på handen skulle det räknas mot dig när given är slut.</numerusform>
            <numerusform>Utlagda räknas de här %n korten för ditt lag; kvar på handen skulle de räknas mot dig när given är slut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a canasta of %n card(s).</source>
        <translation>
            <numerusform>Det fullbordar en canasta med %n kort.</numerusform>
            <numerusform>Det fullbordar en canasta med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a samba of %n card(s).</source>
        <translation>
            <numerusform>Det fullbordar en samba med %n kort.</numerusform>
            <numerusform>Det fullbordar en samba med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s), on its way to a samba.</source>
        <translation>
            <numerusform>Din sekvens växer till %n kort, på väg mot en samba.</numerusform>
            <numerusform>Din sekvens växer till %n kort, på väg mot en samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your group grows to %n card(s), on its way to a canasta.</source>
        <translation>
            <numerusform>Din grupp växer till %n kort, på väg mot en canasta.</numerusform>
            <numerusform>Din grupp växer till %n kort, på väg mot en canasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together they make one group of %n card(s).</source>
        <translation>
            <numerusform>Tillsammans blir de en grupp med %n kort.</numerusform>
            <numerusform>Tillsammans blir de en grupp med %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side scores about {ours} on this hand against {theirs} for the best other side.</source>
        <translation>Ditt lag får ungefär {ours} i den här given mot {theirs} för det bästa andra laget.</translation>
    </message>
    <message>
        <source>Your partner said yes, so you must.</source>
        <translation>Din partner sa ja, så du måste gå ut.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n card(s) left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>
            <numerusform>Bara %n kort kvar i talongen, eller så kan motspelarna gå ut; ditt lag får ungefär {ours} mot {theirs}.</numerusform>
            <numerusform>Bara %n kort kvar i talongen, eller så kan motspelarna gå ut; ditt lag får ungefär {ours} mot {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can go out, and your partner still holds %n card(s).</source>
        <translation>
            <numerusform>Du kan gå ut, och din partner har fortfarande %n kort.</numerusform>
            <numerusform>Du kan gå ut, och din partner har fortfarande %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>If you went out now, your side would score only about {ours} against {theirs}.</source>
        <translation>Att gå ut nu skulle bara ge ditt lag ungefär {ours} mot {theirs}.</translation>
    </message>
    <message>
        <source>It is the cheapest card to give away: {other_card} would cost more.</source>
        <translation>Det är det billigaste kortet att ge bort: {other_card} skulle kosta mer.</translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Sakhögen har %n kort, och nästa spelare kan inte ta den medan en svart trea ligger överst.</numerusform>
            <numerusform>Sakhögen har %n kort, och nästa spelare kan inte ta den medan en svart trea ligger överst.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next player holds a pair of it with a chance of only {chance}%, and {other_card} is riskier.</source>
        <translation>Risken att nästa spelare har ett par till kortet är bara {chance}&#xa0;%, och {other_card} är riskablare.</translation>
    </message>
    <message numerus="yes">
        <source>It blocks the pile of %n card(s): every other card is too useful or too dangerous to give away.</source>
        <translation>
            <numerusform>Det spärrar sakhögen med %n kort: alla andra kort är för användbara eller för farliga att ge bort.</numerusform>
            <numerusform>Det spärrar sakhögen med %n kort: alla andra kort är för användbara eller för farliga att ge bort.</numerusform>
        </translation>
    </message>
    <message>
        <source>It keeps the pair that the other discard would break.</source>
        <translation>Då behåller du paret som du annars skulle bryta.</translation>
    </message>
    <message>
        <source>You keep {card}, your last card: your side may not go out yet.</source>
        <translation>Du behåller {card}, ditt sista kort: ditt lag får inte gå ut än.</translation>
    </message>
    <message numerus="yes">
        <source>You still hold a red 3; it would cost your side %Ln point(s).</source>
        <translation>
            <numerusform>Du har fortfarande en röd trea; den skulle kosta ditt lag %Ln poäng.</numerusform>
            <numerusform>Du har fortfarande en röd trea; den skulle kosta ditt lag %Ln poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand holds only %Ln point(s).</source>
        <translation>
            <numerusform>Din hand är bara värd %Ln poäng.</numerusform>
            <numerusform>Din hand är bara värd %Ln poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even with the %Ln point(s) in your hand your side stays about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Även med %Ln poäng på handen ligger ditt lag ungefär {margin} före i den här given.</numerusform>
            <numerusform>Även med %Ln poäng på handen ligger ditt lag ungefär {margin} före i den här given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln point(s) in your hand would leave your side only {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Med %Ln poäng på handen skulle ditt lag bara ligga {margin} före i den här given.</numerusform>
            <numerusform>Med %Ln poäng på handen skulle ditt lag bara ligga {margin} före i den här given.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing clearly better stands out here: this is the solid play.</source>
        <translation>Inget är klart bättre här: det här är det säkra draget.</translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (discarding {other_card}).</source>
        <translation>
            <numerusform>Det här är värt ungefär %Ln poäng mer än det självklara draget (att saka {other_card}).</numerusform>
            <numerusform>Det här är värt ungefär %Ln poäng mer än det självklara draget (att saka {other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (laying {other_cards}).</source>
        <translation>
            <numerusform>Det här är värt ungefär %Ln poäng mer än det självklara draget (att lägga ut {other_cards}).</numerusform>
            <numerusform>Det här är värt ungefär %Ln poäng mer än det självklara draget (att lägga ut {other_cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (drawing from the stock).</source>
        <translation>
            <numerusform>Det här är värt ungefär %Ln poäng mer än det självklara draget (att dra från talongen).</numerusform>
            <numerusform>Det här är värt ungefär %Ln poäng mer än det självklara draget (att dra från talongen).</numerusform>
        </translation>
    </message>
    <message>
        <source>This answer gives your side the better chance to win the game ({win}% against {alt_win}%).</source>
        <translation>Det här svaret ger ditt lag bättre chans att vinna spelet ({win}&#xa0;% mot {alt_win}&#xa0;%).</translation>
    </message>
    <message>
        <source>The next step of this turn&apos;s plan ({step} of {steps}).</source>
        <translation>Nästa steg i planen för den här turen ({step} av {steps}).</translation>
    </message>
    <message>
        <source>A safe move: nothing better fits here.</source>
        <translation>Ett säkert drag: det finns inget bättre här.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>That is not a move.</source>
        <translation>Det är inget drag.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next hand.</source>
        <translation>Given är slut: ge nästa giv.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>Waiting for the partner&apos;s answer to “May I go out?”.</source>
        <translation>Väntar på partnerns svar på ”Får jag gå ut?”.</translation>
    </message>
    <message>
        <source>Nobody has asked you a question.</source>
        <translation>Ingen har ställt dig en fråga.</translation>
    </message>
    <message>
        <source>Draw first: take two cards from the stock, or take from the discard pile.</source>
        <translation>Dra först: ta två kort från talongen eller ta från sakhögen.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du har redan dragit den här turen.</translation>
    </message>
    <message>
        <source>You don&apos;t have {cards} in your hand.</source>
        <translation>Du har inte {cards} på handen.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>En mälning behöver minst tre kort.</translation>
    </message>
    <message>
        <source>Red 3s are never part of a meld: lay them in front of you instead.</source>
        <translation>Röda treor ingår aldrig i en mälning: lägg ut dem framför dig i stället.</translation>
    </message>
    <message>
        <source>Black 3s may be melded only when you go out.</source>
        <translation>Svarta treor får bara mälas när du går ut.</translation>
    </message>
    <message>
        <source>Black 3s can only be melded together, with no other cards and no wild cards.</source>
        <translation>Svarta treor mälas bara tillsammans, utan andra kort och utan vilda kort.</translation>
    </message>
    <message>
        <source>A meld of black 3s must leave you with at most one card, and then you go out.</source>
        <translation>Efter en mälning av svarta treor får du ha högst ett kort kvar, och då går du ut.</translation>
    </message>
    <message>
        <source>A meld needs natural cards (melds of wild cards only are allowed with the Bolivia option).</source>
        <translation>En mälning behöver naturliga kort (mälningar av bara vilda kort är tillåtna med regeln Bolivia).</translation>
    </message>
    <message>
        <source>A meld of wild cards holds at most seven cards.</source>
        <translation>En mälning av vilda kort har högst sju kort.</translation>
    </message>
    <message>
        <source>A group may hold at most two wild cards.</source>
        <translation>En grupp får ha högst två vilda kort.</translation>
    </message>
    <message>
        <source>A group needs at least twice as many natural cards as wild cards.</source>
        <translation>En grupp behöver minst dubbelt så många naturliga kort som vilda.</translation>
    </message>
    <message>
        <source>Wild cards and 3s can&apos;t be part of a sequence.</source>
        <translation>Vilda kort och treor får inte ingå i en sekvens.</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank, or cards of one suit in unbroken order.</source>
        <translation>En mälning består antingen av kort av samma valör eller av kort i samma färg i obruten följd.</translation>
    </message>
    <message>
        <source>A sequence must run in unbroken order, with no gaps (aces are high only).</source>
        <translation>En sekvens måste gå i obruten följd utan luckor (esset är bara högt).</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two cards of the same rank.</source>
        <translation>En sekvens kan inte ha två kort av samma valör.</translation>
    </message>
    <message>
        <source>A sequence has at most seven cards: seven make a samba.</source>
        <translation>En sekvens har högst sju kort: sju blir en samba.</translation>
    </message>
    <message>
        <source>Choose the cards first.</source>
        <translation>Välj korten först.</translation>
    </message>
    <message>
        <source>That meld does not belong to your side.</source>
        <translation>Den mälningen tillhör inte ditt lag.</translation>
    </message>
    <message>
        <source>A samba is closed: it takes no more cards.</source>
        <translation>En samba är stängd: den tar inga fler kort.</translation>
    </message>
    <message>
        <source>A bolivia is closed: it takes no more cards.</source>
        <translation>En bolivia är stängd: den tar inga fler kort.</translation>
    </message>
    <message>
        <source>No card can be added to a meld of black 3s.</source>
        <translation>Inga kort kan läggas till en mälning av svarta treor.</translation>
    </message>
    <message>
        <source>Only {rank}s and wild cards can be added to this group.</source>
        <translation>Bara kort i valören {rank} och vilda kort kan läggas till den här gruppen.</translation>
    </message>
    <message>
        <source>Only wild cards can be added to a meld of wild cards.</source>
        <translation>Bara vilda kort kan läggas till en mälning av vilda kort.</translation>
    </message>
    <message>
        <source>Only {suit} in unbroken order can extend this sequence.</source>
        <translation>Bara {suit} i obruten följd kan förlänga den här sekvensen.</translation>
    </message>
    <message>
        <source>Choose two different melds to merge.</source>
        <translation>Välj två olika mälningar att slå ihop.</translation>
    </message>
    <message>
        <source>Only two groups of the same rank can be merged.</source>
        <translation>Bara två grupper av samma valör kan slås ihop.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Sakhögen är tom.</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a {card} is on top.</source>
        <translation>Sakhögen är spärrad: ingen får ta den så länge {card} ligger överst.</translation>
    </message>
    <message>
        <source>You need two natural {rank}s from your hand to take the pile.</source>
        <translation>Du behöver två naturliga kort i valören {rank} från handen för att ta sakhögen.</translation>
    </message>
    <message>
        <source>Only natural {rank}s and wild cards can join the top card in the new group.</source>
        <translation>Bara naturliga kort i valören {rank} och vilda kort får följa med översta kortet i den nya gruppen.</translation>
    </message>
    <message>
        <source>The top card can be taken alone only to extend one of your side&apos;s sequences.</source>
        <translation>Översta kortet får tas ensamt bara för att förlänga en av lagets sekvenser.</translation>
    </message>
    <message>
        <source>The {card} doesn&apos;t extend that sequence at either end.</source>
        <translation>{card} förlänger inte den sekvensen i någon ände.</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld must be worth at least {minimum}; this one is worth {value}.</source>
        <translation>Lagets första mälning måste vara värd minst {minimum}; den här är värd {value}.</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds (canastas or sambas).</source>
        <translation>Ditt lag får inte gå ut än: det behövs två sjukortsmälningar (canastor eller sambor).</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds, at least one of them a samba.</source>
        <translation>Ditt lag får inte gå ut än: det behövs två sjukortsmälningar, minst en av dem en samba.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Din partner sa nej: du får inte gå ut den här turen.</translation>
    </message>
    <message>
        <source>Until your side may go out you must keep two cards after melding.</source>
        <translation>Tills laget får gå ut måste du behålla två kort efter mälningarna.</translation>
    </message>
    <message>
        <source>Your partner said yes: you must go out this turn.</source>
        <translation>Din partner sa ja: du måste gå ut den här turen.</translation>
    </message>
    <message>
        <source>You can pass only with a single card left, when you may not go out.</source>
        <translation>Du kan bara passa med ett enda kort kvar, när du inte får gå ut.</translation>
    </message>
    <message>
        <source>Red 3s are laid automatically in this game.</source>
        <translation>I det här spelet läggs röda treor ut automatiskt.</translation>
    </message>
    <message>
        <source>You have no red 3 to lay.</source>
        <translation>Du har ingen röd trea att lägga ut.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Det finns inget att ångra.</translation>
    </message>
    <message>
        <source>Keep at least one card in your hand: meld or discard your last card.</source>
        <translation>Behåll minst ett kort på handen: mäl eller saka ditt sista kort.</translation>
    </message>
    <message>
        <source>You have no partner to ask in this game.</source>
        <translation>Du har ingen partner att fråga i det här spelet.</translation>
    </message>
    <message>
        <source>You have already asked your partner this turn.</source>
        <translation>Du har redan frågat din partner den här turen.</translation>
    </message>
    <message>
        <source>You can ask only when your side has its two 7-card melds.</source>
        <translation>Du kan bara fråga när laget har sina två sjukortsmälningar.</translation>
    </message>
    <message>
        <source>Ask your partner after drawing, before you meld out.</source>
        <translation>Fråga din partner efter att du har dragit och innan du lägger ut dina sista kort.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveWords</name>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Good idea, but not in this lesson. {what}</source>
        <translation>Bra tänkt, men inte i den här lektionen. {what}</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Dra två kort</translation>
    </message>
    <message>
        <source>The first meld&apos;s minimum</source>
        <translation>Första mälningens minimum</translation>
    </message>
    <message>
        <source>A sequence</source>
        <translation>En sekvens</translation>
    </message>
    <message>
        <source>Taking the pile with a natural pair</source>
        <translation>Ta sakhögen med ett naturligt par</translation>
    </message>
    <message>
        <source>A canasta and a samba</source>
        <translation>En canasta och en samba</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Röda treor</translation>
    </message>
    <message>
        <source>Asking your partner</source>
        <translation>Fråga din partner</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Gå ut</translation>
    </message>
    <message>
        <source>Every turn begins with a draw. Click the stock (or press D): you draw two cards.</source>
        <translation>Varje tur börjar med att dra. Klicka på talongen (eller tryck D): du drar två kort.</translation>
    </message>
    <message>
        <source>Your side has not melded yet this hand, so its first meld must be worth at least 50 points. Aces count 20 each: select {cards} and drag them onto your side&apos;s melds (or press M).</source>
        <translation>Ditt lag har inte lagt ut något än i den här given, så dess första mälning måste vara värd minst 50 poäng. Ess är värda 20 var: markera {cards} och dra dem till ditt lags mälningar (eller tryck M).</translation>
    </message>
    <message>
        <source>The aces are ready: 60 points, enough for the first meld. Press Meld (M) to lay them.</source>
        <translation>Essen är klara: 60 poäng, nog för första mälningen. Tryck Lägg ut (M) för att lägga ut dem.</translation>
    </message>
    <message>
        <source>A sequence is three to seven cards of one suit in a row, without wild cards. Now that your side has melded, lay {cards} as a new meld: drag them onto your side&apos;s melds (or press M).</source>
        <translation>En sekvens är tre till sju kort i samma färg i följd, utan vilda kort. Nu när ditt lag har lagt ut, lägg {cards} som en ny mälning: dra dem till ditt lags mälningar (eller tryck M).</translation>
    </message>
    <message>
        <source>A turn ends with a discard. Drag {cards} onto the discard pile (or double-click it).</source>
        <translation>En tur slutar med att saka. Dra {cards} till sakhögen (eller dubbelklicka på kortet).</translation>
    </message>
    <message>
        <source>East discarded a queen, and you hold two natural queens: you may take the whole pile. Drag {cards} onto the pile (or press T). The three queens become a meld; the rest of the pile goes into your hand.</source>
        <translation>Öst sakade en dam, och du har två naturliga damer: du får ta hela sakhögen. Dra {cards} till högen (eller tryck T). De tre damerna blir en mälning; resten av högen tar du på handen.</translation>
    </message>
    <message>
        <source>Seven cards of one rank make a canasta; without wild cards it is a pure canasta, worth 500. Add {cards} to your queens.</source>
        <translation>Sju kort av samma valör är en canasta; utan vilda kort är den ren och värd 500. Lägg {cards} till dina damer.</translation>
    </message>
    <message>
        <source>Seven cards of one suit in a row make a samba, worth 1,500. Add {cards} to your hearts at both ends.</source>
        <translation>Sju kort i samma färg i följd är en samba, värd 1&#xa0;500. Lägg {cards} till dina hjärter i båda ändarna.</translation>
    </message>
    <message>
        <source>A red 3 never goes into a meld: lay it in front of you with Red 3 (R). Now that your side has two 7-card melds, each red 3 laid counts 100; one still in your hand when the hand ends costs 750.</source>
        <translation>En röd trea hör aldrig till en mälning: lägg den framför dig med Röd trea (R). Nu när ditt lag har två sjukortsmälningar är varje lagd röd trea värd 100; en som är kvar på handen när given slutar kostar 750.</translation>
    </message>
    <message>
        <source>Discard {cards} to end your turn.</source>
        <translation>Saka {cards} för att avsluta din tur.</translation>
    </message>
    <message>
        <source>Your turn again: draw two cards from the stock.</source>
        <translation>Din tur igen: dra två kort från talongen.</translation>
    </message>
    <message>
        <source>With a canasta and a samba your side may go out, and your cards fit. With a partner you may ask first: press Ask partner (A).</source>
        <translation>Med en canasta och en samba får ditt lag gå ut, och dina kort passar. Med en partner får du fråga först: tryck Fråga partnern (A).</translation>
    </message>
    <message>
        <source>Go out: lay {cards} as a new meld.</source>
        <translation>Gå ut: lägg {cards} som en ny mälning.</translation>
    </message>
    <message>
        <source>Discard your last card, {cards}: you are out and the hand ends.</source>
        <translation>Saka ditt sista kort, {cards}: du går ut och given är slut.</translation>
    </message>
    <message>
        <source>Well played: you went out, and your side scores the canasta, the samba, the red 3 and going out. That is a whole hand of Samba. Leave the lesson to play a real game.</source>
        <translation>Bra spelat: du gick ut, och ditt lag får poäng för canastan, samban, den röda trean och utgången. Det var en hel giv Samba. Lämna lektionen för att spela ett riktigt spel.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Show me (H)</source>
        <translation>Visa mig (H)</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Learn to play — Samba Desktop</source>
        <translation>Lär dig spela — Samba Desktop</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <source>Start this step &amp;again</source>
        <translation>Börja om det här &amp;steget</translation>
    </message>
    <message>
        <source>Start the lesson &amp;over</source>
        <translation>Börja om &amp;lektionen</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Lämna lektionen</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lektionen är klar</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du gick ut!</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Steg {number} av {count}</translation>
    </message>
    <message>
        <source>Your partner thinks about your question…</source>
        <translation>Din partner funderar på din fråga…</translation>
    </message>
    <message>
        <source>The others play their turns…</source>
        <translation>De andra spelar sina turer…</translation>
    </message>
    <message>
        <source>Not quite: try the marked cards.</source>
        <translation>Inte riktigt: prova de markerade korten.</translation>
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
        <translation>Starta ett bord</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Gå med vid ett bord</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Öppna &amp;senaste</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Spara s&amp;om…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Starta ett &amp;bord…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Gå med vid ett bord…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Lämna bordet</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>&amp;Resultat av given</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Drag</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>Sort hand by &amp;suit</source>
        <translation>Sortera handen efter &amp;färg</translation>
    </message>
    <message>
        <source>Sort hand by &amp;rank</source>
        <translation>Sortera handen efter &amp;valör</translation>
    </message>
    <message>
        <source>Computer s&amp;peed</source>
        <translation>Datorns &amp;hastighet</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lär dig spela</translation>
    </message>
    <message>
        <source>&amp;About Samba Desktop</source>
        <translation>&amp;Om Samba Desktop</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Sortera handen</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <extracomment>the action bar&apos;s heading when a move is refused; the reason is shown beside it</extracomment>
        <translation>Inte tillåtet</translation>
    </message>
    <message>
        <source>{name} says: yes, go out!</source>
        <translation>{name} säger: ja, gå ut!</translation>
    </message>
    <message>
        <source>{name} says: no, not yet.</source>
        <translation>{name} säger: nej, inte än.</translation>
    </message>
    <message>
        <source>But your hand cannot be emptied this turn: play on and discard as usual.</source>
        <translation>Men din hand kan inte tömmas i den här turen: spela vidare och saka som vanligt.</translation>
    </message>
    <message>
        <source>Hint: </source>
        <translation>Tips: </translation>
    </message>
    <message>
        <source>No hand is finished yet.</source>
        <translation>Ingen giv är klar än.</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Given är slut</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Deal the next hand: Next hand (Enter). Game ▸ Hand summary shows this hand&apos;s result again.</source>
        <translation>Ge nästa giv: Nästa giv (Enter). Spel ▸ Resultat av given visar resultatet av den här given igen.</translation>
    </message>
    <message>
        <source>See the score, then deal the next hand.</source>
        <translation>Titta på poängen och ge sedan nästa giv.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Starta ett nytt spel från menyn Spel.</translation>
    </message>
    <message>
        <source>{name} asks: “May I go out?”</source>
        <translation>{name} frågar: ”Får jag gå ut?”</translation>
    </message>
    <message>
        <source>Answer yes (Y) or no (N). Your answer binds for this turn.</source>
        <translation>Svara ja (Y) eller nej (N). Svaret gäller för den här turen.</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Väntar på {name}</translation>
    </message>
    <message>
        <source>{name} plays on their own computer.</source>
        <translation>{name} spelar på sin egen dator.</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} är borta</translation>
    </message>
    <message>
        <source>Their seat is kept; a computer plays it if they do not come back soon.</source>
        <translation>Platsen sparas; en dator spelar den om spelaren inte kommer tillbaka snart.</translation>
    </message>
    <message>
        <source>Waiting for a friend to take this seat</source>
        <translation>Väntar på att en vän tar den här platsen</translation>
    </message>
    <message>
        <source>The table goes on when someone joins with the link.</source>
        <translation>Spelet fortsätter när någon går med via länken.</translation>
    </message>
    <message>
        <source>Your turn — draw or take the pile</source>
        <translation>Din tur – dra eller ta sakhögen</translation>
    </message>
    <message>
        <source>Draw 2 from the stock, or take the pile with your pair.</source>
        <translation>Dra 2 från talongen eller ta sakhögen med ditt par.</translation>
    </message>
    <message>
        <source>Click the stock or drag it to your hand to draw 2 cards.</source>
        <translation>Klicka på talongen eller dra den till handen för att dra 2 kort.</translation>
    </message>
    <message>
        <source>Your turn — meld or discard</source>
        <translation>Din tur – lägg ut eller saka</translation>
    </message>
    <message>
        <source>First meld: {value} staged, {minimum} needed. Add more, then Lay down (M).</source>
        <translation>Första mälningen: {value} förberett, {minimum} krävs. Lägg till mer och sedan ”Lägg ut” (M).</translation>
    </message>
    <message>
        <source>Drag cards to your melds area to build your first meld ({minimum} needed), or discard.</source>
        <translation>Dra kort till mälningsytan för att bygga första mälningen ({minimum} krävs), eller saka.</translation>
    </message>
    <message>
        <source>One card left and you may not go out yet: pass.</source>
        <translation>Ett kort kvar och du får inte gå ut än: passa.</translation>
    </message>
    <message>
        <source>Drag cards to your melds; discard (double-click) to end the turn.</source>
        <translation>Dra kort till dina mälningar; saka (dubbelklick) för att avsluta turen.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tänker…</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Väntar på att spelet ska börja</translation>
    </message>
    <message>
        <source>Friends join with the link in the lobby; press Start there when everyone is here.</source>
        <translation>Vännerna går med via länken i fönstret Ditt bord; tryck på Börja där när alla är här.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>Värden startar spelet när alla är här.</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} spelar</translation>
    </message>
    <message>
        <source>Computer moves are shown one by one (View ▸ Computer speed).</source>
        <translation>Datorns drag visas ett i taget (Visa ▸ Datorns hastighet).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Sparat som {name}.</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Rensa listan</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Inga nyligen öppnade spel</translation>
    </message>
    <message>
        <source>About Samba Desktop</source>
        <translation>Om Samba Desktop</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The game goes on; nothing else was changed.</source>
        <translation>Spelet fortsätter; inget annat ändrades.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Nollställ statistiken</translation>
    </message>
    <message>
        <source>Delete all recorded games and hands?</source>
        <translation>Radera alla sparade spel och givar?</translation>
    </message>
    <message>
        <source>Your statistics start again from zero. This cannot be undone.</source>
        <translation>Din statistik börjar om från noll. Det går inte att ångra.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nollställ</translation>
    </message>
    <message>
        <source>Saved {when}, hand {hand}.</source>
        <translation>Sparat {when}, giv {hand}.</translation>
    </message>
    <message>
        <source>Starting a new game gives this one up.</source>
        <translation>Om du startar ett nytt spel ger du upp det här.</translation>
    </message>
    <message>
        <source>Continue your unfinished game?</source>
        <translation>Fortsätta ditt oavslutade spel?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spel</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Antal spelare:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Styrka</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Starta spelet</translation>
    </message>
    <message>
        <source>Everyone plays alone.</source>
        <translation>Alla spelar för sig själva.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other and score together: seats {groups}.</source>
        <translation>Partner sitter mitt emot varandra och får gemensamma poäng: platserna {groups}.</translation>
    </message>
</context>
<context>
    <name>OutlookPanel</name>
    <message>
        <source>Samba {span}: still possible</source>
        <translation>Samba {span}: fortfarande möjlig</translation>
    </message>
    <message>
        <source>Samba {span}: no longer possible</source>
        <translation>Samba {span}: inte längre möjlig</translation>
    </message>
    <message>
        <source>All three copies are in other melds: {cards}</source>
        <translation>Alla tre exemplar ligger i andra mälningar: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s sequence {seq}: %n more card(s) to this samba</source>
        <translation>
            <numerusform>Ditt lags sekvens {seq}: %n kort kvar till den här samban</numerusform>
            <numerusform>Ditt lags sekvens {seq}: %n kort kvar till den här samban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unseen)</source>
        <translation>
            <numerusform>{card} (%n osett)</numerusform>
            <numerusform>{card} (%n osedda)</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: {cards}</source>
        <translation>Saknas: {cards}</translation>
    </message>
    <message>
        <source>You hold or have laid a card of every rank of it.</source>
        <translation>Du har ett kort av varje valör i den, på handen eller utlagt.</translation>
    </message>
    <message>
        <source>sequence {seq}: {n} to go</source>
        <translation>sekvens {seq}: {n} kvar</translation>
    </message>
    <message>
        <source>SAMBA OUTLOOK</source>
        <translation>SAMBAUTSIKTER</translation>
    </message>
    <message>
        <source>Which of the five sambas of each suit (4–10 to 8–A) your side can still build, from what you can see. A samba is lost once all three copies of one of its cards lie in other melds.</source>
        <translation>Vilka av de fem samborna i varje färg (4–10 till 8–A) ditt lag fortfarande kan bygga, efter vad du kan se. En samba är förlorad så snart alla tre exemplar av ett av dess kort ligger i andra mälningar.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 20 sambas are still possible</source>
        <translation>
            <numerusform>%n av de 20 samborna är fortfarande möjlig</numerusform>
            <numerusform>%n av de 20 samborna är fortfarande möjliga</numerusform>
        </translation>
    </message>
    <message>
        <source>Outlook</source>
        <translation>Utsikter</translation>
    </message>
    <message>
        <source>Samba outlook</source>
        <translation>Sambautsikter</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Laid a red 3: each one laid counts 100 points for the side.</source>
        <translation>Lade ut en röd trea: varje utlagd trea ger laget 100 poäng.</translation>
    </message>
    <message>
        <source>Drew from the stock: the discard pile is empty.</source>
        <translation>Drog från talongen: sakhögen är tom.</translation>
    </message>
    <message>
        <source>Drew from the stock: our pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Drog från talongen: vårt par till det översta kortet {top} når inte minimum {minimum} för första mälningen.</translation>
    </message>
    <message>
        <source>Laid our first meld, {cards}: worth {value}, the minimum is {minimum}.</source>
        <translation>Lade ut vår första mälning, {cards}: värd {value}, minimum är {minimum}.</translation>
    </message>
    <message>
        <source>Did not go out: our side would score about {ours} against {theirs}; discarded {card} instead.</source>
        <translation>Gick inte ut: vårt lag skulle få ungefär {ours} mot {theirs}; sakade {card} i stället.</translation>
    </message>
    <message>
        <source>Discarded {card}: the cheapest card to give away (cost {cost}; next best {other_card} at {other_cost}).</source>
        <translation>Sakade {card}: det billigaste kortet att ge bort (kostnad {cost}; näst bäst {other_card} med {other_cost}).</translation>
    </message>
    <message>
        <source>Discarded {card}: the next player holds a pair of it with a chance of only {chance}%, and {other_card} was riskier (cost {other_cost} against {cost}).</source>
        <translation>Sakade {card}: sannolikheten att nästa spelare har ett par till det är bara {chance}&#xa0;%, och {other_card} var riskablare (kostnad {other_cost} mot {cost}).</translation>
    </message>
    <message numerus="yes">
        <source>Blocked the pile of %n card(s) by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</source>
        <translation>
            <numerusform>Spärrade sakhögen med %n kort genom att saka {card}, fast det är ett vilt kort: alla andra kort var för användbara eller för farliga (att saka det billigaste av dem hade kostat {other_cost}).</numerusform>
            <numerusform>Spärrade sakhögen med %n kort genom att saka {card}, fast det är ett vilt kort: alla andra kort var för användbara eller för farliga (att saka det billigaste av dem hade kostat {other_cost}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarded {card} and kept the pair it would have broken (cost {cost} against {other_cost}).</source>
        <translation>Sakade {card} och behöll paret som annars hade brutits (kostnad {cost} mot {other_cost}).</translation>
    </message>
    <message>
        <source>Played a safe legal move (options: {count}): the plan did not fit.</source>
        <translation>Spelade ett säkert tillåtet drag (alternativ: {count}): planen passade inte.</translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Sökning över %Ln simulerad giv: att spela {cards} i den här planen gav i snitt {gain} mer än det regelbaserade valet att saka {other_card} (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Sökning över %Ln simulerade givar: att spela {cards} i den här planen gav i snitt {gain} mer än det regelbaserade valet att saka {other_card} (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Sökning över %Ln simulerad giv: att spela {cards} i den här planen gav i snitt {gain} mer än det regelbaserade valet att lägga ut {other_cards} (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Sökning över %Ln simulerade givar: att spela {cards} i den här planen gav i snitt {gain} mer än det regelbaserade valet att lägga ut {other_cards} (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Sökning över %Ln simulerad giv: detta gav i snitt {gain} mer än det regelbaserade valet att dra från talongen (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Sökning över %Ln simulerade givar: detta gav i snitt {gain} mer än det regelbaserade valet att dra från talongen (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s) found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</source>
        <translation>
            <numerusform>Sökningen över %Ln simulerad giv hittade ingen plan som var klart bättre än det regelbaserade valet (jämförda planer: {plans}; vann {win}&#xa0;% av givarna).</numerusform>
            <numerusform>Sökningen över %Ln simulerade givar hittade ingen plan som var klart bättre än det regelbaserade valet (jämförda planer: {plans}; vann {win}&#xa0;% av givarna).</numerusform>
        </translation>
    </message>
    <message>
        <source>This was the only legal move.</source>
        <translation>Det var det enda tillåtna draget.</translation>
    </message>
    <message numerus="yes">
        <source>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln point(s)).</source>
        <translation>
            <numerusform>Svarade ja till partnern: nivån Lätt låter alltid partnern gå ut (vår hand är värd %Ln poäng).</numerusform>
            <numerusform>Svarade ja till partnern: nivån Lätt låter alltid partnern gå ut (vår hand är värd %Ln poäng).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This was the only legal move (%n option(s)).</source>
        <translation>
            <numerusform>Det var det enda tillåtna draget (%n alternativ).</numerusform>
            <numerusform>Det var det enda tillåtna draget (%n alternativ).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked one of %n legal move(s) at random.</source>
        <translation>
            <numerusform>Valde det enda tillåtna draget (%n möjlighet).</numerusform>
            <numerusform>Valde ett av %n tillåtna drag på måfå.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile of %n card(s) with {cards} from the hand.</source>
        <translation>
            <numerusform>Tog sakhögen på %n kort med {cards} från handen.</numerusform>
            <numerusform>Tog sakhögen på %n kort med {cards} från handen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the top card {card} onto our sequence of %n card(s).</source>
        <translation>
            <numerusform>Tog det översta kortet {card} till vår sekvens på %n kort.</numerusform>
            <numerusform>Tog det översta kortet {card} till vår sekvens på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n card(s).</source>
        <translation>
            <numerusform>Drog från talongen: inget par på handen passar till det översta kortet {top} i sakhögen med %n kort.</numerusform>
            <numerusform>Drog från talongen: inget par på handen passar till det översta kortet {top} i sakhögen med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: the pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Drog från talongen: sakhögen med %n kort är spärrad av {top}.</numerusform>
            <numerusform>Drog från talongen: sakhögen med %n kort är spärrad av {top}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n card(s) in new melds: {cards}.</source>
        <translation>
            <numerusform>Lade ut %n kort i nya mälningar: {cards}.</numerusform>
            <numerusform>Lade ut %n kort i nya mälningar: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to a meld on the table, which now holds %n card(s).</source>
        <translation>
            <numerusform>Lade {cards} till en mälning på bordet; den har nu %n kort.</numerusform>
            <numerusform>Lade {cards} till en mälning på bordet; den har nu %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}: the card with the least use in a hand of %n card(s).</source>
        <translation>
            <numerusform>Sakade {card}: det minst användbara kortet på en hand med %n kort.</numerusform>
            <numerusform>Sakade {card}: det minst användbara kortet på en hand med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played the first of %n legal move(s): nothing better stood out.</source>
        <translation>
            <numerusform>Spelade det enda tillåtna draget (%n möjlighet).</numerusform>
            <numerusform>Spelade det första av %n tillåtna drag: inget annat stack ut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and the side may not go out yet.</source>
        <translation>Passade och behöll {card}: ett kort kvar, och laget får inte gå ut än.</translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, judged worth {gain} more than drawing two cards.</source>
        <translation>
            <numerusform>Tog sakhögen: %n kort värt {points}; bedömt som {gain} mer värt än att dra två kort.</numerusform>
            <numerusform>Tog sakhögen: %n kort värda {points}; bedömt som {gain} mer värt än att dra två kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, and it completes our first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Tog sakhögen: %n kort värt {points}, och den fullbordar vår första mälning (minimum {minimum}).</numerusform>
            <numerusform>Tog sakhögen: %n kort värda {points}, och den fullbordar vår första mälning (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took {card} from the pile onto our sequence, which grows to %n card(s); judged worth {gain} more than drawing.</source>
        <translation>
            <numerusform>Tog {card} från sakhögen till vår sekvens, som växer till %n kort; bedömt som {gain} mer värt än att dra.</numerusform>
            <numerusform>Tog {card} från sakhögen till vår sekvens, som växer till %n kort; bedömt som {gain} mer värt än att dra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n card(s)).</source>
        <translation>
            <numerusform>Drog från talongen: vi har inget naturligt par till det översta kortet {top} (%n kort i sakhögen).</numerusform>
            <numerusform>Drog från talongen: vi har inget naturligt par till det översta kortet {top} (%n kort i sakhögen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: taking the pile of %n card(s) was judged worth {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Drog från talongen: att ta sakhögen med %n kort bedömdes vara värt {loss} mindre än två kort från talongen.</numerusform>
            <numerusform>Drog från talongen: att ta sakhögen med %n kort bedömdes vara värt {loss} mindre än två kort från talongen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid a red 3 first: it counts 100 points (our side now has %n red 3(s) laid).</source>
        <translation>
            <numerusform>Lade först ut en röd trea: den ger 100 poäng (vårt lag har nu %n röd trea utlagd).</numerusform>
            <numerusform>Lade först ut en röd trea: den ger 100 poäng (vårt lag har nu %n röda treor utlagda).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid new melds from the hand: {cards} (%n card(s)).</source>
        <translation>
            <numerusform>Lade ut nya mälningar från handen: {cards} (%n kort).</numerusform>
            <numerusform>Lade ut nya mälningar från handen: {cards} (%n kort).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a canasta of %n card(s).</source>
        <translation>
            <numerusform>Lade till {cards} och fullbordade en canasta på %n kort.</numerusform>
            <numerusform>Lade till {cards} och fullbordade en canasta på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a samba of %n card(s) in sequence.</source>
        <translation>
            <numerusform>Lade till {cards} och fullbordade en samba på %n kort i sekvens.</numerusform>
            <numerusform>Lade till {cards} och fullbordade en samba på %n kort i sekvens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our sequence, which now holds %n card(s) toward a samba.</source>
        <translation>
            <numerusform>Lade till {cards} i vår sekvens, som nu har %n kort på väg mot en samba.</numerusform>
            <numerusform>Lade till {cards} i vår sekvens, som nu har %n kort på väg mot en samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our group, which now holds %n card(s).</source>
        <translation>
            <numerusform>Lade till {cards} i vår grupp, som nu har %n kort.</numerusform>
            <numerusform>Lade till {cards} i vår grupp, som nu har %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged two of our groups into one of %n card(s).</source>
        <translation>
            <numerusform>Slog ihop två av våra grupper till en på %n kort.</numerusform>
            <numerusform>Slog ihop två av våra grupper till en på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Går ut: vårt lag får ungefär {ours} i den här given mot {theirs} för det bästa andra laget, med %n kort kvar att lägga ut.</numerusform>
            <numerusform>Går ut: vårt lag får ungefär {ours} i den här given mot {theirs} för det bästa andra laget, med %n kort kvar att lägga ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: the partner said yes, so we must go out now, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Går ut: partnern svarade ja, så vi måste gå ut nu, med %n kort kvar att lägga ut.</numerusform>
            <numerusform>Går ut: partnern svarade ja, så vi måste gå ut nu, med %n kort kvar att lägga ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: only %n card(s) left in the stock, or the opponents can go out; our side {ours} against {theirs}.</source>
        <translation>
            <numerusform>Går ut: bara %n kort kvar i talongen, eller så kan motspelarna gå ut; vårt lag {ours} mot {theirs}.</numerusform>
            <numerusform>Går ut: bara %n kort kvar i talongen, eller så kan motspelarna gå ut; vårt lag {ours} mot {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked the partner whether we may go out: we can, and the partner still holds %n card(s).</source>
        <translation>
            <numerusform>Frågade partnern om vi får gå ut: vi kan, och partnern har fortfarande %n kort.</numerusform>
            <numerusform>Frågade partnern om vi får gå ut: vi kan, och partnern har fortfarande %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block: the pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Sakade {card} för att spärra: sakhögen har %n kort, och nästa spelare kan inte ta den medan en svart trea ligger överst.</numerusform>
            <numerusform>Sakade {card} för att spärra: sakhögen har %n kort, och nästa spelare kan inte ta den medan en svart trea ligger överst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and our side may not go out yet.</source>
        <translation>Passade och behöll {card}: ett kort kvar, och vårt lag får inte gå ut än.</translation>
    </message>
    <message numerus="yes">
        <source>Said no: I still hold a red 3; with it the hand would cost our side %Ln point(s).</source>
        <translation>
            <numerusform>Svarade nej: jag har fortfarande en röd trea; med den skulle handen kosta vårt lag %Ln poäng.</numerusform>
            <numerusform>Svarade nej: jag har fortfarande en röd trea; med den skulle handen kosta vårt lag %Ln poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: my hand holds only %Ln point(s) (at most {limit}).</source>
        <translation>
            <numerusform>Svarade ja: min hand är bara värd %Ln poäng (högst {limit}).</numerusform>
            <numerusform>Svarade ja: min hand är bara värd %Ln poäng (högst {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: even with the %Ln point(s) in my hand against us we stay about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Svarade ja: även om %Ln poäng på min hand räknas mot oss, ligger vi ungefär {margin} före i den här given.</numerusform>
            <numerusform>Svarade ja: även om %Ln poäng på min hand räknas mot oss, ligger vi ungefär {margin} före i den här given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said no: the %Ln point(s) in my hand would leave us only {margin} ahead on this hand (we want {limit}).</source>
        <translation>
            <numerusform>Svarade nej: med %Ln poäng på min hand skulle vi bara ligga {margin} före i den här given (vi vill ha {limit}).</numerusform>
            <numerusform>Svarade nej: med %Ln poäng på min hand skulle vi bara ligga {margin} före i den här given (vi vill ha {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile as soon as it could: %n card(s) worth {points}.</source>
        <translation>
            <numerusform>Tog sakhögen så fort det gick: %n kort värt {points}.</numerusform>
            <numerusform>Tog sakhögen så fort det gick: %n kort värda {points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out the moment our side may, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Går ut så fort vårt lag får, med %n kort kvar att lägga ut.</numerusform>
            <numerusform>Går ut så fort vårt lag får, med %n kort kvar att lägga ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block the big pile of %n card(s).</source>
        <translation>
            <numerusform>Sakade {card} för att spärra den stora sakhögen med %n kort.</numerusform>
            <numerusform>Sakade {card} för att spärra den stora sakhögen med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}, the highest card no meld of ours wants (%Ln point(s)); the next opponent holds a pair of it with a chance of {chance}%.</source>
        <translation>
            <numerusform>Sakade {card}, det högsta kortet som ingen av våra mälningar behöver (%Ln poäng); sannolikheten att nästa motspelare har ett par till det är {chance}&#xa0;%.</numerusform>
            <numerusform>Sakade {card}, det högsta kortet som ingen av våra mälningar behöver (%Ln poäng); sannolikheten att nästa motspelare har ett par till det är {chance}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} (%Ln point(s)): no meld of ours wants it.</source>
        <translation>
            <numerusform>Sakade {card} (%Ln poäng): ingen av våra mälningar behöver det.</numerusform>
            <numerusform>Sakade {card} (%Ln poäng): ingen av våra mälningar behöver det.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out won in {win}% of %Ln sampled deal(s); holding back won in {alt_win}%.</source>
        <translation>
            <numerusform>Att gå ut vann i {win}&#xa0;% av %Ln simulerad giv; att vänta vann i {alt_win}&#xa0;%.</numerusform>
            <numerusform>Att gå ut vann i {win}&#xa0;% av %Ln simulerade givar; att vänta vann i {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not go out: holding back won in {win}% of %Ln sampled deal(s); going out won in {alt_win}%.</source>
        <translation>
            <numerusform>Gick inte ut: att vänta vann i {win}&#xa0;% av %Ln simulerad giv; att gå ut vann i {alt_win}&#xa0;%.</numerusform>
            <numerusform>Gick inte ut: att vänta vann i {win}&#xa0;% av %Ln simulerade givar; att gå ut vann i {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Sökning över %Ln simulerad giv: den här planen gav i snitt {gain} mer än det regelbaserade valet (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Sökning över %Ln simulerade givar: den här planen gav i snitt {gain} mer än det regelbaserade valet (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Sökning över %Ln simulerad giv: att spela {cards} i den här planen gav i snitt {gain} mer än det regelbaserade valet (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Sökning över %Ln simulerade givar: att spela {cards} i den här planen gav i snitt {gain} mer än det regelbaserade valet (vann {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %Ln sampled deal(s): this answer won in {win}%, the other in {alt_win}%.</source>
        <translation>
            <numerusform>Svarade efter %Ln simulerad giv: det här svaret vann i {win}&#xa0;%, det andra i {alt_win}&#xa0;%.</numerusform>
            <numerusform>Svarade efter %Ln simulerade givar: det här svaret vann i {win}&#xa0;%, det andra i {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deal(s)).</source>
        <translation>
            <numerusform>Steg {step} av {steps} i turplanen som sökningen valde (vann {win}&#xa0;% av %Ln simulerad giv).</numerusform>
            <numerusform>Steg {step} av {steps} i turplanen som sökningen valde (vann {win}&#xa0;% av %Ln simulerade givar).</numerusform>
        </translation>
    </message>
    <message>
        <source>Well played: every plan the computer would consider starts with this move.</source>
        <translation>Bra spelat: varje plan som datorn skulle överväga börjar med det här draget.</translation>
    </message>
    <message>
        <source>Well played: no move was clearly better here.</source>
        <translation>Bra spelat: inget drag var klart bättre här.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand than drawing from the stock.</source>
        <translation>
            <numerusform>Att ta sakhögen med {cards} var värt ungefär %Ln poäng mer per giv än att dra från talongen.</numerusform>
            <numerusform>Att ta sakhögen med {cards} var värt ungefär %Ln poäng mer per giv än att dra från talongen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att ta sakhögen med {cards} var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att ta sakhögen med {cards} var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att ta översta kortet {card} till din sekvens var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att ta översta kortet {card} till din sekvens var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was worth about %Ln point(s) more per hand than taking the pile.</source>
        <translation>
            <numerusform>Att dra från talongen var värt ungefär %Ln poäng mer per giv än att ta sakhögen.</numerusform>
            <numerusform>Att dra från talongen var värt ungefär %Ln poäng mer per giv än att ta sakhögen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out now was worth about %Ln point(s) more per hand than holding back.</source>
        <translation>
            <numerusform>Att gå ut nu var värt ungefär %Ln poäng mer per giv än att vänta.</numerusform>
            <numerusform>Att gå ut nu var värt ungefär %Ln poäng mer per giv än att vänta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was worth about %Ln point(s) more per hand than going out now.</source>
        <translation>
            <numerusform>Att vänta var värt ungefär %Ln poäng mer per giv än att gå ut nu.</numerusform>
            <numerusform>Att vänta var värt ungefär %Ln poäng mer per giv än att gå ut nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att fråga din partner om du får gå ut var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att fråga din partner om du får gå ut var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att saka {card} i stället för {other_card} var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att saka {card} i stället för {other_card} var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of the wild card {other_card} was worth about %Ln point(s) more per hand: a wild card is worth more in your melds.</source>
        <translation>
            <numerusform>Att saka {card} i stället för det vilda kortet {other_card} var värt ungefär %Ln poäng mer per giv: ett vilt kort är värt mer i dina mälningar.</numerusform>
            <numerusform>Att saka {card} i stället för det vilda kortet {other_card} var värt ungefär %Ln poäng mer per giv: ett vilt kort är värt mer i dina mälningar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} now and keeping the rest in your hand was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att saka {card} nu och behålla resten på handen var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att saka {card} nu och behålla resten på handen var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att lägga ut {cards} var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att lägga ut {cards} var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att lägga {cards} till din mälning var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att lägga {cards} till din mälning var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att slå ihop två av dina grupper var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att slå ihop två av dina grupper var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att lägga ut din röda trea var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att lägga ut din röda trea var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att passa med ditt sista kort var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att passa med ditt sista kort var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att svara ja var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att svara ja var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Att svara nej var värt ungefär %Ln poäng mer per giv.</numerusform>
            <numerusform>Att svara nej var värt ungefär %Ln poäng mer per giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better than drawing from the stock, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att ta sakhögen med {cards} var ungefär %Ln poäng bättre än att dra från talongen.</numerusform>
            <numerusform>Att ta sakhögen med {cards} var ungefär %Ln poäng bättre än att dra från talongen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att ta sakhögen med {cards} var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att ta sakhögen med {cards} var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att lägga översta kortet {card} till din sekvens var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att lägga översta kortet {card} till din sekvens var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the pile, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att dra från talongen var ungefär %Ln poäng bättre än att ta sakhögen.</numerusform>
            <numerusform>Att dra från talongen var ungefär %Ln poäng bättre än att ta sakhögen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the top card {card}, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att dra från talongen var ungefär %Ln poäng bättre än att ta översta kortet {card}.</numerusform>
            <numerusform>Att dra från talongen var ungefär %Ln poäng bättre än att ta översta kortet {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out this turn was better than holding back, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att gå ut den här turen var ungefär %Ln poäng bättre än att vänta.</numerusform>
            <numerusform>Att gå ut den här turen var ungefär %Ln poäng bättre än att vänta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was better than going out now, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att vänta var ungefär %Ln poäng bättre än att gå ut nu.</numerusform>
            <numerusform>Att vänta var ungefär %Ln poäng bättre än att gå ut nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att fråga din partner om du får gå ut var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att fråga din partner om du får gå ut var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att saka {card} i stället för {other_card} var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att saka {card} i stället för {other_card} var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln point(s).</source>
        <translation>
            <numerusform>Att saka {card} var ungefär %Ln poäng bättre än att saka ett vilt kort ({other_card}).</numerusform>
            <numerusform>Att saka {card} var ungefär %Ln poäng bättre än att saka ett vilt kort ({other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} and keeping the rest in your hand was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att saka {card} och behålla resten på handen var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att saka {card} och behålla resten på handen var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping {cards} in your hand this turn was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att behålla {cards} på handen den här turen var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att behålla {cards} på handen den här turen var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att lägga ut {cards} var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att lägga ut {cards} var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld {meld} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att lägga {cards} till din mälning {meld} var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att lägga {cards} till din mälning {meld} var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your new meld was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att lägga {cards} till din nya mälning var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att lägga {cards} till din nya mälning var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att slå ihop två av dina grupper var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att slå ihop två av dina grupper var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att lägga ut din röda trea var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att lägga ut din röda trea var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att passa med ditt sista kort var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att passa med ditt sista kort var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att svara ja var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att svara ja var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Att svara nej var ungefär %Ln poäng bättre.</numerusform>
            <numerusform>Att svara nej var ungefär %Ln poäng bättre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your meld {canasta_meld} would have become a canasta.</source>
        <translation>Din mälning {canasta_meld} hade blivit en canasta.</translation>
    </message>
    <message numerus="yes">
        <source>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>Nästa spelare tog sakhögen som du lämnade öppen med {top} överst, i {times} av %n simulerad giv; efter det bättre draget i {kept}.</numerusform>
            <numerusform>Nästa spelare tog sakhögen som du lämnade öppen med {top} överst, i {times} av %n simulerade givar; efter det bättre draget i {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>En motspelare tog sakhögen som du lämnade öppen med {top} överst, i {times} av %n simulerad giv; efter det bättre draget i {kept}.</numerusform>
            <numerusform>En motspelare tog sakhögen som du lämnade öppen med {top} överst, i {times} av %n simulerade givar; efter det bättre draget i {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent went out before your next turn in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>En motspelare gick ut före din nästa tur i {times} av %n simulerad giv; efter det bättre draget i {kept}.</numerusform>
            <numerusform>En motspelare gick ut före din nästa tur i {times} av %n simulerade givar; efter det bättre draget i {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deal(s); after yours, in {kept}.</source>
        <translation>
            <numerusform>Efter det bättre draget tog ditt lag sakhögen senast på din nästa tur i {times} av %n simulerad giv; efter ditt i {kept}.</numerusform>
            <numerusform>Efter det bättre draget tog ditt lag sakhögen senast på din nästa tur i {times} av %n simulerade givar; efter ditt i {kept}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>line {n}: </source>
        <translation>rad {n}: </translation>
    </message>
    <message>
        <source>This is not a Samba Desktop hand record.</source>
        <translation>Det här är inget givprotokoll från Samba Desktop.</translation>
    </message>
    <message>
        <source>The file is too large for a hand record.</source>
        <translation>Filen är för stor för ett givprotokoll.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Filen kan inte läsas.</translation>
    </message>
    <message>
        <source>The rules are not valid.</source>
        <translation>Reglerna är ogiltiga.</translation>
    </message>
    <message>
        <source>A seat is not valid.</source>
        <translation>En plats är ogiltig.</translation>
    </message>
    <message>
        <source>The deal seed is not a number.</source>
        <translation>Givkoden är inget tal.</translation>
    </message>
    <message>
        <source>The hand number is not valid.</source>
        <translation>Givnumret är ogiltigt.</translation>
    </message>
    <message>
        <source>The scores do not fit the number of sides.</source>
        <translation>Poängen stämmer inte med antalet lag.</translation>
    </message>
    <message>
        <source>A move cannot be read.</source>
        <translation>Ett drag kan inte läsas.</translation>
    </message>
    <message>
        <source>A part of the record is missing.</source>
        <translation>En del av protokollet saknas.</translation>
    </message>
    <message>
        <source>More than one seat is played by a human; a game has at most one.</source>
        <translation>Mer än en plats spelas av en människa; ett spel har högst en.</translation>
    </message>
    <message>
        <source>A number is outside what a game allows.</source>
        <translation>Ett tal ligger utanför vad ett spel tillåter.</translation>
    </message>
    <message>
        <source>A line cannot be read.</source>
        <translation>En rad kan inte läsas.</translation>
    </message>
    <message>
        <source>The record is damaged.</source>
        <translation>Protokollet är skadat.</translation>
    </message>
    <message>
        <source>The deal cannot be made again: {why}</source>
        <translation>Given kan inte göras om: {why}</translation>
    </message>
    <message>
        <source>Move {n} does not fit the hand: it is not that player&apos;s turn.</source>
        <translation>Drag {n} passar inte i given: det är inte den spelarens tur.</translation>
    </message>
    <message>
        <source>Move {n} is not legal: {why}</source>
        <translation>Drag {n} är inte tillåtet: {why}</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No game has been played to the end yet.</source>
        <translation>Inget spel har spelats klart än.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Oavgjort</translation>
    </message>
    <message>
        <source>{result} {when}
You: {you} · best other: {other}</source>
        <translation>{result} {when}
Du: {you} · bästa motspelare: {other}</translation>
    </message>
    <message>
        <source>At {name}’s table</source>
        <translation>Vid {name}s bord</translation>
    </message>
    <message>
        <source>At a shared table</source>
        <translation>Vid ett delat bord</translation>
    </message>
    <message>
        <source>Hosted with {names}</source>
        <translation>Ditt bord, med {names}</translation>
    </message>
    <message>
        <source>Hosted with friends</source>
        <translation>Ditt bord, med vänner</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Onoggrannhet</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Misstag</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grovt misstag</translation>
    </message>
    <message>
        <source>{grade}: {reason}</source>
        <translation>{grade}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{grade} (about %Ln point(s))</source>
        <translation>
            <numerusform>{grade} (ungefär %Ln poäng)</numerusform>
            <numerusform>{grade} (ungefär %Ln poäng)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grovt misstag</numerusform>
            <numerusform>%n grova misstag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n misstag</numerusform>
            <numerusform>%n misstag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n onoggrannhet</numerusform>
            <numerusform>%n onoggrannheter</numerusform>
        </translation>
    </message>
    <message>
        <source>You had no decision to make this hand.</source>
        <translation>Du hade inget beslut att fatta i den här given.</translation>
    </message>
    <message numerus="yes">
        <source>Well played: your %n decision(s) cost no points.</source>
        <translation>
            <numerusform>Bra spelat: ditt beslut kostade inga poäng.</numerusform>
            <numerusform>Bra spelat: dina %n beslut kostade inga poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Well played: your decisions cost only about %Ln point(s).</source>
        <translation>
            <numerusform>Bra spelat: dina beslut kostade bara ungefär %Ln poäng.</numerusform>
            <numerusform>Bra spelat: dina beslut kostade bara ungefär %Ln poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand your decisions cost about %Ln point(s): {counts}.</source>
        <translation>
            <numerusform>I den här given kostade dina beslut ungefär %Ln poäng: {counts}.</numerusform>
            <numerusform>I den här given kostade dina beslut ungefär %Ln poäng: {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {n}: {review}</source>
        <translation>Drag {n}: {review}</translation>
    </message>
    <message>
        <source>Reviewing your decisions… ({done} of {total})</source>
        <translation>Dina beslut granskas… ({done} av {total})</translation>
    </message>
    <message>
        <source>Reviewing your decisions…</source>
        <translation>Dina beslut granskas…</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Förlorade poäng</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Inte granskad</translation>
    </message>
    <message>
        <source>Previous flagged move</source>
        <translation>Föregående markerade drag</translation>
    </message>
    <message>
        <source>Next flagged move</source>
        <translation>Nästa markerade drag</translation>
    </message>
    <message>
        <source>What your decisions cost in each hand, by the computer&apos;s review (Settings ▸ Aids).</source>
        <translation>Vad dina beslut kostade i varje giv, enligt datorns granskning (Inställningar ▸ Hjälpmedel).</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions: about %Ln point(s) lost ({counts})</source>
        <translation>
            <numerusform>Dina beslut: ungefär %Ln poäng förlorade ({counts})</numerusform>
            <numerusform>Dina beslut: ungefär %Ln poäng förlorade ({counts})</numerusform>
        </translation>
    </message>
    <message>
        <source>Next, move {i}: {move}</source>
        <translation>Nu följer drag {i}: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Bättre: {move}</translation>
    </message>
    <message>
        <source>No hand of yours has been reviewed yet.</source>
        <translation>Ingen av dina givar har granskats än.</translation>
    </message>
    <message>
        <source>Points lost per hand, game by game</source>
        <translation>Förlorade poäng per giv, spel för spel</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>inga misstag</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>med misstag</translation>
    </message>
    <message>
        <source>with blunders</source>
        <translation>med grova misstag</translation>
    </message>
    <message>
        <source>After each hand the computer reviews your decisions (Settings ▸ Aids); here you see whether you lose fewer points over the games.</source>
        <translation>Efter varje giv granskar datorn dina beslut (Inställningar ▸ Hjälpmedel); här ser du om du förlorar färre poäng med tiden.</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): you lost about {points} per hand.</source>
        <translation>
            <numerusform>Ditt senaste spel: du förlorade ungefär {points} per giv.</numerusform>
            <numerusform>Dina senaste %n spel: du förlorade ungefär {points} per giv.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before that: about {points}. You are getting better.</source>
        <translation>Dessförinnan: ungefär {points}. Du blir bättre.</translation>
    </message>
    <message>
        <source>Before that: about {points}.</source>
        <translation>Dessförinnan: ungefär {points}.</translation>
    </message>
    <message>
        <source>Before that: the same.</source>
        <translation>Dessförinnan: lika mycket.</translation>
    </message>
    <message>
        <source>Your Decisions</source>
        <translation>Dina beslut</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>Custom</source>
        <translation>Egen</translation>
    </message>
    <message>
        <source>Custom target score</source>
        <translation>Egen målpoäng</translation>
    </message>
    <message>
        <source>Target score:</source>
        <translation>Målpoäng:</translation>
    </message>
    <message>
        <source>Red 3s:</source>
        <translation>Röda treor:</translation>
    </message>
    <message>
        <source>What a player keeps in hand while the side may not go out yet.</source>
        <translation>Vad en spelare behåller på handen så länge laget inte får gå ut.</translation>
    </message>
    <message>
        <source>Before going out:</source>
        <translation>Före utgång:</translation>
    </message>
    <message>
        <source>Bolivia: melds of wild cards only</source>
        <translation>Bolivia: mälningar av bara vilda kort</translation>
    </message>
    <message>
        <source>Seven wild cards make a bolivia, worth 2,500; going out then needs a samba.</source>
        <translation>Sju vilda kort blir en bolivia värd 2&#xa0;500; för att gå ut krävs då en samba.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ingen gräns</translation>
    </message>
    <message>
        <source>A game that reaches this many hands without a winner is a draw.</source>
        <translation>Ett spel som når så många givar utan vinnare blir oavgjort.</translation>
    </message>
    <message>
        <source>Hand limit:</source>
        <translation>Givgräns:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand of this game has been played to the end yet.</source>
        <translation>Ingen giv i det här spelet har spelats klart än.</translation>
    </message>
    <message>
        <source>Target {score}</source>
        <translation>Mål {score}</translation>
    </message>
</context>
<context>
    <name>ScoreDialogs</name>
    <message>
        <source>Cards in melds</source>
        <translation>Kort i mälningar</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Kort kvar på handen</translation>
    </message>
    <message>
        <source>Samba bonus</source>
        <translation>Sambabonus</translation>
    </message>
    <message>
        <source>Pure canasta bonus</source>
        <translation>Bonus för ren canasta</translation>
    </message>
    <message>
        <source>Mixed canasta bonus</source>
        <translation>Bonus för oren canasta</translation>
    </message>
    <message>
        <source>Bolivia bonus</source>
        <translation>Boliviabonus</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Utgång</translation>
    </message>
    <message>
        <source>Red 3s laid</source>
        <translation>Utlagda röda treor</translation>
    </message>
    <message>
        <source>Red 3s still held</source>
        <translation>Röda treor kvar på handen</translation>
    </message>
    <message>
        <source>Hand {n} is over</source>
        <translation>Giv {n} är slut</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Du gick ut.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} gick ut.</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out.</source>
        <translation>Talongen tog slut: ingen gick ut.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Den här given</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Totalt i spelet</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Se resultatet</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>First side to {n} wins.</source>
        <translation>Det lag som först når {n} vinner.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>total</source>
        <translation>summa</translation>
    </message>
    <message>
        <source>No hand finished yet.</source>
        <translation>Ingen giv är klar än.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>Resultat av given</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Oavgjort!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vinner spelet!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Ditt lag vinner spelet!</translation>
    </message>
    <message>
        <source>The opponents win the game.</source>
        <translation>Motspelarna vinner spelet.</translation>
    </message>
    <message>
        <source>{name} win the game.</source>
        <translation>{name} vinner spelet.</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation>{name} vinner spelet.</translation>
    </message>
    <message numerus="yes">
        <source>Final totals after %n hand(s)</source>
        <translation>
            <numerusform>Slutresultat efter %n giv</numerusform>
            <numerusform>Slutresultat efter %n givar</numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
</context>
<context>
    <name>ScoreReplay</name>
    <message>
        <source>Deal</source>
        <translation>Givkod</translation>
    </message>
    <message>
        <source>Deal {deal} (the deal seed and hand number): the same cards come again with “Replay this deal”.</source>
        <translation>Giv {deal} (givkod och givnummer): med ”Spela om given” kommer samma kort igen.</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Giv:</translation>
    </message>
    <message>
        <source>Step through the hand</source>
        <translation>Stega igenom given</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Spela om given</translation>
    </message>
    <message>
        <source>Deal hand {n} again with the same cards and seats? The game on the table ends.</source>
        <translation>Dela ut giv {n} igen med samma kort och platser? Spelet på bordet avslutas.</translation>
    </message>
    <message>
        <source>game of {when}, hand {n}</source>
        <translation>spel från {when}, giv {n}</translation>
    </message>
    <message>
        <source>Past hands:</source>
        <translation>Tidigare givar:</translation>
    </message>
    <message>
        <source>game {g}, hand {n}</source>
        <translation>spel {g}, giv {n}</translation>
    </message>
    <message>
        <source>Choose a hand</source>
        <translation>Välj en giv</translation>
    </message>
    <message>
        <source>This hand cannot be shown</source>
        <translation>Den här given kan inte visas</translation>
    </message>
</context>
<context>
    <name>SessionModel</name>
    <message>
        <source>Your settings could not be read completely; defaults are used instead.</source>
        <translation>Dina inställningar kunde inte läsas helt; standardvärden används i stället.</translation>
    </message>
    <message>
        <source>Could not resume the last game</source>
        <translation>Det senaste spelet kunde inte återupptas</translation>
    </message>
    <message>
        <source>Settings not changed</source>
        <translation>Inställningarna ändrades inte</translation>
    </message>
    <message>
        <source>Could not save the game automatically</source>
        <translation>Spelet kunde inte sparas automatiskt</translation>
    </message>
    <message>
        <source>Could not record the hand in the score history</source>
        <translation>Given kunde inte föras in i poänghistoriken</translation>
    </message>
    <message>
        <source>Could not record the game in the score history</source>
        <translation>Spelet kunde inte föras in i poänghistoriken</translation>
    </message>
    <message>
        <source>Could not remove the finished game&apos;s autosave</source>
        <translation>Det avslutade spelets autosparning kunde inte tas bort</translation>
    </message>
    <message>
        <source>Could not remove the autosave</source>
        <translation>Autosparningen kunde inte tas bort</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Spelet kunde inte sparas</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is one of the files Samba Desktop keeps for itself (the game saved automatically, the score history or the settings): a saved game cannot take its place. Choose another name or folder; nothing was changed.</source>
        <translation>”{name}” är en av filerna som Samba Desktop sköter själv (det automatiskt sparade spelet, poänghistoriken eller inställningarna): ett sparat spel kan inte ta dess plats. Välj ett annat namn eller en annan mapp; ingenting har ändrats.</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Det sparade spelet kunde inte öppnas</translation>
    </message>
    <message>
        <source>Could not save the settings</source>
        <translation>Inställningarna kunde inte sparas</translation>
    </message>
    <message>
        <source>Could not read the score history</source>
        <translation>Poänghistoriken kunde inte läsas</translation>
    </message>
    <message>
        <source>Could not export the score history</source>
        <translation>Poänghistoriken kunde inte exporteras</translation>
    </message>
    <message>
        <source>Could not reset the statistics</source>
        <translation>Statistiken kunde inte nollställas</translation>
    </message>
    <message>
        <source>The score history is not available</source>
        <translation>Poänghistoriken är inte tillgänglig</translation>
    </message>
    <message>
        <source>The score history was made by a newer version of Samba Desktop: it is shown, but the games played now are not recorded in it.</source>
        <translation>Poänghistoriken skapades av en nyare version av Samba Desktop: den visas, men de spel som spelas nu sparas inte i den.</translation>
    </message>
    <message>
        <source>The score history could not be read; a new one was started.</source>
        <translation>Poänghistoriken kunde inte läsas; en ny har påbörjats.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hjälpmedel</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Datorns hastighet:</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisk</translation>
    </message>
    <message>
        <source>The longest a Hard computer player thinks about one decision: the longer, the stronger it plays. Most of its moves take no time. Easy and Normal do not think this long.</source>
        <translation>Den längsta tid en datorspelare på nivån Svår tänker på ett beslut: ju längre, desto starkare spelar den. De flesta av dess drag tar ingen tid alls. Lätt och Normal tänker aldrig så länge.</translation>
    </message>
    <message>
        <source>Thinking time:</source>
        <translation>Betänketid:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Kort:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kortstorlek:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Sortera handen:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Språk:</translation>
    </message>
    <message>
        <source>The new language is used as soon as you press OK.</source>
        <translation>Det nya språket används så fort du trycker på OK.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next new game.</source>
        <translation>Ändrade regler gäller från nästa nya spel.</translation>
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
        <translation>POÄNG</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>RECENT MOVES</source>
        <translation>SENASTE DRAG</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Motspelare</translation>
    </message>
    <message>
        <source>How the other sides stand in this hand</source>
        <translation>Hur de andra lagen ligger till i den här given</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Senaste drag</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>target {n}</source>
        <translation>mål {n}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Given är slut</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Väntar på att spelet ska börja</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Your answer, please</source>
        <translation>Ditt svar, tack</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} spelar</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>First meld done</source>
        <translation>Första mälning klar</translation>
    </message>
    <message>
        <source>needed {n}</source>
        <translation>krav {n}</translation>
    </message>
    <message>
        <source>staged {v}</source>
        <translation>förberett {v}</translation>
    </message>
    <message>
        <source>First meld: {n}</source>
        <translation>Första mälning: {n}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>Sjukortsmälningar {n}/2</translation>
    </message>
    <message>
        <source>you may go out</source>
        <translation>du får gå ut</translation>
    </message>
    <message>
        <source>needed to go out</source>
        <translation>krävs för att gå ut</translation>
    </message>
    <message>
        <source>Red 3s laid: {n}</source>
        <translation>Röda treor: {n}</translation>
    </message>
    <message>
        <source>On the table: {n}</source>
        <translation>På bordet: {n}</translation>
    </message>
    <message>
        <source>{side} · THIS HAND</source>
        <translation>{side} · DEN HÄR GIVEN</translation>
    </message>
    <message>
        <source>Your side needs two 7-card melds (canastas or sambas) to go out; laid red 3s count +100 each once it has them.</source>
        <translation>Ditt lag behöver två sjukortsmälningar (canastor eller sambor) för att gå ut; när laget har dem ger varje utlagd röd trea +100.</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>har mält</translation>
    </message>
    <message>
        <source>not melded yet</source>
        <translation>har inte mält än</translation>
    </message>
    <message>
        <source>{first} · 7-card melds {n}/2 · red 3s {r}</source>
        <translation>{first} · sjukortsmälningar {n}/2 · röda treor {r}</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Samba Desktop is already open</source>
        <translation>Samba Desktop är redan öppet</translation>
    </message>
    <message>
        <source>Samba Desktop is already running with your games, but it did not answer. This copy closes without changing anything, so that no game is written by two copies at once. Switch to the open window, or wait a moment and start Samba Desktop again.</source>
        <translation>Samba Desktop körs redan med dina spel men svarade inte. Den här kopian stängs utan att ändra något, så att inget spel skrivs av två kopior samtidigt. Växla till det öppna fönstret, eller vänta en stund och starta Samba Desktop igen.</translation>
    </message>
</context>
<context>
    <name>SoundForm</name>
    <message>
        <source>Play sounds at the table</source>
        <translation>Spela ljud vid bordet</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volym:</translation>
    </message>
    <message>
        <source>Quiet sounds for the deal, a draw, cards laid, a discard, a canasta or samba closed, going out and your turn.</source>
        <translation>Tysta ljud för given, ett drag från talongen, utlagda kort, en sakning, en färdig canasta eller samba, utgång och din tur.</translation>
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
        <translation>Översikt</translation>
    </message>
    <message>
        <source>Each side&apos;s total after every hand of the game on the table.</source>
        <translation>Varje lags summa efter varje giv i det pågående spelet.</translation>
    </message>
    <message>
        <source>This Game</source>
        <translation>Det här spelet</translation>
    </message>
    <message>
        <source>One bar per finished game: your total minus the best other total.</source>
        <translation>En stapel per avslutat spel: din summa minus bästa andra summa.</translation>
    </message>
    <message>
        <source>Over Time</source>
        <translation>Över tid</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportera CSV…</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>Nollställ statistiken…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
    <message>
        <source>By opponent strength</source>
        <translation>Efter motspelarnas styrka</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Efter antal spelare</translation>
    </message>
    <message>
        <source>Hands and melds</source>
        <translation>Givar och mälningar</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Spelade givar</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Bästa giv</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Snitt per giv</translation>
    </message>
    <message>
        <source>Times your side went out</source>
        <translation>Gånger ditt lag gick ut</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längsta vinstsvit</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Nuvarande vinstsvit</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastor</translation>
    </message>
    <message>
        <source>&#x2003;of them pure</source>
        <translation>&#x2003;varav rena</translation>
    </message>
    <message>
        <source>Sambas</source>
        <translation>Sambor</translation>
    </message>
    <message>
        <source>Bolivias</source>
        <translation>Bolivior</translation>
    </message>
    <message>
        <source>The score history is not available.</source>
        <translation>Poänghistoriken är inte tillgänglig.</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Inga avslutade spel än.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>Unfinished games (not counted): {count}</source>
        <translation>Oavslutade spel (räknas inte): {count}</translation>
    </message>
    <message>
        <source>Export Score History</source>
        <translation>Exportera poänghistoriken</translation>
    </message>
    <message>
        <source>samba-history</source>
        <translation>samba-historik</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exporterad till {path}</translation>
    </message>
    <message>
        <source>Exported games to {games} and hands to {hands}</source>
        <translation>Spel exporterade till {games} och givar till {hands}</translation>
    </message>
    <message>
        <source>Statistics reset.</source>
        <translation>Statistiken har nollställts.</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>The table did not let you in.</source>
        <translation>Bordet släppte inte in dig.</translation>
    </message>
    <message>
        <source>You were hosting a table when Samba Desktop closed. Host it again now?</source>
        <translation>Du hade startat ett bord när Samba Desktop stängdes. Starta det igen nu?</translation>
    </message>
    <message>
        <source>Your friends are waiting: they come back with the same link, and the game goes on where it stopped.</source>
        <translation>Dina vänner väntar: de kommer tillbaka med samma länk, och spelet fortsätter där det slutade.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Starta igen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Inte nu</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lämna bordet</translation>
    </message>
    <message>
        <source>End the table for everyone?</source>
        <translation>Stänga bordet för alla?</translation>
    </message>
    <message>
        <source>Leave the table for good?</source>
        <translation>Lämna bordet för gott?</translation>
    </message>
    <message>
        <source>Your friends&apos; game ends with it. To play on later, close the app instead: the next start offers to host the table again.</source>
        <translation>Då tar dina vänners spel också slut. Vill ni spela vidare senare, stäng appen i stället: nästa gång den startar erbjuder den att starta bordet igen.</translation>
    </message>
    <message>
        <source>A computer plays your seat for the rest of the game. To come back later, close the app instead: the same link gives you your seat back.</source>
        <translation>En dator spelar din plats resten av spelet. Vill du komma tillbaka senare, stäng appen i stället: med samma länk får du tillbaka din plats.</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Stäng bordet</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stanna</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Starta ett bord</translation>
    </message>
    <message>
        <source>Resume the table you hosted before?</source>
        <translation>Fortsätta vid bordet du startade förra gången?</translation>
    </message>
    <message>
        <source>Friends join it again with the same link. A new table gets a new link.</source>
        <translation>Vännerna går med igen med samma länk. Ett nytt bord får en ny länk.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nytt bord</translation>
    </message>
    <message>
        <source>Could not host the table</source>
        <translation>Bordet kunde inte startas</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Värd</translation>
    </message>
    <message>
        <source>That is not a table&apos;s link. A link looks like samba://host:port/… and comes from the host.</source>
        <translation>Det är ingen länk till ett bord. En länk ser ut som samba://host:port/… och kommer från värden.</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gäst</translation>
    </message>
    <message>
        <source>Could not reach the table at {address}. Check the link, and that the host is still hosting it.</source>
        <translation>Bordet på {address} gick inte att nå. Kontrollera länken och att värden fortfarande har bordet öppet.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>The connection to the table has ended.</source>
        <translation>Anslutningen till bordet har brutits.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer with your link.</source>
        <translation>Din plats togs över från ett annat fönster eller en annan dator med din länk.</translation>
    </message>
    <message>
        <source>The host has left or the network is down. Your seat is kept: join again with the same link when the host is back.</source>
        <translation>Värden har gått eller nätverket ligger nere. Din plats sparas: gå med igen med samma länk när värden är tillbaka.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Gå med igen</translation>
    </message>
    <message>
        <source>Play offline</source>
        <translation>Spela offline</translation>
    </message>
    <message>
        <source>Could not rejoin the table</source>
        <translation>Det gick inte att gå med vid bordet igen</translation>
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
        <translation>Väst</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Öst</translation>
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
        <translation>Markera först korten du vill lägga ut.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Markera ett kort att saka.</translation>
    </message>
    <message>
        <source>Select one card, then click the pile to discard it.</source>
        <translation>Markera ett kort och klicka sedan på sakhögen för att saka det.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Saka ett kort i taget.</translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <source>A friend</source>
        <translation>En vän</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Dator: Lätt</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Dator: Normal</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Dator: Svår</translation>
    </message>
    <message>
        <source>Seat {n}: waiting for a friend to join</source>
        <translation>Plats {n}: väntar på en vän</translation>
    </message>
    <message>
        <source>Seat {n}: {name} (you, hosting)</source>
        <translation>Plats {n}: {name} (du, värd)</translation>
    </message>
    <message>
        <source>Seat {n}: {name} has joined</source>
        <translation>Plats {n}: {name} är med</translation>
    </message>
    <message>
        <source>Seat {n}: {name} is away (the seat is kept)</source>
        <translation>Plats {n}: {name} är borta (platsen sparas)</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer</source>
        <translation>Plats {n}: {name}, dator</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer ({level})</source>
        <translation>Plats {n}: {name}, dator ({level})</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Starta ett bord</translation>
    </message>
    <message>
        <source>Friends join with the link you are given next. Seats you do not give to a friend are played by computers.</source>
        <translation>Vännerna går med via länken du får i nästa steg. Platser du inte ger till en vän spelas av datorn.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ditt namn:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>Show this table on the local network</source>
        <translation>Visa bordet i det lokala nätverket</translation>
    </message>
    <message>
        <source>Anyone on this network (at home, say) then finds it under Join a table and may join without the link. Leave it off on a network you share with strangers.</source>
        <translation>Då hittar alla i det här nätverket (hemma, till exempel) bordet under Gå med vid ett bord och kan gå med utan länken. Låt det vara avstängt i ett nätverk som du delar med främlingar.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Plats {n}:</translation>
    </message>
    <message>
        <source>Who sits where:</source>
        <translation>Vem sitter var:</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} och {b}</translation>
    </message>
    <message>
        <source>Who sits where (partners sit opposite each other: seats {pairs}):</source>
        <translation>Vem sitter var (partner sitter mitt emot varandra: plats {pairs}):</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Ditt bord</translation>
    </message>
    <message>
        <source>Send this link to the friends you invite:</source>
        <translation>Skicka den här länken till vännerna du bjuder in:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiera</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Flytta upp</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Flytta ned</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Börja</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Stäng bordet</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopierad</translation>
    </message>
    <message numerus="yes">
        <source>Start now and computers play the %n seat(s) nobody has taken.</source>
        <translation>
            <numerusform>Börjar du nu, tar datorn över den lediga platsen.</numerusform>
            <numerusform>Börjar du nu, tar datorn över de %n lediga platserna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Alla är här.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Gå med vid ett bord</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Länk:</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Bord i det här nätverket:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Gå med</translation>
    </message>
    <message>
        <source>{name}’s table</source>
        <translation>{name}s bord</translation>
    </message>
    <message>
        <source>(none found yet)</source>
        <translation>(inga hittade ännu)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>thinking…</source>
        <translation>tänker…</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>bestämmer sig…</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <translation>DIN HAND</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Efter färg</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Efter valör</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>friend</source>
        <translation>vän</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>dator</translation>
    </message>
    <message>
        <source>away</source>
        <translation>borta</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motspelare</translation>
    </message>
    <message>
        <source>{role} · {who}</source>
        <translation>{role} · {who}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>senaste drag</translation>
    </message>
    <message>
        <source>TURN ORDER</source>
        <translation>TURORDNING</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>STOCK</source>
        <translation>TALONG</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>saka</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <translation>SAKHÖG</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öppen</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>spärrad</translation>
    </message>
    <message>
        <source>you hold two {rank}s: take the pile</source>
        <translation>du har två {rank}: ta sakhögen</translation>
    </message>
    <message>
        <source>click the stock to draw</source>
        <translation>klicka på talongen för att dra</translation>
    </message>
    <message>
        <source>drop a card here to discard</source>
        <translation>släpp ett kort här för att saka</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Röda 3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>First meld {value} / {minimum}</source>
        <translation>Första mälning {value} / {minimum}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Lägg ut</translation>
    </message>
    <message>
        <source>first meld ✓</source>
        <translation>första mälning ✓</translation>
    </message>
    <message>
        <source>first meld: {minimum}</source>
        <translation>första mälning: {minimum}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>Sjukortsmälningar {n}/2</translation>
    </message>
    <message>
        <source>first meld</source>
        <translation>första mälning</translation>
    </message>
    <message numerus="yes">
        <source>%n selected: {cards} · worth {points}</source>
        <translation>
            <numerusform>%n markerat: {cards} · värde {points}</numerusform>
            <numerusform>%n markerade: {cards} · värde {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Red 3s · {n}</source>
        <translation>Röda treor · {n}</translation>
    </message>
    <message>
        <source>PURE</source>
        <translation>REN</translation>
    </message>
    <message>
        <source>PURE CANASTA</source>
        <translation>REN CANASTA</translation>
    </message>
    <message>
        <source>MIXED</source>
        <translation>OREN</translation>
    </message>
    <message>
        <source>MIXED CANASTA</source>
        <translation>OREN CANASTA</translation>
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
        <translation>en joker</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a joker is on top.</source>
        <translation>Sakhögen är spärrad: ingen får ta den så länge en joker ligger överst.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Alla platser vid bordet är upptagna.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Den platsen är upptagen.</translation>
    </message>
    <message>
        <source>You have not joined this table.</source>
        <translation>Du sitter inte vid det här bordet.</translation>
    </message>
    <message>
        <source>The table could not read what this app sent.</source>
        <translation>Bordet kunde inte läsa det som appen skickade.</translation>
    </message>
    <message>
        <source>The message was too long for the table.</source>
        <translation>Meddelandet var för långt för bordet.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Vänta: det är inte din tur.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>Bordet avvisade det.</translation>
    </message>
    <message>
        <source>group</source>
        <translation>grupp</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sekvens</translation>
    </message>
    <message>
        <source>pure canasta</source>
        <translation>ren canasta</translation>
    </message>
    <message>
        <source>mixed canasta</source>
        <translation>oren canasta</translation>
    </message>
    <message>
        <source>samba</source>
        <translation>samba</translation>
    </message>
    <message>
        <source>black 3s</source>
        <translation>svarta treor</translation>
    </message>
    <message>
        <source>wild cards</source>
        <translation>vilda kort</translation>
    </message>
    <message>
        <source>bolivia</source>
        <translation>bolivia</translation>
    </message>
    <message>
        <source>3 ×{n}</source>
        <translation>3 ×{n}</translation>
    </message>
    <message>
        <source>wild ×{n}</source>
        <translation>vilda ×{n}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message numerus="yes">
        <source>You took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>Du tog sakhögen (%n kort) med {cards}</numerusform>
            <numerusform>Du tog sakhögen (%n kort) med {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>You found the stock empty: the hand ends</source>
        <translation>Du fann talongen tom: given är slut</translation>
    </message>
    <message>
        <source>{name} found the stock empty: the hand ends</source>
        <translation>{name} fann talongen tom: given är slut</translation>
    </message>
    <message>
        <source>You drew the last card</source>
        <translation>Du drog det sista kortet</translation>
    </message>
    <message>
        <source>{name} drew the last card</source>
        <translation>{name} drog det sista kortet</translation>
    </message>
    <message>
        <source>{name} drew 2</source>
        <translation>{name} drog 2</translation>
    </message>
    <message>
        <source>You answered no</source>
        <translation>Du svarade nej</translation>
    </message>
    <message>
        <source>You took back a move</source>
        <translation>Du ångrade ett drag</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Du gick ut</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} gick ut</translation>
    </message>
    <message>
        <source>New game — hand 1</source>
        <translation>Nytt spel – giv 1</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out</source>
        <translation>Talongen tog slut: ingen gick ut</translation>
    </message>
    <message numerus="yes">
        <source>{name} took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>{name} tog sakhögen (%n kort) med {cards}</numerusform>
            <numerusform>{name} tog sakhögen (%n kort) med {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>This link does not open the table: the host may have closed it or started another one.</source>
        <translation>Länken leder inte till bordet: värden kan ha stängt det eller startat ett nytt.</translation>
    </message>
    <message>
        <source>Your seat at this table can no longer be taken back.</source>
        <translation>Din plats vid bordet kan inte längre tas tillbaka.</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokrar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two(s)</source>
        <translation>
            <numerusform>%n tvåa</numerusform>
            <numerusform>%n tvåor</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew 2</source>
        <translation>Du drog 2</translation>
    </message>
    <message>
        <source>You took {card} onto a sequence</source>
        <translation>Du tog {card} från sakhögen till en sekvens</translation>
    </message>
    <message>
        <source>{name} took {card} onto a sequence</source>
        <translation>{name} tog {card} från sakhögen till en sekvens</translation>
    </message>
    <message>
        <source>{name} melded {cards}</source>
        <translation>{name} lade ut {cards}</translation>
    </message>
    <message>
        <source>You melded {cards}</source>
        <translation>Du lade ut {cards}</translation>
    </message>
    <message>
        <source>You added {cards} to {meld}</source>
        <translation>Du lade {cards} till {meld}</translation>
    </message>
    <message>
        <source>{name} added {cards} to {meld}</source>
        <translation>{name} lade {cards} till {meld}</translation>
    </message>
    <message>
        <source>You merged two groups ({meld})</source>
        <translation>Du slog ihop två grupper ({meld})</translation>
    </message>
    <message>
        <source>{name} merged two groups ({meld})</source>
        <translation>{name} slog ihop två grupper ({meld})</translation>
    </message>
    <message>
        <source>{name} laid a red 3</source>
        <translation>{name} lade ut en röd trea</translation>
    </message>
    <message>
        <source>You laid a red 3</source>
        <translation>Du lade ut en röd trea</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} sakade {card}</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Du sakade {card}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} passade</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Du passade</translation>
    </message>
    <message>
        <source>You asked: “May I go out?”</source>
        <translation>Du frågade: ”Får jag gå ut?”</translation>
    </message>
    <message>
        <source>{name} asked: “May I go out?”</source>
        <translation>{name} frågade: ”Får jag gå ut?”</translation>
    </message>
    <message>
        <source>{name} answered yes</source>
        <translation>{name} svarade ja</translation>
    </message>
    <message>
        <source>You answered yes</source>
        <translation>Du svarade ja</translation>
    </message>
    <message>
        <source>{name} answered no</source>
        <translation>{name} svarade nej</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>A samba is in reach</source>
        <translation>En samba är inom räckhåll</translation>
    </message>
    <message>
        <source>Your side&apos;s sequence lacks only a few cards of a samba, worth 1,500. Keep the cards that fit it, and watch the samba outlook: once all three copies of a missing card are gone, that samba is lost.</source>
        <translation>Ditt lags sekvens saknar bara några kort till en samba, värd 1&#xa0;500. Behåll korten som passar och håll ett öga på sambautsikterna: när alla tre exemplar av ett saknat kort är borta är den samban förlorad.</translation>
    </message>
    <message>
        <source>Block the big pile</source>
        <translation>Spärra den stora högen</translation>
    </message>
    <message>
        <source>The discard pile is big. A black 3 on top blocks it: the next player cannot take it. Discard your black 3 now if you do not want to give the pile away.</source>
        <translation>Sakhögen är stor. En svart trea överst spärrar den: nästa spelare kan inte ta den. Saka din svarta trea nu om du inte vill ge bort högen.</translation>
    </message>
    <message>
        <source>Lay your red 3</source>
        <translation>Lägg ut din röda trea</translation>
    </message>
    <message>
        <source>A laid red 3 counts 100 for your side (all six together 1,000) if your side has its two 7-card melds when the hand ends; without them each laid red 3 counts −100. A red 3 still in your hand at the end costs 750. Lay it with the Red 3 button.</source>
        <translation>En utlagd röd trea ger ditt lag 100 (alla sex tillsammans 1&#xa0;000) om laget har sina två sjukortsmälningar när given är slut; utan dem ger varje utlagd röd trea −100. En röd trea som finns kvar på handen vid slutet kostar 750. Lägg ut den med knappen ”Röd trea”.</translation>
    </message>
    <message>
        <source>Wild cards spent in vain</source>
        <translation>Bortslösade vilda kort</translation>
    </message>
    <message>
        <source>Too few cards of that rank are left for one of your groups with wild cards ever to reach seven cards. Keep wild cards for melds that can still become canastas or for blocking the pile.</source>
        <translation>Det finns för få kort kvar av den valören för att en av dina grupper med vilda kort någonsin ska nå sju kort. Spara vilda kort till mälningar som fortfarande kan bli canastor, eller till att spärra högen.</translation>
    </message>
    <message>
        <source>Your side may go out</source>
        <translation>Ditt lag får gå ut</translation>
    </message>
    <message>
        <source>Your side has its two 7-card melds. Going out ends the hand and earns 200: do it when your side is ahead on this hand. With a partner you may ask first (Ask partner).</source>
        <translation>Ditt lag har sina två sjukortsmälningar. Att gå ut avslutar given och ger 200: gör det när ditt lag leder i den här given. Med en partner kan du fråga först (”Fråga partnern”).</translation>
    </message>
    <message>
        <source>Beginners see each of these tips once, when it fits the game; switch them on again or off in Settings ▸ Aids.</source>
        <translation>Nybörjare ser vart och ett av dessa tips en gång, när det passar i spelet; slå på dem igen eller av under Inställningar ▸ Hjälpmedel.</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Tips för nybörjare</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Uppfattat</translation>
    </message>
    <message>
        <source>No more tips</source>
        <translation>Inga fler tips</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>Samba Desktop {version} is available: Help ▸ About links to the download.</source>
        <translation>Samba Desktop {version} finns tillgänglig: Hjälp ▸ Om Samba Desktop länkar till nedladdningen.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Samba Desktop</source>
        <translation>Välkommen till Samba Desktop</translation>
    </message>
    <message>
        <source>Samba is Canasta with three decks: build melds of one rank and sequences of one suit, grow them into canastas and sambas, and be first to go out.</source>
        <translation>Samba är canasta med tre kortlekar: lägg ut grupper av samma valör och sekvenser i samma färg, bygg ut dem till canastor och sambor, och gå ut först.</translation>
    </message>
    <message>
        <source>How would you like to play?</source>
        <translation>Hur vill du spela?</translation>
    </message>
    <message>
        <source>With a computer partner, against two computers (4 players)</source>
        <translation>Med en datorpartner, mot två datorer (4 spelare)</translation>
    </message>
    <message>
        <source>Alone against one computer (2 players)</source>
        <translation>Ensam mot en dator (2 spelare)</translation>
    </message>
    <message>
        <source>Alone against two computers (3 players)</source>
        <translation>Ensam mot två datorer (3 spelare)</translation>
    </message>
    <message>
        <source>With a computer partner, against four computers in two pairs (6 players)</source>
        <translation>Med en datorpartner, mot fyra datorer i två par (6 spelare)</translation>
    </message>
    <message>
        <source>Strength of the computers:</source>
        <translation>Datorernas styrka:</translation>
    </message>
    <message>
        <source>New to Samba? Help ▸ Rules (F1) explains the game, and Hint (H) at the table suggests a move. You can change all of this later under Game ▸ New game and Settings.</source>
        <translation>Ny i samba? Hjälp ▸ Regler (F1) förklarar spelet, och Tips (H) vid bordet föreslår ett drag. Allt detta kan du ändra senare under Spel ▸ Nytt spel och Inställningar.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Läs reglerna</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Börja spela</translation>
    </message>
    <message>
        <source>Learn to play first</source>
        <translation>Lär dig spela först</translation>
    </message>
    <message>
        <source>A guided first hand: the table shows one step at a time and waits for you.</source>
        <translation>En guidad första giv: bordet visar ett steg i taget och väntar på dig.</translation>
    </message>
</context>
<context>
    <name>_RecordTable</name>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
</context>
</TS>
