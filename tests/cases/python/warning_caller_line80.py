import warnings
import torch
import torch.nn as nn

# Library warnings name the script line that called into the library (PyTorch's
# TORCH_WARN names its Python caller), so a notebook's warning points at its own code.
x = torch.zeros(3)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    x.index_reduce_(0, torch.tensor([0]), torch.tensor([1.0]), "prod")
    torch.nn.functional.softmax(torch.ones(2, 2))
[(w.lineno, w.category.__name__) for w in caught]
[str(w.message)[:40] for w in caught]
