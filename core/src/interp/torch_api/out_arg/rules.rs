//! The data behind `out=`: for each function, which dtypes its `out` may have (and the
//! kernel's words when it may not), which aliasing with its inputs the kernel refuses, and
//! the name autograd's refusal gives. Measured against PyTorch 2.15 op by op
//! (`tests/cases/out/dtypes_matrix.py`).

use crate::error::ErrorKind;
use std::collections::HashMap;
use std::sync::LazyLock;

/// Which dtypes `out` may have, and the error when it may not. Messages are templates:
/// `{R}`/`{O}` the result's and `out`'s ScalarType names (`Float`), `{r}`/`{o}` their C
/// type names (`float`), `{name}` the ATen name.
#[derive(Clone, Copy)]
pub(super) enum Dtype {
    /// TensorIterator's safe casting: any dtype the result casts to without leaving its
    /// category (int to float is fine, float to int is not).
    Cast(ErrorKind, &'static str),
    /// Any dtype: comparisons and logical ops write 0/1 in any dtype.
    Any,
    /// Exactly the result's dtype.
    Same(&'static str),
    /// Bool, or uint8 (the legacy byte masks of `all`/`any`).
    BoolOrByte(&'static str),
    /// Castable, then exactly the result's (`diag` checks in that order).
    CastThenSame(&'static str, &'static str),
    /// The op computes in `out`'s dtype: it becomes the `dtype=` argument (reductions,
    /// scans). Some refuse a non-float `out` first, with the given error (`mean`).
    FromOut(Option<(ErrorKind, &'static str)>),
    /// A factory: `out`'s dtype is the dtype unless one is given, which must agree.
    Factory,
}

/// What aliasing between `out` and the inputs the kernel refuses.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Alias {
    /// TensorIterator: an input may be `out` exactly or apart from it, not partly over it;
    /// an input that *is* `out` cannot be resized ("output with shape [2] doesn't match
    /// the broadcast shape [3, 2]", as in-place ops say).
    Elementwise,
    /// Scans and sorts: partial overlap with an input is refused.
    NoPartial,
    /// Index ops (`gather`, `index_select`, ...): no input may share an element with `out`.
    Disjoint,
    /// `cat` and its family: as `Disjoint`, checked after `out` is resized.
    Apart,
    /// Reductions and BLAS products start `out` at the identity (BLAS: beta = 0) before
    /// they read the inputs, so an `out` that aliases an input changes what is read.
    FillFirst(Fill),
    /// Only `out`'s own overlap is refused.
    OutOnly,
}

/// The value a kernel starts its output at.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Fill {
    Zero,
    One,
    /// The float reductions' identity for `amax` (ints start elsewhere: not imitated).
    MinusInf,
    PlusInf,
}

impl Fill {
    /// The value, or None when the kernel for `dtype` does not start at an identity.
    pub(super) fn value(self, dtype: crate::dtype::DType) -> Option<crate::scalar::Scalar> {
        use crate::scalar::Scalar;
        match self {
            Fill::Zero => Some(Scalar::Int(0)),
            Fill::One => Some(Scalar::Int(1)),
            Fill::MinusInf => dtype
                .is_floating()
                .then_some(Scalar::Float(f64::NEG_INFINITY)),
            Fill::PlusInf => dtype.is_floating().then_some(Scalar::Float(f64::INFINITY)),
        }
    }
}

#[derive(Clone, Copy)]
pub(super) struct Rule {
    /// Whether autograd refuses `out=` when an input or `out` requires grad (ops without a
    /// derivative, such as comparisons and `argmax`, write regardless).
    pub refuses_grad: bool,
    /// Whether `out` may not write an element twice (an expanded `out`); several kernels
    /// write into one regardless.
    pub checks_out_overlap: bool,
    /// Ops autograd lets write under grad mode but cannot differentiate: `out` gets a
    /// `NotImplemented` node whose backward names this ATen op.
    pub grad_not_implemented: Option<&'static str>,
    /// `arange`, `linspace`, `logspace`: an `out` with the right number of elements keeps
    /// its shape and strides.
    pub resize_by_numel: bool,
    /// The name ATen's autograd error gives (`divide` runs `div`).
    pub aten: &'static str,
    pub dtype: Dtype,
    pub alias: Alias,
}

const CAST: &str = "result type {R} can't be cast to the desired output type {O}";
const FOUND: &str = "Found dtype {O} but expected {R}";
pub(super) const EXPECTED: &str = "Expected out tensor to have dtype {r}, but got {o} instead";
const AMAX: &str = "Expected the dtype for input and out to match, but got {R} for input's dtype and {O} for out's dtype.";

/// Every `torch` function that takes `out=`, by family. Names whose ATen op is another
/// (`divide` runs `div`) are given as `name:aten`.
const FAMILIES: &[(&[&str], Dtype, Alias)] = &[
    (
        &[
            "add", "sub", "subtract:sub", "mul", "multiply:mul", "div", "divide:div",
            "true_divide:div", "pow", "remainder", "fmod", "atan2", "maximum", "minimum",
            "fmax", "fmin", "floor_divide", "bitwise_and", "bitwise_or", "bitwise_xor",
            "bitwise_left_shift", "bitwise_right_shift",
            "hypot", "nextafter", "logaddexp", "logaddexp2", "lerp", "addcmul", "addcdiv", "acos", "asin",
            "atan", "acosh", "asinh", "atanh", "arccosh", "arcsinh", "arctanh", "cos", "cosh", "sin", "sinh", "tan", "tanh", "exp", "exp2", "expm1", "log",
            "log10", "log1p", "log2", "sqrt", "rsqrt", "sigmoid", "erf", "erfc", "erfinv",
            "reciprocal", "square:pow", "outer:mul", "addr", "kron", "diff:sub",
        ],
        Dtype::Cast(ErrorKind::RuntimeError, CAST),
        Alias::Elementwise,
    ),
    // torch/functional.py's norm hands `out` to linalg.vector_norm (matrix_norm for 'nuc'),
    // whose `out` must have the result's dtype.
    (
        &["norm:linalg_vector_norm"],
        Dtype::Same(EXPECTED),
        Alias::OutOnly,
    ),
    (
        &["std", "var"],
        Dtype::Cast(ErrorKind::RuntimeError, CAST),
        Alias::OutOnly,
    ),
    (
        &["max", "min"],
        Dtype::Cast(ErrorKind::RuntimeError, CAST),
        Alias::OutOnly,
    ),
    (
        &["logsumexp"],
        Dtype::Cast(
            ErrorKind::RuntimeError,
            "logsumexp(): Expected floating point type for result tensor, but got: {O}",
        ),
        Alias::OutOnly,
    ),
    (
        &[
            "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_xor",
            "logical_not",
        ],
        Dtype::Any,
        Alias::Elementwise,
    ),
    (
        &[
            "abs", "absolute:abs", "neg", "negative:neg", "ceil", "floor", "round", "trunc", "sign", "frac",
            "bitwise_not", "clamp", "clip:clamp", "clamp_min", "clamp_max",
        ],
        Dtype::Same(FOUND),
        Alias::Elementwise,
    ),
    (
        &[
            "argmax", "argmin", "argsort", "gather", "scatter", "scatter_add", "scatter_reduce",
            "index_add", "index_copy", "tril", "triu", "msort:sort", "isin", "take_along_dim:gather",
            "softmax", "log_softmax", "addmm", "addmv", "baddbmm",
            "inverse:linalg_inv_ex", "cross:linalg_cross", "sort", "topk", "svd:_linalg_svd",
            "triangular_solve",
        ],
        Dtype::Same(EXPECTED),
        Alias::OutOnly,
    ),
    (VIEW_COPIES, Dtype::Same(EXPECTED), Alias::OutOnly),
    (
        &["narrow_copy"],
        Dtype::Same("Expected self.dtype() == output.dtype() to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)"),
        Alias::OutOnly,
    ),
    (
        &["mm", "bmm", "mv", "matmul"],
        Dtype::Same(EXPECTED),
        Alias::FillFirst(Fill::Zero),
    ),
    (&["amax"], Dtype::Same(AMAX), Alias::FillFirst(Fill::MinusInf)),
    (&["amin"], Dtype::Same(AMAX), Alias::FillFirst(Fill::PlusInf)),
    (
        &["all"],
        Dtype::BoolOrByte("{name} only supports bool tensor for result, got: {O}"),
        Alias::FillFirst(Fill::One),
    ),
    (
        &["any"],
        Dtype::BoolOrByte("{name} only supports bool tensor for result, got: {O}"),
        Alias::FillFirst(Fill::Zero),
    ),
    (
        &["nan_to_num"],
        Dtype::Same("nan_to_num: dtype of out: {O} should be same as input: {R}"),
        Alias::Elementwise,
    ),
    (
        &["where"],
        Dtype::Same("Expected out type to be {R} but got {O}"),
        Alias::Elementwise,
    ),
    (
        &["signbit"],
        Dtype::Same("signbit does not support non-boolean outputs."),
        Alias::Elementwise,
    ),
    (
        &["isposinf"],
        Dtype::Same("isposinf does not support non-boolean outputs."),
        Alias::Elementwise,
    ),
    (
        &["isneginf"],
        Dtype::Same("isneginf does not support non-boolean outputs."),
        Alias::Elementwise,
    ),
    (
        &["index_select", "masked_select"],
        Dtype::Same("{name}(): self and result must have the same scalar type"),
        Alias::OutOnly,
    ),
    (
        &["take"],
        Dtype::Same("take(): self and out expected to have the same dtype, but got self.dtype = {R} and out.dtype = {O}"),
        Alias::OutOnly,
    ),
    (
        &["nonzero"],
        Dtype::Same("nonzero: Expected out tensor to have scalar type Long but got scalar type{O}"),
        Alias::OutOnly,
    ),
    (
        &["dot"],
        Dtype::Same("result dtype {O} does not match input dtype {R}"),
        Alias::OutOnly,
    ),
    (
        &["diag"],
        Dtype::CastThenSame("diag: result type {R} can't be cast to the desired out= type {O}", EXPECTED),
        Alias::OutOnly,
    ),
    (
        &["addbmm"],
        Dtype::Same("self and mat2 must have the same dtype, but got {O} and {R}"),
        Alias::OutOnly,
    ),
    (
        &["cummax", "cummin", "logcumsumexp"],
        Dtype::Same("expected scalar_type {R} but found {O}"),
        Alias::OutOnly,
    ),
    (
        &["median", "nanmedian"],
        Dtype::Same("Expected tensor for 'values' to have the same type as tensor for argument #2 'self'; but type torch.{O}Tensor does not equal torch.{R}Tensor (while checking arguments for {name})"),
        Alias::OutOnly,
    ),
    (
        &["kthvalue"],
        Dtype::Same("output values must be of same type as input"),
        Alias::OutOnly,
    ),
    (
        &["mode"],
        Dtype::Same("expected scalar type '{R}' but got '{O}' for {part} output"),
        Alias::OutOnly,
    ),
    (
        &["histc"],
        Dtype::Same("torch.histogram: input tensor and hist tensor should have the same dtype, but got input {r} and hist {o}"),
        Alias::OutOnly,
    ),
    (
        &["quantile", "nanquantile"],
        Dtype::Same("{name}() out tensor must be same dtype as the input tensor"),
        Alias::OutOnly,
    ),
    (
        &["bucketize:searchsorted", "searchsorted"],
        Dtype::Same("torch.searchsorted(): output tensor's dtype is wrong, it can only be Int(int32) or Long(int64) depending on whether out_int32 flag is True, but we got output tensor's dtype {O} and out_int32 flag is {out_int32}"),
        Alias::OutOnly,
    ),
    (
        &["multinomial"],
        Dtype::Same("multinomial expects Long tensor out, got: {O}"),
        Alias::OutOnly,
    ),
    (
        &[
            "cat", "concat:cat", "concatenate:cat", "stack", "hstack:cat", "vstack:cat",
            "dstack:cat", "column_stack:cat", "row_stack:cat",
        ],
        Dtype::Cast(
            ErrorKind::TypeError,
            "torch.cat(): input types can't be cast to the desired output type {O}",
        ),
        Alias::Apart,
    ),
    (
        &["sum"],
        Dtype::FromOut(None),
        Alias::FillFirst(Fill::Zero),
    ),
    (&["prod"], Dtype::FromOut(None), Alias::FillFirst(Fill::One)),
    (&["cumsum", "cumprod"], Dtype::FromOut(None), Alias::OutOnly),
    (
        &["mean"],
        Dtype::FromOut(Some((ErrorKind::RuntimeError, CAST))),
        Alias::FillFirst(Fill::Zero),
    ),
    (
        &["nansum", "nanmean"],
        Dtype::FromOut(Some((
            ErrorKind::NotImplementedError,
            "\"nansum_cpu\" not implemented for '{O}'",
        ))),
        Alias::FillFirst(Fill::Zero),
    ),
    (&["bernoulli"], Dtype::Any, Alias::OutOnly),
    (
        &[
            "zeros:aten::zeros", "ones:aten::ones", "empty:aten::empty", "full:aten::full",
            "arange:aten::arange", "linspace:aten::linspace", "logspace:aten::logspace",
            "eye:aten::eye", "rand:aten::rand", "randn:aten::randn", "randint:aten::randint",
            "randperm:aten::randperm",
        ],
        Dtype::Factory,
        Alias::OutOnly,
    ),
];

/// `torch.linalg`'s functions that take `out=`: LAPACK kernels, whose `out` must have the
/// result's dtype.
const LINALG_FAMILIES: &[(&[&str], Dtype, Alias)] = &[
    (
        &[
            "inv:linalg_inv_ex",
            "det:_linalg_det",
            "solve:_linalg_solve_ex",
            "cross:linalg_cross",
            "cholesky:linalg_cholesky_ex",
            "slogdet:_linalg_slogdet",
            "qr:linalg_qr",
            "eigh:_linalg_eigh",
            "eigvalsh:_linalg_eigh",
            "svd:_linalg_svd",
            "svdvals:_linalg_svd",
            "lu_factor:linalg_lu_factor_ex",
            "lu_factor_ex:linalg_lu_factor_ex",
            "lu:linalg_lu",
            "lu_solve:linalg_lu_solve",
            "solve_triangular:linalg_solve_triangular",
            "cholesky_ex:linalg_cholesky_ex",
            "inv_ex:linalg_inv_ex",
            "solve_ex:_linalg_solve_ex",
        ],
        Dtype::Same(EXPECTED),
        Alias::OutOnly,
    ),
    // Composites whose `out` takes a copy of the result in any dtype.
    (&["pinv:linalg_pinv"], Dtype::Any, Alias::OutOnly),
    // A composite that checks its `out` can take the result safely.
    (
        &["cond:linalg_cond"],
        Dtype::Cast(ErrorKind::RuntimeError, COND_CAST),
        Alias::OutOnly,
    ),
];

/// linalg.cond's check of its `out`.
const COND_CAST: &str =
    "linalg.cond: Expected result to be safely castable from {R} dtype, but got result with dtype {O}";

/// Aliasing rules that differ from the dtype family's.
const ALIASES: &[(&[&str], Alias)] = &[
    (
        &[
            "cumsum",
            "cumprod",
            "logcumsumexp",
            "sort",
            "msort",
            "argsort",
            "topk",
            "median",
            "nanmedian",
            "mode",
        ],
        Alias::NoPartial,
    ),
    (
        &[
            // ATen's `assert_no_overlap(self, values)`, before the resize: `out` may not
            // be the input either.
            "kthvalue",
            "gather",
            "index_select",
            "take",
            "take_along_dim",
            "masked_select",
            "outer",
            "ger",
        ],
        Alias::Disjoint,
    ),
    (&["bmm"], Alias::OutOnly),
];

/// Ops without a derivative: autograd lets them write into `out` under grad mode.
const WRITES_UNDER_GRAD: &[&str] = &[
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "logical_and",
    "logical_or",
    "logical_xor",
    "logical_not",
    "argmax",
    "argmin",
    "signbit",
    "isposinf",
    "isneginf",
    "all",
    "any",
    "nonzero",
    "bucketize",
    "searchsorted",
];

/// Ops whose out= form autograd records as `NotImplemented` (the ATen op its backward
/// error names): the result requires grad, and backward through it fails.
const NOT_IMPLEMENTED_GRADS: &[(&str, &str)] = &[
    ("softmax", "softmax"),
    ("log_softmax", "log_softmax"),
    ("floor_divide", "floor_divide"),
    ("diag", "diagonal_copy"),
];

/// The view ops' `_copy` forms with one result: their generated out= kernels copy the
/// result into `out` (resized), and autograd records `NotImplemented` on it.
const VIEW_COPIES: &[&str] = &[
    "view_copy",
    "expand_copy",
    "permute_copy",
    "transpose_copy",
    "t_copy",
    "squeeze_copy",
    "unsqueeze_copy",
    "select_copy",
    "slice_copy",
    "diagonal_copy",
    "as_strided_copy",
    "unfold_copy",
    "detach_copy",
    "alias_copy",
    "values_copy",
    "indices_copy",
];

/// Kernels that write into an `out` whose elements alias (an expanded tensor) without
/// complaint, each output element once (the last write wins). The reductions and products
/// that also do so accumulate into the shared element instead; they are still refused
/// here (docs/decisions.md).
const WRITES_EXPANDED: &[&str] = &[
    "argmax", "argmin", "tril", "triu", "zeros", "ones", "full", "eye",
];

pub(super) type Rules = HashMap<&'static str, Rule>;

pub(super) static RULES: LazyLock<Rules> = LazyLock::new(|| rules_of(FAMILIES));
pub(super) static LINALG_RULES: LazyLock<Rules> = LazyLock::new(|| rules_of(LINALG_FAMILIES));

fn rules_of(families: &[(&[&'static str], Dtype, Alias)]) -> Rules {
    let mut m = HashMap::new();
    for (names, dtype, alias) in families {
        for n in *names {
            let (name, aten) = n.split_once(':').unwrap_or((n, n));
            let alias = ALIASES
                .iter()
                .find(|(names, _)| names.contains(&name))
                .map_or(*alias, |(_, a)| *a);
            m.insert(
                name,
                Rule {
                    aten,
                    dtype: *dtype,
                    alias,
                    refuses_grad: !WRITES_UNDER_GRAD.contains(&name)
                        && !NOT_IMPLEMENTED_GRADS.iter().any(|(n, _)| *n == name)
                        && !VIEW_COPIES.contains(&name),
                    grad_not_implemented: NOT_IMPLEMENTED_GRADS
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map(|(_, op)| *op)
                        .or_else(|| VIEW_COPIES.iter().find(|n| **n == name).copied()),
                    checks_out_overlap: !WRITES_EXPANDED.contains(&name),
                    resize_by_numel: matches!(name, "arange" | "linspace" | "logspace"),
                },
            );
        }
    }
    m
}

/// Kernels whose meta function resizes `out` before their own checks refuse it: `out`
/// has the result's shape even after the error.
pub(super) const RESIZED_BEFORE_CHECKS: &[&str] = &[
    "mean", "std", "var", "nansum", "cumsum", "cumprod", "dot", "addbmm", "kron", "stack", "diag",
    "linspace", "randint", "randperm", "rand", "randn",
];
