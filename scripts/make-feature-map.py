#!/usr/bin/env python3
"""Writes a version 2 map of COLUMNS x ROWS grass cells (flat-top) with a road on three
sides of every cell (se, ne, n) and a town on two corners of every cell (e, ne): every side
and corner of the map but those of its outline, each listed once, five entries a cell. The
hostile case for reading placements (issue 33): a 1024 x 1024 map is 113 MB of short
arrays (one line of entries per row of cells). Used by scripts/check-memory.sh.

    python3 scripts/make-feature-map.py [--bare] COLUMNS ROWS OUT

With --bare, the same map without any feature (to diff against: a patch placing them all).
"""
import json
import sys


def main():
    arguments = sys.argv[1:]
    bare = arguments[:1] == ["--bare"]
    if bare:
        arguments = arguments[1:]
    columns, rows, out = int(arguments[0]), int(arguments[1]), arguments[2]
    with open(out, "w", encoding="utf-8") as f:
        f.write('{\n  "cells": [\n')
        row = json.dumps("." * columns)
        f.write(",\n".join("    " + row for _ in range(rows)))
        f.write('\n  ],\n')
        f.write('  "edgeFeatures": [{"blocksSight": false, "color": "#8d5a2b", "id": "road", '
                '"movement": {"set": 1}, "style": "crossing"}],\n')
        f.write('  "edges": [\n')
        first = True
        for r in range(0 if bare else rows):
            parts = []
            for c in range(columns):
                for side in ("se", "ne", "n"):
                    parts.append(f'[{c},{r},"{side}","road"]')
            f.write(("" if first else ",\n") + "    " + ",".join(parts))
            first = False
        f.write('\n  ],\n')
        f.write('  "format": "hexboard-map",\n')
        f.write('  "grid": {"columns": %d, "convention": "odd-q", "orientation": "flat", '
                '"origin": [0, 0], "rows": %d, "shape": "rectangle", "wrap": "none"},\n' % (columns, rows))
        f.write('  "name": "Every side and corner",\n  "objects": [],\n  "properties": {},\n')
        f.write('  "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1, '
                '"id": "grass", "symbol": "."}],\n')
        f.write('  "version": 2,\n')
        f.write('  "vertexFeatures": [{"color": "#c62828", "id": "town"}],\n')
        f.write('  "vertices": [\n')
        first = True
        for r in range(0 if bare else rows):
            parts = []
            for c in range(columns):
                for corner in ("e", "ne"):
                    parts.append(f'[{c},{r},"{corner}","town"]')
            f.write(("" if first else ",\n") + "    " + ",".join(parts))
            first = False
        f.write('\n  ]\n}\n')


if __name__ == "__main__":
    main()
