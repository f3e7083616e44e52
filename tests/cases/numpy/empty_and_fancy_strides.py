# Strides NumPy 2 gives: a new empty array (np.zeros, a ufunc or copy result, an empty fancy-index
# result, t.numpy() of a tensor with an empty storage) has all-zero strides, views keep their
# base's, reshape of an empty array is C order counting 0 as 1; a fancy-index result is a fresh
# block with the index dims outermost and the other dims in the source's memory order (size-1
# and None dims included by their strides), transposed into place when the index dims sit
# together after a slice.
import torch
import numpy as np
a = np.arange(24.).reshape(2, 3, 4)
e = np.zeros((0, 3), dtype=np.float32)
e2 = np.zeros((2, 0, 3))
o = np.zeros((1, 3, 1), dtype=np.int32)
f = a.T
b = a.transpose(1, 0, 2)
e.strides
e2.strides
o.strides
e.T.strides
e2.transpose(2, 0, 1).strides
e.reshape(3, 0).strides
e.reshape(0, 1, 3).strides
e2.reshape(-1).strides
e2.reshape(2, 0).strides
e2.reshape(0, 6).strides
e[:, 1:].strides
e[:, ::-1].strides
e[::2].strides
e2[:, :, 1].strides
e2[1].strides
e2[None].strides
e2[..., None].strides
a[:, [0]].strides
a[[0]].strides
a[[0], :, [1]].strides
a[:, [0], [1]].strides
a[:, :, [1]].strides
a[:, [1, 2]].strides
a[0:1, [0, 1]].strides
a[:, [[0]]].strides
a[:, [[0], [1]]].strides
a[[0, 1], :1].strides
a[:1, :, [0]].strides
a[:, :1, [0, 1]].strides
a[[]].strides
a[:, []].strides
a[:, [], 1].strides
a[[], [], :].strides
a[:0, [0, 1]].strides
a[:, [0, 1], :0].strides
a[np.array([True, False])].strides
a[:, [True, False, True]].strides
a[:, np.zeros(3, dtype=bool)].strides
a[a > 100].strides
a[a > 5].strides
o[[0]].strides
o[:, [0, 1]].strides
o[..., [0]].strides
o[0, :, [0]].strides
o.reshape(3).strides
o.reshape(3, 1).strides
o.reshape(1, 1, 3).strides
o.T.strides
o[:, ::2].strides
o[:, ::-1].strides
o.transpose(1, 0, 2).reshape(3).strides
o.squeeze().strides
a[:, 1:2].reshape(2, 4).strides
a[:, 1:2].T.strides
a[:, :, 1:2].strides
a[:, 1:2, :].reshape(2, 1, 2, 2).strides
a.T[:, [0]].strides
np.zeros((3, 0))[[0, 1]].strides
np.zeros((0,)).reshape(0, 0, 0).strides
np.ones((1, 1)).strides
np.ones((1, 1))[[0]].strides
np.zeros((3, 0)).copy().strides
np.zeros((3, 0)).T.copy().strides
np.ascontiguousarray(np.zeros((3, 0)).T).strides
np.zeros((3,0)).ravel().strides
np.zeros((0, 3)).flatten().strides
np.array([]).strides
np.array([[]]).strides
np.zeros((2,0,3))[:, :, [1, 2]].strides
np.zeros((2,0,3))[[1, 0]].strides
np.zeros((2,0,3))[:, [], :].strides
np.expand_dims(np.zeros((0, 3)), 1).strides
np.zeros((0,3))[:, None].strides
np.zeros((2, 1, 3))[:, [0, 0]].strides
np.zeros((2, 1, 3))[..., [2]].strides
f[[0]].strides
f[[0, 1]].strides
f[:, :, [0]].strides
f[:, [0, 1]].strides
f[[0], :, [1]].strides
f[1:, [0]].strides
f[:, [[0, 1]]].strides
b[:, [0]].strides
b[[0, 1]].strides
b[:, :, [0]].strides
b[..., [1, 2]].strides
a[:, ::-1][:, [0]].strides
a[:, :, ::-1][[0]].strides
a[::2, :, ::2][[0]].strides
a[:, None, [0]].strides
a[None, :, [0]].strides
f[None, :, [0]].strides
np.zeros((3,1,4)).transpose(2,1,0)[[0]].strides
np.zeros((3,1,4)).transpose(2,1,0)[:, [0]].strides
np.zeros((1,3,4))[:, :, [0]].strides
np.zeros((1, 3, 4)).transpose(2, 0, 1)[:, [0]].strides
np.zeros((4, 1, 3)).transpose(1,0,2)[[0, 0]].strides
np.zeros((2,3,4))[:, 0:1][:, :, [1, 2]].strides
np.zeros((2,3,4))[:, 0:1].T[[1, 2]].strides
np.zeros((5,1)).T[:, [0, 1]].strides
np.zeros((5,1)).T[[0]].strides
np.zeros((1,5)).T[[0, 1]].strides
np.zeros((1,5)).T[:, [0]].strides
np.zeros((1, 2, 1, 3)).transpose(3, 2, 1, 0)[[0]].strides
np.zeros((2,3)).T[:, [0, 1]][:, :, None].strides
np.expand_dims(np.zeros((0, 3)), 1).strides
np.zeros((0,3)).reshape(3, 0).strides
np.zeros((0,3)).reshape(0, 1, 3).strides
np.zeros((2,0,3)).reshape(-1).strides
np.zeros((2,0,3)).reshape(2, 0).strides
np.zeros((0, 3))[:, [0, 1]].strides
np.zeros((0, 3)).T[[0, 1]].strides
np.zeros((3, 4))[1:1].strides
np.zeros((3, 4))[:, 2:2].strides
np.zeros((3, 4))[5:].strides
np.zeros((3, 4))[::-1][3:].strides
np.zeros((3,4))[1:1].reshape(0, 2, 2).strides
np.zeros((3,4))[1:1].T.strides
np.zeros((3,4))[:, 2:2].reshape(-1).strides
np.zeros((3,4))[:, 2:2][None].strides
np.zeros((3, 4))[1:1].copy().strides
np.empty((0, 2)).strides
np.ones((2, 0)).strides
np.full((0, 4), 1.0).strides
np.zeros_like(np.zeros((0, 2))).strides
np.arange(0).strides
np.linspace(0, 1, 0).strides
np.eye(0).strides
np.zeros((3, 0)).sum(0).strides
np.zeros((0, 3)).sum(0).strides
np.zeros((3, 0)).sum(1).strides
(np.zeros((0, 3)) + 1).strides
np.concatenate([np.zeros((0, 3)), np.zeros((0, 3))]).strides
np.zeros((0,3)).astype(np.int32).strides
np.sort(np.zeros((0, 3))).strides
torch.from_numpy(np.zeros((0, 3))).stride()
torch.zeros(0, 3).numpy().strides
torch.zeros(3, 4)[1:1].numpy().strides
np.asarray(torch.zeros(0, 3)).strides
torch.tensor(np.zeros((0, 3))).stride()
torch.as_tensor(np.zeros((0, 3))).stride()
torch.from_numpy(a[:, [0]]).stride()
torch.from_numpy(f[[0]]).stride()
repr(f[:, [0, 1]])
repr(a[:, None, [0]])
repr(np.zeros((0, 3)).sum(0))
repr(np.zeros((0, 3), dtype=np.float32).sum(0))
repr(np.zeros((2, 0)).sum(1))
repr(np.zeros((0, 3)).mean(1))
repr(np.zeros((0, 3)).mean(0))
repr(np.zeros((0, 3, 2)).sum((1, 2)))
repr(np.zeros((2, 0, 3)).sum(1))
torch.zeros(2, 0).numpy().strides
torch.zeros(3, 4).t()[:, 2:2].numpy().strides
