import torch

# Top-k filtering then several samples without replacement (HF generate with
# num_return_sequences, beam search's first step): once the k kept tokens are drawn, the
# zero-probability tail comes out in topk's tie order.
torch.manual_seed(0)
torch.multinomial(torch.tensor([0.0, 0.0, 1.0, 0.0]), 2)
torch.multinomial(torch.tensor([0.6, 0.3, 0.1, 0.0, 0.0, 0.0, 0.0, 0.0]), 5)

def top_k_filter(logits, k):
    v, _ = torch.topk(logits, k)
    logits = logits.clone()
    logits[logits < v[..., [-1]]] = float("-inf")
    return logits

logits = torch.arange(12.0).reshape(2, 6) * torch.tensor([[1.0], [-0.5]])
probs = torch.softmax(top_k_filter(logits, 2), dim=-1)
probs
draws = []
for seed in [0, 1, 2, 7, 123]:
    torch.manual_seed(seed)
    draws.append(torch.multinomial(probs, 5).tolist())
draws

# Other dtypes: the key p / q is rounded to the input's dtype.
by_dtype = []
for dt in [torch.float64, torch.float16, torch.bfloat16]:
    torch.manual_seed(3)
    by_dtype.append(torch.multinomial(probs.to(dt), 6).tolist())
by_dtype

# A longer row (partial_sort's order: k * 64 <= n) and a seeded Generator.
g = torch.Generator().manual_seed(42)
wide = torch.zeros(200)
wide[[5, 50, 150]] = torch.tensor([0.5, 0.25, 0.25])
torch.multinomial(wide, 3, generator=g)
torch.multinomial(wide, 3, generator=g)
torch.multinomial(wide, 2, generator=g)
torch.multinomial(wide, 1, generator=g)
wider = torch.zeros(1000)
wider[[3, 999]] = 1.0
torch.multinomial(wider, 10, generator=g)
torch.multinomial(wider.double(), 12, generator=g)

# One sample stays argmax (the first of the largest).
torch.manual_seed(5)
torch.multinomial(torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]), 1)
torch.multinomial(torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]), 3)
# All-uniform rows without ties in p, n == size.
torch.manual_seed(9)
torch.multinomial(torch.ones(3, 10), 10)
