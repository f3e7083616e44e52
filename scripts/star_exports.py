#!/usr/bin/env python3
"""Regenerates core/src/interp/star_exports.tsv: the names `from M import *` binds in
CPython 3.11 / the installed PyTorch for every module stridelab has (its native namespaces
and the modules written in Python under core/src/interp/stdlib/).

Why a table: a native namespace has no `__all__` of its own, and a module written here
imports helpers (`import math`, `import torch`) that CPython's `__all__` leaves out, so the
real module is the one authority. The interpreter binds a listed name only where it has it
(core/src/interp/star_import.rs). One line per module: `module<TAB>name name ...`.
Usage:
    python3 scripts/star_exports.py > core/src/interp/star_exports.tsv
"""
import importlib
import os
import re
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NATIVE = re.compile(r'^\s*"([A-Za-z_.]+)" => "[A-Za-z_.]+",$')
SOURCE = re.compile(r'^\s*\(?"([A-Za-z][A-Za-z0-9_.]*)",')


def modules():
    names = []
    with open(os.path.join(ROOT, "core/src/interp/builtins/mod.rs"), encoding="utf-8") as f:
        names += [m.group(1) for m in map(NATIVE.match, f) if m]
    with open(os.path.join(ROOT, "core/src/interp/stdlib/sources.rs"), encoding="utf-8") as f:
        names += [m.group(1) for m in map(SOURCE.match, f) if m]
    return sorted(set(n for n in names if n != "stridelab"))


def star_names(name):
    warnings.simplefilter("ignore")
    try:
        mod = importlib.import_module(name)
    except Exception:
        return None
    ns = {}
    try:
        exec(f"from {name} import *", ns)
    except AttributeError:
        # torch.sparse's __all__ names a function it lacks: its star import fails in
        # PyTorch too (our module has none of those names to bind either).
        return None
    ns.pop("__builtins__", None)
    if hasattr(mod, "__all__"):
        # __all__'s order (CPython binds in that order).
        return [n for n in mod.__all__ if n in ns]
    return sorted(ns)


def main():
    for name in modules():
        got = star_names(name)
        if got is not None:
            print(f"{name}\t{' '.join(got)}")


if __name__ == "__main__":
    main()
