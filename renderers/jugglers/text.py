"""The Jugglers table in text: the three hands in a grid, then what only you hold.

Drawn from a seat view alone, like the pictures: face-down cards show who put
them there, and their faces only when they came from your own hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.cards import SUIT_SYMBOLS, Card
from engines.core.messages import Line, msg, nmsg
from engines.core.scores import whole_or_fraction
from engines.jugglers.hands import evaluate
from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, Spot
from engines.jugglers.views import DraftView, FaceDownView, JugglersView
from renderers.i18n import SOURCE, text
from renderers.jugglers.labels import SPOT_WORDS, head_names
from renderers.text import WIDTH, display_width, pad, turn_lines, wrapped

# Grid columns: hand name, policy, face-up cards; the best category takes the rest.
COLUMNS = (8, 8, 19)
LABEL = 8  # "Seats", "Wins": the labels in front of a line
NO_CARDS = msg("no cards")
SEATS, WINS = msg("Seats"), msg("Wins")
YOUR_SIGIL, YOUR_HAND = msg("Your sigil"), msg("Your hand")
HAND_LABEL = 12  # "Your sigil" and "Your hand", one above the other


def cards(items: Sequence[Card]) -> str:
    return " ".join(card.symbol for card in items) if items else "—"


def _row(hand: str, policy: str, face_up: str, best: str) -> str:
    cells = zip((hand, policy, face_up), COLUMNS, strict=True)
    return "  " + "".join(pad(cell, width) for cell, width in cells) + best


def _label(words: Line, locale: str, width: int = LABEL) -> str:
    """A line's label, padded so the lines' contents start in one column (a label longer
    than the column keeps a space after it)."""
    label = text(words, locale)
    return "  " + pad(label, max(width, display_width(label) + 1))


def _face_down(entry: FaceDownView, view: JugglersView, locale: str) -> str:
    if entry.source == "secret":
        return text(msg("secret"), locale)
    who = text(msg("you"), locale) if entry.by_head == view.seat else text(entry.by, locale)
    if entry.card is not None:
        return f"{who} {entry.card.symbol}"
    dummy = entry.by_head is not None and view.heads[entry.by_head].dummy
    if entry.source == "deck" and not dummy:
        return text(msg("{who} (deck)", who=who), locale)
    return who


def _draft_rows(draft: DraftView, view: JugglersView, locale: str) -> list[str]:
    """The hand's row, and under it the face-down pile when there is one."""
    pile = [_face_down(entry, view, locale) for entry in draft.face_down]
    if draft.secret_count:
        pile.append(text(msg("+{count} secret waiting", count=draft.secret_count), locale))
    policy = "" if draft.spot is Spot.JOKER else draft.policy.symbol if draft.policy else "—"
    best = text(draft.best, locale) if draft.face_up else ""
    if draft.policy is not None:
        # Whether the policy would pass if the gathering ended now: what a player weighs most.
        joker = evaluate(view.draft(Spot.JOKER).face_up)
        mark = "✓" if evaluate(draft.face_up) > joker else "✗"
        best = f"{mark} {best or text(NO_CARDS, locale)}"
    row = _row(text(SPOT_WORDS[draft.spot], locale), policy, cards(draft.face_up), best)
    if not pile:
        return [row]
    return [row, *wrapped(" " * 10 + "↳ " + text(msg("face down:"), locale) + " ", pile)]


def table_order(view: JugglersView) -> list[int]:
    """Heads as they sit round the table, clockwise from A: each dummy at its owner's
    left (2 players), the 3-player dummy at the chairman's left."""
    dummies = [index for index, head in enumerate(view.heads) if head.dummy]
    order: list[int] = []
    for seat, head in enumerate(view.heads):
        if head.dummy:
            continue
        order.append(seat)
        sitting = {seat, None} if seat == view.chairman else {seat}
        order += [dummy for dummy in dummies if view.heads[dummy].owner in sitting]
    return order


def _seat_line(view: JugglersView, people: list[str], heads: list[str], locale: str) -> str:
    seats = [
        f"{heads[head]} {people[head]}" if head < len(people) else heads[head]
        for head in table_order(view)
    ]
    chair = text(msg("chair {name}", name=heads[view.chairman]), locale)
    line = f"{_label(SEATS, locale)}{' · '.join(seats)}    {chair}"
    counts = [head.hand_count for head in view.heads[: len(people)]]
    if len(set(counts)) > 1:
        # Worth a look only once hands differ, when the deck runs dry.
        held = " ".join(str(count) for count in counts)
        line += "    " + text(msg("cards {counts}", counts=held), locale)
    return line


def _wins_line(view: JugglersView, heads: list[str], locale: str) -> str:
    wins = " · ".join(f"{heads[seat]} {count}" for seat, count in enumerate(view.round_wins))
    goal = text(nmsg("(first to {count} round win)", "(first to {count} round wins)",
                     view.target_wins), locale)  # fmt: skip
    return f"{_label(WINS, locale)}{wins}   {goal}"


def _results_lines(view: JugglersView, heads: list[str], locale: str) -> list[str]:
    lines = []
    for result in view.results:
        points = " · ".join(
            text(msg("{seat} {points}", seat=heads[seat], points=whole_or_fraction(score)),
                 locale) + f" ({result.sigils[seat].symbol})"
            for seat, score in enumerate(result.points)
            if result.sigils[seat] is not None
        )  # fmt: skip
        lines.append("  " + text(msg("Round {round} points", round=result.round), locale)
                     + f"  {points}")  # fmt: skip
    return lines


def _recap_lines(view: JugglersView, locale: str) -> list[str]:
    if view.recap is None:
        return []
    parts = []
    for hand in view.recap.hands:
        value = text(hand.value, locale)
        if hand.spot is Spot.JOKER:
            parts.append(text(msg("joker {value}", value=value), locale))
        elif hand.policy is not None:
            verdict = (
                msg("{policy} passed ({value})", policy=hand.policy.symbol, value=value)
                if hand.passed
                else msg("{policy} failed ({value})", policy=hand.policy.symbol, value=value)
            )
            parts.append(text(verdict, locale))
    return wrapped("  " + text(msg("Last gathering"), locale) + "  ", parts)


def _sigil_lines(view: JugglersView, locale: str) -> list[str]:
    sigil = view.sigil
    if sigil is None:
        return []
    scoring = sum(matches(sigil, card) for card in view.village_order)
    points = nmsg("{count} point", "{count} points", scoring)
    words = msg("scores with any {rank} or {suit} · Village Order so far: {points}",
                rank=sigil.rank_text, suit=SUIT_SYMBOLS[sigil.suit], points=points)  # fmt: skip
    return [f"{_label(YOUR_SIGIL, locale, HAND_LABEL)}{sigil.symbol}   {text(words, locale)}"]


def _your_turn(view: JugglersView, locale: str) -> str | None:
    """What the seat is to do, when it is its turn."""
    if view.seat not in view.to_act:
        return None
    if view.phase is Phase.INFLUENCE:
        return text(msg("you chair; include up to {count} of the deck's top cards unseen.",
                        count=view.max_secret), locale)  # fmt: skip
    if view.acting_head is not None and view.acting_head != view.seat:
        dummy = head_names(view, None, locale)[view.acting_head]
        return text(msg("aim {dummy}; it plays the deck's top card unseen.", dummy=dummy), locale)
    return text(msg("play a card face down on one of the three hands."), locale)


class JugglersTable:
    def seat_names(self, view: JugglersView, players: int) -> list[str]:
        return [head.name for head in view.heads[:players]]

    def render(self, view: JugglersView, people: list[str], locale: str = SOURCE) -> list[str]:
        heads = head_names(view, None, locale)
        stage = (
            msg("secret influence")
            if view.phase is Phase.INFLUENCE
            else msg("cycle {cycle} of {cycles}", cycle=view.cycle, cycles=view.cycles)
        )
        title = text(msg("Jugglers · round {round} · gathering {gathering} of {gatherings} · "
                         "{stage}", round=view.round, gathering=view.gathering,
                         gatherings=view.gatherings, stage=stage), locale)  # fmt: skip
        lines = [f"── {title} ".ljust(WIDTH, "─"), _seat_line(view, people, heads, locale),
                 _wins_line(view, heads, locale)]  # fmt: skip
        lines += _results_lines(view, heads, locale)
        lines += ["", _row("", text(msg("policy"), locale), text(msg("face up"), locale),
                           text(msg("best so far (✓ beats the joker)"), locale))]  # fmt: skip
        for draft in view.drafts:
            lines += _draft_rows(draft, view, locale)
        lines += ["", *wrapped("  ", [
            text(msg("Village Order  {cards}", cards=cards(view.village_order)), locale),
            text(msg("failed  {cards}", cards=cards(view.failed_policies)), locale),
            text(nmsg("deck {count} card", "deck {count} cards", view.deck_count), locale),
        ], joiner="    ")]  # fmt: skip
        lines += _recap_lines(view, locale)
        lines += ["", *_sigil_lines(view, locale)]
        if view.seat is not None:
            lines.append(_label(YOUR_HAND, locale, HAND_LABEL) + cards(view.hand))
        if view.phase is Phase.OVER:
            return [*lines, "", "  " + text(msg("The match is over."), locale)]
        waiting = [heads[seat] for seat in view.to_act] if view.seat not in view.to_act else []
        lines += ["", *turn_lines(_your_turn(view, locale), waiting, locale)]
        return lines


TEXT_TABLE = JugglersTable()
