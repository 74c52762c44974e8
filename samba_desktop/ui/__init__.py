"""The views, by what is on the screen: ``table/`` (the card table and its ``items/``),
``panel/`` (the side panel), ``window/`` (the main window and its bars) and ``dialogs/``; beside
them the card art (``cards``), the bundled resources (``assets``), the language (``i18n``) and
the one source of colours, fonts and style sheets (``style``)."""
