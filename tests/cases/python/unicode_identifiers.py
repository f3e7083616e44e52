# Identifiers are XID_Start/XID_Continue and NFKC-normalised (PEP 3131), as fastai's DDPM
# notebook writes them (`b̄_t`, `ᾱ`).
import torch
ᾱ = torch.tensor([0.9, 0.5])
b̄_t = 1 - ᾱ
b̄_t
ᾱ.sqrt()
ℌ = 5
H
ﬁx = 1
fix
α = 2; α_1 = 3; α + α_1
def f(θ, σ=2):
    return θ * σ
f(θ=3)
class Cafe:
    café = 1
Cafe.café
[k for k in dir(Cafe) if not k.startswith('_')]
globals()['ℌ'] if 'ℌ' in globals() else 'normalised'
