

# ------------------------------------------------------------------ window functions
# ATen's TensorFactories.cpp builds the windows from arange with in-place float ops in the
# window's own dtype (so float16 windows keep their rounding), then narrows a periodic
# window of length N out of a symmetric one of length N + 1: the result owns all N + 1
# elements of storage but is no view (`_base` None), which `detach()` gives here.


def _window_options_text(dtype, layout):
    # c10's printing of the TensorOptions a window factory was given.
    if dtype is None:
        dt = _TYPE_META_NAMES.get(str(torch.get_default_dtype()), "float") + " (default)"
    else:
        dt = _TYPE_META_NAMES.get(str(dtype), str(dtype))
    if layout is None:
        lay = "Strided (default)"
    else:
        lay = "Strided" if layout == torch.strided else "Sparse"
    return (
        f"TensorOptions(dtype={dt}, device=cpu, layout={lay}, requires_grad=false (default), "
        "pinned_memory=false, memory_format=(nullopt))"
    )


def _window_checks(fname, window_length, dtype, layout):
    # ATen's window_function_checks, in its order; returns the window's dtype.
    if layout is not None and layout != torch.strided:
        raise RuntimeError(f"{fname} is not implemented for sparse types, got: {_window_options_text(dtype, layout)}")
    dt = torch.get_default_dtype() if dtype is None else dtype
    if not (dt.is_floating_point or dt.is_complex):
        raise RuntimeError(f"{fname} expects floating point dtypes, got: {_window_options_text(dtype, layout)}")
    if window_length < 0:
        raise RuntimeError(f"{fname} requires non-negative window_length, got window_length={window_length}")
    return dt


def _window_trivial(window_length, dt, device, requires_grad):
    # Lengths 0 and 1 are answered before any arithmetic (an empty window, a single 1).
    if window_length == 0:
        return torch.empty((0,), dtype=dt, device=device, requires_grad=requires_grad)
    return torch.ones((1,), dtype=dt, device=device, requires_grad=requires_grad)


def _window_ramp(n, dt, device):
    if dt.is_complex:
        name = "ComplexFloat" if dt == torch.complex64 else "ComplexDouble"
        raise NotImplementedError(f"\"arange_cpu\" not implemented for '{name}'")
    return torch.arange(n, dtype=dt, device=device)


def _window_finish(window, periodic, requires_grad):
    if periodic:
        window = window.narrow(0, 0, window.shape[0] - 1).detach()
    if requires_grad:
        window.requires_grad_(True)
    return window


def _hamming_like(fname, window_length, periodic, alpha, beta, dtype, layout, device, requires_grad):
    dt = _window_checks(fname, window_length, dtype, layout)
    if window_length <= 1:
        return _window_trivial(window_length, dt, device, requires_grad)
    n = window_length + 1 if periodic else window_length
    window = _window_ramp(n, dt, device)
    window.mul_(math.pi * 2.0 / (n - 1)).cos_().mul_(-beta).add_(alpha)
    return _window_finish(window, periodic, requires_grad)


def _torch_hann_window(window_length, periodic=True, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    # ATen checks under its own name first, then runs hamming_window(alpha=beta=0.5).
    _window_checks("hann_window", window_length, dtype, layout)
    return _hamming_like("hamming_window", window_length, periodic, 0.5, 0.5, dtype, layout, device, requires_grad)


def _torch_hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    return _hamming_like("hamming_window", window_length, periodic, alpha, beta, dtype, layout, device, requires_grad)


def _torch_blackman_window(window_length, periodic=True, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    dt = _window_checks("blackman_window", window_length, dtype, layout)
    if window_length <= 1:
        return _window_trivial(window_length, dt, device, requires_grad)
    n = window_length + 1 if periodic else window_length
    # 0.42 - 0.5 cos(2 pi k / (n - 1)) + 0.08 cos(4 pi k / (n - 1)), from pi k / (n - 1).
    w = _window_ramp(n, dt, device).mul_(math.pi / (n - 1))
    window = w.mul(4).cos_().mul_(0.08) - w.mul(2).cos_().mul_(0.5) + 0.42
    return _window_finish(window, periodic, requires_grad)


def _torch_bartlett_window(window_length, periodic=True, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    dt = _window_checks("bartlett_window", window_length, dtype, layout)
    if window_length <= 1:
        return _window_trivial(window_length, dt, device, requires_grad)
    n = window_length + 1 if periodic else window_length
    window = _window_ramp(n, dt, device).mul_(2.0 / (n - 1))
    # The rising ramp 2k / (n - 1), its second half folded down to 2 - 2k / (n - 1).
    first_half = ((n - 1) >> 1) + 1
    window.narrow(0, first_half, n - first_half).mul_(-1).add_(2)
    return _window_finish(window, periodic, requires_grad)


def _torch_kaiser_window(window_length, periodic=True, beta=12.0, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    dt = _window_checks("kaiser_window", window_length, dtype, layout)
    if window_length <= 1:
        return _window_trivial(window_length, dt, device, requires_grad)
    n = window_length + 1 if periodic else window_length
    ramp = _window_ramp(n, dt, device)
    # ATen's kernel works per element in the op-math type (float for the half types):
    # I0(beta * sqrt(|1 - ((k - a) / a)^2|)) / I0(beta), a = (n - 1) / 2, rounded once.
    work = torch.float32 if dt in (torch.float16, torch.bfloat16) else dt
    k = ramp.to(work)
    a = (n - 1) / 2.0
    x = (k - a) / a
    # ATen's window kernels take std::sqrt (IEEE), not MKL's vector root.
    num = torch.special.i0(_native.sqrt_ieee(torch.abs(1 - x.pow(2))) * beta)
    window = (num / torch.special.i0(torch.tensor(beta, dtype=work, device=device))).to(dt)
    return _window_finish(window, periodic, requires_grad)


# ------------------------------------------------------------------ torch.signal.windows
# torch/signal/windows/windows.py: Python functions over linspace, so the windows carry
# the graph of the ops that made them when requires_grad is set (SumBackward1 for the
# cosine sums, ExpBackward0, ...). `sym=False` is the periodic window.


def _signal_checks(fname, M, dtype, layout):
    dt = torch.get_default_dtype() if dtype is None else dtype
    if M < 0:
        raise ValueError(f"{fname} requires non-negative window length, got M={M}")
    if layout is not torch.strided:
        raise ValueError(f"{fname} is implemented for strided tensors only, got: {layout}")
    if dt not in [torch.float32, torch.float64]:
        raise ValueError(f"{fname} expects float32 or float64 dtypes, got: {dt}")
    return dt


def _signal_empty(dt, layout, device, requires_grad):
    return torch.empty((0,), dtype=dt, device=device, requires_grad=requires_grad)


def _signal_ones(dt, layout, device, requires_grad):
    return torch.ones((1,), dtype=dt, device=device, requires_grad=requires_grad)


def _signal_ramp(first, last, M, dt, layout, device, requires_grad):
    return torch.linspace(start=first, end=last, steps=M, dtype=dt, device=device, requires_grad=requires_grad)


def _torch_signal_windows_exponential(M, center=None, tau=1.0, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dt = _signal_checks("exponential", M, dtype, layout)
    if tau <= 0:
        raise ValueError(f"Tau must be positive, got: {tau} instead.")
    if sym and center is not None:
        raise ValueError("Center must be None for symmetric windows")
    if M == 0:
        return _signal_empty(dt, layout, device, requires_grad)
    if center is None:
        center = (M if not sym and M > 1 else M - 1) / 2.0
    c = 1 / tau
    k = _signal_ramp(-center * c, (-center + (M - 1)) * c, M, dt, layout, device, requires_grad)
    return torch.exp(-torch.abs(k))


def _torch_signal_windows_cosine(M, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dt = _signal_checks("cosine", M, dtype, layout)
    if M == 0:
        return _signal_empty(dt, layout, device, requires_grad)
    c = torch.pi / (M + 1 if not sym and M > 1 else M)
    k = _signal_ramp(0.5 * c, (0.5 + (M - 1)) * c, M, dt, layout, device, requires_grad)
    return torch.sin(k)


def _torch_signal_windows_gaussian(M, std=1.0, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dt = _signal_checks("gaussian", M, dtype, layout)
    if std <= 0:
        raise ValueError(f"Standard deviation must be positive, got: {std} instead.")
    if M == 0:
        return _signal_empty(dt, layout, device, requires_grad)
    first = -(M if not sym and M > 1 else M - 1) / 2.0
    c = 1 / (std * math.sqrt(2))
    k = _signal_ramp(first * c, (first + (M - 1)) * c, M, dt, layout, device, requires_grad)
    return torch.exp(-k ** 2)


def _torch_signal_windows_kaiser(M, beta=12.0, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dt = _signal_checks("kaiser", M, dtype, layout)
    if beta < 0:
        raise ValueError(f"beta must be non-negative, got: {beta} instead.")
    if M == 0:
        return _signal_empty(dt, layout, device, requires_grad)
    if M == 1:
        return _signal_ones(dt, layout, device, requires_grad)
    b = torch.tensor(beta, dtype=dt, device=device)
    first = -b
    c = 2.0 * b / (M if not sym else M - 1)
    last = torch.minimum(b, first + (M - 1) * c)
    k = _signal_ramp(first, last, M, dt, layout, device, requires_grad)
    return torch.i0(_native.sqrt_ieee(b * b - torch.pow(k, 2))) / torch.i0(b)


def _torch_signal_windows_general_cosine(M, a, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dt = _signal_checks("general_cosine", M, dtype, layout)
    if M == 0:
        return _signal_empty(dt, layout, device, requires_grad)
    if M == 1:
        return _signal_ones(dt, layout, device, requires_grad)
    try:
        iter(a)
    except TypeError:
        raise TypeError("Coefficients must be a list/tuple")
    if not a:
        raise ValueError("Coefficients cannot be empty")
    c = 2 * torch.pi / (M if not sym else M - 1)
    k = _signal_ramp(0, (M - 1) * c, M, dt, layout, device, requires_grad)
    # sum_i (-1)^i a_i cos(i k), as one broadcast product summed over the terms.
    coef = torch.tensor([(-1) ** i * w for i, w in enumerate(a)], device=device, dtype=dt, requires_grad=requires_grad)
    i = torch.arange(coef.shape[0], dtype=coef.dtype, device=coef.device, requires_grad=coef.requires_grad)
    return (coef.unsqueeze(-1) * torch.cos(i.unsqueeze(-1) * k)).sum(0)


def _torch_signal_windows_general_hamming(M, alpha=0.54, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    return _torch_signal_windows_general_cosine(M, [alpha, 1.0 - alpha], sym, dtype, layout, device, requires_grad)


def _torch_signal_windows_hamming(M, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    return _torch_signal_windows_general_hamming(M, 0.54, sym, dtype, layout, device, requires_grad)


def _torch_signal_windows_hann(M, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    return _torch_signal_windows_general_hamming(M, 0.5, sym, dtype, layout, device, requires_grad)


def _torch_signal_windows_blackman(M, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    _signal_checks("blackman", M, dtype, layout)
    return _torch_signal_windows_general_cosine(M, [0.42, 0.5, 0.08], sym, dtype, layout, device, requires_grad)


def _torch_signal_windows_bartlett(M, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dt = _signal_checks("bartlett", M, dtype, layout)
    if M == 0:
        return _signal_empty(dt, layout, device, requires_grad)
    if M == 1:
        return _signal_ones(dt, layout, device, requires_grad)
    c = 2 / (M if not sym else M - 1)
    k = _signal_ramp(-1, -1 + (M - 1) * c, M, dt, layout, device, requires_grad)
    return 1 - torch.abs(k)


def _torch_signal_windows_nuttall(M, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    coef = [0.3635819, 0.4891775, 0.1365995, 0.0106411]
    return _torch_signal_windows_general_cosine(M, coef, sym, dtype, layout, device, requires_grad)


# ------------------------------------------------------------------ stft / istft
# SpectralOps.cpp: frames are an as_strided view of the (padded) signal, multiplied by the
# window centred in n_fft, transformed along the last dim, then transposed in place to
# (batch, freq, frame): the result is that transposed layout, not contiguous. Errors
# start with ATen's REPR of the call.

_STFT_DEPRECATED_WARNED = []
_RECTANGULAR_WINDOW_WARNING = (
    "A window was not provided. A rectangular window will be applied,which is known to cause "
    "spectral leakage. Other windows such as torch.hann_window or torch.hamming_window are "
    "recommended to reduce spectral leakage.To suppress this warning and use a rectangular "
    "window, explicitly set `window=torch.ones(n_fft, device=<device>)`. "
    "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/SpectralOps.cpp:855.)"
)
_STFT_REAL_OUTPUT_WARNING = (
    "stft with return_complex=False is deprecated. In a future pytorch release, stft will "
    "return complex tensors for all inputs, and return_complex=False will raise an error.\n"
    "Note: you can still call torch.view_as_real on the complex output to recover the old "
    "return format. (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/SpectralOps.cpp:894.)"
)
_ISTFT_PADDED_WARNING = (
    "The length of signal is shorter than the length parameter. Result is being padded with "
    "zeros in the tail. Please check your center and hop_length settings. "
    "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/SpectralOps.cpp:1219.)"
)
_ISTFT_PADDED_WARNED = []
_ISTFT_RECTANGULAR_WARNING = (
    "A window was not provided. A rectangular window will be applied.Please provide the same "
    "window used by stft to make the inversion lossless.To suppress this warning and use a "
    "rectangular window, explicitly set `window=torch.ones(n_fft, device=<device>)`. "
    "(Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/native/SpectralOps.cpp:1055.)"
)
_ISTFT_RECTANGULAR_WARNED = []


def _aten_type_text(t):
    # Tensor::toString(): the legacy type name of a real CPU tensor, the backend-and-
    # scalar-type name of the others (stridelab prints the CPU names on every device).
    if t.is_complex():
        return "CPUComplexFloatType" if t.dtype == torch.complex64 else "CPUComplexDoubleType"
    names = {
        torch.float32: "Float", torch.float64: "Double", torch.float16: "Half",
        torch.bfloat16: "BFloat16", torch.int64: "Long", torch.int32: "Int",
        torch.int16: "Short", torch.int8: "Char", torch.uint8: "Byte", torch.bool: "Bool",
    }
    return f"torch.{names.get(t.dtype, 'Float')}Tensor"


def _sizes_text(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def _opt_text(v):
    # write_opt: an optional bool prints as 0/1, an optional int as itself, else None.
    if v is None:
        return "None"
    return str(int(v))


def _window_text(window):
    if window is None:
        return "None"
    return f"{_aten_type_text(window)}{{{_sizes_text(window)}}}"


def _complex_pad(x, pad, mode):
    # F.pad of a complex signal: its real and imaginary parts padded alike.
    return torch.complex(F.pad(x.real, pad, mode), F.pad(x.imag, pad, mode))


def _stft_pad(x, pad, mode):
    return _complex_pad(x, pad, mode) if x.is_complex() else F.pad(x, pad, mode)


def _torch_stft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode="reflect", normalized=False, onesided=None, return_complex=None, align_to_window=None):
    _tensor_arg("stft", "input", 1, input)
    # torch/functional.py pads the signal before the native op sees it.
    if center and align_to_window is not None:
        raise RuntimeError("stft align_to_window should only be set when center = false")
    if center:
        signal_dim = input.dim()
        extended = [1] * (3 - signal_dim) + list(input.size())
        pad = int(n_fft // 2)
        input = _stft_pad(input.view(extended), [pad, pad], pad_mode)
        input = input.view(input.shape[-signal_dim:])
    return _stft_native(input, n_fft, hop_length, win_length, window, normalized, onesided, return_complex, align_to_window)


def _stft_parser_check(args):
    """torch.stft passes its arguments on to _VF.stft, whose parser types them (int n_fft,
    int? hop_length and win_length, Tensor? window, bool normalized, bool? the rest): a
    float n_fft is its "invalid combination" TypeError, before any other check."""
    n_fft, hop, win, window, normalized = args[1:6]

    def is_int(v):
        return isinstance(v, int) and not isinstance(v, bool)

    ok = (is_int(n_fft) and (hop is None or is_int(hop)) and (win is None or is_int(win))
          and (window is None or isinstance(window, torch.Tensor)) and isinstance(normalized, bool)
          and all([v is None or isinstance(v, bool) for v in args[6:]]))
    if not ok:
        got = ", ".join(["Tensor" if isinstance(v, torch.Tensor) else type(v).__name__ for v in args])
        raise TypeError("stft() received an invalid combination of arguments - got (" + got + "), but expected one of:")


def _stft_native(self, n_fft, hop_length, win_length, window, normalized, onesided, return_complex, align_to_window):
    _stft_parser_check((self, n_fft, hop_length, win_length, window, normalized, onesided, return_complex, align_to_window))
    hop = (n_fft >> 2) if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length

    def fail(tail, error=RuntimeError):
        raise error(
            f"stft({_aten_type_text(self)}{_sizes_text(self)}, n_fft={n_fft}, hop_length={hop}, "
            f"win_length={win}, window={_window_text(window)}, normalized={int(bool(normalized))}, "
            f"onesided={_opt_text(onesided)}, return_complex={_opt_text(return_complex)}, "
            f"align_to_window={_opt_text(align_to_window)}) {tail}"
        )

    if window is not None and window.device != self.device:
        raise RuntimeError(f"stft input and window must be on the same device but got self on {self.device} and window on {window.device}")
    import warnings
    if window is None:
        warnings.warn(_RECTANGULAR_WINDOW_WARNING, UserWarning, stacklevel=3)
    complex_result = return_complex
    if complex_result is None:
        complex_result = self.is_complex() or (window is not None and window.is_complex())
    if not complex_result:
        if return_complex is None:
            raise RuntimeError(
                "stft requires the return_complex parameter be given for real inputs, and will "
                "further require that return_complex=True in a future PyTorch release."
            )
        if not _STFT_DEPRECATED_WARNED:
            _STFT_DEPRECATED_WARNED.append(True)
            warnings.warn(_STFT_REAL_OUTPUT_WARNING, UserWarning, stacklevel=3)
    if not (self.is_floating_point() or self.is_complex()):
        fail(": expected a tensor of floating point or complex values", NotImplementedError)
    if self.dim() > 2 or self.dim() < 1:
        fail(": expected a 1D or 2D tensor")
    x = self.unsqueeze(0) if self.dim() == 1 else self
    batch, length = x.shape[0], x.shape[1]
    if n_fft <= 0 or n_fft > length:
        fail(f": expected 0 < n_fft < {length}, but got n_fft={win}")
    if hop <= 0:
        fail(f": expected hop_length > 0, but got hop_length={hop}")
    if win <= 0 or win > n_fft:
        fail(f": expected 0 < win_length <= n_fft, but got win_length={win}")
    if window is not None and (window.dim() != 1 or window.shape[0] != win):
        fail(f": expected a 1D window tensor of size equal to win_length={win}, but got window with size {_sizes_text(window)}")
    if self.dtype in (torch.float16, torch.bfloat16):
        name = "Half" if self.dtype == torch.float16 else "BFloat16"
        raise NotImplementedError(f"MKL FFT doesn't support tensors of type: {name}")
    full_window = window
    left = (n_fft - win) // 2
    if win < n_fft:
        # The window, centred in n_fft zeros (ones when none was given).
        like = window if window is not None else self
        full_window = torch.zeros(n_fft, dtype=like.dtype, device=like.device)
        if window is not None:
            full_window.narrow(0, left, win).copy_(window)
        else:
            full_window.narrow(0, left, win).fill_(1)
    if align_to_window:
        # The frames start where the window does: the signal gets `left` zeros each side,
        # and the frame count is the window's (ATen's own arithmetic, kept as it is).
        n_frames = 1 + (length - win) // hop
        x = _stft_pad(x, [left, left], "constant")
    else:
        n_frames = 1 + (length - n_fft) // hop
    frames = _frames(x, batch, n_frames, n_fft, hop)
    if full_window is not None:
        frames = frames.mul(full_window)
    complex_fft = frames.is_complex()
    one_sided = (not complex_fft) if onesided is None else onesided
    norm = "ortho" if normalized else "backward"
    if complex_fft:
        if one_sided:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        out = torch.fft.fft(frames, dim=-1, norm=norm)
    elif one_sided:
        out = torch.fft.rfft(frames, dim=-1, norm=norm)
    else:
        out = torch.fft.fft(frames, dim=-1, norm=norm)
    # In place, as ATen does: the spectrum is no view (`_base` None), only transposed.
    out.transpose_(1, 2)
    if self.dim() == 1:
        out.squeeze_(0)
    return out if complex_result else torch.view_as_real(out)


def _frames(x, batch, n_frames, n_fft, hop):
    # time2col: frame f of each signal is the view of n_fft samples from f * hop.
    if x.is_complex():
        # The same view on the (re, im) pairs, the pair dim innermost.
        pairs = torch.view_as_real(x.resolve_conj())
        s0, s1 = pairs.stride(0), pairs.stride(1)
        framed = pairs.as_strided((batch, n_frames, n_fft, 2), (s0, hop * s1, s1, 1), pairs.storage_offset())
        return torch.view_as_complex(framed)
    return x.as_strided((batch, n_frames, n_fft), (x.stride(0), hop * x.stride(1), x.stride(1)), x.storage_offset())


def _torch_istft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, normalized=False, onesided=None, length=None, return_complex=False):
    _tensor_arg("istft", "input", 1, input)
    hop = (n_fft >> 2) if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length

    def fail(tail):
        raise RuntimeError(
            f"istft({_aten_type_text(input)}{_sizes_text(input)}, n_fft={n_fft}, hop_length={hop}, "
            f"win_length={win}, window={_window_text(window)}, center={int(bool(center))}, "
            f"normalized={int(bool(normalized))}, onesided={_opt_text(onesided)}, "
            f"length={_opt_text(length)}, return_complex={int(bool(return_complex))}) {tail}"
        )

    if window is not None and window.device != input.device:
        raise RuntimeError(f"istft input and window must be on the same device but got self on {input.device} and window on {window.device}")
    if window is None and not _ISTFT_RECTANGULAR_WARNED:
        _ISTFT_RECTANGULAR_WARNED.append(True)
        import warnings
        warnings.warn(_ISTFT_RECTANGULAR_WARNING, UserWarning, stacklevel=2)
    if not input.is_complex():
        raise TypeError("istft requires a complex-valued input tensor matching the output from stft with return_complex=True.")
    pairs = torch.view_as_real(input.resolve_conj())
    dim = pairs.dim()
    if pairs.numel() == 0:
        fail(": input tensor cannot be empty.")
    if dim != 3 and dim != 4:
        fail(f": expected a tensor with 3 or 4 dimensions, but got {dim}")
    n_frames, fft_size = pairs.shape[-2], pairs.shape[-3]
    one_sided = (fft_size != n_fft) if onesided is None else onesided
    if one_sided:
        if n_fft // 2 + 1 != fft_size:
            fail(f": expected the frequency dimension (3rd to the last) of the input tensor to match n_fft / 2 + 1 when onesided=True, but got {fft_size}")
    elif n_fft != fft_size:
        fail(f": expected the frequency dimension (3rd to the last) of the input tensor to match n_fft when onesided=False, but got {fft_size}")
    if not (0 < hop <= win):
        fail(": expected 0 < hop_length <= win_length")
    if not (0 < win <= n_fft):
        fail(": expected 0 < win_length <= n_fft")
    if window is not None and (window.dim() != 1 or window.shape[0] != win):
        fail(": Invalid window shape. window has to be 1D and length of `win_length`")
    full_window = window if window is not None else torch.ones(win, dtype=pairs.dtype, device=pairs.device)
    if win != n_fft:
        left = (n_fft - win) // 2
        full_window = F.pad(full_window, [left, n_fft - win - left])
    spec = input if dim == 4 else input.unsqueeze(0)
    spec = spec.transpose(1, 2)
    norm = "ortho" if normalized else "backward"
    if return_complex:
        if one_sided:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        frames = torch.fft.ifft(spec, dim=-1, norm=norm)
    else:
        if window is not None and window.is_complex():
            raise RuntimeError("Complex windows are incompatible with return_complex=False")
        if not one_sided:
            spec = spec.narrow(-1, 0, n_fft // 2 + 1)
        frames = torch.fft.irfft(spec, n=n_fft, dim=-1, norm=norm)
    frames = frames * full_window.view(1, 1, n_fft)
    expected_len = n_fft + hop * (n_frames - 1)
    # Overlap-add (ATen's unfold_backward): frame f lands at f * hop.
    y = _overlap_add(frames, expected_len, hop)
    envelope = _overlap_add(full_window.pow(2).expand(1, n_frames, n_fft), expected_len, hop)
    start = n_fft // 2 if center else 0
    if length is not None:
        end = start + length
    elif center:
        end = -(n_fft // 2)
    else:
        end = expected_len
    y = _slice_last(y, start, end)
    envelope = _slice_last(envelope, start, end)
    if bool(envelope.abs().min().lt(1e-11)):
        fail("window overlap add min: 1")
    y = y / envelope
    if dim == 3:
        y = y.squeeze(0)
    if end > expected_len:
        if not _ISTFT_PADDED_WARNED:
            _ISTFT_PADDED_WARNED.append(True)
            import warnings
            warnings.warn(_ISTFT_PADDED_WARNING, UserWarning, stacklevel=2)
        y = _stft_pad(y, [0, end - expected_len], "constant")
    return y


def _slice_last(t, start, end):
    n = t.shape[-1]
    if end < 0:
        end = end + n
    end = max(min(end, n), 0)
    start = min(start, n)
    return t.narrow(-1, start, max(end - start, 0))


def _overlap_add(frames, total, hop):
    # (batch, n_frames, n_fft) -> (batch, total): the sum of each frame placed at f * hop.
    batch, n_frames, n_fft = frames.shape
    if frames.is_complex():
        return torch.complex(_overlap_add(frames.real, total, hop), _overlap_add(frames.imag, total, hop))
    cols = frames.transpose(1, 2)
    out = F.fold(cols, output_size=(1, total), kernel_size=(1, n_fft), stride=(1, hop))
    return out.reshape(batch, total)
