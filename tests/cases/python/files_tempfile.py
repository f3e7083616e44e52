import os
import os.path
from os.path import join, basename
import io
import copy
import shutil
import tempfile
import torch
tmp = tempfile.mkdtemp()
os.path.isdir(tmp)
os.path.dirname(tmp) == tempfile.gettempdir()
basename(tmp).startswith('tmp')
path = join(tmp, 'weights.pt')
model = torch.nn.Linear(3, 2)
torch.save(model.state_dict(), path)
os.path.exists(path)
sd = torch.load(path)
sd['weight'].shape
torch.equal(sd['bias'], model.bias)
os.listdir(tmp)
_ = shutil.copyfile(path, join(tmp, 'copy.pt'))
sorted(os.listdir(tmp))
torch.load(join(tmp, 'copy.pt'))['bias'].shape
shutil.rmtree(tmp)
os.path.exists(tmp)
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, 'notes.txt')
    with open(p, 'w') as f:
        f.write('hello\n')
    inside = os.path.exists(p)
    kept = d
inside
os.path.exists(kept)
with tempfile.NamedTemporaryFile() as f:
    torch.save(torch.arange(4.), f)
    f.seek(0)
    loaded = torch.load(f)
    name = f.name
loaded
os.path.exists(name)
with tempfile.NamedTemporaryFile('w+', suffix='.csv', delete=False) as f:
    f.write('a,b\n1,2\n')
    csv_name = f.name
csv_name.endswith('.csv')
open(csv_name).read()
os.remove(csv_name)
# deepcopy copies each storage once: views copied together share memory again
a = torch.arange(6.)
v = a[2:4]
b, w = copy.deepcopy([a, v])
w[0] = 100.
b
w._base is b
w.storage_offset()
dd = copy.deepcopy({'v': v, 'a': a})
dd['v'][1] = -1.
dd['a']
a
pm = torch.nn.Parameter(torch.ones(3))
pv = copy.deepcopy([pm, pm])
pv[0] is pv[1]
type(pv[0]).__name__
# io.UnsupportedOperation is an OSError and a ValueError; StringIO's words
issubclass(io.UnsupportedOperation, ValueError)
issubclass(io.UnsupportedOperation, OSError)
s = io.StringIO('abc')
s.seek(0, 3)
s.seek(-1)
s.seek(1, 1)
s.seek(0, 2)
s.read()
fh = open('/tmp/plain.txt', 'w')
fh.seek(0, 3)
fh.seek(1, 2)
fh.close()
try:
    open('/tmp/plain.txt').write('x')
except ValueError as err:
    caught = type(err).__name__
caught
