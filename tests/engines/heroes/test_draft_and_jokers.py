"""The draft's turns and pools, every joker action in every place, and the refusals."""

import random
from dataclasses import replace

import pytest

from engines.core.messages import english
from engines.core.protocol import IllegalAction
from engines.heroes.actions import (
    Ban,
    EndTurn,
    LockIn,
    Pick,
    Protect,
    Sabotage,
    Swap,
    TakeHidden,
    TakeOpen,
    Unpick,
)
from engines.heroes.roster import hero
from engines.heroes.state import Phase
from tests.engines.heroes.helpers import ENGINE, all_heroes, by_name, ids, position


def test_setup_refills_the_open_pool_and_draws_the_first_player():
    state = ENGINE.new_game(4, ENGINE.Options(), 3)
    assert len(state.open_pool) == 8 and len(state.hidden_pool) == 37
    assert english(state.log[0]) == f"The draw picks {'ABCD'[state.first]} to start."
    assert {ENGINE.new_game(4, ENGINE.Options(), s).first for s in range(30)} == {0, 1, 2, 3}
    assert all_heroes(state) == list(range(45))


def test_each_round_every_player_takes_twice_and_the_start_moves_one_seat():
    state = ENGINE.new_game(3, ENGINE.Options(), 5)
    order = []
    while state.round == 1:
        seat = ENGINE.to_act(state)[0]
        order.append(seat)
        state = ENGINE.apply(state, seat, TakeHidden())
    first = order[0]
    assert order == [(first + i) % 3 for i in range(6)]
    assert ENGINE.to_act(state) == [(first + 1) % 3] and len(state.open_pool) == 6


def test_open_takes_go_face_up_and_hidden_takes_into_the_hand():
    state = position(3, round_=1)
    hero = state.open_pool[0]
    after = ENGINE.apply(state, 0, TakeOpen(hero=hero))
    assert after.tables[0] == (hero,) and hero not in after.open_pool
    blind = ENGINE.apply(state, 0, TakeHidden())
    assert blind.hands[0] == (state.hidden_pool[-1],)
    said = " ".join(map(english, blind.log))
    assert "blind" in english(blind.log[0]) and str(state.hidden_pool[-1]) not in said


def test_jokers_are_refused_in_round_1_in_lock_in_and_a_second_time():
    with pytest.raises(IllegalAction, match="rounds 2 and 3"):
        ENGINE.apply(position(3, round_=1), 0, Protect())
    lock_in = position(3, round_=4, phase=Phase.LOCK_IN)
    assert Protect() not in ENGINE.legal_actions(lock_in, 0)
    with pytest.raises(IllegalAction):
        ENGINE.apply(lock_in, 0, Protect())
    used = position(3, round_=2, joker_used=(True, False, False))
    with pytest.raises(IllegalAction, match="joker is used"):
        ENGINE.apply(used, 0, Protect())


def test_a_joker_before_the_take_leaves_the_take_and_after_it_ends_the_turn():
    state = position(3, hands=(ids("Spark"), (), ()))
    before = ENGINE.apply(state, 0, Protect())
    assert before.phase is Phase.TAKE and ENGINE.to_act(before) == [0]
    assert Protect() not in ENGINE.legal_actions(before, 0)  # once per game
    took = ENGINE.apply(state, 0, TakeHidden())
    assert took.phase is Phase.AFTER_TAKE and EndTurn() in ENGINE.legal_actions(took, 0)
    after = ENGINE.apply(took, 0, Protect())
    assert after.phase is Phase.TAKE and ENGINE.to_act(after) == [1]


def test_swap_with_a_hidden_hand_and_with_a_table():
    state = position(3, hands=(ids("Spark"), ids("Drip", "Ripple"), ()),
                     tables=((), ids("Blaze"), ()))  # fmt: skip
    hand = ENGINE.apply(state, 0, Swap(mine="h0", target=1, theirs="h1"))
    assert hand.hands[0] == ids("Ripple") and sorted(hand.hands[1]) == sorted(ids("Drip", "Spark"))
    assert "gives Spark (Ember ★1) and takes Ripple (Tide ★1)" in english(hand.log[0])
    table = ENGINE.apply(state, 0, Swap(mine="h0", target=1, theirs=f"t{by_name('Blaze')}"))
    assert table.tables[1] == () and table.hands[0] == ids("Blaze")
    assert by_name("Spark") in table.hands[1] and table.bank == (0, 0, 0)


def test_swap_needs_a_hero_of_ones_own():
    state = position(3, hands=((), ids("Drip"), ()))
    assert not [a for a in ENGINE.legal_actions(state, 0) if isinstance(a, Swap)]


def test_sabotage_takes_two_from_hand_and_table_and_the_target_banks():
    state = position(3, hands=((), ids("Drip", "Ripple"), ()), tables=((), ids("Solenne"), ()))
    drawn = state.hidden_pool[-2:]
    after = ENGINE.apply(state, 0, Sabotage(target=1, first="h0", second=f"t{by_name('Solenne')}"))
    assert set(after.rugged) == set(ids("Drip", "Solenne"))
    assert sorted(after.hands[1]) == sorted((by_name("Ripple"), *drawn))
    assert after.bank == (0, 1 + 3, 0)  # half of 1 and of 5, rounded up
    assert all_heroes(after) == list(range(45))


def test_sabotage_on_a_player_with_one_hero_takes_what_they_have():
    state = position(3, hands=((), ids("Thorn"), ()))
    legal = [a for a in ENGINE.legal_actions(state, 0) if isinstance(a, Sabotage) and a.target == 1]
    assert legal == [Sabotage(target=1, first="h0", second=None)]
    after = ENGINE.apply(state, 0, legal[0])
    assert after.rugged == ids("Thorn") and len(after.hands[1]) == 1 and after.bank[1] == 2


def test_replacements_come_from_the_rugged_zone_when_the_hidden_pool_is_empty():
    state = position(3, hands=((), ids("Drip", "Ripple"), ()), hidden_pool=(),
                     rugged=ids("Monolo"))  # fmt: skip
    after = ENGINE.apply(state, 0, Sabotage(target=1, first="h0", second="h1"))
    # One replacement is the old Rugged hero; never one of the two just moved there.
    assert after.hands[1] == ids("Monolo")
    assert set(after.rugged) == set(ids("Drip", "Ripple"))
    assert "draws nothing" in " ".join(map(english, after.log))


@pytest.mark.parametrize("place", ["open_pool", "hidden_pool", "rugged"])
def test_ban_from_a_pool_or_the_rugged_zone_removes_it_for_good(place):
    state = position(3, rugged=ids("Sylva"))
    target = getattr(state, place)[0]
    after = ENGINE.apply(state, 0, Ban(house=hero(target).house, hero=target))
    assert target in after.banned and target not in getattr(after, place)
    assert after.bank == (0, 0, 0) and all_heroes(after) == list(range(45))


def ENGINE_HOUSE(hero_id):
    from engines.heroes.roster import hero

    return hero(hero_id).house


def test_ban_in_a_hidden_hand_reveals_it_and_draws_a_replacement_and_banks():
    state = position(3, hands=((), ids("Sylva"), ()))
    after = ENGINE.apply(state, 0, Ban(house="Grove", hero=by_name("Sylva")))
    assert after.banned == ids("Sylva") and len(after.hands[1]) == 1
    assert after.bank == (0, 3, 0) and "It was in B's hand" in " ".join(map(english, after.log))


def test_banning_ones_own_hero_banks_nothing_and_banned_heroes_are_refused():
    state = position(3, tables=(ids("Sylva"), (), ()))
    after = ENGINE.apply(state, 0, Ban(house="Grove", hero=by_name("Sylva")))
    assert after.bank == (0, 0, 0) and after.banned == ids("Sylva")
    again = replace(after, turn_index=0, joker_used=(False,) * 3, joker_now=False,
                    phase=Phase.TAKE)  # fmt: skip
    with pytest.raises(IllegalAction, match="banned already"):
        ENGINE.apply(again, 0, Ban(house="Grove", hero=by_name("Sylva")))


def test_protection_turns_table_heroes_face_down_and_shuffles_the_hand():
    state = position(3, hands=(ids("Spark", "Drip"), (), ()),
                     tables=(ids("Blaze", "Thorn"), (), ()))  # fmt: skip
    after = ENGINE.apply(state, 0, Protect())
    assert after.tables[0] == ()
    assert sorted(after.hands[0]) == sorted(ids("Spark", "Drip", "Blaze", "Thorn"))
    assert ENGINE.view(after, 1).hand_counts[0] == 4


def test_takes_with_both_pools_empty_come_from_the_rugged_zone_or_are_skipped():
    state = position(6, round_=3, open_pool=(), hidden_pool=(), rugged=ids("Sylva"))
    assert ENGINE.legal_actions(state, 0)[0] == TakeOpen(hero=by_name("Sylva"))
    took = ENGINE.apply(state, 0, TakeOpen(hero=by_name("Sylva")))
    assert took.tables[0] == ids("Sylva") and took.rugged == ()
    empty = replace(took, turn_index=1, phase=Phase.TAKE)
    seat = ENGINE.to_act(empty)[0]
    assert ENGINE.legal_actions(empty, seat)[0] == EndTurn()
    skipped = ENGINE.apply(empty, seat, EndTurn())
    assert "Nothing is left to take" in english(skipped.log[0])


def test_six_players_and_many_sabotages_keep_every_hero_in_one_place():
    rng = random.Random(4)
    state = ENGINE.new_game(6, ENGINE.Options(), 9)
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        sabotages = [a for a in legal if isinstance(a, Sabotage)]
        action = rng.choice(sabotages) if sabotages else rng.choice(legal)
        state = ENGINE.apply(state, seat, action)
        assert all_heroes(state) == list(range(45))
    assert ENGINE.outcome(state).winners


def test_lock_in_picks_one_at_a_time_with_a_way_back_and_reveals_at_the_end():
    state = position(3, round_=4, phase=Phase.LOCK_IN,
                     hands=(ids("Spark", "Drip", "Thorn", "Breeze", "Pebble"),
                            ids("Cinder"), ids("Flint", "Kindle")))  # fmt: skip
    state = ENGINE.apply(state, 0, Pick(hero=by_name("Spark")))
    state = ENGINE.apply(state, 0, Unpick())
    for name in ("Drip", "Thorn", "Breeze", "Pebble"):
        state = ENGINE.apply(state, 0, Pick(hero=by_name(name)))
    assert LockIn() in ENGINE.legal_actions(state, 0)
    assert not [a for a in ENGINE.legal_actions(state, 0) if isinstance(a, Pick)]
    assert ENGINE.view(state, 1).lineups is None and ENGINE.view(state, 1).my_lineup == ()
    state = ENGINE.apply(state, 0, LockIn())
    state = ENGINE.apply(ENGINE.apply(state, 1, Pick(hero=by_name("Cinder"))), 1, LockIn())
    for name in ("Flint", "Kindle"):
        state = ENGINE.apply(state, 2, Pick(hero=by_name(name)))
    state = ENGINE.apply(state, 2, LockIn())
    assert ENGINE.is_over(state)
    outcome = ENGINE.outcome(state)
    assert outcome.scores == [1 + 3 + 1 + 1 + 4, 1.0, 4.0] and outcome.winners == [0]
