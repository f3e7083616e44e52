//! Anomaly mode (`torch.autograd.detect_anomaly`): while it is on with NaN checks, a
//! backward node whose gradient holds a NaN stops the backward pass with PyTorch's error,
//! naming the node. (PyTorch also records each node's forward traceback; stridelab does
//! not, so that warning is not given.)

use crate::error::{runtime, Result};
use crate::tensor::Tensor;
use std::cell::Cell;

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(false) };
    static CHECK_NAN: Cell<bool> = const { Cell::new(true) };
}

/// `torch.set_anomaly_enabled(enabled, check_nan)`.
pub fn set(enabled: bool, check_nan: bool) {
    ENABLED.with(|e| e.set(enabled));
    CHECK_NAN.with(|c| c.set(check_nan));
}

pub fn enabled() -> bool {
    ENABLED.with(|e| e.get())
}

pub fn check_nan() -> bool {
    CHECK_NAN.with(|c| c.get())
}

/// A session starts with anomaly mode off.
pub fn reset() {
    set(false, true);
}

/// PyTorch's check after a node ran: the first gradient holding a NaN is an error.
pub fn check_outputs(node_name: &str, outs: &[Option<Tensor>]) -> Result<()> {
    if !(enabled() && check_nan()) {
        return Ok(());
    }
    for (i, g) in outs.iter().enumerate() {
        let Some(g) = g else { continue };
        if !g.dtype().is_floating() {
            continue;
        }
        // Read back by the tool, not the script: untraced.
        let values = crate::trace::paused(|| g.to_f64_vec())?;
        if values.iter().any(|v| v.is_nan()) {
            return Err(runtime(format!(
                "Function '{node_name}' returned nan values in its {i}th output."
            )));
        }
    }
    Ok(())
}
