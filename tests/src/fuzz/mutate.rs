//! Script mutations: small, syntax-aware-ish edits that turn a working script into the
//! half-broken, extreme or hostile text a user (or an attacker) might type.

use super::rng::Rng;

/// Fragments spliced in anywhere: brackets and operators that unbalance the parser, numbers
/// at the edges of every integer and float type, and view ops that make odd layouts.
pub const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ":",
    "**",
    "-1",
    "None",
    "...",
    ".T",
    "0.0",
    "1e308",
    "-99999999999",
    ", ",
    "'",
    "0",
    "x[::0]",
    ".view(-1)",
    "@",
    "torch.ones(0)",
    "[:, None]",
    ".mT",
    "9223372036854775807",
    "-9223372036854775808",
    ".expand(-1)",
    ".unfold(0, 0, 1)",
    ".as_strided((3,), (0,))",
    " if ",
    " for ",
    "lambda: ",
    "*",
    "\n    ",
    "\\",
    "\"\"\"",
    "\t",
    "\r",
    "\u{feff}",
    "\\x00",
    "\\N{BULLET}",
    "2**64",
    "float('nan')",
    "float('inf')",
    "-0.0",
    "True",
    ".item()",
    ".tolist()",
    ".contiguous()",
    ".clone()",
    ".sum()",
    ".backward()",
    ".grad",
    "dtype=torch.uint8",
    "dtype=torch.bool",
    "dtype=torch.int32",
    "dtype=torch.float64",
    "requires_grad=True",
    "yield ",
    "await ",
    "global x",
    "nonlocal x",
    "del x",
    "*args",
    "**kw",
    "f'{x!r:>10}'",
    "%",
    "//",
    "<<",
    ">>",
    " is not ",
    " not in ",
    ":=",
];

/// Whole statements a hostile user might add: resource bombs, self-reference, edge values.
/// Each must end in an error or a bounded result, never a crash.
pub const STATEMENTS: &[&str] = &[
    "a = []; a.append(a); a",
    "d = {}; d['d'] = d; d",
    "x = x.as_strided((3, 2), (4611686018427387918, 9223372036854775780))",
    "x.as_strided((2**40, 2**40), (1, 1))",
    "(-2**63) // -1",
    "(-2**63) % -1",
    "1 << 63",
    "int(1e30)",
    "round(1234.5, -2)",
    "f'{1.5:.70000f}'",
    "'a' * 10**12",
    "(1,) * 10**12",
    "[0] * 10**12",
    "torch.zeros(1).expand(10**9)",
    "torch.zeros(1).expand(2**62, 4)",
    "torch.tensor(300, dtype=torch.uint8)",
    "torch.tensor([-2**63]) // -1",
    "torch.ones(100000).sum()",
    "torch.tensor(1.).softmax(0)",
    "x = torch.ones(3, requires_grad=True)\nfor _ in range(500):\n    x = x * 1",
    "def f(n):\n    return f(n + 1)\nf(0)",
    "while True:\n    pass",
    "len(range(-2**63, 2**63))",
    "range(10**20)[10**19]",
    "torch.arange(0., 1e8, 0.25)",
    "torch.empty(2**31, 2**31)",
    "x.view(-1, 0)",
    "x.reshape(-1, -1)",
    "x[..., ..., None]",
    "x.permute(0, 0)",
    "x.unfold(0, 2**62, 1)",
    "x.expand(-2)",
    "torch.empty(0).max()",
    "x.new_zeros((3, 4)).T.contiguous().stride()",
    "x.storage_offset()",
    "x.grad_fn",
    "x[x > 0] = 1",
    "x.masked_fill_(x > 0, 2**70)",
    "x.clamp_(0.5, 1.5)",
    "repr(x)",
    "str(x.T)",
    "print(x, sep='', end='')",
];

/// Numbers that stand in for a digit: signs, zero, the int32 and uint32 edges.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "99999",
    "4294967296",
    "-7",
    "2147483648",
    "1e-45",
];

/// Method names swapped for one another (`.sum(` → `.prod(`), so an op meets another op's
/// arguments.
const METHODS: &[&str] = &[
    "sum",
    "mean",
    "prod",
    "max",
    "min",
    "std",
    "var",
    "norm",
    "softmax",
    "cumsum",
    "view",
    "reshape",
    "expand",
    "permute",
    "transpose",
    "unsqueeze",
    "squeeze",
    "flip",
    "roll",
    "narrow",
    "select",
    "unfold",
    "diagonal",
    "repeat",
    "tril",
    "triu",
    "argmax",
    "sort",
    "topk",
    "abs",
    "exp",
    "log",
    "sqrt",
    "clamp",
    "to",
    "float",
    "long",
    "bool",
    "half",
];

/// Applies one random mutation; `other` is another script to splice lines from.
pub fn mutate(src: &str, other: &str, rng: &mut Rng) -> String {
    let chars: Vec<char> = src.chars().collect();
    let mut lines: Vec<String> = src.lines().map(String::from).collect();
    match rng.below(11) {
        0 if !chars.is_empty() => {
            let at = rng.below(chars.len());
            let n = 1 + rng.below(8).min(chars.len() - at - 1);
            splice(&chars, at, at + n, "")
        }
        1 => {
            let at = rng.below(chars.len() + 1);
            let token = *rng.pick(TOKENS);
            splice(&chars, at, at, token)
        }
        2 if lines.len() > 1 => {
            let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
            lines.swap(a, b);
            lines.join("\n")
        }
        3 => replace_digit(&chars, rng).unwrap_or_else(|| src.to_string()),
        4 if !lines.is_empty() => {
            let i = rng.below(lines.len());
            lines.insert(i, lines[i].clone());
            lines.join("\n")
        }
        5 => {
            let cut = rng.below(chars.len() + 1);
            chars[..cut].iter().collect()
        }
        6 => {
            let theirs: Vec<&str> = other.lines().collect();
            if theirs.is_empty() {
                return src.to_string();
            }
            let line = rng.pick(&theirs).to_string();
            let at = rng.below(lines.len() + 1);
            lines.insert(at, line);
            lines.join("\n")
        }
        7 if !lines.is_empty() => {
            // Put a line in a loop body: a statement that worked once now runs many times.
            let i = rng.below(lines.len());
            let body = lines[i].trim_start().to_string();
            let n = rng.pick(&["2", "3", "100", "10**6"]).to_string();
            lines[i] = format!("for _i in range({n}):\n    {body}");
            lines.join("\n")
        }
        8 => swap_method(src, rng).unwrap_or_else(|| src.to_string()),
        9 => {
            let at = rng.below(lines.len() + 1);
            lines.insert(at, rng.pick(STATEMENTS).to_string());
            lines.join("\n")
        }
        _ => {
            // A random token run, as a fast typist's stray keys.
            let at = rng.below(chars.len() + 1);
            let junk: String = (0..1 + rng.below(4))
                .map(|_| rng.pick(TOKENS).to_string())
                .collect();
            splice(&chars, at, at, &junk)
        }
    }
}

fn splice(chars: &[char], from: usize, to: usize, with: &str) -> String {
    let mut s: String = chars[..from].iter().collect();
    s.push_str(with);
    s.extend(&chars[to..]);
    s
}

fn replace_digit(chars: &[char], rng: &mut Rng) -> Option<String> {
    let digits: Vec<usize> = chars
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_ascii_digit())
        .map(|(i, _)| i)
        .collect();
    if digits.is_empty() {
        return None;
    }
    let at = *rng.pick(&digits);
    let number = *rng.pick(NUMBERS);
    Some(splice(chars, at, at + 1, number))
}

fn swap_method(src: &str, rng: &mut Rng) -> Option<String> {
    let mut found: Vec<(usize, &str)> = Vec::new();
    for m in METHODS {
        let call = format!(".{m}(");
        found.extend(src.match_indices(&call).map(|(i, _)| (i + 1, *m)));
    }
    if found.is_empty() {
        return None;
    }
    let (at, old) = *rng.pick(&found);
    let new = rng.pick(METHODS);
    Some(format!("{}{}{}", &src[..at], new, &src[at + old.len()..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_change_scripts_and_keep_them_text() {
        let src = "x = torch.arange(12.).view(3, 4)\ny = x.T.sum(0)\ny";
        let mut rng = Rng::new(7);
        let mut changed = 0;
        for _ in 0..500 {
            let m = mutate(src, "z = x + 1", &mut rng);
            changed += usize::from(m != src);
        }
        // Almost every mutation changes the text (a few, like a line swapped with itself,
        // may not).
        assert!(
            changed > 400,
            "only {changed} of 500 mutations changed the script"
        );
    }

    #[test]
    fn a_method_swap_keeps_the_call_syntax() {
        let mut rng = Rng::new(1);
        let m = swap_method("y = x.sum(0)", &mut rng).unwrap();
        assert!(m.starts_with("y = x.") && m.ends_with("(0)"), "{m}");
    }
}
