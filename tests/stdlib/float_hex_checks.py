# float.fromhex and float's methods reached through the type (CPython 3.11).
import random

for s in ["0x1.8p1", "  -0X1.FFFFFFFFFFFFFp+1023 ", "inf", "-Infinity", "nan", "-nan", "+inF",
          "0x1p-1074", "0x1p-1075", "0x1.8p-1074", "0x1p-1076", "0x1.1p-1075", "0x3p-1076",
          "0x1p1024", "1.5", "ff", "0x.8", "0x1.", "-0x1.p-1", "0x", "xyz", "", "0x1p+",
          "0x1_0p0", "0x1.0000000000000800000001p0", "0x1.00000000000008p0",
          "0x1.00000000000018p0", "0x1.0000000000000fp0", "0x1.fffffffffffff8p1023",
          "0x1.fffffffffffff7ffp1023", "0x7.fffffffffffffcp1021", "0x0p99999999999999999999",
          "0x1p-99999999999999999999", "0x1p99999999999999999999", "0x0.0000001p-1040",
          "-0x0p0", "0x1.8", "1p4", ".p1", "0x.p1", "0x1p0 x", "i", "infinit", "- inf",
          "\u00a00x1p0", "0x1p0\x0c", "00x1", "0x1.fffffffffffffp-1023",
          "0x0.0000000000000800000001p-1022", "0x0.00000000000018p-1022",
          "0x123456789abcdef0123p-50"]:
    T("fromhex " + repr(s), lambda: float.fromhex(s))
T("fromhex int", lambda: float.fromhex(1.5))
T("fromhex none", lambda: float.fromhex())
T("fromhex two", lambda: float.fromhex("1", "2"))
T("fromhex kw", lambda: float.fromhex(string="1"))
T("fromhex on float", lambda: (1.0).fromhex("0x10p0"))
T("hex unbound", lambda: (float.hex(0.1), float.hex(-0.0), float.hex(5e-324)))
T("hex int", lambda: float.hex(3))
T("hex bool", lambda: float.hex(True))
T("hex none", lambda: float.hex())
T("hex extra", lambda: float.hex(1.0, 2))
T("ratio unbound", lambda: (float.as_integer_ratio(0.75), float.as_integer_ratio(-2.5)))
T("ratio inf", lambda: float.as_integer_ratio(float("inf")))
T("is_integer unbound", lambda: (float.is_integer(2.0), float.is_integer(2.5)))
T("is_integer int", lambda: float.is_integer(2))
T("conjugate unbound", lambda: float.conjugate(2.5))
random.seed(5)
xs = [random.uniform(-1e300, 1e300) * random.choice([1, 1e-300, 1e-310, 1e-320, 1e-10]) for _ in range(2000)]
T("round trip", lambda: all(float.fromhex(x.hex()) == x for x in xs))
