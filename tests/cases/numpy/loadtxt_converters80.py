# np.loadtxt(converters=) (stop 80), NumPy 2's semantics: a dict of column -> callable (a
# negative column counts from the end; with usecols the file's column numbers, others
# ignored) or one callable for every column; the converter gets the field's text, not
# stripped, and its result is stored as an assignment would store it (text is parsed).
import io
import numpy as np

csv_text = "instant,dteday,season\n1,2011-01-01,1\n2,2011-01-02,1\n3,2011-01-13,2\n"
b = np.loadtxt(io.StringIO(csv_text), dtype=np.float32, delimiter=",", skiprows=1, converters={1: lambda x: float(x[8:10])})
b.tolist(), b.dtype.name
c = np.loadtxt(io.StringIO(csv_text), delimiter=",", skiprows=1, converters=lambda s: float(s[-2:]))
c.tolist()
s = "1,2,3\n4,5,6\n"
np.loadtxt(io.StringIO(s), delimiter=",", converters={-1: lambda x: float(x) * 10}).tolist()
np.loadtxt(io.StringIO(s), delimiter=",", usecols=(0, 2), converters={2: lambda x: float(x) * 10, 1: lambda x: 0}).tolist()
np.loadtxt(io.StringIO(s), delimiter=",", converters={1: lambda x: " 7 "}).tolist()
np.loadtxt(io.StringIO("1, 2\n"), delimiter=",", converters=lambda x: len(x)).tolist()
np.loadtxt(io.StringIO(s), delimiter=",", dtype=int, converters={0: float}).tolist()
np.loadtxt(io.StringIO(s), delimiter=",", dtype=int, converters={0: lambda x: 1.5}).tolist()
np.loadtxt(io.StringIO("10.01 31.25-\n19.22 64.31\n"), converters=lambda x: -float(x[:-1]) if x.endswith("-") else float(x)).tolist()
np.loadtxt(io.StringIO("0xDE 0xAD\n0xC0 0xDE"), converters=lambda x: int(x, 16)).tolist()
np.loadtxt(io.StringIO(s), delimiter=",", usecols=(0,), converters={2: float}).tolist()
np.loadtxt(io.StringIO(s), delimiter=",", converters={5: float})
np.loadtxt(io.StringIO(s), delimiter=",", converters=3)
np.loadtxt(io.StringIO(s), delimiter=",", converters={"a": float})
np.loadtxt(io.StringIO(s), delimiter=",", converters={0: 5})
np.loadtxt(io.StringIO(s), delimiter=",", converters={0: lambda x: "abc"})
