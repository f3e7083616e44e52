# torch.Tensor(n) and the typed legacy constructors fill in deterministic mode; mode/debug-mode
# argument checks (attack find).
import torch
torch.use_deterministic_algorithms(True)
torch.empty(2)
torch.Tensor(2)
torch.FloatTensor(2)
torch.LongTensor(2)
torch.set_deterministic_debug_mode(True)
torch.use_deterministic_algorithms(None)
torch.use_deterministic_algorithms(False)
