# The match statement (PEP 634) as tutorials and real code use it: literals, captures,
# sequences with stars, mappings with **rest, class patterns with __match_args__,
# dataclasses, guards, or-patterns, `as`, and the soft keywords used as plain names.
import torch
from dataclasses import dataclass, field
from collections import namedtuple, OrderedDict, defaultdict

def http_status(status):
    match status:
        case 400:
            return "Bad request"
        case 404:
            return "Not found"
        case 401 | 403:
            return "Not allowed"
        case _:
            return "Something's wrong"
http_status(404), http_status(403), http_status(500), http_status(404.0), http_status(True)

def command(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["drop", *objects]:
            return f"dropping {objects}"
        case ["look"]:
            return "looking"
        case ["quit" | "exit"]:
            return "bye"
        case [first, *_, last]:
            return (first, last)
        case []:
            return "empty"
command("go north"), command("drop sword shield lamp"), command("look"), command("exit")
command("a b c d"), command(""), command("x")

def point(p):
    match p:
        case (0, 0):
            return "Origin"
        case (0, y):
            return f"Y={y}"
        case (x, 0):
            return f"X={x}"
        case (x, y) if x == y:
            return f"diagonal {x}"
        case (x, y):
            return f"X={x}, Y={y}"
        case _:
            return "not a point"
point((0, 0)), point((0, 3)), point([4, 0]), point((2, 2)), point((1, 2)), point("ab"), point(range(2))
point({0: 1, 1: 2}), point((1, 2, 3))

@dataclass
class Point:
    x: int
    y: int

def where(p):
    match p:
        case Point(x=0, y=0):
            return "Origin"
        case Point(x=0, y=y):
            return f"Y={y}"
        case Point(x, 0):
            return f"X={x}"
        case Point():
            return "Somewhere else"
        case _:
            return "Not a point"
where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 0)), where(Point(1, 1)), where((0, 0))
Point.__match_args__

class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def classify(v):
    match v:
        case Vec(0, 0):
            return "zero"
        case Vec(x, y) if x < 0:
            return f"left {x} {y}"
        case Vec(x, y=yy):
            return ("vec", x, yy)
classify(Vec(0, 0)), classify(Vec(-1, 2)), classify(Vec(1, 2)), classify(3)

def config(c):
    match c:
        case {"lr": float(lr), "optimizer": "adam" | "adamw" as opt, **rest}:
            return (lr, opt, rest)
        case {"lr": int() | float() as lr}:
            return ("plain", lr)
        case {"layers": [first, *others]}:
            return (first, others)
        case {}:
            return "any mapping"
config({"lr": 0.1, "optimizer": "adamw", "wd": 0.01, "eps": 1e-8})
config({"lr": 3, "optimizer": "sgd"}), config({"layers": [64, 32, 10]}), config({"x": 1})
config(OrderedDict(lr=0.5)), config([("lr", 1)])
d = defaultdict(list)
config(d), len(d)

def kind(x):
    match x:
        case bool():
            return "bool"
        case int(n) if n < 0:
            return "negative int"
        case int(n):
            return f"int {n}"
        case float(f) | str(f):
            return f"float or str {f!r}"
        case torch.Tensor():
            return f"tensor of shape {tuple(x.shape)}"
        case list([a, b]):
            return ("pair list", a, b)
        case tuple():
            return "tuple"
        case None:
            return "none"
        case _:
            return type(x).__name__
kind(True), kind(-3), kind(7), kind(2.5), kind("s"), kind(torch.zeros(2, 3)), kind([1, 2])
kind((1,)), kind(None), kind({1}), kind([1, 2, 3])

def tensor_shape(t):
    match t.shape:
        case (n,):
            return f"vector of {n}"
        case (rows, cols):
            return f"matrix {rows}x{cols}"
        case (b, *rest):
            return f"batch {b} of {rest}"
        case ():
            return "scalar"
tensor_shape(torch.zeros(5)), tensor_shape(torch.zeros(2, 3)), tensor_shape(torch.zeros(4, 3, 2))
tensor_shape(torch.tensor(1.))

def dims(t):
    match t.dim():
        case 0:
            return "0-d"
        case 1 | 2 as d:
            return f"small {d}"
        case d:
            return f"big {d}"
dims(torch.tensor(1.)), dims(torch.ones(3)), dims(torch.ones(1, 1, 1))

def tensor_subject(t):
    match t:
        case [a, b]:
            return "sequence"
        case torch.Tensor(shape=(2,)):
            return "tensor with shape attribute (2,)"
        case _:
            return "other"
tensor_subject(torch.tensor([1., 2.])), tensor_subject(torch.zeros(3)), tensor_subject([1, 2])

def tensor_value(t):
    match t:
        case 1:
            return "equals one"
        case _:
            return "not one"
tensor_value(torch.tensor(1.)), tensor_value(torch.tensor([2])), tensor_value(torch.tensor(1))

Pair = namedtuple("Pair", "left right")
def pair(p):
    match p:
        case Pair(l, r) if l == r:
            return "same"
        case Pair(left=l):
            return f"left {l}"
pair(Pair(1, 1)), pair(Pair(1, 2)), Pair.__match_args__

def nested(v):
    match v:
        case [(a, b), {"k": [*c]}]:
            return (a, b, c)
        case [[[x]]]:
            return x
        case (("a" | "b") as letter, 1 | 2 as num):
            return letter * num
nested([(1, 2), {"k": (3, 4)}]), nested([[[9]]]), nested(("b", 2)), nested("x")

def literals(v):
    match v:
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "a" "b":
            return "ab"
        case False:
            return "false"
        case 0:
            return "zero"
literals(-1), literals(1.5), literals("ab"), literals(False), literals(0), literals(0.0), literals(None)

class Color:
    RED = "red"
    GREEN = "green"
def colour(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
colour("red"), colour("green"), colour("blue")

def guard_binds(v):
    match v:
        case [x] if x > 10:
            return ("big", x)
        case [y]:
            return ("small", y, x)
guard_binds([20]), guard_binds([3])

def failed_binding(v):
    r = None
    match v:
        case [a, 2]:
            r = "matched"
    try:
        return (r, a)
    except UnboundLocalError as e:
        return (r, str(e))
failed_binding([1, 3]), failed_binding([1, 2])

match = [1, 2]
match[0], match
case = 5
case + 1
def match_fn(x):
    return x * 2
match_fn(3)
match (1, 2):
    case (a, b):
        swapped = (b, a)
swapped

xs = ["go", "n"]
match xs:
    case ["go", d]:
        out = d
out

def gen_match(items):
    for it in items:
        match it:
            case int(n):
                yield n * 10
            case [a, *_]:
                yield a
            case _:
                pass
list(gen_match([1, [5, 6], "z", 2]))

def errors():
    out = []
    f = len
    for pattern_cls in (f, 3):
        try:
            match 1:
                case pattern_cls():
                    pass
        except TypeError as e:
            out.append(str(e))
    return out
errors()

class P:
    __match_args__ = ["x"]
def bad_match_args():
    match P():
        case P(1):
            return 1
bad_match_args()

class Q:
    __match_args__ = ("x",)
    x = 1
def too_many():
    match Q():
        case Q(1, 2):
            return 1
too_many()
def twice():
    match Q():
        case Q(1, x=1):
            return 1
twice()
def no_args():
    match 5:
        case int(1, 2):
            return 1
no_args()
class R:
    pass
def none_allowed():
    match R():
        case R(1):
            return 1
none_allowed()
class K:
    a = "k"
def dup_keys():
    match {"k": 1, "j": 2}:
        case {K.a: 1, "k": 2}:
            return 1
dup_keys()

def walrus_subject(xs):
    match (n := len(xs)):
        case 0:
            return "empty"
        case _:
            return n
walrus_subject([]), walrus_subject([1, 2])

def tuple_subject(a, b):
    match a, b:
        case 0, 0:
            return "both zero"
        case 0, _:
            return "a zero"
        case _, *rest:
            return rest
tuple_subject(0, 0), tuple_subject(0, 1), tuple_subject(1, 2)

@dataclass(kw_only=True)
class Opts:
    lr: float = 0.1
    steps: int
Opts(steps=3)
try:
    Opts(0.1, 3)
except TypeError as e:
    msg = str(e)
msg
try:
    Opts()
except TypeError as e:
    msg = str(e)
msg
Opts.__match_args__

@dataclass
class Mixed:
    a: int
    b: int = field(default=2, kw_only=True)
    c: int = 3
Mixed(1), Mixed(1, 5, b=7), Mixed.__match_args__
try:
    Mixed(1, 2, 3)
except TypeError as e:
    msg = str(e)
msg
try:
    Opts(0.1, 3, steps=1)
except TypeError as e:
    msg = str(e)
msg
try:
    Point(1, 2, 3)
except TypeError as e:
    msg = str(e)
msg
@dataclass(frozen=True)
class Key:
    name: str
    weight: float = field(default=1.0, hash=False)
hash(Key("a", 1.0)) == hash(Key("a", 2.0)), Key("a", 1.0) == Key("a", 2.0)
from dataclasses import KW_ONLY
@dataclass
class Marker:
    a: int
    _: KW_ONLY
    b: int = 0
Marker(1, b=2), Marker.__match_args__
