"""The invitation link ``samba://HOST:PORT/TOKEN``."""

from __future__ import annotations

import pytest

from samba_desktop.net import Link, LinkError, new_token, parse_link


def test_a_new_token_holds_at_least_128_random_bits():
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100
    assert all(len(t) * 6 >= 128 and "=" not in t for t in tokens)


@pytest.mark.parametrize("text", [
    "samba://example.org:4711/{t}", "  samba://example.org:4711/{t}/ \n",
    "SAMBA://example.org:4711/{t}", "samba://[::1]:4711/{t}", "samba://10.0.0.2:1/{t}",
])
def test_links_read_back(text):
    token = new_token()
    link = parse_link(text.format(t=token))
    assert link.token == token
    assert parse_link(str(link)) == link


@pytest.mark.parametrize("text", [
    "", "http://example.org:4711/{t}", "samba://example.org/{t}", "samba://example.org:0/{t}",
    "samba://example.org:99999/{t}", "samba://example.org:4711/", "samba://example.org:4711/abc",
    "samba://exa mple.org:4711/{t}", "samba://example.org:4711/{t}?x=1", "samba://:4711/{t}",
    "samba://example.org:47a1/{t}",
])
def test_what_is_no_link_says_so(text):
    with pytest.raises(LinkError):
        parse_link(text.format(t=new_token()))


def test_the_websocket_address_carries_no_token():
    link = Link("example.org", 4711, new_token())
    assert link.token not in link.url and link.url == "ws://example.org:4711/"
    assert Link("example.org", 443, "x" * 22, secure=True).url == "wss://example.org:443/"
