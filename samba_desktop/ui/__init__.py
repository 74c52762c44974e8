"""The views: main window, the card table, dialogs and the card art they draw with."""
