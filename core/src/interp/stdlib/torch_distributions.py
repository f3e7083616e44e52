# torch.distributions: parametrisable probability distributions and sampling functions,
# after PyTorch's torch/distributions package. The classes live in modules of their own
# (constraints, transforms, utils, distribution, kl, and stridelab's _continuous,
# _discrete, _transformed and _mvn groupings of PyTorch's one-file-per-class layout); this
# module gathers every name PyTorch's torch.distributions exports, so a script's import
# line works even when it names a class stridelab does not implement yet (constructing one
# of those raises NotImplementedError naming it).

import torch
import torch.distributions.constraints as constraints
import torch.distributions.transforms as transforms
import torch.distributions.utils as utils
from torch.distributions.distribution import Distribution, ExponentialFamily
from torch.distributions._continuous import (
    Beta,
    Cauchy,
    Chi2,
    Dirichlet,
    Exponential,
    Gamma,
    Laplace,
    Normal,
    StudentT,
    Uniform,
)
from torch.distributions._discrete import (
    Bernoulli,
    Binomial,
    Categorical,
    Geometric,
    Independent,
    Multinomial,
    NegativeBinomial,
    OneHotCategorical,
    OneHotCategoricalStraightThrough,
    Poisson,
)
from torch.distributions._transformed import (
    ExpRelaxedCategorical,
    Gumbel,
    HalfCauchy,
    HalfNormal,
    LogisticNormal,
    LogitRelaxedBernoulli,
    LogNormal,
    Pareto,
    RelaxedBernoulli,
    RelaxedOneHotCategorical,
    TransformedDistribution,
    Weibull,
)
from torch.distributions._mvn import LowRankMultivariateNormal, MultivariateNormal
from torch.distributions._extra import (
    ContinuousBernoulli,
    FisherSnedecor,
    GeneralizedPareto,
    InverseGamma,
    Kumaraswamy,
    LKJCholesky,
    MixtureSameFamily,
    VonMises,
)
from torch.distributions.kl import kl_divergence, register_kl
from torch.distributions.transforms import (
    AbsTransform,
    AffineTransform,
    CatTransform,
    ComposeTransform,
    CorrCholeskyTransform,
    CumulativeDistributionTransform,
    ExpTransform,
    IndependentTransform,
    LowerCholeskyTransform,
    PositiveDefiniteTransform,
    PowerTransform,
    ReshapeTransform,
    SigmoidTransform,
    SoftmaxTransform,
    SoftplusTransform,
    StackTransform,
    StickBreakingTransform,
    TanhTransform,
    Transform,
    identity_transform,
)
from torch.distributions.constraint_registry import biject_to, transform_to


from torch.distributions.wishart import Wishart


# PyTorch's one-module-per-class submodules (`from torch.distributions import multinomial`,
# as d2l writes it), imported last: each reads its class from this module.
import torch.distributions.bernoulli as bernoulli
import torch.distributions.beta as beta
import torch.distributions.binomial as binomial
import torch.distributions.categorical as categorical
import torch.distributions.cauchy as cauchy
import torch.distributions.chi2 as chi2
import torch.distributions.dirichlet as dirichlet
import torch.distributions.exponential as exponential
import torch.distributions.gamma as gamma
import torch.distributions.geometric as geometric
import torch.distributions.gumbel as gumbel
import torch.distributions.half_cauchy as half_cauchy
import torch.distributions.half_normal as half_normal
import torch.distributions.independent as independent
import torch.distributions.kl as kl
import torch.distributions.laplace as laplace
import torch.distributions.log_normal as log_normal
import torch.distributions.multinomial as multinomial
import torch.distributions.multivariate_normal as multivariate_normal
import torch.distributions.normal as normal
import torch.distributions.one_hot_categorical as one_hot_categorical
import torch.distributions.poisson as poisson
import torch.distributions.studentT as studentT
import torch.distributions.transformed_distribution as transformed_distribution
import torch.distributions.uniform as uniform
import torch.distributions.distribution as distribution
import torch.distributions.exp_family as exp_family
import torch.distributions.pareto as pareto
import torch.distributions.weibull as weibull
import torch.distributions.logistic_normal as logistic_normal
import torch.distributions.negative_binomial as negative_binomial
import torch.distributions.relaxed_bernoulli as relaxed_bernoulli
import torch.distributions.relaxed_categorical as relaxed_categorical
import torch.distributions.constraint_registry as constraint_registry
import torch.distributions.mixture_same_family as mixture_same_family
import torch.distributions.inverse_gamma as inverse_gamma
import torch.distributions.kumaraswamy as kumaraswamy
import torch.distributions.fishersnedecor as fishersnedecor
import torch.distributions.continuous_bernoulli as continuous_bernoulli
import torch.distributions.lowrank_multivariate_normal as lowrank_multivariate_normal
import torch.distributions.generalized_pareto as generalized_pareto
import torch.distributions.von_mises as von_mises
import torch.distributions.lkj_cholesky as lkj_cholesky
