//! A record of every kernel an op ran: which device and kernel, on which layouts, what
//! copies were made and which autograd node was recorded. The CLI prints it with `--trace`;
//! the web UI shows it beside each statement.

use crate::device::Device;
use crate::iter::LoopNest;
use crate::kernels::{KernelCall, KernelReport};
use crate::layout::Layout;
use crate::storage::Storage;
use serde::Serialize;
use std::cell::{Cell, RefCell};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OperandTrace {
    /// "out" or "in".
    pub role: &'static str,
    pub dtype: String,
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    pub offset: usize,
    pub storage: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TraceEvent {
    /// The user-facing op ("add", "addcmul_", "contiguous").
    pub op: String,
    /// The autograd node recorded for the op's result, if any.
    pub autograd_node: Option<String>,
    pub device: String,
    pub kernel: String,
    pub operands: Vec<OperandTrace>,
    pub loop_nest: Option<LoopNest>,
    pub workgroups: Option<[u32; 3]>,
    /// Copies the op layer made (dtype casts, device moves) or the device made (temporaries).
    pub copies: Vec<String>,
    pub notes: Vec<String>,
    /// Nonzero only on the last event of a statement that ran more than `MAX_EVENTS`
    /// kernels: how many were not kept.
    #[serde(skip_serializing_if = "is_zero")]
    pub omitted: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// Events kept per statement. A loop at top level is one statement, and every kernel of it
/// was kept until it ended (about 1.5 KB each: a 10**6-iteration loop held 1.24 GB); the
/// first 4096 (a few MB) show what the loop does, and the rest are counted.
pub const MAX_EVENTS: usize = 4096;

impl TraceEvent {
    /// The stand-in for the events not kept: its line says how many there were.
    fn omitted(count: u64) -> TraceEvent {
        TraceEvent {
            op: "...".into(),
            autograd_node: None,
            device: String::new(),
            kernel: String::new(),
            operands: Vec::new(),
            loop_nest: None,
            workgroups: None,
            copies: Vec::new(),
            notes: Vec::new(),
            omitted: count,
        }
    }

    /// One readable line: op, kernel and device, each operand's dtype, shape, strides and
    /// offset, then the autograd node, loop nest or workgroups, copies and notes. The CLI's
    /// `--trace` and the playground show the same text.
    pub fn line(&self) -> String {
        if self.omitted > 0 {
            return format!("... and {} more events", self.omitted);
        }
        let ops: Vec<String> = self
            .operands
            .iter()
            .map(|o| {
                format!(
                    "{} {}{:?}/{:?}+{}",
                    o.role, o.dtype, o.shape, o.strides, o.offset
                )
            })
            .collect();
        let mut s = format!(
            "{} -> {} on {}: {}",
            self.op,
            self.kernel,
            self.device,
            ops.join(", ")
        );
        if let Some(n) = &self.autograd_node {
            s.push_str(&format!(" | autograd: {n}"));
        }
        if let Some(nest) = &self.loop_nest {
            let loops: Vec<String> = nest
                .loops
                .iter()
                .map(|l| format!("{}x{:?}", l.size, l.strides))
                .collect();
            s.push_str(&format!(" | loops: {}", loops.join(" > ")));
        }
        if let Some(w) = self.workgroups {
            s.push_str(&format!(" | workgroups {w:?}"));
        }
        for c in &self.copies {
            s.push_str(&format!(" | copy: {c}"));
        }
        for n in &self.notes {
            s.push_str(&format!(" | {n}"));
        }
        s
    }
}

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(false) };
    static EVENTS: RefCell<Vec<TraceEvent>> = const { RefCell::new(Vec::new()) };
    /// Events recorded past `MAX_EVENTS` since the last `take`.
    static DROPPED: Cell<u64> = const { Cell::new(0) };
    static PENDING_COPIES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

pub fn enabled() -> bool {
    ENABLED.with(|e| e.get())
}

/// Runs `f` with tracing off (the tool's own reads, such as printing a GPU tensor).
pub fn paused<R>(f: impl FnOnce() -> R) -> R {
    let was = enabled();
    set_enabled(false);
    let r = f();
    set_enabled(was);
    r
}

/// Keeps `ev` if fewer than `MAX_EVENTS` are kept, else counts it.
fn push(ev: TraceEvent) {
    EVENTS.with(|e| {
        let mut events = e.borrow_mut();
        if events.len() < MAX_EVENTS {
            events.push(ev);
        } else {
            DROPPED.with(|d| d.set(d.get().saturating_add(1)));
        }
    });
}

/// Takes every event kept since the last call; when some were not kept, the last one says
/// how many (`TraceEvent::line`: "... and K more events").
pub fn take() -> Vec<TraceEvent> {
    let mut events = EVENTS.with(|e| std::mem::take(&mut *e.borrow_mut()));
    let dropped = DROPPED.with(|d| d.replace(0));
    if dropped > 0 {
        events.push(TraceEvent::omitted(dropped));
    }
    events
}

/// Puts back events taken with `take` (ahead of any recorded since), so a nested capture
/// such as `stridelab.kernels` leaves the statement's own trace whole. The count of events
/// not kept goes back to the counter, so one summary ends the statement's trace.
pub fn restore(earlier: Vec<TraceEvent>) {
    let mut kept = Vec::with_capacity(earlier.len().min(MAX_EVENTS));
    let mut dropped = 0u64;
    let since = EVENTS.with(|e| std::mem::take(&mut *e.borrow_mut()));
    for ev in earlier.into_iter().chain(since) {
        if ev.omitted > 0 {
            dropped = dropped.saturating_add(ev.omitted);
        } else if kept.len() < MAX_EVENTS {
            kept.push(ev);
        } else {
            dropped = dropped.saturating_add(1);
        }
    }
    EVENTS.with(|e| *e.borrow_mut() = kept);
    DROPPED.with(|d| d.set(d.get().saturating_add(dropped)));
}

/// Notes a copy the op layer made before its kernel (a dtype cast, a device move); it is
/// attached to the next recorded kernel.
pub fn note_copy(what: String) {
    if enabled() {
        PENDING_COPIES.with(|p| p.borrow_mut().push(what));
    }
}

pub fn record(call: &KernelCall, report: &KernelReport) {
    if !enabled() {
        return;
    }
    let operands = call
        .operands
        .iter()
        .enumerate()
        .map(|(k, o)| OperandTrace {
            role: if k < call.n_outputs { "out" } else { "in" },
            dtype: o.dtype().name().to_string(),
            shape: o.layout.shape().to_vec(),
            strides: o.layout.strides().to_vec(),
            offset: storage_offset(&o.storage, o.layout.offset(), o.dtype().itemsize()),
            storage: o.storage.id(),
        })
        .collect();
    let mut copies: Vec<String> = PENDING_COPIES.with(|p| std::mem::take(&mut *p.borrow_mut()));
    copies.extend(report.temporaries.iter().cloned());
    let device = call
        .operands
        .first()
        .map(|o| o.storage.device().name())
        .unwrap_or("cpu");
    push(TraceEvent {
        op: call.op.to_string(),
        autograd_node: None,
        device: device.to_string(),
        kernel: report.kernel.clone(),
        operands,
        loop_nest: report.loop_nest.clone(),
        workgroups: report.workgroups,
        copies,
        notes: report.notes.clone(),
        omitted: 0,
    });
}

/// An offset in the buffer as the storage offset a script sees: from the start of the
/// storage's window, when it is one (`Storage::window`).
fn storage_offset(storage: &Storage, offset: usize, itemsize: usize) -> usize {
    offset.saturating_sub(storage.window_start() / itemsize.max(1))
}

/// Records a move between devices as its own event (it runs no kernel, but it is a copy
/// across the bus, and on a GPU it is where the time goes): `src` viewed by `layout` goes
/// `to` another device.
pub fn record_move(src: &Storage, layout: &Layout, to: Device) {
    if !enabled() {
        return;
    }
    let from = src.device();
    push(TraceEvent {
        op: "to".into(),
        autograd_node: None,
        device: to.name().to_string(),
        kernel: format!("{} -> {} transfer", from.name(), to.name()),
        operands: vec![OperandTrace {
            role: "in",
            dtype: src.dtype().name().to_string(),
            shape: layout.shape().to_vec(),
            strides: layout.strides().to_vec(),
            offset: storage_offset(src, layout.offset(), src.dtype().itemsize()),
            storage: src.id(),
        }],
        loop_nest: None,
        workgroups: None,
        copies: vec![format!(
            "move {} -> {}: {} bytes",
            from.name(),
            to.name(),
            src.nbytes()
        )],
        notes: vec![],
        omitted: 0,
    });
}

/// Labels the kernel event that wrote a result with the autograd node the result got: the
/// most recent unlabelled event with an output in one of `storages` (the results' storage
/// ids). Found by identity, not position: an op that ran no kernel of its own (a view)
/// passes no storages, so it cannot put its name on an unrelated kernel's event.
pub fn label_writer(storages: &[u64], node: &str) {
    if !enabled() || storages.is_empty() {
        return;
    }
    EVENTS.with(|e| {
        let mut events = e.borrow_mut();
        let writer = events.iter_mut().rev().find(|ev| {
            ev.autograd_node.is_none()
                && ev
                    .operands
                    .iter()
                    .any(|o| o.role == "out" && storages.contains(&o.storage))
        });
        if let Some(ev) = writer {
            ev.autograd_node = Some(node.to_string());
        }
    });
}

/// The loop nest of the most recent kernel, for the inspector.
pub fn last_loop_nest() -> Option<LoopNest> {
    EVENTS.with(|e| e.borrow().iter().rev().find_map(|ev| ev.loop_nest.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(op: &str) -> TraceEvent {
        TraceEvent {
            op: op.into(),
            autograd_node: None,
            device: "cpu".into(),
            kernel: "k".into(),
            operands: Vec::new(),
            loop_nest: None,
            workgroups: None,
            copies: Vec::new(),
            notes: Vec::new(),
            omitted: 0,
        }
    }

    #[test]
    fn a_statement_keeps_its_first_events_and_counts_the_rest() {
        take();
        for _ in 0..MAX_EVENTS + 10 {
            push(event("add"));
        }
        let events = take();
        assert_eq!(events.len(), MAX_EVENTS + 1);
        assert_eq!(events[MAX_EVENTS - 1].op, "add");
        assert_eq!(events[MAX_EVENTS].line(), "... and 10 more events");
        // The count starts over with the next statement.
        push(event("mul"));
        let events = take();
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].omitted, 0);
    }

    #[test]
    fn a_nested_capture_gives_back_one_summary_with_every_count() {
        take();
        for _ in 0..MAX_EVENTS + 3 {
            push(event("add"));
        }
        let before = take();
        push(event("inner"));
        let inner = take();
        assert_eq!(inner.len(), 1);
        restore(before);
        push(event("after"));
        let events = take();
        assert_eq!(events.len(), MAX_EVENTS + 1);
        assert!(events.iter().all(|e| e.op != "after" || e.omitted > 0));
        assert_eq!(events[MAX_EVENTS].line(), "... and 4 more events");
    }
}
