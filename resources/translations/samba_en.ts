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
    <name>Help</name>
    <message numerus="yes">
        <source>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hand(s) unless you choose otherwise) without a winner is a draw.</source>
        <translation>
            <numerusform>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hand unless you choose otherwise) without a winner is a draw.</numerusform>
            <numerusform>Hand scores add up. After a hand, a side that has reached the target score wins; if several reach it in the same hand, the highest total wins, and a tie at the top is a draw. A game that reaches the hand limit (%n hands unless you choose otherwise) without a winner is a draw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message numerus="yes">
        <source>This play is worth about %Ln point(s) more here than the obvious one.</source>
        <translation>
            <numerusform>This play is worth about %Ln point more here than the obvious one.</numerusform>
            <numerusform>This play is worth about %Ln points more here than the obvious one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing {cards} is worth about %Ln point(s) more here than the obvious play.</source>
        <translation>
            <numerusform>Playing {cards} is worth about %Ln point more here than the obvious play.</numerusform>
            <numerusform>Playing {cards} is worth about %Ln points more here than the obvious play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (discarding {other_card}).</source>
        <translation>
            <numerusform>This is worth about %Ln point more here than the obvious play (discarding {other_card}).</numerusform>
            <numerusform>This is worth about %Ln points more here than the obvious play (discarding {other_card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (laying {other_cards}).</source>
        <translation>
            <numerusform>This is worth about %Ln point more here than the obvious play (laying {other_cards}).</numerusform>
            <numerusform>This is worth about %Ln points more here than the obvious play (laying {other_cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This is worth about %Ln point(s) more here than the obvious play (drawing from the stock).</source>
        <translation>
            <numerusform>This is worth about %Ln point more here than the obvious play (drawing from the stock).</numerusform>
            <numerusform>This is worth about %Ln points more here than the obvious play (drawing from the stock).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, about {gain} more than two cards from the stock.</source>
        <translation>
            <numerusform>The pile holds %n card worth {points}, about {gain} more than two cards from the stock.</numerusform>
            <numerusform>The pile holds %n cards worth {points}, about {gain} more than two cards from the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s) worth {points}, and taking it completes your first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>The pile holds %n card worth {points}, and taking it completes your first meld (minimum {minimum}).</numerusform>
            <numerusform>The pile holds %n cards worth {points}, and taking it completes your first meld (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s): about {gain} more than drawing.</source>
        <translation>
            <numerusform>Your sequence grows to %n card: about {gain} more than drawing.</numerusform>
            <numerusform>Your sequence grows to %n cards: about {gain} more than drawing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>The pile of %n card is blocked by {top}.</numerusform>
            <numerusform>The pile of %n cards is blocked by {top}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile of %n card(s) is worth about {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Taking the pile of %n card is worth about {loss} less than two cards from the stock.</numerusform>
            <numerusform>Taking the pile of %n cards is worth about {loss} less than two cards from the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %n card(s) count for your side once laid; left in your hand, they would count against you when the hand ends.</source>
        <translation>
            <numerusform>This %n card counts for your side once laid; left in your hand, it would count against you when the hand ends.</numerusform>
            <numerusform>These %n cards count for your side once laid; left in your hand, they would count against you when the hand ends.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a canasta of %n card(s).</source>
        <translation>
            <numerusform>It finishes a canasta of %n card.</numerusform>
            <numerusform>It finishes a canasta of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes a samba of %n card(s).</source>
        <translation>
            <numerusform>It finishes a samba of %n card.</numerusform>
            <numerusform>It finishes a samba of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence grows to %n card(s), on its way to a samba.</source>
        <translation>
            <numerusform>Your sequence grows to %n card, on its way to a samba.</numerusform>
            <numerusform>Your sequence grows to %n cards, on its way to a samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your group grows to %n card(s), on its way to a canasta.</source>
        <translation>
            <numerusform>Your group grows to %n card, on its way to a canasta.</numerusform>
            <numerusform>Your group grows to %n cards, on its way to a canasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together they make one group of %n card(s).</source>
        <translation>
            <numerusform>Together they make one group of %n card.</numerusform>
            <numerusform>Together they make one group of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n card(s) left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>
            <numerusform>Only %n card left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</numerusform>
            <numerusform>Only %n cards left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can go out, and your partner still holds %n card(s).</source>
        <translation>
            <numerusform>You can go out, and your partner still holds %n card.</numerusform>
            <numerusform>You can go out, and your partner still holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>The pile holds %n card, and the next player cannot take it while a black 3 is on top.</numerusform>
            <numerusform>The pile holds %n cards, and the next player cannot take it while a black 3 is on top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It blocks the pile of %n card(s): every other card is too useful or too dangerous to give away.</source>
        <translation>
            <numerusform>It blocks the pile of %n card: every other card is too useful or too dangerous to give away.</numerusform>
            <numerusform>It blocks the pile of %n cards: every other card is too useful or too dangerous to give away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You still hold a red 3; it would cost your side %Ln point(s).</source>
        <translation>
            <numerusform>You still hold a red 3; it would cost your side %Ln point.</numerusform>
            <numerusform>You still hold a red 3; it would cost your side %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand holds only %Ln point(s).</source>
        <translation>
            <numerusform>Your hand holds only %Ln point.</numerusform>
            <numerusform>Your hand holds only %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even with the %Ln point(s) in your hand your side stays about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Even with the %Ln point in your hand your side stays about {margin} ahead on this hand.</numerusform>
            <numerusform>Even with the %Ln points in your hand your side stays about {margin} ahead on this hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln point(s) in your hand would leave your side only {margin} ahead on this hand.</source>
        <translation>
            <numerusform>The %Ln point in your hand would leave your side only {margin} ahead on this hand.</numerusform>
            <numerusform>The %Ln points in your hand would leave your side only {margin} ahead on this hand.</numerusform>
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
    <message numerus="yes">
        <source>%n of the 20 sambas are still possible</source>
        <translation>
            <numerusform>%n of the 20 sambas is still possible</numerusform>
            <numerusform>%n of the 20 sambas are still possible</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>This was the only legal move (%n option(s)).</source>
        <translation>
            <numerusform>This was the only legal move (%n option).</numerusform>
            <numerusform>This was the only legal move (%n options).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln point(s)).</source>
        <translation>
            <numerusform>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln point).</numerusform>
            <numerusform>Said yes to the partner: the level Easy always lets its partner go out (our hand holds %Ln points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked one of %n legal move(s) at random.</source>
        <translation>
            <numerusform>Picked one of %n legal move at random.</numerusform>
            <numerusform>Picked one of %n legal moves at random.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile of %n card(s) with {cards} from the hand.</source>
        <translation>
            <numerusform>Took the pile of %n card with {cards} from the hand.</numerusform>
            <numerusform>Took the pile of %n cards with {cards} from the hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the top card {card} onto our sequence of %n card(s).</source>
        <translation>
            <numerusform>Took the top card {card} onto our sequence of %n card.</numerusform>
            <numerusform>Took the top card {card} onto our sequence of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n card(s).</source>
        <translation>
            <numerusform>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n card.</numerusform>
            <numerusform>Drew from the stock: no pair in the hand matches the top card {top} of the pile of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: the pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Drew from the stock: the pile of %n card is blocked by {top}.</numerusform>
            <numerusform>Drew from the stock: the pile of %n cards is blocked by {top}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n card(s) in new melds: {cards}.</source>
        <translation>
            <numerusform>Laid %n card in new melds: {cards}.</numerusform>
            <numerusform>Laid %n cards in new melds: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to a meld on the table, which now holds %n card(s).</source>
        <translation>
            <numerusform>Added {cards} to a meld on the table, which now holds %n card.</numerusform>
            <numerusform>Added {cards} to a meld on the table, which now holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}: the card with the least use in a hand of %n card(s).</source>
        <translation>
            <numerusform>Discarded {card}: the card with the least use in a hand of %n card.</numerusform>
            <numerusform>Discarded {card}: the card with the least use in a hand of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played the first of %n legal move(s): nothing better stood out.</source>
        <translation>
            <numerusform>Played the first of %n legal move: nothing better stood out.</numerusform>
            <numerusform>Played the first of %n legal moves: nothing better stood out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, judged worth {gain} more than drawing two cards.</source>
        <translation>
            <numerusform>Took the pile: %n card worth {points}, judged worth {gain} more than drawing two cards.</numerusform>
            <numerusform>Took the pile: %n cards worth {points}, judged worth {gain} more than drawing two cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile: %n card(s) worth {points}, and it completes our first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Took the pile: %n card worth {points}, and it completes our first meld (minimum {minimum}).</numerusform>
            <numerusform>Took the pile: %n cards worth {points}, and it completes our first meld (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took {card} from the pile onto our sequence, which grows to %n card(s); judged worth {gain} more than drawing.</source>
        <translation>
            <numerusform>Took {card} from the pile onto our sequence, which grows to %n card; judged worth {gain} more than drawing.</numerusform>
            <numerusform>Took {card} from the pile onto our sequence, which grows to %n cards; judged worth {gain} more than drawing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n card(s)).</source>
        <translation>
            <numerusform>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n card).</numerusform>
            <numerusform>Drew from the stock: we hold no natural pair of the top card {top} (a pile of %n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew from the stock: taking the pile of %n card(s) was judged worth {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Drew from the stock: taking the pile of %n card was judged worth {loss} less than two cards from the stock.</numerusform>
            <numerusform>Drew from the stock: taking the pile of %n cards was judged worth {loss} less than two cards from the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid a red 3 first: it counts 100 points (our side now has %n red 3(s) laid).</source>
        <translation>
            <numerusform>Laid a red 3 first: it counts 100 points (our side now has %n red 3 laid).</numerusform>
            <numerusform>Laid a red 3 first: it counts 100 points (our side now has %n red 3s laid).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid new melds from the hand: {cards} (%n card(s)).</source>
        <translation>
            <numerusform>Laid new melds from the hand: {cards} (%n card).</numerusform>
            <numerusform>Laid new melds from the hand: {cards} (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a canasta of %n card(s).</source>
        <translation>
            <numerusform>Added {cards} to finish a canasta of %n card.</numerusform>
            <numerusform>Added {cards} to finish a canasta of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to finish a samba of %n card(s) in sequence.</source>
        <translation>
            <numerusform>Added {cards} to finish a samba of %n card in sequence.</numerusform>
            <numerusform>Added {cards} to finish a samba of %n cards in sequence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our sequence, which now holds %n card(s) toward a samba.</source>
        <translation>
            <numerusform>Added {cards} to our sequence, which now holds %n card toward a samba.</numerusform>
            <numerusform>Added {cards} to our sequence, which now holds %n cards toward a samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {cards} to our group, which now holds %n card(s).</source>
        <translation>
            <numerusform>Added {cards} to our group, which now holds %n card.</numerusform>
            <numerusform>Added {cards} to our group, which now holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged two of our groups into one of %n card(s).</source>
        <translation>
            <numerusform>Merged two of our groups into one of %n card.</numerusform>
            <numerusform>Merged two of our groups into one of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n card left to lay.</numerusform>
            <numerusform>Going out: our side scores about {ours} on this hand against {theirs} for the best other side, with %n cards left to lay.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: the partner said yes, so we must go out now, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Going out: the partner said yes, so we must go out now, with %n card left to lay.</numerusform>
            <numerusform>Going out: the partner said yes, so we must go out now, with %n cards left to lay.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out: only %n card(s) left in the stock, or the opponents can go out; our side {ours} against {theirs}.</source>
        <translation>
            <numerusform>Going out: only %n card left in the stock, or the opponents can go out; our side {ours} against {theirs}.</numerusform>
            <numerusform>Going out: only %n cards left in the stock, or the opponents can go out; our side {ours} against {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked the partner whether we may go out: we can, and the partner still holds %n card(s).</source>
        <translation>
            <numerusform>Asked the partner whether we may go out: we can, and the partner still holds %n card.</numerusform>
            <numerusform>Asked the partner whether we may go out: we can, and the partner still holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block: the pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Discarded {card} to block: the pile holds %n card, and the next player cannot take it while a black 3 is on top.</numerusform>
            <numerusform>Discarded {card} to block: the pile holds %n cards, and the next player cannot take it while a black 3 is on top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said no: I still hold a red 3; with it the hand would cost our side %Ln point(s).</source>
        <translation>
            <numerusform>Said no: I still hold a red 3; with it the hand would cost our side %Ln point.</numerusform>
            <numerusform>Said no: I still hold a red 3; with it the hand would cost our side %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: my hand holds only %Ln point(s) (at most {limit}).</source>
        <translation>
            <numerusform>Said yes: my hand holds only %Ln point (at most {limit}).</numerusform>
            <numerusform>Said yes: my hand holds only %Ln points (at most {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said yes: even with the %Ln point(s) in my hand against us we stay about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Said yes: even with the %Ln point in my hand against us we stay about {margin} ahead on this hand.</numerusform>
            <numerusform>Said yes: even with the %Ln points in my hand against us we stay about {margin} ahead on this hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Said no: the %Ln point(s) in my hand would leave us only {margin} ahead on this hand (we want {limit}).</source>
        <translation>
            <numerusform>Said no: the %Ln point in my hand would leave us only {margin} ahead on this hand (we want {limit}).</numerusform>
            <numerusform>Said no: the %Ln points in my hand would leave us only {margin} ahead on this hand (we want {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took the pile as soon as it could: %n card(s) worth {points}.</source>
        <translation>
            <numerusform>Took the pile as soon as it could: %n card worth {points}.</numerusform>
            <numerusform>Took the pile as soon as it could: %n cards worth {points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out the moment our side may, with %n card(s) left to lay.</source>
        <translation>
            <numerusform>Going out the moment our side may, with %n card left to lay.</numerusform>
            <numerusform>Going out the moment our side may, with %n cards left to lay.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} to block the big pile of %n card(s).</source>
        <translation>
            <numerusform>Discarded {card} to block the big pile of %n card.</numerusform>
            <numerusform>Discarded {card} to block the big pile of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card}, the highest card no meld of ours wants (%Ln point(s)); the next opponent holds a pair of it with a chance of {chance}%.</source>
        <translation>
            <numerusform>Discarded {card}, the highest card no meld of ours wants (%Ln point); the next opponent holds a pair of it with a chance of {chance}%.</numerusform>
            <numerusform>Discarded {card}, the highest card no meld of ours wants (%Ln points); the next opponent holds a pair of it with a chance of {chance}%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded {card} (%Ln point(s)): no meld of ours wants it.</source>
        <translation>
            <numerusform>Discarded {card} (%Ln point): no meld of ours wants it.</numerusform>
            <numerusform>Discarded {card} (%Ln points): no meld of ours wants it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out won in {win}% of %Ln sampled deal(s); holding back won in {alt_win}%.</source>
        <translation>
            <numerusform>Going out won in {win}% of %Ln sampled deal; holding back won in {alt_win}%.</numerusform>
            <numerusform>Going out won in {win}% of %Ln sampled deals; holding back won in {alt_win}%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not go out: holding back won in {win}% of %Ln sampled deal(s); going out won in {alt_win}%.</source>
        <translation>
            <numerusform>Did not go out: holding back won in {win}% of %Ln sampled deal; going out won in {alt_win}%.</numerusform>
            <numerusform>Did not go out: holding back won in {win}% of %Ln sampled deals; going out won in {alt_win}%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Search over %Ln sampled deal: this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</numerusform>
            <numerusform>Search over %Ln sampled deals: this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Search over %Ln sampled deal: playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</numerusform>
            <numerusform>Search over %Ln sampled deals: playing {cards} in this plan scored {gain} more on average than the rule-based choice (won {win}% against {alt_win}%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Blocked the pile of %n card(s) by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</source>
        <translation>
            <numerusform>Blocked the pile of %n card by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</numerusform>
            <numerusform>Blocked the pile of %n cards by discarding {card}, a wild card: every other card was too useful or too dangerous (the cheapest other discard would have cost {other_cost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Search over %Ln sampled deal: playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</numerusform>
            <numerusform>Search over %Ln sampled deals: playing {cards} in this plan scored {gain} more on average than the rule-based choice of discarding {other_card} (won {win}% against {alt_win}%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Search over %Ln sampled deal: playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</numerusform>
            <numerusform>Search over %Ln sampled deals: playing {cards} in this plan scored {gain} more on average than the rule-based choice of laying {other_cards} (won {win}% against {alt_win}%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s): this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</source>
        <translation>
            <numerusform>Search over %Ln sampled deal: this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</numerusform>
            <numerusform>Search over %Ln sampled deals: this scored {gain} more on average than the rule-based choice of drawing from the stock (won {win}% against {alt_win}%).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search over %Ln sampled deal(s) found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</source>
        <translation>
            <numerusform>Search over %Ln sampled deal found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</numerusform>
            <numerusform>Search over %Ln sampled deals found no plan clearly better than the rule-based choice (plans compared: {plans}; won {win}% of the deals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %Ln sampled deal(s): this answer won in {win}%, the other in {alt_win}%.</source>
        <translation>
            <numerusform>Answered after %Ln sampled deal: this answer won in {win}%, the other in {alt_win}%.</numerusform>
            <numerusform>Answered after %Ln sampled deals: this answer won in {win}%, the other in {alt_win}%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deal(s)).</source>
        <translation>
            <numerusform>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deal).</numerusform>
            <numerusform>Step {step} of {steps} of the turn plan chosen by search (won {win}% of %Ln sampled deals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand than drawing from the stock.</source>
        <translation>
            <numerusform>Taking the pile with {cards} was worth about %Ln point more per hand than drawing from the stock.</numerusform>
            <numerusform>Taking the pile with {cards} was worth about %Ln points more per hand than drawing from the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Taking the pile with {cards} was worth about %Ln point more per hand.</numerusform>
            <numerusform>Taking the pile with {cards} was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Taking the top card {card} onto your sequence was worth about %Ln point more per hand.</numerusform>
            <numerusform>Taking the top card {card} onto your sequence was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was worth about %Ln point(s) more per hand than taking the pile.</source>
        <translation>
            <numerusform>Drawing from the stock was worth about %Ln point more per hand than taking the pile.</numerusform>
            <numerusform>Drawing from the stock was worth about %Ln points more per hand than taking the pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out now was worth about %Ln point(s) more per hand than holding back.</source>
        <translation>
            <numerusform>Going out now was worth about %Ln point more per hand than holding back.</numerusform>
            <numerusform>Going out now was worth about %Ln points more per hand than holding back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was worth about %Ln point(s) more per hand than going out now.</source>
        <translation>
            <numerusform>Holding back was worth about %Ln point more per hand than going out now.</numerusform>
            <numerusform>Holding back was worth about %Ln points more per hand than going out now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Asking your partner whether you may go out was worth about %Ln point more per hand.</numerusform>
            <numerusform>Asking your partner whether you may go out was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Discarding {card} instead of {other_card} was worth about %Ln point more per hand.</numerusform>
            <numerusform>Discarding {card} instead of {other_card} was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of the wild card {other_card} was worth about %Ln point(s) more per hand: a wild card is worth more in your melds.</source>
        <translation>
            <numerusform>Discarding {card} instead of the wild card {other_card} was worth about %Ln point more per hand: a wild card is worth more in your melds.</numerusform>
            <numerusform>Discarding {card} instead of the wild card {other_card} was worth about %Ln points more per hand: a wild card is worth more in your melds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} now and keeping the rest in your hand was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Discarding {card} now and keeping the rest in your hand was worth about %Ln point more per hand.</numerusform>
            <numerusform>Discarding {card} now and keeping the rest in your hand was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Laying {cards} was worth about %Ln point more per hand.</numerusform>
            <numerusform>Laying {cards} was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Adding {cards} to your meld was worth about %Ln point more per hand.</numerusform>
            <numerusform>Adding {cards} to your meld was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Merging two of your groups was worth about %Ln point more per hand.</numerusform>
            <numerusform>Merging two of your groups was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Laying your red 3 was worth about %Ln point more per hand.</numerusform>
            <numerusform>Laying your red 3 was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Passing with your last card was worth about %Ln point more per hand.</numerusform>
            <numerusform>Passing with your last card was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Answering yes was worth about %Ln point more per hand.</numerusform>
            <numerusform>Answering yes was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was worth about %Ln point(s) more per hand.</source>
        <translation>
            <numerusform>Answering no was worth about %Ln point more per hand.</numerusform>
            <numerusform>Answering no was worth about %Ln points more per hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better than drawing from the stock, by about %Ln point(s).</source>
        <translation>
            <numerusform>Taking the pile with {cards} was better than drawing from the stock, by about %Ln point.</numerusform>
            <numerusform>Taking the pile with {cards} was better than drawing from the stock, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile with {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Taking the pile with {cards} was better, by about %Ln point.</numerusform>
            <numerusform>Taking the pile with {cards} was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the top card {card} onto your sequence was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Taking the top card {card} onto your sequence was better, by about %Ln point.</numerusform>
            <numerusform>Taking the top card {card} onto your sequence was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the pile, by about %Ln point(s).</source>
        <translation>
            <numerusform>Drawing from the stock was better than taking the pile, by about %Ln point.</numerusform>
            <numerusform>Drawing from the stock was better than taking the pile, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawing from the stock was better than taking the top card {card}, by about %Ln point(s).</source>
        <translation>
            <numerusform>Drawing from the stock was better than taking the top card {card}, by about %Ln point.</numerusform>
            <numerusform>Drawing from the stock was better than taking the top card {card}, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out this turn was better than holding back, by about %Ln point(s).</source>
        <translation>
            <numerusform>Going out this turn was better than holding back, by about %Ln point.</numerusform>
            <numerusform>Going out this turn was better than holding back, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding back was better than going out now, by about %Ln point(s).</source>
        <translation>
            <numerusform>Holding back was better than going out now, by about %Ln point.</numerusform>
            <numerusform>Holding back was better than going out now, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking your partner whether you may go out was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Asking your partner whether you may go out was better, by about %Ln point.</numerusform>
            <numerusform>Asking your partner whether you may go out was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} instead of {other_card} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Discarding {card} instead of {other_card} was better, by about %Ln point.</numerusform>
            <numerusform>Discarding {card} instead of {other_card} was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln point(s).</source>
        <translation>
            <numerusform>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln point.</numerusform>
            <numerusform>Discarding {card} was better than throwing away a wild card ({other_card}), by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding {card} and keeping the rest in your hand was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Discarding {card} and keeping the rest in your hand was better, by about %Ln point.</numerusform>
            <numerusform>Discarding {card} and keeping the rest in your hand was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping {cards} in your hand this turn was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Keeping {cards} in your hand this turn was better, by about %Ln point.</numerusform>
            <numerusform>Keeping {cards} in your hand this turn was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying {cards} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Laying {cards} was better, by about %Ln point.</numerusform>
            <numerusform>Laying {cards} was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your meld {meld} was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Adding {cards} to your meld {meld} was better, by about %Ln point.</numerusform>
            <numerusform>Adding {cards} to your meld {meld} was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding {cards} to your new meld was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Adding {cards} to your new meld was better, by about %Ln point.</numerusform>
            <numerusform>Adding {cards} to your new meld was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging two of your groups was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Merging two of your groups was better, by about %Ln point.</numerusform>
            <numerusform>Merging two of your groups was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laying your red 3 was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Laying your red 3 was better, by about %Ln point.</numerusform>
            <numerusform>Laying your red 3 was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passing with your last card was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Passing with your last card was better, by about %Ln point.</numerusform>
            <numerusform>Passing with your last card was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering yes was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Answering yes was better, by about %Ln point.</numerusform>
            <numerusform>Answering yes was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering no was better, by about %Ln point(s).</source>
        <translation>
            <numerusform>Answering no was better, by about %Ln point.</numerusform>
            <numerusform>Answering no was better, by about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deal; after the better play, in {kept}.</numerusform>
            <numerusform>The next player took the pile you left open, with {top} on top, in {times} of %n sampled deals; after the better play, in {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deal; after the better play, in {kept}.</numerusform>
            <numerusform>An opponent took the pile you left open, with {top} on top, in {times} of %n sampled deals; after the better play, in {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An opponent went out before your next turn in {times} of %n sampled deal(s); after the better play, in {kept}.</source>
        <translation>
            <numerusform>An opponent went out before your next turn in {times} of %n sampled deal; after the better play, in {kept}.</numerusform>
            <numerusform>An opponent went out before your next turn in {times} of %n sampled deals; after the better play, in {kept}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deal(s); after yours, in {kept}.</source>
        <translation>
            <numerusform>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deal; after yours, in {kept}.</numerusform>
            <numerusform>After the better play your side took the pile by the end of your next turn in {times} of %n sampled deals; after yours, in {kept}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>{grade} (about %Ln point(s))</source>
        <translation>
            <numerusform>{grade} (about %Ln point)</numerusform>
            <numerusform>{grade} (about %Ln points)</numerusform>
        </translation>
    </message>
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
        <source>Well played: your %n decision(s) cost no points.</source>
        <translation>
            <numerusform>Well played: your decision cost no points.</numerusform>
            <numerusform>Well played: your %n decisions cost no points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Well played: your decisions cost only about %Ln point(s).</source>
        <translation>
            <numerusform>Well played: your decisions cost only about %Ln point.</numerusform>
            <numerusform>Well played: your decisions cost only about %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This hand your decisions cost about %Ln point(s): {counts}.</source>
        <translation>
            <numerusform>This hand your decisions cost about %Ln point: {counts}.</numerusform>
            <numerusform>This hand your decisions cost about %Ln points: {counts}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions: about %Ln point(s) lost ({counts})</source>
        <translation>
            <numerusform>Your decisions: about %Ln point lost ({counts})</numerusform>
            <numerusform>Your decisions: about %Ln points lost ({counts})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your last %n game(s): you lost about {points} per hand.</source>
        <translation>
            <numerusform>Your last game: you lost about {points} per hand.</numerusform>
            <numerusform>Your last %n games: you lost about {points} per hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreDialogs</name>
    <message numerus="yes">
        <source>Final totals after %n hand(s)</source>
        <translation>
            <numerusform>Final totals after %n hand</numerusform>
            <numerusform>Final totals after %n hands</numerusform>
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
    <message numerus="yes">
        <source>%n selected: {cards} · worth {points}</source>
        <translation>
            <numerusform>%n selected: {cards} · worth {points}</numerusform>
            <numerusform>%n selected: {cards} · worth {points}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two(s)</source>
        <translation>
            <numerusform>%n two</numerusform>
            <numerusform>%n twos</numerusform>
        </translation>
    </message>
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
