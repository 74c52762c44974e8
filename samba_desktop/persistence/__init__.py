"""Persistence floor: settings, saved games and the score history.

Standard library, platformdirs and the engine only: no Qt, no pickle, no eval. Every file is
written atomically; every file read is distrusted. Errors reach callers as ``PersistenceError``
(or its subclass ``SaveFileError`` for saved games) with a message for the player.
"""
