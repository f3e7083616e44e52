# pprint, after CPython 3.11's: a value whose repr fits the width is written as its repr
# (dict keys sorted); a longer dict, list, tuple, set or OrderedDict is broken one item per
# line, indented under its bracket. Long strings are not split into pieces (a gap named here);
# other objects (tensors included) are written as their repr.
import sys
from collections import OrderedDict

__all__ = ["pprint", "pformat", "pp", "PrettyPrinter", "saferepr", "isreadable", "isrecursive"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


def _sorted_items(items):
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=lambda kv: (str(type(kv[0])), id(kv[0])))


def _sorted(values):
    try:
        return sorted(values)
    except TypeError:
        return sorted(values, key=lambda v: (str(type(v)), id(v)))


class _Out:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def getvalue(self):
        return "".join(self.parts)


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        out = self._stream if self._stream is not None else sys.stdout
        out.write(self.pformat(object) + "\n")

    def pformat(self, object):
        s = _Out()
        self._format(object, s, 0, 0, {}, 0)
        return s.getvalue()

    def isrecursive(self, object):
        return self._safe_repr(object, {}, self._depth, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self._safe_repr(object, {}, self._depth, 0)
        return readable and not recursive

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(f"<Recursion on {type(object).__name__} with id={objid}>")
            return
        rep = self._safe_repr(object, context.copy(), self._depth, level)[0]
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            p = self._dispatch(object)
            if p is not None:
                context[objid] = 1
                p(object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _dispatch(self, object):
        t = type(object)
        if t is dict:
            return self._pprint_dict
        if t is OrderedDict:
            return self._pprint_ordered_dict
        if t is list:
            return self._pprint_list
        if t is tuple:
            return self._pprint_tuple
        if t is set or t is frozenset:
            return self._pprint_set
        return None

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        stream.write("{")
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        if len(object):
            items = _sorted_items(object.items()) if self._sort_dicts else list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        stream.write("}")

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        self._format(list(object.items()), stream, indent + len(name) + 1, allowance + 1, context, level)
        stream.write(")")

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write("[")
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write("]")

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write("(")
        endchar = ",)" if len(object) == 1 else ")"
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        typ = type(object)
        if typ is set:
            stream.write("{")
            endchar = "}"
        else:
            stream.write(typ.__name__ + "({")
            endchar = "})"
            indent += len(typ.__name__) + 1
        self._format_items(_sorted(object), stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._safe_repr(key, context.copy(), self._depth, level)[0]
            stream.write(rep)
            stream.write(": ")
            self._format(ent, stream, indent + len(rep) + 2, allowance if last else 1, context, level)
            if not last:
                stream.write(delimnl)

    def _format_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        delimnl = ",\n" + " " * indent
        delim = ""
        width = max_width = self._width - indent + 1
        items = list(items)
        for i, ent in enumerate(items):
            last = i == len(items) - 1
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._safe_repr(ent, context.copy(), self._depth, level)[0]
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    stream.write(delim)
                    delim = ", "
                    stream.write(rep)
                    continue
            stream.write(delim)
            delim = delimnl
            self._format(ent, stream, indent, allowance if last else 1, context, level)

    def _safe_repr(self, object, context, maxlevels, level):
        # (repr, readable, recursive), as CPython's _safe_repr.
        typ = type(object)
        if typ in (str, bool, float, type(None)) or (typ is int and not self._underscore_numbers):
            return repr(object), True, False
        if typ is int:
            return f"{object:_d}", True, False
        if typ is dict:
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return f"<Recursion on {typ.__name__} with id={objid}>", False, True
            context[objid] = 1
            readable, recursive = True, False
            parts = []
            items = _sorted_items(object.items()) if self._sort_dicts else object.items()
            for k, v in items:
                krepr, kreadable, krecur = self._safe_repr(k, context, maxlevels, level + 1)
                vrepr, vreadable, vrecur = self._safe_repr(v, context, maxlevels, level + 1)
                parts.append(f"{krepr}: {vrepr}")
                readable = readable and kreadable and vreadable
                recursive = recursive or krecur or vrecur
            del context[objid]
            return "{" + ", ".join(parts) + "}", readable, recursive
        if typ is list or typ is tuple:
            if typ is list:
                if not object:
                    return "[]", True, False
                fmt = "[%s]"
            elif len(object) == 1:
                fmt = "(%s,)"
            else:
                if not object:
                    return "()", True, False
                fmt = "(%s)"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return fmt % "...", False, objid in context
            if objid in context:
                return f"<Recursion on {typ.__name__} with id={objid}>", False, True
            context[objid] = 1
            readable, recursive = True, False
            parts = []
            for o in object:
                orepr, oreadable, orecur = self._safe_repr(o, context, maxlevels, level + 1)
                parts.append(orepr)
                readable = readable and oreadable
                recursive = recursive or orecur
            del context[objid]
            return fmt % ", ".join(parts), readable, recursive
        rep = repr(object)
        return rep, bool(rep) and not rep.startswith("<"), False
