# Batches of empty matrices: every reduced factor is empty, so nothing runs per entry (the CI
# fuzzer's svd of zeros(2**31, 0, 3) looped for minutes past the deadline); a batch of many
# tiny matrices counts against the deadline entry by entry.
import torch
torch.linalg.svd(torch.zeros(2147483648, 0, 3), full_matrices=False).Vh.shape
torch.linalg.svd(torch.zeros(5, 0, 3)).Vh
torch.linalg.svd(torch.zeros(5, 3, 0)).U.shape
torch.linalg.eigh(torch.zeros(2147483648, 0, 0)).eigenvectors.shape
torch.linalg.svdvals(torch.zeros(300000, 1, 1)).shape
