# The standard-library pieces tutorials import: collections, itertools, functools, time,
# os.path, sys and typing, used as a character-level language model's data prep uses them.
import math
import time
import os
import sys
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
from functools import lru_cache, partial, reduce
from itertools import accumulate, chain, combinations, count, cycle, groupby, islice
from itertools import permutations, product, repeat, zip_longest
from typing import Dict, List, Optional, Tuple

import torch

text = "hello world, hello tensors"
counts = Counter(text)
repr(counts.most_common(3))
counts["l"], counts["z"]
repr(Counter(text.split()))
chars = sorted(set(text))
stoi = {ch: i for i, ch in enumerate(chars)}
itos = {i: ch for ch, i in stoi.items()}
encode = lambda s: [stoi[c] for c in s]
decode = lambda l: "".join(itos[i] for i in l)
data = torch.tensor(encode(text), dtype=torch.long)
data[:8]
decode(encode("hello"))

by_len = defaultdict(list)
for word in text.replace(",", "").split():
    by_len[len(word)].append(word)
repr(by_len)
dict(by_len)
repr(defaultdict(int))
bigrams = defaultdict(int)
for a, b in zip(text, text[1:]):
    bigrams[(a, b)] += 1
sorted(bigrams.items(), key=lambda kv: -kv[1])[:3]

od = OrderedDict()
od["weight"] = 1
od["bias"] = 2
od.move_to_end("weight")
repr(od)
list(od.keys())

window = deque(maxlen=3)
for loss in [0.9, 0.7, 0.6, 0.4]:
    window.append(loss)
repr(window)
sum(window) / len(window)

Batch = namedtuple("Batch", ["x", "y"])
b = Batch(torch.zeros(2), y=torch.ones(2))
b.y
xb, yb = b
repr(Batch(1, 2))
Batch(1, 2)._asdict()
Batch(1, 2) == (1, 2)
Batch(1)

list(islice(count(10, 5), 4))
list(islice(cycle("ab"), 5))
list(repeat(0, 3))
list(accumulate([1, 2, 3, 4]))
list(accumulate([3, 1, 4], max))
list(chain([1, 2], (3,)))
list(chain.from_iterable([[1], [2, 3]]))
list(product([0, 1], repeat=2))
list(permutations("abc", 2))
list(combinations(range(4), 3))
[(k, len(list(g))) for k, g in groupby("aaabccdd")]
list(zip_longest([1, 2, 3], "ab", fillvalue="-"))

reduce(lambda a, b: a * b, range(1, 6))
reduce(lambda a, b: a + b, [], 0)
scale = partial(torch.mul, other=2)
scale(torch.tensor([1., 2.]))


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


fib(60)
repr(fib.cache_info())

t0 = time.perf_counter()
elapsed = time.perf_counter() - t0
elapsed >= 0
isinstance(time.time(), float)
os.path.join("runs", "exp1", "model.pt")
os.path.splitext("model.pt")
os.path.basename("/a/b/c.txt"), os.path.dirname("/a/b/c.txt")
os.environ.get("STRIDELAB_NOT_SET", "default")
sys.version_info >= (3, 8)
sys.version_info[:2]


def first(xs: List[int]) -> Optional[int]:
    return xs[0] if xs else None


first([3, 4]), first([])
reduce(lambda a, b: a + b, [])
