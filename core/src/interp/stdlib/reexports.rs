//! Python-written modules seen through native namespaces: a namespace's submodules
//! written here (`torch.utils.data`) and the names it re-exports from them
//! (`torch.autograd.Function`).

use super::class_modules;
use super::sources::SOURCES;

/// Names a native namespace takes from a module written here (`torch.autograd.Function`).
const REEXPORTS: &[(&str, &str, &str)] = &[
    ("torch.optim", "Optimizer", "torch.optim.optimizer"),
    ("torch.optim", "LBFGS", "torch.optim.lbfgs"),
    ("torch.optim", "Adafactor", "torch.optim._adafactor"),
    ("torch.optim", "Muon", "torch.optim._muon"),
    ("torch.optim", "SparseAdam", "torch.optim.sparse_adam"),
    (
        "torch.optim",
        "swap_in_optimizer_params_and_state",
        "torch.optim._stateless",
    ),
    // A TorchVersion (a str comparing as a version), as PyTorch's is.
    ("torch", "__version__", "torch.torch_version"),
    ("torch", "save", "torch.serialization"),
    ("torch", "load", "torch.serialization"),
    // One function object, as in PyTorch (`torch.vmap is torch.func.vmap`).
    ("torch", "vmap", "torch.func"),
    ("torch", "autocast", "torch.amp"),
    ("torch", "compile", "torch.compiler"),
    ("torch", "_assert", "torch._assert_function"),
    // Removed in 1.9; kept by PyTorch to say what replaced them.
    ("torch", "cholesky", "torch._linalg_utils"),
    ("torch", "symeig", "torch._linalg_utils"),
    ("torch", "eig", "torch._linalg_utils"),
    ("torch", "solve", "torch._linalg_utils"),
    ("torch", "lstsq", "torch._linalg_utils"),
    ("torch", "qr", "torch._linalg_utils"),
    ("torch", "matrix_rank", "torch._linalg_utils"),
    (
        "torch",
        "set_float32_matmul_precision",
        "torch._float32_precision",
    ),
    (
        "torch",
        "get_float32_matmul_precision",
        "torch._float32_precision",
    ),
    // The autocast state functions (C functions in PyTorch; one state with torch.amp's class).
    ("torch", "is_autocast_enabled", "torch.amp"),
    ("torch", "set_autocast_enabled", "torch.amp"),
    ("torch", "get_autocast_dtype", "torch.amp"),
    ("torch", "set_autocast_dtype", "torch.amp"),
    ("torch", "is_autocast_cache_enabled", "torch.amp"),
    ("torch", "set_autocast_cache_enabled", "torch.amp"),
    ("torch", "autocast_increment_nesting", "torch.amp"),
    ("torch", "autocast_decrement_nesting", "torch.amp"),
    ("torch", "clear_autocast_cache", "torch.amp"),
    ("torch", "is_autocast_cpu_enabled", "torch.amp"),
    ("torch", "get_autocast_cpu_dtype", "torch.amp"),
    ("torch.nn", "DataParallel", "torch.nn.parallel"),
    // Sparse COO tensors (`torch_sparse.py`): the top-level names of torch.sparse's.
    ("torch", "sparse_coo_tensor", "torch.sparse"),
    ("torch", "spmm", "torch.sparse"),
    (
        "torch.autograd",
        "detect_anomaly",
        "torch.autograd.anomaly_mode",
    ),
    (
        "torch.autograd",
        "set_detect_anomaly",
        "torch.autograd.anomaly_mode",
    ),
    ("torch.autograd", "Function", "torch.autograd.function"),
    ("torch.autograd", "no_grad", "torch.autograd.grad_mode"),
    ("torch.autograd", "enable_grad", "torch.autograd.grad_mode"),
    (
        "torch.autograd",
        "set_grad_enabled",
        "torch.autograd.grad_mode",
    ),
    (
        "torch.autograd",
        "inference_mode",
        "torch.autograd.grad_mode",
    ),
    ("torch.autograd", "FunctionCtx", "torch.autograd.function"),
    ("torch.autograd", "Variable", "torch.autograd.variable"),
    ("torch.nn", "Buffer", "torch.nn.parameter"),
    ("torch", "qscheme", "torch._qscheme"),
    ("torch", "per_tensor_affine", "torch._qscheme"),
    ("torch", "per_channel_affine", "torch._qscheme"),
    ("torch", "per_tensor_symmetric", "torch._qscheme"),
    ("torch", "per_channel_symmetric", "torch._qscheme"),
    (
        "torch",
        "per_channel_affine_float_qparams",
        "torch._qscheme",
    ),
    ("torch.nn", "UninitializedParameter", "torch.nn.parameter"),
    ("torch.nn", "UninitializedBuffer", "torch.nn.parameter"),
    (
        "torch.autograd",
        "once_differentiable",
        "torch.autograd.function",
    ),
];

/// The module behind `ns.name` when it is one written here: the submodule itself
/// (`torch.utils` + `data` → `("torch.utils.data", None)`), or the module a re-exported name
/// comes from, with the name to read from it.
pub fn python_attr_of(ns: &str, name: &str) -> Option<(&'static str, Option<&'static str>)> {
    let submodule = SOURCES.iter().map(|(n, _)| *n).find(|n| {
        n.strip_prefix(ns)
            .and_then(|rest| rest.strip_prefix('.'))
            .is_some_and(|rest| rest == name)
    });
    if let Some(m) = submodule {
        // `torch.optim.optimizer` after its package deleted the name: an AttributeError,
        // though `import torch.optim.optimizer` still works.
        return (!DELETED_SUBMODULES.contains(&m)).then_some((m, None));
    }
    if ns == "torch.nn" && name == "modules" {
        return Some((class_modules::NN_MODULES, None));
    }
    REEXPORTS
        .iter()
        .find(|(n, attr, _)| *n == ns && *attr == name)
        .map(|(_, attr, m)| (*m, Some(*attr)))
}

/// Submodules a package's `__init__` deletes from its namespace after importing their
/// names (`del optimizer` in torch/optim/__init__.py): importable, but not in `dir()`.
const DELETED_SUBMODULES: &[&str] = &[
    "torch.optim.optimizer",
    "torch.optim.lbfgs",
    "torch.optim.sparse_adam",
];

/// The names `python_attr_of(ns, _)` answers: the Python submodules and re-exports of a
/// native namespace (for `dir()`).
pub fn python_names_of(ns: &str) -> Vec<String> {
    let mut out: Vec<String> = SOURCES
        .iter()
        .filter(|(n, _)| !DELETED_SUBMODULES.contains(n))
        .filter_map(|(n, _)| n.strip_prefix(ns)?.strip_prefix('.'))
        .filter(|rest| !rest.contains('.'))
        .map(String::from)
        .collect();
    out.extend(
        REEXPORTS
            .iter()
            .filter(|(n, _, _)| *n == ns)
            .map(|(_, attr, _)| attr.to_string()),
    );
    out
}
