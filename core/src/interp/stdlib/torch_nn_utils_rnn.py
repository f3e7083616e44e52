# torch.nn.utils.rnn: padding a batch of sequences of different lengths, after PyTorch's
# torch/nn/utils/rnn.py and ATen's pad_sequence (PackedSequence is not here yet). The output
# is filled first and each sequence copied into its slice, so the graph is ATen's chain of
# CopySlices nodes.

import torch


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    try:
        iter(sequences)
    except TypeError:
        raise RuntimeError(
            "pad_sequence: Expected iterable for input sequences, but got arg of type: "
            f"{type(sequences)}"
        )
    sequences = tuple(sequences)
    if len(sequences) == 0:
        raise RuntimeError("received an empty list of sequences")
    first = sequences[0]
    if first.dim() == 0:
        raise RuntimeError("ArrayRef: invalid slice, N = 1; size = 0")
    trailing = tuple(first.shape[1:])
    max_len = max(s.size(0) for s in sequences)
    n = len(sequences)
    dims = (n, max_len) if batch_first else (max_len, n)
    out = torch.full(dims + trailing, padding_value, dtype=first.dtype, device=first.device)
    if padding_side not in ("left", "right"):
        raise RuntimeError(
            f"Expected padding_side to be one of left or right, but got {padding_side}."
        )
    for i, seq in enumerate(sequences):
        length = seq.size(0)
        start = max_len - length if padding_side == "left" else 0
        if batch_first:
            out.select(0, i).narrow(0, start, length).copy_(seq)
        else:
            out.narrow(0, start, length).select(1, i).copy_(seq)
    return out


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    unpadded_sequences = []
    if not batch_first:
        padded_sequences.transpose_(0, 1)
    max_length = padded_sequences.shape[1]
    idx = torch.arange(max_length, device=lengths.device)
    for seq, length in zip(padded_sequences, lengths):
        mask = idx < length
        unpacked_seq = seq[mask]
        unpadded_sequences.append(unpacked_seq)
    return unpadded_sequences
