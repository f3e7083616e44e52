# ------------------------------------------------------------------ fractional max pooling
# F.fractional_max_pool2d/3d (and their `_with_indices` forms) and nn.FractionalMaxPool2d/3d,
# as torch/nn/functional.py writes them around ATen's kernels (FractionalMaxPool2d.cpp,
# FractionalMaxPool3d.cpp): one uniform sample per plane and pooled dimension, drawn with
# torch.rand in the input's dtype, places the windows.


def _frac_intervals(u, input_size, output_size, pool_size):
    # ATen's generate_intervals, in the input's floating type: window i starts at
    # trunc((i + u) * alpha) - trunc(u * alpha), alpha = (in - pool) / (out - 1), and the last
    # window ends at the input's end. `u`: the samples, (N, C); the result (N, C, out), int64.
    n, c = u.shape[0], u.shape[1]
    last = torch.full((n, c, 1), input_size - pool_size, dtype=torch.int64, device=u.device)
    if output_size <= 1:
        return last[:, :, :output_size]
    alpha = torch.tensor(input_size - pool_size, dtype=u.dtype) / torch.tensor(output_size - 1, dtype=u.dtype)
    i = torch.arange(output_size - 1, dtype=u.dtype, device=u.device)
    u = u.unsqueeze(-1)
    starts = ((i + u) * alpha).trunc().long() - (u * alpha).trunc().long()
    return torch.cat([starts, last], -1)


def _frac_check(name, input, pool_size, output_size, samples, dims):
    # The checks of ATen's meta function, in its order and words.
    k = len(dims)
    if len(pool_size) != k:
        what = "a single Int or tuple of Ints" if k == 2 else "a single Int or tuple of three Ints"
        raise RuntimeError(f"{name}: kernel_size must either be {what}")
    if len(output_size) != k:
        what = "a single Int or tuple of Ints" if k == 2 else "a single Int or tuple of three Ints"
        raise RuntimeError(f"{name}: output_size must either be {what}")
    if any(p <= 0 for p in pool_size):
        raise RuntimeError(
            f"{name}(): kernel size should be greater than zero, but got {'x'.join(map(str, pool_size))}"
        )
    where = f"{name}()" if k == 2 else f"{name}_out()"
    nd = input.dim()
    if nd != k + 1 and nd != k + 2:
        raise RuntimeError(
            f"{where}: Expected {k + 1}D or {k + 2}D tensor, but got: {list(input.shape)}"
        )
    for d in range(1, nd):
        if input.shape[d] <= 0:
            raise RuntimeError(
                f"{where}: Expected input to have non-zero size for non-batch dimensions, "
                f"but got{list(input.shape)} with dimension {d} being empty."
            )
    if samples.dtype != input.dtype:
        raise RuntimeError("Expect _random_samples to have the same dtype as input")
    if samples.dim() >= 3 and samples.shape[2] != k:
        raise RuntimeError(f"Expect _random_samples.size(2) equals to {k}; got {samples.shape[2]}.")
    sizes = input.shape[nd - k:]
    for d in range(k):
        if output_size[d] + pool_size[d] - 1 > sizes[d]:
            raise RuntimeError(
                f"{where}: pool {dims[d]} {pool_size[d]} too large relative to input {dims[d]} {sizes[d]}"
            )


def _frac_pool(name, node, k, input, kernel_size, output_size, samples):
    # The windows' maxima and their flat indices in each plane. As ATen's loop, a window's
    # first maximum wins, and a NaN wins over any number (the last NaN, as its `>` || isnan).
    dims = ["height", "width"] if k == 2 else ["time", "height", "width"]
    pool = _ntuple(kernel_size, k)
    out = _ntuple(output_size, k)
    _frac_check(name, input, pool, out, samples, dims)
    batched = input.dim() == k + 2
    x = input if batched else input.unsqueeze(0)
    n, c = x.shape[0], x.shape[1]
    sizes = list(x.shape[2:])
    # Each plane's and each output plane's element counts, named: `-1` is ambiguous when
    # the batch or the channels are empty.
    plane = 1
    for size in sizes:
        plane *= size
    per_out = 1
    for size in out:
        per_out *= size
    # ATen reads samples for W then H (2d), T then H then W (3d).
    order = [1, 0] if k == 2 else [0, 1, 2]
    # Each window's first element, as a flat index into its plane: (N, C, *out).
    first = None
    for d in range(k):
        starts = _frac_intervals(samples[:n, :, order[d]], sizes[d], out[d], pool[d])
        stride = 1
        for e in range(d + 1, k):
            stride *= sizes[e]
        part = (starts * stride).reshape(n, c, *[out[d] if e == d else 1 for e in range(k)])
        first = part if first is None else first + part
    # The window's offsets in ATen's loop order (outer dims first), each a flat step.
    steps = [0]
    for d in range(k):
        stride = 1
        for e in range(d + 1, k):
            stride *= sizes[e]
        steps = [s0 + j * stride for s0 in steps for j in range(pool[d])]
    with torch.no_grad():
        planes = x.detach().reshape(n, c, plane)
        best = torch.full(first.shape, float("-inf"), dtype=x.dtype, device=x.device)
        indices = first.clone()
        # ATen's loop: a value replaces the maximum when greater, or when it is NaN.
        for step in steps:
            at = first + step
            v = planes.gather(2, at.reshape(n, c, per_out)).reshape(first.shape)
            take = (v > best) | v.isnan()
            best = torch.where(take, v, best)
            indices = torch.where(take, at, indices)
    lin = indices.reshape(n, c, per_out)

    def kernel(t):
        v = t if batched else t.unsqueeze(0)
        r = v.reshape(n, c, plane).gather(2, lin).reshape(n, c, *out)
        return r if batched else r.squeeze(0)

    output = _native_node(node, kernel, input)
    return output, (indices if batched else indices.squeeze(0))


def _frac_output_size(name, input, k, output_size, output_ratio):
    if output_size is None and output_ratio is None:
        raise ValueError(f"{name} requires specifying either an output_size or an output_ratio")
    if output_size is None:
        if len(output_ratio) > k:
            raise ValueError(f"{name} requires output_ratio to either be a single Int or tuple of Ints.")
        ratio = _ntuple(output_ratio, k)
        output_size = [int(input.size(d - k) * ratio[d]) for d in range(k)]
    return output_size


def _frac_pool_with_indices(k, input, kernel_size, output_size, output_ratio, _random_samples):
    # One body for the 2-d and 3-d forms: they differ in the dims pooled, the name and node.
    name = f"fractional_max_pool{k}d"
    output_size = _frac_output_size(name, input, k, output_size, output_ratio)
    if _random_samples is None:
        n_batch = 1 if input.dim() == k + 1 else input.size(0)
        _random_samples = torch.rand(n_batch, input.size(-k - 1), k, dtype=input.dtype, device=input.device)
    return _frac_pool(name, f"FractionalMaxPool{k}DBackward0", k, input, kernel_size, output_size, _random_samples)


def _F_fractional_max_pool2d_with_indices(input, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
    return _frac_pool_with_indices(2, input, kernel_size, output_size, output_ratio, _random_samples)


def _F_fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
    r = _frac_pool_with_indices(2, input, kernel_size, output_size, output_ratio, _random_samples)
    return r if return_indices else r[0]


def _F_fractional_max_pool3d_with_indices(input, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
    return _frac_pool_with_indices(3, input, kernel_size, output_size, output_ratio, _random_samples)


def _F_fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
    r = _frac_pool_with_indices(3, input, kernel_size, output_size, output_ratio, _random_samples)
    return r if return_indices else r[0]


class _FractionalMaxPoolNd(Module):
    _k = 2

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        super().__init__()
        k = self._k
        self.kernel_size = _ntuple(kernel_size, k)
        self.return_indices = return_indices
        self.register_buffer("_random_samples", _random_samples)
        self.output_size = _ntuple(output_size, k) if output_size is not None else None
        self.output_ratio = _ntuple(output_ratio, k) if output_ratio is not None else None
        if output_size is None and output_ratio is None:
            raise ValueError(
                f"FractionalMaxPool{k}d requires specifying either an output size, or a pooling ratio"
            )
        if output_size is not None and output_ratio is not None:
            raise ValueError("only one of output_size and output_ratio may be specified")
        if self.output_ratio is not None:
            if not all(0 < r < 1 for r in self.output_ratio):
                raise ValueError(f"output_ratio must be between 0 and 1 (got {output_ratio})")


class FractionalMaxPool2d(_FractionalMaxPoolNd):
    _k = 2

    def forward(self, input):
        return F.fractional_max_pool2d(
            input, self.kernel_size, self.output_size, self.output_ratio,
            self.return_indices, _random_samples=self._random_samples,
        )


class FractionalMaxPool3d(_FractionalMaxPoolNd):
    _k = 3

    def forward(self, input):
        return F.fractional_max_pool3d(
            input, self.kernel_size, self.output_size, self.output_ratio,
            self.return_indices, _random_samples=self._random_samples,
        )
