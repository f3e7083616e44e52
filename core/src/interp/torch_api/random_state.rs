//! The generator's state as scripts reach it: `torch.manual_seed`, `torch.seed`,
//! `torch.initial_seed`, `torch.get_rng_state`/`set_rng_state` (the same functions under
//! `torch.random`, which also has `fork_rng`), `torch.Generator` and
//! `torch.default_generator`.

use super::Torch;
use crate::error::{type_error, Result, TorchError};
use crate::interp::args::Bound;
use crate::interp::builtins::ContextGuard;
use crate::interp::eval::Interp;
use crate::interp::objects::GeneratorObj;
use crate::interp::protocol::Object;
use crate::interp::registry::Registry;
use crate::interp::value::Value;
use crate::ops;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;
use std::any::Any;
use std::rc::Rc;
use std::sync::LazyLock;

/// `torch.random.X`.
pub static RANDOM: LazyLock<Torch> = LazyLock::new(|| {
    let mut r = Registry::new("torch.random");
    register_shared(&mut r);
    r.add(
        "random state",
        &["fork_rng"],
        "devices=None, enabled=True, _caller='fork_rng', _devices_kw='devices', device_type='cuda'",
        |_, a| {
            Ok(Value::Object(Rc::new(ForkRng {
                enabled: a.bool_or("enabled", true)?,
            })))
        },
    );
    r
});

/// The `torch.X` entries.
pub fn register(r: &mut Torch) {
    register_shared(r);
    r.add("random state", &["Generator"], "device='cpu'", |_, a| {
        // Our generators are CPU generators (with a device stream for fills off the CPU);
        // a generator of another device is refused rather than quietly made a CPU one.
        let dev = super::device_arg(a)?;
        if dev != crate::Device::Cpu {
            return Err(crate::error::runtime(format!(
                "torch.Generator(device='{}') is not supported in stridelab: generators are CPU \
                 generators (tensors on the device draw from its own stream under torch.manual_seed)",
                dev.name()
            )));
        }
        Ok(Value::Object(Rc::new(GeneratorObj {
            own: Some(Rc::new(ops::random::GenState::new())),
        })))
    });
}

fn register_shared(r: &mut Torch) {
    let topic = "random state";
    r.add(topic, &["manual_seed"], "seed", |it, a| {
        ops::random::manual_seed(seed_arg(it, &a.value_or_none("seed"))?);
        Ok(GeneratorObj::global())
    });
    r.add(topic, &["seed"], "", |_, _| {
        let s = ops::random::nondeterministic_seed();
        ops::random::manual_seed(s);
        Ok(u64_value(s))
    });
    r.add(topic, &["initial_seed"], "", |_, _| {
        Ok(u64_value(ops::random::initial_seed()))
    });
    r.add(topic, &["get_rng_state"], "", |_, _| {
        Ok(Value::Tensor(byte_tensor(ops::random::get_rng_state())))
    });
    r.add(topic, &["set_rng_state"], "new_state", |_, a| {
        ops::random::set_rng_state(&state_bytes(a)?)?;
        Ok(Value::None)
    });
}

/// A seed as PyTorch reads one: Python's `int(seed)`, then any value in [-2^63, 2^64),
/// a negative one taken as its 64-bit two's complement.
pub fn seed_arg(it: &mut Interp, v: &Value) -> Result<u64> {
    let v = match v {
        Value::Int(_) | Value::BigInt(_) => v.clone(),
        other => crate::interp::builtins::py_builtin(
            it,
            "int",
            crate::interp::args::Args::new(vec![other.clone()]),
        )?,
    };
    let overflow = || {
        TorchError::new(
            crate::error::ErrorKind::ValueError,
            "Overflow when unpacking long long",
        )
    };
    match &v {
        Value::Int(i) => Ok(*i as u64),
        Value::Bool(b) => Ok(*b as u64),
        Value::BigInt(b) => {
            use num_traits::ToPrimitive;
            b.to_u64()
                .or_else(|| b.to_i64().map(|i| i as u64))
                .ok_or_else(overflow)
        }
        other => Err(type_error(format!(
            "manual_seed expected a long, but got {}",
            other.type_name()
        ))),
    }
}

/// A u64 as a Python int (beyond i64 it is a big int).
pub fn u64_value(v: u64) -> Value {
    match i64::try_from(v) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::BigInt(Rc::new(num_bigint::BigInt::from(v))),
    }
}

pub fn byte_tensor(bytes: Vec<u8>) -> Tensor {
    let n = bytes.len();
    Tensor::from_buffer(CpuBuffer::U8(bytes), &[n])
}

/// The bytes of a `new_state` argument, which must be a uint8 tensor.
pub fn state_bytes(a: &Bound) -> Result<Vec<u8>> {
    match a.get("new_state") {
        Some(Value::Tensor(t)) if t.dtype() == crate::DType::UInt8 => Ok(ops::to_host(t)?
            .to_f64_vec()?
            .into_iter()
            .map(|v| v as u8)
            .collect()),
        _ => Err(type_error("RNG state must be a torch.ByteTensor")),
    }
}

/// `with torch.random.fork_rng():` — the generators' state is put back on exit.
struct ForkRng {
    enabled: bool,
}

impl Object for ForkRng {
    fn type_name(&self) -> String {
        "_GeneratorContextManager".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn enter(&self) -> Result<ContextGuard> {
        Ok(match self.enabled {
            true => ContextGuard::Rng(Box::new(ops::random::snapshot())),
            false => ContextGuard::Nothing,
        })
    }
}
