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
    fewkw N the message for N positionals and a keyword it knows, where that is not the
            `few N` one (`enumerate(start=1)` checks its keyword before the count),
            `{k}` standing for the keyword
    bound   how a bound method object names it (`f = s.union; f(x=1)`, `s.union(**kw)`),
            where that differs from the method call's name: CPython's METH_VARARGS
            methods say `union()` there but `set.union()` called as `s.union(x=1)`, and
            a Tensor's say `Tensor.t()` there but `TensorBase.t()` as `x.t(1)`; the row
            holds both names, tab-separated
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
    method object called later says `union()`, see `bound`)."""
    def reach(n):
        d = getattr(cls, n, None)
        if d is None:
            return None, None
        return (lambda *a, **k: d(receiver, *a, **k)), d
    reach.receiver = receiver
    return reach


def bound(section, name):
    """The bound method object `receiver.name` (the callable of `f = s.union; f(...)`),
    for a section of methods; None for the module functions."""
    receiver = getattr(RECEIVERS[section], "receiver", None)
    if receiver is None:
        return None
    return getattr(receiver, name, None)


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
# Of those, the ones that refuse a keyword they do not know before doing anything.
KEYWORD_PROBE_ONLY = {"print"}


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


def message(fn, n, keyword=False, fill=0):
    """The first line of the TypeError `fn` raises for `n` positionals (each `fill`), and
    with `keyword`: True for an unknown keyword `zzz`, or the name of a known one."""
    kwargs = {"zzz": 1} if keyword is True else {keyword: 0} if keyword else {}
    try:
        fn(*([fill] * n), **kwargs)
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


def keyword_names(params, after):
    """The parameters past the first `after` positional slots that a keyword can fill."""
    names, slot, positional_only = [], 0, "/" in params
    for p in params:
        if p == "/":
            positional_only = False
            continue
        if p == "*" or p.startswith("*"):
            continue
        name = p.split("=")[0].strip()
        if slot >= after and not positional_only:
            names.append(name)
        slot += 1
    return names


def bound_names(fn, bound_fn, n, keyword):
    """(the method call's name, the bound method object's) in the message for `n`
    positionals (and `keyword`), when the two messages differ in that name only."""
    a, b = message(fn, n, keyword), message(bound_fn, n, keyword)
    if not a or not b or a == b:
        return None
    # The common tail (`() takes no keyword arguments`); the heads are the two names.
    k = 0
    while k < min(len(a), len(b)) and a[-1 - k] == b[-1 - k]:
        k += 1
    head_a, head_b = a[: len(a) - k], b[: len(b) - k]
    tail = a[len(a) - k:]
    if not tail.startswith("()"):
        # The shared tail ended inside the name (`set.union` / `union`): back up to "(".
        cut = a.find("()")
        if cut < 0 or b.find("()") < 0:
            return None
        head_a, head_b = a[:cut], b[: b.find("()")]
    return head_a + "()", head_b + "()"


def main():
    api = sys.argv[1] if len(sys.argv) > 1 else "docs/api.md"
    found = []
    for section, name, params in rows(api):
        keyword_only = name in KEYWORD_PROBE_ONLY
        if name in SKIP and not keyword_only:
            continue
        fn, kind = RECEIVERS[section](name)
        if fn is None or type(kind).__name__ not in C_KINDS:
            continue
        q = f"{section}.{name}"
        fewest, most = arity(params)
        kw = message(fn, 0, keyword=True)
        if kw and kw.endswith("takes no keyword arguments"):
            found.append((q, "kw", kw))
        for n in range(0 if keyword_only else fewest):
            m = message(fn, n)
            if m:
                found.append((q, f"few {n}", m))
            # A keyword it knows, in place of the missing argument: most built-ins still
            # report the missing one, enumerate checks the keyword's name first.
            for k in keyword_names(params, n)[1:2]:
                mk = message(fn, n, keyword=k)
                if mk and m and mk != m and f"'{k}'" in mk and mk.count(k) == 1:
                    found.append((q, f"fewkw {n}", mk.replace(k, "{k}")))
        if most is not None and not keyword_only:
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
        # positionals to pass the count check (`max(1, foo=1)`), `{k}` standing for it;
        # an iterable where an int would fail first (`sorted([], foo=1)`).
        if not kw or not kw.endswith("takes no keyword arguments"):
            probes = [(n, fill) for fill in (0, []) for n in range(fewest, fewest + 2)]
            for n, fill in probes:
                m = message(fn, n, keyword=True, fill=fill)
                if m and "'zzz'" in m and m.count("zzz") == 1:
                    found.append((q, "badkw", m.replace("zzz", "{k}")))
                    break
        # The name a bound method object gives in the same messages, where it differs.
        bound_fn = None if keyword_only else bound(section, name)
        if bound_fn is not None:
            probes = [(0, True), (most + 1 if most is not None else 0, False)]
            names = {bound_names(fn, bound_fn, n, k) for n, k in probes} - {None}
            if len(names) == 1:
                desc, own = names.pop()
                found.append((q, "bound", f"{desc}\t{own}"))
    print("# Generated by scripts/c_arity.py from the running CPython; do not edit.")
    print("# qualified name, case, CPython's message (tab-separated): `few N` for N positional")
    print("# arguments, fewer than required; `many` for too many ({n}: the count given), `many N`")
    print("# for N when no one template fits; `kw` for any keyword, to a built-in that takes none;")
    print("# `badkw` for a keyword it does not know ({k}: that keyword); `fewkw N` for N")
    print("# positionals and a keyword it knows; `bound`: the method call's name and a bound")
    print("# method object's, where they differ.")
    # PyTorch's parser words its own errors: only the C conventions' rows of Tensor.
    found = [r for r in found if not r[0].startswith("torch.Tensor.") or r[1] == "bound"
             or C_WORDING.search(r[2])]
    for q, case, msg in found:
        print(f"{q}\t{case}\t{msg}")


if __name__ == "__main__":
    main()
