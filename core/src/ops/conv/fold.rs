//! `F.unfold` (im2col) and `F.fold` (col2im) over 2-d images, each one recorded node
//! (`Im2ColBackward0`, `Col2ImBackward0`) whose backward is the other.

use super::windows::{col2im, im2col, Windows};
use crate::error::{not_implemented, runtime, Result};
use crate::ops::autodiff::{self, NoGradGuard};
use crate::ops::{self, view};
use crate::tensor::Tensor;

/// kernel, dilation, padding, stride (each 2 values), as `F.unfold`/`F.fold` take them.
pub struct FoldSpec {
    pub kernel: [i64; 2],
    pub dilation: [i64; 2],
    pub padding: [i64; 2],
    pub stride: [i64; 2],
}

impl FoldSpec {
    /// ATen's `im2col_shape_check` / `col2im_shape_check` parameter checks.
    fn check(&self) -> Result<()> {
        let [kh, kw] = self.kernel;
        if kh <= 0 || kw <= 0 {
            return Err(runtime(format!(
                "kernel size should be greater than zero, but got kernel_height: {kh} kernel_width: {kw}"
            )));
        }
        let [sh, sw] = self.stride;
        if sh <= 0 || sw <= 0 {
            return Err(runtime(format!(
                "stride should be greater than zero, but got stride_height: {sh} stride_width: {sw}"
            )));
        }
        let [dh, dw] = self.dilation;
        if dh <= 0 || dw <= 0 {
            return Err(runtime(format!(
                "dilation should be greater than zero, but got dilation_height: {dh} dilation_width: {dw}"
            )));
        }
        let [ph, pw] = self.padding;
        if ph < 0 || pw < 0 {
            return Err(runtime(format!(
                "padding should be non-negative, but got pad_height: {ph} pad_width: {pw}"
            )));
        }
        if [kh, kw, sh, sw, dh, dw, ph, pw]
            .iter()
            .any(|&v| v > i32::MAX as i64)
        {
            return Err(runtime("fold/unfold parameter is too large"));
        }
        Ok(())
    }

    /// Sliding blocks along each dim of an `image`-sized input (may be < 1).
    fn blocks(&self, image: [i64; 2]) -> [i64; 2] {
        let b = |d: usize| {
            (image[d] + 2 * self.padding[d] - (self.dilation[d] * (self.kernel[d] - 1) + 1))
                .div_euclid(self.stride[d])
                + 1
        };
        [b(0), b(1)]
    }

    fn windows(&self, blocks: [i64; 2]) -> Windows {
        let u = |v: [i64; 2]| vec![v[0] as usize, v[1] as usize];
        Windows {
            kernel: u(self.kernel),
            stride: u(self.stride),
            padding: u(self.padding),
            dilation: u(self.dilation),
            out: u(blocks),
        }
    }

    fn describe(&self) -> String {
        let p = |v: [i64; 2]| format!("({}, {})", v[0], v[1]);
        format!(
            "kernel_size={}, dilation={}, padding={}, stride={}",
            p(self.kernel),
            p(self.dilation),
            p(self.padding),
            p(self.stride)
        )
    }
}

fn float_only(x: &Tensor, op: &str) -> Result<()> {
    if x.dtype().is_floating() {
        Ok(())
    } else {
        Err(not_implemented(format!(
            "\"{op}\" not implemented for '{}'",
            x.dtype().legacy_name()
        )))
    }
}

/// `F.unfold(input, ...)`: `(N, C, H, W)` (or `(C, H, W)`) to `(N, C*kh*kw, L)`.
pub fn unfold(x: &Tensor, spec: &FoldSpec) -> Result<Tensor> {
    spec.check()?;
    let shape = x.shape();
    let nd = shape.len();
    if (1..3).contains(&nd) {
        // im2col's check reads the size of dim `nd` first, which a 1-d or 2-d input has not.
        crate::layout::dims::wrap_dim(nd as i64, nd)?;
    }
    let nonempty = nd >= 3 && shape[nd - 3..].iter().all(|&s| s > 0);
    if !(nd == 3 || nd == 4) || !nonempty {
        return Err(runtime(format!(
            "Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero dimensions for input, but got: {}",
            crate::error::fmt_list(&shape)
        )));
    }
    float_only(x, "im2col_out_cpu")?;
    let image = [shape[nd - 2] as i64, shape[nd - 1] as i64];
    let blocks = spec.blocks(image);
    if blocks[0] < 1 || blocks[1] < 1 {
        return Err(runtime(format!(
            "Given input with spatial size ({}, {}), kernel_size=({}, {}), dilation=({}, {}), padding=({}, {}), calculated shape of the array of sliding blocks as ({}, {}), but its components must be at least one.",
            image[0], image[1], spec.kernel[0], spec.kernel[1], spec.dilation[0], spec.dilation[1],
            spec.padding[0], spec.padding[1], blocks[0], blocks[1]
        )));
    }
    let win = spec.windows(blocks);
    let batched = nd == 4;
    let out = {
        let _g = NoGradGuard::new();
        let xb = if batched {
            x.clone()
        } else {
            view::unsqueeze(x, 0)?
        };
        // A 1x1 kernel without padding reads `x` itself: copy, never alias the input.
        let cols = im2col(&xb, &win, 1)?;
        let cols = if cols.storage().same(&x.storage()) {
            ops::clone(&cols, crate::layout::MemoryFormat::Contiguous)?
        } else {
            ops::contiguous(&cols)?
        };
        let (n, rows, l) = (
            xb.shape()[0] as i64,
            (shape[nd - 3] * win.kernel_numel()) as i64,
            win.out_numel() as i64,
        );
        let y = view::reshape(&cols, &[n, rows, l])?;
        view::owned_result(if batched {
            y
        } else {
            view::reshape(&y, &[rows, l])?
        })
    };
    let c = shape[nd - 3];
    let img = [image[0] as usize, image[1] as usize];
    autodiff::record_one_input("Im2ColBackward0", x, &out, false, move |g, _| {
        let gb = if batched {
            g.clone()
        } else {
            view::unsqueeze(g, 0)?
        };
        let n = gb.shape()[0] as i64;
        let cols = view::reshape(&gb, &[n, 1, -1, win.out_numel() as i64])?;
        let r = col2im(&cols, c, &img, &win)?;
        if batched {
            Ok(r)
        } else {
            view::squeeze(&r, Some(&[0]))
        }
    })?;
    Ok(out)
}

/// `F.fold(input, output_size, ...)`: `(N, C*kh*kw, L)` (or `(C*kh*kw, L)`) summed into
/// `(N, C, *output_size)`.
pub fn fold(x: &Tensor, output_size: [i64; 2], spec: &FoldSpec) -> Result<Tensor> {
    let shape = x.shape();
    let nd = shape.len();
    let nonempty = nd >= 2 && shape[nd - 2..].iter().all(|&s| s > 0);
    if !(nd == 2 || nd == 3) || !nonempty {
        return Err(runtime(format!(
            "Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero dimensions for input, but got: {}",
            crate::error::fmt_list(&shape)
        )));
    }
    let [oh, ow] = output_size;
    if oh <= 0 || ow <= 0 {
        return Err(runtime(format!(
            "Expected output spatial size to be positive, but got: output_size=({oh}, {ow})."
        )));
    }
    spec.check()?;
    let (planes, l) = (shape[nd - 2] as i64, shape[nd - 1] as i64);
    let k = spec.kernel[0] * spec.kernel[1];
    if planes % k != 0 {
        return Err(runtime(format!(
            "Expected size of input's dimension 1 to be divisible by the product of kernel_size, but got input.size(1)={planes} and kernel_size=({}, {}).",
            spec.kernel[0], spec.kernel[1]
        )));
    }
    let blocks = spec.blocks(output_size);
    if blocks[0] * blocks[1] != l {
        return Err(runtime(format!(
            "Given output_size=({oh}, {ow}), {}, expected size of input's dimension 2 to match the calculated number of sliding blocks {} * {} = {}, but got input.size(2)={l}.",
            spec.describe(),
            blocks[0],
            blocks[1],
            blocks[0] * blocks[1]
        )));
    }
    if blocks[0] < 1 || blocks[1] < 1 {
        return Err(runtime(format!(
            "Given output_size=({oh}, {ow}), {}, calculated shape of the array of sliding blocks as ({}, {}), which is too small (non-positive)",
            spec.describe(),
            blocks[0],
            blocks[1]
        )));
    }
    if oh > i32::MAX as i64 || ow > i32::MAX as i64 {
        return Err(runtime("fold: output_size is too large"));
    }
    float_only(x, "col2im_out_cpu")?;
    let win = spec.windows(blocks);
    let c = (planes / k) as usize;
    let img = [oh as usize, ow as usize];
    let batched = nd == 3;
    let out = {
        let _g = NoGradGuard::new();
        let xb = if batched {
            x.clone()
        } else {
            view::unsqueeze(x, 0)?
        };
        let n = xb.shape()[0] as i64;
        let cols = view::reshape(&xb, &[n, 1, planes, l])?;
        let r = col2im(&cols, c, &img, &win)?;
        let r = ops::contiguous(&r)?;
        view::owned_result(if batched {
            r
        } else {
            view::squeeze(&r, Some(&[0]))?
        })
    };
    autodiff::record_one_input("Col2ImBackward0", x, &out, false, move |g, _| {
        let gb = if batched {
            g.clone()
        } else {
            view::unsqueeze(g, 0)?
        };
        let n = gb.shape()[0] as i64;
        let cols = view::reshape(&im2col(&gb, &win, 1)?, &[n, planes, l])?;
        if batched {
            Ok(cols)
        } else {
            view::reshape(&cols, &[planes, l])
        }
    })?;
    Ok(out)
}
