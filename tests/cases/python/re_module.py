# re as text-preprocessing code uses it (d2l's time machine cleanup, tokenizers): search,
# match, findall, split and sub with CPython 3.7+'s empty-match rules, templates, flags.
import re
line = "The Time Machine, by H. G. Wells [1898]\n"
re.sub('[^A-Za-z]+', ' ', line).strip().lower()
re.findall(r'\w+', "Hello, world! It's 2024."), re.findall(r'(\w)(\d)', "a1 b2 c"), re.findall(r'(\d+)', "x 12 y 345")
re.split(r'\s+', "a  b\tc\nd"), re.split(r'(,)', "a,b,c"), re.split(r'\b', "a b"), re.split(r'x*', "axbc"), re.split(',', 'a,b,c,d', maxsplit=2)
re.sub('x*', '-', 'abxd'), re.findall(r'\w*', 'ab c'), re.sub(r'(\w+)@(\w+)', r'\2 at \1', "me@home you@work"), re.subn(r'a', 'b', 'banana')
re.sub(r'(?P<word>\w+)', r'<\g<word>>', 'hi there'), re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b2c9')
m = re.search(r'(?P<year>\d{4})-(?P<month>\d\d)', 'date: 2024-05-17')
m, m.group(), m.group(1), m.group('month'), m.groups(), m.groupdict(), m.span(), m.start(2), m.end(), m[0], m.lastindex, m.lastgroup
re.match(r'\d+', 'abc 123'), re.match(r'\d+', '123abc').group(), re.fullmatch(r'a|ab', 'ab'), re.fullmatch(r'\d+', '12a')
p = re.compile(r'[aeiou]', re.IGNORECASE)
p, p.findall('Education'), p.sub('*', 'AbEcIdO'), p.pattern, p.flags, p.groups
re.compile(r'^\s*#', re.M).findall("x\n  # c\n#d"), re.findall(r'a.b', 'a\nb', re.S), re.findall(r'a.b', 'a\nb')
re.compile(r'''\d+  # digits
               \.?  # dot''', re.VERBOSE).findall('1.2 33')
re.escape('a.b*c?'), re.escape('hello world'), re.escape('1+1=2')
[m.span() for m in re.finditer(r'o', 'foo boo')]
re.search(r'ü+', 'grüüße').span(), re.sub(r'é', 'e', 'café crème'), re.findall(r'\w+', 'naïve café')
re.search('a', 'bcd') is None, bool(re.search('c', 'bcd'))
re.compile('(a)(b)?').match('a').groups(), re.compile('(a)(b)?').match('a').groups('-'), re.compile('(a)(b)?').match('a').group(2)
re.compile('[')
re.search(r'end$', 'the end'), re.findall(r'^\w', 'ab\ncd', re.MULTILINE)
re.sub(r'(\w+)', r'\3', 'ab')
m.group(5)
re.split(r'[;,]\s*', 'a; b,c ,d'), re.sub(r'\s+', ' ', '  many   spaces here '), re.sub(r'([.,!?])', r' \1 ', 'Hi, you!')
