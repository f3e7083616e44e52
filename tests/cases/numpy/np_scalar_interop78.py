# NumPy scalars meeting Python sequences and objects NumPy has no dtype for, and the scalar
# arithmetic fast path (result types, float32 rounding, int64 overflow, division by zero).
import math
import warnings
from decimal import Decimal
from fractions import Fraction
import numpy as np

# Sequence repetition: an integer scalar has __index__, so either order repeats.
n = np.int64(2)
n * [1, 2], [1, 2] * n
n * "ab", "ab" * n, n * b"x", b"x" * n
n * (0,), (0,) * np.int32(3), np.uint8(2) * [7]
counts = [0] * np.array([1, 2, 3]).sum()
counts, len(counts)
labels = np.array([0, 2, 1, 2])
hist = [0] * (labels.max() + 1)
for l in labels:
    hist[l] += 1
hist
n * [1.5], type(n * [1.5]).__name__
# Any other scalar is Python's "non-int" TypeError, whichever side.
def err(f):
    try:
        r = f()
        return type(r).__name__, repr(r)
    except Exception as e:
        return type(e).__name__, str(e).split("\n")[0]
err(lambda: np.float64(2.0) * [1])
err(lambda: [1] * np.float64(2.0))
err(lambda: "ab" * np.float32(2))
err(lambda: np.bool_(True) * (1,))
err(lambda: b"x" * np.float64(3))
# + with a list is still elementwise (NumPy makes it an array).
r = np.int64(2) + [1, 2]
type(r).__name__, r.tolist()

# A user class with reflected methods: the scalar defers, the method sees a Python number.
class V:
    def __init__(self, d):
        self.d = d
    def __rmul__(self, o):
        return V(o * self.d)
    def __radd__(self, o):
        return V(o + self.d)
    def __rsub__(self, o):
        return V(o - self.d)
    def __mul__(self, o):
        return V(self.d * o)
r = np.int64(-1) * V(2.0)
type(r).__name__, r.d, type(r.d).__name__
r = np.float64(1.5) + V(2.0)
type(r).__name__, r.d, type(r.d).__name__
r = np.float32(1.5) - V(2.0)
type(r).__name__, r.d, type(r.d).__name__
r = np.bool_(True) * V(3.0)
type(r).__name__, r.d, type(r.d).__name__
r = V(2.0) * np.float64(3.0)
type(r).__name__, r.d, type(r.d).__name__
r = -np.array([1, 2])[0] * V(3.0)
type(r).__name__, r.d
class W:
    pass
err(lambda: np.float64(1.0) + W())
err(lambda: np.int64(1) / W())
err(lambda: np.int64(1) < W())
np.float64(1.0) == W(), np.int64(1) != W()
err(lambda: np.float64(1.0) + None)
err(lambda: np.int64(1) + {1})
# Fraction and Decimal: the object loop is Python's own int/float operator.
r = np.float64(1.5) + Fraction(1, 2)
type(r).__name__, r
r = np.float64(3.0) * Fraction(1, 3)
type(r).__name__, r
r = np.int64(2) + Fraction(1, 2)
type(r).__name__, str(r)
r = Fraction(1, 2) + np.int64(2)
type(r).__name__, str(r)
r = np.int64(3) * Decimal("0.5")
type(r).__name__, str(r)
err(lambda: np.float64(1.5) + Decimal("0.5"))

# micrograd's Value with np.float64 data (the SVM loss `1 + -yi*scorei`).
class Value:
    def __init__(self, data, _children=(), _op=''):
        self.data = data
        self.grad = 0
        self._backward = lambda: None
        self._prev = list(_children)
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
        out = Value(self.data**other, (self,), f'**{other}')
        def _backward():
            self.grad += (other * self.data**(other-1)) * out.grad
        out._backward = _backward
        return out
    def relu(self):
        out = Value(0 if self.data < 0 else self.data, (self,), 'ReLU')
        def _backward():
            self.grad += (out.data > 0) * out.grad
        out._backward = _backward
        return out
    def backward(self):
        topo = []
        visited = []
        def build(v):
            if v not in visited:
                visited.append(v)
                for child in v._prev:
                    build(child)
                topo.append(v)
        build(self)
        self.grad = 1
        for v in reversed(topo):
            v._backward()
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
        return self * other**-1
    def __rtruediv__(self, other):
        return other * self**-1

X = np.array([[0.5, -1.0], [1.5, 2.0], [-0.5, 0.25]])
y = np.array([1, -1, 1]) * 2 - 1
w = [Value(0.3), Value(-0.2)]
b = Value(0.1)
scores = [w[0] * xi[0] + w[1] * xi[1] + b for xi in X]
losses = [(1 + -yi * scorei).relu() for yi, scorei in zip(y, scores)]
data_loss = sum(losses) * (1.0 / len(losses))
reg = 1e-4 * sum((p * p for p in w))
total = data_loss + reg
total.backward()
type(total).__name__, type(total.data).__name__, round(float(total.data), 12)
[round(float(p.grad), 12) for p in w], round(float(b.grad), 12)
accuracy = [(yi > 0) == (s.data > 0) for yi, s in zip(y, scores)]
[bool(a) for a in accuracy], sum(accuracy) / len(accuracy)
[type(s.data).__name__ for s in scores]

# The fast path keeps NumPy's result types and values.
def show(v):
    return type(v).__name__, repr(v)
show(np.float64(0.1) + np.float64(0.2))
show(np.float64(1.5) * 2), show(2 * np.float64(1.5)), show(np.float64(7) / 2)
show(np.int64(7) + 3), show(3 - np.int64(7)), show(np.int64(7) * np.int64(6))
show(np.int64(7) / 2), show(np.int64(7) / np.int64(7)), show(np.int64(7) + 0.5)
show(np.float32(0.1) + 0.2), show(np.float32(1.0) / 3), show(0.1 * np.float32(3))
show(np.float32(1.5) + np.float64(0.1)), show(np.float32(2) + np.int64(1))
show(np.float32(1) + 16777217), show(np.float32(0.1) == 0.1), show(np.float32(0.1) < 0.1)
show(np.float64(2.0) ** 0.5), show(np.float64(2.0) ** 3), show(2.0 ** np.float64(3))
show(np.int64(2) ** 3), show(np.float32(2) ** 2)
show(np.int64(3) < 4), show(np.float64(3) >= np.int64(3)), show(np.int64(2**62) == 2**62)
show(np.int64(2**53 + 1) < 2**53 + 1.0), show(np.int64(5) != 5.5)
show(np.float64(math.inf) - 1.0), show(np.float64(math.nan) + 1.0)
show(-np.float64(1.5)), show(-np.int64(3))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    edge = [show(np.float64(1.0) / 0.0), show(np.float64(0.0) / 0.0), show(np.float64(1e308) * 10),
            show(np.int64(2**62) * 4), show(np.int64(9223372036854775807) + 1),
            show(np.float32(3e38) * 2), show(np.int64(1) / 0), show(np.float64(-8.0) ** (1 / 3)),
            show(np.float64(math.inf) * 0)]
edge
# (NumPy's RuntimeWarnings for these are not given by stridelab: not shown here.)
acc = np.float64(0.0)
x = np.float64(0.5)
for i in range(2000):
    acc = acc + x * 1.0001
show(acc)
k = np.int64(0)
for i in range(1000):
    k = k + i * np.int64(3)
show(k)
f = np.float32(0.0)
for i in range(300):
    f = f + np.float32(0.1)
show(f)
