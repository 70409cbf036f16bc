import pytest

import engines
from engines.core.dice import rng_for, roll_die, shuffled


def test_rng_depends_only_on_seed_step_and_stream():
    assert rng_for(1, 2).random() == rng_for(1, 2).random()
    assert rng_for(1, 2).random() != rng_for(1, 3).random()
    assert rng_for(1, 2).random() != rng_for(2, 2).random()
    assert rng_for(1, 2, "deal").random() != rng_for(1, 2, "settle").random()


def test_die_rolls_cover_one_to_six():
    rng = rng_for(0, 0)
    assert {roll_die(rng) for _ in range(200)} == {1, 2, 3, 4, 5, 6}


def test_shuffled_copies():
    items = list(range(10))
    result = shuffled(items, rng_for(0, 1))
    assert items == list(range(10)) and sorted(result) == items and result != items


def test_registry_lookup():
    assert engines.keys() == sorted(set(engines.keys()), key=engines.keys().index)
    for key in engines.keys():
        engine = engines.get(key)
        assert engine.key == key
        assert isinstance(engine, engines.Engine)
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        engines.get("chess")
