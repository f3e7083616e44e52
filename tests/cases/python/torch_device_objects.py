import torch
d = torch.device("cuda:0")
d
str(d)
d.type, d.index
torch.device("cuda", 1)
torch.device("cuda")
torch.device("cpu", 0)
str(torch.device("cpu:0"))
torch.device("cpu:0") == torch.device("cpu")
torch.device("cuda:0") == torch.device("cuda", 0)
torch.device("cuda:0") == torch.device("cuda:1")
isinstance(d, torch.device)
type(d) is torch.device
f"{d}"
def cpu():
    return torch.device("cpu")
def gpu(i=0):
    return torch.device(f"cuda:{i}")
cpu(), gpu(), gpu(1)
def num_gpus():
    return torch.cuda.device_count()
def try_gpu(i=0):
    if num_gpus() >= i + 1:
        return gpu(i)
    return cpu()
try_gpu(), try_gpu(10)
torch.zeros(2, device=torch.device("cpu", 0))
torch.ones(2).to(torch.device("cpu:0"))
torch.device("cuda:0", 1)
torch.device("cpu", -1)
{torch.device("cuda:0"): 1}[torch.device("cuda", 0)]
torch.set_default_dtype(torch.float32)
torch.set_default_dtype(torch.int64)
