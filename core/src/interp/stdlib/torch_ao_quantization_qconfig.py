# torch.ao.quantization.qconfig after PyTorch 2.15's qconfig.py: QConfig and the default
# qconfigs of eager-mode and QAT lessons (observer and fake-quantize constructors).
from collections import namedtuple

import torch
from torch import nn
from torch.ao.quantization.observer import (
    default_observer,
    default_weight_observer,
    default_per_channel_weight_observer,
    default_debug_observer,
    default_placeholder_observer,
    default_dynamic_quant_observer,
    MovingAverageMinMaxObserver,
)
from torch.ao.quantization.fake_quantize import (
    FakeQuantize,
    FusedMovingAvgObsFakeQuantize,
    default_fake_quant,
    default_weight_fake_quant,
    default_dynamic_fake_quant,
    default_per_channel_weight_fake_quant,
    default_fused_act_fake_quant,
    default_fused_wt_fake_quant,
    default_fused_per_channel_wt_fake_quant,
)


# (PyTorch checks in __new__; stridelab's named tuples are built by __init__.)
class QConfig(namedtuple("QConfig", ["activation", "weight"])):
    def __init__(self, activation, weight):
        if isinstance(activation, nn.Module) or isinstance(weight, nn.Module):
            raise ValueError(
                "QConfig received observer instance, please pass observer class instead. "
                + "Use MyObserver.with_args(x=1) to override arguments to constructor if needed"
            )
        super().__init__(activation, weight)


default_qconfig = QConfig(activation=default_observer, weight=default_weight_observer)
default_debug_qconfig = QConfig(weight=default_weight_observer, activation=default_debug_observer)
default_per_channel_qconfig = QConfig(
    activation=default_observer, weight=default_per_channel_weight_observer
)
default_dynamic_qconfig = QConfig(
    activation=default_dynamic_quant_observer, weight=default_weight_observer
)
default_qat_qconfig = QConfig(activation=default_fake_quant, weight=default_weight_fake_quant)
default_dynamic_qat_qconfig = QConfig(
    activation=default_dynamic_fake_quant, weight=default_weight_fake_quant
)
default_weight_only_qconfig = QConfig(activation=torch.nn.Identity, weight=default_weight_fake_quant)
default_activation_only_qconfig = QConfig(activation=default_fake_quant, weight=torch.nn.Identity)
default_qat_qconfig_v2 = QConfig(
    activation=default_fused_act_fake_quant, weight=default_fused_wt_fake_quant
)

_BACKENDS = ["fbgemm", "x86", "qnnpack", "onednn"]


def _check_backend(backend):
    if backend not in _BACKENDS:
        raise AssertionError(
            "backend: " + str(backend) + f" not supported. backend must be one of {_BACKENDS}"
        )


def _version_error(version):
    return AssertionError("Version number: " + str(version) + " in get_default_qat_qconfig is not supported. Version number must be 0 or 1")


def get_default_qat_qconfig(backend="x86", version=1):
    _check_backend(backend)
    if version == 0:
        act = FakeQuantize
        weights = {"qnnpack": default_weight_fake_quant}
        weight = weights.get(backend, default_per_channel_weight_fake_quant)
    elif version == 1:
        act = FusedMovingAvgObsFakeQuantize
        weight = default_fused_wt_fake_quant if backend == "qnnpack" else default_fused_per_channel_wt_fake_quant
    else:
        raise _version_error(version)
    if backend == "onednn":
        activation = act.with_args(observer=MovingAverageMinMaxObserver, quant_min=0, quant_max=255)
    else:
        activation = act.with_args(
            observer=MovingAverageMinMaxObserver,
            quant_min=0,
            quant_max=255,
            reduce_range=backend != "qnnpack",
        )
    return QConfig(activation=activation, weight=weight)


def get_default_qconfig(backend="x86", version=0):
    # The calibration qconfigs use HistogramObserver, which stridelab does not have.
    _check_backend(backend)
    raise NotImplementedError(
        "torch.ao.quantization.get_default_qconfig needs HistogramObserver, which stridelab "
        "does not implement; get_default_qat_qconfig and the min/max observers are there"
    )
