#!/usr/bin/env python3
"""Regenerates core/src/interp/native_none.tsv: which parameters of PyTorch's natively parsed
functions refuse an explicit None, and with which parser message.

Why: PyTorch's C++ argument parser types every parameter; one with a literal default
(`Scalar beta=1`, `bool keepdim=False`) is not optional, so `F.softplus(x, beta=None)` is its
TypeError ("argument 'beta' must be Number, not NoneType"), where our binder would read None
as "use the default". Our signatures carry no types, so this script asks the installed
PyTorch: for every registry entry in docs/api.md with a literal default it calls the
function with that parameter None (other required arguments filled from the ATen schema)
and records the type word of the message, or `*` when PyTorch answers with "received an
invalid combination of arguments" (an overloaded function). Usage:
    python3 scripts/native_none_types.py > core/src/interp/native_none.tsv
"""
import re
import sys
import torch
import torch.nn.functional as F
from api_rows import api_rows

SECTIONS = {
    "torch.Tensor": ("Tensor.", None),
    "torch": ("torch.", torch),
    "torch.linalg": ("torch.linalg.", torch.linalg),
    "torch.special": ("torch.special.", torch.special),
    "torch.nn.functional": ("F.", F),
}
# Python wrappers whose None message depends on another argument's type: their bodies
# decide (`x.split([1, 2], dim=None)` reaches split_with_sizes, `x.split(2, dim=None)` split).
BODY_DECIDES = {("torch.Tensor.split", "dim"), ("torch.split", "dim")}
LITERAL = re.compile(r"^(True|False|-?\d+(\.\d*)?(e-?\d+)?|'[^']*'|\"[^\"]*\")$")


def rows(api):
    for section, name, params in api_rows(api, SECTIONS):
        yield section, name[len(SECTIONS[section][0]):], params


def filler(ty):
    ty = str(ty)
    if ty.startswith("Optional["):
        return None, True
    table = {
        "Tensor": torch.ones(2, 2), "int": 0, "SymInt": 1, "float": 1.0, "number": 1,
        "bool": False, "List[int]": [0], "List[SymInt]": [2, 2], "str": "none",
        "List[Tensor]": [torch.ones(2, 2)],
    }
    if ty in table:
        return table[ty], True
    return None, False


def call_with_none(section, name, params, target):
    """The parser message for `target=None`, or None when PyTorch accepts it or the call
    cannot be built."""
    mod = SECTIONS[section][1]
    fn = getattr(torch.ones(2, 2), name, None) if mod is None else getattr(mod, name, None)
    if fn is None:
        return None
    schema_name = {"torch.linalg": "linalg_", "torch.special": "special_"}.get(section, "") + name
    try:
        schemas = torch._C._jit_get_schemas_for_operator("aten::" + schema_name)
    except Exception:
        schemas = []
    kwargs = {target: None}
    pos = []
    by_name = {"size": (2, 2), "data": [1.0], "end": 3, "fill_value": 1, "stride": (2, 1),
               "window_length": 4, "n": 3, "k": 1, "dim": 0, "other": torch.ones(2, 2),
               "start": 0.0, "steps": 3, "high": 3, "target": torch.tensor([0, 1])}
    names = [p.split("=")[0].strip() for p in params]
    ok = False
    for s in schemas:
        if target not in [a.name for a in s.arguments]:
            continue
        args = s.arguments[1:] if mod is None else s.arguments
        ok = True
        after = False
        for a in args:
            if a.name == target:
                after = True
                continue
            if a.has_default_value() or a.kwarg_only:
                continue
            v, known = filler(a.type)
            # ATen's `self` is the Python binding's `input` (torch.renorm(input, p, ...)).
            named = a.name in names or (a.name == "self" and "input" in names)
            if not known or not named:
                ok = False
                break
            # Past the target (given by keyword), a native function's others go by keyword
            # too: by position they would land on the target's own slot (`x.renorm(0, 1,
            # p=None)`). A Python wrapper's names and types are its own: by position.
            if after and type(fn).__name__ in ("builtin_function_or_method", "method_descriptor"):
                kwargs["input" if a.name == "self" else a.name] = v
            else:
                pos.append(v)
        if ok:
            break
        pos = []
        kwargs = {target: None}
    if not ok:
        pos = []
        for p in params:
            n = p.split("=")[0].strip()
            if n == "*size":
                pos.append(2)
            if n == "dim" and target == "keepdim":
                kwargs["dim"] = 0
            if n == "start" and target != "start":
                pos.append(0.0)
            if "=" in p or n.startswith("*") or n == "/" or n == target:
                continue
            if n not in by_name and n != "input":
                return None
            pos.append(by_name.get(n, torch.ones(2, 2)))
    try:
        fn(*pos, **kwargs)
    except TypeError as e:
        msg = str(e).splitlines()[0]
        # A Python-written function passes None on to a native one, which may have
        # another name (F.cross_entropy's is cross_entropy_loss): that whole message, as
        # "=message", when it names this parameter.
        own = msg.startswith(name + "()") or msg.startswith(name.rstrip("_") + "()")
        if not own:
            if re.search(r"argument '" + re.escape(target) + r"' \(position \d+\) must be .+, not NoneType$", msg):
                return "=" + msg
            return None
        m = re.search(r"argument '" + re.escape(target) + r"'( \(position \d+\))? must be (.+), not NoneType$", msg)
        if m:
            # Given by keyword, a position in the message is the Python wrapper's own
            # positional call (F.leaky_relu): every call then shows it.
            return (m.group(1).strip() + " " if m.group(1) else "") + m.group(2)
        if "received an invalid combination of arguments" in msg:
            # A Python wrapper's call lists its own positional forwarding (`got (Tensor,
            # int, NoneType)`): its whole message, as this call's types made it (a call
            # with other types differs in that list only).
            native = type(fn).__name__ in ("builtin_function_or_method", "method_descriptor")
            return "*" if native else "=" + msg
        print(f"# unread: {section}.{name}({target}=None): {msg}", file=sys.stderr)
        return None
    except Exception as e:
        print(f"# unread: {section}.{name}({target}=None): {type(e).__name__}: {e}", file=sys.stderr)
        return None
    return None


def invalid_counts(section, name):
    """The argument counts at which PyTorch's parser answers a failed call of this native
    function with "received an invalid combination of arguments": it finds the signatures
    whose argument-count range holds the call's count (positional and keyword together, not
    their types) and gives one signature's own error only when exactly one remains
    (`torch.sum()` is invalid, `torch.sum(inpt=x)` is "missing input"). Probed with 0 to 5
    keywords no function has; 5 stands for more. Also what one unknown keyword alone is,
    when it is the missing-argument message of the one signature left: the parser finds
    the missing argument before the unknown keyword, and names its own parameter, which may
    not be ours (`torch.arange(foo=1)` misses "end"; `torch.zeros(foo=1)` its "size")."""
    mod = SECTIONS[section][1]
    fn = getattr(torch.ones(2, 2), name, None) if mod is None else getattr(mod, name, None)
    if fn is None or type(fn).__name__ not in ("builtin_function_or_method", "method_descriptor"):
        return [], None, None
    out = []
    expected = None
    missing = None
    for k in range(6):
        try:
            fn(**{f"zzz{i}": 1 for i in range(k)})
        except TypeError as e:
            first = str(e).splitlines()[0]
            m = re.match(r"^\w+\(\) (missing \d+ required positional arguments?: .*)$", first)
            if k == 1 and m:
                missing = m.group(1)
            if "received an invalid combination of arguments" in first:
                out.append(k)
                # One visible signature: the parser prints it on the same line
                # ("but expected (Tensor input, Tensor other, *, ...)").
                m = re.search(r"but expected (\(.*\))$", first)
                if m:
                    expected = m.group(1)
        except Exception:
            pass
    return out, expected, missing


def main():
    api = sys.argv[1] if len(sys.argv) > 1 else "docs/api.md"
    found = []
    for section, name, params in rows(api):
        counts, expected, missing = invalid_counts(section, name)
        # Only where our binder would word it otherwise: it names each required parameter
        # of our signature (a `*size` it cannot tell is required).
        ours = [p for p in params if "=" not in p and not p.startswith("*") and p != "/"]
        plural = "s" if len(ours) == 1 else ""
        ours = f"missing {len(ours)} required positional argument{plural}: " + ", ".join(
            f'"{p}"' for p in ours)
        if missing and missing != ours:
            found.append((section + "." + name, "*missing", missing))
        if counts:
            word = "invalid at " + ",".join(map(str, counts))
            if expected:
                word += "; expected " + expected
            found.append((section + "." + name, "*", word))
        for p in params:
            if p.startswith("*") or p == "/":
                continue
            if "=" not in p:
                # A required parameter: None reaches the parser too (`torch.full((2,), None)`).
                word = call_with_none(section, name, params, p.strip())
                if word:
                    found.append((section + "." + name, p.strip(), word))
                continue
            pname, default = [x.strip() for x in p.split("=", 1)]
            if not LITERAL.match(default) or (section + "." + name, pname) in BODY_DECIDES:
                continue
            word = call_with_none(section, name, params, pname)
            if word:
                found.append((section + "." + name, pname, word))
    print("# Generated by scripts/native_none_types.py from the installed PyTorch; do not edit.")
    print("# qualified name, parameter, what PyTorch's parser says it must be (tab-separated):")
    print("# an explicit None for these is its TypeError; `*` is its \"invalid combination\"")
    print("# message, `=...` a Python wrapper's whole message from the function it calls.")
    print("# A `*` parameter lists the argument counts at which a native function's failed call is")
    print("# its \"invalid combination\" message (5 stands for more), and after \"; expected\" the")
    print("# one signature a function shows, which that message prints on its first line.")
    print("# A `*missing` parameter: the parser's message (after the name) for a call with no")
    print("# arguments but an unknown keyword, which names the argument missing first.")
    for q, p, w in sorted(found):
        print(f"{q}\t{p}\t{w}")

if __name__ == "__main__":
    main()
