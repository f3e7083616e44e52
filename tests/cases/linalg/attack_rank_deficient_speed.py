# Found by an attack on this stop's linalg ops: the SVD of a rank-deficient matrix ran every
# Jacobi sweep on columns that were zero up to rounding (about 6 s for a 300x300 matrix of
# ones), and completing U of a zero matrix was quartic; both are fast now.
import torch
torch.linalg.svdvals(torch.ones(120, 120))[0]
torch.linalg.svdvals(torch.zeros(120, 120)).sum()
U, S, Vh = torch.linalg.svd(torch.zeros(60, 60))
(U.T @ U - torch.eye(60)).abs().max() < 1e-5
torch.linalg.matrix_rank(torch.ones(120, 120))
torch.linalg.pinv(torch.ones(40, 40)).sum()
# The CI fuzzer's find: a full SVD of a (0, 99999) matrix asked for a 99999x99999 Vh and
# was killed; the factors are counted against the allocation limit before any work.
torch.linalg.svd(torch.zeros(0, 99999), full_matrices=False).Vh.shape
torch.linalg.svd(torch.zeros(0, 3000)).Vh.shape
# The CI fuzzer's second find: a reduced SVD of a (0, ~10**14) matrix reserved room for
# 10**14 columns of U and the allocation aborted the process (a size that also fits a
# 32-bit build is recorded: 2e9 columns reserved 48 GB).
torch.linalg.svd(torch.zeros(0, 2000000000), full_matrices=False).Vh.shape
