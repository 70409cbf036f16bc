"""What Heroes says in its log, status line and questions: plain English a player reads
once (issue 32): "on A's table", "1 star", how the reveal's points add up."""

from engines.core.choosing import next_step
from engines.core.messages import english
from engines.heroes.actions import Ban, EndTurn, Protect, Sabotage, Swap, TakeOpen
from engines.heroes.state import Phase
from tests.engines.heroes.helpers import ENGINE, by_name, ids, position


def test_a_banned_table_hero_was_on_the_table_and_one_star_is_singular():
    state = position(3, tables=((), ids("Spark"), ()))
    after = ENGINE.apply(state, 0, Ban(house="Ember", hero=by_name("Spark")))
    assert "It was on B's table: it is banned for good." in map(english, after.log)
    assert "B banks 1 star." in map(english, after.log)


def test_a_sabotage_banks_in_plain_numbers():
    state = position(3, hands=((), ids("Drip", "Ripple"), ()))
    after = ENGINE.apply(state, 0, Sabotage(target=1, first="h0", second="h1"))
    assert "B banks 2 stars." in map(english, after.log)


def test_protection_says_how_many_heroes_are_turned_face_down():
    one = ENGINE.apply(position(3, tables=(ids("Drip"), (), ())), 0, Protect())
    assert ("A plays the joker: Protection. A turns 1 hero from the table face down into the "
            "hand, and the hand is shuffled.") in map(english, one.log)  # fmt: skip
    two = ENGINE.apply(position(3, tables=(ids("Drip", "Moss"), (), ())), 0, Protect())
    assert "A turns 2 heroes from the table" in english(two.log[0])


def test_the_status_says_the_hero_is_taken_once_it_is():
    state = position(3, round_=2)
    assert english(ENGINE.view(state, 0).progress) == "Round 2 of 3 · turn 1 of 2 · A to take"
    after = ENGINE.apply(state, 0, TakeOpen(hero=state.open_pool[0]))
    assert after.phase is Phase.AFTER_TAKE
    assert english(ENGINE.view(after, 0).progress) == (
        "Round 2 of 3 · turn 1 of 2 · A has taken: joker or end of turn"
    )
    done = ENGINE.apply(after, 0, EndTurn())
    assert english(ENGINE.view(done, 1).progress) == "Round 2 of 3 · turn 1 of 2 · B to take"


def test_the_swap_questions_read_as_english():
    state = position(3, hands=(ids("Drip", "Puff"), ids("Moss", "Grit"), ()))
    view = ENGINE.view(state, 0)
    legal = [action for action in ENGINE.legal_actions(state, 0) if isinstance(action, Swap)]
    picks = {"kind": "swap", "target": "1"}
    assert next_step(ENGINE, view, legal, picks).title == "hero to take from them"
    picks["theirs"] = "h0"
    assert next_step(ENGINE, view, legal, picks).title == "hero to give them"


def test_the_reveal_says_how_each_score_adds_up():
    # A: three Ember and a Tide: 2+4+5+1 stars, +3 for three of one house, and 2 banked.
    lineups = (ids("Kindle", "Pyrel", "Solenne", "Ripple"), ids("Spark", "Drip", "Moss", "Puff"),
               ids("Brook", "Surf", "Corra"))  # fmt: skip
    state = position(3, round_=4, phase=Phase.LOCK_IN, tables=lineups, lineups=lineups,
                     bank=(2, 0, 0), locked=(False, True, True))  # fmt: skip
    after = ENGINE.apply(state, 0, ENGINE.legal_actions(state, 0)[0])
    assert after.phase is Phase.OVER
    reveal = [line for line in map(english, after.log) if line[1:3] == ": "]
    assert reveal[0].endswith(" · 12 stars + 3 for 3 Ember + 2 banked = 17 points")
    assert reveal[1].endswith(" · 4 stars + 4 for four houses = 8 points")
    assert reveal[2].endswith(" · 7 stars + 3 for 3 Tide = 10 points")
    assert ENGINE.outcome(after).scores == [17.0, 8.0, 10.0]
    assert english(ENGINE.outcome(after).summary[0]).endswith("= 17 points")
