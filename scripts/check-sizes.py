#!/usr/bin/env python3
"""Files and types stay small enough to read: no Swift file under Sources/ over 300 lines, and no type over 400
lines counting its declaration and every extension of it in the same module (docs/architecture.md, Style).

A type's lines are those from its top-level declaration (or `extension`) to the next top-level declaration of
the file; nested types count towards the type that holds them. Deliberate exceptions are listed below with
their reason; the check fails when an exception is no longer needed, so the list stays true.
"""
import os
import re
import sys
from collections import defaultdict

FILE_LIMIT = 300
TYPE_LIMIT = 400

# (module, type) or (module, file path): why it may be larger. Each names who may split it and when.
EXCEPTIONS = {
    ("TrellisSolver", "Solver"): "the simplex's public face (constraints, edits, ambiguity, invariants); owned by the "
                                 "solver's owner, who was changing it this session; to split into collaborators next",
    ("TrellisSolver", "Tableau"): "the simplex tableau's rows, columns and pivoting are one data structure; "
                                  "its groups and simplex steps are already apart",
}

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|fileprivate|private|final|open|indirect)\s+)*"
    r"(struct|class|enum|actor|protocol|extension)\s+([A-Za-z_][A-Za-z_0-9.]*)")
TOP_LEVEL = re.compile(r"^(?:@\w+|public |internal |package |fileprivate |private |final |func |let |var |"
                       r"struct |class |enum |actor |protocol |extension |typealias |#if|#endif|#else)")


def main() -> int:
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    sources = os.path.join(root, "Sources")
    problems = []
    type_lines = defaultdict(int)
    type_files = defaultdict(set)
    for directory, _, names in os.walk(sources):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            relative = os.path.relpath(path, root)
            module = os.path.relpath(path, sources).split(os.sep)[0]
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            if lines and lines[-1] == "":
                lines.pop()
            if len(lines) > FILE_LIMIT and (module, relative) not in EXCEPTIONS:
                problems.append(f"{relative}: {len(lines)} lines (at most {FILE_LIMIT})")
            current = None
            for line in lines:
                if TOP_LEVEL.match(line):
                    match = DECLARATION.match(line)
                    current = match.group(2).split(".")[0] if match else None
                if current:
                    type_lines[(module, current)] += 1
                    type_files[(module, current)].add(relative)
    for key, count in sorted(type_lines.items()):
        if count > TYPE_LIMIT and key not in EXCEPTIONS:
            files = ", ".join(sorted(type_files[key]))
            problems.append(f"{key[0]}.{key[1]}: {count} lines across {files} (at most {TYPE_LIMIT})")
    for key, reason in EXCEPTIONS.items():
        size = type_lines.get(key)
        if key[1].endswith(".swift"):
            path = os.path.join(root, key[1])
            size = sum(1 for _ in open(path, encoding="utf-8")) if os.path.exists(path) else 0
            if size <= FILE_LIMIT:
                problems.append(f"{key[1]} is listed as an exception ({reason}) but has {size} lines: remove it")
        elif size is not None and size <= TYPE_LIMIT:
            problems.append(f"{key[0]}.{key[1]} is listed as an exception ({reason}) but has {size} lines: remove it")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-sizes: {len(problems)} problem(s); split the file or type by concern (docs/architecture.md)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
