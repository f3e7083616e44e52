//! Assignment: plain and tuple targets with unpacking, augmented assignment
//! (`+=` in place for tensors and lists) and `del`.

use super::Interp;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::ast::*;
use crate::interp::builtins;
use crate::interp::tensor_api;
use crate::interp::value::*;

impl Interp {
    // ------------------------------------------------------------------ assignment

    pub fn assign(&mut self, target: &Expr, v: Value) -> Result<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                self.set_var(n, v);
                Ok(())
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                self.setattr(&o, name, v).map_err(|e| e.at(target.span))
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                self.setitem(&o, &i, v).map_err(|e| e.at(target.span))
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let vals = self.unpack(
                    &v,
                    items.len(),
                    items
                        .iter()
                        .position(|i| matches!(i.kind, ExprKind::Starred(_))),
                )?;
                for (t, val) in items.iter().zip(vals) {
                    match &t.kind {
                        ExprKind::Starred(inner) => self.assign(inner, val)?,
                        _ => self.assign(t, val)?,
                    }
                }
                Ok(())
            }
            _ => Err(
                TorchError::new(ErrorKind::SyntaxError, "cannot assign to expression")
                    .at(target.span),
            ),
        }
    }

    /// Splits an iterable into `n` values for tuple assignment (one of them may be starred).
    fn unpack(&mut self, v: &Value, n: usize, star: Option<usize>) -> Result<Vec<Value>> {
        let items = self.collect(v)?;
        match star {
            None => {
                if items.len() != n {
                    return Err(TorchError::new(
                        ErrorKind::ValueError,
                        if items.len() > n {
                            format!("too many values to unpack (expected {n})")
                        } else {
                            format!(
                                "not enough values to unpack (expected {n}, got {})",
                                items.len()
                            )
                        },
                    ));
                }
                Ok(items)
            }
            Some(s) => {
                if items.len() < n - 1 {
                    return Err(TorchError::new(
                        ErrorKind::ValueError,
                        format!(
                            "not enough values to unpack (expected at least {}, got {})",
                            n - 1,
                            items.len()
                        ),
                    ));
                }
                let after = n - 1 - s;
                let mut out: Vec<Value> = items[..s].to_vec();
                out.push(Value::list(items[s..items.len() - after].to_vec()));
                out.extend(items[items.len() - after..].iter().cloned());
                Ok(out)
            }
        }
    }

    pub(super) fn aug_assign(&mut self, target: &Expr, op: BinOp, value: &Expr) -> Result<()> {
        let rhs = self.eval(value)?;
        match &target.kind {
            ExprKind::Name(n) => {
                let cur = self.lookup(n)?;
                let v = self.inplace_binop(op, &cur, &rhs)?;
                self.set_var(n, v);
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                let cur = self.getattr(&o, name)?;
                let v = self.inplace_binop(op, &cur, &rhs)?;
                self.setattr(&o, name, v)?;
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                let cur = self.getitem(&o, &i)?;
                let v = self.inplace_binop(op, &cur, &rhs)?;
                self.setitem(&o, &i, v)?;
            }
            _ => {
                return Err(TorchError::new(
                    ErrorKind::SyntaxError,
                    "illegal expression for augmented assignment",
                ))
            }
        }
        Ok(())
    }

    /// `a op= b`: in place for tensors (`__iadd__`) and lists, a rebinding otherwise.
    pub(crate) fn inplace_binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        crate::interp::vmap::check_inplace(&super::special::inplace_name(op), a, &[b])?;
        if crate::interp::vmap::active() {
            return crate::interp::vmap::propagate(&[a, b], || self.inplace_binop_values(op, a, b));
        }
        self.inplace_binop_values(op, a, b)
    }

    fn inplace_binop_values(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        if let Some(r) = self.special_inplace(op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = crate::interp::lending::lend(self, || builtins::set_inplace(op, a, b)) {
            return r;
        }
        if let Some(r) = crate::interp::pybytearray::inplace(self, op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = crate::interp::complex::inplace(self, op, a, b)? {
            return Ok(r);
        }
        if let Value::Tensor(t) = a {
            let name = match op {
                BinOp::Add => "add_",
                BinOp::Sub => "sub_",
                BinOp::Mul => "mul_",
                BinOp::Div => "div_",
                BinOp::FloorDiv => "floor_divide_",
                BinOp::Mod => "remainder_",
                BinOp::Pow => "pow_",
                BinOp::BitAnd => "bitwise_and_",
                BinOp::BitOr => "bitwise_or_",
                BinOp::BitXor => "bitwise_xor_",
                BinOp::LShift => "bitwise_left_shift_",
                BinOp::RShift => "bitwise_right_shift_",
                // A tensor has no `__imatmul__` in PyTorch 2.15: `a @= b` falls back to
                // `a = a @ b` (a new tensor, the old one untouched).
                BinOp::MatMul => return self.binop(op, a, b),
            };
            // An object the tensor's methods cannot take (no `__torch_function__`): both
            // `__iadd__` and `__add__` answer NotImplemented, so Python asks the object's
            // `__radd__`, or raises its `+=` TypeError.
            if let Value::Instance(i) = b {
                let foreign = i.class().lookup("__torch_function__").is_none()
                    && !crate::interp::numpy_bridge::is_numpy_scalar(b);
                if foreign
                    && i.class()
                        .lookup(super::special::reflected_name(op))
                        .is_some()
                {
                    return self.binop(op, a, b);
                }
                if foreign {
                    return Err(crate::error::type_error(format!(
                        "unsupported operand type(s) for {}=: 'Tensor' and '{}'",
                        op.symbol(),
                        b.type_name()
                    )));
                }
            }
            tensor_api::call_method(self, t, name, Args::new(vec![b.clone()]))?;
            return Ok(a.clone());
        }
        // `d |= other` updates in place, from any mapping or iterable of pairs (dict.update).
        if let (Value::Dict(_), BinOp::BitOr) = (a, op) {
            let update = self.getattr(a, "update")?;
            self.call(&update, Args::new(vec![b.clone()]))?;
            return Ok(a.clone());
        }
        if let (Value::List(l), BinOp::Add) = (a, op) {
            let items = self.collect(b)?;
            let total = l.borrow().len() as u128 + items.len() as u128;
            crate::limits::check_value_size(total, std::mem::size_of::<Value>())?;
            l.borrow_mut().extend(items);
            return Ok(a.clone());
        }
        self.binop(op, a, b)
    }

    pub(super) fn delete(&mut self, t: &Expr) -> Result<()> {
        match &t.kind {
            ExprKind::Name(n) => self.del_var(n),
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let mut i = self.eval(idx)?;
                // `del l[1:2**70]`: a general slice cut down for a native sequence.
                if let Some(s) = super::native_key(&o, &i)? {
                    i = s;
                }
                match &o {
                    Value::Dict(d) => {
                        let removed = crate::interp::lending::lend(self, || {
                            crate::interp::pydict::dict_remove(d, &i)
                        })?;
                        if removed.is_none() {
                            return Err(crate::interp::exceptions::key_error(self, &i)?);
                        }
                        Ok(())
                    }
                    Value::List(l) => {
                        if let Value::Slice(..) = i {
                            // `del l[a:b:c]`: the selected items, from the back.
                            let n = l.borrow().len();
                            let mut picked = builtins::slice_positions(&i, n)?;
                            picked.sort_unstable();
                            for k in picked.into_iter().rev() {
                                l.borrow_mut().remove(k);
                            }
                            return Ok(());
                        }
                        let n = l.borrow().len();
                        let i = self.seq_key(&i)?;
                        let k = builtins::seq_index(&i, n, "list")?;
                        l.borrow_mut().remove(k);
                        Ok(())
                    }
                    Value::Object(_)
                        if crate::interp::pybytearray::delete_item(self, &o, &i)?.is_some() =>
                    {
                        Ok(())
                    }
                    Value::Instance(_)
                        if self
                            .call_special(&o, "__delitem__", vec![i.clone()])?
                            .is_some() =>
                    {
                        Ok(())
                    }
                    // ATen's `__setitem__` given no value (a real or complex tensor).
                    _ if super::is_tensor_value(&o) => {
                        Err(type_error("Tensor does not support deleting items"))
                    }
                    _ => Err(type_error(format!(
                        "'{}' object doesn't support item deletion",
                        o.type_name()
                    ))),
                }
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                self.del_attr(&o, name)
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().try_for_each(|i| self.delete(i))
            }
            _ => Err(TorchError::new(
                ErrorKind::SyntaxError,
                "cannot delete expression",
            )),
        }
    }

    /// `del obj.name` and `delattr(obj, name)`: the class's `__delattr__` when it has one
    /// (an nn.Module removes a registered parameter or submodule), else the attribute.
    pub fn del_attr(&mut self, o: &Value, name: &str) -> Result<()> {
        if let Value::Instance(i) = o {
            if i.class().lookup("__delattr__").is_some() {
                self.call_special(o, "__delattr__", vec![Value::str(name)])?;
                return Ok(());
            }
            return crate::interp::builtins::generic_delattr(self, o, i, name);
        }
        if let Value::Class(c) = o {
            if c.attrs.borrow_mut().shift_remove(name).is_some() {
                return Ok(());
            }
        }
        if let Value::Tensor(t) = o {
            return crate::interp::tensor_api::delattr(self, t, name);
        }
        if let Value::Function(f) = o {
            if f.bound.is_none()
                && f.meta
                    .dict
                    .borrow_mut()
                    .remove(&Value::str(name))?
                    .is_some()
            {
                return Ok(());
            }
        }
        Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", o.type_name()),
        ))
    }
}
