"""The Jugglers pictures in words: what each picture shows, from the same view.

The table's words follow the picture from the top: where the match stands and
what it waits for, the gathering just ended, each draft, the heads, the
policies, the dice. Only the public parts of a view are read for the table
and the results, as the pictures do; the hand's words are for its owner alone.
Every sentence is in the reader's language (`locale`), cards by name ("the
king of hearts" reads better to a screen reader than "K♥").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engines.core.cards import Card
from engines.core.messages import Message, msg, nmsg
from engines.core.scores import whole_or_fraction
from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, RecapHand, Spot
from engines.jugglers.views import DraftView, JugglersView
from engines.jugglers.words import HAND_START, joined
from renderers.describe import paragraph
from renderers.i18n import SOURCE, text
from renderers.jugglers.drafts import live_row
from renderers.jugglers.footer import plate_lines
from renderers.jugglers.labels import head_names, require_view
from renderers.jugglers.layout import Who, shows_recap, who
from renderers.jugglers.results import headline
from renderers.jugglers.table import status

# How the pass-or-fail verdict of a live hand reads in a sentence, by its mark on the picture.
NOW = {
    "✓ beats joker": msg("it would pass now: it beats the joker's hand"),
    "✗ ties joker": msg("it would fail now: it ties the joker's hand"),
    "✗ below joker": msg("it would fail now: it is below the joker's hand"),
}


# Where a card lies, after its name in "Face down from you: 9 of clubs on the left".
_ON_SIDE = {
    Spot.LEFT: msg("on the left"),
    Spot.JOKER: msg("in the joker's hand"),
    Spot.RIGHT: msg("on the right"),
}


def _cards(cards: Iterable[Card], locale: str) -> str:
    """ "K of hearts, 9 of clubs", or "none", in `locale`."""
    named = [card.words for card in cards]
    return text(joined(named) if named else msg("none"), locale)


def describe_table(view: object, names: Sequence[str] | None = None, *,
                   locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    heads = who(shown, names, locale)
    parts = [_where(shown, locale), status(shown, heads, 10_000, locale)]
    if shown.phase is Phase.PLAY:
        parts.append(text(msg("{name} chairs this gathering", name=heads.names[shown.chairman]),
                          locale))  # fmt: skip
    recap = shown.recap
    if shows_recap(shown) and recap is not None:
        title = (
            msg("Gathering {gathering} ended: {hands}", gathering=recap.gathering,
                hands=joined([_ended(hand, False) for hand in recap.hands]))
            if recap.round == shown.round
            else msg("Round {round} ended with gathering {gathering}: {hands}",
                     round=recap.round, gathering=recap.gathering,
                     hands=joined([_ended(hand, False) for hand in recap.hands]))
        )  # fmt: skip
        parts.append(text(title, locale))
    if shown.phase is Phase.OVER and shown.recap is not None:
        last = joined([_ended(hand, True) for hand in shown.recap.hands])
        parts.append(text(msg("The last gathering: {hands}", hands=last), locale))
    else:
        parts += [_draft(draft, shown, heads, locale) for draft in shown.drafts]
    plates = "; ".join(
        f"{heads.names[head]} ({plate_lines(shown, head, locale).replace(' · ', ', ')})"
        for head in range(len(shown.heads))
    )
    parts.append(text(msg("Heads: {heads}", heads=plates), locale))
    order = _cards(shown.village_order, locale)
    parts.append(text(msg("Village Order: {cards}", cards=order), locale))
    if shown.failed_policies:
        failed = _cards(shown.failed_policies, locale)
        parts.append(text(msg("Failed policies: {cards}", cards=failed), locale))
    parts.append(text(msg(
        "Deck: {deck}; policy deck: {policies}; first to {goal}",
        deck=nmsg("{count} card", "{count} cards", shown.deck_count),
        policies=shown.policy_deck_count,
        goal=nmsg("{count} round win", "{count} round wins", shown.target_wins),
    ), locale))  # fmt: skip
    if shown.last_rolls:  # the engine's own words: the picture shortens them
        parts.append(text(msg("Last die roll: {roll}", roll=shown.last_rolls[-1]), locale))
    return paragraph(parts)


def _where(view: JugglersView, locale: str) -> str:
    if view.phase is Phase.OVER:
        return text(msg("Jugglers table, round {round}: the game is over", round=view.round),
                    locale)  # fmt: skip
    where = dict(round=view.round, gathering=view.gathering, gatherings=view.gatherings)
    if view.phase is Phase.PLAY:
        return text(msg("Jugglers table, round {round}, gathering {gathering} of {gatherings}, "
                        "cycle {cycle} of {cycles}", cycle=view.cycle, cycles=view.cycles,
                        **where), locale)  # fmt: skip
    return text(msg("Jugglers table, round {round}, gathering {gathering} of {gatherings}, "
                    "before the first cycle", **where), locale)  # fmt: skip


def _ended(hand: RecapHand, with_cards: bool) -> Message:
    """An ended hand: what it made (from which cards), and how its policy fared."""
    made = (
        msg("{value} ({cards})", value=hand.value,
            cards=joined([card.words for card in hand.cards]) if hand.cards else msg("none"))
        if with_cards
        else hand.value
    )  # fmt: skip
    spot = HAND_START[hand.spot]
    if hand.policy is None or hand.passed is None:
        return msg("{hand}: {made}", hand=spot, made=made)
    if hand.passed:
        return msg("{hand}: {made}, {policy} passed", hand=spot, made=made,
                   policy=hand.policy.words)  # fmt: skip
    return msg("{hand}: {made}, {policy} failed", hand=spot, made=made,
               policy=hand.policy.words)  # fmt: skip


def _draft(draft: DraftView, view: JugglersView, heads: Who, locale: str) -> str:
    if draft.spot is Spot.JOKER:
        title = msg("The joker's hand")
    elif draft.policy is None:
        title = msg("{hand}, with no policy", hand=HAND_START[draft.spot])
    else:
        title = msg("{hand}, policy {policy}", hand=HAND_START[draft.spot],
                    policy=draft.policy.words)  # fmt: skip
    face_up = (
        msg("face up {cards} ({value})", cards=_cards(draft.face_up, locale), value=draft.best)
        if draft.face_up
        else msg("no face-up cards yet")
    )
    words = [text(msg("{title}: {face_up}", title=title, face_up=face_up), locale)]
    verdict = live_row(draft, view).verdict
    if verdict is not None:
        words.append(text(NOW[verdict[0].key], locale))
    pile = draft.face_down
    if pile:
        by = ", ".join(
            text(msg("secret influence"), locale) if entry.by_head is None
            else heads.names[entry.by_head]
            for entry in pile
        )  # fmt: skip
        from_deck = sum(entry.source == "deck" for entry in pile)
        down = (
            msg("{count} face down, put there by {by} ({deck} from the deck)", count=len(pile),
                by=by, deck=from_deck)
            if from_deck
            else msg("{count} face down, put there by {by}", count=len(pile), by=by)
        )  # fmt: skip
    else:
        down = msg("nothing face down")
    said = text(down, locale)
    if draft.secret_count:
        said += ", " + text(nmsg("{count} secret influence to come",
                                 "{count} secret influences to come", draft.secret_count),
                            locale)  # fmt: skip
    return "; ".join([*words, said])


def describe_hand(view: object, names: Sequence[str] | None = None, *,
                  locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    name = head_names(shown, names, locale)[shown.seat]
    turn = shown.seat in shown.to_act and shown.phase is not Phase.OVER
    parts = [
        text(msg("{name}'s hand, shown only to them: it is your turn", name=name) if turn
             else msg("{name}'s hand, shown only to them", name=name), locale),
        text(nmsg("{count} card in hand: {cards}", "{count} cards in hand: {cards}",
                  len(shown.hand), cards=_cards(shown.hand, locale)), locale),
    ]  # fmt: skip
    sigil = shown.sigil
    if sigil is None:
        parts.append(text(msg("No sigil"), locale))
    else:
        wanted = [
            text(msg("{policy} on the left", policy=draft.policy.words) if draft.spot is Spot.LEFT
                 else msg("{policy} on the right", policy=draft.policy.words), locale)
            for draft in shown.drafts
            if draft.policy is not None and matches(sigil, draft.policy)
        ]  # fmt: skip
        village = [card for card in shown.village_order if matches(sigil, card)]
        parts += [
            text(msg("Sigil: {card}", card=sigil.words), locale),
            text(msg("Policies matching it now: {policies}", policies=", ".join(wanted))
                 if wanted else msg("Policies matching it now: none"), locale),
            text(msg("Village Order cards matching it: {cards}",
                     cards=_cards(village, locale)), locale),
        ]  # fmt: skip
    played = [
        text(msg("{card} {hand}", card=entry.card.words, hand=_ON_SIDE[draft.spot]), locale)
        for draft in shown.drafts
        for entry in draft.face_down
        if entry.card is not None
    ]
    if played:
        parts.append(text(msg("Face down from you: {cards}", cards=", ".join(played)), locale))
    return paragraph(parts)


def describe_results(view: object, names: Sequence[str] | None = None, *,
                     locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    if not shown.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = shown.results[-1]
    heads = who(shown, names, locale)
    parts = [
        text(msg("Round {round} results: {headline}", round=result.round,
                 headline=headline(shown, result, heads.names)), locale),
        text(msg("Village Order: {cards}", cards=_cards(result.village_order, locale)), locale),
    ]  # fmt: skip
    for head, sigil in enumerate(result.sigils):
        name = heads.names[head]
        if sigil is None:
            parts.append(text(msg("{name}: no sigil", name=name), locale))
            continue
        hits = _cards([card for card in result.village_order if matches(sigil, card)], locale)
        if head >= shown.players:
            line = msg("{name}: sigil {card}, matching {cards}", name=name, card=sigil.words,
                       cards=hits)  # fmt: skip
        else:
            points = nmsg("{count} point", "{count} points",
                          whole_or_fraction(result.points[head]))  # fmt: skip
            line = (
                msg("{name}: sigil {card}, matching {cards}; {points}, round winner", name=name,
                    card=sigil.words, cards=hits, points=points)
                if head in result.winners
                else msg("{name}: sigil {card}, matching {cards}; {points}", name=name,
                         card=sigil.words, cards=hits, points=points)
            )  # fmt: skip
        parts.append(text(line, locale))
    return paragraph(parts)
