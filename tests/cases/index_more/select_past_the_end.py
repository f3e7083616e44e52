import torch


def attempt(x, idx):
    try:
        return tuple(x[idx].shape)
    except IndexError as e:
        return str(e)


idxs = [(..., ..., 0), (..., None, ..., 0), (..., ..., ..., 0), (None, ..., ..., 0), (..., None, None, ..., 0), (..., ..., 1), (..., ..., -1), (..., ..., 7), (..., ..., ..., 1)]
[attempt(torch.zeros(2), i) for i in idxs]
[attempt(torch.zeros(2, 3), i) for i in idxs]
[attempt(torch.zeros(2, 3, 4), i) for i in idxs]
[attempt(torch.zeros(2, 3, 4, 5), i) for i in idxs]
[attempt(torch.zeros(4, 3).t(), i) for i in idxs]
[attempt(torch.zeros(2, 3, 4)[:, ::2], i) for i in idxs]
[attempt(torch.zeros(2, 1, 3, 1, 2, 2), i) for i in idxs]
