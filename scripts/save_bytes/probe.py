# torch.save's bytes for many objects, one line each: the label, the archive's length and
# its bytes in hex up to the serialization_id record (random in PyTorch), which is
# everything else but the central directory's CRC of that record. Run by
# scripts/save_bytes/check.py under PyTorch and under stridelab.
import io
import collections
import torch

torch.manual_seed(0)
ROWS = []


def row(label, obj, protocol=2):
    buf = io.BytesIO()
    torch.save(obj, buf, pickle_protocol=protocol)
    v = buf.getvalue()
    cut = v.find(b".data/serialization_id")
    print(label, len(v), v[:cut].hex())


row("zeros100", {"w": torch.zeros(100)})
for dt in [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32,
           torch.int16, torch.int8, torch.uint8, torch.bool, torch.complex64, torch.complex128]:
    row(str(dt), torch.arange(6).to(dt).reshape(2, 3))
a = torch.arange(12.0)
row("views", [a, a[1:], a.view(3, 4).t(), a[::2]])
row("shared_dict", {"a": a, "b": a.view(3, 4), "c": a[2:5]})
row("0d", torch.tensor(3.5))
row("empty", torch.empty(0, 3))
row("two_empty", [torch.empty(0), torch.ones(2)])
row("noncontig", torch.arange(24.0).reshape(2, 3, 4).permute(2, 0, 1))
row("expanded", torch.ones(3, 1).expand(3, 4))
row("linear", torch.nn.Linear(3, 2).state_dict())
row("conv2d", torch.nn.Conv2d(1, 2, 3).state_dict())
row("batchnorm", torch.nn.BatchNorm2d(3).state_dict())
row("sequential", torch.nn.Sequential(torch.nn.Linear(2, 4), torch.nn.ReLU(), torch.nn.Linear(4, 1)).state_dict())
row("lstm", torch.nn.LSTM(3, 4, 2).state_dict())
m = torch.nn.Linear(3, 2)
adam = torch.optim.Adam(m.parameters(), lr=1e-3)
m(torch.randn(4, 3)).sum().backward()
adam.step()
row("adam", adam.state_dict())
sgd = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
m(torch.randn(4, 3)).sum().backward()
sgd.step()
row("sgd", sgd.state_dict())
row("checkpoint", {"epoch": 5, "loss": 0.25, "model": m.state_dict(), "optimizer": adam.state_dict(),
                   "history": [1.5, [2, 3], (4, 5.5)]})
row("ints", [0, 255, 256, 65535, 65536, -1, -2**31, 2**31, 2**63, -2**70, 2**200])
row("floats", [0.1, -0.0, 1e300, float("inf"), 3.0])
row("unicode", {"name": "résumé ☃ 🎉", "": "", "tab": "a\tb"})
row("memo300", [f"s{i}" for i in range(300)] + [torch.ones(1)] * 3)
row("dict1000", {i: i for i in range(1000)})
row("list1001", list(range(1001)))
row("small", [[1], {1: 2}, (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), None, True, False])
row("param", {"p": torch.nn.Parameter(torch.ones(2)), "q": torch.nn.Parameter(torch.ones(1), requires_grad=False)})
row("requires_grad", torch.ones(2, requires_grad=True) * 2)
row("bytes", {"b": b"ab\x00\xff", "e": b""})
row("bytes3", {"b": b"ab", "w": torch.ones(2)}, protocol=3)
row("misc", [torch.float64, torch.device("cpu"), torch.Size([2, 3]), 1 + 2j])
row("many", [torch.full((2,), float(i)) for i in range(12)])
row("ordered", collections.OrderedDict([("x", 1), ("y", torch.zeros(2))]))
row("same_tensor_twice", [a, a])
