# Packing variable-length batches for recurrent modules, as seq2seq and NLP tutorials do
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence, pack_sequence, unpack_sequence, PackedSequence

torch.manual_seed(0)
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5]), torch.tensor([6, 7, 8, 9])]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
padded
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
packed.data
packed.batch_sizes
packed.sorted_indices
packed.unsorted_indices
isinstance(packed, tuple), isinstance(packed, PackedSequence)
data, batch_sizes, sorted_idx, unsorted_idx = packed
batch_sizes
out, out_lengths = pad_packed_sequence(packed, batch_first=True)
out
out_lengths
pad_packed_sequence(packed, batch_first=False, padding_value=-1, total_length=5)[0]
ps = pack_sequence([torch.tensor([1.0, 2.0, 3.0]), torch.tensor([4.0, 5.0]), torch.tensor([6.0])])
ps.data, ps.batch_sizes, ps.sorted_indices
[t.tolist() for t in unpack_sequence(pack_sequence(seqs, enforce_sorted=False))]

# errors as PyTorch words them
try:
    pack_padded_sequence(padded, lengths, batch_first=True)
except RuntimeError as e:
    str(e)[:60]
try:
    pack_padded_sequence(padded, torch.tensor([3, 0, 2]), batch_first=True, enforce_sorted=False)
except RuntimeError as e:
    str(e)
try:
    pack_padded_sequence(padded, torch.tensor([3, 2]), batch_first=True)
except RuntimeError as e:
    str(e)
try:
    pad_packed_sequence(packed, total_length=2)
except ValueError as e:
    str(e)

# gradients flow back into the padded batch
x = torch.randn(4, 3, 2, requires_grad=True)
p = pack_padded_sequence(x, [4, 3, 1])
p.data.grad_fn.name()
(p.data * torch.arange(p.data.numel()).view_as(p.data)).sum().backward()
x.grad
y, l = pad_packed_sequence(pack_padded_sequence(x, torch.tensor([2, 4, 3]), enforce_sorted=False))
y.grad_fn.name(), l

# an embedding, a packed LSTM and the last hidden state per sequence
emb = nn.Embedding(10, 4, padding_idx=0)
lstm = nn.LSTM(4, 5, batch_first=True)
packed_in = pack_padded_sequence(emb(padded), lengths, batch_first=True, enforce_sorted=False)
packed_out, (h, c) = lstm(packed_in)
type(packed_out).__name__
packed_out.data
h
c
unpacked, lens = pad_packed_sequence(packed_out, batch_first=True)
unpacked
torch.allclose(unpacked[torch.arange(3), lens - 1], h[0])
h.sum().backward()
lstm.weight_hh_l0.grad
emb.weight.grad

# two layers, both directions, GRU and RNN, a given initial state
gru = nn.GRU(4, 3, num_layers=2, bidirectional=True)
xs = torch.randn(5, 3, 4)
out, hn = gru(pack_padded_sequence(xs, [5, 3, 2]))
out.data
hn
rnn = nn.RNN(4, 3, nonlinearity="relu", batch_first=True)
h0 = torch.randn(1, 3, 3)
out, hn = rnn(pack_padded_sequence(xs.transpose(0, 1), [2, 5, 3], batch_first=True, enforce_sorted=False), h0)
out.data, out.batch_sizes
hn
bi = nn.LSTM(4, 2, bidirectional=True, proj_size=1)
o, (hb, cb) = bi(pack_sequence([torch.randn(3, 4), torch.randn(2, 4)]))
o.data.shape, hb, cb.shape
lstm2 = nn.LSTM(4, 5, num_layers=2, dropout=0.5)
lstm2.train()
o2, _ = lstm2(pack_sequence([torch.randn(3, 4), torch.randn(1, 4)]))
o2.data
try:
    lstm(pack_sequence([torch.randn(3, 2)]))
except RuntimeError as e:
    str(e)
try:
    lstm(packed_in, (torch.zeros(1, 2, 5), torch.zeros(1, 2, 5)))
except RuntimeError as e:
    str(e)
packed_in.to(torch.float64).data.dtype
