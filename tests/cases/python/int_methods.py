# int's own methods and attributes (found by a reach probe: (7).bit_length() was missing).
import torch
(7).bit_length(), (0).bit_length(), (-8).bit_length(), True.bit_length(), (2**100).bit_length(), (255).bit_count(), (-3).bit_count()
(5).conjugate(), (5).as_integer_ratio(), (5).numerator, (5).denominator, (5).imag, (2**70).numerator
(7).bit_length(2)
x = 10
[n.bit_length() for n in range(-3, 9)]
torch.tensor(5).item().bit_length()
(10**30).bit_count(), (-(10**30)).bit_length()
False.bit_count(), True.numerator
