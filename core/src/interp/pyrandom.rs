//! Python's `random` module: CPython 3.11's own Mersenne Twister stream, apart from torch's
//! generator (seeding one never moves the other, as in Python). `random.seed(0);
//! random.random()` gives CPython's 0.8444218515250481; `randrange`, `choice`, `shuffle`,
//! `sample` and `choices` consume the stream as CPython's pure-Python code does (rejection on
//! `getrandbits`), and `random.Random(seed)` is an instance with a stream of its own.

use super::args::{to_f64, Args, Bound};
use super::eval::Interp;
use super::protocol::Object;
use super::pyint;
use super::registry::{FunctionFn, Registry};
use super::value::Value;
use crate::error::{index_error, not_implemented, type_error, value_error, Result};
use crate::random::mt19937::Mt19937;
use num_bigint::{BigInt, Sign};
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::LazyLock;

/// One stream: the engine and the spare sample `gauss` keeps.
pub struct PyRandom {
    mt: RefCell<Mt19937>,
    gauss_next: Cell<Option<f64>>,
}

impl PyRandom {
    fn new() -> PyRandom {
        let r = PyRandom {
            mt: RefCell::new(Mt19937::new(0)),
            gauss_next: Cell::new(None),
        };
        r.seed_int(&BigInt::from(crate::ops::random::nondeterministic_seed()));
        r
    }

    /// `seed(n)` for an int: the words of |n|, least significant first.
    fn seed_int(&self, n: &BigInt) {
        let (_, words) = n.abs().to_u32_digits();
        *self.mt.borrow_mut() = Mt19937::from_key(&words);
        self.gauss_next.set(None);
    }

    fn word(&self) -> u32 {
        self.mt.borrow_mut().next_u32()
    }

    /// `random()`: 53 bits from two words (27 and 26 of them).
    fn random(&self) -> f64 {
        let a = (self.word() >> 5) as f64;
        let b = (self.word() >> 6) as f64;
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)`: whole words, little-endian, the last one shifted down.
    fn getrandbits(&self, k: u64) -> BigInt {
        if k <= 32 {
            return match k {
                0 => BigInt::zero(),
                k => BigInt::from(self.word() >> (32 - k)),
            };
        }
        let mut words = Vec::with_capacity(k.div_ceil(32) as usize);
        let mut left = k;
        while left > 0 {
            let w = self.word();
            words.push(if left < 32 { w >> (32 - left) } else { w });
            left = left.saturating_sub(32);
        }
        BigInt::from_slice(Sign::Plus, &words)
    }

    /// `_randbelow(n)` for n > 0: `getrandbits(n.bit_length())` until it is below n.
    fn randbelow(&self, n: &BigInt) -> BigInt {
        let k = n.bits();
        loop {
            let r = self.getrandbits(k);
            if &r < n {
                return r;
            }
        }
    }

    /// `_randbelow` for a length: u64, never usize (a range's length passes 2**32 on wasm32).
    fn randbelow_u64(&self, n: u64) -> u64 {
        self.randbelow(&BigInt::from(n)).to_u64().unwrap_or(0)
    }
}

thread_local! {
    /// The module's own instance (`random.random()` and friends).
    static MODULE: RefCell<Rc<PyRandom>> = RefCell::new(Rc::new(PyRandom::new()));
    /// The instance a `random.Random` method call runs on, while it runs.
    static CURRENT: RefCell<Option<Rc<PyRandom>>> = const { RefCell::new(None) };
}

/// A new session starts a fresh, unseeded module stream.
pub fn reset() {
    MODULE.with(|m| *m.borrow_mut() = Rc::new(PyRandom::new()));
}

fn rng() -> Rc<PyRandom> {
    CURRENT
        .with(|c| c.borrow().clone())
        .unwrap_or_else(|| MODULE.with(|m| m.borrow().clone()))
}

pub static PY_RANDOM: LazyLock<Registry<FunctionFn>> = LazyLock::new(|| {
    let mut r: Registry<FunctionFn> = Registry::new("random");
    let topic = "random (Python's module)";
    r.add(topic, &["seed"], "a=None, version=2", seed);
    r.add(topic, &["random"], "", |_, _| {
        Ok(Value::Float(rng().random()))
    });
    r.add(topic, &["getrandbits"], "k, /", |_, a| {
        let k = a.i64("k")?.unwrap_or(0);
        if k < 0 {
            return Err(value_error("number of bits must be non-negative"));
        }
        crate::limits::check_value_size(k as u128 / 8, 1)?;
        Ok(pyint::int_value(rng().getrandbits(k as u64)))
    });
    r.add(topic, &["randrange"], "start, stop=None, step=1", randrange);
    r.add(topic, &["randint"], "a, b", |_, a| {
        let (lo, hi) = (int_arg(a, "a")?, int_arg(a, "b")?);
        range_pick(&lo, Some(&(hi + 1)), &BigInt::one())
    });
    r.add(topic, &["choice"], "seq", |it, a| {
        let seq = Seq::of(it, &a.value("seq")?)?;
        if seq.len() == 0 {
            return Err(index_error("Cannot choose from an empty sequence"));
        }
        Ok(seq.get(rng().randbelow_u64(seq.len())))
    });
    r.add(topic, &["shuffle"], "x", shuffle);
    r.add(topic, &["sample"], "population, k, *, counts=None", sample);
    r.add(
        topic,
        &["choices"],
        "population, weights=None, *, cum_weights=None, k=1",
        choices,
    );
    r.add(topic, &["uniform"], "a, b", |_, a| {
        let (lo, hi) = (a.f64_or("a", 0.0)?, a.f64_or("b", 0.0)?);
        Ok(Value::Float(lo + (hi - lo) * rng().random()))
    });
    r.add(topic, &["gauss"], "mu=0.0, sigma=1.0", |_, a| {
        let (mu, sigma) = (a.f64_or("mu", 0.0)?, a.f64_or("sigma", 1.0)?);
        let g = rng();
        let z = match g.gauss_next.take() {
            Some(z) => z,
            None => {
                let x2pi = g.random() * std::f64::consts::TAU;
                let g2rad = (-2.0 * (1.0 - g.random()).ln()).sqrt();
                g.gauss_next.set(Some(x2pi.sin() * g2rad));
                x2pi.cos() * g2rad
            }
        };
        Ok(Value::Float(mu + z * sigma))
    });
    r.add(topic, &["normalvariate"], "mu=0.0, sigma=1.0", |_, a| {
        let (mu, sigma) = (a.f64_or("mu", 0.0)?, a.f64_or("sigma", 1.0)?);
        let magic = 4.0 * (-0.5f64).exp() / 2f64.sqrt();
        let g = rng();
        let z = loop {
            let u1 = g.random();
            let u2 = 1.0 - g.random();
            let z = magic * (u1 - 0.5) / u2;
            if z * z / 4.0 <= -u2.ln() {
                break z;
            }
        };
        Ok(Value::Float(mu + z * sigma))
    });
    r.add(topic, &["expovariate"], "lambd=1.0", |_, a| {
        let lambd = a.f64_or("lambd", 1.0)?;
        let u = rng().random();
        if lambd == 0.0 {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::ZeroDivisionError,
                "float division by zero",
            ));
        }
        Ok(Value::Float(-(1.0 - u).ln() / lambd))
    });
    r.add(topic, &["Random"], "x=None", |it, a| {
        let inst = Rc::new(PyRandom::new());
        seed_instance(it, &inst, &a.value_or_none("x"))?;
        Ok(Value::Object(Rc::new(RandomObj(inst))))
    });
    r
});

/// Calls `random.X(...)`.
pub fn call(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    PY_RANDOM.call(it, name, args)
}

fn int_arg(a: &Bound, name: &str) -> Result<BigInt> {
    let v = a.value(name)?;
    index_of(&v)
}

/// `operator.index(v)`, as randrange reads its arguments (a float is a TypeError in 3.12;
/// 3.11 still accepts an integral float with a DeprecationWarning, and so do we).
fn index_of(v: &Value) -> Result<BigInt> {
    match &crate::interp::pybytes::tensor_as_index(v)? {
        Value::Float(f) if f.fract() == 0.0 && f.is_finite() => {
            pyint::as_big(&pyint::from_integral_float(*f)?).ok_or_else(|| type_error("int"))
        }
        Value::Float(_) => Err(value_error("non-integer arg 1 for randrange()")),
        v => pyint::as_big(v).ok_or_else(|| {
            type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))
        }),
    }
}

fn seed(it: &mut Interp, a: &Bound) -> Result<Value> {
    seed_instance(it, &rng(), &a.value_or_none("a"))?;
    Ok(Value::None)
}

fn seed_instance(it: &mut Interp, g: &PyRandom, v: &Value) -> Result<()> {
    match v {
        Value::None => g.seed_int(&BigInt::from(crate::ops::random::nondeterministic_seed())),
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) => {
            g.seed_int(&pyint::as_big(v).unwrap_or_default())
        }
        // CPython seeds a float with its hash, taken as an unsigned word.
        Value::Float(_) => {
            let h = pyint::hash_number(v).unwrap_or(0);
            g.seed_int(&BigInt::from(h as u64))
        }
        Value::Str(_) => return Err(not_implemented(
            "random.seed with a str hashes it with SHA-512 in CPython; stridelab seeds with ints",
        )),
        other => {
            let _ = it;
            return Err(type_error(format!(
                "The only supported seed types are: None,\nint, float, str, bytes, and bytearray. (got {})",
                other.type_name()
            )));
        }
    }
    Ok(())
}

fn randrange(_: &mut Interp, a: &Bound) -> Result<Value> {
    let start = int_arg(a, "start")?;
    let stop = match a.get("stop") {
        Some(v) => Some(index_of(v)?),
        None => None,
    };
    let step = match a.get("step") {
        Some(v) => index_of(v)?,
        None => BigInt::one(),
    };
    if stop.is_none() && a.given("step") && !step.is_one() {
        return Err(type_error("Missing a non-None stop argument"));
    }
    range_pick(&start, stop.as_ref(), &step)
}

/// CPython 3.11's `randrange` after its arguments are ints.
fn range_pick(start: &BigInt, stop: Option<&BigInt>, step: &BigInt) -> Result<Value> {
    let g = rng();
    let Some(stop) = stop else {
        if start.is_positive() {
            return Ok(pyint::int_value(g.randbelow(start)));
        }
        return Err(value_error("empty range for randrange()"));
    };
    let width = stop - start;
    if step.is_one() {
        if width.is_positive() {
            return Ok(pyint::int_value(start + g.randbelow(&width)));
        }
        return Err(value_error(format!(
            "empty range for randrange() ({start}, {stop}, {width})"
        )));
    }
    let n = if step.is_positive() {
        floor_div(&(&width + step - 1), step)
    } else if step.is_negative() {
        floor_div(&(&width + step + 1), step)
    } else {
        return Err(value_error("zero step for randrange()"));
    };
    if !n.is_positive() {
        return Err(value_error("empty range for randrange()"));
    }
    Ok(pyint::int_value(start + step * g.randbelow(&n)))
}

fn floor_div(a: &BigInt, b: &BigInt) -> BigInt {
    use num_integer::Integer;
    a.div_floor(b)
}

/// A sequence read by index: a range is never materialised (`choice(range(10**12))`).
enum Seq {
    Items(Vec<Value>),
    Range { start: i64, step: i64, len: u64 },
}

impl Seq {
    fn of(it: &mut Interp, v: &Value) -> Result<Seq> {
        Ok(match v {
            Value::Range(start, stop, step) => Seq::Range {
                start: *start,
                step: *step,
                len: super::builtins::range_len_checked(*start, *stop, *step)? as u64,
            },
            v => Seq::Items(it.collect(v)?),
        })
    }

    fn len(&self) -> u64 {
        match self {
            Seq::Items(v) => v.len() as u64,
            Seq::Range { len, .. } => *len,
        }
    }

    /// Item `i` (< len); a range's items all lie between its start and stop, so they fit.
    fn get(&self, i: u64) -> Value {
        match self {
            Seq::Items(v) => v[i as usize].clone(),
            Seq::Range { start, step, .. } => {
                Value::Int((*start as i128 + *step as i128 * i as i128) as i64)
            }
        }
    }
}

/// `shuffle(x)`: Fisher-Yates from the end, in place on a list.
fn shuffle(_: &mut Interp, a: &Bound) -> Result<Value> {
    let list = match a.value("x")? {
        Value::List(l) => l,
        v => {
            return Err(type_error(format!(
                "'{}' object does not support item assignment",
                v.type_name()
            )))
        }
    };
    let g = rng();
    let n = list.borrow().len();
    for i in (1..n).rev() {
        let j = g.randbelow_u64(i as u64 + 1) as usize;
        list.borrow_mut().swap(i, j);
    }
    Ok(Value::None)
}

/// `sample(population, k)`: a pool for small populations, a set of picked indices for large.
fn sample(it: &mut Interp, a: &Bound) -> Result<Value> {
    if a.get("counts").is_some() {
        return Err(not_implemented(
            "random.sample(counts=...) is not supported in stridelab",
        ));
    }
    let mut population = a.value("population")?;
    // A deque is a registered Sequence in CPython (collections.abc), so sample takes it.
    if is_deque(&population) {
        population = Value::list(it.collect(&population)?);
    }
    if !matches!(
        population,
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Size(_) | Value::Range(..)
    ) {
        return Err(type_error(
            "Population must be a sequence.  For dicts or sets, use sorted(d).",
        ));
    }
    let seq = Seq::of(it, &population)?;
    let n = seq.len();
    let k = a.i64("k")?.unwrap_or(0);
    if k < 0 || k as u64 > n {
        return Err(value_error("Sample larger than population or is negative"));
    }
    let k = k as u64;
    crate::limits::check_value_size(k as u128, std::mem::size_of::<Value>())?;
    let g = rng();
    let mut setsize = 21u64;
    if k > 5 {
        let exp = ((k * 3) as f64).ln() / 4f64.ln();
        setsize = setsize.saturating_add(4u64.saturating_pow(exp.ceil() as u32));
    }
    let mut result = Vec::with_capacity(k as usize);
    if n <= setsize {
        let mut pool: Vec<Value> = (0..n).map(|i| seq.get(i)).collect();
        for i in 0..k {
            let j = g.randbelow_u64(n - i) as usize;
            result.push(pool[j].clone());
            pool[j] = pool[(n - i - 1) as usize].clone();
        }
    } else {
        let mut selected = std::collections::HashSet::new();
        for _ in 0..k {
            let mut j = g.randbelow_u64(n);
            while selected.contains(&j) {
                j = g.randbelow_u64(n);
            }
            selected.insert(j);
            result.push(seq.get(j));
        }
    }
    Ok(Value::list(result))
}

/// `choices(population, weights, cum_weights=, k=)`: `floor(random() * n)` without weights,
/// a bisection of the cumulative weights with them.
fn choices(it: &mut Interp, a: &Bound) -> Result<Value> {
    let pool = it.collect(&a.value("population")?)?;
    let n = pool.len();
    let k = a.i64("k")?.unwrap_or(1).max(0) as usize;
    crate::limits::check_value_size(k as u128, std::mem::size_of::<Value>())?;
    let g = rng();
    let weights = a.get("weights").cloned();
    let cum = a.get("cum_weights").cloned();
    if weights.is_some() && cum.is_some() {
        return Err(type_error(
            "Cannot specify both weights and cumulative weights",
        ));
    }
    let cum: Vec<f64> = match (weights, cum) {
        (None, None) => {
            let nf = n as f64;
            return Ok(Value::list(
                (0..k)
                    .map(|_| {
                        pool[((g.random() * nf).floor() as usize).min(n.saturating_sub(1))].clone()
                    })
                    .collect(),
            ));
        }
        (Some(w), None) => {
            let mut acc = 0.0;
            let mut out = Vec::new();
            for v in it.collect(&w)? {
                acc += to_f64(&v)?;
                out.push(acc);
            }
            out
        }
        (None, Some(c)) => it.collect(&c)?.iter().map(to_f64).collect::<Result<_>>()?,
        _ => unreachable!("both given was refused above"),
    };
    if cum.len() != n {
        return Err(value_error(
            "The number of weights does not match the population",
        ));
    }
    let total = cum.last().copied().unwrap_or(0.0);
    if total <= 0.0 {
        return Err(value_error("Total of weights must be greater than zero"));
    }
    if !total.is_finite() {
        return Err(value_error("Total of weights must be finite"));
    }
    let hi = n - 1;
    Ok(Value::list(
        (0..k)
            .map(|_| {
                let x = g.random() * total;
                // bisect_right(cum, x, 0, hi)
                let (mut lo, mut up) = (0usize, hi);
                while lo < up {
                    let mid = (lo + up) / 2;
                    if x < cum[mid] {
                        up = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                pool[lo].clone()
            })
            .collect(),
    ))
}

/// `random.Random(seed)`: the module's functions as methods, on a stream of its own.
pub struct RandomObj(Rc<PyRandom>);

impl Object for RandomObj {
    fn type_name(&self) -> String {
        "Random".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok((PY_RANDOM.contains(name) && name != "Random")
            .then(|| Value::method(this.clone(), name)))
    }
    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, args: Args) -> Result<Value> {
        let saved = CURRENT.with(|c| c.borrow_mut().replace(self.0.clone()));
        let r = PY_RANDOM.call(it, name, args);
        CURRENT.with(|c| *c.borrow_mut() = saved);
        r
    }
}

/// Whether `v` is an instance of `collections.deque` (written in Python here).
fn is_deque(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.class().name == "deque"
        && crate::interp::builtins::class_module(&i.class()) == "collections")
}
