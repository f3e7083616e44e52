import numpy as np
np.random.seed(0)
np.random.randint(0, 10, size=5).tolist()
np.random.randint(5)
type(np.random.randint(5)).__name__
np.random.randint(2, 9, (2, 3)).tolist()
str(np.random.randint(3, size=4).dtype)
np.random.randint(-5, 5, size=6).tolist()
np.random.randint(0, 2**40, size=3).tolist()
np.random.randint(7, 8, size=3).tolist()
np.random.randint(5, 5)
np.random.rand(2).tolist()
np.random.seed(42)
[np.random.randint(100) for _ in range(5)]
