# torch.nn.parallel on a machine without CUDA, as stridelab is: PyTorch's DataParallel then
# keeps its module and calls it (torch/nn/parallel/data_parallel.py finds no device type and
# makes no replicas), while the functional data_parallel() has no device to run on and
# raises. DistributedDataParallel needs a process group, which no script here can make.

import torch
from torch import nn


class DataParallel(nn.Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        # PyTorch returns here, before it sets dim and the output device, when it finds
        # no accelerator.
        self.module = module
        self.device_ids = []

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)


def data_parallel(module, inputs, device_ids=None, output_device=None, dim=0, module_kwargs=None):
    raise RuntimeError("device type could not be determined")


class DistributedDataParallel(nn.Module):
    def __init__(self, module, *args, **kwargs):
        raise ValueError(
            "Default process group has not been initialized, please make sure to call "
            "init_process_group.")
