import torch

# << and >> on integer tensors, as ATen shifts them.
t = torch.tensor([1, -8, 3, 255])
t << 1
t >> 1
t << torch.tensor([0, 1, 63, 64])
t >> torch.tensor([0, 1, 63, 64])
t << torch.tensor([-1, -2, 2, 3])
t >> torch.tensor([-1, 70, 2, 3])
5 << torch.tensor([0, 1, 2])
-64 >> torch.tensor([0, 1, 2, 100])
u = torch.tensor([1, 2, 200], dtype=torch.uint8)
u << 1
u >> torch.tensor([1, 7, 8], dtype=torch.uint8)
u << torch.tensor([200, 3, 1], dtype=torch.uint8)
i8 = torch.tensor([-128, 64, 1], dtype=torch.int8)
i8 << 1
i8 >> 7
i8 >> torch.tensor([8, 100, -1], dtype=torch.int8)
torch.tensor([1, 2], dtype=torch.int16) << 14
torch.tensor([1, 2], dtype=torch.int32) << torch.tensor([31, 32])
torch.tensor([True, False]) << 1
torch.bitwise_left_shift(t, 2)
torch.bitwise_right_shift(t, 2)
torch.bitwise_left_shift(3, torch.tensor([1, 2]))
t.bitwise_left_shift(1)
t.bitwise_right_shift(torch.tensor(1))
x = t.clone()
x <<= 2
x
x >>= 3
x
x.bitwise_left_shift_(1)
x
y = torch.arange(6).view(2, 3)
y << torch.tensor([[1], [2]])
(y.t() << 1).stride()
torch.tensor([1.5]) << 1
t >> 1.5
torch.tensor([True]) << torch.tensor([True])
torch.tensor([1.0]) >> torch.tensor([1])

# torch.tensor of tensors takes the tensors' dtype, promoted with the other items.
torch.tensor([torch.tensor(1.0, dtype=torch.float64), torch.tensor(2.0, dtype=torch.float64)])
torch.tensor([torch.tensor(1, dtype=torch.int32), torch.tensor(2, dtype=torch.int32)])
torch.tensor([torch.tensor(1, dtype=torch.int32), 5])
torch.tensor([torch.tensor(1.5, dtype=torch.float16), 2.0])
torch.tensor([torch.tensor(1.5, dtype=torch.float16), torch.tensor(2.5, dtype=torch.float16)])
torch.tensor([torch.tensor(3, dtype=torch.uint8), True])
torch.tensor([torch.tensor(3, dtype=torch.int8), torch.tensor(4, dtype=torch.uint8)])
torch.tensor([[torch.tensor(1.0, dtype=torch.float64)], [2.0]])
torch.tensor([torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([3.0, 4.0], dtype=torch.float64)])
torch.tensor([torch.tensor([1.0], dtype=torch.float64), torch.tensor([[2.0]], dtype=torch.float64)])
torch.tensor([torch.tensor(True), torch.tensor(False)])
torch.tensor([torch.tensor(2), 3.5])
losses = [torch.tensor(0.5, dtype=torch.float64), torch.tensor(0.25, dtype=torch.float64)]
torch.tensor(losses).mean()
torch.tensor([torch.tensor(1.0, dtype=torch.float64)], dtype=torch.float32)
