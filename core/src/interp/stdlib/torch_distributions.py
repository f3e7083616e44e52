# torch.distributions: the distributions tutorials reach for first (Normal, Uniform,
# Bernoulli, Categorical, Multinomial), after PyTorch's torch/distributions. Each draws with
# the same calls PyTorch's does (torch.normal, torch.rand, torch.bernoulli, torch.multinomial),
# so a seeded script gets PyTorch's numbers; parameters are checked against their constraints
# as PyTorch checks them by default (validate_args).

import math
import torch
import torch.nn.functional as F


def _size(shape):
    return shape if isinstance(shape, torch.Size) else torch.Size(shape)


def _broadcast_all(*values):
    # Numbers become tensors of the default dtype (or of the tensors' dtype, as PyTorch's
    # broadcast_all does); then every value is broadcast to one shape.
    like = None
    for v in values:
        if isinstance(v, torch.Tensor):
            like = v
            break
    tensors = []
    for v in values:
        if isinstance(v, torch.Tensor):
            tensors.append(v)
        elif isinstance(v, (int, float)):
            if like is None:
                tensors.append(torch.tensor(float(v), dtype=torch.get_default_dtype()))
            else:
                tensors.append(torch.tensor(float(v), dtype=like.dtype, device=like.device))
        else:
            raise ValueError("Input arguments must all be instances of numbers.Number, torch.Tensor or objects implementing __torch_function__.")
    return torch.broadcast_tensors(*tensors)


def _clamp_probs(probs):
    eps = torch.finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


class _Constraint:
    def __init__(self, name, check, args=""):
        self._name = name
        self._check = check
        self._args = args

    def check(self, value):
        return self._check(value)

    def __repr__(self):
        return f"{self._name}({self._args})"


class constraints:
    real = _Constraint("Real", lambda v: v == v)
    positive = _Constraint("GreaterThan", lambda v: v > 0.0, "lower_bound=0.0")
    unit_interval = _Constraint("Interval", lambda v: (v >= 0.0) & (v <= 1.0), "lower_bound=0.0, upper_bound=1.0")
    simplex = _Constraint(
        "Simplex",
        lambda v: torch.all(v >= 0, dim=-1) & ((v.sum(-1) - 1).abs() < 1e-6),
    )
    real_vector = _Constraint("IndependentConstraint", lambda v: torch.all(v == v, dim=-1), "Real(), 1")


class Distribution:
    has_rsample = False
    _validate_args = True
    arg_constraints = {}

    def __init__(self, batch_shape=torch.Size(), event_shape=torch.Size(), validate_args=None):
        self._batch_shape = _size(batch_shape)
        self._event_shape = _size(event_shape)
        if validate_args is not None:
            self._validate_args = validate_args
        if self._validate_args:
            for param, constraint in self.arg_constraints.items():
                # A parameter of a lazy parametrisation not computed yet is not checked, and
                # a dependent constraint (Uniform's bounds) is checked by the class itself.
                if constraint is None or param not in vars(self):
                    continue
                value = getattr(self, param)
                if not bool(constraint.check(value).all()):
                    raise ValueError(
                        f"Expected parameter {param} ({type(value).__name__} of shape {tuple(value.shape)}) "
                        f"of distribution {repr(self)} to satisfy the constraint {repr(constraint)}, "
                        f"but found invalid values:\n{value}"
                    )

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def event_shape(self):
        return self._event_shape

    @property
    def stddev(self):
        return self.variance.sqrt()

    def _extended_shape(self, sample_shape=torch.Size()):
        return torch.Size(tuple(_size(sample_shape)) + tuple(self._batch_shape) + tuple(self._event_shape))

    def sample(self, sample_shape=torch.Size()):
        with torch.no_grad():
            return self.rsample(sample_shape)

    def rsample(self, sample_shape=torch.Size()):
        raise NotImplementedError

    def sample_n(self, n):
        return self.sample(torch.Size((n,)))

    def __repr__(self):
        parts = []
        for p in self.arg_constraints:
            if p in vars(self):
                v = vars(self)[p]
                parts.append(f"{p}: {v.item() if v.numel() == 1 else v.size()}")
        return type(self).__name__ + "(" + ", ".join(parts) + ")"


class Normal(Distribution):
    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        self.loc, self.scale = _broadcast_all(loc, scale)
        if isinstance(loc, (int, float)) and isinstance(scale, (int, float)):
            batch_shape = torch.Size()
        else:
            batch_shape = self.loc.size()
        super().__init__(batch_shape, validate_args=validate_args)

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @property
    def stddev(self):
        return self.scale

    @property
    def variance(self):
        return self.stddev.pow(2)

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            return torch.normal(self.loc.expand(shape), self.scale.expand(shape))

    def rsample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        eps = torch.empty(shape, dtype=self.loc.dtype, device=self.loc.device).normal_()
        return self.loc + eps * self.scale

    def log_prob(self, value):
        var = self.scale ** 2
        log_scale = self.scale.log()
        return -((value - self.loc) ** 2) / (2 * var) - log_scale - math.log(math.sqrt(2 * math.pi))

    def cdf(self, value):
        return 0.5 * (1 + torch.erf((value - self.loc) * self.scale.reciprocal() / math.sqrt(2)))

    def icdf(self, value):
        return self.loc + self.scale * torch.erfinv(2 * value - 1) * math.sqrt(2)

    def entropy(self):
        return 0.5 + 0.5 * math.log(2 * math.pi) + torch.log(self.scale)


class Uniform(Distribution):
    arg_constraints = {"low": None, "high": None}
    has_rsample = True

    def __init__(self, low, high, validate_args=None):
        self.low, self.high = _broadcast_all(low, high)
        if isinstance(low, (int, float)) and isinstance(high, (int, float)):
            batch_shape = torch.Size()
        else:
            batch_shape = self.low.size()
        super().__init__(batch_shape, validate_args=validate_args)
        # `low` must lie below `high` (PyTorch's dependent constraint on the bounds).
        if self._validate_args and not bool(torch.lt(self.low, self.high).all()):
            bound = self.high.item() if self.high.numel() == 1 else self.high
            raise ValueError(
                f"Expected parameter low ({type(self.low).__name__} of shape {tuple(self.low.shape)}) "
                f"of distribution {repr(self)} to satisfy the constraint LessThan(upper_bound={bound}), "
                f"but found invalid values:\n{self.low}"
            )

    @property
    def mean(self):
        return (self.high + self.low) / 2

    @property
    def variance(self):
        return (self.high - self.low).pow(2) / 12

    def rsample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        rand = torch.rand(shape, dtype=self.low.dtype, device=self.low.device)
        return self.low + rand * (self.high - self.low)

    def log_prob(self, value):
        lb = self.low.le(value).type_as(self.low)
        ub = self.high.gt(value).type_as(self.low)
        return torch.log(lb.mul(ub)) - torch.log(self.high - self.low)

    def cdf(self, value):
        result = (value - self.low) / (self.high - self.low)
        return result.clamp(min=0, max=1)

    def entropy(self):
        return torch.log(self.high - self.low)


class Bernoulli(Distribution):
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            is_scalar = isinstance(probs, (int, float))
            (self.probs,) = _broadcast_all(probs)
            param = self.probs
        else:
            is_scalar = isinstance(logits, (int, float))
            (self.logits,) = _broadcast_all(logits)
            param = self.logits
        batch_shape = torch.Size() if is_scalar else param.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def __getattr__(self, name):
        # PyTorch's lazy properties: the other parametrisation, computed on first use.
        if name == "logits":
            p = _clamp_probs(self.probs)
            self.logits = torch.log(p) - torch.log1p(-p)
            return self.logits
        if name == "probs":
            self.probs = torch.sigmoid(self.logits)
            return self.probs
        raise AttributeError(f"'Bernoulli' object has no attribute '{name}'")

    @property
    def mean(self):
        return self.probs

    @property
    def variance(self):
        return self.probs * (1 - self.probs)

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            return torch.bernoulli(self.probs.expand(shape))

    def log_prob(self, value):
        logits, value = _broadcast_all(self.logits, value)
        return -F.binary_cross_entropy_with_logits(logits, value, reduction="none")

    def entropy(self):
        return F.binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none")


class Categorical(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            if probs.dim() < 1:
                raise ValueError("`probs` parameter must be at least one-dimensional.")
            self.probs = probs / probs.sum(-1, keepdim=True)
            param = self.probs
        else:
            if logits.dim() < 1:
                raise ValueError("`logits` parameter must be at least one-dimensional.")
            self.logits = logits - logits.logsumexp(dim=-1, keepdim=True)
            param = self.logits
        self._num_events = param.size()[-1]
        self._param_shape = param.size()
        batch_shape = param.size()[:-1] if param.dim() > 1 else torch.Size()
        super().__init__(batch_shape, validate_args=validate_args)

    def __getattr__(self, name):
        if name == "logits":
            self.logits = torch.log(_clamp_probs(self.probs))
            return self.logits
        if name == "probs":
            self.probs = F.softmax(self.logits, dim=-1)
            return self.probs
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    @property
    def param_shape(self):
        return self._param_shape

    @property
    def mean(self):
        return torch.full(self._extended_shape(), math.nan, dtype=self.probs.dtype, device=self.probs.device)

    @property
    def variance(self):
        return torch.full(self._extended_shape(), math.nan, dtype=self.probs.dtype, device=self.probs.device)

    @property
    def mode(self):
        return self.probs.argmax(dim=-1)

    def sample(self, sample_shape=torch.Size()):
        sample_shape = _size(sample_shape)
        probs_2d = self.probs.reshape(-1, self._num_events)
        samples_2d = torch.multinomial(probs_2d, sample_shape.numel(), True).T
        return samples_2d.reshape(self._extended_shape(sample_shape))

    def log_prob(self, value):
        value = value.long().unsqueeze(-1)
        value, log_pmf = torch.broadcast_tensors(value, self.logits)
        value = value[..., :1]
        return log_pmf.gather(-1, value).squeeze(-1)

    def entropy(self):
        min_real = torch.finfo(self.logits.dtype).min
        logits = torch.clamp(self.logits, min=min_real)
        return -(logits * self.probs).sum(-1)

    def enumerate_support(self, expand=True):
        n = self._num_events
        values = torch.arange(n, dtype=torch.long)
        values = values.view((-1,) + (1,) * len(self._batch_shape))
        if expand:
            values = values.expand((-1,) + tuple(self._batch_shape))
        return values


class Multinomial(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        if not isinstance(total_count, int):
            raise NotImplementedError("inhomogeneous total_count is not supported")
        self.total_count = total_count
        self._categorical = Categorical(probs=probs, logits=logits)
        batch_shape = self._categorical.batch_shape
        event_shape = self._categorical.param_shape[-1:]
        super().__init__(batch_shape, event_shape, validate_args=validate_args)

    @property
    def probs(self):
        return self._categorical.probs

    @property
    def logits(self):
        return self._categorical.logits

    @property
    def mean(self):
        return self.probs * self.total_count

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, sample_shape=torch.Size()):
        sample_shape = _size(sample_shape)
        samples = self._categorical.sample(torch.Size((self.total_count,)) + sample_shape)
        # (total_count, sample_shape, batch_shape) -> (sample_shape, batch_shape, total_count)
        order = list(range(samples.dim()))
        order.append(order.pop(0))
        samples = samples.permute(*order)
        counts = torch.zeros(self._extended_shape(sample_shape), dtype=samples.dtype, device=samples.device)
        counts.scatter_add_(-1, samples, torch.ones_like(samples))
        return counts.type_as(self.probs)

    def log_prob(self, value):
        logits, value = _broadcast_all(self.logits, value)
        logits = logits.clone(memory_format=torch.contiguous_format)
        log_factorial_n = torch.lgamma(value.sum(-1) + 1)
        log_factorial_xs = torch.lgamma(value + 1).sum(-1)
        logits[(value == 0) & (logits == -math.inf)] = 0
        log_powers = (logits * value).sum(-1)
        return log_factorial_n - log_factorial_xs + log_powers


def _sum_rightmost(value, dim):
    if dim == 0:
        return value
    return value.reshape(tuple(value.shape[: len(value.shape) - dim]) + (-1,)).sum(-1)


class Independent(Distribution):
    # Reinterprets the rightmost batch dimensions of a distribution as event dimensions:
    # log_prob and entropy sum over them.
    arg_constraints = {}

    def __init__(self, base_distribution, reinterpreted_batch_ndims, validate_args=None):
        if reinterpreted_batch_ndims > len(base_distribution.batch_shape):
            raise ValueError(
                "Expected reinterpreted_batch_ndims <= len(base_distribution.batch_shape), "
                f"actual {reinterpreted_batch_ndims} vs {len(base_distribution.batch_shape)}"
            )
        shape = tuple(base_distribution.batch_shape) + tuple(base_distribution.event_shape)
        event_dim = reinterpreted_batch_ndims + len(base_distribution.event_shape)
        self.base_dist = base_distribution
        self.reinterpreted_batch_ndims = reinterpreted_batch_ndims
        super().__init__(shape[: len(shape) - event_dim], shape[len(shape) - event_dim :], validate_args=validate_args)

    @property
    def has_rsample(self):
        return self.base_dist.has_rsample

    @property
    def mean(self):
        return self.base_dist.mean

    @property
    def mode(self):
        return self.base_dist.mode

    @property
    def variance(self):
        return self.base_dist.variance

    def sample(self, sample_shape=torch.Size()):
        return self.base_dist.sample(sample_shape)

    def rsample(self, sample_shape=torch.Size()):
        return self.base_dist.rsample(sample_shape)

    def log_prob(self, value):
        return _sum_rightmost(self.base_dist.log_prob(value), self.reinterpreted_batch_ndims)

    def entropy(self):
        return _sum_rightmost(self.base_dist.entropy(), self.reinterpreted_batch_ndims)

    def __repr__(self):
        return type(self).__name__ + f"({self.base_dist}, {self.reinterpreted_batch_ndims})"


# kl_divergence(p, q) for the pairs PyTorch registers among these classes, with its formulas.
def _kl_normal_normal(p, q):
    var_ratio = (p.scale / q.scale).pow(2)
    t1 = ((p.loc - q.loc) / q.scale).pow(2)
    return 0.5 * (var_ratio + t1 - 1 - var_ratio.log())


def _kl_categorical_categorical(p, q):
    t = p.probs * (p.logits - q.logits)
    t[(q.probs == 0).expand_as(t)] = math.inf
    t[(p.probs == 0).expand_as(t)] = 0
    return t.sum(-1)


def _kl_bernoulli_bernoulli(p, q):
    t1 = p.probs * (F.softplus(-q.logits) - F.softplus(-p.logits))
    t1[q.probs == 0] = math.inf
    t1[p.probs == 0] = 0
    t2 = (1 - p.probs) * (F.softplus(q.logits) - F.softplus(p.logits))
    t2[q.probs == 1] = math.inf
    t2[p.probs == 1] = 0
    return t1 + t2


def _kl_uniform_uniform(p, q):
    result = ((q.high - q.low) / (p.high - p.low)).log()
    result[(q.low > p.low) | (q.high < p.high)] = math.inf
    return result


def _kl_independent_independent(p, q):
    if p.reinterpreted_batch_ndims != q.reinterpreted_batch_ndims:
        raise NotImplementedError
    return _sum_rightmost(kl_divergence(p.base_dist, q.base_dist), p.reinterpreted_batch_ndims)


_KL = {
    ("Normal", "Normal"): _kl_normal_normal,
    ("Categorical", "Categorical"): _kl_categorical_categorical,
    ("Bernoulli", "Bernoulli"): _kl_bernoulli_bernoulli,
    ("Uniform", "Uniform"): _kl_uniform_uniform,
    ("Independent", "Independent"): _kl_independent_independent,
}
_KL_CLASSES = (Normal, Categorical, Bernoulli, Uniform, Independent)


def kl_divergence(p, q):
    def registered(x):
        # The most derived of these classes x is an instance of.
        for cls in _KL_CLASSES:
            if type(x) is cls:
                return cls.__name__
        for cls in _KL_CLASSES:
            if isinstance(x, cls):
                return cls.__name__
        return None

    fun = _KL.get((registered(p), registered(q)))
    if fun is None:
        raise NotImplementedError(
            f"No KL(p || q) is implemented for p type {p.__class__.__name__} and q type {q.__class__.__name__}"
        )
    return fun(p, q)


class kl:
    kl_divergence = kl_divergence


class independent:
    Independent = Independent


# The submodules as d2l names them (`from torch.distributions import multinomial`): each
# holds the class of its name.
class normal:
    Normal = Normal


class uniform:
    Uniform = Uniform


class bernoulli:
    Bernoulli = Bernoulli


class categorical:
    Categorical = Categorical


class multinomial:
    Multinomial = Multinomial
