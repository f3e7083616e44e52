//! `F.interpolate`'s `size=`: torch/nn/functional.py's own checks of a sequence (its length,
//! then `_is_integer` of each item), then the parse of the list it hands the native kernel
//! (one item repeated per spatial dim when `size` is one value), with the refusal text of
//! the kernel that mode calls (`upsample_nearest1d()`, `adaptive_avg_pool2d()`, ...).

use crate::error::{type_error, value_error, ErrorKind, Result};
use crate::interp::args::{to_i64, Args};
use crate::interp::eval::Interp;
use crate::interp::value::Value;

/// The output size for `k` spatial dims. The outer error is functional.py's (raised at
/// once); the inner one the kernel's parse, which the caller raises only once the mode and
/// input checks before the kernel call have passed.
pub(super) fn output_size(
    it: &mut Interp,
    v: &Value,
    k: usize,
    (mode, antialias): (&str, bool),
    spatial: &str,
) -> Result<std::result::Result<Vec<i64>, crate::error::TorchError>> {
    let seq = match v {
        Value::List(l) => Some((l.borrow().clone(), false)),
        Value::Tuple(_) | Value::Size(_) => Some((v.tuple_items().unwrap_or_default(), true)),
        // A namedtuple is the tuple it is.
        _ => crate::interp::builtins::tuple_stand_in_items(v).map(|items| (items, true)),
    };
    let (items, tuple) = match seq {
        Some((items, tuple)) => {
            if items.len() != k {
                return Err(value_error(format!(
                    "Input and output must have the same number of spatial dimensions, but got input with spatial dimensions of {spatial} and output size of {}. Please provide input tensor in (N, C, d1, d2, ...,dK) format and output size in (o1, o2, ...,oK) format.",
                    it.repr(v)?
                )));
            }
            if !items.iter().all(is_integer) {
                let types = items
                    .iter()
                    .map(|x| class_repr(it, x))
                    .collect::<Result<Vec<_>>>()?;
                return Err(type_error(format!(
                    "expected size to be one of int or Tuple[int] or Tuple[int, int] or Tuple[int, int, int], but got size with types [{}]",
                    types.join(", ")
                )));
            }
            (items, tuple)
        }
        None => (vec![v.clone(); k], false),
    };
    let mut out = Vec::with_capacity(items.len());
    for (pos, x) in items.iter().enumerate() {
        // Past 64 bits the parser's unpacking fails (PyTorch's text then carries a C++
        // stack trace, left out here).
        if let Value::BigInt(_) = x {
            return Ok(Err(type_error(format!(
                "{}(): argument 'output_size' failed to unpack the object at pos {} with error \"Overflow when unpacking long long",
                kernel_name(mode, antialias, k),
                pos + 1
            ))));
        }
        match native_int(x) {
            Ok(Some(i)) => out.push(i),
            Ok(None) => return Ok(Err(parse_error((mode, antialias), k, &items, tuple, pos))),
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(out))
}

/// torch/nn/functional.py's `_is_integer`: an int (bool too), a NumPy integer, or a tensor
/// that is not floating.
fn is_integer(x: &Value) -> bool {
    match x {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => true,
        Value::Tensor(t) => !t.dtype().is_floating(),
        _ => crate::interp::args::numpy_number(x)
            .is_some_and(|n| matches!(n, Value::Int(_) | Value::Bool(_))),
    }
}

/// An item as the native parser's "tuple of ints" reads it: no bool, a tensor only when it
/// is one integer; an int past 64 bits is the conversion's OverflowError.
fn native_int(x: &Value) -> Result<Option<i64>> {
    if matches!(x, Value::Bool(_)) {
        return Ok(None);
    }
    if let Value::Tensor(t) = x {
        if t.dtype() == crate::dtype::DType::Bool {
            return Ok(None);
        }
    }
    match to_i64(x) {
        Ok(i) => Ok(Some(i)),
        Err(e) if e.kind == ErrorKind::OverflowError => Err(e),
        Err(_) => Ok(None),
    }
}

fn class_repr(it: &mut Interp, x: &Value) -> Result<String> {
    let ty = it.call(&Value::builtin("type"), Args::new(vec![x.clone()]))?;
    it.repr(&ty)
}

/// The refusal of the native kernel `mode` calls with this output size list.
fn parse_error(
    (mode, antialias): (&str, bool),
    k: usize,
    items: &[Value],
    tuple: bool,
    pos: usize,
) -> crate::error::TorchError {
    if mode == "area" {
        return type_error(format!(
            "{}(): argument 'output_size' (position 2) must be tuple of ints, but found element of type {} at pos {pos}",
            kernel_name(mode, antialias, k),
            items[pos].type_name()
        ));
    }
    let kernel = kernel_name(mode, antialias, k);
    let interpolating = mode != "nearest" && mode != "nearest-exact";
    let names: Vec<String> = items.iter().map(|x| x.type_name()).collect();
    let (kind, shown) = if tuple {
        let trail = if names.len() == 1 { "," } else { "" };
        ("tuple", format!("({}{trail})", names.join(", ")))
    } else {
        ("list", format!("[{}]", names.join(", ")))
    };
    let ac = if interpolating {
        "bool align_corners, "
    } else {
        ""
    };
    let ac_got = if interpolating { "bool, " } else { "" };
    let scales = match k {
        1 => "float scales = None, ",
        2 => "float scales_h = None, float scales_w = None, ",
        _ => "float scales_d = None, float scales_h = None, float scales_w = None, ",
    };
    type_error(format!(
        "{kernel}() received an invalid combination of arguments - got (Tensor, {kind}, {ac_got}NoneType), but expected one of:\n * (Tensor input, tuple of ints output_size, {ac}tuple of floats scale_factors)\n      didn't match because some of the arguments have invalid types: (Tensor, !{kind} of {shown}!, {ac_got}!NoneType!)\n * (Tensor input, tuple of ints output_size, {ac}{scales}*, Tensor out = None)\n"
    ))
}

/// The native function a mode calls for `k` spatial dims.
fn kernel_name(mode: &str, antialias: bool, k: usize) -> String {
    match mode {
        "area" => format!("adaptive_avg_pool{k}d"),
        "nearest-exact" => format!("_upsample_nearest_exact{k}d"),
        _ if antialias => format!("_upsample_{mode}{k}d_aa"),
        _ => format!("upsample_{mode}{k}d"),
    }
}
