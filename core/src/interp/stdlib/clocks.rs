//! The host's clocks behind `time.time()` and `time.perf_counter()`.

type Clock = Box<dyn Fn() -> f64>;

thread_local! {
    /// The host's clocks (seconds): wall time and a monotonic counter. The browser worker
    /// sets them from `Date.now()` and `performance.now()`; natively they are the OS's.
    static CLOCKS: std::cell::RefCell<Option<(Clock, Clock)>> = const { std::cell::RefCell::new(None) };
}

/// Installs the host's clocks for `time.time()` and `time.perf_counter()`.
pub fn set_clocks(wall: Clock, monotonic: Clock) {
    CLOCKS.with(|c| *c.borrow_mut() = Some((wall, monotonic)));
}

fn host_clock(which: usize) -> Option<f64> {
    CLOCKS.with(|c| {
        c.borrow()
            .as_ref()
            .map(|(w, m)| if which == 0 { w() } else { m() })
    })
}

pub(super) fn wall_clock() -> f64 {
    if let Some(t) = host_clock(0) {
        return t;
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0)
    }
    // No clock without a host (wasm32 under Node, the conformance test): time stands still.
    #[cfg(target_arch = "wasm32")]
    0.0
}

pub(super) fn monotonic() -> f64 {
    if let Some(t) = host_clock(1) {
        return t;
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
    }
    #[cfg(target_arch = "wasm32")]
    0.0
}
