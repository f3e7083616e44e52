import torch
import unicodedata
# Karpathy's minbpe lesson (base.py get_stats/merge/render_token, basic.py BasicTokenizer):
# byte-level BPE over UTF-8, a vocab dict of bytes, decode with errors="replace"
def get_stats(ids, counts=None):
    counts = {} if counts is None else counts
    for pair in zip(ids, ids[1:]):
        counts[pair] = counts.get(pair, 0) + 1
    return counts

def merge(ids, pair, idx):
    newids = []
    i = 0
    while i < len(ids):
        if ids[i] == pair[0] and i < len(ids) - 1 and ids[i + 1] == pair[1]:
            newids.append(idx)
            i += 2
        else:
            newids.append(ids[i])
            i += 1
    return newids

def replace_control_characters(s: str) -> str:
    chars = []
    for ch in s:
        if unicodedata.category(ch)[0] != "C":
            chars.append(ch)
        else:
            chars.append(f"\\u{ord(ch):04x}")
    return "".join(chars)

def render_token(t: bytes) -> str:
    s = t.decode('utf-8', errors='replace')
    s = replace_control_characters(s)
    return s

class BasicTokenizer:
    def __init__(self):
        self.merges = {}
        self.vocab = {idx: bytes([idx]) for idx in range(256)}

    def train(self, text, vocab_size, verbose=False):
        assert vocab_size >= 256
        num_merges = vocab_size - 256
        text_bytes = text.encode("utf-8")
        ids = list(text_bytes)
        merges = {}
        vocab = {idx: bytes([idx]) for idx in range(256)}
        self.log = []
        for i in range(num_merges):
            stats = get_stats(ids)
            pair = max(stats, key=stats.get)
            idx = 256 + i
            ids = merge(ids, pair, idx)
            merges[pair] = idx
            vocab[idx] = vocab[pair[0]] + vocab[pair[1]]
            if verbose:
                self.log.append(f"merge {i+1}/{num_merges}: {pair} -> {idx} ({vocab[idx]}) had {stats[pair]} occurrences")
        self.merges = merges
        self.vocab = vocab

    def decode(self, ids):
        text_bytes = b"".join(self.vocab[idx] for idx in ids)
        return text_bytes.decode("utf-8", errors="replace")

    def encode(self, text):
        ids = list(text.encode("utf-8"))
        while len(ids) >= 2:
            stats = get_stats(ids)
            pair = min(stats, key=lambda p: self.merges.get(p, float("inf")))
            if pair not in self.merges:
                break
            ids = merge(ids, pair, self.merges[pair])
        return ids

    def save_vocab_lines(self):
        inverted = {idx: pair for pair, idx in self.merges.items()}
        lines = []
        for idx, token in self.vocab.items():
            s = render_token(token)
            if idx in inverted:
                idx0, idx1 = inverted[idx]
                lines.append(f"[{render_token(self.vocab[idx0])}][{render_token(self.vocab[idx1])}] -> [{s}] {idx}")
            elif idx >= 250:
                lines.append(f"[{s}] {idx}")
        return lines

text = "aaabdaaabac hello héllo 👋 world!\tthe cat sat on the mat; the cat ate the rat."
text_bytes = text.encode("utf-8")
type(text_bytes).__name__
len(text), len(text_bytes)
list(text_bytes[:16])
repr(text_bytes[11:24])
repr(text_bytes[23:35])
get_stats(list("aaabdaaabac".encode("utf-8")))
tok = BasicTokenizer()
tok.train(text, 256 + 8, verbose=True)
tok.log
repr(tok.merges)
repr([(i, tok.vocab[i]) for i in range(256, 264)])
[repr(tok.vocab[i]) for i in (0, 9, 39, 92, 128, 195, 255)]
ids = tok.encode(text)
ids
len(ids), round(len(text_bytes) / len(ids), 4)
tok.decode(ids) == text
tok.decode(tok.encode("the héllo rat 👋"))
tok.decode([104, 195])
tok.decode([240, 159, 145])
tok.decode([128, 97, 237, 160, 128, 98])
render_token(b"\x00ab\n")
render_token(tok.vocab[9])
tok.save_vocab_lines()
# the lecture's view: ids as a tensor, an embedding over the vocabulary
x = torch.tensor(ids)
x.dtype, x.shape
torch.tensor(list("héllo".encode("utf-8")), dtype=torch.uint8)
torch.manual_seed(0)
emb = torch.nn.Embedding(len(tok.vocab), 4)
emb(x[:5]).shape
counts = torch.bincount(torch.tensor(list(text_bytes)), minlength=256)
repr((counts.argmax().item(), bytes([counts.argmax().item()])))
repr(sorted(set(tok.vocab[i] for i in range(256, 264))))
repr(max(tok.vocab.values(), key=len))
