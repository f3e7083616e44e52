# linalg.svd's U and Vh carry LAPACK's signs (MKL's ?gesdd: QR first for m >= n + n/2,
# bidiagonalisation, ?bdsqr with the 3.10 ?lartg): tall, square and wide shapes, full and
# reduced, float64 and float32. float32 stops short of the shapes where float32 rounding (MKL's,
# or the GPU's sin making the matrix) moves entries past the tolerance (a named gap).
import torch
x = torch.arange(3 * 1 * 1, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.38).sin().reshape(3, 1, 1)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 1 * 3, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.39).sin().reshape(3, 1, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 1, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.40).sin().reshape(3, 3, 1)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 2 * 2, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.41).sin().reshape(3, 2, 2)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 3, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.42).sin().reshape(3, 3, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 4 * 4, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.43).sin().reshape(3, 4, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 5 * 5, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.44).sin().reshape(3, 5, 5)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 8 * 8, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.45).sin().reshape(3, 8, 8)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 2, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.46).sin().reshape(3, 3, 2)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 4 * 3, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.47).sin().reshape(3, 4, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 5 * 4, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.48).sin().reshape(3, 5, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 6 * 5, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.49).sin().reshape(3, 6, 5)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 6 * 4, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.50).sin().reshape(3, 6, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 7 * 4, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.51).sin().reshape(3, 7, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 8 * 3, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.52).sin().reshape(3, 8, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 10 * 2, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.53).sin().reshape(3, 10, 2)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 12 * 10, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.54).sin().reshape(3, 12, 10)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 20 * 5, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.55).sin().reshape(3, 20, 5)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 2 * 3, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.56).sin().reshape(3, 2, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 4, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.57).sin().reshape(3, 3, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 4 * 6, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.58).sin().reshape(3, 4, 6)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 8, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.59).sin().reshape(3, 3, 8)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 5 * 20, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.60).sin().reshape(3, 5, 20)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 16 * 16, dtype=torch.float64)
A = (x * x * 0.0137 + x * 0.61).sin().reshape(3, 16, 16)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 1 * 1, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.62).sin().reshape(3, 1, 1)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 1 * 3, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.63).sin().reshape(3, 1, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 1, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.64).sin().reshape(3, 3, 1)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 2 * 2, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.65).sin().reshape(3, 2, 2)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 3, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.66).sin().reshape(3, 3, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 4 * 4, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.67).sin().reshape(3, 4, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 5 * 5, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.68).sin().reshape(3, 5, 5)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 2, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.70).sin().reshape(3, 3, 2)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 4 * 3, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.71).sin().reshape(3, 4, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 5 * 4, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.72).sin().reshape(3, 5, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 6 * 4, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.74).sin().reshape(3, 6, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 7 * 4, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.75).sin().reshape(3, 7, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 8 * 3, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.76).sin().reshape(3, 8, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 10 * 2, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.77).sin().reshape(3, 10, 2)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 20 * 5, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.79).sin().reshape(3, 20, 5)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 2 * 3, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.80).sin().reshape(3, 2, 3)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 4, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.81).sin().reshape(3, 3, 4)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 4 * 6, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.82).sin().reshape(3, 4, 6)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
x = torch.arange(3 * 3 * 8, dtype=torch.float32)
A = (x * x * 0.0137 + x * 0.83).sin().reshape(3, 3, 8)
U, S, Vh = torch.linalg.svd(A)
U
S
Vh
torch.linalg.svd(A, full_matrices=False).U
