"""Words the Jugglers log, labels and pictures share, as Messages translated at the edges.

A hand's name takes another form in each sentence (Finnish inflects it, German
chooses its article by case), so each place a sentence puts one gets its own
family of three msgids rather than one word pasted in: the hand as a subject
mid-sentence, as a subject opening one, and as where a card goes. The log's
lines for the moves made most often are here too, made once and shared.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engines.core.messages import Line, Message, Param, mark, msg, nmsg
from engines.jugglers.state import Head, Spot

# "the left hand" mid-sentence, as a subject.
HAND = {
    Spot.LEFT: msg("the left hand"),
    Spot.JOKER: msg("the joker's hand"),
    Spot.RIGHT: msg("the right hand"),
}
# "The left hand" opening a sentence.
HAND_START = {
    Spot.LEFT: msg("The left hand"),
    Spot.JOKER: msg("The joker's hand"),
    Spot.RIGHT: msg("The right hand"),
}
# "on the left hand": where a card is put.
ON_HAND = {
    Spot.LEFT: msg("on the left hand"),
    Spot.JOKER: msg("on the joker's hand"),
    Spot.RIGHT: msg("on the right hand"),
}
DUMMY = msg("Dummy")
# The die's lines, by name: the table picture shortens them ("secret influence → left").
ROLL_SECRET = mark("The die shows {roll}: a secret influence goes face down {hand}.")
ROLL_DUMMY = mark("The die shows {roll}: the dummy plays {hand}.")
ROLL_PICK = mark(
    "The die shows {roll}: {hand} keeps card {position} of {count}, the {card}; the rest are "
    "discarded unseen."
)
SEAT_LETTERS = "ABCDE"


@cache  # every view names the heads of its face-down cards, and heads are few
def head_words(head: Head) -> Line:
    """A head as a log line names it: a seat by its letter (the same in every language),
    a dummy in words, as "A's dummy" when a seat owns it (2 players)."""
    if not head.dummy:
        return head.name
    if head.owner is None:
        return DUMMY
    return msg("{seat}'s dummy", seat=SEAT_LETTERS[head.owner])


def listed(items: Sequence[Param]) -> Param:
    """ "A, B and C" as nested Messages, so each language joins them its own way."""
    if len(items) == 1:
        return items[0]
    earlier = items[0]
    for item in items[1:-1]:
        earlier = msg("{earlier}, {next}", earlier=earlier, next=item)
    return msg("{names} and {last}", names=earlier, last=items[-1])


def joined(items: Sequence[Param]) -> Param:
    """ "A 2, B 1.5": items one after another, without an "and"."""
    earlier = items[0]
    for item in items[1:]:
        earlier = msg("{earlier}, {next}", earlier=earlier, next=item)
    return earlier


def included_line(chair: str, count: int, discarded: int) -> Message:
    """The chair's secret influence in words, with the cards the step discards unseen."""
    if count == 0:
        if discarded:
            return msg("{chair} includes no secret influence and discards {discarded} unseen.",
                       chair=chair, discarded=discarded)  # fmt: skip
        return msg("{chair} includes no secret influence.", chair=chair)
    if discarded:
        return nmsg(
            "{chair} includes {count} secret influence and discards {discarded} unseen.",
            "{chair} includes {count} secret influences and discards {discarded} unseen.",
            count, chair=chair, discarded=discarded,
        )  # fmt: skip
    return nmsg("{chair} includes {count} secret influence.",
                "{chair} includes {count} secret influences.", count, chair=chair)  # fmt: skip


# The lines of the moves made most often, one shared Message per seat, hand and
# outcome: bots and searches make these moves many thousands of times.
@cache
def played_line(name: str, spot: Spot, drew: bool) -> Message:
    if drew:
        return msg("{name} plays a card {hand} and draws.", name=name, hand=ON_HAND[spot])
    return msg("{name} plays a card {hand}.", name=name, hand=ON_HAND[spot])


@cache
def deck_play_line(head: Head, spot: Spot) -> Message:
    return msg("{name} plays the deck's top card unseen {hand}.", name=head_words(head),
               hand=ON_HAND[spot])  # fmt: skip
