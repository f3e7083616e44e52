import torch
import random
import numpy as np


def seed_everything(seed=42):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = False
    torch.use_deterministic_algorithms(True)


seed_everything(0)
torch.are_deterministic_algorithms_enabled()
torch.is_deterministic_algorithms_warn_only_enabled()
torch.get_deterministic_debug_mode()
torch.empty(2)
torch.empty(2, 3, dtype=torch.int32)
torch.empty(2, dtype=torch.bool)
torch.empty(2, dtype=torch.uint8)
torch.empty(2, dtype=torch.float16)
torch.empty(2)._version
torch.empty_like(torch.ones(2, dtype=torch.long))
torch.ones(2).new_empty(3)
torch.empty_strided((2, 2), (1, 2))
torch.empty(0)
torch.empty(2, requires_grad=True)
torch.randn(3)
torch.use_deterministic_algorithms(True, warn_only=True)
torch.is_deterministic_algorithms_warn_only_enabled()
torch.get_deterministic_debug_mode()
torch.use_deterministic_algorithms(False)
torch.get_deterministic_debug_mode()
torch.empty(2).shape
torch.set_deterministic_debug_mode("warn")
torch.are_deterministic_algorithms_enabled()
torch.set_deterministic_debug_mode(2)
torch.get_deterministic_debug_mode()
torch.set_deterministic_debug_mode("x")
torch.set_deterministic_debug_mode(3)
torch.set_deterministic_debug_mode(1.5)
torch.use_deterministic_algorithms(1)
torch.use_deterministic_algorithms(True, warn_only=1)
torch.use_deterministic_algorithms()
torch.set_deterministic_debug_mode("default")
torch.are_deterministic_algorithms_enabled()
torch.use_deterministic_algorithms(True)
str(torch.empty(2, dtype=torch.complex64))
str(torch.empty_like(torch.ones(2, dtype=torch.complex128)))
torch.use_deterministic_algorithms(False)
torch.empty(2, dtype=torch.complex64).shape
torch.use_deterministic_algorithms(True)
x = torch.ones(2)
x.resize_(4)
torch.ones(3, dtype=torch.int16).resize_(2, 3)
torch.ones(3).resize_(1)
y = torch.ones(2, 2)
y.resize_as_(torch.ones(3, 2))
torch.use_deterministic_algorithms(False)
torch.ones(2).resize_(3)[:2]
