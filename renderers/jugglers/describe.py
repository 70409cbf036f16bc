"""The Jugglers pictures in words: what each picture shows, from the same view.

The table's words follow the picture from the top: where the match stands and
what it waits for, the gathering just ended, each draft, the heads, the
policies, the dice. Only the public parts of a view are read for the table
and the results, as the pictures do; the hand's words are for its owner alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, RecapHand, Spot
from engines.jugglers.views import DraftView, JugglersView
from renderers.describe import cards_named, counted, paragraph
from renderers.jugglers.drafts import live_row
from renderers.jugglers.footer import plate_lines
from renderers.jugglers.labels import head_names, require_view
from renderers.jugglers.layout import Who, shows_recap, who
from renderers.jugglers.results import headline
from renderers.jugglers.table import status

HANDS = {Spot.LEFT: "left hand", Spot.JOKER: "joker's hand", Spot.RIGHT: "right hand"}
VERDICTS = {True: "passed", False: "failed"}


def describe_table(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    heads = who(shown, names)
    parts = [_where(shown), status(shown, heads, 10_000)]
    if shown.phase is Phase.PLAY:
        parts.append(f"{heads.names[shown.chairman]} chairs this gathering")
    recap = shown.recap
    if shows_recap(shown) and recap is not None:
        title = (
            f"Gathering {recap.gathering} ended"
            if recap.round == shown.round
            else (f"Round {recap.round} ended with gathering {recap.gathering}")
        )
        ended = (_ended(hand, with_cards=False) for hand in recap.hands)
        parts.append(f"{title}: " + "; ".join(ended))
    if shown.phase is Phase.OVER and shown.recap is not None:
        parts.append("The last gathering: " + "; ".join(_ended(h) for h in shown.recap.hands))
    else:
        parts += [_draft(draft, shown, heads) for draft in shown.drafts]
    parts.append("Heads: " + "; ".join(
        f"{heads.names[head]} ({plate_lines(shown, head).replace(' · ', ', ')})"
        for head in range(len(shown.heads))
    ))  # fmt: skip
    parts.append(f"Village Order: {cards_named(shown.village_order)}")
    if shown.failed_policies:
        parts.append(f"Failed policies: {cards_named(shown.failed_policies)}")
    goal = counted(shown.target_wins, "round win")
    deck = counted(shown.deck_count, "card")
    parts.append(f"Deck: {deck}; policy deck: {shown.policy_deck_count}; first to {goal}")
    if shown.last_rolls:  # the engine's own words: the picture shortens them
        parts.append(f"Last die roll: {shown.last_rolls[-1]}")
    return paragraph(parts)


def _where(view: JugglersView) -> str:
    if view.phase is Phase.OVER:
        return f"Jugglers table, round {view.round}: the game is over"
    where = f"Jugglers table, round {view.round}, gathering {view.gathering} of {view.gatherings}"
    if view.phase is Phase.PLAY:
        return f"{where}, cycle {view.cycle} of {view.cycles}"
    return f"{where}, before the first cycle"


def _ended(hand: RecapHand, with_cards: bool = True) -> str:
    """An ended hand: what it made (from which cards), and how its policy fared."""
    made = f"{hand.value} ({cards_named(hand.cards)})" if with_cards else hand.value
    if hand.policy is None or hand.passed is None:
        return f"{HANDS[hand.spot]} {made}"
    return f"{HANDS[hand.spot]} {made}, {hand.policy.name} {VERDICTS[hand.passed]}"


def _draft(draft: DraftView, view: JugglersView, heads: Who) -> str:
    if draft.spot is Spot.JOKER:
        title = "The joker's hand"
    elif draft.policy is None:
        title = f"The {HANDS[draft.spot]}, with no policy"
    else:
        title = f"The {HANDS[draft.spot]}, policy {draft.policy.name}"
    face_up = (
        f"face up {cards_named(draft.face_up)} ({draft.best})"
        if draft.face_up
        else ("no face-up cards yet")
    )
    pile = draft.face_down
    if pile:
        by = ", ".join(
            "secret influence" if entry.by_head is None else heads.names[entry.by_head]
            for entry in pile
        )
        down = f"{len(pile)} face down, put there by {by}"
        from_deck = sum(entry.source == "deck" for entry in pile)
        down += f" ({from_deck} from the deck)" if from_deck else ""
    else:
        down = "nothing face down"
    secret = (
        f", {counted(draft.secret_count, 'secret influence')} to come"
        if (draft.secret_count)
        else ""
    )
    return f"{title}: {face_up}{_now(draft, view)}; {down}{secret}"


def _now(draft: DraftView, view: JugglersView) -> str:
    """Would the policy pass if the gathering ended now? In words, as on the picture."""
    verdict = live_row(draft, view).verdict
    if verdict is None:
        return ""
    words = verdict[0].lstrip("✓✗ ").replace("below", "is below").replace("joker", "the joker's")
    return f"; it would {'pass' if verdict[0].startswith('✓') else 'fail'} now: it {words}"


def describe_hand(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    name = head_names(shown, names)[shown.seat]
    turn = shown.seat in shown.to_act and shown.phase is not Phase.OVER
    parts = [
        f"{name}'s hand, shown only to them" + (": it is your turn" if turn else ""),
        f"{counted(len(shown.hand), 'card')} in hand: {cards_named(shown.hand)}",
    ]
    sigil = shown.sigil
    if sigil is None:
        parts.append("No sigil")
    else:
        wanted = [
            f"{draft.policy.name} on the {draft.spot.value}"
            for draft in shown.drafts
            if draft.policy is not None and matches(sigil, draft.policy)
        ]
        village = [card for card in shown.village_order if matches(sigil, card)]
        parts += [
            f"Sigil: {sigil.name}",
            "Policies matching it now: " + (", ".join(wanted) or "none"),
            f"Village Order cards matching it: {cards_named(village)}",
        ]
    played = [
        f"{entry.card.name} on the {draft.spot.value}"
        for draft in shown.drafts
        for entry in draft.face_down
        if entry.card is not None
    ]
    if played:
        parts.append("Face down from you: " + ", ".join(played))
    return paragraph(parts)


def describe_results(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if not shown.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = shown.results[-1]
    heads = who(shown, names)
    parts = [
        f"Round {result.round} results: {headline(shown, result, heads.names)}",
        f"Village Order: {cards_named(result.village_order)}",
    ]
    for head, sigil in enumerate(result.sigils):
        name = heads.names[head]
        if sigil is None:
            parts.append(f"{name}: no sigil")
            continue
        hits = [card for card in result.village_order if matches(sigil, card)]
        line = f"{name}: sigil {sigil.name}, matching {cards_named(hits)}"
        if head < shown.players:
            line += f"; {counted(result.points[head], 'point')}"
            line += ", round winner" if head in result.winners else ""
        parts.append(line)
    return paragraph(parts)
