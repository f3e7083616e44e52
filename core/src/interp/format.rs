//! Printing: Python's `repr` of floats and containers (format specs are `format_spec.rs`), and
//! tensors printed the way PyTorch prints them (`torch/_tensor_str.py`).

use crate::dtype::DType;
use crate::error::Result;
use crate::tensor::Tensor;

/// Python's `%e`-style exponent: `1.0000e-05` rather than Rust's `1.0000e-5`.
pub fn py_sci(f: f64, precision: usize) -> String {
    if !f.is_finite() {
        return py_nonfinite(f);
    }
    // A double has at most 767 significant decimal digits, so digits past that are zeros;
    // formatting only those also keeps Rust's precision (a u16) from panicking.
    let shown = precision.min(EXACT_SIG_DIGITS);
    let s = format!("{f:.shown$e}");
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let pad = "0".repeat(precision - shown);
    format!("{m}{pad}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// Enough significant digits to write any double exactly (the longest needs 767).
pub(crate) const EXACT_SIG_DIGITS: usize = 800;
/// Enough digits after the point to write any double exactly (the smallest needs 1074).
const EXACT_FRAC_DIGITS: usize = 1100;

pub(crate) fn py_nonfinite(f: f64) -> String {
    if f.is_nan() {
        "nan".into()
    } else if f > 0.0 {
        "inf".into()
    } else {
        "-inf".into()
    }
}

/// Fixed notation with Python's rounding (which Rust's formatting shares).
pub fn py_fixed(f: f64, precision: usize) -> String {
    if !f.is_finite() {
        return py_nonfinite(f);
    }
    let shown = precision.min(EXACT_FRAC_DIGITS);
    let mut s = format!("{f:.shown$}");
    s.push_str(&"0".repeat(precision - shown));
    s
}

/// Python's `round(x, ndigits)` for a float: the exact binary value rounded half to even at
/// the `ndigits`-th decimal place (negative: to tens, hundreds, ...), as CPython's
/// `double_round` does through `_Py_dg_dtoa`.
pub fn round_float(x: f64, ndigits: i64) -> f64 {
    if !x.is_finite() || ndigits > 323 {
        return x;
    }
    if ndigits < -308 {
        return 0.0 * x;
    }
    if ndigits >= 0 {
        // Rust writes the exact value rounded half to even, as dtoa's mode 3 does.
        return format!("{x:.*}", ndigits as usize).parse().unwrap_or(x);
    }
    let k = (-ndigits) as usize;
    let exact = format!("{:.*}", EXACT_FRAC_DIGITS, x.abs());
    let (int_part, frac) = exact.split_once('.').unwrap_or((&exact, ""));
    if int_part.len() < k {
        // |x| < 10**k / 10: rounds to zero unless it is above half of 10**k.
        return 0.0 * x;
    }
    let (head, tail) = int_part.split_at(int_part.len() - k);
    let rest_zero = tail[1..].bytes().all(|b| b == b'0') && frac.bytes().all(|b| b == b'0');
    let first = tail.as_bytes()[0];
    let last_even = head
        .bytes()
        .last()
        .is_none_or(|b| (b - b'0').is_multiple_of(2));
    let up = first > b'5' || (first == b'5' && (!rest_zero || !last_even));
    let mut digits: Vec<u8> = if head.is_empty() {
        vec![b'0']
    } else {
        head.bytes().collect()
    };
    if up {
        let mut i = digits.len();
        loop {
            if i == 0 {
                digits.insert(0, b'1');
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    let mut out = String::from_utf8(digits).unwrap_or_default();
    out.push_str(&"0".repeat(k));
    let v: f64 = out.parse().unwrap_or(f64::INFINITY);
    if x < 0.0 {
        -v
    } else {
        v
    }
}

pub use super::format_spec::{format_spec, Formattable};

// ------------------------------------------------------------------ tensors

/// `torch.set_printoptions`: PyTorch's `PRINT_OPTS`, one set per session.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PrintOptions {
    pub precision: usize,
    /// Tensors with more elements than this print summarised (infinite for "full").
    pub threshold: f64,
    pub edgeitems: usize,
    pub linewidth: usize,
    /// `None`: PyTorch chooses scientific notation from the values.
    pub sci_mode: Option<bool>,
}

impl PrintOptions {
    pub const DEFAULT: PrintOptions = PrintOptions {
        precision: 4,
        threshold: 1000.0,
        edgeitems: 3,
        linewidth: 80,
        sci_mode: None,
    };

    /// The `profile=` presets, as `set_printoptions` assigns them (`sci_mode` untouched).
    pub fn profile(self, name: &str) -> PrintOptions {
        let (precision, threshold, edgeitems) = match name {
            "short" => (2, 1000.0, 2),
            "full" => (4, f64::INFINITY, 3),
            "default" => (4, 1000.0, 3),
            // PyTorch ignores an unknown profile name.
            _ => return self,
        };
        PrintOptions {
            precision,
            threshold,
            edgeitems,
            linewidth: 80,
            ..self
        }
    }
}

thread_local! {
    static PRINT_OPTS: std::cell::Cell<PrintOptions> =
        const { std::cell::Cell::new(PrintOptions::DEFAULT) };
}

pub fn print_options() -> PrintOptions {
    PRINT_OPTS.with(|o| o.get())
}

pub fn set_print_options(o: PrintOptions) {
    PRINT_OPTS.with(|c| c.set(o));
}

/// One shown element: integers stay integers (an int64 beyond 2**53 does not survive f64).
#[derive(Clone, Copy)]
pub(crate) enum Elem {
    F(f64),
    I(i64),
    /// uint64, whose top half an i64 cannot hold.
    U(u64),
}

impl Elem {
    fn f(self) -> f64 {
        match self {
            Elem::F(v) => v,
            Elem::I(v) => v as f64,
            Elem::U(v) => v as f64,
        }
    }
}

/// Decides how every element of a tensor is printed, from all of them at once (PyTorch's
/// `_Formatter`).
pub(crate) struct Formatter {
    floating: bool,
    int_mode: bool,
    sci_mode: bool,
    pub(crate) max_width: usize,
    is_bool: bool,
    precision: usize,
}

impl Formatter {
    pub(crate) fn new(values: &[Elem], dtype: DType, opts: &PrintOptions) -> Formatter {
        let floating = dtype.is_floating();
        let mut f = Formatter {
            floating,
            int_mode: true,
            sci_mode: false,
            max_width: 1,
            is_bool: dtype == DType::Bool,
            precision: opts.precision,
        };
        if !floating {
            for &v in values {
                f.max_width = f.max_width.max(f.plain(v).len());
            }
            return f;
        }
        // e8m0fnu has no zero: PyTorch's `ne(0)` compares with 0 stored as e8m0fnu, 2**-127.
        let zero = if dtype == DType::Float8E8M0Fnu {
            2f64.powi(-127)
        } else {
            0.0
        };
        let nz: Vec<f64> = values
            .iter()
            .map(|e| e.f())
            .filter(|v| v.is_finite() && *v != zero)
            .collect();
        if nz.is_empty() {
            return f;
        }
        let min = nz.iter().fold(f64::INFINITY, |a, v| a.min(v.abs()));
        let max = nz.iter().fold(0.0f64, |a, v| a.max(v.abs()));
        f.int_mode = nz.iter().all(|v| *v == v.ceil());
        f.sci_mode = opts
            .sci_mode
            .unwrap_or(max / min > 1000.0 || max > 1.0e8 || min < 1.0e-4);
        let p = f.precision;
        for &v in &nz {
            let width = match (f.sci_mode, f.int_mode) {
                (true, _) => py_sci(v, p).len(),
                (false, true) => py_fixed(v, 0).len() + 1,
                (false, false) => py_fixed(v, p).len(),
            };
            f.max_width = f.max_width.max(width);
        }
        f
    }

    fn plain(&self, v: Elem) -> String {
        match v {
            Elem::I(i) => format!("{i}"),
            Elem::U(u) => format!("{u}"),
            Elem::F(v) if self.is_bool => if v != 0.0 { "True" } else { "False" }.into(),
            Elem::F(v) => format!("{}", v as i64),
        }
    }

    pub(crate) fn format(&self, e: Elem) -> String {
        let v = e.f();
        let s = if self.floating {
            if self.sci_mode {
                py_sci(v, self.precision)
            } else if self.int_mode {
                let mut s = py_fixed(v, 0);
                if v.is_finite() {
                    s.push('.');
                }
                s
            } else {
                py_fixed(v, self.precision)
            }
        } else {
            self.plain(e)
        };
        format!("{}{s}", " ".repeat(self.max_width.saturating_sub(s.len())))
    }
}

/// The elements of a tensor as nested rows, with summarised dims cut to their edges.
pub(crate) struct View<'a, T> {
    pub(crate) values: &'a [T],
    pub(crate) shape: &'a [usize],
    /// Per dim: cut to its first and last `edge` (the values hold only those).
    pub(crate) cut: &'a [bool],
    pub(crate) edge: usize,
}

impl<T> View<'_, T> {
    fn sub(&self, i: usize) -> View<'_, T> {
        let inner: usize = self.shape[1..].iter().product();
        View {
            values: &self.values[i * inner..(i + 1) * inner],
            shape: &self.shape[1..],
            cut: &self.cut[1..],
            edge: self.edge,
        }
    }
}

/// The edges PyTorch's `get_summarized_data` keeps of a large tensor, read without
/// materialising the rest: every dim longer than `2 * edge` is cut to its first and last
/// `edge` (narrowed views, then one small copy). Returns the values and, per dim, whether
/// it was cut; a tensor too small to summarise comes back whole and uncut.
pub(crate) fn summarized_values(
    t: &Tensor,
    summarize: bool,
    edge: usize,
) -> Result<(Vec<Elem>, Vec<usize>, Vec<bool>)> {
    let mut shape = t.shape();
    let mut cut = vec![false; shape.len()];
    let mut part = t.clone();
    if summarize {
        let _no_grad = crate::autograd::NoGradGuard::new();
        for d in 0..shape.len() {
            let n = shape[d];
            if n > 2 * edge {
                let e = edge as i64;
                let head = crate::ops::view::narrow(&part, d as i64, 0, e)?;
                let tail = crate::ops::view::narrow(&part, d as i64, n as i64 - e, e)?;
                part = crate::ops::cat(&[head, tail], d as i64)?;
                shape[d] = 2 * edge;
                cut[d] = true;
            }
        }
    }
    let values = match part.dtype() {
        d if d.is_floating() || d == DType::Bool => {
            part.to_f64_vec()?.into_iter().map(Elem::F).collect()
        }
        DType::UInt64 => part
            .to_i64_vec()?
            .into_iter()
            .map(|i| Elem::U(i as u64))
            .collect(),
        _ => part.to_i64_vec()?.into_iter().map(Elem::I).collect(),
    };
    Ok((values, shape, cut))
}

/// The nested rows of a tensor's printout; `fmt` writes one element, `elem_len` is its
/// width with the ", " after it (PyTorch's `element_length`).
pub(crate) fn tensor_body<T: Copy>(
    v: &View<T>,
    indent: usize,
    fmt: &dyn Fn(T) -> String,
    elem_len: usize,
    linewidth: usize,
) -> String {
    let dim = v.shape.len();
    if dim == 0 {
        return fmt(v.values[0]);
    }
    let n = v.shape[0];
    if dim == 1 {
        let per_line = ((linewidth.saturating_sub(indent)) / elem_len).max(1);
        let e = v.edge;
        let data: Vec<String> = if v.cut[0] {
            let mut d: Vec<String> = v.values[..e].iter().map(|&x| fmt(x)).collect();
            d.push(" ...".into());
            d.extend(v.values[n - e..].iter().map(|&x| fmt(x)));
            d
        } else {
            v.values.iter().map(|&x| fmt(x)).collect()
        };
        let lines: Vec<String> = data.chunks(per_line).map(|c| c.join(", ")).collect();
        return format!(
            "[{}]",
            lines.join(&format!(",\n{}", " ".repeat(indent + 1)))
        );
    }
    let body = |i: usize| tensor_body(&v.sub(i), indent + 1, fmt, elem_len, linewidth);
    let slices: Vec<String> = if v.cut[0] {
        let mut s: Vec<String> = (0..v.edge).map(body).collect();
        s.push("...".into());
        s.extend((n - v.edge..n).map(body));
        s
    } else {
        (0..n).map(body).collect()
    };
    let sep = format!(",{}{}", "\n".repeat(dim - 1), " ".repeat(indent + 1));
    format!("[{}]", slices.join(&sep))
}

/// `tensor(...)`'s closing: each suffix after a comma, wrapped at the line width as
/// `_add_suffixes` measures it (including its off-by-one).
pub(crate) fn with_suffixes(
    mut out: String,
    suffixes: Vec<String>,
    indent: usize,
    linewidth: usize,
) -> String {
    let mut last_line =
        (out.len() as isize - out.rfind('\n').map_or(-1, |i| i as isize) + 1) as usize;
    for s in suffixes {
        if last_line + s.len() + 2 > linewidth {
            out.push_str(&format!(",\n{}{s}", " ".repeat(indent)));
            last_line = indent + s.len();
        } else {
            out.push_str(&format!(", {s}"));
            last_line += s.len() + 2;
        }
    }
    out.push(')');
    out
}

/// PyTorch's `_tensor_str(t, indent)`: the nested rows of a tensor's printout, its first
/// line after a prefix `indent` wide (`[]` when it is empty).
pub fn tensor_str(t: &Tensor, indent: usize) -> Result<String> {
    if t.numel() == 0 {
        return Ok("[]".into());
    }
    let opts = print_options();
    // Reading values back for display is the tool's doing, not the script's: untraced.
    let summarize = t.numel() as f64 > opts.threshold;
    let (values, shown, cut) =
        crate::trace::paused(|| summarized_values(t, summarize, opts.edgeitems))?;
    let v = View {
        values: &values,
        shape: &shown,
        cut: &cut,
        edge: opts.edgeitems,
    };
    // Every shown element takes `precision` digits: a precision of 2**32 is a
    // MemoryError, not an aborted allocation.
    crate::limits::check_value_size((opts.precision as u128 + 32) * values.len() as u128, 1)?;
    let fmt = Formatter::new(&values, t.dtype(), &opts);
    let elem_len = fmt.max_width + 2;
    Ok(tensor_body(
        &v,
        indent,
        &|x| fmt.format(x),
        elem_len,
        opts.linewidth,
    ))
}

/// `repr(tensor)`, as PyTorch prints it.
pub fn tensor_repr(t: &Tensor) -> Result<String> {
    let opts = print_options();
    let shape = t.shape();
    let prefix = "tensor(";
    let indent = prefix.len();
    let dtype = t.dtype();
    let mut suffixes: Vec<String> = Vec::new();
    if t.device() != crate::device::Device::Cpu {
        suffixes.push(format!("device='{}'", t.device()));
    }
    let body = if t.device() == crate::device::Device::Meta {
        // `_tensor_str`'s meta branch: no values, so the size and any non-default dtype
        // are spelled out, whatever the element count.
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        suffixes.push(match dims.len() {
            1 => format!("size=({},)", dims[0]),
            _ => format!("size=({})", dims.join(", ")),
        });
        if dtype != crate::dtype::default_float() {
            suffixes.push(format!("dtype=torch.{}", dtype.name()));
        }
        "...".to_string()
    } else if t.numel() == 0 {
        if shape.len() != 1 {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            let tuple = if dims.len() == 1 {
                format!("({},)", dims[0])
            } else {
                format!("({})", dims.join(", "))
            };
            suffixes.push(format!("size={tuple}"));
        }
        if dtype != crate::dtype::default_float() {
            suffixes.push(format!("dtype=torch.{}", dtype.name()));
        }
        "[]".to_string()
    } else {
        if dtype != crate::dtype::default_float() && !matches!(dtype, DType::Int64 | DType::Bool) {
            suffixes.push(format!("dtype=torch.{}", dtype.name()));
        }
        tensor_str(t, indent)?
    };
    if let Some(node) = crate::ops::autodiff::checked_grad_fn(t)? {
        suffixes.push(format!("grad_fn=<{}>", node.name));
    } else if t.requires_grad() {
        suffixes.push("requires_grad=True".into());
    }
    if let Some(tangent) = crate::autograd::forward::tangent(t) {
        suffixes.push(format!("tangent={}", tangent_str(&tangent)?));
    }
    let out = with_suffixes(format!("{prefix}{body}"), suffixes, indent, opts.linewidth);
    if t.autograd().is_parameter {
        return Ok(format!("Parameter containing:\n{out}"));
    }
    Ok(out)
}

/// PyTorch writes the tangent suffix with an f-string: `format(tangent, "")`, which for a
/// 0-d tensor is its item's (`tangent=0.2426919937133789`) and otherwise its repr.
fn tangent_str(t: &Tensor) -> Result<String> {
    if t.ndim() == 0 {
        let v = crate::trace::paused(|| t.to_f64_vec())?;
        return Ok(crate::pyfmt::py_float(v[0]));
    }
    tensor_repr(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn format_specs_match_python() {
        assert_eq!(
            format_spec(Formattable::Float(1.23456), ".2f").unwrap(),
            "1.23"
        );
        assert_eq!(
            format_spec(Formattable::Float(1e-5), ".3e").unwrap(),
            "1.000e-05"
        );
        assert_eq!(format_spec(Formattable::Int(42), "5d").unwrap(), "   42");
        assert_eq!(format_spec(Formattable::Int(7), "03").unwrap(), "007");
        assert_eq!(format_spec(Formattable::Str("ab"), ">4").unwrap(), "  ab");
        assert_eq!(
            format_spec(Formattable::Float(0.5), ".1%").unwrap(),
            "50.0%"
        );
        assert_eq!(
            format_spec(Formattable::Int(1234567), ",").unwrap(),
            "1,234,567"
        );
        assert_eq!(
            format_spec(Formattable::Float(0.000123456), ".3g").unwrap(),
            "0.000123"
        );
    }

    fn f32t(v: &[f32], shape: &[usize]) -> Tensor {
        ops::factory::from_f32(v, shape)
    }

    #[test]
    fn tensors_print_like_pytorch() {
        assert_eq!(
            tensor_repr(&f32t(&[1.0, 2.5], &[2])).unwrap(),
            "tensor([1.0000, 2.5000])"
        );
        assert_eq!(
            tensor_repr(&f32t(&[1e-5, 1.0], &[2])).unwrap(),
            "tensor([1.0000e-05, 1.0000e+00])"
        );
        assert_eq!(tensor_repr(&f32t(&[3.0], &[])).unwrap(), "tensor(3.)");
        assert_eq!(
            tensor_repr(&f32t(&[], &[0, 3])).unwrap(),
            "tensor([], size=(0, 3))"
        );
        assert_eq!(
            tensor_repr(&f32t(&[0.0, 1.0, 2.0, 3.0], &[2, 2])).unwrap(),
            "tensor([[0., 1.],\n        [2., 3.]])"
        );
        let i = ops::factory::from_i64(&[1, 2, 3, 40], &[2, 2], crate::Device::Cpu).unwrap();
        assert_eq!(
            tensor_repr(&i).unwrap(),
            "tensor([[ 1,  2],\n        [ 3, 40]])"
        );
        let nan = f32t(&[2.5, f32::NAN, f32::INFINITY], &[3]);
        assert_eq!(
            tensor_repr(&nan).unwrap(),
            "tensor([2.5000,    nan,    inf])"
        );
    }

    #[test]
    fn long_tensors_are_summarised() {
        let v: Vec<f32> = (0..2000).map(|i| i as f32).collect();
        assert_eq!(
            tensor_repr(&f32t(&v, &[2000])).unwrap(),
            "tensor([0.0000e+00, 1.0000e+00, 2.0000e+00,  ..., 1.9970e+03, 1.9980e+03,\n        1.9990e+03])"
        );
    }
}
