// # HexBoardWesnoth
//
// Battle for Wesnoth interop: `WesnothMap` reads and writes `.map` files byte for
// byte (terrain codes, the border, starting positions, named locations, off-map hexes);
// `WesnothWML` reads the subset of WML that `terrain.cfg` and `units.cfg` use;
// `WesnothTerrainTable` holds terrain types and their aliases (from the installed data or a
// small built-in table); `WesnothMovetype` computes a terrain code's movement cost with
// Wesnoth's alias rules; `WesnothMap.board(name:table:)` and `WesnothMap(board:)` convert
// maps to boards (base terrain plus an overlay layer) and back byte for byte, and
// `WesnothMovetype.costs(on:table:)` costs a board's cells.
//
// Depends on: `HexGrid` (the odd-q geometry of a map's cells) and `HexBoard` (boards,
// layers, navigation graphs). No Foundation. Used by: `hexboard convert`, hexboard-bench.
// Articles: HexBoardWesnoth.docc/BoardConversion, HexBoardWesnoth.docc/MovementRules.
