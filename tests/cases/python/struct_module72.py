# struct: the bytes behind a float, as floating-point lessons look at them (bit patterns of
# float32 / float64 / float16), packing ints with byte order and native alignment.
import struct
import torch
struct.unpack('<i', struct.pack('<f', 1.0))[0] == 1065353216
struct.unpack('>I', struct.pack('>f', 0.1))[0]
f'{struct.unpack(">I", struct.pack(">f", 0.1))[0]:032b}'
f'{struct.unpack(">Q", struct.pack(">d", 0.1))[0]:064b}'
struct.pack('<f', 0.1), struct.pack('>d', -2.5), struct.pack('<e', 1.0)
struct.unpack('<f', struct.pack('<f', 0.1))[0]
struct.unpack('<f', struct.pack('<f', 0.1))[0] == torch.tensor(0.1).item()
struct.unpack('<e', struct.pack('<e', 0.1))[0] == torch.tensor(0.1, dtype=torch.float16).item()
[struct.unpack('<I', struct.pack('<f', x))[0] for x in (0.0, -0.0, 1.0, -2.0, float('inf'), 1e-45, 3.4028234663852886e38)]
[struct.unpack('<H', struct.pack('<e', x))[0] for x in (1.0, 65504.0, 6e-8, -0.0, float('inf'))]
struct.unpack('<d', struct.pack('<d', 0.1))[0] == 0.1
struct.unpack('<f', bytes([0, 0, 0x80, 0x7f])), struct.unpack('>f', bytes([0x7f, 0x80, 0, 1]))
struct.pack('<hHiIq', -2, 3, -7, 7, -9)
struct.unpack('<hHiIq', struct.pack('<hHiIq', -2, 3, -7, 7, -9))
struct.pack('>hHiIq', -2, 3, -7, 7, -9)
struct.pack('!i', 1), struct.pack('=l', 5), struct.pack('@l', 5), struct.pack('?', 5), struct.pack('2?', 0, [1])
struct.unpack('??', b'\x00\x07'), struct.unpack('3c', b'abc'), struct.unpack('bB', b'\xff\xff')
struct.calcsize('@bi'), struct.calcsize('<bi'), struct.calcsize('@bq'), struct.calcsize('@ib'), struct.calcsize('4sxi'), struct.calcsize('@b3h'), struct.calcsize('@n')
struct.pack('@bi', 1, 2), struct.pack('<bi', 1, 2), struct.pack('@bd', 1, 1.0)
struct.pack('5s', b'ab'), struct.pack('3s', b'abcdef'), struct.pack('5p', b'ab'), struct.unpack('5p', b'\x09abcd')
struct.pack('3x2b', 1, 2), struct.unpack('<2xh', b'\x00\x00\x05\x00'), struct.pack(' < i  h ', 1, 2)
list(struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00'))
struct.unpack_from('<h', b'\x00\x01\x00\x02\x00', 1), struct.unpack_from('<h', b'\x00\x01\x00\x02\x00', offset=-2)
s = struct.Struct('<2f')
s.size, s.format, s.unpack(s.pack(1.5, -0.1)), struct.Struct(b'>I').format
isinstance(struct.error('x'), Exception), struct.error.__name__, struct.error.__module__
struct.pack('b', 200)
struct.pack('B', -1)
struct.pack('<h', 40000)
struct.pack('>H', -1)
struct.pack('i', 2**31)
struct.pack('<I', -1)
struct.pack('<I', 2**32)
struct.pack('<l', 2**31)
struct.pack('q', 2**63)
struct.pack('>q', 2**63)
struct.pack('i', 1.5)
struct.pack('f', 'a')
struct.pack('<f', 1e300)
struct.pack('<e', 65520.0)
struct.pack('c', b'ab')
struct.pack('s', 'a')
struct.pack('z', 1)
struct.pack('<n', 1)
struct.calcsize('3')
struct.pack('ii', 1)
struct.pack('i', 1, 2)
struct.unpack('i', b'123')
struct.unpack('i', 'abcd')
struct.unpack_from('i', b'123', 1)
struct.unpack_from('i', b'12345', -8)
list(struct.iter_unpack('i', b'12345'))
struct.iter_unpack('', b'')
struct.pack()
struct.Struct(1)
