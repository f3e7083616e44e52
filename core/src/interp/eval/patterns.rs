//! Running a `match` statement: which case's pattern fits the subject (PEP 634, with
//! CPython 3.11's rules for what counts as a sequence or a mapping and how class patterns
//! read attributes). Names a pattern captures are bound only when the whole pattern
//! matches, before its guard runs, as CPython's compiler arranges.

use super::Interp;
use crate::error::{type_error, value_error, ErrorKind, Result};
use crate::interp::args::Args;
use crate::interp::ast::{CmpOp, Expr, MatchCase, Pattern, PatternKind};
use crate::interp::builtins;
use crate::interp::value::*;

/// Names captured so far by the pattern being matched.
type Captures = Vec<(String, Value)>;

/// The built-in types whose instances a single positional sub-pattern matches whole
/// (`case int(n):`); CPython marks them with `_Py_TPFLAGS_MATCH_SELF`.
const MATCH_SELF: &[&str] = &[
    "bool",
    "bytearray",
    "bytes",
    "dict",
    "float",
    "frozenset",
    "int",
    "list",
    "set",
    "str",
    "tuple",
];

impl Interp {
    /// The first case whose pattern matches `subject` and whose guard holds.
    pub(crate) fn select_case(
        &mut self,
        subject: &Value,
        cases: &[MatchCase],
    ) -> Result<Option<usize>> {
        for (k, case) in cases.iter().enumerate() {
            let mut captured = Vec::new();
            if !self.match_pattern(&case.pattern, subject, &mut captured)? {
                continue;
            }
            for (name, v) in captured {
                self.set_var(&name, v);
            }
            let holds = match &case.guard {
                Some(g) => {
                    let v = self.eval(g)?;
                    self.truthy(&v)?
                }
                None => true,
            };
            if holds {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    fn match_pattern(&mut self, p: &Pattern, v: &Value, captured: &mut Captures) -> Result<bool> {
        self.tick()?;
        match &p.kind {
            PatternKind::Value(e) => {
                let expected = self.eval(e)?;
                let eq = self.compare(CmpOp::Eq, v, &expected)?;
                self.truthy(&eq)
            }
            PatternKind::Singleton(e) => Ok(is_same(v, &self.eval(e)?)),
            PatternKind::Capture(name) | PatternKind::Star(name) => {
                if let Some(n) = name {
                    captured.push((n.clone(), v.clone()));
                }
                Ok(true)
            }
            PatternKind::As(inner, name) => {
                if !self.match_pattern(inner, v, captured)? {
                    return Ok(false);
                }
                captured.push((name.clone(), v.clone()));
                Ok(true)
            }
            PatternKind::Or(alts) => {
                for alt in alts {
                    let before = captured.len();
                    if self.match_pattern(alt, v, captured)? {
                        return Ok(true);
                    }
                    captured.truncate(before);
                }
                Ok(false)
            }
            PatternKind::Sequence(items) => self.match_sequence(items, v, captured),
            PatternKind::Mapping { keys, values, rest } => {
                self.match_mapping(keys, values, rest.as_deref(), v, captured)
            }
            PatternKind::Class { cls, args, kwargs } => {
                self.match_class(cls, args, kwargs, v, captured)
            }
        }
    }

    fn py_len(&mut self, v: &Value) -> Result<usize> {
        match builtins::py_builtin(self, "len", Args::new(vec![v.clone()]))? {
            Value::Int(n) => Ok(n.max(0) as usize),
            _ => Err(crate::error::TorchError::new(
                ErrorKind::OverflowError,
                "Python int too large to convert to C ssize_t",
            )),
        }
    }

    /// `[a, *rest, b]`: the subject must be a sequence (not a str) of a fitting length.
    fn match_sequence(
        &mut self,
        items: &[Pattern],
        v: &Value,
        captured: &mut Captures,
    ) -> Result<bool> {
        if !is_sequence(v) {
            return Ok(false);
        }
        let len = self.py_len(v)?;
        let star = items
            .iter()
            .position(|p| matches!(p.kind, PatternKind::Star(_)));
        let fixed = items.len() - star.is_some() as usize;
        if star.is_none() && len != fixed || len < fixed {
            return Ok(false);
        }
        let Some(at) = star else {
            let values = self.collect(v)?;
            return self.match_all(items.iter().zip(values.iter()), captured);
        };
        let after = items.len() - at - 1;
        if matches!(items[at].kind, PatternKind::Star(Some(_))) {
            // A captured star takes a list of the middle items (CPython unpacks them all).
            let values = self.collect(v)?;
            let middle = values[at..values.len() - after].to_vec();
            let mut pairs: Vec<(&Pattern, Value)> = items[..at]
                .iter()
                .zip(values[..at].iter().cloned())
                .collect();
            pairs.push((&items[at], Value::list(middle)));
            pairs.extend(
                items[at + 1..]
                    .iter()
                    .zip(values[len - after..].iter().cloned()),
            );
            return self.match_all(pairs.iter().map(|(p, v)| (*p, v)), captured);
        }
        // `*_` reads only the items around it, by index, as CPython does.
        let mut pairs = Vec::new();
        for (k, p) in items.iter().enumerate().filter(|(k, _)| *k != at) {
            let index = if k < at { k } else { len - (items.len() - k) };
            let item = self.getitem(v, &Value::Int(index as i64))?;
            pairs.push((p, item));
        }
        self.match_all(pairs.iter().map(|(p, v)| (*p, v)), captured)
    }

    fn match_all<'a>(
        &mut self,
        pairs: impl Iterator<Item = (&'a Pattern, &'a Value)>,
        captured: &mut Captures,
    ) -> Result<bool> {
        for (p, v) in pairs {
            if !self.match_pattern(p, v, captured)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `{"k": v, **rest}`: the subject must be a mapping holding every key; values are read
    /// with its `get`, so a defaultdict makes no entries.
    fn match_mapping(
        &mut self,
        keys: &[Expr],
        values: &[Pattern],
        rest: Option<&str>,
        v: &Value,
        captured: &mut Captures,
    ) -> Result<bool> {
        if !is_mapping(v) || self.py_len(v)? < keys.len() {
            return Ok(false);
        }
        let mut seen = Dict::default();
        let mut found = Vec::new();
        let get = self.getattr(v, "get")?;
        let missing = Value::list(vec![]);
        for k in keys {
            let key = self.eval(k)?;
            if seen.get(&key)?.is_some() {
                let r = self.repr(&key)?;
                return Err(value_error(format!(
                    "mapping pattern checks duplicate key ({r})"
                )));
            }
            seen.set(key.clone(), Value::None)?;
            let item = self.call(&get, Args::new(vec![key.clone(), missing.clone()]))?;
            if is_same(&item, &missing) {
                return Ok(false);
            }
            found.push((key, item));
        }
        for (p, (_, item)) in values.iter().zip(found.iter()) {
            if !self.match_pattern(p, item, captured)? {
                return Ok(false);
            }
        }
        if let Some(name) = rest {
            let copy = builtins::py_builtin(self, "dict", Args::new(vec![v.clone()]))?;
            if let Value::Dict(d) = &copy {
                for (key, _) in &found {
                    d.borrow_mut().remove(key)?;
                }
            }
            captured.push((name.to_string(), copy));
        }
        Ok(true)
    }

    /// `Point(x, y=0)`: an isinstance check, then the attributes `__match_args__` names for
    /// the positional sub-patterns and those the keywords name.
    fn match_class(
        &mut self,
        cls: &Expr,
        args: &[Pattern],
        kwargs: &[(String, Pattern)],
        v: &Value,
        captured: &mut Captures,
    ) -> Result<bool> {
        let class = self.eval(cls)?;
        if !builtins::is_type_value(&class) {
            return Err(type_error("called match pattern must be a type"));
        }
        let isinstance = builtins::py_builtin(
            self,
            "isinstance",
            Args::new(vec![v.clone(), class.clone()]),
        )?;
        if !self.truthy(&isinstance)? {
            return Ok(false);
        }
        let class_name = match self.getattr(&class, "__name__")? {
            Value::Str(s) => s.to_string(),
            _ => v.type_name(),
        };
        let mut names: Vec<String> = Vec::new();
        let mut subjects: Vec<(&Pattern, Value)> = Vec::new();
        if !args.is_empty() {
            let match_args = match self.getattr(&class, "__match_args__") {
                Ok(Value::Tuple(t)) => Some(t.to_vec()),
                Ok(other) => {
                    return Err(type_error(format!(
                        "{class_name}.__match_args__ must be a tuple (got {})",
                        other.type_name()
                    )))
                }
                Err(e) if e.kind == ErrorKind::AttributeError => None,
                Err(e) => return Err(e),
            };
            let self_matching = match_args.is_none() && matches_self(&class);
            let allowed = match &match_args {
                Some(m) => m.len(),
                None => self_matching as usize,
            };
            if args.len() > allowed {
                return Err(type_error(format!(
                    "{class_name}() accepts {allowed} positional sub-pattern{} ({} given)",
                    if allowed == 1 { "" } else { "s" },
                    args.len()
                )));
            }
            if self_matching {
                subjects.push((&args[0], v.clone()));
            } else {
                for (p, name) in args.iter().zip(match_args.unwrap_or_default()) {
                    let Value::Str(name) = name else {
                        return Err(type_error(format!(
                            "__match_args__ elements must be strings (got {})",
                            name.type_name()
                        )));
                    };
                    match self.class_attribute(&class_name, v, &name, &mut names)? {
                        Some(item) => subjects.push((p, item)),
                        None => return Ok(false),
                    }
                }
            }
        }
        for (name, p) in kwargs {
            match self.class_attribute(&class_name, v, name, &mut names)? {
                Some(item) => subjects.push((p, item)),
                None => return Ok(false),
            }
        }
        self.match_all(subjects.iter().map(|(p, v)| (*p, v)), captured)
    }

    /// One attribute a class pattern reads; None when the subject lacks it.
    fn class_attribute(
        &mut self,
        class_name: &str,
        v: &Value,
        name: &str,
        seen: &mut Vec<String>,
    ) -> Result<Option<Value>> {
        if seen.iter().any(|s| s == name) {
            return Err(type_error(format!(
                "{class_name}() got multiple sub-patterns for attribute {}",
                builtins::py_str_repr(name)
            )));
        }
        seen.push(name.to_string());
        match self.getattr(v, name) {
            Ok(item) => Ok(Some(item)),
            Err(e) if e.kind == ErrorKind::AttributeError => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// What a sequence pattern accepts: CPython's `Py_TPFLAGS_SEQUENCE` types (list, tuple
/// and its subclasses, range, deque), never a str, a dict or a tensor.
fn is_sequence(v: &Value) -> bool {
    match v {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Size(_)
        | Value::Range(..)
        | Value::BigRange(_) => true,
        Value::Instance(i) => {
            builtins::stands_for(v, "tuple")
                || builtins::stands_for(v, "list")
                || i.class().is_subclass_of("deque")
        }
        Value::Object(_) => builtins::stands_for(v, "tuple"),
        _ => false,
    }
}

/// What a mapping pattern accepts: dict and its subclasses (`Py_TPFLAGS_MAPPING`).
fn is_mapping(v: &Value) -> bool {
    matches!(v, Value::Dict(_)) || builtins::stands_for(v, "dict")
}

/// Built-in types (and classes standing for them) whose one positional sub-pattern is the
/// subject itself.
fn matches_self(class: &Value) -> bool {
    match class {
        // torch.Size is a tuple subclass.
        Value::Builtin(b) => MATCH_SELF.contains(&b.name.as_str()) || b.name == "torch.Size",
        Value::Class(c) => MATCH_SELF.iter().any(|t| builtins::class_stands_for(c, t)),
        _ => false,
    }
}
