"""Tests of the views and the card art."""
