# torch.qscheme and its five values (c10's QScheme), as the objects PyTorch's C module
# exports: singletons that print as torch.<name>.
class qscheme:
    def __init__(self, name):
        object.__setattr__(self, "_name", name)

    def __repr__(self):
        return "torch." + self._name

    def __reduce__(self):
        return self._name


qscheme.__module__ = "torch"
per_tensor_affine = qscheme("per_tensor_affine")
per_channel_affine = qscheme("per_channel_affine")
per_tensor_symmetric = qscheme("per_tensor_symmetric")
per_channel_symmetric = qscheme("per_channel_symmetric")
per_channel_affine_float_qparams = qscheme("per_channel_affine_float_qparams")
