"""The registry rows of docs/api.md, for the scripts that probe PyTorch or CPython with
them (native_none_types.py, c_arity.py): one reader, so the two cannot read the table
differently."""
import re


def split_params(sig):
    """A signature's parameters, split at its top-level commas (defaults may hold some)."""
    out, depth, cur = [], 0, ""
    for c in sig:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def api_rows(api, sections, aliases=False):
    """(section, name as written, parameters) for each row under a `## `section`` heading
    of docs/api.md whose section is in `sections`; with `aliases`, each alias the row lists
    too, as a row of its own."""
    section = None
    for line in open(api):
        m = re.match(r"^## `([^`]+)`", line)
        if m:
            section = m.group(1) if m.group(1) in sections else None
            continue
        m = re.match(r"^\| `([^`]+)` \| `\((.*)\)` \|(.*)\|", line)
        if section and m:
            params = [p.replace("\\|", "|") for p in split_params(m.group(2)) if p]
            yield section, m.group(1), params
            for alias in re.findall(r"`([^`]+)`", m.group(3)) if aliases else []:
                yield section, alias, params
