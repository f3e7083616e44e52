# unittest: the test framework of CPython 3.11's standard library, as scripts and
# PyTorch-style tests use it: TestCase with its assert methods (same failure messages,
# including the "First differing element" and ndiff-style diffs), subTest, skips and
# expected failures, class fixtures and cleanups, TestSuite, TestLoader, TestResult,
# TextTestRunner and main(). Written as one file (CPython splits it into a package).
#
# What differs from CPython, and why:
# - stridelab exceptions carry no traceback, so a failure's report holds the
#   "Traceback (most recent call last):" header and the exception line only.
# - `buffer=True` cannot capture output (print() does not go through sys.stdout here).
# - main() finds the script's tests through its frame's globals when sys.modules has no
#   '__main__' (stridelab's sys.modules is empty).
import sys
import re
import time
import functools
import collections

try:
    import warnings as _warnings
except ImportError:  # an interpreter without the warnings module: assertWarns fails clearly
    _warnings = None

__all__ = ["TestResult", "TestCase", "IsolatedAsyncioTestCase", "TestSuite",
           "TextTestRunner", "TestLoader", "FunctionTestCase", "main",
           "defaultTestLoader", "SkipTest", "skip", "skipIf", "skipUnless",
           "expectedFailure", "TextTestResult", "installHandler",
           "registerResult", "removeResult", "removeHandler", "addModuleCleanup",
           "getTestCaseNames", "makeSuite", "findTestCases", "enterModuleContext",
           "doModuleCleanups"]


# ---------------------------------------------------------------------------
# Small helpers (CPython's unittest.util)
# ---------------------------------------------------------------------------

_MAX_LENGTH = 80          # a repr longer than this is shortened in "a != b" lines
_PLACEHOLDER_LEN = 12     # room the "[N chars]" marker is assumed to take
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN +
                               _PLACEHOLDER_LEN + _MIN_END_LEN)


def _qualname(cls):
    # This file's own classes may be defined somewhere other than top level when the
    # source is loaded inside a function (as the tests do); their plain name is the one
    # CPython shows.
    mod = getattr(cls, "__module__", "builtins")
    if isinstance(mod, str) and mod.startswith("unittest"):
        return cls.__name__
    return getattr(cls, "__qualname__", cls.__name__)


def strclass(cls):
    return "%s.%s" % (getattr(cls, "__module__", "builtins"), _qualname(cls))


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = "<%s object>" % type(obj).__name__
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + " [truncated]..."


def _common_prefix(strings):
    if not strings:
        return ""
    lo, hi = min(strings), max(strings)
    n = 0
    while n < len(lo) and lo[n] == hi[n]:
        n += 1
    return lo[:n]


def _shorten(s, prefixlen, suffixlen):
    # Keep both ends and say how much was cut, when the cut is worth the marker.
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        s = "%s[%d chars]%s" % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_shorten_repr(*args):
    # The reprs for an "a != b" line: unchanged if short; otherwise the shared prefix
    # is squeezed first, and if that is not enough each differing tail too.
    reprs = tuple(safe_repr(a) for a in args)
    maxlen = max(len(r) for r in reprs)
    if maxlen <= _MAX_LENGTH:
        return reprs
    prefix = _common_prefix(reprs)
    prefixlen = len(prefix)
    common_len = _MAX_LENGTH - (maxlen - prefixlen + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + r[prefixlen:] for r in reprs)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(r[prefixlen:], _MIN_DIFF_LEN, _MIN_END_LEN) for r in reprs)


def three_way_cmp(x, y):
    return (x > y) - (x < y)


def _ordered_count(iterable):
    counts = {}
    for elem in iterable:
        counts[elem] = counts.get(elem, 0) + 1
    return counts


def _count_diff_hashable(actual, expected):
    # (count in actual, count in expected, element) for each element whose counts differ,
    # in order of first appearance.
    s, t = _ordered_count(actual), _ordered_count(expected)
    result = []
    for elem, cnt_s in s.items():
        cnt_t = t.get(elem, 0)
        if cnt_s != cnt_t:
            result.append((cnt_s, cnt_t, elem))
    for elem, cnt_t in t.items():
        if elem not in s:
            result.append((0, cnt_t, elem))
    return result


def _count_diff_all_purpose(actual, expected):
    # The same for unhashable elements: quadratic, crossing out what has been counted.
    s, t = list(actual), list(expected)
    done = object()
    result = []
    for i, elem in enumerate(s):
        if elem is done:
            continue
        cnt_s = cnt_t = 0
        for j in range(i, len(s)):
            if s[j] == elem:
                cnt_s += 1
                s[j] = done
        for j, other in enumerate(t):
            if other == elem:
                cnt_t += 1
                t[j] = done
        if cnt_s != cnt_t:
            result.append((cnt_s, cnt_t, elem))
    for i, elem in enumerate(t):
        if elem is done:
            continue
        cnt_t = 0
        for j in range(i, len(t)):
            if t[j] == elem:
                cnt_t += 1
                t[j] = done
        result.append((0, cnt_t, elem))
    return result


def _format_exception_only(etype, value):
    # The last line of a traceback: "Type: message" ("__main__." and "builtins." left out).
    name = getattr(etype, "__qualname__", etype.__name__)
    mod = getattr(etype, "__module__", "builtins")
    if mod not in ("__main__", "builtins"):
        name = mod + "." + name
    try:
        text = str(value)
    except Exception:
        text = "<exception str() failed>"
    line = "%s: %s\n" % (name, text) if text else "%s\n" % name
    for note in getattr(value, "__notes__", None) or ():
        line += "%s\n" % note
    return line


def _exc_info_to_string(err):
    # stridelab keeps no traceback on an exception: the header and the exception line are
    # what can be shown (CPython lists the frames between them).
    exctype, value, _tb = err
    return "Traceback (most recent call last):\n" + _format_exception_only(exctype, value)


# ---------------------------------------------------------------------------
# ndiff: the line diff shown under a failed assertEqual of lists, dicts and strings.
# A compact version of difflib's SequenceMatcher and Differ (difflib is not in stridelab);
# it must pick the same matches as difflib so that the "?" hint lines come out the same.
# ---------------------------------------------------------------------------

class _Matcher:
    def __init__(self, isjunk, a, b):
        self.isjunk = isjunk
        self.a = a
        self.b = b
        self._bcount = None
        self._index_b()

    def _index_b(self):
        # Where each element occurs in b; junk is left out, and so (as difflib's
        # "autojunk") are very common elements of a long b.
        b = self.b
        b2j = {}
        for i, elt in enumerate(b):
            b2j.setdefault(elt, []).append(i)
        self.bjunk = set()
        if self.isjunk is not None:
            for elt in list(b2j.keys()):
                if self.isjunk(elt):
                    self.bjunk.add(elt)
            for elt in self.bjunk:
                del b2j[elt]
        n = len(b)
        if n >= 200:
            ntest = n // 100 + 1
            for elt in [e for e, idxs in b2j.items() if len(idxs) > ntest]:
                del b2j[elt]
        self.b2j = b2j

    def _longest_match(self, alo, ahi, blo, bhi):
        a, b, b2j, bjunk = self.a, self.b, self.b2j, self.bjunk
        besti, bestj, bestsize = alo, blo, 0
        # run_at[j]: length of the match ending at a[i-1], b[j] (dynamic programming).
        run_at = {}
        for i in range(alo, ahi):
            new_run = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = run_at.get(j - 1, 0) + 1
                new_run[j] = k
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            run_at = new_run
        # Grow the match over equal non-junk neighbours, then over equal junk.
        while besti > alo and bestj > blo and b[bestj - 1] not in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi and
               b[bestj + bestsize] not in bjunk and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi and
               b[bestj + bestsize] in bjunk and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        return besti, bestj, bestsize

    def matching_blocks(self):
        la, lb = len(self.a), len(self.b)
        pending = [(0, la, 0, lb)]
        blocks = []
        while pending:
            alo, ahi, blo, bhi = pending.pop()
            i, j, k = self._longest_match(alo, ahi, blo, bhi)
            if k:
                blocks.append((i, j, k))
                if alo < i and blo < j:
                    pending.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    pending.append((i + k, ahi, j + k, bhi))
        blocks.sort()
        # Join blocks that touch.
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in blocks:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            merged.append((i1, j1, k1))
        merged.append((la, lb, 0))
        return merged

    def opcodes(self):
        i = j = 0
        ops = []
        for ai, bj, size in self.matching_blocks():
            if i < ai and j < bj:
                ops.append(("replace", i, ai, j, bj))
            elif i < ai:
                ops.append(("delete", i, ai, j, bj))
            elif j < bj:
                ops.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                ops.append(("equal", ai, i, bj, j))
        return ops

    def ratio(self):
        matches = sum(size for _i, _j, size in self.matching_blocks())
        total = len(self.a) + len(self.b)
        return 2.0 * matches / total if total else 1.0

    def quick_ratio(self):
        # An upper bound on ratio(): the multiset intersection, ignoring order.
        if self._bcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self._bcount = counts
        avail = dict(self._bcount)
        matches = 0
        for elt in self.a:
            n = avail.get(elt, 0)
            if n > 0:
                matches += 1
            avail[elt] = n - 1
        total = len(self.a) + len(self.b)
        return 2.0 * matches / total if total else 1.0

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return 2.0 * min(la, lb) / (la + lb) if la + lb else 1.0


def _char_junk(ch):
    return ch in " \t"


def _dump(tag, x, lo, hi):
    return ["%s %s" % (tag, x[i]) for i in range(lo, hi)]


def _plain_replace(a, alo, ahi, b, blo, bhi):
    # The shorter side first, as difflib does.
    if bhi - blo < ahi - alo:
        return _dump("+", b, blo, bhi) + _dump("-", a, alo, ahi)
    return _dump("-", a, alo, ahi) + _dump("+", b, blo, bhi)


def _fancy_helper(a, alo, ahi, b, blo, bhi, budget):
    if alo < ahi:
        if blo < bhi:
            return _fancy_replace(a, alo, ahi, b, blo, bhi, budget)
        return _dump("-", a, alo, ahi)
    if blo < bhi:
        return _dump("+", b, blo, bhi)
    return []


def _tag_line(line, tags):
    # Under the changed characters; a tab or space of the line stays as it was.
    out = "".join(c if t == " " and c.isspace() else t for c, t in zip(line, tags))
    return out.rstrip()


class _DiffTooCostly(Exception):
    pass


# How many line pairs the search for similar lines may compare in one diff. difflib's
# search is cubic in the worst case: fine in CPython, far too slow in an interpreter
# running Python code; past this the changed lines are shown without "?" hints.
_FANCY_BUDGET = 20000


def _fancy_replace(a, alo, ahi, b, blo, bhi, budget):
    # Find the most similar pair of lines (ratio at least 0.75) and show it with "?"
    # hint lines; the lines around it are diffed the same way, recursively.
    if budget is None:
        return _plain_replace(a, alo, ahi, b, blo, bhi)
    budget[0] -= (ahi - alo) * (bhi - blo)
    if budget[0] < 0:
        raise _DiffTooCostly()
    best_ratio, cutoff = 0.74, 0.75
    best_i = best_j = 0
    eqi = eqj = None
    for j in range(blo, bhi):
        bj = b[j]
        m = _Matcher(_char_junk, "", bj)  # b's index is built once per line of b
        for i in range(alo, ahi):
            ai = a[i]
            if ai == bj:
                if eqi is None:
                    eqi, eqj = i, j
                continue
            # The cheap upper bounds first (difflib's real_quick_ratio, quick_ratio).
            la, lb = len(ai), len(bj)
            if 2.0 * min(la, lb) / (la + lb) <= best_ratio:
                continue
            m.a = ai
            if m.quick_ratio() > best_ratio:
                r = m.ratio()
                if r > best_ratio:
                    best_ratio, best_i, best_j = r, i, j
    if best_ratio < cutoff:
        if eqi is None:
            return _plain_replace(a, alo, ahi, b, blo, bhi)
        best_i, best_j, best_ratio = eqi, eqj, 1.0
    else:
        eqi = None
    out = _fancy_helper(a, alo, best_i, b, blo, best_j, budget)
    aelt, belt = a[best_i], b[best_j]
    if eqi is None:
        atags = btags = ""
        for tag, ai1, ai2, bj1, bj2 in _Matcher(_char_junk, aelt, belt).opcodes():
            la, lb = ai2 - ai1, bj2 - bj1
            if tag == "replace":
                atags += "^" * la
                btags += "^" * lb
            elif tag == "delete":
                atags += "-" * la
            elif tag == "insert":
                btags += "+" * lb
            else:
                atags += " " * la
                btags += " " * lb
        atags = _tag_line(aelt, atags)
        btags = _tag_line(belt, btags)
        out.append("- " + aelt)
        if atags:
            out.append("? %s\n" % atags)
        out.append("+ " + belt)
        if btags:
            out.append("? %s\n" % btags)
    else:
        out.append("  " + aelt)
    return out + _fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi, budget)


def _ndiff_with(a, b, budget):
    out = []
    for tag, alo, ahi, blo, bhi in _Matcher(None, a, b).opcodes():
        if tag == "replace":
            out += _fancy_replace(a, alo, ahi, b, blo, bhi, budget)
        elif tag == "delete":
            out += _dump("-", a, alo, ahi)
        elif tag == "insert":
            out += _dump("+", b, blo, bhi)
        else:
            out += _dump(" ", a, alo, ahi)
    return out


def _ndiff(a, b):
    try:
        return _ndiff_with(a, b, [_FANCY_BUDGET])
    except _DiffTooCostly:
        return _ndiff_with(a, b, None)


def _pformat_lines(obj):
    import pprint
    return pprint.pformat(obj).splitlines()


# ---------------------------------------------------------------------------
# Exceptions and decorators
# ---------------------------------------------------------------------------

class SkipTest(Exception):
    """Raise this (or call TestCase.skipTest) to skip the test that is running."""
    __module__ = "unittest.case"


class _ShouldStop(Exception):
    """Stops the test after a failed subtest when failfast is on."""


class _UnexpectedSuccess(Exception):
    pass


def _id(obj):
    return obj


def _is_plain_function(obj):
    # CPython tests isinstance(reason, types.FunctionType); stridelab has no types module.
    return type(obj).__name__ == "function"


def skip(reason):
    """Skip the decorated test (a method or a whole class), with the reason given."""
    def decorator(test_item):
        if not isinstance(test_item, type):
            @functools.wraps(test_item)
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    # `@skip` written without a reason: the function itself came in.
    if _is_plain_function(reason):
        item = reason
        reason = ""
        return decorator(item)
    return decorator


def skipIf(condition, reason):
    if condition:
        return skip(reason)
    return _id


def skipUnless(condition, reason):
    if not condition:
        return skip(reason)
    return _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


# ---------------------------------------------------------------------------
# Running one part of a test (setUp, the test, tearDown, a cleanup, a subtest) and
# recording how it ended.
# ---------------------------------------------------------------------------

def _add_skip(result, test_case, reason):
    add_skip = getattr(result, "addSkip", None)
    if add_skip is not None:
        add_skip(test_case, reason)
    elif _warnings is not None:
        _warnings.warn("TestResult has no addSkip method, skips not reported",
                       RuntimeWarning, 2)
        result.addSuccess(test_case)


def _add_error(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


class _PartExecutor:
    # A context manager rather than CPython's generator: catching every exception in
    # __exit__ is plain code, with no throw() into a generator.
    def __init__(self, outcome, test_case, subtest):
        self.outcome = outcome
        self.test_case = test_case
        self.subtest = subtest

    def __enter__(self):
        self.old_success = self.outcome.success
        self.outcome.success = True
        return None

    def __exit__(self, exc_type, exc, tb):
        outcome = self.outcome
        handled = True
        if exc_type is None:
            if self.subtest and outcome.success:
                outcome.result.addSubTest(self.test_case.test_case, self.test_case, None)
        elif issubclass(exc_type, KeyboardInterrupt):
            handled = False
        elif issubclass(exc_type, SkipTest):
            outcome.success = False
            _add_skip(outcome.result, self.test_case, str(exc))
        elif issubclass(exc_type, _ShouldStop):
            pass
        else:
            if exc is None:
                exc = exc_type()
            exc_info = (exc_type, exc, tb)
            if outcome.expecting_failure:
                outcome.expectedFailure = exc_info
            else:
                outcome.success = False
                if self.subtest:
                    outcome.result.addSubTest(self.test_case.test_case, self.test_case, exc_info)
                else:
                    _add_error(outcome.result, self.test_case, exc_info)
        outcome.success = outcome.success and self.old_success
        return handled


class _Outcome:
    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, "addSubTest")
        self.success = True
        self.expectedFailure = None

    def testPartExecutor(self, test_case, subTest=False):
        return _PartExecutor(self, test_case, subTest)


# ---------------------------------------------------------------------------
# assertRaises / assertWarns context managers
# ---------------------------------------------------------------------------

class _AssertRaisesBaseContext:
    def __init__(self, expected, test_case, expected_regex=None):
        self.expected = expected
        self.test_case = test_case
        if expected_regex is not None:
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)

    def handle(self, name, args, kwargs):
        # assertRaises(E) alone gives the context manager; assertRaises(E, f, *args)
        # calls f inside it.
        if not _is_subtype(self.expected, self._base_type):
            raise TypeError("%s() arg 1 must be %s" % (name, self._base_type_str))
        if not args:
            self.msg = kwargs.pop("msg", None)
            if kwargs:
                raise TypeError("%r is an invalid keyword argument for this function"
                                % (next(iter(kwargs)),))
            return self
        callable_obj = args[0]
        args = args[1:]
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)
        return None

    def _expected_name(self):
        try:
            return self.expected.__name__
        except AttributeError:
            return str(self.expected)


class _AssertRaisesContext(_AssertRaisesBaseContext):
    _base_type = BaseException
    _base_type_str = "an exception type or tuple of exception types"

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(self._expected_name(), self.obj_name))
            else:
                self._raiseFailure("{} not raised".format(self._expected_name()))
        if not issubclass(exc_type, self.expected):
            return False  # someone else's exception: let it through
        if exc_value is None:
            exc_value = exc_type()
        self.exception = exc_value
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(exc_value)))
        return True


class _AssertWarnsContext(_AssertRaisesBaseContext):
    _base_type = Warning
    _base_type_str = "a warning type or tuple of warning types"

    def __enter__(self):
        if _warnings is None:
            raise RuntimeError("assertWarns needs the warnings module")
        # Forget the warnings already shown once, so that they can come again here.
        for mod in list(sys.modules.values()):
            if getattr(mod, "__warningregistry__", None):
                mod.__warningregistry__ = {}
        registries = getattr(_warnings, "_registries", None)
        if isinstance(registries, dict):
            registries.clear()
        self.warnings_manager = _warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        _warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False  # an exception in the block goes on
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return False
        if first_matching is not None:
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(first_matching)))
        if self.obj_name:
            self._raiseFailure("{} not triggered by {}".format(self._expected_name(), self.obj_name))
        self._raiseFailure("{} not triggered".format(self._expected_name()))


class _SubTestContext:
    # `with self.subTest(...)`: a failure inside is recorded for the subtest and the test
    # method goes on after the block.
    def __init__(self, test_case, msg, params):
        self.test_case = test_case
        self.msg = msg
        self.params = params
        self.active = False

    def __enter__(self):
        tc = self.test_case
        outcome = tc._outcome
        if outcome is None or not outcome.result_supports_subtests:
            return None
        self.active = True
        self.parent = tc._subtest
        # The innermost subtest's parameters come first, then the enclosing ones it does
        # not override (CPython's _OrderedChainMap order).
        params = dict(self.params)
        if self.parent is not None:
            for k, v in self.parent.params.items():
                if k not in params:
                    params[k] = v
        tc._subtest = _SubTest(tc, self.msg, params)
        self.executor = outcome.testPartExecutor(tc._subtest, subTest=True)
        self.executor.__enter__()
        return None

    def __exit__(self, exc_type, exc, tb):
        if not self.active:
            return False
        tc = self.test_case
        try:
            handled = self.executor.__exit__(exc_type, exc, tb)
            if not handled:
                return False
            outcome = tc._outcome
            if not outcome.success:
                result = outcome.result
                if result is not None and getattr(result, "failfast", False):
                    raise _ShouldStop
            elif outcome.expectedFailure:
                # An expected failure happened: the rest of the test need not run.
                raise _ShouldStop
            return True
        finally:
            tc._subtest = self.parent


_subtest_msg_sentinel = object()


# ---------------------------------------------------------------------------
# TestCase
# ---------------------------------------------------------------------------

class TestCase:
    """A test: one test method of a TestCase subclass, with its fixtures."""
    __module__ = "unittest.case"

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16       # longer strings are compared without a diff
    _class_cleanups = []           # shared, as in CPython

    def __init__(self, methodName="runTest"):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = "No test"
        try:
            test_method = getattr(self, methodName)
        except AttributeError:
            if methodName != "runTest":
                # runTest may be missing: a TestCase made only to call its asserts.
                raise ValueError("no such test method in %s: %s" % (self.__class__, methodName))
        else:
            self._testMethodDoc = getattr(test_method, "__doc__", None)
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, "assertDictEqual")
        self.addTypeEqualityFunc(list, "assertListEqual")
        self.addTypeEqualityFunc(tuple, "assertTupleEqual")
        self.addTypeEqualityFunc(set, "assertSetEqual")
        self.addTypeEqualityFunc(frozenset, "assertSetEqual")
        self.addTypeEqualityFunc(str, "assertMultiLineEqual")

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        return _enter_context(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        return _enter_context(cm, cls.addClassCleanup)

    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        # 3.11 shows the full id in parentheses: "test_x (__main__.T.test_x)".
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__), self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        add = getattr(result, "addExpectedFailure", None)
        if add is not None:
            add(self, exc_info)
        else:
            if _warnings is not None:
                _warnings.warn("TestResult has no addExpectedFailure method, reporting as passes",
                               RuntimeWarning)
            result.addSuccess(self)

    def _addUnexpectedSuccess(self, result):
        add = getattr(result, "addUnexpectedSuccess", None)
        if add is not None:
            add(self)
        else:
            if _warnings is not None:
                _warnings.warn("TestResult has no addUnexpectedSuccess method, reporting as failure",
                               RuntimeWarning)
            try:
                raise _UnexpectedSuccess(None)
            except _UnexpectedSuccess as e:
                result.addFailure(self, (type(e), e, None))

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        if method() is not None and _warnings is not None:
            _warnings.warn("It is deprecated to return a value that is not None from a "
                           "test case (%s)" % (method,), DeprecationWarning, stacklevel=3)

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
            start_run = getattr(result, "startTestRun", None)
            stop_run = getattr(result, "stopTestRun", None)
            if start_run is not None:
                start_run()
        else:
            stop_run = None
        result.startTest(self)
        try:
            method = getattr(self, self._testMethodName)
            if (getattr(self.__class__, "__unittest_skip__", False) or
                    getattr(method, "__unittest_skip__", False)):
                why = (getattr(self.__class__, "__unittest_skip_why__", "") or
                       getattr(method, "__unittest_skip_why__", ""))
                _add_skip(result, self, why)
                return result
            expecting_failure = (getattr(self, "__unittest_expecting_failure__", False) or
                                 getattr(method, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                with outcome.testPartExecutor(self):
                    self._callSetUp()
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    with outcome.testPartExecutor(self):
                        self._callTestMethod(method)
                    outcome.expecting_failure = False
                    with outcome.testPartExecutor(self):
                        self._callTearDown()
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result, outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stop_run is not None:
                stop_run()

    def doCleanups(self):
        outcome = self._outcome or _Outcome()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            with outcome.testPartExecutor(self):
                self._callCleanup(function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception as e:
                cls.tearDown_exceptions.append((type(e), e, None))

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the test without a result: exceptions reach the caller."""
        method = getattr(self, self._testMethodName)
        if (getattr(self.__class__, "__unittest_skip__", False) or
                getattr(method, "__unittest_skip__", False)):
            why = (getattr(self.__class__, "__unittest_skip_why__", "") or
                   getattr(method, "__unittest_skip_why__", ""))
            raise SkipTest(why)
        self._callSetUp()
        self._callTestMethod(method)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    # -- message building ---------------------------------------------------

    def _formatMessage(self, msg, standardMsg):
        # longMessage: the user's msg is added after the standard one; otherwise it
        # replaces it.
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return "%s : %s" % (standardMsg, msg)

    def _truncateMessage(self, message, diff):
        max_diff = self.maxDiff
        if max_diff is None or len(diff) <= max_diff:
            return message + diff
        return message + ("\nDiff is %d characters long. "
                          "Set self.maxDiff to None to see it." % len(diff))

    # -- truth and identity -------------------------------------------------

    def assertFalse(self, expr, msg=None):
        if expr:
            self.fail(self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def assertTrue(self, expr, msg=None):
        if not expr:
            self.fail(self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self.fail(self._formatMessage(msg, "%s is not %s" % (safe_repr(expr1), safe_repr(expr2))))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self.fail(self._formatMessage(msg, "unexpectedly identical: %s" % (safe_repr(expr1),)))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(msg, "%s is not None" % (safe_repr(obj),)))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, "unexpectedly None"))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self.fail(self._formatMessage(msg, "%s not found in %s" % (safe_repr(member), safe_repr(container))))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self.fail(self._formatMessage(msg, "%s unexpectedly found in %s" % (
                safe_repr(member), safe_repr(container))))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(msg, "%s is not an instance of %r" % (safe_repr(obj), cls)))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(msg, "%s is an instance of %r" % (safe_repr(obj), cls)))

    # -- exceptions and warnings ----------------------------------------------

    def assertRaises(self, expected_exception, *args, **kwargs):
        context = _AssertRaisesContext(expected_exception, self)
        return context.handle("assertRaises", args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        context = _AssertRaisesContext(expected_exception, self, expected_regex)
        return context.handle("assertRaisesRegex", args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        context = _AssertWarnsContext(expected_warning, self)
        return context.handle("assertWarns", args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        context = _AssertWarnsContext(expected_warning, self, expected_regex)
        return context.handle("assertWarnsRegex", args, kwargs)

    def assertLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=True)

    # -- equality -------------------------------------------------------------

    def _getAssertEqualityFunc(self, first, second):
        # A type-specific comparison (with a better message) only when both have
        # exactly the same type.
        if type(first) == type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        # `not first == second` (not `!=`): a tensor's == gives a tensor, and its truth
        # value raises for more than one element, as it does in CPython.
        if not first == second:
            standardMsg = "%s != %s" % _common_shorten_repr(first, second)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertEqual(self, first, second, msg=None):
        assertion_func = self._getAssertEqualityFunc(first, second)
        assertion_func(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            self.fail(self._formatMessage(msg, "%s == %s" % (safe_repr(first), safe_repr(second))))

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return  # also covers equal infinities
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = "%s != %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = "%s != %s within %r places (%s difference)" % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        self.fail(self._formatMessage(msg, standardMsg))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = "%s == %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = "%s == %s within %r places" % (safe_repr(first), safe_repr(second), places)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        if seq_type is not None:
            seq_type_name = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException("First sequence is not a %s: %s" % (seq_type_name, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException("Second sequence is not a %s: %s" % (seq_type_name, safe_repr(seq2)))
        else:
            seq_type_name = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = "First %s has no length.    Non-sequence?" % seq_type_name
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = "Second %s has no length.    Non-sequence?" % seq_type_name
        if differing is None:
            if seq1 == seq2:
                return
            differing = "%ss differ: %s != %s\n" % ((seq_type_name.capitalize(),) +
                                                    _common_shorten_repr(seq1, seq2))
            found = False
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += "\nUnable to index element %d of first %s\n" % (i, seq_type_name)
                    found = True
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += "\nUnable to index element %d of second %s\n" % (i, seq_type_name)
                    found = True
                    break
                if item1 != item2:
                    differing += "\nFirst differing element %d:\n%s\n%s\n" % (
                        (i,) + _common_shorten_repr(item1, item2))
                    found = True
                    break
            if not found and len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                return  # same elements, different sequence types: equal enough
            if len1 > len2:
                differing += "\nFirst %s contains %d additional elements.\n" % (seq_type_name, len1 - len2)
                try:
                    differing += "First extra element %d:\n%s\n" % (len2, safe_repr(seq1[len2]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += "Unable to index element %d of first %s\n" % (len2, seq_type_name)
            elif len1 < len2:
                differing += "\nSecond %s contains %d additional elements.\n" % (seq_type_name, len2 - len1)
                try:
                    differing += "First extra element %d:\n%s\n" % (len1, safe_repr(seq2[len1]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += "Unable to index element %d of second %s\n" % (len1, seq_type_name)
        standardMsg = differing
        diffMsg = "\n" + "\n".join(_ndiff(_pformat_lines(seq1), _pformat_lines(seq2)))
        standardMsg = self._truncateMessage(standardMsg, diffMsg)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail("invalid type when attempting set difference: %s" % e)
        except AttributeError as e:
            self.fail("first argument does not support set difference: %s" % e)
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail("invalid type when attempting set difference: %s" % e)
        except AttributeError as e:
            self.fail("second argument does not support set difference: %s" % e)
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append("Items in the first set but not the second:")
            for item in difference1:
                lines.append(repr(item))
        if difference2:
            lines.append("Items in the second set but not the first:")
            for item in difference2:
                lines.append(repr(item))
        self.fail(self._formatMessage(msg, "\n".join(lines)))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, "First argument is not a dictionary")
        self.assertIsInstance(d2, dict, "Second argument is not a dictionary")
        if d1 != d2:
            standardMsg = "%s != %s" % _common_shorten_repr(d1, d2)
            diff = "\n" + "\n".join(_ndiff(_pformat_lines(d1), _pformat_lines(d2)))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertCountEqual(self, first, second, msg=None):
        """The same elements, the same number of times each, in any order."""
        first_seq, second_seq = list(first), list(second)
        try:
            first_counts = collections.Counter(first_seq)
            second_counts = collections.Counter(second_seq)
        except TypeError:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        else:
            if first_counts == second_counts:
                return
            differences = _count_diff_hashable(first_seq, second_seq)
        if differences:
            standardMsg = "Element counts were not equal:\n"
            lines = ["First has %d, Second has %d:  %r" % diff for diff in differences]
            diffMsg = "\n".join(lines)
            standardMsg = self._truncateMessage(standardMsg, diffMsg)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, "First argument is not a string")
        self.assertIsInstance(second, str, "Second argument is not a string")
        if first != second:
            # Very long strings: a diff would take too long; the short form only.
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            firstlines = first.splitlines(True)
            secondlines = second.splitlines(True)
            if len(firstlines) == 1 and first.strip("\r\n") == first:
                firstlines = [first + "\n"]
                secondlines = [second + "\n"]
            standardMsg = "%s != %s" % _common_shorten_repr(first, second)
            diff = "\n" + "".join(_ndiff(firstlines, secondlines))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    # -- ordering ---------------------------------------------------------------

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self.fail(self._formatMessage(msg, "%s not less than %s" % (safe_repr(a), safe_repr(b))))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self.fail(self._formatMessage(msg, "%s not less than or equal to %s" % (safe_repr(a), safe_repr(b))))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self.fail(self._formatMessage(msg, "%s not greater than %s" % (safe_repr(a), safe_repr(b))))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self.fail(self._formatMessage(msg, "%s not greater than or equal to %s" % (safe_repr(a), safe_repr(b))))

    # -- regular expressions ------------------------------------------------------

    def assertRegex(self, text, expected_regex, msg=None):
        if isinstance(expected_regex, str):
            assert expected_regex, "expected_regex must not be empty."
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        if isinstance(unexpected_regex, str):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = "Regex matched: %r matches %r in %r" % (
                text[match.start():match.end()], unexpected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))


def _deprecated_alias(name, original):
    # The old spellings 3.11 still accepts, with a DeprecationWarning.
    def alias(self, *args, **kwargs):
        if _warnings is not None:
            _warnings.warn("Please use {0} instead.".format(original), DeprecationWarning, 2)
        return getattr(self, original)(*args, **kwargs)
    alias.__name__ = name
    return alias


for _old, _new in (("failUnlessEqual", "assertEqual"), ("assertEquals", "assertEqual"),
                   ("failIfEqual", "assertNotEqual"), ("assertNotEquals", "assertNotEqual"),
                   ("failUnlessAlmostEqual", "assertAlmostEqual"),
                   ("assertAlmostEquals", "assertAlmostEqual"),
                   ("failIfAlmostEqual", "assertNotAlmostEqual"),
                   ("assertNotAlmostEquals", "assertNotAlmostEqual"),
                   ("failUnless", "assertTrue"), ("assert_", "assertTrue"),
                   ("failUnlessRaises", "assertRaises"), ("failIf", "assertFalse"),
                   ("assertRaisesRegexp", "assertRaisesRegex"),
                   ("assertRegexpMatches", "assertRegex"),
                   ("assertNotRegexpMatches", "assertNotRegex")):
    setattr(TestCase, _old, _deprecated_alias(_old, _new))


def _enter_context(cm, addcleanup):
    cls = type(cm)
    enter = getattr(cls, "__enter__", None)
    exit_ = getattr(cls, "__exit__", None)
    if enter is None or exit_ is None:
        raise TypeError("'%s.%s' object does not support the context manager protocol"
                        % (getattr(cls, "__module__", "builtins"), _qualname(cls)))
    result = enter(cm)
    addcleanup(exit_, cm, None, None, None)
    return result


class _SubTest(TestCase):
    __module__ = "unittest.case"

    def __init__(self, test_case, message, params):
        TestCase.__init__(self)
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append("[{}]".format(self._message))
        if self.params:
            parts.append("({})".format(", ".join("{}={!r}".format(k, v) for k, v in self.params.items())))
        return " ".join(parts) or "(<subtest>)"

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())


class FunctionTestCase(TestCase):
    """A plain function run as a test, with optional setUp/tearDown functions."""
    __module__ = "unittest.case"

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        TestCase.__init__(self)
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and self._tearDownFunc == other._tearDownFunc
                and self._testFunc == other._testFunc and self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc, self._testFunc, self._description))

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


class IsolatedAsyncioTestCase(TestCase):
    # Named for imports only: stridelab has no asyncio to run coroutine tests.
    __module__ = "unittest.async_case"


# ---------------------------------------------------------------------------
# assertLogs (over stridelab's logging module)
# ---------------------------------------------------------------------------

class _CapturingHandler:
    def __init__(self):
        self.records = []
        self.output = []


class _AssertLogsContext:
    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        self.test_case = test_case
        self.logger_name = logger_name
        self.no_logs = no_logs
        self.msg = None
        import logging
        self._logging = logging
        if level:
            self.level = logging._nameToLevel.get(level, level) if hasattr(logging, "_nameToLevel") else level
            if isinstance(self.level, str):
                self.level = getattr(logging, self.level)
        else:
            self.level = logging.INFO

    def __enter__(self):
        logging = self._logging
        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        watcher = _CapturingHandler()
        level = self.level
        formatter = logging.Formatter(self.LOGGING_FORMAT)

        class _Handler(logging.Handler):
            def emit(self, record):
                watcher.records.append(record)
                watcher.output.append(formatter.format(record))

        handler = _Handler()
        handler.setLevel(level)
        self.watcher = watcher
        self.old_handlers = logger.handlers[:]
        self.old_level = logger.level
        self.old_propagate = logger.propagate
        logger.handlers = [handler]
        logger.setLevel(level)
        logger.propagate = False
        if self.no_logs:
            return None
        return watcher

    def __exit__(self, exc_type, exc_value, tb):
        self.logger.handlers = self.old_handlers
        self.logger.propagate = self.old_propagate
        self.logger.setLevel(self.old_level)
        if exc_type is not None:
            return False
        name = self._logging.getLevelName(self.level)
        if self.no_logs:
            if len(self.watcher.records) > 0:
                self._raiseFailure("Unexpected logs found: {!r}".format(self.watcher.output))
        elif len(self.watcher.records) == 0:
            self._raiseFailure("no logs of level {} or higher triggered on {}".format(
                name, self.logger.name))
        return False

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)


# ---------------------------------------------------------------------------
# TestResult
# ---------------------------------------------------------------------------

class TestResult:
    """Collects what happened: counts and the formatted failures and errors."""
    __module__ = "unittest.result"

    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._mirrorOutput = False

    def printErrors(self):
        pass

    def startTest(self, test):
        self.testsRun += 1
        self._mirrorOutput = False

    def startTestRun(self):
        pass

    def stopTest(self, test):
        self._mirrorOutput = False

    def stopTestRun(self):
        pass

    def _setupStdout(self):
        pass

    def _restoreStdout(self):
        pass

    def _stop_if_failfast(self):
        if getattr(self, "failfast", False):
            self.stop()

    def addError(self, test, err):
        self._stop_if_failfast()
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addFailure(self, test, err):
        self._stop_if_failfast()
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        if err is not None:
            self._stop_if_failfast()
            if issubclass(err[0], test.failureException):
                errors = self.failures
            else:
                errors = self.errors
            errors.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self._stop_if_failfast()
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        # An unexpected success counts against the run (since Python 3.4).
        return (len(self.failures) == len(self.errors) == 0 and
                (not hasattr(self, "unexpectedSuccesses") or len(self.unexpectedSuccesses) == 0))

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        return _exc_info_to_string(err)

    def __repr__(self):
        return "<%s run=%i errors=%i failures=%i>" % (
            strclass(self.__class__), self.testsRun, len(self.errors), len(self.failures))


# ---------------------------------------------------------------------------
# TestSuite
# ---------------------------------------------------------------------------

class _ErrorHolder:
    """Stands for a class or module fixture that failed, in the lists of errors."""
    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return "<ErrorHolder description=%r>" % (self.description,)

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


def _is_not_suite(test):
    try:
        iter(test)
    except TypeError:
        return True
    return False


def _call_if_exists(parent, attr):
    func = getattr(parent, attr, None)
    if func is not None:
        func()


# Namespaces main() loaded tests from, by module name: stridelab's sys.modules does not
# hold the script, and setUpModule/tearDownModule are looked up there.
_module_namespaces = {}


def _module_attr(module_name, attr):
    ns = _module_namespaces.get(module_name)
    if ns is not None:
        return ns.get(attr)
    module = sys.modules.get(module_name)
    if module is None:
        return None
    return getattr(module, attr, None)


class BaseTestSuite:
    """A list of tests (cases or suites), run in order."""
    __module__ = "unittest.suite"
    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (strclass(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        cases = self._removed_tests
        for test in self:
            if test:
                cases += test.countTestCases()
        return cases

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (TestCase, BaseTestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated "
                            "before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def run(self, result):
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            test(result)
            if self._cleanup:
                self._removeTestAtIndex(index)
        return result

    def _removeTestAtIndex(self, index):
        # A test that has run is dropped (to free memory) but still counted.
        test = self._tests[index]
        if hasattr(test, "countTestCases"):
            self._removed_tests += test.countTestCases()
        self._tests[index] = None

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()


class TestSuite(BaseTestSuite):
    """A suite that also runs the class and module fixtures (setUpClass, setUpModule...)
    around the tests it holds."""
    __module__ = "unittest.suite"

    def run(self, result, debug=False):
        top_level = False
        if getattr(result, "_testRunEntered", False) is False:
            result._testRunEntered = top_level = True
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            if _is_not_suite(test):
                self._tearDownPreviousClass(test, result)
                self._handleModuleFixture(test, result)
                self._handleClassSetUp(test, result)
                result._previousTestClass = test.__class__
                if (getattr(test.__class__, "_classSetupFailed", False) or
                        getattr(result, "_moduleSetUpFailed", False)):
                    continue
            if not debug:
                test(result)
            else:
                test.debug()
            if self._cleanup:
                self._removeTestAtIndex(index)
        if top_level:
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._testRunEntered = False
        return result

    def debug(self):
        self.run(_DebugResult(), True)

    def _handleClassSetUp(self, test, result):
        previous = getattr(result, "_previousTestClass", None)
        current = test.__class__
        if current == previous:
            return
        if result._moduleSetUpFailed:
            return
        if getattr(current, "__unittest_skip__", False):
            return
        failed = False
        current._classSetupFailed = False
        setUpClass = getattr(current, "setUpClass", None)
        doClassCleanups = getattr(current, "doClassCleanups", None)
        if setUpClass is None:
            return
        class_name = strclass(current)
        try:
            setUpClass()
        except Exception as e:
            if isinstance(result, _DebugResult):
                raise
            failed = True
            current._classSetupFailed = True
            self._createClassOrModuleLevelException(result, e, "setUpClass", class_name,
                                                    (type(e), e, None))
        if failed and doClassCleanups is not None:
            doClassCleanups()
            for exc_info in current.tearDown_exceptions:
                self._createClassOrModuleLevelException(result, exc_info[1], "setUpClass",
                                                        class_name, exc_info)

    def _get_previous_module(self, result):
        previous_class = getattr(result, "_previousTestClass", None)
        if previous_class is not None:
            return previous_class.__module__
        return None

    def _handleModuleFixture(self, test, result):
        previous_module = self._get_previous_module(result)
        current_module = test.__class__.__module__
        if current_module == previous_module:
            return
        self._handleModuleTearDown(result)
        result._moduleSetUpFailed = False
        setUpModule = _module_attr(current_module, "setUpModule")
        if setUpModule is None:
            return
        try:
            setUpModule()
        except Exception as e:
            if isinstance(result, _DebugResult):
                raise
            result._moduleSetUpFailed = True
            self._createClassOrModuleLevelException(result, e, "setUpModule", current_module,
                                                    (type(e), e, None))
        if result._moduleSetUpFailed:
            doModuleCleanups()

    def _createClassOrModuleLevelException(self, result, exc, method_name, parent, info=None):
        error_name = "%s (%s)" % (method_name, parent)
        self._addClassOrModuleLevelException(result, exc, error_name, info)

    def _addClassOrModuleLevelException(self, result, exception, errorName, info=None):
        error = _ErrorHolder(errorName)
        add_skip = getattr(result, "addSkip", None)
        if add_skip is not None and isinstance(exception, SkipTest):
            add_skip(error, str(exception))
        else:
            result.addError(error, info or (type(exception), exception, None))

    def _handleModuleTearDown(self, result):
        previous_module = self._get_previous_module(result)
        if previous_module is None:
            return
        if result._moduleSetUpFailed:
            return
        tearDownModule = _module_attr(previous_module, "tearDownModule")
        if tearDownModule is not None:
            try:
                tearDownModule()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(result, e, "tearDownModule",
                                                        previous_module, (type(e), e, None))
        try:
            doModuleCleanups()
        except Exception as e:
            if isinstance(result, _DebugResult):
                raise
            self._createClassOrModuleLevelException(result, e, "tearDownModule",
                                                    previous_module, (type(e), e, None))

    def _tearDownPreviousClass(self, test, result):
        previous = getattr(result, "_previousTestClass", None)
        current = test.__class__
        if current == previous or previous is None:
            return
        if getattr(previous, "_classSetupFailed", False):
            return
        if getattr(result, "_moduleSetUpFailed", False):
            return
        if getattr(previous, "__unittest_skip__", False):
            return
        tearDownClass = getattr(previous, "tearDownClass", None)
        doClassCleanups = getattr(previous, "doClassCleanups", None)
        if tearDownClass is None and doClassCleanups is None:
            return
        class_name = strclass(previous)
        if tearDownClass is not None:
            try:
                tearDownClass()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(result, e, "tearDownClass", class_name,
                                                        (type(e), e, None))
        if doClassCleanups is not None:
            doClassCleanups()
            for exc_info in previous.tearDown_exceptions:
                if isinstance(result, _DebugResult):
                    raise exc_info[1]
                self._createClassOrModuleLevelException(result, exc_info[1], "tearDownClass",
                                                        class_name, exc_info)


class _DebugResult:
    """What TestSuite.debug() runs with: exceptions are raised, not recorded."""
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


# Module-level cleanups (addModuleCleanup), run after tearDownModule.
_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    return _enter_context(cm, addModuleCleanup)


def doModuleCleanups():
    exceptions = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            exceptions.append(exc)
    # Like CPython, only the first exception is raised.
    if exceptions:
        raise exceptions[0]


# ---------------------------------------------------------------------------
# TestLoader
# ---------------------------------------------------------------------------

def _glob_to_regex(pattern):
    # fnmatch's translation, for the -k patterns of main().
    out = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        i += 1
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            j = pattern.find("]", i + 1 if i < len(pattern) and pattern[i] == "!" else i)
            if j < 0:
                out.append("\\[")
            else:
                body = pattern[i:j]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append("[" + body.replace("\\", "\\\\") + "]")
                i = j + 1
        else:
            out.append(re.escape(c))
    return "(?s:" + "".join(out) + ")$"


def _fnmatchcase(name, pattern):
    return re.match(_glob_to_regex(pattern), name) is not None


def _namespace_items(module):
    # (name, value) pairs of a module or of a namespace dict, in dir()'s sorted order.
    if isinstance(module, dict):
        return sorted(module.items(), key=lambda kv: kv[0])
    try:
        d = module.__dict__
    except AttributeError:
        d = {}
    return sorted(d.items(), key=lambda kv: kv[0])


def _class_attr_names(cls):
    # dir(cls) for a class: its names and its bases', sorted.
    names = set()
    for klass in getattr(cls, "__mro__", (cls,)):
        if klass is object:
            continue
        try:
            names.update(klass.__dict__.keys())
        except AttributeError:
            pass
    return sorted(names)


class TestLoader:
    """Makes suites from TestCase classes, modules and names."""
    __module__ = "unittest.loader"

    testMethodPrefix = "test"
    sortTestMethodsUsing = staticmethod(three_way_cmp)
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        self.errors = []

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, BaseTestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. "
                            "Maybe you meant to derive from TestCase?")
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, "runTest"):
            names = ["runTest"]
        return self.suiteClass([testCaseClass(n) for n in names])

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        tests = []
        load_tests = None
        for name, obj in _namespace_items(module):
            if isinstance(obj, type) and issubclass(obj, TestCase) and obj not in _internal_cases:
                tests.append(self.loadTestsFromTestCase(obj))
            if name == "load_tests":
                load_tests = obj
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                self.errors.append("Failed to call load_tests:\n" + _exc_info_to_string((type(e), e, None)))
                raise
        return tests

    def loadTestsFromName(self, name, module=None):
        # Dotted names looked up from `module` (a module or a globals dict).
        parts = name.split(".")
        if module is None:
            raise ImportError("stridelab's unittest loads names from a given module only: %r" % name)
        obj = module
        parent = None
        for part in parts:
            parent = obj
            if isinstance(obj, dict):
                if part not in obj:
                    raise AttributeError("module '__main__' has no attribute '%s'" % part)
                obj = obj[part]
            else:
                obj = getattr(obj, part)
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if (_is_plain_function(obj) and isinstance(parent, type) and issubclass(parent, TestCase)):
            inst = parent(parts[-1])
            return self.suiteClass([inst])
        if isinstance(obj, BaseTestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, BaseTestSuite):
                return test
            if isinstance(test, TestCase):
                return self.suiteClass([test])
            raise TypeError("calling %s returned %s, not a test" % (obj, test))
        raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(name, module) for name in names])

    def getTestCaseNames(self, testCaseClass):
        prefix = self.testMethodPrefix

        def wanted(attrname):
            if not attrname.startswith(prefix):
                return False
            if not callable(getattr(testCaseClass, attrname)):
                return False
            full = "%s.%s.%s" % (testCaseClass.__module__, _qualname(testCaseClass), attrname)
            return (self.testNamePatterns is None or
                    any(_fnmatchcase(full, p) for p in self.testNamePatterns))

        names = [n for n in _class_attr_names(testCaseClass) if wanted(n)]
        if self.sortTestMethodsUsing:
            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names

    def discover(self, start_dir, pattern="test*.py", top_level_dir=None):
        raise NotImplementedError("stridelab cannot import test files: discover() is not available")


defaultTestLoader = TestLoader()

# Classes of this module that hold no tests of a script (they are skipped when a script's
# globals are searched, which holds them when the module's source is inlined).
_internal_cases = (_SubTest, FunctionTestCase, IsolatedAsyncioTestCase)


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=three_way_cmp, testNamePatterns=None):
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns).getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix="test", sortUsing=three_way_cmp, suiteClass=TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix="test", sortUsing=three_way_cmp, suiteClass=TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)


# ---------------------------------------------------------------------------
# TextTestRunner
# ---------------------------------------------------------------------------

class _WritelnDecorator:
    """A stream with writeln()."""

    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ("stream", "__getstate__"):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def write(self, arg):
        return self.stream.write(arg)

    def flush(self):
        flush = getattr(self.stream, "flush", None)
        if flush is not None:
            flush()

    def writeln(self, arg=None):
        if arg:
            self.write(arg)
        self.write("\n")


class TextTestResult(TestResult):
    """Prints progress (dots, or one line per test) and the failure report."""
    __module__ = "unittest.runner"

    separator1 = "=" * 70
    separator2 = "-" * 70

    def __init__(self, stream, descriptions, verbosity):
        TestResult.__init__(self, stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions
        self._newline = True

    def getDescription(self, test):
        doc_first_line = test.shortDescription()
        if self.descriptions and doc_first_line:
            return "\n".join((str(test), doc_first_line))
        return str(test)

    def startTest(self, test):
        TestResult.startTest(self, test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()
            self._newline = False

    def _write_status(self, test, status):
        # A subtest's status goes on a line of its own, under its test's.
        is_subtest = isinstance(test, _SubTest)
        if is_subtest or self._newline:
            if not self._newline:
                self.stream.writeln()
            if is_subtest:
                self.stream.write("  ")
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
        self.stream.writeln(status)
        self.stream.flush()
        self._newline = True

    def _progress(self, test, status, char):
        if self.showAll:
            self._write_status(test, status)
        elif self.dots:
            self.stream.write(char)
            self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], subtest.failureException)
            if self.showAll:
                self._write_status(subtest, "FAIL" if failed else "ERROR")
            elif self.dots:
                self.stream.write("F" if failed else "E")
                self.stream.flush()
        TestResult.addSubTest(self, test, subtest, err)

    def addSuccess(self, test):
        TestResult.addSuccess(self, test)
        self._progress(test, "ok", ".")

    def addError(self, test, err):
        TestResult.addError(self, test, err)
        self._progress(test, "ERROR", "E")

    def addFailure(self, test, err):
        TestResult.addFailure(self, test, err)
        self._progress(test, "FAIL", "F")

    def addSkip(self, test, reason):
        TestResult.addSkip(self, test, reason)
        self._progress(test, "skipped {0!r}".format(reason), "s")

    def addExpectedFailure(self, test, err):
        TestResult.addExpectedFailure(self, test, err)
        if self.showAll:
            self.stream.writeln("expected failure")
            self.stream.flush()
        elif self.dots:
            self.stream.write("x")
            self.stream.flush()

    def addUnexpectedSuccess(self, test):
        TestResult.addUnexpectedSuccess(self, test)
        if self.showAll:
            self.stream.writeln("unexpected success")
            self.stream.flush()
        elif self.dots:
            self.stream.write("u")
            self.stream.flush()

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self.printErrorList("ERROR", self.errors)
        self.printErrorList("FAIL", self.failures)
        unexpected = getattr(self, "unexpectedSuccesses", ())
        if unexpected:
            self.stream.writeln(self.separator1)
            for test in unexpected:
                self.stream.writeln("UNEXPECTED SUCCESS: %s" % self.getDescription(test))
            self.stream.flush()

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln("%s: %s" % (flavour, self.getDescription(test)))
            self.stream.writeln(self.separator2)
            self.stream.writeln("%s" % err)
            self.stream.flush()


class TextTestRunner:
    """Runs a suite and writes its report to a stream (sys.stderr by default)."""
    __module__ = "unittest.runner"
    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False,
                 buffer=False, resultclass=None, warnings=None, *, tb_locals=False):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        result = self._makeResult()
        result.failfast = self.failfast
        result.buffer = self.buffer
        result.tb_locals = self.tb_locals
        manager = None
        if self.warnings and _warnings is not None:
            # As CPython: the run gets its own warning filters.
            manager = _warnings.catch_warnings()
            manager.__enter__()
            _warnings.simplefilter(self.warnings)
        try:
            start = time.perf_counter()
            start_run = getattr(result, "startTestRun", None)
            if start_run is not None:
                start_run()
            try:
                test(result)
            finally:
                stop_run = getattr(result, "stopTestRun", None)
                if stop_run is not None:
                    stop_run()
            taken = time.perf_counter() - start
        finally:
            if manager is not None:
                manager.__exit__(None, None, None)
        result.printErrors()
        if hasattr(result, "separator2"):
            self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" % (run, "s" if run != 1 else "", taken))
        self.stream.writeln()
        expected_fails = len(getattr(result, "expectedFailures", ()))
        unexpected = len(getattr(result, "unexpectedSuccesses", ()))
        skipped = len(getattr(result, "skipped", ()))
        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            if result.failures:
                infos.append("failures=%d" % len(result.failures))
            if result.errors:
                infos.append("errors=%d" % len(result.errors))
        else:
            self.stream.write("OK")
        if skipped:
            infos.append("skipped=%d" % skipped)
        if expected_fails:
            infos.append("expected failures=%d" % expected_fails)
        if unexpected:
            infos.append("unexpected successes=%d" % unexpected)
        if infos:
            self.stream.writeln(" (%s)" % (", ".join(infos),))
        else:
            self.stream.write("\n")
        self.stream.flush()
        return result


# Ctrl-C handling is not modelled (no signals in stridelab); these keep scripts working.
def installHandler():
    pass


def removeHandler(method=None):
    if method is not None:
        return method
    return None


def registerResult(result):
    pass


def removeResult(result):
    return False


# ---------------------------------------------------------------------------
# main
# ---------------------------------------------------------------------------

class TestProgram:
    """unittest.main(): load the script's tests, run them, report, and (by default) exit
    with status 0 or 1."""
    __module__ = "unittest.main"

    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None

    def __init__(self, module="__main__", defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            self.module = self._find_module(module)
        else:
            self.module = module
        if argv is None:
            argv = sys.argv
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        if warnings is None and not getattr(sys, "warnoptions", None):
            self.warnings = "default"
        else:
            self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = (argv[0] if argv else "").rsplit("/", 1)[-1]
        self.parseArgs(argv)
        self.runTests()

    def _find_module(self, name):
        mod = sys.modules.get(name)
        # A module object whose names cannot be listed (no __dict__) is no use to the
        # loader; the script's globals are then taken instead.
        if mod is not None and (name != "__main__" or hasattr(mod, "__dict__")):
            return mod
        if name == "__main__":
            # stridelab: the script is not in sys.modules; its globals are what every
            # frame's f_globals shows.
            try:
                ns = sys._getframe(2).f_globals
            except ValueError:
                ns = sys._getframe(0).f_globals
            _module_namespaces["__main__"] = ns
            return ns
        raise ImportError("No module named '%s'" % name)

    def parseArgs(self, argv):
        # The options of `python script.py [-v] [-q] [-f] [-k PATTERN] [tests...]`.
        self.tests = []
        args = list(argv[1:])
        i = 0
        while i < len(args):
            a = args[i]
            if a in ("-v", "--verbose"):
                self.verbosity = 2
            elif a in ("-q", "--quiet"):
                self.verbosity = 0
            elif a in ("-f", "--failfast"):
                self.failfast = True
            elif a in ("-c", "--catch"):
                self.catchbreak = True
            elif a in ("-b", "--buffer"):
                self.buffer = True
            elif a == "--locals":
                self.tb_locals = True
            elif a == "-k" and i + 1 < len(args):
                i += 1
                pat = args[i]
                if "*" not in pat:
                    pat = "*%s*" % pat
                if self.testNamePatterns is None:
                    self.testNamePatterns = []
                self.testNamePatterns.append(pat)
            elif a.startswith("-k") and len(a) > 2:
                pat = a[2:]
                if "*" not in pat:
                    pat = "*%s*" % pat
                if self.testNamePatterns is None:
                    self.testNamePatterns = []
                self.testNamePatterns.append(pat)
            else:
                self.tests.append(a)
            i += 1
        if self.tests:
            self.testNames = list(self.tests)
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def runTests(self):
        if self.testRunner is None:
            self.testRunner = TextTestRunner
        if isinstance(self.testRunner, type):
            try:
                try:
                    runner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                             buffer=self.buffer, warnings=self.warnings,
                                             tb_locals=self.tb_locals)
                except TypeError:
                    runner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                             buffer=self.buffer, warnings=self.warnings)
            except TypeError:
                runner = self.testRunner()
        else:
            runner = self.testRunner
        self.result = runner.run(self.test)
        if self.exit:
            # CPython exits with the bool `not wasSuccessful()`; an int of the same value
            # is passed here because stridelab ends a script quietly only for a status of
            # None or the int 0 (SystemExit(False) is reported as an error there).
            sys.exit(0 if self.result.wasSuccessful() else 1)


main = TestProgram
