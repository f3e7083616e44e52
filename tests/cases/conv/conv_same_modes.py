import torch
import torch.nn as nn
# padding='same' with every padding mode: the odd pad goes to the right.
x = torch.arange(2 * 1 * 5 * 6.).view(2, 1, 5, 6).cos().requires_grad_()
outs = []
for mode in ['zeros', 'reflect', 'replicate', 'circular']:
    c = nn.Conv2d(1, 2, (3, 4), padding='same', padding_mode=mode, bias=False)
    with torch.no_grad():
        c.weight.copy_(torch.linspace(-1, 1, 24).view(2, 1, 3, 4))
    y = c(x)
    outs.append((mode, y.shape, c._reversed_padding_repeated_twice, y[1, 1, :2].tolist()))
outs
c = nn.Conv1d(1, 1, 4, padding='same', padding_mode='reflect', dilation=2, bias=False)
c._reversed_padding_repeated_twice
nn.Conv2d(1, 1, 3, padding=(1, 2), padding_mode='reflect')._reversed_padding_repeated_twice
nn.Conv2d(1, 1, 3, padding='valid', padding_mode='circular')._reversed_padding_repeated_twice
nn.Conv2d(1, 1, 3, padding='same', padding_mode='reflect')
y = nn.Conv2d(1, 1, 3, padding='same', padding_mode='replicate', bias=False)(x)
y.grad_fn, y.grad_fn.next_functions[0][0]
