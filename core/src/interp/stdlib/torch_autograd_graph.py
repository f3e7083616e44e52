# torch.autograd.graph: hooks on the tensors autograd saves for backward. Inside
# `with saved_tensors_hooks(pack, unpack):` each tensor an op saves goes through pack, and
# backward (or grad_fn._saved_*) gets it back from unpack. stridelab's formulas use the
# saved tensor itself, so an unpack hook must give back equal values (refused otherwise).
import torch


class saved_tensors_hooks:
    def __init__(self, pack_hook, unpack_hook):
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self):
        _native.saved_hooks_push(self.pack_hook, self.unpack_hook)

    def __exit__(self, *args):
        _native.saved_hooks_pop()


class save_on_cpu(saved_tensors_hooks):
    # Keeps saved tensors on the CPU and moves them back to their device for backward
    # (pinning needs CUDA, which stridelab never has, so pin_memory only asks for it).
    def __init__(self, pin_memory=False, device_type="cuda"):
        def pack_to_cpu(tensor):
            if not pin_memory:
                return (tensor.device, tensor.cpu())
            packed = torch.empty(tensor.size(), dtype=tensor.dtype, layout=tensor.layout)
            packed.copy_(tensor)
            return (tensor.device, packed)

        def unpack_from_cpu(packed):
            device, tensor = packed
            return tensor.to(device)

        super().__init__(pack_to_cpu, unpack_from_cpu)


class disable_saved_tensors_hooks:
    def __init__(self, error_message):
        self.error_message = error_message

    def __enter__(self):
        _native.saved_hooks_disable(self.error_message)

    def __exit__(self, *args):
        _native.saved_hooks_enable()
