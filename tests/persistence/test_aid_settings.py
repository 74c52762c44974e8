"""The player aids' settings: switched on by default, stored, and read leniently."""

from pathlib import Path

import pytest

from samba_desktop.persistence import Settings, load_settings, paths, save_settings


def test_aids_are_on_by_default_and_round_trip(tmp_path: Path) -> None:
    assert Settings().show_outlook and Settings().show_reasons and Settings().show_tips
    custom = Settings(show_outlook=False, show_reasons=False, show_tips=False,
                      tips_seen=("samba_in_reach", "red_three_in_hand"))
    save_settings(custom, tmp_path)
    assert load_settings(tmp_path) == (custom, None)


def test_an_older_file_without_the_aid_fields_keeps_them_on(tmp_path: Path) -> None:
    document = Settings(language="de").to_dict()
    for name in ("show_outlook", "show_reasons", "show_tips", "tips_seen"):
        del document[name]
    import json

    paths.settings_path(tmp_path).write_text(json.dumps(document), encoding="utf-8")
    settings, notice = load_settings(tmp_path)
    assert notice is None
    assert settings.language == "de" and settings.show_tips and settings.tips_seen == ()


@pytest.mark.parametrize(("field", "value"), [
    ("show_outlook", "yes"), ("show_tips", 1), ("tips_seen", "samba"),
    ("tips_seen", ["not a name"]), ("tips_seen", [3])])
def test_a_bad_aid_field_falls_back_to_its_default(tmp_path: Path, field, value) -> None:
    import json

    document = Settings(show_reasons=False).to_dict()
    document[field] = value
    paths.settings_path(tmp_path).write_text(json.dumps(document), encoding="utf-8")
    settings, notice = load_settings(tmp_path)
    assert notice is not None and field in notice
    assert getattr(settings, field) == getattr(Settings(), field)
    assert settings.show_reasons is False
