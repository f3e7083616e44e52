import inspect
import sys


class HyperParameters:
    """The base class of hyperparameters (d2l.ai 3rd edition)."""

    def save_hyperparameters(self, ignore=[]):
        frame = inspect.currentframe().f_back
        _, _, _, local_vars = inspect.getargvalues(frame)
        self.hparams = {k: v for k, v in local_vars.items()
                        if k not in set(ignore + ['self']) and not k.startswith('_')}
        for k, v in self.hparams.items():
            setattr(self, k, v)


class B(HyperParameters):
    def __init__(self, a, b, c, *rest, d=4, **extra):
        self.save_hyperparameters(ignore=['c'])
        self.no_c = not hasattr(self, 'c')


b = B(a=1, b=2, c=3)
b.hparams
b.no_c
b2 = B(1, 2, 3, 5, 6, d=7, e=8)
b2.hparams
sorted(b2.hparams)


def f(a, b=2):
    x = a + b
    return locals()


f(1)


def g(a, *args, k=1, **kw):
    return inspect.getargvalues(inspect.currentframe())


g(1, 2, k=3, z=4)
tuple(g(1))


def outer():
    y = 10

    def inner():
        return inspect.currentframe().f_back.f_code.co_name, inspect.currentframe().f_back.f_locals["y"]

    return inner()


outer()
locals() is globals()
"f" in locals()


def depth():
    return sys._getframe().f_code.co_name, sys._getframe(1).f_code.co_name


depth()


def lineno():
    return inspect.currentframe().f_lineno


lineno() - lineno()
[fi.function for fi in inspect.stack()][:1]


class A:
    def m(self):
        return sorted(locals())


A().m()
[locals() for _ in range(1)][0].keys() == {".0", "_"} or True
sys._getframe(50)
