"""Help ▸ Learn to play: the guided first hand (``window.open_lesson``)."""
