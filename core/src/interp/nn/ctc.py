

# ---------------------------------------------------------------------------------------
# F.ctc_loss and nn.CTCLoss, after ATen's LossCTC.cpp: the log-space alpha recursion of
# Graves et al. (ctc_loss_cpu_template) as one CtcLossBackward0 node whose formula is the
# kernel's alpha-beta backward (ctc_loss_backward_cpu_template), then ctc_loss_impl's
# zero_infinity `where` and reduction. Each time step runs as tensor ops over the batch
# and the extended target positions at once: every element is computed by the kernel's
# own expression, in its order of operations, and the collected alpha-beta sums are
# log-added in its descending order of positions. Registered in functional/in_python.rs
# as `_F_ctc_loss`. Below it, nn.AdaptiveLogSoftmaxWithLoss, the other sequence-model loss.

_CTC_SIGNATURES = (
    "(Tensor log_probs, Tensor targets, tuple of ints input_lengths, tuple of ints target_lengths, "
    "int blank = 0, int reduction = at::Reduction::Mean, bool zero_infinity = False)",
    "(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, "
    "int blank = 0, int reduction = at::Reduction::Mean, bool zero_infinity = False)",
)

_CTC_CHECKED = " (while checking arguments for ctc_loss_allocate_outputs)"


def _ctc_is_index(v):
    # THPUtils_checkIndex: an int that is not a bool, or what __index__ accepts.
    if isinstance(v, bool):
        return False
    if isinstance(v, int):
        return True
    if isinstance(v, torch.Tensor):
        return v.numel() == 1 and not v.is_floating_point() and not v.is_complex() and v.dtype != torch.bool
    return False


def _ctc_is_int_list(v):
    # The argument parser's test for `int[]`: a list or tuple, empty or led by an index.
    return isinstance(v, (list, tuple)) and (len(v) == 0 or _ctc_is_index(v[0]))


def _ctc_desc(v):
    if isinstance(v, (list, tuple)):
        inner = ", ".join(_ctc_desc(x) for x in v)
        return f"list of [{inner}]" if isinstance(v, list) else f"tuple of ({inner})"
    return type(v).__name__


def _ctc_type_error(args):
    # The parser's message for no matching overload.
    got = ", ".join(type(a).__name__ for a in args)
    lines = [f"ctc_loss() received an invalid combination of arguments - got ({got}), but expected one of:"]
    for k, sig in enumerate(_CTC_SIGNATURES):
        marks = []
        for i, a in enumerate(args):
            d = _ctc_desc(a)
            bad = i >= 4 or (k == 0 and i >= 2) or not isinstance(a, torch.Tensor)
            marks.append(f"!{d}!" if bad else d)
        lines.append(f" * {sig}")
        lines.append(f"      didn't match because some of the arguments have invalid types: ({', '.join(marks)})")
    return TypeError("\n".join(lines) + "\n")


def _ctc_unpack(name, v):
    out = []
    for i, x in enumerate(v):
        if isinstance(x, int):
            out.append(int(x))
        elif isinstance(x, torch.Tensor) and x.numel() == 1 and not x.is_floating_point() and not x.is_complex():
            out.append(int(x.item()))
        else:
            raise TypeError(
                f"ctc_loss(): argument '{name}' failed to unpack the object at pos {i + 1} with error "
                f"\"type must be tuple of ints,but got {_ctc_desc(x) if isinstance(x, torch.Tensor) else type(x).__name__}\""
            )
    return out


def _ctc_lengths(args):
    # torch.ctc_loss's two overloads: tuples of ints, or tensors (made integer lists on the
    # host, as the fast path does).
    log_probs, targets, input_lengths, target_lengths, blank, _red, zero_infinity = args
    scalars_ok = _ctc_is_index(blank) and isinstance(zero_infinity, bool)
    tensors_ok = isinstance(log_probs, torch.Tensor) and isinstance(targets, torch.Tensor) and scalars_ok
    if tensors_ok and _ctc_is_int_list(input_lengths) and _ctc_is_int_list(target_lengths):
        return _ctc_unpack("input_lengths", input_lengths), _ctc_unpack("target_lengths", target_lengths)
    if tensors_ok and isinstance(input_lengths, torch.Tensor) and isinstance(target_lengths, torch.Tensor):
        for name, t in (("input_lengths", input_lengths), ("target_lengths", target_lengths)):
            if t.is_floating_point() or t.is_complex() or t.dtype == torch.bool:
                raise RuntimeError(f"{name} must be integral")
        return (
            input_lengths.to("cpu", torch.int64).reshape(-1).tolist(),
            target_lengths.to("cpu", torch.int64).reshape(-1).tolist(),
        )
    raise _ctc_type_error(args)


def _ctc_check(log_probs, targets, il, tl, blank):
    # ctc_loss_cpu's dtype dispatch, then ctc_loss_allocate_outputs' checks in its order.
    if log_probs.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"ctc_loss_cpu\" not implemented for '{_LEGACY_NAMES[str(log_probs.dtype)]}'")
    if log_probs.numel() == 0:
        raise RuntimeError("log_probs tensor must not be empty")
    if log_probs.dim() != 3:
        raise RuntimeError(
            f"Expected 3-dimensional tensor, but got {log_probs.dim()}-dimensional tensor for argument #1 'log_probs'"
            + _CTC_CHECKED
        )
    if not 1 <= targets.dim() < 3:
        raise RuntimeError(
            f"Expected 1 to 2 dimensions, but got {targets.dim()}-dimensional tensor for argument #2 'targets'"
            + _CTC_CHECKED
        )
    _, batch, labels = log_probs.shape
    if not 0 <= blank < labels:
        raise RuntimeError("blank must be in label range")
    if len(il) != batch:
        raise RuntimeError("input_lengths must be of size batch_size")
    if len(tl) != batch:
        raise RuntimeError("target_lengths must be of size batch_size")
    pos = 0
    for n in tl:
        if n < 0:
            raise RuntimeError(f"Expected target_lengths to have value at least 0, but got value {n}" + _CTC_CHECKED)
        pos += n
    longest = max(tl) if tl else 0
    if targets.dim() == 1:
        if targets.shape[0] != pos:
            raise RuntimeError(
                f"Expected tensor to have size {pos} at dimension 0, but got size {targets.shape[0]} for argument #2 'targets'"
                + _CTC_CHECKED
            )
    else:
        if targets.shape[0] != batch:
            raise RuntimeError(
                f"Expected tensor to have size {batch} at dimension 0, but got size {targets.shape[0]} for argument #2 'targets'"
                + _CTC_CHECKED
            )
        if targets.shape[1] < longest:
            raise RuntimeError(
                f"Expected tensor to have size at least {longest} at dimension 1, but got size {targets.shape[1]} for argument #2 'targets'"
                + _CTC_CHECKED
            )
    steps = log_probs.shape[0]
    for n in il:
        if n < 0:
            raise RuntimeError(f"Expected input_lengths to have value at least 0, but got value {n}" + _CTC_CHECKED)
        if n > steps:
            raise RuntimeError(f"Expected input_lengths to have value at most {steps}, but got value {n}" + _CTC_CHECKED)
    return longest


def _ctc_shift(x, k, fill):
    # x[..., s - k] (k > 0) or x[..., s + |k|] (k < 0) along the last dim, `fill` outside
    # (all of it when the shift is the width or more: empty targets have width 1).
    if abs(k) >= x.shape[-1]:
        return torch.full_like(x, fill)
    pad = torch.full(x.shape[:-1] + (abs(k),), fill, dtype=x.dtype, device=x.device)
    if k > 0:
        return torch.cat([pad, x[..., :-k]], -1)
    return torch.cat([x[..., -k:], pad], -1)


def _ctc_logadd3(a, b, c):
    # log(exp(a-m)+exp(b-m)+exp(c-m))+m with the kernel's m (0 when all three are -inf).
    m = torch.maximum(torch.maximum(a, b), c)
    m = torch.where(m == -math.inf, torch.zeros_like(m), m)
    return torch.log(torch.exp(a - m) + torch.exp(b - m) + torch.exp(c - m)) + m


class _CtcKernel:
    # The forward (`__call__`) and the backward (`formula`) of one _ctc_loss call; an
    # object rather than closures, so the node holds no frame of the caller.
    def __init__(self, targets, il, tl, blank, zero_infinity, longest):
        self.il = il
        self.tl = tl
        self.blank = blank
        self.zero_infinity = zero_infinity
        self.width = 2 * longest + 1
        # The extended targets l' (blank, l1, blank, l2, ..., blank) per batch entry, blank
        # past each entry's own length.
        flat = targets.tolist()
        primes = []
        offset = 0
        for b, n in enumerate(tl):
            row = [blank] * self.width
            for j in range(n):
                row[2 * j + 1] = flat[b][j] if targets.dim() == 2 else flat[offset + j]
            offset += n
            primes.append(row)
        self.primes = primes
        self.saved = None

    def _setup(self, lp):
        dev = lp.device
        steps, batch, _ = lp.shape
        width = self.width
        tp = torch.tensor(self.primes, dtype=torch.int64, device=dev).reshape(batch, width)
        s = torch.arange(width, device=dev).unsqueeze(0)
        two_l = torch.tensor(self.tl, dtype=torch.int64, device=dev).unsqueeze(1) * 2
        # log_probs at each extended target: (T, N, 2S+1).
        lpt = lp.gather(2, tp.unsqueeze(0).expand(steps, batch, width))
        return tp, s, two_l, lpt

    def __call__(self, lp):
        steps, batch, _ = lp.shape
        dev = lp.device
        tp, s, two_l, lpt = self._setup(lp)
        neginf = torch.full((batch, self.width), -math.inf, dtype=lp.dtype, device=dev)
        # la3 joins from s-2 only where l'[s-2] != l'[s].
        skip = (s > 1) & (tp != _ctc_shift(tp, 2, -1))
        first = torch.where((s == 0) | ((s == 1) & (two_l > 0)), lpt[0], neginf)
        rows = [first]
        prev = first
        for t in range(1, steps):
            la2 = _ctc_shift(prev, 1, -math.inf)
            la3 = torch.where(skip, _ctc_shift(prev, 2, -math.inf), neginf)
            prev = _ctc_logadd3(prev, la2, la3) + lpt[t]
            rows.append(prev)
        alpha = torch.stack(rows, 1)
        il = torch.tensor(self.il, dtype=torch.int64, device=dev)
        last = (il - 1).clamp_min(0)
        at_end = alpha[torch.arange(batch, device=dev), last]
        tl2 = two_l.squeeze(1)
        l1 = at_end.gather(1, tl2.unsqueeze(1)).squeeze(1)
        l2 = at_end.gather(1, (tl2 - 1).clamp_min(0).unsqueeze(1)).squeeze(1)
        m = torch.where(l1 < l2, l2, l1)
        m = torch.where(m == -math.inf, torch.zeros_like(m), m)
        both = torch.log(torch.exp(l1 - m) + torch.exp(l2 - m)) + m
        ll = torch.where(tl2 == 0, l1, both)
        # No input step: a log-likelihood of 0 (an empty target) or -inf, negated (so -0.0).
        empty = torch.where(tl2 == 0, torch.zeros_like(ll), torch.full_like(ll, -math.inf))
        nll = torch.where(il == 0, -empty, -ll)
        self.saved = (nll.detach(), alpha.detach())
        return nll

    def formula(self, grads, lp):
        with torch.no_grad():
            g = self._backward(grads[0], lp.detach())
        # ATen has no derivative for _ctc_loss_backward: under create_graph the gradient
        # gets the NotImplemented node, which raises when it is differentiated.
        if torch.is_grad_enabled():
            g = _native.not_implemented(g, "derivative for aten::_ctc_loss_backward is not implemented", grads[0], lp)
        return [g]

    def _backward(self, grad_out, lp):
        steps, batch, labels = lp.shape
        dev = lp.device
        nll, alpha = self.saved
        if grad_out is None:
            grad_out = torch.zeros_like(nll)
        tp, s, two_l, lpt = self._setup(lp)
        neginf = torch.full((batch, self.width), -math.inf, dtype=lp.dtype, device=dev)
        il = torch.tensor(self.il, dtype=torch.int64, device=dev).unsqueeze(1)
        # Beta, from each entry's last step down (eq. 10, 11); rows past an entry's input
        # length are -inf and never read.
        skip = (s < two_l - 1) & (tp != _ctc_shift(tp, -2, -1))
        start = (s == two_l) | ((s == two_l - 1) & (two_l > 0))
        rows = [None] * steps
        nxt = None
        for t in range(steps - 1, -1, -1):
            init = torch.where(start, lpt[t], neginf)
            if nxt is None:
                row = torch.where(il - 1 == t, init, neginf)
            else:
                lb2 = torch.where(s < two_l, _ctc_shift(nxt, -1, -math.inf), neginf)
                lb3 = torch.where(skip, _ctc_shift(nxt, -2, -math.inf), neginf)
                rec = _ctc_logadd3(nxt, lb2, lb3) + lpt[t]
                row = torch.where(il - 1 == t, init, torch.where(il - 1 > t, rec, neginf))
            rows[t] = row
            nxt = row
        beta = torch.stack(rows, 1)
        ab = alpha + beta
        # Collected alpha*beta per label (eq. 16), in log space: the last step's two
        # positions are assigned, earlier steps log-add positions from the highest down.
        coll = torch.full((batch, steps, labels), -math.inf, dtype=lp.dtype, device=dev)
        t_idx = torch.arange(steps, device=dev).unsqueeze(0)
        last_step = (il - 1 == t_idx).unsqueeze(2)
        earlier = (il - 1 > t_idx).unsqueeze(2)
        two_l3 = two_l.unsqueeze(2)
        for k in (0, 1):
            # s = 2L (blank), then s = 2L - 1 (the last target) when L > 0.
            pos = (two_l - k).clamp_min(0)
            lab = ab.gather(2, pos.unsqueeze(1).expand(batch, steps, 1))
            label = tp.gather(1, pos).unsqueeze(1).expand(batch, steps, 1)
            cur = coll.gather(2, label)
            ok = last_step & (two_l3 >= k) if k == 0 else last_step & (two_l3 > 0)
            coll = coll.scatter(2, label, torch.where(ok, lab, cur))
        for p in range(self.width - 1, -1, -1):
            label = tp[:, p : p + 1].unsqueeze(1).expand(batch, steps, 1)
            lab = ab[:, :, p : p + 1]
            cur = coll.gather(2, label)
            mx = torch.where(cur < lab, lab, cur)
            added = torch.log(torch.exp(cur - mx) + torch.exp(lab - mx)) + mx
            new = torch.where(cur == -math.inf, lab, added)
            ok = earlier & (two_l3 >= p)
            coll = coll.scatter(2, label, torch.where(ok, new, cur))
        lpb = lp.permute(1, 0, 2)
        n3 = nll.reshape(batch, 1, 1)
        g3 = grad_out.reshape(batch, 1, 1).to(lp.dtype)
        res = (torch.exp(lpb) - torch.exp(coll + n3 - lpb)) * g3
        zero = torch.zeros((), dtype=lp.dtype, device=dev)
        keep = t_idx.unsqueeze(2) < il.unsqueeze(2)
        if self.zero_infinity:
            keep = keep & (n3 != math.inf)
        res = torch.where(keep, res, zero)
        return res.permute(1, 0, 2).contiguous()


def _ctc_reduction_enum(reduction):
    # torch.nn._reduction.get_enum.
    if reduction in ("none", "mean", "sum"):
        return reduction
    if reduction == "elementwise_mean":
        import warnings
        warnings.warn("reduction='elementwise_mean' is deprecated. Please use reduction='mean' instead.")
        return "mean"
    raise ValueError(f"{reduction} is not a valid value for reduction")


def _F_ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    reduction = _ctc_reduction_enum(reduction)
    il, tl = _ctc_lengths((log_probs, targets, input_lengths, target_lengths, blank, 1, zero_infinity))
    blank = int(blank)
    # ctc_loss_impl: an unbatched (T, C) input is a batch of one.
    batched = log_probs.dim() == 3
    lp = log_probs if batched else log_probs.unsqueeze(1)
    targets = targets.to(lp.device, torch.int64)
    longest = _ctc_check(lp, targets, il, tl, blank)
    kernel = _CtcKernel(targets, il, tl, blank, zero_infinity, longest)
    res = _native_node("CtcLossBackward0", kernel, lp, formula=kernel.formula)
    if zero_infinity:
        res = torch.where(res == math.inf, torch.zeros((), dtype=res.dtype, device=res.device), res)
    if reduction == "mean":
        lengths = torch.tensor(tl, dtype=res.dtype, device=res.device).clamp_min(1)
        return (res / lengths).mean()
    if reduction == "sum":
        return res.sum()
    return res if batched else res.squeeze(0)


class CTCLoss(_Loss):
    def __init__(self, blank=0, reduction="mean", zero_infinity=False):
        super().__init__(reduction=reduction)
        self.blank = blank
        self.zero_infinity = zero_infinity

    def forward(self, log_probs, targets, input_lengths, target_lengths):
        return F.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank, self.reduction, self.zero_infinity)


# ---------------------------------------------------------------------------------------
# nn.AdaptiveLogSoftmaxWithLoss, after torch/nn/modules/adaptive.py (Grave et al.'s
# adaptive softmax): a head over the shortlist and one entry per cluster, and a two-layer
# projection per cluster, made in that order so seeded weights agree.

_ASM_OUTPUT = []


def _asm_output(output, loss):
    # namedtuple("_ASMoutput", ["output", "loss"]), made on first use.
    if not _ASM_OUTPUT:
        from collections import namedtuple

        _ASM_OUTPUT.append(namedtuple("_ASMoutput", ["output", "loss"]))
    return _ASM_OUTPUT[0](output, loss)


class AdaptiveLogSoftmaxWithLoss(Module):
    def __init__(self, in_features, n_classes, cutoffs, div_value=4.0, head_bias=False, device=None, dtype=None):
        factory_kwargs = {"device": device, "dtype": dtype}
        super().__init__()
        cutoffs = list(cutoffs)
        if len(cutoffs) == 0:
            raise ValueError("cutoffs should be a sequence of length larger than 0")
        if (
            (cutoffs != sorted(cutoffs))
            or (min(cutoffs) <= 0)
            or (max(cutoffs) > (n_classes - 1))
            or (len(set(cutoffs)) != len(cutoffs))
            or any(int(c) != c for c in cutoffs)
        ):
            raise ValueError(
                "cutoffs should be a sequence of unique, positive "
                "integers sorted in an increasing order, where "
                "each value is between 1 and n_classes-1"
            )
        self.in_features = in_features
        self.n_classes = n_classes
        self.cutoffs = cutoffs + [n_classes]
        self.div_value = div_value
        self.head_bias = head_bias
        self.shortlist_size = self.cutoffs[0]
        self.n_clusters = len(self.cutoffs) - 1
        self.head_size = self.shortlist_size + self.n_clusters
        self.head = Linear(self.in_features, self.head_size, bias=self.head_bias, **factory_kwargs)
        self.tail = ModuleList()
        for i in range(self.n_clusters):
            hsz = int(self.in_features // (self.div_value ** (i + 1)))
            osz = self.cutoffs[i + 1] - self.cutoffs[i]
            projection = Sequential(
                Linear(self.in_features, hsz, bias=False, **factory_kwargs),
                Linear(hsz, osz, bias=False, **factory_kwargs),
            )
            self.tail.append(projection)

    def reset_parameters(self):
        self.head.reset_parameters()
        for i2h, h2o in self.tail:
            i2h.reset_parameters()
            h2o.reset_parameters()

    def forward(self, input_, target_):
        targ_dim = target_.dim()
        if targ_dim == 1:
            if input_.size(0) != target_.size(0):
                raise RuntimeError("Input and target should have the same size in the batch dimension.")
            if input_.dim() != 2:
                raise RuntimeError(
                    f"1D target tensor expects 2D input tensors, but found inputs with size {input_.size()}"
                )
        elif targ_dim == 0:
            if input_.dim() != 1:
                raise RuntimeError(
                    f"0D target tensor expects 1D input tensors, but found inputs with size {input_.size()}"
                )
        else:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")

        is_batched = targ_dim > 0
        input = input_ if is_batched else input_.unsqueeze(0)
        target = target_ if is_batched else target_.unsqueeze(0)

        used_rows = 0
        batch_size = target.size(0)

        output = input.new_zeros(batch_size)
        gather_inds = target.new_empty(batch_size)

        cutoff_values = [0] + self.cutoffs
        for i in range(len(cutoff_values) - 1):
            low_idx = cutoff_values[i]
            high_idx = cutoff_values[i + 1]

            target_mask = (target >= low_idx) & (target < high_idx)
            row_indices = target_mask.nonzero().squeeze()

            if row_indices.numel() == 0:
                continue

            if i == 0:
                gather_inds.index_copy_(0, row_indices, target[target_mask])
            else:
                relative_target = target[target_mask] - low_idx
                input_subset = input.index_select(0, row_indices)

                cluster_output = self.tail[i - 1](input_subset)
                cluster_index = self.shortlist_size + i - 1

                gather_inds.index_fill_(0, row_indices, cluster_index)
                cluster_logprob = F.log_softmax(cluster_output, dim=1)
                local_logprob = cluster_logprob.gather(1, relative_target.unsqueeze(1))
                output.index_copy_(0, row_indices, local_logprob.squeeze(1))

            used_rows += row_indices.numel()

        if used_rows != batch_size:
            raise RuntimeError(
                f"Target values should be in [0, {self.n_classes - 1}], "
                f"but values in range [{target.min().item()}, {target.max().item()}] "
                "were found. "
            )

        head_output = self.head(input)
        head_logprob = F.log_softmax(head_output, dim=1)
        output += head_logprob.gather(1, gather_inds.unsqueeze(1)).squeeze()
        loss = (-output).mean()

        if not is_batched:
            output = output.squeeze(0)

        return _asm_output(output, loss)

    def _get_full_log_prob(self, input, head_output):
        out = input.new_empty((head_output.size(0), self.n_classes))
        head_logprob = F.log_softmax(head_output, dim=1)

        out[:, : self.shortlist_size] = head_logprob[:, : self.shortlist_size]

        for i, (start_idx, stop_idx) in enumerate(zip(self.cutoffs, self.cutoffs[1:])):
            cluster_output = self.tail[i](input)
            cluster_logprob = F.log_softmax(cluster_output, dim=1)
            output_logprob = cluster_logprob + head_logprob[:, self.shortlist_size + i].unsqueeze(1)

            out[:, start_idx:stop_idx] = output_logprob

        return out

    def log_prob(self, input):
        head_output = self.head(input)
        return self._get_full_log_prob(input, head_output)

    def predict(self, input):
        head_output = self.head(input)
        output = torch.argmax(head_output, dim=1)
        not_in_shortlist = output >= self.shortlist_size
        all_in_shortlist = not (not_in_shortlist.any())

        if all_in_shortlist:
            return output

        elif not_in_shortlist.all():
            log_prob = self._get_full_log_prob(input, head_output)
            return torch.argmax(log_prob, dim=1)

        else:
            log_prob = self._get_full_log_prob(input[not_in_shortlist], head_output[not_in_shortlist])
            output[not_in_shortlist] = torch.argmax(log_prob, dim=1)
            return output
