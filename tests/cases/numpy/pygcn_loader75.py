# pygcn's data loader: one-hot labels decoded with np.where, features and an edge list
# turned into tensors. NumPy's index arrays are columns of one (count, ndim) array, so the
# tensors made from them are strided.
import numpy as np
import torch

classes = ["Case_Based", "Genetic_Algorithms", "Neural_Networks"]
raw_labels = ["Neural_Networks", "Case_Based", "Genetic_Algorithms", "Neural_Networks", "Case_Based"]
classes_dict = {c: np.identity(len(classes))[i, :] for i, c in enumerate(classes)}
onehot = np.array(list(map(classes_dict.get, raw_labels)), dtype=np.int32)
onehot.tolist()
where = np.where(onehot)
len(where)
where[1].tolist()
where[0].strides
where[1].strides
where[1].flags['C_CONTIGUOUS']
labels = torch.LongTensor(np.where(onehot)[1])
labels.tolist()
labels.stride()
labels.is_contiguous()
labels.storage_offset()
torch.from_numpy(np.nonzero(onehot)[1]).stride()
torch.from_numpy(np.nonzero(onehot)[0]).is_contiguous()
torch.tensor(np.where(onehot)[1]).stride()
np.nonzero(onehot)[1].base is not None
np.argwhere(onehot).tolist()
np.argwhere(onehot).strides
np.argwhere(np.array([0, 3, 0, 1])).strides
np.nonzero(np.array([0, 3, 0, 1]))[0].strides
np.flatnonzero(onehot).strides
cube = np.zeros((2, 3, 4))
cube[1, 2, 3] = 1
cube[0, 1, 1] = 1
[a.strides for a in np.nonzero(cube)]
[a.tolist() for a in np.nonzero(cube)]
np.argwhere(cube).strides
# the labels still index and compare as a contiguous copy would
idx_train = torch.LongTensor(range(3))
labels[idx_train].tolist()
(labels == torch.tensor([2, 0, 1, 2, 0])).all().item()
labels.view(-1).tolist() if labels.is_contiguous() else labels.reshape(-1).tolist()

# the edge list, mapped through an index dict
idx = np.array([31336, 1061127, 1106406, 13195, 37879], dtype=np.int32)
idx_map = {j: i for i, j in enumerate(idx)}
edges_unordered = np.array([[31336, 1061127], [1106406, 13195], [37879, 31336]], dtype=np.int32)
edges = np.array(list(map(idx_map.get, edges_unordered.flatten())), dtype=np.int32).reshape(edges_unordered.shape)
edges.tolist()
rows, cols = np.nonzero(edges >= 0)
(rows.strides, cols.strides)
# the node count as a tensor, used for NumPy shapes
n = torch.tensor(edges).max() + 1
np.zeros(n).shape
np.ones((n, 2)).shape
np.eye(int(n)).shape
