import torch

# Integer parameters refuse floats and bools, as PyTorch's argument parser does.
x = torch.eye(2)
torch.linalg.matrix_power(x, 2.0)
torch.matrix_power(x, 2.0)
torch.linalg.matrix_power(x, torch.tensor(3))
torch.linalg.multi_dot(x)
torch.cov(x, correction=True)
torch.cov(x, correction=1.5)
torch.cov(x, correction=0)
torch.vander(torch.tensor([1, 2]), N=2.0)
torch.vander(torch.tensor([1, 2]), N=3)

# Two numbers: the arithmetic ops wrap the first in a tensor, the bitwise ones refuse.
torch.add(3, 4)
torch.floor_divide(7, 2)
torch.bitwise_left_shift(3, 4)
torch.bitwise_and(3, 4)
torch.remainder(7, 3)

# Tensors inside the data of torch.tensor: a number where the first items made a number,
# iterated where they made a sequence.
torch.tensor([[1, 2], torch.tensor([3, 4])])
torch.tensor([[1, 2], torch.tensor([3, 4, 5])])
torch.tensor([[1, 2], torch.tensor([3, 4], dtype=torch.float64)])
torch.tensor([[1, 2], torch.tensor(3)])
torch.tensor([[1, 2], 3])
torch.tensor([torch.tensor([1, 2]), torch.tensor([3, 4])])
torch.tensor([torch.tensor([1., 2]), [3, 4]])
torch.tensor([torch.tensor([1, 2]), 3])
torch.tensor([torch.tensor(1), torch.tensor(2.5)])
torch.tensor([torch.tensor(2.7)], dtype=torch.int64)
torch.tensor([torch.tensor(2)], dtype=torch.float32)
torch.tensor([torch.tensor([1, 2])], dtype=torch.bool)
torch.tensor(torch.tensor(2.7), dtype=torch.int64)
torch.tensor([None])
torch.tensor([1, None])
torch.tensor([None], dtype=torch.float32)
torch.tensor([None], dtype=torch.int64)
torch.tensor(['a'])
torch.tensor([1, 'a'], dtype=torch.float32)
torch.tensor([{}])

# Rounding a bool tensor is not dispatched.
b = torch.tensor([True, False])
b.floor()
b.ceil()
b.round()
b.trunc()
b.frac()
b.sign()
b.round_()
torch.tensor([3, -2]).round()
torch.tensor([3, -2]).floor()

# assert_close pairs a bool only with a bool.
torch.testing.assert_close(True, 1)
torch.testing.assert_close([1, True], [1, 2])
torch.testing.assert_close(True, False)
torch.testing.assert_close(True, True)
