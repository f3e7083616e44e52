import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
x4 = torch.rand(2, 3, 6, 6, requires_grad=True)
x3 = torch.rand(2, 3, 8, requires_grad=True)
w = torch.rand(4, 3, 3, 3, requires_grad=True)
fns = {
 'conv2d': lambda: F.conv2d(x4, w),
 'conv2d_1x1': lambda: F.conv2d(x4, w[:, :, :1, :1]),
 'conv1d': lambda: F.conv1d(x3, w[:, :, 0]),
 'conv_t': lambda: F.conv_transpose2d(x4, w.transpose(0, 1)),
 'conv_groups': lambda: F.conv2d(x4, w[:3, :1], groups=3),
 'max_pool2d': lambda: F.max_pool2d(x4, 2),
 'avg_pool2d': lambda: F.avg_pool2d(x4, 2),
 'adaptive_avg': lambda: F.adaptive_avg_pool2d(x4, 1),
 'adaptive_avg_same': lambda: F.adaptive_avg_pool2d(x4, 6),
 'adaptive_max': lambda: F.adaptive_max_pool2d(x4, 2),
 'interp_nearest': lambda: F.interpolate(x4, scale_factor=2),
 'interp_bilinear': lambda: F.interpolate(x4, size=(3, 3), mode='bilinear'),
 'linear_nobias': lambda: F.linear(x3, torch.rand(5, 8)),
 'linear_bias': lambda: F.linear(x3, torch.rand(5, 8), torch.rand(5)),
 'bilinear': lambda: F.bilinear(x3[:, 0], x3[:, 1], torch.rand(2, 8, 8)),
 'unfold': lambda: F.unfold(x4, 2),
 'fold': lambda: F.fold(F.unfold(x4, 2), (6, 6), 2),
 'pixel_shuffle': lambda: F.pixel_shuffle(torch.rand(1, 4, 2, 2, requires_grad=True), 2),
 'pixel_unshuffle': lambda: F.pixel_unshuffle(x4[:, :, :4, :4], 2),
 'batch_norm': lambda: F.batch_norm(x4, None, None, training=True),
 'layer_norm': lambda: F.layer_norm(x4, (6,)),
 'group_norm': lambda: F.group_norm(x4, 3),
 'instance_norm': lambda: F.instance_norm(x4),
 'pad_const': lambda: F.pad(x4, (1, 1)),
 'pad_reflect': lambda: F.pad(x4, (1, 1), mode='reflect'),
 'softmax': lambda: F.softmax(x4, 1),
 'embedding': lambda: F.embedding(torch.tensor([[0, 2]]), torch.rand(4, 3, requires_grad=True)),
 'one_hot': lambda: F.one_hot(torch.tensor([0, 2])),
 'normalize': lambda: F.normalize(x3),
 'dropout_eval': lambda: F.dropout(x3, training=False),
 'flatten': lambda: x4.flatten(1),
 'mm': lambda: x3[0] @ torch.rand(8, 2),
 'matmul_3d2d': lambda: x3 @ torch.rand(8, 2),
 'matmul_1d': lambda: torch.rand(8) @ x3.transpose(1, 2),
 'bmm': lambda: torch.bmm(x3, x3.transpose(1, 2)),
 'einsum': lambda: torch.einsum('bci,bdi->bcd', x3, x3),
 'tensordot': lambda: torch.tensordot(x3, torch.rand(8, 2), dims=1),
 'cdist': lambda: torch.cdist(x3, x3),
 'mha': lambda: nn.MultiheadAttention(8, 2, batch_first=True)(x3, x3, x3)[0],
 'sdpa': lambda: F.scaled_dot_product_attention(x3, x3, x3),
 'lstm': lambda: nn.LSTM(8, 4, batch_first=True)(x3)[0],
 'gru_h': lambda: nn.GRU(8, 4, batch_first=True)(x3)[1],
 'rnn': lambda: nn.RNN(8, 4)(x3)[0],
 'transformer_layer': lambda: nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)(x3),
 'upsample': lambda: nn.Upsample(scale_factor=2)(x3),
 'cross_entropy_none': lambda: F.cross_entropy(x3, torch.zeros(2, 8, dtype=torch.long), reduction='none'),
 'mse_none': lambda: F.mse_loss(x3, torch.zeros_like(x3), reduction='none'),
 'glu': lambda: F.glu(x4, 1 if False else 2),
 'chunk_cat': lambda: torch.cat(x3.chunk(2, 2), 2),
 'stack': lambda: torch.stack([x3, x3]),
 'repeat': lambda: x3.repeat(1, 2, 1),
 'tile_same': lambda: x3.tile((1,)),
 'roll': lambda: x3.roll(1, 2),
 'flip': lambda: x3.flip(2),
 'tril': lambda: x4.tril(),
 'cumsum': lambda: x3.cumsum(2),
 'sort': lambda: x3.sort(2)[0],
 'topk': lambda: x3.topk(2)[0],
 'max_dim': lambda: x3.max(2)[0],
 'where': lambda: torch.where(x3 > 0.5, x3, 0.0),
 'gather': lambda: x3.gather(2, torch.zeros(2, 3, 1, dtype=torch.long)),
 'index_select': lambda: x3.index_select(2, torch.tensor([0, 1])),
 'masked_select': lambda: x3.masked_select(x3 > 0.5),
 'nonzero': lambda: (x3 > 0.5).nonzero(),
 'kron': lambda: torch.kron(x3[0], x3[1]),
 'outer': lambda: torch.outer(x3[0, 0], x3[0, 1]),
 'cross': lambda: torch.linalg.cross(x3[:, :, :3], x3[:, :, 3:6]),
 'vdot': lambda: torch.vdot(x3[0, 0], x3[0, 1]),
 'diag': lambda: torch.diag(x3[0, 0]),
 'diag_embed': lambda: torch.diag_embed(x3[0]),
 'block_diag': lambda: torch.block_diag(x3[0], x3[1]),
 'cartesian': lambda: torch.cartesian_prod(x3[0, 0, :2], x3[0, 1, :2]),
 'meshgrid': lambda: torch.meshgrid(x3[0, 0], x3[0, 1], indexing='ij')[0],
 'addmm': lambda: torch.addmm(torch.rand(3, 2), x3[0], torch.rand(8, 2)),
 'baddbmm': lambda: torch.baddbmm(torch.rand(2, 3, 3), x3, x3.transpose(1, 2)),
 'linalg_inv': lambda: torch.linalg.inv(x4[0, 0] + 3 * torch.eye(6)),
 'matrix_exp': lambda: torch.linalg.matrix_exp(x4[0, 0]),
 'svd_u': lambda: torch.linalg.svd(x4[0, 0])[0],
 'qr_q': lambda: torch.linalg.qr(x4[0, 0])[0],
 'cholesky': lambda: torch.linalg.cholesky(x4[0, 0] @ x4[0, 0].T + torch.eye(6)),
 'pinv': lambda: torch.linalg.pinv(x4[0, 0]),
 'det_batch': lambda: torch.linalg.det(x4),
 'solve': lambda: torch.linalg.solve(x4[0, 0] + 3 * torch.eye(6), x4[0, 1]),
 'embedding_bag': lambda: F.embedding_bag(torch.tensor([0, 2, 1]), torch.rand(4, 3), torch.tensor([0, 1])),
 'ctc_like_logsm': lambda: F.log_softmax(x3, 2),
 'prelu': lambda: F.prelu(x4, torch.rand(3)),
 'rrelu_eval': lambda: F.rrelu(x3),
 'hardtanh': lambda: F.hardtanh(x3),
 'gelu': lambda: F.gelu(x3),
 'silu': lambda: F.silu(x3),
 'local_response_norm': lambda: F.local_response_norm(x4, 2),
 'channel_shuffle': lambda: F.channel_shuffle(torch.rand(1, 4, 2, 2), 2),
 'grid_sample': lambda: F.grid_sample(x4, torch.rand(2, 3, 3, 2) * 2 - 1, align_corners=False),
 'affine_grid': lambda: F.affine_grid(torch.rand(2, 2, 3), (2, 3, 4, 4), align_corners=False),
 'lp_pool': lambda: F.lp_pool2d(x4, 2, 2),
 'max_unpool': lambda: F.max_unpool2d(*F.max_pool2d(x4, 2, return_indices=True), 2),
 'cosine_sim': lambda: F.cosine_similarity(x3, x3, 2),
 'pairwise': lambda: F.pairwise_distance(x3[0], x3[1]),
 'triplet': lambda: F.triplet_margin_loss(x3[0], x3[1], x3[0], reduction='none'),
 'fft': lambda: torch.fft.rfft(x3.detach()).real,
 'stft_free_conv3d': lambda: F.conv3d(torch.rand(1, 1, 3, 3, 3), torch.rand(2, 1, 2, 2, 2)),
 'avg_pool1d': lambda: F.avg_pool1d(x3, 2),
 'max_pool1d': lambda: F.max_pool1d(x3, 2),
 'adaptive_max1d': lambda: F.adaptive_max_pool1d(x3, 2),
 'adaptive_avg1d': lambda: F.adaptive_avg_pool1d(x3, 2),
}
res = {}
for k, f in fns.items():
    try:
        r = f()
        res[k] = (r._base is None, r.is_contiguous())
    except Exception as e:
        res[k] = type(e).__name__
[f"{k}: {v}" for k, v in res.items()]
# DCGAN's pattern: a bias-free convolution, then an in-place LeakyReLU.
xd = torch.arange(2 * 3 * 4 * 4.).reshape(2, 3, 4, 4).div(50).requires_grad_()
wd = torch.linspace(-1, 1, 4 * 3 * 3 * 3).reshape(4, 3, 3, 3).requires_grad_()
yd = F.conv2d(xd, wd)
act = nn.LeakyReLU(0.2, inplace=True)
out = act(yd)
out is yd, yd.grad_fn
yd.grad_fn.next_functions
yd.sum().backward()
wd.grad[0, 0]
xd.grad[1, 2]
yd2 = F.conv2d(xd, wd)
yd2[:, 0] = 0
yd2.grad_fn
F.group_norm(xd, 3).add_(1).grad_fn
