# torch.cpu: the CPU as a device module (the accelerator-style queries scripts call on it)
# and the deprecated `torch.cpu.amp` spellings.
from torch.cpu import amp


def is_available():
    return True


def device_count():
    return 1


def current_device():
    return "cpu"


def synchronize(device=None):
    return None


def set_device(device):
    return None
