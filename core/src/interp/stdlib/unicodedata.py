# unicodedata: normalization and character categories, after CPython 3.11's module (the
# char-RNN tutorial's unicodeToAscii strips accents with NFD and category 'Mn'). The tables
# are the Unicode crates' (a newer Unicode than CPython 3.11's 14.0 for recent characters).
unidata_version = "14.0.0"


def _char(fname, c):
    if not isinstance(c, str):
        raise TypeError(fname + "() argument must be a unicode character, not " + type(c).__name__)
    if len(c) != 1:
        raise TypeError(fname + "() argument must be a unicode character, not str")
    return c


def normalize(form, unistr):
    if not isinstance(form, str):
        raise TypeError("normalize() argument 1 must be str, not " + type(form).__name__)
    if not isinstance(unistr, str):
        raise TypeError("normalize() argument 2 must be str, not " + type(unistr).__name__)
    return _native.unicode_normalize(form, unistr)


def is_normalized(form, unistr):
    return normalize(form, unistr) == unistr


def category(chr):
    return _native.unicode_category(_char("category", chr))


def combining(chr):
    return _native.unicode_combining(_char("combining", chr))
