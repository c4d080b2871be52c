// # HexBoardTiled
//
// Tiled (mapeditor.org) interop: `TiledMap` imports hexagonal `.tmj`/`.tmx` maps as boards
// and exports boards as `.tmj` with a generated PNG tileset; `TiledResolver` decides which
// external files (tilesets, images) an import may read.
//
// Depends on: `HexBoard`, and the internal `HexText`, `HexJSON` (`.tmj`) and `HexCodecs`
// (XML for `.tmx`/`.tsx`, inflate for compressed layers, PNG for tilesets). Used by: tools
// that exchange maps with Tiled (`import HexBoard` + `import HexBoardTiled`), the
// `hexboard convert` command and the `tiled` fuzz target. Article: HexBoardTiled.docc/Tiled.
