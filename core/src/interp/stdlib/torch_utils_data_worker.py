# torch.utils.data._utils.worker: a worker process's info. This loader has no workers, so
# it is None everywhere, as PyTorch's is in the main process (also inside a worker_init_fn,
# which num_workers=0 never calls).
_worker_info = None


def get_worker_info():
    return _worker_info
