# timeit: time small pieces of code, as CPython 3.11's module. CPython compiles a string
# statement into a timing function; stridelab has eval() but no exec(), so a string is timed
# when it is an expression (`"sum(range(100))"`), and a setup string may only import
# (`"import math"`, `"from __main__ import f"`). Anything else is refused by name.
import sys
import time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

dummy_src_name = "<timeit-src>"
default_number = 1000000
default_repeat = 5
default_timer = time.perf_counter


def _refuse(what, src):
    raise NotImplementedError(
        "timeit: the " + what + " string " + repr(src) + " is a statement, which stridelab "
        "cannot compile (it has no exec()); pass a callable or an expression string")


def _is_blank(src):
    s = src.strip()
    return s == "" or s == "pass"


def _main_globals():
    # The script's own namespace: the outermost frame's globals.
    depth = 1
    found = None
    while True:
        try:
            f = sys._getframe(depth)
        except ValueError:
            return found if found is not None else {}
        found = f.f_globals
        depth += 1


def _module(name):
    mod = __import__(name)
    if getattr(mod, "__name__", name) != name:
        for part in name.split(".")[1:]:
            mod = getattr(mod, part)
    return mod


def _run_setup(src, ns):
    """Runs an import-only setup string into ns (refusing anything else)."""
    for line in src.replace(";", "\n").split("\n"):
        line = line.strip()
        if line == "" or line == "pass":
            continue
        words = line.replace(",", " , ").split()
        if words[0] == "import":
            for part in " ".join(words[1:]).split(","):
                p = part.split()
                if not p:
                    continue
                if len(p) == 3 and p[1] == "as":
                    ns[p[2]] = _module(p[0])
                else:
                    ns[p[0].split(".")[0]] = _module(p[0].split(".")[0])
        elif words[0] == "from" and len(words) >= 4 and words[2] == "import":
            names = " ".join(words[3:]).split(",")
            if words[1] == "__main__":
                source = _main_globals()
                get = lambda n: source[n]
            else:
                mod = _module(words[1])
                get = lambda n: getattr(mod, n)
            for part in names:
                p = part.split()
                if not p:
                    continue
                ns[p[-1] if len(p) == 3 else p[0]] = get(p[0])
        else:
            _refuse("setup", src)


def _check_expression(src):
    # Parsing a lambda of it evaluates nothing, and fails for a statement.
    try:
        eval("lambda: (" + src + "\n)")
    except SyntaxError:
        _refuse("stmt", src)


class Timer:
    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        # A copy: the script's globals() is a view that eval() would read as this module's.
        ns = {} if globals is None else dict(globals)
        if isinstance(setup, str):
            if not _is_blank(setup):
                _run_setup(setup, ns)
            self._setup = None
        elif callable(setup):
            self._setup = setup
        else:
            raise ValueError("setup is neither a string nor callable")
        if isinstance(stmt, str):
            if _is_blank(stmt):
                self._stmt = lambda: None
            else:
                _check_expression(stmt)
                # Evaluated each time in ns: a lambda made by eval() would not see ns.
                self._stmt = lambda: eval(stmt, ns)
        elif callable(stmt):
            self._stmt = stmt
        else:
            raise ValueError("stmt is neither a string nor callable")
        self.src = stmt if isinstance(stmt, str) else None

    def timeit(self, number=default_number):
        if self._setup is not None:
            self._setup()
        stmt = self._stmt
        timer = self.timer
        t0 = timer()
        for _ in range(number):
            stmt()
        return timer() - t0

    def repeat(self, repeat=default_repeat, number=default_number):
        r = []
        for i in range(repeat):
            r.append(self.timeit(number))
        return r

    def autorange(self, callback=None):
        i = 1
        while True:
            for j in 1, 2, 5:
                number = i * j
                time_taken = self.timeit(number)
                if callback:
                    callback(number, time_taken)
                if time_taken >= 0.2:
                    return (number, time_taken)
            i *= 10


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat,
           number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
