"""engines.core.records: the one place engine data becomes JSON, for dataclasses and models."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pydantic import BaseModel

from engines.core.records import field_names, load_json, shape_digest, to_json, to_plain


@dataclass(frozen=True, slots=True)
class Pile:
    cards: tuple[str, ...]
    owner: int | None = None


@dataclass(frozen=True, slots=True)
class Table:
    piles: tuple[Pile, ...]
    turn: int


class Model(BaseModel):
    piles: tuple[Pile, ...]
    turn: int


def test_a_dataclass_round_trips_through_json_and_is_validated_on_the_way_in():
    table = Table((Pile(("A♠", "2♥"), 1), Pile(())), turn=3)
    text = to_json(table)
    assert load_json(Table, text) == table
    assert to_plain(table) == {"piles": [{"cards": ["A♠", "2♥"], "owner": 1},
                                         {"cards": [], "owner": None}], "turn": 3}  # fmt: skip
    with pytest.raises(ValueError):
        load_json(Table, text.replace('"turn":3', '"turn":"three"'))


def test_models_and_dataclasses_give_the_same_json_for_the_same_fields():
    piles = (Pile(("K♦",)),)
    assert to_json(Model(piles=piles, turn=1)) == to_json(Table(piles, 1))


def test_the_shape_digest_changes_with_a_field_and_only_then():
    @dataclass
    class Wider:
        piles: tuple[Pile, ...]
        turn: int
        round: int = 0

    assert shape_digest(Table) == shape_digest(Table)
    assert shape_digest(Table) != shape_digest(Wider)


def test_field_names_in_declaration_order_for_either_kind_and_none_for_other_values():
    assert field_names(Table) == ["piles", "turn"]
    assert field_names(Model(piles=(), turn=0)) == ["piles", "turn"]
    assert field_names(3) == []
