# Complex values meeting 0-d tensors and non-finite numbers, the way signal code writes them:
# torch.where picking between a complex tensor and a 0-d or Python fallback (ATen's result
# type: 0-d tensors rank below tensors with dims), the nuclear norm through legacy torch.norm,
# and adding nan/inf, where ATen multiplies the number by alpha as a complex value.
import torch
R = lambda t: torch.view_as_real(t.resolve_conj().contiguous())
spectrum = torch.tensor([1 + 1j, -2j, 0j, 0.5 + 0.25j])
keep = spectrum.abs() > 0.6
fallback = torch.tensor(0.0, dtype=torch.float64)
cleaned = torch.where(keep, spectrum, fallback)
cleaned.dtype, R(cleaned)
phase = torch.tensor(1j, dtype=torch.complex128)
torch.where(keep, spectrum, phase).dtype
mag = spectrum.abs()
torch.where(keep, mag, phase).dtype
R(torch.where(keep, mag, phase))
(spectrum * fallback).dtype
spectrum.where(keep, fallback).dtype
R(torch.where(keep, spectrum, 2.5))
torch.where(keep, spectrum, 1e40)
torch.where(keep, spectrum.to(torch.complex128), 1e40).dtype
spectrum.masked_fill(~keep, 1e40)
R(spectrum.masked_fill(~keep, float("inf")))
R(spectrum.masked_fill(~keep, fallback))
A = torch.tensor([[1 + 2j, 0.5 - 1j, 3j], [2, -1 + 1j, 0.25 - 0.5j]])
torch.norm(A, p="nuc")
A.norm(p="nuc")
torch.norm(A, p="nuc", keepdim=True)
torch.norm(A, p="fro")
torch.linalg.matrix_norm(A, "nuc")
batch = torch.stack([A, 2 * A])
torch.norm(batch, p="nuc", dim=(1, 2))
torch.norm(batch, p="nuc")
R(spectrum + float("nan"))
R(spectrum + float("inf"))
R(spectrum - float("inf"))
R(float("inf") + spectrum)
R(spectrum + 1e40)
R(spectrum.to(torch.complex128) + 1e40)
R(spectrum + complex(0, float("inf")))
R(spectrum - 2.5)
R(3 - spectrum)
R(torch.add(spectrum, float("inf"), alpha=2))
