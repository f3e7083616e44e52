#![cfg(not(target_arch = "wasm32"))]
//! The wgpu device's variance against the CPU where float32's squares overflow: values from
//! ordinary to float32's largest (docs/reliability.md, "The wgpu device accumulates
//! variances in float32"). Needs a wgpu adapter (lavapipe on a machine without a GPU).

// The helpers are shared with wgpu_vs_cpu.rs; this file uses a few of them.
#[allow(dead_code)]
mod common;
use common::*;

use stridelab_core::kernels::ReduceOp;
use stridelab_core::ops;
use stridelab_core::Tensor;

#[test]
fn variance_of_values_past_the_float32_square_range_agrees_with_the_cpu() {
    // The CPU folds float32 in double; the device folds in float32, where the squared
    // deviations of values past about 1.8e19 overflow although the deviation itself does
    // not: std of [1e20, -1e20, ...] was inf there. The device now scales each lane's state
    // by a power of two. Magnitudes from ordinary to float32's largest, tiny values mixed
    // in, rows long enough that lanes merge (Chan's formula across different scales), and
    // each row's values change scale midway.
    let _g = gpu();
    for &(big, rows, len) in &[
        (1e20f32, 3usize, 700usize),
        (3e38, 2, 3),
        (3e38, 4, 1000),
        (1e25, 5, 300),
        (7.0, 2, 600),
    ] {
        let vals: Vec<f32> = (0..rows * len)
            .map(|i| {
                let k = ((i * 37) % 11) as f32 / 5.0 - 1.0;
                if i % len < len / 2 {
                    k * 1e-3
                } else {
                    k * big
                }
            })
            .collect();
        let (c, g) = base_pair(&vals);
        let shape = [rows as i64, len as i64];
        let c = ops::view::reshape(&c, &shape).unwrap();
        let g = ops::view::reshape(&g, &shape).unwrap();
        for (name, op) in [
            ("var", ReduceOp::Var(1.0)),
            ("std", ReduceOp::Std(1.0)),
            ("std", ReduceOp::Std(0.0)),
            ("mean", ReduceOp::WelfordMean),
        ] {
            for dims in [None, Some(&[1i64][..])] {
                // ATen's var/std of a whole float32 tensor divides a float32 sum first
                // (`std_var_all_cpu`), which overflows past 3.4e38 and makes them NaN; the
                // device folds those as ATen folds one dim.
                if dims.is_none() && big > 1e37 && !matches!(op, ReduceOp::WelfordMean) {
                    continue;
                }
                let what = format!("{name} {op:?} over {dims:?} of {rows}x{len} up to {big}");
                let rc = ops::reduce(name, op, &c, dims, false, None).unwrap();
                let rg = ops::reduce(name, op, &g, dims, false, None).unwrap();
                if op == ReduceOp::WelfordMean {
                    // A mean that cancels values of this size keeps float32's absolute error,
                    // a fraction of the values' scale, not of the small result.
                    let scaled = |t: &Tensor| -> Vec<f64> {
                        storage_values(t).iter().map(|v| v / big as f64).collect()
                    };
                    assert_ran_on_gpu(&what);
                    assert_close(&what, &scaled(&rc), &scaled(&rg), 1e-4);
                    continue;
                }
                check(&what, &rc, &rg);
                if name == "std" {
                    let v = storage_values(&rg);
                    assert!(v.iter().all(|x| x.is_finite()), "{what}: {v:?}");
                }
            }
        }
    }
}
