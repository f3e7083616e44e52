# torch.utils.benchmark.utils.compare: Measurements laid out as PyTorch's tables, one per
# label, a row per sub_label (or stmt) within each thread count, a column per description.
import enum

import torch
from torch.utils.benchmark.utils.common import (Measurement, ordered_unique, select_unit,
                                               trim_sigfig, unit_to_english)


class Colorize(enum.Enum):
    NONE = "none"
    COLUMNWISE = "columnwise"
    ROWWISE = "rowwise"


_BEST, _GOOD = "\033[92m", "\033[34m"
_BAD, _VERY_BAD = "\033[2m\033[91m", "\033[31m"
_BOLD, _END = "\033[1m", "\033[0m"


class Compare:
    """Prints Measurements as tables (`compare.print()`, `str(compare)`)."""

    def __init__(self, results):
        self._results = []
        self.extend_results(results)
        self._trim_significant_figures = False
        self._colorize = Colorize.NONE
        self._highlight_warnings = False

    def __str__(self):
        return "\n".join(self._render())

    def extend_results(self, results):
        for r in results:
            if not isinstance(r, Measurement):
                raise ValueError(f"Expected an instance of `Measurement`, got {type(r)} instead.")
        self._results.extend(results)

    def trim_significant_figures(self):
        self._trim_significant_figures = True

    def colorize(self, rowwise=False):
        self._colorize = Colorize.ROWWISE if rowwise else Colorize.COLUMNWISE

    def highlight_warnings(self):
        self._highlight_warnings = True

    def print(self):
        print(str(self))

    def _render(self):
        by_label = {}
        for r in Measurement.merge(self._results):
            by_label.setdefault(r.label, []).append(r)
        return [_render_table(group, self._colorize, self._trim_significant_figures,
                              self._highlight_warnings) for group in by_label.values()]


def _row_key(m):
    return (m.num_threads, m.env, m.as_row_name)


def _render_table(results, colorize, trim, highlight):
    """One label's table, as PyTorch's compare.Table renders it."""
    unit, scale = select_unit(min(r.median for r in results))
    row_keys = ordered_unique([_row_key(r) for r in results])
    row_keys.sort(key=lambda k: k[:2])  # stable: statements keep their order
    col_keys = ordered_unique([r.description for r in results])
    grid = [[None for _ in col_keys] for _ in row_keys]
    row_at = {k: i for i, k in enumerate(row_keys)}
    col_at = {k: i for i, k in enumerate(col_keys)}
    for r in results:
        grid[row_at[_row_key(r)]][col_at[r.description]] = r
    envs = ordered_unique([r.env for r in results])
    render_env = len(envs) > 1
    env_len = max(len(e) for e in envs) if render_env else 0
    # Rows grouped by thread count; each group starts with a separator line.
    rows, groups, prior_threads, prior_env = [], [], -1, ""
    for (threads, env, _), cells in zip(row_keys, grid):
        starts = threads != prior_threads
        if starts:
            prior_threads, prior_env = threads, ""
            groups.append([])
        rows.append({"cells": cells, "group": len(groups) - 1, "threads": threads if starts else None,
                     "env": render_env and env != prior_env})
        groups[-1].append(cells)
        prior_env = env
    columns = [_Column([tuple(cells[i] for cells in g) for g in groups], scale, trim, highlight)
               for i in range(len(col_keys))]
    string_rows = [[""] + col_keys]
    for row in rows:
        first = next(r for r in row["cells"] if r is not None)
        env = f"({first.env})" if row["env"] else ""
        line = ["  " + env.ljust(env_len + 4) + first.as_row_name]
        for m, col in zip(row["cells"], columns):
            if m is None:
                line.append(col.blank())
            else:
                spread = m.iqr / m.median if m.has_warnings else None
                line.append(col.text(m.median / scale, m.significant_figures, spread))
        string_rows.append(line)
    width = max(len(r) for r in string_rows)
    for r in string_rows:
        r.extend([""] * (width - len(r)))
    col_widths = [max(len(r[i]) for r in string_rows) for i in range(width)]
    lines = ["  |  ".join(c.center(w) for c, w in zip(string_rows[0], col_widths))]
    overall = len(lines[0])
    for strings, row in zip(string_rows[1:], rows):
        if row["threads"] is not None:
            lines.append(f"{row['threads']} threads: ".ljust(overall, "-"))
        lines.append("  |  ".join(_finish_row(strings, col_widths, row, columns, colorize)))
    warned = highlight and any(r.has_warnings for r in results)
    label = results[0].label
    head = f"[{(' ' + (label or '') + ' ').center(overall - 2, '-')}]"
    tail = (f"Times are in {unit_to_english(unit)}s ({unit}).\n"
            + ("(! XX%) Measurement has high variance, where XX is the IQR / median * 100.\n"
               if warned else ""))
    return head + "\n" + "\n".join(lines) + "\n\n" + tail


def _finish_row(strings, col_widths, row, columns, colorize):
    cells = row["cells"]
    best = [-1 for _ in strings]
    if colorize == Colorize.ROWWISE:
        fastest = min(r.median for r in cells if r is not None)
        best = [fastest for _ in strings]
    elif colorize == Colorize.COLUMNWISE:
        best = [col.fastest(row["group"]) for col in columns]
    out = [strings[0].ljust(col_widths[0])]
    for text, width, m, b in zip(strings[1:], col_widths[1:], cells, best):
        text = text.center(width)
        if colorize != Colorize.NONE and m is not None and b is not None:
            text = _color(text, m.median, b)
        out.append(text)
    return out


def _color(text, value, best):
    if value <= best * 1.01 or value <= best + 100e-9:
        return _BEST + _BOLD + text + _END * 2
    if value <= best * 1.1:
        return _GOOD + _BOLD + text + _END * 2
    if value >= best * 5:
        return _VERY_BAD + _BOLD + text + _END * 2
    if value >= best * 2:
        return _BAD + text + _END * 2
    return text


class _Column:
    """One description's cells: a shared number format (digits for the largest, decimals
    the least precise measurement supports when trimming, else one)."""

    def __init__(self, grouped, scale, trim, highlight):
        self._grouped = grouped
        flat = [m for g in grouped for m in g]
        self._trim = trim
        self._highlight = highlight and any(m.has_warnings for m in flat if m)
        leading = [int(torch.tensor(m.median / scale).log10().ceil()) if m else None
                   for m in flat]
        unit_digits = max(d for d in leading if d is not None)
        if trim:
            decimals = min(max(m.significant_figures - d, 0)
                           for d, m in zip(leading, flat) if m is not None and d is not None)
        else:
            decimals = 1
        length = unit_digits + decimals + (1 if decimals else 0)
        self._number = "{:>" + str(length) + "." + str(decimals) + "f}"
        self._note = "{:>" + str(7 if self._highlight else 0) + "}"

    def fastest(self, group):
        medians = [m.median for m in self._grouped[group] if m is not None]
        return min(medians) if medians else None

    def text(self, value, sigfigs, spread):
        if self._trim:
            value = trim_sigfig(value, sigfigs)
        note = f" (! {spread * 100:.0f}%)" if self._highlight and spread is not None else ""
        return self._number.format(value) + self._note.format(note)

    def blank(self):
        return " " * len(self.text(1, 1, None))
