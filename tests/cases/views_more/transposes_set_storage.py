# PyTorch's own test_view_ops.py: .H/.mT/.mH/adjoint() of a 0-d tensor is the tensor (its
# conjugate for H-like ones of a complex one), of a 1-d one an error.
s = torch.tensor(2.5)
v = torch.tensor([1.0, 2.0])
s.H
s.mT
s.mH
s.adjoint()
v.H
v.mT
v.mH
v.adjoint()
torch.arange(24.).reshape(2, 3, 4).H
sz = torch.tensor(1 + 2j)
torch.view_as_real(sz.H.resolve_conj())
torch.view_as_real(sz.mT.resolve_conj())
torch.view_as_real(sz.mH.resolve_conj())
torch.view_as_real(sz.adjoint().resolve_conj())
vz = torch.tensor([1 + 2j, 3j])
vz.H
vz.mT
vz.mH
vz.adjoint()
torch.view_as_real(torch.tensor([[1 + 2j, 3j]]).H.resolve_conj())
torch.tensor([1 + 2j]).layout
# resolve_neg/is_neg (no tensor here has PyTorch's negative bit), is_quantized.
torch.tensor([1.0]).resolve_neg()
torch.resolve_neg(torch.tensor([2.0]))
torch.is_neg(torch.tensor([2.0]))
torch.tensor([1j]).is_neg()
torch.view_as_real(torch.tensor([1 + 1j]).conj().resolve_neg().resolve_conj())
torch.ones(2).is_quantized
torch.tensor([1j]).is_quantized
# set_(storage, storage_offset, size, stride) from an untyped or typed storage or a tensor.
ref = torch.arange(10.)
st = torch.tensor(())
st.set_(ref.untyped_storage(), storage_offset=2, size=torch.Size([4]), stride=[2])
st
st.set_(ref.untyped_storage(), 1, (2, 2), (3, 1))
st.set_(ref, 0, (5,))
x = torch.arange(8.).reshape(1, 4, 2)
x.set_(x.storage(), 0, x.size(), [20, 2, 1])
x.stride()
x.is_contiguous()
torch.zeros(2).set_(ref.untyped_storage(), 0, (2,))
torch.zeros(2).set_(ref.untyped_storage(), -1, (2,))
# swapaxes takes numpy's names (axis0, axis1), swapdims torch's.
torch.swapaxes(torch.ones(2, 3), axis0=0, axis1=1).shape
torch.swapaxes(torch.ones(2, 3), dim0=0, dim1=1)
torch.ones(2, 3).swapaxes_(axis0=0, axis1=1).shape
torch.ones(2, 3).swapdims(dim0=0, dim1=1).shape
torch.ones(2, 3).swapdims_(dim0=1, dim1=0).shape
