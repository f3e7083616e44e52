//! `repr` of a complex tensor as PyTorch's `_tensor_str` writes it: one formatter decided
//! from all real parts, another from all imaginary parts, each element `re±imj`.

use super::tensor::ComplexTensor;
use crate::error::Result;
use crate::interp::format::{
    print_options, summarized_values, tensor_body, with_suffixes, Elem, Formatter, View,
};
use crate::DType;

pub fn repr(z: &ComplexTensor) -> Result<String> {
    let opts = print_options();
    let prefix = "tensor(";
    let indent = prefix.len();
    let shape = z.shape();
    let mut suffixes = Vec::new();
    if z.pairs.device() != crate::Device::Cpu {
        suffixes.push(format!("device='{}'", z.pairs.device()));
    }
    // PyTorch's printer takes complex128 as the default complex type only when the default
    // float type is float64, complex64 otherwise (also under a 16-bit default).
    let default_part = match crate::dtype::default_float() {
        DType::Float64 => DType::Float64,
        _ => DType::Float32,
    };
    let shows_dtype = z.pairs.dtype() != default_part;
    let body = if z.pairs.device() == crate::Device::Meta {
        // `_tensor_str`'s meta branch: the size, always, and no values to read.
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        suffixes.push(match dims.len() {
            1 => format!("size=({},)", dims[0]),
            _ => format!("size=({})", dims.join(", ")),
        });
        suffixes.push(format!("dtype=torch.{}", z.dtype_name()));
        "...".to_string()
    } else if z.numel() == 0 {
        if shape.len() != 1 {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            suffixes.push(if dims.len() == 1 {
                format!("size=({},)", dims[0])
            } else {
                format!("size=({})", dims.join(", "))
            });
        }
        // An empty tensor shows any dtype but the default float one.
        suffixes.push(format!("dtype=torch.{}", z.dtype_name()));
        "[]".to_string()
    } else {
        if shows_dtype {
            suffixes.push(format!("dtype=torch.{}", z.dtype_name()));
        }
        let pairs = {
            let _printing = crate::autograd::NoGradGuard::new();
            z.resolved()?
        };
        let summarize = z.numel() as f64 > opts.threshold;
        let (values, shown, cut) =
            crate::trace::paused(|| summarized_values(&pairs, summarize, opts.edgeitems))?;
        crate::limits::check_value_size((opts.precision as u128 + 32) * values.len() as u128, 1)?;
        let re: Vec<Elem> = values.iter().step_by(2).copied().collect();
        let im: Vec<Elem> = values.iter().skip(1).step_by(2).copied().collect();
        let f1 = Formatter::new(&re, DType::Float64, &opts);
        let f2 = Formatter::new(&im, DType::Float64, &opts);
        let elems: Vec<(Elem, Elem)> = re.iter().copied().zip(im.iter().copied()).collect();
        let view = View {
            values: &elems,
            shape: &shown[..shown.len() - 1],
            cut: &cut[..cut.len() - 1],
            edge: opts.edgeitems,
        };
        let one = |(r, i): (Elem, Elem)| {
            let real = f1.format(r);
            let imag = format!("{}j", f2.format(i));
            let imag = imag.trim_start();
            if imag.starts_with(['+', '-']) {
                format!("{real}{imag}")
            } else {
                format!("{real}+{imag}")
            }
        };
        let elem_len = f1.max_width + 2 + f2.max_width + 1;
        tensor_body(&view, indent, &one, elem_len, opts.linewidth)
    };
    if let Some(node) = crate::ops::autodiff::checked_grad_fn(&z.pairs)? {
        suffixes.push(format!("grad_fn=<{}>", node.name));
    } else if z.pairs.requires_grad() {
        suffixes.push("requires_grad=True".into());
    }
    let out = with_suffixes(format!("{prefix}{body}"), suffixes, indent, opts.linewidth);
    if z.pairs.autograd().is_parameter {
        return Ok(format!("Parameter containing:\n{out}"));
    }
    Ok(out)
}
