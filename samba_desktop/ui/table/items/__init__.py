"""What lies on the table: a card, the seats' name plates, and the decorations (panels, chips, badges,
drop zones, the turn ring)."""
