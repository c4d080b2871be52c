// # HexJSON (internal: no product, `package` API)
//
// The JSON reader (`JSONParser`, `JSONValue`, `JSONSyntaxError`) and writer (`JSONWriter`)
// of the save format and of Tiled's `.tmj`: format code that knows nothing of hexes.
// Depends on: `HexText`. Used by: `HexBoard` (map and patch files), `HexBoardTiled`, the
// CLI, the codec tests and the `json` fuzz target.
