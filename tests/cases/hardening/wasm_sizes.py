# Python ints of 2**32 and more as counts, bounds and sizes. A 32-bit build (the browser) once
# cast them to a machine word and answered silently wrong: "aaaa".replace("a", "b", 2**32 + 1)
# replaced one "a", "abc".find("c", 0, 2**32) found nothing.
import torch
"aaaa".replace("a", "b", 2**32 + 1)
"a,b,c".split(",", 2**32 - 1)
"a,b,c".split(",", 2**32 + 1)
"a,b,c".rsplit(",", 2**32 + 1)
"abc".find("c", 0, 2**32)
"abc".index("b", 0, 2**32 + 1)
"abcabc".count("a", 0, 2**33)
"abc".startswith("a", 0, 2**32)
"abc".rfind("a", 0, 2**32 + 5)
l = [1, 2]
l.insert(2**32, 9)
l
l.insert(-2**32, 0)
l
[1, 2, 3][0:2**32]
(1, 2, 3)[2**32 - 1:]
"hello"[1:2**32]
torch.arange(6)[2:2**32]
torch.tril_indices(2**32 + 1, 2)
torch.triu_indices(3, 2**33)
torch.repeat_interleave(torch.tensor([2**62, 2**62, 2**62]))
torch.repeat_interleave(torch.tensor([2**32 + 1]))
