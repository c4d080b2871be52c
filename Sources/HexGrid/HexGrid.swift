// # HexGrid
//
// Hex maths and nothing else: axial, cube, offset and doubled coordinates, directions,
// edges and vertices, lines, ranges, rings and spirals, rotations and reflections, lazy
// shapes with exact counts, and `HexLayout` (hex ↔ pixel). Value types only: no storage,
// no files, no Foundation (libm for `rounded()` and `squareRoot()` on Linux).
//
// Depends on: nothing. Used by: every other module; `HexBoard` re-exports it, so a game
// needs `import HexGrid` only when it wants the geometry without boards.
//
// The catalog HexGrid.docc holds the documentation's landing page and topic groups.
