"""The Jugglers table in text: the three hands in a grid, then what only you hold.

Drawn from a seat view alone, like the pictures: face-down cards show who put
them there, and their faces only when they came from your own hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.cards import SUIT_SYMBOLS, Card
from engines.jugglers.hands import evaluate
from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, Spot
from engines.jugglers.views import DraftView, FaceDownView, JugglersView
from renderers.text import WIDTH, wrap_line, wrapped

# Grid columns: hand name, policy, face-up cards; the best category takes the rest.
COLUMNS = (8, 8, 19)
PILE = " " * 10 + "↳ face down: "


def cards(items: Sequence[Card]) -> str:
    return " ".join(card.symbol for card in items) if items else "—"


def _row(hand: str, policy: str, face_up: str, best: str) -> str:
    cells = zip((hand, policy, face_up), COLUMNS, strict=True)
    return "  " + "".join(cell.ljust(width) for cell, width in cells) + best


def _face_down(entry: FaceDownView, view: JugglersView) -> str:
    if entry.source == "secret":
        return "secret"
    who = "you" if entry.by_head == view.seat else entry.by
    if entry.card is not None:
        return f"{who} {entry.card.symbol}"
    dummy = entry.by_head is not None and view.heads[entry.by_head].dummy
    return f"{who} (deck)" if entry.source == "deck" and not dummy else who


def _draft_rows(draft: DraftView, view: JugglersView) -> list[str]:
    """The hand's row, and under it the face-down pile when there is one."""
    pile = [_face_down(entry, view) for entry in draft.face_down]
    if draft.secret_count:
        pile.append(f"+{draft.secret_count} secret waiting")
    policy = "" if draft.spot is Spot.JOKER else draft.policy.symbol if draft.policy else "—"
    best = draft.best if draft.face_up else ""
    if draft.policy is not None:
        # Whether the policy would pass if the gathering ended now: what a player weighs most.
        joker = evaluate(view.draft(Spot.JOKER).face_up)
        best = f"{'✓' if evaluate(draft.face_up) > joker else '✗'} {best or 'no cards'}"
    row = _row(draft.spot.value, policy, cards(draft.face_up), best)
    return [row, *wrapped(PILE, pile)] if pile else [row]


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


def _seat_line(view: JugglersView, people: list[str]) -> str:
    seats = [
        f"{view.heads[head].name} {people[head]}" if head < len(people) else view.heads[head].name
        for head in table_order(view)
    ]
    line = f"  Seats   {' · '.join(seats)}    chair {view.heads[view.chairman].name}"
    counts = [head.hand_count for head in view.heads[: len(people)]]
    if len(set(counts)) > 1:
        # Worth a look only once hands differ, when the deck runs dry.
        line += "    cards " + " ".join(str(count) for count in counts)
    return line


def _wins_line(view: JugglersView) -> str:
    wins = " · ".join(
        f"{view.heads[seat].name} {count}" for seat, count in enumerate(view.round_wins)
    )
    return f"  Wins    {wins}   (first to {_count(view.target_wins, 'round win')})"


def _results_lines(view: JugglersView) -> list[str]:
    lines = []
    for result in view.results:
        points = " · ".join(
            f"{view.heads[seat].name} {score:g} ({result.sigils[seat].symbol})"
            for seat, score in enumerate(result.points)
            if result.sigils[seat] is not None
        )
        lines.append(f"  Round {result.round} points  {points}")
    return lines


def _recap_lines(view: JugglersView) -> list[str]:
    if view.recap is None:
        return []
    parts = []
    for hand in view.recap.hands:
        if hand.spot is Spot.JOKER:
            parts.append(f"joker {hand.value}")
        elif hand.policy is not None:
            verdict = "passed" if hand.passed else "failed"
            parts.append(f"{hand.policy.symbol} {verdict} ({hand.value})")
    return wrapped("  Last gathering  ", parts)


def _sigil_lines(view: JugglersView) -> list[str]:
    sigil = view.sigil
    if sigil is None:
        return []
    scoring = sum(matches(sigil, card) for card in view.village_order)
    return [
        f"  Your sigil  {sigil.symbol}   scores with any {sigil.rank_text} or "
        f"{SUIT_SYMBOLS[sigil.suit]} · Village Order so far: {_count(scoring, 'point')}"
    ]


def _turn_line(view: JugglersView) -> str:
    if view.phase is Phase.OVER:
        return "  The match is over."
    if view.seat not in view.to_act:
        waiting = ", ".join(view.heads[seat].name for seat in view.to_act)
        return f"  Waiting for {waiting}."
    if view.phase is Phase.INFLUENCE:
        most = view.max_secret
        return f"  ▶ Your turn: you chair; include up to {most} of the deck's top cards unseen."
    if view.acting_head is not None and view.acting_head != view.seat:
        dummy = view.heads[view.acting_head].name
        return f"  ▶ Your turn: aim {dummy}; it plays the deck's top card unseen."
    return "  ▶ Your turn: play a card face down on one of the three hands."


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


class JugglersTable:
    def seat_names(self, view: JugglersView, players: int) -> list[str]:
        return [head.name for head in view.heads[:players]]

    def render(self, view: JugglersView, people: list[str]) -> list[str]:
        stage = (
            "secret influence"
            if view.phase is Phase.INFLUENCE
            else f"cycle {view.cycle} of {view.cycles}"
        )
        title = (
            f"── Jugglers · round {view.round} · gathering {view.gathering} of {view.gatherings}"
            f" · {stage} "
        )
        lines = [title.ljust(WIDTH, "─"), _seat_line(view, people), _wins_line(view)]
        lines += _results_lines(view)
        lines += ["", _row("", "policy", "face up", "best so far (✓ beats the joker)")]
        for draft in view.drafts:
            lines += _draft_rows(draft, view)
        lines += ["", *wrapped("  ", [
            f"Village Order  {cards(view.village_order)}",
            f"failed  {cards(view.failed_policies)}",
            f"deck {_count(view.deck_count, 'card')}",
        ], joiner="    ")]  # fmt: skip
        lines += _recap_lines(view)
        lines += ["", *_sigil_lines(view)]
        if view.seat is not None:
            lines.append(f"  Your hand   {cards(view.hand)}")
        lines += ["", *wrap_line(_turn_line(view))]
        return lines


TEXT_TABLE = JugglersTable()
