#!/usr/bin/env python3
"""A second, independent implementation of HexBoard's content hash ("hexboard-content-1",
docs in Sources/HexBoard/HexBoard.docc/ContentHash.md), written from the documentation and
not from the Swift code. It prints the test vectors pinned in
Tests/HexBoardTests/Patches/ContentHashTests.swift, so a client in another language has a
worked example to check its own implementation against.

Usage: python3 scripts/content-hash-vectors.py
"""

M = (1 << 64) - 1


def mix(x):
    x &= M
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M
    return x ^ (x >> 31)


TAG = {"cell": 1, "height": 2, "edge": 3, "vertex": 4, "object": 5, "order": 6, "header": 7,
       "layer": 8}


def term(tag, a, b):
    return mix((mix((mix(TAG[tag]) + a) & M) + b) & M)


def text(s):
    h = 0xCBF29CE484222325
    data = s.encode("utf-8")
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & M
    return mix((h + len(data)) & M)


class Folder:
    def __init__(self, tag):
        self.state = mix(TAG[tag])

    def word(self, w):
        self.state = mix((self.state + (w & M)) & M)

    def int(self, i):
        self.word(i & M)

    def flag(self, b):
        self.word(1 if b else 0)

    def text(self, s):
        self.word(text(s))


DEFAULT_TERRAIN = [
    ("ocean", "~", "#1f4e8c", None, False),
    ("coast", "-", "#4f8fd0", 3, False),
    ("grass", ".", "#7cb342", 1, False),
    ("forest", "f", "#2e7d32", 2, True),
    ("hills", "h", "#a1887f", 3, False),
    ("mountain", "^", "#6d6d6d", None, True),
    ("desert", ":", "#e0c068", 2, False),
    ("snow", "*", "#f2f5f7", 3, False),
]
# id, colour, movement (case, amount), blocks sight, style
DEFAULT_EDGES = [
    ("wall", "#3b2f2a", (1, None), True, "side"),
    ("river", "#2a7fd4", (2, 2), False, "side"),
    ("road", "#8d5a2b", (3, 1), False, "crossing"),
]
DEFAULT_VERTICES = [("town", "#c62828"), ("tower", "#424242")]


def cost_word(cost):
    """A movement class's cost: 0 for impassable (None), else cost + 1."""
    return 0 if cost is None else cost + 1


def header(name, columns, rows, properties, classes=()):
    f = Folder("header")
    f.text(name)
    f.text("flat")
    f.word(1)  # rectangle
    f.int(columns)
    f.int(rows)
    f.text("odd-q")
    f.text("none")
    f.int(len(DEFAULT_TERRAIN))
    for tid, symbol, colour, cost, blocks in DEFAULT_TERRAIN:
        f.text(tid)
        f.text(symbol)
        f.text(colour)
        f.flag(False)  # no unreadable colour text
        f.int(0 if cost is None else cost + 1)
        f.flag(blocks)
    f.int(len(properties))
    for key in sorted(properties, key=lambda k: k.encode("utf-8")):
        f.text(key)
        kind, value = properties[key]
        assert kind == "integer"
        f.word(2)
        f.int(value)
    f.int(len(DEFAULT_EDGES))
    for eid, colour, (case, amount), blocks, style in DEFAULT_EDGES:
        f.text(eid)
        f.text(colour)
        f.word(case)
        if amount is not None:
            f.int(amount)
        f.flag(blocks)
        f.text(style)
    f.int(len(DEFAULT_VERTICES))
    for vid, colour in DEFAULT_VERTICES:
        f.text(vid)
        f.text(colour)
    # Movement classes only when declared: (name, {terrain: cost or None}, default
    # ("terrain" for each terrain's own), [(layer, value, cost or None, rule[, terrain])]);
    # an entry restricted to a terrain folds its rule as "rule@terrain".
    if classes:
        f.int(len(classes))
        for cname, costs, default, layers in classes:
            f.text(cname)
            f.int(len(costs))
            for tid in sorted(costs, key=lambda k: k.encode("utf-8")):
                f.text(tid)
                f.int(cost_word(costs[tid]))
            f.int(-1 if default == "terrain" else cost_word(default))
            f.int(len(layers))
            for entry in layers:
                layer, value, cost, rule = entry[:4]
                f.text(layer)
                f.text(value)
                f.int(cost_word(cost))
                f.text(rule if len(entry) < 5 else rule + "@" + entry[4])
    return f.state


def layers_word(layers):
    """Named layers: [(name, palette or None for numeric, {grid index: code})], in order;
    a palette is [(id, name, colour or None)]."""
    f = Folder("layer")
    f.int(len(layers))
    for name, palette, codes in layers:
        f.text(name)
        if palette is None:
            f.word(2)
        else:
            f.word(1)
            f.int(len(palette))
            for vid, vname, colour in palette:
                f.text(vid)
                f.text(vname)
                f.text(colour or "")
        f.word(sum(term("layer", i, c & M) for i, c in codes.items() if c) & M)
    return f.state


def content_hash(hdr, terrain, heights, edges, vertices, objects, layers=None):
    """terrain: list of palette indices by grid index; heights: None or list; edges and
    vertices: {slot: bits}; objects: [(id, kind, cell index, {key: value}[, owner, class])]
    in order (owner and class None when unset); layers: see layers_word (None or empty: no
    layers, no word)."""
    t = sum(term("cell", i, code) for i, code in enumerate(terrain)) & M
    h = 0
    if heights is not None:
        h = sum(term("height", i, v & M) for i, v in enumerate(heights) if v != 0) & M
    e = sum(term("edge", s, b) for s, b in edges.items() if b) & M
    v = sum(term("vertex", s, b) for s, b in vertices.items() if b) & M
    o = 0
    previous = 0
    for entry in objects:
        oid, kind, cell, props = entry[:4]
        owner, movement_class = (entry[4], entry[5]) if len(entry) > 4 else (None, None)
        body = mix((text(kind) + cell) & M)
        for key in sorted(props, key=lambda k: k.encode("utf-8")):
            body = mix(body ^ text(key))
            body = mix(body ^ text(props[key]))
        if owner is not None:
            body = mix(body ^ mix((8 + text(owner)) & M))
        if movement_class is not None:
            body = mix(body ^ mix((9 + text(movement_class)) & M))
        o += term("object", text(oid), body)
        o += term("order", previous, text(oid))
        previous = text(oid)
    o = (o + term("order", previous, 0)) & M
    f = Folder("header")
    for word in (hdr, t, 1 if heights is not None else 0, h, e, v, o):
        f.word(word)
    if layers:
        f.word(layers_word(layers))
    return f.state


def main():
    print("mix(1)        = 0x%016x" % mix(1))
    print('text("")      = 0x%016x' % text(""))
    print('text("grass") = 0x%016x' % text("grass"))
    print("cellTerm(3,2) = 0x%016x" % term("cell", 3, 2))
    grass, forest = 2, 3
    plain = [grass] * 12
    print("plain 4x3     = 0x%016x" % content_hash(header("Vector", 4, 3, {}), plain, None, {}, {}, []))
    # forest at Hex(1, 0) = index 1; height 7 at Hex(2, 0) = index 6; unit u1 at Hex(0, 1) =
    # index 4; a wall (palette entry 0, bit 1) on edge slot 26; property seed = 42.
    rich = list(plain)
    rich[1] = forest
    heights = [0] * 12
    heights[6] = 7
    hdr = header("Vector", 4, 3, {"seed": ("integer", 42)})
    value = content_hash(hdr, rich, heights, {26: 1}, {}, [("u1", "unit", 4, {"hp": "9"})])
    print("rich 4x3      = 0x%016x" % value)
    # The plain board with a movement class and a unit u1 of red, moving as it, at index 4.
    cavalry = ("cavalry", {"forest": 4, "mountain": None}, "terrain",
               [("overlay", "forest", 2, "worst")])
    hdr = header("Vector", 4, 3, {}, [cavalry])
    value = content_hash(hdr, plain, None, {}, {}, [("u1", "unit", 4, {}, "red", "cavalry")])
    print("classes 4x3   = 0x%016x" % value)
    # The same with a second layer cost restricted to hills: a bridge there costs 1.
    restricted = ("cavalry", {"forest": 4, "mountain": None}, "terrain",
                  [("overlay", "forest", 2, "worst"), ("overlay", "bridge", 1, "override", "hills")])
    hdr = header("Vector", 4, 3, {}, [restricted])
    value = content_hash(hdr, plain, None, {}, {}, [("u1", "unit", 4, {}, "red", "cavalry")])
    print("restricted 4x3 = 0x%016x" % value)
    # The plain board with two layers: "overlay" (forest, named Forest, #2e7d32) on index 5,
    # and "owner" (numeric) -3 on index 0.
    layers = [("overlay", [("forest", "Forest", "#2e7d32")], {5: 1}), ("owner", None, {0: -3})]
    value = content_hash(header("Vector", 4, 3, {}), plain, None, {}, {}, [], layers)
    print("layered 4x3   = 0x%016x" % value)


if __name__ == "__main__":
    main()
