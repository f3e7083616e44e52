# eigh's eigenvectors carry LAPACK's signs (?sytd2 + ?steqr, as MKL computes them for
# sizes up to 25): symmetric matrices of many sizes, both triangles, float64 and float32.
# float32 matrices past about 8 may take the other sign where MKL's float32 rounding
# differs from the reference loops (a named gap), so they stop at 7 here.
import torch
x = torch.arange(5 * 1 * 1, dtype=torch.float64)
M = (x * x * 0.0137 + x * 0.48).sin().reshape(5, 1, 1)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 2 * 2, dtype=torch.float64)
M = (x * x * 0.0137 + x * 0.59).sin().reshape(5, 2, 2)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 3 * 3, dtype=torch.float64)
M = (x * x * 0.0137 + x * 0.7).sin().reshape(5, 3, 3)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 4 * 4, dtype=torch.float64)
M = (x * x * 0.0137 + x * 0.81).sin().reshape(5, 4, 4)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 5 * 5, dtype=torch.float64)
M = (x * x * 0.0137 + x * 0.92).sin().reshape(5, 5, 5)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 7 * 7, dtype=torch.float64)
M = (x * x * 0.0137 + x * 1.03).sin().reshape(5, 7, 7)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 10 * 10, dtype=torch.float64)
M = (x * x * 0.0137 + x * 1.1400000000000001).sin().reshape(5, 10, 10)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 16 * 16, dtype=torch.float64)
M = (x * x * 0.0137 + x * 1.25).sin().reshape(5, 16, 16)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 25 * 25, dtype=torch.float64)
M = (x * x * 0.0137 + x * 1.3599999999999999).sin().reshape(5, 25, 25)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 1 * 1, dtype=torch.float32)
M = (x * x * 0.0137 + x * 1.4700000000000002).sin().reshape(5, 1, 1)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 2 * 2, dtype=torch.float32)
M = (x * x * 0.0137 + x * 1.58).sin().reshape(5, 2, 2)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 3 * 3, dtype=torch.float32)
M = (x * x * 0.0137 + x * 1.69).sin().reshape(5, 3, 3)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 4 * 4, dtype=torch.float32)
M = (x * x * 0.0137 + x * 1.7999999999999998).sin().reshape(5, 4, 4)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 5 * 5, dtype=torch.float32)
M = (x * x * 0.0137 + x * 1.9100000000000001).sin().reshape(5, 5, 5)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
x = torch.arange(5 * 7 * 7, dtype=torch.float32)
M = (x * x * 0.0137 + x * 2.02).sin().reshape(5, 7, 7)
A = M + M.mT
L, V = torch.linalg.eigh(A)
L
V
torch.linalg.eigh(M, UPLO='U').eigenvectors
torch.linalg.eigh(M).eigenvectors
