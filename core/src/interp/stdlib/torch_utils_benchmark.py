# torch.utils.benchmark: the Timer, Measurement and Compare of PyTorch's "PyTorch Benchmark"
# recipe (the modules under torch.utils.benchmark.utils). The fuzzers are not here: they are
# refused by name when called.
from torch.utils.benchmark.utils.common import (Measurement, TaskSpec, ordered_unique,
                                               select_unit, set_torch_threads, trim_sigfig,
                                               unit_to_english)
from torch.utils.benchmark.utils.compare import Colorize, Compare
from torch.utils.benchmark.utils.timer import Language, Timer, timer


class _NotHere:
    """A benchmark helper stridelab does not have: refused by name when used."""

    def __init__(self, name):
        self.name = name

    def __call__(self, *args, **kwargs):
        raise NotImplementedError(f"torch.utils.benchmark.{self.name} is not supported in "
                                  "stridelab")


Fuzzer = _NotHere("Fuzzer")
FuzzedParameter = _NotHere("FuzzedParameter")
FuzzedTensor = _NotHere("FuzzedTensor")
FuzzedSparseTensor = _NotHere("FuzzedSparseTensor")
ParameterAlias = _NotHere("ParameterAlias")
