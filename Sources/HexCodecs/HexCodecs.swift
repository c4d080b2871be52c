// # HexCodecs (internal: no product, `package` API)
//
// Format code that knows nothing of hexes and that a game server never compiles: the XML
// reader (`XMLSyntaxError`), inflate (`InflateError`), the PNG codec (`PNGImage`) and the
// CRC-32 and Adler-32 checksums. Depends on: `HexText`. Used by: `HexBoardTiled`, the codec
// tests and the `xml` and `tiled` fuzz targets.
