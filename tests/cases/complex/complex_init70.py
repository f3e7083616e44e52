# nn.init on complex tensors and Parameters, and z.uniform_/normal_: PyTorch fills view_as_real(z) in order,
# normal_ with std/sqrt(2) per part; the inits that reach an op without a complex kernel fail after their draws.
import torch, torch.nn as nn
torch.manual_seed(0)
w = torch.empty(3, 4, dtype=torch.cfloat)
torch.view_as_real(nn.init.uniform_(w, -1, 2))
torch.view_as_real(nn.init.normal_(w, 1.0, 2.0))
torch.view_as_real(nn.init.normal_(torch.empty(20, dtype=torch.cdouble), 0.5, 3.0))
torch.view_as_real(nn.init.normal_(torch.empty(5, 4, dtype=torch.cfloat)))
torch.view_as_real(nn.init.zeros_(w))
torch.view_as_real(nn.init.ones_(w))
torch.view_as_real(nn.init.constant_(w, 2.5))
torch.view_as_real(nn.init.constant_(w, 1+2j))
nn.init.constant_(torch.empty(2), 1+2j)
torch.view_as_real(nn.init.kaiming_uniform_(w, a=5**0.5))
torch.view_as_real(nn.init.kaiming_normal_(w, mode='fan_out'))
torch.view_as_real(nn.init.xavier_uniform_(w))
torch.view_as_real(nn.init.xavier_normal_(w, gain=2.0))
torch.view_as_real(nn.init.trunc_normal_(torch.empty(3, dtype=torch.cfloat)))
torch.view_as_real(nn.init.orthogonal_(torch.empty(2, 3, dtype=torch.cfloat)))
torch.view_as_real(nn.init.eye_(torch.empty(2, 3, dtype=torch.cfloat)))
p = nn.Parameter(torch.empty(2, 2, dtype=torch.cfloat))
r = nn.init.normal_(p)
r is p
p.requires_grad
type(r).__name__
torch.view_as_real(p.detach())
torch.view_as_real(nn.init.uniform_(torch.empty(17, dtype=torch.cfloat)))
nn.init._calculate_fan_in_and_fan_out(w)
torch.view_as_real(w.uniform_(0, 1))
torch.view_as_real(w.normal_(0, 1))
torch.view_as_real(torch.empty(3, dtype=torch.cfloat).normal_(2, 2))
