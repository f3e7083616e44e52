# torch.utils.benchmark.utils.common: what a benchmark Timer measured (Measurement) and
# how it is described (TaskSpec), with PyTorch's statistics: quantiles as torch.quantile
# computes them, significant figures from the interquartile spread, the same text layout.
import collections
import textwrap

import torch

_MAX_SIGNIFICANT_FIGURES = 4
_MIN_CONFIDENCE_INTERVAL = 25e-9
_IQR_WARN_THRESHOLD = 0.1
_IQR_GROSS_WARN_THRESHOLD = 0.25


def select_unit(t):
    """The unit whose scale keeps `t` between 1 and 1000."""
    exponent = int(torch.tensor(t).log10().item() // 3)
    unit = {-3: "ns", -2: "us", -1: "ms"}.get(exponent, "s")
    return unit, {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1}[unit]


def unit_to_english(u):
    return {"ns": "nanosecond", "us": "microsecond", "ms": "millisecond", "s": "second"}[u]


def trim_sigfig(x, n):
    """`x` rounded to `n` significant figures."""
    if n != int(n):
        raise AssertionError("Number of significant figures must be an integer")
    magnitude = int(torch.tensor(x).abs().log10().ceil().item())
    scale = 10 ** (magnitude - n)
    return float(torch.tensor(x / scale).round() * scale)


def ordered_unique(elements):
    return list(dict.fromkeys(elements).keys())


class set_torch_threads:
    """Runs its block with `n` intra-op threads, then restores the count."""

    def __init__(self, n):
        self.n = n

    def __enter__(self):
        self.prior = torch.get_num_threads()
        torch.set_num_threads(self.n)

    def __exit__(self, *exc):
        torch.set_num_threads(self.prior)
        return False


class TaskSpec:
    """What a Timer measures (everything but its globals)."""

    def __init__(self, stmt, setup, global_setup="", label=None, sub_label=None,
                 description=None, env=None, num_threads=1):
        self.stmt = stmt
        self.setup = setup
        self.global_setup = global_setup
        self.label = label
        self.sub_label = sub_label
        self.description = description
        self.env = env
        self.num_threads = num_threads

    def _key(self):
        return (self.stmt, self.setup, self.global_setup, self.label, self.sub_label,
                self.description, self.env, self.num_threads)

    def __eq__(self, other):
        return isinstance(other, TaskSpec) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    @property
    def title(self):
        sub = self.sub_label
        if self.label is not None:
            return self.label + (f": {sub}" if sub else "")
        if "\n" not in self.stmt:
            return self.stmt + (f": {sub}" if sub else "")
        return f"stmt:{f' ({sub})' if sub else ''}\n" + textwrap.indent(self.stmt, "  ")

    def setup_str(self):
        if self.setup == "pass" or not self.setup:
            return ""
        if "\n" in self.setup:
            return "setup:\n" + textwrap.indent(self.setup, "  ")
        return f"setup: {self.setup}"

    def summarize(self):
        sections = [self.title, self.description or "", self.setup_str()]
        return "\n".join(f"{s}\n" if "\n" in s else s for s in sections if s)


_TASKSPEC_FIELDS = ("stmt", "setup", "global_setup", "label", "sub_label", "description",
                    "env", "num_threads")


class Measurement:
    """One or more timings of a statement: `raw_times` are blocks of `number_per_run` runs."""

    def __init__(self, number_per_run, raw_times, task_spec, metadata=None):
        self.number_per_run = number_per_run
        self.raw_times = raw_times
        self.task_spec = task_spec
        self.metadata = metadata
        self._sorted_times = ()
        self._warnings = ()
        self._median = -1.0
        self._mean = -1.0
        self._p25 = -1.0
        self._p75 = -1.0

    def __getattr__(self, name):
        if name in _TASKSPEC_FIELDS:
            return getattr(self.task_spec, name)
        raise AttributeError(f"'Measurement' object has no attribute '{name}'")

    @property
    def times(self):
        return [t / self.number_per_run for t in self.raw_times]

    def _lazy_init(self):
        if not self.raw_times or self._sorted_times:
            return
        self._sorted_times = tuple(sorted(self.times))
        ordered = torch.tensor(self._sorted_times, dtype=torch.float64)
        self._median = ordered.quantile(0.5).item()
        self._mean = ordered.mean().item()
        self._p25 = ordered.quantile(0.25).item()
        self._p75 = ordered.quantile(0.75).item()
        if not self.meets_confidence(_IQR_GROSS_WARN_THRESHOLD):
            self._warn("This suggests significant environmental influence.")
        elif not self.meets_confidence(_IQR_WARN_THRESHOLD):
            self._warn("This could indicate system fluctuation.")

    def _warn(self, msg):
        rel_iqr = self.iqr / self.median * 100
        self._warnings += (
            f"  WARNING: Interquartile range is {rel_iqr:.1f}% "
            f"of the median measurement.\n           {msg}",
        )

    @property
    def median(self):
        self._lazy_init()
        return self._median

    @property
    def mean(self):
        self._lazy_init()
        return self._mean

    @property
    def iqr(self):
        self._lazy_init()
        return self._p75 - self._p25

    @property
    def has_warnings(self):
        self._lazy_init()
        return bool(self._warnings)

    def meets_confidence(self, threshold=_IQR_WARN_THRESHOLD):
        return self.iqr / self.median < threshold

    @property
    def significant_figures(self):
        """How many figures of the median the interquartile spread supports (1 to 4)."""
        self._lazy_init()
        n = len(self._sorted_times)
        middle = self._sorted_times[n // 4:int(torch.tensor(3 * n / 4).ceil())]
        std = torch.tensor(middle).std(unbiased=False).item()
        sqrt_n = torch.tensor(len(middle)).sqrt().item()
        interval = max(1.645 * std / sqrt_n, _MIN_CONFIDENCE_INTERVAL)
        relative = torch.tensor(self._median / interval).log10().item()
        figures = int(torch.tensor(relative).floor())
        return min(max(figures, 1), _MAX_SIGNIFICANT_FIGURES)

    @property
    def title(self):
        return self.task_spec.title

    @property
    def as_row_name(self):
        return self.sub_label or self.stmt or "[Unknown]"

    def __repr__(self):
        self._lazy_init()
        n = len(self._sorted_times)
        unit, scale = select_unit(self._median)
        threads = self.num_threads
        lines = [super().__repr__(), self.task_spec.summarize(),
                 f"  {'Median: ' if n > 1 else ''}{self._median / scale:.2f} {unit}"]
        if n >= 4:
            lines.append(f"  IQR:    {self.iqr / scale:.2f} {unit} "
                         f"({self._p25 / scale:.2f} to {self._p75 / scale:.2f})")
        lines.append(f"  {n} measurement{'s' if n > 1 else ''}, {self.number_per_run} runs "
                     f"{'per measurement,' if n > 1 else ','} {threads} "
                     f"thread{'s' if threads > 1 else ''}")
        lines.append("\n".join(self._warnings))
        return "\n".join("\n".join(lines).strip().splitlines())

    @staticmethod
    def merge(measurements):
        """Replicates of one task pooled into one Measurement of single runs."""
        groups = collections.OrderedDict()
        for m in measurements:
            groups.setdefault(m.task_spec, []).extend(m.times)
        return [Measurement(1, times, spec) for spec, times in groups.items()]
