# contextlib, after CPython 3.11's: contextmanager (a generator as a with-block: the code
# before its yield runs on entry, the rest on exit, and an exception in the block is thrown
# in at the yield), nullcontext, suppress, closing and ExitStack.
import functools


class ContextDecorator:
    """A context manager that also decorates: the function runs inside a fresh one."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @functools.wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        # As CPython's: the arguments go on entry, so the object cannot be entered twice
        # (a decorator recreates one per call first).
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # The generator swallowed the exception (or raised StopIteration itself).
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    @functools.wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class nullcontext:
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress:
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return False
        return issubclass(exctype, self._exceptions)


class closing:
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class ExitStack:
    """Callbacks and context managers, exited in reverse order on leaving the block."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = ExitStack()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        if hasattr(type(exit), "__exit__"):
            cm = exit
            self._exit_callbacks.append(lambda t, v, tb: type(cm).__exit__(cm, t, v, tb))
        else:
            self._exit_callbacks.append(exit)
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        if not hasattr(cls, "__enter__") or not hasattr(cls, "__exit__"):
            module = getattr(cls, "__module__", "builtins")
            qualname = getattr(cls, "__qualname__", cls.__name__)
            raise TypeError(f"'{module}.{qualname}' object does not support the context manager protocol")
        result = cls.__enter__(cm)
        self._exit_callbacks.append(lambda t, v, tb: cls.__exit__(cm, t, v, tb))
        return result

    def callback(self, callback, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        suppressed = False
        pending = None
        details = exc_details
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*details):
                    suppressed = True
                    pending = None
                    details = (None, None, None)
            except BaseException as new_exc:
                details = (type(new_exc), new_exc, None)
                pending = new_exc
        if pending is not None:
            raise pending
        return received_exc and suppressed
