import os
import io
import torch
from torch import nn
torch.manual_seed(0)
os.makedirs(os.path.join('/tmp', 's44_vfs', 'data'), exist_ok=True)
os.path.isdir('/tmp/s44_vfs/data')
os.makedirs('/tmp/s44_vfs/data')
path = os.path.join('/tmp', 's44_vfs', 'data', 'tiny.csv')
os.path.exists(path)
with open(path, 'w') as f:
    f.write('a,b\n')
    n = f.write('1,2\n')
    f.writelines(['3,4\n', '5,6\n'])
n
os.path.exists(path), os.path.isfile(path), os.path.getsize(path)
with open(path) as f:
    header = f.readline().strip().split(',')
    rows = [line.strip().split(',') for line in f]
header, rows
with open(path, 'a') as f:
    print('7,8', file=f)
open(path).read()
open(path).readlines()
f = open(path)
f.read(3)
f.read(3)
f.tell()
f.close()
f.closed
f.read()
sorted(os.listdir('/tmp/s44_vfs/data'))
open('/tmp/s44_vfs/missing.txt')
open('/tmp/s44_vfs/nodir/x.txt', 'w')
open('/tmp/s44_vfs/data')
open(path, 'q')
with open(path, 'x') as g:
    pass
try:
    open('/tmp/s44_vfs/missing.txt')
except FileNotFoundError as e:
    caught = (e.errno, e.filename)
caught
try:
    open('/tmp/s44_vfs/missing.txt')
except OSError:
    caught2 = 'oserror'
caught2
sio = io.StringIO()
sio.write('hello ')
print('world', file=sio)
sio.getvalue()
os.remove(path)
os.path.exists(path)
os.remove(path)
x = torch.arange(10.)
torch.save(x, 'x-file')
x2 = torch.load('x-file')
x2
x2 is x
x.add_(1)
torch.load('x-file')
v = x[2:5]
torch.save(v, '/tmp/s44_vfs/v.pt')
lv = torch.load('/tmp/s44_vfs/v.pt')
lv, lv.storage_offset(), lv.stride(), lv.untyped_storage().nbytes()
torch.save({'a': x, 'b': v, 'n': 3, 't': (1.5, 'k', None)}, '/tmp/s44_vfs/d.pt')
d = torch.load('/tmp/s44_vfs/d.pt')
sorted(d.keys()), d['n'], d['t']
d['a'].untyped_storage().data_ptr() == d['b'].untyped_storage().data_ptr()
d['b'].add_(100)
d['a']
w = torch.ones(2, requires_grad=True)
y = w * 2
w.grad = torch.ones(2)
torch.save([w, y], '/tmp/s44_vfs/g.pt')
a, b = torch.load('/tmp/s44_vfs/g.pt')
a, a.grad, a.is_leaf, b, b.is_leaf, b.grad_fn
p = nn.Parameter(torch.ones(2))
torch.save(p, '/tmp/s44_vfs/p.pt')
isinstance(torch.load('/tmp/s44_vfs/p.pt'), nn.Parameter)
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(4, 8)
        self.out = nn.Linear(8, 2)
    def forward(self, X):
        return self.out(torch.relu(self.hidden(X)))
net = MLP()
X = torch.randn(3, 4)
Y = net(X)
torch.save(net.state_dict(), '/tmp/s44_vfs/mlp.params')
clone = MLP()
clone.load_state_dict(torch.load('/tmp/s44_vfs/mlp.params'))
clone.eval()
(clone(X) == Y).all()
sd = torch.load('/tmp/s44_vfs/mlp.params')
list(sd.keys())
type(sd)
seq = nn.Sequential(nn.Linear(4, 2), nn.ReLU())
torch.save(seq, '/tmp/s44_vfs/net.pt')
torch.load('/tmp/s44_vfs/net.pt')
whole = torch.load('/tmp/s44_vfs/net.pt', weights_only=False)
type(whole) == nn.Sequential
(whole(X) == seq(X)).all()
whole[0].weight is seq[0].weight
torch.load('/tmp/s44_vfs/missing.pt')
torch.save(x, '/tmp/nope_s44/x.pt')
buf = io.BytesIO()
torch.save({'w': x[:3]}, buf)
buf.seek(0)
torch.load(buf)
with open('/tmp/s44_vfs/f.pt', 'wb') as fh:
    torch.save(torch.zeros(2, 3).t(), fh)
with open('/tmp/s44_vfs/f.pt', 'rb') as fh:
    zt = torch.load(fh)
zt.shape, zt.stride(), zt.is_contiguous()
torch.load('/tmp/s44_vfs/v.pt', map_location='cpu')
torch.load('/tmp/s44_vfs/v.pt', map_location=torch.device('cpu'))
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
net(X).sum().backward()
opt.step()
torch.save(opt.state_dict(), '/tmp/s44_vfs/opt.pt')
osd = torch.load('/tmp/s44_vfs/opt.pt')
osd['param_groups'][0]['lr'], sorted(osd['state'].keys())
