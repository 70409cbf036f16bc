"""Scoring a named word against the hand it was made from.

A word earns the value of the cards it uses minus the value of the cards left
over, never below 0. Anything the rules reject scores 0, and `check_word`
says why in words a player can act on before locking the word in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engines.core.messages import Message, Param, msg, nmsg
from engines.juggler.cards import LETTER_VALUES, hand_value
from engines.juggler.dictionary import is_word, normalise


def _hand_letters(hand: Iterable[str], lang: str) -> str:
    letters = "".join(hand).upper()
    unknown = sorted(set(letters) - set(LETTER_VALUES[lang]))
    if unknown:
        raise ValueError(f"not letter cards: {', '.join(unknown)}")
    return letters


def check_word(
    word: str, hand: Iterable[str], declarer: bool = False, lang: str = "en"
) -> Message | None:
    """Why `word` would score 0 for this hand, or None when the rules accept it.

    A word the rules accept can still score 0 when the cards left over are
    worth more; that is arithmetic, not a problem with the word.
    """
    problem = check_letters(word, hand, declarer, lang)
    folded = normalise(word)
    if problem is None and folded and not is_word(folded, lang):
        return msg("{word} is not in the dictionary.", word=folded.upper())
    return problem


def check_letters(
    word: str, hand: Iterable[str], declarer: bool = False, lang: str = "en"
) -> Message | None:
    """What can be said before the reveal: the letters, never the dictionary.

    The seed looks words up only once everyone has named one; telling a player
    earlier that a word is not in the list would hand them a free spell-check.
    """
    letters = _hand_letters(hand, lang)
    folded = normalise(word)
    if folded == "":
        return msg("No word named: that scores 0 this round.")
    if folded is None:
        return msg("Use letters only: no spaces, hyphens, apostrophes or digits.")
    shown = folded.upper()
    missing = Counter(shown) - Counter(letters)
    if missing:
        lacking = ", ".join(sorted(missing.elements()))
        return msg("{word} needs cards that are not in the hand: {letters}.", word=shown,
                   letters=lacking)  # fmt: skip
    left_over = Counter(letters) - Counter(shown)
    if declarer and left_over:
        spare = ", ".join(sorted(left_over.elements()))
        return msg("A declarer's word must use every card; left over: {letters}.", letters=spare)
    return None


def round_score(word: str, hand: Iterable[str], declarer: bool = False, lang: str = "en") -> int:
    """Points for naming `word` from `hand` (strings of letters, any case)."""
    letters = _hand_letters(hand, lang)
    if check_word(word, letters, declarer, lang) is not None:
        return 0
    used = hand_value((normalise(word) or "").upper(), lang)
    return max(0, 2 * used - hand_value(letters, lang))


def score_in_words(
    word: str, hand: Iterable[str], declarer: bool = False, lang: str = "en"
) -> Message:
    """How a round's points came about, as the reveal says it:
    "19 − 4 for D, R left over = 15 points", or "0 points" and why not."""
    letters = _hand_letters(hand, lang)
    points = round_score(word, letters, declarer, lang)
    if not (normalise(word) or "") or check_word(word, letters, declarer, lang) is not None:
        return nmsg("{count} point", "{count} points", points)
    used = (normalise(word) or "").upper()
    left = sorted((Counter(letters) - Counter(used)).elements())
    if not left:
        return nmsg("{count} point, every card used", "{count} points, every card used", points)
    gained, lost = hand_value(used, lang), hand_value("".join(left), lang)
    if gained < lost:
        return nmsg(
            "{gained} − {lost} for {letters} left over = {count} point (never below 0)",
            "{gained} − {lost} for {letters} left over = {count} points (never below 0)",
            points, gained=gained, lost=lost, letters=", ".join(left),
        )  # fmt: skip
    return nmsg(
        "{gained} − {lost} for {letters} left over = {count} point",
        "{gained} − {lost} for {letters} left over = {count} points",
        points, gained=gained, lost=lost, letters=", ".join(left),
    )  # fmt: skip


def reveal_line(
    name: str, word: str, hand: str, declared: bool, problem: Message | None, worth: Message
) -> Message:
    """A seat's line of the reveal: "B (declared): QUIZ from IQUZ, 21 points, every card
    used.", then why the word scored nothing, if the rules refused it."""
    said: Param = word or msg("no word")
    held: Param = hand or msg("no cards")
    if problem is not None and word:
        if declared:
            return msg("{name} (declared): {word} from {hand}, {worth}. {problem}",
                       name=name, word=said, hand=held, worth=worth, problem=problem)  # fmt: skip
        return msg("{name}: {word} from {hand}, {worth}. {problem}",
                   name=name, word=said, hand=held, worth=worth, problem=problem)  # fmt: skip
    if declared:
        return msg("{name} (declared): {word} from {hand}, {worth}.",
                   name=name, word=said, hand=held, worth=worth)  # fmt: skip
    return msg("{name}: {word} from {hand}, {worth}.", name=name, word=said, hand=held, worth=worth)
