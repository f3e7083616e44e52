import re

# minbpe's RegexTokenizer: the GPT-2 and GPT-4 split patterns without \p classes (plain
# re), each ending in `\s+(?!\S)|\s+` (a whitespace run leaves its last space to the word).
GPT2_SPLIT_PATTERN = r"""'(?:[sdmt]|ll|ve|re)| ?[A-Za-z]+| ?[0-9]+| ?[^\sA-Za-z0-9]+|\s+(?!\S)|\s+"""
GPT4_SPLIT_PATTERN = r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\w]?[A-Za-z]+|[0-9]{1,3}| ?[^\s\w]+[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+"""
text = "Hello've world123 how's   are you!!!?   \n\n  It'S  1234567 done  "
re.findall(GPT2_SPLIT_PATTERN, text)
re.findall(GPT4_SPLIT_PATTERN, text)
compiled = re.compile(GPT4_SPLIT_PATTERN)
[m.span() for m in compiled.finditer("a  b\t\tc \n d  ")]
re.findall(r"\s+(?!\S)|\s+", "a   b ")

cases = [
    (r"foo(?=bar)", "foobar foobaz"),
    (r"foo(?!bar)", "foobar foobaz"),
    (r"(?<=\$)\d+", "cost $42 and 17"),
    (r"(?<!\$)\b\d+", "cost $42 and 17"),
    (r"(\w)\1", "hello bookkeeper"),
    (r"(?P<q>['\"]).*?(?P=q)", "say 'hi' and \"yo\""),
    (r"(?>a+)b", "aaab aaa"),
    (r"a++b", "aaab"),
    (r"(a)?(?(1)b|c)", "ab c b"),
    (r"x*", "axxb"),
    (r"(?=a)|b", "aab"),
    (r"\b\w+(?=ing\b)", "singing dancing ring"),
    (r"^\w+$", "line1\nline2\n"),
    (r"(?m)^\w+$", "line1\nline2\n"),
    (r"(?i)(?<=A)b", "ab AB Ab"),
    (r"(a|ab)(?=c)", "abc"),
    (r"a*(ab)?(?!x)", "aab"),
    (r"(?:(a)|b)+(?=c)", "abac"),
    (r"(?#comment)a(?=b)", "ab"),
    (r"\d+(?!\.)", "3.14 42"),
    (r"(?<=ab|cd)e", "abe cde xe"),
    (r"(?<=(a))b", "ab"),
]
results = []
for pat, s in cases:
    results.append((pat, re.findall(pat, s), [m.span() for m in re.finditer(pat, s)]))
results

# search / match / fullmatch / sub / split with look-around and `$`.
re.search(r"(?<=-)\w+", "pre-fix").group()
re.match(r"\w+(?=\s)", "word rest").group()
re.fullmatch(r"(\w+)\s\1", "bye bye").groups()
re.fullmatch(r"a*(?!b)", "aaa")
re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567")
re.split(r"(?<=[.!?])\s+", "One. Two! Three? Four")
re.sub(r"\s+$", "", "trailing   \n")
re.search(r"end$", "the end\n").span()
re.findall(r"$", "a\n")
re.sub(r"(?<!^)(?=[A-Z])", "_", "CamelCaseName").lower()

errors = []
for pat in [r"(?<=a+)b", r"(?<=a|bc)d", r"(a)\2", r"(?P=nope)", r"a(?", r"(?<=a"]:
    try:
        re.compile(pat)
        errors.append(None)
    except re.error as e:
        errors.append(str(e))
errors
