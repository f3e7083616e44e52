# User classes with special methods, as a micrograd-style engine and tutorials write them.
import math
import torch


class Value:
    def __init__(self, data, _children=(), _op=''):
        self.data = data
        self.grad = 0.0
        self._backward = lambda: None
        self._prev = _children
        self._op = _op

    def __add__(self, other):
        other = other if isinstance(other, Value) else Value(other)
        out = Value(self.data + other.data, (self, other), '+')
        def _backward():
            self.grad += out.grad
            other.grad += out.grad
        out._backward = _backward
        return out

    def __mul__(self, other):
        other = other if isinstance(other, Value) else Value(other)
        out = Value(self.data * other.data, (self, other), '*')
        def _backward():
            self.grad += other.data * out.grad
            other.grad += self.data * out.grad
        out._backward = _backward
        return out

    def __pow__(self, other):
        out = Value(self.data ** other, (self,), f'**{other}')
        def _backward():
            self.grad += (other * self.data ** (other - 1)) * out.grad
        out._backward = _backward
        return out

    def tanh(self):
        t = (math.exp(2 * self.data) - 1) / (math.exp(2 * self.data) + 1)
        out = Value(t, (self,), 'tanh')
        def _backward():
            self.grad += (1 - t ** 2) * out.grad
        out._backward = _backward
        return out

    def __neg__(self):
        return self * -1

    def __radd__(self, other):
        return self + other

    def __sub__(self, other):
        return self + (-other)

    def __rsub__(self, other):
        return other + (-self)

    def __rmul__(self, other):
        return self * other

    def __truediv__(self, other):
        return self * other ** -1

    def __rtruediv__(self, other):
        return other * self ** -1

    def __repr__(self):
        return f"Value(data={self.data}, grad={self.grad})"


a = Value(2.0)
b = Value(-3.0)
2 * a
a * 2
a + 1
1 + a
-a
a - b
10 - a
a / 4
1 / a
a ** 2
sum([a, b, Value(4.0)])
x1, x2, w1, w2, bias = Value(2.0), Value(0.0), Value(-3.0), Value(1.0), Value(6.8813735870195432)
n = x1 * w1 + x2 * w2 + bias
o = n.tanh()
o.grad = 1.0
o._backward()
n._backward()
round(n.grad, 6)
round(bias.grad, 6)


class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)

    def __len__(self):
        return len(self.xs)

    def __getitem__(self, i):
        return self.xs[i]

    def __contains__(self, x):
        return x in self.xs

    def __eq__(self, other):
        return isinstance(other, Vec) and self.xs == other.xs

    def __lt__(self, other):
        return sum(self.xs) < sum(other.xs)

    def __iadd__(self, other):
        self.xs = [p + q for p, q in zip(self.xs, other.xs)]
        return self

    def __matmul__(self, other):
        return sum(p * q for p, q in zip(self.xs, other.xs))

    def __bool__(self):
        return any(self.xs)

    def __str__(self):
        return "Vec" + str(tuple(self.xs))

    def __repr__(self):
        return f"Vec({self.xs})"

    @staticmethod
    def zeros(n):
        return Vec(*([0] * n))

    @classmethod
    def ones(cls, n):
        return cls(*([1] * n))


v = Vec(1, 2, 3)
len(v)
v[1]
2 in v
7 in v
v == Vec(1, 2, 3)
v != Vec(1, 2, 3)
v == 5
v < Vec(4, 5, 6)
Vec(4, 5, 6) > v
v @ Vec(1, 1, 1)
w = v
w += Vec(1, 1, 1)
w is v
v
str(v)
f"{v}"
bool(Vec(0, 0))
bool(v)
Vec.zeros(2)
Vec.ones(3)
v.ones(2)
Vec(1) + Vec(2)
v < 3
Vec(1) in [Vec(0), Vec(1)]


class Scale:
    def __init__(self, k):
        self.k = k

    def __mul__(self, other):
        return NotImplemented

    def __rmul__(self, other):
        return other * self.k


Scale(3) * 2
2 * Scale(3)
torch.ones(2) * Scale(3)
torch.tensor(range(5))
torch.tensor([range(3), range(3, 6)])
torch.cuda.is_available()
"cuda" if torch.cuda.is_available() else "mps" if torch.backends.mps.is_available() else "cpu"
torch.cuda.device_count()


class Recorder:
    def __init__(self):
        self.log = []
        self.store = {}

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, exc_type, exc, tb):
        self.log.append("exit" if exc is None else "exit after error")
        return exc_type is ValueError

    def __setitem__(self, k, v):
        self.store[k] = v * 2


with Recorder() as r:
    r["a"] = 5
r.log
r.store
with Recorder() as r2:
    raise ValueError("swallowed")
r2.log
with Recorder() as r3:
    raise KeyError("kept")
r3.log
with Vec(1) as q:
    pass
