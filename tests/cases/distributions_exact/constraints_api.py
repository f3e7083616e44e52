# torch.distributions.constraints: reprs, checks, and each distribution's support and
# arg_constraints.
import torch
from torch.distributions import constraints
from torch.distributions import (Bernoulli, Beta, Binomial, Categorical, Cauchy, Chi2, Dirichlet,
                                 Exponential, Gamma, Geometric, Gumbel, HalfCauchy, HalfNormal,
                                 Independent, Laplace, LogNormal, Multinomial, MultivariateNormal,
                                 Normal, OneHotCategorical, Poisson, StudentT, Uniform, Pareto,
                                 Weibull, RelaxedBernoulli, LogisticNormal)

cs = [constraints.real, constraints.positive, constraints.nonnegative, constraints.unit_interval,
      constraints.interval(0, 1.5), constraints.half_open_interval(0.0, 1.0),
      constraints.greater_than(2), constraints.greater_than_eq(-1.0), constraints.less_than(3.0),
      constraints.simplex, constraints.integer_interval(0, 3), constraints.nonnegative_integer,
      constraints.positive_integer, constraints.boolean, constraints.real_vector,
      constraints.positive_definite, constraints.positive_semidefinite, constraints.lower_cholesky,
      constraints.lower_triangular, constraints.independent(constraints.positive, 2),
      constraints.dependent, constraints.one_hot, constraints.multinomial(3), constraints.square,
      constraints.symmetric, constraints.corr_cholesky]
[repr(c) for c in cs]
[c.event_dim for c in cs if c is not constraints.dependent]
[c.is_discrete for c in cs if c is not constraints.dependent]
constraints.is_dependent(constraints.dependent)
constraints.is_dependent(constraints.real)
constraints.is_dependent(Uniform.support)
isinstance(constraints.positive, constraints.Constraint)

x = torch.tensor([-1.0, 0.0, 0.5, 1.0, 2.0, float("nan")])
constraints.real.check(x)
constraints.positive.check(x)
constraints.nonnegative.check(x)
constraints.unit_interval.check(x)
constraints.interval(0.0, 1.5).check(x)
constraints.half_open_interval(0.0, 1.0).check(x)
constraints.greater_than(0.5).check(x)
constraints.less_than(0.5).check(x)
constraints.boolean.check(x)
constraints.nonnegative_integer.check(x)
constraints.integer_interval(0, 1).check(x)
constraints.simplex.check(torch.tensor([[0.2, 0.8], [0.5, 0.6], [-0.1, 1.1]]))
constraints.real_vector.check(torch.tensor([[0.2, float("nan")], [0.5, 0.6]]))
constraints.one_hot.check(torch.tensor([[0.0, 1.0], [1.0, 1.0]]))
constraints.multinomial(3).check(torch.tensor([[1.0, 2.0], [3.0, 1.0]]))
constraints.lower_cholesky.check(torch.tensor([[[1.0, 0.0], [0.5, 2.0]], [[1.0, 0.1], [0.5, 2.0]], [[1.0, 0.0], [0.5, -2.0]]]))
constraints.lower_triangular.check(torch.tensor([[1.0, 0.0], [0.5, -2.0]]))
constraints.positive_definite.check(torch.tensor([[[2.0, 0.5], [0.5, 1.0]], [[1.0, 2.0], [2.0, 1.0]]]))
constraints.symmetric.check(torch.tensor([[2.0, 0.5], [0.4, 1.0]]))
constraints.square.check(torch.zeros(2, 2, 3))
constraints.independent(constraints.positive, 1).check(torch.tensor([[1.0, 2.0], [1.0, -2.0]]))
constraints.interval(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0])).check(torch.tensor([0.5, 0.5]))

ds = [Normal(0.0, 1.0), Uniform(0.0, 2.0), Bernoulli(0.3), Categorical(torch.ones(3)),
      Multinomial(5, torch.ones(3)), Binomial(10, torch.tensor(0.5)), Beta(2.0, 3.0),
      Dirichlet(torch.ones(3)), Exponential(2.0), Gamma(2.0, 3.0), Chi2(torch.tensor(3.0)),
      Geometric(0.3), Poisson(2.0), Laplace(0.0, 1.0), Cauchy(0.0, 1.0), StudentT(3.0),
      HalfNormal(1.0), HalfCauchy(1.0), LogNormal(0.0, 1.0), Gumbel(0.0, 1.0),
      MultivariateNormal(torch.zeros(2), torch.eye(2)), OneHotCategorical(torch.ones(3)),
      Independent(Normal(torch.zeros(3), torch.ones(3)), 1), Pareto(1.0, 2.0),
      Weibull(1.0, 2.0), RelaxedBernoulli(torch.tensor(0.5), torch.tensor(0.3)),
      LogisticNormal(torch.zeros(2), torch.ones(2))]
[repr(d.support) for d in ds]
[d.support.event_dim for d in ds]
[d.support.is_discrete for d in ds]
[type(d).__name__ for d in ds if d.has_rsample]
[type(d).__name__ for d in ds if d.has_enumerate_support]
[(type(d).__name__, tuple(d.batch_shape), tuple(d.event_shape)) for d in ds]
Normal.arg_constraints
repr(Normal.arg_constraints)
repr(Beta.arg_constraints)
repr(MultivariateNormal.arg_constraints)
repr(Dirichlet.arg_constraints)
repr(Categorical.arg_constraints)
repr(Binomial.arg_constraints)
repr(Uniform(0.0, 1.0).arg_constraints)
repr(StudentT.arg_constraints)
