"""An unchanged hand picture is shown from its earlier upload, for that person only, while
Discord's link to it is still good."""

from __future__ import annotations

from types import SimpleNamespace

import bot.chat.uploads
from bot.chat.panels import Panel
from bot.chat.rendering import Picture
from bot.chat.uploads import KEPT_PER_PERSON, REUSED_FOR, Uploads


def panel(data: bytes) -> Panel:
    return Panel("Your turn.", Picture(data, "Your hand: 7 of hearts."))


def sent(*pictures: Panel) -> SimpleNamespace:
    """A message as discord.py returns it, carrying these panels' pictures."""
    files = [SimpleNamespace(filename=p.picture_name, url=f"https://cdn/{p.picture_name}?ex=1")
             for p in pictures]  # fmt: skip
    return SimpleNamespace(attachments=files, embeds=[])


def test_a_picture_uploaded_once_is_linked_not_uploaded_again(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(bot.chat.uploads, "monotonic", lambda: now[0])
    uploads, hand = Uploads(), panel(b"\x89PNG one")
    assert uploads.reusing(7, hand).files()  # nothing uploaded yet: it goes up
    uploads.remember(7, sent(hand))
    again = uploads.reusing(7, hand)
    assert again.files() == [] and again.send_kwargs()["files"] == []
    (embed,) = again.embeds()
    assert embed.image.url == f"https://cdn/{hand.picture_name}?ex=1"
    assert embed.footer.text == "Your hand: 7 of hearts."  # the words alt text would carry
    assert hand.shown_by(SimpleNamespace(attachments=[], embeds=[embed]))
    assert uploads.reusing(8, hand).files(), "someone else's upload is not theirs"
    assert uploads.reusing(7, panel(b"\x89PNG two")).files(), "other bytes go up"
    now[0] += REUSED_FOR
    assert uploads.reusing(7, hand).files(), "Discord's link may have expired"


def test_only_each_persons_latest_pictures_are_kept():
    uploads = Uploads()
    hands = [panel(b"\x89PNG %d" % number) for number in range(KEPT_PER_PERSON + 1)]
    for hand in hands:
        uploads.remember(7, sent(hand))
    assert uploads.reusing(7, hands[0]).files()
    assert all(not uploads.reusing(7, hand).files() for hand in hands[1:])


def test_the_file_name_names_the_bytes_not_the_hand():
    one, same, other = panel(b"\x89PNG one"), panel(b"\x89PNG one"), panel(b"\x89PNG two")
    assert one.picture_name == same.picture_name != other.picture_name
    assert one.picture_name.startswith("hand-") and "hearts" not in one.picture_name
