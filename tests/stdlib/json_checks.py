import json
# One numbered line per check; scripts/stdlib_checks.py compares them with what
# CPython 3.11.7's own module printed (the .expected file beside this one).
import io

_n = [0]


def show(label, f):
    _n[0] += 1
    try:
        r = f()
        out = repr(r)
    except json.JSONDecodeError as e:
        out = 'JSONDecodeError %s | msg=%r pos=%r lineno=%r colno=%r isVE=%r' % (
            e, e.msg, e.pos, e.lineno, e.colno, isinstance(e, ValueError))
    except Exception as e:
        out = 'EXC %s: %s' % (type(e).__name__, e)
    print('%d %s -> %s' % (_n[0], label, out))


# ---- dumps: scalars
scalars = [None, True, False, 0, 1, -1, 10**30, -(10**40), 1.5, -0.0, 0.0, 1e16, 1e-7, 1e22,
           123456789.125, 0.1 + 0.2, 3.141592653589793, float('nan'), float('inf'),
           float('-inf'), '', 'abc', 'a"b', 'a\\b', 'tab\there', 'nl\nx', 'cr\r', '\b\f',
           '\x00\x01\x1f', '\x7f', 'é', 'ü€', '日本語', '\U0001F600', 'x\U0001D11Ey', '/',
           "it's", '\u2028\u2029', '\ufeff']
for v in scalars:
    show('dumps %r' % (v,), lambda: json.dumps(v))
    show('dumps na %r' % (v,), lambda: json.dumps(v, ensure_ascii=False))
    show('dumps list %r' % (v,), lambda: json.dumps([v], indent=1))

# ---- dumps: containers and options
data = {'b': [1, 2.5, {'c': None}], 'a': (True, False), 'z': {}, 'y': [], 'é': 'ü'}
opts = [dict(), dict(indent=2), dict(indent=0), dict(indent=-1), dict(indent='\t'),
        dict(indent='--'), dict(sort_keys=True), dict(separators=(',', ':')),
        dict(separators=(' , ', ' : '), indent=3), dict(indent=4, sort_keys=True),
        dict(ensure_ascii=False), dict(ensure_ascii=False, indent=2, sort_keys=True),
        dict(indent=None, separators=None)]
for o in opts:
    show('dumps data %r' % (o,), lambda: json.dumps(data, **o))
    show('dumps nested %r' % (o,), lambda: json.dumps([[[]], [{}], [[1, [2, [3]]]]], **o))
    show('dumps tuple %r' % (o,), lambda: json.dumps((1, (2, 3)), **o))

# keys
keyd = [{1: 'a'}, {1.5: 'a'}, {True: 1, False: 0}, {None: 1}, {-3: 1}, {10**20: 1},
        {float('nan'): 1}, {float('inf'): 1}, {float('-inf'): 2}, {0.1: 1}, {1e100: 1},
        {'1': 1, 2: 2}, {(1, 2): 3}, {frozenset(): 1}]
for d in keyd:
    show('keys %r' % (d,), lambda: json.dumps(d))
    show('keys sk %r' % (d,), lambda: json.dumps(d, skipkeys=True))
    show('keys sk ind %r' % (d,), lambda: json.dumps(d, skipkeys=True, indent=2))
    show('keys nonan %r' % (d,), lambda: json.dumps(d, allow_nan=False))
    show('keys nonan ind %r' % (d,), lambda: json.dumps(d, allow_nan=False, indent=1))
show('sort mixed', lambda: json.dumps({1: 1, 'a': 2}, sort_keys=True))
show('sort ints', lambda: json.dumps({3: 1, 1: 2, 2: 0}, sort_keys=True))
show('sort keys nested', lambda: json.dumps({'b': {'y': 1, 'x': 2}, 'a': [{'d': 1, 'c': 2}]}, sort_keys=True))
show('dup coerced keys', lambda: json.dumps({1: 'a', '1': 'b'}))

# allow_nan
for v in [float('nan'), float('inf'), float('-inf'), [1.0, float('nan')], {'a': float('inf')}]:
    show('nonan %r' % (v,), lambda: json.dumps(v, allow_nan=False))
    show('nonan indent %r' % (v,), lambda: json.dumps(v, allow_nan=False, indent=2))
    show('nan ok %r' % (v,), lambda: json.dumps(v))

# unserializable, default
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


for v in [Point(1, 2), {1, 2}, object, [Point(1, 2)], {'p': Point(3, 4)}, 1j, frozenset()]:
    show('noser %s' % type(v).__name__, lambda: json.dumps(v))
    show('noser ind %s' % type(v).__name__, lambda: json.dumps(v, indent=2))
show('default fn', lambda: json.dumps([Point(1, 2), {'q': Point(3, 4)}], default=lambda o: o.__dict__))
show('default fn ind', lambda: json.dumps({'p': Point(1, 2)}, default=lambda o: [o.x, o.y], indent=2))
show('default set', lambda: json.dumps({'s': {3, 1, 2}}, default=sorted))
show('default str', lambda: json.dumps([1j], default=str))
show('default raise', lambda: json.dumps([1j], default=lambda o: 1 / 0))
show('default self', lambda: json.dumps(Point(1, 2), default=lambda o: o))


class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {'x': o.x, 'y': o.y}
        return super().default(o)


show('subclass', lambda: json.dumps([Point(1, 2)], cls=PointEncoder))
show('subclass ind', lambda: json.dumps({'a': Point(1, 2)}, cls=PointEncoder, indent=1, sort_keys=True))
show('subclass fail', lambda: json.dumps([1j], cls=PointEncoder))
show('encoder encode', lambda: PointEncoder().encode(Point(5, 6)))
show('encoder iterencode', lambda: ''.join(PointEncoder(indent=2).iterencode([Point(5, 6), 1])))
show('encoder str', lambda: json.JSONEncoder().encode('é\n'))
show('encoder str na', lambda: json.JSONEncoder(ensure_ascii=False).encode('é\n'))
show('encoder attrs', lambda: (json.JSONEncoder().item_separator, json.JSONEncoder().key_separator,
                               json.JSONEncoder(indent=2).item_separator,
                               json.JSONEncoder(separators=(';', '=')).key_separator))
show('encoder fields', lambda: (lambda e: (e.skipkeys, e.ensure_ascii, e.check_circular, e.allow_nan,
                                           e.sort_keys, e.indent))(json.JSONEncoder(indent=3, sort_keys=True)))
show('iterencode gen', lambda: ''.join(json.JSONEncoder().iterencode({'a': [1, 2]})))
show('iterencode nonan', lambda: list(json.JSONEncoder(allow_nan=False).iterencode([float('nan')])))
show('encode nonan', lambda: json.JSONEncoder(allow_nan=False).encode([float('nan')]))

# circular
lst = []
lst.append(lst)
dct = {}
dct['self'] = dct
show('circ list', lambda: json.dumps(lst))
show('circ dict', lambda: json.dumps(dct))
show('circ list ind', lambda: json.dumps(lst, indent=2))
show('circ dict ind', lambda: json.dumps({'a': [dct]}, indent=2))
shared = [1, 2]
show('shared ok', lambda: json.dumps([shared, shared, {'a': shared}]))


class Loop:
    pass


show('circ default', lambda: json.dumps(Loop(), default=lambda o: [o]))

# dump to a file object
def dump_to(obj, **kw):
    f = io.StringIO()
    r = json.dump(obj, f, **kw)
    return (r, f.getvalue())


show('dump', lambda: dump_to(data))
show('dump ind', lambda: dump_to(data, indent=2, sort_keys=True))
show('dump nan', lambda: dump_to([float('nan')]))
show('dump nonan', lambda: dump_to([float('nan')], allow_nan=False))
show('dump scalar', lambda: dump_to('x\u1234'))
show('dump cls', lambda: dump_to(Point(7, 8), cls=PointEncoder))

# ---- loads
docs = ['null', 'true', 'false', '0', '-0', '1', '-1', '123456789012345678901234567890',
        '-98765432109876543210', '1.5', '-1.5e10', '1E5', '1e-5', '1.0E+2', '0.1', '2.5e-324',
        '1e400', '-1e400', '"abc"', '""', '"\\n\\t\\r\\b\\f\\/\\\\\\""', '"\\u00e9\\u20AC"',
        '"\\ud83d\\ude00"', '"\\uD834\\uDD1E"', '"é日本"', '"\U0001F600"', '[]', '{}', '[ ]',
        '{ }', ' \t\n\r[1, 2 ,3 ]\n', '{"a": 1, "b": [true, false, null], "c": {"d": "e"}}',
        '[1, [2, [3, [4, []]]]]', '{"a": 1, "a": 2}', 'NaN', 'Infinity', '-Infinity',
        '[NaN, Infinity, -Infinity]', '{"":""}', '[-0.0, 0e0, 0E-0]', '123.456e-2',
        # errors
        '', ' ', 'nul', 'tru', 'fals', 'None', 'True', "'a'", '[1,]', '[1 2]', '[', ']',
        '{', '}', '{"a"}', '{"a":}', '{"a":1,}', '{"a":1 "b":2}', '{a:1}', '{1:2}',
        '{"a":1', '[1', '"abc', '"a\\x"', '"\\u12"', '"\\u12', '"\\u12g4"', '"\\ud800\\u12g4"',
        '"\\ud800\\udc00', '"a\nb"', '"a\tb"', '"\x00"', '[1] x', '1 2', '01', '1.', '.5',
        '-', '-a', '--1', '+1', '1e', '1e+', '1E-', '0x10', '1.5.5', 'nan', 'inf', '-NaN',
        '[1,\n2,\n x]', '{\n  "a": 1,\n  "b": ?\n}', '\n\n  @', '"\\', '[1,2,3,]', '[,]',
        '{"a" 1}', '{"a":1}}', '[[]]]', 'true false', '\ufeff{}', '  "ok"  ', '١',
        '"\\u0000"', '"\\uffff"', '[1.5e3, 2E-2, -0, 10]', '{"x": [1, {"y": [2, {"z": 3}]}]}',
        '9' * 50, '-' + '9' * 50, '1' + '0' * 30 + '.5', '[' * 20 + ']' * 20]
for d in docs:
    show('loads %r' % (d,), lambda: json.loads(d))
show('loads nan is nan', lambda: json.loads('NaN') != json.loads('NaN'))
show('loads float type', lambda: type(json.loads('1.0')).__name__)
show('loads int type', lambda: type(json.loads('10')).__name__)
show('loads bigint exact', lambda: json.loads('123456789012345678901234567890') + 1)
show('roundtrip big', lambda: json.loads(json.dumps([10**50, -10**50, 2**64])))
show('roundtrip floats', lambda: json.loads(json.dumps([0.1, 1/3, 1e-300, 1.7976931348623157e308])))
show('roundtrip str', lambda: json.loads(json.dumps('\x00\x1f"\\é\U0001F600\u2028')))
show('roundtrip str na', lambda: json.loads(json.dumps('\x00\x1f"\\é\U0001F600', ensure_ascii=False)))
show('roundtrip data', lambda: json.loads(json.dumps(data)) == json.loads(json.dumps(data, indent=2)))
show('loads type err', lambda: json.loads(5))
show('loads type err2', lambda: json.loads(None))
show('loads type err3', lambda: json.loads(['[]']))

# hooks
show('object_hook', lambda: json.loads('{"a": {"b": 1}, "c": [{"d": 2}]}', object_hook=lambda d: sorted(d.items())))
show('object_pairs_hook', lambda: json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=lambda p: p))
show('pairs beats hook', lambda: json.loads('{"b": 1}', object_pairs_hook=lambda p: ('P', p), object_hook=lambda d: ('H', d)))
show('pairs nested', lambda: json.loads('{"x": {"y": []}}', object_pairs_hook=list))
show('parse_float', lambda: json.loads('[1.5, 2, 3e2]', parse_float=lambda s: ('F', s)))
show('parse_int', lambda: json.loads('[1.5, 2, -30]', parse_int=lambda s: ('I', s)))
show('parse_int float', lambda: json.loads('[1, 22]', parse_int=float))
show('parse_constant', lambda: json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: 'C' + s))
show('parse_constant raise', lambda: json.loads('[1, NaN]', parse_constant=lambda s: 1 / 0))
show('hook raise', lambda: json.loads('{"a": 1}', object_hook=lambda d: d['zz']))
show('strict false', lambda: json.loads('"a\nb\tc"', strict=False))
show('strict false arr', lambda: json.loads('["\x00", "\x1f"]', strict=False))
show('strict true', lambda: json.loads('"a\nb"', strict=True))

# decoder objects
dec = json.JSONDecoder()
show('raw_decode', lambda: dec.raw_decode('[1, 2] tail'))
show('raw_decode idx', lambda: dec.raw_decode('xx{"a": 1}yy', 2))
show('raw_decode ws', lambda: dec.raw_decode(' 1'))
show('raw_decode num', lambda: dec.raw_decode('12abc'))
show('raw_decode str', lambda: dec.raw_decode('"q"rest'))
show('raw_decode end', lambda: dec.raw_decode('[1]', 3))
show('raw_decode neg', lambda: dec.raw_decode('[1]', -1))
show('decode', lambda: dec.decode('  {"k": [1.25]}  '))
show('decode extra', lambda: dec.decode('{} {}'))
show('decoder attrs', lambda: (dec.strict, dec.object_hook, dec.object_pairs_hook))
show('decoder parse_float', lambda: json.JSONDecoder(parse_float=str).decode('[1.10]'))


class MyDecoder(json.JSONDecoder):
    def __init__(self, **kw):
        kw.setdefault('object_hook', self.hook)
        super().__init__(**kw)

    def hook(self, d):
        if 'x' in d and 'y' in d:
            return Point(d['x'], d['y'])
        return d


def load_points(s):
    r = json.loads(s, cls=MyDecoder)
    return [(type(p).__name__, p.x, p.y) if isinstance(p, Point) else p for p in r]


show('decoder subclass', lambda: load_points('[{"x": 1, "y": 2}, {"z": 3}]'))
show('decoder cls kw', lambda: json.loads('[1.5]', cls=MyDecoder, parse_float=str))
show('load', lambda: json.load(io.StringIO('{"a": [1, 2, {"b": null}]}')))
show('load err', lambda: json.load(io.StringIO('{"a": [1, 2, {"b": nul}]}')))
show('load hook', lambda: json.load(io.StringIO('{"a": 1}'), object_pairs_hook=tuple))

# JSONDecodeError itself
e = json.JSONDecodeError('Boom', 'ab\ncd\nef', 7)
show('jde str', lambda: str(e))
show('jde fields', lambda: (e.msg, e.doc, e.pos, e.lineno, e.colno, e.args))
show('jde isinstance', lambda: (isinstance(e, ValueError), issubclass(json.JSONDecodeError, ValueError)))
show('jde pos0', lambda: str(json.JSONDecodeError('X', '', 0)))
show('jde newline', lambda: str(json.JSONDecodeError('X', '\n\n', 2)))


def catch_as_value_error(s):
    try:
        json.loads(s)
    except ValueError as err:
        return 'VE ' + str(err)
    return 'no error'


show('catch VE', lambda: catch_as_value_error('{bad'))
show('catch VE ok', lambda: catch_as_value_error('{}'))

# training-log style round trip
log = {'epoch': 3, 'loss': 0.123456789, 'acc': [0.5, 0.75, 1.0], 'lr': 1e-3,
       'params': {'hidden': 128, 'dropout': 0.1, 'name': 'mlp'}, 'done': False, 'note': None}
show('log dumps', lambda: json.dumps(log))
show('log indent', lambda: json.dumps(log, indent=2))
show('log roundtrip', lambda: json.loads(json.dumps(log, indent=4)) == log)
lines = '\n'.join(json.dumps({'step': i, 'loss': 1.0 / (i + 1)}) for i in range(5))
show('jsonl', lambda: [json.loads(l) for l in lines.split('\n')])
show('big doc', lambda: len(json.loads(json.dumps([{'i': i, 's': 'x' * (i % 7), 'f': i / 3} for i in range(300)]))))
show('big str', lambda: len(json.loads(json.dumps('ab\u00e9\n' * 2000))))
show('module attrs', lambda: (json.JSONDecodeError.__name__, json.JSONEncoder.__name__, json.JSONDecoder.__name__))
