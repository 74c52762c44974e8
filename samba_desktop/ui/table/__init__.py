"""The card table: its scene, view, layout, areas (hand, seats, centre, panels), the controller
that turns gestures into model calls, the card moves, and the order cards are shown in."""
