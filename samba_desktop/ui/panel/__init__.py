"""The panel beside the table: scores, this hand's progress, recent moves, the samba outlook,
and the table's tips and the computers' reasons."""
