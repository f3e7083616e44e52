//! The kernels on real WebGPU: headless Chromium (SwiftShader, `--enable-unsafe-webgpu`,
//! see webdriver.json), one representative case per kernel, each against the CPU.
//! Readback is awaited (`read_async`), as it must be in a browser.
#![cfg(target_arch = "wasm32")]

use std::rc::Rc;
use stridelab_core::device::Device;
use stridelab_core::dispatch::register_backend;
use stridelab_core::kernels::{
    AdamStep, BinaryOp, Kernel, RandomDist, ReduceOp, TernaryOp, UnaryOp,
};
use stridelab_core::ops::{self, Arg};
use stridelab_core::storage::StorageData;
use stridelab_core::{Scalar, Tensor};
use stridelab_shaders::convert::{from_words, words_for};
use stridelab_shaders::{GpuBuffer, GpuContext, WgpuBackend};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

async fn setup() -> Rc<GpuContext> {
    let ctx = GpuContext::new()
        .await
        .unwrap_or_else(|e| panic!("no WebGPU here (Chromium needs --enable-unsafe-webgpu): {e}"));
    let ctx = Rc::new(ctx);
    register_backend(Rc::new(WgpuBackend::with_context(ctx.clone())));
    stridelab_core::trace::set_enabled(true);
    ctx
}

/// A tensor's whole storage, read from whichever device holds it.
async fn values(ctx: &GpuContext, t: &Tensor) -> Vec<f64> {
    let st = t.storage();
    let (buffer, words) = {
        let data = st.data();
        match &*data {
            StorageData::Cpu(b) => return (0..b.len()).map(|i| b.get_f64(i)).collect(),
            StorageData::Device(d) => {
                let g = d
                    .as_any()
                    .downcast_ref::<GpuBuffer>()
                    .expect("a wgpu buffer");
                (g.buffer.clone(), words_for(st.dtype(), st.len()))
            }
        }
    };
    let w = ctx.read_async(&buffer, words).await.expect("readback");
    let buf = from_words(st.dtype(), st.len(), &w);
    (0..buf.len()).map(|i| buf.get_f64(i)).collect()
}

async fn same(ctx: &GpuContext, what: &str, cpu: &Tensor, gpu: &Tensor, rtol: f64) {
    for ev in stridelab_core::trace::take() {
        if ev.device == "webgpu" && !ev.kernel.ends_with("transfer") {
            assert!(
                ev.kernel.starts_with("wgpu::"),
                "{what}: {} ran as {}",
                ev.op,
                ev.kernel
            );
        }
    }
    assert_eq!(cpu.layout(), gpu.layout(), "{what}");
    let (a, b) = (values(ctx, cpu).await, values(ctx, gpu).await);
    assert_eq!(a.len(), b.len(), "{what}");
    for (i, (x, y)) in a.iter().zip(&b).enumerate() {
        assert!(
            (x - y).abs() <= 1e-5 + rtol * x.abs(),
            "{what}: storage[{i}] cpu {x} gpu {y}"
        );
    }
}

/// The same values as a [rows, cols] tensor on both devices.
fn pair(rows: usize, cols: usize, k: f32) -> (Tensor, Tensor) {
    let v: Vec<f32> = (0..rows * cols)
        .map(|i| ((i as f32 + k) * 0.61).sin() * 2.0)
        .collect();
    let c = ops::factory::from_f32(&v, &[rows, cols]);
    let g = ops::to_device(&c, Device::Wgpu).unwrap();
    (c, g)
}

fn both<F: Fn(&Tensor) -> Tensor>(p: &(Tensor, Tensor), f: F) -> (Tensor, Tensor) {
    (f(&p.0), f(&p.1))
}

#[wasm_bindgen_test]
async fn every_kernel_family_matches_the_cpu_on_strided_views() {
    let ctx = setup().await;
    let t = |x: &Tensor| ops::view::t(x).unwrap();

    // copy_ into a transposed output from a stepped slice; contiguous() of it.
    let out = both(&pair(5, 4, 0.0), t);
    let src = both(&pair(4, 10, 1.0), |x| {
        ops::view::slice(x, 1, Some(1), None, 2).unwrap()
    });
    ops::copy_(&out.0, &src.0).unwrap();
    ops::copy_(&out.1, &src.1).unwrap();
    same(&ctx, "copy_ into x.T", &out.0, &out.1, 0.0).await;
    let c = both(&src, |x| ops::contiguous(x).unwrap());
    same(&ctx, "contiguous of a stepped slice", &c.0, &c.1, 0.0).await;

    // fill_ of one column.
    let col = both(&out, |x| ops::view::select(x, 1, 2).unwrap());
    ops::fill_(&col.0, Scalar::Float(-7.5)).unwrap();
    ops::fill_(&col.1, Scalar::Float(-7.5)).unwrap();
    same(&ctx, "fill_ of a column", &out.0, &out.1, 0.0).await;

    // unary ops on a transposed input.
    for (name, op) in [
        ("exp", UnaryOp::Exp),
        ("sigmoid", UnaryOp::Sigmoid),
        ("gelu", UnaryOp::Gelu),
        ("gelu_tanh", UnaryOp::GeluTanh),
    ] {
        let r = both(&out, |x| ops::unary(name, op, x).unwrap());
        same(&ctx, name, &r.0, &r.1, 1e-4).await;
    }

    // binary: in place into the transposed output with an expanded input; a comparison.
    let row = both(&pair(1, 4, 3.0), |x| ops::view::expand(x, &[4, 4]).unwrap());
    let sq = both(&pair(4, 4, 0.5), t);
    ops::binary_(
        "add_",
        BinaryOp::Add(Scalar::Float(0.5)),
        &sq.0,
        Arg::T(&row.0),
    )
    .unwrap();
    ops::binary_(
        "add_",
        BinaryOp::Add(Scalar::Float(0.5)),
        &sq.1,
        Arg::T(&row.1),
    )
    .unwrap();
    same(&ctx, "add_ with a stride-0 input", &sq.0, &sq.1, 1e-6).await;
    let gt = both(&sq, |x| {
        ops::binary("gt", BinaryOp::Gt, Arg::T(x), Arg::S(Scalar::Int(0))).unwrap()
    });
    same(&ctx, "gt into bool", &gt.0, &gt.1, 0.0).await;

    // ternary: the seed story's addcmul_, and addcdiv_, lerp_, where.
    let (a, b) = (pair(4, 4, 2.0), pair(4, 4, 9.0));
    let b_pos = both(&b, |x| ops::unary("exp", UnaryOp::Exp, x).unwrap());
    for (name, op) in [
        ("addcmul_", TernaryOp::Addcmul(Scalar::Float(0.1))),
        ("addcdiv_", TernaryOp::Addcdiv(Scalar::Float(-0.2))),
    ] {
        ops::ternary_(name, op, &[Arg::T(&sq.0), Arg::T(&a.0), Arg::T(&b_pos.0)]).unwrap();
        ops::ternary_(name, op, &[Arg::T(&sq.1), Arg::T(&a.1), Arg::T(&b_pos.1)]).unwrap();
        same(&ctx, name, &sq.0, &sq.1, 1e-5).await;
    }
    ops::ternary_(
        "lerp_",
        TernaryOp::Lerp(Scalar::Float(0.9)),
        &[Arg::T(&sq.0), Arg::T(&a.0)],
    )
    .unwrap();
    ops::ternary_(
        "lerp_",
        TernaryOp::Lerp(Scalar::Float(0.9)),
        &[Arg::T(&sq.1), Arg::T(&a.1)],
    )
    .unwrap();
    same(&ctx, "lerp_", &sq.0, &sq.1, 1e-5).await;
    let w = (
        ops::where_(&gt.0, Arg::T(&a.0), Arg::T(&sq.0)).unwrap(),
        ops::where_(&gt.1, Arg::T(&a.1), Arg::T(&sq.1)).unwrap(),
    );
    same(&ctx, "where", &w.0, &w.1, 0.0).await;

    // reductions and softmax over a transposed input.
    let big = both(&pair(6, 5, 4.0), t);
    for (name, op) in [
        ("sum", ReduceOp::Sum),
        ("amax", ReduceOp::Max),
        ("mean", ReduceOp::Mean),
    ] {
        let r = both(&big, |x| {
            ops::reduce(name, op, x, Some(&[1]), false, None).unwrap()
        });
        same(&ctx, name, &r.0, &r.1, 1e-5).await;
    }
    let am = both(&big, |x| {
        ops::arg_reduce("argmax", true, x, Some(0), false).unwrap()
    });
    same(&ctx, "argmax", &am.0, &am.1, 0.0).await;
    let sm = both(&big, |x| ops::softmax(x, 1, false, None).unwrap());
    same(&ctx, "softmax", &sm.0, &sm.1, 1e-5).await;

    // matmul with a transposed operand (tiled kernel, workgroup memory).
    let lhs = both(&pair(19, 23, 1.0), t);
    let rhs = pair(19, 17, 2.0);
    let mm = (
        ops::matmul(&lhs.0, &rhs.0).unwrap(),
        ops::matmul(&lhs.1, &rhs.1).unwrap(),
    );
    same(&ctx, "matmul", &mm.0, &mm.1, 1e-4).await;

    // random: uniform_ into a transposed view gives the bits of the device stream's CPU
    // reference (the Philox kernel run on the CPU; CPU tensors draw from PyTorch's generator).
    let r = both(&pair(7, 3, 0.0), t);
    let reference = stridelab_core::kernels::Kernel::Random {
        dist: RandomDist::Uniform {
            low: 0.0,
            high: 1.0,
        },
        seed: 99,
        offset: 0,
    };
    ops::run("uniform_", reference, &[&r.0], &[], &r.0.shape()).unwrap();
    ops::random::manual_seed(99);
    ops::random::fill_random_(
        &r.1,
        RandomDist::Uniform {
            low: 0.0,
            high: 1.0,
        },
    )
    .unwrap();
    same(&ctx, "uniform_", &r.0, &r.1, 0.0).await;

    // the fused Adam step on a transposed parameter and state.
    let step = AdamStep {
        lerp_weight: 0.1,
        beta2: 0.999,
        one_minus_beta2: 1.0 - 0.999,
        eps: 1e-8,
        weight_decay: 0.0,
        decay_factor: 1.0,
        step_size: 0.01 / 0.1,
        bc2_sqrt: (1.0f64 - 0.999).sqrt(),
        maximize: false,
        amsgrad: false,
        decoupled: false,
    };
    let p = both(&pair(8, 6, 0.0), t);
    let m = both(&pair(8, 6, 1.0), t);
    let v = both(&pair(8, 6, 2.0), |x| {
        ops::unary("abs", UnaryOp::Abs, &ops::view::t(x).unwrap()).unwrap()
    });
    let g = pair(6, 8, 3.0);
    for (p, m, v, g) in [(&p.0, &m.0, &v.0, &g.0), (&p.1, &m.1, &v.1, &g.1)] {
        ops::run(
            "_fused_adam_",
            Kernel::AdamStep(step),
            &[p, m, v],
            &[g],
            &p.shape(),
        )
        .unwrap();
    }
    same(&ctx, "fused Adam: param", &p.0, &p.1, 1e-5).await;
    same(&ctx, "fused Adam: exp_avg_sq", &v.0, &v.1, 1e-5).await;

    // rank 8, every dim but one of size 2, written through a permuted view.
    let v8: Vec<f32> = (0..256).map(|i| i as f32 * 0.5).collect();
    let c8 = ops::factory::from_f32(&v8, &[256]);
    let g8 = ops::to_device(&c8, Device::Wgpu).unwrap();
    let shape = [2i64; 8];
    let perm = [7i64, 0, 6, 1, 5, 2, 4, 3];
    let h = (
        ops::view::permute(&ops::view::view(&c8, &shape).unwrap(), &perm).unwrap(),
        ops::view::permute(&ops::view::view(&g8, &shape).unwrap(), &perm).unwrap(),
    );
    ops::binary_("mul_", BinaryOp::Mul, &h.0, Arg::S(Scalar::Float(-3.0))).unwrap();
    ops::binary_("mul_", BinaryOp::Mul, &h.1, Arg::S(Scalar::Float(-3.0))).unwrap();
    same(&ctx, "rank-8 mul_", &h.0, &h.1, 0.0).await;
}
