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
        <source>Take the pile: %n card(s) worth {points}, worth about {gain} more than drawing two cards.</source>
        <translation>
            <numerusform>Take the pile: %n card worth {points}, worth about {gain} more than drawing two cards.</numerusform>
            <numerusform>Take the pile: %n cards worth {points}, worth about {gain} more than drawing two cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the pile: %n card(s) worth {points}, and it completes your first meld (minimum {minimum}).</source>
        <translation>
            <numerusform>Take the pile: %n card worth {points}, and it completes your first meld (minimum {minimum}).</numerusform>
            <numerusform>Take the pile: %n cards worth {points}, and it completes your first meld (minimum {minimum}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take {card} from the pile and add it to your sequence (%n card(s) then): worth about {gain} more than drawing.</source>
        <translation>
            <numerusform>Take {card} from the pile and add it to your sequence (%n card then): worth about {gain} more than drawing.</numerusform>
            <numerusform>Take {card} from the pile and add it to your sequence (%n cards then): worth about {gain} more than drawing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw from the stock: the pile of %n card(s) is blocked by {top}.</source>
        <translation>
            <numerusform>Draw from the stock: the pile of %n card is blocked by {top}.</numerusform>
            <numerusform>Draw from the stock: the pile of %n cards is blocked by {top}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw from the stock: taking the pile of %n card(s) is worth about {loss} less than two cards from the stock.</source>
        <translation>
            <numerusform>Draw from the stock: taking the pile of %n card is worth about {loss} less than two cards from the stock.</numerusform>
            <numerusform>Draw from the stock: taking the pile of %n cards is worth about {loss} less than two cards from the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {cards} to finish a canasta of %n card(s).</source>
        <translation>
            <numerusform>Add {cards} to finish a canasta of %n card.</numerusform>
            <numerusform>Add {cards} to finish a canasta of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {cards} to finish a samba of %n card(s).</source>
        <translation>
            <numerusform>Add {cards} to finish a samba of %n card.</numerusform>
            <numerusform>Add {cards} to finish a samba of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {cards} to your sequence: %n card(s) toward a samba.</source>
        <translation>
            <numerusform>Add {cards} to your sequence: %n card toward a samba.</numerusform>
            <numerusform>Add {cards} to your sequence: %n cards toward a samba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {cards} to your group: %n card(s) then.</source>
        <translation>
            <numerusform>Add {cards} to your group: %n card then.</numerusform>
            <numerusform>Add {cards} to your group: %n cards then.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merge two of your groups into one of %n card(s).</source>
        <translation>
            <numerusform>Merge two of your groups into one of %n card.</numerusform>
            <numerusform>Merge two of your groups into one of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go out: only %n card(s) left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</source>
        <translation>
            <numerusform>Go out: only %n card left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</numerusform>
            <numerusform>Go out: only %n cards left in the stock, or the opponents can go out; your side scores about {ours} against {theirs}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ask your partner whether you may go out: you can, and your partner still holds %n card(s).</source>
        <translation>
            <numerusform>Ask your partner whether you may go out: you can, and your partner still holds %n card.</numerusform>
            <numerusform>Ask your partner whether you may go out: you can, and your partner still holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {card} to block: the pile holds %n card(s), and the next player cannot take it while a black 3 is on top.</source>
        <translation>
            <numerusform>Discard {card} to block: the pile holds %n card, and the next player cannot take it while a black 3 is on top.</numerusform>
            <numerusform>Discard {card} to block: the pile holds %n cards, and the next player cannot take it while a black 3 is on top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Block the pile of %n card(s) by discarding {card}, a wild card: every other card is too useful or too dangerous to give away.</source>
        <translation>
            <numerusform>Block the pile of %n card by discarding {card}, a wild card: every other card is too useful or too dangerous to give away.</numerusform>
            <numerusform>Block the pile of %n cards by discarding {card}, a wild card: every other card is too useful or too dangerous to give away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Say no: you still hold a red 3; it would cost your side %Ln point(s).</source>
        <translation>
            <numerusform>Say no: you still hold a red 3; it would cost your side %Ln point.</numerusform>
            <numerusform>Say no: you still hold a red 3; it would cost your side %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Say yes: your hand holds only %Ln point(s).</source>
        <translation>
            <numerusform>Say yes: your hand holds only %Ln point.</numerusform>
            <numerusform>Say yes: your hand holds only %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Say yes: even with the %Ln point(s) in your hand your side stays about {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Say yes: even with the %Ln point in your hand your side stays about {margin} ahead on this hand.</numerusform>
            <numerusform>Say yes: even with the %Ln points in your hand your side stays about {margin} ahead on this hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Say no: the %Ln point(s) in your hand would leave your side only {margin} ahead on this hand.</source>
        <translation>
            <numerusform>Say no: the %Ln point in your hand would leave your side only {margin} ahead on this hand.</numerusform>
            <numerusform>Say no: the %Ln points in your hand would leave your side only {margin} ahead on this hand.</numerusform>
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
        <source>Blocked the pile of %n card(s) by discarding {card}, a wild card: every other card was too useful or too dangerous (cheapest other cost {other_cost}).</source>
        <translation>
            <numerusform>Blocked the pile of %n card by discarding {card}, a wild card: every other card was too useful or too dangerous (cheapest other cost {other_cost}).</numerusform>
            <numerusform>Blocked the pile of %n cards by discarding {card}, a wild card: every other card was too useful or too dangerous (cheapest other cost {other_cost}).</numerusform>
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
            <numerusform>Well played: your %n decision cost no points.</numerusform>
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
            <numerusform>Your last %n game: you lost about {points} per hand.</numerusform>
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
