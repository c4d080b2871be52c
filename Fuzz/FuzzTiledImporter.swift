// libFuzzer entry point: the Tiled importer (TiledMap.decode) on arbitrary bytes, as
// XML when the input starts with '<' (after blanks), as JSON otherwise, without reading any
// other file (TiledResolver.refusingAll). Must throw or succeed, never trap, hang or
// allocate without bound; a board it imports must encode as a map file.

import HexBoard
import HexBoardTiled

/// libFuzzer calls this once per input: `data` holds `size` bytes; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTiledImporter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
  let format: TiledMap.Format = first == UInt8(ascii: "<") ? .xml : .json
  guard
    let imported = try? TiledMap.decode(
      bytes, format: format, path: "fuzz.\(format == .xml ? "tmx" : "tmj")",
      resolver: .refusingAll)
  else { return 0 }
  _ = try? MapFile.encode(imported.board)
  return 0
}
