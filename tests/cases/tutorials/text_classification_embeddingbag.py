# The "Text classification with the torchtext library" tutorial's model and training step,
# with a toy vocabulary instead of AG_NEWS (no downloads): nn.EmbeddingBag over flat token
# lists with offsets, then a linear layer, SGD with lr 5 and gradient clipping.
import torch
from torch import nn
torch.manual_seed(0)


class TextClassificationModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_class):
        super(TextClassificationModel, self).__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=False)
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


vocab = {w: i for i, w in enumerate("<unk> the match team won lost market stocks fell rose new chip launch game".split())}
texts = ["the team won the match", "stocks fell", "new chip launch", "the market rose", "team lost the game"]
labels = torch.tensor([0, 1, 2, 1, 0])


def collate(batch):
    text_list, offsets = [], [0]
    for t in batch:
        ids = torch.tensor([vocab.get(w, 0) for w in t.split()], dtype=torch.int64)
        text_list.append(ids)
        offsets.append(ids.size(0))
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    return torch.cat(text_list), offsets


model = TextClassificationModel(len(vocab), 8, 3)
model
text, offsets = collate(texts)
text, offsets
out = model(text, offsets)
out
out.grad_fn
model.embedding(text, offsets).grad_fn
criterion = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=5)
losses = []
for epoch in range(10):
    optimizer.zero_grad()
    loss = criterion(model(text, offsets), labels)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
    optimizer.step()
    losses.append(loss.item())
losses
model.embedding.weight
(model(text, offsets).argmax(1) == labels).sum().item()
