# Which ops CPU autocast casts, and to what, for float32 and bfloat16 inputs: each entry is one
# op as a script calls it; the record is the result's dtype or the error.
import torch, torch.nn.functional as F
torch.manual_seed(0)
a = torch.randn(4, 4); b = torch.randn(4, 4); v = torch.randn(4)
x3 = torch.randn(2, 4, 4); img = torch.randn(1, 2, 6, 6); w2 = torch.randn(3, 2, 3, 3)
seq = torch.randn(1, 2, 8); w1 = torch.randn(3, 2, 3)
tgt = torch.tensor([0, 1, 2, 3])
cases = {
 "matmul": lambda A, B: A @ B, "mm": lambda A,B: torch.mm(A,B), "bmm": lambda A,B: torch.bmm(A[None],B[None]),
 "mv": lambda A,B: torch.mv(A, B[0]), "dot": lambda A,B: torch.dot(A[0],B[0]), "addmm": lambda A,B: torch.addmm(A,A,B),
 "baddbmm": lambda A,B: torch.baddbmm(A[None],A[None],B[None]), "addbmm": lambda A,B: torch.addbmm(A,A[None],B[None]),
 "addmv": lambda A,B: torch.addmv(A[0],A,B[0]), "addr": lambda A,B: torch.addr(A,A[0],B[0]), "outer": lambda A,B: torch.outer(A[0],B[0]),
 "linear": lambda A,B: F.linear(A,B), "linear_b": lambda A,B: F.linear(A,B,B[0]), "einsum": lambda A,B: torch.einsum("ij,jk->ik",A,B),
 "einsum_noc": lambda A,B: torch.einsum("ij,ij->ij",A,B), "tensordot": lambda A,B: torch.tensordot(A,B,1), "inner": lambda A,B: torch.inner(A,B),
 "chain_matmul": lambda A,B: torch.linalg.multi_dot([A,B,A]), "vecdot": lambda A,B: torch.linalg.vecdot(A,B), "kron": lambda A,B: torch.kron(A,B),
 "conv2d": lambda A,B: F.conv2d(img.to(A.dtype), w2.to(A.dtype)), "conv1d": lambda A,B: F.conv1d(seq.to(A.dtype), w1.to(A.dtype)),
 "conv_t2d": lambda A,B: F.conv_transpose2d(img.to(A.dtype), w2.transpose(0,1).to(A.dtype)), "prelu": lambda A,B: F.prelu(A, torch.tensor([0.25]).to(A.dtype)),
 "sdpa": lambda A,B: F.scaled_dot_product_attention(A[None],B[None],B[None]), "bilinear": lambda A,B: F.bilinear(A,B,torch.randn(2,4,4).to(A.dtype)),
 "add": lambda A,B: A+B, "sum": lambda A,B: A.sum(), "mean": lambda A,B: A.mean(), "softmax": lambda A,B: A.softmax(-1), "log_softmax": lambda A,B: F.log_softmax(A,-1),
 "exp": lambda A,B: A.exp(), "layer_norm": lambda A,B: F.layer_norm(A,(4,)), "gelu": lambda A,B: F.gelu(A), "relu": lambda A,B: F.relu(A),
 "cross_entropy": lambda A,B: F.cross_entropy(A,tgt), "nll_loss": lambda A,B: F.nll_loss(A,tgt), "mse_loss": lambda A,B: F.mse_loss(A,B), "l1_loss": lambda A,B: F.l1_loss(A,B),
 "smooth_l1": lambda A,B: F.smooth_l1_loss(A,B), "huber": lambda A,B: F.huber_loss(A,B), "bce_logits": lambda A,B: F.binary_cross_entropy_with_logits(A,B.sigmoid()),
 "bce": lambda A,B: F.binary_cross_entropy(A.sigmoid(),B.sigmoid()), "kl_div": lambda A,B: F.kl_div(A,B), "prod": lambda A,B: A.prod(), "prod_dim": lambda A,B: A.prod(0),
 "cumsum": lambda A,B: A.cumsum(0), "norm": lambda A,B: A.norm(), "linalg_norm": lambda A,B: torch.linalg.norm(A), "vector_norm": lambda A,B: torch.linalg.vector_norm(A),
 "inv": lambda A,B: torch.linalg.inv(A), "inverse": lambda A,B: torch.inverse(A), "det": lambda A,B: torch.linalg.det(A), "solve": lambda A,B: torch.linalg.solve(A,B),
 "trace": lambda A,B: A.trace(), "cdist": lambda A,B: torch.cdist(A,B), "fft": lambda A,B: torch.fft.rfft(A).real, "quantile": lambda A,B: A.quantile(0.5),
 "cat": lambda A,B: torch.cat([A, B.double()]), "cat2": lambda A,B: torch.cat([A, B.bfloat16()]), "stack": lambda A,B: torch.stack([A, B.bfloat16()]),
 "index_copy": lambda A,B: A.index_copy(0, torch.tensor([0]), B[:1].double()), "where": lambda A,B: torch.where(A>0, A, B.bfloat16()),
 "cosine_sim": lambda A,B: F.cosine_similarity(A,B), "pdist": lambda A,B: F.pdist(A), "svd": lambda A,B: torch.linalg.svd(A)[1], "qr": lambda A,B: torch.linalg.qr(A)[0],
 "eigh": lambda A,B: torch.linalg.eigh(A@A.T)[0], "cholesky": lambda A,B: torch.linalg.cholesky(A@A.T+torch.eye(4).to(A.dtype)), "pinv": lambda A,B: torch.linalg.pinv(A),
 "lstsq": lambda A,B: torch.linalg.lstsq(A,B)[0], "slogdet": lambda A,B: torch.linalg.slogdet(A)[1], "matrix_rank": lambda A,B: torch.linalg.matrix_rank(A).float(),
 "max_pool2d": lambda A,B: F.max_pool2d(img.to(A.dtype),2), "avg_pool2d": lambda A,B: F.avg_pool2d(img.to(A.dtype),2), "adaptive_avg": lambda A,B: F.adaptive_avg_pool2d(img.to(A.dtype),1),
 "interp": lambda A,B: F.interpolate(img.to(A.dtype), scale_factor=2.0), "pad_reflect": lambda A,B: F.pad(img.to(A.dtype),(1,1,1,1),mode="reflect"),
 "pad_repl": lambda A,B: F.pad(img.to(A.dtype),(1,1,1,1),mode="replicate"), "grid_sample": lambda A,B: F.grid_sample(img.to(A.dtype), torch.zeros(1,2,2,2).to(A.dtype), align_corners=False),
 "embedding": lambda A,B: F.embedding(tgt, A), "batch_norm": lambda A,B: F.batch_norm(A, None, None, training=True), "group_norm": lambda A,B: F.group_norm(img.to(A.dtype), 1),
 "dropout": lambda A,B: F.dropout(A, 0.0), "margin_ranking": lambda A,B: F.margin_ranking_loss(A[0],B[0],torch.ones(4)), "soft_margin": lambda A,B: F.soft_margin_loss(A,B),
 "hinge": lambda A,B: F.hinge_embedding_loss(A,B), "poisson_nll": lambda A,B: F.poisson_nll_loss(A,B), "cos_emb": lambda A,B: F.cosine_embedding_loss(A,B,torch.ones(4)),
 "triplet": lambda A,B: F.triplet_margin_loss(A,B,A), "multi_margin": lambda A,B: F.multi_margin_loss(A,tgt), "gaussian_nll": lambda A,B: F.gaussian_nll_loss(A,B,torch.ones(4,4)),
 "normalize": lambda A,B: F.normalize(A), "topk": lambda A,B: A.topk(2)[0], "sort": lambda A,B: A.sort()[0], "std": lambda A,B: A.std(), "var": lambda A,B: A.var(),
 "logsumexp": lambda A,B: A.logsumexp(0), "sigmoid": lambda A,B: A.sigmoid(), "tanh": lambda A,B: A.tanh(), "pow": lambda A,B: A.pow(2), "rsqrt": lambda A,B: A.abs().rsqrt(),
 "polar": lambda A,B: torch.view_as_real(torch.polar(A.abs(),B)), "view_as_complex": lambda A,B: torch.view_as_real(torch.view_as_complex(A.reshape(8,2))),
 "lstm_cell": lambda A,B: torch.nn.LSTMCell(4,4).to(A.dtype)(A)[0], "rnn": lambda A,B: torch.nn.RNN(4,4).to(A.dtype)(A)[0], "multihead": lambda A,B: torch.nn.MultiheadAttention(4,1).to(A.dtype)(A,A,A)[0],
 "ctc": lambda A,B: F.ctc_loss(A.log_softmax(-1)[:, None], torch.tensor([[1]]), [4], [1]),
 "histc": lambda A,B: A.histc(), "renorm": lambda A,B: A.renorm(2,0,1.0), "dist": lambda A,B: torch.dist(A,B), "erfinv": lambda A,B: (A.tanh()*0.5).erfinv(),
 "addcmul": lambda A,B: torch.addcmul(A,A,B), "addcdiv": lambda A,B: torch.addcdiv(A,A,B), "lerp": lambda A,B: torch.lerp(A,B,0.5), "atan2": lambda A,B: torch.atan2(A,B),
 "cumprod": lambda A,B: A.cumprod(0), "baddbmm_d": lambda A,B: torch.baddbmm(A[None].double(),A[None],B[None]),
 "matmul_d": lambda A,B: A.double() @ B, "matmul_h": lambda A,B: A.half() @ B, "matmul_i": lambda A,B: A.long() @ B.long(),
}
def run(names):
    got = []
    for name in names:
        f = cases[name]
        for src in (torch.float32, torch.bfloat16):
            try:
                with torch.autocast("cpu", dtype=torch.bfloat16):
                    r = f(a.to(src), b.to(src))
                got.append(f"{name} {src}: {r.dtype}")
            except Exception as e:
                got.append(f"{name} {src}: {type(e).__name__}: {e}")
    return got
names = list(cases)
run(names[0:10])
run(names[10:20])
run(names[20:30])
run(names[30:40])
run(names[40:50])
run(names[50:60])
run(names[60:70])
run(names[70:80])
run(names[80:90])
run(names[90:100])
run(names[100:110])
run(names[110:120])
run(names[120:130])
