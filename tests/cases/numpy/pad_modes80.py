# np.pad in every mode NumPy has, with pad widths in all their forms (image borders, signal
# edges, the reflect padding of STFT framing).
import numpy as np

a = np.arange(4)
np.pad(a, 2, mode='reflect').tolist()
np.pad(a, 2, mode='symmetric').tolist()
np.pad(a, 2, mode='wrap').tolist()
np.pad(a, 2, mode='edge').tolist()
np.pad(a, (1, 3), mode='reflect').tolist()
np.pad(a, (3, 0), 'symmetric').tolist()
np.pad(a, 9, mode='reflect').tolist()
np.pad(a, 9, mode='symmetric').tolist()
np.pad(a, 10, mode='wrap').tolist()
np.pad(a, 5, mode='reflect', reflect_type='odd').tolist()
np.pad(a, 5, mode='symmetric', reflect_type='odd').tolist()
np.pad(np.array([7]), 3, mode='reflect').tolist()
np.pad(np.array([7]), 2, mode='symmetric').tolist()
b = np.arange(6).reshape(2, 3)
np.pad(b, 1, mode='reflect').tolist()
np.pad(b, ((1, 0), (2, 1)), mode='symmetric').tolist()
np.pad(b, ((0, 0), (3, 3)), mode='wrap').tolist()
np.pad(b, [(2,), (1,)], mode='edge').tolist()
np.pad(b, [[1], [2]]).tolist()
np.pad(b, ((1, 2), (3, 4)), constant_values=((-1, -2), (-3, -4))).tolist()
np.pad(b, 1, constant_values=1.7).tolist()
np.pad(b.astype(float), 1, constant_values=(9.5, -1)).tolist()
np.pad(b, {1: 2}, mode='wrap').tolist()
np.pad(b, {0: (1, 0), 1: 1}, mode='reflect').tolist()
np.pad(np.array([1., 2., 3.]), (4, 2), mode='linear_ramp', end_values=(5, -4)).tolist()
np.pad(np.array([1, 5, 9]), 3, mode='linear_ramp').tolist()
np.pad(b, 2, mode='linear_ramp', end_values=10).tolist()
np.pad(np.array([1, 3, 8, 2]), 2, mode='maximum').tolist()
np.pad(np.array([1, 3, 8, 2]), 2, mode='minimum').tolist()
np.pad(np.array([1, 2, 8, 2]), 2, mode='mean').tolist()
np.pad(np.array([1., 2., 8., 2.]), (1, 2), mode='mean', stat_length=2).tolist()
np.pad(np.array([1, 2, 8, 2, 5]), 2, mode='median', stat_length=(3, 1)).tolist()
np.pad(b, 1, mode='maximum').tolist()
img = np.arange(12, dtype=np.uint8).reshape(3, 4)
p = np.pad(img, ((2, 2), (1, 1)), mode='reflect')
(p.tolist(), p.dtype.name, p.strides)
np.pad(np.arange(24.).reshape(2, 3, 4), ((0, 0), (1, 1), (2, 2)), mode='wrap').shape
np.pad(np.asfortranarray(b), 1, mode='edge').strides
np.pad(b.T, 1, mode='symmetric').strides
np.pad(b, 0, mode='reflect').tolist()
np.pad(b, 1, mode='empty').shape
def pad_with(vector, pad_width, iaxis, kwargs):
    pad_value = kwargs.get('padder', 10)
    vector[:pad_width[0]] = pad_value
    vector[-pad_width[1]:] = pad_value
np.pad(np.arange(6).reshape(2, 3), 2, pad_with).tolist()
np.pad(np.arange(6).reshape(2, 3), 1, pad_with, padder=-7).tolist()
errs = []
for call in [lambda: np.pad(b, ((1, 2), (3, 4), (5, 6))), lambda: np.pad(b, [1, 2, 3]),
             lambda: np.pad(b, 1.5), lambda: np.pad(b, -1), lambda: np.pad(b, 1, mode='foo'),
             lambda: np.pad(b, 1, mode='reflect', constant_values=3),
             lambda: np.pad(np.zeros((0, 3)), 1, mode='reflect'),
             lambda: np.pad(b, 1, mode='maximum', stat_length=0)]:
    try:
        call()
    except (ValueError, TypeError) as err:
        errs.append(type(err).__name__ + ": " + str(err))
errs
