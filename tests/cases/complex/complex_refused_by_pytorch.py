# What PyTorch itself refuses on complex tensors, with its own errors (not stridelab's
# "not supported yet", which would claim PyTorch had them).
import torch
z=torch.tensor([1+2j, 3-1j])
zd=z.to(torch.complex128)
out=[]
for name,f in [("max",lambda: z.max()),("min",lambda: z.min()),("max_dim",lambda: z.max(0)),("min_dim",lambda: z.min(0)),("argmax",lambda: z.argmax()),("argmin",lambda: z.argmin()),("amax",lambda: z.amax()),("amin",lambda: z.amin()),("sort",lambda: z.sort()),("argsort",lambda: z.argsort()),("topk",lambda: z.topk(1)),("clamp",lambda: z.clamp(0,1)),("floor",lambda: z.floor()),("ceil",lambda: z.ceil()),("round",lambda: z.round()),("trunc",lambda: z.trunc()),("relu",lambda: torch.relu(z)),("cummax",lambda: z.cummax(0)),("median",lambda: z.median()),("kthvalue",lambda: z.kthvalue(1)),("maximum",lambda: torch.maximum(z,z)),("fmod",lambda: torch.fmod(z,z)),("remainder",lambda: z % z),("lt",lambda: z < z),("gt",lambda: z > z),("le", lambda: z<=z),("sign",lambda: z.sign()),("heaviside",lambda: torch.heaviside(z,z)),("erf",lambda: z.erf()),("lgamma",lambda: z.lgamma()),("frac",lambda: z.frac()),("floor_divide",lambda: z//z),]:
    try: f(); out.append((name,"OK"))
    except Exception as e: out.append((name, f"{type(e).__name__}: {e}".split("\n")[0]))
out
# complex128 names its own type; torch functions and operators refuse as the methods do
def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}".split("\n")[0]
attempt(lambda: zd.max())
attempt(lambda: torch.max(zd))
attempt(lambda: torch.max(z, 0))
attempt(lambda: torch.amax(zd, 0))
attempt(lambda: torch.sort(z))
attempt(lambda: zd % 2)
attempt(lambda: 2 // z)
attempt(lambda: torch.clamp(z, min=0))
attempt(lambda: torch.nn.functional.relu(z))
attempt(lambda: torch.floor(zd))
attempt(lambda: torch.median(z))
