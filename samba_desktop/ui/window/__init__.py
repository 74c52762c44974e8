"""The main window and what frames the table: the action bar, its status line, the Game menu's
commands and the wiring of the player aids."""
