# torch._dynamo as a script meets it: its config (settings hold what is set; nothing here
# reads them), reset(), and the backends torch.compile names.
from torch._dynamo.eval_frame import OptimizedModule
from torch._dynamo.exc import InvalidBackend


class _Config:
    # ConfigModuleInstance: attribute reads and writes.
    def __init__(self):
        self.suppress_errors = False
        self.verbose = False
        self.cache_size_limit = 8
        self.recompile_limit = 8
        self.capture_scalar_outputs = False
        self.capture_dynamic_output_shape_ops = False
        self.optimize_ddp = True
        self.automatic_dynamic_shapes = True
        self.assume_static_by_default = True


_Config.__name__ = "ConfigModuleInstance"
config = _Config()

# torch._dynamo.list_backends(): the registered backends without the debug ones, and with
# exclude_tags=() all of them.
_LISTED = ["cudagraphs", "inductor", "openxla", "tvm"]
_ALL = ["aot_eager", "aot_eager_decomp_partition", "aot_eager_decomp_partition_crossref",
        "aot_eager_decomp_partition_with_mode", "aot_eager_default_partitioner", "aot_ts",
        "cudagraphs", "dynamo_accuracy_minifier_backend", "dynamo_minifier_backend", "eager",
        "eager_debug", "eager_noexcept", "inductor", "invoke_subgraph",
        "non_leaf_compile_error_TESTING_ONLY", "openxla", "openxla_eval", "pre_dispatch_eager",
        "relu_accuracy_error_TESTING_ONLY", "relu_compile_error_TESTING_ONLY",
        "relu_runtime_error_TESTING_ONLY", "ts", "tvm"]


def list_backends(exclude_tags=("debug", "experimental")):
    return sorted(_LISTED if exclude_tags else _ALL)


def reset():
    return None


def disable(fn=None, recursive=True, *, reason=None):
    if fn is None:
        return lambda f: f
    return fn
