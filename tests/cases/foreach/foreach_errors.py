import torch

a = torch.tensor([1.0, 2.0])
b = torch.tensor([3.0, 4.0, 5.0])


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


e1 = err(lambda: torch._foreach_add([], 1))
e1
e2 = err(lambda: torch._foreach_add([a, b], [a]))
e2
e3 = err(lambda: torch._foreach_add([a, b], [1.0]))
e3
e4 = err(lambda: torch._foreach_exp([]))
e4
e5 = err(lambda: torch._foreach_add([a], [b]))
e5
e6 = err(lambda: torch._foreach_addcmul([a, b], [a], [a, b]))
e6
e7 = err(lambda: torch._foreach_lerp([a, b], [a], 0.5))
e7
e8 = err(lambda: torch._foreach_norm([]))
e8
e9 = err(lambda: torch._foreach_max([]))
e9
e10 = err(lambda: torch._foreach_copy_([a], []))
e10
e11 = err(lambda: torch._foreach_add([a], torch.ones(2)))
e11
e12 = err(lambda: torch._foreach_mul([a], torch.ones(1)))
e12
e13 = err(lambda: torch._foreach_addcmul([a, b], [a, b], [a, b], torch.tensor([1.0, 2.0, 3.0])))
e13
e14 = err(lambda: torch._foreach_addcmul([a, b], [a, b], [a, b], [1.0]))
e14
e15 = err(lambda: torch._foreach_max([torch.empty(0)]))
e15
e16 = err(lambda: torch._foreach_norm([torch.tensor([1, 2])]))
e16
e17 = err(lambda: torch._foreach_norm([a], dtype=torch.int64))
e17
e18 = err(lambda: torch._foreach_norm([a.double()], dtype=torch.float32))
e18
e19 = err(lambda: torch._foreach_pow([torch.tensor([1, 2])], -1))
e19
e20 = err(lambda: torch._foreach_sub([torch.tensor([True])], 1))
e20
e21 = err(lambda: torch._foreach_neg([torch.tensor([True])]))
e21
e22 = err(lambda: torch._foreach_maximum([a], [a, b]))
e22
e23 = err(lambda: torch._foreach_lerp([torch.tensor([1, 2])], [a], 0.3))
e23
e24 = err(lambda: torch._foreach_pow([a], [2, 3]))
e24
e25 = err(lambda: torch._foreach_exp([a], 1))
e25
torch._foreach_norm([a, b], ord=1)
