# textwrap: wrapping and indenting text as CPython 3.11's textwrap does it for the common
# arguments (width, initial_indent, subsequent_indent, break_long_words); argparse's help
# uses it. Words break after hyphens inside words, as CPython's word splitter allows.


def _chunks(text):
    # (piece, joined): words, with hyphenated words split after each inner hyphen
    # ("log-interval" -> "log-", "interval"); `joined` says the piece continues the word
    # before it, so no space goes between them on one line.
    out = []
    for word in text.split():
        start = 0
        for i in range(1, len(word) - 1):
            if word[i] == "-" and word[i - 1].isalnum() and word[i + 1].isalpha():
                out.append((word[start : i + 1], start > 0))
                start = i + 1
        out.append((word[start:], start > 0))
    return out


def wrap(text, width=70, initial_indent="", subsequent_indent="", break_long_words=True, **kwargs):
    if width <= 0:
        raise ValueError("invalid width %r (must be > 0)" % width)
    for key in kwargs:
        raise NotImplementedError("textwrap.wrap(" + key + "=...) is not supported in stridelab")
    pieces = _chunks(text)
    lines = []
    line = ""
    indent = initial_indent
    i = 0
    while i < len(pieces):
        piece, joined = pieces[i]
        room = width - len(indent)
        if line == "":
            if len(piece) > room and break_long_words:
                lines.append(indent + piece[:room])
                pieces[i] = (piece[room:], True)
                indent = subsequent_indent
                continue
            line = piece
        else:
            glue = "" if joined else " "
            if len(line) + len(glue) + len(piece) > room:
                lines.append(indent + line)
                indent = subsequent_indent
                line = ""
                continue
            line = line + glue + piece
        i += 1
    if line:
        lines.append(indent + line)
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
