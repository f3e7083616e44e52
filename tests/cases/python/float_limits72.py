# sys.float_info, math.ulp / math.nextafter and NumPy's spacing / nextafter: the limits of a
# float that floating-point lessons print next to torch.finfo.
import sys
import math
import numpy as np
import torch
sys.float_info
sys.float_info.epsilon, sys.float_info.max, sys.float_info.min
sys.float_info.dig, sys.float_info.mant_dig, sys.float_info.radix, sys.float_info.rounds
sys.float_info.max_exp, sys.float_info.min_exp, sys.float_info.max_10_exp, sys.float_info.min_10_exp
sys.float_info[0], len(sys.float_info), type(sys.float_info).__name__
sys.float_info.epsilon == torch.finfo(torch.float64).eps
sys.float_info.max == torch.finfo(torch.float64).max
math.ulp(1.0), math.ulp(0.0), math.ulp(-2.0), math.ulp(1e300), math.ulp(sys.float_info.max)
math.ulp(float("inf")), math.ulp(5e-324), math.ulp(3)
math.isnan(math.ulp(float("nan")))
math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.nextafter(0.0, 1.0), math.nextafter(0.0, -1.0)
math.nextafter(1.0, 1.0), math.nextafter(sys.float_info.max, math.inf), math.nextafter(3, 4)
math.nextafter(1.0, 2.0) - 1.0 == sys.float_info.epsilon
math.ulp(1.0) == sys.float_info.epsilon
math.ulp()
math.ulp(1.0, 2.0)
math.ulp("1")
math.nextafter(1.0)
math.nextafter(1.0, 2.0, 3.0)
math.nextafter(1.0, y=2.0)
np.spacing(np.float32(1.0)), np.nextafter(np.float32(1), np.float32(2))
np.spacing(np.float32(1.0)) == np.finfo(np.float32).eps
np.spacing(1.0), np.spacing(-1.0), np.spacing(np.float32(-4.0))
np.spacing(np.array([1.0, 2.0, 1024.0]))
np.spacing(np.array([1.0, 1e-30, 1e30], dtype=np.float32))
np.nextafter(np.array([1.0, 2.0]), np.array([2.0, 0.0]))
np.nextafter(np.array([0.0], dtype=np.float32), 1)
np.nextafter(1.0, 2.0) - 1.0 == np.finfo(np.float64).eps
np.isnan(np.spacing(np.inf))
np.spacing(np.array([1.0, 2.0], dtype=np.float32)).dtype, np.nextafter(np.float32(1), np.float32(0)).dtype
torch.nextafter(torch.tensor(1.0), torch.tensor(2.0)).item() - 1.0 == torch.finfo(torch.float32).eps
