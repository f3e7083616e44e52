# A call's * and ** unpacking as CPython reports it: the callee named with its module,
# repeated keywords refused, and an error raised while reading a mapping passed through.
def f(*args, **kwargs):
    return (args, sorted(kwargs.items()))
class Config:
    def __init__(self, **kw):
        self.kw = kw
    def update(self, **kw):
        return sorted(kw)
class Broken:
    def keys(self):
        raise KeyError("no keys today")
    def __getitem__(self, k):
        return 1
class Items:
    def keys(self):
        return ["lr", "wd"]
    def __getitem__(self, k):
        return {"lr": 0.1, "wd": 0.0}[k]
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n, 0, -1))
f(*Countdown(3), **Items())
f(*[1], *(2, 3), **{"a": 1}, **{"b": 2})
f(**[1])
f(**None)
f(*5)
f(*None)
f(a=1, **{"a": 2})
f(**{"a": 1}, **{"a": 2})
f(**{"a": 1}, a=2)
f(**{1: 2})
f(**Broken())
print(**3)
print(*1)
Config(**3)
Config(lr=1, **{"lr": 2})
Config(**Items()).kw
Config().update(**3)
Config().update(**{"x": 1}, x=2)
(lambda **kw: kw)(**3)
def annotated(*args: int, **kwargs: str) -> tuple:
    return args, kwargs
annotated(1, 2, k="v")
sorted(*[["bb", "a"]], **{"key": len})
f(*torch.device("cpu"))
f(*torch.float32)
f(*torch.nn.Linear(2, 2))
f(*torch.tensor(3.0))
f(*torch.tensor([1, 2]))
