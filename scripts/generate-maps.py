#!/usr/bin/env python3
"""Writes the example maps in Maps/ deterministically (no randomness beyond fixed seeds).

    python3 scripts/generate-maps.py            # rewrites Maps/*.json

The files are written in the canonical v1 layout (docs/SaveFormat.md), the same bytes the
Swift encoder produces; `swift test --filter Persistence` checks that load + save gives
them back byte for byte, and HEXBOARD_RESAVE_MAPS=1 with that filter re-saves them through
the Swift encoder.

The worlds use value noise: a lattice of pseudo-random values (SplitMix64 from a fixed
seed) interpolated with smoothstep, four octaves. The wrapped world's lattice repeats
east-west, so its left and right edges meet without a seam.
"""

import json
import math
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

PALETTE = [
    # id, symbol, colour, cost (None = impassable), blocks sight
    ("ocean", "~", "#1f4e8c", None, False),
    ("coast", "-", "#4f8fd0", 3, False),
    ("grass", ".", "#7cb342", 1, False),
    ("forest", "f", "#2e7d32", 2, True),
    ("hills", "h", "#a1887f", 3, False),
    ("mountain", "^", "#6d6d6d", None, True),
    ("desert", ":", "#e0c068", 2, False),
    ("snow", "*", "#f2f5f7", 3, False),
]
SYMBOL = {p[0]: p[1] for p in PALETTE}


# ---------------------------------------------------------------- canonical writer

def jstr(text):
    return json.dumps(text, ensure_ascii=False)


def jvalue(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)  # matches Swift's description for the simple values used here
    return jstr(value)


def inline_object(d):
    return "{" + ", ".join(jstr(k) + ": " + jvalue(d[k]) for k in sorted(d)) + "}"


def dump(m):
    out = ["{", '  "cells": [']
    rows = m["cells"]
    out += ["    " + jstr(r) + ("," if i < len(rows) - 1 else "") for i, r in enumerate(rows)]
    out.append("  ],")
    if m.get("elevation") is not None:
        out.append('  "elevation": [')
        ev = m["elevation"]
        out += ["    [" + ", ".join(str(v) for v in row) + "]" + ("," if i < len(ev) - 1 else "")
                for i, row in enumerate(ev)]
        out.append("  ],")
    out.append('  "format": "hexboard-map",')
    out.append('  "grid": {')
    grid = m["grid"]
    keys = sorted(grid)
    for i, k in enumerate(keys):
        v = grid[k]
        text = "[%d, %d]" % tuple(v) if k == "origin" else jvalue(v)
        out.append("    " + jstr(k) + ": " + text + ("," if i < len(keys) - 1 else ""))
    out.append("  },")
    out.append('  "name": ' + jstr(m["name"]) + ",")
    objects = m["objects"]
    if not objects:
        out.append('  "objects": [],')
    else:
        out.append('  "objects": [')
        for i, o in enumerate(objects):
            out.append('    {"at": [%d, %d], "id": %s, "kind": %s, "properties": %s}%s' % (
                o["at"][0], o["at"][1], jstr(o["id"]), jstr(o["kind"]),
                inline_object(o["properties"]), "," if i < len(objects) - 1 else ""))
        out.append("  ],")
    out.append('  "properties": ' + inline_object(m["properties"]) + ",")
    out.append('  "terrain": [')
    for i, (tid, sym, color, cost, blocks) in enumerate(PALETTE):
        out.append('    {"blocksSight": %s, "color": %s, "cost": %s, "id": %s, "symbol": %s}%s' % (
            jvalue(blocks), jstr(color), "null" if cost is None else str(cost), jstr(tid),
            jstr(sym), "," if i < len(PALETTE) - 1 else ""))
    out.append("  ],")
    out.append('  "version": 1')
    out.append("}")
    return "\n".join(out) + "\n"


def rect_grid(columns, rows, wrap="none"):
    return {"columns": columns, "convention": "odd-q", "orientation": "flat", "origin": [0, 0],
            "rows": rows, "shape": "rectangle", "wrap": wrap}


# ---------------------------------------------------------------- noise

MASK = (1 << 64) - 1


def splitmix(x):
    z = (x + 0x9E3779B97F4A7C15) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def lattice(seed, octave, i, j):
    h = splitmix((seed << 40) ^ (octave << 32) ^ ((i & 0xFFFF) << 16) ^ (j & 0xFFFF))
    return (h >> 11) / float(1 << 53)


def smooth(t):
    return t * t * (3 - 2 * t)


def value_noise(seed, x, y, octaves, base_period_x, base_period_y, wrap_x):
    """Fractal value noise in [0, 1]; with wrap_x the lattice repeats every period in x."""
    total = 0.0
    amplitude = 1.0
    norm = 0.0
    for o in range(octaves):
        px = base_period_x * (2 ** o)
        py = base_period_y * (2 ** o)
        fx = x * px
        fy = y * py
        i0 = math.floor(fx)
        j0 = math.floor(fy)
        tx = smooth(fx - i0)
        ty = smooth(fy - j0)

        def at(i, j):
            if wrap_x:
                i %= px
            return lattice(seed, o, i, j)

        a = at(i0, j0) * (1 - tx) + at(i0 + 1, j0) * tx
        b = at(i0, j0 + 1) * (1 - tx) + at(i0 + 1, j0 + 1) * tx
        total += amplitude * (a * (1 - ty) + b * ty)
        norm += amplitude
        amplitude *= 0.5
    return total / norm


def ranks(values):
    """Each value's quantile in [0, 1) (ties broken by position): makes thresholds mean
    "this share of the map" whatever the noise's spread."""
    order = sorted(range(len(values)), key=lambda i: (values[i], i))
    result = [0.0] * len(values)
    for rank, i in enumerate(order):
        result[i] = rank / len(values)
    return result


def world(columns, rows, seed, wrap):
    raw_h = []
    raw_wet = []
    for row in range(rows):
        for col in range(columns):
            # Hex centres: odd columns sit half a row lower (odd-q).
            x = col / columns
            y = (row + 0.5 * (col & 1)) / rows
            h = value_noise(seed, x, y, 4, 4, 3, wrap)
            if not wrap:  # an island world: sink the edges into the ocean
                edge = min(min(x, 1 - x), min(y, 1 - y)) * 2
                h -= 0.3 * max(0.0, 1 - 4 * edge)
            raw_h.append(h)
            raw_wet.append(value_noise(seed + 1, x, y, 3, 3, 2, wrap))
    height_rank = ranks(raw_h)
    wet_rank = ranks(raw_wet)
    cells = []
    elevation = []
    for row in range(rows):
        line = []
        heights = []
        latitude = abs((row + 0.5) / rows - 0.5) * 2  # 0 at the equator, 1 at the poles
        for col in range(columns):
            i = row * columns + col
            h = height_rank[i]
            wet = wet_rank[i]
            if h < 0.5:
                t = "ocean"
            elif h < 0.57:
                t = "coast"
            elif latitude > 0.88 or (latitude > 0.7 and h > 0.8):
                t = "snow"
            elif h > 0.94:
                t = "mountain"
            elif h > 0.86:
                t = "hills"
            elif wet < 0.3 and latitude < 0.5:
                t = "desert"
            elif wet > 0.6:
                t = "forest"
            else:
                t = "grass"
            line.append(SYMBOL[t])
            # Metres: sea floor to peaks, from the height quantile.
            heights.append(int(round((h - 0.5) * 2 * (4000 if h >= 0.5 else 3000))))
        cells.append("".join(line))
        elevation.append(heights)
    return cells, elevation


def land_cells(cells):
    for row, line in enumerate(cells):
        for col, s in enumerate(line):
            if s in ".f:":
                yield col, row


def world_objects(cells, count, seed):
    land = list(land_cells(cells))
    objects = []
    used = set()
    k = 0
    while len(objects) < count and k < 10 * count:
        col, row = land[splitmix(seed * 1000 + k) % len(land)]
        k += 1
        if (col, row) in used:
            continue
        used.add((col, row))
        n = len(objects)
        objects.append({"at": [col, row], "id": "town%d" % (n + 1), "kind": "town",
                        "properties": {"name": "Town %d" % (n + 1)}})
    return objects


# ---------------------------------------------------------------- hand-made maps

def skirmish():
    columns, rows = 16, 12
    grid = [["." for _ in range(columns)] for _ in range(rows)]
    # A river from the north edge to a lake in the south-east.
    river_cols = [7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 11, 11]
    for row, col in enumerate(river_cols):
        grid[row][col] = "-"
        if row >= 9:
            for c in range(col, columns):
                grid[row][c] = "~" if c > col else "-"
    for row in range(8, rows):
        if grid[row][columns - 1] == ".":
            grid[row][columns - 1] = "-"
    for col, row in [(2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (3, 4), (12, 2), (13, 2), (12, 3),
                     (13, 3), (14, 4), (4, 8), (5, 8), (4, 9)]:
        grid[row][col] = "f"
    for col, row in [(5, 5), (6, 5), (5, 6), (12, 6), (13, 6), (13, 7)]:
        grid[row][col] = "h"
    grid[6][6] = "^"
    grid[7][13] = "^"
    cells = ["".join(r) for r in grid]
    objects = [
        {"at": [1, 1], "id": "red-town", "kind": "town", "properties": {"owner": "red"}},
        {"at": [14, 1], "id": "blue-town", "kind": "town", "properties": {"owner": "blue"}},
        {"at": [6, 10], "id": "mill", "kind": "town", "properties": {"owner": "neutral"}},
        {"at": [2, 1], "id": "red-1", "kind": "unit", "properties": {"owner": "red", "type": "infantry"}},
        {"at": [1, 2], "id": "red-2", "kind": "unit", "properties": {"owner": "red", "type": "cavalry"}},
        {"at": [2, 0], "id": "red-3", "kind": "unit", "properties": {"owner": "red", "type": "archer"}},
        {"at": [13, 1], "id": "blue-1", "kind": "unit", "properties": {"owner": "blue", "type": "infantry"}},
        {"at": [14, 2], "id": "blue-2", "kind": "unit", "properties": {"owner": "blue", "type": "cavalry"}},
        {"at": [15, 1], "id": "blue-3", "kind": "unit", "properties": {"owner": "blue", "type": "archer"}},
    ]
    return {"cells": cells, "elevation": None, "grid": rect_grid(columns, rows), "name": "Skirmish",
            "objects": objects, "properties": {"author": "HexBoard", "players": 2, "turns": 30}}


def hex_distance(q, r):
    return max(abs(q), abs(r), abs(q + r))


def arena():
    radius = 8
    cells_by_offset = {}
    for q in range(-radius, radius + 1):
        for r in range(max(-radius, -q - radius), min(radius, -q + radius) + 1):
            col, row = q, r + ((q - (q & 1)) // 2)
            d = hex_distance(q, r)
            s = hex_distance(q, r) % 7
            if d == radius:
                t = "^"
            elif d == 0:
                t = ":"
            elif d == 3 and q % 2 == 0:
                t = "h"
            elif d == 5 and (q + 2 * r) % 3 == 0:
                t = "f"
            else:
                t = "."
            del s
            cells_by_offset[(col, row)] = t
    cols = [c for c, _ in cells_by_offset]
    rows = [r for _, r in cells_by_offset]
    min_col, max_col, min_row, max_row = min(cols), max(cols), min(rows), max(rows)
    lines = []
    for row in range(min_row, max_row + 1):
        lines.append("".join(cells_by_offset.get((col, row), " ")
                             for col in range(min_col, max_col + 1)))
    corners = [(6, 0), (0, 6), (-6, 6), (-6, 0), (0, -6), (6, -6)]
    objects = []
    for i, (q, r) in enumerate(corners):
        col, row = q, r + ((q - (q & 1)) // 2)
        objects.append({"at": [col, row], "id": "spawn-%d" % (i + 1), "kind": "spawn",
                        "properties": {"team": str(i + 1)}})
    objects.append({"at": [0, 0], "id": "relic", "kind": "objective", "properties": {"points": "3"}})
    grid = {"columns": max_col - min_col + 1, "convention": "odd-q", "orientation": "flat",
            "origin": [min_col, min_row], "radius": radius, "rows": max_row - min_row + 1,
            "shape": "hexagon", "wrap": "none"}
    return {"cells": lines, "elevation": None, "grid": grid, "name": "Arena", "objects": objects,
            "properties": {"author": "HexBoard", "players": 6}}


def main():
    maps = {}
    maps["skirmish.json"] = skirmish()
    maps["arena.json"] = arena()
    cells, elevation = world(160, 112, 7, wrap=False)
    maps["world.json"] = {
        "cells": cells, "elevation": elevation, "grid": rect_grid(160, 112), "name": "World",
        "objects": world_objects(cells, 12, 7),
        "properties": {"generator": "scripts/generate-maps.py value noise", "seed": 7}}
    cells, elevation = world(96, 64, 11, wrap=True)
    maps["wrapped-world.json"] = {
        "cells": cells, "elevation": elevation, "grid": rect_grid(96, 64, "cylinder"),
        "name": "Wrapped World", "objects": world_objects(cells, 8, 11),
        "properties": {"generator": "scripts/generate-maps.py value noise, periodic east-west",
                       "seed": 11}}
    for name, m in maps.items():
        path = os.path.join(ROOT, "Maps", name)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(dump(m))
        print("wrote Maps/%s" % name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
