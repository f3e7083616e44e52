# inspect: the parts teaching code reads (nanoGPT's `'fused' in
# inspect.signature(torch.optim.AdamW).parameters`, checks of what a callable accepts):
# signature() with Signature and Parameter as CPython 3.11 prints them, and the is*()
# predicates. A native function's parameters come from stridelab's registry signature,
# which has no annotations (PyTorch's own Python functions carry some).
import collections
from collections import OrderedDict


class _empty:
    pass


class _ParameterKind:
    def __init__(self, value, name, description):
        self._value = value
        self._name = name
        self.description = description

    @property
    def name(self):
        return self._name

    @property
    def value(self):
        return self._value

    def __int__(self):
        return self._value

    def __index__(self):
        return self._value

    def __eq__(self, other):
        if isinstance(other, _ParameterKind):
            return self._value == other._value
        return self._value == other

    def __lt__(self, other):
        return self._value < int(other)

    def __hash__(self):
        return hash(self._value)

    def __str__(self):
        return self._name

    def __repr__(self):
        return f"<_ParameterKind.{self._name}: {self._value}>"


_KINDS = [
    _ParameterKind(0, "POSITIONAL_ONLY", "positional-only"),
    _ParameterKind(1, "POSITIONAL_OR_KEYWORD", "positional or keyword"),
    _ParameterKind(2, "VAR_POSITIONAL", "variadic positional"),
    _ParameterKind(3, "KEYWORD_ONLY", "keyword-only"),
    _ParameterKind(4, "VAR_KEYWORD", "variadic keyword"),
]


class _DefaultText:
    # A native default that is an expression (`torch.strided`): shown as written.
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


def _native_default(value):
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "__text__":
        text = value[1]
        if text.startswith("(") and text.endswith(")"):
            items = [x.strip() for x in text[1:-1].split(",") if x.strip()]
            try:
                return tuple(float(x) if ("." in x or "e" in x) else int(x) for x in items)
            except ValueError:
                return _DefaultText(text)
        return _DefaultText(text)
    return value


class Parameter:
    POSITIONAL_ONLY = _KINDS[0]
    POSITIONAL_OR_KEYWORD = _KINDS[1]
    VAR_POSITIONAL = _KINDS[2]
    KEYWORD_ONLY = _KINDS[3]
    VAR_KEYWORD = _KINDS[4]
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if not isinstance(kind, _ParameterKind):
            kind = _KINDS[int(kind)]
        if default is not _empty and kind in (_KINDS[2], _KINDS[4]):
            raise ValueError(f"{kind.description} parameters cannot have default values")
        self._name = name
        self._kind = kind
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    def replace(self, *, name=None, kind=None, default=_empty, annotation=_empty):
        return Parameter(
            self._name if name is None else name,
            self._kind if kind is None else kind,
            default=self._default if default is _empty else default,
            annotation=self._annotation if annotation is _empty else annotation,
        )

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            ann = self._annotation
            text += ": " + (ann.__name__ if isinstance(ann, type) else repr(ann))
        if self._default is not _empty:
            sep = " = " if self._annotation is not _empty else "="
            text += sep + repr(self._default)
        if self._kind == _KINDS[2]:
            text = "*" + text
        elif self._kind == _KINDS[4]:
            text = "**" + text
        return text

    def __repr__(self):
        return f'<Parameter "{self}">'

    def __eq__(self, other):
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name, self._kind, self._default, self._annotation) == (
            other._name,
            other._kind,
            other._default,
            other._annotation,
        )

    def __hash__(self):
        return hash((self._name, self._kind))


class Signature:
    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty):
        params = OrderedDict()
        for p in parameters or ():
            if p.name in params:
                raise ValueError(f"duplicate parameter name: {p.name!r}")
            params[p.name] = p
        self._parameters = params
        self._return_annotation = return_annotation

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=None, return_annotation=_empty):
        return Signature(
            list(self._parameters.values()) if parameters is None else parameters,
            return_annotation=self._return_annotation if return_annotation is _empty else return_annotation,
        )

    def __str__(self):
        parts = []
        render_slash = False
        star_needed = True
        for p in self._parameters.values():
            kind = p.kind
            if kind == _KINDS[0]:
                render_slash = True
            elif render_slash:
                parts.append("/")
                render_slash = False
            if kind == _KINDS[2]:
                star_needed = False
            elif kind == _KINDS[3] and star_needed:
                parts.append("*")
                star_needed = False
            parts.append(str(p))
        if render_slash:
            parts.append("/")
        text = "(" + ", ".join(parts) + ")"
        if self._return_annotation is not _empty:
            ann = self._return_annotation
            text += " -> " + (ann.__name__ if isinstance(ann, type) else repr(ann))
        return text

    def __repr__(self):
        return f"<Signature {self}>"

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return (
            list(self._parameters.values()) == list(other._parameters.values())
            and self._return_annotation == other._return_annotation
        )


def signature(obj):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    rows = _native.signature_rows(obj)
    if rows is None:
        raise ValueError(f"no signature found for {obj!r}")
    params = []
    for name, kind, has_default, default in rows:
        if has_default:
            params.append(Parameter(name, _KINDS[kind], default=_native_default(default)))
        else:
            params.append(Parameter(name, _KINDS[kind]))
    return Signature(params)


def isclass(obj):
    return isinstance(obj, type)


def isfunction(obj):
    return type(obj).__name__ == "function"


def ismethod(obj):
    return type(obj).__name__ == "method"


def isbuiltin(obj):
    return type(obj).__name__ == "builtin_function_or_method"


def isroutine(obj):
    return isfunction(obj) or ismethod(obj) or isbuiltin(obj)


def ismodule(obj):
    return type(obj).__name__ == "module"


def isgenerator(obj):
    return type(obj).__name__ == "generator"


# Frames are native objects (`_native.current_frame`): f_back, f_locals, f_globals,
# f_lineno, f_code (co_name, co_varnames, co_argcount, co_kwonlyargcount, co_flags).
ArgInfo = collections.namedtuple("ArgInfo", "args varargs keywords locals")
FrameInfo = collections.namedtuple("FrameInfo", "frame filename lineno function code_context index")


def currentframe():
    # Frame 0 is this function's own call.
    return _native.current_frame(1)


def getargvalues(frame):
    # CPython's getargs over the code object: positional and keyword-only names, then
    # the *args and **kwargs names when the flags say they exist.
    co = frame.f_code
    nargs = co.co_argcount + co.co_kwonlyargcount
    names = co.co_varnames
    args = list(names[:nargs])
    varargs = None
    if co.co_flags & 4:
        varargs = names[nargs]
        nargs += 1
    varkw = None
    if co.co_flags & 8:
        varkw = names[nargs]
    return ArgInfo(args, varargs, varkw, frame.f_locals)


def stack(context=1):
    return [
        FrameInfo(f, "<stdin>", f.f_lineno, f.f_code.co_name, None, None)
        for f in _native.frame_stack(1)
    ]
