# gc: this interpreter frees objects by reference counting alone, so there is no cyclic
# collector to run or switch: collect() finds nothing and the switches only record state.
_enabled = True


def collect(generation=2):
    if generation not in (0, 1, 2):
        raise ValueError("invalid generation")
    return 0


def enable():
    global _enabled
    _enabled = True


def disable():
    global _enabled
    _enabled = False


def isenabled():
    return _enabled
