//! `stridelab selftest`: every kernel on every available device against the CPU reference.

use crate::devices::{availability, ALL};
use std::process::ExitCode;
use stridelab_core::{selftest, Device};

#[derive(clap::Args)]
pub struct SelftestArgs {
    /// Devices to test (repeatable); default: every available one.
    #[arg(long = "device")]
    pub devices: Vec<String>,
    /// Print the reports as JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn main(a: SelftestArgs) -> ExitCode {
    let mut devices = Vec::new();
    if a.devices.is_empty() {
        for d in ALL {
            match availability(d) {
                Ok(_) => devices.push(d),
                Err(why) => {
                    if !a.json {
                        println!("{d}: skipped, {why}\n");
                    }
                }
            }
        }
    } else {
        for s in &a.devices {
            match Device::parse(s) {
                Ok(d) => devices.push(d),
                Err(e) => {
                    eprintln!("stridelab: --device {s}: {}", e.message);
                    return ExitCode::from(2);
                }
            }
        }
    }
    let mut reports = Vec::new();
    let mut ok = true;
    for d in devices {
        match selftest::run(d) {
            Ok(r) => {
                ok &= r.passed();
                if !a.json {
                    println!("{}", r.table());
                }
                reports.push(r);
            }
            Err(e) => {
                eprintln!("stridelab: selftest on {d}: {}", e.message);
                return ExitCode::from(2);
            }
        }
    }
    if a.json {
        match serde_json::to_string(&reports) {
            Ok(s) => println!("{s}"),
            Err(e) => {
                eprintln!("stridelab: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
