//! The checks CPython 3.11 makes when it compiles a `match` statement's patterns, each a
//! SyntaxError before anything runs: a pattern that matches everything (a capture or `_`)
//! anywhere but last makes the rest unreachable; a name is bound at most once per pattern;
//! every alternative of an or-pattern binds the same names; a sequence has at most one
//! star; a mapping's literal keys are distinct. Pure walk of the parsed patterns, in the
//! order CPython's compiler visits them, so the first error is CPython's first error.

use crate::error::Result;
use crate::interp::ast::{Expr, ExprKind, MatchCase, Pattern, PatternKind, UnOp};
use crate::interp::builtins::py_str_repr;
use crate::interp::eval::float_repr;
use crate::interp::lexer::syntax_error;

/// Checks every case of one `match` statement.
pub(super) fn check_cases(cases: &[MatchCase]) -> Result<()> {
    for (i, case) in cases.iter().enumerate() {
        // Only the last case, or one with a guard, may match everything.
        let allow_irrefutable = case.guard.is_some() || i + 1 == cases.len();
        let mut names = Vec::new();
        check(&case.pattern, allow_irrefutable, &mut names)?;
    }
    Ok(())
}

/// Checks `p` and appends the names it binds to `names`.
fn check(p: &Pattern, allow_irrefutable: bool, names: &mut Vec<String>) -> Result<()> {
    match &p.kind {
        PatternKind::Capture(name) => {
            if !allow_irrefutable {
                let msg = match name {
                    Some(n) => format!(
                        "name capture {} makes remaining patterns unreachable",
                        py_str_repr(n)
                    ),
                    None => "wildcard makes remaining patterns unreachable".into(),
                };
                return Err(syntax_error(p.span, msg));
            }
            if let Some(n) = name {
                store(p, n, names)?;
            }
        }
        PatternKind::Star(name) => {
            if let Some(n) = name {
                store(p, n, names)?;
            }
        }
        PatternKind::As(inner, name) => {
            check(inner, allow_irrefutable, names)?;
            store(p, name, names)?;
        }
        PatternKind::Or(alts) => {
            let mut first: Option<Vec<String>> = None;
            for (k, alt) in alts.iter().enumerate() {
                let mut bound = Vec::new();
                check(alt, allow_irrefutable && k + 1 == alts.len(), &mut bound)?;
                bound.sort();
                match &first {
                    None => first = Some(bound),
                    Some(f) if *f != bound => {
                        // CPython points at the first name the first alternative lacks.
                        let mut at = None;
                        alt.walk(&mut |q| match &q.kind {
                            PatternKind::Capture(Some(n)) | PatternKind::Star(Some(n))
                                if !f.contains(n) && at.is_none() =>
                            {
                                at = Some(q.span)
                            }
                            _ => {}
                        });
                        let at = at.unwrap_or(alt.span);
                        return Err(syntax_error(
                            at,
                            "alternative patterns bind different names",
                        ));
                    }
                    Some(_) => {}
                }
            }
            for n in first.unwrap_or_default() {
                store(p, &n, names)?;
            }
        }
        PatternKind::Sequence(items) => {
            let stars = items
                .iter()
                .filter(|q| matches!(q.kind, PatternKind::Star(_)))
                .count();
            if stars > 1 {
                return Err(syntax_error(
                    p.span,
                    "multiple starred names in sequence pattern",
                ));
            }
            for q in items {
                check(q, true, names)?;
            }
        }
        PatternKind::Mapping { keys, values, rest } => {
            let mut seen: Vec<ConstKey> = Vec::new();
            for k in keys {
                if let Some((key, repr)) = const_key(k) {
                    if seen.contains(&key) {
                        return Err(syntax_error(
                            p.span,
                            format!("mapping pattern checks duplicate key ({repr})"),
                        ));
                    }
                    seen.push(key);
                }
            }
            for q in values {
                check(q, true, names)?;
            }
            if let Some(n) = rest {
                store(p, n, names)?;
            }
        }
        PatternKind::Class { args, kwargs, .. } => {
            for q in args.iter().chain(kwargs.iter().map(|(_, q)| q)) {
                check(q, true, names)?;
            }
        }
        PatternKind::Value(_) | PatternKind::Singleton(_) => {}
    }
    Ok(())
}

fn store(p: &Pattern, name: &str, names: &mut Vec<String>) -> Result<()> {
    if name == "__debug__" {
        return Err(syntax_error(p.span, "cannot assign to __debug__"));
    }
    if names.iter().any(|n| n == name) {
        return Err(syntax_error(
            p.span,
            format!(
                "multiple assignments to name {} in pattern",
                py_str_repr(name)
            ),
        ));
    }
    names.push(name.to_string());
    Ok(())
}

/// A literal key as CPython's set of constants compares it: `1`, `1.0` and `True` are one
/// key, `-0.0` and `0` too.
#[derive(PartialEq)]
enum ConstKey {
    Int(i64),
    Float(u64),
    Str(String),
    None,
}

fn const_key(e: &Expr) -> Option<(ConstKey, String)> {
    let number = |f: f64| {
        if f.fract() == 0.0 && f.abs() < 9.2e18 {
            ConstKey::Int(f as i64)
        } else {
            ConstKey::Float(f.to_bits())
        }
    };
    Some(match &e.kind {
        ExprKind::Int(i) => (ConstKey::Int(*i), i.to_string()),
        ExprKind::Bool(b) => (
            ConstKey::Int(*b as i64),
            if *b { "True" } else { "False" }.into(),
        ),
        ExprKind::Float(f) => (number(*f), float_repr(*f)),
        ExprKind::Str(s) => (ConstKey::Str(s.to_string()), py_str_repr(s)),
        ExprKind::None => (ConstKey::None, "None".into()),
        ExprKind::Unary(UnOp::Neg, inner) => match inner.kind {
            ExprKind::Int(i) => (ConstKey::Int(i.checked_neg()?), format!("-{i}")),
            ExprKind::Float(f) => (number(-f), float_repr(-f)),
            _ => return None,
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::interp::parser::parse;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// The message and column of the SyntaxError `case_line` gives in `match x:`.
    fn refused(case_lines: &str) -> (String, u32) {
        let src = format!("match x:\n{case_lines}");
        let e = parse(&src).expect_err(&src);
        (e.message, e.span.map_or(0, |s| s.col))
    }

    // Each message and column was read off CPython 3.11's `compile()` of the same source.
    #[test]
    fn compile_time_pattern_errors_are_cpythons() {
        let cases = [
            (
                " case a:\n  pass\n case 1:\n  pass\n",
                "name capture 'a' makes remaining patterns unreachable",
                7,
            ),
            (
                " case _:\n  pass\n case 1:\n  pass\n",
                "wildcard makes remaining patterns unreachable",
                7,
            ),
            (
                " case [a, a]:\n  pass\n",
                "multiple assignments to name 'a' in pattern",
                11,
            ),
            (
                " case [*a, *b]:\n  pass\n",
                "multiple starred names in sequence pattern",
                7,
            ),
            (
                " case {'a': 1, 'a': 2}:\n  pass\n",
                "mapping pattern checks duplicate key ('a')",
                7,
            ),
            (
                " case {1: a, 1.0: b}:\n  pass\n",
                "mapping pattern checks duplicate key (1.0)",
                7,
            ),
            (
                " case {True: a, 1: b}:\n  pass\n",
                "mapping pattern checks duplicate key (1)",
                7,
            ),
            (
                " case C(a=1, a=2):\n  pass\n",
                "attribute name repeated in class pattern: a",
                16,
            ),
            (
                " case C(a=1, 2):\n  pass\n",
                "positional patterns follow keyword patterns",
                14,
            ),
            (
                " case 1 | a:\n  pass\n",
                "alternative patterns bind different names",
                11,
            ),
            (
                " case a | 1:\n  pass\n",
                "name capture 'a' makes remaining patterns unreachable",
                7,
            ),
            (
                " case [a] | [b]:\n  pass\n",
                "alternative patterns bind different names",
                14,
            ),
            (
                " case f'x':\n  pass\n",
                "patterns may only match literals and attribute lookups",
                7,
            ),
            (" case 1 as _:\n  pass\n", "cannot use '_' as a target", 12),
            (
                " case (_):\n  pass\n case 1: pass\n",
                "wildcard makes remaining patterns unreachable",
                8,
            ),
            (
                " case a.b | _:\n  pass\n case 1: pass\n",
                "wildcard makes remaining patterns unreachable",
                13,
            ),
            (
                " case C(a, b=a):\n  pass\n",
                "multiple assignments to name 'a' in pattern",
                14,
            ),
            (
                " case 1-2: pass\n",
                "imaginary number required in complex literal",
                9,
            ),
            (
                " case 1j+1: pass\n",
                "real number required in complex literal",
                7,
            ),
            (" case __debug__: pass\n", "cannot assign to __debug__", 7),
        ];
        for (src, msg, col) in cases {
            assert_eq!(refused(src), (msg.to_string(), col), "{src}");
        }
        // The same patterns where CPython accepts them.
        for ok in [
            " case [a, b] | [b, a]:\n  pass\n",
            " case a if a:\n  pass\n case b:\n  pass\n",
            " case *_, : pass\n",
            " case 1.5+2j: pass\n",
            " case {'a': 1, **rest}: pass\n",
            " case a.b.c(x, y=[*z]): pass\n",
        ] {
            assert!(parse(&format!("match x:\n{ok}")).is_ok(), "{ok}");
        }
    }

    #[test]
    fn match_and_case_stay_names_elsewhere() {
        let src = "match = [1]\nmatch[0]\nmatch(3)\nmatch.x\nmatch, b = 1, 2\ncase = 1\nmatch: int = 3\nmatch[0]: int = 4\n";
        assert_eq!(parse(src).unwrap().len(), 8);
        let e = parse("match x:\npass\n").unwrap_err();
        assert_eq!(
            e.message,
            "expected an indented block after 'match' statement on line 1"
        );
    }
}
