//! The `_native` functions behind `torch.amp`'s autocast: the CPU state in `ops::autocast`.

use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;

/// The CPU autocast state behind `torch.amp` (`ops::autocast`): read, set, region depth.
pub(super) fn register(r: &mut Registry<FunctionFn>) {
    use crate::ops::autocast;
    let topic = "autocast";
    r.add(topic, &["autocast_state"], "", |_, _| {
        let s = autocast::state();
        Ok(Value::tuple(vec![
            Value::Bool(s.enabled),
            Value::DType(s.dtype),
            Value::Bool(s.cache_enabled),
        ]))
    });
    r.add(
        topic,
        &["autocast_set"],
        "enabled, dtype, cache_enabled",
        |_, a| {
            let dtype = a.dtype("dtype")?.unwrap_or(autocast::state().dtype);
            autocast::set_state(autocast::State {
                enabled: a.bool_or("enabled", false)?,
                dtype,
                cache_enabled: a.bool_or("cache_enabled", true)?,
            });
            Ok(Value::None)
        },
    );
    r.add(topic, &["autocast_nesting"], "delta", |_, a| {
        let up = a.i64("delta")?.unwrap_or(0) > 0;
        let depth = if up {
            autocast::increment_nesting()
        } else {
            autocast::decrement_nesting()
        };
        Ok(Value::Int(depth))
    });
    r.add(topic, &["autocast_clear_cache"], "", |_, _| {
        autocast::clear_cache();
        Ok(Value::None)
    });
}
