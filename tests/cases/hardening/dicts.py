import torch
d = {}
for i in range(50000):
    d[i] = i * 2
len(d)
d[49999]
d[1.0] = 'x'
d[True]
d[(1, 2)] = 3
d[(1.0, 2)]
del d[5]
len(d)
d[6]
d.get(5, 'gone')
list(d.keys())[:6]
s = {}
for w in 'the cat the dog the end'.split():
    s[w] = s.get(w, 0) + 1
s
k = torch.ones(2)
e = {k: 'tensor', 0.5: 'half', -0.0: 'zero', 'a': 1}
e[k]
e[0]
e[0.5]
e.pop('a')
e.get('a')
len(e)
