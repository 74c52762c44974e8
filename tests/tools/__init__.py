"""Tests of the development tools (tools/), outside the installed package."""
