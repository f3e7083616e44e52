# torch.ao.quantization.fake_quantize after PyTorch 2.15's fake_quantize.py: FakeQuantize (an
# observer plus torch.fake_quantize_per_tensor/per_channel_affine), its fused variant and the
# default constructors QAT lessons pass to QConfig. The fused module's native op
# (torch.fused_moving_avg_obs_fake_quant) is composed here from the moving-average update,
# ATen's ChooseQuantizationParams and the Tensor-qparams fake quantization: the same values,
# under that fake quantization's node name (docs/decisions.md, "Stop 73: quantization").
import torch
from torch.nn import Module
from torch.ao.quantization.observer import (
    MovingAverageMinMaxObserver,
    MovingAveragePerChannelMinMaxObserver,
    _with_args,
    _is_per_channel,
    _is_per_tensor,
    _is_float_qparams,
    _is_symmetric_quant,
)

# torch.iinfo of the quantized dtypes (quant_min/quant_max bounds).
_QBOUNDS = {"torch.quint8": (0, 255), "torch.qint8": (-128, 127), "torch.qint32": (-(2**31), 2**31 - 1),
            "torch.quint4x2": (0, 15), "torch.quint2x4": (0, 3)}


def _iinfo_bounds(dtype):
    if repr(dtype) in _QBOUNDS:
        return _QBOUNDS[repr(dtype)]
    info = torch.iinfo(dtype)
    return info.min, info.max


class FakeQuantizeBase(Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("fake_quant_enabled", torch.tensor([1], dtype=torch.uint8))
        self.register_buffer("observer_enabled", torch.tensor([1], dtype=torch.uint8))

    def forward(self, x):
        raise NotImplementedError

    def calculate_qparams(self, **kwargs):
        raise NotImplementedError

    def enable_fake_quant(self, enabled=True):
        self.fake_quant_enabled[0] = 1 if enabled else 0

    def disable_fake_quant(self):
        self.enable_fake_quant(False)

    def enable_observer(self, enabled=True):
        self.observer_enabled[0] = 1 if enabled else 0

    def disable_observer(self):
        self.enable_observer(False)

    @classmethod
    def with_args(cls, **kwargs):
        fake_quant_constructor = _with_args(cls, **kwargs)
        fake_quant_constructor.__module__ = "torch.ao.quantization.fake_quantize"
        return fake_quant_constructor


class FakeQuantize(FakeQuantizeBase):
    def __init__(
        self,
        observer=MovingAverageMinMaxObserver,
        quant_min=None,
        quant_max=None,
        is_dynamic=False,
        **observer_kwargs,
    ):
        super().__init__()
        if quant_min is not None and quant_max is not None:
            if quant_min > quant_max:
                raise AssertionError("quant_min must be less than or equal to quant_max")
            dtype = observer_kwargs.get("dtype", torch.quint8)
            if hasattr(observer, "p"):
                dtype = getattr(getattr(observer, "p", {}), "keywords", {}).get("dtype", dtype)
            lo, hi = _iinfo_bounds(dtype)
            if lo > quant_min:
                raise AssertionError("quant_min out of bound")
            if quant_max > hi:
                raise AssertionError("quant_max out of bound")
            observer_kwargs.update({"quant_min": quant_min, "quant_max": quant_max})
        observer_kwargs["is_dynamic"] = is_dynamic
        self.activation_post_process = observer(**observer_kwargs)
        self.quant_min = self.activation_post_process.quant_min
        self.quant_max = self.activation_post_process.quant_max
        self.is_dynamic = self.activation_post_process.is_dynamic
        if _is_float_qparams(self.activation_post_process.qscheme):
            zero_point_dtype = torch.float
        else:
            zero_point_dtype = torch.int
        self.register_buffer("scale", torch.tensor([1.0], dtype=torch.float))
        self.register_buffer("zero_point", torch.tensor([0], dtype=zero_point_dtype))
        self.dtype = self.activation_post_process.dtype
        self.qscheme = self.activation_post_process.qscheme
        self.ch_axis = (
            self.activation_post_process.ch_axis
            if hasattr(self.activation_post_process, "ch_axis")
            else -1
        )
        if not (_is_per_channel(self.qscheme) or _is_per_tensor(self.qscheme)):
            raise AssertionError(
                "Only per channel and per tensor quantization are supported in fake quantize"
                + " got qscheme: "
                + str(self.qscheme)
            )
        self.is_per_channel = _is_per_channel(self.qscheme)

    def calculate_qparams(self):
        return self.activation_post_process.calculate_qparams()

    def forward(self, X):
        if self.observer_enabled[0] == 1:
            self.activation_post_process(X.detach())
            _scale, _zero_point = self.calculate_qparams()
            _scale, _zero_point = (
                _scale.to(self.scale.device),
                _zero_point.to(self.zero_point.device),
            )
            if self.scale.shape != _scale.shape:
                self.scale.resize_(_scale.shape)
                self.zero_point.resize_(_zero_point.shape)
            self.scale.copy_(_scale)
            self.zero_point.copy_(_zero_point)
        if self.fake_quant_enabled[0] == 1:
            if self.is_per_channel:
                X = torch.fake_quantize_per_channel_affine(
                    X,
                    self.scale,
                    self.zero_point,
                    self.ch_axis,
                    self.activation_post_process.quant_min,
                    self.activation_post_process.quant_max,
                )
            else:
                X = torch.fake_quantize_per_tensor_affine(
                    X,
                    self.scale,
                    self.zero_point,
                    self.activation_post_process.quant_min,
                    self.activation_post_process.quant_max,
                )
        return X

    def extra_repr(self):
        return (
            f"fake_quant_enabled={self.fake_quant_enabled}, observer_enabled={self.observer_enabled}, "
            f"quant_min={self.activation_post_process.quant_min}, quant_max={self.activation_post_process.quant_max}, "
            f"dtype={self.dtype}, qscheme={self.qscheme}, ch_axis={self.ch_axis}, "
            f"scale={self.scale}, zero_point={self.zero_point}"
        )


def _f32(v):
    return torch.tensor(v, dtype=torch.float32).item()


def _choose_qparams(mn, mx, qmin, qmax, preserve_sparsity):
    # ATen's quant_utils::ChooseQuantizationParams (float min/max, double scale math, a
    # float scale and a nearbyint zero point).
    if not mn <= mx:
        raise RuntimeError("In ChooseQuantizationParams, min should be less than or equal to max")
    if mn < 0 and mx > 0 and preserve_sparsity:
        symmetric_qmin = -((qmax - qmin) // 2 + 1)
        symmetric_qmax = (qmax - qmin) // 2
        max_scale = max(abs(_f32(mn / symmetric_qmin)), abs(_f32(mx / symmetric_qmax)))
        mn = _f32(max_scale * symmetric_qmin)
        mx = _f32(max_scale * symmetric_qmax)
    mn = min(mn, 0.0)
    mx = max(mx, 0.0)
    scale = (mx - mn) / (qmax - qmin)
    if _f32(scale) == 0.0 or abs(_f32(1.0 / _f32(scale))) == float("inf"):
        scale = 0.1
    small = _f32(6.1e-5)
    if scale < small:
        org_scale = _f32(scale)
        scale = small
        if mn == 0.0:
            mx = _f32(small * (qmax - qmin))
        elif mx == 0.0:
            mn = _f32(-small * (qmax - qmin))
        else:
            amplifier = _f32(small / org_scale)
            mn = _f32(mn * amplifier)
            mx = _f32(mx * amplifier)
    zp_from_min = qmin - mn / scale
    zp_from_max = qmax - mx / scale
    err_min = abs(qmin) - abs(mn / scale)
    err_max = abs(qmax) - abs(mx / scale)
    initial = zp_from_min if err_min < err_max else zp_from_max
    if mn < 0 and mx > 0 and preserve_sparsity:
        initial = (qmin + qmax) / 2
    if initial < qmin:
        zp = qmin
    elif initial > qmax:
        zp = qmax
    else:
        zp = round(initial)
    return _f32(scale), zp


class FusedMovingAvgObsFakeQuantize(FakeQuantize):
    def __init__(
        self,
        observer=MovingAverageMinMaxObserver,
        quant_min=0,
        quant_max=255,
        **observer_kwargs,
    ):
        super().__init__(observer, quant_min, quant_max, **observer_kwargs)
        if not isinstance(
            self.activation_post_process,
            (MovingAverageMinMaxObserver, MovingAveragePerChannelMinMaxObserver),
        ):
            raise AssertionError(
                "Fused observer+fake_quant module only works with MovingAverageMinMaxObserver"
            )
        self.register_buffer("fake_quant_enabled", torch.tensor([1], dtype=torch.long))
        self.register_buffer("observer_enabled", torch.tensor([1], dtype=torch.long))
        self.is_symmetric_quant = _is_symmetric_quant(self.activation_post_process.qscheme)

    def calculate_qparams(self):
        return self.activation_post_process.calculate_qparams()

    def extra_repr(self):
        return (
            f"fake_quant_enabled={self.fake_quant_enabled}, observer_enabled={self.observer_enabled}, "
            f"scale={self.scale}, zero_point={self.zero_point}, dtype={self.dtype}, "
            f"quant_min={self.activation_post_process.quant_min}, quant_max={self.activation_post_process.quant_max}, "
            f"qscheme={self.qscheme}, reduce_range={self.activation_post_process.reduce_range}"
        )

    def _observe(self, X):
        obs = self.activation_post_process
        c = obs.averaging_constant
        if self.is_per_channel:
            y = obs._channels_first(X.detach())
            cur_min, cur_max = torch.aminmax(y, dim=1)
        else:
            cur_min, cur_max = torch.aminmax(X.detach())
            cur_min, cur_max = cur_min.reshape(1), cur_max.reshape(1)
        mins, maxs = obs.min_val.reshape(-1), obs.max_val.reshape(-1)
        if mins.numel() != cur_min.numel():
            mins, maxs = torch.full_like(cur_min, float("inf")), torch.full_like(cur_max, float("-inf"))
        mins = torch.where(mins.isinf(), cur_min, mins + c * (cur_min - mins))
        maxs = torch.where(maxs.isinf(), cur_max, maxs + c * (cur_max - maxs))
        if self.is_per_channel:
            obs._store(mins, maxs)
        else:
            obs.min_val.copy_(mins[0])
            obs.max_val.copy_(maxs[0])
        scales, zps = [], []
        for lo, hi in zip(mins.tolist(), maxs.tolist()):
            s, z = _choose_qparams(lo, hi, obs.quant_min, obs.quant_max, self.is_symmetric_quant)
            scales.append(s)
            zps.append(z)
        if self.scale.numel() != len(scales):
            self.scale.resize_(len(scales))
            self.zero_point.resize_(len(zps))
        self.scale.copy_(torch.tensor(scales))
        self.zero_point.copy_(torch.tensor(zps))

    def forward(self, X):
        if self.observer_enabled[0] == 1:
            self._observe(X)
        if self.fake_quant_enabled[0] != 1:
            return X.clone()
        obs = self.activation_post_process
        if self.is_per_channel:
            return torch.fake_quantize_per_channel_affine(
                X, self.scale, self.zero_point, self.ch_axis, obs.quant_min, obs.quant_max
            )
        return torch.fake_quantize_per_tensor_affine(
            X, self.scale, self.zero_point, obs.quant_min, obs.quant_max
        )


def disable_fake_quant(mod):
    if isinstance(mod, FakeQuantizeBase):
        mod.disable_fake_quant()


def enable_fake_quant(mod):
    if isinstance(mod, FakeQuantizeBase):
        mod.enable_fake_quant()


def disable_observer(mod):
    if isinstance(mod, FakeQuantizeBase):
        mod.disable_observer()


def enable_observer(mod):
    if isinstance(mod, FakeQuantizeBase):
        mod.enable_observer()


default_fake_quant = FakeQuantize.with_args(
    observer=MovingAverageMinMaxObserver,
    quant_min=0,
    quant_max=255,
    dtype=torch.quint8,
    qscheme=torch.per_tensor_affine,
    reduce_range=True,
)
default_weight_fake_quant = FakeQuantize.with_args(
    observer=MovingAverageMinMaxObserver,
    quant_min=-128,
    quant_max=127,
    dtype=torch.qint8,
    qscheme=torch.per_tensor_symmetric,
    reduce_range=False,
)
default_dynamic_fake_quant = FakeQuantize.with_args(
    observer=MovingAverageMinMaxObserver,
    quant_min=0,
    quant_max=255,
    is_dynamic=True,
    dtype=torch.quint8,
    averaging_constant=1,
)
default_per_channel_weight_fake_quant = FakeQuantize.with_args(
    observer=MovingAveragePerChannelMinMaxObserver,
    quant_min=-128,
    quant_max=127,
    dtype=torch.qint8,
    qscheme=torch.per_channel_symmetric,
    reduce_range=False,
    ch_axis=0,
)
default_fused_act_fake_quant = FusedMovingAvgObsFakeQuantize.with_args(
    observer=MovingAverageMinMaxObserver,
    quant_min=0,
    quant_max=255,
    dtype=torch.quint8,
)
default_fused_wt_fake_quant = FusedMovingAvgObsFakeQuantize.with_args(
    observer=MovingAverageMinMaxObserver,
    quant_min=-128,
    quant_max=127,
    dtype=torch.qint8,
    qscheme=torch.per_tensor_symmetric,
)
default_fused_per_channel_wt_fake_quant = FusedMovingAvgObsFakeQuantize.with_args(
    observer=MovingAveragePerChannelMinMaxObserver,
    quant_min=-128,
    quant_max=127,
    dtype=torch.qint8,
    qscheme=torch.per_channel_symmetric,
)
