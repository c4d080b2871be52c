// OffsetConvention.swappingParity and shifted(columns:rows:): the parity switch the Tiled
// importer and exporter and the command-line resize share.

import HexGrid
import HexTestSupport
import Testing

@Suite("Offset convention parity")
struct OffsetParityTests {
  @Test("Swapping parity pairs odd and even on the same axis")
  func swapping() {
    #expect(OffsetConvention.oddQ.swappingParity == .evenQ)
    #expect(OffsetConvention.evenQ.swappingParity == .oddQ)
    #expect(OffsetConvention.oddR.swappingParity == .evenR)
    #expect(OffsetConvention.evenR.swappingParity == .oddR)
  }

  static let knownShifts: [(OffsetConvention, Int, Int, OffsetConvention)] = [
    (.oddQ, 3, 0, .evenQ), (.oddQ, 2, 1, .oddQ), (.oddQ, -1, 7, .evenQ), (.oddQ, 0, 5, .oddQ),
    (.evenQ, 1, 1, .oddQ), (.evenQ, -4, 3, .evenQ),
    (.oddR, 1, 0, .oddR), (.oddR, 0, -3, .evenR), (.evenR, 5, 2, .evenR), (.evenR, 2, 1, .oddR),
  ]

  @Test("Known shifts: only an odd move along the shifted axis swaps", arguments: knownShifts)
  func knownShift(
    convention: OffsetConvention, columns: Int, rows: Int, expected: OffsetConvention
  ) {
    #expect(convention.shifted(columns: columns, rows: rows) == expected)
  }

  /// The property the rule exists for: move every offset cell by the same amount and read
  /// it back under the shifted convention, and neighbours stay neighbours.
  @Test("Cells moved by any shift keep their neighbours under the shifted convention")
  func neighboursKept() {
    var rng = TestRandom(seed: 161)
    for _ in 0..<2000 {
      let convention = OffsetConvention.allCases[Int(rng.next() % 4)]
      let columns = Int.random(in: -9...9, using: &rng)
      let rows = Int.random(in: -9...9, using: &rng)
      let shifted = convention.shifted(columns: columns, rows: rows)
      let hex = Hex(
        q: Int.random(in: -50...50, using: &rng), r: Int.random(in: -50...50, using: &rng))
      func moved(_ h: Hex) -> Hex {
        let cell = h.offset(in: convention)
        return Hex(
          OffsetCoordinate(col: cell.col + columns, row: cell.row + rows), convention: shifted)
      }
      for direction in HexDirection.allCases {
        #expect(moved(hex).distance(to: moved(hex.neighbor(in: direction))) == 1)
      }
      // The other parity breaks some neighbour pair: the rule is not vacuous.
      let wrong = shifted.swappingParity
      let a = hex.offset(in: convention)
      let broken = HexDirection.allCases.contains { direction in
        let b = hex.neighbor(in: direction).offset(in: convention)
        let ma = Hex(OffsetCoordinate(col: a.col + columns, row: a.row + rows), convention: wrong)
        let mb = Hex(OffsetCoordinate(col: b.col + columns, row: b.row + rows), convention: wrong)
        return ma.distance(to: mb) != 1
      }
      #expect(broken)
    }
  }
}
