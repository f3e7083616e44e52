import torch
import json
int(b'12')
int(b' -7 ')
int(b'ff', 16)
float(b'1.5')
list(reversed(b'abc'))
hash('')
hash(b'')
hash(())
json.loads(b'{"a": [1, 2.5, null]}')
class I:
    def __index__(self):
        return 98
I() in b'abc'
x = torch.arange(6.).reshape(2, 3)
torch.split(x, split_size_or_sections=2, dim=1)
torch.split(tensor=x, split_size_or_sections=1)
x.split(split_size=2, dim=1)
x.split(2, dim=1)
torch.nn.functional.one_hot(tensor=torch.tensor([0, 2]), num_classes=3)
t = torch.ones(2)
t.__rdiv__()
t.__radd__()
t.__rsub__(1)
int(b'1_000')
int(b'0x10', 0)
float(b'inf')
float(b'nan')
import torch.nn.functional as F
F.linear(torch.ones(1))
F.gelu(inp=torch.ones(1))
torch.dist(torch.ones(1))
torch.sum(inpt=torch.ones(2))
torch.ones(2).add(foo=1)
int(b'12x')
int(b'zz', 16)
float(b'1.5.')
int(b'\xb2')
json.loads(b'\xef\xbb\xbf{"k": 1}')
json.loads(b'')
json.loads(3)
hash('') == hash(b'') == 0
{'': 1, 'a': 2}
torch.split([1, 2], 1)
torch.split(x, 1, 1)[1].stride()
x.split(split_size_or_sections=1)
