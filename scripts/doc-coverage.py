#!/usr/bin/env python3
"""Documentation coverage of Quill's public API, per module.

Usage: scripts/doc-coverage.py [--min PERCENT] [--root DIR] [--list-undocumented] [MODULE_DIR ...]

Modules are the direct subfolders of Sources/ that hold Swift files (the C shims hold none and
are left out) and each Widgets/*/Sources folder. Naming folders (or single Swift files) on
the command line measures only those, each counted as one module.

What counts as a public declaration
  * A func, init, subscript, var, let, class, struct, enum, protocol, actor, typealias,
    associatedtype or macro whose own modifiers say `public` or `open` (`public private(set)`
    counts; `public(set)` alone, `package` and `@usableFromInline internal` do not).
  * With no access modifier of its own, a member of a `public extension` block, and a
    requirement (func, init, subscript, var, associatedtype, typealias) of a public protocol.
  * Each `case` line of a public enum (one count per `case` keyword, however many names it
    lists): enum cases are API callers spell out, and UIKit documents every one.
  * Only when every enclosing type is itself public: a `public` member of an internal type is
    not API. Members of plain `extension X` blocks count by their own modifiers.
  * Not counted: `override` declarations (they inherit the overridden one's documentation),
    `deinit`, the `public extension` line itself, anything inside a function, accessor or
    closure body, and anything inside `#if` blocks whose condition names DEBUG or TEST.

Documented means a `///` line or a `/** */` block ends on the line immediately above the
declaration's first attribute or modifier (so `@MainActor` or a multi-line `@available(...)`
between the comment and the declaration is fine), or a `/** */` block sits on the same line
before it. A blank line or an ordinary `//` comment in between breaks the link.

Prints module, documented, total and percent, then exits 1 if any module is below --min
(default 90).
"""

import argparse
import os
import sys
from dataclasses import dataclass, field

DECL_KEYWORDS = {
    "func", "init", "subscript", "var", "let", "class", "struct", "enum", "protocol",
    "actor", "typealias", "associatedtype", "macro", "case", "extension", "deinit",
    "operator", "precedencegroup", "import",
}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
ACCESS = {"public", "open", "package", "internal", "fileprivate", "private"}
MODIFIERS = ACCESS | {
    "static", "final", "override", "nonisolated", "mutating", "nonmutating", "convenience",
    "required", "dynamic", "lazy", "weak", "unowned", "optional", "indirect", "prefix",
    "postfix", "infix", "isolated", "distributed", "consuming", "borrowing", "__consuming",
}
PROTOCOL_REQUIREMENTS = {"func", "init", "subscript", "var", "associatedtype", "typealias"}


@dataclass
class Token:
    text: str
    line: int
    start: int  # offset in the file
    end: int


@dataclass
class Decl:
    path: str
    line: int
    keyword: str
    name: str
    documented: bool


def lex(src):
    """Returns (tokens, line_kinds, doc_end_offsets).

    line_kinds maps 1-based line numbers to 'code', 'doc', 'comment' (or absent: blank).
    Strings become a single '"' token; comments are dropped. doc_block_ends lists
    (line, offset) where a /** */ block ended, for same-line documentation.
    """
    tokens = []
    kinds = {}
    doc_block_ends = []
    n = len(src)
    i = 0
    line = 1

    def mark(ln, kind):
        old = kinds.get(ln)
        if old == "code" or kind == "code":
            kinds[ln] = "code"
        elif old == "doc" or kind == "doc":
            kinds[ln] = "doc"
        else:
            kinds[ln] = kind

    def skip_string(i, line):
        """i at the first '#' or '"' of a string literal. Returns (i after it, line)."""
        hashes = 0
        while i < n and src[i] == "#":
            hashes += 1
            i += 1
        multi = src.startswith('"""', i)
        i += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if src.startswith(escape, i):
                j = i + len(escape)
                if j < n and src[j] == "(":
                    i, line = skip_interpolation(j + 1, line)
                    continue
                i = j + 1
                continue
            if src.startswith(close, i):
                return i + len(close), line
            if src[i] == "\n":
                line += 1
                mark(line, "code")
            i += 1
        return i, line

    def skip_interpolation(i, line):
        depth = 1
        while i < n and depth:
            c = src[i]
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            elif c == '"' or (c == "#" and i + 1 < n and src[i + 1] in '#"'):
                i, line = skip_string(i, line)
                continue
            elif c == "\n":
                line += 1
            i += 1
        return i, line

    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r":
            i += 1
        elif src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            is_doc = src.startswith("///", i) and not src.startswith("////", i)
            mark(line, "doc" if is_doc else "comment")
            i = j
        elif src.startswith("/*", i):
            is_doc = src.startswith("/**", i) and not src.startswith("/**/", i)
            depth = 0
            j = i
            while j < n:
                if src.startswith("/*", j):
                    depth += 1
                    j += 2
                elif src.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    if src[j] == "\n":
                        mark(line, "doc" if is_doc else "comment")
                        line += 1
                    j += 1
            mark(line, "doc" if is_doc else "comment")
            if is_doc:
                doc_block_ends.append((line, j))
            i = j
        elif c == '"' or (c == "#" and i + 1 < n and src[i + 1] in '#"' and _raw_string_at(src, i)):
            start, start_line = i, line
            mark(line, "code")
            i, line = skip_string(i, line)
            tokens.append(Token('"', start_line, start, i))
        elif c.isalnum() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(Token(src[i:j], line, i, j))
            mark(line, "code")
            i = j
        elif c == "`":
            j = src.find("`", i + 1)
            j = n if j < 0 else j + 1
            tokens.append(Token(src[i + 1:j - 1], line, i, j))
            mark(line, "code")
            i = j
        elif c == "#" and i + 1 < n and src[i + 1].isalpha():
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(Token(src[i:j], line, i, j))
            mark(line, "code")
            i = j
        else:
            tokens.append(Token(c, line, i, i + 1))
            mark(line, "code")
            i += 1
    return tokens, kinds, doc_block_ends


def _raw_string_at(src, i):
    j = i
    while j < len(src) and src[j] == "#":
        j += 1
    return j < len(src) and src[j] == '"'


@dataclass
class Scope:
    kind: str            # 'file', 'type', 'body', '(' or '['
    keyword: str = ""    # for 'type': class/struct/enum/protocol/actor/extension
    public: bool = False  # members may be public (the type is public, or an extension)
    public_ext: bool = False  # a `public extension`: unmarked members are public


def parse_file(path):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    tokens, kinds, doc_block_ends = lex(src)
    decls = []
    stack = [Scope("file", public=True)]
    pending = None  # Scope to push at the next '{' at the current depth
    pending_depth = -1
    skip_if_depth = 0  # >0 while inside a test-only #if
    if_stack = []  # for each open #if: whether it is test-only
    n = len(tokens)
    i = 0

    def first_on_line(k):
        return k == 0 or tokens[k - 1].line != tokens[k].line

    def documented(tok):
        if kinds.get(tok.line - 1) == "doc":
            return True
        return any(ln == tok.line and off <= tok.start for ln, off in doc_block_ends)

    def balanced_skip(k):
        """k at '(' : returns index after the matching ')'."""
        depth = 0
        while k < n:
            if tokens[k].text == "(":
                depth += 1
            elif tokens[k].text == ")":
                depth -= 1
                if depth == 0:
                    return k + 1
            k += 1
        return k

    while i < n:
        tok = tokens[i]
        t = tok.text
        # Conditional compilation.
        if t in ("#if", "#elseif", "#else", "#endif") and first_on_line(i):
            j = i + 1
            while j < n and tokens[j].line == tok.line:
                j += 1
            cond = " ".join(x.text for x in tokens[i + 1:j])
            if t == "#if":
                test_only = "DEBUG" in cond or "TEST" in cond.upper()
                if_stack.append(test_only)
                skip_if_depth += test_only
            elif t in ("#elseif", "#else") and if_stack:
                if if_stack[-1]:
                    skip_if_depth -= 1
                    if_stack[-1] = False
            elif t == "#endif" and if_stack:
                skip_if_depth -= if_stack.pop()
            i = j
            continue
        top = stack[-1]
        if first_on_line(i) and top.kind in ("file", "type") and pending is None:
            j = i
            mods = []
            while j < n:
                x = tokens[j].text
                if x == "@" and j + 1 < n:
                    j += 2
                    if j < n and tokens[j].text == "(" and tokens[j].start == tokens[j - 1].end:
                        j = balanced_skip(j)
                    continue
                if x in MODIFIERS or (x == "class" and j + 1 < n and
                                      (tokens[j + 1].text in MODIFIERS or
                                       tokens[j + 1].text in {"func", "var", "let", "subscript"})):
                    mods.append(x)
                    j += 1
                    if j < n and tokens[j].text == "(" and tokens[j].start == tokens[j - 1].end:
                        inner = tokens[j + 1].text if j + 1 < n else ""
                        if x in ACCESS and inner == "set":
                            mods[-1] = x + "(set)"
                        j = balanced_skip(j)
                    continue
                break
            keyword = tokens[j].text if j < n else ""
            if keyword in DECL_KEYWORDS:
                name = ""
                for k in range(j + 1, min(j + 4, n)):
                    if tokens[k].text not in ("`",) and (tokens[k].text[:1].isalnum() or tokens[k].text[:1] == "_"):
                        name = tokens[k].text
                        break
                    if tokens[k].text in ("(", "<", "["):
                        break
                access = next((m for m in mods if m in ACCESS), None)
                if keyword in ("init", "subscript") and not name:
                    name = keyword
                is_public = False
                if top.public and not skip_if_depth and "override" not in mods and keyword not in ("deinit", "extension", "import", "operator", "precedencegroup"):
                    if access in ("public", "open"):
                        is_public = True
                    elif access is None:
                        if top.public_ext:
                            is_public = True
                        elif top.kind == "type" and top.keyword == "protocol" and keyword in PROTOCOL_REQUIREMENTS:
                            is_public = True
                        elif top.kind == "type" and top.keyword == "enum" and keyword == "case":
                            is_public = True
                    if keyword == "case" and not (top.kind == "type" and top.keyword == "enum"):
                        is_public = False
                if is_public:
                    decls.append(Decl(path, tokens[i].line, keyword, name, documented(tokens[i])))
                if keyword in TYPE_KEYWORDS and not (keyword == "class" and j + 1 < n and tokens[j + 1].text in ("func", "var", "let", "subscript")):
                    if keyword == "extension":
                        pub = top.public
                        pending = Scope("type", keyword, public=pub, public_ext=pub and access == "public")
                    else:
                        effective = access in ("public", "open") or (access is None and (top.public_ext or top.keyword == "protocol"))
                        pending = Scope("type", keyword, public=top.public and effective and not skip_if_depth)
                    pending_depth = len(stack)
                i = j + 1
                continue
            if j > i:
                i = j
                continue
        # Delimiters.
        if t == "{":
            if pending is not None and len(stack) == pending_depth:
                stack.append(pending)
                pending = None
            else:
                stack.append(Scope("body"))
        elif t in ("(", "["):
            stack.append(Scope(t))
        elif t in ("}", ")", "]"):
            if len(stack) > 1:
                stack.pop()
        i += 1
    return decls


def swift_files(folder):
    if os.path.isfile(folder):
        yield folder
        return
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith(".swift"):
                yield os.path.join(dirpath, f)


def modules(root):
    found = []
    sources = os.path.join(root, "Sources")
    if os.path.isdir(sources):
        for d in sorted(os.listdir(sources)):
            found.append((d, os.path.join(sources, d)))
    widgets = os.path.join(root, "Widgets")
    if os.path.isdir(widgets):
        for d in sorted(os.listdir(widgets)):
            src = os.path.join(widgets, d, "Sources")
            if os.path.isdir(src):
                found.append(("Widgets/" + d, src))
    return [(name, path) for name, path in found if any(True for _ in swift_files(path))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--min", type=float, default=90.0, metavar="PERCENT")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    ap.add_argument("--list-undocumented", action="store_true",
                    help="also print each undocumented declaration as path:line")
    ap.add_argument("folders", nargs="*", help="measure these folders or files instead, one module each")
    args = ap.parse_args()

    root = os.path.normpath(args.root)
    if args.folders:
        mods = [(os.path.relpath(os.path.abspath(f), root), f) for f in args.folders]
    else:
        mods = modules(root)
    rows = []
    failing = []
    for name, path in mods:
        decls = []
        for f in swift_files(path):
            decls.extend(parse_file(f))
        documented = sum(d.documented for d in decls)
        total = len(decls)
        pct = 100.0 * documented / total if total else 100.0
        rows.append((name, documented, total, pct, decls))
        if pct < args.min:
            failing.append(name)

    width = max([len("module")] + [len(r[0]) for r in rows])
    print(f"{'module':<{width}}  {'documented':>10}  {'total':>5}  {'percent':>7}")
    for name, documented, total, pct, _ in rows:
        flag = "  <" if name in failing else ""
        print(f"{name:<{width}}  {documented:>10}  {total:>5}  {pct:>6.1f}%{flag}")
    all_doc = sum(r[1] for r in rows)
    all_total = sum(r[2] for r in rows)
    print(f"{'all':<{width}}  {all_doc:>10}  {all_total:>5}  {100.0 * all_doc / max(all_total, 1):>6.1f}%")
    if args.list_undocumented:
        for name, _, _, _, decls in rows:
            for d in decls:
                if not d.documented:
                    print(f"{os.path.relpath(d.path, root)}:{d.line}: {d.keyword} {d.name}")
    sys.stdout.flush()
    if failing:
        print(f"below {args.min:g}%: {', '.join(failing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
