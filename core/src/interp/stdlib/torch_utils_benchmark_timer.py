# torch.utils.benchmark.utils.timer: PyTorch's benchmark Timer. Its stmt is timed through
# the stdlib `timeit` (an expression string, and a setup that only imports: stridelab has no
# exec()); the times are this machine's wall clock under stridelab's interpreter, never
# PyTorch's. C++ timing and Callgrind are refused by name.
import enum
import textwrap
import time

import timeit as _timeit
import torch
from torch.utils.benchmark.utils.common import Measurement, TaskSpec, set_torch_threads

timer = time.perf_counter


class Language(enum.Enum):
    PYTHON = 0
    CPP = 1


class Timer:
    """Times `stmt` (a string) the way PyTorch's benchmark Timer does."""

    def __init__(self, stmt="pass", setup="pass", global_setup="", timer=timer, globals=None,
                 label=None, sub_label=None, description=None, env=None, num_threads=1,
                 language=Language.PYTHON):
        if not isinstance(stmt, str):
            raise ValueError("Currently only a `str` stmt is supported.")
        ns = dict(globals or {})
        if language in (Language.PYTHON, "py", "python"):
            ns.setdefault("torch", torch)
            if global_setup:
                raise ValueError(
                    f"global_setup is C++ only, got `{global_setup}`. Most "
                    "likely this code can simply be moved to `setup`.")
        elif language in (Language.CPP, "cpp", "c++"):
            raise NotImplementedError(
                "torch.utils.benchmark.Timer: timing C++ code is not supported in stridelab")
        else:
            raise ValueError(f"Invalid language `{language}`.")
        stmt = _tidy(stmt)
        setup = _tidy(setup)
        self._timer = _timeit.Timer(stmt=stmt, setup=setup, timer=timer, globals=ns)
        self._task_spec = TaskSpec(stmt, setup, global_setup, label, sub_label, description,
                                   env, num_threads)

    def _timeit(self, number):
        # No real statement takes under a nanosecond; this also keeps ratios finite.
        return max(self._timer.timeit(number), 1e-9)

    def timeit(self, number=1000000):
        with set_torch_threads(self._task_spec.num_threads):
            self._timeit(max(int(number // 100), 2))
            return Measurement(number, [self._timeit(number)], self._task_spec)

    def repeat(self, repeat=-1, number=-1):
        raise NotImplementedError("See `Timer.blocked_autorange.`")

    def autorange(self, callback=None):
        raise NotImplementedError("See `Timer.blocked_autorange.`")

    def _estimate_block_size(self, min_run_time):
        # Grow the block until the timer's own cost is negligible beside it (also a warmup).
        with set_torch_threads(self._task_spec.num_threads):
            overhead = torch.tensor([self._timeit(0) for _ in range(5)]).median().item()
            number = 1
            while True:
                taken = self._timeit(number)
                if overhead / taken <= 1e-4 and taken >= min_run_time / 1000:
                    break
                # A clock that does not move (wasm32 without a host) measures nothing more
                # with a bigger block.
                if taken > min_run_time or number * 10 > 2147483647 or taken <= 1e-9:
                    break
                number *= 10
        return number

    def _measure(self, number, stop, min_run_time, max_run_time=None, callback=None):
        total, times, can_stop = 0.0, [], False
        with set_torch_threads(self._task_spec.num_threads):
            while total < min_run_time or not can_stop:
                spent = self._timeit(number)
                times.append(spent)
                total += spent
                if callback:
                    callback(number, spent)
                can_stop = stop(times)
                if max_run_time and total > max_run_time:
                    break
                if spent <= 1e-9:
                    break  # a frozen clock: more blocks would never add up to min_run_time
        return times

    def blocked_autorange(self, callback=None, min_run_time=0.2):
        number = self._estimate_block_size(min_run_time)
        times = self._measure(number, lambda times: True, min_run_time, callback=callback)
        return Measurement(number, times, self._task_spec)

    def adaptive_autorange(self, threshold=0.1, *, min_run_time=0.01, max_run_time=10.0,
                           callback=None):
        number = self._estimate_block_size(min_run_time=0.05)

        def stop(times):
            if len(times) > 3:
                return Measurement(number, times, self._task_spec).meets_confidence(threshold)
            return False

        times = self._measure(number, stop, min_run_time, max_run_time, callback)
        return Measurement(number, times, self._task_spec)

    def collect_callgrind(self, *args, **kwargs):
        raise NotImplementedError(
            "torch.utils.benchmark.Timer.collect_callgrind needs valgrind, which stridelab "
            "does not run")


def _tidy(src):
    # As PyTorch: a dedented block string loses its first newline and trailing blanks.
    src = textwrap.dedent(src)
    return (src[1:] if src and src[0] == "\n" else src).rstrip()
