//! Finite-difference checks of every backward formula: for random float64 inputs, the
//! gradient autograd computes for `sum(f(x) * w)` must match central differences.

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use stridelab_core::autograd;
use stridelab_core::kernels::{BinaryOp, ReduceOp, TernaryOp, UnaryOp};
use stridelab_core::ops::{self, nn::Reduction, view, Arg};
use stridelab_core::special_fns::SpecialFn;
use stridelab_core::{DType, Device, Result, Scalar, Tensor};

fn t64(vals: &[f64], shape: &[usize]) -> Tensor {
    let s: Vec<Scalar> = vals.iter().map(|&v| Scalar::Float(v)).collect();
    ops::tensor(&s, shape, Some(DType::Float64), Device::Cpu).unwrap()
}

fn un(op: UnaryOp) -> impl Fn(&[Tensor]) -> Result<Tensor> {
    move |x| ops::unary(op.name(), op, &x[0])
}

fn bin(op: BinaryOp) -> impl Fn(&[Tensor]) -> Result<Tensor> {
    move |x| ops::binary(op.name(), op, Arg::T(&x[0]), Arg::T(&x[1]))
}

fn red(
    op: ReduceOp,
    dims: Option<&'static [i64]>,
    keep: bool,
) -> impl Fn(&[Tensor]) -> Result<Tensor> {
    move |x| ops::reduce(op.name(), op, &x[0], dims, keep, None)
}

/// The loss autograd differentiates: a weighted sum, so every output element matters.
fn loss(f: &dyn Fn(&[Tensor]) -> Result<Tensor>, xs: &[Tensor]) -> Result<(Tensor, f64)> {
    let y = f(xs)?;
    let n = y.numel();
    let wv: Vec<f64> = (0..n)
        .map(|i| 0.3 + 0.7 * ((i * 7919) % 13) as f64 / 13.0)
        .collect();
    let w = t64(&wv, &y.shape());
    let w = ops::to_dtype(&w, y.dtype())?;
    let l = ops::reduce(
        "sum",
        ReduceOp::Sum,
        &ops::binary("mul", BinaryOp::Mul, Arg::T(&y), Arg::T(&w))?,
        None,
        false,
        None,
    )?;
    let v = ops::item(&l)?.to_f64();
    Ok((l, v))
}

/// Compares analytic and numeric gradients for every input.
fn check(
    name: &str,
    f: &dyn Fn(&[Tensor]) -> Result<Tensor>,
    inputs: &[(Vec<f64>, Vec<usize>)],
) -> std::result::Result<(), String> {
    let xs: Vec<Tensor> = inputs
        .iter()
        .map(|(v, s)| {
            let t = t64(v, s);
            autograd::set_requires_grad(&t, true).unwrap();
            t
        })
        .collect();
    let (l, _) = loss(f, &xs).map_err(|e| format!("{name}: forward failed: {e}"))?;
    stridelab_core::ops::autodiff::backward(&l, None, false, false)
        .map_err(|e| format!("{name}: backward failed: {e}"))?;
    let eps = 1e-6;
    for (k, (vals, shape)) in inputs.iter().enumerate() {
        let analytic = match xs[k].grad() {
            Some(g) => g.to_f64_vec().unwrap(),
            None => vec![0.0; vals.len()],
        };
        for i in 0..vals.len() {
            let mut num = [0.0; 2];
            for (j, sign) in [1.0, -1.0].iter().enumerate() {
                let _ng = autograd::NoGradGuard::new();
                let mut v = vals.clone();
                v[i] += sign * eps;
                let mut ys: Vec<Tensor> = inputs.iter().map(|(v, s)| t64(v, s)).collect();
                ys[k] = t64(&v, shape);
                num[j] = loss(f, &ys).map_err(|e| format!("{name}: {e}"))?.1;
            }
            let numeric = (num[0] - num[1]) / (2.0 * eps);
            let a = analytic[i];
            if (a - numeric).abs() > 1e-4 * (1.0 + numeric.abs()) {
                return Err(format!(
                    "{name}: d/dx{k}[{i}] analytic {a}, numeric {numeric} (inputs {inputs:?})"
                ));
            }
        }
    }
    Ok(())
}

/// Inputs away from kinks: magnitudes in [0.3, 2], random signs unless `positive`.
fn values(n: usize, positive: bool) -> impl Strategy<Value = Vec<f64>> {
    proptest::collection::vec((0.3f64..2.0, any::<bool>()), n).prop_map(move |v| {
        v.into_iter()
            .map(|(m, s)| if positive || s { m } else { -m })
            .collect()
    })
}

/// A function of some tensors, differentiated by the test.
type Formula = Box<dyn Fn(&[Tensor]) -> Result<Tensor>>;

struct Case {
    name: &'static str,
    f: Formula,
    shapes: Vec<Vec<usize>>,
    positive: bool,
}

fn case(
    name: &'static str,
    f: impl Fn(&[Tensor]) -> Result<Tensor> + 'static,
    shapes: &[&[usize]],
    positive: bool,
) -> Case {
    Case {
        name,
        f: Box::new(f),
        shapes: shapes.iter().map(|s| s.to_vec()).collect(),
        positive,
    }
}

fn cases() -> Vec<Case> {
    use UnaryOp::*;
    let m: &[usize] = &[2, 3];
    let v = vec![
        case("neg", un(Neg), &[m], false),
        case("abs", un(Abs), &[m], false),
        case("exp", un(Exp), &[m], false),
        case("log", un(Log), &[m], true),
        case("log2", un(Log2), &[m], true),
        case("sqrt", un(Sqrt), &[m], true),
        case("rsqrt", un(Rsqrt), &[m], true),
        case("sigmoid", un(Sigmoid), &[m], false),
        case("tanh", un(Tanh), &[m], false),
        case("relu", un(Relu), &[m], false),
        case("sin", un(Sin), &[m], false),
        case("cos", un(Cos), &[m], false),
        case("log1p", un(Log1p), &[m], true),
        case("expm1", un(Expm1), &[m], false),
        case("reciprocal", un(Reciprocal), &[m], false),
        case("square", un(Square), &[m], false),
        case("gelu", un(Gelu), &[m], false),
        case("silu", un(Silu), &[m], false),
        case("erf", un(Erf), &[m], false),
        case("gelu_tanh", un(GeluTanh), &[m], false),
        case("log10", un(Log10), &[m], true),
        case("exp2", un(Exp2), &[m], false),
        case("sinh", un(Sinh), &[m], false),
        case("cosh", un(Cosh), &[m], false),
        case("tan", un(Tan), &[m], false),
        case("atan", un(Atan), &[m], false),
        case("asinh", un(Asinh), &[m], false),
        case("erfc", un(Erfc), &[m], false),
        case("frac", un(Frac), &[m], false),
        case("i0", un(Special(SpecialFn::I0)), &[m], false),
        case("special_i0e", un(Special(SpecialFn::I0e)), &[m], false),
        case("special_i1", un(Special(SpecialFn::I1)), &[m], false),
        case("special_i1e", un(Special(SpecialFn::I1e)), &[m], false),
        case(
            "special_log_ndtr",
            un(Special(SpecialFn::LogNdtr)),
            &[m],
            false,
        ),
        case("special_erfcx", un(Special(SpecialFn::Erfcx)), &[m], false),
        case("lgamma", un(Special(SpecialFn::Lgamma)), &[m], true),
        case("digamma", un(Special(SpecialFn::Digamma)), &[m], true),
        case("trigamma", un(Special(SpecialFn::Polygamma(1))), &[m], true),
        case(
            "polygamma_3",
            un(Special(SpecialFn::Polygamma(3))),
            &[m],
            true,
        ),
        // ndtri's domain is (0, 1): through a sigmoid.
        case(
            "special_ndtri",
            |x: &[Tensor]| {
                let p = ops::unary("sigmoid", UnaryOp::Sigmoid, &x[0])?;
                let f = UnaryOp::Special(SpecialFn::Ndtri);
                ops::unary(f.name(), f, &p)
            },
            &[m],
            false,
        ),
        case(
            "softplus",
            un(Softplus {
                beta: 1.0,
                threshold: 20.0,
            }),
            &[m],
            false,
        ),
        case(
            "softplus_beta",
            un(Softplus {
                beta: 2.5,
                threshold: 0.5,
            }),
            &[m],
            false,
        ),
        case("leaky_relu", un(LeakyRelu(0.1)), &[m], false),
        case(
            "elu",
            un(Elu {
                alpha: 1.0,
                scale: 1.0,
                input_scale: 1.0,
            }),
            &[m],
            false,
        ),
        case(
            "selu",
            un(Elu {
                alpha: 1.673_263_242_354_377_3,
                scale: 1.050_700_987_355_480_5,
                input_scale: 1.0,
            }),
            &[m],
            false,
        ),
        case("celu", un(Celu(0.5)), &[m], false),
        case(
            "hardtanh",
            un(Hardtanh {
                min: Scalar::Float(-0.25),
                max: Scalar::Float(0.25),
            }),
            &[m],
            false,
        ),
        case("mish", un(Mish), &[m], false),
        case("hardswish", un(Hardswish), &[m], false),
        case("hardsigmoid", un(Hardsigmoid), &[m], false),
        case(
            "threshold",
            un(Threshold {
                threshold: 0.1,
                value: -3.0,
            }),
            &[m],
            false,
        ),
        case("hardshrink", un(Hardshrink(0.2)), &[m], false),
        case("softshrink", un(Softshrink(0.2)), &[m], false),
        case(
            "clamp",
            |x: &[Tensor]| ops::clamp(&x[0], Some(Scalar::Float(-0.25)), Some(Scalar::Float(0.25))),
            &[m],
            false,
        ),
        case("floor", un(Floor), &[m], false),
        case(
            "add",
            bin(BinaryOp::Add(Scalar::Float(2.0))),
            &[m, &[3]],
            false,
        ),
        case("sub", bin(BinaryOp::Sub(Scalar::Int(1))), &[&[3], m], false),
        case("mul", bin(BinaryOp::Mul), &[m, &[2, 1]], false),
        case("div", bin(BinaryOp::Div), &[m, m], true),
        case("pow_tt", bin(BinaryOp::Pow), &[m, m], true),
        case(
            "pow_ts",
            |x: &[Tensor]| {
                ops::binary(
                    "pow",
                    BinaryOp::Pow,
                    Arg::T(&x[0]),
                    Arg::S(Scalar::Float(2.5)),
                )
            },
            &[m],
            true,
        ),
        case(
            "pow_st",
            |x: &[Tensor]| {
                ops::binary(
                    "pow",
                    BinaryOp::Pow,
                    Arg::S(Scalar::Float(1.7)),
                    Arg::T(&x[0]),
                )
            },
            &[m],
            false,
        ),
        case(
            "rsub",
            |x: &[Tensor]| {
                ops::binary(
                    "sub",
                    BinaryOp::Sub(Scalar::Int(1)),
                    Arg::S(Scalar::Int(2)),
                    Arg::T(&x[0]),
                )
            },
            &[m],
            false,
        ),
        case("maximum", bin(BinaryOp::Maximum), &[m, m], false),
        case("minimum", bin(BinaryOp::Minimum), &[m, m], false),
        case("atan2", bin(BinaryOp::Atan2), &[m, m], false),
        case(
            "logaddexp",
            |x: &[Tensor]| ops::logaddexp(&x[0], &x[1]),
            &[m, m],
            false,
        ),
        case(
            "logaddexp2",
            |x: &[Tensor]| ops::logaddexp2(&x[0], &x[1]),
            &[m, m],
            false,
        ),
        case(
            "addcmul",
            |x: &[Tensor]| {
                ops::ternary(
                    "addcmul",
                    TernaryOp::Addcmul(Scalar::Float(0.5)),
                    &[Arg::T(&x[0]), Arg::T(&x[1]), Arg::T(&x[2])],
                )
            },
            &[m, m, &[3]],
            false,
        ),
        case(
            "addcdiv",
            |x: &[Tensor]| {
                ops::ternary(
                    "addcdiv",
                    TernaryOp::Addcdiv(Scalar::Float(-0.7)),
                    &[Arg::T(&x[0]), Arg::T(&x[1]), Arg::T(&x[2])],
                )
            },
            &[m, m, m],
            true,
        ),
        case(
            "lerp",
            |x: &[Tensor]| {
                ops::ternary(
                    "lerp",
                    TernaryOp::Lerp(Scalar::Float(0.3)),
                    &[Arg::T(&x[0]), Arg::T(&x[1])],
                )
            },
            &[m, m],
            false,
        ),
        case(
            "lerp_tensor",
            |x: &[Tensor]| {
                ops::ternary(
                    "lerp",
                    TernaryOp::LerpTensor,
                    &[Arg::T(&x[0]), Arg::T(&x[1]), Arg::T(&x[2])],
                )
            },
            &[m, m, m],
            false,
        ),
        case(
            "where",
            |x: &[Tensor]| {
                let c = ops::binary("gt", BinaryOp::Gt, Arg::T(&x[0]), Arg::S(Scalar::Int(0)))?;
                ops::where_(&c, Arg::T(&x[0]), Arg::T(&x[1]))
            },
            &[m, &[3]],
            false,
        ),
        case("sum_all", red(ReduceOp::Sum, None, false), &[m], false),
        case(
            "sum_dim",
            red(ReduceOp::Sum, Some(&[1]), false),
            &[m],
            false,
        ),
        case(
            "mean_keep",
            red(ReduceOp::Mean, Some(&[0]), true),
            &[m],
            false,
        ),
        case("prod", red(ReduceOp::Prod, Some(&[1]), false), &[m], false),
        case("amax", red(ReduceOp::Max, Some(&[0]), false), &[m], false),
        case("amin_all", red(ReduceOp::Min, None, false), &[m], false),
        case(
            "norm2",
            red(ReduceOp::Norm(2.0), Some(&[1]), false),
            &[m],
            false,
        ),
        case("norm1", red(ReduceOp::Norm(1.0), None, false), &[m], false),
        case(
            "norm3",
            red(ReduceOp::Norm(3.0), Some(&[0]), true),
            &[m],
            false,
        ),
        case(
            "norm_inf",
            red(ReduceOp::Norm(f64::INFINITY), Some(&[1]), false),
            &[m],
            false,
        ),
        case(
            "logsumexp",
            red(ReduceOp::LogSumExp, Some(&[1]), false),
            &[m],
            false,
        ),
        case(
            "var",
            red(ReduceOp::Var(1.0), Some(&[1]), false),
            &[m],
            false,
        ),
        case(
            "max_dim",
            |x: &[Tensor]| Ok(ops::max_dim(&x[0], 1, false, true)?.0),
            &[m],
            false,
        ),
        case(
            "min_dim_keep",
            |x: &[Tensor]| Ok(ops::max_dim(&x[0], 0, true, false)?.0),
            &[m],
            false,
        ),
        case(
            "softmax",
            |x: &[Tensor]| ops::softmax(&x[0], 1, false, None),
            &[m],
            false,
        ),
        case(
            "log_softmax",
            |x: &[Tensor]| ops::softmax(&x[0], 0, true, None),
            &[m],
            false,
        ),
        case(
            "cumsum",
            |x: &[Tensor]| ops::cumsum(&x[0], 1, None),
            &[m],
            false,
        ),
        case(
            "transpose",
            |x: &[Tensor]| view::transpose(&x[0], 0, 1),
            &[m],
            false,
        ),
        case(
            "permute",
            |x: &[Tensor]| view::permute(&x[0], &[2, 0, 1]),
            &[&[2, 2, 3]],
            false,
        ),
        case(
            "select",
            |x: &[Tensor]| view::select(&x[0], 1, -1),
            &[m],
            false,
        ),
        case(
            "slice_step",
            |x: &[Tensor]| view::slice(&x[0], 1, Some(0), None, 2),
            &[m],
            false,
        ),
        case(
            "narrow",
            |x: &[Tensor]| view::narrow(&x[0], 0, 1, 1),
            &[m],
            false,
        ),
        case(
            "unsqueeze_squeeze",
            |x: &[Tensor]| view::squeeze(&view::unsqueeze(&x[0], 1)?, None),
            &[m],
            false,
        ),
        case(
            "expand",
            |x: &[Tensor]| view::expand(&x[0], &[4, 2, 3]),
            &[&[2, 1]],
            false,
        ),
        case(
            "unfold",
            |x: &[Tensor]| view::unfold(&x[0], 1, 2, 1),
            &[&[2, 4]],
            false,
        ),
        case(
            "diagonal",
            |x: &[Tensor]| view::diagonal(&x[0], 1, 0, 1),
            &[&[3, 3]],
            false,
        ),
        case(
            "as_strided",
            |x: &[Tensor]| view::as_strided(&x[0], &[2, 2], &[1, 2], Some(1)),
            &[m],
            false,
        ),
        case(
            "as_strided_overlap",
            |x: &[Tensor]| view::as_strided(&x[0], &[3, 2], &[1, 1], None),
            &[m],
            false,
        ),
        case(
            "reshape_copy",
            |x: &[Tensor]| view::reshape(&view::t(&x[0])?, &[-1]),
            &[m],
            false,
        ),
        case(
            "view",
            |x: &[Tensor]| view::view(&x[0], &[3, 2]),
            &[m],
            false,
        ),
        case(
            "chunk",
            |x: &[Tensor]| Ok(view::chunk(&x[0], 2, 1)?[1].clone()),
            &[&[2, 4]],
            false,
        ),
        case(
            "unbind",
            |x: &[Tensor]| {
                let u = view::unbind(&x[0], 0)?;
                ops::binary("mul", BinaryOp::Mul, Arg::T(&u[0]), Arg::T(&u[1]))
            },
            &[m],
            false,
        ),
        case(
            "flip",
            |x: &[Tensor]| ops::flip(&x[0], &[0, 1]),
            &[m],
            false,
        ),
        case(
            "cat",
            |x: &[Tensor]| ops::cat(&[x[0].clone(), x[1].clone()], 1),
            &[m, &[2, 2]],
            false,
        ),
        case(
            "stack",
            |x: &[Tensor]| ops::stack(&[x[0].clone(), x[1].clone()], 0),
            &[m, m],
            false,
        ),
        case(
            "mm",
            |x: &[Tensor]| ops::mm(&x[0], &x[1]),
            &[m, &[3, 2]],
            false,
        ),
        case(
            "bmm",
            |x: &[Tensor]| ops::bmm(&x[0], &x[1]),
            &[&[2, 2, 3], &[2, 3, 2]],
            false,
        ),
        case(
            "mv",
            |x: &[Tensor]| ops::mv(&x[0], &x[1]),
            &[m, &[3]],
            false,
        ),
        case(
            "dot",
            |x: &[Tensor]| ops::dot(&x[0], &x[1]),
            &[&[3], &[3]],
            false,
        ),
        case(
            "matmul_batched",
            |x: &[Tensor]| ops::matmul(&x[0], &x[1]),
            &[&[2, 2, 3], &[3, 2]],
            false,
        ),
        case(
            "matmul_vec_mat",
            |x: &[Tensor]| ops::matmul(&x[0], &x[1]),
            &[&[2], m],
            false,
        ),
        case(
            "gather",
            |x: &[Tensor]| {
                let idx = ops::factory::from_i64(&[2, 0, 1, 1], &[2, 2], Device::Cpu)?;
                ops::index::gather(&x[0], 1, &idx)
            },
            &[m],
            false,
        ),
        case(
            "index_select",
            |x: &[Tensor]| {
                let idx = ops::factory::from_i64(&[1, 0, 1], &[3], Device::Cpu)?;
                ops::index::index_select(&x[0], 0, &idx)
            },
            &[m],
            false,
        ),
        case(
            "advanced_index",
            |x: &[Tensor]| {
                let idx = ops::factory::from_i64(&[0, 2, 2], &[3], Device::Cpu)?;
                ops::index::getitem(
                    &x[0],
                    &[
                        ops::index::Index::Slice(None, None, None),
                        ops::index::Index::Tensor(idx),
                    ],
                )
            },
            &[m],
            false,
        ),
        case(
            "topk",
            |x: &[Tensor]| Ok(ops::topk_sort::topk(&x[0], Some(2), 1, true)?.0),
            &[m],
            false,
        ),
        case(
            "sort",
            |x: &[Tensor]| Ok(ops::topk_sort::topk(&x[0], None, 0, false)?.0),
            &[m],
            false,
        ),
        case(
            "scatter_src",
            |x: &[Tensor]| {
                let idx = ops::factory::from_i64(&[2, 0], &[2, 1], Device::Cpu)?;
                ops::index::scatter(&x[0], 1, &idx, Arg::T(&x[1]), false)
            },
            &[m, &[2, 1]],
            false,
        ),
        case(
            "masked_fill",
            |x: &[Tensor]| {
                let c = ops::binary("gt", BinaryOp::Gt, Arg::T(&x[0]), Arg::S(Scalar::Int(0)))?;
                ops::index::masked_fill(&x[0], &c, Arg::S(Scalar::Float(3.0)))
            },
            &[m],
            false,
        ),
        case(
            "linear_bias",
            |x: &[Tensor]| ops::nn::linear(&x[0], &x[1], Some(&x[2])),
            &[m, &[4, 3], &[4]],
            false,
        ),
        case(
            "linear_3d",
            |x: &[Tensor]| ops::nn::linear(&x[0], &x[1], Some(&x[2])),
            &[&[2, 2, 3], &[4, 3], &[4]],
            false,
        ),
        case(
            "linear_nobias",
            |x: &[Tensor]| ops::nn::linear(&x[0], &x[1], None),
            &[m, &[4, 3]],
            false,
        ),
        case(
            "mse_loss",
            |x: &[Tensor]| ops::nn::mse_loss(&x[0], &x[1], Reduction::Mean),
            &[m, m],
            false,
        ),
        case(
            "nll_loss",
            |x: &[Tensor]| {
                let t = ops::factory::from_i64(&[2, 0], &[2], Device::Cpu)?;
                let ls = ops::softmax(&x[0], 1, true, None)?;
                ops::nn::nll_loss(&ls, &t, None, Reduction::Mean, -100)
            },
            &[m],
            false,
        ),
        case(
            "inplace_on_view",
            |x: &[Tensor]| {
                let y = ops::binary("mul", BinaryOp::Mul, Arg::T(&x[0]), Arg::S(Scalar::Int(1)))?;
                let row = view::select(&y, 0, 1)?;
                ops::binary_("mul_", BinaryOp::Mul, &row, Arg::T(&x[1]))?;
                Ok(y)
            },
            &[m, &[3]],
            false,
        ),
        case(
            "inplace_addcmul",
            |x: &[Tensor]| {
                let y = ops::binary("mul", BinaryOp::Mul, Arg::T(&x[0]), Arg::S(Scalar::Int(2)))?;
                ops::ternary_(
                    "addcmul_",
                    TernaryOp::Addcmul(Scalar::Float(0.5)),
                    &[Arg::T(&y), Arg::T(&x[1]), Arg::T(&x[1])],
                )?;
                Ok(y)
            },
            &[m, m],
            false,
        ),
        case(
            "setitem_copy",
            |x: &[Tensor]| {
                let y = ops::binary("mul", BinaryOp::Mul, Arg::T(&x[0]), Arg::S(Scalar::Int(1)))?;
                let col = view::select(&y, 1, 0)?;
                ops::copy_(&col, &x[1])?;
                ops::binary("mul", BinaryOp::Mul, Arg::T(&y), Arg::T(&y))
            },
            &[m, &[2]],
            false,
        ),
    ];
    v
}

#[test]
fn gradients_come_back_in_the_input_dtype() {
    // float64 -> float32 -> sigmoid -> float64: the leaf's grad is float64 and matches
    // sigmoid's derivative at float32 precision.
    let x = t64(&[0.5, -1.0], &[2]);
    autograd::set_requires_grad(&x, true).unwrap();
    let f = ops::to_dtype_grad(&x, DType::Float32).unwrap();
    let s = ops::unary("sigmoid", UnaryOp::Sigmoid, &f).unwrap();
    let d = ops::to_dtype_grad(&s, DType::Float64).unwrap();
    let l = ops::reduce("sum", ReduceOp::Sum, &d, None, false, None).unwrap();
    stridelab_core::ops::autodiff::backward(&l, None, false, false).unwrap();
    let g = x.grad().unwrap();
    assert_eq!(g.dtype(), DType::Float64);
    for (gv, xv) in g.to_f64_vec().unwrap().iter().zip([0.5f64, -1.0]) {
        let s = 1.0 / (1.0 + (-xv).exp());
        assert!((gv - s * (1.0 - s)).abs() < 1e-6);
    }
}

fn run_case(c: &Case, seed: u64) -> std::result::Result<(), String> {
    let mut runner = proptest::test_runner::TestRunner::new_with_rng(
        ProptestConfig {
            cases: 1,
            ..ProptestConfig::default()
        },
        proptest::test_runner::TestRng::from_seed(proptest::test_runner::RngAlgorithm::ChaCha, &{
            let mut s = [0u8; 32];
            s[..8].copy_from_slice(&seed.to_le_bytes());
            s
        }),
    );
    let mut inputs = Vec::new();
    for shape in &c.shapes {
        let n: usize = shape.iter().product();
        let vals = values(n, c.positive)
            .new_tree(&mut runner)
            .unwrap()
            .current();
        inputs.push((vals, shape.clone()));
    }
    check(c.name, &*c.f, &inputs)
}

#[test]
fn every_backward_formula_matches_finite_differences() {
    let cases = cases();
    assert!(cases.len() >= 90, "{} formulas covered", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        for seed in 0..6 {
            if let Err(e) = run_case(c, seed) {
                failures.push(e);
                break;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} formulas disagree with finite differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn second_order_gradient_of_x_cubed_is_12_at_2() {
    let x = t64(&[2.0], &[]);
    autograd::set_requires_grad(&x, true).unwrap();
    let y = ops::binary("pow", BinaryOp::Pow, Arg::T(&x), Arg::S(Scalar::Int(3))).unwrap();
    let g = stridelab_core::ops::autodiff::grad(
        &[y],
        std::slice::from_ref(&x),
        &[None],
        true,
        true,
        false,
    )
    .unwrap();
    let g = g[0].clone().unwrap();
    assert_eq!(g.to_f64_vec().unwrap(), vec![12.0]);
    let g2 = stridelab_core::ops::autodiff::grad(&[g], &[x], &[None], false, false, false).unwrap();
    assert_eq!(g2[0].clone().unwrap().to_f64_vec().unwrap(), vec![12.0]);
}
