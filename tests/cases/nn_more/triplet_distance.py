import torch
import torch.nn as nn
import torch.nn.functional as F
# Triplet loss with any distance: the default is pairwise_distance.
anchor = torch.arange(12.0).reshape(3, 4).sin().requires_grad_()
positive = torch.arange(12.0).reshape(3, 4).cos()
negative = torch.arange(12.0).reshape(3, 4).mul(0.3).tanh()
loss = F.triplet_margin_with_distance_loss(anchor, positive, negative)
loss
loss.grad_fn
loss.backward()
anchor.grad
F.triplet_margin_with_distance_loss(anchor, positive, negative, margin=2.0, reduction="none")
F.triplet_margin_with_distance_loss(anchor, positive, negative, swap=True, reduction="sum")
def cosine_distance(a, b):
    return 1.0 - F.cosine_similarity(a, b)
F.triplet_margin_with_distance_loss(anchor, positive, negative, distance_function=cosine_distance, reduction="none")
criterion = nn.TripletMarginWithDistanceLoss(distance_function=nn.PairwiseDistance(p=1), margin=0.5)
criterion
criterion(anchor, positive, negative)
default = nn.TripletMarginWithDistanceLoss()
default
default.distance_function
default.margin, default.swap, default.reduction
nn.TripletMarginWithDistanceLoss(distance_function=cosine_distance, swap=True)
anchor.grad = None
l2 = nn.TripletMarginWithDistanceLoss(distance_function=cosine_distance, reduction="mean")(anchor, positive, negative)
l2.backward()
anchor.grad
try:
    F.triplet_margin_with_distance_loss(anchor, positive, negative, margin=0)
except ValueError as e:
    m1 = str(e)
m1
try:
    F.triplet_margin_with_distance_loss(anchor, positive, negative, reduction="avg")
except ValueError as e:
    m2 = str(e)
m2
try:
    F.triplet_margin_with_distance_loss(anchor, positive, negative[0])
except RuntimeError as e:
    m3 = str(e)
m3
try:
    F.triplet_margin_with_distance_loss(anchor, positive, negative, 1.0)
except TypeError as e:
    m4 = str(e)
m4
try:
    nn.TripletMarginWithDistanceLoss(margin=-1)
except ValueError as e:
    m5 = str(e)
m5
