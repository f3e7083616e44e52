# sys.setrecursionlimit as recursive teaching code uses it (deep tree walks, memoised
# recursion): the limit it sets is the one RecursionError is raised at, and
# getrecursionlimit reads it back.
import sys
import torch

sys.getrecursionlimit()


def depth_sum(n):
    return 0 if n == 0 else 1 + depth_sum(n - 1)


try:
    depth_sum(3000)
    deep_default = "ran"
except RecursionError as e:
    deep_default = str(e)
deep_default
sys.setrecursionlimit(5000)
sys.getrecursionlimit()


def walk(t, n):
    # A recursion that holds a tensor at each level, as a tree walk would.
    return t if n == 0 else walk(t + 1, n - 1)


walk(torch.zeros(2), 20)
sys.setrecursionlimit(200)
sys.getrecursionlimit()
try:
    depth_sum(500)
    low = "ran"
except RecursionError as e:
    low = str(e)
low
depth_sum(100)


def set_low_when_deep(k):
    if k == 0:
        try:
            sys.setrecursionlimit(5)
            return "set"
        except RecursionError as e:
            return str(e).startswith("cannot set the recursion limit to 5 at the recursion depth")
    return set_low_when_deep(k - 1)


set_low_when_deep(20)
sys.getrecursionlimit()
sys.setrecursionlimit(1000)
sys.setrecursionlimit(0)
sys.setrecursionlimit(-5)
sys.setrecursionlimit(2**31)
sys.setrecursionlimit(2**100)
sys.setrecursionlimit(2.5)
sys.setrecursionlimit("3")
sys.setrecursionlimit()
sys.setrecursionlimit(limit=5)
sys.setrecursionlimit(10, 20)
sys.getrecursionlimit()
