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
//! ```

use super::args::Args;
use super::eval::Interp;
use super::value::Value;
use crate::buglab::{self, Profile, Settings};
use crate::error::Result;

pub const FUNCTIONS: &[&str] = &[
    "emulate_mps",
    "detect",
    "findings",
    "profiles",
    "progress",
    "storage_info",
    "device_option",
];

pub fn call(_it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    let device = crate::device::default_device();
    let current = buglab::settings(device);
    Ok(match name {
        "emulate_mps" => {
            let a = args.bind("emulate_mps", &["profile"])?;
            let profile = match a.value("profile")? {
                Value::None => None,
                _ => Some(Profile::parse(&a.str("profile")?.unwrap_or_default())?),
            };
            buglab::configure(device, Settings { profile, ..current })?;
            Value::None
        }
        "detect" => {
            let a = args.bind("detect", &["on="])?;
            buglab::configure(
                device,
                Settings {
                    detect: a.bool_or("on", true)?,
                    ..current
                },
            )?;
            Value::None
        }
        "findings" => {
            args.bind("findings", &[])?;
            let mut all: Vec<Value> = buglab::take_findings()
                .iter()
                .map(|f| Value::str(&f.message()))
                .collect();
            all.extend(
                buglab::asserts::take_failures()
                    .iter()
                    .map(|m| Value::str(m)),
            );
            buglab::note_read_by_script(all.len());
            Value::list(all)
        }
        "progress" => {
            let a = args.bind("progress", &["done", "total"])?;
            let n = |k: &str| -> Result<usize> { Ok(a.i64(k)?.unwrap_or(0).max(0) as usize) };
            buglab::report_progress(n("done")?, n("total")?);
            Value::None
        }
        "profiles" => {
            args.bind("profiles", &[])?;
            Value::str(&buglab::profile::table_text())
        }
        "storage_info" => {
            let a = args.bind("storage_info", &["tensor"])?;
            Value::str(&a.tensor("tensor")?.storage().describe())
        }
        "device_option" => {
            let a = args.bind("device_option", &["device", "key", "value"])?;
            let text = |k: &str| -> Result<String> { Ok(a.str(k)?.unwrap_or_default()) };
            let d = crate::device::Device::parse(&text("device")?)?;
            crate::dispatch::backend(d)?.configure(&text("key")?, &text("value")?)?;
            Value::None
        }
        _ => unreachable!("namespace_attr only hands out FUNCTIONS"),
    })
}
