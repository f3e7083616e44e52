//! `from M import *`: the names CPython binds. A module that defines `__all__` (one written
//! here, such as torch.utils.data) binds those, in order, and a listed name it lacks is
//! CPython's AttributeError. Otherwise the real module's star names decide
//! (star_exports.tsv, from scripts/star_exports.py): our native namespaces have no
//! `__all__`, and our Python modules import helpers (`import math`) that the real module's
//! `__all__` leaves out; of those names, the ones we have are bound (docs/decisions.md,
//! "Stop 71: star import"). A module with neither binds its public names, as CPython does.

use super::eval::Interp;
use super::stdlib::PyModule;
use super::value::*;
use crate::error::{type_error, ErrorKind, Result, TorchError};

/// PyTorch's and CPython's star names, one module a line: `module<TAB>name name ...`.
const TABLE: &str = include_str!("star_exports.tsv");

fn recorded(module: &str) -> Option<impl Iterator<Item = &'static str>> {
    TABLE.lines().find_map(|line| {
        let (m, names) = line.split_once('\t')?;
        (m == module).then(|| names.split_whitespace())
    })
}

fn py_module(ns: &Value) -> Option<&PyModule> {
    match ns {
        Value::Object(o) => o.as_any().downcast_ref::<PyModule>(),
        _ => None,
    }
}

/// The (name, value) pairs `from module import *` binds, in binding order.
pub fn names(it: &mut Interp, module: &str, ns: &Value) -> Result<Vec<(String, Value)>> {
    let own_all = py_module(ns).and_then(|m| m.env.vars.borrow().get("__all__").cloned());
    if let Some(all) = own_all {
        let mut out = Vec::new();
        for item in it.collect(&all)? {
            let Value::Str(n) = &item else {
                return Err(type_error(format!(
                    "Item in {module}.__all__ must be str, not {}",
                    item.type_name()
                )));
            };
            let v = it.getattr(ns, n).map_err(|_| {
                TorchError::new(
                    ErrorKind::AttributeError,
                    format!("module '{module}' has no attribute '{n}'"),
                )
            })?;
            out.push((n.to_string(), v));
        }
        return Ok(out);
    }
    let candidates: Vec<String> = match recorded(module) {
        Some(names) => names.map(String::from).collect(),
        None => public(match py_module(ns) {
            Some(m) => m.names(it),
            None => {
                let listed = it.call(
                    &Value::builtin("dir"),
                    super::args::Args::new(vec![ns.clone()]),
                )?;
                it.collect(&listed)?
                    .iter()
                    .filter_map(|n| match n {
                        Value::Str(s) => Some(s.to_string()),
                        _ => None,
                    })
                    .collect()
            }
        }),
    };
    let mut out = Vec::new();
    for n in candidates {
        match it.getattr(ns, &n) {
            Ok(v) => out.push((n, v)),
            Err(e) if e.kind.stops_the_script() => return Err(e),
            // A name the real module has and we do not: left unbound.
            Err(_) => {}
        }
    }
    Ok(out)
}

/// The names not starting with `_`, which a module without `__all__` exports.
fn public(names: Vec<String>) -> Vec<String> {
    names.into_iter().filter(|n| !n.starts_with('_')).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_lines_are_module_tab_names() {
        for line in TABLE.lines() {
            let (m, names) = line.split_once('\t').expect("module<TAB>names");
            assert!(!m.is_empty() && !m.contains(' '), "{line}");
            assert!(!names.contains('\t'), "{m}");
        }
    }

    #[test]
    fn recorded_names_follow_the_real_modules() {
        let math: Vec<_> = recorded("math").expect("math").collect();
        assert!(math.contains(&"pi") && math.contains(&"floor"));
        // torch.nn has no `__all__`: its public names, submodules included.
        let nn: Vec<_> = recorded("torch.nn").expect("torch.nn").collect();
        assert!(nn.contains(&"Linear") && nn.contains(&"functional"));
        assert!(recorded("stridelab").is_none());
    }
}
