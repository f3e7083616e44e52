# A 2019 GP / PCA tutorial run on PyTorch 2.x: the old linalg names say what replaced them.
import torch

K = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
y = torch.tensor([[1.0], [2.0]])

try:
    L = torch.cholesky(K)
except RuntimeError as e:
    msg = str(e)
msg.splitlines()[0]
msg.splitlines()[-1]

try:
    torch.cholesky(K, upper=True)
except RuntimeError as e:
    str(e).count("\n")

try:
    X, LU = torch.solve(y, K)
except RuntimeError as e:
    str(e).split(". ")[1]

try:
    torch.lstsq(y, K)
except RuntimeError as e:
    str(e).splitlines()[-1]

try:
    torch.symeig(K, eigenvectors=True)
except RuntimeError as e:
    str(e).splitlines()[-1]

try:
    torch.eig(K, eigenvectors=True)
except RuntimeError as e:
    str(e).splitlines()[-1]

try:
    Q, R = torch.qr(K)
except RuntimeError as e:
    str(e).splitlines()[-1]

try:
    torch.qr(K, some=False)
except RuntimeError as e:
    str(e).splitlines()[-1]

try:
    torch.matrix_rank(K)
except RuntimeError as e:
    str(e).splitlines()[-1]

# The Tensor methods say the same.
try:
    K.cholesky()
except RuntimeError as e:
    str(e).splitlines()[1]
try:
    K.qr(some=False)
except RuntimeError as e:
    str(e).splitlines()[-1]
try:
    K.symeig()
except RuntimeError as e:
    "symeig" in str(e)
try:
    K.solve(y)
except RuntimeError as e:
    str(e).splitlines()[-1]
try:
    K.lstsq(y)
except RuntimeError as e:
    str(e).splitlines()[-1]
try:
    K.eig()
except RuntimeError as e:
    "eigvals" in str(e)
hasattr(K, "matrix_rank")

# The replacements work.
torch.linalg.cholesky(K)
torch.linalg.solve(K, y)

# Still in PyTorch 2.15: ger, the old name of outer.
a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0, 5.0])
g = torch.ger(a, b)
g
g.grad_fn.name()
a.ger(b).stride()
torch.ger(a.detach(), vec2=b).sum()
torch.outer(a.detach(), vec2=b).shape
a.detach().mm
torch.ones(2, 2).mm(mat2=torch.eye(2))
torch.ones(2).dot(tensor=torch.ones(2))
torch.ones(2, 2).mv(vec=torch.ones(2))
torch.ones(2, 2).mm(other=torch.eye(2))
torch.ones(2).outer(other=torch.ones(2))
torch.ger(torch.ones(2, 2), torch.ones(2))

# GP code mixing a float64 training set with float32 test points.
X_train = torch.zeros(30, 1, dtype=torch.float64)
X_test = torch.zeros(30, 1)
torch.cdist(X_test, X_train)
torch.cdist(X_train, X_test)
torch.cdist(X_test, X_train, p=1)
torch.cdist(X_test, X_train, p=-1)
torch.cdist(X_test[:3], X_train[:3], compute_mode="use_mm_for_euclid_dist")
torch.cdist(X_test.expand(2, 30, 1), X_train.expand(2, 30, 1))
torch.cdist(X_train[:3].expand(2, 3, 1), X_test[:3].expand(2, 3, 1))
torch.cdist(X_test[:0], X_train).dtype
torch.cdist(X_test[:3], X_train[:0]).shape
torch.cdist(X_test[:3].half(), X_test[:3])
torch.cdist(X_test.half(), X_test.half()).dtype
torch.cdist(X_test[:3], X_train[:3].long())
