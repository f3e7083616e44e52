# torch.ao.quantization: the pieces of eager-mode quantization that are plain Python over
# float ops (observers, fake quantization, qconfigs, the identity stubs). The passes that
# swap modules for quantized ones (prepare, prepare_qat, convert, fuse_modules,
# quantize_dynamic) need quantized tensors and kernels, which stridelab does not have: they
# are importable and raise NotImplementedError when called (docs/decisions.md, "Stop 73: quantization").
import torch
from torch import nn
from torch.ao.quantization.observer import *
from torch.ao.quantization.observer import (
    ObserverBase,
    UniformQuantizationObserverBase,
    MinMaxObserver,
    MovingAverageMinMaxObserver,
    PerChannelMinMaxObserver,
    MovingAveragePerChannelMinMaxObserver,
    PlaceholderObserver,
    NoopObserver,
)
from torch.ao.quantization.fake_quantize import *
from torch.ao.quantization.fake_quantize import FakeQuantizeBase, FakeQuantize, FusedMovingAvgObsFakeQuantize
from torch.ao.quantization.qconfig import *
from torch.ao.quantization.qconfig import QConfig, get_default_qat_qconfig, get_default_qconfig


class QuantStub(nn.Module):
    def __init__(self, qconfig=None):
        super().__init__()
        if qconfig:
            self.qconfig = qconfig

    def forward(self, x):
        return x


class DeQuantStub(nn.Module):
    def __init__(self, qconfig=None):
        super().__init__()
        if qconfig:
            self.qconfig = qconfig

    def forward(self, x):
        return x


class QuantWrapper(nn.Module):
    def __init__(self, module):
        super().__init__()
        qconfig = getattr(module, "qconfig", None)
        self.add_module("quant", QuantStub(qconfig))
        self.add_module("dequant", DeQuantStub(qconfig))
        self.add_module("module", module)
        self.train(module.training)

    def forward(self, X):
        X = self.quant(X)
        X = self.module(X)
        return self.dequant(X)


def _refused(name):
    def refuse(*args, **kwargs):
        raise NotImplementedError(
            f"torch.ao.quantization.{name} is not implemented in stridelab: it has no quantized "
            "tensors or modules (observers, FakeQuantize and torch.fake_quantize_* are there)"
        )

    refuse.__name__ = name
    refuse.__qualname__ = name
    return refuse


# Importable (lessons import them at the top), refused when called.
prepare = _refused("prepare")
prepare_qat = _refused("prepare_qat")
convert = _refused("convert")
quantize = _refused("quantize")
quantize_qat = _refused("quantize_qat")
quantize_dynamic = _refused("quantize_dynamic")
fuse_modules = _refused("fuse_modules")
fuse_modules_qat = _refused("fuse_modules_qat")
swap_module = _refused("swap_module")
propagate_qconfig_ = _refused("propagate_qconfig_")
add_quant_dequant = _refused("add_quant_dequant")
HistogramObserver = _refused("HistogramObserver")
FixedQParamsFakeQuantize = _refused("FixedQParamsFakeQuantize")
QConfigMapping = _refused("QConfigMapping")
get_default_qconfig_mapping = _refused("get_default_qconfig_mapping")
get_default_qat_qconfig_mapping = _refused("get_default_qat_qconfig_mapping")
