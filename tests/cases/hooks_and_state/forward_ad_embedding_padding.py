import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD
# Embedding with padding_idx in forward mode: padding_idx only changes the backward, so the
# padding row keeps its tangent (it was zeroed when the tangent came from the backward).
W = torch.arange(12.0).view(4, 3)
ids = torch.tensor([1, 2, 0])
emb = nn.Embedding(4, 3, padding_idx=1)
with fwAD.dual_level():
    dW = fwAD.make_dual(W, torch.ones(4, 3))
    r1 = fwAD.unpack_dual(F.embedding(ids, dW, padding_idx=1)).tangent
    del emb.weight
    emb.weight = dW
    r2 = fwAD.unpack_dual(emb(ids)).tangent
r1
r2
