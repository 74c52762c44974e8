"""Tables shown on the local network (zeroconf DNS-SD), on the loopback interface only."""

from __future__ import annotations

import threading

from samba_desktop.net import Link, new_token
from samba_desktop.net.discovery import (
    TableBrowser,
    advertise,
    service_properties,
    table_from_service,
)


def encoded(properties: dict[str, str]) -> dict[bytes, bytes | None]:
    return {k.encode(): v.encode() for k, v in properties.items()}


def test_a_shown_table_reads_back_as_its_link_and_name():
    link = Link("192.0.2.7", 4711, new_token())
    found = table_from_service("192.0.2.7", 4711, encoded(service_properties("Anna's", link)))
    assert found is not None and found.link == link and found.name == "Anna's"
    assert found.host == ""
    hosted = table_from_service("192.0.2.7", 4711,
                                encoded(service_properties("Anna", link, host="Anna\x07")))
    assert hosted is not None and (hosted.name, hosted.host) == ("Anna", "Anna")


def test_a_service_that_is_no_table_of_ours_is_left_out():
    link = Link("192.0.2.7", 4711, new_token())
    good = service_properties("x", link)
    assert table_from_service("192.0.2.7", 4711, encoded({**good, "v": "9"})) is None
    assert table_from_service("192.0.2.7", 4711, encoded({**good, "token": "short"})) is None
    assert table_from_service("192.0.2.7", 4711, {b"v": None}) is None
    odd = table_from_service("192.0.2.7", 4711, encoded({**good, "name": "a\x00b\u202e"}))
    assert odd is not None and odd.name == "ab"


def test_a_table_shown_on_the_loopback_is_found_without_typing_an_address():
    link = Link("127.0.0.1", 4711, new_token())
    seen = threading.Event()

    def ours(tables):  # (another app on this machine may show a table of its own)
        return [t for t in tables if t.link.token == link.token]

    advert = advertise("Anna's table", link, ["127.0.0.1"])
    browser = TableBrowser(lambda tables: seen.set() if ours(tables) else None, ["127.0.0.1"])
    try:
        assert seen.wait(120)
        assert [(t.name, t.link) for t in ours(browser.found)] == [("Anna's table", link)]
    finally:
        browser.close()
        advert.close()
