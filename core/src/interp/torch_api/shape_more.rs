//! `torch` functions for the split/rotate/grid ops: the `torch.X(input, ...)` forms of the
//! Tensor methods in `tensor_api/views_more.rs`, plus `meshgrid` and `tril_indices`/
//! `triu_indices`, which have no method form.

use super::{tensor_first, tensor_of, Torch};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::shape_more;

/// Tensor methods of this topic that are also `torch` functions.
const SHARED: &[&str] = &[
    "tensor_split",
    "hsplit",
    "vsplit",
    "dsplit",
    "swapdims",
    "ravel",
    "rot90",
    "diag_embed",
    "broadcast_to",
];

/// The index and mask methods that are also `torch` functions.
const INDEXING: &[&str] = &[
    "index_add",
    "index_copy",
    "index_fill",
    "index_put",
    "index_put_",
    "take",
    "take_along_dim",
    "masked_select",
    "masked_scatter",
    "scatter_reduce",
    "argwhere",
];

/// The scans and order statistics that are also `torch` functions.
const ORDER: &[&str] = &[
    "cumprod",
    "cummax",
    "cummin",
    "logcumsumexp",
    "msort",
    "kthvalue",
    "median",
    "nanmedian",
    "quantile",
    "nanquantile",
    "mode",
    "bincount",
    "histc",
];

pub fn register(r: &mut Torch) {
    let topic = "views (splits, rotations, grids)";
    tensor_first::share(r, topic, SHARED);
    tensor_first::share(r, "indexing along a dim and by mask", INDEXING);
    tensor_first::share(r, "scans and order statistics", ORDER);
    tensor_first::share(r, "kron, fmax, fmin", &["kron", "fmax", "fmin"]);
    // torch/functional.py's `einsum(*args)`: an equation and operands, or operands each
    // followed by its subscript list.
    r.add("einsum", &["einsum"], "*args", |it, a| {
        let args = a.varargs("args");
        let [first, rest @ ..] = args.as_slice() else {
            return Err(crate::error::value_error(EINSUM_TOO_FEW));
        };
        if rest.is_empty() {
            return Err(crate::error::value_error(EINSUM_TOO_FEW));
        }
        let Value::Str(eq) = first else {
            return einsum_sublists(it, args.clone());
        };
        let eq = eq.to_string();
        let mut items = rest.to_vec();
        // `einsum(eq, [a, b])` passes the operands as one list.
        if let [one @ (Value::List(_) | Value::Tuple(_))] = items.as_slice() {
            items = it.collect(one)?;
        }
        // torch/functional.py passes the operands on as one list: the parser names the
        // element that is not a tensor.
        let ops = items
            .iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::Tensor(t) => Ok(t.clone()),
                other => Err(crate::error::type_error(format!(
                    "expected Tensor as element {i} in argument 1, but got {}",
                    other.type_name()
                ))),
            })
            .collect::<crate::error::Result<Vec<_>>>()?;
        Ok(Value::Tensor(crate::ops::einsum::einsum(&eq, &ops)?))
    });
    r.add(topic, &["meshgrid"], "*tensors, indexing=None", |it, a| {
        let mut items = a.varargs("tensors");
        // `meshgrid([a, b])` passes the tensors as one list.
        if let [one @ (Value::List(_) | Value::Tuple(_))] = items.as_slice() {
            items = it.collect(one)?;
        }
        let ts = items
            .iter()
            .map(|v| tensor_of(v, "meshgrid"))
            .collect::<crate::error::Result<Vec<_>>>()?;
        // Without `indexing` PyTorch warns and uses 'ij' (the warning goes to stderr).
        let indexing = a.str("indexing")?.unwrap_or_else(|| "ij".into());
        let grids = shape_more::meshgrid(&ts, &indexing)?;
        Ok(Value::tuple(grids.into_iter().map(Value::Tensor).collect()))
    });
    // ATen's pad under its own name (what F.pad's constant mode calls): no Tensor method.
    r.add(
        "padding",
        &["constant_pad_nd"],
        "input, pad, value=0",
        |_, a| {
            let x = a.tensor("input")?;
            let pad = a.int_list("pad")?.unwrap_or_default();
            let value = a.scalar("value")?.unwrap_or(crate::scalar::Scalar::Int(0));
            Ok(Value::Tensor(crate::ops::arrange::constant_pad_nd(
                &x, &pad, value,
            )?))
        },
    );
    r.add_each(
        topic,
        &["tril_indices", "triu_indices"],
        "row, col, offset=0, *, dtype=None, device=None, layout=None",
        |_, a| {
            let device = a
                .device("device")?
                .unwrap_or_else(crate::device::default_device);
            Ok(Value::Tensor(shape_more::tri_indices(
                a.fname() == "tril_indices",
                a.i64_or("row", 0)?,
                a.i64_or("col", 0)?,
                a.i64_or("offset", 0)?,
                a.dtype("dtype")?,
                device,
            )?))
        },
    );
}

/// `einsum(a, [0, 1], b, [1, 2], [0, 2])`: operands each followed by its subscripts as ints
/// (0-25 are 'A'-'Z', 26-51 'a'-'z', `...` an ellipsis) and an optional output list,
/// turned into the equation string as torch/functional.py does.
const EINSUM_TOO_FEW: &str = "einsum(): must specify the equation string and at least one operand, or at least one operand and its subscripts list";

fn einsum_sublists(it: &mut Interp, items: Vec<Value>) -> crate::error::Result<Value> {
    let mut letters = |v: &Value| -> crate::error::Result<String> {
        let mut out = String::new();
        for s in it.collect(v)? {
            if let Value::Ellipsis = s {
                out.push_str("...");
                continue;
            }
            // Each subscript is read as an index (`operator.index`), then range-checked.
            let n = match &s {
                Value::Tensor(t) if t.numel() != 1 || t.dtype().is_floating() => {
                    return Err(crate::error::type_error(
                        "only integer tensors of a single element can be converted to an index",
                    ))
                }
                other => crate::interp::args::to_i64(other)?,
            };
            match n {
                0..=25 => out.push((b'A' + n as u8) as char),
                26..=51 => out.push((b'a' + (n - 26) as u8) as char),
                _ => return Err(crate::error::value_error(
                    "einsum(): subscript in subscript list is not within the valid range [0, 52)",
                )),
            }
        }
        Ok(out)
    };
    let mut inputs = Vec::new();
    let mut tensors = Vec::new();
    for pair in items.chunks(2).filter(|c| c.len() == 2) {
        tensors.push(tensor_of(&pair[0], "einsum")?);
        inputs.push(letters(&pair[1])?);
    }
    let mut eq = inputs.join(",");
    if items.len() % 2 == 1 {
        eq.push_str("->");
        eq.push_str(&letters(&items[items.len() - 1])?);
    }
    Ok(Value::Tensor(crate::ops::einsum::einsum(&eq, &tensors)?))
}
