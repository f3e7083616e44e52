//! What `inspect.signature` reads (stdlib/inspect.py): the parameters of a script's
//! function, a class's `__init__`, or a native function's registry signature (the same
//! text `docs/api.md` shows and binding enforces), as (name, kind, default) rows.

use super::signature::{DefaultValue, ParamKind, Signature};
use super::value::*;

/// `inspect.Parameter`'s kinds, by their values there.
const POSITIONAL_ONLY: i64 = 0;
const POSITIONAL_OR_KEYWORD: i64 = 1;
const VAR_POSITIONAL: i64 = 2;
const KEYWORD_ONLY: i64 = 3;
const VAR_KEYWORD: i64 = 4;

/// One parameter: its name, kind, and default (None when it has none; a native default
/// that is not a plain literal comes as its text, tagged, for the Python side to read).
fn row(name: &str, kind: i64, default: Option<Value>) -> Value {
    Value::tuple(vec![
        Value::str(name),
        Value::Int(kind),
        Value::Bool(default.is_some()),
        default.unwrap_or(Value::None),
    ])
}

/// The rows of a function's signature, or None when it has none stridelab knows.
pub fn signature_rows(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Function(f) => Some(function_rows(f, f.bound.is_some())),
        Value::Class(c) => match c.lookup("__init__") {
            Some((Value::Function(f), _)) => Some(function_rows(&f, true)),
            Some(_) => None,
            None => Some(vec![]),
        },
        Value::Builtin(b) => builtin_signature(b).map(|s| native_rows(&s)),
        _ => None,
    }
}

fn function_rows(f: &Function, drop_first: bool) -> Vec<Value> {
    let mut rows = Vec::new();
    let mut keyword_only = false;
    for (i, p) in f.def.params.iter().enumerate() {
        if drop_first && i == 0 && p.star == 0 {
            continue;
        }
        let kind = match p.star {
            1 => {
                keyword_only = true;
                VAR_POSITIONAL
            }
            2 => VAR_KEYWORD,
            3 => {
                // A bare `*`: not a parameter, but what follows is keyword-only.
                keyword_only = true;
                continue;
            }
            _ if p.pos_only => POSITIONAL_ONLY,
            _ if keyword_only => KEYWORD_ONLY,
            _ => POSITIONAL_OR_KEYWORD,
        };
        let default = f.defaults.get(i).cloned().flatten();
        rows.push(row(&p.name, kind, default));
    }
    rows
}

fn native_rows(s: &Signature) -> Vec<Value> {
    s.params
        .iter()
        .map(|p| {
            let kind = match p.kind {
                ParamKind::PositionalOnly => POSITIONAL_ONLY,
                ParamKind::Normal => POSITIONAL_OR_KEYWORD,
                ParamKind::KeywordOnly => KEYWORD_ONLY,
                ParamKind::VarArgs => VAR_POSITIONAL,
                ParamKind::VarKwargs => VAR_KEYWORD,
            };
            let default = match (&p.default, &p.default_text) {
                (Some(DefaultValue::Bool(b)), _) => Some(Value::Bool(*b)),
                (Some(DefaultValue::Int(i)), _) => Some(Value::Int(*i)),
                (Some(DefaultValue::Float(f)), _) => Some(Value::Float(*f)),
                (Some(DefaultValue::Str(s)), _) => Some(Value::str(s)),
                (None, Some(t)) if t == "None" => Some(Value::None),
                // `(0.9, 0.999)`, `torch.strided`: the Python side reads the text.
                (None, Some(t)) => Some(Value::tuple(vec![Value::str("__text__"), Value::str(t)])),
                (None, None) => None,
            };
            row(&p.name, kind, default)
        })
        .collect()
}

/// The registry signature of a native function or class (`torch.optim.AdamW`, `len`,
/// `torch.zeros`, `F.relu`, a tensor's bound method).
fn builtin_signature(b: &Builtin) -> Option<Signature> {
    let name = b.name.as_str();
    if b.recv.is_some() {
        return super::tensor_api::METHODS
            .get(name)
            .map(|e| e.signature.clone());
    }
    if let Some(n) = name.strip_prefix("math.") {
        return super::torch_api::math::MATH
            .get(n)
            .map(|e| e.signature.clone());
    }
    if let Some(n) = name.strip_prefix("torch.nn.functional.") {
        return super::functional::FUNCTIONAL
            .get(n)
            .map(|e| e.signature.clone());
    }
    if let Some(n) = name.strip_prefix("torch.linalg.") {
        return super::torch_api::linalg::LINALG
            .get(n)
            .map(|e| e.signature.clone());
    }
    if let Some(n) = name.strip_prefix("torch.signal.windows.") {
        return super::torch_api::spectral::SIGNAL_WINDOWS
            .get(n)
            .map(|e| e.signature.clone());
    }
    if let Some(n) = name.strip_prefix("torch.special.") {
        return super::torch_api::special::SPECIAL
            .get(n)
            .map(|e| e.signature.clone());
    }
    if name.starts_with("torch.nn.")
        || name.starts_with("torch.optim.")
        || name.starts_with("torch.autograd.")
    {
        return super::nn::constructor_signature(name);
    }
    if let Some(n) = name.strip_prefix("torch.") {
        return match super::torch_api::TORCH.get(n) {
            Some(e) => Some(e.signature.clone()),
            None => super::functional::FUNCTIONAL
                .get(n)
                .map(|e| e.signature.clone()),
        };
    }
    super::builtins::PY_BUILTINS
        .get(name)
        .map(|e| e.signature.clone())
}
