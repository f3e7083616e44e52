# PyTorch's validation messages in full (they print the tensors, so this folder is
# CPU-only: on another device the tensors name it).
import torch
from torch.distributions import (Bernoulli, Categorical, Exponential, Geometric, Multinomial,
                                 MultivariateNormal, Normal, Uniform, Beta, Dirichlet, Independent)

def message(f):
    try:
        f()
        return "no error"
    except (ValueError, NotImplementedError) as e:
        return type(e).__name__ + ": " + str(e)

message(lambda: Uniform(torch.tensor([0.0]), torch.tensor([5.0])).log_prob(torch.tensor([6.0])))
message(lambda: Multinomial(probs=torch.tensor([1.0, 1.0])).log_prob(torch.tensor([3.0, 4.0])))
message(lambda: Normal(torch.tensor([0.0]), torch.tensor([-1.0])))
message(lambda: Normal(0.0, 0.0))
message(lambda: Uniform(1.0, 1.0))
message(lambda: Uniform(torch.tensor([0.0, 2.0]), torch.tensor([1.0, 1.0])))
message(lambda: Bernoulli(1.5))
message(lambda: Bernoulli(torch.tensor([0.3])).log_prob(torch.tensor([0.5])))
message(lambda: Categorical(torch.tensor([0.2, 0.8])).log_prob(torch.tensor(2)))
message(lambda: Categorical(torch.tensor([0.2, -0.8])))
message(lambda: Exponential(torch.tensor([1.0])).log_prob(torch.tensor([-2.0])))
message(lambda: Geometric(torch.tensor([0.0, 0.5])))
message(lambda: Beta(torch.tensor([0.5]), torch.tensor([0.5])).log_prob(torch.tensor([1.5])))
message(lambda: Dirichlet(torch.tensor([0.5, -0.5])))
message(lambda: MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 2.0], [2.0, 1.0]])))
message(lambda: MultivariateNormal(torch.zeros(2), torch.eye(2), scale_tril=torch.eye(2)))
message(lambda: Independent(Normal(torch.zeros(3), torch.ones(3)), 2))
message(lambda: Normal(torch.zeros(2), torch.ones(2)).expand((3,)))
message(lambda: Independent(Normal(torch.zeros(3), torch.ones(3)), 1).enumerate_support())
message(lambda: Normal(0.0, 1.0).enumerate_support())
message(lambda: torch.distributions.kl_divergence(Normal(0.0, 1.0), Categorical(torch.ones(2))))
repr(Normal(torch.tensor([0.0]), torch.tensor([1.0])))
repr(Normal(0.0, 1.0))
repr(Normal(torch.zeros(2), torch.ones(2)))
repr(Uniform(torch.tensor([0.0]), torch.tensor([5.0])))
repr(Categorical(torch.tensor([0.2, 0.8])))
repr(Bernoulli(logits=torch.tensor(0.3)))
repr(Multinomial(3, torch.tensor([0.2, 0.8])))
repr(Independent(Normal(torch.zeros(3), torch.ones(3)), 1))
repr(MultivariateNormal(torch.zeros(2), torch.eye(2)))
repr(Exponential(torch.tensor([1.0])).expand((3,)))
repr(Beta(2.0, 3.0))
