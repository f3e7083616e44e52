# F.unfold's rank check reads a dim a 1-d or 2-d input has not (IndexError), and refuses
# 5-d and empty inputs with im2col's message.
import torch
import torch.nn.functional as F

F.unfold(torch.zeros(3), 2)
F.unfold(torch.zeros(2, 3), 2)
F.unfold(torch.zeros(2, 3, 4, 5, 6), 2)
F.unfold(torch.zeros(2, 0, 4), 2)
F.unfold(torch.arange(6.0).view(1, 2, 3), 2)
F.fold(torch.zeros(2), 2, 2)
