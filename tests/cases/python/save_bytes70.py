# torch.save writes PyTorch's archive: its length, its deterministic bytes (all but the
# serialization_id record, random in PyTorch), a saved file's size as quantization
# tutorials print a model's, and the round trips through buffers and files.
import io
import os
import torch

torch.manual_seed(0)


def saved(obj, protocol=2):
    buf = io.BytesIO()
    torch.save(obj, buf, pickle_protocol=protocol)
    return buf.getvalue()


def fixed(v):
    return v[:v.find(b".data/serialization_id")]


len(saved({"w": torch.zeros(100)}))
saved({"w": torch.zeros(100)})[:80]
fixed(saved(torch.arange(5)))
[len(saved(torch.ones(3, dtype=dt))) for dt in [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int8, torch.uint8, torch.bool, torch.complex64]]
fixed(saved(torch.tensor([1 + 2j, 3 - 1j]))) == fixed(saved(torch.tensor([1 + 2j, 3 - 1j])))
a = torch.arange(12.0)
fixed(saved([a, a[1:], a.view(3, 4).t(), a[::2]]))
fixed(saved({"a": a, "b": a.view(3, 4), "c": a[2:5]}))
fixed(saved([torch.tensor(3.5), torch.empty(0, 3), torch.ones(3, 1).expand(3, 4)]))
model = torch.nn.Sequential(torch.nn.Conv2d(1, 4, 3), torch.nn.BatchNorm2d(4), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(4 * 6 * 6, 10))
sd = model.state_dict()
sd._metadata
fixed(saved(sd))
len(saved(torch.nn.LSTM(3, 4, 2).state_dict()))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
model(torch.randn(2, 1, 8, 8)).sum().backward()
opt.step()
fixed(saved(opt.state_dict()))
ckpt = {"epoch": 3, "loss": 0.125, "model": sd, "optimizer": opt.state_dict(), "history": [1.5, [2, 3], (4, 5.5)], "name": "résumé ☃", "big": 2**70}
fixed(saved(ckpt))
len(saved([f"s{i}" for i in range(300)] + [torch.ones(1)] * 3))
len(saved({i: float(i) for i in range(1001)}))
fixed(saved({"p": torch.nn.Parameter(torch.ones(2)), "b": b"ab", "d": torch.float64, "s": torch.Size([2, 3])}))
fixed(saved({"b": b"ab", "w": torch.ones(2)}, protocol=3))
torch.save(model.state_dict(), "temp.p")
os.path.getsize("temp.p")
os.path.getsize("temp.p") / 1e6
with open("temp.p", "rb") as fh:
    head = fh.read(40)
head
len(open("temp.p", "rb").read())
list(torch.load("temp.p"))
torch.equal(torch.load("temp.p")["4.weight"], model[4].weight)
with open("ckpt.pt", "wb") as fh:
    torch.save(ckpt, fh)
os.path.getsize("ckpt.pt") == len(saved(ckpt))
torch.load("ckpt.pt")["epoch"]
buf = io.BytesIO()
buf.write(b"header")
torch.save(torch.arange(4), buf)
buf.tell()
buf.seek(6)
torch.load(buf)
torch.load(io.BytesIO(buf.getvalue()[6:]))
copy = io.BytesIO(saved(sd))
torch.load(copy)["1.running_var"]
whole = io.BytesIO()
torch.save(torch.nn.Linear(2, 2), whole)
whole.seek(0)
type(torch.load(whole, weights_only=False)).__name__
torch.load(io.BytesIO(b"PK\x03\x04junk"))
torch.load(io.BytesIO(b"PK\x03\x04" + bytes(100)))
again = torch.load(io.BytesIO(saved(sd)))
again._metadata
len(saved(again)) == len(saved(sd))
os.remove("temp.p")
os.remove("ckpt.pt")
