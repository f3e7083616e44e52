//! Which `torch` functions and Tensor methods are autocast ops, by name (ATen's
//! `TORCH_LIBRARY_IMPL(aten, AutocastCPU, m)` list, for the names this tool has). The
//! matrix products, `linear` and the convolutions cast in `ops` itself, where every path
//! reaches them (an `einsum`'s `bmm`, an `nn.Linear`); the names here are the ones written
//! as compositions in the interpreter, whose own pieces must not decide.

use super::args::Args;
use super::value::{Builtin, Value};
use crate::error::Result;
use crate::ops::autocast::{self, Exclude, Policy};

/// (name, policy). A `torch` function is its full name (`torch.nn.functional.mse_loss`),
/// a Tensor method `Tensor.<name>`.
const POLICIES: &[(&str, Policy)] = &[
    // lower_precision_fp: composites here, single kernels in ATen.
    ("torch.addmm", Policy::Lower),
    ("Tensor.addmm", Policy::Lower),
    ("torch.baddbmm", Policy::Lower),
    ("Tensor.baddbmm", Policy::Lower),
    ("torch.addbmm", Policy::Lower),
    ("Tensor.addbmm", Policy::Lower),
    ("torch.prelu", Policy::Lower),
    ("torch.nn.functional.prelu", Policy::Lower),
    ("torch.linalg.vecdot", Policy::Lower),
    (
        "torch.nn.functional.scaled_dot_product_attention",
        Policy::Lower,
    ),
    // fp32: the losses.
    ("torch.nn.functional.mse_loss", Policy::Fp32),
    ("torch.nn.functional.l1_loss", Policy::Fp32),
    ("torch.nn.functional.smooth_l1_loss", Policy::Fp32),
    ("torch.nn.functional.huber_loss", Policy::Fp32),
    ("torch.nn.functional.cross_entropy", Policy::Fp32),
    ("torch.nn.functional.nll_loss", Policy::Fp32),
    ("torch.nn.functional.binary_cross_entropy", Policy::Fp32),
    (
        "torch.nn.functional.binary_cross_entropy_with_logits",
        Policy::Fp32,
    ),
    ("torch.binary_cross_entropy_with_logits", Policy::Fp32),
    ("torch.nn.functional.kl_div", Policy::Fp32),
    ("torch.kl_div", Policy::Fp32),
    ("torch.nn.functional.margin_ranking_loss", Policy::Fp32),
    ("torch.margin_ranking_loss", Policy::Fp32),
    ("torch.nn.functional.soft_margin_loss", Policy::Fp32),
    ("torch.nn.functional.hinge_embedding_loss", Policy::Fp32),
    ("torch.hinge_embedding_loss", Policy::Fp32),
    ("torch.nn.functional.poisson_nll_loss", Policy::Fp32),
    ("torch.poisson_nll_loss", Policy::Fp32),
    ("torch.nn.functional.cosine_embedding_loss", Policy::Fp32),
    ("torch.cosine_embedding_loss", Policy::Fp32),
    ("torch.nn.functional.triplet_margin_loss", Policy::Fp32),
    ("torch.triplet_margin_loss", Policy::Fp32),
    ("torch.nn.functional.multi_margin_loss", Policy::Fp32),
    ("torch.nn.functional.multilabel_margin_loss", Policy::Fp32),
    ("torch.nn.functional.ctc_loss", Policy::Fp32),
    ("torch.ctc_loss", Policy::Fp32),
    // fp32: pooling, padding and sampling kernels ATen lists.
    ("torch.nn.functional.avg_pool3d", Policy::Fp32),
    ("torch.nn.functional.max_pool3d", Policy::Fp32),
    ("torch.nn.functional.adaptive_avg_pool3d", Policy::Fp32),
    ("torch.nn.functional.adaptive_max_pool3d", Policy::Fp32),
    ("torch.nn.functional.max_unpool2d", Policy::Fp32),
    ("torch.nn.functional.max_unpool3d", Policy::Fp32),
    ("torch.nn.functional.fractional_max_pool2d", Policy::Fp32),
    ("torch.nn.functional.fractional_max_pool3d", Policy::Fp32),
    ("torch.nn.functional.grid_sample", Policy::Fp32),
    ("torch.grid_sampler", Policy::Fp32),
    // fp32: reductions and decompositions ATen lists.
    ("torch.prod", Policy::Fp32),
    ("Tensor.prod", Policy::Fp32),
    ("torch.quantile", Policy::Fp32),
    ("Tensor.quantile", Policy::Fp32),
    ("torch.nanquantile", Policy::Fp32),
    ("Tensor.nanquantile", Policy::Fp32),
    ("torch.trace", Policy::Fp32),
    ("Tensor.trace", Policy::Fp32),
    ("torch.cdist", Policy::Fp32),
    ("torch.stft", Policy::Fp32),
    ("Tensor.stft", Policy::Fp32),
    ("torch.polar", Policy::Fp32),
    ("torch.view_as_complex", Policy::Fp32),
    ("torch.cholesky", Policy::Fp32),
    ("Tensor.cholesky", Policy::Fp32),
    ("torch.cholesky_inverse", Policy::Fp32),
    ("Tensor.cholesky_inverse", Policy::Fp32),
    ("torch.cholesky_solve", Policy::Fp32),
    ("Tensor.cholesky_solve", Policy::Fp32),
    ("torch.inverse", Policy::Fp32),
    ("Tensor.inverse", Policy::Fp32),
    ("torch.lu_solve", Policy::Fp32),
    ("Tensor.lu_solve", Policy::Fp32),
    ("torch.orgqr", Policy::Fp32),
    ("Tensor.orgqr", Policy::Fp32),
    ("torch.ormqr", Policy::Fp32),
    ("Tensor.ormqr", Policy::Fp32),
    ("torch.pinverse", Policy::Fp32),
    ("Tensor.pinverse", Policy::Fp32),
    ("torch.geqrf", Policy::Fp32),
    ("Tensor.geqrf", Policy::Fp32),
    ("torch.svd", Policy::Fp32),
    ("Tensor.svd", Policy::Fp32),
    ("torch.qr", Policy::Fp32),
    ("Tensor.qr", Policy::Fp32),
    ("torch.triangular_solve", Policy::Fp32),
    ("Tensor.triangular_solve", Policy::Fp32),
    ("torch.linalg.cond", Policy::Fp32),
    ("torch.linalg.matrix_rank", Policy::Fp32),
    ("torch.linalg.solve", Policy::Fp32),
    ("torch.linalg.cholesky", Policy::Fp32),
    ("torch.linalg.cholesky_ex", Policy::Fp32),
    ("torch.linalg.svdvals", Policy::Fp32),
    ("torch.linalg.eigvals", Policy::Fp32),
    ("torch.linalg.eigvalsh", Policy::Fp32),
    ("torch.linalg.inv", Policy::Fp32),
    ("torch.linalg.inv_ex", Policy::Fp32),
    ("torch.linalg.householder_product", Policy::Fp32),
    ("torch.linalg.tensorinv", Policy::Fp32),
    ("torch.linalg.tensorsolve", Policy::Fp32),
    ("torch.linalg.qr", Policy::Fp32),
    ("torch.linalg.svd", Policy::Fp32),
    ("torch.linalg.eig", Policy::Fp32),
    ("torch.linalg.eigh", Policy::Fp32),
    ("torch.linalg.lstsq", Policy::Fp32),
    // Opaque: one kernel in ATen, composed of matrix products here.
    ("torch.addmv", Policy::Opaque),
    ("Tensor.addmv", Policy::Opaque),
    ("torch.addr", Policy::Opaque),
    ("Tensor.addr", Policy::Opaque),
    ("torch.kron", Policy::Opaque),
    ("Tensor.kron", Policy::Opaque),
    ("torch.nn.functional.bilinear", Policy::Opaque),
    ("torch.bilinear", Policy::Opaque),
];

/// The policy of the call `name` (a full `torch` name, or a method of `recv`), if it is an
/// autocast op. `F.pad` is one only for the modes that are ATen's reflection and
/// replication pads; the FFTs all are.
fn policy(recv: Option<&Value>, name: &str, args: &Args) -> Option<Policy> {
    let key = match recv {
        Some(Value::Tensor(_)) => format!("Tensor.{name}"),
        Some(_) => return None,
        None => name.to_string(),
    };
    if key.starts_with("torch.fft.") {
        return Some(Policy::Fp32);
    }
    if key == "torch.nn.functional.pad" {
        let mode = args
            .kw
            .iter()
            .find(|(k, _)| k == "mode")
            .map(|(_, v)| v)
            .or_else(|| args.pos.get(2));
        return match mode {
            Some(Value::Str(m)) if matches!(&**m, "reflect" | "replicate") => Some(Policy::Fp32),
            _ => None,
        };
    }
    POLICIES.iter().find(|(n, _)| *n == key).map(|(_, p)| *p)
}

/// The call's arguments as the policy wants them: each tensor given directly (by position
/// or keyword) cast, everything else as it was.
fn cast_args(policy: Policy, args: Args) -> Result<Args> {
    let cast = |v: Value| -> Result<Value> {
        match v {
            Value::Tensor(t) => Ok(Value::Tensor(autocast::cast(policy, &t)?)),
            v => Ok(v),
        }
    };
    let pos = args.pos.into_iter().map(cast).collect::<Result<Vec<_>>>()?;
    let kw = args
        .kw
        .into_iter()
        .map(|(k, v)| Ok((k, cast(v)?)))
        .collect::<Result<Vec<_>>>()?;
    Ok(Args { pos, kw })
}

/// A method receiver cast as the policy wants it.
fn cast_receiver(policy: Policy, recv: &Value) -> Result<Value> {
    match recv {
        Value::Tensor(t) => Ok(Value::Tensor(autocast::cast(policy, t)?)),
        v => Ok(v.clone()),
    }
}

/// What a call becomes under autocast: the op with its receiver and arguments cast and
/// autocast excluded while the guard lives, or the arguments back as they were.
pub type AsAutocastOp = std::result::Result<(Builtin, Args, Exclude), Args>;

/// The call `b(args)` as an autocast op, when a region is open and `b` is one.
pub fn as_autocast_op(b: &Builtin, args: Args) -> Result<AsAutocastOp> {
    if !autocast::active() {
        return Ok(Err(args));
    }
    let Some(p) = policy(b.recv.as_ref(), &b.name, &args) else {
        return Ok(Err(args));
    };
    let args = cast_args(p, args)?;
    let cast = Builtin {
        name: b.name.clone(),
        recv: b.recv.as_ref().map(|r| cast_receiver(p, r)).transpose()?,
    };
    Ok(Ok((cast, args, Exclude::new())))
}
