# torch.distributions.constraint_registry: biject_to and transform_to, the registries that
# map a constraint to a transform from unconstrained space onto it, after PyTorch's
# constraint_registry.py (keyed by the constraint's class, so the later registration of a
# shared class wins, as in PyTorch: biject_to(positive) is exp then an affine map).

import torch
import torch.distributions.constraints as constraints
import torch.distributions.transforms as transforms


class ConstraintRegistry:
    def __init__(self):
        self._registry = {}

    def register(self, constraint, factory=None):
        if factory is None:
            return lambda factory: self.register(constraint, factory)
        if isinstance(constraint, constraints.Constraint):
            constraint = type(constraint)
        if not isinstance(constraint, type) or not issubclass(constraint, constraints.Constraint):
            raise TypeError(
                f"Expected constraint to be either a Constraint subclass or instance, but got {constraint}"
            )
        self._registry[constraint] = factory
        return factory

    def __call__(self, constraint):
        factory = self._registry.get(type(constraint))
        if factory is None:
            raise NotImplementedError(f"Cannot transform {type(constraint).__name__} constraints")
        return factory(constraint)


biject_to = ConstraintRegistry()
transform_to = ConstraintRegistry()


def _both(constraint, fn, which=(biject_to, transform_to)):
    for registry in which:
        registry.register(constraint, fn)


def _transform_to_real(constraint):
    return transforms.identity_transform


def _biject_to_independent(constraint):
    base_transform = biject_to(constraint.base_constraint)
    return transforms.IndependentTransform(base_transform, constraint.reinterpreted_batch_ndims)


def _transform_to_independent(constraint):
    base_transform = transform_to(constraint.base_constraint)
    return transforms.IndependentTransform(base_transform, constraint.reinterpreted_batch_ndims)


def _transform_to_positive(constraint):
    return transforms.ExpTransform()


def _transform_to_greater_than(constraint):
    return transforms.ComposeTransform(
        [transforms.ExpTransform(), transforms.AffineTransform(constraint.lower_bound, 1)]
    )


def _transform_to_less_than(constraint):
    return transforms.ComposeTransform(
        [transforms.ExpTransform(), transforms.AffineTransform(constraint.upper_bound, -1)]
    )


def _transform_to_interval(constraint):
    lower_is_0 = isinstance(constraint.lower_bound, (int, float)) and constraint.lower_bound == 0
    upper_is_1 = isinstance(constraint.upper_bound, (int, float)) and constraint.upper_bound == 1
    if lower_is_0 and upper_is_1:
        return transforms.SigmoidTransform()
    loc = constraint.lower_bound
    scale = constraint.upper_bound - constraint.lower_bound
    return transforms.ComposeTransform([transforms.SigmoidTransform(), transforms.AffineTransform(loc, scale)])


# In PyTorch's order of registration (a later one for the same class replaces an earlier).
_both(constraints.real, _transform_to_real)
biject_to.register(constraints.independent, _biject_to_independent)
transform_to.register(constraints.independent, _transform_to_independent)
_both(constraints.nonnegative, _transform_to_positive)
_both(constraints.positive, _transform_to_positive)
_both(constraints.greater_than_eq, _transform_to_greater_than)
_both(constraints.greater_than, _transform_to_greater_than)
_both(constraints.less_than, _transform_to_less_than)
_both(constraints.half_open_interval, _transform_to_interval)
_both(constraints.interval, _transform_to_interval)
biject_to.register(constraints.simplex, lambda c: transforms.StickBreakingTransform())
transform_to.register(constraints.simplex, lambda c: transforms.SoftmaxTransform())
transform_to.register(constraints.lower_cholesky, lambda c: transforms.LowerCholeskyTransform())
transform_to.register(constraints.positive_semidefinite, lambda c: transforms.PositiveDefiniteTransform())
transform_to.register(constraints.positive_definite, lambda c: transforms.PositiveDefiniteTransform())
_both(constraints.corr_cholesky, lambda c: transforms.CorrCholeskyTransform())
biject_to.register(
    constraints.cat, lambda c: transforms.CatTransform([biject_to(x) for x in c.cseq], c.dim, c.lengths)
)
transform_to.register(
    constraints.cat, lambda c: transforms.CatTransform([transform_to(x) for x in c.cseq], c.dim, c.lengths)
)
biject_to.register(constraints.stack, lambda c: transforms.StackTransform([biject_to(x) for x in c.cseq], c.dim))
transform_to.register(
    constraints.stack, lambda c: transforms.StackTransform([transform_to(x) for x in c.cseq], c.dim)
)
