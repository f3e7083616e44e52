//! The emulated MPS profiles: for each op, how one PyTorch + macOS pair treated an output
//! that is not contiguous. This table is the single source the wrapper, the CLI
//! (`stridelab profiles`) and the lesson page all read.

use crate::error::{runtime, Result};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Profile {
    /// PyTorch 2.2 on macOS 14: the seed story's setup.
    Torch22MacOs14,
    /// PyTorch 2.4 on macOS 14: addcmul_/addcdiv_ fixed, random in-place ops not yet.
    Torch24MacOs14,
    /// macOS 15: MPS reads and writes strided memory natively.
    MacOs15,
}

impl Profile {
    pub const ALL: [Profile; 3] = [
        Profile::Torch22MacOs14,
        Profile::Torch24MacOs14,
        Profile::MacOs15,
    ];

    /// The short name scripts and the CLI use.
    pub fn id(self) -> &'static str {
        match self {
            Profile::Torch22MacOs14 => "torch2.2-macos14",
            Profile::Torch24MacOs14 => "torch2.4-macos14",
            Profile::MacOs15 => "macos15",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Profile::Torch22MacOs14 => "torch 2.2, macOS 14",
            Profile::Torch24MacOs14 => "torch 2.4, macOS 14",
            Profile::MacOs15 => "macOS 15",
        }
    }

    fn column(self) -> usize {
        self as usize
    }

    /// Accepts the id or the label, ignoring case, spaces and commas.
    pub fn parse(s: &str) -> Result<Profile> {
        let norm = |x: &str| {
            x.chars()
                .filter(|c| !matches!(c, ' ' | ',' | '-' | '_'))
                .collect::<String>()
                .to_lowercase()
        };
        let want = norm(s);
        Profile::ALL
            .into_iter()
            .find(|p| norm(p.id()) == want || norm(p.label()) == want)
            .ok_or_else(|| {
                runtime(format!(
                    "unknown MPS profile '{s}'; expected one of {}",
                    Profile::ALL.map(|p| format!("'{}'", p.id())).join(", ")
                ))
            })
    }
}

/// What a profile's kernel does with a non-contiguous output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum OutputHandling {
    /// Metal reads and writes through the strides (macOS 15's array views).
    Native,
    /// The kernel computes into a contiguous temporary and copies the result back.
    GatherScatter,
    /// Placeholder computes into a contiguous temporary that is never copied back: the
    /// output keeps its old values and nothing reports an error.
    DroppedWrite,
}

impl OutputHandling {
    pub fn describe(self) -> &'static str {
        match self {
            OutputHandling::Native => "native strided write",
            OutputHandling::GatherScatter => "temporary + copy back",
            OutputHandling::DroppedWrite => "write dropped (no copy back)",
        }
    }
}

#[derive(Debug, Serialize)]
pub struct OpRow {
    pub ops: &'static [&'static str],
    /// Handling per profile, in `Profile::ALL` order.
    pub handling: [OutputHandling; 3],
    pub why: &'static str,
}

use OutputHandling::*;

/// The ops whose behaviour differs from the default row.
pub const TABLE: &[OpRow] = &[
    OpRow {
        ops: &["addcmul_", "addcdiv_"],
        handling: [DroppedWrite, GatherScatter, Native],
        why: "handed the output straight to Placeholder, which silently computes into a contiguous copy; PyTorch 2.4 added the explicit temporary and copy-back",
    },
    OpRow {
        ops: &["normal_", "uniform_", "bernoulli_", "exponential_", "random_"],
        handling: [DroppedWrite, DroppedWrite, Native],
        why: "the random in-place ops kept the same Placeholder pattern after 2.4 (found while testing the addcmul_ fix)",
    },
];

/// Every other op (mul_, lerp_, add_, copy_, ...) already had the gather-scatter workaround.
pub const DEFAULT_ROW: OpRow = OpRow {
    ops: &["every other op (mul_, lerp_, add_, copy_, ...)"],
    handling: [GatherScatter, GatherScatter, Native],
    why: "these kernels check !output.is_contiguous() and copy the result back themselves",
};

pub fn handling(profile: Profile, op: &str) -> OutputHandling {
    TABLE
        .iter()
        .find(|r| r.ops.contains(&op))
        .unwrap_or(&DEFAULT_ROW)
        .handling[profile.column()]
}

/// The table as text, for the CLI and for error messages.
pub fn table_text() -> String {
    let mut s = format!(
        "{:<54} {:<30} {:<30} {:<30}\n",
        "op (non-contiguous output)",
        Profile::ALL[0].label(),
        Profile::ALL[1].label(),
        Profile::ALL[2].label()
    );
    for r in TABLE.iter().chain(std::iter::once(&DEFAULT_ROW)) {
        s.push_str(&format!(
            "{:<54} {:<30} {:<30} {:<30}\n",
            r.ops.join(", "),
            r.handling[0].describe(),
            r.handling[1].describe(),
            r.handling[2].describe()
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_story_rows() {
        use Profile::*;
        assert_eq!(handling(Torch22MacOs14, "addcmul_"), DroppedWrite);
        assert_eq!(handling(Torch22MacOs14, "addcdiv_"), DroppedWrite);
        assert_eq!(handling(Torch22MacOs14, "mul_"), GatherScatter);
        assert_eq!(handling(Torch22MacOs14, "lerp_"), GatherScatter);
        assert_eq!(handling(Torch24MacOs14, "addcmul_"), GatherScatter);
        assert_eq!(handling(Torch24MacOs14, "normal_"), DroppedWrite);
        assert_eq!(handling(Torch24MacOs14, "uniform_"), DroppedWrite);
        for op in ["addcmul_", "normal_", "mul_"] {
            assert_eq!(handling(MacOs15, op), Native);
        }
    }

    #[test]
    fn profiles_parse_by_id_or_label() {
        assert_eq!(
            Profile::parse("torch 2.2, macOS 14").unwrap(),
            Profile::Torch22MacOs14
        );
        assert_eq!(Profile::parse("MACOS15").unwrap(), Profile::MacOs15);
        assert_eq!(
            Profile::parse("torch2.4-macos14").unwrap(),
            Profile::Torch24MacOs14
        );
        let e = Profile::parse("macos13").unwrap_err();
        assert!(e.message.contains("'torch2.2-macos14'"), "{}", e.message);
    }

    #[test]
    fn the_table_text_names_every_profile_and_op() {
        let t = table_text();
        for p in Profile::ALL {
            assert!(t.contains(p.label()));
        }
        assert!(t.contains("addcmul_, addcdiv_"));
        assert!(t.contains("write dropped"));
    }
}
