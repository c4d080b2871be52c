// # HexBoardRendering
//
// Pictures of a `Board`: `SVGRenderer` (a standalone, escaped, deterministic SVG document)
// and `TerminalRenderer` (one symbol per cell, ANSI colours on a terminal).
//
// Depends on: `HexBoard`, and the internal `HexText` (text from files made safe to print).
// Used by: map editors and tools that show a board (`import HexBoard` +
// `import HexBoardRendering`), the `hexboard` commands that draw (`show`, `render`, the
// queries' pictures) and the tests' pixel checks. A game server that only plays does not.
