

# ---------------------------------------------------------------------------------------
# Recurrent modules: nn.RNN, nn.LSTM, nn.GRU and their cells, after torch/nn/modules/rnn.py
# for the module side and ATen's RNN.cpp for the math, op by op, so the values round as
# PyTorch's CPU path rounds and the nodes a script sees are PyTorch's:
# - a layer projects the whole sequence through weight_ih at once (`linear` on the 3-d
#   input), then steps the cell over `unbind(0)` of it and `stack`s the step outputs;
# - a bidirectional layer `cat`s the forward and the reversed outputs on the last dim;
# - the final hidden states are `stack`ed, layer by layer and forward before reverse;
# - float32 LSTMs go through oneDNN in PyTorch on an x86 CPU (`mkldnn_rnn_layer`): one
#   node per layer and direction, `MkldnnRnnLayerBackward0`, with outputs (output, h, c).
#   Here that node is a Function that recomputes the layer's math in backward.
# ---------------------------------------------------------------------------------------


def _rnn_linear(x, w, b):
    return F.linear(x, w, b)


def _rnn_tanh_cell_step(x_proj, h, w_hh, b_hh):
    return torch.tanh(_rnn_linear(h, w_hh, b_hh) + x_proj)


def _rnn_relu_cell_step(x_proj, h, w_hh, b_hh):
    return torch.relu(_rnn_linear(h, w_hh, b_hh) + x_proj)


def _gru_cell_step(x_proj, h, w_hh, b_hh):
    igates = x_proj.chunk(3, 1)
    hgates = _rnn_linear(h, w_hh, b_hh).chunk(3, 1)
    reset_gate = (hgates[0] + igates[0]).sigmoid()
    input_gate = (hgates[1] + igates[1]).sigmoid()
    new_gate = (igates[2] + hgates[2] * reset_gate).tanh()
    return (h - new_gate) * input_gate + new_gate


def _lstm_cell_step(x_proj, hc, w_hh, b_hh, w_hr):
    h, c = hc
    gates = _rnn_linear(h, w_hh, b_hh) + x_proj
    chunks = gates.chunk(4, 1)
    ingate = chunks[0].sigmoid()
    forgetgate = chunks[1].sigmoid()
    cellgate = chunks[2].tanh()
    outgate = chunks[3].sigmoid()
    cy = forgetgate * c + ingate * cellgate
    hy = outgate * cy.tanh()
    if w_hr is not None:
        hy = hy.matmul(w_hr.t())
    return hy, cy


def _rnn_layer(mode, x, hidden, p, reverse):
    # One layer, one direction: (outputs stacked over time, final hidden).
    w_ih, w_hh, b_ih, b_hh, w_hr = p
    if x.size(0) == 0:
        raise RuntimeError("Expected sequence length to be larger than 0 in RNN")
    steps = list(_rnn_linear(x, w_ih, b_ih).unbind(0))
    if reverse:
        steps.reverse()
    outputs = []
    for s in steps:
        if mode == "LSTM":
            hidden = _lstm_cell_step(s, hidden, w_hh, b_hh, w_hr)
            outputs.append(hidden[0])
        elif mode == "GRU":
            hidden = _gru_cell_step(s, hidden, w_hh, b_hh)
            outputs.append(hidden)
        elif mode == "RNN_RELU":
            hidden = _rnn_relu_cell_step(s, hidden, w_hh, b_hh)
            outputs.append(hidden)
        else:
            hidden = _rnn_tanh_cell_step(s, hidden, w_hh, b_hh)
            outputs.append(hidden)
    if reverse:
        outputs.reverse()
    return torch.stack(outputs, 0), hidden


def _is_packed(input):
    # torch.nn.utils.rnn is imported only by scripts that pack, so a plain tensor never
    # loads it.
    if isinstance(input, torch.Tensor):
        return False
    from torch.nn.utils.rnn import PackedSequence
    return isinstance(input, PackedSequence)


def _packed_layer(mode, data, batch_sizes, hidden, p, reverse):
    # RNN.cpp's PackedLayer and ReversedPackedLayer: at each time step only the sequences
    # still running take part. Forward, the hidden states of sequences that end are set
    # aside (and joined, longest first, as the final state); in reverse, the shortest run
    # starts and each sequence's initial state joins where its steps begin.
    w_ih, w_hh, b_ih, b_hh, w_hr = p
    lstm = mode == "LSTM"
    x = _rnn_linear(data, w_ih, b_ih)
    sizes = batch_sizes.tolist()

    def step(s, h):
        if lstm:
            return _lstm_cell_step(s, h, w_hh, b_hh, w_hr)
        if mode == "GRU":
            return _gru_cell_step(s, h, w_hh, b_hh)
        if mode == "RNN_RELU":
            return _rnn_relu_cell_step(s, h, w_hh, b_hh)
        return _rnn_tanh_cell_step(s, h, w_hh, b_hh)

    def rows(h, start, end):
        if lstm:
            return (h[0].narrow(0, start, end - start), h[1].narrow(0, start, end - start))
        return h.narrow(0, start, end - start)

    def joined(hs):
        if lstm:
            return (torch.cat([h[0] for h in hs], 0), torch.cat([h[1] for h in hs], 0))
        return torch.cat(hs, 0)

    outputs = []
    if not reverse:
        offset, last, h, finished = 0, sizes[0], hidden, []
        for b in sizes:
            s = x.narrow(0, offset, b)
            offset += b
            if last > b:
                finished.append(rows(h, b, last))
                h = rows(h, 0, b)
            last = b
            h = step(s, h)
            outputs.append(h[0] if lstm else h)
        finished.append(h)
        finished.reverse()
        return torch.cat(outputs, 0), joined(finished)
    offset, last = x.size(0), sizes[-1]
    h = rows(hidden, 0, last)
    for b in reversed(sizes):
        if b > last:
            h = joined([h, rows(hidden, last, b)])
        s = x.narrow(0, offset - b, b)
        offset -= b
        last = b
        h = step(s, h)
        outputs.append(h[0] if lstm else h)
    outputs.reverse()
    return torch.cat(outputs, 0), h


def _carries_tangent(tensors):
    if _native.current_dual_level() < 0:
        return False
    unpack = torch.autograd.forward_ad.unpack_dual
    return any(isinstance(t, torch.Tensor) and unpack(t).tangent is not None for t in tensors)


def _recomputed_grads(need, saved, compute, grad_outputs):
    # The backward of a prelude Function standing for one ATen kernel (the oneDNN LSTM layer,
    # the CPU flash attention): its math recomputed with grad on and differentiated. Under
    # create_graph the saved tensors themselves are used, so the gradients keep their
    # history back to the inputs (double backward).
    higher = torch.is_grad_enabled()
    # Inside a dual level with tangents about (forward over reverse, `jvp(grad(f))`) the
    # inputs keep theirs, so the gradients computed from them carry tangents too.
    carried = not higher and _carries_tangent(list(saved) + list(grad_outputs))
    linked = higher or carried
    # Under create_graph each input is an alias of the saved tensor: a gradient taken with
    # respect to the alias counts only the paths through this input, where one taken with
    # respect to the saved tensor itself would also count the paths through other inputs
    # made from it (`dist(a, a.flip(0))`, `block_diag(a, a)`) and count them twice.
    with torch.enable_grad():
        ins = [
            t if t is None or (linked and not need[i]) else (t.view_as(t) if linked else t.detach().requires_grad_(need[i]))
            for i, t in enumerate(saved)
        ]
        outs = compute(*ins)
    wanted = [t is not None and need[i] and t.requires_grad for i, t in enumerate(ins)]
    wrt = [t for i, t in enumerate(ins) if wanted[i]]
    # Outputs that do not depend on any input (an empty matrix's inverse) carry no
    # gradient; an input no output depends on gets zeros, as an ATen formula returns.
    live = [(o, g) for o, g in zip(outs, grad_outputs) if o.requires_grad]
    found = [None] * len(wrt)
    if live and wrt:
        found = torch.autograd.grad(
            [o for o, _ in live], wrt, [g for _, g in live], allow_unused=True, create_graph=higher
        )
    grads = iter(torch.zeros_like(t) if g is None else g for t, g in zip(wrt, found))
    return [next(grads) if wanted[i] else None for i in range(len(ins))]


@_made_on_first_use
def _mkldnn_lstm_layer():
    class _MkldnnRnnLayer(torch.autograd.Function):
        _stridelab_node_name = "MkldnnRnnLayerBackward0"

        @staticmethod
        def forward(ctx, x, w_ih, w_hh, b_ih, b_hh, h0, c0, reverse):
            ctx.save_for_backward(x, w_ih, w_hh, b_ih, b_hh, h0, c0)
            ctx.reverse = reverse
            low = x.dtype
            if low != torch.float32:
                # Under CPU autocast (all given in the region's dtype): oneDNN sums the
                # gates in float32 and rounds the results once.
                with torch.autocast("cpu", enabled=False):
                    out, h, c = _low_precision_lstm(x, w_ih, w_hh, b_ih, b_hh, h0, c0, reverse)
                return out, h, c
            out, (h, c) = _rnn_layer("LSTM", x, (h0, c0), (w_ih, w_hh, b_ih, b_hh, None), reverse)
            return out, h, c

        @staticmethod
        def backward(ctx, g_out, g_h, g_c):
            def layer(x, w_ih, w_hh, b_ih, b_hh, h0, c0):
                out, (h, c) = _rnn_layer("LSTM", x, (h0, c0), (w_ih, w_hh, b_ih, b_hh, None), ctx.reverse)
                return [out, h, c]

            grads = _recomputed_grads(ctx.needs_input_grad, ctx.saved_tensors, layer, [g_out, g_h, g_c])
            return tuple(grads) + (None,)

    return _MkldnnRnnLayer


def _low_precision_lstm(x, w_ih, w_hh, b_ih, b_hh, h0, c0, reverse):
    # oneDNN's bfloat16/half LSTM, as near as its own activation approximations let us
    # come (within a unit or two of the last place; docs/decisions.md): the products of
    # low-precision inputs summed in float32, the two biases added in the low dtype, the
    # cell state kept in float32, and the hidden state rounded at every step (it is the
    # next step's product input and the output).
    low = x.dtype
    bias = (b_ih.float() + b_hh.float()).to(low).float()
    x_proj = F.linear(x.float(), w_ih.float())
    w = w_hh.float()
    h, c = h0, c0.float()
    outs = [None] * x.shape[0]
    order = range(x.shape[0] - 1, -1, -1) if reverse else range(x.shape[0])
    for t in order:
        gates = F.linear(h.float(), w) + x_proj[t] + bias
        i, f, g, o = gates.chunk(4, 1)
        c = f.sigmoid() * c + i.sigmoid() * g.tanh()
        h = (o.sigmoid() * c.tanh()).to(low)
        outs[t] = h
    return torch.stack(outs), h, c.to(low)


def _uses_onednn(mode, x, proj_size):
    # ATen's use_mkldnn for lstm: float32 CPU input with elements, no projections.
    return mode == "LSTM" and x.dtype == torch.float32 and x.numel() != 0 and proj_size == 0


class RNNBase(Module):
    def __init__(
        self,
        mode,
        input_size,
        hidden_size,
        num_layers=1,
        bias=True,
        batch_first=False,
        dropout=0.0,
        bidirectional=False,
        proj_size=0,
        device=None,
        dtype=None,
    ):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout) if not isinstance(dropout, bool) else dropout
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        num_directions = 2 if bidirectional else 1
        if (
            not isinstance(dropout, (int, float))
            or isinstance(dropout, bool)
            or not 0 <= dropout <= 1
        ):
            raise ValueError(
                "dropout should be a number in range [0, 1] "
                "representing the probability of an element being "
                "zeroed"
            )
        if not isinstance(bias, bool):
            raise TypeError(f"bias should be of type bool, got: {type(bias).__name__}")
        if not isinstance(batch_first, bool):
            raise TypeError(
                f"batch_first should be of type bool, got: {type(batch_first).__name__}"
            )
        if not isinstance(input_size, int):
            raise TypeError(f"input_size should be of type int, got: {type(input_size).__name__}")
        if input_size <= 0:
            raise ValueError("input_size must be greater than zero")
        if not isinstance(hidden_size, int):
            raise TypeError(f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
        if hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode == "LSTM":
            gate_size = 4 * hidden_size
        elif mode == "GRU":
            gate_size = 3 * hidden_size
        elif mode == "RNN_TANH" or mode == "RNN_RELU":
            gate_size = hidden_size
        else:
            raise ValueError("Unrecognized RNN mode: " + mode)
        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                real_hidden_size = proj_size if proj_size > 0 else hidden_size
                layer_input_size = input_size if layer == 0 else real_hidden_size * num_directions
                w_ih = Parameter(torch.empty((gate_size, layer_input_size), device=device, dtype=dtype))
                w_hh = Parameter(torch.empty((gate_size, real_hidden_size), device=device, dtype=dtype))
                b_ih = Parameter(torch.empty(gate_size, device=device, dtype=dtype))
                b_hh = Parameter(torch.empty(gate_size, device=device, dtype=dtype))
                if proj_size == 0:
                    layer_params = (w_ih, w_hh, b_ih, b_hh) if bias else (w_ih, w_hh)
                else:
                    w_hr = Parameter(torch.empty((proj_size, hidden_size), device=device, dtype=dtype))
                    layer_params = (w_ih, w_hh, b_ih, b_hh, w_hr) if bias else (w_ih, w_hh, w_hr)
                suffix = "_reverse" if direction == 1 else ""
                param_names = ["weight_ih_l{}{}", "weight_hh_l{}{}"]
                if bias:
                    param_names += ["bias_ih_l{}{}", "bias_hh_l{}{}"]
                if proj_size > 0:
                    param_names += ["weight_hr_l{}{}"]
                param_names = [x.format(layer, suffix) for x in param_names]
                for name, param in zip(param_names, layer_params):
                    setattr(self, name, param)
                self._flat_weights_names.extend(param_names)
                self._all_weights.append(param_names)
        self.reset_parameters()

    @property
    def _flat_weights(self):
        return [getattr(self, wn) for wn in self._flat_weights_names]

    @property
    def all_weights(self):
        return [[getattr(self, weight) for weight in weights] for weights in self._all_weights]

    def flatten_parameters(self):
        # cuDNN's packing of the weights; nothing to do on the CPU, as in PyTorch.
        return None

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _layer_params(self, layer, direction):
        suffix = "_reverse" if direction == 1 else ""

        def get(kind):
            name = f"{kind}_l{layer}{suffix}"
            return getattr(self, name) if name in self._flat_weights_names else None

        return (get("weight_ih"), get("weight_hh"), get("bias_ih"), get("bias_hh"), get("weight_hr"))

    def check_input(self, input, batch_sizes):
        # Under autocast the products cast their operands, so the dtypes may differ.
        if input.dtype != self._flat_weights[0].dtype and not torch.is_autocast_enabled("cpu"):
            raise ValueError(
                f"RNN input dtype ({input.dtype}) does not match weight dtype ({self._flat_weights[0].dtype}). "
                f"Convert input: input.to({self._flat_weights[0].dtype}), or convert model: model.to({input.dtype})"
            )
        expected_input_dim = 2 if batch_sizes is not None else 3
        if input.dim() != expected_input_dim:
            raise RuntimeError(
                f"input must have {expected_input_dim} dimensions, got {input.dim()}"
            )
        if self.input_size != input.size(-1):
            raise RuntimeError(
                f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got {input.size(-1)}"
            )

    def get_expected_hidden_size(self, input, batch_sizes):
        if batch_sizes is not None:
            mini_batch = int(batch_sizes[0])
        else:
            mini_batch = input.size(0) if self.batch_first else input.size(1)
        num_directions = 2 if self.bidirectional else 1
        if self.proj_size > 0:
            return (self.num_layers * num_directions, mini_batch, self.proj_size)
        return (self.num_layers * num_directions, mini_batch, self.hidden_size)

    def check_hidden_size(self, hx, expected_hidden_size, msg="Expected hidden size {}, got {}"):
        if tuple(hx.size()) != expected_hidden_size:
            raise RuntimeError(msg.format(expected_hidden_size, list(hx.size())))

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        expected_hidden_size = self.get_expected_hidden_size(input, batch_sizes)
        self.check_hidden_size(hidden, expected_hidden_size)

    def _run(self, input, hx):
        # RNN.cpp's _rnn_impl_with_concat over the layers (and the oneDNN LSTM, which has
        # the same structure with one node per layer and direction).
        num_directions = 2 if self.bidirectional else 1
        # ATen's rnn ops have no batching rule: vmap refuses them.
        _native.vmap_no_fallback(f"aten::{self.mode.lower()}.input", input, hx)
        x = input.transpose(0, 1) if self.batch_first else input
        lstm = self.mode == "LSTM"
        onednn = _uses_onednn(self.mode, x, self.proj_size)
        if lstm:
            h_all = hx[0].unbind(0) if not onednn else None
            c_all = hx[1].unbind(0) if not onednn else None
        else:
            h_all = hx.unbind(0)
        finals = []
        cells = []
        layer_input = x
        for layer in range(self.num_layers):
            outs = []
            for direction in range(num_directions):
                index = layer * num_directions + direction
                p = self._layer_params(layer, direction)
                reverse = direction == 1
                if onednn:
                    fn = _mkldnn_lstm_layer()
                    given = [layer_input, p[0], p[1], p[2], p[3], hx[0][index], hx[1][index]]
                    if torch.is_autocast_enabled("cpu"):
                        # mkldnn_rnn_layer is on CPU autocast's lower-precision list.
                        low = torch.get_autocast_dtype("cpu")
                        given = [t.to(low) if t.dtype == torch.float32 else t for t in given]
                    out, h, c = fn.apply(*given, reverse)
                    finals.append(h)
                    cells.append(c)
                elif lstm:
                    out, (h, c) = _rnn_layer(self.mode, layer_input, (h_all[index], c_all[index]), p, reverse)
                    finals.append(h)
                    cells.append(c)
                else:
                    out, h = _rnn_layer(self.mode, layer_input, h_all[index], p, reverse)
                    finals.append(h)
                outs.append(out)
            layer_input = outs[0] if num_directions == 1 else torch.cat(outs, outs[0].dim() - 1)
            if self.dropout != 0 and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        output = layer_input
        if self.batch_first:
            # RNN.cpp turns an RNN's or GRU's output back in place (transpose_); the LSTM
            # paths return a transposed copy.
            output = output.transpose(0, 1) if lstm else output.transpose_(0, 1)
        if lstm:
            return output, (torch.stack(finals, 0), torch.stack(cells, 0))
        return output, torch.stack(finals, 0)

    def _run_packed(self, data, batch_sizes, hx):
        # _rnn_impl over PackedLayer/PackedBidirectionalLayer: the packed rows go through
        # each layer; directions are joined along features, dropout acts on the rows.
        num_directions = 2 if self.bidirectional else 1
        _native.vmap_no_fallback(f"aten::{self.mode.lower()}.data", data, hx)
        lstm = self.mode == "LSTM"
        finals, cells = [], []
        layer_input = data
        for layer in range(self.num_layers):
            outs = []
            for direction in range(num_directions):
                index = layer * num_directions + direction
                h0 = (hx[0][index], hx[1][index]) if lstm else hx[index]
                out, h = _packed_layer(self.mode, layer_input, batch_sizes, h0,
                                       self._layer_params(layer, direction), direction == 1)
                if lstm:
                    finals.append(h[0])
                    cells.append(h[1])
                else:
                    finals.append(h)
                outs.append(out)
            layer_input = outs[0] if num_directions == 1 else torch.cat(outs, outs[0].dim() - 1)
            if self.dropout != 0 and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        if lstm:
            return layer_input, (torch.stack(finals, 0), torch.stack(cells, 0))
        return layer_input, torch.stack(finals, 0)

    def permute_hidden(self, hx, permutation):
        if permutation is None:
            return hx
        if self.mode == "LSTM":
            return hx[0].index_select(1, permutation), hx[1].index_select(1, permutation)
        return hx.index_select(1, permutation)

    def _forward_packed(self, packed, hx):
        from torch.nn.utils.rnn import PackedSequence
        data, batch_sizes, sorted_indices, unsorted_indices = packed
        num_directions = 2 if self.bidirectional else 1
        max_batch_size = int(batch_sizes[0])
        if hx is None:
            real_hidden_size = self.proj_size if self.proj_size > 0 else self.hidden_size
            h = torch.zeros(self.num_layers * num_directions, max_batch_size, real_hidden_size,
                            dtype=data.dtype, device=data.device)
            if self.mode == "LSTM":
                c = torch.zeros(self.num_layers * num_directions, max_batch_size, self.hidden_size,
                                dtype=data.dtype, device=data.device)
                hx = (h, c)
            else:
                hx = h
        else:
            hx = self.permute_hidden(hx, sorted_indices)
        self.check_forward_args(data, hx, batch_sizes)
        output, hidden = self._run_packed(data, batch_sizes, hx)
        return (PackedSequence(output, batch_sizes, sorted_indices, unsorted_indices),
                self.permute_hidden(hidden, unsorted_indices))

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    def _expect_2d_or_3d(self, input, what):
        if input.dim() not in (2, 3):
            raise ValueError(f"{what}: Expected input to be 2D or 3D, got {input.dim()}D{' tensor' if what == 'RNN' else ''} instead")


class RNN(RNNBase):
    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__(mode, *args, **kwargs)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        return _rnn_or_gru_forward(self, "RNN", input, hx)


class GRU(RNNBase):
    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    def forward(self, input, hx=None):
        return _rnn_or_gru_forward(self, "GRU", input, hx)


def _rnn_or_gru_forward(self, what, input, hx):
    if _is_packed(input):
        return self._forward_packed(input, hx)
    num_directions = 2 if self.bidirectional else 1
    self._expect_2d_or_3d(input, what)
    is_batched = input.dim() == 3
    batch_dim = 0 if self.batch_first else 1
    if not is_batched:
        input = input.unsqueeze(batch_dim)
        if hx is not None:
            if hx.dim() != 2:
                raise RuntimeError(
                    f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor"
                )
            hx = hx.unsqueeze(1)
    elif hx is not None and hx.dim() != 3:
        raise RuntimeError(
            f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor"
        )
    max_batch_size = input.size(0) if self.batch_first else input.size(1)
    if hx is None:
        hx = torch.zeros(
            self.num_layers * num_directions,
            max_batch_size,
            self.hidden_size,
            dtype=input.dtype,
            device=input.device,
        )
    self.check_forward_args(input, hx, None)
    output, hidden = self._run(input, hx)
    if not is_batched:
        output = output.squeeze(batch_dim)
        hidden = hidden.squeeze(1)
    return output, hidden


class LSTM(RNNBase):
    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def get_expected_cell_size(self, input, batch_sizes):
        if batch_sizes is not None:
            mini_batch = int(batch_sizes[0])
        else:
            mini_batch = input.size(0) if self.batch_first else input.size(1)
        num_directions = 2 if self.bidirectional else 1
        return (self.num_layers * num_directions, mini_batch, self.hidden_size)

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(
            hidden[0],
            self.get_expected_hidden_size(input, batch_sizes),
            "Expected hidden[0] size {}, got {}",
        )
        self.check_hidden_size(
            hidden[1],
            self.get_expected_cell_size(input, batch_sizes),
            "Expected hidden[1] size {}, got {}",
        )

    def forward(self, input, hx=None):
        if _is_packed(input):
            return self._forward_packed(input, hx)
        num_directions = 2 if self.bidirectional else 1
        real_hidden_size = self.proj_size if self.proj_size > 0 else self.hidden_size
        self._expect_2d_or_3d(input, "LSTM")
        is_batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)
        max_batch_size = input.size(0) if self.batch_first else input.size(1)
        if hx is None:
            h_zeros = torch.zeros(
                self.num_layers * num_directions,
                max_batch_size,
                real_hidden_size,
                dtype=input.dtype,
                device=input.device,
            )
            c_zeros = torch.zeros(
                self.num_layers * num_directions,
                max_batch_size,
                self.hidden_size,
                dtype=input.dtype,
                device=input.device,
            )
            hx = (h_zeros, c_zeros)
        elif is_batched:
            if hx[0].dim() != 3 or hx[1].dim() != 3:
                raise RuntimeError(
                    f"For batched 3-D input, hx and cx should also be 3-D but got ({hx[0].dim()}-D, {hx[1].dim()}-D) tensors"
                )
        else:
            if hx[0].dim() != 2 or hx[1].dim() != 2:
                raise RuntimeError(
                    f"For unbatched 2-D input, hx and cx should also be 2-D but got ({hx[0].dim()}-D, {hx[1].dim()}-D) tensors"
                )
            hx = (hx[0].unsqueeze(1), hx[1].unsqueeze(1))
        self.check_forward_args(input, hx, None)
        if len(hx) != 2:
            # _VF.lstm's own check, after the module's.
            raise RuntimeError("lstm expects two hidden states")
        output, hidden = self._run(input, hx)
        if not is_batched:
            output = output.squeeze(batch_dim)
            hidden = (hidden[0].squeeze(1), hidden[1].squeeze(1))
        return output, hidden


class RNNCellBase(Module):
    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = Parameter(torch.empty((num_chunks * hidden_size, input_size), device=device, dtype=dtype))
        self.weight_hh = Parameter(torch.empty((num_chunks * hidden_size, hidden_size), device=device, dtype=dtype))
        if bias:
            self.bias_ih = Parameter(torch.empty(num_chunks * hidden_size, device=device, dtype=dtype))
            self.bias_hh = Parameter(torch.empty(num_chunks * hidden_size, device=device, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        nonlinearity = getattr(self, "nonlinearity", "tanh")
        if nonlinearity != "tanh":
            s += f", nonlinearity={nonlinearity}"
        return s

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _check_cell(self, input, hx, label):
        _check_cell(input, hx, self.weight_ih, self.weight_hh, label)


def _check_cell(input, hx, w_ih, w_hh, label):
    # RNN.cpp's check_rnn_cell_forward_input / _hidden.
    if input.size(1) != w_ih.size(1):
        raise RuntimeError(
            f"input has inconsistent input_size: got {input.size(1)} expected {w_ih.size(1)}"
        )
    if input.size(0) != hx.size(0):
        raise RuntimeError(
            f"Input batch size {input.size(0)} doesn't match hidden{label} batch size {hx.size(0)}"
        )
    if hx.size(1) != w_hh.size(1):
        raise RuntimeError(
            f"hidden{label} has inconsistent hidden_size: got {hx.size(1)}, expected {w_hh.size(1)}"
        )


# ATen's cells as torch.X (what the modules' forward runs after its own checks): RNN.cpp's
# checks, then the same steps.
def _torch_lstm_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    if len(hx) != 2:
        raise RuntimeError("lstm_cell expects two hidden states")
    _check_cell(input, hx[0], w_ih, w_hh, 0)
    _check_cell(input, hx[1], w_ih, w_hh, 1)
    return _lstm_cell_step(_rnn_linear(input, w_ih, b_ih), tuple(hx), w_hh, b_hh, None)


def _torch_gru_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    _check_cell(input, hx, w_ih, w_hh, 0)
    return _gru_cell_step(_rnn_linear(input, w_ih, b_ih), hx, w_hh, b_hh)


def _torch_rnn_tanh_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    _check_cell(input, hx, w_ih, w_hh, 0)
    return _rnn_tanh_cell_step(_rnn_linear(input, w_ih, b_ih), hx, w_hh, b_hh)


def _torch_rnn_relu_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    _check_cell(input, hx, w_ih, w_hh, 0)
    return _rnn_relu_cell_step(_rnn_linear(input, w_ih, b_ih), hx, w_hh, b_hh)


def _cell_input(name, input, what="input"):
    if input.dim() not in (1, 2):
        raise ValueError(f"{name}: Expected {what} to be 1D or 2D, got {input.dim()}D instead")


def _one_state_cell(cell, name, input, hx, step):
    # RNNCell's and GRUCell's forward: unbatched inputs take a batch of one, a missing
    # state is zeros, RNN.cpp's checks, then the cell's step on the projected input.
    _cell_input(name, input)
    if hx is not None:
        _cell_input(name, hx, "hidden")
    is_batched = input.dim() == 2
    if not is_batched:
        input = input.unsqueeze(0)
    if hx is None:
        hx = torch.zeros(input.size(0), cell.hidden_size, dtype=input.dtype, device=input.device)
    elif not is_batched:
        hx = hx.unsqueeze(0)
    cell._check_cell(input, hx, 0)
    x_proj = _rnn_linear(input, cell.weight_ih, cell.bias_ih)
    ret = step(x_proj, hx, cell.weight_hh, cell.bias_hh)
    return ret if is_batched else ret.squeeze(0)


class RNNCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        if self.nonlinearity == "tanh":
            step = _rnn_tanh_cell_step
        elif self.nonlinearity == "relu":
            step = _rnn_relu_cell_step
        else:
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        return _one_state_cell(self, "RNNCell", input, hx, step)


class LSTMCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        _cell_input("LSTMCell", input)
        if hx is not None:
            for idx, value in enumerate(hx):
                if value.dim() not in (1, 2):
                    raise ValueError(
                        f"LSTMCell: Expected hx[{idx}] to be 1D or 2D, got {value.dim()}D instead"
                    )
        is_batched = input.dim() == 2
        if not is_batched:
            input = input.unsqueeze(0)
        if hx is None:
            zeros = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype, device=input.device)
            hx = (zeros, zeros)
        elif not is_batched:
            hx = (hx[0].unsqueeze(0), hx[1].unsqueeze(0))
        if not isinstance(hx, (tuple, list)):
            # _VF.lstm_cell's parser: a batched cell's state is the pair (h, c).
            raise TypeError(f"lstm_cell(): argument 'hx' (position 2) must be tuple of Tensors, not {type(hx).__name__}")
        if len(hx) != 2:
            raise RuntimeError("lstm_cell expects two hidden states")
        self._check_cell(input, hx[0], 0)
        self._check_cell(input, hx[1], 1)
        x_proj = _rnn_linear(input, self.weight_ih, self.bias_ih)
        ret = _lstm_cell_step(x_proj, hx, self.weight_hh, self.bias_hh, None)
        if not is_batched:
            ret = (ret[0].squeeze(0), ret[1].squeeze(0))
        return ret


class GRUCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        return _one_state_cell(self, "GRUCell", input, hx, _gru_cell_step)
