import torch
# linalg.lstsq with batches that broadcast (probe 79, from the lstsq docs example): the
# solution and residuals take the broadcast batch; rank and singular_values keep A's own
# batch, as ATen sizes them from A.
A = torch.tensor([[[1., 0., 0.], [0., 2., 0.], [0., 0., 0.]]])
B = torch.ones(2, 3, 3)
r = torch.linalg.lstsq(A, B)
r.rank
r.rank.shape, r.rank.stride()
r.solution.shape
torch.linalg.lstsq(A, B, driver='gelsd').singular_values
torch.linalg.lstsq(A, B, driver='gelss').singular_values.shape
torch.linalg.lstsq(A, B, driver='gelsy').rank
torch.linalg.lstsq(A + torch.eye(3), B, driver='gels').rank.shape
def shapes(A, B, driver):
    r = torch.linalg.lstsq(A, B, driver=driver)
    return [tuple(t.shape) for t in r] + [r.rank.stride(), r.singular_values.stride()]
def tall(*batch):
    n = 1
    for b in batch:
        n *= b
    return torch.arange(1., 1 + 8 * n).reshape(*batch, 4, 2).sin()
drivers = ['gels', 'gelsy', 'gelsd', 'gelss']
[shapes(tall(1), torch.ones(2, 4, 2), d) for d in drivers]
[shapes(tall(2), torch.ones(1, 4, 2), d) for d in drivers]
[shapes(tall(1, 2), torch.ones(3, 1, 4, 2), d) for d in drivers]
[shapes(tall(3, 1), torch.ones(1, 2, 4, 2), d) for d in drivers]
[shapes(tall(2, 1), torch.ones(2, 3, 4, 1), d) for d in drivers]
# A vector right-hand side (B one dim short) with a batched A.
[shapes(tall(2), torch.ones(2, 4), d) for d in drivers]
r = torch.linalg.lstsq(tall(1, 2), torch.arange(24.).reshape(3, 1, 4, 2), driver='gelsd')
r.solution
r.residuals
r.rank
r.singular_values
r = torch.linalg.lstsq(tall(3, 1), torch.arange(16.).reshape(1, 2, 4, 2), driver='gelss')
r.rank
r.singular_values
r.residuals
