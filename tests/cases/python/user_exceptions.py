# User exception classes as tutorials and libraries write them.
import torch


class MyError(ValueError):
    pass


class ShapeMismatchError(MyError):
    def __init__(self, msg, expected, got):
        super().__init__(msg)
        self.expected = expected
        self.got = got


class ConfigError(Exception):
    """Raised for a bad configuration."""


class NoSuper(RuntimeError):
    def __init__(self, code):
        self.code = code


class Pretty(KeyError):
    def __str__(self):
        return "pretty: " + self.args[0]


def check(x, n):
    if x.shape[0] != n:
        raise ShapeMismatchError(f"expected {n} rows, got {x.shape[0]}", n, x.shape[0])
    return x.sum()


try:
    raise MyError("bad value")
except ValueError as e:
    caught = e
type(caught).__name__
str(caught)
repr(caught)
caught.args
isinstance(caught, MyError), isinstance(caught, ValueError), isinstance(caught, Exception)
isinstance(caught, TypeError), isinstance(caught, BaseException)
issubclass(ShapeMismatchError, MyError), issubclass(ShapeMismatchError, ValueError)
issubclass(ShapeMismatchError, Exception), issubclass(ShapeMismatchError, TypeError)
issubclass(MyError, ShapeMismatchError)
issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError)
issubclass(NotImplementedError, RuntimeError), issubclass(ValueError, TypeError)

x = torch.arange(6.0).reshape(3, 2)
try:
    check(x, 4)
except MyError as e:
    r = (type(e).__name__, e.expected, e.got, str(e), repr(e), e.args)
r
check(x, 3)

# A handler list: the first match wins, a tuple catches any of its classes.
def classify(exc):
    try:
        raise exc
    except (TypeError, KeyError) as e:
        return "type-or-key " + type(e).__name__
    except ShapeMismatchError:
        return "shape"
    except MyError as e:
        return "mine " + repr(e)
    except LookupError as e:
        return "lookup " + repr(e)
    except Exception as e:
        return "other " + type(e).__name__

classify(MyError("a"))
classify(ShapeMismatchError("b", 1, 2))
classify(KeyError("k"))
classify(IndexError("i"))
classify(ConfigError("c"))
classify(ConfigError)
classify(MyError)
classify(Pretty("p"))

# Messages and args.
repr(ConfigError()), str(ConfigError()), ConfigError().args
repr(ConfigError("a", 1)), str(ConfigError("a", 1)), ConfigError("a", 1).args
repr(ValueError("v")), str(ValueError("v")), ValueError("v").args
repr(Exception("x", 2)), str(Exception("x", 2))
repr(NoSuper(7)), NoSuper(7).args, NoSuper(7).code
str(Pretty("k")), repr(Pretty("k"))
ConfigError.__doc__

# raise ... from: the cause is kept.
try:
    try:
        {}["missing"]
    except KeyError as inner:
        raise ConfigError("no such key") from inner
except ConfigError as e:
    outer = e
type(outer.__cause__).__name__, str(outer.__cause__), str(outer)

# A torch error is a RuntimeError; re-raised as the user's own.
try:
    try:
        torch.ones(2, 3) @ torch.ones(2, 3)
    except RuntimeError as e:
        raise MyError("matmul failed") from e
except ValueError as e:
    wrapped = e
repr(wrapped), type(wrapped.__cause__).__name__

# A bare raise re-raises the user's object; finally runs.
log = []
def reraiser():
    try:
        raise ShapeMismatchError("again", 1, 2)
    except MyError:
        log.append("handled")
        raise
    finally:
        log.append("finally")

try:
    reraiser()
except ShapeMismatchError as e:
    log.append(e.got)
log

# Generators raise them too.
def gen():
    yield 1
    raise ConfigError("from generator")

got = []
try:
    for v in gen():
        got.append(v)
except ConfigError as e:
    got.append(str(e))
got

# Raising what is not an exception, and catching what is not a class of them.
raise 5
try:
    raise MyError("m")
except int:
    pass
raise NoSuper(3)
raise ShapeMismatchError("uncaught", 2, 3)
raise ConfigError
