//! The JSON records of `shared/spec/script-json.md`: one per top-level statement.

use super::session::{Outcome, StmtResult};
use super::value::Value;
use crate::dtype::DType;
use crate::error::Result;
use serde_json::{json, Map, Value as Json};
use std::collections::HashMap;

/// Numbers storages in order of first appearance within one run.
#[derive(Default)]
pub struct StorageIds {
    ids: HashMap<u64, usize>,
    /// Storages seen here stay alive, so their addresses stay unique (as torch_run.py keeps
    /// its tensors alive).
    keep: Vec<crate::storage::Storage>,
}

impl StorageIds {
    fn id(&mut self, s: &crate::storage::Storage) -> usize {
        let n = self.ids.len();
        let id = *self.ids.entry(s.visible_address()).or_insert(n);
        self.keep.push(s.clone());
        id
    }
}

fn num(f: f64) -> Json {
    if f.is_nan() {
        json!("nan")
    } else if f.is_infinite() {
        json!(if f > 0.0 { "inf" } else { "-inf" })
    } else {
        json!(f)
    }
}

/// Containers nested deeper than this (a list that holds itself is infinitely deep) are
/// the oracle's RecursionError, as its recursive encoder in CPython meets it.
const MAX_DEPTH: usize = 1000;

/// The most values (tensor elements, container items) one record holds. Each becomes a
/// serde value with its digits kept as text (arbitrary_precision), about 100 bytes with the
/// line it is written to, so 2**20 of them stay near 100 MB and a fraction of a second;
/// a view as cheap to make as `torch.ones(1).expand(2**27)` would otherwise take
/// gigabytes and abort the process, losing every later record. The reference cases hold
/// a few hundred values at most.
pub const MAX_RECORD_VALUES: usize = 1 << 20;

/// What is left of one record's `MAX_RECORD_VALUES`.
struct Budget {
    left: usize,
}

impl Budget {
    fn full() -> Budget {
        Budget {
            left: MAX_RECORD_VALUES,
        }
    }

    /// Takes `n` values from the budget, or refuses the record (before anything of the
    /// `n` values is read or allocated).
    fn take(&mut self, n: Option<usize>, what: &str) -> Result<()> {
        match n.and_then(|n| self.left.checked_sub(n)) {
            Some(left) => {
                self.left = left;
                Ok(())
            }
            None => Err(crate::error::TorchError::new(
                crate::error::ErrorKind::ResourceLimit,
                format!(
                    "the value is too large to record: {what} of {} elements passes the record's limit of {MAX_RECORD_VALUES} values",
                    n.map_or_else(|| format!("more than {}", usize::MAX), |n| n.to_string())
                ),
            )),
        }
    }
}

/// The number of elements `shape` holds, `None` past `usize`.
fn element_count(shape: &[usize]) -> Option<usize> {
    shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))
}

pub fn encode(v: &Value, ids: &mut StorageIds) -> Result<Json> {
    encode_at(v, ids, 0, &mut Budget::full())
}

fn encode_at(v: &Value, ids: &mut StorageIds, depth: usize, budget: &mut Budget) -> Result<Json> {
    if depth >= MAX_DEPTH {
        return Err(crate::error::TorchError::new(
            crate::error::ErrorKind::RecursionError,
            "maximum recursion depth exceeded while calling a Python object",
        ));
    }
    Ok(match v {
        Value::None => json!({"kind": "none"}),
        Value::Bool(b) => json!({"kind": "bool", "value": b}),
        Value::Int(i) => json!({"kind": "int", "value": i}),
        // Every digit, as Python's json writes a big int (serde_json's arbitrary_precision).
        Value::BigInt(b) => {
            let n: serde_json::Number = b.to_string().parse().unwrap_or_else(|_| 0.into());
            json!({"kind": "int", "value": n})
        }
        Value::Float(f) => json!({"kind": "float", "value": num(*f)}),
        Value::Str(s) => json!({"kind": "str", "value": &**s}),
        Value::DType(d) => json!({"kind": "dtype", "value": d.name()}),
        v if super::dtype_objects::marker_name(v).is_some() => {
            json!({"kind": "dtype", "value": super::dtype_objects::marker_name(v)})
        }
        // The oracle reads a tensor through `detach()`, which PyTorch refuses for a lazy
        // module's tensor before it has a shape: its record is that ValueError.
        Value::Tensor(t) if super::tensor_api::is_uninitialized(t) => {
            return Err(super::tensor_api::uninitialized_error(t, "detach"));
        }
        Value::Tensor(t) => {
            budget.take(element_count(&t.shape()), "a tensor")?;
            let values: Vec<Json> = match t.dtype() {
                DType::Bool => t.to_f64_vec()?.iter().map(|&v| json!(v != 0.0)).collect(),
                d if d.is_floating() => t.to_f64_vec()?.iter().map(|&v| num(v)).collect(),
                // uint64's top half comes back from int64 as the unsigned value it is.
                DType::UInt64 => t.to_i64_vec()?.iter().map(|&v| json!(v as u64)).collect(),
                _ => t.to_i64_vec()?.iter().map(|&v| json!(v)).collect(),
            };
            let l = t.layout();
            json!({
                "kind": "tensor",
                "dtype": t.dtype().name(),
                "shape": l.shape(),
                "stride": l.strides(),
                "offset": t.storage_offset(),
                "contiguous": l.is_contiguous(),
                "storage": ids.id(&t.storage()),
                "requires_grad": t.requires_grad(),
                // The foreach ops' nodes have no Python class: PyTorch's record says `CppFunction`.
                "grad_fn": crate::ops::autodiff::checked_grad_fn(t)?
                    .map(|n| super::autograd_api::node_type_name(&n.name)),
                "values": values,
            })
        }
        // A complex tensor: its values as [re, im] pairs (an extension of the record
        // format, whose oracle cannot encode complex values: docs/decisions.md).
        v if super::complex::ComplexTensor::of(v).is_some() => {
            let z = super::complex::ComplexTensor::of(v).expect("checked above");
            budget.take(element_count(&z.shape()), "a tensor")?;
            let values: Vec<Json> = z
                .values()?
                .into_iter()
                .map(|(re, im)| json!([num(re), num(im)]))
                .collect();
            json!({
                "kind": "tensor",
                "dtype": z.dtype_name(),
                "shape": z.shape(),
                "stride": z.strides(),
                "offset": z.offset(),
                "contiguous": z.is_contiguous(),
                "storage": ids.id(&z.pairs.storage()),
                "requires_grad": false,
                "grad_fn": Json::Null,
                "values": values,
            })
        }
        Value::List(_) | Value::Tuple(_) | Value::Size(_) => {
            let len = match v {
                Value::List(l) => l.borrow().len(),
                _ => v.tuple_items().map_or(0, |t| t.len()),
            };
            budget.take(Some(len), "a sequence")?;
            let items: Vec<Value> = match v {
                Value::List(l) => l.borrow().clone(),
                _ => v.tuple_items().unwrap(),
            };
            let mut out = Vec::with_capacity(items.len());
            for i in &items {
                let e = encode_at(i, ids, depth + 1, budget)?;
                let kind = e.get("kind").and_then(|k| k.as_str()).unwrap_or("");
                out.push(if matches!(kind, "bool" | "int" | "float") {
                    e["value"].clone()
                } else {
                    e
                });
            }
            json!({"kind": "tuple", "items": out})
        }
        Value::Object(_) => {
            if let Some(n) = v.downcast::<super::objects::NamedTuple>() {
                let items: Vec<Value> = n.fields.iter().map(|(_, x)| x.clone()).collect();
                return encode_at(&Value::tuple(items), ids, depth + 1, budget);
            }
            json!({"kind": "object", "type": v.class_name()})
        }
        // numpy.float64 is a float (NumPy derives it from Python's float), as the oracle's
        // json writes it.
        Value::Instance(i) if super::builtins::stands_for(v, "float") => match i.get("_v") {
            Some(Value::Float(f)) => json!({"kind": "float", "value": num(f)}),
            _ => json!({"kind": "object", "type": v.class_name()}),
        },
        // An instance of a list subclass is a list, recorded as the oracle records lists.
        Value::Instance(_) if super::builtins::list_stand_in_items(v).is_some() => {
            let items = super::builtins::list_stand_in_items(v).unwrap_or_default();
            return encode_at(&Value::list(items), ids, depth + 1, budget);
        }
        // A namedtuple is a tuple to the recorder, as isinstance says it is.
        Value::Instance(_) if super::builtins::tuple_stand_in_items(v).is_some() => {
            let items = super::builtins::tuple_stand_in_items(v).unwrap_or_default();
            return encode_at(&Value::tuple(items), ids, depth + 1, budget);
        }
        other => json!({"kind": "object", "type": other.class_name()}),
    })
}

/// The record of one statement.
pub fn record(r: &StmtResult, ids: &mut StorageIds) -> Json {
    let mut rec = match &r.outcome {
        Outcome::Done => json!({"kind": "none"}),
        Outcome::Value(v) => encode(v, ids).unwrap_or_else(|e| error_json(&e)),
        Outcome::Error(e) => error_json(e),
    };
    if let Json::Object(m) = &mut rec {
        m.insert("stmt".into(), json!(r.index));
        m.insert("line".into(), json!(r.span.line));
    }
    rec
}

fn error_json(e: &crate::error::TorchError) -> Json {
    let mut m = Map::new();
    m.insert("kind".into(), json!("error"));
    m.insert("error".into(), json!(e.class_name()));
    m.insert("message".into(), json!(e.message));
    if let Some(s) = e.span {
        m.insert("col".into(), json!(s.col));
        m.insert("error_line".into(), json!(s.line));
    }
    Json::Object(m)
}

/// Puts a fresh session where the reference runner (torch_run.py) starts a script: it calls
/// `torch.set_printoptions(precision=6)` first, so a `str(tensor)` record only compares when
/// ours prints the same way. Every producer of records calls it after `Session::new`.
pub fn start_as_reference() {
    use super::format::{set_print_options, PrintOptions};
    set_print_options(PrintOptions {
        precision: 6,
        ..PrintOptions::DEFAULT
    });
}

/// Runs a script and returns its records, as `stridelab run --json` prints them.
pub fn run_records(source: &str) -> Result<Vec<Json>> {
    let mut session = super::Session::new(super::RunOptions::default());
    start_as_reference();
    let mut ids = StorageIds::default();
    let mut out = Vec::new();
    session.run_with(source, |_, r| out.push(record(&r, &mut ids)))?;
    Ok(out)
}

/// The first difference between our records and PyTorch's, judged as
/// `shared/oracle/compare.py` judges them; `None` when they agree.
pub fn compare(ours: &[Json], theirs: &[Json]) -> Option<String> {
    let mut st = (HashMap::new(), HashMap::new());
    for want in theirs {
        let i = want["stmt"].as_u64().unwrap_or(0);
        let line = want["line"].as_u64().unwrap_or(0);
        let Some(mine) = ours.iter().find(|g| g["stmt"].as_u64() == Some(i)) else {
            return Some(format!("stmt {i} (line {line}): no record"));
        };
        if let Some(d) = diff(mine, want, &mut st, &format!("stmt {i} (line {line})")) {
            return Some(d);
        }
    }
    None
}

type StorageMaps = (HashMap<i64, usize>, HashMap<i64, usize>);

fn as_num(v: &Json) -> Option<f64> {
    match v {
        Json::String(s) => match s.as_str() {
            "nan" => Some(f64::NAN),
            "inf" => Some(f64::INFINITY),
            "-inf" => Some(f64::NEG_INFINITY),
            _ => None,
        },
        Json::Bool(_) => None,
        v => v.as_f64(),
    }
}

fn close(a: &Json, b: &Json) -> bool {
    if let (Json::Bool(x), Json::Bool(y)) = (a, b) {
        return x == y;
    }
    // Integers are exact in both records (int tensors, Python ints, the bit views the
    // sum_order cases read); the oracle's relative tolerance would let a bit view agree
    // thousands of units in the last place away (scripts/compare_exact_ints.py).
    if let (Json::Number(x), Json::Number(y)) = (a, b) {
        if !x.is_f64() && !y.is_f64() {
            return x == y;
        }
    }
    match (as_num(a), as_num(b)) {
        (Some(x), Some(y)) => {
            if x.is_nan() || y.is_nan() {
                x.is_nan() && y.is_nan()
            } else if x.is_infinite() || y.is_infinite() {
                x == y
            } else {
                (x - y).abs() <= 1e-5 + 1e-4 * y.abs()
            }
        }
        _ => a == b,
    }
}

fn diff(ours: &Json, theirs: &Json, st: &mut StorageMaps, at: &str) -> Option<String> {
    if !theirs.is_object() {
        return (!close(ours, theirs)).then(|| format!("{at}: got {ours}, expected {theirs}"));
    }
    let kind = theirs["kind"].as_str().unwrap_or("");
    if ours["kind"].as_str() != Some(kind) {
        return Some(format!(
            "{at}: got kind {} ({}), expected {kind} ({})",
            ours["kind"], ours["message"], theirs["message"]
        ));
    }
    match kind {
        "tensor" => {
            for k in [
                "dtype",
                "shape",
                "stride",
                "offset",
                "contiguous",
                "requires_grad",
                "grad_fn",
            ] {
                if ours[k] != theirs[k] {
                    return Some(format!("{at}: {k} {}, expected {}", ours[k], theirs[k]));
                }
            }
            let (o, t) = (
                ours["storage"].as_i64().unwrap_or(-1),
                theirs["storage"].as_i64().unwrap_or(-1),
            );
            let n0 = st.0.len();
            let a = *st.0.entry(o).or_insert(n0);
            let n1 = st.1.len();
            let b = *st.1.entry(t).or_insert(n1);
            if a != b {
                return Some(format!(
                    "{at}: storage identity differs (shared vs fresh storage)"
                ));
            }
            let (ov, tv) = (ours["values"].as_array()?, theirs["values"].as_array()?);
            if ov.len() != tv.len() {
                return Some(format!("{at}: {} values, expected {}", ov.len(), tv.len()));
            }
            ov.iter()
                .zip(tv)
                .enumerate()
                .find(|(_, (a, b))| !close(a, b))
                .map(|(i, (a, b))| format!("{at}: values[{i}] = {a}, expected {b}"))
        }
        "tuple" => {
            let (oi, ti) = (ours["items"].as_array()?, theirs["items"].as_array()?);
            if oi.len() != ti.len() {
                return Some(format!(
                    "{at}: tuple of {}, expected {}",
                    oi.len(),
                    ti.len()
                ));
            }
            oi.iter()
                .zip(ti)
                .enumerate()
                .find_map(|(i, (a, b))| diff(a, b, st, &format!("{at}[{i}]")))
        }
        "bool" | "str" | "dtype" => (ours["value"] != theirs["value"])
            .then(|| format!("{at}: {}, expected {}", ours["value"], theirs["value"])),
        "int" | "float" => (!close(&ours["value"], &theirs["value"]))
            .then(|| format!("{at}: {}, expected {}", ours["value"], theirs["value"])),
        "object" => (ours["type"] != theirs["type"]).then(|| {
            format!(
                "{at}: object of type {}, expected {}",
                ours["type"], theirs["type"]
            )
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_past_the_limit_is_an_error_record_and_later_statements_still_record() {
        // expand(2**27) aborted the process on its 2**27 serde values; every later record
        // was lost.
        let recs =
            run_records("import torch\ntorch.ones(1).expand(2**27)\n[0] * (2**20 + 1)\n40 + 2\n")
                .unwrap();
        assert_eq!(recs.len(), 4);
        assert_eq!(recs[1]["kind"], "error");
        assert_eq!(recs[1]["error"], "ResourceLimitError");
        assert_eq!(
            recs[1]["message"],
            "the value is too large to record: a tensor of 134217728 elements passes the record's limit of 1048576 values"
        );
        assert_eq!(recs[2]["kind"], "error");
        assert_eq!(
            recs[2]["message"],
            "the value is too large to record: a sequence of 1048577 elements passes the record's limit of 1048576 values"
        );
        assert_eq!(recs[3]["kind"], "int");
        assert_eq!(recs[3]["value"], 42);
        assert_eq!(recs[3]["stmt"], 3);
    }

    #[test]
    fn the_limit_counts_every_value_of_one_record_and_allows_exactly_the_limit() {
        let recs = run_records(
            "import torch\ntorch.ones(1).expand(2**20)\n(torch.ones(2**19), torch.ones(2**19 + 1))\n",
        )
        .unwrap();
        assert_eq!(recs[1]["kind"], "tensor");
        assert_eq!(recs[1]["values"].as_array().map(Vec::len), Some(1 << 20));
        // Two tensors that fit alone pass the limit together (with the tuple's 2 items).
        assert_eq!(recs[2]["kind"], "error");
        assert_eq!(recs[2]["error"], "ResourceLimitError");
    }

    #[test]
    fn integers_compare_exactly_and_floats_within_the_tolerance() {
        // A float32 bit view one unit in the last place off (it passed the 1e-4 tolerance).
        assert!(!close(&json!(1113232139), &json!(1113232138)));
        assert!(close(&json!(1113232139), &json!(1113232139)));
        assert!(!close(&json!(u64::MAX), &json!(u64::MAX - 1)));
        assert!(close(&json!(1.00001), &json!(1.0)));
        assert!(!close(&json!(1.01), &json!(1.0)));
        // An int against a float keeps the tolerance (a Python float that prints whole).
        assert!(close(&json!(3), &json!(3.0)));
    }
}
