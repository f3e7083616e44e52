//! `stridelab demo mps-bug`: the seed story end to end (`stridelab demo` alone is the tour). Trains the TopK SAE under every
//! emulated MPS profile, with and without the `.contiguous()` workaround, prints the outcome
//! side by side, then lets the detector name the op that dropped the first write.

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use std::process::ExitCode;
use stridelab_core::buglab::{with_progress, Profile};
use stridelab_core::experiments::sae;
use stridelab_core::Device;

#[derive(Clone, Copy, ValueEnum)]
pub enum Story {
    /// addcmul_/addcdiv_ dropping writes to a transposed encoder's Adam state.
    MpsBug,
}

#[derive(Args)]
pub struct DemoArgs {
    /// Without a story: a guided tour of storage, strides, views, Adam and the devices here.
    pub story: Option<Story>,
    /// Training steps per run.
    #[arg(long, default_value_t = 300)]
    pub steps: usize,
    /// The real device under the emulation: cpu or webgpu.
    #[arg(long, default_value = "cpu")]
    pub device: String,
    /// Also write every run (losses, snapshots, layouts, findings) as JSON to this file.
    #[arg(long)]
    pub json: Option<String>,
}

pub fn main(a: DemoArgs) -> ExitCode {
    let Some(Story::MpsBug) = a.story else {
        return crate::tour::main();
    };
    let device = match Device::parse(&a.device) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("stridelab: --device {}: {}", a.device, e.message);
            return ExitCode::from(2);
        }
    };
    let configs: Vec<sae::SaeConfig> = Profile::ALL
        .into_iter()
        .flat_map(|p| {
            [false, true].map(|workaround| sae::SaeConfig {
                profile: Some(p),
                workaround,
                steps: a.steps.max(1),
                device,
                ..Default::default()
            })
        })
        .collect();
    let total = (configs.len() * a.steps.max(1)) as u64;
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("training {bar:40} {pos}/{len} steps  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut runs = Vec::new();
    for (i, cfg) in configs.iter().enumerate() {
        bar.set_message(label(cfg));
        let b = bar.clone();
        let base = (i * cfg.steps) as u64;
        match with_progress(
            move |done, _| b.set_position(base + done as u64),
            || sae::run(cfg),
        ) {
            Ok(r) => runs.push(r),
            Err(e) => {
                bar.abandon();
                eprintln!("stridelab: {}: {}", label(cfg), e.message);
                return ExitCode::from(1);
            }
        }
    }
    bar.finish_and_clear();

    println!(
        "TopK SAE, encoder = decoder.weight.T.clone() (strides {:?}), Adam lr 1e-2, {} steps on {}\n",
        runs[0].meta[0].strides, a.steps, device
    );
    println!(
        "{:<22} {:<16} {:>11} {:>15} {:>19} {:>9}",
        "profile", "workaround", "final loss", "encoder change", "max exp_avg_sq", "encoder"
    );
    for r in &runs {
        println!(
            "{:<22} {:<16} {:>11.6} {:>15.3e} {:>19.3e} {:>9}",
            r.config.profile.map(|p| p.label()).unwrap_or("none"),
            if r.config.workaround {
                ".contiguous()"
            } else {
                "-"
            },
            r.final_loss(),
            r.encoder_change.last().copied().unwrap_or(0.0),
            r.max_exp_avg_sq(),
            if r.encoder_bit_identical {
                "FROZEN"
            } else {
                "trains"
            }
        );
    }

    // The investigation's last step: the detector, on the broken profile, for two steps.
    let probe = sae::run(&sae::SaeConfig {
        profile: Some(Profile::Torch22MacOs14),
        steps: 2,
        detect: true,
        device,
        ..Default::default()
    });
    match probe {
        Ok(p) => match p.findings.first() {
            Some(f) => println!(
                "\ndetector ({}, 2 steps): {} silent failures; the first:\n  {}",
                Profile::Torch22MacOs14.label(),
                p.findings.len(),
                f.message()
            ),
            None => println!("\ndetector: no silent failure found"),
        },
        Err(e) => eprintln!("stridelab: detector run: {}", e.message),
    }

    if let Some(path) = &a.json {
        match serde_json::to_string(&runs) {
            Ok(text) => {
                if let Err(e) = std::fs::write(path, text) {
                    eprintln!("stridelab: cannot write {path}: {e}");
                    return ExitCode::from(2);
                }
            }
            Err(e) => {
                eprintln!("stridelab: {e}");
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::SUCCESS
}

fn label(c: &sae::SaeConfig) -> String {
    format!(
        "{}{}",
        c.profile.map(|p| p.label()).unwrap_or("plain"),
        if c.workaround { " + .contiguous()" } else { "" }
    )
}
