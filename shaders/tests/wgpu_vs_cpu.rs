#![cfg(not(target_arch = "wasm32"))]
//! Every GPU kernel against the CPU reference, on strided views: transposed and sliced
//! outputs, stepped slices, expanded inputs, non-zero offsets, ranks 0 to 8.
//!
//! Each case builds the *same* base storage on both devices and applies the same view ops,
//! so both devices see identical layouts; after the op the whole storage is compared, which
//! also proves that nothing outside the written view was touched.
//! Needs a wgpu adapter: lavapipe (`mesa-vulkan-drivers`) on a machine without a GPU.

mod common;
use common::*;

use std::rc::Rc;
use stridelab_core::device::Device;
use stridelab_core::dispatch::register_backend;
use stridelab_core::kernels::{BinaryOp, RandomDist, ReduceOp, TernaryOp, UnaryOp};
use stridelab_core::ops::{self, Arg};
use stridelab_core::{DType, Scalar, Tensor};
use stridelab_shaders::WgpuBackend;

#[test]
fn kernels_compile_on_first_use_and_every_one_compiles_on_this_device() {
    let ctx = pollster::block_on(stridelab_shaders::GpuContext::new()).expect("a wgpu adapter");
    assert_eq!(
        ctx.compiled_kernels(),
        Vec::<&str>::new(),
        "a new context compiles nothing"
    );
    let backend = Rc::new(WgpuBackend::with_context(Rc::new(ctx)));
    register_backend(backend.clone());
    let t = ops::empty(&[3], DType::Float32, Device::Wgpu).unwrap();
    ops::fill_(&t, Scalar::Float(1.5)).unwrap();
    let ctx = backend.context().unwrap();
    assert_eq!(ctx.compiled_kernels(), ["fill_kernel"]);
    ctx.compile_all().expect("every kernel compiles");
    let mut all: Vec<&str> = stridelab_shaders::sources::Family::ALL
        .iter()
        .flat_map(|f| f.entry_points().iter().copied())
        .collect();
    all.sort_unstable();
    assert_eq!(ctx.compiled_kernels(), all);
    assert_eq!(storage_values(&t), [1.5, 1.5, 1.5]);
}

#[test]
fn copy_and_fill_write_into_strided_outputs() {
    let _g = gpu();
    let mut rng = Rng(0x5eed);
    for case in 0..40 {
        let rank = case % 5;
        let spec = ViewSpec::random(&mut rng, rank, 4);
        let (oc, og) = spec.make(&mut rng, -1.0, 1.0);
        let (ic, ig) = input_like(&mut rng, &spec.shape(), -5.0, 5.0);
        ops::copy_(&oc, &ic).unwrap();
        ops::copy_(&og, &ig).unwrap();
        check(&format!("copy_ case {case} rank {rank}"), &oc, &og);
        ops::fill_(&oc, Scalar::Float(2.5)).unwrap();
        ops::fill_(&og, Scalar::Float(2.5)).unwrap();
        check(&format!("fill_ case {case}"), &oc, &og);
        let cc = ops::contiguous(&ic).unwrap();
        let cg = ops::contiguous(&ig).unwrap();
        check(&format!("contiguous case {case}"), &cc, &cg);
    }
}

#[test]
fn int64_and_bool_tensors_are_copied_and_filled_word_for_word() {
    let _g = gpu();
    let c =
        ops::factory::from_i64(&[-3, 1 << 40, 7, i64::MIN, 5, 6], &[2, 3], Device::Cpu).unwrap();
    let g = ops::to_device(&c, Device::Wgpu).unwrap();
    let (tc, tg) = (ops::view::t(&c).unwrap(), ops::view::t(&g).unwrap());
    check(
        "int64 contiguous of a transpose",
        &ops::contiguous(&tc).unwrap(),
        &ops::contiguous(&tg).unwrap(),
    );
    let (sc, sg) = (
        ops::view::select(&c, 1, 1).unwrap(),
        ops::view::select(&g, 1, 1).unwrap(),
    );
    ops::fill_(&sc, Scalar::Int(-(1 << 35))).unwrap();
    ops::fill_(&sg, Scalar::Int(-(1 << 35))).unwrap();
    check("int64 fill_ of a column", &c, &g);
    // int64 -> float32 has no GPU kernel: it runs on the host, and the trace says so.
    let (fc, fg) = (
        ops::to_dtype(&c, DType::Float32).unwrap(),
        ops::to_dtype(&g, DType::Float32).unwrap(),
    );
    let cast = stridelab_core::trace::take();
    assert!(
        cast.iter().any(|e| e.kernel.starts_with("host fallback")
            && e.copies.iter().any(|c| c.contains("int64 to float32"))),
        "{cast:?}"
    );
    let bc = ops::binary("gt", BinaryOp::Gt, Arg::T(&fc), Arg::S(Scalar::Int(0))).unwrap();
    let bg = ops::binary("gt", BinaryOp::Gt, Arg::T(&fg), Arg::S(Scalar::Int(0))).unwrap();
    check("comparison into bool", &bc, &bg);
}

const UNARY: &[(&str, UnaryOp, f32, f32)] = &[
    ("neg", UnaryOp::Neg, -3.0, 3.0),
    ("abs", UnaryOp::Abs, -3.0, 3.0),
    ("exp", UnaryOp::Exp, -3.0, 3.0),
    ("log", UnaryOp::Log, 0.1, 5.0),
    ("log2", UnaryOp::Log2, 0.1, 5.0),
    ("sqrt", UnaryOp::Sqrt, 0.0, 9.0),
    ("rsqrt", UnaryOp::Rsqrt, 0.5, 9.0),
    ("sigmoid", UnaryOp::Sigmoid, -6.0, 6.0),
    ("tanh", UnaryOp::Tanh, -3.0, 3.0),
    ("relu", UnaryOp::Relu, -3.0, 3.0),
    ("sin", UnaryOp::Sin, -3.0, 3.0),
    ("cos", UnaryOp::Cos, -3.0, 3.0),
    ("log1p", UnaryOp::Log1p, -0.5, 3.0),
    ("expm1", UnaryOp::Expm1, -2.0, 2.0),
    ("sign", UnaryOp::Sign, -3.0, 3.0),
    ("floor", UnaryOp::Floor, -3.0, 3.0),
    ("ceil", UnaryOp::Ceil, -3.0, 3.0),
    ("round", UnaryOp::Round, -3.0, 3.0),
    ("trunc", UnaryOp::Trunc, -3.0, 3.0),
    ("reciprocal", UnaryOp::Reciprocal, 0.5, 3.0),
    ("square", UnaryOp::Square, -3.0, 3.0),
    ("gelu", UnaryOp::Gelu, -3.0, 3.0),
    ("silu", UnaryOp::Silu, -3.0, 3.0),
    ("erf", UnaryOp::Erf, -2.0, 2.0),
    ("gelu_tanh", UnaryOp::GeluTanh, -12.0, 12.0),
    ("log10", UnaryOp::Log10, 0.1, 100.0),
    ("exp2", UnaryOp::Exp2, -8.0, 8.0),
    ("sinh", UnaryOp::Sinh, -3.0, 3.0),
    ("cosh", UnaryOp::Cosh, -3.0, 3.0),
    ("tan", UnaryOp::Tan, -1.4, 1.4),
    ("asin", UnaryOp::Asin, -1.5, 1.5),
    ("acos", UnaryOp::Acos, -1.5, 1.5),
    ("atan", UnaryOp::Atan, -10.0, 10.0),
    ("acosh", UnaryOp::Acosh, 0.5, 50.0),
    ("asinh", UnaryOp::Asinh, -50.0, 50.0),
    ("atanh", UnaryOp::Atanh, -1.2, 1.2),
    ("frac", UnaryOp::Frac, -3.0, 3.0),
    (
        "softplus",
        UnaryOp::Softplus {
            beta: 1.0,
            threshold: 20.0,
        },
        -3.0,
        25.0,
    ),
    (
        "softplus_beta",
        UnaryOp::Softplus {
            beta: 2.0,
            threshold: 3.0,
        },
        -3.0,
        3.0,
    ),
    ("leaky_relu", UnaryOp::LeakyRelu(0.1), -3.0, 3.0),
    (
        "elu",
        UnaryOp::Elu {
            alpha: 1.0,
            scale: 1.0,
            input_scale: 1.0,
        },
        -3.0,
        3.0,
    ),
    (
        "selu",
        UnaryOp::Elu {
            alpha: 1.673_263_242_354_377_3,
            scale: 1.050_700_987_355_480_5,
            input_scale: 1.0,
        },
        -3.0,
        3.0,
    ),
    ("celu", UnaryOp::Celu(2.0), -3.0, 3.0),
    (
        "hardtanh",
        UnaryOp::Hardtanh {
            min: Scalar::Float(-1.5),
            max: Scalar::Int(2),
        },
        -4.0,
        4.0,
    ),
    ("mish", UnaryOp::Mish, -25.0, 25.0),
    ("hardswish", UnaryOp::Hardswish, -5.0, 5.0),
    ("hardsigmoid", UnaryOp::Hardsigmoid, -5.0, 5.0),
    (
        "threshold",
        UnaryOp::Threshold {
            threshold: 0.5,
            value: -2.0,
        },
        -2.0,
        2.0,
    ),
    ("hardshrink", UnaryOp::Hardshrink(0.5), -2.0, 2.0),
    ("softshrink", UnaryOp::Softshrink(0.5), -2.0, 2.0),
];

#[test]
fn every_unary_op_in_place_on_strided_views() {
    let _g = gpu();
    let mut rng = Rng(0xabc);
    for (i, &(name, op, lo, hi)) in UNARY.iter().enumerate() {
        let spec = ViewSpec::random(&mut rng, 1 + i % 4, 4);
        let (c, g) = spec.make(&mut rng, lo, hi);
        let (rc, rg) = (
            ops::unary(name, op, &c).unwrap(),
            ops::unary(name, op, &g).unwrap(),
        );
        check(&format!("{name}(view)"), &rc, &rg);
        ops::unary_(name, op, &c).unwrap();
        ops::unary_(name, op, &g).unwrap();
        check(&format!("{name}_ into the view"), &c, &g);
    }
    let clamp = UnaryOp::Clamp {
        min: Some(Scalar::Float(-0.5)),
        max: Some(Scalar::Int(1)),
    };
    let spec = ViewSpec::random(&mut rng, 3, 4);
    let (c, g) = spec.make(&mut rng, -2.0, 2.0);
    check(
        "clamp",
        &ops::unary("clamp", clamp, &c).unwrap(),
        &ops::unary("clamp", clamp, &g).unwrap(),
    );
    for op in [
        UnaryOp::IsNan,
        UnaryOp::IsFinite,
        UnaryOp::IsInf,
        UnaryOp::LogicalNot,
    ] {
        let (c2, g2) = (
            ops::unary("log", UnaryOp::Log, &c).unwrap(),
            ops::unary("log", UnaryOp::Log, &g).unwrap(),
        );
        check(
            op.name(),
            &ops::unary(op.name(), op, &c2).unwrap(),
            &ops::unary(op.name(), op, &g2).unwrap(),
        );
    }
}

const BINARY: &[(&str, BinaryOp)] = &[
    ("add", BinaryOp::Add(Scalar::Float(0.5))),
    ("sub", BinaryOp::Sub(Scalar::Int(2))),
    ("mul", BinaryOp::Mul),
    ("div", BinaryOp::Div),
    ("floor_divide", BinaryOp::FloorDiv),
    ("remainder", BinaryOp::Remainder),
    ("fmod", BinaryOp::Fmod),
    ("pow", BinaryOp::Pow),
    ("maximum", BinaryOp::Maximum),
    ("minimum", BinaryOp::Minimum),
    ("atan2", BinaryOp::Atan2),
    ("eq", BinaryOp::Eq),
    ("lt", BinaryOp::Lt),
    ("ge", BinaryOp::Ge),
    ("logical_xor", BinaryOp::LogicalXor),
];

#[test]
fn every_binary_op_with_broadcasting_into_strided_outputs() {
    let _g = gpu();
    let mut rng = Rng(0xb1a);
    for (i, &(name, op)) in BINARY.iter().enumerate() {
        for rep in 0..3 {
            let spec = ViewSpec::random(&mut rng, (i + rep) % 5, 4);
            let (lo, hi) = if name == "pow" {
                (0.2, 3.0)
            } else {
                (-4.0, 4.0)
            };
            let (ac, ag) = spec.make(&mut rng, lo, hi);
            let (bc, bg) = input_like(&mut rng, &spec.shape(), 0.5, 3.0);
            let what = format!("{name} rep {rep} shape {:?}", spec.shape());
            let rc = ops::binary(name, op, Arg::T(&ac), Arg::T(&bc)).unwrap();
            let rg = ops::binary(name, op, Arg::T(&ag), Arg::T(&bg)).unwrap();
            check(&what, &rc, &rg);
            if !op.is_comparison() {
                ops::binary_(name, op, &ac, Arg::T(&bc)).unwrap();
                ops::binary_(name, op, &ag, Arg::T(&bg)).unwrap();
                check(&format!("{what} in place"), &ac, &ag);
            }
        }
    }
    // The exact-fmod cases a rounded a / b gets wrong.
    let (c, g) = base_pair(&[1.5, -1.5, 7.0, 0.9, 1e7, -3.3]);
    for (name, op) in [
        ("floor_divide", BinaryOp::FloorDiv),
        ("remainder", BinaryOp::Remainder),
        ("fmod", BinaryOp::Fmod),
    ] {
        let rc = ops::binary(name, op, Arg::T(&c), Arg::S(Scalar::Float(0.3))).unwrap();
        let rg = ops::binary(name, op, Arg::T(&g), Arg::S(Scalar::Float(0.3))).unwrap();
        assert_eq!(
            storage_values(&rc),
            storage_values(&rg),
            "{name} by 0.3 must be exact"
        );
    }
}

#[test]
fn ternary_ops_write_transposed_outputs_in_place() {
    let _g = gpu();
    let mut rng = Rng(0x7e);
    for case in 0..24 {
        let spec = ViewSpec::random(&mut rng, 1 + case % 4, 5);
        let shape = spec.shape();
        let (oc, og) = spec.make(&mut rng, -1.0, 1.0);
        let (ac, ag) = input_like(&mut rng, &shape, -2.0, 2.0);
        let (bc, bg) = input_like(&mut rng, &shape, 0.5, 2.0);
        let (op, name) = match case % 4 {
            0 => (TernaryOp::Addcmul(Scalar::Float(0.3)), "addcmul_"),
            1 => (TernaryOp::Addcdiv(Scalar::Float(-0.7)), "addcdiv_"),
            2 => (TernaryOp::Lerp(Scalar::Float(0.9)), "lerp_"),
            _ => (TernaryOp::LerpTensor, "lerp_"),
        };
        let wc = ops::unary("sigmoid", UnaryOp::Sigmoid, &bc).unwrap();
        let args_c: Vec<Arg> = match op {
            TernaryOp::Lerp(_) => vec![Arg::T(&oc), Arg::T(&ac)],
            TernaryOp::LerpTensor => vec![Arg::T(&oc), Arg::T(&ac), Arg::T(&wc)],
            _ => vec![Arg::T(&oc), Arg::T(&ac), Arg::T(&bc)],
        };
        let wg = ops::unary("sigmoid", UnaryOp::Sigmoid, &bg).unwrap();
        let args_g: Vec<Arg> = match op {
            TernaryOp::Lerp(_) => vec![Arg::T(&og), Arg::T(&ag)],
            TernaryOp::LerpTensor => vec![Arg::T(&og), Arg::T(&ag), Arg::T(&wg)],
            _ => vec![Arg::T(&og), Arg::T(&ag), Arg::T(&bg)],
        };
        ops::ternary_(name, op, &args_c).unwrap();
        ops::ternary_(name, op, &args_g).unwrap();
        check(
            &format!("{name} case {case} into {:?}/{:?}", shape, oc.strides()),
            &oc,
            &og,
        );
        let mc = ops::binary("gt", BinaryOp::Gt, Arg::T(&ac), Arg::S(Scalar::Int(0))).unwrap();
        let mg = ops::binary("gt", BinaryOp::Gt, Arg::T(&ag), Arg::S(Scalar::Int(0))).unwrap();
        check(
            "where",
            &ops::where_(&mc, Arg::T(&oc), Arg::T(&bc)).unwrap(),
            &ops::where_(&mg, Arg::T(&og), Arg::T(&bg)).unwrap(),
        );
    }
}

/// Every reduction the GPU runs, with the name `ops::reduce` takes.
const REDUCE_OPS: &[(&str, ReduceOp)] = &[
    ("sum", ReduceOp::Sum),
    ("mean", ReduceOp::Mean),
    ("amax", ReduceOp::Max),
    ("amin", ReduceOp::Min),
    ("prod", ReduceOp::Prod),
    ("logsumexp", ReduceOp::LogSumExp),
    ("var", ReduceOp::Var(1.0)),
    ("std", ReduceOp::Std(1.0)),
    ("norm", ReduceOp::Norm(2.0)),
    ("norm_inf", ReduceOp::Norm(f64::INFINITY)),
    ("norm_neg_inf", ReduceOp::Norm(f64::NEG_INFINITY)),
    ("norm_0", ReduceOp::Norm(0.0)),
    ("norm_3", ReduceOp::Norm(3.0)),
];

#[test]
fn reductions_and_softmax_over_strided_inputs() {
    let _g = gpu();
    let mut rng = Rng(0x5a);
    let ops_list = REDUCE_OPS;
    for case in 0..48 {
        let rank = 1 + case % 4;
        let spec = ViewSpec::random(&mut rng, rank, 5);
        let (c, g) = spec.make(&mut rng, -2.0, 2.0);
        let (name, op) = ops_list[case % ops_list.len()];
        let dims: Vec<i64> = if case % 3 == 0 {
            vec![]
        } else {
            vec![(case % rank) as i64]
        };
        let d = if dims.is_empty() {
            None
        } else {
            Some(&dims[..])
        };
        if matches!(op, ReduceOp::Var(_) | ReduceOp::Std(_)) && c.numel() < 2 {
            continue;
        }
        let keep = case % 2 == 0;
        let rc = ops::reduce(name, op, &c, d, keep, None).unwrap();
        let rg = ops::reduce(name, op, &g, d, keep, None).unwrap();
        check(
            &format!("{name} over {dims:?} of {:?}/{:?}", c.shape(), c.strides()),
            &rc,
            &rg,
        );
        let dim = (case % rank) as i64;
        check(
            "argmax",
            &ops::arg_reduce("argmax", true, &c, Some(dim), keep).unwrap(),
            &ops::arg_reduce("argmax", true, &g, Some(dim), keep).unwrap(),
        );
        check(
            "argmin",
            &ops::arg_reduce("argmin", false, &c, Some(dim), keep).unwrap(),
            &ops::arg_reduce("argmin", false, &g, Some(dim), keep).unwrap(),
        );
        let log = case % 2 == 1;
        check(
            "softmax",
            &ops::softmax(&c, dim, log, None).unwrap(),
            &ops::softmax(&g, dim, log, None).unwrap(),
        );
    }
}

#[test]
fn short_rows_share_a_workgroup_and_agree_with_the_cpu() {
    // A row is reduced by as many lanes as its length rounded up to a power of two, so a
    // workgroup of 256 lanes makes 256 / width rows (a million rows of 2 took a workgroup
    // each, and minutes on lavapipe). Every op, every width from 1 to past a workgroup, a
    // row count that leaves the last workgroup part-empty, rows read through a transpose,
    // and ties for argmax/argmin (values repeat every 5).
    let _g = gpu();
    for len in [1usize, 2, 3, 5, 8, 17, 64, 100, 255, 256, 257, 1000] {
        let rows = 1003;
        let vals: Vec<f32> = (0..rows * len)
            .map(|i| ((i * 37) % 5) as f32 / 2.0 - 1.0)
            .collect();
        let (c, g) = base_pair(&vals);
        // (len, rows) transposed: each row of `len` elements is strided.
        let shape = [len as i64, rows as i64];
        let ct = ops::view::t(&ops::view::reshape(&c, &shape).unwrap()).unwrap();
        let gt = ops::view::t(&ops::view::reshape(&g, &shape).unwrap()).unwrap();
        for &(name, op) in REDUCE_OPS {
            if matches!(op, ReduceOp::Var(_) | ReduceOp::Std(_)) && len < 2 {
                continue;
            }
            check(
                &format!("{name} of {rows} rows of {len}"),
                &ops::reduce(name, op, &ct, Some(&[1]), false, None).unwrap(),
                &ops::reduce(name, op, &gt, Some(&[1]), false, None).unwrap(),
            );
            assert_ran_on_gpu(&format!("{name} of rows of {len}"));
        }
        for (name, max) in [("argmax", true), ("argmin", false)] {
            check(
                &format!("{name} of rows of {len}"),
                &ops::arg_reduce(name, max, &ct, Some(1), false).unwrap(),
                &ops::arg_reduce(name, max, &gt, Some(1), false).unwrap(),
            );
            assert_ran_on_gpu(&format!("{name} of rows of {len}"));
        }
        for log in [false, true] {
            check(
                &format!("softmax of rows of {len}"),
                &ops::softmax(&ct, 1, log, None).unwrap(),
                &ops::softmax(&gt, 1, log, None).unwrap(),
            );
            assert_ran_on_gpu(&format!("softmax of rows of {len}"));
        }
    }
}

#[test]
fn long_reductions_run_whole_on_the_gpu_and_agree_with_the_cpu() {
    // One thread per output used to loop over the whole reduced range, and lavapipe cut
    // that loop short: `torch.ones(100000).sum()` gave 21838. Every op, over 100,000
    // elements and over a transposed 400 x 700 block, must now match the CPU.
    let _g = gpu();
    let n = 100_000;
    let ramp: Vec<f32> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f32 / 500.0 - 1.0)
        .collect();
    let (c, g) = base_pair(&ramp);
    let ones = vec![1.0f32; n];
    let (c1, g1) = base_pair(&ones);
    let ct =
        ops::view::transpose(&ops::view::reshape(&c.clone(), &[250, 400]).unwrap(), 0, 1).unwrap();
    let gt =
        ops::view::transpose(&ops::view::reshape(&g.clone(), &[250, 400]).unwrap(), 0, 1).unwrap();
    let sum1 = ops::reduce("sum", ReduceOp::Sum, &g1, None, false, None).unwrap();
    assert_eq!(storage_values(&sum1), vec![n as f64]);
    for &(name, op) in REDUCE_OPS {
        let (x, y) = if op == ReduceOp::Prod {
            (&c1, &g1)
        } else {
            (&c, &g)
        };
        check(
            &format!("{name} of {n}"),
            &ops::reduce(name, op, x, None, false, None).unwrap(),
            &ops::reduce(name, op, y, None, false, None).unwrap(),
        );
        check(
            &format!("{name} over dim 1 of a transposed block"),
            &ops::reduce(name, op, &ct, Some(&[1]), true, None).unwrap(),
            &ops::reduce(name, op, &gt, Some(&[1]), true, None).unwrap(),
        );
    }
    for (name, max) in [("argmax", true), ("argmin", false)] {
        check(
            name,
            &ops::arg_reduce(name, max, &c, Some(0), false).unwrap(),
            &ops::arg_reduce(name, max, &g, Some(0), false).unwrap(),
        );
    }
    let any = |t: &Tensor| {
        let m = ops::binary("gt", BinaryOp::Gt, Arg::T(t), Arg::S(Scalar::Float(0.997))).unwrap();
        ops::reduce("any", ReduceOp::Any, &m, None, false, None).unwrap()
    };
    check("any", &any(&c), &any(&g));
    for log in [false, true] {
        check(
            "softmax of 100,000",
            &ops::softmax(&c, 0, log, None).unwrap(),
            &ops::softmax(&g, 0, log, None).unwrap(),
        );
    }
}

#[test]
fn matmul_of_transposed_and_sliced_operands() {
    let _g = gpu();
    let mut rng = Rng(0x3a3);
    for case in 0..12 {
        let (m, k, n) = (1 + rng.below(40), 1 + rng.below(40), 1 + rng.below(40));
        // a: [m, k] as the transpose of a stepped [k, m] block; b: [k, n] sliced with an offset.
        let a_spec = ViewSpec {
            big: vec![k, 2 * m],
            starts: vec![0, 1],
            steps: vec![1, 2],
            dims: vec![k, m],
            perm: vec![1, 0],
        };
        let (ac, ag) = a_spec.make(&mut rng, -1.0, 1.0);
        // b: [k, n], offset into a wider block; every other case a transposed [n, k] one.
        let b_spec = if case % 2 == 0 {
            ViewSpec {
                big: vec![k + 1, n + 3],
                starts: vec![1, 2],
                steps: vec![1, 1],
                dims: vec![k, n],
                perm: vec![0, 1],
            }
        } else {
            ViewSpec {
                big: vec![n + 3, k + 1],
                starts: vec![2, 1],
                steps: vec![1, 1],
                dims: vec![n, k],
                perm: vec![1, 0],
            }
        };
        let (bc, bg) = b_spec.make(&mut rng, -1.0, 1.0);
        let rc = ops::matmul(&ac, &bc).unwrap();
        let rg = ops::matmul(&ag, &bg).unwrap();
        check(&format!("matmul {m}x{k} @ {k}x{n}"), &rc, &rg);
    }
    // Batched, with a batch-broadcast operand.
    let spec = ViewSpec {
        big: vec![3, 5, 7],
        starts: vec![0, 0, 1],
        steps: vec![1, 1, 1],
        dims: vec![3, 5, 6],
        perm: vec![0, 2, 1],
    };
    let (ac, ag) = spec.make(&mut rng, -1.0, 1.0);
    let (bc, bg) = base_pair(&(0..20).map(|i| i as f32 / 7.0).collect::<Vec<_>>());
    let (bc, bg) = (
        ops::view::view(&bc, &[5, 4]).unwrap(),
        ops::view::view(&bg, &[5, 4]).unwrap(),
    );
    check(
        "batched matmul",
        &ops::matmul(&ac, &bc).unwrap(),
        &ops::matmul(&ag, &bg).unwrap(),
    );
}

/// The device's counter-based stream: the WGSL kernel gives the bits of its CPU reference
/// (`cpu/random.rs`, the same Philox function), wherever the output's strides put each
/// element. (CPU tensors themselves draw from PyTorch's generator, a different stream.)
#[test]
fn random_fills_give_the_philox_reference_bits_wherever_the_output_lives() {
    let _g = gpu();
    let mut rng = Rng(0x9);
    for case in 0..6 {
        let spec = ViewSpec::random(&mut rng, 1 + case % 3, 6);
        let (c, g) = spec.make(&mut rng, -1.0, 1.0);
        let dist = if case % 2 == 0 {
            RandomDist::Uniform {
                low: 0.0,
                high: 1.0,
            }
        } else {
            RandomDist::Normal {
                mean: 0.5,
                std: 2.0,
            }
        };
        let seed = 1234 + case as u64;
        let reference = stridelab_core::kernels::Kernel::Random {
            dist,
            seed,
            offset: 0,
        };
        ops::run("fill", reference, &[&c], &[], &c.shape()).unwrap();
        ops::random::manual_seed(seed);
        ops::random::fill_random_(&g, dist).unwrap();
        if case % 2 == 0 {
            // uniform(0, 1) is a 24-bit integer times 2^-24 on both sides: exact.
            assert_eq!(
                storage_values(&c),
                storage_values(&g),
                "uniform_ case {case}"
            );
        } else {
            check(&format!("normal_ case {case}"), &c, &g);
        }
    }
}

#[test]
fn elementwise_at_every_rank_from_0_to_8() {
    let _g = gpu();
    let mut rng = Rng(0x8);
    for rank in 0..=8 {
        for rep in 0..3 {
            let spec = ViewSpec::random(&mut rng, rank, 3);
            let (oc, og) = spec.make(&mut rng, -1.0, 1.0);
            let (ac, ag) = input_like(&mut rng, &spec.shape(), -1.0, 1.0);
            ops::binary_("mul_", BinaryOp::Mul, &oc, Arg::T(&ac)).unwrap();
            ops::binary_("mul_", BinaryOp::Mul, &og, Arg::T(&ag)).unwrap();
            check(
                &format!(
                    "mul_ rank {rank} rep {rep} {:?}/{:?}",
                    oc.shape(),
                    oc.strides()
                ),
                &oc,
                &og,
            );
        }
    }
}

/// The seed story's op, done right: `addcmul_` into a transposed output on the GPU makes no
/// buffer of any kind and writes the original storage, at the transposed positions.
#[test]
fn addcmul_into_a_transposed_output_makes_no_hidden_copy() {
    let gpu = gpu();
    let ctx = gpu.context().unwrap();
    let (n, m) = (64usize, 48usize);
    let vals = |k: f32| -> Vec<f32> { (0..n * m).map(|i| (i as f32 * 0.37 + k).sin()).collect() };
    let (base_c, base_g) = base_pair(&vals(0.0));
    let shape = [n as i64, m as i64];
    // out: an [m, n] transposed view of an [n, m] storage, like Adam's exp_avg_sq of a
    // weight made with `decoder.weight.T.clone()`.
    let out_c = ops::view::t(&ops::view::view(&base_c, &shape).unwrap()).unwrap();
    let out_g = ops::view::t(&ops::view::view(&base_g, &shape).unwrap()).unwrap();
    assert_eq!(out_g.strides(), vec![1, m]);
    let (ac, ag) = base_pair(&vals(1.0));
    let (bc, bg) = base_pair(&vals(2.0));
    let mshape = [m as i64, n as i64];
    let (ac, ag) = (
        ops::view::view(&ac, &mshape).unwrap(),
        ops::view::view(&ag, &mshape).unwrap(),
    );
    let (bc, bg) = (
        ops::view::view(&bc, &mshape).unwrap(),
        ops::view::view(&bg, &mshape).unwrap(),
    );
    let storage_before = base_g.storage();
    let buffers_before = ctx.storage_buffers_created.get();
    let dispatches_before = ctx.dispatches.get();
    stridelab_core::trace::take();
    let op = TernaryOp::Addcmul(Scalar::Float(1e-3));
    ops::ternary_("addcmul_", op, &[Arg::T(&out_g), Arg::T(&ag), Arg::T(&bg)]).unwrap();
    let events = stridelab_core::trace::take();
    assert_eq!(
        ctx.storage_buffers_created.get(),
        buffers_before,
        "a storage buffer was created"
    );
    assert_eq!(
        ctx.dispatches.get(),
        dispatches_before + 1,
        "one dispatch, nothing else"
    );
    assert_eq!(events.len(), 1);
    assert!(
        events[0].kernel.starts_with("wgpu::ternary_kernel"),
        "{}",
        events[0].kernel
    );
    assert!(
        events[0].copies.is_empty(),
        "copies: {:?}",
        events[0].copies
    );
    assert_eq!(events[0].operands[0].strides, vec![1, m]);
    assert!(
        out_g.storage().same(&storage_before),
        "the output moved to another storage"
    );
    ops::ternary_("addcmul_", op, &[Arg::T(&out_c), Arg::T(&ac), Arg::T(&bc)]).unwrap();
    stridelab_core::trace::take();
    let (want, got) = (storage_values(&base_c), storage_values(&base_g));
    assert_close("addcmul_ into out.T", &want, &got, 1e-6);
    // And the write really landed: element (i, j) of out is storage[j * m + i].
    let a = vals(1.0);
    let b = vals(2.0);
    let orig = vals(0.0);
    let (i, j) = (5usize, 7usize);
    let expect = orig[j * m + i] + 1e-3 * a[i * n + j] * b[i * n + j];
    assert!((got[j * m + i] - expect as f64).abs() < 1e-6);
}

/// Runs a script with factories on `device` and returns the numbers it printed.
fn script_numbers(src: &str, device: Device) -> (Vec<f64>, Vec<String>) {
    use stridelab_core::interp::{Outcome, RunOptions, Session};
    let mut s = Session::new(RunOptions {
        trace: true,
        ..RunOptions::default()
    });
    stridelab_core::device::set_default_device(device);
    let mut out = String::new();
    let mut kernels = Vec::new();
    s.run_with(src, |_, r| {
        if let Outcome::Error(e) = &r.outcome {
            panic!("line {}: {}", r.span.line, e.message);
        }
        out.push_str(&r.output);
        kernels.extend(r.trace.iter().map(|e| format!("{} {}", e.op, e.kernel)));
    })
    .unwrap();
    let nums = out
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == 'e'))
        .filter_map(|w| w.parse::<f64>().ok())
        .collect();
    (nums, kernels)
}

#[test]
fn fused_adam_kernel_on_a_transposed_parameter_matches_the_cpu() {
    let _g = gpu();
    // The data is drawn on the CPU (each device has its own stream) and moved.
    let src = "torch.manual_seed(0)
dev = torch.get_default_device()
dec = torch.randn(5, 7, device='cpu').to(dev)
w = dec.T.clone().requires_grad_(True)
opt = torch.optim.Adam([w], lr=0.05, weight_decay=0.01, amsgrad=True, fused=True)
x = torch.randn(3, 5, device='cpu').to(dev)
for i in range(5):
    loss = (x @ w.T).square().mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
print(w.detach().cpu().flatten().tolist())
print(opt.state[w]['exp_avg_sq'].cpu().flatten().tolist())
print(opt.state[w]['exp_avg_sq'].stride())
";
    let (cpu, _) = script_numbers(src, Device::Cpu);
    let (gpu, kernels) = script_numbers(src, Device::Wgpu);
    stridelab_core::device::set_default_device(Device::Cpu);
    assert_eq!(cpu.len(), 2 * 35 + 2);
    assert_eq!(
        &cpu[cpu.len() - 2..],
        &[1.0, 7.0],
        "state keeps the transposed strides"
    );
    assert_close("fused Adam", &cpu, &gpu, 1e-4);
    let fused: Vec<&String> = kernels
        .iter()
        .filter(|k| k.starts_with("_fused_adam_"))
        .collect();
    assert_eq!(fused.len(), 5);
    assert!(
        fused.iter().all(|k| k.contains("wgpu::adam_kernel")),
        "{fused:?}"
    );
}

/// The bug lab's emulated MPS wraps the wgpu device too: under torch 2.2 the transposed
/// `addcmul_` output keeps its values with no error, the detector reports it, and under
/// macOS 15 the same call writes the CPU's values in place.
#[test]
fn emulated_mps_over_wgpu_drops_the_addcmul_write_and_the_detector_sees_it() {
    use stridelab_core::buglab::{self, Profile, Settings};
    gpu();
    let vals = |k: f32| -> Vec<f32> { (0..12).map(|i| (i as f32 * 0.7 + k).cos()).collect() };
    let run = |settings: Settings| -> (Vec<f64>, Vec<f64>, usize) {
        buglab::reset();
        buglab::configure(Device::Wgpu, settings).unwrap();
        let (_, base) = base_pair(&vals(0.0));
        let out = ops::view::t(&ops::view::view(&base, &[4, 3]).unwrap()).unwrap();
        let (_, a) = base_pair(&vals(1.0));
        let a = ops::view::view(&a, &[3, 4]).unwrap();
        let before = storage_values(&base);
        let op = TernaryOp::Addcmul(Scalar::Float(0.5));
        ops::ternary_("addcmul_", op, &[Arg::T(&out), Arg::T(&a), Arg::T(&a)]).unwrap();
        let found = buglab::take_findings();
        buglab::reset();
        (before, storage_values(&base), found.len())
    };
    let (before, after, found) = run(Settings {
        profile: Some(Profile::Torch22MacOs14),
        detect: true,
    });
    assert_eq!(after, before, "torch 2.2: the write to x.T is dropped");
    assert_eq!(found, 1, "and the detector reports it");
    let (_, fixed, found) = run(Settings {
        profile: Some(Profile::MacOs15),
        detect: true,
    });
    assert_eq!(found, 0);
    let (c, _) = base_pair(&vals(0.0));
    let out_c = ops::view::t(&ops::view::view(&c, &[4, 3]).unwrap()).unwrap();
    let (a_c, _) = base_pair(&vals(1.0));
    let a_c = ops::view::view(&a_c, &[3, 4]).unwrap();
    let op = TernaryOp::Addcmul(Scalar::Float(0.5));
    ops::ternary_(
        "addcmul_",
        op,
        &[Arg::T(&out_c), Arg::T(&a_c), Arg::T(&a_c)],
    )
    .unwrap();
    let want = storage_values(&c);
    for (g, w) in fixed.iter().zip(&want) {
        assert!(
            (g - w).abs() <= 1e-6,
            "macOS 15 on wgpu: {fixed:?} vs CPU {want:?}"
        );
    }
}
