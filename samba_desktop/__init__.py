"""Samba Desktop: the three-deck Canasta game for the desktop."""

__version__ = "0.1.0"
