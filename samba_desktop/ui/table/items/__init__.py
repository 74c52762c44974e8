"""What lies on the table: a card, and the decorations (panels, name plates, chips, badges,
drop zones, the turn ring)."""
