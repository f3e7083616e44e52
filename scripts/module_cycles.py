#!/usr/bin/env python3
"""Fail on an import cycle between the top-level modules of core/src.

The core is layered (layouts, the loop plan, kernels, devices, storage, tensors, ops,
autograd, optimizers, the interpreter, hosts): a module may use the modules below it, not
the ones above. This script reads every `crate::...` path (including `use crate::{a, b}`
groups, `$crate::` in macros and the crate root's re-exports such as `crate::Tensor`) and
every `super::` path that climbs out of a top-level module, builds the graph of top-level
modules (core/src/NAME.rs or core/src/NAME/), and reports each cycle with the places that
make its edges. Test code (`#[cfg(test)] mod tests`) counts too: a test module is part of
its file's module.

usage: scripts/module_cycles.py [--graph] [--strict] [CORE_SRC]
  --graph   also print every edge (module -> modules it uses)
  --strict  count the KNOWN edges below too
Exit status 1 if a cycle remains once the ALLOWED (and KNOWN) edges below are taken out.
"""
import os
import re
import sys

# The floors, bottom to top: layout, iter, random, kernels, device, storage, backend, cpu,
# dispatch, tensor with autograd (the graph's data: nodes, edges, grad mode), ops (with
# ops::autodiff: the formulas, recording and the engine, which call ops and are called by
# them), optim, graph_view, interp, then the hosts' modules (bench, selftest, experiments). An exception names one upward edge (lower module -> upper module) that may
# close a cycle, with its reason; the downward edge back is an ordinary one.
ALLOWED = {
    ("tensor", "autograd"): "a tensor carries its autograd metadata (grad_fn, grad, hooks)",
    ("device", "storage"): "a device owns its buffers (not needed since the Backend trait "
    "moved to backend.rs; kept for a device module that holds its own buffer type)",
}

# Upward edges that still close a cycle and were not removed yet: printed on every run,
# not failed on (unless --strict), so a new cycle still fails.
KNOWN = {}


def strip(src):
    """Source with comments, strings and char literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * src.count("\n", i, j))
            i = j
        elif c == "r" and re.match(r'r#*"', src[i:i + 10]) and not re.match(r"\w", src[i - 1:i] or " "):
            m = re.match(r'r(#*)"', src[i:])
            end = src.find('"' + m.group(1), i + len(m.group(0)))
            end = n if end < 0 else end + 1 + len(m.group(1))
            out.append(" " + "\n" * src.count("\n", i, end))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            out.append('""' + "\n" * src.count("\n", i, j))
            i = j + 1
        elif c == "'":
            # A char literal ('a', '\n', '\u{..}') or a lifetime ('a): blank only literals.
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'", src[i:])
            if m:
                out.append("' '")
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


TOKEN = re.compile(r"\$?[A-Za-z_][A-Za-z0-9_]*|::|[{}(),;]|\S")


def tokens(src):
    line = 1
    pos = 0
    for m in TOKEN.finditer(src):
        line += src.count("\n", pos, m.start())
        pos = m.start()
        yield m.group(0), line


def group_heads(toks, k):
    """First identifiers of each item in a `{a::b, c, d::{e}}` group starting at toks[k]
    (the `{`). Returns (heads, index after the closing brace)."""
    heads, depth, expect = [], 0, True
    while k < len(toks):
        t = toks[k][0]
        if t == "{":
            depth += 1
            expect = depth == 1
        elif t == "}":
            depth -= 1
            if depth == 0:
                return heads, k + 1
        elif t == ",":
            expect = depth == 1
        elif expect and depth == 1 and re.match(r"[A-Za-z_]", t):
            if t != "self":
                heads.append(t)
            expect = False
        k += 1
    return heads, k


def file_module(root, path):
    """(top-level module, depth of the file's module below it) for a file under core/src."""
    rel = os.path.relpath(path, root).replace(os.sep, "/")
    parts = rel[:-3].split("/")
    if parts[-1] == "mod":
        parts = parts[:-1]
    return parts[0], len(parts) - 1


def root_reexports(root):
    """`pub use NAME::Item;` in lib.rs: Item -> NAME."""
    names = {}
    with open(os.path.join(root, "lib.rs"), encoding="utf-8") as f:
        src = strip(f.read())
    for m in re.finditer(r"pub use ([a-z_][a-z0-9_]*)::(\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)", src):
        for item in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", m.group(2)):
            names[item] = m.group(1)
    return names


def edges_of(root, path, top_modules, reexports):
    top, depth = file_module(root, path)
    with open(path, encoding="utf-8") as f:
        toks = list(tokens(strip(f.read())))
    found = []  # (target, line)
    # Inline `mod name { ... }` blocks add a level for `super::`.
    inline = []  # brace depth at which each inline module opened
    braces = 0

    def target(head, line):
        name = reexports.get(head, head)
        if name in top_modules and name != top:
            found.append((name, line))

    k = 0
    while k < len(toks):
        t, line = toks[k]
        if t == "mod" and k + 2 < len(toks) and toks[k + 2][0] == "{":
            inline.append(braces)
        if t == "{":
            braces += 1
        elif t == "}":
            braces -= 1
            if inline and inline[-1] == braces:
                inline.pop()
        prev = toks[k - 1][0] if k else ""
        if t in ("crate", "$crate") and prev != "::" and k + 1 < len(toks) and toks[k + 1][0] == "::":
            nxt = toks[k + 2][0] if k + 2 < len(toks) else ""
            if nxt == "{":
                heads, _ = group_heads(toks, k + 2)
                for h in heads:
                    target(h, line)
            else:
                target(nxt, line)
        elif t == "super" and prev != "::":
            # Count the `super::` steps; climbing past the file's own top-level module lands
            # at the crate root, whose next segment names the module used.
            ups, j = 0, k
            while j + 1 < len(toks) and toks[j][0] == "super" and toks[j + 1][0] == "::":
                ups, j = ups + 1, j + 2
            if ups > depth + len(inline):
                nxt = toks[j][0] if j < len(toks) else ""
                if nxt == "{":
                    heads, _ = group_heads(toks, j)
                    for h in heads:
                        target(h, line)
                else:
                    target(nxt, line)
        k += 1
    return top, found


def sccs(graph):
    """Tarjan's strongly connected components."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def shortest_cycle(graph, comp, start):
    """A shortest cycle through `start` inside one component (BFS), as a node list."""
    comp = set(comp)
    prev = {start: None}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph.get(v, ())):
            if w not in comp:
                continue
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [start]
            if w not in prev:
                prev[w] = v
                queue.append(w)
    return [start]


def main(argv):
    show_graph = "--graph" in argv
    args = [a for a in argv if not a.startswith("--")]
    here = os.path.dirname(os.path.abspath(__file__))
    root = args[0] if args else os.path.join(here, "..", "core", "src")
    root = os.path.normpath(root)
    top_modules = set()
    for name in os.listdir(root):
        if name.endswith(".rs") and name != "lib.rs":
            top_modules.add(name[:-3])
        elif os.path.isdir(os.path.join(root, name)):
            top_modules.add(name)
    reexports = root_reexports(root)

    uses = {}  # (from, to) -> [where]
    for dirpath, _, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            if not name.endswith(".rs") or os.path.samefile(path, os.path.join(root, "lib.rs")):
                continue
            top, found = edges_of(root, path, top_modules, reexports)
            rel = os.path.relpath(path, os.path.join(root, "..", ".."))
            for to, line in found:
                uses.setdefault((top, to), []).append(f"{rel}:{line}")

    strict = "--strict" in argv
    skipped = dict(ALLOWED) if strict else {**ALLOWED, **KNOWN}
    graph = {m: set() for m in top_modules}
    for (a, b) in uses:
        if (a, b) not in skipped:
            graph[a].add(b)

    if show_graph:
        for m in sorted(top_modules):
            targets = sorted(b for (a, b) in uses if a == m)
            print(f"{m} -> {', '.join(targets) if targets else '(nothing)'}")
        print()

    print("allowed upward edges (not counted as cycles):")
    for (a, b), why in sorted(ALLOWED.items()):
        state = "" if (a, b) in uses else "  [not present]"
        print(f"  {a} -> {b}: {why}{state}")
    if KNOWN:
        print("known upward edges still to remove" + (" (counted: --strict)" if strict else "") + ":")
        for (a, b), why in sorted(KNOWN.items()):
            if (a, b) in uses:
                where = uses[(a, b)]
                print(f"  {a} -> {b} ({len(where)} uses, e.g. {where[0]}): {why}")
            else:
                print(f"  {a} -> {b}: [not present any more: remove it from KNOWN]")

    cyclic = [c for c in sccs(graph) if len(c) > 1]
    if not cyclic:
        print(f"no import cycles between the {len(top_modules)} top-level modules of {root}")
        return 0
    for comp in cyclic:
        print(f"\ncycle among {', '.join(comp)}:")
        cyc = shortest_cycle(graph, comp, comp[0])
        print("  e.g. " + " -> ".join(cyc))
        for a in comp:
            for b in sorted(graph[a]):
                if b in comp:
                    where = uses[(a, b)]
                    more = f" (+{len(where) - 3} more)" if len(where) > 3 else ""
                    print(f"  {a} -> {b}: {', '.join(where[:3])}{more}")
    print(f"\n{len(cyclic)} cycle(s) found")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
