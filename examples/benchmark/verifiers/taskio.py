"""Task-file loading for the agentworld-mini benchmark.

Uses PyYAML when it is importable; otherwise falls back to a small parser for the YAML
subset the task files use: block mappings and sequences (indentation based), `- key: v`
sequence items, flow sequences/mappings (`[a, b]`, `{a: 1}`), quoted and plain scalars,
ints, floats, booleans, null, `|`/`>` block scalars (with `-`/`+` chomping) and comments.
Anchors, tags, multi-document streams and multi-line flow collections are not supported
(the fallback raises ValueError rather than guessing).

Python 3.8+, standard library only.
"""

import re

try:  # pragma: no cover - depends on the machine
    import yaml as _pyyaml  # type: ignore
except Exception:  # ImportError, or a broken install
    _pyyaml = None

REQUIRED_TASK_KEYS = ("description", "agents", "max_rounds", "verifier")


def have_pyyaml():
    return _pyyaml is not None


def load_yaml_text(text, use_pyyaml=None):
    """Parse YAML text; use_pyyaml=None means 'if available'."""
    if use_pyyaml is None:
        use_pyyaml = _pyyaml is not None
    if use_pyyaml:
        if _pyyaml is None:
            raise RuntimeError("PyYAML is not installed")
        return _pyyaml.safe_load(text)
    return parse_simple_yaml(text)


def load_yaml(path, use_pyyaml=None):
    with open(path, "r", encoding="utf-8") as fh:
        return load_yaml_text(fh.read(), use_pyyaml)


def load_task(path, use_pyyaml=None):
    """Load and minimally validate a task file. Raises ValueError on a bad task."""
    task = load_yaml(path, use_pyyaml)
    if not isinstance(task, dict):
        raise ValueError("task file %s is not a mapping" % path)
    missing = [k for k in REQUIRED_TASK_KEYS if k not in task]
    if missing:
        raise ValueError("task file %s lacks %s" % (path, ", ".join(missing)))
    if not isinstance(task["verifier"], str) or not task["verifier"]:
        raise ValueError("task file %s: verifier must be a function name" % path)
    params = task.get("params")
    if params is None:
        task["params"] = {}
    elif not isinstance(params, dict):
        raise ValueError("task file %s: params must be a mapping" % path)
    if not isinstance(task["agents"], list) or not task["agents"]:
        raise ValueError("task file %s: agents must be a non-empty list" % path)
    return task


# ---------------------------------------------------------------------------
# Fallback parser
# ---------------------------------------------------------------------------

_INT_RE = re.compile(r"^[-+]?(0|[1-9][0-9_]*)$")
_FLOAT_RE = re.compile(r"^[-+]?([0-9][0-9_]*)?\.[0-9_]+([eE][-+]?[0-9]+)?$|^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$")
_BLOCK_SCALAR_RE = re.compile(r"^([|>])([-+]?)$")


class _Line(object):
    __slots__ = ("no", "indent", "text", "raw")

    def __init__(self, no, indent, text, raw):
        self.no = no
        self.indent = indent
        self.text = text
        self.raw = raw


def _strip_comment(s):
    """Remove a trailing comment that is outside quotes."""
    quote = None
    i = 0
    while i < len(s):
        c = s[i]
        if quote:
            if quote == '"' and c == "\\":
                i += 2
                continue
            if c == quote:
                if quote == "'" and i + 1 < len(s) and s[i + 1] == "'":
                    i += 2
                    continue
                quote = None
        elif c in ("'", '"') and (i == 0 or s[i - 1] in " \t[{,:-"):
            quote = c
        elif c == "#" and (i == 0 or s[i - 1] in " \t"):
            return s[:i].rstrip()
        i += 1
    return s.rstrip()


def _find_colon(s):
    """Index of the mapping colon (': ' or trailing ':') outside quotes/brackets, or -1."""
    quote = None
    depth = 0
    i = 0
    while i < len(s):
        c = s[i]
        if quote:
            if quote == '"' and c == "\\":
                i += 2
                continue
            if c == quote:
                if quote == "'" and i + 1 < len(s) and s[i + 1] == "'":
                    i += 2
                    continue
                quote = None
        elif c in ("'", '"') and (i == 0 or s[i - 1] in " \t[{,"):
            quote = c
        elif c in "[{":
            depth += 1
        elif c in "]}":
            depth -= 1
        elif c == ":" and depth == 0 and (i + 1 == len(s) or s[i + 1] in " \t"):
            return i
        i += 1
    return -1


def _scalar(tok, lineno):
    t = tok.strip()
    if t == "":
        return None
    if t[0] == '"':
        if len(t) < 2 or t[-1] != '"':
            raise ValueError("line %d: unterminated double-quoted string" % lineno)
        import json

        try:
            return json.loads(t)
        except ValueError:
            raise ValueError("line %d: bad double-quoted string %s" % (lineno, t))
    if t[0] == "'":
        if len(t) < 2 or t[-1] != "'":
            raise ValueError("line %d: unterminated single-quoted string" % lineno)
        return t[1:-1].replace("''", "'")
    if t[0] in "&*!|>%@`":
        raise ValueError("line %d: unsupported YAML construct %r" % (lineno, t))
    low = t.lower()
    if low in ("null", "~"):
        return None
    if low == "true":
        return True
    if low == "false":
        return False
    if _INT_RE.match(t):
        return int(t.replace("_", ""))
    if _FLOAT_RE.match(t):
        return float(t.replace("_", ""))
    if low in (".inf", "+.inf"):
        return float("inf")
    if low == "-.inf":
        return float("-inf")
    return t


def _parse_flow(s, lineno):
    pos = [0]
    n = len(s)

    def ws():
        while pos[0] < n and s[pos[0]] in " \t":
            pos[0] += 1

    def scalar_token(stops):
        ws()
        start = pos[0]
        if pos[0] < n and s[pos[0]] in "\"'":
            q = s[pos[0]]
            pos[0] += 1
            while pos[0] < n:
                c = s[pos[0]]
                if q == '"' and c == "\\":
                    pos[0] += 2
                    continue
                if c == q:
                    if q == "'" and pos[0] + 1 < n and s[pos[0] + 1] == "'":
                        pos[0] += 2
                        continue
                    pos[0] += 1
                    break
                pos[0] += 1
            else:
                raise ValueError("line %d: unterminated string in flow collection" % lineno)
            return _scalar(s[start:pos[0]], lineno)
        while pos[0] < n and s[pos[0]] not in stops:
            if s[pos[0]] == ":" and ":" in stops and (pos[0] + 1 == n or s[pos[0] + 1] in " \t,]}"):
                break
            pos[0] += 1
        return _scalar(s[start:pos[0]], lineno)

    def value(stops):
        ws()
        if pos[0] < n and s[pos[0]] == "[":
            return seq()
        if pos[0] < n and s[pos[0]] == "{":
            return mapping()
        return scalar_token(stops)

    def seq():
        pos[0] += 1
        out = []
        ws()
        if pos[0] < n and s[pos[0]] == "]":
            pos[0] += 1
            return out
        while True:
            out.append(value(",]"))
            ws()
            if pos[0] >= n:
                raise ValueError("line %d: unterminated flow sequence" % lineno)
            if s[pos[0]] == ",":
                pos[0] += 1
                ws()
                if pos[0] < n and s[pos[0]] == "]":
                    pos[0] += 1
                    return out
                continue
            if s[pos[0]] == "]":
                pos[0] += 1
                return out
            raise ValueError("line %d: bad flow sequence near %r" % (lineno, s[pos[0]:]))

    def mapping():
        pos[0] += 1
        out = {}
        ws()
        if pos[0] < n and s[pos[0]] == "}":
            pos[0] += 1
            return out
        while True:
            key = scalar_token(":,}")
            ws()
            if pos[0] < n and s[pos[0]] == ":":
                pos[0] += 1
                val = value(",}")
            else:
                val = None
            out[key] = val
            ws()
            if pos[0] >= n:
                raise ValueError("line %d: unterminated flow mapping" % lineno)
            if s[pos[0]] == ",":
                pos[0] += 1
                ws()
                if pos[0] < n and s[pos[0]] == "}":
                    pos[0] += 1
                    return out
                continue
            if s[pos[0]] == "}":
                pos[0] += 1
                return out
            raise ValueError("line %d: bad flow mapping near %r" % (lineno, s[pos[0]:]))

    result = value("")
    ws()
    if pos[0] != n:
        raise ValueError("line %d: trailing characters after flow collection: %r" % (lineno, s[pos[0]:]))
    return result


def _inline_value(text, lineno):
    t = text.strip()
    if t.startswith("[") or t.startswith("{"):
        return _parse_flow(t, lineno)
    return _scalar(t, lineno)


class _Parser(object):
    def __init__(self, text):
        self.raw_lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        self.lines = []
        for i, raw in enumerate(self.raw_lines):
            if "\t" in raw[: len(raw) - len(raw.lstrip())]:
                raise ValueError("line %d: tab indentation is not allowed" % (i + 1))
            stripped = _strip_comment(raw)
            if stripped.strip() == "" or stripped.strip() in ("---",):
                continue
            if stripped.strip() == "...":
                break
            indent = len(stripped) - len(stripped.lstrip(" "))
            self.lines.append(_Line(i + 1, indent, stripped.strip(), raw))
        self.i = 0

    def parse(self):
        if not self.lines:
            return None
        node = self.block(self.lines[0].indent)
        if self.i < len(self.lines):
            ln = self.lines[self.i]
            raise ValueError("line %d: unexpected indentation" % ln.no)
        return node

    def peek(self):
        return self.lines[self.i] if self.i < len(self.lines) else None

    def block(self, indent):
        ln = self.peek()
        if ln.text == "-" or ln.text.startswith("- "):
            return self.sequence(indent)
        return self.mapping(indent)

    def block_scalar(self, header, parent_indent, lineno):
        m = _BLOCK_SCALAR_RE.match(header)
        style, chomp = m.group(1), m.group(2)
        # Raw lines after the header line, up to the first non-empty line indented <= parent.
        start = lineno  # raw index of the next line (lineno is 1-based)
        body = []
        j = start
        block_indent = None
        while j < len(self.raw_lines):
            raw = self.raw_lines[j]
            if raw.strip() == "":
                body.append("")
                j += 1
                continue
            ind = len(raw) - len(raw.lstrip(" "))
            if ind <= parent_indent:
                break
            if block_indent is None:
                block_indent = ind
            if ind < block_indent:
                break
            body.append(raw[block_indent:])
            j += 1
        # Skip the parsed (comment-stripped) lines that belong to the block scalar.
        while self.i < len(self.lines) and self.lines[self.i].no <= j:
            self.i += 1
        # Trailing empty lines
        trailing = 0
        while body and body[-1] == "":
            body.pop()
            trailing += 1
        if style == "|":
            text = "\n".join(body)
        else:
            parts = []
            prev_blank = False
            for k, line in enumerate(body):
                if line == "":
                    parts.append("\n")
                    prev_blank = True
                    continue
                if k > 0 and not prev_blank and not line.startswith(" ") and not body[k - 1].startswith(" "):
                    parts.append(" ")
                elif k > 0 and not prev_blank:
                    parts.append("\n")
                parts.append(line)
                prev_blank = False
            text = "".join(parts)
        if not body:
            return ""
        if chomp == "-":
            return text
        if chomp == "+":
            return text + "\n" * (trailing + 1)
        return text + "\n"

    def value_after_key(self, rest, ln, indent):
        """Value of 'key: rest' at line ln whose key sits at column `indent`."""
        if rest == "":
            nxt = self.peek()
            if nxt is None:
                return None
            if nxt.indent > indent:
                return self.block(nxt.indent)
            if nxt.indent == indent and (nxt.text == "-" or nxt.text.startswith("- ")):
                return self.sequence(indent)
            return None
        if _BLOCK_SCALAR_RE.match(rest):
            return self.block_scalar(rest, indent, ln.no)
        return _inline_value(rest, ln.no)

    def mapping(self, indent):
        out = {}
        while True:
            ln = self.peek()
            if ln is None or ln.indent < indent:
                return out
            if ln.indent > indent:
                raise ValueError("line %d: unexpected indentation" % ln.no)
            if ln.text == "-" or ln.text.startswith("- "):
                return out
            c = _find_colon(ln.text)
            if c < 0:
                raise ValueError("line %d: expected 'key: value', got %r" % (ln.no, ln.text))
            key = _scalar(ln.text[:c], ln.no)
            if isinstance(key, (list, dict)):
                raise ValueError("line %d: complex keys are not supported" % ln.no)
            if key in out:
                raise ValueError("line %d: duplicate key %r" % (ln.no, key))
            self.i += 1
            out[key] = self.value_after_key(ln.text[c + 1:].strip(), ln, indent)

    def sequence(self, indent):
        out = []
        while True:
            ln = self.peek()
            if ln is None or ln.indent < indent:
                return out
            if ln.indent > indent:
                raise ValueError("line %d: unexpected indentation" % ln.no)
            if not (ln.text == "-" or ln.text.startswith("- ")):
                return out
            rest = ln.text[1:].strip()
            item_indent = indent + (len(ln.text) - len(ln.text[1:].lstrip(" ")))
            if rest == "":
                self.i += 1
                nxt = self.peek()
                if nxt is not None and nxt.indent > indent:
                    out.append(self.block(nxt.indent))
                else:
                    out.append(None)
                continue
            if rest == "-" or rest.startswith("- ") or _find_colon(rest) >= 0:
                # "- key: v" or "- - x": re-read the rest of the line as a block node at
                # column item_indent (following keys/items of that node align with it).
                self.lines[self.i] = _Line(ln.no, item_indent, rest, ln.raw)
                out.append(self.block(item_indent))
                continue
            self.i += 1
            if _BLOCK_SCALAR_RE.match(rest):
                out.append(self.block_scalar(rest, indent, ln.no))
            else:
                out.append(_inline_value(rest, ln.no))


def parse_simple_yaml(text):
    """Parse the YAML subset described in the module docstring."""
    return _Parser(text).parse()
