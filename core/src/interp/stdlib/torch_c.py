# torch._C: the few names of PyTorch's C extension that scripts (and PyTorch's own tests)
# reach for directly.
import torch


def _is_alias_of(self, other):
    # ATen's Tensor::is_alias_of: the two share one storage, whatever their views.
    if not isinstance(self, torch.Tensor) or not isinstance(other, torch.Tensor):
        raise TypeError("_is_alias_of(): arguments must be Tensors")
    return _native.vmap_shares_storage(self, other)


def _current_graph_task_id():
    # The running backward pass's id, -1 outside one.
    return _native.current_graph_task_id()


def _will_engine_execute_node(node):
    return _native.will_engine_execute_node(node)
