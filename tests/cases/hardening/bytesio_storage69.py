# io.BytesIO as tutorials use it with torch.save/torch.load, as a plain byte stream, and an
# untyped storage read as bytes (len, s[i], list(s)).
import io
import torch
buf = io.BytesIO()
torch.save(torch.arange(3), buf)
torch.load(buf)
buf.tell() > 0
buf.seek(0)
torch.load(buf)
torch.load(io.BytesIO(buf.getvalue()))
torch.load(io.BytesIO(b"abc"))
torch.load(io.BytesIO())
lin = torch.nn.Linear(2, 3)
b2 = io.BytesIO()
torch.save(lin.state_dict(), b2)
b2.seek(0)
sd = torch.load(b2)
(sorted(sd), torch.equal(sd["weight"], lin.weight))
io.BytesIO("s")
io.BytesIO().write("s")
io.BytesIO(b"abc").read(2)
io.BytesIO(b"abc").getvalue()
io.BytesIO().seek(-1)
bb = io.BytesIO()
bb.write(b"hello ")
bb.write(bytearray(b"world\nnext"))
(bb.getvalue(), bb.tell(), bb.seek(0), bb.readline(), bb.read(), bb.read())
(bb.seek(2), bb.write(b"XY"), bb.getvalue(), bb.getbuffer().nbytes)
(bb.seek(0, 2), bb.seek(-3, 1), bb.read(10), bb.truncate(4), bb.getvalue())
with io.BytesIO(b"q") as cm:
    inside = cm.read()
(inside, cm.closed)
cm.read()
points = torch.tensor([[4.0, 1.0], [5.0, 3.0], [2.0, 1.0]])
st = points.untyped_storage()
(len(st), st[0], st[3], st[-1])
list(st)[:8]
list(torch.tensor([-1, 2], dtype=torch.int8).untyped_storage())
torch.tensor([1, 2], dtype=torch.int16).untyped_storage()[2]
st[24]
st[-25]
st["a"]
st[1.0]
st[True]
sum(points[1].untyped_storage()) == sum(st)
