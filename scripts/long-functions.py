#!/usr/bin/env python3
"""Lists functions, initializers and subscripts of library code longer than a limit (default 60
lines) that carry no comment saying why they are one piece (the words "one piece" in the six
lines above the declaration). Exits 1 when there is any: each long function is split into named
parts, or says why it is one piece (issue 24).

Usage: scripts/long-functions.py [--limit N] [FOLDER ...]   (default: Sources)
Braces are counted outside string literals and line comments; a multi-line string literal that
holds braces may be miscounted, which the report would show as an absurd length."""
import os
import re
import sys

DECLARATION = re.compile(
    r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|class|final|override|'
    r'mutating|nonisolated|convenience|required|@MainActor)\s+)*(func\s+\w+|init[?!]?|subscript|deinit)\b')


def long_functions(root, limit):
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding='utf-8').read().split('\n')
            for start, line in enumerate(lines):
                match = DECLARATION.match(line)
                if not match:
                    continue
                depth, opened, end = 0, False, start
                while end < len(lines):
                    code = re.sub(r'//.*', '', re.sub(r'"(?:[^"\\]|\\.)*"', '""', lines[end]))
                    for character in code:
                        if character == '{':
                            depth, opened = depth + 1, True
                        elif character == '}':
                            depth -= 1
                    if (opened and depth <= 0) or (not opened and end > start + 8):
                        break
                    end += 1
                length = end - start + 1
                above = '\n'.join(lines[max(0, start - 6):start])
                if opened and length > limit and 'one piece' not in above:
                    yield path, start + 1, match.group(1), length


def main():
    arguments = sys.argv[1:]
    limit = 60
    if arguments[:1] == ['--limit']:
        limit, arguments = int(arguments[1]), arguments[2:]
    found = [item for root in (arguments or ['Sources']) for item in long_functions(root, limit)]
    for path, line, name, length in found:
        print(f'{path}:{line}: {name} is {length} lines (over {limit}): split it, or say why it is one piece')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
