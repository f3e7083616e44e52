# A hostile pass over bytearray, memoryview, torch.frombuffer/asarray and
# torch.utils.swap_tensors: memoryview formats, shapes and strides (cast), its
# comparisons and hashes, nested and read-only views, same-size changes of an exported
# bytearray, frombuffer of views, dir() of the types
import torch
import warnings


def err(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


# The stride lesson on bytes: a format reads several bytes an item, a shape nests them.
b = bytearray(range(12))
m = memoryview(b)
mi = m.cast("i")
repr((mi.format, mi.itemsize, mi.shape, mi.strides, mi.nbytes, len(mi), mi.tolist()))
m2 = m.cast("B", (3, 4))
repr((m2.shape, m2.strides, m2.ndim, m2.tolist(), m2[1, 2], m2[-1, -1]))
repr((m2[::-1].strides, m2[::-1].tolist(), m2[::2].shape, m2[::2].c_contiguous, m2[::2].contiguous, m2[1:].tolist()))
repr((m2[::-1].tobytes(), m2.tobytes("F"), m2[::-1].tobytes("A"), m2.hex(), m.cast("h", [2, 3]).strides))
repr((mi[::-1].tolist(), mi[::-1].strides, mi[1:].tolist(), m[::3].strides, m[::-2].tolist()))
mi[0] = -1
repr((bytes(b[:4]), mi[0], m[0], m2[0, 0]))
m2[2, 3] = 200
repr((b[11], mi[2], m2.f_contiguous, m.cast("i", (3,)).tolist()))
repr((err(lambda: m2[0]), err(lambda: list(m2)), err(lambda: m2[1, 2, 3]), err(lambda: m2[3, 0])))
repr((err(lambda: m2[0:1, 0:1]), err(lambda: m2[1, 0:1]), err(lambda: m2["a"]), err(lambda: m2[()])))
repr((err(lambda: m2.__setitem__(0, 1)), err(lambda: m2.__setitem__(slice(0, 1), b"abcd")), err(lambda: m[0, 1])))
# Formats: bytes, bools, floats, unsigned and signed ranges.
raw = b"abcdabcd"
repr((memoryview(raw).cast("c").tolist(), memoryview(raw).cast("?").tolist()[:2], memoryview(raw).cast("q").tolist()))
repr((memoryview(raw).cast("Q").tolist(), memoryview(raw).cast("f").tolist(), memoryview(raw).cast("@i").format))
repr((memoryview(raw).cast("d").tolist(), memoryview(raw).cast("L").itemsize, memoryview(raw).cast("H").tolist()))
repr((err(lambda: memoryview(raw).cast("x")), err(lambda: memoryview(raw).cast("<i")), err(lambda: memoryview(raw).cast("e"))))
repr((err(lambda: memoryview(b"abcdefg").cast("i")), err(lambda: mi.cast("h")), err(lambda: m[::2].cast("B"))))
repr((err(lambda: memoryview(raw).cast("B", (0,))), err(lambda: memoryview(b"").cast("i", (0,))), err(lambda: memoryview(raw).cast("B", (3, 3)))))
repr((err(lambda: memoryview(raw).cast("B", (2**62, 4))), err(lambda: memoryview(raw).cast("B", (2**63, 1))), err(lambda: memoryview(raw).cast("B", (1,) * 65))))
repr((err(lambda: memoryview(raw).cast("B", [2.0, 4])), err(lambda: memoryview(raw).cast(3)), err(lambda: m2.cast("B", (4, 3)))))
repr((err(lambda: m[::-1][:1].cast("B").tolist()), err(lambda: m[5:6:-1].cast("B")), m[2:2].c_contiguous, m[2:2:-1].c_contiguous))
w = memoryview(bytearray(16))
wc, wf, wd = w[:1].cast("c"), w[:8].cast("f"), w[8:].cast("d")
wc[0] = b"z"
wf[0] = 1.5
wf[1] = 3
wd[0] = True
repr((wc.tolist(), wf.tolist(), wd.tolist(), err(lambda: wc.__setitem__(0, b"zz")), err(lambda: wc.__setitem__(0, 5))))
repr((err(lambda: mi.__setitem__(0, 2**31)), err(lambda: mi.__setitem__(0, 1.5)), err(lambda: mi.__setitem__(0, "1"))))
wb = w[:8].cast("b")
wq = w[8:].cast("Q")
wb[0] = -128
wq[0] = 2**64 - 1
repr((wb[0], wq[0], err(lambda: wb.__setitem__(1, 128)), err(lambda: wq.__setitem__(0, -1)), err(lambda: wd.__setitem__(0, "1"))))
mi[0:2] = memoryview(bytearray(8)).cast("i")
repr((mi.tolist(), err(lambda: mi.__setitem__(slice(0, 1), b"zzzz")), err(lambda: mi.__setitem__(slice(0, 2), memoryview(bytearray(8)).cast("I")))))
# 0-dim views.
z = memoryview(bytearray(b"abcd")).cast("i", ())
z[()] = 7
repr((z.ndim, z.shape, z.strides, z.tolist(), z[()], z[...] is z, len(z), err(lambda: z[0]), err(lambda: list(z))))
# Comparisons and hashes read each item in its own format.
repr((mi == memoryview(bytes(b)).cast("i"), memoryview(raw).cast("i") == raw, bytearray(raw) == memoryview(raw).cast("i")))
repr((memoryview(raw) == memoryview(raw).cast("c"), memoryview(raw).cast("c") == memoryview(raw).cast("c"), memoryview(raw).cast("B", (2, 4)) == raw))
nan = memoryview(b"\x00\x00\xc0\x7f").cast("f")
repr((nan == nan, memoryview(b"\x01\x00").cast("?") == memoryview(b"\x02\x00").cast("?"), memoryview(b"\x01\x00").cast("?") == memoryview(b"\x01\x00")))
repr((err(lambda: hash(memoryview(raw).cast("i"))), hash(memoryview(raw).cast("c")) == hash(raw), err(lambda: hash(memoryview(bytearray(raw)).toreadonly()))))
# Read-only and nested views share the object.
ba = bytearray(b"abc")
ro = memoryview(ba).toreadonly()
ba[0] = 65
repr((ro.tobytes(), ro.readonly, ro.obj is ba, err(lambda: ro.__setitem__(0, 1)), err(lambda: ro.__delitem__(0))))
outer = memoryview(ba)
inner = memoryview(outer.cast("c"))
outer.release()
repr((inner.format, inner[0], inner.obj is ba, err(lambda: ba.append(1)), outer.__exit__(1, 2, 3, 4)))
inner.release()
ro.release()
ba.append(1)
repr(ba)
# A change that keeps an exported bytearray's size is allowed, as in CPython.
ex = bytearray(b"xy")
held = memoryview(ex)
ex += b""
ex *= 1
ex.extend([])
repr((ex, err(lambda: ex.extend(b"z")), err(lambda: ex.__imul__(0))))
held.release()
# torch.frombuffer over views: a view's bytes whatever its format, shared with the array.
fb = bytearray(b"abcdefgh")
t4 = torch.frombuffer(memoryview(fb).cast("i")[1:], dtype=torch.uint8)
t4[0] = 69
t4
repr(bytes(fb))
torch.frombuffer(memoryview(fb).cast("B", (2, 4)), dtype=torch.int32)
torch.frombuffer(memoryview(fb).cast("i")[::-1][:1], dtype=torch.uint8)
torch.frombuffer(memoryview(fb)[::2], dtype=torch.uint8)
gone = memoryview(fb)
gone.release()
torch.frombuffer(gone, dtype=torch.uint8)
torch.frombuffer(bytearray(4), dtype=None)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    tro = torch.frombuffer(memoryview(fb).toreadonly(), dtype=torch.uint8)
repr([(c.category.__name__, str(c.message)) for c in caught])
fb[1] = 66
tro[2] = 67
tro
repr(bytes(fb))
torch.asarray(memoryview(bytearray(raw)).cast("i"))
torch.asarray(memoryview(bytearray(16)).cast("d", (2, 1)))
torch.asarray(memoryview(bytearray(raw)).cast("h"), dtype=torch.uint8)
torch.asarray(memoryview(bytearray(raw)).cast("P"))
repr((bytearray.maketrans(b"a", b"b"), bytearray(b"abc").translate(bytearray.maketrans(b"a", b"z"))))
# swap_tensors of a leaf whose graph is gone trades everything.
a = torch.ones(2, requires_grad=True)
b2 = torch.zeros(2)
c = a * 2
del c
torch.utils.swap_tensors(a, b2)
repr((a.requires_grad, b2.requires_grad, a.tolist(), b2.tolist()))
# dir() of the types.
repr([n for n in dir(bytearray) if not n.startswith("_")])
repr([n for n in dir(memoryview) if not n.startswith("_")])
repr(sorted(set(dir(bytearray(b"a"))) - set(dir(bytes)) - {"__alloc__"}))
