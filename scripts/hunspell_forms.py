"""Every word form a Hunspell dictionary accepts, for the French Juggler edition's list.

A Hunspell dictionary is stems with affix flags (`.dic`) plus the affix rules
(`.aff`); the game needs plain word forms, so `forms` applies the rules, the
way Hunspell's own `unmunch` would (which mangles this dictionary's two-letter
flags). Only what the French dictionary uses is read: `FLAG long`, suffixes with
continuation classes (one more suffix on top), prefixes, cross products,
`NEEDAFFIX`, `CIRCUMFIX` and `FORBIDDENWORD`. Prefixes that add an apostrophe
(l', d', qu'...) are elisions, never a word the game accepts, so they are skipped.

Used only by `derive_juggler_dictionaries.py`, outside CI.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Rule:
    strip: str
    add: str
    flags: tuple[str, ...]  # continuation classes
    condition: re.Pattern[str]


@dataclass
class Affixes:
    suffixes: dict[str, list[Rule]] = field(default_factory=dict)
    prefixes: dict[str, list[Rule]] = field(default_factory=dict)
    cross: dict[str, bool] = field(default_factory=dict)
    need_affix: str = ""
    circumfix: str = ""
    forbidden: str = ""


def split_flags(flags: str) -> tuple[str, ...]:
    """`FLAG long`: every flag is two characters."""
    return tuple(flags[i : i + 2] for i in range(0, len(flags), 2))


def read_affixes(path: Path) -> Affixes:
    affixes = Affixes()
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("NEEDAFFIX", "CIRCUMFIX", "FORBIDDENWORD", "FLAG"):
            if parts[0] == "FLAG" and parts[1] != "long":
                raise SystemExit(f"only FLAG long is read, not {parts[1]}")
            name = {"NEEDAFFIX": "need_affix", "CIRCUMFIX": "circumfix"}.get(parts[0])
            if name or parts[0] == "FORBIDDENWORD":
                setattr(affixes, name or "forbidden", parts[1])
            continue
        if not parts or parts[0] not in ("PFX", "SFX"):
            continue
        kind, flag = parts[0], parts[1]
        if len(parts) == 4 and parts[2] in ("Y", "N"):  # a block's header
            affixes.cross[flag] = parts[2] == "Y"
            continue
        strip, added = parts[2], parts[3]
        add, _, flags = added.partition("/")
        condition = parts[4] if len(parts) > 4 else "."
        pattern = f"{condition}$" if kind == "SFX" else f"^{condition}"
        rules = affixes.suffixes if kind == "SFX" else affixes.prefixes
        rules.setdefault(flag, []).append(
            Rule(
                strip="" if strip == "0" else strip,
                add="" if add == "0" else add,
                flags=split_flags(flags),
                condition=re.compile(pattern),
            )
        )
    return affixes


def _suffixed(stem: str, rule: Rule) -> str | None:
    if not rule.condition.search(stem) or not stem.endswith(rule.strip):
        return None
    return stem[: len(stem) - len(rule.strip)] + rule.add


def _prefixed(stem: str, rule: Rule) -> str | None:
    if "'" in rule.add or not rule.condition.search(stem) or not stem.startswith(rule.strip):
        return None
    return rule.add + stem[len(rule.strip) :]


def _with_suffixes(
    stem: str, flags: tuple[str, ...], affixes: Affixes
) -> Iterator[tuple[str, tuple[str, ...], str]]:
    """(form, its flags, the suffix flag applied or "") for the stem and each suffixed
    form, with at most two suffixes (a suffix's continuation classes allow the second)."""
    yield stem, flags, ""
    for flag in flags:
        for rule in affixes.suffixes.get(flag, []):
            once = _suffixed(stem, rule)
            if once is None:
                continue
            yield once, rule.flags, flag
            for second in rule.flags:
                for rule2 in affixes.suffixes.get(second, []):
                    twice = _suffixed(once, rule2)
                    if twice is not None:
                        yield twice, rule2.flags, second


def forms(stem: str, flags: tuple[str, ...], affixes: Affixes) -> Iterator[str]:
    """Every word form of one dictionary entry that Hunspell would accept on its own."""
    if affixes.forbidden in flags:
        return
    for form, own, suffix in _with_suffixes(stem, flags, affixes):
        bare = not suffix and affixes.need_affix in flags
        if not bare and affixes.need_affix not in own and affixes.circumfix not in own:
            yield form
        # A prefix joins the stem's or the suffix's flags, on both sides a cross product.
        if suffix and not affixes.cross.get(suffix, False):
            continue
        for flag in {*flags, *own}:
            if flag not in affixes.prefixes or (suffix and not affixes.cross.get(flag, False)):
                continue
            for rule in affixes.prefixes[flag]:
                whole = _prefixed(form, rule)
                if whole is None:
                    continue
                needs_more = affixes.need_affix in rule.flags and not suffix
                circumfixed = affixes.circumfix in own
                if not needs_more and circumfixed == (affixes.circumfix in rule.flags):
                    yield whole
                if not suffix:  # the prefix's own continuation suffixes
                    for more in rule.flags:
                        for rule2 in affixes.suffixes.get(more, []):
                            tail = _suffixed(whole, rule2)
                            if tail is not None and affixes.need_affix not in rule2.flags:
                                yield tail


def entries(path: Path) -> Iterator[tuple[str, tuple[str, ...], str]]:
    """(stem, flags, morphology) for each line of a `.dic` file, its count line skipped."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        word, _, morphology = line.partition(" ")
        word, _, morphology2 = word.partition("\t")
        stem, _, flags = word.partition("/")
        if stem:
            yield stem, split_flags(flags), f"{morphology} {morphology2}".strip()
