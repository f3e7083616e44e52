# pickle of NumPy arrays, scalars and dtypes (stop 80): NumPy 2's reductions
# (_reconstruct with its state tuple, scalar, dtype; _frombuffer at protocol 5) written as
# CPython writes them at protocols 2 to 5, and read back, including pickles CPython + NumPy
# wrote (the bytes literals) and fast.ai's `pickle.load(f, encoding="latin-1")` of MNIST.
import io
import pickle
import numpy as np
import torch

a = np.arange(6.).reshape(2, 3)
[pickle.dumps(a, protocol=p).hex() for p in (2, 3, 4, 5)]
[pickle.dumps(a.T, protocol=p).hex() for p in (2, 4, 5)]
[pickle.dumps(a[:, ::2], protocol=p).hex() for p in (3, 5)]
pickle.dumps(np.arange(12, dtype=np.int32).reshape(3, 4)[::2].T, protocol=5).hex()
[pickle.dumps(x, protocol=4).hex() for x in (np.array(3.5), np.zeros((0, 3)), np.array([True, False]), np.array([1, 2], dtype=np.uint8))]
[pickle.dumps(x, protocol=4).hex() for x in (np.array([1, 65535], dtype=np.uint16), np.array([1.5, -2], dtype=np.float16), np.array([1 + 2j, 3j], dtype=np.complex64), np.array([-1, 2], dtype=np.int8))]
[pickle.dumps(x, protocol=5).hex() for x in (np.array(3.5), np.zeros((0, 3)), np.array([1 + 2j], dtype=np.complex128))]
[pickle.dumps(x, protocol=p).hex() for p in (2, 4) for x in (np.float64(1.5), np.int64(3), np.float32(2.5), np.bool_(True), np.uint8(7))]
[pickle.dumps(x, protocol=p).hex() for p in (2, 3, 5) for x in (np.dtype('float32'), np.dtype('bool'), np.dtype('int64'))]
pickle.dumps((np.arange(3.), np.arange(3.), np.float64(2.0), np.float64(2.0)), protocol=2).hex()
pickle.dumps([np.arange(4).reshape(2, 2), None, {'a': np.arange(2.)}], protocol=4).hex()
same = np.arange(3)
pickle.dumps([same, same, same.dtype]).hex()
# --- read back
objs = [a, a.T, a[:, ::2], np.array(3.5), np.zeros((0, 3)), np.array([[True], [False]]), np.arange(6, dtype=np.int16).reshape(2, 3).T, np.array([1 + 2j], dtype=np.complex64), np.array([7, 65535], dtype=np.uint16)]
back = [pickle.loads(pickle.dumps(x, protocol=p)) for p in (2, 3, 4, 5) for x in objs]
[(b.tolist(), b.dtype.name, b.shape, b.strides) for b in back]
[(b.flags.c_contiguous, b.flags.f_contiguous, b.flags.writeable, b.base is None) for b in back]
s = pickle.loads(pickle.dumps((np.float64(1.5), np.int64(-3), np.bool_(False), np.float32(0.1), np.dtype('uint8'))))
s, [type(x).__name__ for x in s]
t = pickle.loads(pickle.dumps((a, a, a.dtype)))
t[0] is t[1], t[2] is t[0].dtype, t[0] is a
# --- pickles written by CPython 3.11 + NumPy 2
r2 = b'\x80\x02cnumpy._core.multiarray\n_reconstruct\nq\x00cnumpy\nndarray\nq\x01K\x00\x85q\x02c_codecs\nencode\nq\x03X\x01\x00\x00\x00bq\x04X\x06\x00\x00\x00latin1q\x05\x86q\x06Rq\x07\x87q\x08Rq\t(K\x01K\x02K\x02\x86q\ncnumpy\ndtype\nq\x0bX\x02\x00\x00\x00f4q\x0c\x89\x88\x87q\rRq\x0e(K\x03X\x01\x00\x00\x00<q\x0fNNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00tq\x10b\x89h\x03X\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\xc2\x80?\x00\x00\x00@\x00\x00@@q\x11h\x05\x86q\x12Rq\x13tq\x14bh\x00h\x01K\x00\x85q\x15h\x07\x87q\x16Rq\x17(K\x01K\x03\x85q\x18h\x0bX\x02\x00\x00\x00i8q\x19\x89\x88\x87q\x1aRq\x1b(K\x03h\x0fNNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00tq\x1cb\x89h\x03X\x18\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00q\x1dh\x05\x86q\x1eRq\x1ftq bcnumpy._core.multiarray\nscalar\nq!h\x0bX\x02\x00\x00\x00f8q"\x89\x88\x87q#Rq$(K\x03h\x0fNNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00tq%bh\x03X\t\x00\x00\x00\x00\x00\x00\x00\x00\x00\xc3\x90?q&h\x05\x86q\'Rq(\x86q)Rq*\x87q+.'
r4 = b'\x80\x04\x95\xe9\x00\x00\x00\x00\x00\x00\x00}\x94(\x8c\x01x\x94\x8c\x16numpy._core.multiarray\x94\x8c\x0c_reconstruct\x94\x93\x94\x8c\x05numpy\x94\x8c\x07ndarray\x94\x93\x94K\x00\x85\x94C\x01b\x94\x87\x94R\x94(K\x01K\x03K\x02\x86\x94h\x05\x8c\x05dtype\x94\x93\x94\x8c\x02i2\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01<\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94b\x88C\x0c\x00\x00\x01\x00\x02\x00\x03\x00\x04\x00\x05\x00\x94t\x94b\x8c\x01m\x94h\x04h\x07K\x00\x85\x94h\t\x87\x94R\x94(K\x01K\x01K\x02\x86\x94h\x0e\x8c\x02b1\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01|\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94b\x89C\x02\x01\x00\x94t\x94bu.'
r5 = b'\x80\x05\x95\x06\x01\x00\x00\x00\x00\x00\x00]\x94(\x8c\x13numpy._core.numeric\x94\x8c\x0b_frombuffer\x94\x93\x94(\x96\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00\x00\x00@\x94\x8c\x05numpy\x94\x8c\x05dtype\x94\x93\x94\x8c\x02f8\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01<\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94bK\x03\x85\x94\x8c\x01C\x94t\x94R\x94\x8c\x16numpy._core.multiarray\x94\x8c\x06scalar\x94\x93\x94h\x07\x8c\x02u1\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01|\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94bC\x01\t\x94\x86\x94R\x94h\x07\x8c\x02i4\x94\x89\x88\x87\x94R\x94(K\x03h\x0bNNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94be.'
x, y, z = pickle.loads(r2)
x.tolist(), x.dtype.name, y.tolist(), y.dtype.name, z, type(z).__name__
d = pickle.loads(r4)
d['x'].tolist(), d['x'].strides, d['x'].flags.f_contiguous, d['m'].tolist(), d['m'].dtype.name
u = pickle.loads(r5)
u[0].tolist(), u[1], type(u[1]).__name__, u[2]
[pickle.loads(b, encoding="latin-1")[0].tolist() for b in (r2,)]
pickle.loads(r2, encoding="bytes")[1].tolist(), pickle.loads(r4, encoding="latin1")['m'].shape
pickle.dumps(pickle.loads(r4)) == r4, pickle.dumps(pickle.loads(r2), protocol=2) == r2, pickle.dumps(pickle.loads(r5), protocol=5) == r5
# --- the MNIST pickle of "What is torch.nn really?" and fast.ai, in memory
x_tr = np.arange(12, dtype=np.float32).reshape(3, 4) / 10
y_tr = np.array([5, 0, 4])
blob = pickle.dumps(((x_tr, y_tr), (x_tr[:1], y_tr[:1]), None))
((x_train, y_train), (x_valid, y_valid), _) = pickle.loads(blob, encoding="latin-1")
x_train.shape, x_train.dtype.name, y_valid.tolist(), _
xt, yt = map(torch.tensor, (x_train, y_train))
xt, yt, xt.stride()
f = io.BytesIO()
pickle.dump((x_tr, y_tr), f, protocol=2)
f.seek(0)
pickle.load(f, encoding="latin-1")[1].tolist(), len(f.getvalue())
