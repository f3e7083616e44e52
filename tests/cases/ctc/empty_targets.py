import torch
import torch.nn.functional as F
# Every target empty: the loss of the all-blank path.
lp = torch.arange(6 * 2 * 4.).reshape(6, 2, 4).mul(0.37).sin().log_softmax(2).requires_grad_()
loss = F.ctc_loss(lp, torch.zeros(2, 0, dtype=torch.long), [6, 5], [0, 0])
loss
loss.backward()
lp.grad[:, 0]
F.ctc_loss(lp.detach(), torch.zeros(2, 0, dtype=torch.long), [6, 5], [0, 0], reduction='none')
F.ctc_loss(lp.detach(), torch.zeros(0, dtype=torch.long), [6, 5], [0, 0], reduction='sum')
F.ctc_loss(lp.detach()[:, :1], torch.zeros(1, 0, dtype=torch.long), [4], [0], reduction='none')
F.ctc_loss(lp.detach(), torch.tensor([[1, 2], [0, 0]]), [6, 5], [2, 0], reduction='none')
