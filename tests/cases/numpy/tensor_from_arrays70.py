# torch.tensor / as_tensor / FloatTensor of lists of NumPy arrays and scalars (the RL
# replay-buffer idiom, stop 70), and Tensor.numpy() of a bfloat16 tensor.
import numpy as np
import torch

states = [np.zeros(3, dtype=np.float32), np.ones(3, dtype=np.float32)]
torch.tensor(states)
torch.tensor(states).shape
torch.tensor(states, dtype=torch.float32).shape
torch.tensor(states, dtype=torch.float64)
torch.FloatTensor(states).shape
torch.FloatTensor(states)
torch.as_tensor(states)
torch.tensor([np.float32(1.0), np.array(2.0, dtype=np.float32)])
torch.tensor((np.zeros(2), np.ones(2)))
torch.tensor([np.zeros(2, dtype=np.int32)])
torch.tensor([np.zeros(2, dtype=np.int32), [1, 2]])
torch.tensor([np.array([True, False])])
torch.tensor([np.zeros(2, dtype=np.int32)], dtype=torch.float64)
torch.tensor([[np.float32(1.5), np.int64(2)]])
torch.FloatTensor([np.zeros(2, dtype=np.int64)])
torch.tensor([np.arange(3)[::-1]])
torch.tensor([1.0, np.array(2.0, dtype=np.float32)])
torch.tensor([[1, 2], np.array([2, 3], dtype=np.int16)])
torch.tensor([np.zeros((2, 2), dtype=np.float16)])
torch.tensor([np.arange(4).reshape(2, 2), np.arange(4, 8).reshape(2, 2)])
batch = [(np.array([0.1, 0.2], dtype=np.float32), 1, 0.5), (np.array([0.3, 0.4], dtype=np.float32), 0, 1.0)]
s, a, r = zip(*batch)
torch.tensor(s)
torch.tensor(a)
torch.tensor(r, dtype=torch.float32)
torch.tensor(np.array(s))
try:
    torch.tensor([np.zeros(2), np.zeros(3)])
except ValueError as e:
    m1 = str(e)
m1
try:
    torch.tensor([np.zeros(2), 3])
except TypeError as e:
    m2 = str(e)
m2
try:
    torch.tensor([1, np.zeros(2)])
except TypeError as e:
    m3 = str(e)
m3
try:
    torch.tensor([np.array(2.0)])
except TypeError as e:
    m4 = str(e)
m4
try:
    torch.FloatTensor([np.array(1.0)])
except TypeError as e:
    m5 = str(e)
m5
try:
    torch.tensor([1.0], dtype=torch.bfloat16).numpy()
except TypeError as e:
    msg = str(e)
msg
