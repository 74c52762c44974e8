"""Settings: round trip, strict validation, and a damaged file never costs the player a start."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest

from samba_desktop.persistence import paths
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.seats import Seat
from samba_desktop.persistence.settings import (
    SETTINGS_FORMAT,
    SettingFields,
    Settings,
    load_settings,
    save_settings,
)

CUSTOM = Settings(
    players=3,
    seats=(
        Seat("human", "normal", "Zdeněk"),
        Seat("computer", "hard", "Åsa"),
        Seat("computer", "easy", "Bruno"),
    ),
    target_score=6200,
    red_threes="auto",
    keep_cards=2,
    bolivia=True,
    max_hands=None,
    animation_speed="instant",
    ai_thinking_time=2.5,
    deck="four_colour",
    card_size="large",
    hand_sort="suit",
    language="cs",
    recent_files=("/games/one.samba", "/games/two.samba"),
)


def write_settings(base: Path, document: Any) -> Path:
    path = paths.settings_path(base)
    text = document if isinstance(document, str) else json.dumps(document)
    path.write_text(text, encoding="utf-8")
    return path


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == (Settings(), None)


def test_defaults_are_four_players_with_you_at_seat_zero() -> None:
    settings = Settings()
    assert settings.players == 4 and len(settings.seats) == 4
    assert settings.seats[0].kind == "human"
    assert all(seat.kind == "computer" for seat in settings.seats[1:])
    assert settings.target_score == 10000 and settings.max_hands == 60


def test_round_trip_keeps_every_field(tmp_path: Path) -> None:
    save_settings(CUSTOM, tmp_path)
    assert load_settings(tmp_path) == (CUSTOM, None)
    document = json.loads(paths.settings_path(tmp_path).read_text(encoding="utf-8"))
    assert document["format"] == SETTINGS_FORMAT and document["version"] == 1


def test_saving_again_keeps_a_backup(tmp_path: Path) -> None:
    save_settings(Settings(), tmp_path)
    save_settings(CUSTOM, tmp_path)
    assert files_in(paths.config_dir(tmp_path)) == ["settings.json", "settings.json.bak"]


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("{not json", "damaged"),
        ("", "damaged"),
        (b"\xff\xfe\x00garbage", "damaged"),
        ("[1, 2, 3]", "not a Samba Desktop settings file"),
        ('{"format": "something-else", "version": 1}', "not a Samba Desktop settings file"),
        ('{"format": "samba-desktop-settings"}', "no valid format version"),
        ('{"format": "samba-desktop-settings", "version": "1"}', "no valid format version"),
        ('{"format": "samba-desktop-settings", "version": 1, "players": NaN}', "damaged"),
        ("[" * 100_000 + "]" * 100_000, "damaged"),
        ('{"format": "samba-desktop-settings", "version": 1, "x": ' + "9" * 5000 + "}", "damaged"),
    ],
)
def test_damaged_file_gives_defaults_and_a_notice_and_is_kept_aside(
    tmp_path: Path, content: str | bytes, says: str
) -> None:
    path = paths.settings_path(tmp_path)
    raw = content if isinstance(content, bytes) else content.encode()
    path.write_bytes(raw)
    settings, notice = load_settings(tmp_path)
    assert settings == Settings()
    assert notice is not None and says in notice and str(path) in notice
    assert not path.exists()
    (kept,) = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert kept.read_bytes() == raw
    assert str(kept) in notice


def test_newer_version_gives_defaults_and_keeps_the_file_marked_newer(tmp_path: Path) -> None:
    path = write_settings(tmp_path, {"format": SETTINGS_FORMAT, "version": 2, "players": 5})
    settings, notice = load_settings(tmp_path)
    assert settings == Settings()
    assert notice is not None and "newer version" in notice
    assert [p.name.split("-")[0] for p in path.parent.iterdir()] == ["settings.json.newer"]


def test_a_second_damaged_file_does_not_overwrite_the_first_one_kept(tmp_path: Path) -> None:
    for content in ("{bad one", "{bad two"):
        write_settings(tmp_path, content)
        load_settings(tmp_path)
    kept = sorted(p.read_text() for p in paths.config_dir(tmp_path).iterdir())
    assert kept == ["{bad one", "{bad two"]


def test_oversized_file_is_refused(tmp_path: Path) -> None:
    write_settings(
        tmp_path,
        '{"format": "samba-desktop-settings", "version": 1, "pad": "' + "x" * 2_000_000 + '"}',
    )
    settings, notice = load_settings(tmp_path)
    assert settings == Settings() and notice is not None and "too large" in notice


def test_a_folder_in_place_of_the_file_is_moved_aside(tmp_path: Path) -> None:
    paths.settings_path(tmp_path).mkdir()
    settings, notice = load_settings(tmp_path)
    assert settings == Settings() and notice is not None and "not a file" in notice
    save_settings(CUSTOM, tmp_path)
    assert load_settings(tmp_path) == (CUSTOM, None)


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    document = CUSTOM.to_dict() | {"window_place": [1, 2, 3], "future_option": {"a": 1}}
    write_settings(tmp_path, document)
    assert load_settings(tmp_path) == (CUSTOM, None)


BAD_VALUES = [
    ("players", 7),
    ("players", 1),
    ("players", True),
    ("players", "4"),
    ("players", 4.0),
    ("target_score", 10),
    ("target_score", 10**9),
    ("target_score", "5000"),
    ("target_score", 5000.0),
    ("red_threes", "AUTO"),
    ("red_threes", None),
    ("keep_cards", 3),
    ("keep_cards", True),
    ("keep_cards", "1"),
    ("bolivia", 1),
    ("bolivia", "true"),
    ("max_hands", 0),
    ("max_hands", 1.5),
    ("max_hands", -3),
    ("max_hands", 10**6),
    ("animation_speed", "ludicrous"),
    ("ai_thinking_time", -1),
    ("ai_thinking_time", 1000),
    ("ai_thinking_time", "fast"),
    ("ai_thinking_time", True),
    ("deck", "tarot"),
    ("card_size", 3),
    ("hand_sort", ["rank"]),
    ("language", "fr"),
    ("language", "EN"),
    ("recent_files", "/games/one.samba"),
    ("recent_files", [1, 2]),
    ("recent_files", {"a": 1}),
]


@pytest.mark.parametrize(("field", "value"), BAD_VALUES)
def test_each_bad_field_falls_back_to_its_default_and_keeps_the_rest(
    tmp_path: Path, field: str, value: Any
) -> None:
    document = CUSTOM.to_dict()
    document[field] = value
    write_settings(tmp_path, document)
    settings, notice = load_settings(tmp_path)
    assert notice is not None and field in notice
    assert getattr(settings, field) == getattr(Settings(), field)
    unchanged = {"players", "seats", field}
    for name in CUSTOM.to_dict():
        if name not in unchanged and name not in ("format", "version"):
            assert getattr(settings, name) == getattr(CUSTOM, name), name
    assert paths.settings_path(tmp_path).exists()  # a file with one bad field is not moved


@pytest.mark.parametrize("field", ["players", "target_score", "language", "seats"])
def test_constructing_settings_with_a_bad_value_raises(field: str) -> None:
    bad = {"players": 9, "target_score": -5, "language": "xx", "seats": (Seat(),)}[field]
    with pytest.raises(ValueError, match=field):
        Settings(**{field: bad})


def test_a_bad_seat_is_replaced_by_the_default_for_that_seat(tmp_path: Path) -> None:
    document = CUSTOM.to_dict()
    document["seats"][1] = {"kind": "computer", "level": "godlike", "name": "Åsa"}
    document["seats"][2]["name"] = "\x07bell"
    write_settings(tmp_path, document)
    settings, notice = load_settings(tmp_path)
    assert notice is not None and "seats" in notice
    assert settings.seats[0] == CUSTOM.seats[0]
    assert settings.seats[1] == Settings(players=3).seats[1]
    assert settings.seats[2] == Settings(players=3).seats[2]


def test_seats_are_fitted_to_the_number_of_players(tmp_path: Path) -> None:
    document = CUSTOM.to_dict() | {"players": 2}
    write_settings(tmp_path, document)
    settings, notice = load_settings(tmp_path)
    assert settings.players == 2 and settings.seats == CUSTOM.seats[:2]
    assert notice is not None and "seats" in notice


def test_with_players_keeps_existing_seats_and_adds_defaults() -> None:
    six = CUSTOM.with_players(6)
    assert six.seats[:3] == CUSTOM.seats and len(six.seats) == 6
    assert six.with_players(3).seats == CUSTOM.seats


def test_recent_files_are_deduplicated_newest_first_and_kept_to_eight() -> None:
    settings = Settings()
    for index in range(12):
        settings = settings.with_recent_file(f"/games/{index}.samba")
    settings = settings.with_recent_file("/games/5.samba")
    assert len(settings.recent_files) == 8
    assert settings.recent_files[0] == str(Path("/games/5.samba").resolve())
    assert len(set(settings.recent_files)) == 8


def test_unwritable_settings_folder_is_reported_and_loading_still_works(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(PersistenceError):
        save_settings(Settings(), blocker)
    settings, notice = load_settings(blocker)
    assert settings == Settings() and notice is not None


# A settings file written by the version before `Settings` and the views' ``Preferences`` shared
# one definition of their fields (`SettingFields`): every field set away from its default.
PREVIOUS_VERSION_FILE = Path(__file__).parent / "data" / "settings_v1.json"
# fields added since that file was written: they load with their defaults
ADDED_FIELDS = {"review_hands": True, "window": None, "window_maximized": False, "sound_on": True,
                "sound_volume": 50, "lesson_progress": 0, "check_updates": False,
                "table_name": "", "show_table": False}


def test_a_file_of_the_previous_version_loads_every_field_and_is_written_back_unchanged(
    tmp_path: Path,
) -> None:
    path = paths.settings_path(tmp_path)
    original = PREVIOUS_VERSION_FILE.read_bytes()
    path.write_bytes(original)
    settings, notice = load_settings(tmp_path)
    assert notice is None
    assert settings == replace(
        CUSTOM, show_outlook=False, show_reasons=False, show_tips=False,
        tips_seen=("may_go_out", "red_three_in_hand"),
    )
    for field in fields(Settings):
        if field.name in ADDED_FIELDS:
            assert getattr(settings, field.name) == ADDED_FIELDS[field.name]
            continue
        assert getattr(settings, field.name) != getattr(Settings(), field.name), field.name
    save_settings(settings, tmp_path)
    written = json.loads(path.read_text(encoding="utf-8"))
    kept = {k: v for k, v in written.items() if k not in ADDED_FIELDS}
    # the same fields, in the same order, with the same values, and the added ones
    assert list(kept.items()) == list(json.loads(original).items())
    assert {k: written[k] for k in ADDED_FIELDS} == ADDED_FIELDS


def test_every_field_is_checked_and_stored() -> None:
    assert [f.name for f in fields(Settings)] == [f.name for f in fields(SettingFields)] + [
        "recent_files"
    ]
    stored = set(CUSTOM.to_dict()) - {"format", "version"}
    assert stored == {f.name for f in fields(Settings)}


def test_the_unchecked_fields_take_any_value_and_settings_refuse_it() -> None:
    unchecked = SettingFields(target_score=-5, language="xx")
    assert (unchecked.target_score, unchecked.language) == (-5, "xx")
    with pytest.raises(ValueError, match="target_score"):
        Settings(**unchecked.field_values())


def test_the_sound_and_lesson_fields_are_checked_and_kept(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        Settings(sound_volume=101)
    with pytest.raises(ValueError):
        Settings(lesson_progress=-1)
    save_settings(Settings(sound_on=False, sound_volume=20, lesson_progress=3), tmp_path)
    settings, notice = load_settings(tmp_path)
    assert notice is None
    assert (settings.sound_on, settings.sound_volume, settings.lesson_progress) == (False, 20, 3)
