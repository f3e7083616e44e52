//! `torch.cuda` and `torch.backends.mps` as PyTorch answers them on a machine without those
//! devices: nothing is available, and seeding them does nothing (PyTorch seeds CUDA lazily,
//! so without CUDA `torch.cuda.manual_seed` has no effect either). Tutorials start with
//! `device = "cuda" if torch.cuda.is_available() else "cpu"`, or now
//! `torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"`.

use super::Torch;
use crate::interp::registry::Registry;
use crate::interp::value::Value;
use std::sync::LazyLock;

pub static CUDA: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.cuda");
    let topic = "accelerators (none here)";
    r.add(topic, &["is_available", "is_initialized"], "", |_, _| {
        Ok(Value::Bool(false))
    });
    r.add(topic, &["device_count"], "", |_, _| Ok(Value::Int(0)));
    r.add(
        topic,
        &["manual_seed", "manual_seed_all"],
        "seed",
        |_, _| Ok(Value::None),
    );
    r
});

pub static MPS: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.backends.mps");
    let topic = "accelerators (none here)";
    r.add(topic, &["is_available", "is_built"], "", |_, _| {
        Ok(Value::Bool(false))
    });
    r
});

pub static ACCELERATOR: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.accelerator");
    let topic = "accelerators (none here)";
    r.add(topic, &["is_available"], "", |_, _| Ok(Value::Bool(false)));
    r.add(topic, &["device_count"], "", |_, _| Ok(Value::Int(0)));
    // PyTorch returns None when no accelerator is present (and raises only when asked to).
    r.add(
        topic,
        &["current_accelerator"],
        "check_available=False",
        |_, _| Ok(Value::None),
    );
    r
});
