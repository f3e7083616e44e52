# The legacy typed storage (`t.storage()`, deprecated in favour of untyped_storage()):
# elements of the tensor's dtype over the same bytes.
import torch
torch.set_default_device('cpu')
x = torch.arange(6.)
ts = x.storage()
type(ts).__name__, ts.dtype, ts.device, ts.size(), len(ts), ts.nbytes(), ts.element_size()
ts.tolist(), ts[1], ts[-1]
ts.type(), ts.pickle_storage_type(), ts.is_shared(), ts.is_pinned(), ts.resizable()
ts.data_ptr() == x.data_ptr(), ts.untyped() is x.untyped_storage()
ts._untyped_storage is x.untyped_storage()
str(ts)
ts[0:2]
ts[10]
ts.foo
# Writes go to the tensor's memory.
ts[0] = 7.5
x
ts.fill_(2) is ts
x
ts.copy_(torch.ones(6).storage()) is ts
x
ts.copy_(torch.ones(2).storage())
# Conversions and copies are new storages of their own.
c = ts.clone()
c[0] = 5
x[0], type(c).__name__, c.data_ptr() == ts.data_ptr()
str(ts.int()), ts.long().dtype, ts.bool().dtype, ts.half().tolist()
ts.double().nbytes(), ts.byte().nbytes()
ts.cpu() is ts, ts.cpu().data_ptr() == ts.data_ptr()
# The view's typed storage is its base's, from element 0.
x[2:].storage().size(), x[2:].storage().data_ptr() == x.data_ptr()
ts.share_memory_() is ts
ts.is_shared(), x.untyped_storage().is_shared()
import copy
copy.copy(ts).data_ptr() == ts.data_ptr(), copy.deepcopy(ts).tolist()
