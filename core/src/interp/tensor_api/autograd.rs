//! Tensor methods of autograd: `backward`, detaching, `requires_grad_`, `retain_grad`.

use super::{t, Methods};
use crate::autograd;
use crate::error::runtime;
use crate::interp::value::Value;

pub fn register(r: &mut Methods) {
    let topic = "autograd";
    r.add(
        topic,
        &["backward"],
        "gradient=None, retain_graph=None, create_graph=False, inputs=None",
        |it, x, a| {
            let g = a.opt_tensor("gradient")?;
            let create = a.bool_or("create_graph", false)?;
            let retain = match a.get("retain_graph") {
                Some(v) => it.truthy(v)?,
                None => create,
            };
            // Lent: a custom Function's backward is Python.
            crate::interp::lending::lend(it, || autograd::backward(x, g.as_ref(), retain, create))?;
            Ok(Value::None)
        },
    );
    r.add(topic, &["detach"], "", |_, x, _| Ok(t(autograd::detach(x))));
    r.add(topic, &["detach_"], "", |_, x, _| {
        autograd::detach_(x)?;
        Ok(t(x.clone()))
    });
    r.add(
        topic,
        &["requires_grad_"],
        "requires_grad=True",
        |_, x, a| {
            autograd::set_requires_grad(x, a.bool_or("requires_grad", true)?)?;
            Ok(t(x.clone()))
        },
    );
    r.add(topic, &["retain_grad"], "", |_, x, _| {
        autograd::retain_grad(x)?;
        Ok(Value::None)
    });
    r.add(topic, &["register_hook"], "hook", |_, _, _| {
        Err(runtime("register_hook is not supported in stridelab yet"))
    });
}
