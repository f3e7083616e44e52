# Binning as data-prep code does it (stop 76): digitize into bins (right=, decreasing
# bins), histograms of data (a bin count, explicit edges, range=, density=, weights=),
# histogram_bin_edges, bincount with weights and minlength, searchsorted's sides.
import numpy as np

ages = np.array([3, 17, 18, 25, 64, 65, 90])
bins = np.array([0, 18, 65])
d = np.digitize(ages, bins)
d.tolist(), d.dtype.name, d.shape
np.digitize(ages, bins, right=True).tolist()
np.digitize(ages, bins[::-1]).tolist()
np.digitize(ages, bins[::-1], right=True).tolist()
repr(np.digitize(20, bins))
np.digitize(np.array([[0.5, 1.5], [2.5, -1.0]]), [0.0, 1.0, 2.0]).tolist()
try:
    np.digitize(ages, [0, 5, 3])
except ValueError as e:
    e1 = str(e)
e1
try:
    np.digitize(np.array([1j]), [0, 1])
except TypeError as e:
    e2 = str(e)
e2
data = np.array([0.5, 1.2, 1.7, 2.2, 2.9, 3.0, 3.1, 4.8, 5.0, 0.0])
counts, edges = np.histogram(data)
counts.tolist(), counts.dtype.name, edges.tolist(), edges.dtype.name
counts, edges = np.histogram(data, bins=4, range=(0, 4))
counts.tolist(), edges.tolist()
counts, edges = np.histogram(data, bins=[0, 1, 2.5, 5])
counts.tolist(), edges.tolist(), counts.dtype.name
dens, edges = np.histogram(data, bins=5, density=True)
dens.tolist(), dens.dtype.name
(dens * np.diff(edges)).sum()
w = np.array([1.0, 2.0, 0.5, 1.0, 1.0, 3.0, 1.0, 0.25, 1.0, 2.0])
wc, edges = np.histogram(data, bins=3, weights=w)
wc.tolist(), wc.dtype.name
wc2, edges2 = np.histogram(data, bins=[0, 2, 4, 6], weights=w)
wc2.tolist()
ic, ie = np.histogram(np.array([1, 2, 2, 3, 3, 3, 7]), bins=3)
ic.tolist(), ie.tolist(), ie.dtype.name
fc, fe = np.histogram(np.array([0.1, 0.4, 0.45, 0.9], dtype=np.float32), bins=4)
fc.tolist(), fe.tolist(), fe.dtype.name
sc, se = np.histogram(np.array([5.0, 5.0, 5.0]))
sc.tolist(), se.tolist()
ec, ee = np.histogram(np.array([]), bins=2)
ec.tolist(), ee.tolist()
np.histogram_bin_edges(data, bins=4).tolist()
np.histogram(np.arange(12).reshape(3, 4), bins=3)[0].tolist()
try:
    np.histogram(data, bins=0)
except ValueError as e:
    e3 = str(e)
e3
try:
    np.histogram(data, bins=[3, 1, 2])
except ValueError as e:
    e4 = str(e)
e4
try:
    np.histogram(data, range=(4, 1))
except ValueError as e:
    e5 = str(e)
e5
try:
    np.histogram(np.array([1.0, np.inf]))
except ValueError as e:
    e6 = str(e)
e6
try:
    np.histogram(data, weights=np.ones(3))
except ValueError as e:
    e7 = str(e)
e7
# bincount and searchsorted
labels = np.array([0, 2, 2, 1, 4])
np.bincount(labels).tolist(), np.bincount(labels, minlength=7).tolist()
bw = np.bincount(labels, weights=np.array([0.5, 1.0, 1.5, 2.0, 0.25]))
bw.tolist(), bw.dtype.name
np.bincount(np.array([], dtype=np.int64)).tolist(), np.bincount(np.array([], dtype=np.int64)).dtype.name
try:
    np.bincount(np.array([0.5, 1.0]))
except TypeError as e:
    e8 = str(e)
e8
try:
    np.bincount(labels, minlength=-1)
except ValueError as e:
    e9 = str(e)
e9
edges = np.array([1.0, 2.0, 2.0, 3.0])
np.searchsorted(edges, [2.0, 2.5, 0.0, 9.0]).tolist(), np.searchsorted(edges, [2.0, 2.5], side='right').tolist()
np.searchsorted(np.array([3, 1, 2]), 2, sorter=np.array([1, 2, 0]))
try:
    np.searchsorted(edges, 2.0, side='middle')
except ValueError as e:
    e10 = str(e)
e10
