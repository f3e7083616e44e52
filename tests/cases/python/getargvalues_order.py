# inspect.getargvalues and f_locals list parameters in co_varnames order (positional, keyword-only,
# *args, **kwargs): d2l's save_hyperparameters builds hparams in that order (attack find).
import inspect
class HyperParameters:
    def save_hyperparameters(self, ignore=[]):
        frame = inspect.currentframe().f_back
        _, _, _, local_vars = inspect.getargvalues(frame)
        self.hparams = {k: v for k, v in local_vars.items()
                        if k not in set(ignore + ['self']) and not k.startswith('_')}
class Model(HyperParameters):
    def __init__(self, num_inputs, lr, *args, sigma=0.01, **kw):
        self.save_hyperparameters()
str(Model(2, 0.1, 7, 8, sigma=0.5, extra=1).hparams)
def args_of(a, *rest, k=1, **kw):
    return inspect.getargvalues(inspect.currentframe())
list(args_of(1, 2, k=5, z=9).locals)
