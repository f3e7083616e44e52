# torch.device entered and left by hand: __enter__ pushes a device context and returns the
# device, __exit__ pops the innermost one whatever device it names (PyTorch's mode stack),
# and popping an empty stack is PyTorch's error. A torch.device is not callable (no
# decorator in this PyTorch). Factories name no device only inside an entered context.
import torch
d = torch.device("meta")
repr(d.__enter__())
repr((torch.ones(2).device, torch.get_default_device()))
d.__exit__(None, None, None)
repr(torch.ones(2, device="cpu").device)
torch.device("meta").__exit__(None, None, None)
e = torch.device("meta", 0).__enter__()
repr((e, torch.ones(1).device, torch.get_default_device()))
torch.device("cpu").__exit__(None, None, None)
repr(torch.device("cpu").__enter__())
with torch.device("meta"):
    inner = torch.ones(1).device
    torch.device("cpu").__enter__()
    inner2 = torch.ones(1).device
repr((inner, inner2, torch.ones(1).device))
torch.device("cpu").__exit__(1, 2, 3)
torch.device("cpu").__exit__()
torch.device("meta").__enter__(1)
torch.device("meta")(lambda: 1)
# an index alone names the accelerator's device (cuda, where PyTorch has none)
repr(torch.device(1)), str(torch.device(3)), torch.device(0).type
torch.device(-1)
torch.device(2**70)
torch.device(0, 1)
