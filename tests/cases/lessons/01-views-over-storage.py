# Recorded from lessons/01-views-over-storage.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
x = torch.arange(12.)
m = x.view(3, 4)
m.shape
m.stride()
m.storage_offset()
m[1, 2] = 100.
x
m.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
m._base is x
s = x[5:9]
s.storage_offset()
s.data_ptr() - x.data_ptr()
s.element_size()
big = torch.zeros(1_000_000)
tiny = big[10:12]
tiny.untyped_storage().nbytes()
small = tiny.clone()
small.untyped_storage().nbytes()
small.storage_offset()
# exercise: Where does a row start?
import torch
x = torch.arange(20.)
r = x.view(4, 5)[2]
r.storage_offset()
# exercise: How many bytes does the slice hold on to?
import torch
w = torch.ones(1000)
t = w[:3]
t.untyped_storage().nbytes()
# exercise: Read the same storage as a matrix
import torch
x = torch.arange(12.)
v = x.view(2, 6)
assert v.shape == (2, 6), f"v.shape is {tuple(v.shape)}, not (2, 6)"
assert v.untyped_storage().data_ptr() == x.untyped_storage().data_ptr(), "v has a storage of its own: it is a copy, not a view"
assert v.stride() == (6, 1), f"v.stride() is {v.stride()}"
# exercise: Free the big storage
import torch
huge = torch.arange(100_000.)
keep = huge[500:504]
light = keep.clone()
assert torch.equal(light, torch.tensor([500., 501., 502., 503.])), "the values changed"
assert light.untyped_storage().nbytes() == 16, f"light still holds {light.untyped_storage().nbytes()} bytes"
