# torch.functional: the module where PyTorch writes these torch functions in Python; scripts
# import it directly (`import torch.functional as F`). Its names are torch's own functions.
# Not here, as not in torch either: align_tensors, lu, pca_lowrank, stft, istft, svd_lowrank.
from torch import (
    atleast_1d,
    atleast_2d,
    atleast_3d,
    block_diag,
    broadcast_shapes,
    broadcast_tensors,
    cartesian_prod,
    cdist,
    chain_matmul,
    einsum,
    meshgrid,
    norm,
    split,
    tensordot,
    unique,
    unique_consecutive,
    unravel_index,
)
