# torch.amp (and torch.cuda.amp): the gradient scaler and autocast, on a machine without
# CUDA, as PyTorch 2.15 behaves there.
#
# A CUDA scaler or autocast disables itself with PyTorch's warning and is then a pure
# pass-through, exactly as in PyTorch (nanoGPT's train.py creates both unconditionally).
# A CPU scaler really scales: the loss is multiplied by the scale, the gradients are
# unscaled before the step, a step with an inf or NaN gradient is skipped and the scale
# backs off, and it grows after `growth_interval` clean steps. CPU autocast casts as
# PyTorch's does (ops/autocast.rs, interp/autocast_policy.rs).
import torch
import warnings


# c10's device type names, in the order its parse error lists them.
_DEVICE_TYPES = ["cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve",
                 "fpga", "maia", "xla", "lazy", "vulkan", "mps", "meta", "hpu", "mtia",
                 "privateuseone"]


class GradScaler:
    def __init__(self, device="cuda", init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        self._device = device
        self._enabled = enabled
        if device == "cuda" and enabled and not torch.cuda.is_available():
            warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.")
            self._enabled = False
        if self._enabled:
            if growth_factor <= 1.0:
                raise AssertionError("The growth factor must be > 1.0.")
            if backoff_factor >= 1.0:
                raise AssertionError("The backoff factor must be < 1.0.")
            self._init_scale = init_scale
            self._scale = None
            self._growth_factor = growth_factor
            self._backoff_factor = backoff_factor
            self._growth_interval = growth_interval
            self._init_growth_tracker = 0
            self._growth_tracker = None
            self._per_optimizer_states = {}

    def is_enabled(self):
        return self._enabled

    def _lazy_init(self):
        self._scale = torch.full((), self._init_scale, dtype=torch.float32)
        self._growth_tracker = torch.full((), self._init_growth_tracker, dtype=torch.int32)

    def scale(self, outputs):
        if not self._enabled:
            return outputs
        if self._scale is None:
            self._lazy_init()
        if isinstance(outputs, torch.Tensor):
            return outputs * self._scale
        if isinstance(outputs, (list, tuple)):
            scaled = [self.scale(o) for o in outputs]
            return type(outputs)(scaled)
        raise ValueError("outputs must be a Tensor or an iterable of Tensors")

    def _state(self, optimizer):
        return self._per_optimizer_states.setdefault(id(optimizer), {"stage": "READY", "found_inf": None})

    def unscale_(self, optimizer):
        if not self._enabled:
            return
        if self._scale is None:
            raise AssertionError("Attempted unscale_ but _scale is None.  This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration.")
        state = self._state(optimizer)
        if state["stage"] == "UNSCALED":
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        if state["stage"] == "STEPPED":
            raise RuntimeError("unscale_() is being called after step().")
        # The reciprocal is taken in double and rounded once, as PyTorch does.
        inv_scale = self._scale.double().reciprocal().float()
        # No gradient, no inf check recorded (step and update then refuse, as PyTorch's).
        found_inf = None
        with torch.no_grad():
            for group in optimizer.param_groups:
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    if found_inf is None:
                        found_inf = torch.zeros((1,), dtype=torch.float32)
                    if not torch.isfinite(p.grad).all():
                        found_inf.fill_(1.0)
                    p.grad.mul_(inv_scale)
        state["found_inf"] = found_inf
        state["stage"] = "UNSCALED"

    def step(self, optimizer, *args, **kwargs):
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        if self._scale is None:
            raise AssertionError("Attempted step but _scale is None.  This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration.")
        state = self._state(optimizer)
        if state["stage"] == "STEPPED":
            raise RuntimeError("step() has already been called since the last update().")
        if state["stage"] == "READY":
            self.unscale_(optimizer)
        if state["found_inf"] is None:
            raise AssertionError("No inf checks were recorded for this optimizer.")
        retval = None
        if not state["found_inf"].item():
            retval = optimizer.step(*args, **kwargs)
        state["stage"] = "STEPPED"
        return retval

    def update(self, new_scale=None):
        if not self._enabled:
            return
        if self._scale is None:
            raise AssertionError("Attempted update but _scale is None.  This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration.")
        if new_scale is not None:
            if isinstance(new_scale, float):
                self._scale.fill_(new_scale)
            else:
                reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or "
                          "torch.FloatTensor with requires_grad=False.")
                if new_scale.device.type != self._device:
                    raise AssertionError(reason)
                if new_scale.numel() != 1:
                    raise AssertionError(reason)
                if new_scale.requires_grad is not False:
                    raise AssertionError(reason)
                self._scale.copy_(new_scale)
        else:
            found = [s["found_inf"] for s in self._per_optimizer_states.values() if s["found_inf"] is not None]
            if not found:
                raise AssertionError("No inf checks were recorded prior to update.")
            found_inf = sum(f.item() for f in found)
            # torch._amp_update_scale_: back off after an inf, grow after a clean run.
            if found_inf:
                self._scale.mul_(self._backoff_factor)
                self._growth_tracker.fill_(0)
            else:
                tracker = self._growth_tracker.item() + 1
                if tracker == self._growth_interval:
                    self._scale.mul_(self._growth_factor)
                    tracker = 0
                self._growth_tracker.fill_(tracker)
        self._per_optimizer_states = {}

    def get_scale(self):
        if not self._enabled:
            return 1.0
        return self._init_scale if self._scale is None else self._scale.item()

    def get_growth_factor(self):
        return self._growth_factor

    def set_growth_factor(self, new_factor):
        self._growth_factor = new_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def set_backoff_factor(self, new_factor):
        self._backoff_factor = new_factor

    def get_growth_interval(self):
        return self._growth_interval

    def set_growth_interval(self, new_interval):
        self._growth_interval = new_interval

    def _get_growth_tracker(self):
        if not self._enabled:
            return 0
        return self._init_growth_tracker if self._growth_tracker is None else self._growth_tracker.item()

    def state_dict(self):
        if not self._enabled:
            return {}
        return {
            "scale": self.get_scale(),
            "growth_factor": self._growth_factor,
            "backoff_factor": self._backoff_factor,
            "growth_interval": self._growth_interval,
            "_growth_tracker": self._get_growth_tracker(),
        }

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved from a disabled instance of GradScaler.")
        self._init_scale = state_dict["scale"]
        if self._scale is not None:
            self._scale.fill_(state_dict["scale"])
        self._growth_factor = state_dict["growth_factor"]
        self._backoff_factor = state_dict["backoff_factor"]
        self._growth_interval = state_dict["growth_interval"]
        self._init_growth_tracker = state_dict["_growth_tracker"]
        if self._growth_tracker is not None:
            self._growth_tracker.fill_(state_dict["_growth_tracker"])


# Default autocast dtypes by device type (`torch.get_autocast_dtype`).
_DEFAULT_AUTOCAST_DTYPES = {"cpu": torch.bfloat16, "maia": torch.bfloat16, "hpu": torch.bfloat16,
                            "xla": torch.bfloat16, "cuda": torch.float16, "ipu": torch.float16,
                            "xpu": torch.float16, "hip": torch.float16, "mps": torch.float16,
                            "mtia": torch.float16, "privateuseone": torch.float16}

# Autocast state of the device types other than the CPU: kept and reported, and without
# effect, as no tensor here lives on those devices. The CPU's state is the core's
# (`ops::autocast`), which the matrix products, the convolutions and the ops of
# `interp/autocast_policy.rs` read.
_OTHER_AUTOCAST = {}


def _autocast_device(device_type):
    if device_type not in _DEVICE_TYPES:
        raise RuntimeError(
            "Expected one of " + ", ".join(_DEVICE_TYPES)
            + f" device type at start of device string: {device_type}"
        )
    return device_type


def _other_state(device_type, flag=False):
    # The device types with no autocast (mkldnn, vulkan, meta, ...) fail as c10 does: the
    # enabled flag has no dispatch key, the dtype no entry.
    if device_type not in _DEFAULT_AUTOCAST_DTYPES:
        raise RuntimeError(
            "unknown device type for autocast in get_autocast_dispatch_key_from_device_type"
            if flag else "unsupported scalarType")
    return _OTHER_AUTOCAST.setdefault(device_type, [False, _DEFAULT_AUTOCAST_DTYPES[device_type]])


def is_autocast_enabled(device_type=None):
    device_type = _autocast_device("cuda" if device_type is None else device_type)
    if device_type == "cpu":
        return _native.autocast_state()[0]
    return _other_state(device_type, True)[0]


def set_autocast_enabled(device_type, enabled=None):
    # The one-argument form is the deprecated CUDA spelling.
    if enabled is None:
        device_type, enabled = "cuda", device_type
    device_type = _autocast_device(device_type)
    if device_type == "cpu":
        _, dtype, cache = _native.autocast_state()
        _native.autocast_set(bool(enabled), dtype, cache)
    else:
        _other_state(device_type, True)[0] = bool(enabled)


def get_autocast_dtype(device_type):
    device_type = _autocast_device(device_type)
    if device_type == "cpu":
        return _native.autocast_state()[1]
    return _other_state(device_type)[1]


def set_autocast_dtype(device_type, dtype):
    device_type = _autocast_device(device_type)
    if device_type == "cpu":
        enabled, _, cache = _native.autocast_state()
        _native.autocast_set(enabled, dtype, cache)
    else:
        _other_state(device_type)[1] = dtype


def is_autocast_cache_enabled():
    return _native.autocast_state()[2]


def set_autocast_cache_enabled(enabled):
    on, dtype, _ = _native.autocast_state()
    _native.autocast_set(on, dtype, bool(enabled))


def autocast_increment_nesting():
    return _native.autocast_nesting(1)


def autocast_decrement_nesting():
    return _native.autocast_nesting(-1)


def clear_autocast_cache():
    _native.autocast_clear_cache()


def is_autocast_cpu_enabled():
    warnings.warn(
        "torch.is_autocast_cpu_enabled() is deprecated. Please use torch.is_autocast_enabled('cpu') "
        "instead. (Triggered internally at /__w/pytorch/pytorch/torch/csrc/autograd/init.cpp:901.)",
        DeprecationWarning)
    return is_autocast_enabled("cpu")


def get_autocast_cpu_dtype():
    warnings.warn(
        "torch.get_autocast_cpu_dtype() is deprecated. Please use torch.get_autocast_dtype('cpu') "
        "instead. (Triggered internally at /__w/pytorch/pytorch/torch/csrc/autograd/init.cpp:1034.)",
        DeprecationWarning)
    return get_autocast_dtype("cpu")


class autocast:
    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        self.fast_dtype = get_autocast_dtype(device_type) if dtype is None else dtype
        self.device = device_type
        self._cache_enabled = is_autocast_cache_enabled() if cache_enabled is None else cache_enabled
        if enabled:
            if device_type == "cuda":
                warnings.warn("CUDA is not available or torch_xla is imported. Disabling autocast.",
                              stacklevel=2)
                enabled = False
            elif self.fast_dtype not in (torch.bfloat16, torch.float16):
                name = device_type.upper()
                warnings.warn(
                    f"In {name} autocast, but the target dtype is not supported. Disabling autocast.\n"
                    f"{name} Autocast only supports dtypes of torch.bfloat16, torch.float16 currently.",
                    stacklevel=2,
                )
                enabled = False
        self._enabled = enabled

    def __enter__(self):
        self.prev_cache_enabled = is_autocast_cache_enabled()
        self.prev = is_autocast_enabled(self.device)
        self.prev_fastdtype = get_autocast_dtype(self.device)
        set_autocast_enabled(self.device, self._enabled)
        set_autocast_dtype(self.device, self.fast_dtype)
        autocast_increment_nesting()
        set_autocast_cache_enabled(self._cache_enabled)
        return self

    def __exit__(self, *exc):
        if autocast_decrement_nesting() == 0:
            clear_autocast_cache()
        set_autocast_enabled(self.device, self.prev)
        set_autocast_dtype(self.device, self.prev_fastdtype)
        set_autocast_cache_enabled(self.prev_cache_enabled)
        return False

    def __call__(self, func):
        def wrapped(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return wrapped


def is_autocast_available(device_type):
    return device_type in ("cpu", "cuda")
