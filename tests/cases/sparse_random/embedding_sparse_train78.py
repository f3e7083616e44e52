# The PyTorch text-classification tutorial (text_sentiment_ngrams_tutorial) on small
# synthetic token data: TextClassificationModel with nn.EmbeddingBag(sparse=True), its
# init_weights, SGD(lr=5), clip_grad_norm_(0.1), StepLR(1.0, gamma=0.1), CrossEntropyLoss,
# offsets from the cumsum of the text lengths. The embedding's gradient is sparse COO.
import torch
from torch import nn

torch.manual_seed(0)


class TextClassificationModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_class):
        super(TextClassificationModel, self).__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=True)
        self.fc = nn.Linear(embed_dim, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        embedded = self.embedding(text, offsets)
        return self.fc(embedded)


vocab_size, emsize, num_class = 20, 8, 4
model = TextClassificationModel(vocab_size, emsize, num_class)
criterion = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=5)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.1)

# Synthetic batches: token ids and labels, as collate_batch builds them.
texts = [
    [[1, 5, 7, 2], [3, 3, 9], [12, 4, 4, 4, 18], [6]],
    [[2, 2, 11, 19, 0], [7, 8], [15, 1, 1], [10, 13, 14]],
    [[4, 16, 17], [5, 5, 5, 5], [0, 9], [3, 12, 18, 2, 6]],
]
labels = [[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 1, 0]]


def collate(batch_texts):
    text_list = [torch.tensor(t, dtype=torch.int64) for t in batch_texts]
    offsets = [0] + [len(t) for t in batch_texts]
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    return torch.cat(text_list), offsets


model.embedding.weight[:3]
model.fc.weight
losses, grad_idx, grad_vals, grad_nnz, coalesced, norms, lrs, rows = [], [], [], [], [], [], [], []
model.train()
for epoch in range(2):
    for b in range(3):
        text, offsets = collate(texts[b])
        label = torch.tensor(labels[b])
        optimizer.zero_grad()
        predicted_label = model(text, offsets)
        loss = criterion(predicted_label, label)
        loss.backward()
        g = model.embedding.weight.grad
        grad_idx.append(g._indices().tolist())
        grad_nnz.append(g._nnz())
        coalesced.append(g.is_coalesced())
        norms.append(torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1).item())
        grad_vals.append(g._values()[:3].tolist())
        optimizer.step()
        losses.append(loss.item())
        rows.append(model.embedding.weight[[1, 4, 5]].tolist())
    scheduler.step()
    lrs.append(optimizer.param_groups[0]["lr"])
losses
grad_idx
grad_nnz
coalesced
norms
grad_vals
rows
lrs
g = model.embedding.weight.grad
repr(g)
g.is_sparse, g.layout, g.dtype, g.grad_fn, g.requires_grad, g.shape
g.coalesce().indices()
g.coalesce().values()
g.to_dense()
model.embedding.weight
model.fc.weight.grad
model.fc.bias
str(optimizer.state_dict()["state"])
# evaluate, as the tutorial's evaluate() does
model.eval()
with torch.no_grad():
    text, offsets = collate(texts[0])
    out = model(text, offsets)
out
out.argmax(1)
model.zero_grad()
model.embedding.weight.grad
