# Recorded from lessons/11-debug-asserts-detector.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
x = torch.arange(6.)
before = x.untyped_storage().data_ptr()
x.add_(1) is x
x.untyped_storage().data_ptr() == before
x.view(2, 3).untyped_storage().data_ptr() == before
(x * 1).untyped_storage().data_ptr() == before
x.clone().untyped_storage().data_ptr() == before
x.contiguous() is x
x.reshape(2, 3)._base is x
x.view(2, 3).t().reshape(6)._base is None
# exercise: Does reshape copy?
import torch
base = torch.arange(6.).view(3, 2)
w = base.t()
flat = w.reshape(6)
flat.untyped_storage().data_ptr() == base.untyped_storage().data_ptr()
