# Where a transform over several dims puts its result in memory: ATen's MKL path sorts the
# batch dims and the transformed dims by the operand's strides (a real transform's last dim
# stays last), and irfftn reads the layout of its complex stage. Before, stridelab kept the
# batch row-major and the transformed dims in the order given.
import torch
import torch.fft as fft

base = torch.arange(120.).reshape(2, 3, 4, 5) / 7
z = torch.complex(base, base.flip(0) * 0.5)
ib = torch.arange(120).reshape(2, 3, 4, 5)

# A 2-d spectrum of an image batch stored channels-last, as a learner would take one.
img = base.contiguous(memory_format=torch.channels_last)
spec = fft.fft2(img)
spec.shape, spec.stride(), spec.dtype
spec.real[0, 1, :2, :3]
power = fft.rfft2(img).abs() ** 2
power.stride(), power[1, 2, 0]
back = fft.irfft2(fft.rfft2(img), s=(4, 5))
back.stride(), torch.allclose(back, img, atol=1e-5)

# Transposed and permuted operands.
fft.fftn(base.transpose(1, 3)).stride()
fft.fftn(base.transpose(1, 3), dim=(1, 2)).stride()
fft.fftn(z.permute(3, 1, 0, 2), dim=(2, 0)).stride()
fft.ifftn(z.transpose(1, 3), dim=(3, 1)).stride()
fft.rfftn(base.permute(2, 0, 3, 1)).stride()
fft.rfftn(base.permute(2, 0, 3, 1), dim=(3, 1)).stride()
fft.irfftn(z.transpose(1, 3), dim=(2, 0)).stride()
fft.irfftn(z.permute(3, 1, 0, 2)).stride()
fft.irfftn(z.permute(3, 1, 0, 2), dim=(0, 1, 3)).stride()
fft.fftn(z.permute(3, 1, 0, 2), dim=(1,)).stride()
r = fft.irfftn(z.transpose(1, 3), dim=(2, 0))
r[0, 0], r[1, 2, 3]

# Padding makes a fresh operand; slicing keeps the strides; integers are converted by .to().
fft.fftn(base.transpose(1, 3), s=(6, 3), dim=(1, 2)).stride()
fft.rfftn(base.transpose(1, 3), s=(8, 4), dim=(1, 3)).stride()
fft.irfftn(z.transpose(1, 3), s=(4, 6), dim=(1, 2)).stride()
fft.fftn(ib.transpose(1, 3), dim=(1, 2)).stride()
fft.fftn(ib[:, :, ::2], dim=(0, 3)).stride()
fft.rfft(ib[:, :, ::2].transpose(0, 3), dim=1).stride()
fft.irfftn(base[:, :, ::2].permute(3, 1, 0, 2), dim=(2, 0)).stride()
fft.fft2(base[:, :, ::2].permute(3, 1, 0, 2)).stride()

# A sweep over layouts and transforms, collected.
views = [lambda t: t, lambda t: t.transpose(1, 3), lambda t: t.permute(3, 1, 0, 2),
         lambda t: t[:, :, ::2], lambda t: t.permute(2, 0, 3, 1)]
calls = [lambda x: fft.fftn(x), lambda x: fft.fftn(x, dim=(2, 0)), lambda x: fft.fft2(x),
         lambda x: fft.ifftn(x, dim=(3, 1)), lambda x: fft.rfftn(x.real if x.is_complex() else x, dim=(2, 0)),
         lambda x: fft.irfftn(x, dim=(0, 1, 3)), lambda x: fft.irfft2(x), lambda x: fft.hfft(x, dim=1)]
sweep = []
for v in views:
    for c in calls:
        for t in (base, z):
            r = c(v(t))
            sweep.append((tuple(r.shape), r.stride()))
sweep

# Complex tensors take memory_format too.
zc = z.contiguous(memory_format=torch.channels_last)
zc.stride(), zc.is_contiguous(), zc.is_contiguous(memory_format=torch.channels_last)
z.clone(memory_format=torch.channels_last).stride()
z.transpose(1, 3).clone().stride()
zz = z.conj().contiguous(memory_format=torch.channels_last)
zz.is_conj(), zz.stride(), zz.imag[0, 0, 0]
z.contiguous(memory_format=torch.preserve_format).stride()
z.transpose(1, 3).contiguous(memory_format=torch.preserve_format)
z[0].contiguous(memory_format=torch.channels_last)
