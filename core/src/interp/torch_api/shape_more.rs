//! `torch` functions for the split/rotate/grid ops: the `torch.X(input, ...)` forms of the
//! Tensor methods in `tensor_api/views_more.rs`, plus `meshgrid` and `tril_indices`/
//! `triu_indices`, which have no method form.

use super::{tensor_first, tensor_of, Torch};
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
    r.add("einsum", &["einsum"], "equation, *operands", |it, a| {
        let eq = a.str("equation")?.unwrap_or_default();
        let mut items = a.varargs("operands");
        // `einsum(eq, [a, b])` passes the operands as one list.
        if let [one @ (Value::List(_) | Value::Tuple(_))] = items.as_slice() {
            items = it.collect(one)?;
        }
        let ops = items
            .iter()
            .map(|v| tensor_of(v, "einsum"))
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
