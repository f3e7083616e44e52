# bytearray and memoryview as CPython 3.11 has them: construction, indexing, slice
# assignment that resizes, the mutating methods and their errors, operators, the bytes
# methods returning bytearrays, and memoryviews that write through to the bytearray
# they view and keep it from resizing until released
def err(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"

ba = bytearray(b"abc")
repr((ba, type(ba).__name__, isinstance(ba, bytearray), type(ba) is bytearray, len(ba)))
repr((bytearray(), bytearray(3), bytearray([1, 2, 255]), bytearray("hé", "utf-8"), bytearray(b"xy")))
repr((bytearray(range(65, 68)), bytearray(memoryview(b"mv")), bytearray(bytearray(b"c")), bytearray("ab", encoding="ascii")))
repr((err(lambda: bytearray(1.5)), err(lambda: bytearray([300])), err(lambda: bytearray(-1))))
repr((err(lambda: bytearray("abc")), err(lambda: bytearray(b"a", "utf-8")), err(lambda: bytearray(["a"]))))
repr((ba[0], ba[-1], ba[1:], ba[::-1], ba[5:], list(ba), [c for c in ba], sorted(bytearray(b"cab"))))
repr((err(lambda: ba[5]), err(lambda: ba["a"]), err(lambda: ba[-4])))
ba[0] = 65
ba[1:2] = b"XYZ"
repr(ba)
ba[1:4] = [1, 2]
repr(ba)
ba[::2] = b"pq"
repr(ba)
ba[len(ba):] = bytearray(b"!")
ba[:0] = memoryview(b"<")
repr(ba)
repr((err(lambda: ba.__setitem__(0, 300)), err(lambda: ba.__setitem__(0, "a")), err(lambda: ba.__setitem__(9, 1))))
repr((err(lambda: ba.__setitem__(slice(0, 1), 5)), err(lambda: ba.__setitem__(slice(0, 1), "a"))))
repr((err(lambda: ba.__setitem__(slice(0, 1), [300])), err(lambda: ba.__setitem__(slice(None, None, 2), b"a"))))
del ba[0]
repr(ba)
del ba[::2]
repr(ba)
b2 = bytearray(b"hello")
b2.append(33)
b2.extend(b" wo")
b2.extend([114, 108])
b2.extend(bytearray(b"d"))
repr(b2)
repr((b2.pop(), b2.pop(0), b2.pop(-2), b2))
b2.insert(0, 72)
b2.insert(-100, 62)
b2.insert(100, 60)
repr(b2)
b2.remove(111)
repr(b2)
b2.reverse()
repr(b2)
c = b2.copy()
b2.clear()
repr((b2, c, c is b2))
repr((err(lambda: b2.append(300)), err(lambda: b2.append("a")), err(lambda: b2.extend(5)), err(lambda: b2.extend("ab"))))
repr((err(lambda: b2.pop()), err(lambda: c.pop(99)), err(lambda: c.remove(0)), err(lambda: c.remove(300))))
repr((err(lambda: c.insert(0, 300)), err(lambda: c.insert(1)), err(lambda: c.pop(1, 2)), err(lambda: c.append(x=1))))
repr((err(lambda: c.copy(1)), err(lambda: c.remove()), err(lambda: c.reverse(1)), err(lambda: c.pop("a"))))
x = bytearray(b"ab")
repr((x + b"c", b"c" + x, x + bytearray(b"d"), x + memoryview(b"m"), b"z" + memoryview(b"m")))
repr((x * 2, 2 * x, x * 0, bytearray(b"%d-%s") % (5, b"k")))
repr((err(lambda: x + "a"), err(lambda: "a" + x), err(lambda: x * "a")))
repr((97 in x, b"b" in x, bytearray(b"a") in b"xay", memoryview(b"a") in b"xay", 99 in x, err(lambda: "a" in x), err(lambda: 300 in x)))
repr((x == b"ab", b"ab" == x, x == bytearray(b"ab"), x == "ab", x != b"ab", x < b"b", x <= bytearray(b"ab"), x > b"a"))
repr((err(lambda: hash(x)), bool(bytearray()), bool(x)))
y = x
y += b"cd"
repr((x, y is x))
y *= 2
repr(x)
repr((x.hex(), x.hex(":"), bytearray.fromhex("0a 0b ff"), bytearray(b"h\xc3\xa9").decode(), err(lambda: bytearray.fromhex("zz"))))
repr((x.upper(), x.split(b"c"), x.partition(bytearray(b"c")), x.find(bytearray(b"c")), x.count(97), x.strip(b"ad")))
repr((bytearray(b"-").join([b"a", bytearray(b"b")]), x.replace(b"a", b"Z"), x.startswith(b"ab"), x.isalpha()))
repr((bytes(x), bytes(bytearray()), str(bytearray(b"q")), err(lambda: x.upper(1))))

# memoryview over bytes (read-only) and over a bytearray (writes show in the array)
m = memoryview(b"abc")
repr((type(m).__name__, m.tobytes(), m.tolist(), m.nbytes, m.readonly, m.format, m.itemsize, m.ndim, m.shape, m.strides))
repr((m[0], m[-1], m[1:].tobytes(), m[::-1].tolist(), m[::2].tobytes(), m[::-1].strides, len(m), list(m), m.obj))
repr((m.hex(), m.cast("B").tolist(), m.contiguous, m[::2].contiguous, m[::2].nbytes, bytes(m[::-1]), m == b"abc", m == m[:]))
repr((err(lambda: m.__setitem__(0, 1)), err(lambda: m[5]), err(lambda: m["a"]), err(lambda: memoryview("a")), err(lambda: memoryview(3))))
repr((hash(memoryview(b"ab")) == hash(b"ab"), err(lambda: m < m), err(lambda: m.__delitem__(0)), err(lambda: memoryview(bytearray(1)).__delitem__(0))))
arr = bytearray(b"abcdef")
w = memoryview(arr)
repr((w.readonly, w.obj is arr))
w[0] = 65
w[1:3] = b"BC"
repr(arr)
s = w[::2]
s[1] = 120
repr((arr, s.tolist(), s.tobytes()))
arr[5] = 70
repr((w[5], w.tobytes()))
repr((err(lambda: w.__setitem__(0, 300)), err(lambda: w.__setitem__(0, "a")), err(lambda: w.__setitem__(slice(0, 2), b"a"))))
repr((err(lambda: w.__setitem__(slice(0, 2), [1, 2])), err(lambda: hash(w))))
repr((err(lambda: arr.append(1)), err(lambda: arr.extend(b"x")), err(lambda: arr.__delitem__(0)), err(lambda: arr.clear())))
w.release()
repr((err(lambda: arr.append(1)), arr))
s.release()
arr.append(33)
repr(arr)
repr((err(lambda: len(w)), err(lambda: w[0]), err(lambda: w.tobytes()), err(lambda: w.nbytes), w.release(), w == w, w == b"a"))
repr(repr(w)[:17])
with memoryview(arr) as mv:
    mv[0] = 97
    repr((mv.tobytes(), err(lambda: arr.pop())))
repr((err(lambda: mv.tolist()), arr.pop(), arr))

# bytes' own methods and str() take a bytearray or memoryview where CPython takes any
# bytes-like object
repr((b"abc".find(bytearray(b"b")), b"-".join([bytearray(b"a"), memoryview(b"b")]), b"xax".strip(bytearray(b"x"))))
repr((str(bytearray(b"hi"), "ascii"), b"abc".count(memoryview(b"b")), b"a b".split(bytearray(b" ")), b"abc".startswith(bytearray(b"a"))))
