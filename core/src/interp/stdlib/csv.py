# csv: a pure-Python version of CPython 3.11's csv module (its C parser, _csv.c, is written
# out here as the same state machine), for reading and writing the small data files
# tutorials make (d2l.ai's house prices). Sniffer is not provided (CPython's uses re).

__version__ = "1.0"

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "__doc__", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3

_INT_MIN = -2147483648
_INT_MAX = 2147483647
_LONG_MIN = -9223372036854775808
_LONG_MAX = 9223372036854775807

# Sentinel for "argument not supplied" (NULL in _csv.c).
_MISSING = object()

# End-of-line marker fed to the state machine after each input line
# (EOL in _csv.c).  The empty string never equals a real character nor None.
_EOL = ''

# Parser states (ParserState in _csv.c).
_START_RECORD = 0
_START_FIELD = 1
_ESCAPED_CHAR = 2
_IN_FIELD = 3
_IN_QUOTED_FIELD = 4
_ESCAPE_IN_QUOTED_FIELD = 5
_QUOTE_IN_QUOTED_FIELD = 6
_EAT_CRNL = 7
_AFTER_ESCAPED_CRNL = 8

_field_limit = 128 * 1024   # max parsed field size

_dialects = {}              # dialect registry


class Error(Exception):
    __module__ = "_csv"


def _type_name(obj):
    """Approximate Py_TYPE(obj)->tp_name as used in _csv.c messages."""
    t = type(obj)
    name = getattr(t, '__name__', '?')
    try:
        flags = t.__flags__
        mod = t.__module__
    except Exception:
        return name
    if isinstance(mod, str) and mod != 'builtins' and not (flags & 512):
        # static (non-heap) extension type: tp_name is "module.Name"
        return mod + '.' + name
    return name


def _is_number(obj):
    """PyNumber_Check()."""
    if isinstance(obj, (int, float, complex)):
        return True
    t = type(obj)
    for name in ('__index__', '__int__', '__float__'):
        if getattr(t, name, None) is not None:
            return True
    return False


def _unpack_args(args, min_args, max_args):
    """PyArg_UnpackTuple(args, "", min, max, ...) argument count checks."""
    n = len(args)
    if n < min_args:
        raise TypeError(" expected %s%d argument%s, got %d" % (
            "at least " if min_args != max_args else "", min_args,
            "" if min_args == 1 else "s", n))
    if n > max_args:
        raise TypeError(" expected %s%d argument%s, got %d" % (
            "at most " if min_args != max_args else "", max_args,
            "" if max_args == 1 else "s", n))


def _readonly_member(attr):
    def fget(self):
        return getattr(self, attr)

    def fset(self, value):
        raise AttributeError("readonly attribute")
    return property(fget, fset)


# ---------------------------------------------------------------------------
# Dialect (the _csv.Dialect type)
# ---------------------------------------------------------------------------

_DIALECT_KWS = ("dialect", "delimiter", "doublequote", "escapechar",
                "lineterminator", "quotechar", "quoting",
                "skipinitialspace", "strict")


def _set_bool(src, dflt):
    if src is _MISSING:
        return dflt
    return bool(src)


def _set_int(name, src, dflt):
    if src is _MISSING:
        return dflt
    if type(src) is not int:
        raise TypeError('"%s" must be an integer' % name)
    if src < _INT_MIN or src > _INT_MAX:
        raise OverflowError("Python int too large to convert to C int")
    return src


def _set_char_or_none(name, src, dflt):
    if src is _MISSING:
        return dflt
    if src is None:
        return None
    if not isinstance(src, str):
        raise TypeError('"%s" must be string or None, not %s'
                        % (name, _type_name(src)))
    if len(src) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return str(src)


def _set_char(name, src, dflt):
    if src is _MISSING:
        return dflt
    if not isinstance(src, str):
        raise TypeError('"%s" must be string, not %s'
                        % (name, _type_name(src)))
    if len(src) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return str(src)


def _set_str(name, src, dflt):
    if src is _MISSING:
        return dflt
    if src is None:
        return None
    if not isinstance(src, str):
        raise TypeError('"%s" must be a string' % name)
    return src


def _get_dialect_from_registry(name):
    d = _dialects.get(name, _MISSING)
    if d is _MISSING:
        raise Error("unknown dialect")
    return d


def _not_writable(name):
    def fget(self):
        return getattr(self, '_' + name)

    def fset(self, value):
        raise AttributeError("attribute '%s' of '_csv.Dialect' objects "
                             "is not writable" % name)
    return property(fget, fset)


def _readonly_flag(name):
    def fget(self):
        return getattr(self, '_' + name)

    def fset(self, value):
        raise AttributeError("readonly attribute")
    return property(fget, fset)


class _Dialect(object):
    """CSV dialect

The Dialect type records CSV parsing and generation options.
"""
    __module__ = "_csv"
    __qualname__ = "Dialect"

    def __init__(self, *args, **kwargs):
        vals = _parse_dialect_args(args, kwargs)
        dialect = vals[0]
        if dialect is not _MISSING and isinstance(dialect, str):
            dialect = _get_dialect_from_registry(dialect)
        _init_dialect(self, dialect, vals)

    delimiter = _not_writable('delimiter')
    escapechar = _not_writable('escapechar')
    lineterminator = _not_writable('lineterminator')
    quotechar = _not_writable('quotechar')
    quoting = _not_writable('quoting')
    doublequote = _readonly_flag('doublequote')
    skipinitialspace = _readonly_flag('skipinitialspace')
    strict = _readonly_flag('strict')


try:
    _Dialect.__name__ = "Dialect"
except Exception:
    pass


def _parse_dialect_args(args, kwargs):
    """PyArg_ParseTupleAndKeywords(args, kwargs, "|OOOOOOOOO", dialect_kws)."""
    nargs = len(args)
    nkw = len(kwargs)
    if nargs + nkw > 9:
        raise TypeError("function takes at most 9 arguments (%d given)"
                        % (nargs + nkw))
    vals = []
    for i in range(9):
        if i < nargs:
            vals.append(args[i])
        else:
            vals.append(kwargs.get(_DIALECT_KWS[i], _MISSING))
    for i in range(nargs):
        if _DIALECT_KWS[i] in kwargs:
            raise TypeError("argument for function given by name ('%s') "
                            "and position (%d)" % (_DIALECT_KWS[i], i + 1))
    for key in kwargs:
        if not isinstance(key, str):
            raise TypeError("keywords must be strings")
        if key not in _DIALECT_KWS:
            raise TypeError("'%s' is an invalid keyword argument for "
                            "this function" % key)
    return vals


def _init_dialect(self, dialect, vals):
    (_, delimiter, doublequote, escapechar, lineterminator, quotechar,
     quoting, skipinitialspace, strict) = vals
    if dialect is not _MISSING:
        def getattr_or_missing(v, name):
            if v is not _MISSING:
                return v
            try:
                return getattr(dialect, name)
            except Exception:
                return _MISSING
        delimiter = getattr_or_missing(delimiter, "delimiter")
        doublequote = getattr_or_missing(doublequote, "doublequote")
        escapechar = getattr_or_missing(escapechar, "escapechar")
        lineterminator = getattr_or_missing(lineterminator, "lineterminator")
        quotechar = getattr_or_missing(quotechar, "quotechar")
        quoting = getattr_or_missing(quoting, "quoting")
        skipinitialspace = getattr_or_missing(skipinitialspace,
                                              "skipinitialspace")
        strict = getattr_or_missing(strict, "strict")

    self._delimiter = _set_char("delimiter", delimiter, ',')
    self._doublequote = _set_bool(doublequote, True)
    self._escapechar = _set_char_or_none("escapechar", escapechar, None)
    self._lineterminator = _set_str("lineterminator", lineterminator, "\r\n")
    self._quotechar = _set_char_or_none("quotechar", quotechar, '"')
    self._quoting = _set_int("quoting", quoting, QUOTE_MINIMAL)
    self._skipinitialspace = _set_bool(skipinitialspace, False)
    self._strict = _set_bool(strict, False)

    # validate options
    if self._quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC,
                             QUOTE_NONE):
        raise TypeError('bad "quoting" value')
    if self._delimiter is None:
        raise TypeError('"delimiter" must be a 1-character string')
    if quotechar is None and quoting is _MISSING:
        self._quoting = QUOTE_NONE
    if self._quoting != QUOTE_NONE and self._quotechar is None:
        raise TypeError("quotechar must be set if quoting enabled")
    if self._lineterminator is None:
        raise TypeError("lineterminator must be set")


def _call_dialect(dialect_inst, kwargs):
    """Return a _Dialect for a dialect instance/name and/or keyword args."""
    if dialect_inst is _MISSING:
        args = ()
    else:
        args = (dialect_inst,)
    vals = _parse_dialect_args(args, kwargs)
    dialect = vals[0]
    if dialect is not _MISSING:
        if isinstance(dialect, str):
            dialect = _get_dialect_from_registry(dialect)
        # Can we reuse this instance?
        if isinstance(dialect, _Dialect):
            reuse = True
            for v in vals[1:]:
                if v is not _MISSING:
                    reuse = False
                    break
            if reuse:
                return dialect
    return _Dialect(*args, **kwargs)


# ---------------------------------------------------------------------------
# Reader
# ---------------------------------------------------------------------------

class _Reader(object):
    """CSV reader

Reader objects are responsible for reading and parsing tabular data
in CSV format.
"""
    __module__ = "_csv"
    __qualname__ = "reader"

    def __init__(self, iterator, dialect, kwargs):
        self._input_iter = iter(iterator)
        self._dialect = _call_dialect(dialect, kwargs)
        self._line_num = 0
        self._fields = None
        self._field = []
        self._state = _START_RECORD
        self._numeric_field = False

    dialect = _readonly_member('_dialect')
    line_num = _readonly_member('_line_num')

    def __iter__(self):
        return self

    def __next__(self):
        # parse_reset()
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._numeric_field = False
        eol = (_EOL,)
        while True:
            try:
                line = next(self._input_iter)
            except StopIteration:
                line = _MISSING
            if line is _MISSING:
                # End of input
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self._dialect._strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    break
                raise StopIteration
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %s "
                            "(the file should be opened in text mode)"
                            % _type_name(line))
            self._line_num += 1
            self._process(line)
            self._process(eol)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = None
        return fields

    def _save_field(self):
        # parse_save_field()
        field = ''.join(self._field)
        self._field = []
        if self._numeric_field:
            self._numeric_field = False
            field = float(field)
        self._fields.append(field)

    def _process(self, chars):
        # parse_process_char() applied to every character of chars
        d = self._dialect
        delimiter = d._delimiter
        quotechar = d._quotechar
        escapechar = d._escapechar
        doublequote = d._doublequote
        skipinitialspace = d._skipinitialspace
        strict = d._strict
        quoting = d._quoting
        quoting_none = quoting == QUOTE_NONE
        limit = _field_limit
        field = self._field
        fields = self._fields
        state = self._state
        numeric = self._numeric_field

        for c in chars:
            if state == _START_RECORD:
                # start of record
                if c == _EOL:
                    # empty line - return []
                    continue
                elif c == '\n' or c == '\r':
                    state = _EAT_CRNL
                    continue
                # normal character - handle as START_FIELD
                state = _START_FIELD
                # fall through

            if state == _START_FIELD:
                # expecting field
                if c == '\n' or c == '\r' or c == _EOL:
                    # save empty field - return [fields]
                    field, numeric = _save(field, numeric, fields)
                    state = _START_RECORD if c == _EOL else _EAT_CRNL
                elif c == quotechar and not quoting_none:
                    # start quoted field
                    state = _IN_QUOTED_FIELD
                elif c == escapechar:
                    # possible escaped character
                    state = _ESCAPED_CHAR
                elif c == ' ' and skipinitialspace:
                    # ignore spaces at start of field
                    pass
                elif c == delimiter:
                    # save empty field
                    field, numeric = _save(field, numeric, fields)
                else:
                    # begin new unquoted field
                    if quoting == QUOTE_NONNUMERIC:
                        numeric = True
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)"
                                    % limit)
                    field.append(c)
                    state = _IN_FIELD
                continue

            if state == _ESCAPED_CHAR:
                if c == '\n' or c == '\r':
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)"
                                    % limit)
                    field.append(c)
                    state = _AFTER_ESCAPED_CRNL
                    continue
                if c == _EOL:
                    c = '\n'
                if len(field) >= limit:
                    raise Error("field larger than field limit (%d)" % limit)
                field.append(c)
                state = _IN_FIELD
                continue

            if state == _AFTER_ESCAPED_CRNL:
                if c == _EOL:
                    continue
                # fall through to IN_FIELD handling (state is unchanged)

            if state == _IN_FIELD or state == _AFTER_ESCAPED_CRNL:
                # in unquoted field
                if c == '\n' or c == '\r' or c == _EOL:
                    # end of line - return [fields]
                    field, numeric = _save(field, numeric, fields)
                    state = _START_RECORD if c == _EOL else _EAT_CRNL
                elif c == escapechar:
                    # possible escaped character
                    state = _ESCAPED_CHAR
                elif c == delimiter:
                    # save field - wait for new field
                    field, numeric = _save(field, numeric, fields)
                    state = _START_FIELD
                else:
                    # normal character - save in field
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)"
                                    % limit)
                    field.append(c)
                continue

            if state == _IN_QUOTED_FIELD:
                # in quoted field
                if c == _EOL:
                    pass
                elif c == escapechar:
                    # possible escape character
                    state = _ESCAPE_IN_QUOTED_FIELD
                elif c == quotechar and not quoting_none:
                    if doublequote:
                        # doublequote; " represented by ""
                        state = _QUOTE_IN_QUOTED_FIELD
                    else:
                        # end of quote part of field
                        state = _IN_FIELD
                else:
                    # normal character - save in field
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)"
                                    % limit)
                    field.append(c)
                continue

            if state == _ESCAPE_IN_QUOTED_FIELD:
                if c == _EOL:
                    c = '\n'
                if len(field) >= limit:
                    raise Error("field larger than field limit (%d)" % limit)
                field.append(c)
                state = _IN_QUOTED_FIELD
                continue

            if state == _QUOTE_IN_QUOTED_FIELD:
                # doublequote - seen a quote in a quoted field
                if not quoting_none and c == quotechar:
                    # save "" as "
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)"
                                    % limit)
                    field.append(c)
                    state = _IN_QUOTED_FIELD
                elif c == delimiter:
                    # save field - wait for new field
                    field, numeric = _save(field, numeric, fields)
                    state = _START_FIELD
                elif c == '\n' or c == '\r' or c == _EOL:
                    # end of line - return [fields]
                    field, numeric = _save(field, numeric, fields)
                    state = _START_RECORD if c == _EOL else _EAT_CRNL
                elif not strict:
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)"
                                    % limit)
                    field.append(c)
                    state = _IN_FIELD
                else:
                    # illegal
                    raise Error("'%s' expected after '%s'"
                                % (delimiter, quotechar))
                continue

            if state == _EAT_CRNL:
                if c == '\n' or c == '\r':
                    pass
                elif c == _EOL:
                    state = _START_RECORD
                else:
                    raise Error("new-line character seen in unquoted field "
                                "- do you need to open the file in "
                                "universal-newline mode?")
                continue

        self._field = field
        self._state = state
        self._numeric_field = numeric


def _save(field, numeric, fields):
    """parse_save_field(): append the current field; return fresh state."""
    value = ''.join(field)
    if numeric:
        value = float(value)
    fields.append(value)
    return [], False


try:
    _Reader.__name__ = "reader"
except Exception:
    pass


def reader(*args, **kwargs):
    """    csv_reader = reader(iterable [, dialect='excel']
                        [optional keyword args])
    for row in csv_reader:
        process(row)

The "iterable" argument can be any object that returns a line
of input for each iteration, such as a file object or a list.  The
optional "dialect" parameter is discussed below.  The function
also accepts optional keyword arguments which override settings
provided by the dialect.

The returned object is an iterator.  Each iteration returns a row
of the CSV file (which can span multiple input lines).
"""
    _unpack_args(args, 1, 2)
    dialect = args[1] if len(args) > 1 else _MISSING
    return _Reader(args[0], dialect, kwargs)


# ---------------------------------------------------------------------------
# Writer
# ---------------------------------------------------------------------------

class _Writer(object):
    """CSV writer

Writer objects are responsible for generating tabular data
in CSV format from sequence input.
"""
    __module__ = "_csv"
    __qualname__ = "writer"

    def __init__(self, output_file, dialect, kwargs):
        try:
            write = getattr(output_file, 'write')
        except AttributeError:
            write = None
        if write is None or not callable(write):
            raise TypeError('argument 1 must have a "write" method')
        self._write = write
        self._dialect = _call_dialect(dialect, kwargs)
        d = self._dialect
        special = {}
        special[d._delimiter] = True
        if d._escapechar is not None:
            special[d._escapechar] = True
        if d._quotechar is not None:
            special[d._quotechar] = True
        for c in d._lineterminator:
            special[c] = True
        self._special = special

    dialect = _readonly_member('_dialect')

    def _join_field(self, field, quoted):
        """join_append_data(): return the text of one (possibly quoted)
        field."""
        special = self._special
        for c in field:
            if c in special:
                break
        else:
            if quoted:
                q = self._dialect._quotechar
                return q + field + q
            return field
        d = self._dialect
        quoting = d._quoting
        quotechar = d._quotechar
        escapechar = d._escapechar
        doublequote = d._doublequote
        out = []
        for c in field:
            if c in special:
                want_escape = False
                if quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == quotechar:
                        if doublequote:
                            out.append(quotechar)
                        else:
                            want_escape = True
                    elif c == escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(escapechar)
            out.append(c)
        if quoted:
            return quotechar + ''.join(out) + quotechar
        return ''.join(out)

    def writerow(self, *args, **kwargs):
        """writerow(iterable)

Construct and write a CSV record from an iterable of fields.  Non-string
elements will be converted to string."""
        if kwargs:
            raise TypeError("writer.writerow() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError("writer.writerow() takes exactly one argument "
                            "(%d given)" % len(args))
        return self._writerow(args[0])

    def _writerow(self, seq):
        d = self._dialect
        try:
            it = iter(seq)
        except TypeError:
            it = None
        if it is None:
            raise Error("iterable expected, not %s" % _type_name(seq))
        quoting = d._quoting
        parts = []
        for field in it:
            if quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            elif quoting == QUOTE_ALL:
                quoted = True
            else:
                quoted = False
            if isinstance(field, str):
                pass
            elif field is None:
                field = ''
            else:
                field = str(field)
            parts.append(self._join_field(field, quoted))
        if len(parts) == 1 and parts[0] == '':
            if quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = d._quotechar + d._quotechar
        line = d._delimiter.join(parts) + d._lineterminator
        return self._write(line)

    def writerows(self, *args, **kwargs):
        """writerows(iterable of iterables)

Construct and write a series of iterables to a csv file.  Non-string
elements will be converted to string."""
        if kwargs:
            raise TypeError("writer.writerows() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError("writer.writerows() takes exactly one argument "
                            "(%d given)" % len(args))
        for row in args[0]:
            self._writerow(row)
        return None


try:
    _Writer.__name__ = "writer"
except Exception:
    pass


def writer(*args, **kwargs):
    """    csv_writer = csv.writer(fileobj [, dialect='excel']
                            [optional keyword args])
    for row in sequence:
        csv_writer.writerow(row)

    [or]

    csv_writer = csv.writer(fileobj [, dialect='excel']
                            [optional keyword args])
    csv_writer.writerows(rows)

The "fileobj" argument can be any object that supports the file API.
"""
    _unpack_args(args, 1, 2)
    dialect = args[1] if len(args) > 1 else _MISSING
    return _Writer(args[0], dialect, kwargs)


# ---------------------------------------------------------------------------
# Module functions
# ---------------------------------------------------------------------------

def list_dialects(*args, **kwargs):
    """Return a list of all know dialect names.
    names = csv.list_dialects()"""
    if kwargs:
        raise TypeError("_csv.list_dialects() takes no keyword arguments")
    if args:
        raise TypeError("_csv.list_dialects() takes no arguments (%d given)"
                        % len(args))
    return list(_dialects.keys())


def register_dialect(*args, **kwargs):
    """Create a mapping from a string name to a dialect class.
    dialect = csv.register_dialect(name[, dialect[, **fmtparams]])"""
    _unpack_args(args, 1, 2)
    name = args[0]
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    dialect = _call_dialect(args[1] if len(args) > 1 else _MISSING, kwargs)
    _dialects[name] = dialect
    return None


def _one_name_arg(fname, args, kwargs):
    n = len(args) + len(kwargs)
    if n > 1:
        raise TypeError("%s() takes at most 1 argument (%d given)"
                        % (fname, n))
    if args:
        return args[0]
    if 'name' in kwargs:
        return kwargs['name']
    raise TypeError("%s() missing required argument 'name' (pos 1)" % fname)


def unregister_dialect(*args, **kwargs):
    """Delete the name/dialect mapping associated with a string name.

    csv.unregister_dialect(name)"""
    name = _one_name_arg("unregister_dialect", args, kwargs)
    if name in _dialects:
        del _dialects[name]
        return None
    raise Error("unknown dialect")


def get_dialect(*args, **kwargs):
    """Return the dialect instance associated with name.

    dialect = csv.get_dialect(name)"""
    name = _one_name_arg("get_dialect", args, kwargs)
    return _get_dialect_from_registry(name)


def field_size_limit(*args, **kwargs):
    """Sets an upper limit on parsed fields.
    csv.field_size_limit([limit])

Returns old limit. If limit is not given, no new limit is set and
the old limit is returned"""
    global _field_limit
    n = len(args) + len(kwargs)
    if n > 1:
        raise TypeError("field_size_limit() takes at most 1 argument "
                        "(%d given)" % n)
    for key in kwargs:
        if key != 'new_limit':
            raise TypeError("'%s' is an invalid keyword argument for "
                            "field_size_limit()" % key)
    old_limit = _field_limit
    if args:
        new_limit = args[0]
    else:
        new_limit = kwargs.get('new_limit', _MISSING)
    if new_limit is not _MISSING:
        if type(new_limit) is not int:
            raise TypeError("limit must be an integer")
        if new_limit < _LONG_MIN or new_limit > _LONG_MAX:
            raise OverflowError("Python int too large to convert to C long")
        _field_limit = new_limit
    return old_limit


# ---------------------------------------------------------------------------
# The pure-Python part of CPython's csv.py
# ---------------------------------------------------------------------------

class Dialect:
    """Describe a CSV dialect.

    This must be subclassed (see csv.excel).  Valid attributes are:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting.

    """
    _name = ""
    _valid = False
    # placeholders
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            # We do this for compatibility with py2.3
            raise Error(str(e))


class excel(Dialect):
    """Describe the usual properties of Excel-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect("excel", excel)


class excel_tab(excel):
    """Describe the usual properties of Excel-generated TAB-delimited files."""
    delimiter = '\t'


register_dialect("excel-tab", excel_tab)


class unix_dialect(Dialect):
    """Describe the usual properties of Unix-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("unix", unix_dialect)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames   # list of keys for the dict
        self.restkey = restkey          # key to catch long rows
        self.restval = restval          # default value for short rows
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    def _get_fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    def _set_fieldnames(self, value):
        self._fieldnames = value

    fieldnames = property(_get_fieldnames, _set_fieldnames)

    def __next__(self):
        if self.line_num == 0:
            # Used only for its side effect.
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num

        # unlike the basic reader, we prefer not to return blanks,
        # because we will typically wind up with a dict full of None
        # values
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames    # list of keys for the dict
        self.restval = restval          # for writing short dicts
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))
