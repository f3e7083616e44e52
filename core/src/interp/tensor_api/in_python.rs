//! Tensor methods that run the prelude's Python version of their `torch` function
//! (`functions.py`): the tensor is passed first, then the method's arguments in order, to
//! `_torch_<name>`.

use super::Methods;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::tensor::Tensor;

/// (names, signature after `self`) of the methods in Python.
const ENTRIES: &[(&[&str], &str)] = &[
    (&["addmm"], "mat1, mat2, *, beta=1, alpha=1"),
    (&["stft"], crate::interp::torch_api::spectral::STFT_METHOD),
    (&["istft"], crate::interp::torch_api::spectral::ISTFT_METHOD),
    (&["addmv"], "mat, vec, *, beta=1, alpha=1"),
    (&["addr"], "vec1, vec2, *, beta=1, alpha=1"),
    (&["baddbmm"], "batch1, batch2, *, beta=1, alpha=1"),
    (&["addbmm"], "batch1, batch2, *, beta=1, alpha=1"),
    (&["cross"], "other, dim=None"),
    (&["hypot"], "other"),
    (&["gcd_"], "other"),
    (&["lcm_"], "other"),
    (&["nextafter"], "other"),
    (&["nan_to_num"], "nan=0.0, posinf=None, neginf=None"),
    (&["signbit"], ""),
    (&["hash_tensor"], "dim=None, *, keepdim=False, mode=0"),
    (&["narrow_copy"], "dim, start, length"),
    (&["share_memory_", "is_shared"], ""),
    (
        &["histogram"],
        "bins=100, *, range=None, weight=None, density=False",
    ),
    (&["put"], "index, source, accumulate=False"),
    (&["map_"], "tensor, callable"),
    (&["map2_"], "x, y, callable"),
    (&["hardshrink"], "lambd=0.5"),
    (&["nonzero_static"], "*, size, fill_value=-1"),
    (&["resize"], "*sizes"),
    (
        &["index_reduce"],
        "dim, index, source, reduce, *, include_self=True",
    ),
    (&["select_scatter"], "src, dim, index"),
    (
        &["as_strided_scatter"],
        "src, size, stride, storage_offset=None",
    ),
    (&["lu_solve"], "LU_data, LU_pivots"),
    (&["unsafe_chunk"], "chunks, dim=0"),
    (&["unsafe_split"], "split_size, dim=0"),
    (&["unsafe_split_with_sizes"], "split_sizes, dim=0"),
    (
        &["slice_scatter"],
        "src, dim=0, start=None, end=None, step=1",
    ),
    (&["diagonal_scatter"], "src, offset=0, dim1=0, dim2=1"),
    (&["ldexp"], "other"),
    (&["conj_physical_"], ""),
    (&["isposinf"], ""),
    (&["isneginf"], ""),
    (&["isreal"], ""),
    (&["storage"], ""),
    (&["nanmean"], "dim=None, keepdim=False, *, dtype=None"),
    (&["prelu"], "weight"),
    (&["renorm"], "p, dim, maxnorm"),
    (&["renorm_"], "p, dim, maxnorm"),
    (&["inverse"], ""),
    (&["det"], ""),
    (&["dist"], "other, p=2"),
    (&["sgn"], ""),
    (&["copysign"], "other"),
    (&["xlogy"], "other"),
    (&["logit"], "eps=None"),
    (&["mvlgamma"], "p"),
    (&["float_power"], "exponent"),
    (&["heaviside"], "values"),
    (&["gcd"], "other"),
    (&["lcm"], "other"),
    (&["inner"], "other"),
    (&["vdot"], "other"),
    (&["aminmax"], "*, dim=None, keepdim=False"),
    (&["frexp"], ""),
    (&["trace"], ""),
    (&["deg2rad"], ""),
    (&["rad2deg"], ""),
    (&["positive"], ""),
    (&["sinc"], ""),
    (&["absolute"], ""),
    (&["arccos"], ""),
    (&["arcsin"], ""),
    (&["arctan"], ""),
    (&["arctan2"], "other"),
    (&["fix"], ""),
    (&["greater"], "other"),
    (&["greater_equal"], "other"),
    (&["less"], "other"),
    (&["less_equal"], "other"),
    (&["not_equal"], "other"),
    (&["slogdet"], ""),
    (&["svd"], "some=True, compute_uv=True"),
    (&["pinverse"], "rcond=1e-15"),
    (&["matrix_exp"], ""),
    (&["logdet"], ""),
    (&["matrix_power"], "n"),
    (&["cov"], "*, correction=1, fweights=None, aweights=None"),
    (&["corrcoef"], ""),
    (&["fliplr"], ""),
    (&["flipud"], ""),
    (&["adjoint"], ""),
    (&["diagflat"], "offset=0"),
    (&["apply_"], "callable"),
    (&["fill_diagonal_"], "fill_value, wrap=False"),
    (&["cholesky_solve"], "input2, upper=False"),
    (&["cholesky_inverse"], "upper=False"),
    (
        &["triangular_solve"],
        "A, upper=True, transpose=False, unitriangular=False",
    ),
    (&["geqrf"], ""),
    (&["orgqr"], "input2"),
    (
        &["new_empty_strided"],
        "size, stride, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False",
    ),
];

/// (names, signature after `self`) of the methods in Python whose method differs from
/// the `torch` function: the tensor and the arguments go to `_tensor_<name>`.
const TENSOR_ONLY: &[(&[&str], &str)] = &[
    (&["lu"], "pivot=True, get_infos=False"),
    // Removed in 1.9 (torch._linalg_utils says what replaced each).
    (&["cholesky"], "upper=False"),
    (&["symeig"], "eigenvectors=False"),
    (&["eig"], "eigenvectors=False"),
    (&["solve", "lstsq"], "other"),
    (&["qr"], "some=True"),
    (&["dim_order"], "*, ambiguity_check=False"),
    (&["is_same_size"], "other"),
    (&["float_power_"], "exponent"),
];

/// (names, signature after `self`) of the methods written in the `torch.sparse` module
/// (`stdlib/torch_sparse.py`): the tensor and the arguments go to its `_to_sparse`.
const IN_TORCH_SPARSE: &[(&[&str], &str)] = &[
    (
        &["to_sparse"],
        "sparse_dim=None, *, layout=None, blocksize=None, dense_dim=None",
    ),
    (&["to_sparse_coo"], ""),
];

pub fn register(r: &mut Methods) {
    for (names, sig) in ENTRIES {
        r.add("in Python", names, sig, in_python);
    }
    for (names, sig) in TENSOR_ONLY {
        r.add("in Python", names, sig, tensor_only);
    }
    for (names, sig) in IN_TORCH_SPARSE {
        r.add("in Python", names, sig, in_torch_sparse);
    }
    // The size is checked and spread by PyTorch's parser rules here, summed in Python.
    r.add("in Python", &["sum_to_size"], "*size", |it, x, b| {
        let size = crate::interp::args::spread_ints(b, "size")?;
        let size = Value::list(size.into_iter().map(Value::Int).collect());
        let f = it
            .nn_function("_tensor_sum_to_size")
            .ok_or_else(|| crate::error::runtime("the prelude defines no _tensor_sum_to_size"))?;
        it.call(
            &f,
            crate::interp::args::Args::new(vec![Value::Tensor(x.clone()), size]),
        )
    });
}

fn in_torch_sparse(it: &mut Interp, x: &Tensor, b: &Bound) -> Result<Value> {
    // `to_sparse_coo()` is `to_sparse()` with its defaults.
    let mut args = vec![Value::Tensor(x.clone())];
    args.extend(b.in_order());
    crate::interp::stdlib::call_function(it, "torch.sparse", "_to_sparse", args)
}

fn tensor_only(it: &mut Interp, x: &Tensor, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_tensor_", vec![Value::Tensor(x.clone())], b)
}

fn in_python(it: &mut Interp, x: &Tensor, b: &Bound) -> Result<Value> {
    crate::interp::torch_api::prelude_checks::check(b)?;
    it.call_prelude_entry("_torch_", vec![Value::Tensor(x.clone())], b)
}
