import torch
from torch.testing import assert_close

# The way PyTorch's own tests check results: silence when close, a precise failure otherwise.
x = torch.tensor([1.0, 2.0, 3.0])
assert_close(x, x.clone())
assert_close(x, x + 1e-6)
torch.testing.assert_close(x, torch.tensor([1.0, 2.1, 3.0]))
assert_close(x, torch.tensor([1.0, 2.0, 3.0, 4.0]))
assert_close(x, x.double())
assert_close(x, x.double(), check_dtype=False)
assert_close(x, torch.tensor([1.0, 2.0, 3.1]), rtol=0.1, atol=0.0)
assert_close(x, torch.tensor([1.0, 2.0, 3.1]), rtol=0.1)
assert_close(torch.tensor(1.0), torch.tensor(1.5))
assert_close(torch.tensor([1, 2, 3]), torch.tensor([1, 2, 4]))
assert_close(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 2], [5, 4]]))
assert_close(torch.tensor([True, False]), torch.tensor([True, True]))
assert_close(torch.tensor([float('nan')]), torch.tensor([float('nan')]))
assert_close(torch.tensor([float('nan')]), torch.tensor([float('nan')]), equal_nan=True)
assert_close(x.t(), x)
assert_close(torch.ones(2, 3).t(), torch.ones(3, 2), check_stride=True)
assert_close(torch.ones(2, 3).t(), torch.ones(3, 2))
assert_close(1.0, 1.0 + 1e-9)
assert_close(1.0, 1.1)
assert_close(3, 3)
assert_close(3, 4)
assert_close(1, 1.0)
assert_close(True, False)
assert_close(None, None)
assert_close(None, 1)
assert_close([x, 1.0], [x, 1.0])
assert_close([x, (1.0, 2.0)], [x, (1.0, 2.5)])
assert_close([x, x], [x])
assert_close({"a": x, "b": 2}, {"a": x, "b": 2})
assert_close({"a": x, "b": 2}, {"a": x + 1, "b": 2})
assert_close({"a": x}, {"b": x})
assert_close(x, 1.0)
assert_close(x, torch.tensor([1.0, 2.5, 3.0]), msg="custom failure")
assert_close(x, torch.tensor([1.0, 2.5, 3.0]), msg=lambda m: "wrapped: " + m.split("\n")[0])
assert_close(torch.tensor([1.0, 2.0], dtype=torch.float16), torch.tensor([1.0, 2.001], dtype=torch.float16))
w = torch.tensor([0.5, -1.0], requires_grad=True)
assert_close(w * 2, torch.tensor([1.0, -2.0]))
assert_close(torch.arange(6.0).view(2, 3), torch.arange(6.0).view(2, 3) * 1.5)


def failure(check):
    # The whole message, as a test runner would show it.
    try:
        check()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return "passed"


failure(lambda: assert_close(torch.zeros(3), torch.ones(3)))
failure(lambda: assert_close(x, torch.tensor([1.0, 2.1, 3.0])))
failure(lambda: assert_close(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 2], [5, 4]])))
failure(lambda: assert_close(torch.tensor(1.0), torch.tensor(1.5)))
failure(lambda: assert_close(1.0, 1.1))
failure(lambda: assert_close(3, 4))
failure(lambda: assert_close([x, (1.0, 2.0)], [x, (1.0, 2.5)]))
failure(lambda: assert_close({"a": x, "b": 2}, {"a": x + 1, "b": 2}))
failure(lambda: assert_close({"a": x}, {"b": x}))
failure(lambda: assert_close(torch.tensor([True, False]), torch.tensor([True, True])))
failure(lambda: assert_close(torch.tensor([0.0, 1.0]), torch.tensor([0.5, 1.0])))
failure(lambda: assert_close(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([1.0, 2.0 + 1e-6], dtype=torch.float64)))
failure(lambda: assert_close(x, x.double(), check_dtype=False))
