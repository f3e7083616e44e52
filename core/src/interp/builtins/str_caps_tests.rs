//! Scripts that would build a value past the cap of one value, run with a 1 MB cap: each
//! must end in the cap's MemoryError before the memory is asked for (at the real 2 GB cap
//! the same lines aborted the process under `ulimit -v 8000000`).

use crate::interp::{Outcome, RunOptions, Session};

/// The cap these scripts run under: 1 MiB for one string, list or tuple.
const CAP: usize = 1 << 20;

/// `l = [0] * n` with `l` two thirds of the cap: `l` fits, `l + l` does not.
fn two_thirds_list() -> String {
    let n = CAP / std::mem::size_of::<crate::interp::value::Value>() * 2 / 3;
    format!("l = [0] * {n}")
}

/// Each statement's error as `Kind`, or `ok`.
fn outcomes(src: &str) -> Vec<String> {
    let mut s = Session::new(RunOptions {
        max_alloc_bytes: CAP,
        ..RunOptions::default()
    });
    let mut out = Vec::new();
    s.run_with(src, |_, r| match &r.outcome {
        Outcome::Error(e) => out.push(format!("{:?}", e.kind)),
        _ => out.push("ok".to_string()),
    })
    .unwrap();
    out
}

/// Runs `setup`, then each of `lines` as its own statement: all must be MemoryErrors.
fn all_refused(setup: &str, lines: &[&str]) {
    let src = format!("{setup}\n{}", lines.join("\n"));
    let got = outcomes(&src);
    let setup_n = setup.lines().count();
    assert!(
        got[..setup_n].iter().all(|o| o == "ok"),
        "setup failed: {got:?}"
    );
    for (line, o) in lines.iter().zip(&got[setup_n..]) {
        assert_eq!(o, "MemoryError", "{line}");
    }
}

#[test]
fn string_building_is_capped() {
    all_refused(
        "s = 'a' * 400000\nparts = [s] * 3",
        &[
            "''.join(parts)",
            "'-'.join(s for _ in range(3))",
            // A string is iterated lazily, so joining its characters costs only the
            // result: twice the string is past the cap.
            "' '.join(s + s)",
            "f'{s}{s}{s}'",
            "'%s%s%s' % (s, s, s)",
            "'{}{}{}'.format(s, s, s)",
            "'{0}{0}{0}'.format(s)",
            "repr([s, s, s])",
            "str((s, s, s))",
            "repr({1: s, 2: s, 3: s})",
            "s.replace('a', 'bbb')",
            "('a' * 1000).replace('', 'b' * 2000)",
            "repr('\\x00' * 300000)",
            "repr(b'\\x00' * 300000)",
            "repr(bytearray(300000))",
            "ascii('\\u00e9' * 300000)",
            "s.encode('utf-32')",
            "s.translate({97: 'bbb'})",
        ],
    );
}

#[test]
fn item_lists_are_capped() {
    all_refused(
        &format!("s = 'a' * 400000\n{}", two_thirds_list()),
        &[
            "s.split('a')",
            "s.rsplit('a')",
            "('a ' * 200000).split()",
            "('a ' * 200000).rsplit()",
            "('a\\n' * 200000).splitlines()",
            "list(s)",
            "sum([l] * 3, [])",
        ],
    );
}

#[test]
fn growing_in_place_is_capped() {
    all_refused(
        &format!("b = bytearray(600000)\n{}", two_thirds_list()),
        &["b.extend(b)", "l.extend(l)", "l += l"],
    );
}

#[test]
fn results_under_the_cap_are_built() {
    let got = outcomes("s = 'a' * 1000\n''.join([s] * 3)\ns.split('a')\nrepr([s, s])\nf'{s}{s}'");
    assert!(got.iter().all(|o| o == "ok"), "{got:?}");
}
