# The Python around training code: configs in JSON, timestamps in logs, tests with unittest,
# exploring an API with dir(), merging option dicts
import json
import datetime
import unittest
import io
import torch
import torch.nn as nn
import torch.optim as optim

config = {"lr": 1e-3, "batch_size": 32, "layers": [64, 32], "dropout": None, "use_bn": True}
text = json.dumps(config)
text
json.dumps(config, indent=2, sort_keys=True)
json.loads(text) == config
json.loads('{"a": [1, 2.5, "x", null, true], "b": {"c": 1e-5}}')
json.dumps({"loss": 0.1 + 0.2, "step": 10**20, 3: "int key", 1.5: "float key"})
json.dumps(["é", "😀"]), json.dumps(["é"], ensure_ascii=False)
try:
    json.dumps({"t": torch.ones(2)})
except TypeError as e:
    str(e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    (type(e).__name__, e.msg, e.pos, e.lineno, e.colno, isinstance(e, ValueError))
json.dumps(float("nan")), json.dumps(float("inf"))
class TensorEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, torch.Tensor):
            return o.tolist()
        return super().default(o)
json.dumps({"w": torch.tensor([[1.0, 2.0]])}, cls=TensorEncoder)
buf = io.StringIO()
json.dump({"epoch": 3, "metrics": {"acc": 0.91}}, buf)
buf.getvalue()
buf.seek(0)
json.load(buf)["metrics"]["acc"]

start = datetime.datetime(2024, 3, 10, 23, 59, 30, 500000)
start
str(start)
start + datetime.timedelta(seconds=45)
(datetime.datetime(2024, 3, 11, 1, 0) - start).total_seconds()
str(datetime.timedelta(hours=-1, minutes=5))
datetime.timedelta(days=1, seconds=-1)
start.strftime("%Y-%m-%d %H:%M:%S.%f %a %b %j")
datetime.datetime.strptime("2024-02-29 07:05", "%Y-%m-%d %H:%M").isoformat()
datetime.date(2024, 1, 1).weekday(), tuple(datetime.date(2024, 12, 30).isocalendar())
try:
    datetime.date(2023, 2, 29)
except ValueError as e:
    str(e)
isinstance(datetime.datetime.now(), datetime.datetime)
f"{'Epoch 1'}: {datetime.timedelta(seconds=3.25)}"

class TestModel(unittest.TestCase):
    def setUp(self):
        torch.manual_seed(0)
        self.model = nn.Linear(4, 2)
    def test_shape(self):
        self.assertEqual(self.model(torch.ones(3, 4)).shape, (3, 2))
    def test_grad(self):
        self.model(torch.ones(1, 4)).sum().backward()
        self.assertIsNotNone(self.model.weight.grad)
        self.assertTrue(torch.equal(self.model.bias.grad, torch.ones(2)))
    def test_fails(self):
        self.assertAlmostEqual(self.model.weight.sum().item(), 0.0, places=3)
    def test_raises(self):
        with self.assertRaisesRegex(RuntimeError, "shapes cannot be multiplied"):
            self.model(torch.ones(3, 5))
    @unittest.skip("needs a GPU")
    def test_cuda(self):
        pass
stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=2).run(unittest.TestLoader().loadTestsFromTestCase(TestModel))
result.testsRun, len(result.failures), len(result.errors), len(result.skipped), result.wasSuccessful()
result.failures[0][0].id().split(".", 1)[1]
[line.replace("builtins.", "__main__.") for line in stream.getvalue().splitlines() if line.endswith(("ok", "FAIL", "skipped 'needs a GPU'"))]
tc = TestModel("test_shape")
try:
    tc.assertEqual([1, 2], [1, 3])
except AssertionError as e:
    str(e).splitlines()[0]

"SGD" in dir(optim), "Adam" in dir(optim), "relu" in dir(torch)
"weight" in dir(nn.Linear(2, 2)), "forward" in dir(nn.Linear(2, 2))
[n for n in dir(nn.Linear(2, 2)) if n.startswith("__") and n in ("__init__", "__class__", "__dict__")]
class Cfg:
    depth = 2
    def __init__(self):
        self.width = 8
[n for n in dir(Cfg()) if not n.startswith("_")]
"depth" in dir(Cfg), "width" in dir(Cfg)
def scope():
    a = 1
    b = 2
    return dir()
scope()
"sqrt" in vars(torch)
defaults = {"lr": 0.1, "momentum": 0.0}
overrides = {"momentum": 0.9, "nesterov": True}
defaults | overrides
merged = dict(defaults)
alias = merged
merged |= overrides
alias
merged |= [("lr", 0.5)]
merged
try:
    defaults | [("x", 1)]
except TypeError as e:
    str(e)
