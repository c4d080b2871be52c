#!/usr/bin/env python3
"""Turns every ```swift block of the README and the DocC articles into a package to build.

    extract-snippets.py OUT_DIR REPO_DIR FILE.md...

Writes OUT_DIR/Package.swift and one executable target per snippet,
OUT_DIR/Sources/snippet_NNN/main.swift, and prints one line per block to standard output:
`compile snippet_NNN FILE:LINE` or `skip FILE:LINE REASON`.

Rules (README.md, "Check the snippets", says the same):
- A snippet is top-level code with its own `import` lines, compiled as written: the text
  goes into main.swift behind `#sourceLocation`, so an error names the Markdown file and line.
- A block preceded by `<!-- snippet: fragment -->` is a fragment (part of a larger program,
  a signature): skipped and counted. `<!-- snippet: apple -->` marks a block that imports
  SwiftUI: skipped where SwiftUI cannot be imported (Linux), counted.
- The README's Package.swift block (the one starting with `// swift-tools-version`) is the
  model of the package: its `.package(url: …)` becomes `.package(path:)` to this
  repository, and its `.executableTarget` is repeated once per snippet, with the same
  dependencies plus any other product of this repository the snippet imports.
"""

import os
import re
import sys

FENCE = re.compile(r"^(\s*)```swift\s*$")
MARKER = re.compile(r"<!--\s*snippet:\s*([a-z-]+)\s*-->")
PRODUCTS = [
    "HexGrid", "HexBoard", "HexBoardGeneration", "HexBoardRendering", "HexBoardTiled",
    "HexBoardSwiftUI", "HexBoardWesnoth",
]


def blocks(path):
    """Yields (line number of the first code line, code, marker) for each swift block."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent = len(m.group(1))
        # The marker is the nearest non-blank line above the fence.
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        mm = MARKER.search(lines[j]) if j >= 0 else None
        start = i + 1
        i += 1
        body = []
        while i < len(lines) and not lines[i].strip().startswith("```"):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        if i >= len(lines):
            sys.exit(f"{path}:{start - 1}: unterminated ```swift block")
        i += 1
        yield start, "\n".join(body) + "\n", mm.group(1) if mm else None


def matching_paren(text, open_index):
    depth = 0
    for k in range(open_index, len(text)):
        if text[k] == "(":
            depth += 1
        elif text[k] == ")":
            depth -= 1
            if depth == 0:
                return k
    sys.exit("extract-snippets: unbalanced parentheses in the README's Package.swift")


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    out, repo, files = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3:]
    manifest = None
    snippets = []  # (name, file, line, code)
    report = []
    for path in files:
        for line, code, marker in blocks(path):
            where = f"{path}:{line}"
            if code.lstrip().startswith("// swift-tools-version"):
                if manifest is None and os.path.basename(path) == "README.md":
                    manifest = (where, code)
                    report.append(f"model {where} (Package.swift)")
                else:
                    report.append(f"skip {where} another Package.swift")
                continue
            if marker == "fragment":
                report.append(f"skip {where} fragment")
                continue
            if marker == "apple":
                report.append(f"skip {where} apple (imports SwiftUI; not on this platform)")
                continue
            if marker is not None:
                sys.exit(f"{where}: unknown snippet marker '{marker}' (fragment or apple)")
            if not re.search(r"^import \w+", code, re.M):
                sys.exit(
                    f"{where}: a snippet without an import line; add its imports, or mark "
                    "it <!-- snippet: fragment --> if it is not meant to compile alone")
            name = f"snippet_{len(snippets) + 1:03d}"
            snippets.append((name, path, line, code))
            report.append(f"compile {name} {where}")
    if manifest is None:
        sys.exit("extract-snippets: README.md has no Package.swift block (// swift-tools-version)")
    where, model = manifest
    url = re.search(r'\.package\(\s*url:\s*"[^"]*",[^)]*\)', model)
    if not url:
        sys.exit(f"{where}: the Package.swift block has no .package(url: …) line")
    identity = re.search(r'/([^/"]+?)(?:\.git)?"', url.group(0)).group(1).lower()
    # A path dependency's identity is its folder's name: a link named like the URL's.
    deps = os.path.join(out, "dependencies")
    os.makedirs(deps, exist_ok=True)
    link = os.path.join(deps, identity)
    if not os.path.islink(link):
        os.symlink(repo, link)
    model = model.replace(url.group(0), f'.package(path: "{link}")')
    start = model.find(".executableTarget(")
    if start < 0:
        sys.exit(f"{where}: the Package.swift block has no .executableTarget")
    end = matching_paren(model, model.find("(", start))
    template = model[start:end + 1]
    name_match = re.search(r'name:\s*"([^"]+)"', template)
    targets = []
    for name, _, _, code in snippets:
        target = template.replace(name_match.group(0), f'name: "{name}"', 1)
        imported = re.findall(r"^import (\w+)", code, re.M)
        extra = [
            p for p in PRODUCTS
            if p in imported and f'.product(name: "{p}"' not in template
        ]
        if extra:
            listed = "".join(f'.product(name: "{p}", package: "{identity}"), ' for p in extra)
            target = target.replace("dependencies: [", "dependencies: [" + listed, 1)
        targets.append(target)
        folder = os.path.join(out, "Sources", name)
        os.makedirs(folder, exist_ok=True)
        _, path, line, _ = next(s for s in snippets if s[0] == name)
        with open(os.path.join(folder, "main.swift"), "w", encoding="utf-8") as f:
            f.write(f'#sourceLocation(file: "{os.path.abspath(path)}", line: {line})\n{code}')
    model = model[:start] + ",\n    ".join(targets) + model[end + 1:]
    with open(os.path.join(out, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(model)
    print("\n".join(report))


if __name__ == "__main__":
    main()
