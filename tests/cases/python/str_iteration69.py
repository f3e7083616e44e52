# A str is iterated one character at a time (CPython's str_ascii_iterator/str_iterator):
# a 40-million-character string is looped over without being made into a list first.
s = 'a' * 39_999_999 + 'b'
for c in s:
    break
c
import itertools
list(itertools.islice(s, 2))
it = iter(s)
(next(it), next(it), type(it).__name__)
it = iter('héllo')
(type(it).__name__, next(it), list(it), list(it))
(type(iter('')).__name__, list(iter('')))
''.join(reversed('abc€'))
(sorted('bca'), set('aab') == {'a', 'b'}, tuple('ab€'))
([c for c in 'z€😀'], max('abc'), 'b' in iter('abc'))
w = 'é' * 3
(list(w), w[1] is w[2])
t = 'xy' * 1_000_000
l = list(t)
(len(l), l[-1], l[1] is l[3])
n = 0
for ch in 'data' * 1000:
    n += ch == 'a'
n
dict(zip('abc', range(3)))
list(enumerate('hi'))
