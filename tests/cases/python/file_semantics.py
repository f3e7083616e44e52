import os
import io
import torch
os.makedirs('/tmp/s44_fs2', exist_ok=True)
P = '/tmp/s44_fs2/a.txt'
with open(P, 'w') as f:
    f.write('line1\nline2\r\nline3\rline4')
open(P).read()
open(P).readlines()
open(P, newline='').readlines()
open(P, newline='\n').readlines()
list(open(P))
with open(P, 'w', newline='\r\n') as f:
    f.write('a\nb\n')
open(P, newline='').read()
open(P, newline='x')
with open(P, 'w') as f:
    n = f.write('héllo\n')
    pos = f.tell()
n, pos, os.path.getsize(P)
g = open(P)
g.read(2)
g.tell()
g.close()
with open(P, 'w') as f:
    for i in range(3000):
        f.write(f'{i},{i * i},{i % 7}\n')
count = 0
total = 0
for line in open(P):
    count += 1
    total += int(line.split(',')[1])
count, total
lines = open(P).readlines()
len(lines), lines[-1]
f = open(P)
f.readline(), f.readline(3), f.readline(), f.read(5)
f.close()
with open(P, 'w') as f:
    f.write('abc')
    f.seek(6)
    f.write('xyz')
open(P).read()
with open(P, 'a') as f:
    f.write('!')
open(P).read()
h = open(P)
os.remove(P)
h.read()
os.path.exists(P)
open(P + '/', 'w')
with open(P, 'w') as f:
    f.write('x')
open(P + '/', 'w')
open(P + '/')
os.path.exists(P + '/'), os.path.isfile(P + '/'), os.path.isfile(P)
open(P + '/sub.txt', 'w')
s = io.StringIO()
for i in range(2000):
    s.write(f'{i}\n')
sum(int(x) for x in io.StringIO(s.getvalue()))
s2 = io.StringIO('a\nb\nc')
s2.readline(), s2.read(), s2.tell()
io.StringIO('x\r\ny').readlines()
io.StringIO('x\r\ny', newline=None).readlines()
f = open(P)
f.seek(0, 1)
f.seek(1, 1)
f.seek(-1)
m = torch.nn.Linear(2, 1)
out = m(torch.ones(1, 2))
torch.save({'model': m, 'loss': out}, '/tmp/s44_fs2/ck.pt')
ck = torch.load('/tmp/s44_fs2/ck.pt', weights_only=False)
ck['loss'].requires_grad, ck['loss'].is_leaf, ck['loss'].grad_fn
type(ck['model']).__name__
os.remove(P)
os.remove('/tmp/s44_fs2/ck.pt')
