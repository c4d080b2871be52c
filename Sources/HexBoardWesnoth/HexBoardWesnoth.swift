// # HexBoardWesnoth
//
// Battle for Wesnoth interop groundwork: `WesnothMap` reads and writes `.map` files byte for
// byte (terrain codes, the border, starting positions, named locations, off-map hexes);
// `WesnothWML` reads the subset of WML that `terrain.cfg` and `units.cfg` use;
// `WesnothTerrainTable` holds terrain types and their aliases (from the installed data or a
// small built-in table); `WesnothMovetype` computes a terrain code's movement cost with
// Wesnoth's alias rules.
//
// Depends on: `HexGrid` (the odd-q geometry of a map's cells). No Foundation. Used by: a later
// `hexboard convert` of Wesnoth maps (which needs layered boards). Article:
// HexBoardWesnoth.docc/MovementRules.
