# What reprs and type() say of methods and attributes read off built-in types and of
# functions: getset descriptors (`int.real`), method descriptors and slot wrappers
# (`list.append`, `int.__add__`), built-in methods bound to a value, bound methods of a
# script's classes, functions, lambdas and nested functions (qualnames). Addresses are
# cut off (they differ per run), but each repr is checked to show the object's id.
def head(r):
    return r.split(" at 0x")[0]


repr((repr(int.real), repr(int.imag), repr(int.numerator), repr(int.denominator)))
repr((repr(float.real), repr(float.imag), repr(bool.real), type(int.real).__name__))
repr((int.real.__get__(3), float.imag.__get__(2.5), int.numerator.__get__(True), int.real.__name__))
repr((repr(list.append), repr(str.upper), repr(dict.get), repr(set.add), repr(tuple.count)))
repr((repr(int.__add__), repr(float.__add__), repr(str.__len__), repr(list.__init__)))
repr((repr(list.__getitem__), repr(dict.__contains__), repr(int.bit_length), repr(str.join), repr(bytes.upper)))
repr((type(list.append).__name__, type(int.__add__).__name__, type(str.upper).__name__))
repr((head(repr([].append)), head(repr("a".upper)), head(repr({}.get)), head(repr((1).bit_length))))
xs = [1]
hex(id(xs)) in repr(xs.append)
repr((head(repr(len)), head(repr(print))))


class A:
    def f(self):
        return 1

    def __repr__(self):
        return "A!"


repr((repr(A().f), type(A().f).__name__))


def f():
    pass


def outer():
    def inner():
        pass

    return inner


g = lambda: 0
repr((head(repr(f)), head(repr(g)), head(repr(outer())), head(repr(A.f))))
repr((hex(id(f)) in repr(f), type(f).__name__))
