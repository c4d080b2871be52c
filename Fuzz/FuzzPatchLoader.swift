// libFuzzer entry point: the patch loader (BoardPatch.decode) on arbitrary bytes, then the
// decoded patch applied (without the hash checks, which the fuzzer cannot forge) to a small
// board with elevation, objects and hexside and corner features. Must throw or succeed,
// never trap. A decoded patch must encode (the encoder checks what the reader checks) and
// survive encode → decode unchanged.

import HexBoard

let fuzzBaseBoard: Board? = {
  guard var board = try? Board(name: "fuzz", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
  else { return nil }
  _ = try? board.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 1, r: 1)))
  _ = try? board.addObject(BoardObject(id: "b", kind: "town", position: Hex(q: 3, r: 0)))
  _ = try? board.setElevation(HexMap(grid: board.grid, fill: 1))
  _ = try? board.setProperty("turn", to: .integer(1))
  // Hexside and corner features, so patches that change or clear them have something to do.
  _ = try? board.setFeature("river", at: .side(HexEdge(Hex(q: 1, r: 0), .northEast)))
  _ = try? board.setFeature("town", at: .corner(HexVertex(Hex(q: 2, r: 2), corner: 0)))
  return board
}()

/// libFuzzer calls this once per input: `data` holds `size` bytes; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPatchLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let patch = try? BoardPatch.decode(bytes) else { return 0 }
  guard let encoded = try? patch.encoded() else { fatalError("a decoded patch cannot be encoded") }
  guard let again = try? BoardPatch.decode(encoded), again == patch else {
    fatalError("a decoded patch does not survive encode and decode")
  }
  if let base = fuzzBaseBoard {
    _ = try? base.applyingUnchecked(patch)
    _ = try? base.applying(patch)
  }
  return 0
}
