

# ---------------------------------------------------------------------------------------
# torch.nn.functional entries for vision models and self-normalizing nets, after
# torch/nn/functional.py and ATen (local_response_norm, alpha dropout, channel_shuffle,
# affine_grid / grid_sample, LP pooling, max unpooling, the triplet loss with a distance
# function), with their modules. Registered in functional/in_python.rs as `_F_<name>`.


def _suggested_format(x):
    # ATen's suggest_memory_format: the format the strides already look like (`to` returns
    # the tensor itself exactly then).
    with torch.no_grad():
        if x.dim() == 4 and x.to(memory_format=torch.channels_last) is x:
            return torch.channels_last
        if x.dim() == 5 and x.to(memory_format=torch.channels_last_3d) is x:
            return torch.channels_last_3d
    return torch.contiguous_format


# ------------------------------------------------------------------ local response norm


def _avg_pool3d_depth(t, size):
    # avg_pool3d(t, (size, 1, 1), stride=1) of an (N, 1, D, H, W) tensor: one ATen kernel
    # (AvgPool3DBackward0), each output the window's sum divided by its size, as the 2-d
    # pooling of the (N, 1, D, H*W) view computes it.
    n, _, d, h, w = t.shape

    def kernel(x):
        flat = x.reshape(n, 1, d, h * w)
        return F.avg_pool2d(flat, (size, 1), stride=1).reshape(n, 1, d - size + 1, h, w)

    return _native_node("AvgPool3DBackward0", kernel, t)


def _F_local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):
    dim = input.dim()
    if dim < 3:
        raise ValueError(
            f"Expected 3D or higher dimensionality                          input (got {dim} dimensions)"
        )
    if input.numel() == 0:
        return input
    div = input.mul(input)
    if dim == 3:
        div = div.unsqueeze(1)
        div = F.pad(div, (0, 0, size // 2, (size - 1) // 2))
        div = F.avg_pool2d(div, (size, 1), stride=1).squeeze(1)
    else:
        sizes = input.size()
        div = div.view(sizes[0], 1, sizes[1], sizes[2], -1)
        div = F.pad(div, (0, 0, 0, 0, size // 2, (size - 1) // 2))
        div = _avg_pool3d_depth(div, size).squeeze(1)
        div = div.view(sizes)
    div = div.mul(alpha).add(k).pow(beta)
    return input / div


class LocalResponseNorm(Module):
    def __init__(self, size, alpha=1e-4, beta=0.75, k=1.0):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"


# ------------------------------------------------------------------ alpha dropout

# SELU's negative saturation value, -scale * alpha, as ATen's _dropout_impl writes it.
_SELU_SATURATION = 1.7580993408473766


def _alpha_dropout_impl(input, p, train, inplace, feature):
    # ATen's _dropout_impl<feature, alpha=true>: one Bernoulli draw per element (per
    # (sample, channel) for the feature form), then a * noise * x + b, with b the shift
    # that keeps the mean and variance.
    if p == 0 or not train or input.numel() == 0:
        return input
    if p == 1:
        zero = torch.zeros((), dtype=input.dtype)
        return input.mul_(zero) if inplace else input.mul(zero)
    if feature:
        if input.dim() < 2:
            raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
        noise = input.new_empty(tuple(input.shape[:2]) + (1,) * (input.dim() - 2))
    else:
        noise = torch.empty_like(input)
    noise.bernoulli_(1 - p)
    a = 1.0 / math.sqrt((_SELU_SATURATION * _SELU_SATURATION * p + 1) * (1 - p))
    b = noise.add(-1).mul_(_SELU_SATURATION * a).add_(_SELU_SATURATION * a * p)
    noise.mul_(a)
    out = input.mul_(noise) if inplace else input.mul(noise)
    return out.add_(b)


def _F_alpha_dropout(input, p=0.5, training=False, inplace=False):
    _dropout_p_check(p)
    return _alpha_dropout_impl(input, p, training, inplace, False)


def _F_feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    _dropout_p_check(p)
    return _alpha_dropout_impl(input, p, training, inplace, True)


class AlphaDropout(_DropoutNd):
    def forward(self, input):
        return F.alpha_dropout(input, self.p, self.training)


class FeatureAlphaDropout(_DropoutNd):
    def forward(self, input):
        return F.feature_alpha_dropout(input, self.p, self.training)


# ------------------------------------------------------------------ channel shuffle


def _F_channel_shuffle(input, groups):
    return _channel_shuffle(input, groups, "channel_shuffle", "ChannelShuffleBackward0")


def _native_channel_shuffle_grad(grads, *inputs):
    # native_channel_shuffle has no entry in derivatives.yaml: its node is NotImplemented
    # and backward through it fails as PyTorch's does.
    raise RuntimeError("derivative for aten::native_channel_shuffle is not implemented")


def _torch_native_channel_shuffle(input, groups):
    return _channel_shuffle(input, groups, "native_channel_shuffle", "NotImplemented", _native_channel_shuffle_grad)


# torch.channel_shuffle is the same builtin as F.channel_shuffle (and the native ones too).
_torch_channel_shuffle = _F_channel_shuffle
_F_native_channel_shuffle = _torch_native_channel_shuffle


def _channel_shuffle(input, groups, name, node, formula=None):
    if isinstance(groups, bool) or not isinstance(groups, int):
        raise TypeError(
            f"{name}(): argument 'groups' (position 2) must be int, not {type(groups).__name__}"
        )
    if input.dim() <= 2:
        raise RuntimeError(
            f"channel_shuffle expects input with > 2 dims, but got input with sizes {list(input.shape)}"
        )
    c = input.shape[1]
    if groups <= 0:
        raise RuntimeError(f"Number of groups to divide channels in must be positive. Value of groups:{groups}")
    if c % groups != 0:
        raise RuntimeError(f"Number of channels must be divisible by groups. Got {c} channels and {groups} groups.")
    fmt = _suggested_format(input)
    b = input.shape[0]
    spatial = 1
    for s in input.shape[2:]:
        spatial *= s

    def kernel(x):
        # ATen's channel_shuffle kernel: channel g * (C / groups) + i goes to i * groups + g,
        # written in the input's suggested memory format.
        y = x.reshape(b, groups, c // groups, spatial).permute(0, 2, 1, 3)
        return y.reshape(x.shape).contiguous(memory_format=fmt)

    return _native_node(node, kernel, input, formula=formula)


class ChannelShuffle(Module):
    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def forward(self, input):
        return F.channel_shuffle(input, self.groups)

    def extra_repr(self):
        return f"groups={self.groups}"


# ------------------------------------------------------------------ deprecated upsampling
# torch/nn/functional.py keeps these as wrappers of interpolate that warn first (a
# UserWarning, blamed on the caller's line).


def _F_upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    import warnings
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return F.interpolate(input, size, scale_factor, mode, align_corners)


def _F_upsample_nearest(input, size=None, scale_factor=None):
    import warnings
    warnings.warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return F.interpolate(input, size, scale_factor, mode="nearest")


def _F_upsample_bilinear(input, size=None, scale_factor=None):
    import warnings
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return F.interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


# ------------------------------------------------------------------ affine_grid, grid_sample

_GRID_WARNING = (
    "Default grid_sample and affine_grid behavior has changed to align_corners=False since "
    "1.3.0. Please specify align_corners=True if the old behavior is desired. See the "
    "documentation of grid_sample for details."
)


def _linspace_from_neg_one(theta, num_steps, align_corners):
    # ATen's linspace_from_neg_one (AffineGridGenerator.cpp).
    if num_steps <= 1:
        return torch.zeros((), dtype=theta.dtype, device=theta.device)
    r = torch.linspace(-1, 1, num_steps, dtype=theta.dtype, device=theta.device)
    if not align_corners:
        r = r * (num_steps - 1) / num_steps
    return r


def _F_affine_grid(theta, size, align_corners=None):
    if align_corners is None:
        import warnings
        warnings.warn(_GRID_WARNING, stacklevel=2)
        align_corners = False
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    # The messages print the size as it was given (a tuple, a list, a torch.Size).
    given, size = size, list(size)
    if len(size) == 4:
        if theta.dim() != 3 or theta.shape[-2] != 2 or theta.shape[-1] != 3:
            raise ValueError(
                f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {given}. Got {theta.shape}."
            )
        spatial_size = size[-2:]
    elif len(size) == 5:
        if theta.dim() != 3 or theta.shape[-2] != 3 or theta.shape[-1] != 4:
            raise ValueError(
                f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {given}. Got {theta.shape}."
            )
        spatial_size = size[-3:]
    else:
        raise NotImplementedError(
            "affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
            f"respectively. Got size {given}."
        )
    if align_corners and min(spatial_size) == 1:
        import warnings
        warnings.warn(
            "Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
            "align_corners=True. This is not an intended use case of affine_grid. See the "
            "documentation of affine_grid for details.",
            stacklevel=2,
        )
    elif min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {size}")
    n = size[0]
    spatial = size[2:]
    dims = len(spatial)
    with torch.no_grad():
        # make_base_grid_4D/5D: x along W, y along H, (z along D), then a column of ones.
        base = torch.empty(
            [n] + spatial + [dims + 1], dtype=theta.dtype, device=theta.device
        )
        for k in range(dims):
            steps = _linspace_from_neg_one(theta, spatial[dims - 1 - k], align_corners)
            for _ in range(k):
                steps = steps.unsqueeze(-1)
            base.select(-1, k).copy_(steps)
        base.select(-1, dims).fill_(1)
    points = 1
    for s in spatial:
        points *= s

    def kernel(th):
        grid = base.view(n, points, dims + 1).bmm(th.transpose(1, 2))
        return grid.view([n] + spatial + [dims])

    return _native_node("AffineGridGeneratorBackward0", kernel, theta)


def _gs_unnormalize(coord, size, align_corners):
    # The vectorized CPU kernel's ComputeLocationBase::unnormalize.
    if align_corners:
        return (coord + 1) * ((size - 1) / 2)
    return (coord + 1) * (size / 2) - 0.5


def _gs_clip(x, size):
    # clip_coordinates into [0, size - 1]; its gradient is zero on the borders themselves.
    # A NaN coordinate clips to 0 (the kernel's min/max let NaN fall to the lower bound:
    # PyTorch's "NaN values in grid would be interpreted as -1").
    hi = float(size - 1)
    inside = (x > 0) & (x < hi)
    edge = x.detach().clamp(0, hi)
    edge = torch.where(edge.isnan(), torch.zeros_like(edge), edge)
    return torch.where(inside, x, edge)


def _gs_reflect(x, size, align_corners):
    # reflect_coordinates: reflected about the borders (align_corners) or the pixel edges.
    if align_corners:
        if size <= 1:
            return torch.zeros_like(x)
        twice_span, low = float((size - 1) * 2), 0.0
        shifted = x
    else:
        twice_span, low = float(size * 2), -0.5
        shifted = x - low
    magnitude = torch.where(shifted < 0, -shifted, shifted)
    flips = (magnitude / twice_span).trunc().detach()
    extra = magnitude - flips * twice_span
    reflected = twice_span - extra
    r = torch.where(extra > reflected, reflected, extra)
    return r + low if not align_corners else r


def _gs_coordinates(x, size, padding_mode, align_corners):
    # compute_coordinates: the padding rule on an unnormalized coordinate.
    if padding_mode == "border":
        return _gs_clip(x, size)
    if padding_mode == "reflection":
        return _gs_clip(_gs_reflect(x, size, align_corners), size)
    return x


def _gs_gather(flat, coords, sizes):
    # The input values at integer coordinates (one long tensor (N, P) per spatial dim, the
    # last dim fastest); zero outside the input, as mask_gather gives.
    valid = None
    index = None
    for c, s in zip(coords, sizes):
        ok = (c > -1) & (c < s)
        valid = ok if valid is None else valid & ok
        index = c if index is None else index * s + c
    index = torch.where(valid, index, torch.zeros_like(index))
    n, ch = flat.shape[0], flat.shape[1]
    vals = flat.gather(2, index.unsqueeze(1).expand(n, ch, index.shape[1]))
    return torch.where(valid.unsqueeze(1), vals, torch.zeros((), dtype=flat.dtype, device=flat.device))


def _cubic_coefficients(t):
    # get_cubic_coefficients with A = -0.75 (UpSampleBicubic2d.h's constant).
    A = -0.75
    x = t + 1
    c0 = ((x * A - 5 * A) * x + 8 * A) * x - 4 * A
    c1 = ((A + 2) * t - (A + 3)) * t * t + 1
    x = 1 - t
    c2 = ((A + 2) * x - (A + 3)) * x * x + 1
    x = 2 - t
    c3 = ((x * A - 5 * A) * x + 8 * A) * x - 4 * A
    return [c0, c1, c2, c3]


def _cubic_coefficients_grad(t):
    # get_cubic_coefficients_grad: d coefficient / d x at the four taps' distances.
    A = -0.75
    x = -1 - t
    c0 = (-3 * A * x - 10 * A) * x - 8 * A
    x = 0 - t
    c1 = (-3 * (A + 2) * x - 2 * (A + 3)) * x
    x = 1 - t
    c2 = (3 * (A + 2) * x - 2 * (A + 3)) * x
    x = 2 - t
    c3 = (3 * A * x - 10 * A) * x + 8 * A
    return [c0, c1, c2, c3]


def _bicubic_formula(padding_mode, align_corners):
    # The bicubic backward kernel, written out: the grid's gradient sums
    # -value * grad * dcoefficient, channel by channel and tap by tap, in the kernel's order
    # (where the coefficients' gradients cancel, the differentiated composition would leave
    # different rounding noise); the input's is the taps' scatter-add.
    def formula(gs, x, g):
        n, c, h, w = x.shape
        ho, wo = g.shape[1], g.shape[2]
        p = ho * wo
        flat = x.reshape(n, c, h * w)
        gout = gs[0].reshape(n, c, p)
        ux = _gs_unnormalize(g[..., 0].reshape(n, p), w, align_corners)
        uy = _gs_unnormalize(g[..., 1].reshape(n, p), h, align_corners)
        fx, fy = ux.floor(), uy.floor()
        tx, ty = ux - fx, uy - fy
        cx, cy = _cubic_coefficients(tx), _cubic_coefficients(ty)
        cxg, cyg = _cubic_coefficients_grad(tx), _cubic_coefficients_grad(ty)
        grad_in = torch.zeros(n, c, h * w, dtype=x.dtype, device=x.device)
        taps = {}
        for i in range(4):
            for j in range(4):
                tx_i = _gs_coordinates(fx + (i - 1), w, padding_mode, align_corners).detach().long()
                ty_j = _gs_coordinates(fy + (j - 1), h, padding_mode, align_corners).detach().long()
                valid = (tx_i > -1) & (tx_i < w) & (ty_j > -1) & (ty_j < h)
                index = torch.where(valid, ty_j * w + tx_i, torch.zeros_like(tx_i))
                taps[(i, j)] = (valid, index)
                delta = gout * cx[i].unsqueeze(1) * cy[j].unsqueeze(1)
                delta = torch.where(valid.unsqueeze(1), delta, torch.zeros((), dtype=x.dtype, device=x.device))
                grad_in = grad_in.scatter_add(2, index.unsqueeze(1).expand(n, c, p), delta)
        gx = torch.zeros(n, p, dtype=x.dtype, device=x.device)
        gy = torch.zeros(n, p, dtype=x.dtype, device=x.device)
        for ch in range(c):
            plane = flat[:, ch]
            go = gout[:, ch]
            for i in range(4):
                for j in range(4):
                    valid, index = taps[(i, j)]
                    val = torch.where(valid, plane.gather(1, index), torch.zeros((), dtype=x.dtype, device=x.device))
                    gx = gx - val * go * cxg[i] * cy[j]
                    gy = gy - val * go * cyg[j] * cx[i]
        sx = (w - 1) / 2 if align_corners else w / 2
        sy = (h - 1) / 2 if align_corners else h / 2
        grad_grid = torch.stack([gx * sx, gy * sy], -1).reshape(n, ho, wo, 2)
        return [grad_in.reshape(n, c, h, w), grad_grid]

    return formula


def _grid_sample_2d(x, g, mode, padding_mode, align_corners):
    # The vectorized CPU kernel (GridSamplerKernel.cpp), one output point per grid point.
    n, c, h, w = x.shape
    ho, wo = g.shape[1], g.shape[2]
    flat = x.reshape(n, c, h * w)
    gx = g[..., 0].reshape(n, ho * wo)
    gy = g[..., 1].reshape(n, ho * wo)
    if mode == "bicubic":
        ux = _gs_unnormalize(gx, w, align_corners)
        uy = _gs_unnormalize(gy, h, align_corners)
        fx, fy = ux.floor().detach(), uy.floor().detach()
        cx = _cubic_coefficients(ux - fx)
        cy = _cubic_coefficients(uy - fy)

        def tap(ox, oy):
            tx = _gs_coordinates(fx + ox, w, padding_mode, align_corners).detach().long()
            ty = _gs_coordinates(fy + oy, h, padding_mode, align_corners).detach().long()
            return _gs_gather(flat, [ty, tx], [h, w])

        rows = []
        for i in range(4):
            rows.append(
                cx[0].unsqueeze(1) * tap(-1, i - 1)
                + cx[1].unsqueeze(1) * tap(0, i - 1)
                + cx[2].unsqueeze(1) * tap(1, i - 1)
                + cx[3].unsqueeze(1) * tap(2, i - 1)
            )
        out = (
            cy[0].unsqueeze(1) * rows[0]
            + cy[1].unsqueeze(1) * rows[1]
            + cy[2].unsqueeze(1) * rows[2]
            + cy[3].unsqueeze(1) * rows[3]
        )
        return out.reshape(n, c, ho, wo)
    px = _gs_coordinates(_gs_unnormalize(gx, w, align_corners), w, padding_mode, align_corners)
    py = _gs_coordinates(_gs_unnormalize(gy, h, align_corners), h, padding_mode, align_corners)
    if mode == "nearest":
        ix = px.detach().round().long()
        iy = py.detach().round().long()
        return _gs_gather(flat, [iy, ix], [h, w]).reshape(n, c, ho, wo)
    x_w, y_n = px.floor().detach(), py.floor().detach()
    we = px - x_w
    ea = 1 - we
    no = py - y_n
    so = 1 - no
    nw, ne, sw, se = so * ea, so * we, no * ea, no * we
    ix, iy = x_w.long(), y_n.long()
    nw_v = _gs_gather(flat, [iy, ix], [h, w])
    ne_v = _gs_gather(flat, [iy, ix + 1], [h, w])
    sw_v = _gs_gather(flat, [iy + 1, ix], [h, w])
    se_v = _gs_gather(flat, [iy + 1, ix + 1], [h, w])
    out = nw_v * nw.unsqueeze(1) + ne_v * ne.unsqueeze(1) + sw_v * sw.unsqueeze(1) + se_v * se.unsqueeze(1)
    return out.reshape(n, c, ho, wo)


def _gs_source_index(coord, size, padding_mode, align_corners):
    # GridSampler.h's grid_sampler_compute_source_index (the scalar 3-d kernel's).
    if align_corners:
        x = ((coord + 1) / 2) * (size - 1)
    else:
        x = ((coord + 1) * size - 1) / 2
    if padding_mode == "border":
        return _gs_clip(x, size)
    if padding_mode == "reflection":
        if align_corners:
            if size <= 1:
                return torch.zeros_like(x)
            lo, span = 0.0, float(size - 1)
        else:
            lo, span = -0.5, float(size)
        m = x - lo
        m = torch.where(m < 0, -m, m)
        flips = (m / span).floor().detach()
        extra = torch.fmod(m, span)
        odd = (flips.long() % 2) == 1
        r = torch.where(odd, span - extra + lo, extra + lo)
        return _gs_clip(r, size)
    return x


def _grid_sample_3d(x, g, mode, padding_mode, align_corners):
    # grid_sampler_3d_cpu: the scalar kernel, trilinear or nearest.
    n, c, d, h, w = x.shape
    do, ho, wo = g.shape[1], g.shape[2], g.shape[3]
    p = do * ho * wo
    flat = x.reshape(n, c, d * h * w)
    ix = _gs_source_index(g[..., 0].reshape(n, p), w, padding_mode, align_corners)
    iy = _gs_source_index(g[..., 1].reshape(n, p), h, padding_mode, align_corners)
    iz = _gs_source_index(g[..., 2].reshape(n, p), d, padding_mode, align_corners)
    if mode == "nearest":
        cs = [iz.detach().round().long(), iy.detach().round().long(), ix.detach().round().long()]
        return _gs_gather(flat, cs, [d, h, w]).reshape(n, c, do, ho, wo)
    x0, y0, z0 = ix.floor().detach(), iy.floor().detach(), iz.floor().detach()
    x1, y1, z1 = x0 + 1, y0 + 1, z0 + 1
    # The surfaces to each neighbour, as the kernel writes them.
    weights = [
        ((x1 - ix) * (y1 - iy) * (z1 - iz), z0, y0, x0),
        ((ix - x0) * (y1 - iy) * (z1 - iz), z0, y0, x1),
        ((x1 - ix) * (iy - y0) * (z1 - iz), z0, y1, x0),
        ((ix - x0) * (iy - y0) * (z1 - iz), z0, y1, x1),
        ((x1 - ix) * (y1 - iy) * (iz - z0), z1, y0, x0),
        ((ix - x0) * (y1 - iy) * (iz - z0), z1, y0, x1),
        ((x1 - ix) * (iy - y0) * (iz - z0), z1, y1, x0),
        ((ix - x0) * (iy - y0) * (iz - z0), z1, y1, x1),
    ]
    out = None
    for wt, zz, yy, xx in weights:
        term = _gs_gather(flat, [zz.long(), yy.long(), xx.long()], [d, h, w]) * wt.unsqueeze(1)
        out = term if out is None else out + term
    return out.reshape(n, c, do, ho, wo)


def _grid_sampler(input, grid, mode, padding_mode, align_corners):
    # torch.grid_sampler: ATen's checks (check_grid_sampler_common, then the 2-d or 3-d
    # kernel's), then one kernel with its GridSampler2DBackward0 / 3D node.
    if input.shape[0] != grid.shape[0]:
        raise RuntimeError(
            f"grid_sampler(): expected grid and input to have same batch size, but got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    if grid.shape[-1] != input.dim() - 2:
        raise RuntimeError(
            f"grid_sampler(): expected grid to have size {input.dim() - 2} in last dimension, but got grid with sizes {list(grid.shape)}"
        )
    for i in range(2, input.dim()):
        if input.shape[i] <= 0:
            raise RuntimeError(
                f"grid_sampler(): expected input to have non-empty spatial dimensions, but input has sizes {list(input.shape)} with dimension {i} being empty"
            )
    planar = input.dim() == 4
    if planar and grid.dim() != 4:
        raise RuntimeError(
            f"grid_sampler(): expected 4D input and grid with same number of dimensions, but got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    if not planar:
        if input.dim() != 5 or grid.dim() != 5:
            raise RuntimeError(
                f"grid_sampler(): expected 5D input and grid with same number of dimensions, but got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
            )
        if mode == "bicubic":
            # PyTorch's CPU kernel samples a volume bicubically too; not modelled here.
            raise NotImplementedError("stridelab does not implement grid_sample's bicubic mode for 5-D input yet")
    name = "grid_sampler_2d_cpu_kernel_impl" if planar else "grid_sampler_3d_cpu"
    if not input.is_floating_point():
        raise NotImplementedError(f"\"{name}\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    if grid.dtype != input.dtype:
        raise RuntimeError(
            f"expected scalar type {_LEGACY_NAMES[str(input.dtype)]} but found {_LEGACY_NAMES[str(grid.dtype)]}"
        )

    def kernel(x, g):
        if planar:
            return _grid_sample_2d(x, g, mode, padding_mode, align_corners).contiguous()
        return _grid_sample_3d(x, g, mode, padding_mode, align_corners).contiguous()

    node = "GridSampler2DBackward0" if planar else "GridSampler3DBackward0"
    formula = _bicubic_formula(padding_mode, align_corners) if mode == "bicubic" else None
    return _native_node(node, kernel, input, grid, formula=formula)


def _F_grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    if mode != "bilinear" and mode != "nearest" and mode != "bicubic":
        raise ValueError(
            f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but got: '{mode}'"
        )
    if padding_mode != "zeros" and padding_mode != "border" and padding_mode != "reflection":
        raise ValueError(
            "nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
            f"'reflection', but got: '{padding_mode}'"
        )
    if align_corners is None:
        import warnings
        warnings.warn(_GRID_WARNING, stacklevel=2)
        align_corners = False
    return _grid_sampler(input, grid, mode, padding_mode, align_corners)


# ------------------------------------------------------------------ LP pooling


def _lp_pool(k, input, norm_type, kernel_size, stride, ceil_mode, size):
    # PyTorch's lp_pool{1,2,3}d, one body: the k-d average pool of x**p scaled back to a
    # sum by the window's size, then the p-th root (max pools for p = ±inf).
    max_pool = (F.max_pool1d, F.max_pool2d, F.max_pool3d)[k - 1]
    avg_pool = (F.avg_pool1d, F.avg_pool2d, F.avg_pool3d)[k - 1]
    if isinstance(norm_type, (int, float)):
        if norm_type == 0:
            raise ValueError(f"norm_type must be a non-zero value, but got {norm_type}")
        if norm_type == math.inf:
            return max_pool(input.abs(), kernel_size, stride, 0, 1, ceil_mode)
        if norm_type == -math.inf:
            return -max_pool(-input.abs(), kernel_size, stride, 0, 1, ceil_mode)
    if stride is not None:
        out = avg_pool(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    else:
        out = avg_pool(input.pow(norm_type), kernel_size, padding=0, ceil_mode=ceil_mode)
    return (torch.sign(out) * F.relu(torch.abs(out))).mul(size).pow(1.0 / norm_type)


def _F_lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(1, input, norm_type, kernel_size, stride, ceil_mode, kernel_size)


def _F_lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    # Unpacked first, as PyTorch's: a kernel of the wrong length is its ValueError.
    kw, kh = _ntuple(kernel_size, 2)
    return _lp_pool(2, input, norm_type, kernel_size, stride, ceil_mode, kw * kh)


def _F_lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    kd, kw, kh = _ntuple(kernel_size, 3)
    return _lp_pool(3, input, norm_type, kernel_size, stride, ceil_mode, kd * kw * kh)


class _LPPoolNd(Module):
    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        if norm_type == 0:
            raise ValueError(f"norm_type must be a non-zero value, but got {norm_type}")
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode

    def extra_repr(self):
        return f"norm_type={self.norm_type}, kernel_size={self.kernel_size}, stride={self.stride}, ceil_mode={self.ceil_mode}"


class LPPool1d(_LPPoolNd):
    def forward(self, input):
        return F.lp_pool1d(input, float(self.norm_type), self.kernel_size, self.stride, self.ceil_mode)


class LPPool2d(_LPPoolNd):
    def forward(self, input):
        return F.lp_pool2d(input, float(self.norm_type), self.kernel_size, self.stride, self.ceil_mode)


class LPPool3d(_LPPoolNd):
    def forward(self, input):
        return F.lp_pool3d(input, float(self.norm_type), self.kernel_size, self.stride, self.ceil_mode)


# ------------------------------------------------------------------ max unpooling


def _unpool_output_size(input, kernel_size, stride, padding, output_size):
    input_size = input.size()
    default_size = []
    for d in range(len(kernel_size)):
        default_size.append(
            (input_size[-len(kernel_size) + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d]
        )
    if output_size is None:
        ret = default_size
    else:
        if len(output_size) == len(kernel_size) + 2:
            output_size = output_size[2:]
        if len(output_size) != len(kernel_size):
            raise ValueError(
                "output_size should be a sequence containing "
                f"{len(kernel_size)} or {len(kernel_size) + 2} elements, but it has a length of '{len(output_size)}'"
            )
        for d in range(len(kernel_size)):
            min_size = default_size[d] - stride[d]
            max_size = default_size[d] + stride[d]
            if not (min_size < output_size[d] < max_size):
                raise ValueError(
                    f'invalid output_size "{output_size}" (dim {d} must be between {min_size} and {max_size})'
                )
        ret = output_size
    for d in range(len(kernel_size)):
        if ret[d] < 0:
            raise ValueError(
                "max_unpooling: output_size must contain non-negative spatial "
                f"dimensions, but got output_size[{d}]={ret[d]}"
            )
    return ret


def _max_unpool2d(input, indices, output_size, k=2):
    # ATen's max_unpooling{2,3}d_forward_out_cpu: each value written at its index in a
    # zeroed (oH, oW) plane or (oT, oH, oW) volume; one node, MaxUnpool{2,3}DBackward0.
    out_sizes = [int(o) for o in output_size[:k]]
    if indices.dtype != torch.int64:
        raise RuntimeError(f"elements in indices should be type int64 but got: {_LEGACY_NAMES[str(indices.dtype)]}")
    if input.dim() not in (k + 1, k + 2):
        raise RuntimeError(
            f"Input to max_unpooling{k}d should be a {k + 1}d or {k + 2}d Tensor, but got a tensor with {input.dim()} dimensions."
        )
    if list(input.shape) != list(indices.shape):
        raise RuntimeError(
            f"Expected shape of indices to be same as that of the input tensor ({list(input.shape)}) but got indices tensor with shape: {list(indices.shape)}"
        )
    for i in range(1, input.dim()):
        if input.shape[i] <= 0:
            if k == 3:
                raise RuntimeError(
                    "max_unpooling3d_forward_out_cpu(): Expected input to have non-zero size for non-batch dimensions, "
                    f"but input has sizes {list(input.shape)} with dimension {i} being empty"
                )
            raise RuntimeError(
                "max_unpooling2d_forward_out_cpu(): Expected input to have non-zero size for non-batch dimensions, "
                f"but got {list(input.shape)} with dimension {i} being empty."
            )
    if not input.is_floating_point():
        raise NotImplementedError(f"\"max_unpool{k}d\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    # The 3-d kernel writes a contiguous volume whatever the input's layout.
    fmt = _suggested_format(input) if k == 2 else torch.contiguous_format
    lead = list(input.shape[:-k])
    plane = math.prod(input.shape[-k:])
    volume = math.prod(out_sizes)
    idx = indices.reshape(lead + [plane])
    if idx.numel() and volume >= 0:
        bad = ((idx < 0) | (idx >= volume)).reshape(-1)
        if bool(bad.any()):
            # The kernel keeps the last invalid index it meets.
            last = int(idx.reshape(-1)[bad][-1].item())
            sizes = "x".join(str(o) for o in out_sizes)
            raise RuntimeError(f"Found an invalid max index: {last} (output volumes are of size {sizes})")

    def kernel(x):
        out = torch.zeros(lead + [volume], dtype=x.dtype, device=x.device)
        out = out.scatter(-1, idx, x.reshape(lead + [plane]))
        return out.reshape(lead + out_sizes).contiguous(memory_format=fmt)

    return _native_node(f"MaxUnpool{k}DBackward0", kernel, input)


def _F_max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _ntuple(kernel_size, 1)
    _stride = _ntuple(stride, 1) if stride is not None else kernel_size
    padding = _ntuple(padding, 1)
    output_size = _unpool_output_size(input, kernel_size, _stride, padding, output_size)
    output_size = list(output_size) + [1]
    return _max_unpool2d(input.unsqueeze(-1), indices.unsqueeze(-1), output_size).squeeze(-1)


def _F_max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _ntuple(kernel_size, 2)
    _stride = _ntuple(stride, 2) if stride is not None else kernel_size
    padding = _ntuple(padding, 2)
    output_size = _unpool_output_size(input, kernel_size, _stride, padding, output_size)
    return _max_unpool2d(input, indices, output_size)


def _F_max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _ntuple(kernel_size, 3)
    _stride = _ntuple(stride, 3) if stride is not None else kernel_size
    padding = _ntuple(padding, 3)
    output_size = _unpool_output_size(input, kernel_size, _stride, padding, output_size)
    return _max_unpool2d(input, indices, output_size, 3)


class _MaxUnpoolNd(Module):
    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class MaxUnpool1d(_MaxUnpoolNd):
    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _ntuple(kernel_size, 1)
        self.stride = _ntuple(stride if (stride is not None) else kernel_size, 1)
        self.padding = _ntuple(padding, 1)

    def forward(self, input, indices, output_size=None):
        return F.max_unpool1d(input, indices, self.kernel_size, self.stride, self.padding, output_size)


class MaxUnpool2d(_MaxUnpoolNd):
    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _ntuple(kernel_size, 2)
        self.stride = _ntuple(stride if (stride is not None) else kernel_size, 2)
        self.padding = _ntuple(padding, 2)

    def forward(self, input, indices, output_size=None):
        return F.max_unpool2d(input, indices, self.kernel_size, self.stride, self.padding, output_size)


class MaxUnpool3d(_MaxUnpoolNd):
    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _ntuple(kernel_size, 3)
        self.stride = _ntuple(stride if (stride is not None) else kernel_size, 3)
        self.padding = _ntuple(padding, 3)

    def forward(self, input, indices, output_size=None):
        return F.max_unpool3d(input, indices, self.kernel_size, self.stride, self.padding, output_size)


# ------------------------------------------------------------------ triplet loss, any distance


def _F_triplet_margin_with_distance_loss(anchor, positive, negative, distance_function=None, margin=1.0, swap=False, reduction="mean"):
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    a_dim, p_dim, n_dim = anchor.ndim, positive.ndim, negative.ndim
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(
            f"The anchor, positive, and negative tensors are expected to have the same number of dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs"
        )
    if distance_function is None:
        distance_function = torch.pairwise_distance
    dist_pos = distance_function(anchor, positive)
    dist_neg = distance_function(anchor, negative)
    if swap:
        dist_swap = distance_function(positive, negative)
        dist_neg = torch.minimum(dist_neg, dist_swap)
    loss = torch.clamp_min(margin + dist_pos - dist_neg, 0)
    if reduction == "sum":
        return torch.sum(loss)
    if reduction == "mean":
        return torch.mean(loss)
    return loss


class TripletMarginWithDistanceLoss(_Loss):
    def __init__(self, *, distance_function=None, margin=1.0, swap=False, reduction="mean"):
        super().__init__(None, None, reduction)
        if margin <= 0:
            raise ValueError(
                f"TripletMarginWithDistanceLoss: expected margin to be greater than 0, got {margin} instead"
            )
        self.distance_function = distance_function if distance_function is not None else PairwiseDistance()
        self.margin = margin
        self.swap = swap

    def forward(self, anchor, positive, negative):
        return F.triplet_margin_with_distance_loss(
            anchor, positive, negative, distance_function=self.distance_function,
            margin=self.margin, swap=self.swap, reduction=self.reduction,
        )
