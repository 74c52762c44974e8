"""The opt-in update check against a local stand-in for GitHub's releases API (127.0.0.1,
port 0): it asks at most once a day, stores facts only, and says when a release is newer."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from samba_desktop import __version__
from samba_desktop.qtmodel import updates
from samba_desktop.qtmodel.updates import UpdateCheck, is_newer, latest_from_reply


def newer_than_this() -> str:
    major = int(__version__.split(".")[0])
    return f"{major + 1}.0.0"


class Releases:
    """A local HTTP server answering like GitHub's "latest release" (``body``), counting
    requests and keeping their User-Agent."""

    def __init__(self) -> None:
        self.body = json.dumps({"tag_name": f"v{newer_than_this()}"}).encode()
        self.status = 200
        self.requests: list[str] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                owner.requests.append(self.headers.get("User-Agent", ""))
                self.send_response(owner.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(owner.body)))
                self.end_headers()
                self.wfile.write(owner.body)

            def log_message(self, *_args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/releases/latest"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()


@pytest.fixture
def releases() -> Iterator[Releases]:
    server = Releases()
    yield server
    server.stop()


class Clock:
    def __init__(self) -> None:
        self.time = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.time


def run_check(qtbot, check: UpdateCheck) -> list[str]:
    found: list[str] = []
    check.newer_found.connect(found.append)
    with qtbot.waitSignal(check.finished, timeout=10_000):
        check.start()
    return found


def test_a_newer_release_is_announced_and_only_facts_are_stored(qtbot, tmp_path, releases):
    clock = Clock()
    check = UpdateCheck("0.1.0", base=tmp_path, url=releases.url, now=clock)
    assert run_check(qtbot, check) == [newer_than_this()]
    assert len(releases.requests) == 1
    assert releases.requests[0] == "SambaDesktop/0.1.0"
    stored = json.loads(check.state_path().read_text())
    assert stored == {"checked": "2026-12-05T09:00:00+00:00", "latest": newer_than_this()}


def test_it_asks_at_most_once_a_day_and_answers_from_the_last_check_meanwhile(
        qtbot, tmp_path, releases):
    clock = Clock()
    first = UpdateCheck("0.1.0", base=tmp_path, url=releases.url, now=clock)
    run_check(qtbot, first)
    clock.time += timedelta(hours=23)
    again = UpdateCheck("0.1.0", base=tmp_path, url=releases.url, now=clock)
    assert run_check(qtbot, again) == [newer_than_this()]  # from the stored fact
    assert again.requests == 0 and len(releases.requests) == 1
    clock.time += timedelta(hours=2)
    next_day = UpdateCheck("0.1.0", base=tmp_path, url=releases.url, now=clock)
    run_check(qtbot, next_day)
    assert next_day.requests == 1 and len(releases.requests) == 2


def test_the_same_or_an_older_release_says_nothing(qtbot, tmp_path, releases):
    releases.body = json.dumps({"tag_name": f"v{__version__}"}).encode()
    check = UpdateCheck(__version__, base=tmp_path, url=releases.url, now=Clock())
    assert run_check(qtbot, check) == []
    assert len(releases.requests) == 1


@pytest.mark.parametrize("status, body", [(500, b"oops"), (200, b"<html>not json"),
                                          (200, b'{"tag_name": "nightly"}')])
def test_a_bad_answer_shows_nothing_and_counts_as_the_days_check(
        qtbot, tmp_path, releases, status, body):
    releases.status, releases.body = status, body
    clock = Clock()
    assert run_check(qtbot, UpdateCheck("0.1.0", base=tmp_path, url=releases.url,
                                        now=clock)) == []
    later = UpdateCheck("0.1.0", base=tmp_path, url=releases.url, now=clock)
    assert run_check(qtbot, later) == [] and later.requests == 0


def test_no_server_at_all_shows_nothing(qtbot, tmp_path, releases):
    url = releases.url
    releases.stop()
    releases.server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)  # for stop()
    releases.thread = threading.Thread(target=releases.server.serve_forever, daemon=True)
    releases.thread.start()
    assert run_check(qtbot, UpdateCheck("0.1.0", base=tmp_path, url=url, now=Clock())) == []


def test_versions_compare_by_number():
    assert is_newer("0.10.0", "0.9.2") and is_newer("v1.0", "0.9")
    assert not is_newer("0.1.0", "0.1") and not is_newer("0.1.0-rc1", "0.0.1")
    assert latest_from_reply(b'{"tag_name": "v2.3.4", "name": "x"}') == "2.3.4"
    with pytest.raises(ValueError):
        latest_from_reply(b'{"name": "no tag"}')


def test_the_releases_address_is_set_in_one_place():
    check = UpdateCheck("0.1.0")
    assert check._url == updates.RELEASES_API_URL  # read from the module when made
    assert updates.RELEASES_API_URL.startswith("https://api.github.com/repos/")
    assert updates.RELEASES_URL.startswith("https://github.com/")
