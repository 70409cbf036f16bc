"""Juggler bots that play from their own view only.

One strategy plays at every level; a level is a `Style`: the words the bot
knows and how readily it declares. The hard bot knows the whole dictionary,
holds out for stronger words (`HARD_BAR`), declares as soon as it judges a
declaration best and closes the game out when a declaration leaves it clear at
the target (`Style.closing`); the easy and normal bots know
only common words (`wordindex.common_index`) and, like a person unsure of
their word, sometimes wait (see `Style.declare_chance`). `bot_action` is the
normal level, the game's own bot.

The strategy keeps a fallback word (the best word its hand makes now, which is
what it scores if someone else declares), takes the card that serves it best,
weighing an unseen deck card by the letters still unseen, and discards with
an eye on next turn: how valuable a full-hand word one more card could bring.
It declares once it holds a full-hand word worth what the round has left to offer
(`DECLARE_BAR`). `greedy_action` is the yardstick it is measured against:
it only ever maximises its score of the moment.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from engines.juggler.actions import DECK, NONE, Discard, JugglerAction, Reveal, Take
from engines.juggler.cards import EDITIONS, LETTER_COUNTS, LETTER_VALUES, colour_of, hand_value
from engines.juggler.outlook import CUT_SHORT, DiscardOutlook, TakeOutlook
from engines.juggler.rules import discard_options, take_choices, take_options
from engines.juggler.solver import best_group, best_word
from engines.juggler.state import Phase, Stage
from engines.juggler.views import JugglerView
from engines.juggler.wordindex import WordIndex, common_index, index

DECKS = {  # per edition and colour, (letter, cards of it) in the deck table's order
    lang: {
        colour: [(k, n) for k, n in LETTER_COUNTS[lang].items() if colour_of(k) == colour]
        for colour in ("red", "black")
    }
    for lang in EDITIONS
}
CLOSING = 1000  # what a declaration that closes the game out is worth above any other
HOPE = 0.5  # weight of the chance of a better full-hand word next turn
# The least a full-hand word must be worth for the bot to declare with it, on its
# 1st, 2nd, ... turn of the round (then the last value): a good player builds
# toward a strong word and cuts the round short only when it pays. Declaring
# with the first small word it met ended rounds after 1.6 turns each.
DECLARE_BAR = (28, 24, 20, 16, 12)
# The hard bot's bar: higher still. Among three bots of the old bar (the bot before the
# levels), one with this bar and `closing` 10 won 27.5% of 1,000 four-player games (0.248
# to 0.303 at 95%) against a fair 25%: a small edge, not a proven one.
HARD_BAR = (32, 28, 24, 20, 16)


@dataclass(frozen=True)
class Style:
    """How one level plays. `known` gives the words it knows in an edition (a cached
    index, built the first time that edition's words are asked for). `hesitation` None
    declares whenever a declaration scores best; otherwise (base, per point, per turn):
    the chance of declaring at such a moment is base + per point above the bar + per own
    turn already played, so a good word or a late turn makes it likelier, and the rest of
    the time the bot plays on."""

    known: Callable[[str], WordIndex]
    hesitation: tuple[float, float, float] | None = None
    bar: tuple[int, ...] = DECLARE_BAR
    # With a number: a declaration that takes the bot's total to the target this many
    # points or more ahead of every other total is made whatever the word (it is likely
    # to end the game with the bot on top); None never looks at the totals.
    closing: int | None = None

    def closes(self, view: JugglerView, full: int) -> bool:
        if self.closing is None or view.seat is None:
            return False
        mine = view.totals[view.seat] + full
        others = max(total for seat, total in enumerate(view.totals) if seat != view.seat)
        return mine >= view.target and mine - others >= self.closing

    def declare_chance(self, view: JugglerView, full: int) -> float:
        if self.hesitation is None:
            return 1.0
        base, per_point, per_turn = self.hesitation
        own_turn = view.turns_done // view.players
        chance = base + per_point * (full - declare_bar(view, self.bar)) + per_turn * own_turn
        return min(1.0, max(0.0, chance))


# The sizes of the easy and normal vocabularies: the commonest words the game accepts.
EASY_WORDS, NORMAL_WORDS = 10_000, 40_000
EASY = Style(lambda lang: common_index(lang, EASY_WORDS), hesitation=(0.1, 0.03, 0.08))
NORMAL = Style(lambda lang: common_index(lang, NORMAL_WORDS), hesitation=(0.2, 0.03, 0.1))
HARD = Style(index, bar=HARD_BAR, closing=10)


def legal_from_view(view: JugglerView) -> list[JugglerAction]:
    """The viewer's moves, worked out from its view alone."""
    if view.seat is None or view.seat not in view.to_act:
        return []
    if view.phase is Phase.REVEAL:
        return [Reveal()]
    if view.stage is Stage.TAKE:
        return [*take_options(view.red_left, view.black_left, view.table, len(view.hand))]
    return [*discard_options(view.hand, may_declare=view.declarer is None)]


def score_now(hand: str, lang: str = "en") -> int:
    """What the hand scores if the round ends now and it is not the declarer (with any
    word of the edition's dictionary: the greedy yardstick's measure)."""
    group = best_group(hand, lang)
    return max(0, 2 * (group.value if group else 0) - hand_value(hand, lang))


def draw_odds(view: JugglerView) -> dict[str, dict[str, float]]:
    """Per deck colour, the chance of each letter on top, from the cards not in sight."""
    seen = Counter(view.hand)
    seen.update(view.table)
    odds: dict[str, dict[str, float]] = {}
    for colour, left in (("red", view.red_left), ("black", view.black_left)):
        deck = DECKS[view.language][colour]
        counts = {k: n for k, all_n in deck if (n := all_n - seen[k]) > 0}
        total = sum(counts.values())
        odds[colour] = {k: n / total for k, n in counts.items()} if left and total else {}
    return odds


def _last_turn(view: JugglerView) -> bool:
    return view.turns_left is not None and view.turns_left <= view.players


def _declaring_helps(view: JugglerView) -> bool:
    """A declaration ends the round sooner than it would end anyway."""
    return view.declarer is None and (view.turns_left is None or view.turns_left > view.players)


def declare_bar(view: JugglerView, bar: tuple[int, ...] = DECLARE_BAR) -> int:
    """The least full-hand word worth declaring with on this turn of the round."""
    own_turn = view.turns_done // view.players
    return bar[min(own_turn, len(bar) - 1)]


def _choose_take(view: JugglerView, rng: random.Random, style: Style) -> Take:
    """Takes are weighed as (colour, source) pairs; only the chosen one becomes an action."""
    legal = take_choices(view.red_left, view.black_left, view.table, len(view.hand))
    may_declare = _declaring_helps(view)
    odds = draw_odds(view)
    letters = {source for _, source in legal if source not in (DECK, NONE)}
    letters.update(*(odds[colour] for colour, source in legal if source == DECK))
    known = style.known(view.language)
    outlook = TakeOutlook("".join(view.hand), letters, may_declare, known, view.language)
    settled = {card: outlook.settled(card, may_declare) for card in letters}

    def worth(colour: str, source: str) -> float:
        if colour == "none":
            return outlook.settled("", may_declare)
        if source == DECK:
            return sum(p * settled[card] for card, p in odds[colour].items()) + 0.01
        return settled[source]

    scored = [(worth(*take), take) for take in legal]
    best = max(score for score, _ in scored)
    colour, source = rng.choice([take for score, take in scored if score >= best - 1e-9])
    return Take(colour=colour, source=source)


def _choose_discard(view: JugglerView, rng: random.Random, style: Style) -> Discard:
    """Any card held, or none, may go; a declaration only while nobody has declared, which
    `_declaring_helps` asks too. Options are scored as (card, declare) pairs and only the
    chosen one becomes an action: making them all took a tenth of the bot's time. When a
    declaration scores best, the style's chance decides whether to make it now (one draw
    of `rng`), else the best way to play on is chosen."""
    last = _last_turn(view)
    may_declare = _declaring_helps(view)
    odds = draw_odds(view)
    known = style.known(view.language)
    outlook = DiscardOutlook("".join(view.hand), view.table, odds, not last, known, view.language)
    scored: list[tuple[float, str, bool]] = []
    for card in {NONE, *view.hand}:
        drop = "" if card == NONE else card
        now = float(outlook.now(drop))
        hope = 0.0 if last else outlook.full_next_turn(drop)
        scored.append((now + HOPE * max(0.0, hope - now), card, False))
        full = outlook.full.get(drop, 0) if may_declare else 0
        if full and style.closes(view, full):
            scored.append((full + CUT_SHORT + CLOSING, card, True))
        elif full and full >= declare_bar(view, style.bar):
            scored.append((full + CUT_SHORT, card, True))
    best = max(score for score, _, _ in scored)
    declarations = [score for score, _, declare in scored if declare]
    if declarations and max(declarations) >= best - 1e-9:
        full = int(max(declarations) - CUT_SHORT) % CLOSING
        if rng.random() >= style.declare_chance(view, full):
            scored = [option for option in scored if not option[2]]
            best = max(score for score, _, _ in scored)
    card, declare = rng.choice(
        sorted((card, declare) for score, card, declare in scored if score >= best - 1e-9)
    )
    return Discard(card=card, declare=declare)


def play(view: JugglerView, rng: random.Random, style: Style) -> JugglerAction:
    """The move of a bot of this style; every word it plans with, declares with or names
    at the reveal is one it knows."""
    if view.seat is None or view.seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.REVEAL:
        hand = "".join(view.hand)
        return Reveal(word=best_word(hand, view.language, style.known(view.language)))
    if view.stage is Stage.TAKE:
        return _choose_take(view, rng, style)
    return _choose_discard(view, rng, style)


def easy_action(view: JugglerView, rng: random.Random) -> JugglerAction:
    return play(view, rng, EASY)


def bot_action(view: JugglerView, rng: random.Random) -> JugglerAction:
    """The game's own bot: the normal level."""
    return play(view, rng, NORMAL)


def hard_action(view: JugglerView, rng: random.Random) -> JugglerAction:
    return play(view, rng, HARD)


def greedy_action(view: JugglerView, rng: random.Random) -> JugglerAction:
    """A simple yardstick: the best score of the moment, and nothing more.

    It takes the face-up card that raises its score most, else the top of a
    random deck; discards the unused card worth most; declares as soon as its
    best word uses every card.
    """
    legal = legal_from_view(view)
    if not legal:
        raise ValueError("the greedy bot was asked to move but its seat is not awaited")
    hand, lang = "".join(view.hand), view.language
    if view.phase is Phase.REVEAL:
        return Reveal(word=best_word(hand, lang))
    if view.stage is Stage.TAKE:
        now = score_now(hand, lang)
        gains = [
            (score_now(hand + take.source, lang), take)
            for take in legal
            if isinstance(take, Take) and take.source not in (DECK, NONE)
        ]
        best = max((score for score, _ in gains), default=now)
        if best > now:
            return rng.choice([take for score, take in gains if score == best])
        decks = [t for t in legal if isinstance(t, Take) and t.source == DECK]
        return rng.choice(decks) if decks else Take(colour="none", source=NONE)
    word = best_word(hand, lang)
    unused = Counter(hand) - Counter(word)
    card = max(unused, key=lambda k: (LETTER_VALUES[lang][k], k)) if unused else NONE
    full = sum(unused.values()) <= 1  # after this discard, the word is the whole hand
    may_declare = any(isinstance(a, Discard) and a.declare for a in legal)
    return Discard(card=card, declare=bool(word) and full and may_declare)
