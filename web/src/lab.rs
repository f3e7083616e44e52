//! The bug lab's lesson data: what the worker computes for one choice of profile and
//! workaround, and sends to the page (JSON over postMessage, like `RunResult`).

use serde::{Deserialize, Serialize};
use stridelab_core::buglab::{profile, Profile};
use stridelab_core::experiments::op_check::{self, OpCheck};
use stridelab_core::experiments::sae;

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct LabRequest {
    /// A profile id (`torch2.2-macos14`, ...); `None` runs the plain device.
    pub profile: Option<String>,
    pub workaround: bool,
    pub steps: usize,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Heatmap {
    pub id: String,
    pub title: String,
    pub rows: usize,
    pub cols: usize,
    /// Row-major.
    pub values: Vec<f64>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct MetaRow {
    pub name: String,
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    pub contiguous: bool,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct TableRow {
    pub ops: String,
    /// One cell per profile, in `Profile::ALL` order.
    pub handling: Vec<String>,
    pub why: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct LabResult {
    pub profile_label: String,
    pub workaround: bool,
    pub steps: usize,
    pub losses: Vec<f64>,
    /// The same experiment on macOS 15 without the workaround, for comparison.
    pub healthy_losses: Vec<f64>,
    pub encoder_bit_identical: bool,
    pub encoder_change: f64,
    pub decoder_change: f64,
    pub max_exp_avg: f64,
    pub max_exp_avg_sq: f64,
    pub heatmaps: Vec<Heatmap>,
    pub meta: Vec<MetaRow>,
    pub op_checks: Vec<OpCheck>,
    /// The detector's first finding over two steps of this configuration, if any.
    pub finding: Option<String>,
    pub findings_count: usize,
    pub table: Vec<TableRow>,
    pub profile_labels: Vec<String>,
    pub script: String,
    pub error: Option<String>,
    pub elapsed_ms: f64,
}

fn heatmap(id: &str, title: &str, t: &sae::TensorSnapshot) -> Heatmap {
    Heatmap {
        id: id.into(),
        title: title.into(),
        rows: t.shape.first().copied().unwrap_or(1),
        cols: t.shape.get(1).copied().unwrap_or(1),
        values: t.values.clone(),
    }
}

fn difference(a: &sae::TensorSnapshot, b: &sae::TensorSnapshot) -> sae::TensorSnapshot {
    sae::TensorSnapshot {
        values: a.values.iter().zip(&b.values).map(|(x, y)| x - y).collect(),
        ..a.clone()
    }
}

/// The lesson table: the per-op rows of the profile table, as text.
pub fn table() -> Vec<TableRow> {
    profile::TABLE
        .iter()
        .chain(std::iter::once(&profile::DEFAULT_ROW))
        .map(|r| TableRow {
            ops: r.ops.join(", "),
            handling: r
                .handling
                .iter()
                .map(|h| h.describe().to_string())
                .collect(),
            why: r.why.to_string(),
        })
        .collect()
}

/// Runs the experiment for `req` (and the healthy reference), the per-op check and a short
/// detector run. Errors are reported in the result, never panics.
pub fn run(req: &LabRequest) -> LabResult {
    let mut out = LabResult {
        workaround: req.workaround,
        steps: req.steps,
        table: table(),
        profile_labels: Profile::ALL.iter().map(|p| p.label().to_string()).collect(),
        script: sae::SCRIPT.to_string(),
        ..Default::default()
    };
    if let Err(e) = fill(req, &mut out) {
        out.error = Some(e.message);
    }
    out
}

fn fill(req: &LabRequest, out: &mut LabResult) -> stridelab_core::Result<()> {
    let profile = req.profile.as_deref().map(Profile::parse).transpose()?;
    out.profile_label = profile.map(|p| p.label()).unwrap_or("plain device").into();
    let cfg = sae::SaeConfig {
        profile,
        workaround: req.workaround,
        steps: req.steps.max(2),
        record_every: req.steps.max(2),
        ..Default::default()
    };
    let run = sae::run(&cfg)?;
    let healthy = sae::run(&sae::SaeConfig {
        profile: Some(Profile::MacOs15),
        workaround: false,
        ..cfg.clone()
    })?;
    let last = run
        .snapshots
        .last()
        .ok_or_else(|| stridelab_core::error::runtime("the experiment recorded no snapshot"))?;
    let first_decoder = &run.snapshots[0].decoder;
    out.losses = run.losses.clone();
    out.healthy_losses = healthy.losses.clone();
    out.encoder_bit_identical = run.encoder_bit_identical;
    out.encoder_change = run.encoder_change.last().copied().unwrap_or(0.0);
    out.decoder_change = run.decoder_change.last().copied().unwrap_or(0.0);
    out.max_exp_avg = run.encoder_exp_avg_max.last().copied().unwrap_or(0.0);
    out.max_exp_avg_sq = run.max_exp_avg_sq();
    out.heatmaps = vec![
        heatmap("enc-init", "encoder.weight at init", &run.encoder_init),
        heatmap("enc-final", "encoder.weight after training", &last.encoder),
        heatmap(
            "enc-change",
            "encoder change (after - init)",
            &difference(&last.encoder, &run.encoder_init),
        ),
        heatmap(
            "dec-change",
            "decoder change since step 0",
            &difference(&last.decoder, first_decoder),
        ),
        heatmap(
            "exp-avg",
            "encoder exp_avg (Adam's 1st moment)",
            &last.exp_avg,
        ),
        heatmap(
            "exp-avg-sq",
            "encoder exp_avg_sq (2nd moment)",
            &last.exp_avg_sq,
        ),
    ];
    out.meta = run
        .meta
        .iter()
        .map(|m| MetaRow {
            name: m.name.clone(),
            shape: m.shape.clone(),
            strides: m.strides.clone(),
            contiguous: m.contiguous,
        })
        .collect();
    out.op_checks = op_check::check_all(profile)?;
    let probe = sae::run(&sae::SaeConfig {
        steps: 2,
        record_every: 2,
        detect: true,
        ..cfg
    })?;
    out.findings_count = probe.findings.len();
    out.finding = probe.findings.first().map(|f| f.message());
    Ok(())
}

/// The lab's experiment as a playground script: `sae.py` with the settings the runner
/// normally injects written out, the chosen MPS profile emulated, and a few lines at the end
/// whose echoes show the evidence (the loss, the encoder's strides, how far it moved).
pub fn playground_script(profile: &str, workaround: bool, steps: usize) -> String {
    let body = stridelab_core::experiments::sae::SCRIPT;
    let py_bool = if workaround { "True" } else { "False" };
    format!(
        "# The bug lab's experiment. Change the profile (torch2.2-macos14, torch2.4-macos14,\n\
         # macos15), the workaround or the steps and run it again.\n\
         import stridelab\n\
         stridelab.emulate_mps(\"{profile}\")\n\
         WORKAROUND = {py_bool}\n\
         STEPS = {steps}\n\
         RECORD_EVERY = {every}\n\
         {body}\n\
         # The evidence:\n\
         losses[0], losses[-1]\n\
         enc.stride(), enc.is_contiguous()\n\
         enc_change[-1]\n\
         enc_state[\"exp_avg_sq\"].abs().max()\n",
        every = (steps / 4).max(1),
    )
}
