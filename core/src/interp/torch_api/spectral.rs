//! PyTorch's spectral helpers: the window factories (`torch.hann_window`, ...,
//! `torch.kaiser_window`), `torch.signal.windows`, and `torch.stft`/`torch.istft`. ATen
//! composes all of them from other ops (TensorFactories.cpp, SpectralOps.cpp, and the Python
//! of torch/signal/windows), so their bodies are the prelude's `spectral.py`; here are their
//! signatures, and the argument checks PyTorch's parser makes before its kernel runs.

use super::Torch;
use crate::error::{runtime, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::registry::Registry;
use crate::interp::value::Value;
use std::sync::LazyLock;

/// The keywords of the native window factories (their parser's overloads, not FACTORY's).
const WINDOW_KW: &str =
    "*, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False";

/// The keywords of `torch.signal.windows` (Python functions: no pin_memory).
const SIGNAL_KW: &str = "dtype=None, layout=torch.strided, device=None, requires_grad=False";

pub fn register(r: &mut Torch) {
    let topic = "spectral";
    r.add_each(
        topic,
        &["hann_window", "bartlett_window", "blackman_window"],
        &format!("window_length, periodic=True, {WINDOW_KW}"),
        window,
    );
    r.add(
        topic,
        &["hamming_window"],
        &format!("window_length, periodic=True, alpha=0.54, beta=0.46, {WINDOW_KW}"),
        window,
    );
    r.add(
        topic,
        &["kaiser_window"],
        &format!("window_length, periodic=True, beta=12.0, {WINDOW_KW}"),
        window,
    );
    r.add(topic, &["stft"], STFT, in_python);
    r.add(topic, &["istft"], ISTFT, in_python);
}

/// `torch.stft`'s signature (torch/functional.py), and `Tensor.stft`'s after `self`.
const STFT: &str = "input, n_fft, hop_length=None, win_length=None, window=None, center=True, \
                    pad_mode='reflect', normalized=False, onesided=None, return_complex=None, \
                    align_to_window=None";
pub const STFT_METHOD: &str = "n_fft, hop_length=None, win_length=None, window=None, \
                               center=True, pad_mode='reflect', normalized=False, onesided=None, \
                               return_complex=None, align_to_window=None";
const ISTFT: &str = "input, n_fft, hop_length=None, win_length=None, window=None, center=True, \
                     normalized=False, onesided=None, length=None, return_complex=False";
pub const ISTFT_METHOD: &str = "n_fft, hop_length=None, win_length=None, window=None, \
                                center=True, normalized=False, onesided=None, length=None, \
                                return_complex=False";

/// `torch.signal.windows.X`: (names, signature) as windows.py defines them.
const SIGNAL_ENTRIES: &[(&str, &str)] = &[
    ("bartlett", ""),
    ("blackman", ""),
    ("cosine", ""),
    ("exponential", "center=None, tau=1.0, "),
    ("gaussian", "std=1.0, "),
    ("general_cosine", "a, "),
    ("general_hamming", "alpha=0.54, "),
    ("hamming", ""),
    ("hann", ""),
    ("kaiser", "beta=12.0, "),
    ("nuttall", ""),
];

/// `torch.signal.windows`.
pub static SIGNAL_WINDOWS: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.signal.windows");
    for (name, own) in SIGNAL_ENTRIES {
        r.add(
            "signal windows",
            &[name],
            &format!("M, *, {own}sym=True, {SIGNAL_KW}"),
            signal_window,
        );
    }
    r
});

/// The names `torch.signal` has (its one submodule).
pub fn signal_attr(name: &str) -> Option<Value> {
    (name == "windows").then_some(Value::Namespace("torch.signal.windows"))
}

/// windows.py checks `layout is not torch.strided`: the default is passed as itself, so
/// an explicit `layout=None` is refused there as PyTorch refuses it.
fn signal_window(it: &mut Interp, b: &Bound) -> Result<Value> {
    let mut b = b.clone();
    if !b.given("layout") {
        b.set("layout", crate::interp::layout_obj::strided());
    }
    it.call_prelude_entry("_torch_signal_windows_", vec![], &b)
}

fn in_python(it: &mut Interp, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_torch_", vec![], b)
}

/// The window factories are overloads in PyTorch: `(n)`, `(n, periodic)`, then one more
/// float each (`alpha`, `beta`), so a later parameter cannot be given without the earlier
/// ones, and `periodic` must be a bool. The rest is checked by ATen (`spectral.py`).
fn window(it: &mut Interp, b: &Bound) -> Result<Value> {
    let optional: &[&str] = match b.fname() {
        "hamming_window" => &["periodic", "alpha", "beta"],
        "kaiser_window" => &["periodic", "beta"],
        _ => &["periodic"],
    };
    let mut missing = false;
    for name in optional {
        let given = b.given(name);
        let well_typed = match b.get(name) {
            _ if !given => true,
            Some(Value::Bool(_)) => *name == "periodic",
            Some(Value::Int(_) | Value::Float(_)) => *name != "periodic",
            _ => false,
        };
        if (given && missing) || !well_typed {
            return Err(b
                .invalid_combination()
                .unwrap_or_else(|| b.err(name, "float", b.get(name).unwrap_or(&Value::None))));
        }
        missing |= !given;
    }
    b.i64("window_length")?;
    b.dtype("dtype")?;
    b.device("device")?;
    if b.bool_or("pin_memory", false)? {
        // The window factories pin through the CUDA hooks, whose refusal this is.
        return Err(runtime(
            "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx",
        ));
    }
    b.bool_or("requires_grad", false)?;
    in_python(it, b)
}
