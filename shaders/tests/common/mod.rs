//! Helpers shared by the GPU-against-CPU tests: a seeded generator, the device pair, base
//! storages built alike on both devices, strided view specs and the comparisons.

use std::rc::Rc;
use stridelab_core::device::Device;
use stridelab_core::dispatch::{backend, register_backend};
use stridelab_core::ops;
use stridelab_core::storage::CpuBuffer;
use stridelab_core::Tensor;
use stridelab_shaders::WgpuBackend;

/// A tiny deterministic generator, so a failing case names its seed.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
}

pub fn gpu() -> Rc<WgpuBackend> {
    let b = Rc::new(WgpuBackend::lazy());
    if let Err(e) = b.context() {
        panic!("these tests need a wgpu adapter (lavapipe: apt-get install mesa-vulkan-drivers libvulkan1): {}", e.message);
    }
    register_backend(b.clone());
    stridelab_core::trace::set_enabled(true);
    b
}

/// Every kernel that ran on the GPU since the last call was a GPU kernel, not the host
/// fallback (the fallback would give the same numbers and prove nothing).
pub fn assert_ran_on_gpu(what: &str) {
    for ev in stridelab_core::trace::take() {
        if ev.device == "webgpu" && !ev.kernel.ends_with("transfer") {
            assert!(
                ev.kernel.starts_with("wgpu::") && ev.copies.iter().all(|c| !c.contains("host")),
                "{what}: {} ran as {} ({:?})",
                ev.op,
                ev.kernel,
                ev.copies
            );
        }
    }
}

/// The same values in a storage on each device.
pub fn base_pair(values: &[f32]) -> (Tensor, Tensor) {
    let c = ops::factory::from_f32(values, &[values.len()]);
    let g = ops::to_device(&c, Device::Wgpu).unwrap();
    (c, g)
}

/// Every element of a tensor's storage, read from its device.
pub fn storage_values(t: &Tensor) -> Vec<f64> {
    let st = t.storage();
    let buf: CpuBuffer = backend(st.device())
        .unwrap()
        .download(&st.data(), st.dtype(), st.len())
        .unwrap();
    (0..buf.len()).map(|i| buf.get_f64(i)).collect()
}

pub fn assert_close(what: &str, cpu: &[f64], gpu: &[f64], rtol: f64) {
    assert_eq!(cpu.len(), gpu.len(), "{what}: lengths differ");
    for (i, (a, b)) in cpu.iter().zip(gpu).enumerate() {
        let same_nan = a.is_nan() && b.is_nan();
        let close = (a - b).abs() <= 1e-5 + rtol * a.abs() || same_nan || a == b;
        assert!(
            close,
            "{what}: storage[{i}] cpu {a} gpu {b}\ncpu {cpu:?}\ngpu {gpu:?}"
        );
    }
}

pub fn check(what: &str, cpu: &Tensor, gpu: &Tensor) {
    assert_ran_on_gpu(what);
    assert_eq!(cpu.layout(), gpu.layout(), "{what}: layouts differ");
    assert_eq!(gpu.device(), Device::Wgpu, "{what}: result left the GPU");
    assert_close(what, &storage_values(cpu), &storage_values(gpu), 1e-4);
}

/// A random strided view of rank `rank` over a fresh base, the same on both devices:
/// a [d0*s0+p0, d1*s1+p1, ...] block, sliced with steps and offsets, then permuted.
pub struct ViewSpec {
    pub big: Vec<usize>,
    pub starts: Vec<usize>,
    pub steps: Vec<usize>,
    pub dims: Vec<usize>,
    pub perm: Vec<usize>,
}

impl ViewSpec {
    pub fn random(rng: &mut Rng, rank: usize, max_dim: usize) -> ViewSpec {
        let dims: Vec<usize> = (0..rank).map(|_| 1 + rng.below(max_dim)).collect();
        let steps: Vec<usize> = (0..rank).map(|_| 1 + rng.below(3)).collect();
        let starts: Vec<usize> = (0..rank).map(|_| rng.below(2)).collect();
        let big = (0..rank)
            .map(|d| starts[d] + (dims[d] - 1) * steps[d] + 1 + rng.below(2))
            .collect();
        let mut perm: Vec<usize> = (0..rank).collect();
        for i in (1..rank).rev() {
            perm.swap(i, rng.below(i + 1));
        }
        ViewSpec {
            big,
            starts,
            steps,
            dims,
            perm,
        }
    }

    /// The shape the view ends up with.
    pub fn shape(&self) -> Vec<usize> {
        self.perm.iter().map(|&p| self.dims[p]).collect()
    }

    pub fn apply(&self, base: &Tensor) -> Tensor {
        let big: Vec<i64> = self.big.iter().map(|&x| x as i64).collect();
        let mut t = ops::view::view(base, &big).unwrap();
        for d in 0..self.dims.len() {
            let s = self.starts[d] as i64;
            let e = s + ((self.dims[d] - 1) * self.steps[d]) as i64 + 1;
            t = ops::view::slice(&t, d, Some(s), Some(e), self.steps[d] as i64).unwrap();
        }
        let perm: Vec<i64> = self.perm.iter().map(|&p| p as i64).collect();
        ops::view::permute(&t, &perm).unwrap()
    }

    pub fn numel_big(&self) -> usize {
        self.big.iter().product()
    }

    /// A view on each device over bases holding `values` (from `rng`).
    pub fn make(&self, rng: &mut Rng, lo: f32, hi: f32) -> (Tensor, Tensor) {
        let vals: Vec<f32> = (0..self.numel_big())
            .map(|_| lo + (hi - lo) * rng.unit())
            .collect();
        let (c, g) = base_pair(&vals);
        (self.apply(&c), self.apply(&g))
    }
}

/// An input for an op over `shape`: a strided view of that shape, or (sometimes) an
/// expanded one whose broadcast dims have stride 0.
pub fn input_like(rng: &mut Rng, shape: &[usize], lo: f32, hi: f32) -> (Tensor, Tensor) {
    let rank = shape.len();
    let expand_dim = if rank > 0 && rng.below(2) == 0 {
        Some(rng.below(rank))
    } else {
        None
    };
    let mut small: Vec<usize> = shape.to_vec();
    if let Some(d) = expand_dim {
        small[d] = 1;
    }
    // A view with exactly `small`'s shape: random steps and offsets, then moved into place.
    let mut spec = ViewSpec::random(rng, rank, 1);
    spec.perm = (0..rank).collect();
    for (d, &n) in small.iter().enumerate() {
        spec.dims[d] = n;
        spec.big[d] = spec.starts[d] + (n - 1) * spec.steps[d] + 1 + rng.below(2);
    }
    let (c, g) = spec.make(rng, lo, hi);
    let sizes: Vec<i64> = shape.iter().map(|&x| x as i64).collect();
    (
        ops::view::expand(&c, &sizes).unwrap(),
        ops::view::expand(&g, &sizes).unwrap(),
    )
}
