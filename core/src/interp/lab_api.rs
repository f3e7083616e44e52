//! `import stridelab`: the bug lab from a script.
//!
//! ```python
//! stridelab.emulate_mps("torch2.2-macos14")   # wrap the default device; None turns it off
//! stridelab.detect(True)                      # re-check every write against the CPU
//! stridelab.findings()                        # what the detector found since the last call
//! print(stridelab.profiles())                 # the per-op table
//! stridelab.progress(step, total)             # tells the host (the CLI draws a bar)
//! stridelab.storage_info(x)                   # where x's memory lives ("MTLBuffer, ...")
//! stridelab.device_option("metal", "storage_mode", "private")   # later Metal allocations
//! stridelab.kernels(lambda: x.t() + 1)        # the kernels a call ran, as dicts
//! stridelab.devices()                         # the devices that can run kernels here
//! stridelab.graph(loss)                       # prints loss's autograd graph, in backward's order
//! ```

use super::args::{Args, Bound};
use super::eval::Interp;
use super::registry::{FunctionFn, Registry};
use super::value::Value;
use crate::buglab::{self, Profile, Settings};
use crate::error::Result;
use std::sync::LazyLock;

/// The `stridelab` module's functions.
pub static LAB: LazyLock<Registry<FunctionFn>> = LazyLock::new(|| {
    let mut r: Registry<FunctionFn> = Registry::new("stridelab");
    let topic = "bug lab";
    r.add(topic, &["emulate_mps"], "profile", |_, a| {
        let profile = match a.value_or_none("profile") {
            Value::None => None,
            _ => Some(Profile::parse(&a.str("profile")?.unwrap_or_default())?),
        };
        configure(|s| s.profile = profile)
    });
    r.add(topic, &["detect"], "on=True", |_, a| {
        let on = a.bool_or("on", true)?;
        configure(|s| s.detect = on)
    });
    r.add(topic, &["findings"], "", |_, _| {
        let mut all: Vec<Value> = buglab::take_findings()
            .iter()
            .map(|f| Value::str(&f.message()))
            .collect();
        let failures = buglab::asserts::take_failures();
        all.extend(failures.iter().map(|m| Value::str(m)));
        buglab::note_read_by_script(all.len());
        Ok(Value::list(all))
    });
    r.add(topic, &["profiles"], "", |_, _| {
        Ok(Value::str(&buglab::profile::table_text()))
    });
    r.add(topic, &["progress"], "done, total", |_, a| {
        let n = |k: &str| -> Result<usize> { Ok(a.i64(k)?.unwrap_or(0).max(0) as usize) };
        buglab::report_progress(n("done")?, n("total")?);
        Ok(Value::None)
    });
    r.add(topic, &["storage_info"], "tensor", |_, a| {
        Ok(Value::str(&a.tensor("tensor")?.storage().describe()))
    });
    r.add("kernel trace", &["kernels"], "fn", kernels);
    r.add("autograd", &["graph"], "tensor", graph);
    r.add("devices", &["devices"], "", |_, _| {
        let here = [
            crate::Device::Cpu,
            crate::Device::Wgpu,
            crate::Device::Metal,
        ]
        .into_iter()
        .filter(|&d| {
            crate::dispatch::backend(d)
                .and_then(|b| b.availability())
                .is_ok()
        })
        .map(|d| Value::str(d.name()))
        .collect();
        Ok(Value::list(here))
    });
    r.add(
        topic,
        &["device_option"],
        "device, key, value",
        device_option,
    );
    r
});

/// `stridelab.kernels(fn)`: calls `fn()` with the kernel trace on and returns one dict per
/// kernel it ran (`op`, `kernel`, `device`, `loops` as (size, strides) pairs from outermost to
/// innermost, `tile`, `workgroups`, `autograd`, `copies`, and the trace `line`). Events the
/// session traced before the call stay where they were: the lessons ask "which kernels did
/// this run and how did they walk memory" from a script.
fn kernels(it: &mut Interp, a: &Bound) -> Result<Value> {
    let f = a.value("fn")?;
    let before = crate::trace::take();
    let was = crate::trace::enabled();
    crate::trace::set_enabled(true);
    let called = it.call(&f, super::args::Args::new(Vec::new()));
    crate::trace::set_enabled(was);
    let events = crate::trace::take();
    crate::trace::restore(before);
    called?;
    let ints = |v: &[usize]| Value::tuple(v.iter().map(|&n| Value::Int(n as i64)).collect());
    let mut out = Vec::new();
    for e in &events {
        let mut d = super::value::Dict::default();
        let mut put = |k: &str, v: Value| d.set(Value::str(k), v);
        put("op", Value::str(&e.op))?;
        put("kernel", Value::str(&e.kernel))?;
        put("device", Value::str(&e.device))?;
        let loops = e
            .loop_nest
            .as_ref()
            .map(|n| {
                n.loops
                    .iter()
                    .map(|l| Value::tuple(vec![Value::Int(l.size as i64), ints(&l.strides)]))
                    .collect()
            })
            .unwrap_or_default();
        put("loops", Value::list(loops))?;
        let tile = e.loop_nest.as_ref().and_then(|n| n.tile);
        put("tile", tile.map_or(Value::None, |t| Value::Int(t as i64)))?;
        put(
            "workgroups",
            e.workgroups.map_or(Value::None, |w| {
                Value::tuple(w.iter().map(|&n| Value::Int(n as i64)).collect())
            }),
        )?;
        put(
            "autograd",
            e.autograd_node.as_deref().map_or(Value::None, Value::str),
        )?;
        put(
            "copies",
            Value::list(e.copies.iter().map(|c| Value::str(c)).collect()),
        )?;
        put("line", Value::str(&e.line()))?;
        out.push(Value::Dict(std::rc::Rc::new(std::cell::RefCell::new(d))));
    }
    Ok(Value::list(out))
}

/// Which variable holds each tensor, for naming a graph's leaves: the first name in
/// alphabetical order when several hold one tensor. Shared by `stridelab.graph` and the
/// playground's worker, so the terminal and the page name leaves alike.
pub struct VariableNames(Vec<(usize, String)>);

impl VariableNames {
    pub fn of(vars: impl IntoIterator<Item = (String, Value)>) -> Self {
        let mut names: Vec<(usize, String)> = vars
            .into_iter()
            .filter_map(|(n, v)| match v {
                Value::Tensor(t) => Some((t.id(), n)),
                _ => None,
            })
            .collect();
        names.sort();
        VariableNames(names)
    }
    pub fn name_of(&self, t: &crate::tensor::Tensor) -> Option<String> {
        let id = t.id();
        self.0
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, n)| n.clone())
    }
}

/// `stridelab.graph(t)`: prints the autograd graph behind `t` (`crate::graph_view`), its
/// leaves named by the variables that hold them.
fn graph(it: &mut Interp, a: &Bound) -> Result<Value> {
    let t = a.tensor("tensor")?;
    let names = VariableNames::of(
        it.globals
            .vars
            .borrow()
            .iter()
            .map(|(n, v)| (n.clone(), v.clone())),
    );
    let name_of = |x: &crate::tensor::Tensor| names.name_of(x);
    let title = match name_of(&t) {
        Some(n) => format!("autograd graph of {n}"),
        None => "autograd graph".to_string(),
    };
    let text = match crate::graph_view::graph_of(&t, &name_of) {
        Some(g) => crate::graph_view::render_text(&g, &title),
        None if t.requires_grad() => format!(
            "{title}: none; the tensor is a leaf (its gradient is accumulated into .grad)\n"
        ),
        None => format!("{title}: none; the tensor does not require grad\n"),
    };
    (it.print)(&text);
    Ok(Value::None)
}

/// Changes the default device's bug-lab settings.
fn configure(change: impl FnOnce(&mut Settings)) -> Result<Value> {
    let device = crate::device::default_device();
    let mut settings = buglab::settings(device);
    change(&mut settings);
    buglab::configure(device, settings)?;
    Ok(Value::None)
}

fn device_option(_: &mut Interp, a: &Bound) -> Result<Value> {
    let text = |k: &str| -> Result<String> { Ok(a.str(k)?.unwrap_or_default()) };
    let d = crate::device::Device::parse(&text("device")?)?;
    crate::dispatch::backend(d)?.configure(&text("key")?, &text("value")?)?;
    Ok(Value::None)
}

pub fn call(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    LAB.call(it, name, args)
}
