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


def _get_grad_fn_or_grad_acc(t):
    # A leaf's node is its AccumulateGrad (reached through a view's edge), else its grad_fn.
    if t.requires_grad and t.grad_fn is None:
        with torch.enable_grad():
            node = t.view_as(t).grad_fn.next_functions[0][0]
    else:
        node = t.grad_fn
    if node is None:
        raise AssertionError("Expected gradient function to be set")
    return node


class _MultiHandle(torch.utils.hooks.RemovableHandle):
    # The handles of the per-tensor hooks, removed together.
    def __init__(self, handles):
        self.handles = handles

    def remove(self):
        for handle in self.handles:
            handle.remove()

    def __getstate__(self):
        return self.handles

    def __setstate__(self, state):
        self.handles = state


def register_multi_grad_hook(tensors, fn, *, mode="all"):
    # graph.py's: "all" calls fn once every tensor this pass reaches has its gradient (None
    # for those it does not reach); "any" calls fn with the first gradient of each pass.
    supported_modes = ("all", "any")
    if mode not in supported_modes:
        raise ValueError(f"Expects mode to be one of {supported_modes} but got {mode}")
    if mode == "all":
        count = {}
        nb_calls = None
        buffer = {}
        grad_fns = list(map(_get_grad_fn_or_grad_acc, tensors))
        len_tensors = len(tensors)

        def get_inner_hook(idx):
            def inner_hook(grad):
                nonlocal count, nb_calls, buffer, fn
                id = torch._C._current_graph_task_id()
                if id == -1:
                    raise AssertionError("expected this hook to be called inside a backward call")
                count[id] = count.get(id, 0)
                buffer[id] = buffer.get(id, [None] * len_tensors)
                curr_count, count[id] = count[id], count[id] + 1
                if curr_count == 0:
                    # On the first call of a pass, how many of the tensors it will reach.
                    nb_calls = sum(map(torch._C._will_engine_execute_node, grad_fns))
                buffer[id][idx] = grad
                if curr_count == nb_calls - 1:
                    fn(buffer[id])
                    del count[id]
                    del buffer[id]

            return inner_hook

        handles = tuple(t.register_hook(get_inner_hook(i)) for i, t in enumerate(tensors))
    else:
        ran_hook = {}

        def wrapped_fn(grad):
            nonlocal ran_hook
            id = torch._C._current_graph_task_id()
            if id == -1:
                raise AssertionError("expected this hook to be called inside a backward call")
            prev = ran_hook.get(id, False)
            ran_hook[id] = True
            if prev:
                return
            fn(grad)

        handles = tuple(tensor.register_hook(wrapped_fn) for tensor in tensors if tensor.requires_grad)
    return _MultiHandle(handles)
