# textwrap: wrapping and indenting text as CPython 3.11's textwrap does it for the common
# arguments (width, initial_indent, subsequent_indent, break_long_words); argparse's help
# uses it. Words break after hyphens inside words, as CPython's word splitter allows.


_WS = "\t\n\x0b\x0c\r "


def _chunks(text):
    # CPython's TextWrapper chunks: runs of spaces, and words split after an inner hyphen
    # ("log-interval" -> "log-", "interval"), after tabs are expanded and every other
    # whitespace character has become a space.
    text = text.expandtabs(8)
    for c in _WS:
        text = text.replace(c, " ")
    out = []
    i = 0
    while i < len(text):
        j = i
        if text[i] == " ":
            while j < len(text) and text[j] == " ":
                j += 1
            out.append(text[i:j])
        else:
            while j < len(text) and text[j] != " ":
                j += 1
            word = text[i:j]
            start = 0
            for k in range(1, len(word) - 1):
                if word[k] == "-" and word[k - 1].isalnum() and word[k + 1].isalpha():
                    out.append(word[start : k + 1])
                    start = k + 1
            out.append(word[start:])
        i = j
    return out


def wrap(text, width=70, initial_indent="", subsequent_indent="", break_long_words=True, **kwargs):
    if width <= 0:
        raise ValueError("invalid width %r (must be > 0)" % width)
    for key in kwargs:
        raise NotImplementedError("textwrap.wrap(" + key + "=...) is not supported in stridelab")
    chunks = _chunks(text)
    chunks.reverse()
    lines = []
    while chunks:
        current = []
        size = 0
        indent = subsequent_indent if lines else initial_indent
        room = width - len(indent)
        # A line never starts with spaces (except the text's first line).
        if chunks[-1].strip() == "" and lines:
            chunks.pop()
        while chunks:
            n = len(chunks[-1])
            if size + n <= room:
                current.append(chunks.pop())
                size += n
            else:
                break
        if chunks and len(chunks[-1]) > room:
            # A word longer than a line: cut it to fill this one.
            if break_long_words:
                space = max(room - size, 1)
                current.append(chunks[-1][:space])
                chunks[-1] = chunks[-1][space:]
            elif not current:
                current.append(chunks.pop())
        if current and current[-1].strip() == "":
            size -= len(current[-1])
            current.pop()
        if current:
            lines.append(indent + "".join(current))
    return lines


def fill(text, width=70, **kwargs):
    return "\n".join(wrap(text, width, **kwargs))


def dedent(text):
    lines = text.split("\n")
    margin = None
    for line in lines:
        stripped = line.lstrip(" \t")
        if stripped == "":
            continue
        indent = line[: len(line) - len(stripped)]
        if margin is None:
            margin = indent
        else:
            k = 0
            while k < len(margin) and k < len(indent) and margin[k] == indent[k]:
                k += 1
            margin = margin[:k]
    out = []
    for line in lines:
        if line.strip(" \t") == "":
            out.append("")
        else:
            out.append(line[len(margin) :] if margin else line)
    return "\n".join(out)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return "".join(out)
