//! Which parameters refuse an explicit None, and with which PyTorch message.
//!
//! PyTorch's C++ argument parser types every parameter. One with a literal default
//! (`Scalar beta=1`, `bool keepdim=False`) or none is not optional, so `F.softplus(x,
//! beta=None)` is its TypeError, never "use the default". Our signatures are written as
//! Python writes them, without types, so `native_none.tsv` (generated from the installed
//! PyTorch by `scripts/native_none_types.py`) lists these parameters and what the parser
//! says they must be.

use std::collections::HashMap;
use std::sync::LazyLock;

const TABLE: &str = include_str!("native_none.tsv");

/// (qualified name, parameter, message word) for every row of the table.
pub fn rows() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let mut cols = l.splitn(3, '\t');
            Some((cols.next()?, cols.next()?, cols.next()?))
        })
}

type ByName = HashMap<&'static str, Vec<(&'static str, &'static str)>>;

static BY_NAME: LazyLock<ByName> = LazyLock::new(|| {
    let mut m: ByName = HashMap::new();
    for (q, param, want) in rows() {
        m.entry(q).or_default().push((param, want));
    }
    m
});

/// The refusing parameters of `namespace.name` with what each must be: `"Number"`, `"*"`
/// for PyTorch's "invalid combination" message, `"(position 2) Number"` for a Python
/// wrapper that passes the argument on by position, or `"=message"` whole.
pub fn refused(namespace: &str, name: &str) -> &'static [(&'static str, &'static str)] {
    BY_NAME
        .get(format!("{namespace}.{name}").as_str())
        .map_or(&[], Vec::as_slice)
}
