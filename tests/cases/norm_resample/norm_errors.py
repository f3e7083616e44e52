import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(2 * 3 * 4 * 4, dtype=torch.float32).mul(0.731).sin().reshape(2, 3, 4, 4)
bn = nn.BatchNorm2d(3)
try:
    bn(torch.ones(1, 3, 1, 1))
except ValueError as e:
    str(e)
try:
    nn.BatchNorm1d(3)(torch.ones(1, 3))
except ValueError as e:
    str(e)
try:
    nn.BatchNorm2d(3)(torch.ones(3, 3))
except ValueError as e:
    str(e)
try:
    nn.BatchNorm1d(3)(x)
except ValueError as e:
    str(e)
try:
    F.batch_norm(x, torch.zeros(4), torch.ones(4))
except RuntimeError as e:
    str(e)
try:
    F.batch_norm(x, None, None, training=False)
except RuntimeError as e:
    str(e)
try:
    F.batch_norm(torch.arange(6).reshape(2, 3), None, None, training=True)
except NotImplementedError as e:
    str(e)
try:
    F.group_norm(x, 2)
except RuntimeError as e:
    str(e)
try:
    F.group_norm(x, 3, torch.ones(4))
except RuntimeError as e:
    str(e)
try:
    F.group_norm(x[0, 0, 0], 1)
except RuntimeError as e:
    str(e)
try:
    F.group_norm(torch.arange(6.).reshape(2, 3), 0)
except ZeroDivisionError as e:
    str(e)
try:
    F.group_norm(torch.arange(6).reshape(2, 3), 1)
except NotImplementedError as e:
    str(e)
try:
    nn.GroupNorm(2, 3)
except ValueError as e:
    str(e)
