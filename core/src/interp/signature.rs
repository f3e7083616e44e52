//! A native function's signature, written as Python writes it (`"dim, index, *, reduce=None"`),
//! and the one place call arguments are bound to it, with Python's TypeError messages.
//!
//! Why one place: PyTorch generates its argument parser from `native_functions.yaml`; a
//! hand-written check per function would drift from the documented signature. Here the
//! registry entry's signature is both what `docs/api.md` shows and what binding enforces.

use super::args::{Args, Bound};
use super::value::Value;
use crate::error::{type_error, Result};

/// How a parameter takes its argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// Before `/`: by position only.
    PositionalOnly,
    /// By position or keyword.
    Normal,
    /// After `*` or `*args`: by keyword only.
    KeywordOnly,
    /// `*args`: the remaining positional arguments, as a tuple.
    VarArgs,
    /// `**kwargs`: the remaining keyword arguments.
    VarKwargs,
}

/// A default that binding fills in. Only literals are filled; anything else (`None`, or an
/// expression such as `torch.preserve_format`) is shown in the docs and leaves the slot
/// empty, so the function's own code decides.
#[derive(Clone, Debug, PartialEq)]
pub enum DefaultValue {
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
}

impl DefaultValue {
    fn parse(text: &str) -> Option<DefaultValue> {
        let t = text.trim();
        match t {
            "True" => return Some(DefaultValue::Bool(true)),
            "False" => return Some(DefaultValue::Bool(false)),
            _ => {}
        }
        if let Ok(i) = t.parse::<i64>() {
            return Some(DefaultValue::Int(i));
        }
        if t.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '.') {
            if let Ok(f) = t.parse::<f64>() {
                return Some(DefaultValue::Float(f));
            }
        }
        for q in ['\'', '"'] {
            if t.len() >= 2 && t.starts_with(q) && t.ends_with(q) {
                return Some(DefaultValue::Str(unescape(&t[1..t.len() - 1])));
            }
        }
        None
    }

    fn value(&self) -> Value {
        match self {
            DefaultValue::Bool(b) => Value::Bool(*b),
            DefaultValue::Int(i) => Value::Int(*i),
            DefaultValue::Float(f) => Value::Float(*f),
            DefaultValue::Str(s) => Value::str(s),
        }
    }
}

/// The escapes a default string can hold (`end='\\n'`), decoded as Python would.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub kind: ParamKind,
    /// Whether the caller may leave it out.
    pub optional: bool,
    /// The default as written (`None`, `1`, `torch.preserve_format`), for the docs.
    pub default_text: Option<String>,
    pub default: Option<DefaultValue>,
    /// For PyTorch's natively parsed functions: what its parser says this parameter must be
    /// when given None (`"Number"`; `"*"` for its "invalid combination" message), where the
    /// parameter's type is not optional. None accepts None.
    pub none_refused: Option<&'static str>,
}

#[derive(Clone, Debug, Default)]
pub struct Signature {
    pub params: Vec<Param>,
    /// Whether PyTorch's C++ argument parser takes the call (its native functions, not its
    /// Python-defined ones): there NumPy's names stand for `dim` and `keepdim` (`axis=`,
    /// `keepdims=`), and a namedtuple is the tuple it is (`torch.zeros(P(2, 3))`).
    pub parsed_natively: bool,
    /// The argument counts (bit k: k arguments, bit 5: five or more) at which PyTorch's
    /// parser holds several plausible signatures for it (`torch.max()`): a missing argument
    /// or an unknown keyword is then its "invalid combination" message.
    pub invalid_at_counts: u8,
    /// The one signature PyTorch shows for a function whose other overloads are hidden
    /// (`torch.add`): its "invalid combination" message prints it on the first line.
    pub expected_signature: Option<&'static str>,
    /// PyTorch's parser's message (after the name) for a call of nothing but keywords it
    /// does not know, where it names a missing argument first and that is not the one our
    /// signature would name (`torch.zeros(foo=1)`: our `*size` may be empty;
    /// `torch.arange(foo=1)`: its parameter is "end").
    pub missing_first: Option<&'static str>,
    /// A method PyTorch writes in Python (`Tensor.split`, `def split(self, split_size,
    /// dim=0)`): Python counts `self` among the positional arguments in its errors
    /// ("takes from 2 to 3 positional arguments but 4 were given").
    pub counts_self: bool,
}

/// The call's arguments with each namedtuple replaced by its plain tuple, or None when it
/// passes none (the common case: nothing is copied).
fn namedtuples_as_tuples(args: &Args) -> Option<Args> {
    use crate::interp::builtins::tuple_stand_in_items;
    let any = args.values().any(|v| matches!(v, Value::Instance(_)));
    if !any {
        return None;
    }
    let plain = |v: &Value| match tuple_stand_in_items(v) {
        Some(items) => Value::tuple(items),
        None => v.clone(),
    };
    Some(Args {
        pos: args.pos.iter().map(plain).collect(),
        kw: args.kw.iter().map(|(k, v)| (k.clone(), plain(v))).collect(),
    })
}

/// Splits at top-level commas (not inside brackets or quotes).
fn split_params(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut cur = String::new();
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth -= 1,
            (None, ',') if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur);
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

impl Signature {
    /// Parses `"a, b=1, /, c=None, *args, d, e=False, **kwargs"`. Also accepts the short
    /// form `"b="` (optional, no default shown).
    pub fn parse(text: &str) -> Signature {
        Signature::from_items(&split_params(text))
    }

    pub fn from_items<S: AsRef<str>>(items: &[S]) -> Signature {
        let mut params: Vec<Param> = Vec::new();
        let mut keyword_only = false;
        for item in items {
            let item = item.as_ref().trim();
            if item == "/" {
                for p in params.iter_mut() {
                    p.kind = ParamKind::PositionalOnly;
                }
                continue;
            }
            if item == "*" {
                keyword_only = true;
                continue;
            }
            if let Some(n) = item.strip_prefix("**") {
                params.push(Param {
                    name: n.to_string(),
                    kind: ParamKind::VarKwargs,
                    optional: true,
                    default_text: None,
                    default: None,
                    none_refused: None,
                });
                continue;
            }
            if let Some(n) = item.strip_prefix('*') {
                params.push(Param {
                    name: n.to_string(),
                    kind: ParamKind::VarArgs,
                    optional: true,
                    default_text: None,
                    default: None,
                    none_refused: None,
                });
                keyword_only = true;
                continue;
            }
            let (name, default_text) = match item.split_once('=') {
                Some((n, d)) => (n.trim(), Some(d.trim())),
                None => (item, None),
            };
            let default_text = default_text.filter(|d| !d.is_empty());
            params.push(Param {
                name: name.to_string(),
                kind: if keyword_only {
                    ParamKind::KeywordOnly
                } else {
                    ParamKind::Normal
                },
                optional: item.contains('='),
                default: default_text.and_then(DefaultValue::parse),
                default_text: default_text.map(str::to_string),
                none_refused: None,
            });
        }
        Signature {
            params,
            parsed_natively: false,
            invalid_at_counts: 0,
            expected_signature: None,
            missing_first: None,
            counts_self: false,
        }
    }

    /// Whether a parameter of this name exists.
    pub fn has_param(&self, name: &str) -> bool {
        self.params.iter().any(|p| p.name == name)
    }

    /// Adds a keyword-only parameter defaulting to `None` (before `**kwargs`, if any):
    /// `out=None` for the functions that take an output tensor.
    pub fn add_keyword_only(&mut self, name: &str) {
        let at = self
            .params
            .iter()
            .position(|p| p.kind == ParamKind::VarKwargs)
            .unwrap_or(self.params.len());
        self.params.insert(
            at,
            Param {
                name: name.to_string(),
                kind: ParamKind::KeywordOnly,
                optional: true,
                default_text: Some("None".into()),
                default: DefaultValue::parse("None"),
                none_refused: None,
            },
        );
    }

    /// The signature as Python prints it: `(dim, index, *, reduce=None)`.
    pub fn render(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        let mut star_written = false;
        let mut slash_pending = false;
        for p in &self.params {
            if slash_pending && p.kind != ParamKind::PositionalOnly {
                parts.push("/".into());
                slash_pending = false;
            }
            match p.kind {
                ParamKind::PositionalOnly => slash_pending = true,
                ParamKind::VarArgs => star_written = true,
                ParamKind::KeywordOnly if !star_written => {
                    parts.push("*".into());
                    star_written = true;
                }
                _ => {}
            }
            parts.push(match (p.kind, &p.default_text) {
                (ParamKind::VarArgs, _) => format!("*{}", p.name),
                (ParamKind::VarKwargs, _) => format!("**{}", p.name),
                (_, Some(d)) => format!("{}={d}", p.name),
                (_, None) if p.optional => format!("{}=None", p.name),
                _ => p.name.clone(),
            });
        }
        if slash_pending {
            parts.push("/".into());
        }
        format!("({})", parts.join(", "))
    }

    fn positional_slots(&self) -> Vec<usize> {
        (0..self.params.len())
            .filter(|&i| {
                matches!(
                    self.params[i].kind,
                    ParamKind::PositionalOnly | ParamKind::Normal
                )
            })
            .collect()
    }

    /// How many positional arguments a call may give: (fewest, most), most None with
    /// `*args`.
    pub fn positional_range(&self) -> (usize, Option<usize>) {
        let slots = self.positional_slots();
        let fewest = slots.iter().filter(|&&i| !self.params[i].optional).count();
        let star = self.params.iter().any(|p| p.kind == ParamKind::VarArgs);
        (fewest, (!star).then_some(slots.len()))
    }

    /// The index, among the positional slots, of the first required parameter a call gives
    /// neither by position nor by keyword: CPython's Argument Clinic names that one
    /// (`pow(base=2)` is "missing required argument 'exp' (pos 2)").
    pub fn first_missing(&self, args: &super::args::Args) -> Option<usize> {
        let slots = self.positional_slots();
        let by_keyword = |i: usize| {
            let p = &self.params[i];
            p.kind != ParamKind::PositionalOnly && args.kw.iter().any(|(k, _)| *k == p.name)
        };
        (args.pos.len()..slots.len())
            .find(|&k| !self.params[slots[k]].optional && !by_keyword(slots[k]))
    }

    /// How many parameters a call may fill, `*args` and `**kwargs` aside.
    pub fn named_params(&self) -> usize {
        self.params
            .iter()
            .filter(|p| !matches!(p.kind, ParamKind::VarArgs | ParamKind::VarKwargs))
            .count()
    }

    /// PyTorch's parser's "invalid combination of arguments" (listing the call) where it holds
    /// several plausible signatures at this call's argument count; None elsewhere.
    fn invalid_combination(&self, fname: &str, args: &Args) -> Option<crate::error::TorchError> {
        let count = (args.pos.len() + args.kw.len()).min(5);
        (self.parsed_natively && self.invalid_at_counts & (1 << count) != 0).then(|| {
            type_error(format!(
                "{fname}() received an invalid combination of arguments - got ({}), but expected one of:",
                super::args::parser_got(&args.pos, &args.kw)
            ))
        })
    }

    fn too_many(&self, fname: &str, given: usize, slots: &[usize]) -> crate::error::TorchError {
        let this = usize::from(self.counts_self);
        let max = slots.len() + this;
        let given = given + this;
        // CPython (and PyTorch's parser) say "arguments" in the "from a to b" form whatever
        // b is, and "was" for one argument given (`f() takes 0 positional arguments but 1
        // was given`).
        let (required, ranged) = if self.parsed_natively {
            // PyTorch's parser (`extra_args`) counts every required parameter, keyword-only
            // ones too, so `torch.nonzero_static(x, 3)` "takes from 2 to 1 positional
            // arguments".
            let required = self.params.iter().filter(|p| !p.optional).count();
            (required, required != max)
        } else {
            let required = slots.iter().filter(|&&i| !self.params[i].optional).count() + this;
            (required, required != max && max != 0)
        };
        type_error(format!(
            "{fname}() takes {} positional argument{} but {given} {} given",
            if ranged {
                format!("from {required} to {max}")
            } else {
                max.to_string()
            },
            if max == 1 && !ranged { "" } else { "s" },
            // PyTorch's ranged form says "were" whatever the count.
            if given == 1 && !(ranged && self.parsed_natively) {
                "was"
            } else {
                "were"
            },
        ))
    }

    /// CPython's C built-ins with only required positional-only parameters word their
    /// count errors their own way (`len() takes exactly one argument (2 given)`).
    fn count_error(&self, fname: &str, given: usize) -> Option<crate::error::TorchError> {
        let all_required_positional = !self.params.is_empty()
            && self
                .params
                .iter()
                .all(|p| p.kind == ParamKind::PositionalOnly && !p.optional);
        if !all_required_positional || given == self.params.len() {
            return None;
        }
        Some(type_error(match self.params.len() {
            1 => format!("{fname}() takes exactly one argument ({given} given)"),
            k => format!("{fname} expected {k} arguments, got {given}"),
        }))
    }

    /// Binds the call's arguments: positionals to slots in order, keywords by name, the
    /// rest to `*args` / `**kwargs` if the signature has them, literal defaults filled.
    /// PyTorch's parser's error for a required parameter missing from a call: it names
    /// every required parameter from the first missing one on, given or not, and says
    /// "arguments" for one and "argument" for several (its format has them swapped).
    fn missing_natively(&self, fname: &str, first: usize) -> crate::error::TorchError {
        let names: Vec<String> = self.params[first..]
            .iter()
            .filter(|p| !p.optional && !matches!(p.kind, ParamKind::VarArgs | ParamKind::VarKwargs))
            .map(|p| format!("\"{}\"", p.name))
            .collect();
        let plural = if names.len() == 1 { "s" } else { "" };
        type_error(format!(
            "{fname}() missing {} required positional argument{plural}: {}",
            names.len(),
            names.join(", ")
        ))
    }

    pub fn bind(&self, fname: &str, args: &Args) -> Result<Bound> {
        if let Some(e) = self.count_error(fname, args.pos.len()) {
            return Err(e);
        }
        let unwrapped;
        let args = match self
            .parsed_natively
            .then(|| namedtuples_as_tuples(args))
            .flatten()
        {
            Some(plain) => {
                unwrapped = plain;
                &unwrapped
            }
            None => args,
        };
        let n = self.params.len();
        let mut values: Vec<Option<Value>> = vec![None; n];
        let mut given = vec![false; n];
        let mut unexpected: Option<&String> = None;
        let slots = self.positional_slots();
        let star = self
            .params
            .iter()
            .position(|p| p.kind == ParamKind::VarArgs);
        let kwargs = self
            .params
            .iter()
            .position(|p| p.kind == ParamKind::VarKwargs);
        let mut extra = Vec::new();
        let mut positional = vec![false; n];
        for (k, v) in args.pos.iter().enumerate() {
            match slots.get(k) {
                Some(&i) => {
                    values[i] = Some(v.clone());
                    given[i] = true;
                    positional[i] = true;
                }
                None if star.is_some() => extra.push(v.clone()),
                None => {
                    // Several of PyTorch's overloads plausible at this count: its parser
                    // lists the call (`torch.sort(x, 0, True, True)`).
                    let e = self.invalid_combination(fname, args);
                    return Err(e.unwrap_or_else(|| self.too_many(fname, args.pos.len(), &slots)));
                }
            }
        }
        if let Some(s) = star {
            values[s] = Some(Value::tuple(extra));
            given[s] = true;
        }
        let mut extra_kw = Vec::new();
        let mut star_by_keyword = false;
        let mut unknown_keywords = 0;
        for (k, v) in &args.kw {
            // PyTorch's list parameters can be given as varargs or by name
            // (`x.flip(0, 1)` or `x.flip(dims=(0, 1))`): the keyword fills the varargs.
            if let Some(s) = star.filter(|&s| &self.params[s].name == k) {
                if values[s]
                    .as_ref()
                    .and_then(Value::tuple_items)
                    .is_some_and(|t| !t.is_empty())
                {
                    if let Some(e) = self.invalid_combination(fname, args) {
                        return Err(e);
                    }
                    return Err(type_error(format!(
                        "{fname}() got multiple values for argument '{k}'"
                    )));
                }
                values[s] = Some(Value::tuple(vec![v.clone()]));
                star_by_keyword = true;
                continue;
            }
            let named = |name: &str| {
                self.params.iter().position(|p| {
                    p.name == name && matches!(p.kind, ParamKind::Normal | ParamKind::KeywordOnly)
                })
            };
            // PyTorch's argument parser takes NumPy's names for four of its own
            // (`numpy_compatibility_arg_names`): `x.sum(axis=0, keepdims=True)`,
            // `torch.add(x1=a, x2=b)`, `torch.exp(a=t)`.
            let alias = |canonical: &str| named(canonical).filter(|&i| !given[i]);
            let slot = named(k).or_else(|| match k.as_str() {
                "axis" if self.parsed_natively => alias("dim"),
                "keepdims" if self.parsed_natively => alias("keepdim"),
                "x" | "a" | "x1" if self.parsed_natively => alias("input"),
                "x2" if self.parsed_natively => alias("other"),
                _ => None,
            });
            match slot {
                Some(i) if given[i] => {
                    return Err(type_error(format!(
                        "{fname}() got multiple values for argument '{k}'"
                    )))
                }
                Some(i) => {
                    values[i] = Some(v.clone());
                    given[i] = true;
                }
                None if kwargs.is_some() => extra_kw.push((k.clone(), v.clone())),
                None if self.parsed_natively => {
                    unexpected = unexpected.or(Some(k));
                    unknown_keywords += 1;
                }
                None => {
                    return Err(type_error(format!(
                        "{fname}() got an unexpected keyword argument '{k}'"
                    )))
                }
            }
        }
        let count = (args.pos.len() + args.kw.len()).min(5);
        let invalid_here = self.parsed_natively && self.invalid_at_counts & (1 << count) != 0;
        if let Some(m) = self.missing_first {
            // Only keywords, none of them known: the parser's one signature left misses
            // its first argument before it looks at the keywords.
            if !invalid_here
                && args.pos.is_empty()
                && unknown_keywords == args.kw.len()
                && unknown_keywords > 0
            {
                return Err(type_error(format!("{fname}() {m}")));
            }
        }
        let mut missing = false;
        for (i, p) in self.params.iter().enumerate() {
            if given[i] {
                continue;
            }
            if !p.optional {
                if invalid_here {
                    missing = true;
                    continue;
                }
                if self.parsed_natively {
                    return Err(self.missing_natively(fname, i));
                }
                return Err(type_error(format!(
                    "{fname}() missing 1 required positional argument: '{}'",
                    p.name
                )));
            }
            values[i] = p.default.as_ref().map(DefaultValue::value);
        }
        let mut bound = Bound::new(
            fname,
            self.params.iter().map(|p| p.name.clone()).collect(),
            values,
            given,
            extra_kw,
        );
        if star_by_keyword {
            bound.set_star_by_keyword();
        }
        bound.set_positional(positional);
        // Only PyTorch's own parser refuses None for a required int or bool; our internal
        // helpers and Python-written functions take it as a value.
        if self.parsed_natively {
            bound.set_native();
            bound.set_parser_shape(invalid_here, self.expected_signature, star);
            bound.set_required(
                self.params
                    .iter()
                    .map(|p| {
                        !matches!(p.kind, ParamKind::VarArgs | ParamKind::VarKwargs) && !p.optional
                    })
                    .collect(),
            );
        }
        let unknown = unexpected.filter(|_| invalid_here);
        if missing || unknown.is_some() {
            let extra: Vec<(&str, &Value)> = args
                .kw
                .iter()
                .filter(|(k, _)| unknown.is_some() && !self.has_param(k))
                .map(|(k, v)| (k.as_str(), v))
                .collect();
            if let Some(e) = bound.invalid_combination_with(&extra) {
                return Err(e);
            }
        }
        // A None for a parameter PyTorch types as non-optional is its parser's TypeError,
        // found in parameter order before an unknown keyword (Python-written functions
        // that pass it on to a native one give the same).
        for (i, p) in self.params.iter().enumerate() {
            let Some(want) = p.none_refused else { continue };
            if bound.explicit_none(&p.name) != Some(i) {
                continue;
            }
            return Err(match want {
                // The whole message of the native function a Python wrapper passes it to.
                _ if want.starts_with('=') => type_error(&want[1..]),
                // Several signatures fit this many arguments (`x.sum(keepdim=None)`): the
                // parser tries them all and reports the combination, not one parameter.
                _ if invalid_here => bound
                    .invalid_combination()
                    .unwrap_or_else(|| bound.err(&p.name, "?", &Value::None)),
                "*" => bound
                    .invalid_combination()
                    .unwrap_or_else(|| bound.err(&p.name, "?", &Value::None)),
                // "(position 2) Number": a Python wrapper that passes the argument on by
                // position, so PyTorch names the place however it was given.
                _ => match want.split_once(") ") {
                    Some((place, ty)) if want.starts_with("(position") => type_error(format!(
                        "{}(): argument '{}' {place}) must be {ty}, not NoneType",
                        bound.fname(),
                        p.name
                    )),
                    _ => bound.err(&p.name, want, &Value::None),
                },
            });
        }
        // PyTorch's parser reports a keyword it does not know only after every parameter
        // was found (python_arg_parser.cpp).
        if let Some(k) = unexpected {
            return Err(type_error(format!(
                "{fname}() got an unexpected keyword argument '{k}'"
            )));
        }
        Ok(bound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(pos: Vec<Value>, kw: Vec<(&str, Value)>) -> Args {
        Args {
            pos,
            kw: kw.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
        }
    }

    #[test]
    fn renders_as_python_prints_it() {
        let s = Signature::parse("dim, index, *, reduce=None, include_self=True");
        assert_eq!(
            s.render(),
            "(dim, index, *, reduce=None, include_self=True)"
        );
        let s = Signature::parse("obj, /");
        assert_eq!(s.render(), "(obj, /)");
        let s = Signature::parse("*size, dtype=None, **kwargs");
        assert_eq!(s.render(), "(*size, dtype=None, **kwargs)");
        let s = Signature::parse("sep=' ', end='\\n'");
        assert_eq!(s.params[1].default, Some(DefaultValue::Str("\n".into())));
        let s = Signature::parse("pad=(0, 0), mode='constant'");
        assert_eq!(s.params.len(), 2);
        assert_eq!(
            s.params[1].default,
            Some(DefaultValue::Str("constant".into()))
        );
    }

    #[test]
    fn binds_positionals_keywords_and_literal_defaults() {
        let s = Signature::parse("dim=-1, keepdim=False, *, eps=1e-05, mode=None");
        let b = s
            .bind(
                "f",
                &args(vec![Value::Int(2)], vec![("mode", Value::str("x"))]),
            )
            .unwrap();
        assert_eq!(b.i64("dim").unwrap(), Some(2));
        assert!(!b.bool_or("keepdim", true).unwrap());
        assert_eq!(b.f64("eps").unwrap(), Some(1e-5));
        assert_eq!(b.str("mode").unwrap().as_deref(), Some("x"));
        assert!(b.given("dim") && !b.given("keepdim"));
    }

    #[test]
    fn refuses_what_python_refuses() {
        let s = Signature::parse("a, b=1, *, c=2");
        let e = |r: Result<Bound>| r.err().map(|e| e.message).unwrap_or_default();
        assert_eq!(
            e(s.bind("f", &args(vec![Value::Int(1); 3], vec![]))),
            "f() takes from 1 to 2 positional arguments but 3 were given"
        );
        assert_eq!(
            e(s.bind("f", &args(vec![Value::Int(1)], vec![("z", Value::None)]))),
            "f() got an unexpected keyword argument 'z'"
        );
        assert_eq!(
            e(s.bind("f", &args(vec![Value::Int(1)], vec![("a", Value::None)]))),
            "f() got multiple values for argument 'a'"
        );
        assert_eq!(
            e(s.bind("f", &args(vec![], vec![]))),
            "f() missing 1 required positional argument: 'a'"
        );
        let p = Signature::parse("obj, /");
        assert_eq!(
            e(p.bind("len", &args(vec![Value::None], vec![("obj", Value::None)]))),
            "len() got an unexpected keyword argument 'obj'"
        );
        assert_eq!(
            e(p.bind("len", &args(vec![], vec![]))),
            "len() takes exactly one argument (0 given)"
        );
        let p = Signature::parse("a, b, /");
        assert_eq!(
            e(p.bind("divmod", &args(vec![Value::None], vec![]))),
            "divmod expected 2 arguments, got 1"
        );
    }

    #[test]
    fn python_methods_count_self_and_the_parser_names_its_missing_argument_first() {
        let e = |r: Result<Bound>| r.err().map(|e| e.message).unwrap_or_default();
        let mut split = Signature::parse("split_size, dim=0");
        split.counts_self = true;
        assert_eq!(
            e(split.bind("split", &args(vec![Value::Int(1); 3], vec![]))),
            "split() takes from 2 to 3 positional arguments but 4 were given"
        );
        let mut zeros = Signature::parse("*size, dtype=None");
        zeros.parsed_natively = true;
        zeros.missing_first = Some("missing 1 required positional arguments: \"size\"");
        assert_eq!(
            e(zeros.bind("zeros", &args(vec![], vec![("foo", Value::Int(1))]))),
            "zeros() missing 1 required positional arguments: \"size\""
        );
        // A size given: the unknown keyword is the error.
        assert_eq!(
            e(zeros.bind(
                "zeros",
                &args(vec![Value::Int(2)], vec![("foo", Value::Int(1))])
            )),
            "zeros() got an unexpected keyword argument 'foo'"
        );
    }

    #[test]
    fn varargs_and_kwargs_collect_the_rest() {
        let s = Signature::parse("*size, dtype=None, **kwargs");
        let b = s
            .bind(
                "f",
                &args(
                    vec![Value::Int(2), Value::Int(3)],
                    vec![("device", Value::str("cpu"))],
                ),
            )
            .unwrap();
        assert_eq!(b.varargs("size").len(), 2);
        assert_eq!(b.kwargs().len(), 1);
    }
}
