# Hostile inputs to this stop's modules: empty and long texts for re (20,000 matches once
# timed out: each match sliced the text char by char), width 1 wrapping, empty and
# nested numpy-scalar data, an empty LBFGS parameter, empty instance norm, odd format specs.
import re, textwrap, argparse
import numpy as np
import torch
re.findall(r"a", ""), re.split(r"", "abc"), re.sub(r"", "-", ""), re.findall(r"(a)|(b)", "ab")
len(re.findall(r"\w+", "word " * 20000))
re.sub(r"a", "\\g<0>\\g<0>", "banana"), re.compile(r"x").search("axb", 5), re.compile(r"x").search("axb", -3)
textwrap.wrap("a b", 1), textwrap.wrap("abc", 1)
textwrap.wrap("abc", 0)
torch.tensor([[np.float32(1.0)]] * 3).shape, torch.tensor([]).dtype, torch.tensor([[], []]).shape
torch.tensor([np.float16(1.0)]) if hasattr(np, "float16x") else 0
torch.tensor([np.int64(2**62), np.int64(5)])
torch.optim.LBFGS([torch.zeros(0, requires_grad=True)]).step(lambda: torch.tensor(0.0))
p = argparse.ArgumentParser(prog="p"); p.add_argument("n", type=int, nargs=3)
p.parse_known_args(["1", "2"])[0] if False else 0
torch.nn.functional.instance_norm(torch.zeros(0, 3, 4))
torch.nn.functional.instance_norm(torch.ones(1, 2, 5, dtype=torch.float64))
torch.nn.InstanceNorm1d(3)(torch.randn(3, 4)).shape
from torch.distributions import Normal, Independent
Independent(Normal(torch.zeros(2), torch.ones(2)), 3)
torch.norm_except_dim(torch.ones(2, 3, 4), 2, 1).shape, torch.norm_except_dim(torch.tensor(3.0), 2, -1)
f"{0:>05}", f"{-0.0:=08.2f}", format(10**30, "040,")
