#!/usr/bin/env python3
"""Regenerates core/src/interp/c_arity.tsv: how CPython 3.11 words a call of one of its C
built-ins with the wrong number of arguments or with keywords it does not take.

Why: CPython has four calling conventions, and each words these errors its own way:
`list.append() takes exactly one argument (0 given)` (one argument), `list.copy() takes no
arguments (1 given)` (none), `pop expected at most 1 argument, got 2` (Argument Clinic,
bare name), `startswith() takes at least 1 argument (0 given)` (PyArg_ParseTuple), and
`math.sqrt() takes no keyword arguments` for any keyword. Our signatures are written as
Python writes them, so this script asks the running CPython for every registry entry of
docs/api.md's Python sections and records each message:
    few N   the message for N positional arguments, fewer than the signature requires
    many    the message for too many, `{n}` standing for the count given
    many N  the message for N, when one template does not fit every count
    kw      the message for any keyword, for a built-in that takes none
    badkw   the message for a keyword it does not know, `{k}` standing for it
Usage:
    python3 scripts/c_arity.py > core/src/interp/c_arity.tsv
"""
import builtins
import math
import re
import sys

from api_rows import api_rows

def method(cls, receiver):
    """A type's method called as `receiver.name(...)` is: through its descriptor, the path
    where CPython names it by its qualified name in these errors (`set.union()`; a bound
    method object called later says `union()`)."""
    def reach(n):
        d = getattr(cls, n, None)
        if d is None:
            return None, None
        return (lambda *a, **k: d(receiver, *a, **k)), d
    return reach


# Section of docs/api.md -> (a callable for the entry name, the object whose kind tells
# whether it is written in C).
RECEIVERS = {
    "builtins": lambda n: (getattr(builtins, n, None),) * 2,
    "math": lambda n: (getattr(math, n, None),) * 2,
    "list": method(list, []),
    "dict": method(dict, {}),
    "str": method(str, "abc"),
    "tuple": method(tuple, ()),
    "set": method(set, set()),
    "frozenset": method(frozenset, frozenset()),
}
try:
    import torch
    # A Tensor method taking nothing but self is bound as a C method with no arguments
    # (`TensorBase.t() takes no arguments (1 given)`); the rest go through PyTorch's
    # parser, whose messages native_none.tsv holds.
    RECEIVERS["torch.Tensor"] = method(torch.Tensor, torch.ones(2, 2))
except ImportError:
    pass
C_WORDING = re.compile(r"takes no (keyword )?arguments|takes exactly one argument")
C_KINDS = ("builtin_function_or_method", "method_descriptor", "classmethod_descriptor", "type")
# Callables whose call does something even when it fails late, or that read input.
SKIP = {"input", "breakpoint", "help", "exit", "quit", "print", "open", "__import__"}


def rows(api):
    # An alias is its own C method, named in its own messages (`x.nelement(x=1)` is
    # "TensorBase.nelement() takes no keyword arguments", not numel's).
    for section, name, params in api_rows(api, RECEIVERS, aliases=True):
        for prefix in (section + ".", "Tensor."):
            if name.startswith(prefix):
                name = name[len(prefix):]
        yield section, name, params
        if section == "set":
            yield "frozenset", name, params


def arity(params):
    """(fewest, most) positional arguments the signature takes; most is None for *args."""
    fewest, most = 0, 0
    for p in params:
        if p == "/":
            continue
        if p == "*" or p.startswith("**"):
            break
        if p.startswith("*"):
            return fewest, None
        most += 1
        if "=" not in p:
            fewest += 1
    return fewest, most


def message(fn, n, keyword=False):
    try:
        # A keyword written in the call, not spread from a dict: CPython's vectorcall path
        # names a method by its qualified name (`set.union()`), `**{...}` by its bare one.
        if keyword:
            fn(*([0] * n), zzz=1)
        else:
            fn(*([0] * n))
    except TypeError as e:
        return str(e).splitlines()[0] if str(e) else None
    except Exception:
        return None
    return None


def template(n, msg, msg_next):
    """`msg` (for n arguments) with the count replaced by `{n}`, when the message for n + 1
    differs from it in that number only; else `msg` if both are the same."""
    if msg == msg_next:
        return msg
    a = re.split(r"(\d+)", msg)
    b = re.split(r"(\d+)", msg_next)
    if len(a) != len(b):
        return None
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(diff) != 1 or a[diff[0]] != str(n) or b[diff[0]] != str(n + 1):
        return None
    a[diff[0]] = "{n}"
    return "".join(a)


def main():
    api = sys.argv[1] if len(sys.argv) > 1 else "docs/api.md"
    found = []
    for section, name, params in rows(api):
        if name in SKIP:
            continue
        fn, kind = RECEIVERS[section](name)
        if fn is None or type(kind).__name__ not in C_KINDS:
            continue
        q = f"{section}.{name}"
        fewest, most = arity(params)
        kw = message(fn, 0, keyword=True)
        if kw and kw.endswith("takes no keyword arguments"):
            found.append((q, "kw", kw))
        for n in range(fewest):
            m = message(fn, n)
            if m:
                found.append((q, f"few {n}", m))
        if most is not None:
            t = template(most + 1, message(fn, most + 1) or "", message(fn, most + 2) or "")
            if t:
                found.append((q, "many", t))
            else:
                # No one wording for every count (math.prod says "takes exactly 1
                # positional argument (2 given)" but "at most 2 arguments (3 given)"): the
                # message of each of the first few counts.
                for n in range(most + 1, most + 4):
                    m = message(fn, n)
                    if m:
                        found.append((q, f"many {n}", m))
        # A keyword it does not know, to a built-in that takes keywords: with just enough
        # positionals to pass the count check (`max(1, foo=1)`), `{k}` standing for it.
        if not kw or not kw.endswith("takes no keyword arguments"):
            for n in range(fewest, fewest + 2):
                m = message(fn, n, keyword=True)
                if m and "'zzz'" in m and m.count("zzz") == 1:
                    found.append((q, "badkw", m.replace("zzz", "{k}")))
                    break
    print("# Generated by scripts/c_arity.py from the running CPython; do not edit.")
    print("# qualified name, case, CPython's message (tab-separated): `few N` for N positional")
    print("# arguments, fewer than required; `many` for too many ({n}: the count given), `many N`")
    print("# for N when no one template fits; `kw` for any keyword, to a built-in that takes none;")
    print("# `badkw` for a keyword it does not know ({k}: that keyword).")
    # PyTorch's parser words its own errors: only the C conventions' rows of Tensor.
    found = [r for r in found if not r[0].startswith("torch.Tensor.") or C_WORDING.search(r[2])]
    for q, case, msg in found:
        print(f"{q}\t{case}\t{msg}")


if __name__ == "__main__":
    main()
