<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Draw</source>
        <translation>Líznout</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Vzít balíček</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Vyložit</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odhodit</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Červená 3</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Zeptat se</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Yes, go out</source>
        <translation>Ano, ukonči</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Další kolo</translation>
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
        <translation>Opustit rozehranou hru?</translation>
    </message>
    <message>
        <source>The game on the table ends. To come back to it later, save it first (Game ▸ Save as…).</source>
        <translation>Hra na stole skončí. Chcete-li se k ní později vrátit, nejdřív ji uložte (Hra ▸ Uložit jako…).</translation>
    </message>
    <message>
        <source>Samba games (*{suffix})</source>
        <translation>Hry Samba (*{suffix})</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Samba game</source>
        <translation>Hra Samba</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <source>Hand viewer…</source>
        <translation>Prohlížeč kol…</translation>
    </message>
</context>
<context>
    <name>AidsForm</name>
    <message>
        <source>Show the samba outlook beside the table</source>
        <translation>Zobrazit výhled na samby vedle stolu</translation>
    </message>
    <message>
        <source>Say why the computer players (and the hint) chose their moves</source>
        <translation>Říct, proč počítačoví hráči (a rada) zvolili své tahy</translation>
    </message>
    <message>
        <source>Show tips for beginners</source>
        <translation>Zobrazovat tipy pro začátečníky</translation>
    </message>
    <message>
        <source>Review my decisions after each hand</source>
        <translation>Po každém kole zhodnotit moje rozhodnutí</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the background and says which ones cost points, and what was better.</source>
        <translation>Počítač na pozadí projde každé vaše rozhodnutí a řekne, která stála body a co by bylo lepší.</translation>
    </message>
    <message>
        <source>Show all tips again</source>
        <translation>Zobrazit znovu všechny tipy</translation>
    </message>
    <message>
        <source>Each tip is shown once. The help lists them all.</source>
        <translation>Každý tip se zobrazí jednou. Nápověda je uvádí všechny.</translation>
    </message>
    <message>
        <source>Tell me when a newer version is released</source>
        <translation>Upozornit mě, když vyjde novější verze</translation>
    </message>
    <message>
        <source>At start, at most once a day, Samba Desktop asks the project&apos;s releases page whether there is a newer version. Nothing else is sent.</source>
        <translation>Při spuštění, nejvýše jednou denně, se Samba Desktop zeptá stránky s vydáními projektu, zda existuje novější verze. Nic jiného se neodesílá.</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Napište něco ke stolu…</translation>
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
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Snadná</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Smíšená</translation>
    </message>
    <message>
        <source>Laid by the player</source>
        <translation>Vykládá je hráč</translation>
    </message>
    <message>
        <source>Laid and replaced automatically</source>
        <translation>Vykládají se a nahrazují automaticky</translation>
    </message>
    <message>
        <source>Keep 1 card (pass)</source>
        <translation>Ponechat 1 kartu (pas)</translation>
    </message>
    <message>
        <source>Keep 2 cards</source>
        <translation>Ponechat 2 karty</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Okamžitá</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasické</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Čtyři barvy</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Velké indexy</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Malé</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Velké</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Podle hodnoty</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Podle barvy</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Jazyk systému</translation>
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
        <translation>Samba Desktop: karetní hra kanasta se třemi balíčky, proti počítačovým hráčům. Spuštěna bez voleb otevře své okno.</translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>zobrazit tuto nápovědu a skončit</translation>
    </message>
    <message>
        <source>show the version number and quit</source>
        <translation>zobrazit číslo verze a skončit</translation>
    </message>
    <message>
        <source>check the installation without a window (offscreen) and quit</source>
        <translation>zkontrolovat instalaci bez okna (offscreen) a skončit</translation>
    </message>
    <message>
        <source>a table&apos;s link: open the window to join that table</source>
        <translation>odkaz na stůl: otevře okno a připojí vás k tomuto stolu</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: there is no display to show it on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or use --self-test to check the installation without a window.</source>
        <translation>Samba Desktop nemůže otevřít své okno: není k dispozici žádná obrazovka, na které by se zobrazilo (není nastaveno DISPLAY ani WAYLAND_DISPLAY). Spusťte ho z relace pracovní plochy, nebo instalaci zkontrolujte bez okna pomocí --self-test.</translation>
    </message>
    <message>
        <source>Samba Desktop cannot open its window: this system lacks libraries that Qt needs to draw windows ({libraries}). Install them and start it again. On Debian and Ubuntu: sudo apt install {debian}. On Fedora: sudo dnf install {fedora}.</source>
        <translation>Samba Desktop nemůže otevřít své okno: v tomto systému chybí knihovny, které Qt potřebuje ke kreslení oken ({libraries}). Nainstalujte je a spusťte hru znovu. V Debianu a Ubuntu: sudo apt install {debian}. Ve Fedoře: sudo dnf install {fedora}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Us</source>
        <translation>My</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Soupeři</translation>
    </message>
    <message>
        <source>Please wait: the host has not started the game yet.</source>
        <translation>Počkejte prosím: hra ještě nezačala – spustí ji hostitel.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Počkejte prosím: nejste na tahu.</translation>
    </message>
    <message>
        <source>Answer your partner first: may they go out?</source>
        <translation>Nejdřív odpovězte spoluhráči: smí ukončit?</translation>
    </message>
    <message>
        <source>Your side has already melded: lay melds directly.</source>
        <translation>Vaše strana už vykládala: vykládejte rovnou.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Počkejte, až budete na tahu.</translation>
    </message>
    <message>
        <source>A red 3 is laid at once, before you draw or meld: it counts for your side, and one left in hand costs points.</source>
        <translation>Červená trojka se vykládá hned, než si líznete nebo vyložíte: počítá se vaší straně a ta, která zůstane v ruce, stojí body.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Lízněte si z talonu.</translation>
    </message>
    <message>
        <source>Take the pile with {cards}.</source>
        <translation>Vezměte balíček kartami {cards}.</translation>
    </message>
    <message>
        <source>Also lay {melds}.</source>
        <translation>Vyložte také {melds}.</translation>
    </message>
    <message>
        <source>Take the top card onto your sequence.</source>
        <translation>Vezměte vrchní kartu ke své postupce.</translation>
    </message>
    <message>
        <source>Meld {cards}.</source>
        <translation>Vyložte {cards}.</translation>
    </message>
    <message>
        <source>Add {cards} to {meld}.</source>
        <translation>Přiložte {cards} k {meld}.</translation>
    </message>
    <message>
        <source>Merge your two groups of the same rank.</source>
        <translation>Spojte své dvě skupiny stejné hodnoty.</translation>
    </message>
    <message>
        <source>Lay your red 3.</source>
        <translation>Vyložte svou červenou trojku.</translation>
    </message>
    <message>
        <source>Discard {card}.</source>
        <translation>Odhoďte {card}.</translation>
    </message>
    <message>
        <source>Pass: keep your last card.</source>
        <translation>Pas: ponechte si poslední kartu.</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out.</source>
        <translation>Zeptejte se spoluhráče, jestli smíte ukončit.</translation>
    </message>
    <message>
        <source>Answer yes.</source>
        <translation>Odpovězte ano.</translation>
    </message>
    <message>
        <source>Answer no.</source>
        <translation>Odpovězte ne.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Teď pro vás nemám radu.</translation>
    </message>
    <message>
        <source>Going out is not possible with this hand any more, so you play on.</source>
        <translation>S těmito kartami už ukončit nelze, takže hrajete dál.</translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message>
        <source>Scores: {s}</source>
        <translation>Body: {s}</translation>
    </message>
    <message>
        <source>red 3s: {n}</source>
        <translation>červené trojky: {n}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vpřed</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>Ukázat karty všech hráčů</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovat…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otevřít…</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Hrát toto rozdání</translation>
    </message>
    <message>
        <source>Deal these cards again at the table, with the same seats, and play the hand yourself.</source>
        <translation>Rozdat tytéž karty znovu u stolu se stejnými místy a odehrát kolo sami.</translation>
    </message>
    <message>
        <source>Hand viewer</source>
        <translation>Prohlížeč kol</translation>
    </message>
    <message>
        <source>Hand {n} · deal {deal}</source>
        <translation>Kolo {n} · rozdání {deal}</translation>
    </message>
    <message>
        <source>Open a hand record to step through it.</source>
        <translation>Otevřete záznam kola a projděte ho tah po tahu.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} · discard pile: %n card(s)</source>
        <translation>
            <numerusform>Talon: {n} · odhazovací balíček: %n karta</numerusform>
            <numerusform>Talon: {n} · odhazovací balíček: %n karty</numerusform>
            <numerusform>Talon: {n} · odhazovací balíček: %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n karta</numerusform>
            <numerusform>{name}: %n karty</numerusform>
            <numerusform>{name}: %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your past hands above, or open a hand record.</source>
        <translation>Vyberte nahoře některé ze svých dřívějších kol, nebo otevřete záznam kola.</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Kolo {n}</translation>
    </message>
    <message>
        <source>The deal (move 0 of {n})</source>
        <translation>Rozdání (tah 0 z {n})</translation>
    </message>
    <message>
        <source>Move {i} of {n}: {move}</source>
        <translation>Tah {i} z {n}: {move}</translation>
    </message>
    <message>
        <source>the hand is over: every hand is face up</source>
        <translation>kolo skončilo: karty všech hráčů jsou odkryté</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Proč: {reason}</translation>
    </message>
    <message>
        <source>Deal these cards again at the table? The game on the table ends.</source>
        <translation>Rozdat tyto karty u stolu znovu? Rozehraná hra skončí.</translation>
    </message>
    <message>
        <source>This deal cannot be played</source>
        <translation>Toto rozdání nelze hrát</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Exportovat kolo</translation>
    </message>
    <message>
        <source>Samba hand records (*{suffix})</source>
        <translation>Záznamy kol Samby (*{suffix})</translation>
    </message>
    <message>
        <source>The hand could not be exported</source>
        <translation>Kolo se nepodařilo exportovat</translation>
    </message>
    <message>
        <source>Open a hand record</source>
        <translation>Otevřít záznam kola</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>This hand record cannot be opened</source>
        <translation>Tento záznam kola nelze otevřít</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Cards in your melds</source>
        <translation>Karty ve vašich vyloženích</translation>
    </message>
    <message>
        <source>plus their values</source>
        <translation>plus jejich hodnota</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Karty, které zbyly v ruce</translation>
    </message>
    <message>
        <source>minus their values</source>
        <translation>minus jejich hodnota</translation>
    </message>
    <message>
        <source>Samba</source>
        <translation>Samba</translation>
    </message>
    <message>
        <source>Pure canasta</source>
        <translation>Čistá kanasta</translation>
    </message>
    <message>
        <source>Mixed canasta</source>
        <translation>Smíšená kanasta</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ukončení</translation>
    </message>
    <message>
        <source>Each red 3 laid, with two seven-card melds</source>
        <translation>Každá vyložená červená trojka, se dvěma vyloženími ze sedmi karet</translation>
    </message>
    <message>
        <source>All six red 3s, with two seven-card melds</source>
        <translation>Všech šest červených trojek, se dvěma vyloženími ze sedmi karet</translation>
    </message>
    <message>
        <source>Each red 3 laid, without them</source>
        <translation>Každá vyložená červená trojka, bez dvou vyložení ze sedmi karet</translation>
    </message>
    <message>
        <source>Red 3s still in a player&apos;s hand</source>
        <translation>Červené trojky, které hráči zůstaly v ruce</translation>
    </message>
    <message>
        <source>below 0</source>
        <translation>pod 0</translation>
    </message>
    <message>
        <source>{score} and more</source>
        <translation>{score} a více</translation>
    </message>
    <message>
        <source>Samba in a nutshell</source>
        <translation>Samba v kostce</translation>
    </message>
    <message>
        <source>Samba is Canasta&apos;s big sister: three decks and six jokers (162 cards), and besides groups of one rank you may also build runs in a suit.</source>
        <translation>Samba je rozšířená varianta kanasty pro tři balíčky karet a šest žolíků (162 karet); kromě skupin stejné hodnoty v ní můžete skládat i postupky v jedné barvě.</translation>
    </message>
    <message>
        <source>Score points by laying cards out in melds, above all in seven-card melds: canastas and sambas. The first side to reach the target score ({target} unless you choose otherwise) wins the game.</source>
        <translation>Body získáváte vykládáním karet, hlavně vyloženími ze sedmi karet: kanastami a sambami. Hru vyhraje strana, která jako první dosáhne cílového skóre (pokud nezvolíte jinak, {target}).</translation>
    </message>
    <message>
        <source>With four players the partners sit opposite each other; with six, there are three teams of two, partners again opposite. With two, three or five players everyone plays alone. Partners share their melds and their score.</source>
        <translation>Ve čtyřech sedí spoluhráči naproti sobě; v šesti hrají tři dvojice, spoluhráči opět naproti sobě. Ve dvou, třech nebo pěti hraje každý sám za sebe. Spoluhráči mají společná vyložení i body.</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild. 4s to aces are natural cards. 3s are special.</source>
        <translation>Žolíci a dvojky jsou divoké karty. Čtyřky až esa jsou přirozené karty. Pro trojky platí zvláštní pravidla.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Žolík</translation>
    </message>
    <message>
        <source>2 and ace</source>
        <translation>2 a eso</translation>
    </message>
    <message>
        <source>8 to king</source>
        <translation>8 až král</translation>
    </message>
    <message>
        <source>4 to 7, black 3</source>
        <translation>4 až 7, černá 3</translation>
    </message>
    <message>
        <source>Red 3s have no card value: they count only as red-3 bonuses or penalties.</source>
        <translation>Červené trojky nemají hodnotu karty: počítají se jen jako prémie nebo trest za červené trojky.</translation>
    </message>
    <message>
        <source>Everyone gets 15 cards (13 each with six players). The next card is turned face up to start the discard pile; the rest is the stock. The player to the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>Každý dostane 15 karet (v šesti hráčích po 13). Další karta se otočí lícem nahoru a založí odhazovací balíček; zbytek tvoří talon. Začíná hráč po levici rozdávajícího a hraje se po směru hodinových ručiček.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; two cards from the stock (only one if a single card is left) — or take from the discard pile (see below).</source>
        <translation>&lt;b&gt;Lízněte si&lt;/b&gt; dvě karty z talonu (jen jednu, když zbývá poslední) – nebo si vezměte z odhazovacího balíčku (viz níže).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Meld&lt;/b&gt; if you like: lay new melds, add cards to your side&apos;s melds, lay red 3s.</source>
        <translation>&lt;b&gt;Vykládejte&lt;/b&gt;, chcete-li: nová vyložení, karty k vyložením vaší strany, červené trojky.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt; one card onto the pile. That ends your turn.</source>
        <translation>&lt;b&gt;Odhoďte&lt;/b&gt; jednu kartu na odhazovací balíček. Tím váš tah končí.</translation>
    </message>
    <message>
        <source>A group is three or more cards of one natural rank. Wild cards may help, but a group needs at least twice as many natural cards as wild ones, and never more than two wild cards.</source>
        <translation>Skupinu tvoří tři nebo více karet stejné přirozené hodnoty. Divoké karty mohou pomoci, ale skupina musí mít aspoň dvakrát víc přirozených karet než divokých a nikdy víc než dvě divoké.</translation>
    </message>
    <message>
        <source>Seven or more cards make a &lt;b&gt;canasta&lt;/b&gt;: &lt;b&gt;pure&lt;/b&gt; without wild cards, &lt;b&gt;mixed&lt;/b&gt; with one or two. Your side may keep two groups of the same rank and merge them later.</source>
        <translation>Sedm a více karet tvoří &lt;b&gt;kanastu&lt;/b&gt;: &lt;b&gt;čistou&lt;/b&gt; bez divokých karet, &lt;b&gt;smíšenou&lt;/b&gt; s jednou nebo dvěma. Vaše strana smí mít dvě skupiny stejné hodnoty a později je spojit.</translation>
    </message>
    <message>
        <source>A sequence is three to seven natural cards of one suit in unbroken order, from 4 up to the ace (aces are high only). No wild cards and no 3s. Seven cards make a &lt;b&gt;samba&lt;/b&gt;, which is closed. Two sequences are never joined together.</source>
        <translation>Postupku tvoří tři až sedm přirozených karet jedné barvy v nepřerušené řadě, od čtyřky po eso (eso je vždy nejvyšší). Bez divokých karet a bez trojek. Sedm karet tvoří &lt;b&gt;sambu&lt;/b&gt;, která je uzavřená. Dvě postupky se nikdy nespojují.</translation>
    </message>
    <message>
        <source>The first time in a hand that your side melds, the cards laid in that one action must add up to a minimum, which depends on your side&apos;s score so far:</source>
        <translation>Když vaše strana v kole vykládá poprvé, musí karty vyložené v tomto jediném tahu dosáhnout minima, které závisí na dosavadním skóre vaší strany:</translation>
    </message>
    <message>
        <source>Here you compose the first meld in the staging area of your side&apos;s panel; it shows the running value against the minimum, and “Lay down” plays it as one action.</source>
        <translation>Zde první vyložení skládáte v přípravné ploše vaší strany; ukazuje průběžnou hodnotu vůči minimu a tlačítko „Vyložit“ ho zahraje jako jeden tah.</translation>
    </message>
    <message>
        <source>Instead of drawing you may take the &lt;b&gt;whole pile&lt;/b&gt; if you hold two natural cards of the top card&apos;s rank: they form a new group with the top card (more cards of that rank and wild cards may join), and the rest of the pile goes to your hand. Or take only the &lt;b&gt;top card&lt;/b&gt; when it extends one of your side&apos;s sequences.</source>
        <translation>Místo líznutí můžete vzít &lt;b&gt;celý odhazovací balíček&lt;/b&gt;, pokud máte v ruce dvě přirozené karty hodnoty vrchní karty: s vrchní kartou tvoří novou skupinu (přidat lze další karty té hodnoty i divoké karty) a zbytek balíčku jde do vaší ruky. Nebo vezměte jen &lt;b&gt;vrchní kartu&lt;/b&gt;, pokud prodlouží některou postupku vaší strany.</translation>
    </message>
    <message>
        <source>If your side has not melded yet, the top card and the cards you meld with it from your hand must reach the minimum; the rest of the pile does not count.</source>
        <translation>Pokud vaše strana ještě nevykládala, musí vrchní karta a karty, které s ní vyložíte z ruky, dosáhnout minima; zbytek balíčku se nepočítá.</translation>
    </message>
    <message>
        <source>Nobody may take the pile while a 3, a 2 or a joker lies on top: the pile is &lt;b&gt;blocked&lt;/b&gt;.</source>
        <translation>Dokud je navrchu trojka, dvojka nebo žolík, nikdo nesmí balíček vzít: balíček je &lt;b&gt;zablokovaný&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Lay red 3s in front of your side during your turn. Each is worth +100 (all six: +1,000) if your side has its two seven-card melds by the end of the hand, otherwise −100 each. Holding a red 3 when the hand ends costs 750. Black 3s can be melded (three or more, nothing else) only when you go out.</source>
        <translation>Červené trojky vykládáte ve svém tahu před sebe. Každá má hodnotu +100 (všech šest: +1&#xa0;000), pokud má vaše strana na konci kola svá dvě vyložení ze sedmi karet, jinak −100 za každou. Červená trojka, která vám na konci kola zůstane v ruce, stojí 750. Černé trojky smíte vyložit (tři a více, nic jiného) jen při ukončení.</translation>
    </message>
    <message>
        <source>You go out by getting rid of all your cards, which ends the hand. Your side may go out only with at least two seven-card melds (canastas or sambas). Until then you always keep a card: with a single card left you pass. With a partner you may first ask “May I go out?”; the answer binds you for this turn.</source>
        <translation>Ukončíte, když se zbavíte všech karet; tím kolo končí. Vaše strana smí ukončit jen s aspoň dvěma vyloženími ze sedmi karet (kanastami nebo sambami). Do té doby si vždy ponecháte kartu: s jedinou kartou v ruce hlásíte pas. Máte-li spoluhráče, můžete se ho nejdřív zeptat: „Smím ukončit?“; odpověď vás v tomto tahu zavazuje.</translation>
    </message>
    <message>
        <source>With one card left in the stock, the next player draws just that card. A player who wants to draw from the empty stock ends the hand at once, and nobody gets the bonus for going out.</source>
        <translation>Zbývá-li v talonu jediná karta, další hráč si lízne jen ji. Chce-li někdo líznout z prázdného talonu, kolo okamžitě končí a prémii za ukončení nedostane nikdo.</translation>
    </message>
    <message numerus="yes">
        <source>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hand(s) unless you choose otherwise) without a winner is a draw.</source>
        <translation>
            <numerusform>Body ze všech kol se sčítají. Strana, která po kole dosáhne cílového skóre, vyhrává; dosáhne-li ho ve stejném kole více stran, vyhrává nejvyšší součet a shoda na prvním místě je remíza. Hra, která dosáhne limitu kol (pokud nezvolíte jinak, %n kolo) bez vítěze, končí remízou.</numerusform>
            <numerusform>Body ze všech kol se sčítají. Strana, která po kole dosáhne cílového skóre, vyhrává; dosáhne-li ho ve stejném kole více stran, vyhrává nejvyšší součet a shoda na prvním místě je remíza. Hra, která dosáhne limitu kol (pokud nezvolíte jinak, %n kola) bez vítěze, končí remízou.</numerusform>
            <numerusform>Body ze všech kol se sčítají. Strana, která po kole dosáhne cílového skóre, vyhrává; dosáhne-li ho ve stejném kole více stran, vyhrává nejvyšší součet a shoda na prvním místě je remíza. Hra, která dosáhne limitu kol (pokud nezvolíte jinak, %n kol) bez vítěze, končí remízou.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Red 3s laid automatically&lt;/b&gt;: a red 3 is laid as soon as you get it and replaced from the stock (one taken with the pile is not replaced).</source>
        <translation>&lt;b&gt;Automatické červené trojky&lt;/b&gt;: červená trojka se vyloží, jakmile ji dostanete, a nahradí se kartou z talonu (trojka získaná s balíčkem se nenahrazuje).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep two cards&lt;/b&gt;: until your side may go out, you keep two cards after melding and then discard one as usual.</source>
        <translation>&lt;b&gt;Ponechat dvě karty&lt;/b&gt;: dokud vaše strana nesmí ukončit, ponecháte si po vykládání dvě karty a pak jednu jako obvykle odhodíte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bolivia&lt;/b&gt;: melds of wild cards only are allowed; seven of them make a closed &lt;b&gt;bolivia&lt;/b&gt;, worth 2,500. Going out then needs two seven-card melds, at least one of them a samba.</source>
        <translation>&lt;b&gt;Bolivia&lt;/b&gt;: povolena jsou vyložení jen z divokých karet; sedm takových karet tvoří uzavřenou &lt;b&gt;bolivii&lt;/b&gt; za 2&#xa0;500 bodů. K ukončení jsou pak potřeba dvě vyložení ze sedmi karet, z nichž aspoň jedno je samba.</translation>
    </message>
    <message>
        <source>Choose the target score and the hand limit when you start a new game.</source>
        <translation>Cílové skóre a limit kol zvolíte při zahájení nové hry.</translation>
    </message>
    <message>
        <source>Click the stock, or drag it to your hand, to draw.</source>
        <translation>Lížete kliknutím na talon nebo jeho přetažením do ruky.</translation>
    </message>
    <message>
        <source>Click cards to select them (Shift-click selects a range); drag them onto your melds area to lay a new meld, onto one of your melds to add them, onto the pile to take it (with the matching pair) or to discard (one card). Double-click a card to discard it.</source>
        <translation>Karty vyberete kliknutím (Shift+klik vybere rozsah). Přetáhněte je na plochu svých vyložení pro nové vyložení, na některé své vyložení pro přiložení, nebo na odhazovací balíček – s odpovídajícím párem ho tak vezmete, jednu kartu tak odhodíte. Dvojklik kartu odhodí.</translation>
    </message>
    <message>
        <source>Drag the top discard onto one of your sequences to take just that card.</source>
        <translation>Přetáhněte vrchní kartu odhazovacího balíčku na svou postupku, chcete-li vzít jen ji.</translation>
    </message>
    <message>
        <source>An illegal move is refused with the reason beside the piles; nothing is lost.</source>
        <translation>Nepovolený tah se odmítne a důvod se ukáže vedle balíčků; nic se neztratí.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your melds of this turn; H asks for a hint.</source>
        <translation>Ctrl+Z vezme zpět vaše vyložení v tomto tahu; H poradí.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Cíl hry</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Strany</translation>
    </message>
    <message>
        <source>Wild cards, 3s and card values</source>
        <translation>Divoké karty, trojky a hodnoty karet</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Rozdávání</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Groups and canastas</source>
        <translation>Skupiny a kanasty</translation>
    </message>
    <message>
        <source>Sequences and sambas</source>
        <translation>Postupky a samby</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld</source>
        <translation>První vyložení vaší strany</translation>
    </message>
    <message>
        <source>Taking the discard pile</source>
        <translation>Vzetí odhazovacího balíčku</translation>
    </message>
    <message>
        <source>Red and black 3s</source>
        <translation>Červené a černé trojky</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Když dojde talon</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Počítání bodů za kolo</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Kdo vyhrává</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Varianty pravidel</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Jak se hraje zde</translation>
    </message>
    <message>
        <source>Rules of Samba</source>
        <translation>Pravidla hry Samba</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Líznout si z talonu</translation>
    </message>
    <message>
        <source>Take the discard pile (with the selected or matching pair)</source>
        <translation>Vzít odhazovací balíček (vybraným nebo odpovídajícím párem)</translation>
    </message>
    <message>
        <source>Meld the selected cards (or lay the staged first meld)</source>
        <translation>Vyložit vybrané karty (nebo připravené první vyložení)</translation>
    </message>
    <message>
        <source>Play the yellow button: the hint just shown, else what the table suggests (with no yellow button, meld)</source>
        <translation>Použít žlutý návrh: právě zobrazenou radu, jinak to, co navrhuje stůl (bez žlutého tlačítka: vyložit)</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Odhodit vybranou kartu</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Tento seznam kláves</translation>
    </message>
    <message>
        <source>Hand viewer: one move back or forward</source>
        <translation>Prohlížeč kol: o tah zpět, nebo vpřed</translation>
    </message>
    <message>
        <source>Hand viewer: the deal or the end of the hand</source>
        <translation>Prohlížeč kol: rozdání, nebo konec kola</translation>
    </message>
    <message>
        <source>Hand viewer: the previous or next flagged move</source>
        <translation>Prohlížeč kol: předchozí, nebo další označený tah</translation>
    </message>
    <message>
        <source>Hand viewer: close it</source>
        <translation>Zavřít prohlížeč kol</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Dvojklik</translation>
    </message>
    <message>
        <source>Discard that card</source>
        <translation>Odhodit tu kartu</translation>
    </message>
    <message>
        <source>Deal the next hand (once the hand&apos;s summary was shown)</source>
        <translation>Rozdat další kolo (po zobrazení výsledku kola)</translation>
    </message>
    <message>
        <source>Pass (keep your last card)</source>
        <translation>Pas (ponechat si poslední kartu)</translation>
    </message>
    <message>
        <source>Lay a red 3</source>
        <translation>Vyložit červenou trojku</translation>
    </message>
    <message>
        <source>Ask your partner “May I go out?”</source>
        <translation>Zeptat se spoluhráče: „Smím ukončit?“</translation>
    </message>
    <message>
        <source>Answer your partner yes or no</source>
        <translation>Odpovědět spoluhráči ano, nebo ne</translation>
    </message>
    <message>
        <source>Undo your last meld this turn</source>
        <translation>Vzít zpět poslední vyložení v tomto tahu</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Sort the hand by suit or by rank</source>
        <translation>Seřadit ruku podle barvy nebo hodnoty</translation>
    </message>
    <message>
        <source>Move the keyboard cursor along your hand</source>
        <translation>Posunout kurzor klávesnice po ruce</translation>
    </message>
    <message>
        <source>The keyboard cursor to the first or the last card (with Shift, the arrows and these select as they go)</source>
        <translation>Kurzor klávesnice na první, nebo poslední kartu (se Shiftem šipky i tyto klávesy cestou karty vybírají)</translation>
    </message>
    <message>
        <source>Select or unselect the card under the cursor</source>
        <translation>Vybrat kartu pod kurzorem nebo výběr zrušit</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Zrušit výběr</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>Save the game as a file</source>
        <translation>Uložit hru do souboru</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Zápis bodů</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klávesa</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, the three-deck Canasta game, played offline against computer opponents.&lt;/p&gt;&lt;p&gt;Card art: svg-cards by David Bellot (LGPL-2.1) and cards drawn for this project; fonts: DejaVu.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Samba Desktop&lt;/h3&gt;&lt;p&gt;Samba, kanasta se třemi balíčky karet, hraná offline proti počítačovým soupeřům.&lt;/p&gt;&lt;p&gt;Obrázky karet: svg-cards od Davida Bellota (LGPL-2.1) a karty nakreslené pro tento projekt; písma: DejaVu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>the releases page</source>
        <translation>stránka s vydáními</translation>
    </message>
    <message>
        <source>New versions and the installers: {link}</source>
        <translation>Nové verze a instalační programy: {link}</translation>
    </message>
    <message>
        <source>Version {version} is available.</source>
        <translation>Je k dispozici verze {version}.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verze {version}</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message>
        <source>It is the only move you can make.</source>
        <translation>Je to jediný tah, který můžete zahrát.</translation>
    </message>
    <message>
        <source>It gives your side the better chance to win the game ({win}% against {alt_win}% if you hold back).</source>
        <translation>Dává vaší straně lepší šanci vyhrát hru ({win}&#xa0;% proti {alt_win}&#xa0;%, pokud vyčkáte).</translation>
    </message>
    <message>
        <source>Do not go out yet: holding back gives your side the better chance to win the game ({win}% against {alt_win}% if you go out now).</source>
        <translation>Ještě neukončujte: když vyčkáte, má vaše strana lepší šanci vyhrát hru ({win}&#xa0;% proti {alt_win}&#xa0;% při ukončení teď).</translation>
    </message>
    <message numerus="yes">
        <source>This play is worth about %Ln point(s) more here than the obvious one.</source>
        <translation>
            <numerusform>Tento tah tu vynese zhruba o %Ln bod víc než zjevná volba.</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln body víc než zjevná volba.</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln bodů víc než zjevná volba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing {cards} is worth about %Ln point(s) more here than the obvious play.</source>
        <translation>
            <numerusform>Zahrát {cards} tu vynese zhruba o %Ln bod víc než zjevná volba.</numerusform>
            <numerusform>Zahrát {cards} tu vynese zhruba o %Ln body víc než zjevná volba.</numerusform>
            <numerusform>Zahrát {cards} tu vynese zhruba o %Ln bodů víc než zjevná volba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, about {gain} more than two cards from the stock.</source>
        <translation>
            <numerusform>V balíčku je %n karta v hodnotě {points}, zhruba o {gain} víc než dvě karty z talonu.</numerusform>
            <numerusform>V balíčku jsou %n karty v hodnotě {points}, zhruba o {gain} víc než dvě karty z talonu.</numerusform>
            <numerusform>V balíčku je %n karet v hodnotě {points}, zhruba o {gain} víc než dvě karty z talonu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, and taking it completes your first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>V balíčku je %n karta v hodnotě {points}; když ho vezmete, doplníte své první vyložení (minimum {minimum}).</numerusform>
            <numerusform>V balíčku jsou %n karty v hodnotě {points}; když ho vezmete, doplníte své první vyložení (minimum {minimum}).</numerusform>
            <numerusform>V balíčku je %n karet v hodnotě {points}; když ho vezmete, doplníte své první vyložení (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s): about {gain} more than drawing.</source>
        <translation>
            <numerusform>Vaše postupka naroste na %n kartu: zhruba o {gain} víc než líznutí.</numerusform>
            <numerusform>Vaše postupka naroste na %n karty: zhruba o {gain} víc než líznutí.</numerusform>
            <numerusform>Vaše postupka naroste na %n karet: zhruba o {gain} víc než líznutí.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold no natural pair of the top card {top}.</source>
        <translation>Nemáte přirozený pár k vrchní kartě {top}.</translation>
    </message>
    <message numerus="yes">
        <source>The pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Balíček o %n kartě je zablokovaný kartou {top}.</numerusform>
            <numerusform>Balíček o %n kartách je zablokovaný kartou {top}.</numerusform>
            <numerusform>Balíček o %n kartách je zablokovaný kartou {top}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Odhazovací balíček je prázdný.</translation>
    </message>
    <message>
        <source>Your pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Váš pár k vrchní kartě {top} nedosáhne minima prvního vyložení ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile of %n card(s) is worth about {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Vzít balíček o %n kartě vynese zhruba o {loss} méně než dvě karty z talonu.</numerusform>
            <numerusform>Vzít balíček o %n kartách vynese zhruba o {loss} méně než dvě karty z talonu.</numerusform>
            <numerusform>Vzít balíček o %n kartách vynese zhruba o {loss} méně než dvě karty z talonu.</numerusform>
        </translation>
    </message>
    <message>
        <source>It counts 100 points for your side.</source>
        <translation>Počítá se vaší straně za 100 bodů.</translation>
    </message>
    <message>
        <source>Worth {value} together, they reach your first meld&apos;s minimum of {minimum}.</source>
        <translation>Dohromady mají hodnotu {value} a dosáhnou minima vašeho prvního vyložení ({minimum}).</translation>
    </message>
    <message numerus="yes">
        <source>These %n card(s) count for your side once laid; left in your hand, they would count against you when the hand ends.</source>
        <translation>
            <numerusform>Po vyložení se tato karta počítá vaší straně; v ruce by se na konci kola počítala proti vám.</numerusform>
            <numerusform>Po vyložení se tyto %n karty počítají vaší straně; v ruce by se na konci kola počítaly proti vám.</numerusform>
            <numerusform>Po vyložení se těchto %n karet počítá vaší straně; v ruce by se na konci kola počítalo proti vám.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a canasta of %n card(s).</source>
        <translation>
            <numerusform>Tím je hotová kanasta z %n karty.</numerusform>
            <numerusform>Tím je hotová kanasta z %n karet.</numerusform>
            <numerusform>Tím je hotová kanasta z %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a samba of %n card(s).</source>
        <translation>
            <numerusform>Tím je hotová samba z %n karty.</numerusform>
            <numerusform>Tím je hotová samba z %n karet.</numerusform>
            <numerusform>Tím je hotová samba z %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s), on its way to a samba.</source>
        <translation>
            <numerusform>Vaše postupka naroste na %n kartu, na cestě k sambě.</numerusform>
            <numerusform>Vaše postupka naroste na %n karty, na cestě k sambě.</numerusform>
            <numerusform>Vaše postupka naroste na %n karet, na cestě k sambě.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your group grows to %n card(s), on its way to a canasta.</source>
        <translation>
            <numerusform>Vaše skupina naroste na %n kartu, na cestě ke kanastě.</numerusform>
            <numerusform>Vaše skupina naroste na %n karty, na cestě ke kanastě.</numerusform>
            <numerusform>Vaše skupina naroste na %n karet, na cestě ke kanastě.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together they make one group of %n card(s).</source>
        <translation>
            <numerusform>Dohromady tvoří jednu skupinu z %n karty.</numerusform>
            <numerusform>Dohromady tvoří jednu skupinu z %n karet.</numerusform>
            <numerusform>Dohromady tvoří jednu skupinu z %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side scores about {ours} on this hand against {theirs} for the best other side.</source>
        <translation>Vaše strana získá v tomto kole zhruba {ours} proti {theirs} pro nejlepší jinou stranu.</translation>
    </message>
    <message>
        <source>Your partner said yes, so you must.</source>
        <translation>Spoluhráč souhlasí, takže musíte ukončit.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n card(s) left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>
            <numerusform>V talonu zbývá jen %n karta, nebo mohou soupeři ukončit; vaše strana získá zhruba {ours} proti {theirs}.</numerusform>
            <numerusform>V talonu zbývají jen %n karty, nebo mohou soupeři ukončit; vaše strana získá zhruba {ours} proti {theirs}.</numerusform>
            <numerusform>V talonu zbývá jen %n karet, nebo mohou soupeři ukončit; vaše strana získá zhruba {ours} proti {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can go out, and your partner still holds %n card(s).</source>
        <translation>
            <numerusform>Můžete ukončit a váš spoluhráč má ještě %n kartu.</numerusform>
            <numerusform>Můžete ukončit a váš spoluhráč má ještě %n karty.</numerusform>
            <numerusform>Můžete ukončit a váš spoluhráč má ještě %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>If you went out now, your side would score only about {ours} against {theirs}.</source>
        <translation>Ukončit hned by vaší straně vyneslo jen zhruba {ours} proti {theirs}.</translation>
    </message>
    <message>
        <source>It is the cheapest card to give away: {other_card} would cost more.</source>
        <translation>Je to nejlevnější karta k odhození: {other_card} by stála víc.</translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>V balíčku je %n karta a další hráč si ho nemůže vzít, dokud navrchu leží černá trojka.</numerusform>
            <numerusform>V balíčku jsou %n karty a další hráč si ho nemůže vzít, dokud navrchu leží černá trojka.</numerusform>
            <numerusform>V balíčku je %n karet a další hráč si ho nemůže vzít, dokud navrchu leží černá trojka.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next player holds a pair of it with a chance of only {chance}%, and {other_card} is riskier.</source>
        <translation>Další hráč má k ní pár jen s pravděpodobností {chance}&#xa0;% a {other_card} je riskantnější.</translation>
    </message>
    <message numerus="yes">
        <source>It blocks the pile of %n card(s): every other card is too useful or too dangerous to give away.</source>
        <translation>
            <numerusform>Zablokuje balíček o %n kartě: každá jiná karta je příliš užitečná nebo příliš nebezpečná, než aby se dala odhodit.</numerusform>
            <numerusform>Zablokuje balíček o %n kartách: každá jiná karta je příliš užitečná nebo příliš nebezpečná, než aby se dala odhodit.</numerusform>
            <numerusform>Zablokuje balíček o %n kartách: každá jiná karta je příliš užitečná nebo příliš nebezpečná, než aby se dala odhodit.</numerusform>
        </translation>
    </message>
    <message>
        <source>It keeps the pair that the other discard would break.</source>
        <translation>Zachová pár, který by se jinak rozbil.</translation>
    </message>
    <message>
        <source>You keep {card}, your last card: your side may not go out yet.</source>
        <translation>Necháváte si {card}, svou poslední kartu: vaše strana ještě nesmí ukončit.</translation>
    </message>
    <message numerus="yes">
        <source>You still hold a red 3; it would cost your side %Ln point(s).</source>
        <translation>
            <numerusform>Ještě držíte červenou trojku; stála by vaši stranu %Ln bod.</numerusform>
            <numerusform>Ještě držíte červenou trojku; stála by vaši stranu %Ln body.</numerusform>
            <numerusform>Ještě držíte červenou trojku; stála by vaši stranu %Ln bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand holds only %Ln point(s).</source>
        <translation>
            <numerusform>V ruce máte jen %Ln bod.</numerusform>
            <numerusform>V ruce máte jen %Ln body.</numerusform>
            <numerusform>V ruce máte jen %Ln bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even with the %Ln point(s) in your hand your side stays about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>I s %Ln bodem v ruce povede vaše strana v tomto kole zhruba o {margin}.</numerusform>
            <numerusform>I s %Ln body v ruce povede vaše strana v tomto kole zhruba o {margin}.</numerusform>
            <numerusform>I s %Ln body v ruce povede vaše strana v tomto kole zhruba o {margin}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln point(s) in your hand would leave your side only {margin} ahead on this hand.</source>
        <translation>
            <numerusform>S %Ln bodem v ruce by vaše strana v tomto kole vedla jen o {margin}.</numerusform>
            <numerusform>S %Ln body v ruce by vaše strana v tomto kole vedla jen o {margin}.</numerusform>
            <numerusform>S %Ln body v ruce by vaše strana v tomto kole vedla jen o {margin}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing clearly better stands out here: this is the solid play.</source>
        <translation>Nic tu není jasně lepší: tohle je spolehlivý tah.</translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (discarding {other_card}).</source>
        <translation>
            <numerusform>Tento tah tu vynese zhruba o %Ln bod víc než zjevná volba (odhodit {other_card}).</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln body víc než zjevná volba (odhodit {other_card}).</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln bodů víc než zjevná volba (odhodit {other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (laying {other_cards}).</source>
        <translation>
            <numerusform>Tento tah tu vynese zhruba o %Ln bod víc než zjevná volba (vyložit {other_cards}).</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln body víc než zjevná volba (vyložit {other_cards}).</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln bodů víc než zjevná volba (vyložit {other_cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (drawing from the stock).</source>
        <translation>
            <numerusform>Tento tah tu vynese zhruba o %Ln bod víc než zjevná volba (líznout si z talonu).</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln body víc než zjevná volba (líznout si z talonu).</numerusform>
            <numerusform>Tento tah tu vynese zhruba o %Ln bodů víc než zjevná volba (líznout si z talonu).</numerusform>
        </translation>
    </message>
    <message>
        <source>This answer gives your side the better chance to win the game ({win}% against {alt_win}%).</source>
        <translation>Tato odpověď dává vaší straně lepší šanci vyhrát hru ({win}&#xa0;% proti {alt_win}&#xa0;%).</translation>
    </message>
    <message>
        <source>The next step of this turn&apos;s plan ({step} of {steps}).</source>
        <translation>Další krok plánu na tento tah ({step} z {steps}).</translation>
    </message>
    <message>
        <source>A safe move: nothing better fits here.</source>
        <translation>Bezpečný tah: nic lepšího se tu nenabízí.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>That is not a move.</source>
        <translation>To není tah.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next hand.</source>
        <translation>Kolo skončilo: rozdejte další kolo.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Waiting for the partner&apos;s answer to “May I go out?”.</source>
        <translation>Čeká se na odpověď spoluhráče na „Smím ukončit?“.</translation>
    </message>
    <message>
        <source>Nobody has asked you a question.</source>
        <translation>Nikdo se vás na nic neptal.</translation>
    </message>
    <message>
        <source>Draw first: take two cards from the stock, or take from the discard pile.</source>
        <translation>Nejdřív si lízněte dvě karty z talonu, nebo si vezměte z odhazovacího balíčku.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>V tomto tahu už máte líznuto.</translation>
    </message>
    <message>
        <source>You don&apos;t have {cards} in your hand.</source>
        <translation>Karty {cards} nemáte v ruce.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>Vyložení potřebuje aspoň tři karty.</translation>
    </message>
    <message>
        <source>Red 3s are never part of a meld: lay them in front of you instead.</source>
        <translation>Červené trojky nikdy nepatří do vyložení: vyložte je místo toho před sebe.</translation>
    </message>
    <message>
        <source>Black 3s may be melded only when you go out.</source>
        <translation>Černé trojky smíte vyložit jen při ukončení.</translation>
    </message>
    <message>
        <source>Black 3s can only be melded together, with no other cards and no wild cards.</source>
        <translation>Černé trojky se vykládají jen samy, bez jiných karet a bez divokých karet.</translation>
    </message>
    <message>
        <source>A meld of black 3s must leave you with at most one card, and then you go out.</source>
        <translation>Po vyložení černých trojek smí zbýt nejvýš jedna karta a pak ukončujete.</translation>
    </message>
    <message>
        <source>A meld needs natural cards (melds of wild cards only are allowed with the Bolivia option).</source>
        <translation>Vyložení potřebuje přirozené karty (vyložení jen z divokých karet povoluje až varianta Bolivia).</translation>
    </message>
    <message>
        <source>A meld of wild cards holds at most seven cards.</source>
        <translation>Vyložení z divokých karet má nejvýš sedm karet.</translation>
    </message>
    <message>
        <source>A group may hold at most two wild cards.</source>
        <translation>Skupina smí mít nejvýš dvě divoké karty.</translation>
    </message>
    <message>
        <source>A group needs at least twice as many natural cards as wild cards.</source>
        <translation>Skupina potřebuje aspoň dvakrát víc přirozených karet než divokých.</translation>
    </message>
    <message>
        <source>Wild cards and 3s can&apos;t be part of a sequence.</source>
        <translation>Divoké karty a trojky nemohou být v postupce.</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank, or cards of one suit in unbroken order.</source>
        <translation>Vyložení tvoří buď karty jedné hodnoty, nebo karty jedné barvy v nepřerušené řadě.</translation>
    </message>
    <message>
        <source>A sequence must run in unbroken order, with no gaps (aces are high only).</source>
        <translation>Postupka musí jít v nepřerušené řadě bez mezer (eso je vždy nejvyšší).</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two cards of the same rank.</source>
        <translation>Postupka nemůže obsahovat dvě karty stejné hodnoty.</translation>
    </message>
    <message>
        <source>A sequence has at most seven cards: seven make a samba.</source>
        <translation>Postupka má nejvýš sedm karet: sedm tvoří sambu.</translation>
    </message>
    <message>
        <source>Choose the cards first.</source>
        <translation>Nejdřív vyberte karty.</translation>
    </message>
    <message>
        <source>That meld does not belong to your side.</source>
        <translation>Toto vyložení nepatří vaší straně.</translation>
    </message>
    <message>
        <source>A samba is closed: it takes no more cards.</source>
        <translation>Samba je uzavřená: další karty už nepřijme.</translation>
    </message>
    <message>
        <source>A bolivia is closed: it takes no more cards.</source>
        <translation>Bolivia je uzavřená: další karty už nepřijme.</translation>
    </message>
    <message>
        <source>No card can be added to a meld of black 3s.</source>
        <translation>K vyložení černých trojek nelze nic přiložit.</translation>
    </message>
    <message>
        <source>Only {rank}s and wild cards can be added to this group.</source>
        <translation>K této skupině lze přiložit jen karty s hodnotou {rank} a divoké karty.</translation>
    </message>
    <message>
        <source>Only wild cards can be added to a meld of wild cards.</source>
        <translation>K vyložení z divokých karet lze přiložit jen divoké karty.</translation>
    </message>
    <message>
        <source>Only {suit} in unbroken order can extend this sequence.</source>
        <translation>Tuto postupku prodlouží jen navazující karty v barvě {suit}.</translation>
    </message>
    <message>
        <source>Choose two different melds to merge.</source>
        <translation>Vyberte ke spojení dvě různá vyložení.</translation>
    </message>
    <message>
        <source>Only two groups of the same rank can be merged.</source>
        <translation>Spojit lze jen dvě skupiny stejné hodnoty.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Odhazovací balíček je prázdný.</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a {card} is on top.</source>
        <translation>Balíček je zablokovaný: dokud je navrchu {card}, nikdo ho nesmí vzít.</translation>
    </message>
    <message>
        <source>You need two natural {rank}s from your hand to take the pile.</source>
        <translation>Ke vzetí balíčku potřebujete z ruky dvě přirozené karty s hodnotou {rank}.</translation>
    </message>
    <message>
        <source>Only natural {rank}s and wild cards can join the top card in the new group.</source>
        <translation>K vrchní kartě lze v nové skupině přidat jen přirozené karty s hodnotou {rank} a divoké karty.</translation>
    </message>
    <message>
        <source>The top card can be taken alone only to extend one of your side&apos;s sequences.</source>
        <translation>Samotnou vrchní kartu lze vzít jen k prodloužení postupky vaší strany.</translation>
    </message>
    <message>
        <source>The {card} doesn&apos;t extend that sequence at either end.</source>
        <translation>{card} tuto postupku neprodlouží na žádném konci.</translation>
    </message>
    <message>
        <source>Your side&apos;s first meld must be worth at least {minimum}; this one is worth {value}.</source>
        <translation>První vyložení vaší strany musí mít hodnotu aspoň {minimum}; toto má {value}.</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds (canastas or sambas).</source>
        <translation>Vaše strana ještě nesmí ukončit: potřebuje dvě vyložení ze sedmi karet (kanasty nebo samby).</translation>
    </message>
    <message>
        <source>Your side can&apos;t go out yet: it needs two 7-card melds, at least one of them a samba.</source>
        <translation>Vaše strana ještě nesmí ukončit: potřebuje dvě vyložení ze sedmi karet, z toho aspoň jednu sambu.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Spoluhráč řekl ne: v tomto tahu nesmíte ukončit.</translation>
    </message>
    <message>
        <source>Until your side may go out you must keep two cards after melding.</source>
        <translation>Dokud vaše strana nesmí ukončit, musíte si po vykládání ponechat dvě karty.</translation>
    </message>
    <message>
        <source>Your partner said yes: you must go out this turn.</source>
        <translation>Spoluhráč řekl ano: v tomto tahu musíte ukončit.</translation>
    </message>
    <message>
        <source>You can pass only with a single card left, when you may not go out.</source>
        <translation>Pas můžete hlásit jen s jedinou kartou v ruce, když nesmíte ukončit.</translation>
    </message>
    <message>
        <source>Red 3s are laid automatically in this game.</source>
        <translation>V této hře se červené trojky vykládají automaticky.</translation>
    </message>
    <message>
        <source>You have no red 3 to lay.</source>
        <translation>Nemáte žádnou červenou trojku k vyložení.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Není co vzít zpět.</translation>
    </message>
    <message>
        <source>Keep at least one card in your hand: meld or discard your last card.</source>
        <translation>Ponechte si v ruce aspoň jednu kartu: poslední kartu vyložte nebo odhoďte.</translation>
    </message>
    <message>
        <source>You have no partner to ask in this game.</source>
        <translation>V této hře nemáte žádného spoluhráče, kterého se můžete zeptat.</translation>
    </message>
    <message>
        <source>You have already asked your partner this turn.</source>
        <translation>V tomto tahu už máte od spoluhráče odpověď.</translation>
    </message>
    <message>
        <source>You can ask only when your side has its two 7-card melds.</source>
        <translation>Zeptat se můžete, až bude mít vaše strana svá dvě vyložení ze sedmi karet.</translation>
    </message>
    <message>
        <source>Ask your partner after drawing, before you meld out.</source>
        <translation>Zeptejte se spoluhráče po líznutí, dřív než všechno vyložíte.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveWords</name>
    <message>
        <source>jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kříže</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>káry</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdce</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piky</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Good idea, but not in this lesson. {what}</source>
        <translation>Dobrý nápad, ale v této lekci ne. {what}</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Líznout si dvě karty</translation>
    </message>
    <message>
        <source>The first meld&apos;s minimum</source>
        <translation>Minimum prvního vyložení</translation>
    </message>
    <message>
        <source>A sequence</source>
        <translation>Postupka</translation>
    </message>
    <message>
        <source>Taking the pile with a natural pair</source>
        <translation>Vzít balíček s přirozeným párem</translation>
    </message>
    <message>
        <source>A canasta and a samba</source>
        <translation>Kanasta a samba</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Červené trojky</translation>
    </message>
    <message>
        <source>Asking your partner</source>
        <translation>Zeptat se spoluhráče</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ukončení</translation>
    </message>
    <message>
        <source>Every turn begins with a draw. Click the stock (or press D): you draw two cards.</source>
        <translation>Každý tah začíná líznutím. Klikněte na talon (nebo stiskněte D): líznete si dvě karty.</translation>
    </message>
    <message>
        <source>Your side has not melded yet this hand, so its first meld must be worth at least 50 points. Aces count 20 each: select {cards} and drag them onto your side&apos;s melds (or press M).</source>
        <translation>Vaše strana v tomto kole ještě nevykládala, takže její první vyložení musí mít hodnotu aspoň 50 bodů. Eso má 20 bodů: vyberte {cards} a přetáhněte je k vyložením své strany (nebo stiskněte M).</translation>
    </message>
    <message>
        <source>The aces are ready: 60 points, enough for the first meld. Press Meld (M) to lay them.</source>
        <translation>Esa jsou připravena: 60 bodů, dost na první vyložení. Vyložte je tlačítkem Vyložit (M).</translation>
    </message>
    <message>
        <source>A sequence is three to seven cards of one suit in a row, without wild cards. Now that your side has melded, lay {cards} as a new meld: drag them onto your side&apos;s melds (or press M).</source>
        <translation>Postupku tvoří tři až sedm karet jedné barvy v řadě, bez divokých karet. Vaše strana už vykládala, takže vyložte {cards} jako nové vyložení: přetáhněte je k vyložením své strany (nebo stiskněte M).</translation>
    </message>
    <message>
        <source>A turn ends with a discard. Drag {cards} onto the discard pile (or double-click it).</source>
        <translation>Tah končí odhozením. Přetáhněte {cards} na odhazovací balíček (nebo na kartu dvakrát klikněte).</translation>
    </message>
    <message>
        <source>East discarded a queen, and you hold two natural queens: you may take the whole pile. Drag {cards} onto the pile (or press T). The three queens become a meld; the rest of the pile goes into your hand.</source>
        <translation>Východ odhodil dámu a vy máte dvě přirozené dámy: smíte vzít celý balíček. Přetáhněte {cards} na balíček (nebo stiskněte T). Tři dámy se stanou vyložením a zbytek balíčku si vezmete do ruky.</translation>
    </message>
    <message>
        <source>Seven cards of one rank make a canasta; without wild cards it is a pure canasta, worth 500. Add {cards} to your queens.</source>
        <translation>Sedm karet jedné hodnoty tvoří kanastu; bez divokých karet je to čistá kanasta za 500 bodů. Přiložte {cards} ke svým dámám.</translation>
    </message>
    <message>
        <source>Seven cards of one suit in a row make a samba, worth 1,500. Add {cards} to your hearts at both ends.</source>
        <translation>Sedm karet jedné barvy v řadě tvoří sambu za 1&#xa0;500 bodů. Přiložte {cards} k srdcové postupce na oba konce.</translation>
    </message>
    <message>
        <source>A red 3 never goes into a meld: lay it in front of you with Red 3 (R). Now that your side has two 7-card melds, each red 3 laid counts 100; one still in your hand when the hand ends costs 750.</source>
        <translation>Červená trojka nikdy nepatří do vyložení: položte ji před sebe tlačítkem Červená 3 (R). Vaše strana už má dvě vyložení ze sedmi karet, takže každá položená červená trojka má 100 bodů; trojka, která vám na konci kola zůstane v ruce, stojí 750.</translation>
    </message>
    <message>
        <source>Discard {cards} to end your turn.</source>
        <translation>Odhoďte {cards} a ukončete tím svůj tah.</translation>
    </message>
    <message>
        <source>Your turn again: draw two cards from the stock.</source>
        <translation>Jste znovu na tahu: lízněte si dvě karty z talonu.</translation>
    </message>
    <message>
        <source>With a canasta and a samba your side may go out, and your cards fit. With a partner you may ask first: press Ask partner (A).</source>
        <translation>S kanastou a sambou smí vaše strana ukončit a vaše karty se hodí. Se spoluhráčem se můžete nejdřív zeptat: stiskněte Zeptat se (A).</translation>
    </message>
    <message>
        <source>Go out: lay {cards} as a new meld.</source>
        <translation>Ukončete: vyložte {cards} jako nové vyložení.</translation>
    </message>
    <message>
        <source>Discard your last card, {cards}: you are out and the hand ends.</source>
        <translation>Odhoďte poslední kartu, {cards}: tím kolo ukončíte.</translation>
    </message>
    <message>
        <source>Well played: you went out, and your side scores the canasta, the samba, the red 3 and going out. That is a whole hand of Samba. Leave the lesson to play a real game.</source>
        <translation>Dobře zahráno: kolo je ukončené a vaše strana získává body za kanastu, sambu, červenou trojku a ukončení. To bylo celé kolo Samby. Opusťte lekci a zahrajte si skutečnou hru.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Show me (H)</source>
        <translation>Ukázat (H)</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Opustit lekci</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Learn to play — Samba Desktop</source>
        <translation>Naučte se hrát — Samba Desktop</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lekce</translation>
    </message>
    <message>
        <source>Start this step &amp;again</source>
        <translation>Začít tento krok &amp;znovu</translation>
    </message>
    <message>
        <source>Start the lesson &amp;over</source>
        <translation>Začít lekci &amp;od začátku</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Opustit lekci</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lekce dokončena</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Kolo je ukončené!</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Krok {number} z {count}</translation>
    </message>
    <message>
        <source>Your partner thinks about your question…</source>
        <translation>Spoluhráč přemýšlí o vaší otázce…</translation>
    </message>
    <message>
        <source>The others play their turns…</source>
        <translation>Ostatní hrají své tahy…</translation>
    </message>
    <message>
        <source>Not quite: try the marked cards.</source>
        <translation>Ne tak docela: zkuste označené karty.</translation>
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
        <translation>Založit stůl</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Připojit se ke stolu</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Zalo&amp;žit stůl…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Připojit se ke stolu…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Opustit &amp;stůl</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zápis bodů</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistiky…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>N&amp;astavení…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>&amp;Výsledek kola</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>Sort hand by &amp;suit</source>
        <translation>Řadit ruku podle &amp;barvy</translation>
    </message>
    <message>
        <source>Sort hand by &amp;rank</source>
        <translation>Řadit ruku podle &amp;hodnoty</translation>
    </message>
    <message>
        <source>Computer s&amp;peed</source>
        <translation>&amp;Rychlost počítače</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Okamžitá</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Naučit se hrát</translation>
    </message>
    <message>
        <source>&amp;About Samba Desktop</source>
        <translation>&amp;O aplikaci Samba Desktop</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Seřadit ruku</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <extracomment>the action bar&apos;s heading when a move is refused; the reason is shown beside it</extracomment>
        <translation>Nepovoleno</translation>
    </message>
    <message>
        <source>{name} says: yes, go out!</source>
        <translation>{name} říká: ano, ukonči!</translation>
    </message>
    <message>
        <source>{name} says: no, not yet.</source>
        <translation>{name} říká: ne, ještě ne.</translation>
    </message>
    <message>
        <source>But your hand cannot be emptied this turn: play on and discard as usual.</source>
        <translation>Vaši ruku ale v tomto tahu vyprázdnit nelze: hrajte dál a odhoďte jako obvykle.</translation>
    </message>
    <message>
        <source>Hint: </source>
        <translation>Rada: </translation>
    </message>
    <message>
        <source>No hand is finished yet.</source>
        <translation>Zatím neskončilo žádné kolo.</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Kolo skončilo</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>Deal the next hand: Next hand (Enter). Game ▸ Hand summary shows this hand&apos;s result again.</source>
        <translation>Rozdejte další kolo: Další kolo (Enter). Hra ▸ Výsledek kola znovu ukáže výsledek tohoto kola.</translation>
    </message>
    <message>
        <source>See the score, then deal the next hand.</source>
        <translation>Podívejte se na body a pak rozdejte další kolo.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Novou hru zahájíte v nabídce Hra.</translation>
    </message>
    <message>
        <source>{name} asks: “May I go out?”</source>
        <translation>{name} se ptá: „Smím ukončit?“</translation>
    </message>
    <message>
        <source>Answer yes (Y) or no (N). Your answer binds for this turn.</source>
        <translation>Odpovězte ano (Y), nebo ne (N). Odpověď platí pro tento tah.</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Na tahu je {name}</translation>
    </message>
    <message>
        <source>{name} plays on their own computer.</source>
        <translation>{name} hraje na svém počítači.</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} je pryč</translation>
    </message>
    <message>
        <source>Their seat is kept; a computer plays it if they do not come back soon.</source>
        <translation>Místo se drží; pokud se hráč brzy nevrátí, hraje za něj počítač.</translation>
    </message>
    <message>
        <source>Waiting for a friend to take this seat</source>
        <translation>Čeká se, až toto místo obsadí přítel</translation>
    </message>
    <message>
        <source>The table goes on when someone joins with the link.</source>
        <translation>Hra pokračuje, jakmile se někdo připojí přes odkaz.</translation>
    </message>
    <message>
        <source>Your turn — draw or take the pile</source>
        <translation>Jste na tahu – lízněte si, nebo vezměte balíček</translation>
    </message>
    <message>
        <source>Draw 2 from the stock, or take the pile with your pair.</source>
        <translation>Lízněte si 2 z talonu, nebo vezměte balíček svým párem.</translation>
    </message>
    <message>
        <source>Click the stock or drag it to your hand to draw 2 cards.</source>
        <translation>Klikněte na talon nebo ho přetáhněte do ruky a líznete si 2 karty.</translation>
    </message>
    <message>
        <source>Your turn — meld or discard</source>
        <translation>Jste na tahu – vykládejte, nebo odhoďte</translation>
    </message>
    <message>
        <source>First meld: {value} staged, {minimum} needed. Add more, then Lay down (M).</source>
        <translation>První vyložení: připraveno {value}, potřeba {minimum}. Přidejte další a pak „Vyložit“ (M).</translation>
    </message>
    <message>
        <source>Drag cards to your melds area to build your first meld ({minimum} needed), or discard.</source>
        <translation>Přetáhněte karty na plochu vyložení a složte první vyložení (potřeba {minimum}), nebo odhoďte.</translation>
    </message>
    <message>
        <source>One card left and you may not go out yet: pass.</source>
        <translation>Zbývá jedna karta a ještě nesmíte ukončit: hlaste pas.</translation>
    </message>
    <message>
        <source>Drag cards to your melds; discard (double-click) to end the turn.</source>
        <translation>Přetáhněte karty ke svým vyložením; tah ukončíte odhozením (dvojklik).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Čeká se na začátek hry</translation>
    </message>
    <message>
        <source>Friends join with the link in the lobby; press Start there when everyone is here.</source>
        <translation>Přátelé se připojí odkazem z okna Váš stůl; až budou všichni tu, klikněte tam na Začít.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>Hostitel zahájí hru, až budou všichni tu.</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} hraje</translation>
    </message>
    <message>
        <source>Computer moves are shown one by one (View ▸ Computer speed).</source>
        <translation>Tahy počítače se ukazují jeden po druhém (Zobrazení ▸ Rychlost počítače).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Uloženo jako {name}.</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Vymazat seznam</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Žádné nedávné hry</translation>
    </message>
    <message>
        <source>About Samba Desktop</source>
        <translation>O aplikaci Samba Desktop</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The game goes on; nothing else was changed.</source>
        <translation>Hra pokračuje; nic dalšího se nezměnilo.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <source>Delete all recorded games and hands?</source>
        <translation>Smazat všechny zaznamenané hry a kola?</translation>
    </message>
    <message>
        <source>Your statistics start again from zero. This cannot be undone.</source>
        <translation>Vaše statistiky začnou znovu od nuly. Tuto akci nelze vrátit.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vynulovat</translation>
    </message>
    <message>
        <source>Saved {when}, hand {hand}.</source>
        <translation>Uloženo {when}, kolo {hand}.</translation>
    </message>
    <message>
        <source>Starting a new game gives this one up.</source>
        <translation>Zahájením nové hry tuto hru vzdáte.</translation>
    </message>
    <message>
        <source>Continue your unfinished game?</source>
        <translation>Pokračovat v nedohrané hře?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Počet hráčů:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Síla</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Spoluhráč</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Zahájit hru</translation>
    </message>
    <message>
        <source>Everyone plays alone.</source>
        <translation>Každý hraje sám za sebe.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other and score together: seats {groups}.</source>
        <translation>Spoluhráči sedí naproti sobě a body získávají společně: místa {groups}.</translation>
    </message>
</context>
<context>
    <name>OutlookPanel</name>
    <message>
        <source>Samba {span}: still possible</source>
        <translation>Samba {span}: stále možná</translation>
    </message>
    <message>
        <source>Samba {span}: no longer possible</source>
        <translation>Samba {span}: už není možná</translation>
    </message>
    <message>
        <source>All three copies are in other melds: {cards}</source>
        <translation>Všechny tři kusy leží v jiných vyloženích: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s sequence {seq}: %n more card(s) to this samba</source>
        <translation>
            <numerusform>Postupce vaší strany {seq} chybí do této samby %n karta</numerusform>
            <numerusform>Postupce vaší strany {seq} chybí do této samby %n karty</numerusform>
            <numerusform>Postupce vaší strany {seq} chybí do této samby %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unseen)</source>
        <translation>
            <numerusform>{card} (%n neviděná)</numerusform>
            <numerusform>{card} (%n neviděné)</numerusform>
            <numerusform>{card} (%n neviděných)</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: {cards}</source>
        <translation>Chybí: {cards}</translation>
    </message>
    <message>
        <source>You hold or have laid a card of every rank of it.</source>
        <translation>Od každé její hodnoty máte kartu v ruce nebo vyloženou.</translation>
    </message>
    <message>
        <source>sequence {seq}: {n} to go</source>
        <translation>postupka {seq}: zbývá {n}</translation>
    </message>
    <message>
        <source>SAMBA OUTLOOK</source>
        <translation>VÝHLED NA SAMBY</translation>
    </message>
    <message>
        <source>Which of the five sambas of each suit (4–10 to 8–A) your side can still build, from what you can see. A samba is lost once all three copies of one of its cards lie in other melds.</source>
        <translation>Které z pěti samb každé barvy (4–10 až 8–A) může vaše strana podle toho, co vidíte, ještě sestavit. Samba je ztracená, jakmile všechny tři kusy některé z jejích karet leží v jiných vyloženích.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 20 sambas are still possible</source>
        <translation>
            <numerusform>Ze 20 samb je ještě možná %n</numerusform>
            <numerusform>Ze 20 samb jsou ještě možné %n</numerusform>
            <numerusform>Ze 20 samb je ještě možných %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Outlook</source>
        <translation>Výhled</translation>
    </message>
    <message>
        <source>Samba outlook</source>
        <translation>Výhled na samby</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Laid a red 3: each one laid counts 100 points for the side.</source>
        <translation>Vykládá červenou trojku: každá vyložená má pro stranu hodnotu 100 bodů.</translation>
    </message>
    <message>
        <source>Drew from the stock: the discard pile is empty.</source>
        <translation>Líže si z talonu: odhazovací balíček je prázdný.</translation>
    </message>
    <message>
        <source>Drew from the stock: our pair of the top card {top} does not reach the first-meld minimum of {minimum}.</source>
        <translation>Líže si z talonu: náš pár k vrchní kartě {top} nedosáhne minima {minimum} pro první vyložení.</translation>
    </message>
    <message>
        <source>Laid our first meld, {cards}: worth {value}, the minimum is {minimum}.</source>
        <translation>Vykládá první vyložení naší strany, {cards}: hodnota {value}, minimum je {minimum}.</translation>
    </message>
    <message>
        <source>Did not go out: our side would score about {ours} against {theirs}; discarded {card} instead.</source>
        <translation>Neukončuje: naše strana by získala asi {ours} proti {theirs}; místo toho odhazuje {card}.</translation>
    </message>
    <message>
        <source>Discarded {card}: the cheapest card to give away (cost {cost}; next best {other_card} at {other_cost}).</source>
        <translation>Odhazuje {card}: nejlevnější kartu, kterou lze dát pryč (cena {cost}; druhá nejlevnější {other_card} za {other_cost}).</translation>
    </message>
    <message>
        <source>Discarded {card}: the next player holds a pair of it with a chance of only {chance}%, and {other_card} was riskier (cost {other_cost} against {cost}).</source>
        <translation>Odhazuje {card}: další hráč k ní má pár s pravděpodobností jen {chance}&#xa0;% a {other_card} je riskantnější (cena {other_cost} proti {cost}).</translation>
    </message>
    <message numerus="yes">
        <source>Blocked the pile of %n card(s) by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</source>
        <translation>
            <numerusform>Blokuje balíček o %n kartě tím, že odhazuje {card}, přestože je to divoká karta: každá jiná karta je příliš užitečná nebo příliš nebezpečná (odhodit nejlevnější z nich by stálo {other_cost}).</numerusform>
            <numerusform>Blokuje balíček o %n kartách tím, že odhazuje {card}, přestože je to divoká karta: každá jiná karta je příliš užitečná nebo příliš nebezpečná (odhodit nejlevnější z nich by stálo {other_cost}).</numerusform>
            <numerusform>Blokuje balíček o %n kartách tím, že odhazuje {card}, přestože je to divoká karta: každá jiná karta je příliš užitečná nebo příliš nebezpečná (odhodit nejlevnější z nich by stálo {other_cost}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Discarded {card} and kept the pair it would have broken (cost {cost} against {other_cost}).</source>
        <translation>Odhazuje {card} a nechává si pár, který by se jinak rozbil (cena {cost} proti {other_cost}).</translation>
    </message>
    <message>
        <source>Played a safe legal move (options: {count}): the plan did not fit.</source>
        <translation>Hraje bezpečný povolený tah (možností: {count}): plán nevychází.</translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Prohledání %Ln simulovaného rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než odhodit {other_card}, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než odhodit {other_card}, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než odhodit {other_card}, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Prohledání %Ln simulovaného rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než vyložit {other_cards}, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než vyložit {other_cards}, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než vyložit {other_cards}, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Prohledání %Ln simulovaného rozdání: toto vyneslo v průměru o {gain} víc než líznout si z talonu, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: toto vyneslo v průměru o {gain} víc než líznout si z talonu, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: toto vyneslo v průměru o {gain} víc než líznout si z talonu, což je volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s) found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</source>
        <translation>
            <numerusform>Prohledání %Ln simulovaného rozdání nenašlo žádný plán zřetelně lepší než volba podle pravidel (porovnáno plánů: {plans}; výhry v {win}&#xa0;% rozdání).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání nenašlo žádný plán zřetelně lepší než volba podle pravidel (porovnáno plánů: {plans}; výhry v {win}&#xa0;% rozdání).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání nenašlo žádný plán zřetelně lepší než volba podle pravidel (porovnáno plánů: {plans}; výhry v {win}&#xa0;% rozdání).</numerusform>
        </translation>
    </message>
    <message>
        <source>This was the only legal move.</source>
        <translation>Byl to jediný povolený tah.</translation>
    </message>
    <message numerus="yes">
        <source>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln point(s)).</source>
        <translation>
            <numerusform>Odpovídá spoluhráči ano: úroveň Snadná nechá spoluhráče ukončit vždy (v ruce máme %Ln bod).</numerusform>
            <numerusform>Odpovídá spoluhráči ano: úroveň Snadná nechá spoluhráče ukončit vždy (v ruce máme %Ln body).</numerusform>
            <numerusform>Odpovídá spoluhráči ano: úroveň Snadná nechá spoluhráče ukončit vždy (v ruce máme %Ln bodů).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This was the only legal move (%n option(s)).</source>
        <translation>
            <numerusform>Byl to jediný povolený tah (%n možnost).</numerusform>
            <numerusform>Byl to jediný povolený tah (%n možnosti).</numerusform>
            <numerusform>Byl to jediný povolený tah (%n možností).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked one of %n legal move(s) at random.</source>
        <translation>
            <numerusform>Hraje jediný povolený tah (%n možnost).</numerusform>
            <numerusform>Náhodně vybírá jeden z %n povolených tahů.</numerusform>
            <numerusform>Náhodně vybírá jeden z %n povolených tahů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile of %n card(s) with {cards} from the hand.</source>
        <translation>
            <numerusform>Bere balíček o %n kartě pomocí {cards} z ruky.</numerusform>
            <numerusform>Bere balíček o %n kartách pomocí {cards} z ruky.</numerusform>
            <numerusform>Bere balíček o %n kartách pomocí {cards} z ruky.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the top card {card} onto our sequence of %n card(s).</source>
        <translation>
            <numerusform>Přikládá vrchní kartu {card} k naší postupce o %n kartě.</numerusform>
            <numerusform>Přikládá vrchní kartu {card} k naší postupce o %n kartách.</numerusform>
            <numerusform>Přikládá vrchní kartu {card} k naší postupce o %n kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n card(s).</source>
        <translation>
            <numerusform>Líže si z talonu: žádný pár v ruce neodpovídá vrchní kartě {top} (v balíčku je %n karta).</numerusform>
            <numerusform>Líže si z talonu: žádný pár v ruce neodpovídá vrchní kartě {top} (v balíčku jsou %n karty).</numerusform>
            <numerusform>Líže si z talonu: žádný pár v ruce neodpovídá vrchní kartě {top} (v balíčku je %n karet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: the pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Líže si z talonu: balíček o %n kartě je zablokovaný kartou {top}.</numerusform>
            <numerusform>Líže si z talonu: balíček o %n kartách je zablokovaný kartou {top}.</numerusform>
            <numerusform>Líže si z talonu: balíček o %n kartách je zablokovaný kartou {top}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n card(s) in new melds: {cards}.</source>
        <translation>
            <numerusform>Vykládá %n kartu do nových vyložení: {cards}.</numerusform>
            <numerusform>Vykládá %n karty do nových vyložení: {cards}.</numerusform>
            <numerusform>Vykládá %n karet do nových vyložení: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to a meld on the table, which now holds %n card(s).</source>
        <translation>
            <numerusform>Přikládá {cards} k vyložení na stole, které má teď %n kartu.</numerusform>
            <numerusform>Přikládá {cards} k vyložení na stole, které má teď %n karty.</numerusform>
            <numerusform>Přikládá {cards} k vyložení na stole, které má teď %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}: the card with the least use in a hand of %n card(s).</source>
        <translation>
            <numerusform>Odhazuje {card}: v ruce má jen %n kartu, a to právě tuto.</numerusform>
            <numerusform>Odhazuje {card}: v ruce má %n karty a tato je z nich nejméně užitečná.</numerusform>
            <numerusform>Odhazuje {card}: v ruce má %n karet a tato je z nich nejméně užitečná.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played the first of %n legal move(s): nothing better stood out.</source>
        <translation>
            <numerusform>Hraje jediný povolený tah (%n možnost).</numerusform>
            <numerusform>Hraje první z %n povolených tahů: nic lepšího nevyčnívá.</numerusform>
            <numerusform>Hraje první z %n povolených tahů: nic lepšího nevyčnívá.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and the side may not go out yet.</source>
        <translation>Hlásí pas a nechává si {card}: zbývá jedna karta a strana ještě nesmí ukončit.</translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, judged worth {gain} more than drawing two cards.</source>
        <translation>
            <numerusform>Bere balíček o %n kartě v hodnotě {points}: podle odhadu vynese o {gain} víc než líznutí dvou karet.</numerusform>
            <numerusform>Bere balíček o %n kartách v hodnotě {points}: podle odhadu vynese o {gain} víc než líznutí dvou karet.</numerusform>
            <numerusform>Bere balíček o %n kartách v hodnotě {points}: podle odhadu vynese o {gain} víc než líznutí dvou karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, and it completes our first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Bere balíček o %n kartě v hodnotě {points}: doplní naše první vyložení (minimum {minimum}).</numerusform>
            <numerusform>Bere balíček o %n kartách v hodnotě {points}: doplní naše první vyložení (minimum {minimum}).</numerusform>
            <numerusform>Bere balíček o %n kartách v hodnotě {points}: doplní naše první vyložení (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took {card} from the pile onto our sequence, which grows to %n card(s); judged worth {gain} more than drawing.</source>
        <translation>
            <numerusform>Přikládá {card} z balíčku k naší postupce, která tím bude mít %n kartu; podle odhadu to vynese o {gain} víc než líznutí.</numerusform>
            <numerusform>Přikládá {card} z balíčku k naší postupce, která tím bude mít %n karty; podle odhadu to vynese o {gain} víc než líznutí.</numerusform>
            <numerusform>Přikládá {card} z balíčku k naší postupce, která tím bude mít %n karet; podle odhadu to vynese o {gain} víc než líznutí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n card(s)).</source>
        <translation>
            <numerusform>Líže si z talonu: nemáme přirozený pár k vrchní kartě {top} (v balíčku je %n karta).</numerusform>
            <numerusform>Líže si z talonu: nemáme přirozený pár k vrchní kartě {top} (v balíčku jsou %n karty).</numerusform>
            <numerusform>Líže si z talonu: nemáme přirozený pár k vrchní kartě {top} (v balíčku je %n karet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: taking the pile of %n card(s) was judged worth {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Líže si z talonu: vzít balíček o %n kartě vynese podle odhadu o {loss} méně než dvě karty z talonu.</numerusform>
            <numerusform>Líže si z talonu: vzít balíček o %n kartách vynese podle odhadu o {loss} méně než dvě karty z talonu.</numerusform>
            <numerusform>Líže si z talonu: vzít balíček o %n kartách vynese podle odhadu o {loss} méně než dvě karty z talonu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid a red 3 first: it counts 100 points (our side now has %n red 3(s) laid).</source>
        <translation>
            <numerusform>Nejdřív vykládá červenou trojku: má hodnotu 100 bodů (naše strana má teď vyloženou %n červenou trojku).</numerusform>
            <numerusform>Nejdřív vykládá červenou trojku: má hodnotu 100 bodů (naše strana má teď vyložené %n červené trojky).</numerusform>
            <numerusform>Nejdřív vykládá červenou trojku: má hodnotu 100 bodů (naše strana má teď vyložených %n červených trojek).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid new melds from the hand: {cards} (%n card(s)).</source>
        <translation>
            <numerusform>Vykládá z ruky nová vyložení: {cards} (%n karta).</numerusform>
            <numerusform>Vykládá z ruky nová vyložení: {cards} (%n karty).</numerusform>
            <numerusform>Vykládá z ruky nová vyložení: {cards} (%n karet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a canasta of %n card(s).</source>
        <translation>
            <numerusform>Přikládá {cards} a dokončuje kanastu o %n kartě.</numerusform>
            <numerusform>Přikládá {cards} a dokončuje kanastu o %n kartách.</numerusform>
            <numerusform>Přikládá {cards} a dokončuje kanastu o %n kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a samba of %n card(s) in sequence.</source>
        <translation>
            <numerusform>Přikládá {cards} a dokončuje tím sambu: postupku o %n kartě.</numerusform>
            <numerusform>Přikládá {cards} a dokončuje tím sambu: postupku o %n kartách.</numerusform>
            <numerusform>Přikládá {cards} a dokončuje tím sambu: postupku o %n kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our sequence, which now holds %n card(s) toward a samba.</source>
        <translation>
            <numerusform>Přikládá {cards} k naší postupce, která má teď na cestě k sambě %n kartu.</numerusform>
            <numerusform>Přikládá {cards} k naší postupce, která má teď na cestě k sambě %n karty.</numerusform>
            <numerusform>Přikládá {cards} k naší postupce, která má teď na cestě k sambě %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our group, which now holds %n card(s).</source>
        <translation>
            <numerusform>Přikládá {cards} k naší skupině, která má teď %n kartu.</numerusform>
            <numerusform>Přikládá {cards} k naší skupině, která má teď %n karty.</numerusform>
            <numerusform>Přikládá {cards} k naší skupině, která má teď %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged two of our groups into one of %n card(s).</source>
        <translation>
            <numerusform>Spojuje dvě naše skupiny do jedné o %n kartě.</numerusform>
            <numerusform>Spojuje dvě naše skupiny do jedné o %n kartách.</numerusform>
            <numerusform>Spojuje dvě naše skupiny do jedné o %n kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Ukončuje: naše strana získá v tomto kole asi {ours}, nejlepší jiná strana {theirs}; zbývá vyložit %n kartu.</numerusform>
            <numerusform>Ukončuje: naše strana získá v tomto kole asi {ours}, nejlepší jiná strana {theirs}; zbývá vyložit %n karty.</numerusform>
            <numerusform>Ukončuje: naše strana získá v tomto kole asi {ours}, nejlepší jiná strana {theirs}; zbývá vyložit %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: the partner said yes, so we must go out now, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Ukončuje: spoluhráč souhlasí, takže teď musíme ukončit; zbývá vyložit %n kartu.</numerusform>
            <numerusform>Ukončuje: spoluhráč souhlasí, takže teď musíme ukončit; zbývá vyložit %n karty.</numerusform>
            <numerusform>Ukončuje: spoluhráč souhlasí, takže teď musíme ukončit; zbývá vyložit %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: only %n card(s) left in the stock, or the opponents can go out; our side {ours} against {theirs}.</source>
        <translation>
            <numerusform>Ukončuje: v talonu zbývá už jen %n karta, nebo mohou ukončit soupeři; naše strana {ours} proti {theirs}.</numerusform>
            <numerusform>Ukončuje: v talonu zbývají už jen %n karty, nebo mohou ukončit soupeři; naše strana {ours} proti {theirs}.</numerusform>
            <numerusform>Ukončuje: v talonu zbývá už jen %n karet, nebo mohou ukončit soupeři; naše strana {ours} proti {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked the partner whether we may go out: we can, and the partner still holds %n card(s).</source>
        <translation>
            <numerusform>Ptá se spoluhráče, zda smíme ukončit: můžeme a spoluhráč má v ruce ještě %n kartu.</numerusform>
            <numerusform>Ptá se spoluhráče, zda smíme ukončit: můžeme a spoluhráč má v ruce ještě %n karty.</numerusform>
            <numerusform>Ptá se spoluhráče, zda smíme ukončit: můžeme a spoluhráč má v ruce ještě %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block: the pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Odhazuje {card} a blokuje tím balíček o %n kartě: další hráč ho nevezme, dokud na něm leží černá trojka.</numerusform>
            <numerusform>Odhazuje {card} a blokuje tím balíček o %n kartách: další hráč ho nevezme, dokud na něm leží černá trojka.</numerusform>
            <numerusform>Odhazuje {card} a blokuje tím balíček o %n kartách: další hráč ho nevezme, dokud na něm leží černá trojka.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed and kept {card}: one card left, and our side may not go out yet.</source>
        <translation>Hlásí pas a nechává si {card}: zbývá jedna karta a naše strana ještě nesmí ukončit.</translation>
    </message>
    <message numerus="yes">
        <source>Said no: I still hold a red 3; with it the hand would cost our side %Ln point(s).</source>
        <translation>
            <numerusform>Odpovídá ne: ještě mám červenou trojku; s ní by karty v ruce stály naši stranu %Ln bod.</numerusform>
            <numerusform>Odpovídá ne: ještě mám červenou trojku; s ní by karty v ruce stály naši stranu %Ln body.</numerusform>
            <numerusform>Odpovídá ne: ještě mám červenou trojku; s ní by karty v ruce stály naši stranu %Ln bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: my hand holds only %Ln point(s) (at most {limit}).</source>
        <translation>
            <numerusform>Odpovídá ano: v ruce mám jen %Ln bod (nejvýš {limit}).</numerusform>
            <numerusform>Odpovídá ano: v ruce mám jen %Ln body (nejvýš {limit}).</numerusform>
            <numerusform>Odpovídá ano: v ruce mám jen %Ln bodů (nejvýš {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: even with the %Ln point(s) in my hand against us we stay about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Odpovídá ano: i když se %Ln bod v mé ruce počítá proti nám, vedeme v tomto kole ještě asi o {margin}.</numerusform>
            <numerusform>Odpovídá ano: i když se %Ln body v mé ruce počítají proti nám, vedeme v tomto kole ještě asi o {margin}.</numerusform>
            <numerusform>Odpovídá ano: i když se %Ln bodů v mé ruce počítá proti nám, vedeme v tomto kole ještě asi o {margin}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said no: the %Ln point(s) in my hand would leave us only {margin} ahead on this hand (we want {limit}).</source>
        <translation>
            <numerusform>Odpovídá ne: s %Ln bodem v mé ruce bychom v tomto kole vedli jen o {margin} (chceme {limit}).</numerusform>
            <numerusform>Odpovídá ne: s %Ln body v mé ruce bychom v tomto kole vedli jen o {margin} (chceme {limit}).</numerusform>
            <numerusform>Odpovídá ne: s %Ln body v mé ruce bychom v tomto kole vedli jen o {margin} (chceme {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile as soon as it could: %n card(s) worth {points}.</source>
        <translation>
            <numerusform>Bere balíček, jakmile to jde: %n karta v hodnotě {points}.</numerusform>
            <numerusform>Bere balíček, jakmile to jde: %n karty v hodnotě {points}.</numerusform>
            <numerusform>Bere balíček, jakmile to jde: %n karet v hodnotě {points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out the moment our side may, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Ukončuje hned, jakmile to naše strana smí; zbývá vyložit %n kartu.</numerusform>
            <numerusform>Ukončuje hned, jakmile to naše strana smí; zbývá vyložit %n karty.</numerusform>
            <numerusform>Ukončuje hned, jakmile to naše strana smí; zbývá vyložit %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block the big pile of %n card(s).</source>
        <translation>
            <numerusform>Odhazuje {card} a blokuje tím velký balíček o %n kartě.</numerusform>
            <numerusform>Odhazuje {card} a blokuje tím velký balíček o %n kartách.</numerusform>
            <numerusform>Odhazuje {card} a blokuje tím velký balíček o %n kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}, the highest card no meld of ours wants (%Ln point(s)); the next opponent holds a pair of it with a chance of {chance}%.</source>
        <translation>
            <numerusform>Odhazuje {card}, nejvyšší kartu, kterou žádné naše vyložení nepotřebuje (%Ln bod); další soupeř k ní má pár s pravděpodobností {chance}&#xa0;%.</numerusform>
            <numerusform>Odhazuje {card}, nejvyšší kartu, kterou žádné naše vyložení nepotřebuje (%Ln body); další soupeř k ní má pár s pravděpodobností {chance}&#xa0;%.</numerusform>
            <numerusform>Odhazuje {card}, nejvyšší kartu, kterou žádné naše vyložení nepotřebuje (%Ln bodů); další soupeř k ní má pár s pravděpodobností {chance}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} (%Ln point(s)): no meld of ours wants it.</source>
        <translation>
            <numerusform>Odhazuje {card} (%Ln bod): žádné naše vyložení tu kartu nepotřebuje.</numerusform>
            <numerusform>Odhazuje {card} (%Ln body): žádné naše vyložení tu kartu nepotřebuje.</numerusform>
            <numerusform>Odhazuje {card} (%Ln bodů): žádné naše vyložení tu kartu nepotřebuje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out won in {win}% of %Ln sampled deal(s); holding back won in {alt_win}%.</source>
        <translation>
            <numerusform>Ukončení vyhrálo v {win}&#xa0;% z %Ln simulovaného rozdání, vyčkání v {alt_win}&#xa0;%.</numerusform>
            <numerusform>Ukončení vyhrálo v {win}&#xa0;% z %Ln simulovaných rozdání, vyčkání v {alt_win}&#xa0;%.</numerusform>
            <numerusform>Ukončení vyhrálo v {win}&#xa0;% z %Ln simulovaných rozdání, vyčkání v {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not go out: holding back won in {win}% of %Ln sampled deal(s); going out won in {alt_win}%.</source>
        <translation>
            <numerusform>Neukončuje: vyčkání vyhrálo v {win}&#xa0;% z %Ln simulovaného rozdání, ukončení v {alt_win}&#xa0;%.</numerusform>
            <numerusform>Neukončuje: vyčkání vyhrálo v {win}&#xa0;% z %Ln simulovaných rozdání, ukončení v {alt_win}&#xa0;%.</numerusform>
            <numerusform>Neukončuje: vyčkání vyhrálo v {win}&#xa0;% z %Ln simulovaných rozdání, ukončení v {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Prohledání %Ln simulovaného rozdání: tento plán vynesl v průměru o {gain} víc než volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: tento plán vynesl v průměru o {gain} víc než volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: tento plán vynesl v průměru o {gain} víc než volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Prohledání %Ln simulovaného rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
            <numerusform>Prohledání %Ln simulovaných rozdání: zahrát {cards} v tomto plánu vyneslo v průměru o {gain} víc než volba podle pravidel (výhry {win}&#xa0;% proti {alt_win}&#xa0;%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %Ln sampled deal(s): this answer won in {win}%, the other in {alt_win}%.</source>
        <translation>
            <numerusform>Odpovídá po %Ln simulovaném rozdání: tato odpověď vyhrála v {win}&#xa0;%, druhá v {alt_win}&#xa0;%.</numerusform>
            <numerusform>Odpovídá po %Ln simulovaných rozdáních: tato odpověď vyhrála v {win}&#xa0;%, druhá v {alt_win}&#xa0;%.</numerusform>
            <numerusform>Odpovídá po %Ln simulovaných rozdáních: tato odpověď vyhrála v {win}&#xa0;%, druhá v {alt_win}&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deal(s)).</source>
        <translation>
            <numerusform>Krok {step} z {steps} plánu tahu zvoleného prohledáním (výhry v {win}&#xa0;% z %Ln simulovaného rozdání).</numerusform>
            <numerusform>Krok {step} z {steps} plánu tahu zvoleného prohledáním (výhry v {win}&#xa0;% z %Ln simulovaných rozdání).</numerusform>
            <numerusform>Krok {step} z {steps} plánu tahu zvoleného prohledáním (výhry v {win}&#xa0;% z %Ln simulovaných rozdání).</numerusform>
        </translation>
    </message>
    <message>
        <source>Well played: every plan the computer would consider starts with this move.</source>
        <translation>Dobře zahráno: každý plán, který by počítač zvažoval, začíná tímto tahem.</translation>
    </message>
    <message>
        <source>Well played: no move was clearly better here.</source>
        <translation>Dobře zahráno: žádný tah tu nebyl zřetelně lepší.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand than drawing from the stock.</source>
        <translation>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bod na kolo víc než líznout si z talonu.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln body na kolo víc než líznout si z talonu.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bodů na kolo víc než líznout si z talonu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Přiložit vrchní kartu {card} ke své postupce by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Přiložit vrchní kartu {card} ke své postupce by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Přiložit vrchní kartu {card} ke své postupce by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was worth about %Ln point(s) more per hand than taking the pile.</source>
        <translation>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln bod na kolo víc než vzít balíček.</numerusform>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln body na kolo víc než vzít balíček.</numerusform>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln bodů na kolo víc než vzít balíček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out now was worth about %Ln point(s) more per hand than holding back.</source>
        <translation>
            <numerusform>Ukončit hned by vám vyneslo zhruba o %Ln bod na kolo víc než vyčkat.</numerusform>
            <numerusform>Ukončit hned by vám vyneslo zhruba o %Ln body na kolo víc než vyčkat.</numerusform>
            <numerusform>Ukončit hned by vám vyneslo zhruba o %Ln bodů na kolo víc než vyčkat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was worth about %Ln point(s) more per hand than going out now.</source>
        <translation>
            <numerusform>Vyčkat by vám vyneslo zhruba o %Ln bod na kolo víc než ukončit hned.</numerusform>
            <numerusform>Vyčkat by vám vyneslo zhruba o %Ln body na kolo víc než ukončit hned.</numerusform>
            <numerusform>Vyčkat by vám vyneslo zhruba o %Ln bodů na kolo víc než ukončit hned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Zeptat se spoluhráče, zda smíte ukončit, by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Zeptat se spoluhráče, zda smíte ukončit, by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Zeptat se spoluhráče, zda smíte ukončit, by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Odhodit {card} místo {other_card} by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Odhodit {card} místo {other_card} by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Odhodit {card} místo {other_card} by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of the wild card {other_card} was worth about %Ln point(s) more per hand: a wild card is worth more in your melds.</source>
        <translation>
            <numerusform>Odhodit {card} místo divoké karty {other_card} by vám vyneslo zhruba o %Ln bod na kolo víc: divoká karta má ve vašich vyloženích větší cenu.</numerusform>
            <numerusform>Odhodit {card} místo divoké karty {other_card} by vám vyneslo zhruba o %Ln body na kolo víc: divoká karta má ve vašich vyloženích větší cenu.</numerusform>
            <numerusform>Odhodit {card} místo divoké karty {other_card} by vám vyneslo zhruba o %Ln bodů na kolo víc: divoká karta má ve vašich vyloženích větší cenu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} now and keeping the rest in your hand was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Odhodit teď {card} a zbytek si nechat v ruce by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Odhodit teď {card} a zbytek si nechat v ruce by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Odhodit teď {card} a zbytek si nechat v ruce by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Vyložit {cards} by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Vyložit {cards} by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Vyložit {cards} by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Přiložit {cards} ke svému vyložení by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Přiložit {cards} ke svému vyložení by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Přiložit {cards} ke svému vyložení by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Spojit dvě své skupiny by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Spojit dvě své skupiny by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Spojit dvě své skupiny by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Vyložit svou červenou trojku by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Vyložit svou červenou trojku by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Vyložit svou červenou trojku by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Hlásit pas s poslední kartou by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Hlásit pas s poslední kartou by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Hlásit pas s poslední kartou by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Odpovědět ano by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Odpovědět ano by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Odpovědět ano by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Odpovědět ne by vám vyneslo zhruba o %Ln bod na kolo víc.</numerusform>
            <numerusform>Odpovědět ne by vám vyneslo zhruba o %Ln body na kolo víc.</numerusform>
            <numerusform>Odpovědět ne by vám vyneslo zhruba o %Ln bodů na kolo víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better than drawing from the stock, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bod víc než líznout si z talonu.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln body víc než líznout si z talonu.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bodů víc než líznout si z talonu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Vzít balíček kartami {cards} by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Přiložit vrchní kartu {card} ke své postupce by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Přiložit vrchní kartu {card} ke své postupce by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Přiložit vrchní kartu {card} ke své postupce by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the pile, by about %Ln point(s).</source>
        <translation>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln bod víc než vzít balíček.</numerusform>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln body víc než vzít balíček.</numerusform>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln bodů víc než vzít balíček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the top card {card}, by about %Ln point(s).</source>
        <translation>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln bod víc než vzít vrchní kartu {card}.</numerusform>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln body víc než vzít vrchní kartu {card}.</numerusform>
            <numerusform>Líznout si z talonu by vám vyneslo zhruba o %Ln bodů víc než vzít vrchní kartu {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out this turn was better than holding back, by about %Ln point(s).</source>
        <translation>
            <numerusform>Ukončit v tomto tahu by vám vyneslo zhruba o %Ln bod víc než vyčkat.</numerusform>
            <numerusform>Ukončit v tomto tahu by vám vyneslo zhruba o %Ln body víc než vyčkat.</numerusform>
            <numerusform>Ukončit v tomto tahu by vám vyneslo zhruba o %Ln bodů víc než vyčkat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was better than going out now, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vyčkat by vám vyneslo zhruba o %Ln bod víc než ukončit hned.</numerusform>
            <numerusform>Vyčkat by vám vyneslo zhruba o %Ln body víc než ukončit hned.</numerusform>
            <numerusform>Vyčkat by vám vyneslo zhruba o %Ln bodů víc než ukončit hned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Zeptat se spoluhráče, zda smíte ukončit, by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Zeptat se spoluhráče, zda smíte ukončit, by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Zeptat se spoluhráče, zda smíte ukončit, by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Odhodit {card} místo {other_card} by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Odhodit {card} místo {other_card} by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Odhodit {card} místo {other_card} by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln point(s).</source>
        <translation>
            <numerusform>Odhodit {card} by vám vyneslo zhruba o %Ln bod víc než odhodit divokou kartu ({other_card}).</numerusform>
            <numerusform>Odhodit {card} by vám vyneslo zhruba o %Ln body víc než odhodit divokou kartu ({other_card}).</numerusform>
            <numerusform>Odhodit {card} by vám vyneslo zhruba o %Ln bodů víc než odhodit divokou kartu ({other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} and keeping the rest in your hand was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Odhodit {card} a zbytek si nechat v ruce by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Odhodit {card} a zbytek si nechat v ruce by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Odhodit {card} a zbytek si nechat v ruce by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping {cards} in your hand this turn was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Nechat si v tomto tahu {cards} v ruce by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Nechat si v tomto tahu {cards} v ruce by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Nechat si v tomto tahu {cards} v ruce by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vyložit {cards} by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Vyložit {cards} by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Vyložit {cards} by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld {meld} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Přiložit {cards} ke svému vyložení {meld} by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Přiložit {cards} ke svému vyložení {meld} by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Přiložit {cards} ke svému vyložení {meld} by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your new meld was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Přiložit {cards} ke svému novému vyložení by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Přiložit {cards} ke svému novému vyložení by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Přiložit {cards} ke svému novému vyložení by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Spojit dvě své skupiny by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Spojit dvě své skupiny by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Spojit dvě své skupiny by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Vyložit svou červenou trojku by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Vyložit svou červenou trojku by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Vyložit svou červenou trojku by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Hlásit pas s poslední kartou by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Hlásit pas s poslední kartou by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Hlásit pas s poslední kartou by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Odpovědět ano by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Odpovědět ano by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Odpovědět ano by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Odpovědět ne by vám vyneslo zhruba o %Ln bod víc.</numerusform>
            <numerusform>Odpovědět ne by vám vyneslo zhruba o %Ln body víc.</numerusform>
            <numerusform>Odpovědět ne by vám vyneslo zhruba o %Ln bodů víc.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your meld {canasta_meld} would have become a canasta.</source>
        <translation>Z vašeho vyložení {canasta_meld} by se stala kanasta.</translation>
    </message>
    <message numerus="yes">
        <source>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>Další hráč vzal balíček, který po vás zůstal otevřený s {top} navrchu, {times}krát z %n simulovaného rozdání; po lepším tahu {kept}krát.</numerusform>
            <numerusform>Další hráč vzal balíček, který po vás zůstal otevřený s {top} navrchu, {times}krát z %n simulovaných rozdání; po lepším tahu {kept}krát.</numerusform>
            <numerusform>Další hráč vzal balíček, který po vás zůstal otevřený s {top} navrchu, {times}krát z %n simulovaných rozdání; po lepším tahu {kept}krát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>Soupeř vzal balíček, který po vás zůstal otevřený s {top} navrchu, {times}krát z %n simulovaného rozdání; po lepším tahu {kept}krát.</numerusform>
            <numerusform>Soupeř vzal balíček, který po vás zůstal otevřený s {top} navrchu, {times}krát z %n simulovaných rozdání; po lepším tahu {kept}krát.</numerusform>
            <numerusform>Soupeř vzal balíček, který po vás zůstal otevřený s {top} navrchu, {times}krát z %n simulovaných rozdání; po lepším tahu {kept}krát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent went out before your next turn in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>Soupeř ukončil před vaším dalším tahem {times}krát z %n simulovaného rozdání; po lepším tahu {kept}krát.</numerusform>
            <numerusform>Soupeř ukončil před vaším dalším tahem {times}krát z %n simulovaných rozdání; po lepším tahu {kept}krát.</numerusform>
            <numerusform>Soupeř ukončil před vaším dalším tahem {times}krát z %n simulovaných rozdání; po lepším tahu {kept}krát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deal(s); after yours, in {kept}.</source>
        <translation>
            <numerusform>Po lepším tahu vzala vaše strana balíček nejpozději ve vašem dalším tahu {times}krát z %n simulovaného rozdání; po vašem {kept}krát.</numerusform>
            <numerusform>Po lepším tahu vzala vaše strana balíček nejpozději ve vašem dalším tahu {times}krát z %n simulovaných rozdání; po vašem {kept}krát.</numerusform>
            <numerusform>Po lepším tahu vzala vaše strana balíček nejpozději ve vašem dalším tahu {times}krát z %n simulovaných rozdání; po vašem {kept}krát.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>line {n}: </source>
        <translation>řádek {n}: </translation>
    </message>
    <message>
        <source>This is not a Samba Desktop hand record.</source>
        <translation>Toto není záznam kola z aplikace Samba Desktop.</translation>
    </message>
    <message>
        <source>The file is too large for a hand record.</source>
        <translation>Soubor je na záznam kola příliš velký.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Soubor nelze přečíst.</translation>
    </message>
    <message>
        <source>The rules are not valid.</source>
        <translation>Pravidla nejsou platná.</translation>
    </message>
    <message>
        <source>A seat is not valid.</source>
        <translation>Jedno místo není platné.</translation>
    </message>
    <message>
        <source>The deal seed is not a number.</source>
        <translation>Kód rozdání není platné číslo.</translation>
    </message>
    <message>
        <source>The hand number is not valid.</source>
        <translation>Číslo kola není platné.</translation>
    </message>
    <message>
        <source>The scores do not fit the number of sides.</source>
        <translation>Body neodpovídají počtu stran.</translation>
    </message>
    <message>
        <source>A move cannot be read.</source>
        <translation>Jeden tah nelze přečíst.</translation>
    </message>
    <message>
        <source>A part of the record is missing.</source>
        <translation>Část záznamu chybí.</translation>
    </message>
    <message>
        <source>More than one seat is played by a human; a game has at most one.</source>
        <translation>Víc než jedno místo obsadil člověk; ve hře může hrát nejvýše jeden člověk.</translation>
    </message>
    <message>
        <source>A number is outside what a game allows.</source>
        <translation>Jedno číslo je mimo rozsah, který hra dovoluje.</translation>
    </message>
    <message>
        <source>A line cannot be read.</source>
        <translation>Jeden řádek nelze přečíst.</translation>
    </message>
    <message>
        <source>The record is damaged.</source>
        <translation>Záznam je poškozený.</translation>
    </message>
    <message>
        <source>The deal cannot be made again: {why}</source>
        <translation>Rozdání nelze zopakovat: {why}</translation>
    </message>
    <message>
        <source>Move {n} does not fit the hand: it is not that player&apos;s turn.</source>
        <translation>Tah {n} do kola nepatří: tento hráč není na tahu.</translation>
    </message>
    <message>
        <source>Move {n} is not legal: {why}</source>
        <translation>Tah {n} není povolený: {why}</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No game has been played to the end yet.</source>
        <translation>Zatím nebyla dohrána žádná hra.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>{result} {when}
You: {you} · best other: {other}</source>
        <translation>{result} {when}
Vy: {you} · nejlepší soupeř: {other}</translation>
    </message>
    <message>
        <source>At {name}’s table</source>
        <translation>Hostitel: {name}</translation>
    </message>
    <message>
        <source>At a shared table</source>
        <translation>U sdíleného stolu</translation>
    </message>
    <message>
        <source>Hosted with {names}</source>
        <translation>Váš stůl, přátelé: {names}</translation>
    </message>
    <message>
        <source>Hosted with friends</source>
        <translation>Váš stůl s přáteli</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Nepřesnost</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Hrubá chyba</translation>
    </message>
    <message>
        <source>{grade}: {reason}</source>
        <translation>{grade}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{grade} (about %Ln point(s))</source>
        <translation>
            <numerusform>{grade} (zhruba %Ln bod)</numerusform>
            <numerusform>{grade} (zhruba %Ln body)</numerusform>
            <numerusform>{grade} (zhruba %Ln bodů)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n hrubá chyba</numerusform>
            <numerusform>%n hrubé chyby</numerusform>
            <numerusform>%n hrubých chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n nepřesnost</numerusform>
            <numerusform>%n nepřesnosti</numerusform>
            <numerusform>%n nepřesností</numerusform>
        </translation>
    </message>
    <message>
        <source>You had no decision to make this hand.</source>
        <translation>V tomto kole nebylo o čem rozhodovat.</translation>
    </message>
    <message numerus="yes">
        <source>Well played: your %n decision(s) cost no points.</source>
        <translation>
            <numerusform>Dobře zahráno: vaše rozhodnutí nestálo žádné body.</numerusform>
            <numerusform>Dobře zahráno: vaše %n rozhodnutí nestála žádné body.</numerusform>
            <numerusform>Dobře zahráno: vašich %n rozhodnutí nestálo žádné body.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Well played: your decisions cost only about %Ln point(s).</source>
        <translation>
            <numerusform>Dobře zahráno: vaše rozhodnutí stála jen zhruba %Ln bod.</numerusform>
            <numerusform>Dobře zahráno: vaše rozhodnutí stála jen zhruba %Ln body.</numerusform>
            <numerusform>Dobře zahráno: vaše rozhodnutí stála jen zhruba %Ln bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand your decisions cost about %Ln point(s): {counts}.</source>
        <translation>
            <numerusform>V tomto kole vás vaše rozhodnutí stála zhruba %Ln bod: {counts}.</numerusform>
            <numerusform>V tomto kole vás vaše rozhodnutí stála zhruba %Ln body: {counts}.</numerusform>
            <numerusform>V tomto kole vás vaše rozhodnutí stála zhruba %Ln bodů: {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {n}: {review}</source>
        <translation>Tah {n}: {review}</translation>
    </message>
    <message>
        <source>Reviewing your decisions… ({done} of {total})</source>
        <translation>Vaše rozhodnutí se hodnotí… ({done} z {total})</translation>
    </message>
    <message>
        <source>Reviewing your decisions…</source>
        <translation>Vaše rozhodnutí se hodnotí…</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Ztracené body</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Nehodnoceno</translation>
    </message>
    <message>
        <source>Previous flagged move</source>
        <translation>Předchozí označený tah</translation>
    </message>
    <message>
        <source>Next flagged move</source>
        <translation>Další označený tah</translation>
    </message>
    <message>
        <source>What your decisions cost in each hand, by the computer&apos;s review (Settings ▸ Aids).</source>
        <translation>Kolik vás vaše rozhodnutí stála v každém kole podle hodnocení počítače (Nastavení ▸ Pomůcky).</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions: about %Ln point(s) lost ({counts})</source>
        <translation>
            <numerusform>Vaše rozhodnutí: ztráta zhruba %Ln bodu ({counts})</numerusform>
            <numerusform>Vaše rozhodnutí: ztráta zhruba %Ln bodů ({counts})</numerusform>
            <numerusform>Vaše rozhodnutí: ztráta zhruba %Ln bodů ({counts})</numerusform>
        </translation>
    </message>
    <message>
        <source>Next, move {i}: {move}</source>
        <translation>Následuje tah {i}: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Lepší: {move}</translation>
    </message>
    <message>
        <source>No hand of yours has been reviewed yet.</source>
        <translation>Zatím nebylo hodnoceno žádné vaše kolo.</translation>
    </message>
    <message>
        <source>Points lost per hand, game by game</source>
        <translation>Ztracené body na kolo, hra po hře</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>bez chyb</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>s chybami</translation>
    </message>
    <message>
        <source>with blunders</source>
        <translation>s hrubými chybami</translation>
    </message>
    <message>
        <source>After each hand the computer reviews your decisions (Settings ▸ Aids); here you see whether you lose fewer points over the games.</source>
        <translation>Po každém kole počítač zhodnotí vaše rozhodnutí (Nastavení ▸ Pomůcky); zde uvidíte, zda ztrácíte hru od hry méně bodů.</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): you lost about {points} per hand.</source>
        <translation>
            <numerusform>Vaše poslední hra: ztráta zhruba {points} na kolo.</numerusform>
            <numerusform>Vaše poslední %n hry: ztráta zhruba {points} na kolo.</numerusform>
            <numerusform>Vašich posledních %n her: ztráta zhruba {points} na kolo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before that: about {points}. You are getting better.</source>
        <translation>Předtím: zhruba {points}. Zlepšujete se.</translation>
    </message>
    <message>
        <source>Before that: about {points}.</source>
        <translation>Předtím: zhruba {points}.</translation>
    </message>
    <message>
        <source>Before that: the same.</source>
        <translation>Předtím: stejně.</translation>
    </message>
    <message>
        <source>Your Decisions</source>
        <translation>Vaše rozhodnutí</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>Custom</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source>Custom target score</source>
        <translation>Vlastní cílové skóre</translation>
    </message>
    <message>
        <source>Target score:</source>
        <translation>Cílové skóre:</translation>
    </message>
    <message>
        <source>Red 3s:</source>
        <translation>Červené trojky:</translation>
    </message>
    <message>
        <source>What a player keeps in hand while the side may not go out yet.</source>
        <translation>Co si hráč ponechá v ruce, dokud jeho strana nesmí ukončit.</translation>
    </message>
    <message>
        <source>Before going out:</source>
        <translation>Před ukončením:</translation>
    </message>
    <message>
        <source>Bolivia: melds of wild cards only</source>
        <translation>Bolivia: vyložení jen z divokých karet</translation>
    </message>
    <message>
        <source>Seven wild cards make a bolivia, worth 2,500; going out then needs a samba.</source>
        <translation>Sedm divokých karet tvoří bolivii za 2&#xa0;500 bodů; k ukončení je pak potřeba samba.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <source>A game that reaches this many hands without a winner is a draw.</source>
        <translation>Hra, která dosáhne tolika kol bez vítěze, končí remízou.</translation>
    </message>
    <message>
        <source>Hand limit:</source>
        <translation>Limit kol:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand of this game has been played to the end yet.</source>
        <translation>V této hře zatím nebylo dohráno žádné kolo.</translation>
    </message>
    <message>
        <source>Target {score}</source>
        <translation>Cíl {score}</translation>
    </message>
</context>
<context>
    <name>ScoreDialogs</name>
    <message>
        <source>Cards in melds</source>
        <translation>Karty ve vyloženích</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Karty zbylé v ruce</translation>
    </message>
    <message>
        <source>Samba bonus</source>
        <translation>Prémie za sambu</translation>
    </message>
    <message>
        <source>Pure canasta bonus</source>
        <translation>Prémie za čistou kanastu</translation>
    </message>
    <message>
        <source>Mixed canasta bonus</source>
        <translation>Prémie za smíšenou kanastu</translation>
    </message>
    <message>
        <source>Bolivia bonus</source>
        <translation>Prémie za bolivii</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ukončení</translation>
    </message>
    <message>
        <source>Red 3s laid</source>
        <translation>Vyložené červené trojky</translation>
    </message>
    <message>
        <source>Red 3s still held</source>
        <translation>Červené trojky v ruce</translation>
    </message>
    <message>
        <source>Hand {n} is over</source>
        <translation>Kolo {n} skončilo</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Ukončení kola je vaše.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>Ukončení kola: {name}.</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out.</source>
        <translation>Talon došel: nikdo neukončil.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Toto kolo</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Celkem ve hře</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Zápis bodů</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zobrazit výsledek</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Další kolo</translation>
    </message>
    <message>
        <source>First side to {n} wins.</source>
        <translation>Vyhrává strana, která první dosáhne {n}.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>total</source>
        <translation>celkem</translation>
    </message>
    <message>
        <source>No hand finished yet.</source>
        <translation>Zatím neskončilo žádné kolo.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>Výsledek kola</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Remíza!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vyhráváte hru!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Vaše strana vyhrává hru!</translation>
    </message>
    <message>
        <source>The opponents win the game.</source>
        <translation>Hru vyhrávají soupeři.</translation>
    </message>
    <message>
        <source>{name} win the game.</source>
        <translation>Vyhrávají {name}.</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation>Vyhrává {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Final totals after %n hand(s)</source>
        <translation>
            <numerusform>Konečný stav po %n kole</numerusform>
            <numerusform>Konečný stav po %n kolech</numerusform>
            <numerusform>Konečný stav po %n kolech</numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
</context>
<context>
    <name>ScoreReplay</name>
    <message>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>Deal {deal} (the deal seed and hand number): the same cards come again with “Replay this deal”.</source>
        <translation>Rozdání {deal} (kód rozdání a číslo kola): tlačítkem „Zahrát rozdání znovu“ dostanete tytéž karty ještě jednou.</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Kolo:</translation>
    </message>
    <message>
        <source>Step through the hand</source>
        <translation>Projít kolo</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Zahrát rozdání znovu</translation>
    </message>
    <message>
        <source>Deal hand {n} again with the same cards and seats? The game on the table ends.</source>
        <translation>Rozdat kolo {n} znovu se stejnými kartami a místy? Rozehraná hra skončí.</translation>
    </message>
    <message>
        <source>game of {when}, hand {n}</source>
        <translation>hra z {when}, kolo {n}</translation>
    </message>
    <message>
        <source>Past hands:</source>
        <translation>Dřívější kola:</translation>
    </message>
    <message>
        <source>game {g}, hand {n}</source>
        <translation>hra {g}, kolo {n}</translation>
    </message>
    <message>
        <source>Choose a hand</source>
        <translation>Vyberte kolo</translation>
    </message>
    <message>
        <source>This hand cannot be shown</source>
        <translation>Toto kolo nelze zobrazit</translation>
    </message>
</context>
<context>
    <name>SessionModel</name>
    <message>
        <source>Your settings could not be read completely; defaults are used instead.</source>
        <translation>Nastavení se nepodařilo načíst celé; místo něj se použijí výchozí hodnoty.</translation>
    </message>
    <message>
        <source>Could not resume the last game</source>
        <translation>Poslední hru se nepodařilo obnovit</translation>
    </message>
    <message>
        <source>Settings not changed</source>
        <translation>Nastavení se nezměnilo</translation>
    </message>
    <message>
        <source>Could not save the game automatically</source>
        <translation>Hru se nepodařilo automaticky uložit</translation>
    </message>
    <message>
        <source>Could not record the hand in the score history</source>
        <translation>Kolo se nepodařilo zapsat do historie skóre</translation>
    </message>
    <message>
        <source>Could not record the game in the score history</source>
        <translation>Hru se nepodařilo zapsat do historie skóre</translation>
    </message>
    <message>
        <source>Could not remove the finished game&apos;s autosave</source>
        <translation>Automatické uložení dohrané hry se nepodařilo odstranit</translation>
    </message>
    <message>
        <source>Could not remove the autosave</source>
        <translation>Automatické uložení se nepodařilo odstranit</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Hru se nepodařilo uložit</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is one of the files Samba Desktop keeps for itself (the game saved automatically, the score history or the settings): a saved game cannot take its place. Choose another name or folder; nothing was changed.</source>
        <translation>„{name}“ je jeden ze souborů, které si Samba Desktop vede sám pro sebe (automaticky uložená hra, historie skóre nebo nastavení): uložená hra nemůže zaujmout jeho místo. Zvolte jiný název nebo složku; nic nebylo změněno.</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Uloženou hru se nepodařilo otevřít</translation>
    </message>
    <message>
        <source>Could not save the settings</source>
        <translation>Nastavení se nepodařilo uložit</translation>
    </message>
    <message>
        <source>Could not read the score history</source>
        <translation>Historii skóre se nepodařilo načíst</translation>
    </message>
    <message>
        <source>Could not export the score history</source>
        <translation>Historii skóre se nepodařilo exportovat</translation>
    </message>
    <message>
        <source>Could not reset the statistics</source>
        <translation>Statistiky se nepodařilo vynulovat</translation>
    </message>
    <message>
        <source>The score history is not available</source>
        <translation>Historie skóre není k dispozici</translation>
    </message>
    <message>
        <source>The score history was made by a newer version of Samba Desktop: it is shown, but the games played now are not recorded in it.</source>
        <translation>Historii skóre vytvořila novější verze Samba Desktop: zobrazuje se, ale hry hrané nyní se do ní nezapisují.</translation>
    </message>
    <message>
        <source>The score history could not be read; a new one was started.</source>
        <translation>Historii skóre se nepodařilo načíst; byla založena nová.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Pomůcky</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Rychlost počítače:</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automaticky</translation>
    </message>
    <message>
        <source>The longest a Hard computer player thinks about one decision: the longer, the stronger it plays. Most of its moves take no time. Easy and Normal do not think this long.</source>
        <translation>Nejdelší doba, po kterou počítačový hráč úrovně Těžká přemýšlí o jednom rozhodnutí: čím déle, tím silněji hraje. Většinu tahů zahraje okamžitě. Snadná a Normální úroveň tak dlouho nepřemýšlejí nikdy.</translation>
    </message>
    <message>
        <source>Thinking time:</source>
        <translation>Doba přemýšlení:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karty:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Velikost karet:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Řazení ruky:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Jazyk:</translation>
    </message>
    <message>
        <source>The new language is used as soon as you press OK.</source>
        <translation>Nový jazyk se použije hned po stisknutí OK.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next new game.</source>
        <translation>Změny pravidel platí od příští nové hry.</translation>
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
        <translation>SKÓRE</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Zápis bodů</translation>
    </message>
    <message>
        <source>RECENT MOVES</source>
        <translation>POSLEDNÍ TAHY</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Soupeři</translation>
    </message>
    <message>
        <source>How the other sides stand in this hand</source>
        <translation>Jak si ostatní strany stojí v tomto kole</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Poslední tahy</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Kolo {n}</translation>
    </message>
    <message>
        <source>target {n}</source>
        <translation>cíl {n}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Kolo skončilo</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Čeká se na začátek hry</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>Your answer, please</source>
        <translation>Vaši odpověď, prosím</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Na tahu: {name}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>First meld done</source>
        <translation>První vyložení hotovo</translation>
    </message>
    <message>
        <source>needed {n}</source>
        <translation>potřeba bylo {n}</translation>
    </message>
    <message>
        <source>staged {v}</source>
        <translation>připraveno {v}</translation>
    </message>
    <message>
        <source>First meld: {n}</source>
        <translation>První vyložení: {n}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>Kanasty/samby {n}/2</translation>
    </message>
    <message>
        <source>you may go out</source>
        <translation>smíte ukončit</translation>
    </message>
    <message>
        <source>needed to go out</source>
        <translation>potřeba k ukončení</translation>
    </message>
    <message>
        <source>Red 3s laid: {n}</source>
        <translation>Červené trojky: {n}</translation>
    </message>
    <message>
        <source>On the table: {n}</source>
        <translation>Na stole: {n}</translation>
    </message>
    <message>
        <source>{side} · THIS HAND</source>
        <translation>{side} · TOTO KOLO</translation>
    </message>
    <message>
        <source>Your side needs two 7-card melds (canastas or sambas) to go out; laid red 3s count +100 each once it has them.</source>
        <translation>K ukončení potřebuje vaše strana dvě vyložení ze sedmi karet (kanasty nebo samby); jakmile je má, každá vyložená červená trojka se počítá za +100.</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>má vyloženo</translation>
    </message>
    <message>
        <source>not melded yet</source>
        <translation>ještě nemá vyloženo</translation>
    </message>
    <message>
        <source>{first} · 7-card melds {n}/2 · red 3s {r}</source>
        <translation>{first} · kanasty/samby {n}/2 · červené trojky {r}</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Samba Desktop is already open</source>
        <translation>Samba Desktop je již otevřen</translation>
    </message>
    <message>
        <source>Samba Desktop is already running with your games, but it did not answer. This copy closes without changing anything, so that no game is written by two copies at once. Switch to the open window, or wait a moment and start Samba Desktop again.</source>
        <translation>Samba Desktop už běží s vašimi hrami, ale neodpověděl. Tato kopie se zavře, aniž by cokoli změnila, aby žádnou hru nezapisovaly dvě kopie zároveň. Přepněte do otevřeného okna, nebo chvíli počkejte a spusťte Samba Desktop znovu.</translation>
    </message>
</context>
<context>
    <name>SoundForm</name>
    <message>
        <source>Play sounds at the table</source>
        <translation>Přehrávat zvuky u stolu</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Hlasitost:</translation>
    </message>
    <message>
        <source>Quiet sounds for the deal, a draw, cards laid, a discard, a canasta or samba closed, going out and your turn.</source>
        <translation>Tiché zvuky pro rozdání, líznutí, vyložené karty, odhození, dokončenou kanastu nebo sambu, ukončení a váš tah.</translation>
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
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Přehled</translation>
    </message>
    <message>
        <source>Each side&apos;s total after every hand of the game on the table.</source>
        <translation>Součet každé strany po každém kole rozehrané hry.</translation>
    </message>
    <message>
        <source>This Game</source>
        <translation>Tato hra</translation>
    </message>
    <message>
        <source>One bar per finished game: your total minus the best other total.</source>
        <translation>Jeden sloupec za každou dohranou hru: váš součet minus nejlepší jiný součet.</translation>
    </message>
    <message>
        <source>Over Time</source>
        <translation>V čase</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportovat CSV…</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>Vynulovat statistiky…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
    <message>
        <source>By opponent strength</source>
        <translation>Podle síly soupeřů</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Podle počtu hráčů</translation>
    </message>
    <message>
        <source>Hands and melds</source>
        <translation>Kola a vyložení</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Odehraná kola</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Nejlepší kolo</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Průměr na kolo</translation>
    </message>
    <message>
        <source>Times your side went out</source>
        <translation>Kolikrát vaše strana ukončila</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Nejdelší série výher</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Současná série výher</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Kanasty</translation>
    </message>
    <message>
        <source>&#x2003;of them pure</source>
        <translation>&#x2003;z toho čisté</translation>
    </message>
    <message>
        <source>Sambas</source>
        <translation>Samby</translation>
    </message>
    <message>
        <source>Bolivias</source>
        <translation>Bolivie</translation>
    </message>
    <message>
        <source>The score history is not available.</source>
        <translation>Historie skóre není k dispozici.</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Zatím žádné dohrané hry.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>Unfinished games (not counted): {count}</source>
        <translation>Nedohrané hry (nezapočítané): {count}</translation>
    </message>
    <message>
        <source>Export Score History</source>
        <translation>Exportovat historii skóre</translation>
    </message>
    <message>
        <source>samba-history</source>
        <translation>samba-historie</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportováno do {path}</translation>
    </message>
    <message>
        <source>Exported games to {games} and hands to {hands}</source>
        <translation>Hry exportovány do {games} a kola do {hands}</translation>
    </message>
    <message>
        <source>Statistics reset.</source>
        <translation>Statistiky byly vynulovány.</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>The table did not let you in.</source>
        <translation>Stůl vás nepustil dovnitř.</translation>
    </message>
    <message>
        <source>You were hosting a table when Samba Desktop closed. Host it again now?</source>
        <translation>Když se Samba Desktop zavřel, měli jste založený stůl. Založit ho teď znovu?</translation>
    </message>
    <message>
        <source>Your friends are waiting: they come back with the same link, and the game goes on where it stopped.</source>
        <translation>Vaši přátelé čekají: vrátí se stejným odkazem a hra bude pokračovat tam, kde skončila.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Založit znovu</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Teď ne</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opustit stůl</translation>
    </message>
    <message>
        <source>End the table for everyone?</source>
        <translation>Zavřít stůl pro všechny?</translation>
    </message>
    <message>
        <source>Leave the table for good?</source>
        <translation>Opustit stůl natrvalo?</translation>
    </message>
    <message>
        <source>Your friends&apos; game ends with it. To play on later, close the app instead: the next start offers to host the table again.</source>
        <translation>Tím skončí hra i vašim přátelům. Chcete-li hrát později dál, raději zavřete aplikaci: při příštím spuštění nabídne stůl založit znovu.</translation>
    </message>
    <message>
        <source>A computer plays your seat for the rest of the game. To come back later, close the app instead: the same link gives you your seat back.</source>
        <translation>Vaše místo do konce hry převezme počítač. Chcete-li se později vrátit, raději zavřete aplikaci: stejným odkazem dostanete své místo zpět.</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Zavřít stůl</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Zůstat</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Založit stůl</translation>
    </message>
    <message>
        <source>Resume the table you hosted before?</source>
        <translation>Pokračovat u stolu, který jste naposledy založili?</translation>
    </message>
    <message>
        <source>Friends join it again with the same link. A new table gets a new link.</source>
        <translation>Přátelé se připojí znovu stejným odkazem. Nový stůl dostane nový odkaz.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nový stůl</translation>
    </message>
    <message>
        <source>Could not host the table</source>
        <translation>Stůl se nepodařilo založit</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>That is not a table&apos;s link. A link looks like samba://host:port/… and comes from the host.</source>
        <translation>To není odkaz na stůl. Odkaz vypadá jako samba://host:port/… a dostanete jej od hostitele.</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Could not reach the table at {address}. Check the link, and that the host is still hosting it.</source>
        <translation>Stůl na adrese {address} není dostupný. Zkontrolujte odkaz a zda hostitel stůl stále drží otevřený.</translation>
    </message>
    <message>
        <source>Samba Desktop</source>
        <translation>Samba Desktop</translation>
    </message>
    <message>
        <source>The connection to the table has ended.</source>
        <translation>Spojení se stolem bylo přerušeno.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer with your link.</source>
        <translation>Vaše místo bylo převzato z jiného okna nebo počítače s vaším odkazem.</translation>
    </message>
    <message>
        <source>The host has left or the network is down. Your seat is kept: join again with the same link when the host is back.</source>
        <translation>Hostitel odešel nebo nefunguje síť. Vaše místo zůstává vaše: až bude hostitel zpět, připojte se znovu stejným odkazem.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Připojit znovu</translation>
    </message>
    <message>
        <source>Play offline</source>
        <translation>Hrát offline</translation>
    </message>
    <message>
        <source>Could not rejoin the table</source>
        <translation>Znovu se ke stolu připojit nepodařilo</translation>
    </message>
</context>
<context>
    <name>TableConfig</name>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Západ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <source>Carla</source>
        <translation>Karla</translation>
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
        <translation>Nejdřív vyberte karty k vyložení.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Vyberte jednu kartu k odhození.</translation>
    </message>
    <message>
        <source>Select one card, then click the pile to discard it.</source>
        <translation>Vyberte jednu kartu a pak ji kliknutím na odhazovací balíček odhoďte.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Odhazujte jen jednu kartu najednou.</translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <source>A friend</source>
        <translation>Přítel</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Počítač: Snadná</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Počítač: Normální</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Počítač: Těžká</translation>
    </message>
    <message>
        <source>Seat {n}: waiting for a friend to join</source>
        <translation>Místo {n}: čeká na přítele</translation>
    </message>
    <message>
        <source>Seat {n}: {name} (you, hosting)</source>
        <translation>Místo {n}: {name} (vy, hostitel)</translation>
    </message>
    <message>
        <source>Seat {n}: {name} has joined</source>
        <translation>Místo {n}: {name} je u stolu</translation>
    </message>
    <message>
        <source>Seat {n}: {name} is away (the seat is kept)</source>
        <translation>Místo {n}: {name} je pryč (místo zůstává rezervované)</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer</source>
        <translation>Místo {n}: {name}, počítač</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a computer ({level})</source>
        <translation>Místo {n}: {name}, počítač ({level})</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Založit stůl</translation>
    </message>
    <message>
        <source>Friends join with the link you are given next. Seats you do not give to a friend are played by computers.</source>
        <translation>Přátelé se připojí odkazem, který dostanete v dalším kroku. Místa, která nedáte příteli, hraje počítač.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Vaše jméno:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Hráči:</translation>
    </message>
    <message>
        <source>Show this table on the local network</source>
        <translation>Zobrazit tento stůl v místní síti</translation>
    </message>
    <message>
        <source>Anyone on this network (at home, say) then finds it under Join a table and may join without the link. Leave it off on a network you share with strangers.</source>
        <translation>Každý v této síti (třeba doma) ho pak najde pod Připojit se ke stolu a může se připojit bez odkazu. V síti sdílené s cizími lidmi to nechte vypnuté.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Založit</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Místo {n}:</translation>
    </message>
    <message>
        <source>Who sits where:</source>
        <translation>Kdo kde sedí:</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} a {b}</translation>
    </message>
    <message>
        <source>Who sits where (partners sit opposite each other: seats {pairs}):</source>
        <translation>Kdo kde sedí (spoluhráči sedí naproti sobě: místa {pairs}):</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Váš stůl</translation>
    </message>
    <message>
        <source>Send this link to the friends you invite:</source>
        <translation>Pošlete tento odkaz přátelům, které zvete:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Posunout nahoru</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Posunout dolů</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Zavřít stůl</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Zkopírováno</translation>
    </message>
    <message numerus="yes">
        <source>Start now and computers play the %n seat(s) nobody has taken.</source>
        <translation>
            <numerusform>Když začnete teď, za volné místo bude hrát počítač.</numerusform>
            <numerusform>Když začnete teď, za %n volná místa bude hrát počítač.</numerusform>
            <numerusform>Když začnete teď, za %n volných míst bude hrát počítač.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Všichni jsou tu.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Připojit se ke stolu</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Odkaz:</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Stoly v této síti:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit</translation>
    </message>
    <message>
        <source>{name}’s table</source>
        <translation>Stůl – {name}</translation>
    </message>
    <message>
        <source>(none found yet)</source>
        <translation>(zatím žádný nenalezen)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>rozhoduje se…</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <translation>VAŠE RUKA</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Podle barvy</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Podle hodnoty</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>friend</source>
        <translation>přítel</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <source>away</source>
        <translation>pryč</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Spoluhráč</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>{role} · {who}</source>
        <translation>{role} · {who}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>poslední tah</translation>
    </message>
    <message>
        <source>TURN ORDER</source>
        <translation>POŘADÍ</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdný</translation>
    </message>
    <message>
        <source>STOCK</source>
        <translation>TALON</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>odhodit</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <translation>ODHOZ</translation>
    </message>
    <message>
        <source>open</source>
        <translation>volný</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>zablokovaný</translation>
    </message>
    <message>
        <source>you hold two {rank}s: take the pile</source>
        <translation>máte dvě karty {rank}: vezměte balíček</translation>
    </message>
    <message>
        <source>click the stock to draw</source>
        <translation>klikněte na talon a lízněte si</translation>
    </message>
    <message>
        <source>drop a card here to discard</source>
        <translation>sem přetáhněte kartu k odhození</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Červ. 3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>First meld {value} / {minimum}</source>
        <translation>První vyložení {value} / {minimum}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vyprázdnit</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Vyložit</translation>
    </message>
    <message>
        <source>first meld ✓</source>
        <translation>první vyložení ✓</translation>
    </message>
    <message>
        <source>first meld: {minimum}</source>
        <translation>první vyložení: {minimum}</translation>
    </message>
    <message>
        <source>7-card melds {n}/2</source>
        <translation>Kanasty/samby {n}/2</translation>
    </message>
    <message>
        <source>first meld</source>
        <translation>první vyložení</translation>
    </message>
    <message numerus="yes">
        <source>%n selected: {cards} · worth {points}</source>
        <translation>
            <numerusform>%n vybraná: {cards} · hodnota {points}</numerusform>
            <numerusform>%n vybrané: {cards} · hodnota {points}</numerusform>
            <numerusform>%n vybraných: {cards} · hodnota {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Red 3s · {n}</source>
        <translation>Červené trojky · {n}</translation>
    </message>
    <message>
        <source>PURE</source>
        <translation>ČISTÁ</translation>
    </message>
    <message>
        <source>PURE CANASTA</source>
        <translation>ČISTÁ KANASTA</translation>
    </message>
    <message>
        <source>MIXED</source>
        <translation>SMÍŠENÁ</translation>
    </message>
    <message>
        <source>MIXED CANASTA</source>
        <translation>SMÍŠENÁ KANASTA</translation>
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
        <translation>žolík</translation>
    </message>
    <message>
        <source>a joker</source>
        <comment>a joker as the object of a move: You discarded a joker</comment>
        <translation>žolíka</translation>
    </message>
    <message>
        <source>The pile is blocked: nobody may take it while a joker is on top.</source>
        <translation>Balíček je zablokovaný: dokud je navrchu žolík, nikdo ho nesmí vzít.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>U tohoto stolu jsou všechna místa obsazená.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Toto místo je obsazené.</translation>
    </message>
    <message>
        <source>You have not joined this table.</source>
        <translation>K tomuto stolu nejste připojeni.</translation>
    </message>
    <message>
        <source>The table could not read what this app sent.</source>
        <translation>Stůl nedokázal přečíst, co tato aplikace poslala.</translation>
    </message>
    <message>
        <source>The message was too long for the table.</source>
        <translation>Zpráva byla pro stůl příliš dlouhá.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Počkejte prosím: nejste na tahu.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>Stůl to odmítl.</translation>
    </message>
    <message>
        <source>group</source>
        <translation>skupina</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>postupka</translation>
    </message>
    <message>
        <source>pure canasta</source>
        <translation>čistá kanasta</translation>
    </message>
    <message>
        <source>mixed canasta</source>
        <translation>smíšená kanasta</translation>
    </message>
    <message>
        <source>samba</source>
        <translation>samba</translation>
    </message>
    <message>
        <source>black 3s</source>
        <translation>černé trojky</translation>
    </message>
    <message>
        <source>wild cards</source>
        <translation>divoké karty</translation>
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
        <translation>divoké ×{n}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>žolík</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message numerus="yes">
        <source>You took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>Berete balíček (%n karta) kartami {cards}</numerusform>
            <numerusform>Berete balíček (%n karty) kartami {cards}</numerusform>
            <numerusform>Berete balíček (%n karet) kartami {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>You found the stock empty: the hand ends</source>
        <translation>Nacházíte prázdný talon: kolo končí</translation>
    </message>
    <message>
        <source>{name} found the stock empty: the hand ends</source>
        <translation>{name} nachází prázdný talon: kolo končí</translation>
    </message>
    <message>
        <source>You drew the last card</source>
        <translation>Lížete si poslední kartu</translation>
    </message>
    <message>
        <source>{name} drew the last card</source>
        <translation>{name} si líže poslední kartu</translation>
    </message>
    <message>
        <source>{name} drew 2</source>
        <translation>{name} si líže 2</translation>
    </message>
    <message>
        <source>You answered no</source>
        <translation>Odpovídáte ne</translation>
    </message>
    <message>
        <source>You took back a move</source>
        <translation>Berete tah zpět</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Ukončujete kolo</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} ukončuje kolo</translation>
    </message>
    <message>
        <source>New game — hand 1</source>
        <translation>Nová hra – kolo 1</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Kolo {n}</translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out</source>
        <translation>Talon došel: nikdo neukončil</translation>
    </message>
    <message numerus="yes">
        <source>{name} took the pile (%n card(s)) with {cards}</source>
        <translation>
            <numerusform>{name} bere balíček (%n karta) kartami {cards}</numerusform>
            <numerusform>{name} bere balíček (%n karty) kartami {cards}</numerusform>
            <numerusform>{name} bere balíček (%n karet) kartami {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>This link does not open the table: the host may have closed it or started another one.</source>
        <translation>Tento odkaz ke stolu nevede: hostitel jej možná zavřel nebo založil jiný.</translation>
    </message>
    <message>
        <source>Your seat at this table can no longer be taken back.</source>
        <translation>Své místo u tohoto stolu už nemůžete znovu zaujmout.</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n žolík</numerusform>
            <numerusform>%n žolíci</numerusform>
            <numerusform>%n žolíků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two(s)</source>
        <translation>
            <numerusform>%n dvojka</numerusform>
            <numerusform>%n dvojky</numerusform>
            <numerusform>%n dvojek</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew 2</source>
        <translation>Lížete si 2</translation>
    </message>
    <message>
        <source>You took {card} onto a sequence</source>
        <translation>Přikládáte vrchní kartu {card} k postupce</translation>
    </message>
    <message>
        <source>{name} took {card} onto a sequence</source>
        <translation>{name} přikládá vrchní kartu {card} k postupce</translation>
    </message>
    <message>
        <source>{name} melded {cards}</source>
        <translation>{name} vykládá {cards}</translation>
    </message>
    <message>
        <source>You melded {cards}</source>
        <translation>Vykládáte {cards}</translation>
    </message>
    <message>
        <source>You added {cards} to {meld}</source>
        <translation>Přikládáte {cards} k {meld}</translation>
    </message>
    <message>
        <source>{name} added {cards} to {meld}</source>
        <translation>{name} přikládá {cards} k {meld}</translation>
    </message>
    <message>
        <source>You merged two groups ({meld})</source>
        <translation>Spojujete dvě skupiny ({meld})</translation>
    </message>
    <message>
        <source>{name} merged two groups ({meld})</source>
        <translation>{name} spojuje dvě skupiny ({meld})</translation>
    </message>
    <message>
        <source>{name} laid a red 3</source>
        <translation>{name} vykládá červenou trojku</translation>
    </message>
    <message>
        <source>You laid a red 3</source>
        <translation>Vykládáte červenou trojku</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} odhazuje {card}</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Odhazujete {card}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} hlásí pas</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Hlásíte pas</translation>
    </message>
    <message>
        <source>You asked: “May I go out?”</source>
        <translation>Ptáte se: „Smím ukončit?“</translation>
    </message>
    <message>
        <source>{name} asked: “May I go out?”</source>
        <translation>{name} se ptá: „Smím ukončit?“</translation>
    </message>
    <message>
        <source>{name} answered yes</source>
        <translation>{name} odpovídá ano</translation>
    </message>
    <message>
        <source>You answered yes</source>
        <translation>Odpovídáte ano</translation>
    </message>
    <message>
        <source>{name} answered no</source>
        <translation>{name} odpovídá ne</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>A samba is in reach</source>
        <translation>Samba je na dosah</translation>
    </message>
    <message>
        <source>Your side&apos;s sequence lacks only a few cards of a samba, worth 1,500. Keep the cards that fit it, and watch the samba outlook: once all three copies of a missing card are gone, that samba is lost.</source>
        <translation>Postupce vaší strany chybí do samby (1&#xa0;500 bodů) jen pár karet. Nechte si karty, které do ní patří, a sledujte výhled na samby: jakmile jsou pryč všechny tři kusy chybějící karty, je ta samba ztracená.</translation>
    </message>
    <message>
        <source>Block the big pile</source>
        <translation>Zablokujte velký balíček</translation>
    </message>
    <message>
        <source>The discard pile is big. A black 3 on top blocks it: the next player cannot take it. Discard your black 3 now if you do not want to give the pile away.</source>
        <translation>Odhazovací balíček je velký. Černá trojka navrchu ho zablokuje: další hráč si ho nemůže vzít. Odhoďte teď černou trojku, pokud balíček nechcete nikomu dát.</translation>
    </message>
    <message>
        <source>Lay your red 3</source>
        <translation>Vyložte červenou trojku</translation>
    </message>
    <message>
        <source>A laid red 3 counts 100 for your side (all six together 1,000) if your side has its two 7-card melds when the hand ends; without them each laid red 3 counts −100. A red 3 still in your hand at the end costs 750. Lay it with the Red 3 button.</source>
        <translation>Vyložená červená trojka přinese vaší straně 100 (všech šest dohromady 1&#xa0;000), pokud má vaše strana na konci kola svá dvě vyložení ze sedmi karet; bez nich se každá vyložená červená trojka počítá za −100. Červená trojka, která vám na konci zůstane v ruce, stojí 750. Vyložte ji tlačítkem „Červená 3“.</translation>
    </message>
    <message>
        <source>Wild cards spent in vain</source>
        <translation>Divoké karty nadarmo</translation>
    </message>
    <message>
        <source>Too few cards of that rank are left for one of your groups with wild cards ever to reach seven cards. Keep wild cards for melds that can still become canastas or for blocking the pile.</source>
        <translation>Pro jednu z vašich skupin s divokými kartami zbývá příliš málo karet té hodnoty, než aby kdy dosáhla sedmi karet. Divoké karty si šetřete pro vyložení, z nichž ještě může být kanasta, nebo k zablokování balíčku.</translation>
    </message>
    <message>
        <source>Your side may go out</source>
        <translation>Vaše strana smí ukončit</translation>
    </message>
    <message>
        <source>Your side has its two 7-card melds. Going out ends the hand and earns 200: do it when your side is ahead on this hand. With a partner you may ask first (Ask partner).</source>
        <translation>Vaše strana má svá dvě vyložení ze sedmi karet. Ukončení uzavře kolo a přinese 200: udělejte to, když vaše strana v tomto kole vede. Máte-li spoluhráče, můžete se ho nejdřív zeptat („Zeptat se“).</translation>
    </message>
    <message>
        <source>Beginners see each of these tips once, when it fits the game; switch them on again or off in Settings ▸ Aids.</source>
        <translation>Začátečníci uvidí každý z těchto tipů jednou, když se hodí ke hře; znovu je zapnete nebo vypnete v Nastavení ▸ Pomůcky.</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Tipy pro začátečníky</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Rozumím</translation>
    </message>
    <message>
        <source>No more tips</source>
        <translation>Už žádné tipy</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>Samba Desktop {version} is available: Help ▸ About links to the download.</source>
        <translation>Je k dispozici Samba Desktop {version}: Nápověda ▸ O aplikaci Samba Desktop odkazuje na stažení.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Samba Desktop</source>
        <translation>Vítejte v aplikaci Samba Desktop</translation>
    </message>
    <message>
        <source>Samba is Canasta with three decks: build melds of one rank and sequences of one suit, grow them into canastas and sambas, and be first to go out.</source>
        <translation>Samba je kanasta se třemi balíčky: vykládejte skupiny stejné hodnoty a postupky jedné barvy, rozšiřte je na kanasty a samby a ukončete jako první.</translation>
    </message>
    <message>
        <source>How would you like to play?</source>
        <translation>Jak chcete hrát?</translation>
    </message>
    <message>
        <source>With a computer partner, against two computers (4 players)</source>
        <translation>S počítačovým spoluhráčem proti dvěma počítačům (4 hráči)</translation>
    </message>
    <message>
        <source>Alone against one computer (2 players)</source>
        <translation>Vy proti jednomu počítači (2 hráči)</translation>
    </message>
    <message>
        <source>Alone against two computers (3 players)</source>
        <translation>Vy proti dvěma počítačům (3 hráči)</translation>
    </message>
    <message>
        <source>With a computer partner, against four computers in two pairs (6 players)</source>
        <translation>S počítačovým spoluhráčem proti čtyřem počítačům ve dvou dvojicích (6 hráčů)</translation>
    </message>
    <message>
        <source>Strength of the computers:</source>
        <translation>Síla počítačů:</translation>
    </message>
    <message>
        <source>New to Samba? Help ▸ Rules (F1) explains the game, and Hint (H) at the table suggests a move. You can change all of this later under Game ▸ New game and Settings.</source>
        <translation>Se sambou začínáte? Nápověda ▸ Pravidla (F1) hru vysvětlí a Rada (H) u stolu navrhne tah. Vše můžete později změnit v nabídce Hra ▸ Nová hra a Nastavení.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Přečíst pravidla</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Začít hrát</translation>
    </message>
    <message>
        <source>Learn to play first</source>
        <translation>Nejdřív se naučit hrát</translation>
    </message>
    <message>
        <source>A guided first hand: the table shows one step at a time and waits for you.</source>
        <translation>Provázené první kolo: stůl ukazuje jeden krok po druhém a čeká na vás.</translation>
    </message>
</context>
<context>
    <name>_RecordTable</name>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
</context>
</TS>
