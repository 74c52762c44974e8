"""Development tools of Samba Desktop, outside the installed package and the app's bundle.

Each is a command run from a source checkout (``python3 -m tools.<name> --help``):

- ``tournament``: computer levels against each other on duplicate deals, with confidence intervals
- ``tune``: Normal's parameters by tournament (CMA-ES; the ``dev`` extra)
- ``calibrate``: Hard's position value, fitted on Normal self-play
- ``playout_bench``: Hard's play-out speed, with a digest of the moves played
- ``bench``: the engine's speed, through its public contract
- ``code_figures``: the code's figures (longest functions, largest classes, rules copied out of
  the engine, package size, game copies per human move), of this or another checkout
- ``soak``: the whole app over many games (memory) and under computer play (event-loop stalls)
- ``i18n``: the translation catalogues (lupdate, lrelease)

``levels`` registers the tools' yardstick levels (sparring and the frozen old levels of
``frozen``) with the AI's registry. The tools may import every floor of ``samba_desktop``;
nothing in ``samba_desktop`` imports them (an import-linter contract).
"""
