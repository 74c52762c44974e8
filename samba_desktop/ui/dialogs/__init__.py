"""Dialogs and windows around the table: settings, a new game, statistics, messages, the
scores at the end of a hand and of the game, help, the hand viewer and the coach's reviews.

They work on the plain values of ``samba_desktop.qtmodel.preferences`` and talk to the session
(``qtmodel.session.SessionModel``) only through the object they are given, so the views never
import the persistence floor. ``actions`` holds the ready-made steps a main window's menu calls.
"""
