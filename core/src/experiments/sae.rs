//! The seed story as a runnable experiment: `sae.py` (a TopK sparse autoencoder whose
//! encoder is `decoder.weight.T.clone()`, trained with Adam) run through the interpreter under
//! an emulated MPS profile, with or without the `.contiguous()` workaround.
//!
//! Per step it records the loss, how far each weight moved from its init, and the largest
//! `exp_avg`/`exp_avg_sq` of the encoder; every `record_every` steps (and at the last one) it
//! keeps full copies of both weights and of the encoder's Adam state, for heatmaps.

use crate::buglab::{configure, detector, Profile, Settings};
use crate::device::Device;
use crate::error::{runtime, Result};
use crate::interp::session::{Outcome, RunOptions, Session};
use crate::interp::value::Value;
use crate::tensor::Tensor;
use serde::Serialize;

pub const SCRIPT: &str = include_str!("sae.py");

#[derive(Clone, Debug, Serialize)]
pub struct SaeConfig {
    /// `None`: the plain device, no emulation.
    pub profile: Option<Profile>,
    pub workaround: bool,
    pub steps: usize,
    pub record_every: usize,
    #[serde(serialize_with = "device_name")]
    pub device: Device,
    /// Run the silent-failure detector alongside (slower: every write is re-checked).
    pub detect: bool,
}

impl Default for SaeConfig {
    fn default() -> Self {
        SaeConfig {
            profile: Some(Profile::Torch22MacOs14),
            workaround: false,
            steps: 300,
            record_every: 50,
            device: Device::Cpu,
            detect: false,
        }
    }
}

fn device_name<S: serde::Serializer>(d: &Device, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(d.name())
}

/// A tensor's values and layout, as the lesson shows them.
#[derive(Clone, Debug, Serialize)]
pub struct TensorSnapshot {
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    pub contiguous: bool,
    /// Row-major (logical) order.
    pub values: Vec<f64>,
}

impl TensorSnapshot {
    fn of(t: &Tensor) -> Result<TensorSnapshot> {
        Ok(TensorSnapshot {
            shape: t.shape(),
            strides: t.strides(),
            contiguous: t.is_contiguous(),
            values: crate::trace::paused(|| t.to_f64_vec())?,
        })
    }

    pub fn max_abs(&self) -> f64 {
        self.values.iter().fold(0.0, |m, v| m.max(v.abs()))
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Snapshot {
    pub step: usize,
    pub encoder: TensorSnapshot,
    pub decoder: TensorSnapshot,
    pub exp_avg: TensorSnapshot,
    pub exp_avg_sq: TensorSnapshot,
}

/// Layout facts of one tensor, for the encoder-vs-decoder table.
#[derive(Clone, Debug, Serialize)]
pub struct Meta {
    pub name: String,
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    pub contiguous: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct SaeRun {
    pub config: SaeConfig,
    pub losses: Vec<f64>,
    pub encoder_change: Vec<f64>,
    pub decoder_change: Vec<f64>,
    pub encoder_exp_avg_max: Vec<f64>,
    pub encoder_exp_avg_sq_max: Vec<f64>,
    pub snapshots: Vec<Snapshot>,
    pub encoder_init: TensorSnapshot,
    /// The encoder after training equals its init, bit for bit.
    pub encoder_bit_identical: bool,
    pub meta: Vec<Meta>,
    /// The detector's findings (empty unless `detect`).
    pub findings: Vec<detector::Finding>,
}

impl SaeRun {
    pub fn final_loss(&self) -> f64 {
        self.losses.last().copied().unwrap_or(f64::NAN)
    }
    /// Mean loss over the last tenth of the run (smooths the step-to-step noise).
    pub fn tail_loss(&self) -> f64 {
        let n = (self.losses.len() / 10).max(1);
        let tail = &self.losses[self.losses.len().saturating_sub(n)..];
        tail.iter().sum::<f64>() / tail.len().max(1) as f64
    }
    pub fn max_exp_avg_sq(&self) -> f64 {
        self.encoder_exp_avg_sq_max.last().copied().unwrap_or(0.0)
    }
}

fn floats(v: &Value, what: &str) -> Result<Vec<f64>> {
    match v {
        Value::List(l) => l
            .borrow()
            .iter()
            .map(|x| {
                x.as_f64()
                    .ok_or_else(|| runtime(format!("{what}: not a number")))
            })
            .collect(),
        _ => Err(runtime(format!("{what}: not a list"))),
    }
}

fn tensor(v: &Value, what: &str) -> Result<Tensor> {
    v.as_tensor()
        .cloned()
        .ok_or_else(|| runtime(format!("{what}: not a tensor")))
}

fn state_tensor(state: &Value, key: &str) -> Result<Tensor> {
    match state {
        Value::Dict(d) => d
            .borrow()
            .get(&Value::str(key))?
            .and_then(|v| v.as_tensor().cloned())
            .ok_or_else(|| runtime(format!("Adam state has no {key}"))),
        _ => Err(runtime("optimizer state is not a dict")),
    }
}

/// Runs the experiment. The device's lab settings are restored to plain afterwards.
pub fn run(cfg: &SaeConfig) -> Result<SaeRun> {
    // A new session starts with every device plain (Session::new resets the lab).
    let mut session = Session::new(RunOptions::default());
    configure(
        cfg.device,
        Settings {
            profile: cfg.profile,
            detect: cfg.detect,
        },
    )?;
    crate::device::set_default_device(cfg.device);
    session
        .interp
        .set_var("WORKAROUND", Value::Bool(cfg.workaround));
    session
        .interp
        .set_var("STEPS", Value::Int(cfg.steps as i64));
    session
        .interp
        .set_var("RECORD_EVERY", Value::Int(cfg.record_every.max(1) as i64));
    let result = session.run(SCRIPT).and_then(|results| {
        match results.into_iter().find_map(|r| match r.outcome {
            Outcome::Error(e) => Some(e),
            _ => None,
        }) {
            Some(e) => Err(e),
            None => collect(&session, cfg),
        }
    });
    let findings = detector::take_findings();
    crate::buglab::reset();
    crate::device::set_default_device(Device::Cpu);
    let mut run = result?;
    run.findings = findings;
    Ok(run)
}

fn collect(session: &Session, cfg: &SaeConfig) -> Result<SaeRun> {
    let g = |name: &str| {
        session
            .global(name)
            .ok_or_else(|| runtime(format!("the SAE script did not define {name}")))
    };
    let enc = tensor(&g("enc")?, "enc")?;
    let dec = tensor(&g("dec")?, "dec")?;
    let enc_init = TensorSnapshot::of(&tensor(&g("enc_init")?, "enc_init")?)?;
    let enc_now = TensorSnapshot::of(&enc)?;
    let bit_identical = enc_now
        .values
        .iter()
        .zip(&enc_init.values)
        .all(|(a, b)| a.to_bits() == b.to_bits());
    let mut snapshots = Vec::new();
    if let Value::List(l) = g("snapshots")? {
        for s in l.borrow().iter() {
            let items = s
                .tuple_items()
                .ok_or_else(|| runtime("snapshot: not a tuple"))?;
            let t = |i: usize| -> Result<TensorSnapshot> {
                TensorSnapshot::of(&tensor(&items[i], "snapshot")?)
            };
            snapshots.push(Snapshot {
                step: items[0].as_i64_exact().unwrap_or(0) as usize,
                encoder: t(1)?,
                decoder: t(2)?,
                exp_avg: t(3)?,
                exp_avg_sq: t(4)?,
            });
        }
    }
    let enc_state = g("enc_state")?;
    let dec_state = g("dec_state")?;
    let meta_of = |name: &str, t: &Tensor| Meta {
        name: name.to_string(),
        shape: t.shape(),
        strides: t.strides(),
        contiguous: t.is_contiguous(),
    };
    let mut meta = vec![
        meta_of("encoder.weight", &enc),
        meta_of("decoder.weight", &dec),
    ];
    for (who, st) in [("encoder", &enc_state), ("decoder", &dec_state)] {
        for key in ["exp_avg", "exp_avg_sq"] {
            meta.push(meta_of(&format!("{who} {key}"), &state_tensor(st, key)?));
        }
    }
    if let Some(gr) = enc.grad() {
        meta.push(meta_of("encoder.weight.grad", &gr));
    }
    Ok(SaeRun {
        config: cfg.clone(),
        losses: floats(&g("losses")?, "losses")?,
        encoder_change: floats(&g("enc_change")?, "enc_change")?,
        decoder_change: floats(&g("dec_change")?, "dec_change")?,
        encoder_exp_avg_max: floats(&g("enc_m_max")?, "enc_m_max")?,
        encoder_exp_avg_sq_max: floats(&g("enc_v_max")?, "enc_v_max")?,
        snapshots,
        encoder_init: enc_init,
        encoder_bit_identical: bit_identical,
        meta,
        findings: vec![],
    })
}
