# re patterns at the edges: groups nested deeper than CPython's recursive parser goes (495
# levels at a script's top level) end in RecursionError, for both of stridelab's engines;
# look-arounds and plain groups nested as deep as CPython takes still match.
import re

caught = []
try:
    re.compile("(?=" * 1000 + "a" + ")" * 1000)
except RecursionError as e:
    caught.append(type(e).__name__)
try:
    re.compile("(" * 600 + "a" + ")" * 600)
except RecursionError as e:
    caught.append(type(e).__name__)
caught
bool(re.match("(?=" * 400 + "a" + ")" * 400, "abc"))
bool(re.match("(" * 400 + "a" + ")" * 400, "abc"))
bool(re.match("(?=" * 50 + "a" + ")" * 50, "abc"))
re.findall(r"(?<=a)b+(?!c)", "abbb abbc ab")
re.sub(r"\s+(?!\S)", "_", "a  b   ")
