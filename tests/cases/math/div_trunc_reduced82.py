# Integer step counts from 16-bit float tensors (mixed-precision code keeps lengths and
# spacings in bfloat16/float16): ATen's CPU trunc division rounds the quotient to the 16-bit
# dtype before truncating it, unless the divisor is a single number, read in float32.
import torch
lengths = torch.tensor([1.0, -1.0, 3.141592653589793, 1.0, 7.0, 2.0], dtype=torch.bfloat16)
spacing = torch.tensor([0.1, 0.1, 0.1, 0.3, 0.7, 0.2], dtype=torch.bfloat16)
steps = torch.divide(lengths, spacing, rounding_mode='trunc')
steps
torch.div(lengths, spacing, rounding_mode='floor')
torch.trunc(lengths / spacing)
lengths.div(spacing, rounding_mode='trunc')
buf = lengths.clone()
buf.div_(spacing, rounding_mode='trunc')
buf
out = torch.empty(6, dtype=torch.bfloat16)
torch.div(lengths, spacing, rounding_mode='trunc', out=out)
out
torch.div(lengths, 0.1, rounding_mode='trunc')
torch.div(lengths, torch.tensor(0.1, dtype=torch.bfloat16), rounding_mode='trunc')
torch.div(lengths, torch.tensor([0.1], dtype=torch.bfloat16), rounding_mode='trunc')
torch.div(lengths.float(), spacing.float(), rounding_mode='trunc')
h_len = torch.tensor([7.0, 1.0, 5.0, 3.0, 2047.0], dtype=torch.float16)
h_sp = torch.tensor([0.7, 0.1, 0.5, 0.3, 0.99951171875], dtype=torch.float16)
torch.div(h_len, h_sp, rounding_mode='trunc')
torch.div(h_len, h_sp, rounding_mode='floor')
h = h_len.clone()
h.div_(h_sp, rounding_mode='trunc')
h
torch.div(h_len, 0.7, rounding_mode='trunc')
torch.div(lengths, spacing.float(), rounding_mode='trunc')
w = torch.linspace(0.5, 30.0, 40, dtype=torch.bfloat16)
torch.div(w, torch.full((40,), 0.1, dtype=torch.bfloat16), rounding_mode='trunc')
lengths // spacing
