# bytes after review 62: lazy iteration, linear search, hex()/slices from the buffer,
# hex(sep)/fromhex/hash as CPython has them, tensors through __index__, %-formatting,
# the missing methods, unbound methods and codec names
import torch


def err(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


class Idx:
    def __index__(self):
        return 1


class Raw:
    def __bytes__(self):
        return b"RAW"


class NotRaw:
    def __bytes__(self):
        return "x"


# 1. iteration: lazy, and the same items
b = b"hi\x00\xff"
it = iter(b)
repr((type(it).__name__, next(it), next(it), list(it), err(lambda: next(it))))
repr(([c for c in b], sum(b), max(b), sorted(b"bca"), list(enumerate(b"ab"))))
repr((list(zip(b"ab", b"xyz")), [x for x in map(lambda c: c + 1, b"ab")], tuple(b"")))
big = bytes(10**6)
n = 0
for c in big:
    n += 1
    if n == 3:
        break
n
repr(next(iter(big)))

# 2. search: linear, and the same answers
h = b"a" * 10**6
needle = b"a" * 10**4 + b"b"
repr((needle in h, h.find(needle), h.rfind(needle), h.count(needle), err(lambda: h.index(needle))))
repr((h.count(b"aa"), h.count(b"a" * 1000), h.find(b"a", 10), h.rfind(b"a", 0, 10)))
s = b"abcabcabd, abcab"
repr((s.find(b"abd"), s.rfind(b"abc"), s.find(b"abc", 1), s.rfind(b"abc", 0, 8), s.count(b"ab")))
repr((s.find(b"c", -3), s.rfind(b"c", -100, -5), s.index(b"d"), err(lambda: s.rindex(b"z"))))
repr((s.find(b""), s.find(b"", 16), s.find(b"", 17), s.rfind(b""), s.count(b""), s.count(b"", 3, 5)))
repr((s.find(98), s.count(97), s.rfind(99), err(lambda: s.find(256)), err(lambda: s.find(1.5))))
repr((s.find(b"b", 2**80), s.find(b"b", -2**80), s.find(b"b", None, None), err(lambda: s.find(b"b", 1.5))))
repr((s.split(b"ab"), s.rsplit(b"ab", 1), s.split(b"ab", 2), s.replace(b"ab", b"X"), s.replace(b"ab", b"", 2)))
repr((b"a  b c  ".split(None, 1), b"  a b  c".rsplit(None, 1), b" a b ".split(), b"".split(), b"  ".rsplit()))
repr((b"aaa".replace(b"", b"-"), b"aaa".replace(b"", b"-", 2), b"aaa".replace(b"a", b"bb", -1)))
repr((b"ab" in b"xaby", b"" in b"", 97 in b"abc", b"abab".rsplit(b"ab")))
repr((err(lambda: 300 in b"abc"), err(lambda: "a" in b"abc"), err(lambda: 1.5 in b"abc")))
repr((err(lambda: b"a b".split(maxsplit=1.5)), err(lambda: b"a b".split(maxsplit=2**63)), err(lambda: b"a".split(b""))))
repr((err(lambda: b"a b".replace(b"a", b"b", 1.5)), err(lambda: b"a b".replace("a", b"b"))))

# 3. hex() written straight into its string
repr((len(bytes(10**6).hex()), b"\x00\xab\xff".hex(), b"".hex(), b"abcdef".hex("-", -4), b"abcdef".hex("-", 4)))
repr((b"abcdef".hex(":"), b"abcdef".hex(b"|", 2), b"abcdef".hex(sep=" ", bytes_per_sep=-5), b"abc".hex(":", 0)))
repr((b"abc".hex(":", 3), b"abc".hex(":", -2**31), b"abc".hex(":", 2**31 - 1), b"ab".hex(bytes_per_sep=2)))

# 4. slices copy bytes
data = bytes(range(256)) * 4
repr((len(bytes(10**6)[::2]), data[::3][:5], data[-1:-10:-4], data[5:2], data[::-1][:3], data[10:-1000]))
repr((data[:] is data, data[0:len(data)] is data, data[1000::-300], data[::2**62], data[-2**62:3]))
repr((err(lambda: data[::0]), b"abc"[3:], b"abc"[-1::-1], b"abc"[::-2], b"abc"[1:1]))

# 5. hex(sep), fromhex and hash
repr((err(lambda: b"\x01\x02".hex("\xe9")), err(lambda: b"\x01\x02".hex(b"\xff")), err(lambda: b"\x01\x02".hex(None))))
repr((err(lambda: b"\x01\x02\x03".hex(":", 2**62)), err(lambda: b"\x01\x02".hex(":", 1.5)), err(lambda: b"\x01\x02".hex("ab"))))
repr((err(lambda: b"\x01\x02".hex("")), err(lambda: b"\x01\x02".hex(5)), err(lambda: b"\x01\x02".hex([1])), b"\x01\x02".hex(b"\x7f")))
repr((err(lambda: b"\x01".hex(None, 2**62)), err(lambda: b"\x01\x02".hex("\u1234"))))
repr((bytes.fromhex("\x0b01"), bytes.fromhex("\x0c01 \t\n\r02"), bytes.fromhex(""), bytes.fromhex(" 0a FF ")))
repr((err(lambda: bytes.fromhex("\x1c01")), err(lambda: bytes.fromhex("zz\xe9")), err(lambda: bytes.fromhex("0 1"))))
repr((err(lambda: bytes.fromhex("01 0")), err(lambda: bytes.fromhex("01", 1)), err(lambda: bytes.fromhex(b"01"))))
repr((err(lambda: bytes.fromhex(s="01")), b"x".fromhex("41"), bytes.fromhex("abcdefABCDEF")))
repr((hash(b"") == 0, hash(b"abc") == hash("abc"), hash(b"\xe9") == hash("\xe9"), hash(b"ab") == hash(b"ab")))
repr(({b"a": 1, b"b": 2}[b"b"], len({b"x", b"x", b"y"}), b"a" in {b"a"}))

# 6. tensors (and instances) through __index__
repr((b"ab" * torch.tensor(3), b"ab"[torch.tensor(1)], bytes(torch.tensor(3)), torch.tensor(97) in b"abc"))
repr((b"ab" * torch.tensor([2]), torch.tensor(2) * b"ab", b"ab" * torch.tensor(True), b"ab"[torch.tensor([1])]))
repr((err(lambda: b"ab" * torch.tensor(2.0)), err(lambda: b"ab" * torch.tensor([1, 2])), err(lambda: b"ab"[torch.tensor(1.0)])))
repr((err(lambda: b"ab"[torch.tensor(5)]), bytes(torch.tensor([3])), bytes(torch.tensor([65, 66])), bytes(torch.tensor(True))))
repr((err(lambda: bytes(torch.tensor(3.0))), err(lambda: bytes(torch.tensor([1.0, 2.0]))), err(lambda: bytes(torch.tensor(-1)))))
repr((torch.tensor([97]) in b"abc", err(lambda: torch.tensor(97.0) in b"abc"), err(lambda: torch.tensor(300) in b"abc")))
repr((err(lambda: torch.tensor([97, 98]) in b"abc"), b"abc".find(torch.tensor(98)), b"abc".count(torch.tensor(98))))
repr((b"abc".index(torch.tensor(99)), b"abc".find(b"b", torch.tensor(1)), b"abc".hex(":", torch.tensor(1))))
repr((bytes([torch.tensor(65)]), err(lambda: bytes([torch.tensor(65.0)])), err(lambda: b"abc".find(torch.tensor(1.5)))))
repr((b"aaa".replace(b"a", b"b", torch.tensor(1)), b"a".center(torch.tensor(3)), b"ab"[Idx()], bytes(Idx()), bytes([Idx()])))
repr((err(lambda: b"ab" * 1.5), err(lambda: 1.5 * b"ab"), err(lambda: b"ab" * b"a"), err(lambda: b"a" * None)))
repr((err(lambda: b"a" + "a"), err(lambda: b"a" + 1), err(lambda: b"a" + torch.tensor(1)), b"x" * -1, b"" * 5))
repr((err(lambda: b"ab" * 2**62), err(lambda: b"ab" * 2**63), err(lambda: b"" * 2**63), b"ab" * -2**63, err(lambda: 2**62 * b"ab")))
repr((err(lambda: b"a" * 2**62), err(lambda: b"ab" * -2**64), err(lambda: b"ab" * torch.tensor(2**60))))

# 7. %-formatting
repr((b"%d" % 5, b"%s" % b"x", b"%b" % b"x", b"%x" % 255, b"%r" % "x", b"%c" % 65, b"%c" % b"A", b"%%" % ()))
repr((b"%a" % "\xe9\u1234\U0001f600", b"%5.2f" % 3.14159, b"%-5d|" % 3, b"%(a)d" % {b"a": 1}, b"%i %u %o %X" % (1, 2, 8, 255)))
repr((b"%e %E %g %G" % (1.5, 1.5, 1.5, 1.5), b"%*d" % (5, 3), b"%.*f" % (2, 3.14159), b"%#x %#o %#X" % (255, 8, 255)))
repr((b"%+d % d %05d %.3d %+.3d" % (5, 5, -5, 5, 5), b"%10s|%-10s|%.1s|" % (b"ab", b"ab", b"ab"), b"%5c|%-5c|" % (65, b"A")))
repr((b"%*s" % (-5, b"a"), b"%.*s" % (-1, b"abc"), b"%-*d|" % (4, 1), b"\xff%d" % 1, b"%ld %hd %Ld" % (1, 2, 3)))
repr((b"%s" % (Raw(),), b"%d" % 2**70, b"%x" % -255, b"%r" % b"x", b"%s %s" % (b"a", b"b"), b"%d" % 1.5))
repr((b"%d" % torch.tensor(5), b"%x" % torch.tensor(255), b"%c" % torch.tensor(65), b"%f" % torch.tensor(1.5)))
repr((b"abc" % [1], b"abc" % {}, b"abc" % (), b"%(a)s %(b)d" % {b"a": b"x", b"b": 2}, b"%c" % True))
repr((err(lambda: b"%s" % "x"), err(lambda: b"%s" % 5), err(lambda: b"%d %d" % (1,)), err(lambda: b"%d" % (1, 2))))
repr((err(lambda: b"%c" % 256), err(lambda: b"%c" % "a"), err(lambda: b"%c" % b"ab"), err(lambda: b"%d" % "x")))
repr((err(lambda: b"%x" % 1.5), err(lambda: b"%y" % 1), err(lambda: b"%" % 1), err(lambda: b"%(a)d" % {"a": 1})))
repr((err(lambda: b"%i" % "x"), err(lambda: b"%u" % None), err(lambda: b"%f" % "x"), err(lambda: b"%e" % 2**2000)))
repr((err(lambda: b"%f" % torch.tensor([1, 2])), err(lambda: b"%d" % torch.tensor([1, 2])), err(lambda: b"%s" % torch.tensor(5))))
repr((err(lambda: b"%s" % (NotRaw(),)), err(lambda: b"%5%" % ()), err(lambda: b"%5%" % (1,)), err(lambda: b"%(a" % {})))
repr((err(lambda: b"%*d" % ("x", 1)), err(lambda: b"%.99999999999d" % 1), err(lambda: b"%(a)d" % [1]), err(lambda: b"%(a)d" % 5)))
repr((err(lambda: b"abc" % b"x"), err(lambda: b"abc" % "x"), err(lambda: b"abc" % 5), err(lambda: b"%d" % {})))
repr((err(lambda: b"%c" % 2**70), err(lambda: b"%c" % -1), err(lambda: b"%d" % float("inf")), err(lambda: b"%(a)s %s" % {b"a": b"x"})))
repr((err(lambda: b"%(a)*d" % {b"a": 3}), err(lambda: b"%s" % ()), err(lambda: b"%(a)%" % {}), err(lambda: b"%l" % 1)))

# 7b. the methods bytes lacked
repr((b"abcab".partition(b"b"), b"abcab".rpartition(b"b"), b"abc".partition(b"x"), b"abc".rpartition(b"x")))
repr((err(lambda: b"abc".partition(b"")), err(lambda: b"abc".partition("b")), err(lambda: b"abc".partition(98))))
repr((b"a".center(4, b"-"), b"ab".center(5, b"-"), b"abc".center(6, b"-"), b"a".ljust(3, b"-"), b"a".rjust(3), b"a".center(-1)))
repr((err(lambda: b"a".center(5, b"xy")), err(lambda: b"a".center(5, "x")), err(lambda: b"a".center(2**63)), err(lambda: b"a".center(1.5))))
repr((b"-1".zfill(5), b"+a".zfill(4), b"".zfill(3), b"abc".zfill(2), err(lambda: b"a".zfill(1.5))))
repr((b"a\tb".expandtabs(), b"a\tb".expandtabs(4), b"a\tb".expandtabs(-1), b"ab\tc\n\td".expandtabs(tabsize=3)))
repr((err(lambda: b"a\tb".expandtabs(2**40)), b"a\r\nb\rc\nd\x0be\x0cf\x1cg".splitlines(), b"a\r\nb\n".splitlines(True)))
repr((err(lambda: b"a".splitlines(keepends=1.5)), b"a".splitlines(2), b"".splitlines(), b"\n".splitlines(), b"a\n\nb".splitlines()))
repr((b"abc".translate(None, b"b"), b"abc".translate(bytes.maketrans(b"a", b"z")), b"abc".translate(None, delete=b"c")))
repr((err(lambda: b"abc".translate(b"x")), err(lambda: b"abc".translate(None, None)), err(lambda: b"abc".translate("x" * 256))))
repr((b"abc".removeprefix(b"ab"), b"abc".removesuffix(b"bc"), b"abc".removeprefix(b"x"), err(lambda: b"abc".removeprefix("a"))))
repr((b"hello world".title(), b"hello WORLD 3x".capitalize(), b"Hello World".istitle(), b"HeLLo".swapcase()))
repr((b"they're bill's".title(), b"A1b".istitle(), b"".istitle(), b"A Title".istitle(), b"".capitalize()))
repr((bytes.maketrans(b"ab", b"xy")[97:99], b"x".maketrans(b"a", b"b")[97], err(lambda: bytes.maketrans(b"ab", b"b"))))
repr((err(lambda: bytes.maketrans("a", "b")), err(lambda: bytes.maketrans(b"a"))))
repr((bytes.decode(b"x"), bytes.join(b"-", [b"a", b"b"]), bytes.upper(b"ab"), list(map(bytes.lower, [b"A", b"B"]))))
repr((err(lambda: bytes.decode(1)), err(lambda: bytes.decode()), bytes.count(b"aa", b"a"), bytes.hex(b"ab")))
repr((bytes(Raw()), err(lambda: bytes(NotRaw())), err(lambda: bytes(None)), err(lambda: bytes(3.0)), bytes({1: 2})))
repr((err(lambda: bytes(2**63)), err(lambda: bytes(-2**70)), bytes(iter([1, 2])), bytes(x for x in b"ab")))
repr((b"ab".join([b"a", b"b"]), err(lambda: b"ab".join([b"a", "b"])), err(lambda: b"ab".join(5)), b"-".join(b"" for _ in range(3))))
repr((err(lambda: b"a".startswith("a")), err(lambda: b"a".startswith(("a",))), b"a".startswith((b"a", 1)), b"abc".endswith((b"x", b"c"))))
repr((err(lambda: b"a".startswith(b"a", 1.5)), err(lambda: b"a".strip("a")), b"a".strip(None), b"xxaxx".strip(b"x")))

# 7c. codec names and utf-8-sig errors
repr((b"ab".decode("utf--8"), b"ab".decode("utf_8!"), b"ab".decode("U8"), b"ab".decode(" utf-8 "), b"ab".decode("UTF8-")))
repr((b"ab".decode("-utf8"), b"ab".decode("Latin--1"), b"ab".decode("utf 8 sig"), b"ab".decode("ANSI_X3.4-1968")))
repr((b"ab".decode("iso_646.irv:1991"), "ab".encode("US_ASCII"), "\xe9".encode("L1")))
repr((err(lambda: b"ab".decode("utf.8")), err(lambda: b"ab".decode("latin.1")), err(lambda: b"ab".decode("utf8-sig"))))
repr((err(lambda: b"ab".decode("")), err(lambda: b"ab".decode("---")), err(lambda: b"ab".decode("u8\x00"))))
repr((err(lambda: b"ab".decode("rot13")), err(lambda: b"ab".decode("rot-13")), err(lambda: "ab".encode("rot13"))))
repr((err(lambda: b"ab".decode("HEX")), err(lambda: b"ab".decode("hex-codec")), err(lambda: "ab".encode("Base 64"))))
repr((err(lambda: b"\xef\xbb\xbf\xff".decode("utf-8-sig")), err(lambda: b"\xff".decode("utf-8-sig"))))
repr((err(lambda: b"\xef\xbb".decode("utf-8-sig")), b"\xef\xbb\xbfa\xffb".decode("utf-8-sig", "replace")))
repr((b"\xef\xbb\xbfa\xffb".decode("utf-8-sig", "backslashreplace"), b"\xef\xbb\xbf\xef\xbb\xbfx".decode("utf-8-sig")))
try:
    b"\xef\xbb\xbfab\xff".decode("utf-8-sig")
except UnicodeDecodeError as e:
    r = repr((e.encoding, e.object, e.start, e.end, e.reason))
r
