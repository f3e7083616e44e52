import inspect
import torch
def f(a, b=1, *args, c, d=2, **kw):
    pass
s = inspect.signature(f)
str(s)
repr(s)
list(s.parameters)
p = s.parameters["b"]
repr(p)
str(p.kind)
repr(p.kind)
p.default
p.annotation is inspect.Parameter.empty
s.parameters["c"].kind == inspect.Parameter.KEYWORD_ONLY
s.parameters["args"].kind.description
str(inspect.signature(len))
def g(x, /, y, *, z):
    pass
str(inspect.signature(g))
class A:
    def __init__(self, x, y=3):
        self.x = x
str(inspect.signature(A))
str(inspect.signature(A(1).__init__))
"fused" in inspect.signature(torch.optim.AdamW).parameters
"foreach" in inspect.signature(torch.optim.SGD).parameters
"nesterov" in inspect.signature(torch.optim.Adam).parameters
inspect.signature(torch.optim.AdamW).parameters["lr"].default
inspect.signature(torch.optim.Adam).parameters["betas"].default
s == inspect.signature(f)
s.return_annotation is inspect.Signature.empty
inspect.isclass(A), inspect.isfunction(f), inspect.ismethod(A(1).__init__), inspect.isfunction(len), inspect.isbuiltin(len)
inspect.isclass(torch.nn.Linear), inspect.isclass(3)
[n for n, q in inspect.signature(f).parameters.items() if q.default is not inspect.Parameter.empty]
str(inspect.signature(lambda x, y=2: x))
str(inspect.Signature([inspect.Parameter("a", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=3)]))
inspect.signature(3)
def outer(fn):
    names = list(inspect.signature(fn).parameters)
    return names
outer(lambda a, b, *rest: None)
str(inspect.signature(torch.nn.Module.__init__)) if False else None
