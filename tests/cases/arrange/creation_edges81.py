# needs the C library's float64 pow (glibc): logspace's values are pow(base, x) in double,
# whose last bit wasm32's libm port does not always reproduce.
# test_tensor_creation_ops-style logspace checks (ATen's steps: bounds as the dtype, the
# difference in the dtype, a double step, both ends counting inward; integers wrap as C++
# assigns doubles), with bit views of the float results; arange's refusal of non-finite
# bounds; test_binary_ufuncs' lcm of narrow integers that overflow.
torch.logspace(0.5, 1.5, 3, dtype=torch.int64)
torch.logspace(1, 3, 3, dtype=torch.uint8)
torch.logspace(0, 8, 3, base=2, dtype=torch.int8)
torch.logspace(0, 1, 1), torch.logspace(2, 3, 1, dtype=torch.int64), torch.logspace(0, 1, 0)
torch.logspace(1.5, 2.5, 3, dtype=torch.float16)
torch.logspace(-1, 2, 7, base=3, dtype=torch.bfloat16)
a = torch.logspace(0.1, 3.7, 101)
a.cpu().view(torch.int32).sum().item(), a.cpu().view(torch.int32)[::10].tolist()
b = torch.logspace(-2.3, 1.9, 57, base=2.0, dtype=torch.float64)
b.cpu().view(torch.int64).sum().item()
c = torch.logspace(-10, 10, 333, base=1.7)
c.cpu().view(torch.int32).sum().item()
torch.logspace(0, 10, 11, dtype=torch.int32)
torch.logspace(0, 20, 3, dtype=torch.int64)
torch.logspace(-1, 1, 5, dtype=torch.int16)
errs = []
for args in [(300, 301, 2, torch.uint8), (0.5, 300.5, 3, torch.int8), (0, 1, -1, None)]:
    try:
        torch.logspace(args[0], args[1], args[2], dtype=args[3])
    except RuntimeError as e:
        errs.append(str(e))
errs
torch.logspace(start=-10, end=10, steps=5)
torch.logspace(start=0.1, end=1.0, steps=5)
torch.logspace(start=0.1, end=1.0, steps=1)
torch.logspace(start=2, end=2, steps=1, base=2)
errs2 = []
for bounds in [(float('nan'),), (0, float('inf')), (float('-inf'), 0), (1e20, float('nan'))]:
    try:
        torch.arange(*bounds)
    except RuntimeError as e:
        errs2.append(str(e))
errs2
a8 = torch.tensor([64, -64, 12, 0, 100], dtype=torch.int8)
b8 = torch.tensor([3, 3, 18, 5, 7], dtype=torch.int8)
torch.lcm(a8, b8)
torch.lcm(torch.tensor([20000, -300], dtype=torch.int16), torch.tensor([3, 7], dtype=torch.int16))
torch.lcm(torch.tensor([200, 15], dtype=torch.uint8), torch.tensor([3, 10], dtype=torch.uint8))
c8 = a8.clone()
c8.lcm_(b8)
c8
torch.lcm(torch.tensor([2**30, 6]), torch.tensor([3, 4]))
torch.lcm(torch.tensor([2**30, -6], dtype=torch.int32), torch.tensor([3, 4], dtype=torch.int32))
