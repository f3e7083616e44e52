# Statistics as analysis code calls them (stop 76): weighted averages (returned=), cov
# (rowvar, bias, ddof, weights) and corrcoef, ptp, and the NaN-ignoring reductions over
# data with missing values, with NumPy's dtypes and errors.
import numpy as np

x = np.array([1.0, 2.0, 3.0, 4.0])
w = np.array([4.0, 3.0, 2.0, 1.0])
np.average(x), np.average(x, weights=w)
avg, wsum = np.average(x, weights=w, returned=True)
avg, wsum
m = np.arange(6).reshape(2, 3)
np.average(m, axis=1).tolist(), np.average(m, axis=0, weights=[1, 3]).tolist()
np.average(m, axis=1, weights=[1, 0, 1]).tolist()
a2, s2 = np.average(m, axis=0, returned=True)
a2.tolist(), s2.tolist(), s2.dtype.name
np.average(m, axis=1, keepdims=True).shape
fa = np.average(np.array([1, 2], dtype=np.float32), weights=np.array([1, 1], dtype=np.float32))
float(fa), fa.dtype.name
np.average(np.array([1, 2, 4], dtype=np.int32), weights=[1, 1, 2])
try:
    np.average(x, weights=[0, 0, 0, 0])
except ZeroDivisionError as e:
    e1 = str(e)
e1
try:
    np.average(m, weights=[1, 2])
except TypeError as e:
    e2 = str(e)
e2
try:
    np.average(m, axis=1, weights=[1, 2])
except ValueError as e:
    e3 = str(e)
e3
# covariance and correlation (values rounded: the products go through a matrix multiply)
obs = np.array([[0.0, 1.0, 2.0], [2.0, 1.0, 0.5]])
c = np.cov(obs)
np.round(c, 12).tolist(), c.dtype.name, c.shape
np.round(np.cov(obs, bias=True), 12).tolist()
np.round(np.cov(obs, ddof=0), 12).tolist()
np.round(np.cov(obs.T, rowvar=False), 12).tolist()
np.round(np.cov([1, 2, 3, 5]), 12)
np.round(np.cov(np.array([1.0, 2.0, 4.0]), np.array([2.0, 1.0, 0.0])), 12).tolist()
np.round(np.cov(obs, fweights=[1, 2, 1]), 12).tolist()
np.round(np.cov(obs, aweights=[0.5, 1.0, 1.0]), 12).tolist()
r = np.corrcoef(obs)
np.round(r, 12).tolist(), r.shape
np.round(np.corrcoef(np.array([1.0, 2.0, 3.0]), np.array([3.0, 2.0, 0.0])), 12).tolist()
np.corrcoef([1.0, 2.0, 4.0])
try:
    np.cov(np.zeros((2, 2, 2)))
except ValueError as e:
    e4 = str(e)
e4
try:
    np.cov(obs, fweights=[1.5, 1, 1])
except TypeError as e:
    e5 = str(e)
e5
np.ptp(np.array([3, -2, 7])), np.ptp(m, axis=1).tolist(), np.ptp(m, axis=0, keepdims=True).shape
float(np.ptp(np.array([1.5, 0.25], dtype=np.float32))), type(np.ptp(np.array([1.5, 0.25], dtype=np.float32))).__name__
try:
    np.ptp(np.array([True, False]))
except TypeError as e:
    e6 = str(e)
e6
# missing values
d = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, 6.0], [7.0, 8.0, 9.0]])
np.nansum(d), np.nansum(d, axis=0).tolist(), np.nansum(d, axis=1, keepdims=True).shape
np.nanmean(d), np.nanmean(d, axis=0).tolist(), np.nanmean(d, axis=1).tolist()
np.nanmax(d), np.nanmin(d), np.nanmax(d, axis=1).tolist(), np.nanmin(d, axis=0).tolist()
np.nanargmax(d), np.nanargmin(d), np.nanargmax(d, axis=0).tolist(), np.nanargmin(d, axis=1).tolist()
np.nanvar(d), np.nanstd(d), np.nanvar(d, axis=0).tolist(), np.nanstd(d, axis=1, ddof=1).tolist()
np.nanprod(d), np.nancumsum(d[0]).tolist(), np.nancumprod(d[0]).tolist()
f32 = np.array([1.5, np.nan, 2.25, 0.1], dtype=np.float32)
float(np.nanmean(f32)), np.nanmean(f32).dtype.name, float(np.nansum(f32)), np.nansum(f32).dtype.name
float(np.nanvar(f32)), float(np.nanstd(f32)), np.nanstd(f32).dtype.name, float(np.nanmax(f32)), np.nanmax(f32).dtype.name
np.nansum(np.array([1, 2, 3])), np.nanmean(np.array([1, 2, 4])), np.nanmax(np.array([4, 9, 2]))
np.nanmean(np.array([[np.nan, 1.0], [np.nan, 3.0]]), axis=0).tolist()
np.nanmax(np.array([[np.nan, 1.0], [np.nan, 3.0]]), axis=0).tolist()
np.nanvar(np.array([1.0, np.nan]), ddof=1)
try:
    np.nanargmax(np.array([np.nan, np.nan]))
except ValueError as e:
    e7 = str(e)
e7
try:
    np.nanmean(d, dtype=np.int64)
except TypeError as e:
    e8 = str(e)
e8
# nanmedian and the cumulative helpers (NumPy 2's cumulative_sum/cumulative_prod)
np.nanmedian(d), np.nanmedian(d, axis=0).tolist(), np.nanmedian(d, axis=1).tolist()
np.nanmedian(d, axis=1, keepdims=True).shape, np.nanmedian(np.array([1, 5, 2]))
np.nanmedian(np.array([[1.0, np.nan], [2.0, 3.0]], dtype=np.float32), axis=1).tolist()
np.nanmedian(np.array([[np.nan, 1.0], [np.nan, 3.0]]), axis=0).tolist()
cs = np.cumulative_sum(np.array([1, 2, 3], dtype=np.int32))
cs.tolist(), cs.dtype.name
np.cumulative_sum(np.array([1.5, 2.5]), include_initial=True).tolist()
np.cumulative_prod(m + 1, axis=1).tolist(), np.cumulative_prod(m + 1, axis=0, include_initial=True).tolist()
try:
    np.cumulative_sum(m)
except ValueError as e:
    e9 = str(e)
e9
