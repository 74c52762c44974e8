<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Draw</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Ta bunken</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Rød treer</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Spør partner</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
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
        <translation>Nei</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Neste runde</translation>
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
        <translation>Forlate spillet som pågår?</translation>
    </message>
    <message>
        <source>The game on the table ends. To come back to it later, save it first (Game ▸ Save as…).</source>
        <translation>Spillet på bordet avsluttes. Lagre det først (Spill ▸ Lagre som…) hvis du vil fortsette det senere.</translation>
    </message>
    <message>
        <source>Samba games (*{suffix})</source>
        <translation>Samba-spill (*{suffix})</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Lagre spill</translation>
    </message>
    <message>
        <source>Samba game</source>
        <translation>Samba-spill</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>Åpne lagret spill</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <source>Hand viewer…</source>
        <translation>Rundeviser…</translation>
    </message>
</context>
<context>
    <name>AidsForm</name>
    <message>
        <source>Show the samba outlook beside the table</source>
        <translation>Vis sambautsiktene ved siden av bordet</translation>
    </message>
    <message>
        <source>Say why the computer players (and the hint) chose their moves</source>
        <translation>Si hvorfor dataspillerne (og tipset) valgte trekkene sine</translation>
    </message>
    <message>
        <source>Show tips for beginners</source>
        <translation>Vis tips for nybegynnere</translation>
    </message>
    <message>
        <source>Review my decisions after each hand</source>
        <translation>Vurder avgjørelsene mine etter hver runde</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the background and says which ones cost points, and what was better.</source>
        <translation>Datamaskinen går gjennom hver av avgjørelsene dine i bakgrunnen og sier hvilke som kostet poeng, og hva som hadde vært bedre.</translation>
    </message>
    <message>
        <source>Show all tips again</source>
        <translation>Vis alle tipsene igjen</translation>
    </message>
    <message>
        <source>Each tip is shown once. The help lists them all.</source>
        <translation>Hvert tips vises én gang. Hjelpen viser alle.</translation>
    </message>
    <message>
        <source>Tell me when a newer version is released</source>
        <translation>Si fra når en nyere versjon kommer ut</translation>
    </message>
    <message>
        <source>At start, at most once a day, Samba Desktop asks the project&apos;s releases page whether there is a newer version. Nothing else is sent.</source>
        <translation>Ved oppstart, høyst én gang om dagen, spør Samba Desktop prosjektets utgivelsesside om det finnes en nyere versjon. Ingenting annet sendes.</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Si noe til bordet…</translation>
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
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dataspiller</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Blandet</translation>
    </message>
    <message>
        <source>Laid by the player</source>
        <translation>Spilleren legger dem ut</translation>
    </message>
    <message>
        <source>Laid and replaced automatically</source>
        <translation>Legges ut og erstattes automatisk</translation>
    </message>
    <message>
        <source>Keep 1 card (pass)</source>
        <translation>Behold 1 kort (pass)</translation>
    </message>
    <message>
        <source>Keep 2 cards</source>
        <translation>Behold 2 kort</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Øyeblikkelig</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Fire farger</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Store indekser</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Små</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Store</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Etter valør</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Etter farge</translation>
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
        <translation>Samba Desktop: kortspillet canasta med tre kortstokker, mot dataspillere. Startet uten valg åpner det vinduet sitt.</translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>vis denne hjelpen og avslutt</translation>
    </message>
    <message>
        <source>show the version number and quit</source>
        <translation>vis versjonsnummeret og avslutt</translation>
    </message>
    <message>
        <source>check the installation without a window (offscreen) and quit</source>
        <translation>kontroller installasjonen uten vindu (offscreen) og avslutt</translation>
    </message>
    <message>
        <source>a table&apos;s link: open the window to join that table</source>
        <translation>lenke til et bord: åpner vinduet for å bli med ved det bordet</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: there is no display to show it on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or use --self-test to check the installation without a window.</source>
        <translation>Samba Desktop kan ikke åpne vinduet sitt: det finnes ingen skjerm å vise det på (verken DISPLAY eller WAYLAND_DISPLAY er satt). Start det fra en skrivebordsøkt, eller kontroller installasjonen uten vindu med --self-test.</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: this system lacks libraries that Qt needs to draw windows ({libraries}). Install them and start it again. On Debian and Ubuntu: sudo apt install {debian}. On Fedora: sudo dnf install {fedora}.</source>
        <translation>Samba Desktop kan ikke åpne vinduet sitt: systemet mangler biblioteker som Qt trenger for å tegne vinduer ({libraries}). Installer dem og start spillet på nytt. På Debian og Ubuntu: sudo apt install {debian}. På Fedora: sudo dnf install {fedora}.</translation>
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
        <translation>Vent litt: verten har ikke startet spillet ennå.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Vent litt: det er ikke din tur.</translation>
    </message>
    <message>
        <source>Answer your partner first: may they go out?</source>
        <translation>Svar først på om partneren din kan gå ut.</translation>
    </message>
    <message>
        <source>Your side has already melded: lay melds directly.</source>
        <translation>Laget ditt har allerede meldt: legg meldingene rett ut.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plass {n}</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Vent til det er din tur.</translation>
    </message>
    <message>
        <source>A red 3 is laid at once, before you draw or meld: it counts for your side, and one left in hand costs points.</source>
        <translation>En rød treer legges ut med en gang, før du trekker eller melder: den teller for laget ditt, og en som blir igjen på hånden koster poeng.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Trekk fra trekkbunken.</translation>
    </message>
    <message>
        <source>Take the pile with {cards}.</source>
        <translation>Ta kastebunken med {cards}.</translation>
    </message>
    <message>
        <source>Also lay {melds}.</source>
        <translation>Legg også ut {melds}.</translation>
    </message>
    <message>
        <source>Take the top card onto your sequence.</source>
        <translation>Ta det øverste kortet til rekkefølgen din.</translation>
    </message>
    <message>
        <source>Meld {cards}.</source>
        <translation>Meld {cards}.</translation>
    </message>
    <message>
        <source>Add {cards} to {meld}.</source>
        <translation>Legg {cards} til {meld}.</translation>
    </message>
    <message>
        <source>Merge your two groups of the same rank.</source>
        <translation>Slå sammen de to gruppene dine av samme valør.</translation>
    </message>
    <message>
        <source>Lay your red 3.</source>
        <translation>Legg ut den røde treeren din.</translation>
    </message>
    <message>
        <source>Discard {card}.</source>
        <translation>Kast {card}.</translation>
    </message>
    <message>
        <source>Pass: keep your last card.</source>
        <translation>Pass: behold det siste kortet ditt.</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out.</source>
        <translation>Spør partneren din om du kan gå ut.</translation>
    </message>
    <message>
        <source>Answer yes.</source>
        <translation>Svar ja.</translation>
    </message>
    <message>
        <source>Answer no.</source>
        <translation>Svar nei.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Ingen tips akkurat nå.</translation>
    </message>
    <message>
        <source>Going out is not possible with this hand any more, so you play on.</source>
        <translation>Med denne hånden er det ikke lenger mulig å gå ut, så du spiller videre.</translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message>
        <source>Scores: {s}</source>
        <translation>Poeng: {s}</translation>
    </message>
    <message>
        <source>red 3s: {n}</source>
        <translation>røde treere: {n}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Første</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fram</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Siste</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>Vis alle hender</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksporter…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Åpne…</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Spill denne utdelingen</translation>
    </message>
    <message>
        <source>Deal these cards again at the table, with the same seats, and play the hand yourself.</source>
        <translation>Del ut de samme kortene igjen ved bordet, med de samme plassene, og spill runden selv.</translation>
    </message>
    <message>
        <source>Hand viewer</source>
        <translation>Rundeviser</translation>
    </message>
    <message>
        <source>Hand {n} · deal {deal}</source>
        <translation>Runde {n} · utdeling {deal}</translation>
    </message>
    <message>
        <source>Open a hand record to step through it.</source>
        <translation>Åpne et rundeopptak for å gå gjennom det trekk for trekk.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} · discard pile: %n card(s)</source>
        <translation>
            <numerusform>Trekkbunke: {n} · kastebunke: %n kort</numerusform>
            <numerusform>Trekkbunke: {n} · kastebunke: %n kort</numerusform>
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
        <translation>Velg en av dine tidligere runder ovenfor, eller åpne et rundeopptak.</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>The deal (move 0 of {n})</source>
        <translation>Utdelingen (trekk 0 av {n})</translation>
    </message>
    <message>
        <source>Move {i} of {n}: {move}</source>
        <translation>Trekk {i} av {n}: {move}</translation>
    </message>
    <message>
        <source>the hand is over: every hand is face up</source>
        <translation>runden er over: alle hender vises åpent</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Hvorfor: {reason}</translation>
    </message>
    <message>
        <source>Deal these cards again at the table? The game on the table ends.</source>
        <translation>Dele ut disse kortene igjen ved bordet? Spillet på bordet avsluttes.</translation>
    </message>
    <message>
        <source>This deal cannot be played</source>
        <translation>Denne utdelingen kan ikke spilles</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Eksporter runden</translation>
    </message>
    <message>
        <source>Samba hand records (*{suffix})</source>
        <translation>Samba-rundeopptak (*{suffix})</translation>
    </message>
    <message>
        <source>The hand could not be exported</source>
        <translation>Runden kunne ikke eksporteres</translation>
    </message>
    <message>
        <source>Open a hand record</source>
        <translation>Åpne et rundeopptak</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>This hand record cannot be opened</source>
        <translation>Dette rundeopptaket kan ikke åpnes</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Cards in your melds</source>
        <translation>Kort i lagets meldinger</translation>
    </message>
    <message>
        <source>plus their values</source>
        <translation>pluss verdien</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Kort igjen på hånden</translation>
    </message>
    <message>
        <source>minus their values</source>
        <translation>minus verdien</translation>
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
        <translation>Blandet canasta</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Utgang</translation>
    </message>
    <message>
        <source>Each red 3 laid, with two seven-card melds</source>
        <translation>Hver utlagt rød treer, med to sjukortsmeldinger</translation>
    </message>
    <message>
        <source>All six red 3s, with two seven-card melds</source>
        <translation>Alle seks røde treere, med to sjukortsmeldinger</translation>
    </message>
    <message>
        <source>Each red 3 laid, without them</source>
        <translation>Hver utlagt rød treer, uten to sjukortsmeldinger</translation>
    </message>
    <message>
        <source>Red 3s still in a player&apos;s hand</source>
        <translation>Røde treere igjen på en spillers hånd</translation>
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
        <translation>Samba i korte trekk</translation>
    </message>
    <message>
        <source>Samba is Canasta&apos;s big sister: three decks and six jokers (162 cards), and besides groups of one rank you may also build runs in a suit.</source>
        <translation>Samba er en større variant av canasta: tre kortstokker og seks jokere (162 kort), og i tillegg til grupper av samme valør kan du også bygge rekkefølger i én farge.</translation>
    </message>
    <message>
        <source>Score points by laying cards out in melds, above all in seven-card melds: canastas and sambas. The first side to reach the target score ({target} unless you choose otherwise) wins the game.</source>
        <translation>Du får poeng for kort du melder, og mest for meldinger på sju kort: canastaer og sambaer. Laget som først når målpoengene ({target} hvis du ikke velger noe annet), vinner spillet.</translation>
    </message>
    <message>
        <source>With four players the partners sit opposite each other; with six, there are three teams of two, partners again opposite. With two, three or five players everyone plays alone. Partners share their melds and their score.</source>
        <translation>Med fire spillere sitter partnerne rett overfor hverandre; med seks spiller tre lag på to, og partnerne sitter igjen overfor hverandre. Med to, tre eller fem spillere spiller alle for seg selv. Partnere deler meldinger og poeng.</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild. 4s to aces are natural cards. 3s are special.</source>
        <translation>Jokere og toere er ville kort. Firere til ess er naturlige kort. Treerne har egne regler.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>2 and ace</source>
        <translation>2 og ess</translation>
    </message>
    <message>
        <source>8 to king</source>
        <translation>8 til konge</translation>
    </message>
    <message>
        <source>4 to 7, black 3</source>
        <translation>4 til 7, svart treer</translation>
    </message>
    <message>
        <source>Red 3s have no card value: they count only as red-3 bonuses or penalties.</source>
        <translation>Røde treere har ingen kortverdi: de teller bare som bonus eller straff for røde treere.</translation>
    </message>
    <message>
        <source>Everyone gets 15 cards (13 each with six players). The next card is turned face up to start the discard pile; the rest is the stock. The player to the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>Alle får 15 kort (13 hver med seks spillere). Neste kort snus opp og starter kastebunken; resten er trekkbunken. Spilleren til venstre for giveren begynner, og spillet går med klokka.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; two cards from the stock (only one if a single card is left) — or take from the discard pile (see below).</source>
        <translation>&lt;b&gt;Trekk&lt;/b&gt; to kort fra trekkbunken (bare ett hvis det bare er ett igjen) – eller ta fra kastebunken (se nedenfor).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Meld&lt;/b&gt; if you like: lay new melds, add cards to your side&apos;s melds, lay red 3s.</source>
        <translation>&lt;b&gt;Meld&lt;/b&gt; hvis du vil: legg ut nye meldinger, legg kort til lagets meldinger, legg ut røde treere.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. That ends your turn.</source>
        <translation>&lt;b&gt;Kast&lt;/b&gt; ett kort på kastebunken. Da er turen din over.</translation>
    </message>
    <message>
        <source>A group is three or more cards of one natural rank. Wild cards may help, but a group needs at least twice as many natural cards as wild ones, and never more than two wild cards.</source>
        <translation>En gruppe er tre eller flere kort av samme naturlige valør. Ville kort kan hjelpe til, men en gruppe må ha minst dobbelt så mange naturlige kort som ville, og aldri mer enn to ville kort.</translation>
    </message>
    <message>
        <source>Seven or more cards make a &lt;b&gt;canasta&lt;/b&gt;: &lt;b&gt;pure&lt;/b&gt; without wild cards, &lt;b&gt;mixed&lt;/b&gt; with one or two. Your side may keep two groups of the same rank and merge them later.</source>
        <translation>Sju eller flere kort blir en &lt;b&gt;canasta&lt;/b&gt;: &lt;b&gt;ren&lt;/b&gt; uten ville kort, &lt;b&gt;blandet&lt;/b&gt; med ett eller to. Laget ditt kan ha to grupper av samme valør og slå dem sammen senere.</translation>
    </message>
    <message>
        <source>A sequence is three to seven natural cards of one suit in unbroken order, from 4 up to the ace (aces are high only). No wild cards and no 3s. Seven cards make a &lt;b&gt;samba&lt;/b&gt;, which is closed. Two sequences are never joined together.</source>
        <translation>En rekkefølge er tre til sju naturlige kort i samme farge som følger hverandre uten hull, fra 4 opp til ess (esset er bare høyt). Ingen ville kort og ingen treere. Sju kort blir en &lt;b&gt;samba&lt;/b&gt;, som er lukket. To rekkefølger slås aldri sammen.</translation>
    </message>
    <message>
        <source>The first time in a hand that your side melds, the cards laid in that one action must add up to a minimum, which depends on your side&apos;s score so far:</source>
        <translation>Første gang laget ditt melder i en runde, må kortene som legges ut i det ene trekket til sammen nå et minstekrav, som avhenger av lagets poeng så langt:</translation>
    </message>
    <message>
        <source>Here you compose the first meld in the staging area of your side&apos;s panel; it shows the running value against the minimum, and “Lay down” plays it as one action.</source>
        <translation>Her setter du sammen den første meldingen i forberedelsesfeltet på lagets område; det viser verdien så langt mot minstekravet, og «Legg ut» spiller alt som ett trekk.</translation>
    </message>
    <message>
        <source>Instead of drawing you may take the &lt;b&gt;whole pile&lt;/b&gt; if you hold two natural cards of the top card&apos;s rank: they form a new group with the top card (more cards of that rank and wild cards may join), and the rest of the pile goes to your hand. Or take only the &lt;b&gt;top card&lt;/b&gt; when it extends one of your side&apos;s sequences.</source>
        <translation>I stedet for å trekke kan du ta &lt;b&gt;hele kastebunken&lt;/b&gt; hvis du har to naturlige kort med samme valør som det øverste kortet: de danner en ny gruppe med det øverste kortet (flere kort av den valøren og ville kort kan bli med), og resten av bunken går til hånden din. Eller ta bare &lt;b&gt;det øverste kortet&lt;/b&gt; når det forlenger en av lagets rekkefølger.</translation>
    </message>
    <message>
        <source>If your side has not melded yet, the top card and the cards you meld with it from your hand must reach the minimum; the rest of the pile does not count.</source>
        <translation>Har ikke laget ditt meldt ennå, må det øverste kortet og kortene du melder sammen med det fra hånden, nå minstekravet; resten av bunken teller ikke.</translation>
    </message>
    <message>
        <source>Nobody may take the pile while a 3, a 2 or a joker lies on top: the pile is &lt;b&gt;blocked&lt;/b&gt;.</source>
        <translation>Ingen kan ta kastebunken mens en treer, en toer eller en joker ligger øverst: bunken er &lt;b&gt;blokkert&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Lay red 3s in front of your side during your turn. Each is worth +100 (all six: +1,000) if your side has its two seven-card melds by the end of the hand, otherwise −100 each. Holding a red 3 when the hand ends costs 750. Black 3s can be melded (three or more, nothing else) only when you go out.</source>
        <translation>Røde treere legger du ut foran deg i turen din. Hver er verdt +100 (alle seks: +1&#xa0;000) hvis laget har sine to sjukortsmeldinger når runden er slutt, ellers −100 hver. Å ha en rød treer på hånden når runden slutter, koster 750. Svarte treere kan bare meldes når du går ut (tre eller flere, ingenting annet).</translation>
    </message>
    <message>
        <source>You go out by getting rid of all your cards, which ends the hand. Your side may go out only with at least two seven-card melds (canastas or sambas). Until then you always keep a card: with a single card left you pass. With a partner you may first ask “May I go out?”; the answer binds you for this turn.</source>
        <translation>Du går ut når du blir kvitt alle kortene dine, og da er runden slutt. Laget kan bare gå ut med minst to sjukortsmeldinger (canastaer eller sambaer). Til da beholder du alltid ett kort: med bare ett kort igjen sier du pass. Med partner kan du først spørre «Kan jeg gå ut?»; svaret gjelder for denne turen.</translation>
    </message>
    <message>
        <source>With one card left in the stock, the next player draws just that card. A player who wants to draw from the empty stock ends the hand at once, and nobody gets the bonus for going out.</source>
        <translation>Er det bare ett kort igjen i trekkbunken, trekker neste spiller bare det. Vil noen trekke fra en tom trekkbunke, er runden slutt med en gang, og ingen får bonusen for å gå ut.</translation>
    </message>
    <message numerus="yes">
        <source>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hand(s) unless you choose otherwise) without a winner is a draw.</source>
        <translation>
            <numerusform>Poengene fra rundene legges sammen. Har et lag nådd målpoengene etter en runde, vinner det; når flere lag når målet i samme runde, vinner høyeste sum, og står det likt på toppen, blir det uavgjort. Et spill som når rundegrensen (%n runde hvis du ikke velger noe annet) uten vinner, blir uavgjort.</numerusform>
            <numerusform>Poengene fra rundene legges sammen. Har et lag nådd målpoengene etter en runde, vinner det; når flere lag når målet i samme runde, vinner høyeste sum, og står det likt på toppen, blir det uavgjort. Et spill som når rundegrensen (%n runder hvis du ikke velger noe annet) uten vinner, blir uavgjort.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Red 3s laid automatically&lt;/b&gt;: a red 3 is laid as soon as you get it and replaced from the stock (one taken with the pile is not replaced).</source>
        <translation>&lt;b&gt;Røde treere legges ut automatisk&lt;/b&gt;: en rød treer legges ut så snart du får den, og erstattes fra trekkbunken (en som kom med kastebunken, erstattes ikke).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep two cards&lt;/b&gt;: until your side may go out, you keep two cards after melding and then discard one as usual.</source>
        <translation>&lt;b&gt;Behold to kort&lt;/b&gt;: til laget kan gå ut, beholder du to kort etter at du har meldt, og kaster så ett som vanlig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bolivia&lt;/b&gt;: melds of wild cards only are allowed; seven of them make a closed &lt;b&gt;bolivia&lt;/b&gt;, worth 2,500. Going out then needs two seven-card melds, at least one of them a samba.</source>
        <translation>&lt;b&gt;Bolivia&lt;/b&gt;: meldinger av bare ville kort er lov; sju slike blir en lukket &lt;b&gt;bolivia&lt;/b&gt; verdt 2&#xa0;500. For å gå ut trengs da to sjukortsmeldinger, minst én av dem en samba.</translation>
    </message>
    <message>
        <source>Choose the target score and the hand limit when you start a new game.</source>
        <translation>Målpoeng og rundegrense velger du når du starter et nytt spill.</translation>
    </message>
    <message>
        <source>Click the stock, or drag it to your hand, to draw.</source>
        <translation>Klikk på trekkbunken, eller dra den til hånden din, for å trekke.</translation>
    </message>
    <message>
        <source>Click cards to select them (Shift-click selects a range); drag them onto your melds area to lay a new meld, onto one of your melds to add them, onto the pile to take it (with the matching pair) or to discard (one card). Double-click a card to discard it.</source>
        <translation>Klikk på kort for å velge dem (Shift-klikk velger et område). Dra dem til meldingsområdet for en ny melding, til en av meldingene dine for å legge dem til, eller til kastebunken for å ta den (med riktig par) eller kaste (ett kort). Dobbeltklikk på et kort for å kaste det.</translation>
    </message>
    <message>
        <source>Drag the top discard onto one of your sequences to take just that card.</source>
        <translation>Dra det øverste kortet i kastebunken til en av rekkefølgene dine for å ta bare det kortet.</translation>
    </message>
    <message>
        <source>An illegal move is refused with the reason beside the piles; nothing is lost.</source>
        <translation>Et ulovlig trekk blir avvist med begrunnelsen ved siden av bunkene; ingenting går tapt.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your melds of this turn; H asks for a hint.</source>
        <translation>Ctrl+Z tar tilbake meldingene dine i denne turen; H gir et tips.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minstekrav</translation>
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
        <translation>Ville kort, treere og kortverdier</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Utdelingen</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <source>Groups and canastas</source>
        <translation>Grupper og canastaer</translation>
    </message>
    <message>
        <source>Sequences and sambas</source>
        <translation>Rekkefølger og sambaer</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld</source>
        <translation>Lagets første melding</translation>
    </message>
    <message>
        <source>Taking the discard pile</source>
        <translation>Å ta kastebunken</translation>
    </message>
    <message>
        <source>Red and black 3s</source>
        <translation>Røde og svarte treere</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Når trekkbunken er tom</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Poeng for en runde</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Hvem vinner</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelvalg</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Slik spiller du her</translation>
    </message>
    <message>
        <source>Rules of Samba</source>
        <translation>Regler for Samba</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Trekk fra trekkbunken</translation>
    </message>
    <message>
        <source>Take the discard pile (with the selected or matching pair)</source>
        <translation>Ta kastebunken (med det valgte eller passende paret)</translation>
    </message>
    <message>
        <source>Meld the selected cards (or lay the staged first meld)</source>
        <translation>Meld de valgte kortene (eller legg ut den forberedte første meldingen)</translation>
    </message>
    <message>
        <source>Play the yellow button: the hint just shown, else what the table suggests (with no yellow button, meld)</source>
        <translation>Bruk det gule forslaget: tipset som nettopp ble vist, ellers det bordet foreslår (uten gul knapp: meld)</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Kast det valgte kortet</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Denne listen over taster</translation>
    </message>
    <message>
        <source>Hand viewer: one move back or forward</source>
        <translation>Rundeviser: ett trekk tilbake eller fram</translation>
    </message>
    <message>
        <source>Hand viewer: the deal or the end of the hand</source>
        <translation>Rundeviser: utdelingen eller slutten av runden</translation>
    </message>
    <message>
        <source>Hand viewer: the previous or next flagged move</source>
        <translation>Rundeviser: forrige eller neste markerte trekk</translation>
    </message>
    <message>
        <source>Hand viewer: close it</source>
        <translation>Lukk rundeviseren</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Dobbeltklikk</translation>
    </message>
    <message>
        <source>Discard that card</source>
        <translation>Kast det kortet</translation>
    </message>
    <message>
        <source>Deal the next hand (once the hand&apos;s summary was shown)</source>
        <translation>Del ut neste runde (når rundens resultat er vist)</translation>
    </message>
    <message>
        <source>Pass (keep your last card)</source>
        <translation>Pass (behold det siste kortet)</translation>
    </message>
    <message>
        <source>Lay a red 3</source>
        <translation>Legg ut en rød treer</translation>
    </message>
    <message>
        <source>Ask your partner “May I go out?”</source>
        <translation>Spør partneren «Kan jeg gå ut?»</translation>
    </message>
    <message>
        <source>Answer your partner yes or no</source>
        <translation>Svar partneren ja eller nei</translation>
    </message>
    <message>
        <source>Undo your last meld this turn</source>
        <translation>Angre den siste meldingen i denne turen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Sort the hand by suit or by rank</source>
        <translation>Sorter hånden etter farge eller valør</translation>
    </message>
    <message>
        <source>Move the keyboard cursor along your hand</source>
        <translation>Flytt tastaturmarkøren langs hånden</translation>
    </message>
    <message>
        <source>The keyboard cursor to the first or the last card (with Shift, the arrows and these select as they go)</source>
        <translation>Tastaturmarkøren til første eller siste kort (med Skift velger pilene og disse tastene kortene underveis)</translation>
    </message>
    <message>
        <source>Select or unselect the card under the cursor</source>
        <translation>Velg eller fjern valget av kortet ved markøren</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Fjern valget</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Åpne et lagret spill</translation>
    </message>
    <message>
        <source>Save the game as a file</source>
        <translation>Lagre spillet som en fil</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastatursnarveier</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tast</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, the three-deck Canasta game, played offline against computer opponents.&lt;/p&gt;&lt;p&gt;Card art: svg-cards by David Bellot (LGPL-2.1) and cards drawn for this project; fonts: DejaVu.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, canasta med tre kortstokker, spilt mot dataspillere uten internett.&lt;/p&gt;&lt;p&gt;Kortbilder: svg-cards av David Bellot (LGPL-2.1) og kort tegnet for dette prosjektet; skrifter: DejaVu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>the releases page</source>
        <translation>siden med utgivelsene</translation>
    </message>
    <message>
        <source>New versions and the installers: {link}</source>
        <translation>Nye versjoner og installasjonsprogrammene: {link}</translation>
    </message>
    <message>
        <source>Version {version} is available.</source>
        <translation>Versjon {version} er tilgjengelig.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versjon {version}</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message>
        <source>It is the only move you can make.</source>
        <translation>Det er det eneste trekket du kan gjøre.</translation>
    </message>
    <message>
        <source>It gives your side the better chance to win the game ({win}% against {alt_win}% if you hold back).</source>
        <translation>Det gir laget ditt bedre sjanse til å vinne spillet ({win}&#xa0;% mot {alt_win}&#xa0;% hvis du venter).</translation>
    </message>
    <message>
        <source>Do not go out yet: holding back gives your side the better chance to win the game ({win}% against {alt_win}% if you go out now).</source>
        <translation>Ikke gå ut ennå: å vente gir laget ditt bedre sjanse til å vinne spillet ({win}&#xa0;% mot {alt_win}&#xa0;% hvis du går ut nå).</translation>
    </message>
    <message numerus="yes">
        <source>This play is worth about %Ln point(s) more here than the obvious one.</source>
        <translation>
            <numerusform>Dette trekket er verdt omtrent %Ln poeng mer her enn det opplagte.</numerusform>
            <numerusform>Dette trekket er verdt omtrent %Ln poeng mer her enn det opplagte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing {cards} is worth about %Ln point(s) more here than the obvious play.</source>
        <translation>
            <numerusform>Å spille {cards} er verdt omtrent %Ln poeng mer her enn det opplagte trekket.</numerusform>
            <numerusform>Å spille {cards} er verdt omtrent %Ln poeng mer her enn det opplagte trekket.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, about {gain} more than two cards from the stock.</source>
        <translation>
            <numerusform>Kastebunken har %n kort verdt {points}, omtrent {gain} mer enn to kort fra trekkbunken.</numerusform>
            <numerusform>Kastebunken har %n kort verdt {points}, omtrent {gain} mer enn to kort fra trekkbunken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, and taking it completes your first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Kastebunken har %n kort verdt {points}; tar du den, får du den første meldingen din på plass (minstekrav {minimum}).</numerusform>
            <numerusform>Kastebunken har %n kort verdt {points}; tar du den, får du den første meldingen din på plass (minstekrav {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s): about {gain} more than drawing.</source>
        <translation>
            <numerusform>Rekkefølgen din vokser til %n kort: omtrent {gain} mer enn å trekke.</numerusform>
            <numerusform>Rekkefølgen din vokser til %n kort: omtrent {gain} mer enn å trekke.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold no natural pair of the top card {top}.</source>
        <translation>Du har ikke noe naturlig par som passer til det øverste kortet {top}.</translation>
    </message>
    <message numerus="yes">
        <source>The pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Kastebunken med %n kort er blokkert av {top}.</numerusform>
            <numerusform>Kastebunken med %n kort er blokkert av {top}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Kastebunken er tom.</translation>
    </message>
    <message>
        <source>Your pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Paret ditt til det øverste kortet {top} når ikke minstekravet for første melding ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile of %n card(s) is worth about {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Å ta kastebunken med %n kort er verdt omtrent {loss} mindre enn to kort fra trekkbunken.</numerusform>
            <numerusform>Å ta kastebunken med %n kort er verdt omtrent {loss} mindre enn to kort fra trekkbunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>It counts 100 points for your side.</source>
        <translation>Den teller 100 poeng for laget ditt.</translation>
    </message>
    <message>
        <source>Worth {value} together, they reach your first meld&apos;s minimum of {minimum}.</source>
        <translation>Til sammen verdt {value} når de minstekravet for den første meldingen din ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>These %n card(s) count for your side once laid; left in your hand, they would count against you when the hand ends.</source>
        <translation>
            <numerusform>Meldt teller dette kortet for laget ditt; på hånden ville det telle mot deg når runden er slutt.</numerusform>
            <numerusform>Meldt teller disse %n kortene for laget ditt; på hånden ville de telle mot deg når runden er slutt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a canasta of %n card(s).</source>
        <translation>
            <numerusform>Det fullfører en canasta på %n kort.</numerusform>
            <numerusform>Det fullfører en canasta på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a samba of %n card(s).</source>
        <translation>
            <numerusform>Det fullfører en samba på %n kort.</numerusform>
            <numerusform>Det fullfører en samba på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s), on its way to a samba.</source>
        <translation>
            <numerusform>Rekkefølgen din vokser til %n kort, på vei mot en samba.</numerusform>
            <numerusform>Rekkefølgen din vokser til %n kort, på vei mot en samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your group grows to %n card(s), on its way to a canasta.</source>
        <translation>
            <numerusform>Gruppen din vokser til %n kort, på vei mot en canasta.</numerusform>
            <numerusform>Gruppen din vokser til %n kort, på vei mot en canasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together they make one group of %n card(s).</source>
        <translation>
            <numerusform>Sammen blir de én gruppe på %n kort.</numerusform>
            <numerusform>Sammen blir de én gruppe på %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side scores about {ours} on this hand against {theirs} for the best other side.</source>
        <translation>Laget ditt får omtrent {ours} i denne runden mot {theirs} for det beste andre laget.</translation>
    </message>
    <message>
        <source>Your partner said yes, so you must.</source>
        <translation>Partneren din sa ja, så du må gå ut.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n card(s) left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>
            <numerusform>Bare %n kort igjen i trekkbunken, eller motspillerne kan gå ut; laget ditt får omtrent {ours} mot {theirs}.</numerusform>
            <numerusform>Bare %n kort igjen i trekkbunken, eller motspillerne kan gå ut; laget ditt får omtrent {ours} mot {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can go out, and your partner still holds %n card(s).</source>
        <translation>
            <numerusform>Du kan gå ut, og partneren din har fortsatt %n kort.</numerusform>
            <numerusform>Du kan gå ut, og partneren din har fortsatt %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>If you went out now, your side would score only about {ours} against {theirs}.</source>
        <translation>Å gå ut nå ville bare gi laget ditt omtrent {ours} mot {theirs}.</translation>
    </message>
    <message>
        <source>It is the cheapest card to give away: {other_card} would cost more.</source>
        <translation>Det er det billigste kortet å gi bort: {other_card} ville koste mer.</translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Kastebunken har %n kort, og neste spiller kan ikke ta den mens en svart treer ligger øverst.</numerusform>
            <numerusform>Kastebunken har %n kort, og neste spiller kan ikke ta den mens en svart treer ligger øverst.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next player holds a pair of it with a chance of only {chance}%, and {other_card} is riskier.</source>
        <translation>Sjansen for at neste spiller har et par til kortet, er bare {chance}&#xa0;%, og {other_card} er mer risikabelt.</translation>
    </message>
    <message numerus="yes">
        <source>It blocks the pile of %n card(s): every other card is too useful or too dangerous to give away.</source>
        <translation>
            <numerusform>Det blokkerer kastebunken med %n kort: alle andre kort er for nyttige eller for farlige å gi bort.</numerusform>
            <numerusform>Det blokkerer kastebunken med %n kort: alle andre kort er for nyttige eller for farlige å gi bort.</numerusform>
        </translation>
    </message>
    <message>
        <source>It keeps the pair that the other discard would break.</source>
        <translation>Da beholder du paret som du ellers ville ha brutt.</translation>
    </message>
    <message>
        <source>You keep {card}, your last card: your side may not go out yet.</source>
        <translation>Du beholder {card}, det siste kortet ditt: laget ditt kan ikke gå ut ennå.</translation>
    </message>
    <message numerus="yes">
        <source>You still hold a red 3; it would cost your side %Ln point(s).</source>
        <translation>
            <numerusform>Du har fortsatt en rød treer; den ville koste laget ditt %Ln poeng.</numerusform>
            <numerusform>Du har fortsatt en rød treer; den ville koste laget ditt %Ln poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand holds only %Ln point(s).</source>
        <translation>
            <numerusform>Hånden din er bare verdt %Ln poeng.</numerusform>
            <numerusform>Hånden din er bare verdt %Ln poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even with the %Ln point(s) in your hand your side stays about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Selv med %Ln poeng på hånden ligger laget ditt omtrent {margin} foran i denne runden.</numerusform>
            <numerusform>Selv med %Ln poeng på hånden ligger laget ditt omtrent {margin} foran i denne runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln point(s) in your hand would leave your side only {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Med %Ln poeng på hånden ville laget ditt bare ligge {margin} foran i denne runden.</numerusform>
            <numerusform>Med %Ln poeng på hånden ville laget ditt bare ligge {margin} foran i denne runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing clearly better stands out here: this is the solid play.</source>
        <translation>Ingenting er klart bedre her: dette er det trygge trekket.</translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (discarding {other_card}).</source>
        <translation>
            <numerusform>Dette er verdt omtrent %Ln poeng mer her enn det opplagte trekket, som er å kaste {other_card}.</numerusform>
            <numerusform>Dette er verdt omtrent %Ln poeng mer her enn det opplagte trekket, som er å kaste {other_card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (laying {other_cards}).</source>
        <translation>
            <numerusform>Dette er verdt omtrent %Ln poeng mer her enn det opplagte trekket, som er å melde {other_cards}.</numerusform>
            <numerusform>Dette er verdt omtrent %Ln poeng mer her enn det opplagte trekket, som er å melde {other_cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (drawing from the stock).</source>
        <translation>
            <numerusform>Dette er verdt omtrent %Ln poeng mer her enn det opplagte trekket, som er å trekke fra trekkbunken.</numerusform>
            <numerusform>Dette er verdt omtrent %Ln poeng mer her enn det opplagte trekket, som er å trekke fra trekkbunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>This answer gives your side the better chance to win the game ({win}% against {alt_win}%).</source>
        <translation>Dette svaret gir laget ditt bedre sjanse til å vinne spillet ({win}&#xa0;% mot {alt_win}&#xa0;%).</translation>
    </message>
    <message>
        <source>The next step of this turn&apos;s plan ({step} of {steps}).</source>
        <translation>Neste steg i planen for denne turen ({step} av {steps}).</translation>
    </message>
    <message>
        <source>A safe move: nothing better fits here.</source>
        <translation>Et trygt trekk: her finnes det ikke noe bedre.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>That is not a move.</source>
        <translation>Det er ikke et trekk.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next hand.</source>
        <translation>Runden er over: del ut neste runde.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>Waiting for the partner&apos;s answer to “May I go out?”.</source>
        <translation>Venter på partnerens svar på «Kan jeg gå ut?».</translation>
    </message>
    <message>
        <source>Nobody has asked you a question.</source>
        <translation>Ingen har stilt deg et spørsmål.</translation>
    </message>
    <message>
        <source>Draw first: take two cards from the stock, or take from the discard pile.</source>
        <translation>Trekk først: ta to kort fra trekkbunken, eller ta fra kastebunken.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du har allerede trukket denne turen.</translation>
    </message>
    <message>
        <source>You don&apos;t have {cards} in your hand.</source>
        <translation>Du har ikke {cards} på hånden.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>En melding må ha minst tre kort.</translation>
    </message>
    <message>
        <source>Red 3s are never part of a meld: lay them in front of you instead.</source>
        <translation>Røde treere hører aldri hjemme i en melding: legg dem ut foran deg i stedet.</translation>
    </message>
    <message>
        <source>Black 3s may be melded only when you go out.</source>
        <translation>Svarte treere kan bare meldes når du går ut.</translation>
    </message>
    <message>
        <source>Black 3s can only be melded together, with no other cards and no wild cards.</source>
        <translation>Svarte treere kan bare meldes sammen, uten andre kort og uten ville kort.</translation>
    </message>
    <message>
        <source>A meld of black 3s must leave you with at most one card, and then you go out.</source>
        <translation>Etter en melding av svarte treere kan du ha høyst ett kort igjen, og da går du ut.</translation>
    </message>
    <message>
        <source>A meld needs natural cards (melds of wild cards only are allowed with the Bolivia option).</source>
        <translation>En melding må ha naturlige kort (meldinger av bare ville kort er bare lov med Bolivia-regelen).</translation>
    </message>
    <message>
        <source>A meld of wild cards holds at most seven cards.</source>
        <translation>En melding av ville kort har høyst sju kort.</translation>
    </message>
    <message>
        <source>A group may hold at most two wild cards.</source>
        <translation>En gruppe kan ha høyst to ville kort.</translation>
    </message>
    <message>
        <source>A group needs at least twice as many natural cards as wild cards.</source>
        <translation>En gruppe må ha minst dobbelt så mange naturlige kort som ville kort.</translation>
    </message>
    <message>
        <source>Wild cards and 3s can&apos;t be part of a sequence.</source>
        <translation>Ville kort og treere kan ikke være med i en rekkefølge.</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank, or cards of one suit in unbroken order.</source>
        <translation>En melding er enten kort av samme valør eller kort i samme farge som følger hverandre uten hull.</translation>
    </message>
    <message>
        <source>A sequence must run in unbroken order, with no gaps (aces are high only).</source>
        <translation>Kortene i en rekkefølge må følge hverandre uten hull (esset er bare høyt).</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two cards of the same rank.</source>
        <translation>En rekkefølge kan ikke ha to kort av samme valør.</translation>
    </message>
    <message>
        <source>A sequence has at most seven cards: seven make a samba.</source>
        <translation>En rekkefølge har høyst sju kort: sju blir en samba.</translation>
    </message>
    <message>
        <source>Choose the cards first.</source>
        <translation>Velg kortene først.</translation>
    </message>
    <message>
        <source>That meld does not belong to your side.</source>
        <translation>Den meldingen tilhører ikke laget ditt.</translation>
    </message>
    <message>
        <source>A samba is closed: it takes no more cards.</source>
        <translation>En samba er lukket: den tar ikke flere kort.</translation>
    </message>
    <message>
        <source>A bolivia is closed: it takes no more cards.</source>
        <translation>En bolivia er lukket: den tar ikke flere kort.</translation>
    </message>
    <message>
        <source>No card can be added to a meld of black 3s.</source>
        <translation>Ingen kort kan legges til en melding av svarte treere.</translation>
    </message>
    <message>
        <source>Only {rank}s and wild cards can be added to this group.</source>
        <translation>Bare kort med valøren {rank} og ville kort kan legges til denne gruppen.</translation>
    </message>
    <message>
        <source>Only wild cards can be added to a meld of wild cards.</source>
        <translation>Bare ville kort kan legges til en melding av ville kort.</translation>
    </message>
    <message>
        <source>Only {suit} in unbroken order can extend this sequence.</source>
        <translation>Bare {suit} som følger uten hull, kan forlenge denne rekkefølgen.</translation>
    </message>
    <message>
        <source>Choose two different melds to merge.</source>
        <translation>Velg to forskjellige meldinger å slå sammen.</translation>
    </message>
    <message>
        <source>Only two groups of the same rank can be merged.</source>
        <translation>Bare to grupper av samme valør kan slås sammen.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Kastebunken er tom.</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a {card} is on top.</source>
        <translation>Kastebunken er blokkert: ingen kan ta den mens {card} ligger øverst.</translation>
    </message>
    <message>
        <source>You need two natural {rank}s from your hand to take the pile.</source>
        <translation>Du trenger to naturlige kort med valøren {rank} fra hånden for å ta kastebunken.</translation>
    </message>
    <message>
        <source>Only natural {rank}s and wild cards can join the top card in the new group.</source>
        <translation>Bare naturlige kort med valøren {rank} og ville kort kan bli med det øverste kortet i den nye gruppen.</translation>
    </message>
    <message>
        <source>The top card can be taken alone only to extend one of your side&apos;s sequences.</source>
        <translation>Det øverste kortet kan bare tas alene for å forlenge en av lagets rekkefølger.</translation>
    </message>
    <message>
        <source>The {card} doesn&apos;t extend that sequence at either end.</source>
        <translation>{card} passer ikke i noen av endene på den rekkefølgen.</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld must be worth at least {minimum}; this one is worth {value}.</source>
        <translation>Lagets første melding må være verdt minst {minimum}; denne er verdt {value}.</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds (canastas or sambas).</source>
        <translation>Laget ditt kan ikke gå ut ennå: det trenger to sjukortsmeldinger (canastaer eller sambaer).</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds, at least one of them a samba.</source>
        <translation>Laget ditt kan ikke gå ut ennå: det trenger to sjukortsmeldinger, minst én av dem en samba.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Partneren din sa nei: du kan ikke gå ut denne turen.</translation>
    </message>
    <message>
        <source>Until your side may go out you must keep two cards after melding.</source>
        <translation>Til laget kan gå ut, må du beholde to kort etter at du har meldt.</translation>
    </message>
    <message>
        <source>Your partner said yes: you must go out this turn.</source>
        <translation>Partneren din sa ja: du må gå ut denne turen.</translation>
    </message>
    <message>
        <source>You can pass only with a single card left, when you may not go out.</source>
        <translation>Du kan bare si pass med ett kort igjen, når du ikke kan gå ut.</translation>
    </message>
    <message>
        <source>Red 3s are laid automatically in this game.</source>
        <translation>I dette spillet legges røde treere ut automatisk.</translation>
    </message>
    <message>
        <source>You have no red 3 to lay.</source>
        <translation>Du har ingen rød treer å legge ut.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Det er ingenting å angre.</translation>
    </message>
    <message>
        <source>Keep at least one card in your hand: meld or discard your last card.</source>
        <translation>Behold minst ett kort på hånden: meld eller kast det siste kortet.</translation>
    </message>
    <message>
        <source>You have no partner to ask in this game.</source>
        <translation>Du har ingen partner å spørre i dette spillet.</translation>
    </message>
    <message>
        <source>You have already asked your partner this turn.</source>
        <translation>Du har allerede spurt partneren din denne turen.</translation>
    </message>
    <message>
        <source>You can ask only when your side has its two 7-card melds.</source>
        <translation>Du kan bare spørre når laget har sine to sjukortsmeldinger.</translation>
    </message>
    <message>
        <source>Ask your partner after drawing, before you meld out.</source>
        <translation>Spør partneren etter at du har trukket og før du legger ut de siste kortene dine.</translation>
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
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Good idea, but not in this lesson. {what}</source>
        <translation>God idé, men ikke i denne leksjonen. {what}</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Trekk to kort</translation>
    </message>
    <message>
        <source>The first meld&apos;s minimum</source>
        <translation>Minstekravet for første melding</translation>
    </message>
    <message>
        <source>A sequence</source>
        <translation>En rekkefølge</translation>
    </message>
    <message>
        <source>Taking the pile with a natural pair</source>
        <translation>Ta kastebunken med et naturlig par</translation>
    </message>
    <message>
        <source>A canasta and a samba</source>
        <translation>En canasta og en samba</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Røde treere</translation>
    </message>
    <message>
        <source>Asking your partner</source>
        <translation>Spør partneren din</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Gå ut</translation>
    </message>
    <message>
        <source>Every turn begins with a draw. Click the stock (or press D): you draw two cards.</source>
        <translation>Hver tur begynner med å trekke. Klikk på trekkbunken (eller trykk D): du trekker to kort.</translation>
    </message>
    <message>
        <source>Your side has not melded yet this hand, so its first meld must be worth at least 50 points. Aces count 20 each: select {cards} and drag them onto your side&apos;s melds (or press M).</source>
        <translation>Laget ditt har ikke meldt ennå i denne runden, så den første meldingen må være verdt minst 50 poeng. Ess teller 20 hver: velg {cards} og dra dem til lagets meldinger (eller trykk M).</translation>
    </message>
    <message>
        <source>The aces are ready: 60 points, enough for the first meld. Press Meld (M) to lay them.</source>
        <translation>Essene er klare: 60 poeng, nok til første melding. Trykk Meld (M) for å legge dem ut.</translation>
    </message>
    <message>
        <source>A sequence is three to seven cards of one suit in a row, without wild cards. Now that your side has melded, lay {cards} as a new meld: drag them onto your side&apos;s melds (or press M).</source>
        <translation>En rekkefølge er tre til sju kort i samme farge etter hverandre, uten ville kort. Nå som laget ditt har meldt, legg {cards} ut som en ny melding: dra dem til lagets meldinger (eller trykk M).</translation>
    </message>
    <message>
        <source>A turn ends with a discard. Drag {cards} onto the discard pile (or double-click it).</source>
        <translation>En tur slutter med et kast. Dra {cards} til kastebunken (eller dobbeltklikk på kortet).</translation>
    </message>
    <message>
        <source>East discarded a queen, and you hold two natural queens: you may take the whole pile. Drag {cards} onto the pile (or press T). The three queens become a meld; the rest of the pile goes into your hand.</source>
        <translation>Øst kastet en dame, og du har to naturlige damer: du kan ta hele kastebunken. Dra {cards} til bunken (eller trykk T). De tre damene blir en melding; resten av bunken går på hånden din.</translation>
    </message>
    <message>
        <source>Seven cards of one rank make a canasta; without wild cards it is a pure canasta, worth 500. Add {cards} to your queens.</source>
        <translation>Sju kort av samme verdi er en canasta; uten ville kort er den ren og verdt 500. Legg {cards} til damene dine.</translation>
    </message>
    <message>
        <source>Seven cards of one suit in a row make a samba, worth 1,500. Add {cards} to your hearts at both ends.</source>
        <translation>Sju kort i samme farge etter hverandre er en samba, verdt 1&#xa0;500. Legg {cards} til hjertene dine i begge ender.</translation>
    </message>
    <message>
        <source>A red 3 never goes into a meld: lay it in front of you with Red 3 (R). Now that your side has two 7-card melds, each red 3 laid counts 100; one still in your hand when the hand ends costs 750.</source>
        <translation>En rød treer hører aldri til en melding: legg den foran deg med Rød treer (R). Nå som laget ditt har to sjukortsmeldinger, teller hver lagt rød treer 100; en som er igjen på hånden når runden slutter, koster 750.</translation>
    </message>
    <message>
        <source>Discard {cards} to end your turn.</source>
        <translation>Kast {cards} for å avslutte turen.</translation>
    </message>
    <message>
        <source>Your turn again: draw two cards from the stock.</source>
        <translation>Din tur igjen: trekk to kort fra trekkbunken.</translation>
    </message>
    <message>
        <source>With a canasta and a samba your side may go out, and your cards fit. With a partner you may ask first: press Ask partner (A).</source>
        <translation>Med en canasta og en samba kan laget ditt gå ut, og kortene dine passer. Med en partner kan du spørre først: trykk Spør partner (A).</translation>
    </message>
    <message>
        <source>Go out: lay {cards} as a new meld.</source>
        <translation>Gå ut: legg {cards} ut som en ny melding.</translation>
    </message>
    <message>
        <source>Discard your last card, {cards}: you are out and the hand ends.</source>
        <translation>Kast det siste kortet ditt, {cards}: du går ut, og runden er over.</translation>
    </message>
    <message>
        <source>Well played: you went out, and your side scores the canasta, the samba, the red 3 and going out. That is a whole hand of Samba. Leave the lesson to play a real game.</source>
        <translation>Godt spilt: du gikk ut, og laget ditt får poeng for canastaen, sambaen, den røde treeren og utgangen. Det var en hel runde Samba. Forlat leksjonen for å spille et ekte spill.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Show me (H)</source>
        <translation>Vis meg (H)</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Forlat leksjonen</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Learn to play — Samba Desktop</source>
        <translation>Lær å spille — Samba Desktop</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Leksjon</translation>
    </message>
    <message>
        <source>Start this step &amp;again</source>
        <translation>Start dette &amp;trinnet på nytt</translation>
    </message>
    <message>
        <source>Start the lesson &amp;over</source>
        <translation>Start &amp;leksjonen på nytt</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Forlat leksjonen</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Leksjonen er fullført</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du gikk ut!</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Trinn {number} av {count}</translation>
    </message>
    <message>
        <source>Your partner thinks about your question…</source>
        <translation>Partneren din tenker over spørsmålet ditt…</translation>
    </message>
    <message>
        <source>The others play their turns…</source>
        <translation>De andre tar turene sine…</translation>
    </message>
    <message>
        <source>Not quite: try the marked cards.</source>
        <translation>Ikke helt: prøv de markerte kortene.</translation>
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
        <translation>Start et bord</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Bli med ved et bord</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Åpne…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åpne ny&amp;lige</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Lagre s&amp;om…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Sta&amp;rt et bord…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Bli med ved et bord…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Forlat bordet</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Poengliste</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Innstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>R&amp;undens resultat</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Trekk</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>Sort hand by &amp;suit</source>
        <translation>Sorter hånden etter &amp;farge</translation>
    </message>
    <message>
        <source>Sort hand by &amp;rank</source>
        <translation>Sorter hånden etter &amp;valør</translation>
    </message>
    <message>
        <source>Computer s&amp;peed</source>
        <translation>Dataspillernes &amp;hastighet</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Øyeblikkelig</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastatursnarveier</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lær å spille</translation>
    </message>
    <message>
        <source>&amp;About Samba Desktop</source>
        <translation>&amp;Om Samba Desktop</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Sorter hånden</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <extracomment>the action bar&apos;s heading when a move is refused; the reason is shown beside it</extracomment>
        <translation>Ikke lov</translation>
    </message>
    <message>
        <source>{name} says: yes, go out!</source>
        <translation>{name} sier: ja, gå ut!</translation>
    </message>
    <message>
        <source>{name} says: no, not yet.</source>
        <translation>{name} sier: nei, ikke ennå.</translation>
    </message>
    <message>
        <source>But your hand cannot be emptied this turn: play on and discard as usual.</source>
        <translation>Men hånden din kan ikke tømmes denne turen: spill videre og kast som vanlig.</translation>
    </message>
    <message>
        <source>Hint: </source>
        <translation>Tips: </translation>
    </message>
    <message>
        <source>No hand is finished yet.</source>
        <translation>Ingen runde er ferdig ennå.</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Runden er over</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Deal the next hand: Next hand (Enter). Game ▸ Hand summary shows this hand&apos;s result again.</source>
        <translation>Del ut neste runde: Neste runde (Enter). Spill ▸ Rundens resultat viser resultatet av denne runden igjen.</translation>
    </message>
    <message>
        <source>See the score, then deal the next hand.</source>
        <translation>Se på poengene, og del så ut neste runde.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Start et nytt spill fra Spill-menyen.</translation>
    </message>
    <message>
        <source>{name} asks: “May I go out?”</source>
        <translation>{name} spør: «Kan jeg gå ut?»</translation>
    </message>
    <message>
        <source>Answer yes (Y) or no (N). Your answer binds for this turn.</source>
        <translation>Svar ja (Y) eller nei (N). Svaret gjelder for denne turen.</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Venter på {name}</translation>
    </message>
    <message>
        <source>{name} plays on their own computer.</source>
        <translation>{name} spiller på sin egen datamaskin.</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} er borte</translation>
    </message>
    <message>
        <source>Their seat is kept; a computer plays it if they do not come back soon.</source>
        <translation>Plassen holdes av; en dataspiller tar over hvis spilleren ikke kommer tilbake snart.</translation>
    </message>
    <message>
        <source>Waiting for a friend to take this seat</source>
        <translation>Venter på at en venn tar denne plassen</translation>
    </message>
    <message>
        <source>The table goes on when someone joins with the link.</source>
        <translation>Spillet fortsetter når noen blir med via lenken.</translation>
    </message>
    <message>
        <source>Your turn — draw or take the pile</source>
        <translation>Din tur – trekk eller ta kastebunken</translation>
    </message>
    <message>
        <source>Draw 2 from the stock, or take the pile with your pair.</source>
        <translation>Trekk 2 fra trekkbunken, eller ta kastebunken med paret ditt.</translation>
    </message>
    <message>
        <source>Click the stock or drag it to your hand to draw 2 cards.</source>
        <translation>Klikk på trekkbunken eller dra den til hånden for å trekke 2 kort.</translation>
    </message>
    <message>
        <source>Your turn — meld or discard</source>
        <translation>Din tur – meld eller kast</translation>
    </message>
    <message>
        <source>First meld: {value} staged, {minimum} needed. Add more, then Lay down (M).</source>
        <translation>Første melding: {value} forberedt, {minimum} kreves. Legg til mer, og så «Legg ut» (M).</translation>
    </message>
    <message>
        <source>Drag cards to your melds area to build your first meld ({minimum} needed), or discard.</source>
        <translation>Dra kort til meldingsområdet for å bygge den første meldingen ({minimum} kreves), eller kast.</translation>
    </message>
    <message>
        <source>One card left and you may not go out yet: pass.</source>
        <translation>Ett kort igjen, og du kan ikke gå ut ennå: si pass.</translation>
    </message>
    <message>
        <source>Drag cards to your melds; discard (double-click) to end the turn.</source>
        <translation>Dra kort til meldingene dine; kast (dobbeltklikk) for å avslutte turen.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Venter på at spillet skal starte</translation>
    </message>
    <message>
        <source>Friends join with the link in the lobby; press Start there when everyone is here.</source>
        <translation>Vennene blir med via lenken i vinduet Bordet ditt; trykk Start der når alle er her.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>Verten starter spillet når alle er her.</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} spiller</translation>
    </message>
    <message>
        <source>Computer moves are shown one by one (View ▸ Computer speed).</source>
        <translation>Dataspillernes trekk vises ett om gangen (Vis ▸ Dataspillernes hastighet).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Lagret som {name}.</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Tøm listen</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Ingen nylige spill</translation>
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
        <translation>Spillet fortsetter; ingenting annet ble endret.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Nullstill statistikken</translation>
    </message>
    <message>
        <source>Delete all recorded games and hands?</source>
        <translation>Slette alle lagrede spill og runder?</translation>
    </message>
    <message>
        <source>Your statistics start again from zero. This cannot be undone.</source>
        <translation>Statistikken din begynner på null igjen. Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nullstill</translation>
    </message>
    <message>
        <source>Saved {when}, hand {hand}.</source>
        <translation>Lagret {when}, runde {hand}.</translation>
    </message>
    <message>
        <source>Starting a new game gives this one up.</source>
        <translation>Starter du et nytt spill, gir du opp dette.</translation>
    </message>
    <message>
        <source>Continue your unfinished game?</source>
        <translation>Fortsette det uferdige spillet ditt?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spill</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Antall spillere:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Styrke</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
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
        <translation>Start spillet</translation>
    </message>
    <message>
        <source>Everyone plays alone.</source>
        <translation>Alle spiller for seg selv.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other and score together: seats {groups}.</source>
        <translation>Partnere sitter overfor hverandre og får poeng sammen: plassene {groups}.</translation>
    </message>
</context>
<context>
    <name>OutlookPanel</name>
    <message>
        <source>Samba {span}: still possible</source>
        <translation>Samba {span}: fortsatt mulig</translation>
    </message>
    <message>
        <source>Samba {span}: no longer possible</source>
        <translation>Samba {span}: ikke lenger mulig</translation>
    </message>
    <message>
        <source>All three copies are in other melds: {cards}</source>
        <translation>Alle tre eksemplarene ligger i andre meldinger: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s sequence {seq}: %n more card(s) to this samba</source>
        <translation>
            <numerusform>Lagets rekkefølge {seq}: %n kort igjen til denne sambaen</numerusform>
            <numerusform>Lagets rekkefølge {seq}: %n kort igjen til denne sambaen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unseen)</source>
        <translation>
            <numerusform>{card} (%n usett)</numerusform>
            <numerusform>{card} (%n usette)</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: {cards}</source>
        <translation>Mangler: {cards}</translation>
    </message>
    <message>
        <source>You hold or have laid a card of every rank of it.</source>
        <translation>Du har et kort av hver valør i den på hånden eller meldt.</translation>
    </message>
    <message>
        <source>sequence {seq}: {n} to go</source>
        <translation>rekkefølge {seq}: {n} igjen</translation>
    </message>
    <message>
        <source>SAMBA OUTLOOK</source>
        <translation>SAMBAUTSIKTER</translation>
    </message>
    <message>
        <source>Which of the five sambas of each suit (4–10 to 8–A) your side can still build, from what you can see. A samba is lost once all three copies of one of its cards lie in other melds.</source>
        <translation>Hvilke av de fem sambaene i hver farge (4–10 til 8–A) laget ditt fortsatt kan bygge, ut fra det du kan se. En samba er tapt så snart alle tre eksemplarene av ett av kortene ligger i andre meldinger.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 20 sambas are still possible</source>
        <translation>
            <numerusform>%n av de 20 sambaene er fortsatt mulig</numerusform>
            <numerusform>%n av de 20 sambaene er fortsatt mulige</numerusform>
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
        <translation>La ut en rød treer: hver utlagt treer gir laget 100 poeng.</translation>
    </message>
    <message>
        <source>Drew from the stock: the discard pile is empty.</source>
        <translation>Trakk fra trekkbunken: kastebunken er tom.</translation>
    </message>
    <message>
        <source>Drew from the stock: our pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Trakk fra trekkbunken: paret vårt til det øverste kortet {top} når ikke minstekravet {minimum} for første melding.</translation>
    </message>
    <message>
        <source>Laid our first meld, {cards}: worth {value}, the minimum is {minimum}.</source>
        <translation>La ut vår første melding, {cards}: verdt {value}, minstekravet er {minimum}.</translation>
    </message>
    <message>
        <source>Did not go out: our side would score about {ours} against {theirs}; discarded {card} instead.</source>
        <translation>Gikk ikke ut: laget vårt ville fått omtrent {ours} mot {theirs}; kastet {card} i stedet.</translation>
    </message>
    <message>
        <source>Discarded {card}: the cheapest card to give away (cost {cost}; next best {other_card} at {other_cost}).</source>
        <translation>Kastet {card}: det billigste kortet å gi fra seg (kostnad {cost}; nest best {other_card} med {other_cost}).</translation>
    </message>
    <message>
        <source>Discarded {card}: the next player holds a pair of it with a chance of only {chance}%, and {other_card} was riskier (cost {other_cost} against {cost}).</source>
        <translation>Kastet {card}: sannsynligheten for at neste spiller har et par til det, er bare {chance}&#xa0;%, og {other_card} var mer risikabelt (kostnad {other_cost} mot {cost}).</translation>
    </message>
    <message numerus="yes">
        <source>Blocked the pile of %n card(s) by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</source>
        <translation>
            <numerusform>Blokkerte kastebunken med %n kort ved å kaste {card}, selv om det er et vilt kort: alle andre kort var for nyttige eller for farlige (det billigste andre kastet ville ha kostet {other_cost}).</numerusform>
            <numerusform>Blokkerte kastebunken med %n kort ved å kaste {card}, selv om det er et vilt kort: alle andre kort var for nyttige eller for farlige (det billigste andre kastet ville ha kostet {other_cost}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarded {card} and kept the pair it would have broken (cost {cost} against {other_cost}).</source>
        <translation>Kastet {card} og beholdt paret som ellers ville blitt brutt (kostnad {cost} mot {other_cost}).</translation>
    </message>
    <message>
        <source>Played a safe legal move (options: {count}): the plan did not fit.</source>
        <translation>Spilte et trygt lovlig trekk (valg: {count}): planen passet ikke.</translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Søk gjennom %Ln simulert utdeling: å spille {cards} i denne planen ga i snitt {gain} mer enn det regelbaserte valget, som var å kaste {other_card} (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Søk gjennom %Ln simulerte utdelinger: å spille {cards} i denne planen ga i snitt {gain} mer enn det regelbaserte valget, som var å kaste {other_card} (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Søk gjennom %Ln simulert utdeling: å spille {cards} i denne planen ga i snitt {gain} mer enn det regelbaserte valget, som var å melde {other_cards} (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Søk gjennom %Ln simulerte utdelinger: å spille {cards} i denne planen ga i snitt {gain} mer enn det regelbaserte valget, som var å melde {other_cards} (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Søk gjennom %Ln simulert utdeling: dette ga i snitt {gain} mer enn det regelbaserte valget, som var å trekke fra trekkbunken (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Søk gjennom %Ln simulerte utdelinger: dette ga i snitt {gain} mer enn det regelbaserte valget, som var å trekke fra trekkbunken (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s) found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</source>
        <translation>
            <numerusform>Søket gjennom %Ln simulert utdeling fant ingen plan som var klart bedre enn det regelbaserte valget (planer sammenlignet: {plans}; vant {win}&#xa0;% av utdelingene).</numerusform>
            <numerusform>Søket gjennom %Ln simulerte utdelinger fant ingen plan som var klart bedre enn det regelbaserte valget (planer sammenlignet: {plans}; vant {win}&#xa0;% av utdelingene).</numerusform>
        </translation>
    </message>
    <message>
        <source>This was the only legal move.</source>
        <translation>Dette var det eneste lovlige trekket.</translation>
    </message>
    <message numerus="yes">
        <source>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln point(s)).</source>
        <translation>
            <numerusform>Svarte ja til partneren: nivået Lett lar alltid partneren gå ut (hånden vår er verdt %Ln poeng).</numerusform>
            <numerusform>Svarte ja til partneren: nivået Lett lar alltid partneren gå ut (hånden vår er verdt %Ln poeng).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This was the only legal move (%n option(s)).</source>
        <translation>
            <numerusform>Dette var det eneste lovlige trekket (%n valg).</numerusform>
            <numerusform>Dette var det eneste lovlige trekket (%n valg).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked one of %n legal move(s) at random.</source>
        <translation>
            <numerusform>Valgte det eneste lovlige trekket (%n mulighet).</numerusform>
            <numerusform>Valgte tilfeldig ett av %n lovlige trekk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile of %n card(s) with {cards} from the hand.</source>
        <translation>
            <numerusform>Tok kastebunken på %n kort med {cards} fra hånden.</numerusform>
            <numerusform>Tok kastebunken på %n kort med {cards} fra hånden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the top card {card} onto our sequence of %n card(s).</source>
        <translation>
            <numerusform>Tok det øverste kortet {card} til rekkefølgen vår på %n kort.</numerusform>
            <numerusform>Tok det øverste kortet {card} til rekkefølgen vår på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n card(s).</source>
        <translation>
            <numerusform>Trakk fra trekkbunken: ingen par på hånden passer til det øverste kortet {top} i kastebunken med %n kort.</numerusform>
            <numerusform>Trakk fra trekkbunken: ingen par på hånden passer til det øverste kortet {top} i kastebunken med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: the pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Trakk fra trekkbunken: kastebunken med %n kort er blokkert av {top}.</numerusform>
            <numerusform>Trakk fra trekkbunken: kastebunken med %n kort er blokkert av {top}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n card(s) in new melds: {cards}.</source>
        <translation>
            <numerusform>La ut %n kort i nye meldinger: {cards}.</numerusform>
            <numerusform>La ut %n kort i nye meldinger: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to a meld on the table, which now holds %n card(s).</source>
        <translation>
            <numerusform>La {cards} til en melding på bordet; den har nå %n kort.</numerusform>
            <numerusform>La {cards} til en melding på bordet; den har nå %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}: the card with the least use in a hand of %n card(s).</source>
        <translation>
            <numerusform>Kastet {card}: det minst nyttige kortet på en hånd med %n kort.</numerusform>
            <numerusform>Kastet {card}: det minst nyttige kortet på en hånd med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played the first of %n legal move(s): nothing better stood out.</source>
        <translation>
            <numerusform>Spilte det eneste lovlige trekket (%n mulighet).</numerusform>
            <numerusform>Spilte det første av %n lovlige trekk: ingenting annet skilte seg ut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and the side may not go out yet.</source>
        <translation>Sa pass og beholdt {card}: ett kort igjen, og laget får ikke gå ut ennå.</translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, judged worth {gain} more than drawing two cards.</source>
        <translation>
            <numerusform>Tok kastebunken: %n kort verdt {points}, vurdert som {gain} mer verdt enn å trekke to kort.</numerusform>
            <numerusform>Tok kastebunken: %n kort verdt {points}, vurdert som {gain} mer verdt enn å trekke to kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, and it completes our first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Tok kastebunken: %n kort verdt {points}, og den fullfører vår første melding (minstekrav {minimum}).</numerusform>
            <numerusform>Tok kastebunken: %n kort verdt {points}, og den fullfører vår første melding (minstekrav {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took {card} from the pile onto our sequence, which grows to %n card(s); judged worth {gain} more than drawing.</source>
        <translation>
            <numerusform>Tok {card} fra kastebunken til rekkefølgen vår, som vokser til %n kort; vurdert som {gain} mer verdt enn å trekke.</numerusform>
            <numerusform>Tok {card} fra kastebunken til rekkefølgen vår, som vokser til %n kort; vurdert som {gain} mer verdt enn å trekke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n card(s)).</source>
        <translation>
            <numerusform>Trakk fra trekkbunken: vi har ikke noe naturlig par til det øverste kortet {top} (%n kort i kastebunken).</numerusform>
            <numerusform>Trakk fra trekkbunken: vi har ikke noe naturlig par til det øverste kortet {top} (%n kort i kastebunken).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: taking the pile of %n card(s) was judged worth {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Trakk fra trekkbunken: å ta kastebunken med %n kort ble vurdert som {loss} mindre verdt enn to kort fra trekkbunken.</numerusform>
            <numerusform>Trakk fra trekkbunken: å ta kastebunken med %n kort ble vurdert som {loss} mindre verdt enn to kort fra trekkbunken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid a red 3 first: it counts 100 points (our side now has %n red 3(s) laid).</source>
        <translation>
            <numerusform>La først ut en rød treer: den gir 100 poeng (laget vårt har nå lagt ut %n rød treer).</numerusform>
            <numerusform>La først ut en rød treer: den gir 100 poeng (laget vårt har nå lagt ut %n røde treere).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid new melds from the hand: {cards} (%n card(s)).</source>
        <translation>
            <numerusform>La ut nye meldinger fra hånden: {cards} (%n kort).</numerusform>
            <numerusform>La ut nye meldinger fra hånden: {cards} (%n kort).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a canasta of %n card(s).</source>
        <translation>
            <numerusform>La til {cards} og fullførte en canasta på %n kort.</numerusform>
            <numerusform>La til {cards} og fullførte en canasta på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a samba of %n card(s) in sequence.</source>
        <translation>
            <numerusform>La til {cards} og fullførte en samba på %n kort i rekkefølge.</numerusform>
            <numerusform>La til {cards} og fullførte en samba på %n kort i rekkefølge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our sequence, which now holds %n card(s) toward a samba.</source>
        <translation>
            <numerusform>La til {cards} i rekkefølgen vår, som nå har %n kort på vei mot en samba.</numerusform>
            <numerusform>La til {cards} i rekkefølgen vår, som nå har %n kort på vei mot en samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our group, which now holds %n card(s).</source>
        <translation>
            <numerusform>La til {cards} i gruppen vår, som nå har %n kort.</numerusform>
            <numerusform>La til {cards} i gruppen vår, som nå har %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged two of our groups into one of %n card(s).</source>
        <translation>
            <numerusform>Slo sammen to av gruppene våre til én på %n kort.</numerusform>
            <numerusform>Slo sammen to av gruppene våre til én på %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Går ut: laget vårt får omtrent {ours} i denne runden mot {theirs} for det beste andre laget, med %n kort igjen å legge ut.</numerusform>
            <numerusform>Går ut: laget vårt får omtrent {ours} i denne runden mot {theirs} for det beste andre laget, med %n kort igjen å legge ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: the partner said yes, so we must go out now, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Går ut: partneren svarte ja, så vi må gå ut nå, med %n kort igjen å legge ut.</numerusform>
            <numerusform>Går ut: partneren svarte ja, så vi må gå ut nå, med %n kort igjen å legge ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: only %n card(s) left in the stock, or the opponents can go out; our side {ours} against {theirs}.</source>
        <translation>
            <numerusform>Går ut: bare %n kort igjen i trekkbunken, eller motspillerne kan gå ut; laget vårt {ours} mot {theirs}.</numerusform>
            <numerusform>Går ut: bare %n kort igjen i trekkbunken, eller motspillerne kan gå ut; laget vårt {ours} mot {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked the partner whether we may go out: we can, and the partner still holds %n card(s).</source>
        <translation>
            <numerusform>Spurte partneren om vi kan gå ut: vi kan, og partneren har fortsatt %n kort.</numerusform>
            <numerusform>Spurte partneren om vi kan gå ut: vi kan, og partneren har fortsatt %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block: the pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Kastet {card} for å blokkere: kastebunken har %n kort, og neste spiller kan ikke ta den så lenge en svart treer ligger øverst.</numerusform>
            <numerusform>Kastet {card} for å blokkere: kastebunken har %n kort, og neste spiller kan ikke ta den så lenge en svart treer ligger øverst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and our side may not go out yet.</source>
        <translation>Sa pass og beholdt {card}: ett kort igjen, og laget vårt får ikke gå ut ennå.</translation>
    </message>
    <message numerus="yes">
        <source>Said no: I still hold a red 3; with it the hand would cost our side %Ln point(s).</source>
        <translation>
            <numerusform>Svarte nei: jeg har fortsatt en rød treer; med den ville hånden koste laget vårt %Ln poeng.</numerusform>
            <numerusform>Svarte nei: jeg har fortsatt en rød treer; med den ville hånden koste laget vårt %Ln poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: my hand holds only %Ln point(s) (at most {limit}).</source>
        <translation>
            <numerusform>Svarte ja: hånden min er bare verdt %Ln poeng (høyst {limit}).</numerusform>
            <numerusform>Svarte ja: hånden min er bare verdt %Ln poeng (høyst {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: even with the %Ln point(s) in my hand against us we stay about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Svarte ja: selv om %Ln poeng på hånden min teller mot oss, ligger vi omtrent {margin} foran i denne runden.</numerusform>
            <numerusform>Svarte ja: selv om %Ln poeng på hånden min teller mot oss, ligger vi omtrent {margin} foran i denne runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said no: the %Ln point(s) in my hand would leave us only {margin} ahead on this hand (we want {limit}).</source>
        <translation>
            <numerusform>Svarte nei: med %Ln poeng på hånden min ville vi bare ligge {margin} foran i denne runden (vi vil ha {limit}).</numerusform>
            <numerusform>Svarte nei: med %Ln poeng på hånden min ville vi bare ligge {margin} foran i denne runden (vi vil ha {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile as soon as it could: %n card(s) worth {points}.</source>
        <translation>
            <numerusform>Tok kastebunken så snart det gikk: %n kort verdt {points}.</numerusform>
            <numerusform>Tok kastebunken så snart det gikk: %n kort verdt {points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out the moment our side may, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Går ut så snart laget vårt kan, med %n kort igjen å legge ut.</numerusform>
            <numerusform>Går ut så snart laget vårt kan, med %n kort igjen å legge ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block the big pile of %n card(s).</source>
        <translation>
            <numerusform>Kastet {card} for å blokkere den store kastebunken med %n kort.</numerusform>
            <numerusform>Kastet {card} for å blokkere den store kastebunken med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}, the highest card no meld of ours wants (%Ln point(s)); the next opponent holds a pair of it with a chance of {chance}%.</source>
        <translation>
            <numerusform>Kastet {card}, det høyeste kortet ingen av meldingene våre trenger (%Ln poeng); sannsynligheten for at neste motspiller har et par til det, er {chance}&#xa0;%.</numerusform>
            <numerusform>Kastet {card}, det høyeste kortet ingen av meldingene våre trenger (%Ln poeng); sannsynligheten for at neste motspiller har et par til det, er {chance}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} (%Ln point(s)): no meld of ours wants it.</source>
        <translation>
            <numerusform>Kastet {card} (%Ln poeng): ingen av meldingene våre trenger det.</numerusform>
            <numerusform>Kastet {card} (%Ln poeng): ingen av meldingene våre trenger det.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out won in {win}% of %Ln sampled deal(s); holding back won in {alt_win}%.</source>
        <translation>
            <numerusform>Å gå ut vant i {win}&#xa0;% av %Ln simulert utdeling; å vente vant i {alt_win}&#xa0;%.</numerusform>
            <numerusform>Å gå ut vant i {win}&#xa0;% av %Ln simulerte utdelinger; å vente vant i {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not go out: holding back won in {win}% of %Ln sampled deal(s); going out won in {alt_win}%.</source>
        <translation>
            <numerusform>Gikk ikke ut: å vente vant i {win}&#xa0;% av %Ln simulert utdeling; å gå ut vant i {alt_win}&#xa0;%.</numerusform>
            <numerusform>Gikk ikke ut: å vente vant i {win}&#xa0;% av %Ln simulerte utdelinger; å gå ut vant i {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Søk gjennom %Ln simulert utdeling: denne planen ga i snitt {gain} mer enn det regelbaserte valget (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Søk gjennom %Ln simulerte utdelinger: denne planen ga i snitt {gain} mer enn det regelbaserte valget (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Søk gjennom %Ln simulert utdeling: å spille {cards} i denne planen ga i snitt {gain} mer enn det regelbaserte valget (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
            <numerusform>Søk gjennom %Ln simulerte utdelinger: å spille {cards} i denne planen ga i snitt {gain} mer enn det regelbaserte valget (vant {win}&#xa0;% mot {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %Ln sampled deal(s): this answer won in {win}%, the other in {alt_win}%.</source>
        <translation>
            <numerusform>Svarte etter %Ln simulert utdeling: dette svaret vant i {win}&#xa0;%, det andre i {alt_win}&#xa0;%.</numerusform>
            <numerusform>Svarte etter %Ln simulerte utdelinger: dette svaret vant i {win}&#xa0;%, det andre i {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deal(s)).</source>
        <translation>
            <numerusform>Steg {step} av {steps} i turplanen søket valgte (vant {win}&#xa0;% av %Ln simulert utdeling).</numerusform>
            <numerusform>Steg {step} av {steps} i turplanen søket valgte (vant {win}&#xa0;% av %Ln simulerte utdelinger).</numerusform>
        </translation>
    </message>
    <message>
        <source>Well played: every plan the computer would consider starts with this move.</source>
        <translation>Godt spilt: hver plan datamaskinen ville vurdert, begynner med dette trekket.</translation>
    </message>
    <message>
        <source>Well played: no move was clearly better here.</source>
        <translation>Godt spilt: ingen trekk var klart bedre her.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand than drawing from the stock.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å ta kastebunken med {cards} i stedet for å trekke fra trekkbunken.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å ta kastebunken med {cards} i stedet for å trekke fra trekkbunken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å ta kastebunken med {cards}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å ta kastebunken med {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge det øverste kortet {card} til rekkefølgen din.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge det øverste kortet {card} til rekkefølgen din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was worth about %Ln point(s) more per hand than taking the pile.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å trekke fra trekkbunken i stedet for å ta kastebunken.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å trekke fra trekkbunken i stedet for å ta kastebunken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out now was worth about %Ln point(s) more per hand than holding back.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å gå ut nå i stedet for å vente.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å gå ut nå i stedet for å vente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was worth about %Ln point(s) more per hand than going out now.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å vente i stedet for å gå ut nå.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å vente i stedet for å gå ut nå.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å spørre partneren din om du kunne gå ut.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å spørre partneren din om du kunne gå ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å kaste {card} i stedet for {other_card}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å kaste {card} i stedet for {other_card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of the wild card {other_card} was worth about %Ln point(s) more per hand: a wild card is worth more in your melds.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å kaste {card} i stedet for {other_card}: et vilt kort er verdt mer i meldingene dine.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å kaste {card} i stedet for {other_card}: et vilt kort er verdt mer i meldingene dine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} now and keeping the rest in your hand was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å kaste {card} nå og beholde resten på hånden.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å kaste {card} nå og beholde resten på hånden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge ut {cards}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge ut {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge {cards} til meldingen din.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge {cards} til meldingen din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å slå sammen to av gruppene dine.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å slå sammen to av gruppene dine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge ut den røde treeren din.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å legge ut den røde treeren din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å si pass med det siste kortet ditt.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å si pass med det siste kortet ditt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å svare ja.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å svare ja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å svare nei.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng per runde på å svare nei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better than drawing from the stock, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å ta kastebunken med {cards} i stedet for å trekke fra trekkbunken.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å ta kastebunken med {cards} i stedet for å trekke fra trekkbunken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å ta kastebunken med {cards}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å ta kastebunken med {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge det øverste kortet {card} til rekkefølgen din.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge det øverste kortet {card} til rekkefølgen din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the pile, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å trekke fra trekkbunken i stedet for å ta kastebunken.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å trekke fra trekkbunken i stedet for å ta kastebunken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the top card {card}, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å trekke fra trekkbunken i stedet for å ta det øverste kortet {card}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å trekke fra trekkbunken i stedet for å ta det øverste kortet {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out this turn was better than holding back, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å gå ut denne turen i stedet for å vente.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å gå ut denne turen i stedet for å vente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was better than going out now, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å vente i stedet for å gå ut nå.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å vente i stedet for å gå ut nå.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å spørre partneren din om du kunne gå ut.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å spørre partneren din om du kunne gå ut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å kaste {card} i stedet for {other_card}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å kaste {card} i stedet for {other_card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å kaste {card} i stedet for å gi fra deg et vilt kort ({other_card}).</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å kaste {card} i stedet for å gi fra deg et vilt kort ({other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} and keeping the rest in your hand was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å kaste {card} og beholde resten på hånden.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å kaste {card} og beholde resten på hånden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping {cards} in your hand this turn was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å beholde {cards} på hånden denne turen.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å beholde {cards} på hånden denne turen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge ut {cards}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge ut {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld {meld} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge {cards} til meldingen din {meld}.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge {cards} til meldingen din {meld}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your new meld was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge {cards} til den nye meldingen din.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge {cards} til den nye meldingen din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å slå sammen to av gruppene dine.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å slå sammen to av gruppene dine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge ut den røde treeren din.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å legge ut den røde treeren din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å si pass med det siste kortet ditt.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å si pass med det siste kortet ditt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å svare ja.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å svare ja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å svare nei.</numerusform>
            <numerusform>Du hadde tjent omtrent %Ln poeng på å svare nei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your meld {canasta_meld} would have become a canasta.</source>
        <translation>Meldingen din {canasta_meld} ville blitt en canasta.</translation>
    </message>
    <message numerus="yes">
        <source>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>Neste spiller tok kastebunken du lot ligge åpen med {top} øverst, i {times} av %n simulert utdeling; etter det bedre trekket i {kept}.</numerusform>
            <numerusform>Neste spiller tok kastebunken du lot ligge åpen med {top} øverst, i {times} av %n simulerte utdelinger; etter det bedre trekket i {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>En motspiller tok kastebunken du lot ligge åpen med {top} øverst, i {times} av %n simulert utdeling; etter det bedre trekket i {kept}.</numerusform>
            <numerusform>En motspiller tok kastebunken du lot ligge åpen med {top} øverst, i {times} av %n simulerte utdelinger; etter det bedre trekket i {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent went out before your next turn in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>En motspiller gikk ut før din neste tur i {times} av %n simulert utdeling; etter det bedre trekket i {kept}.</numerusform>
            <numerusform>En motspiller gikk ut før din neste tur i {times} av %n simulerte utdelinger; etter det bedre trekket i {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deal(s); after yours, in {kept}.</source>
        <translation>
            <numerusform>Etter det bedre trekket tok laget ditt kastebunken i løpet av din neste tur i {times} av %n simulert utdeling; etter ditt eget i {kept}.</numerusform>
            <numerusform>Etter det bedre trekket tok laget ditt kastebunken i løpet av din neste tur i {times} av %n simulerte utdelinger; etter ditt eget i {kept}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>line {n}: </source>
        <translation>linje {n}: </translation>
    </message>
    <message>
        <source>This is not a Samba Desktop hand record.</source>
        <translation>Dette er ikke et rundeopptak fra Samba Desktop.</translation>
    </message>
    <message>
        <source>The file is too large for a hand record.</source>
        <translation>Filen er for stor for et rundeopptak.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Filen kan ikke leses.</translation>
    </message>
    <message>
        <source>The rules are not valid.</source>
        <translation>Reglene er ugyldige.</translation>
    </message>
    <message>
        <source>A seat is not valid.</source>
        <translation>En plass er ugyldig.</translation>
    </message>
    <message>
        <source>The deal seed is not a number.</source>
        <translation>Utdelingsnummeret er ikke et tall.</translation>
    </message>
    <message>
        <source>The hand number is not valid.</source>
        <translation>Rundenummeret er ugyldig.</translation>
    </message>
    <message>
        <source>The scores do not fit the number of sides.</source>
        <translation>Poengene passer ikke til antall lag.</translation>
    </message>
    <message>
        <source>A move cannot be read.</source>
        <translation>Et trekk kan ikke leses.</translation>
    </message>
    <message>
        <source>A part of the record is missing.</source>
        <translation>En del av opptaket mangler.</translation>
    </message>
    <message>
        <source>More than one seat is played by a human; a game has at most one.</source>
        <translation>Mer enn én plass spilles av et menneske; et spill har høyst én.</translation>
    </message>
    <message>
        <source>A number is outside what a game allows.</source>
        <translation>Et tall ligger utenfor det et spill tillater.</translation>
    </message>
    <message>
        <source>A line cannot be read.</source>
        <translation>En linje kan ikke leses.</translation>
    </message>
    <message>
        <source>The record is damaged.</source>
        <translation>Opptaket er skadet.</translation>
    </message>
    <message>
        <source>The deal cannot be made again: {why}</source>
        <translation>Utdelingen kan ikke gjentas: {why}</translation>
    </message>
    <message>
        <source>Move {n} does not fit the hand: it is not that player&apos;s turn.</source>
        <translation>Trekk {n} passer ikke i runden: det er ikke den spillerens tur.</translation>
    </message>
    <message>
        <source>Move {n} is not legal: {why}</source>
        <translation>Trekk {n} er ikke tillatt: {why}</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No game has been played to the end yet.</source>
        <translation>Ingen spill er spilt ferdig ennå.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>{result} {when}
You: {you} · best other: {other}</source>
        <translation>{result} {when}
Du: {you} · beste motspiller: {other}</translation>
    </message>
    <message>
        <source>At {name}’s table</source>
        <translation>Ved bordet til {name}</translation>
    </message>
    <message>
        <source>At a shared table</source>
        <translation>Ved et delt bord</translation>
    </message>
    <message>
        <source>Hosted with {names}</source>
        <translation>Ditt bord, med {names}</translation>
    </message>
    <message>
        <source>Hosted with friends</source>
        <translation>Ditt bord, med venner</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Unøyaktighet</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Feil</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grov feil</translation>
    </message>
    <message>
        <source>{grade}: {reason}</source>
        <translation>{grade}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{grade} (about %Ln point(s))</source>
        <translation>
            <numerusform>{grade} (omtrent %Ln poeng)</numerusform>
            <numerusform>{grade} (omtrent %Ln poeng)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grov feil</numerusform>
            <numerusform>%n grove feil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n feil</numerusform>
            <numerusform>%n feil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n unøyaktighet</numerusform>
            <numerusform>%n unøyaktigheter</numerusform>
        </translation>
    </message>
    <message>
        <source>You had no decision to make this hand.</source>
        <translation>Du hadde ingen avgjørelser å ta i denne runden.</translation>
    </message>
    <message numerus="yes">
        <source>Well played: your %n decision(s) cost no points.</source>
        <translation>
            <numerusform>Godt spilt: avgjørelsen din kostet ingen poeng.</numerusform>
            <numerusform>Godt spilt: de %n avgjørelsene dine kostet ingen poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Well played: your decisions cost only about %Ln point(s).</source>
        <translation>
            <numerusform>Godt spilt: avgjørelsene dine kostet bare omtrent %Ln poeng.</numerusform>
            <numerusform>Godt spilt: avgjørelsene dine kostet bare omtrent %Ln poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand your decisions cost about %Ln point(s): {counts}.</source>
        <translation>
            <numerusform>I denne runden kostet avgjørelsene dine omtrent %Ln poeng: {counts}.</numerusform>
            <numerusform>I denne runden kostet avgjørelsene dine omtrent %Ln poeng: {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {n}: {review}</source>
        <translation>Trekk {n}: {review}</translation>
    </message>
    <message>
        <source>Reviewing your decisions… ({done} of {total})</source>
        <translation>Avgjørelsene dine vurderes… ({done} av {total})</translation>
    </message>
    <message>
        <source>Reviewing your decisions…</source>
        <translation>Avgjørelsene dine vurderes…</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Tapte poeng</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Ikke vurdert</translation>
    </message>
    <message>
        <source>Previous flagged move</source>
        <translation>Forrige markerte trekk</translation>
    </message>
    <message>
        <source>Next flagged move</source>
        <translation>Neste markerte trekk</translation>
    </message>
    <message>
        <source>What your decisions cost in each hand, by the computer&apos;s review (Settings ▸ Aids).</source>
        <translation>Hva avgjørelsene dine kostet i hver runde, ifølge datamaskinens vurdering (Innstillinger ▸ Hjelpemidler).</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions: about %Ln point(s) lost ({counts})</source>
        <translation>
            <numerusform>Avgjørelsene dine: omtrent %Ln poeng tapt ({counts})</numerusform>
            <numerusform>Avgjørelsene dine: omtrent %Ln poeng tapt ({counts})</numerusform>
        </translation>
    </message>
    <message>
        <source>Next, move {i}: {move}</source>
        <translation>Nå følger trekk {i}: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Bedre: {move}</translation>
    </message>
    <message>
        <source>No hand of yours has been reviewed yet.</source>
        <translation>Ingen av rundene dine er vurdert ennå.</translation>
    </message>
    <message>
        <source>Points lost per hand, game by game</source>
        <translation>Tapte poeng per runde, spill for spill</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>ingen feil</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>med feil</translation>
    </message>
    <message>
        <source>with blunders</source>
        <translation>med grove feil</translation>
    </message>
    <message>
        <source>After each hand the computer reviews your decisions (Settings ▸ Aids); here you see whether you lose fewer points over the games.</source>
        <translation>Etter hver runde vurderer datamaskinen avgjørelsene dine (Innstillinger ▸ Hjelpemidler); her ser du om du taper færre poeng etter hvert.</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): you lost about {points} per hand.</source>
        <translation>
            <numerusform>Det siste spillet ditt: du tapte omtrent {points} per runde.</numerusform>
            <numerusform>De siste %n spillene dine: du tapte omtrent {points} per runde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before that: about {points}. You are getting better.</source>
        <translation>Før det: omtrent {points}. Du blir bedre.</translation>
    </message>
    <message>
        <source>Before that: about {points}.</source>
        <translation>Før det: omtrent {points}.</translation>
    </message>
    <message>
        <source>Before that: the same.</source>
        <translation>Før det: like mye.</translation>
    </message>
    <message>
        <source>Your Decisions</source>
        <translation>Avgjørelsene dine</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>Custom</source>
        <translation>Egendefinert</translation>
    </message>
    <message>
        <source>Custom target score</source>
        <translation>Egendefinerte målpoeng</translation>
    </message>
    <message>
        <source>Target score:</source>
        <translation>Målpoeng:</translation>
    </message>
    <message>
        <source>Red 3s:</source>
        <translation>Røde treere:</translation>
    </message>
    <message>
        <source>What a player keeps in hand while the side may not go out yet.</source>
        <translation>Hva en spiller beholder på hånden så lenge laget ikke kan gå ut.</translation>
    </message>
    <message>
        <source>Before going out:</source>
        <translation>Før utgang:</translation>
    </message>
    <message>
        <source>Bolivia: melds of wild cards only</source>
        <translation>Bolivia: meldinger av bare ville kort</translation>
    </message>
    <message>
        <source>Seven wild cards make a bolivia, worth 2,500; going out then needs a samba.</source>
        <translation>Sju ville kort blir en bolivia verdt 2&#xa0;500; for å gå ut trengs da en samba.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ingen grense</translation>
    </message>
    <message>
        <source>A game that reaches this many hands without a winner is a draw.</source>
        <translation>Et spill som når så mange runder uten vinner, blir uavgjort.</translation>
    </message>
    <message>
        <source>Hand limit:</source>
        <translation>Rundegrense:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand of this game has been played to the end yet.</source>
        <translation>Ingen runde i dette spillet er spilt ferdig ennå.</translation>
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
        <translation>Kort i meldinger</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Kort igjen på hånden</translation>
    </message>
    <message>
        <source>Samba bonus</source>
        <translation>Sambabonus</translation>
    </message>
    <message>
        <source>Pure canasta bonus</source>
        <translation>Bonus for ren canasta</translation>
    </message>
    <message>
        <source>Mixed canasta bonus</source>
        <translation>Bonus for blandet canasta</translation>
    </message>
    <message>
        <source>Bolivia bonus</source>
        <translation>Boliviabonus</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Utgang</translation>
    </message>
    <message>
        <source>Red 3s laid</source>
        <translation>Utlagte røde treere</translation>
    </message>
    <message>
        <source>Red 3s still held</source>
        <translation>Røde treere på hånden</translation>
    </message>
    <message>
        <source>Hand {n} is over</source>
        <translation>Runde {n} er over</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Du gikk ut.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} gikk ut.</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out.</source>
        <translation>Trekkbunken er tom: ingen gikk ut.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Denne runden</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Totalt i spillet</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Se resultatet</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Neste runde</translation>
    </message>
    <message>
        <source>First side to {n} wins.</source>
        <translation>Laget som først når {n}, vinner.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>total</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>No hand finished yet.</source>
        <translation>Ingen runde er ferdig ennå.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>Rundens resultat</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Uavgjort!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vinner spillet!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Laget ditt vinner spillet!</translation>
    </message>
    <message>
        <source>The opponents win the game.</source>
        <translation>Motspillerne vinner spillet.</translation>
    </message>
    <message>
        <source>{name} win the game.</source>
        <translation>{name} vinner spillet.</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation>{name} vinner spillet.</translation>
    </message>
    <message numerus="yes">
        <source>Final totals after %n hand(s)</source>
        <translation>
            <numerusform>Sluttresultat etter %n runde</numerusform>
            <numerusform>Sluttresultat etter %n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
</context>
<context>
    <name>ScoreReplay</name>
    <message>
        <source>Deal</source>
        <translation>Utdeling</translation>
    </message>
    <message>
        <source>Deal {deal} (the deal seed and hand number): the same cards come again with “Replay this deal”.</source>
        <translation>Utdeling {deal} (utdelingsnummer og runde): med «Spill utdelingen på nytt» kommer de samme kortene igjen.</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>Step through the hand</source>
        <translation>Gå gjennom runden</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Spill utdelingen på nytt</translation>
    </message>
    <message>
        <source>Deal hand {n} again with the same cards and seats? The game on the table ends.</source>
        <translation>Dele ut runde {n} på nytt med de samme kortene og plassene? Spillet på bordet avsluttes.</translation>
    </message>
    <message>
        <source>game of {when}, hand {n}</source>
        <translation>spill fra {when}, runde {n}</translation>
    </message>
    <message>
        <source>Past hands:</source>
        <translation>Tidligere runder:</translation>
    </message>
    <message>
        <source>game {g}, hand {n}</source>
        <translation>spill {g}, runde {n}</translation>
    </message>
    <message>
        <source>Choose a hand</source>
        <translation>Velg en runde</translation>
    </message>
    <message>
        <source>This hand cannot be shown</source>
        <translation>Denne runden kan ikke vises</translation>
    </message>
</context>
<context>
    <name>SessionModel</name>
    <message>
        <source>Your settings could not be read completely; defaults are used instead.</source>
        <translation>Innstillingene dine kunne ikke leses helt; standardverdiene brukes i stedet.</translation>
    </message>
    <message>
        <source>Could not resume the last game</source>
        <translation>Kunne ikke fortsette det forrige spillet</translation>
    </message>
    <message>
        <source>Settings not changed</source>
        <translation>Innstillingene ble ikke endret</translation>
    </message>
    <message>
        <source>Could not save the game automatically</source>
        <translation>Kunne ikke lagre spillet automatisk</translation>
    </message>
    <message>
        <source>Could not record the hand in the score history</source>
        <translation>Kunne ikke føre runden inn i poenghistorikken</translation>
    </message>
    <message>
        <source>Could not record the game in the score history</source>
        <translation>Kunne ikke føre spillet inn i poenghistorikken</translation>
    </message>
    <message>
        <source>Could not remove the finished game&apos;s autosave</source>
        <translation>Kunne ikke fjerne autolagringen av det ferdige spillet</translation>
    </message>
    <message>
        <source>Could not remove the autosave</source>
        <translation>Kunne ikke fjerne autolagringen</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Kunne ikke lagre spillet</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is one of the files Samba Desktop keeps for itself (the game saved automatically, the score history or the settings): a saved game cannot take its place. Choose another name or folder; nothing was changed.</source>
        <translation>«{name}» er en av filene Samba Desktop holder for seg selv (det automatisk lagrede spillet, poenghistorikken eller innstillingene): et lagret spill kan ikke ta plassen dens. Velg et annet navn eller en annen mappe; ingenting ble endret.</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Kunne ikke åpne det lagrede spillet</translation>
    </message>
    <message>
        <source>Could not save the settings</source>
        <translation>Kunne ikke lagre innstillingene</translation>
    </message>
    <message>
        <source>Could not read the score history</source>
        <translation>Kunne ikke lese poenghistorikken</translation>
    </message>
    <message>
        <source>Could not export the score history</source>
        <translation>Kunne ikke eksportere poenghistorikken</translation>
    </message>
    <message>
        <source>Could not reset the statistics</source>
        <translation>Kunne ikke nullstille statistikken</translation>
    </message>
    <message>
        <source>The score history is not available</source>
        <translation>Poenghistorikken er ikke tilgjengelig</translation>
    </message>
    <message>
        <source>The score history was made by a newer version of Samba Desktop: it is shown, but the games played now are not recorded in it.</source>
        <translation>Poenghistorikken ble laget av en nyere versjon av Samba Desktop: den vises, men spillene som spilles nå, blir ikke ført inn i den.</translation>
    </message>
    <message>
        <source>The score history could not be read; a new one was started.</source>
        <translation>Poenghistorikken kunne ikke leses; en ny er startet.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
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
        <translation>Hjelpemidler</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Lyd</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Dataspillernes hastighet:</translation>
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
        <translation>Den lengste tiden en dataspiller på nivået Vanskelig tenker på én avgjørelse: jo lenger, desto sterkere spiller den. De fleste trekkene gjør den på et øyeblikk. Lett og Normal tenker aldri så lenge.</translation>
    </message>
    <message>
        <source>Thinking time:</source>
        <translation>Tenketid:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Kort:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kortstørrelse:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Sorter hånden:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Språk:</translation>
    </message>
    <message>
        <source>The new language is used as soon as you press OK.</source>
        <translation>Det nye språket brukes så snart du trykker OK.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next new game.</source>
        <translation>Endrede regler gjelder fra neste nye spill.</translation>
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
        <translation>POENG</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>RECENT MOVES</source>
        <translation>SISTE TREKK</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Motspillere</translation>
    </message>
    <message>
        <source>How the other sides stand in this hand</source>
        <translation>Hvordan de andre lagene ligger an i denne runden</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Siste trekk</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>target {n}</source>
        <translation>mål {n}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Runden er over</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Venter på at spillet skal starte</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Your answer, please</source>
        <translation>Ditt svar, takk</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Turen til {name}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>First meld done</source>
        <translation>Første melding klar</translation>
    </message>
    <message>
        <source>needed {n}</source>
        <translation>krav {n}</translation>
    </message>
    <message>
        <source>staged {v}</source>
        <translation>forberedt {v}</translation>
    </message>
    <message>
        <source>First meld: {n}</source>
        <translation>Første melding: {n}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>Sjukortsmeldinger {n}/2</translation>
    </message>
    <message>
        <source>you may go out</source>
        <translation>du kan gå ut</translation>
    </message>
    <message>
        <source>needed to go out</source>
        <translation>trengs for å gå ut</translation>
    </message>
    <message>
        <source>Red 3s laid: {n}</source>
        <translation>Røde treere: {n}</translation>
    </message>
    <message>
        <source>On the table: {n}</source>
        <translation>På bordet: {n}</translation>
    </message>
    <message>
        <source>{side} · THIS HAND</source>
        <translation>{side} · DENNE RUNDEN</translation>
    </message>
    <message>
        <source>Your side needs two 7-card melds (canastas or sambas) to go out; laid red 3s count +100 each once it has them.</source>
        <translation>Laget ditt trenger to sjukortsmeldinger (canastaer eller sambaer) for å gå ut; når laget har dem, gir hver utlagt rød treer +100.</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>har meldt</translation>
    </message>
    <message>
        <source>not melded yet</source>
        <translation>har ikke meldt ennå</translation>
    </message>
    <message>
        <source>{first} · 7-card melds {n}/2 · red 3s {r}</source>
        <translation>{first} · sjukortsmeldinger {n}/2 · røde treere {r}</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Samba Desktop is already open</source>
        <translation>Samba Desktop er allerede åpent</translation>
    </message>
    <message>
        <source>Samba Desktop is already running with your games, but it did not answer. This copy closes without changing anything, so that no game is written by two copies at once. Switch to the open window, or wait a moment and start Samba Desktop again.</source>
        <translation>Samba Desktop kjører allerede med spillene dine, men svarte ikke. Denne kopien lukkes uten å endre noe, slik at ingen spill skrives av to kopier samtidig. Bytt til det åpne vinduet, eller vent litt og start Samba Desktop på nytt.</translation>
    </message>
</context>
<context>
    <name>SoundForm</name>
    <message>
        <source>Play sounds at the table</source>
        <translation>Spill av lyder ved bordet</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volum:</translation>
    </message>
    <message>
        <source>Quiet sounds for the deal, a draw, cards laid, a discard, a canasta or samba closed, going out and your turn.</source>
        <translation>Dempede lyder for utdelingen, trekk, kort som legges ut, kast, en ferdig canasta eller samba, utgang og din tur.</translation>
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
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Oversikt</translation>
    </message>
    <message>
        <source>Each side&apos;s total after every hand of the game on the table.</source>
        <translation>Hvert lags sum etter hver runde i spillet som pågår.</translation>
    </message>
    <message>
        <source>This Game</source>
        <translation>Dette spillet</translation>
    </message>
    <message>
        <source>One bar per finished game: your total minus the best other total.</source>
        <translation>Én stolpe per ferdig spill: summen din minus den beste andre summen.</translation>
    </message>
    <message>
        <source>Over Time</source>
        <translation>Over tid</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksporter CSV…</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>Nullstill statistikken…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinnerandel</translation>
    </message>
    <message>
        <source>By opponent strength</source>
        <translation>Etter motspillernes styrke</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Etter antall spillere</translation>
    </message>
    <message>
        <source>Hands and melds</source>
        <translation>Runder og meldinger</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Spilte runder</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste runde</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Snitt per runde</translation>
    </message>
    <message>
        <source>Times your side went out</source>
        <translation>Ganger laget ditt gikk ut</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Lengste seiersrekke</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Nåværende seiersrekke</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastaer</translation>
    </message>
    <message>
        <source>&#x2003;of them pure</source>
        <translation>&#x2003;herav rene</translation>
    </message>
    <message>
        <source>Sambas</source>
        <translation>Sambaer</translation>
    </message>
    <message>
        <source>Bolivias</source>
        <translation>Boliviaer</translation>
    </message>
    <message>
        <source>The score history is not available.</source>
        <translation>Poenghistorikken er ikke tilgjengelig.</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen ferdige spill ennå.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>Unfinished games (not counted): {count}</source>
        <translation>Uferdige spill (telles ikke): {count}</translation>
    </message>
    <message>
        <source>Export Score History</source>
        <translation>Eksporter poenghistorikken</translation>
    </message>
    <message>
        <source>samba-history</source>
        <translation>samba-historikk</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Eksportert til {path}</translation>
    </message>
    <message>
        <source>Exported games to {games} and hands to {hands}</source>
        <translation>Spill eksportert til {games} og runder til {hands}</translation>
    </message>
    <message>
        <source>Statistics reset.</source>
        <translation>Statistikken er nullstilt.</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>The table did not let you in.</source>
        <translation>Bordet slapp deg ikke inn.</translation>
    </message>
    <message>
        <source>You were hosting a table when Samba Desktop closed. Host it again now?</source>
        <translation>Du hadde startet et bord da Samba Desktop ble lukket. Starte det igjen nå?</translation>
    </message>
    <message>
        <source>Your friends are waiting: they come back with the same link, and the game goes on where it stopped.</source>
        <translation>Vennene dine venter: de kommer tilbake med samme lenke, og spillet fortsetter der det stoppet.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Start igjen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nå</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Forlat bordet</translation>
    </message>
    <message>
        <source>End the table for everyone?</source>
        <translation>Stenge bordet for alle?</translation>
    </message>
    <message>
        <source>Leave the table for good?</source>
        <translation>Forlate bordet for godt?</translation>
    </message>
    <message>
        <source>Your friends&apos; game ends with it. To play on later, close the app instead: the next start offers to host the table again.</source>
        <translation>Da er spillet slutt for vennene dine også. Vil dere spille videre senere, lukk heller appen: neste gang den starter, tilbyr den å starte bordet igjen.</translation>
    </message>
    <message>
        <source>A computer plays your seat for the rest of the game. To come back later, close the app instead: the same link gives you your seat back.</source>
        <translation>En datamaskin spiller plassen din resten av spillet. Vil du komme tilbake senere, lukk heller appen: med den samme lenken får du plassen din tilbake.</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Steng bordet</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bli</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Start et bord</translation>
    </message>
    <message>
        <source>Resume the table you hosted before?</source>
        <translation>Fortsette ved bordet du startet sist?</translation>
    </message>
    <message>
        <source>Friends join it again with the same link. A new table gets a new link.</source>
        <translation>Vennene blir med igjen med samme lenke. Et nytt bord får en ny lenke.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nytt bord</translation>
    </message>
    <message>
        <source>Could not host the table</source>
        <translation>Bordet kunne ikke startes</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>That is not a table&apos;s link. A link looks like samba://host:port/… and comes from the host.</source>
        <translation>Det er ingen lenke til et bord. En lenke ser ut som samba://host:port/… og kommer fra verten.</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gjest</translation>
    </message>
    <message>
        <source>Could not reach the table at {address}. Check the link, and that the host is still hosting it.</source>
        <translation>Bordet på {address} kunne ikke nås. Sjekk lenken, og at verten fortsatt har bordet åpent.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>The connection to the table has ended.</source>
        <translation>Forbindelsen til bordet er brutt.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer with your link.</source>
        <translation>Plassen din ble tatt over fra et annet vindu eller en annen datamaskin med lenken din.</translation>
    </message>
    <message>
        <source>The host has left or the network is down. Your seat is kept: join again with the same link when the host is back.</source>
        <translation>Verten har gått, eller nettverket er nede. Plassen din holdes av: bli med igjen med samme lenke når verten er tilbake.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Bli med igjen</translation>
    </message>
    <message>
        <source>Play offline</source>
        <translation>Spill uten nett</translation>
    </message>
    <message>
        <source>Could not rejoin the table</source>
        <translation>Kunne ikke bli med ved bordet igjen</translation>
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
        <translation>Vest</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
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
        <translation>Velg først kortene du vil melde.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Velg ett kort å kaste.</translation>
    </message>
    <message>
        <source>Select one card, then click the pile to discard it.</source>
        <translation>Velg ett kort, og klikk så på kastebunken for å kaste det.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Kast ett kort om gangen.</translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <source>A friend</source>
        <translation>En venn</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Dataspiller: Lett</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Dataspiller: Normal</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Dataspiller: Vanskelig</translation>
    </message>
    <message>
        <source>Seat {n}: waiting for a friend to join</source>
        <translation>Plass {n}: venter på en venn</translation>
    </message>
    <message>
        <source>Seat {n}: {name} (you, hosting)</source>
        <translation>Plass {n}: {name} (du, vert)</translation>
    </message>
    <message>
        <source>Seat {n}: {name} has joined</source>
        <translation>Plass {n}: {name} er med</translation>
    </message>
    <message>
        <source>Seat {n}: {name} is away (the seat is kept)</source>
        <translation>Plass {n}: {name} er borte (plassen holdes av)</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer</source>
        <translation>Plass {n}: {name}, dataspiller</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer ({level})</source>
        <translation>Plass {n}: {name}, dataspiller ({level})</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Start et bord</translation>
    </message>
    <message>
        <source>Friends join with the link you are given next. Seats you do not give to a friend are played by computers.</source>
        <translation>Vennene blir med via lenken du får i neste steg. Plasser du ikke gir til en venn, spilles av datamaskinen.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Navnet ditt</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Navnet ditt:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spillere:</translation>
    </message>
    <message>
        <source>Show this table on the local network</source>
        <translation>Vis bordet i det lokale nettverket</translation>
    </message>
    <message>
        <source>Anyone on this network (at home, say) then finds it under Join a table and may join without the link. Leave it off on a network you share with strangers.</source>
        <translation>Da finner alle i dette nettverket (hjemme, for eksempel) bordet under Bli med ved et bord og kan bli med uten lenken. La det være av i et nettverk du deler med fremmede.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Plass {n}:</translation>
    </message>
    <message>
        <source>Who sits where:</source>
        <translation>Hvem sitter hvor:</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} og {b}</translation>
    </message>
    <message>
        <source>Who sits where (partners sit opposite each other: seats {pairs}):</source>
        <translation>Hvem sitter hvor (partnere sitter overfor hverandre: plass {pairs}):</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Bordet ditt</translation>
    </message>
    <message>
        <source>Send this link to the friends you invite:</source>
        <translation>Send denne lenken til vennene du inviterer:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Flytt opp</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Flytt ned</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Steng bordet</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message numerus="yes">
        <source>Start now and computers play the %n seat(s) nobody has taken.</source>
        <translation>
            <numerusform>Starter du nå, spiller datamaskinen den ledige plassen.</numerusform>
            <numerusform>Starter du nå, spiller datamaskinen de %n ledige plassene.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Alle er her.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Bli med ved et bord</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Lenke:</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Bord i dette nettverket:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Bli med</translation>
    </message>
    <message>
        <source>{name}’s table</source>
        <translation>Bordet til {name}</translation>
    </message>
    <message>
        <source>(none found yet)</source>
        <translation>(ingen funnet ennå)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>thinking…</source>
        <translation>tenker…</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>bestemmer seg…</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <translation>DIN HÅND</translation>
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
        <translation>Etter farge</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Etter valør</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>friend</source>
        <translation>venn</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>dataspiller</translation>
    </message>
    <message>
        <source>away</source>
        <translation>borte</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motspiller</translation>
    </message>
    <message>
        <source>{role} · {who}</source>
        <translation>{role} · {who}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>siste trekk</translation>
    </message>
    <message>
        <source>TURN ORDER</source>
        <translation>TURREKKEFØLGE</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>STOCK</source>
        <translation>TREKKBUNKE</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>kast</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <translation>KASTEBUNKE</translation>
    </message>
    <message>
        <source>open</source>
        <translation>åpen</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blokkert</translation>
    </message>
    <message>
        <source>you hold two {rank}s: take the pile</source>
        <translation>du har to {rank}: ta kastebunken</translation>
    </message>
    <message>
        <source>click the stock to draw</source>
        <translation>klikk på trekkbunken for å trekke</translation>
    </message>
    <message>
        <source>drop a card here to discard</source>
        <translation>slipp et kort her for å kaste</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Røde 3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>First meld {value} / {minimum}</source>
        <translation>Første melding {value} / {minimum}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Legg ut</translation>
    </message>
    <message>
        <source>first meld ✓</source>
        <translation>første melding ✓</translation>
    </message>
    <message>
        <source>first meld: {minimum}</source>
        <translation>første melding: {minimum}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>Sjukortsmeldinger {n}/2</translation>
    </message>
    <message>
        <source>first meld</source>
        <translation>første melding</translation>
    </message>
    <message numerus="yes">
        <source>%n selected: {cards} · worth {points}</source>
        <translation>
            <numerusform>%n valgt: {cards} · verdi {points}</numerusform>
            <numerusform>%n valgt: {cards} · verdi {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Red 3s · {n}</source>
        <translation>Røde treere · {n}</translation>
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
        <translation>BLANDET</translation>
    </message>
    <message>
        <source>MIXED CANASTA</source>
        <translation>BLANDET CANASTA</translation>
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
        <translation>Kastebunken er blokkert: ingen får ta den mens en joker ligger øverst.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Alle plassene ved bordet er tatt.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Den plassen er tatt.</translation>
    </message>
    <message>
        <source>You have not joined this table.</source>
        <translation>Du sitter ikke ved dette bordet.</translation>
    </message>
    <message>
        <source>The table could not read what this app sent.</source>
        <translation>Bordet kunne ikke lese det appen sendte.</translation>
    </message>
    <message>
        <source>The message was too long for the table.</source>
        <translation>Meldingen var for lang for bordet.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Vent litt: det er ikke din tur.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>Bordet avviste det.</translation>
    </message>
    <message>
        <source>group</source>
        <translation>gruppe</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>rekkefølge</translation>
    </message>
    <message>
        <source>pure canasta</source>
        <translation>ren canasta</translation>
    </message>
    <message>
        <source>mixed canasta</source>
        <translation>blandet canasta</translation>
    </message>
    <message>
        <source>samba</source>
        <translation>samba</translation>
    </message>
    <message>
        <source>black 3s</source>
        <translation>svarte treere</translation>
    </message>
    <message>
        <source>wild cards</source>
        <translation>ville kort</translation>
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
        <translation>ville ×{n}</translation>
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
            <numerusform>Du tok kastebunken (%n kort) med {cards}</numerusform>
            <numerusform>Du tok kastebunken (%n kort) med {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>You found the stock empty: the hand ends</source>
        <translation>Du fant trekkbunken tom: runden er slutt</translation>
    </message>
    <message>
        <source>{name} found the stock empty: the hand ends</source>
        <translation>{name} fant trekkbunken tom: runden er slutt</translation>
    </message>
    <message>
        <source>You drew the last card</source>
        <translation>Du trakk det siste kortet</translation>
    </message>
    <message>
        <source>{name} drew the last card</source>
        <translation>{name} trakk det siste kortet</translation>
    </message>
    <message>
        <source>{name} drew 2</source>
        <translation>{name} trakk 2</translation>
    </message>
    <message>
        <source>You answered no</source>
        <translation>Du svarte nei</translation>
    </message>
    <message>
        <source>You took back a move</source>
        <translation>Du angret et trekk</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Du gikk ut</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} gikk ut</translation>
    </message>
    <message>
        <source>New game — hand 1</source>
        <translation>Nytt spill – runde 1</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out</source>
        <translation>Trekkbunken er tom: ingen gikk ut</translation>
    </message>
    <message numerus="yes">
        <source>{name} took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>{name} tok kastebunken (%n kort) med {cards}</numerusform>
            <numerusform>{name} tok kastebunken (%n kort) med {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>This link does not open the table: the host may have closed it or started another one.</source>
        <translation>Lenken fører ikke til bordet: verten kan ha stengt det eller startet et nytt.</translation>
    </message>
    <message>
        <source>Your seat at this table can no longer be taken back.</source>
        <translation>Plassen din ved bordet kan ikke lenger tas tilbake.</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two(s)</source>
        <translation>
            <numerusform>%n toer</numerusform>
            <numerusform>%n toere</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew 2</source>
        <translation>Du trakk 2</translation>
    </message>
    <message>
        <source>You took {card} onto a sequence</source>
        <translation>Du tok {card} fra kastebunken til en rekkefølge</translation>
    </message>
    <message>
        <source>{name} took {card} onto a sequence</source>
        <translation>{name} tok {card} fra kastebunken til en rekkefølge</translation>
    </message>
    <message>
        <source>{name} melded {cards}</source>
        <translation>{name} meldte {cards}</translation>
    </message>
    <message>
        <source>You melded {cards}</source>
        <translation>Du meldte {cards}</translation>
    </message>
    <message>
        <source>You added {cards} to {meld}</source>
        <translation>Du la {cards} til {meld}</translation>
    </message>
    <message>
        <source>{name} added {cards} to {meld}</source>
        <translation>{name} la {cards} til {meld}</translation>
    </message>
    <message>
        <source>You merged two groups ({meld})</source>
        <translation>Du slo sammen to grupper ({meld})</translation>
    </message>
    <message>
        <source>{name} merged two groups ({meld})</source>
        <translation>{name} slo sammen to grupper ({meld})</translation>
    </message>
    <message>
        <source>{name} laid a red 3</source>
        <translation>{name} la ut en rød treer</translation>
    </message>
    <message>
        <source>You laid a red 3</source>
        <translation>Du la ut en rød treer</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} kastet {card}</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Du kastet {card}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} sa pass</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Du sa pass</translation>
    </message>
    <message>
        <source>You asked: “May I go out?”</source>
        <translation>Du spurte: «Kan jeg gå ut?»</translation>
    </message>
    <message>
        <source>{name} asked: “May I go out?”</source>
        <translation>{name} spurte: «Kan jeg gå ut?»</translation>
    </message>
    <message>
        <source>{name} answered yes</source>
        <translation>{name} svarte ja</translation>
    </message>
    <message>
        <source>You answered yes</source>
        <translation>Du svarte ja</translation>
    </message>
    <message>
        <source>{name} answered no</source>
        <translation>{name} svarte nei</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>A samba is in reach</source>
        <translation>En samba er innen rekkevidde</translation>
    </message>
    <message>
        <source>Your side&apos;s sequence lacks only a few cards of a samba, worth 1,500. Keep the cards that fit it, and watch the samba outlook: once all three copies of a missing card are gone, that samba is lost.</source>
        <translation>Lagets rekkefølge mangler bare noen få kort til en samba, verdt 1&#xa0;500. Behold kortene som passer, og følg med på sambautsiktene: når alle tre eksemplarene av et manglende kort er borte, er den sambaen tapt.</translation>
    </message>
    <message>
        <source>Block the big pile</source>
        <translation>Blokker den store bunken</translation>
    </message>
    <message>
        <source>The discard pile is big. A black 3 on top blocks it: the next player cannot take it. Discard your black 3 now if you do not want to give the pile away.</source>
        <translation>Kastebunken er stor. En svart treer øverst blokkerer den: neste spiller kan ikke ta den. Kast den svarte treeren nå hvis du ikke vil gi bort bunken.</translation>
    </message>
    <message>
        <source>Lay your red 3</source>
        <translation>Legg ut den røde treeren</translation>
    </message>
    <message>
        <source>A laid red 3 counts 100 for your side (all six together 1,000) if your side has its two 7-card melds when the hand ends; without them each laid red 3 counts −100. A red 3 still in your hand at the end costs 750. Lay it with the Red 3 button.</source>
        <translation>En utlagt rød treer gir laget ditt 100 (alle seks til sammen 1&#xa0;000) hvis laget har sine to sjukortsmeldinger når runden slutter; uten dem gir hver utlagt rød treer −100. En rød treer som fortsatt er på hånden ved slutten, koster 750. Legg den ut med knappen «Rød treer».</translation>
    </message>
    <message>
        <source>Wild cards spent in vain</source>
        <translation>Ville kort brukt forgjeves</translation>
    </message>
    <message>
        <source>Too few cards of that rank are left for one of your groups with wild cards ever to reach seven cards. Keep wild cards for melds that can still become canastas or for blocking the pile.</source>
        <translation>Det er for få kort igjen av den valøren til at en av gruppene dine med ville kort noen gang kan nå sju kort. Spar ville kort til meldinger som fortsatt kan bli canastaer, eller til å blokkere bunken.</translation>
    </message>
    <message>
        <source>Your side may go out</source>
        <translation>Laget ditt kan gå ut</translation>
    </message>
    <message>
        <source>Your side has its two 7-card melds. Going out ends the hand and earns 200: do it when your side is ahead on this hand. With a partner you may ask first (Ask partner).</source>
        <translation>Laget ditt har sine to sjukortsmeldinger. Å gå ut avslutter runden og gir 200: gjør det når laget ditt ligger foran i denne runden. Med en partner kan du spørre først («Spør partner»).</translation>
    </message>
    <message>
        <source>Beginners see each of these tips once, when it fits the game; switch them on again or off in Settings ▸ Aids.</source>
        <translation>Nybegynnere ser hvert av disse tipsene én gang, når det passer i spillet; slå dem på igjen eller av under Innstillinger ▸ Hjelpemidler.</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Tips for nybegynnere</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Forstått</translation>
    </message>
    <message>
        <source>No more tips</source>
        <translation>Ingen flere tips</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>Samba Desktop {version} is available: Help ▸ About links to the download.</source>
        <translation>Samba Desktop {version} er tilgjengelig: Hjelp ▸ Om Samba Desktop lenker til nedlastingen.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Samba Desktop</source>
        <translation>Velkommen til Samba Desktop</translation>
    </message>
    <message>
        <source>Samba is Canasta with three decks: build melds of one rank and sequences of one suit, grow them into canastas and sambas, and be first to go out.</source>
        <translation>Samba er canasta med tre kortstokker: meld grupper av samme valør og rekkefølger i samme farge, bygg dem ut til canastaer og sambaer, og gå ut først.</translation>
    </message>
    <message>
        <source>How would you like to play?</source>
        <translation>Hvordan vil du spille?</translation>
    </message>
    <message>
        <source>With a computer partner, against two computers (4 players)</source>
        <translation>Med en dataspiller som partner, mot to dataspillere (4 spillere)</translation>
    </message>
    <message>
        <source>Alone against one computer (2 players)</source>
        <translation>Alene mot én dataspiller (2 spillere)</translation>
    </message>
    <message>
        <source>Alone against two computers (3 players)</source>
        <translation>Alene mot to dataspillere (3 spillere)</translation>
    </message>
    <message>
        <source>With a computer partner, against four computers in two pairs (6 players)</source>
        <translation>Med en dataspiller som partner, mot fire dataspillere i to par (6 spillere)</translation>
    </message>
    <message>
        <source>Strength of the computers:</source>
        <translation>Dataspillernes styrke:</translation>
    </message>
    <message>
        <source>New to Samba? Help ▸ Rules (F1) explains the game, and Hint (H) at the table suggests a move. You can change all of this later under Game ▸ New game and Settings.</source>
        <translation>Ny i samba? Hjelp ▸ Regler (F1) forklarer spillet, og Tips (H) ved bordet foreslår et trekk. Alt dette kan du endre senere under Spill ▸ Nytt spill og Innstillinger.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Les reglene</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Begynn å spille</translation>
    </message>
    <message>
        <source>Learn to play first</source>
        <translation>Lær å spille først</translation>
    </message>
    <message>
        <source>A guided first hand: the table shows one step at a time and waits for you.</source>
        <translation>En veiledet første runde: bordet viser ett trinn om gangen og venter på deg.</translation>
    </message>
</context>
<context>
    <name>_RecordTable</name>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinnerandel</translation>
    </message>
</context>
</TS>
