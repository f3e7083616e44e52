//! The per-op test of the investigation: run one in-place op on a transposed (non-contiguous)
//! output and on a contiguous copy under a profile, and see which one was written.

use crate::buglab::profile::{self, OutputHandling, Profile};
use crate::error::{runtime, Result};
use crate::interp::session::{Outcome, RunOptions, Session};
use serde::{Deserialize, Serialize};

/// The call each checked op makes, with arguments (`None`: not in the interpreter yet).
pub fn call_of(op: &str) -> Option<&'static str> {
    Some(match op {
        "addcmul_" => "addcmul_(a, b, value=0.5)",
        "addcdiv_" => "addcdiv_(a, b, value=0.5)",
        "normal_" => "normal_()",
        "uniform_" => "uniform_()",
        "bernoulli_" => "bernoulli_(0.5)",
        "random_" => "random_(10)",
        "exponential_" => "exponential_()",
        "mul_" => "mul_(a)",
        "lerp_" => "lerp_(a, 0.3)",
        "add_" => "add_(a, alpha=2)",
        _ => return None,
    })
}

/// Ops with the gather-scatter workaround that the check shows next to the broken ones.
pub const WORKING_EXAMPLES: &[&str] = &["mul_", "lerp_", "add_"];

/// Every op the check covers: the table's, then the working examples.
pub fn checked_ops() -> Vec<&'static str> {
    profile::TABLE
        .iter()
        .flat_map(|r| r.ops.iter().copied())
        .chain(WORKING_EXAMPLES.iter().copied())
        .filter(|op| call_of(op).is_some())
        .collect()
}

/// The script of one check: `out` is `randn(4, 3).T` (strides (1, 3)), `cont` a contiguous
/// copy of the same values; the op runs on both.
pub fn script(profile: Option<Profile>, call: &str) -> String {
    let setup = profile
        .map(|p| format!("stridelab.emulate_mps({:?})", p.id()))
        .unwrap_or_default();
    script_with_setup(&setup, call)
}

/// The same script with any `setup` lines (a profile, the detector) run before the op.
pub fn script_with_setup(setup: &str, call: &str) -> String {
    let setup = if setup.is_empty() {
        String::new()
    } else {
        format!("{setup}\n")
    };
    format!(
        "import torch\nimport stridelab\n{setup}torch.manual_seed(1)\n\
         a = torch.randn(3, 4)\nb = torch.rand(3, 4) + 0.5\n\
         out = torch.randn(4, 3).T\nbefore = out.clone()\nout.{call}\n\
         cont = before.contiguous()\ncont_before = cont.clone()\ncont.{call}\n"
    )
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpCheck {
    pub op: String,
    pub call: String,
    /// What the table says for this profile.
    pub expected: String,
    /// The transposed output changed.
    pub strided_written: bool,
    /// The contiguous output changed.
    pub contiguous_written: bool,
}

fn values(s: &Session, name: &str) -> Result<Vec<f64>> {
    let v = s
        .global(name)
        .ok_or_else(|| runtime(format!("op check: no {name}")))?;
    let t = v
        .as_tensor()
        .ok_or_else(|| runtime(format!("op check: {name} is not a tensor")))?
        .clone();
    crate::trace::paused(|| t.to_f64_vec())
}

/// Runs one op's check under `profile` (None: the plain device).
pub fn check(profile: Option<Profile>, op: &str) -> Result<OpCheck> {
    let call = call_of(op).ok_or_else(|| runtime(format!("{op} is not in the op check")))?;
    let mut s = Session::new(RunOptions::default());
    let mut err = None;
    s.run_with(&script(profile, call), |_, r| {
        if let Outcome::Error(e) = r.outcome {
            err.get_or_insert(e);
        }
    })?;
    let result = match err {
        Some(e) => Err(e),
        None => Ok(OpCheck {
            op: op.to_string(),
            call: call.to_string(),
            expected: profile
                .map(|p| profile::handling(p, op))
                .unwrap_or(OutputHandling::Native)
                .describe()
                .to_string(),
            strided_written: values(&s, "out")? != values(&s, "before")?,
            contiguous_written: values(&s, "cont")? != values(&s, "cont_before")?,
        }),
    };
    crate::buglab::reset();
    result
}

/// Every covered op under `profile`.
pub fn check_all(profile: Option<Profile>) -> Result<Vec<OpCheck>> {
    checked_ops()
        .into_iter()
        .map(|op| check(profile, op))
        .collect()
}
