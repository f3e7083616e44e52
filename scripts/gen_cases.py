#!/usr/bin/env python3
"""Generate conformance cases: random PyTorch scripts and PyTorch's own records for them.

Each case is NAME.py with NAME.jsonl beside it (made by shared/oracle/torch_run.py), the
same format as shared/oracle/cases, so compare.py checks them the same way.

usage: scripts/gen_cases.py OUT_DIR [--family F] [--count N] [--seed S]
Families:
  views_rare   unfold, diagonal, as_strided, movedim, chunk/split, flatten/unflatten,
               squeeze of several dims, expand/broadcast_to, narrow/select and slices
  promote      type promotion across dtypes, Python scalars and 0-d tensors
  elementwise  unary/binary/ternary ops on strided views, with output layouts
  reduce_more  reductions with dims, keepdim and dtypes on strided views
  inplace_more in-place ops through views, overlap errors, dtype casts
  errors       things users get wrong: impossible views, bad dims, broadcasts
The generator runs PyTorch while it writes, so every step it emits is one PyTorch
accepted (or a deliberate error PyTorch raised). Requires torch.
"""
import argparse
import os
import random
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
TORCH_RUN = os.path.join(HERE, "..", "..", "shared", "oracle", "torch_run.py")


def shape_of(n_dims, rng, max_size=4):
    return [rng.randint(1, max_size) for _ in range(n_dims)]


def numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def try_eval(expr, env):
    try:
        return eval(expr, {"torch": torch}, env), None
    except Exception as e:  # noqa: BLE001 - we want PyTorch's own refusal
        return None, e


def view_candidates(t, rng):
    """Expressions applying one view op to `v`, valid or not (PyTorch decides)."""
    nd = t.dim()
    d = lambda: rng.randint(-max(nd, 1), max(nd, 1) - 1)  # noqa: E731
    sz = list(t.shape)
    c = []
    if nd >= 1:
        dim = rng.randrange(nd)
        size = sz[dim]
        c.append(f"v.unfold({dim}, {rng.randint(1, max(size, 1))}, {rng.randint(1, 3)})")
        c.append(f"v.narrow({d()}, {rng.randint(0, max(size - 1, 0))}, {rng.randint(0, 1)})")
        c.append(f"v.select({dim}, {rng.randint(-size, size - 1) if size else 0})")
        c.append(f"v.chunk({rng.randint(1, 4)}, {d()})[{0 if rng.random() < 0.5 else -1}]")
        c.append(f"v.split({rng.randint(1, 3)}, {d()})[0]")
        c.append(f"v.unbind({d()})[0]")
        c.append(f"v.flatten({rng.randint(0, nd - 1)}, {rng.randint(0, nd - 1)})")
        c.append(f"v.movedim({d()}, {d()})")
        c.append(f"v[{rng.randint(0, 1)}::{rng.randint(1, 3)}]")
        c.append(f"v[..., {rng.randint(-1, 1)}:]")
        c.append(f"v[None, ..., None]")
        c.append(f"v.unsqueeze({d()})")
        c.append(f"v.broadcast_to({tuple([rng.randint(1, 3)] + sz)})")
        c.append(f"v.expand({', '.join(['-1'] * nd)})")
        if sz[dim] % 2 == 0 and sz[dim] > 0:
            c.append(f"v.unflatten({dim}, (2, -1))")
    if nd >= 2:
        c.append(f"v.diagonal({rng.randint(-2, 2)}, {rng.randrange(nd)}, {rng.randrange(nd)})")
        c.append("v.mT")
        c.append(f"v.transpose({d()}, {d()})")
        perm = list(range(nd))
        rng.shuffle(perm)
        c.append(f"v.permute({', '.join(map(str, perm))})")
        c.append(f"v.movedim(({0}, {1}), ({nd - 1}, {0}))")
        c.append(f"v.flatten(1)")
    c.append(f"v.squeeze({tuple(rng.sample(range(nd), min(nd, 2))) if nd else ()})")
    c.append("v.squeeze()")
    c.append(f"v.reshape(-1)")
    c.append(f"v.view(-1)")
    n = t.numel()
    c.append(f"v.view({n}, 1)")
    if n % 2 == 0:
        c.append(f"v.view(2, -1)")
        c.append(f"v.reshape(-1, 2)")
    st = t.untyped_storage().nbytes() // t.element_size()
    c.append(f"v.as_strided(({rng.randint(1, 3)}, {rng.randint(1, 3)}), ({rng.randint(0, 3)}, {rng.randint(0, 2)}), {rng.randint(0, max(st - 1, 0))})")
    c.append(f"v.as_strided(({rng.randint(1, 4)},), ({rng.randint(1, 3)},))")
    if nd >= 1:
        c.append(f"v.flip({d()})")
        c.append(f"v.split([1, {sz[0] - 1}], 0)[1]" if sz[0] >= 1 else "v")
    return c


def probes(name, rng):
    """Lines that report a view's geometry and whether it shares x's storage."""
    lines = [
        f"{name}.stride()",
        f"{name}.storage_offset()",
        f"{name}.shape",
        f"{name}.is_contiguous()",
        f"{name}.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()",
        f"{name}",
    ]
    rng.shuffle(lines)
    return lines[: rng.randint(3, 6)] + [name]


def base_tensor(rng, dims=None):
    shape = shape_of(rng.randint(1, 4) if dims is None else dims, rng)
    dtype = rng.choice(["", "", "", "torch.float64", "torch.int64"])
    n = numel(shape)
    src = f"torch.arange({n}, dtype={dtype})" if dtype else f"torch.arange({n}.)"
    return f"x = {src}.view({', '.join(map(str, shape))})", shape


def gen_views_rare(rng):
    line, _ = base_tensor(rng)
    lines = [line]
    env = {}
    exec(line, {"torch": torch}, env)
    cur = "x"
    for k in range(rng.randint(1, 4)):
        v = env[cur]
        cands = view_candidates(v, rng)
        expr = rng.choice(cands)
        val, err = try_eval(expr.replace("v", cur, 1) if expr.startswith("v") else expr, env)
        code = expr.replace("v", cur, 1)
        name = f"v{k}"
        lines.append(f"{name} = {code}")
        if err is not None or not isinstance(val, torch.Tensor):
            lines.append(name)  # a NameError after the failed assignment, as in Python
            break
        env[name] = val
        lines.extend(probes(name, rng))
        cur = name
    if rng.random() < 0.5:
        lines.append(f"{cur}.contiguous()")
        lines.append(f"{cur}.clone().stride()")
        lines.append(f"({cur} + 1).stride()")
    return lines


DTYPES = ["torch.float32", "torch.float64", "torch.int64", "torch.int32", "torch.bool", "torch.uint8"]


def gen_promote(rng):
    lines = []
    a_dt, b_dt = rng.choice(DTYPES), rng.choice(DTYPES)
    lines.append(f"a = torch.arange(6).view(2, 3).to({a_dt})")
    lines.append(f"b = torch.arange(3).to({b_dt})")
    lines.append(f"s = torch.tensor({rng.choice(['2', '2.5', 'True', '-1'])}, dtype={rng.choice(DTYPES)})")
    ops = ["a + b", "a * b", "a - b", "a / b", "a // b", "a % b", "a + 2", "a * 2.5", "a / 2", "a + s", "b * s",
           "a == b", "a < b", "a + True", "torch.maximum(a, b)", "torch.where(a > 1, a, b)", "a ** 2", "a & b",
           "torch.result_type(a, b)", "torch.result_type(a, 2.5)", "(a + b).dtype", "(a * 2.5).dtype", "-a", "~a",
           "a.sum()", "a.sum().dtype", "a.mean()", "a.abs()", "a.exp()", "a.sqrt().dtype", "a.float() / b.double()",
           "torch.promote_types(a.dtype, b.dtype)", "a.clamp(0, 1)", "a.clamp(0.5)", "a.div(b, rounding_mode='floor')",
           "a.div(b, rounding_mode='trunc')", "a.add_(b)", "a.mul_(2)", "a", "b.sub_(1)", "a.float().add_(b)"]
    lines.extend(rng.sample(ops, rng.randint(4, 9)))
    return lines


def gen_elementwise(rng):
    line, shape = base_tensor(rng, dims=rng.randint(1, 3))
    lines = [line, "x = x.double() / 3 - 1" if rng.random() < 0.5 else "x = x.float() / 4 - 0.5"]
    env = {}
    for l in lines:
        exec(l, {"torch": torch}, env)
    view = rng.choice(view_candidates(env["x"], rng))
    val, err = try_eval(view.replace("v", "x", 1), env)
    if err is None and isinstance(val, torch.Tensor) and val.numel() > 0:
        lines.append(f"y = {view.replace('v', 'x', 1)}")
    else:
        lines.append("y = x.T")
    lines.append("w = y.clone()")
    ops = ["y.exp()", "y.log()", "y.sqrt()", "y.rsqrt()", "y.sigmoid()", "y.tanh()", "y.relu()", "y.clamp(-0.2, 0.3)",
           "y.abs()", "-y", "y.neg()", "y * y", "y + 1", "2 - y", "1 / y", "y ** 2", "y ** 0.5", "2 ** y",
           "torch.maximum(y, w * 0)", "torch.minimum(y, 0.1 + w)", "y > 0", "y <= w", "y == w", "y != 0.25",
           "torch.where(y > 0, y, w)", "torch.where(y > 0, 1.0, y)", "y // 0.3", "y % 0.3", "torch.addcmul(y, y, w, value=0.5)",
           "torch.addcdiv(y, y, w + 2, value=-1)", "torch.lerp(y, w, 0.25)", "torch.lerp(y, w, 0.75)", "y.floor()",
           "y.ceil()", "y.round()", "y.trunc()", "y.sign()", "y.reciprocal()", "y.square()", "torch.isnan(y.sqrt())",
           "y.sin()", "y.cos()", "y.log1p()", "y.expm1()", "y.masked_fill(y > 0, 7.0)", "y.mT",
           "(y * 2).stride()", "(y + w).stride()", "(y + w.contiguous()).stride()", "torch.flip(y, [0])",
           "y.erf()"]
    lines.extend(rng.sample(ops, rng.randint(4, 10)))
    return lines


def gen_reduce_more(rng):
    lines = [base_tensor(rng, dims=rng.randint(1, 3))[0], "x = x.float() * 0.5 - 1"]
    env = {}
    for l in lines:
        exec(l, {"torch": torch}, env)
    nd = env["x"].dim()
    lines.append(rng.choice(["y = x.T", "y = x", "y = x.flip(0)", f"y = x.movedim(0, {nd - 1})"]))
    d = lambda: rng.randint(-nd, nd - 1)  # noqa: E731
    ops = [f"y.sum({d()})", f"y.sum({d()}, keepdim=True)", "y.sum()", f"y.mean({d()})", f"y.prod({d()})",
           f"y.amax({d()})", f"y.amin({d()}, keepdim=True)", f"y.max({d()})", f"y.min({d()})[1]", f"y.argmax({d()})",
           "y.argmax()", "y.argmin()", f"y.norm(dim={d()})", "y.norm()", "y.norm(1)", f"y.softmax({d()})",
           f"y.log_softmax({d()})", f"y.cumsum({d()})", f"y.logsumexp({d()})", f"y.std({d()})", "y.var()",
           f"y.all({d()})", "(y > 0).any()", f"y.sum(dim=({0}, {nd - 1}))" if nd > 1 else "y.sum(0)",
           f"y.topk(1, {d()})", f"y.sort({d()})[0]", "y.sum(dtype=torch.float64)", "(y > 0).sum()",
           f"y.max({d()}, keepdim=True).values", f"torch.cumsum(y, {d()}).stride()", f"y.count_nonzero()"]
    lines.extend(rng.sample(ops, rng.randint(4, 9)))
    return lines


def gen_inplace_more(rng):
    lines = [base_tensor(rng, dims=rng.randint(1, 3))[0], "x = x.float()"]
    env = {}
    for l in lines:
        exec(l, {"torch": torch}, env)
    view = rng.choice(view_candidates(env["x"], rng))
    val, err = try_eval(view.replace("v", "x", 1), env)
    lines.append(f"y = {view.replace('v', 'x', 1)}" if err is None and isinstance(val, torch.Tensor) else "y = x")
    ops = ["y.add_(1)", "y.mul_(2)", "y.sub_(0.5)", "y.div_(4)", "y.addcmul_(y, y, value=0.5)",
           "y.addcdiv_(y, y + 1, value=-0.5)", "y.lerp_(y * 2, 0.5)", "y.copy_(y * 3)", "y.fill_(2)", "y.zero_()",
           "y.clamp_(0, 3)", "y.sqrt_()", "y.neg_()", "y.exp_()", "y += 1", "y *= y", "y -= x.sum()",
           "y[...] = 5", "y.copy_(torch.ones(1))", "y.add_(torch.ones(3))", "y.add_(y, alpha=2)",
           "x.add_(x.T)" if env["x"].dim() == 2 else "x.add_(x)", "x[1:].add_(x[:-1])", "y.mul_(torch.tensor(2.0))",
           "torch.arange(3).add_(0.5)", "torch.arange(3.).add_(torch.arange(3))", "y.masked_fill_(y > 2, -1.0)"]
    chosen = rng.sample(ops, rng.randint(2, 6))
    for o in chosen:
        lines.append(o)
        lines.append("y")
    lines.append("x")
    return lines


def gen_errors(rng):
    lines = [base_tensor(rng, dims=2)[0]]
    ops = ["x.view(5, 7)", "x.T.view(-1)", "x.transpose(0, 2)", "x.sum(3)", "x[10]", "x[:, 9]", "x[::-1]",
           "x + torch.ones(7, 5)", "x.expand(3, 9)", "x.permute(0, 0)", "x.view(-1, -1)", "x.unsqueeze(5)",
           "x.squeeze(4)", "x.mm(x)", "x @ torch.ones(9)", "x.narrow(0, 3, 9)", "x.select(0, 9)", "x.reshape(3, -1, 0)",
           "torch.cat([x, torch.ones(9, 9)])", "x.unfold(0, 9, 1)", "x.diagonal(0, 1, 1)", "x.chunk(0)",
           "x.as_strided((9, 9), (9, 1))", "x.flip(0, 0)", "x.movedim(0, 5)", "x[None, None, None, 1, 2, 3, 4]",
           "torch.zeros(-1)", "x.float().mean(dtype=torch.int64)", "x.split([1, 1], 0)", "x.unflatten(0, (3, 3))",
           "torch.arange(0, 10, 0)", "x.max(dim=9)", "x.softmax(4)", "x.expand(2)", "x.float().sqrt_().T.add_(x)",
           "torch.tensor([[1, 2], [3]])", "x.item()", "bool(x)", "x.t().view(9)", "x.float().lerp(x, 0.5)"]
    lines.extend(rng.sample(ops, rng.randint(3, 6)))
    lines.append("x")
    return lines


LEAF_MAKERS = [
    "torch.arange({n}.).view({shape}) / {n} - 0.4",
    "(torch.arange({n}.).view({rshape}) / {n} - 0.3).T.clone()",
    "torch.linspace(-1.5, 2.0, {n}).view({shape})",
]

UNARY_GRAD = ["exp", "log", "sqrt", "rsqrt", "sigmoid", "tanh", "relu", "abs", "neg", "sin", "cos", "square",
              "reciprocal", "log1p", "expm1", "erf", "floor", "sign"]


def leaf(rng, name, shape):
    n = numel(shape)
    maker = rng.choice(LEAF_MAKERS)
    src = maker.format(n=n, shape=", ".join(map(str, shape)), rshape=", ".join(map(str, reversed(shape))))
    return f"{name} = ({src}).requires_grad_()"



def gen_autograd_ops(rng):
    """One or two leaves, a random differentiable expression, backward, and the grads."""
    shape = [rng.randint(2, 4), rng.randint(2, 4)]
    lines = [leaf(rng, "a", shape), leaf(rng, "b", shape)]
    u = rng.choice(UNARY_GRAD)
    pos = "a.abs() + 0.5" if u in ("log", "sqrt", "rsqrt", "reciprocal") else "a"
    exprs = [
        f"({pos}).{u}()", "a * b", "a / (b.abs() + 1)", "a - b", "a + 2 * b", "a ** 2", "a.abs() ** b.abs()",
        "2 ** a", "torch.maximum(a, b)", "torch.minimum(a, b * 0.5)", "a.clamp(-0.2, 0.3)", "a.clamp(min=0)",
        "torch.where(a > 0, a, b)", "a.T @ b", "a @ b.T", "a.sum(0) * b.mean(1).sum()", "a.softmax(1) * b",
        "a.log_softmax(0)", "a.T.contiguous()", "a[:, ::2] * 3", "a[1] * b[0]", "a.unsqueeze(0).expand(3, -1, -1)",
        "a.reshape(-1)", "a.T.reshape(-1)", "a.flip(0) * b", "torch.cat([a, b], 1)", "torch.stack([a, b])",
        "a.max(1).values", "a.amax(0)", "a.norm(dim=1)", "a.norm()", "a.prod(1)", "a.cumsum(1)", "a.var(1)",
        "a.std()", "a.logsumexp(1)", "torch.lerp(a, b, 0.3)", "torch.addcmul(a, a, b, value=0.5)",
        "torch.addcdiv(a, a, b.abs() + 1, value=-2)", "a.masked_fill(a > 0.1, 0.0)", "a.diagonal()",
        "a.unfold(1, 2, 1)", "a.narrow(0, 1, 1)", "a.permute(1, 0) * b.T", "a.chunk(2, 1)[0]", "a.unbind(0)[1]",
        "a.gather(1, torch.zeros(a.shape[0], 1, dtype=torch.long))", "a.index_select(0, torch.tensor([0, 1, 0]))",
        "a[[0, 1]]", "a.topk(1, 1).values", "a.sort(1).values", "torch.nn.functional.gelu(a)",
        "torch.nn.functional.silu(a)", "torch.nn.functional.softplus(a)", "torch.nn.functional.leaky_relu(a, 0.2)",
        "torch.nn.functional.mse_loss(a, b)", "torch.nn.functional.cross_entropy(a, torch.tensor([0, 1]))",
        "torch.nn.functional.linear(a, b)", "torch.nn.functional.linear(a, b, b[0])", "a.double() * b.double()",
        "a.expand(2, -1, -1).sum(0)", "a.as_strided((2, 2), (1, 2))",
    ]
    e1 = rng.choice(exprs)
    lines.append(f"y = {e1}")
    lines.append("y.grad_fn")
    if rng.random() < 0.4:
        lines.append("y.retain_grad()")
    w = rng.choice(["y.sum()", "(y * y).sum()", "y.mean()", "(y * torch.linspace(-1, 1, y.numel()).view(y.shape).to(y.dtype)).sum()"])
    lines.append(f"loss = {w}")
    lines.append("loss.backward()")
    lines.extend(["a.grad", "b.grad", "a.grad.stride() if a.grad is not None else None", "y.grad"])
    if rng.random() < 0.3:
        lines.append("loss.backward()")  # a second time: PyTorch's error unless nothing was saved
    return lines


def gen_autograd_graph(rng):
    """Graph structure and semantics: next_functions, leaves, no_grad, detach, in-place on views,
    version counters, retain_graph, higher order."""
    shape = [rng.randint(2, 3), rng.randint(2, 4)]
    lines = [leaf(rng, "x", shape)]
    scenarios = [
        ["y = x * 2", "y.grad_fn.next_functions", "y.is_leaf", "x.is_leaf", "y.requires_grad"],
        ["with torch.no_grad():\n    y = x * 2", "y.requires_grad", "y.grad_fn"],
        ["d = x.detach()", "d.requires_grad", "d.add_(1)", "x", "x._version"],
        ["y = x * 1", "v = y[0]", "v.mul_(3)", "y.grad_fn", "v.grad_fn", "y.sum().backward()", "x.grad"],
        ["y = x * 1", "y[:, 0] = 5.0", "y.grad_fn", "(y * y).sum().backward()", "x.grad"],
        ["y = x * 1", "y.T.add_(1)", "y.grad_fn", "y.sum().backward()", "x.grad"],
        ["z = x.exp()", "z.add_(1)", "z.sum().backward()", "x.grad"],
        ["z = x * x", "x.add_(1)"],
        ["z = x.sigmoid()", "s = z.sum()", "s.backward(retain_graph=True)", "s.backward()", "x.grad"],
        ["z = (x * x).sum()", "z.backward()", "z.backward()"],
        ["y = x ** 3", "g, = torch.autograd.grad(y.sum(), x, create_graph=True)", "g", "g.grad_fn",
         "g2, = torch.autograd.grad(g.sum(), x)", "g2"],
        ["y = (x * x).sum()", "torch.autograd.grad(y, [x])", "x.grad"],
        ["y = x * 2", "y.backward(torch.ones_like(y))", "x.grad", "y.backward(torch.ones_like(y) * 3)", "x.grad"],
        ["w = x.detach().clone().requires_grad_()", "(w * x).sum().backward()", "w.grad", "x.grad"],
        ["y = x.T", "y.is_contiguous()", "(y * y).sum().backward()", "x.grad", "x.grad.stride()"],
        ["p = x.detach().T.clone().requires_grad_()", "p.stride()", "(p ** 2).sum().backward()", "p.grad.stride()", "p.grad"],
        ["e = x.detach()[:1].expand(3, -1).requires_grad_()", "(e * 2).sum().backward()", "e.grad", "e.grad.stride()"],
        ["y = x.sum()", "y.backward()", "x.grad", "x.grad.zero_()", "x.grad", "x.grad = None", "x.grad"],
        ["t = torch.ones(2)", "t.requires_grad_()", "t.requires_grad", "(t * 2).sum().backward()", "t.grad"],
        ["y = x * 2", "y.requires_grad_(False)"],
        ["y = x + 1", "y.data", "y.data.requires_grad", "x.data.add_(1)", "x"],
        ["u = x.unbind(0)", "u[0].grad_fn", "(u[0] * 2).sum().backward()", "x.grad"],
        ["s = x.split(1, 1)", "(s[-1] * s[0]).sum().backward()", "x.grad"],
    ]
    lines.extend(rng.choice(scenarios))
    return lines


def gen_optim_more(rng):
    """Optimizers with every option, on contiguous and transposed parameters, several steps."""
    r, c = rng.randint(2, 4), rng.randint(2, 4)
    transposed = rng.random() < 0.6
    if transposed:
        lines = [f"w = (torch.arange({r * c}.).view({c}, {r}).T.clone() / 10 - 0.2).requires_grad_()"]
    else:
        lines = [f"w = (torch.arange({r * c}.).view({r}, {c}) / 10 - 0.2).requires_grad_()"]
    lines.append(f"b = torch.linspace(-0.5, 0.5, {c}).requires_grad_()")
    lines.append(f"target = torch.arange({r * c}.).view({r}, {c}) / 20")
    kind = rng.choice(["SGD", "Adam", "AdamW"])
    if kind == "SGD":
        opts = [f"lr={rng.choice([0.1, 0.05, 0.3])}"]
        mom = rng.choice([0, 0.9, 0.5])
        if mom:
            opts.append(f"momentum={mom}")
            if rng.random() < 0.4:
                opts.append("nesterov=True")
            elif rng.random() < 0.4:
                opts.append("dampening=0.1")
        if rng.random() < 0.4:
            opts.append("weight_decay=0.01")
        if rng.random() < 0.3:
            opts.append("maximize=True")
    else:
        opts = [f"lr={rng.choice([0.1, 0.01, 0.05])}"]
        if rng.random() < 0.4:
            opts.append(f"betas=({rng.choice([0.8, 0.9])}, {rng.choice([0.99, 0.999])})")
        if rng.random() < 0.3:
            opts.append("eps=1e-6")
        if rng.random() < 0.4:
            opts.append(f"weight_decay={rng.choice([0.1, 0.01])}")
        if rng.random() < 0.4:
            opts.append("amsgrad=True")
        if rng.random() < 0.3:
            opts.append("maximize=True")
    groups = "[w, b]" if rng.random() < 0.7 else "[{'params': [w]}, {'params': [b], 'lr': 0.2}]"
    lines.append(f"opt = torch.optim.{kind}({groups}, {', '.join(opts)})")
    for s in range(rng.randint(1, 4)):
        lines.append(f"opt.zero_grad({'' if rng.random() < 0.7 else 'set_to_none=False'})")
        lines.append("loss = ((w + b - target) ** 2).sum() + (w * w).mean()")
        lines.append("loss.backward()")
        lines.append("opt.step()")
        if s == 0 and rng.random() < 0.3:
            lines.append("opt.param_groups[0]['lr'] = 0.02")
    lines += ["w", "b", "w.stride()", "w.grad", "loss"]
    if kind == "SGD":
        lines += ["list(opt.state[w].keys())", "opt.state[w].get('momentum_buffer')"]
    else:
        lines += ["opt.state[w]['step']", "opt.state[w]['exp_avg'].stride()", "opt.state[w]['exp_avg_sq']",
                  "opt.state[b]['exp_avg']", "list(opt.state[w].keys())"]
    return lines


def gen_nn_modules(rng):
    """Modules with weights set explicitly (their random init is not PyTorch's)."""
    i, o = rng.randint(2, 4), rng.randint(1, 3)
    lines = [
        "import torch.nn as nn",
        "import torch.nn.functional as F",
        f"lin = nn.Linear({i}, {o})",
        "with torch.no_grad():\n"
        f"    lin.weight.copy_(torch.linspace(-1, 1, {i * o}).view({o}, {i}))\n"
        f"    lin.bias.copy_(torch.linspace(0.5, -0.5, {o}))",
        f"x = torch.linspace(-2, 2, {2 * i}).view(2, {i})",
    ]
    extra = rng.choice([
        ["y = lin(x)", "y", "y.grad_fn", "F.relu(y).sum().backward()", "lin.weight.grad", "lin.bias.grad"],
        ["seq = nn.Sequential(lin, nn.ReLU())", "y = seq(x)", "y", "y.sum().backward()", "lin.weight.grad",
         "[n for n, _ in seq.named_parameters()]", "len(list(seq.parameters()))"],
        ["lin.weight.shape", "lin.weight.requires_grad", "lin.weight.is_leaf", "type(lin.weight).__name__", "lin.bias.shape"],
        ["y = F.linear(x, lin.weight, lin.bias)", "y.grad_fn", "y", "F.mse_loss(y, torch.zeros_like(y))",
         "F.cross_entropy(torch.cat([y, y], 1), torch.tensor([0, 1]))"],
        ["x3 = torch.linspace(-1, 1, " + str(6 * i) + ").view(3, 2, " + str(i) + ")", "y = lin(x3)", "y.grad_fn", "y.shape", "y",
         "y.sum().backward()", "lin.weight.grad"],
        ["opt = torch.optim.SGD(lin.parameters(), lr=0.1)", "F.mse_loss(lin(x), torch.ones(2, " + str(o) + ")).backward()",
         "opt.step()", "lin.weight", "lin.bias"],
        ["lin.weight.T.is_contiguous()", "w2 = nn.Parameter(lin.weight.detach().T.clone())", "w2.stride()",
         "w2.requires_grad", "opt = torch.optim.Adam([w2], lr=0.1)", "((w2.sum() - 1) ** 2).backward()", "opt.step()",

         "w2", "opt.state[w2]['exp_avg_sq'].stride()"],
    ])
    return lines + extra


FAMILIES = {

    "views_rare": gen_views_rare,
    "promote": gen_promote,
    "elementwise": gen_elementwise,
    "reduce_more": gen_reduce_more,
    "inplace_more": gen_inplace_more,
    "errors": gen_errors,
    "autograd_ops": gen_autograd_ops,
    "autograd_graph": gen_autograd_graph,
    "optim_more": gen_optim_more,
    "nn_modules": gen_nn_modules,
}



def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--family", action="append")
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for fam in args.family or list(FAMILIES):
        rng = random.Random(f"{args.seed}-{fam}")
        for i in range(args.count):
            lines = FAMILIES[fam](rng)
            name = os.path.join(args.out, f"{fam}_{i:03d}")
            with open(name + ".py", "w") as f:
                f.write("\n".join(lines) + "\n")
            rec = subprocess.run([sys.executable, TORCH_RUN, name + ".py"], capture_output=True, text=True)
            if rec.returncode != 0:
                sys.exit(f"torch_run failed on {name}.py: {rec.stderr}")
            with open(name + ".jsonl", "w") as f:
                f.write(rec.stdout)
    print(f"wrote cases to {args.out}")


if __name__ == "__main__":
    main()
