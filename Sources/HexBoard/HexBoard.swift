// # HexBoard
//
// What a game server needs: `MapGrid` (cells, shapes, wraparound, O(1) indexing), `HexMap`
// (a value per cell), the `Board` document (palette, terrain, elevation, objects,
// properties), navigation (A*, movement range, distance fields, connected regions), vision
// (line of sight, field of view), `BoardPatch`, and the canonical JSON map and patch files
// with their atomic file I/O.
//
// Depends on: `HexGrid` (re-exported below), and the internal `HexText` (safe text from
// files) and `HexJSON` (the save format's reader and writer). It never imports generation,
// rendering or Tiled, and compiles no XML or PNG code (scripts/check-server-only.sh checks).
// Used by: game servers directly (the `HexBoard` product), and by `HexBoardGeneration`,
// `HexBoardRendering`, `HexBoardTiled` and the `hexboard` tool on top of it.
//
// Articles (HexBoard.docc): SaveFormat (the file formats), Guarantees (what is promised and
// how each promise is tested).

// Re-exported so `import HexBoard` brings the coordinate types too.
@_exported import HexGrid
