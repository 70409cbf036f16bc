"""The text summary of a simulation run: lengths, wins per seat and per bot level or kind,
game figures."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import sqrt
from statistics import fmean

import engines
from bot.local.simulation import GameRecord, SimulationSetup
from engines.core.figures import figures_of
from engines.core.scores import score_text
from renderers.i18n import text


def _rate(part: float, whole: float) -> str:
    return f"{part / whole:6.1%}" if whole else "     —"


def wilson(part: float, whole: float, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a share (Wilson's): whether a kind's win share really differs
    from another's, or from a fair share, takes more than the share itself."""
    if not whole:
        return 0.0, 1.0
    share = part / whole
    centre = share + z * z / (2 * whole)
    spread = z * sqrt(share * (1 - share) / whole + z * z / (4 * whole * whole))
    scale = 1 + z * z / whole
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def _indented(line: str) -> str:
    return line if line.startswith(" ") else f"  {line}"


def summary_lines(setup: SimulationSetup, records: Sequence[GameRecord]) -> list[str]:
    games = len(records)
    engine = engines.get(setup.game)
    lengths = [record.length for record in records]
    unit = figures_of(engine).length_unit
    lines = [
        engine.title,
        f"{games} games · {setup.players} players · seed {setup.seed}",
        f"Bots: {', '.join(setup.kinds)}"
        + (" (dealt round the seats, one seat further each game)" if len(setup.kinds) > 1 else ""),
        f"Length: {fmean(lengths):.1f} {unit} on average "
        f"(shortest {min(lengths):g}, longest {max(lengths):g})",
        "",
        "Wins per seat (a shared win counts for every winner)",
    ]
    seat_wins = Counter(seat for record in records for seat in record.winners)
    for seat in range(setup.players):
        lines.append(f"  seat {seat + 1:<3}{seat_wins[seat]:>7}  {_rate(seat_wins[seat], games)}")
    if len(setup.kinds) > 1:
        # Levels and kinds side by side: `--bots easy,hard` compares the levels.
        fair = _rate(1, setup.players).strip()
        lines += ["", f"Wins per bot level or kind (a share of the seats it played; fair: {fair})"]
        played = Counter(kind for record in records for kind in record.kinds)
        won = Counter(record.kinds[seat] for record in records for seat in record.winners)
        for kind in dict.fromkeys(setup.kinds):
            seats = f"of {played[kind]} seats"
            low, high = wilson(won[kind], played[kind])
            lines.append(f"  {kind:<8}{won[kind]:>7} {seats:<14}{_rate(won[kind], played[kind])}"
                         f"  (95%: {low:.1%}-{high:.1%})")  # fmt: skip
    scores = [score for record in records for score in record.scores]
    average = text(score_text(engine, round(fmean(scores), 2)))
    lines += ["", f"Average final score per seat: {average}"]
    totals: Counter[str] = Counter()
    for record in records:
        totals.update(record.counts)
    game = figures_of(engines.get(setup.game))
    each = [record.counts for record in records]
    figures = [*game.describe(totals, games), *game.describe_games(each, setup.players)]
    if figures:
        # Every game's figures sit under the heading, indented, whatever the game wrote.
        lines += ["", f"Figures of {setup.game}", *(_indented(line) for line in figures)]
    return lines
