# torch.optim.optimizer: the base class scripts subclass to write their own optimizer
# (d2l's and the tutorials' hand-written SGD), after PyTorch 2.15's Optimizer. The built-in
# optimizers (torch.optim.SGD, Adam, ...) are native; isinstance(opt, Optimizer) holds for
# them too. The LR schedulers work with either, through param_groups.
import torch
from collections import OrderedDict, defaultdict


class _RequiredParameter:
    def __repr__(self):
        return "<required parameter>"


required = _RequiredParameter()


def _typename(obj):
    if isinstance(obj, torch.Tensor):
        return obj.type()
    return type(obj).__name__


def _contains(items, p):
    # Tensors compare by identity here, as the set of parameters in PyTorch does.
    for q in items:
        if q is p:
            return True
    return False


# The step hooks every optimizer runs (register_optimizer_step_pre_hook/_post_hook), the
# global ones before the optimizer's own pre-hooks and after its own post-hooks.
_global_optimizer_pre_hooks = OrderedDict()
_global_optimizer_post_hooks = OrderedDict()


def register_optimizer_step_pre_hook(hook):
    handle = torch.utils.hooks.RemovableHandle(_global_optimizer_pre_hooks)
    _global_optimizer_pre_hooks[handle.id] = hook
    return handle


def register_optimizer_step_post_hook(hook):
    handle = torch.utils.hooks.RemovableHandle(_global_optimizer_post_hooks)
    _global_optimizer_post_hooks[handle.id] = hook
    return handle


# An optimizer's hook tables, by the method that registers into each.
_HOOK_TABLES = {
    "register_step_pre_hook": "_optimizer_step_pre_hooks",
    "register_step_post_hook": "_optimizer_step_post_hooks",
    "register_state_dict_pre_hook": "_optimizer_state_dict_pre_hooks",
    "register_state_dict_post_hook": "_optimizer_state_dict_post_hooks",
    "register_load_state_dict_pre_hook": "_optimizer_load_state_dict_pre_hooks",
    "register_load_state_dict_post_hook": "_optimizer_load_state_dict_post_hooks",
}


def _hook_table(opt, name):
    # Made on first use: a subclass that skipped Optimizer.__init__ has none yet (PyTorch's
    # __setstate__ fills them in the same way).
    table = getattr(opt, name, None)
    if table is None:
        table = OrderedDict()
        setattr(opt, name, table)
    return table


def _register_hook(opt, method, hook, prepend=False):
    table = _hook_table(opt, _HOOK_TABLES[method])
    handle = torch.utils.hooks.RemovableHandle(table)
    table[handle.id] = hook
    if prepend:
        table.move_to_end(handle.id, last=False)
    return handle


def _step_pre_hooks(opt, args, kwargs):
    # optimizer.py's profile_hook_step: `args` holds the optimizer first; a pre-hook may
    # return new (args, kwargs) for the step.
    for pre_hook in list(_global_optimizer_pre_hooks.values()) + list(_hook_table(opt, "_optimizer_step_pre_hooks").values()):
        result = pre_hook(opt, args, kwargs)
        if result is not None:
            if isinstance(result, tuple) and len(result) == 2:
                args, kwargs = result
            else:
                raise RuntimeError(
                    f"<function {type(opt).__name__}.step at 0x{id(opt):x}> must return None or a tuple of "
                    f"(new_args, new_kwargs), but got {result}."
                )
    return args, kwargs


def _step_post_hooks(opt, args, kwargs):
    for post_hook in list(_hook_table(opt, "_optimizer_step_post_hooks").values()) + list(_global_optimizer_post_hooks.values()):
        post_hook(opt, args, kwargs)


def _state_dict_pre_hooks(opt):
    for pre_hook in list(_hook_table(opt, "_optimizer_state_dict_pre_hooks").values()):
        pre_hook(opt)


def _state_dict_post_hooks(opt, state_dict):
    for post_hook in list(_hook_table(opt, "_optimizer_state_dict_post_hooks").values()):
        hook_result = post_hook(opt, state_dict)
        if hook_result is not None:
            state_dict = hook_result
    return state_dict


def _load_state_dict_pre_hooks(opt, state_dict):
    for pre_hook in list(_hook_table(opt, "_optimizer_load_state_dict_pre_hooks").values()):
        hook_result = pre_hook(opt, state_dict)
        if hook_result is not None:
            state_dict = hook_result
    return state_dict


def _load_state_dict_post_hooks(opt):
    for post_hook in list(_hook_table(opt, "_optimizer_load_state_dict_post_hooks").values()):
        post_hook(opt)


def _noting_step(step):
    # PyTorch's LR schedulers wrap an optimizer's step to learn whether it ran before their
    # first step (`_opt_called`); a wrapper on the instance would hold the optimizer in a
    # cycle here, so a subclass's own step notes it once a scheduler watches. The step hooks
    # run around the outermost step (a subclass's step calling its base's runs them once).
    def noted_step(self, *args, **kwargs):
        if getattr(self, "_stridelab_watched", False):
            self._opt_called = True
        if getattr(self, "_stridelab_in_step", False):
            return step(self, *args, **kwargs)
        args, kwargs = _step_pre_hooks(self, (self,) + args, kwargs)
        self._stridelab_in_step = True
        try:
            out = step(*args, **kwargs)
        finally:
            self._stridelab_in_step = False
        _step_post_hooks(self, args, kwargs)
        return out

    noted_step.__name__ = getattr(step, "__name__", "step")
    noted_step.__doc__ = getattr(step, "__doc__", None)
    return noted_step


class Optimizer:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        step = cls.__dict__.get("step")
        if step is not None:
            cls.step = _noting_step(step)

    def __init__(self, params, defaults):
        self.defaults = defaults
        if isinstance(params, torch.Tensor):
            raise TypeError(
                "params argument given to the optimizer should be an iterable of Tensors or dicts, but got "
                + _typename(params)
            )
        self.state = defaultdict(dict)
        self.param_groups = []
        for table in _HOOK_TABLES.values():
            setattr(self, table, OrderedDict())
        param_groups = list(params)
        if len(param_groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(param_groups[0], dict):
            param_groups = [{"params": param_groups}]
        for param_group in param_groups:
            self.add_param_group(param_group)

    def __getstate__(self):
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __repr__(self):
        format_string = self.__class__.__name__ + " ("
        for i, group in enumerate(self.param_groups):
            format_string += "\n"
            format_string += f"Parameter Group {i}\n"
            for key in sorted(group.keys()):
                if key != "params":
                    format_string += f"    {key}: {group[key]}\n"
        format_string += ")"
        return format_string

    def zero_grad(self, set_to_none=True):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is not None:
                    if set_to_none:
                        p.grad = None
                    else:
                        if p.grad.grad_fn is not None:
                            p.grad.detach_()
                        else:
                            p.grad.requires_grad_(False)
                        p.grad.zero_()

    def step(self, closure=None):
        raise NotImplementedError

    def add_param_group(self, param_group):
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(param_group)}")
        params = param_group["params"]
        if isinstance(params, torch.Tensor):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError(
                "optimizer parameters need to be organized in ordered collections, but "
                "the ordering of tensors in sets will change between runs. Please use a list instead."
            )
        else:
            param_group["params"] = list(params)
        tensors = []
        names = []
        for param in param_group["params"]:
            if isinstance(param, tuple):
                names.append(param[0])
                tensors.append(param[1])
            else:
                tensors.append(param)
        param_group["params"] = tensors
        if len(names) != 0:
            if len(names) == len(tensors):
                param_group["param_names"] = names
            else:
                raise ValueError(
                    "all optimizer params should be with/without names. Some param names are missing"
                )
        for param in param_group["params"]:
            if not isinstance(param, torch.Tensor):
                raise TypeError(
                    "optimizer can only optimize Tensors, but one of the params is " + _typename(param)
                )
            if not self.defaults.get("differentiable", None) and not (param.is_leaf or param.retains_grad):
                raise ValueError("can't optimize a non-leaf Tensor")
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(
                    f"parameter group didn't specify a value of required optimization parameter {name}"
                )
            else:
                param_group.setdefault(name, default)
        earlier = []
        for group in self.param_groups:
            earlier.extend(group["params"])
            if ("param_names" in param_group) != ("param_names" in group):
                current_group_txt = "with names" if "param_names" in param_group else "without names"
                raise ValueError(
                    "all optimizer param groups should be with/without names. "
                    f"cannot add param group {current_group_txt} to the optimizer"
                )
        for p in param_group["params"]:
            if _contains(earlier, p):
                raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def register_step_pre_hook(self, hook):
        return _register_hook(self, "register_step_pre_hook", hook)

    def register_step_post_hook(self, hook):
        return _register_hook(self, "register_step_post_hook", hook)

    def register_state_dict_pre_hook(self, hook, prepend=False):
        return _register_hook(self, "register_state_dict_pre_hook", hook, prepend)

    def register_state_dict_post_hook(self, hook, prepend=False):
        return _register_hook(self, "register_state_dict_post_hook", hook, prepend)

    def register_load_state_dict_pre_hook(self, hook, prepend=False):
        return _register_hook(self, "register_load_state_dict_pre_hook", hook, prepend)

    def register_load_state_dict_post_hook(self, hook, prepend=False):
        return _register_hook(self, "register_load_state_dict_post_hook", hook, prepend)

    def state_dict(self):
        _state_dict_pre_hooks(self)
        return _state_dict_post_hooks(self, self._packed_state_dict())

    def _packed_state_dict(self):
        index_of = []
        packed_groups = []
        for group in self.param_groups:
            packed = {k: v for k, v in group.items() if k != "params"}
            ids = []
            for p in group["params"]:
                at = None
                for i, q in enumerate(index_of):
                    if q is p:
                        at = i
                if at is None:
                    index_of.append(p)
                    at = len(index_of) - 1
                ids.append(at)
            packed["params"] = ids
            packed_groups.append(packed)
        packed_state = {}
        for k, v in self.state.items():
            key = k
            if isinstance(k, torch.Tensor):
                for i, q in enumerate(index_of):
                    if q is k:
                        key = i
            packed_state[key] = v
        return {"state": packed_state, "param_groups": packed_groups}

    def load_state_dict(self, state_dict):
        # A shallow copy, as PyTorch's: a pre-hook may edit or replace it.
        state_dict = _load_state_dict_pre_hooks(self, state_dict.copy())
        self._load_packed_state_dict(state_dict)
        _load_state_dict_post_hooks(self)

    def _load_packed_state_dict(self, state_dict):
        groups = self.param_groups
        saved_groups = state_dict["param_groups"]
        if len(groups) != len(saved_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        for g, sg in zip(groups, saved_groups):
            if len(g["params"]) != len(sg["params"]):
                raise ValueError(
                    "loaded state dict contains a parameter group that doesn't match the size of optimizer's group"
                )
        params_by_id = {}
        for g, sg in zip(groups, saved_groups):
            for old_id, p in zip(sg["params"], g["params"]):
                params_by_id[old_id] = p
        state = defaultdict(dict)
        for k, v in state_dict["state"].items():
            if k in params_by_id:
                p = params_by_id[k]
                state[p] = {
                    key: (val.to(dtype=p.dtype, device=p.device) if isinstance(val, torch.Tensor) and key != "step" else val)
                    for key, val in v.items()
                }
            else:
                state[k] = v
        new_groups = []
        for g, sg in zip(groups, saved_groups):
            ng = dict(sg)
            ng["params"] = g["params"]
            new_groups.append(ng)
        self.state = state
        self.param_groups = new_groups
