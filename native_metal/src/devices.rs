//! `stridelab devices`: what this binary can run on here, and why not where it cannot.

use serde_json::json;
use std::process::ExitCode;
use stridelab_core::device::Device;
use stridelab_core::dispatch::backend;
use stridelab_core::mkl_sqrt::{machine, Machine};

/// Every device, in the order the CLI lists them.
pub const ALL: [Device; 3] = [Device::Cpu, Device::Wgpu, Device::Metal];

/// A device's description when it can run kernels here, or why it cannot.
pub fn availability(d: Device) -> Result<String, String> {
    if d == Device::Metal && !cfg!(target_os = "macos") {
        return Err("not available (not macOS: the Metal backend is built only on macOS)".into());
    }
    backend(d)
        .and_then(|b| b.availability())
        .map_err(|e| format!("not available ({})", e.message))
}

#[derive(clap::Args)]
pub struct DevicesArgs {
    /// Print `{"cpu": {"available": true, "detail": ...}, ...}` instead of a list.
    #[arg(long)]
    pub json: bool,
}

pub fn main(a: DevicesArgs) -> ExitCode {
    let rows: Vec<(Device, Result<String, String>)> =
        ALL.iter().map(|&d| (d, availability(d))).collect();
    if a.json {
        let map: serde_json::Map<String, serde_json::Value> = rows
            .iter()
            .map(|(d, r)| {
                let (available, detail) = match r {
                    Ok(s) => (true, s),
                    Err(s) => (false, s),
                };
                let mut row = json!({"available": available, "detail": detail});
                if *d == Device::Cpu {
                    row["mkl_sqrt"] = json!(machine().name());
                }
                (d.name().to_string(), row)
            })
            .collect();
        println!("{}", serde_json::Value::Object(map));
    } else {
        for (d, r) in &rows {
            match r {
                Ok(s) => println!("{:<7} available: {s}", format!("{d}:")),
                Err(s) => println!("{:<7} {s}", format!("{d}:")),
            }
        }
        match machine() {
            Machine::Other => println!(
                "cpu math: torch.sqrt is the IEEE root (MKL's path on this processor is not emulated)"
            ),
            m => println!("cpu math: torch.sqrt as MKL computes it ({} path)", m.name()),
        }
        println!("(\"mps\" in a script names our own Metal backend, not PyTorch's MPS)");
    }
    ExitCode::SUCCESS
}
