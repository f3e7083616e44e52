# time: the clocks a training loop reads. The host supplies them (the browser's
# performance.now() in the playground); sleeping only waits, so it returns at once.


def time():
    return _native.time()


def time_ns():
    return int(_native.time() * 1e9)


def perf_counter():
    return _native.perf_counter()


def perf_counter_ns():
    return int(_native.perf_counter() * 1e9)


def monotonic():
    return _native.perf_counter()


def process_time():
    return _native.perf_counter()


def sleep(secs):
    if secs < 0:
        raise ValueError("sleep length must be non-negative")
