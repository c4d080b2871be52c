// libFuzzer entry point: the map loader (MapFile.decode) on arbitrary bytes. Linked against
// the HexBoard module by Fuzz/build.sh; decoding must throw or succeed, never trap, hang or
// allocate without bound. A decoded board must also encode (saving checks what loading
// checks, so whatever loads also saves) and survive encode → decode unchanged.

import HexBoard

/// libFuzzer calls this once per input: `data` holds `size` bytes; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMapLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let board = try? MapFile.decode(bytes) else { return 0 }
  guard let encoded = try? MapFile.encode(board) else {
    fatalError("a decoded board cannot be encoded")
  }
  guard let again = try? MapFile.decode(encoded), again == board else {
    fatalError("a decoded board does not survive encode and decode")
  }
  return 0
}
