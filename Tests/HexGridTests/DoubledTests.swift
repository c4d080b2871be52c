// DoubledCoordinate and DoubledConvention: conversions, validity, neighbours, distance.

import HexGrid
import Testing

@Suite("Doubled coordinates")
struct DoubledTests {
  /// Red Blob Games (doubled_from_cube / doubled_to_cube: "doubled-q" is doubled-height,
  /// "doubled-r" is doubled-width), plus hand-checked negative cells.
  static let knownConversions: [(DoubledConvention, Hex, DoubledCoordinate)] = [
    (.doubledHeight, Hex(q: 1, r: 2, s: -3), DoubledCoordinate(col: 1, row: 5)),
    (.doubledWidth, Hex(q: 1, r: 2, s: -3), DoubledCoordinate(col: 4, row: 2)),
    (.doubledHeight, Hex(q: -1, r: -1), DoubledCoordinate(col: -1, row: -3)),
    (.doubledWidth, Hex(q: -1, r: -1), DoubledCoordinate(col: -3, row: -1)),
    (.doubledHeight, Hex(q: -3, r: 1), DoubledCoordinate(col: -3, row: -1)),
    (.doubledWidth, Hex(q: 2, r: -5), DoubledCoordinate(col: -1, row: -5)),
    (.doubledHeight, Hex.zero, DoubledCoordinate(col: 0, row: 0)),
    (
      .doubledWidth, Hex(q: 1_000_000, r: -1_000_000),
      DoubledCoordinate(col: 1_000_000, row: -1_000_000)
    ),
  ]

  @Test("Known conversions in both directions", arguments: knownConversions)
  func knownConversion(convention: DoubledConvention, hex: Hex, doubled: DoubledCoordinate) {
    #expect(hex.doubled(in: convention) == doubled)
    #expect(Hex(doubled, convention: convention) == hex)
    #expect(doubled.isValid)
  }

  @Test("Raw values")
  func rawValues() {
    #expect(DoubledConvention.doubledHeight.rawValue == "doubled-height")
    #expect(DoubledConvention.doubledWidth.rawValue == "doubled-width")
    #expect(DoubledConvention.allCases.count == 2)
  }

  @Test(
    "Pairs with an odd col + row name no hex",
    arguments: [(1, 0), (0, 1), (-1, 0), (0, -1), (-3, 2), (4, -7), (1_000_001, 0)])
  func invalidPairs(col: Int, row: Int) {
    let doubled = DoubledCoordinate(col: col, row: row)
    #expect(!doubled.isValid)
    for convention in DoubledConvention.allCases {
      #expect(Hex(doubled, convention: convention) == nil)
    }
  }

  @Test("Red Blob Games round trips over -2...2", arguments: DoubledConvention.allCases)
  func smallRoundTrips(convention: DoubledConvention) {
    for a in -2...2 {
      for b in -2...2 {
        let hex = Hex(q: a, r: b)
        #expect(Hex(hex.doubled(in: convention), convention: convention) == hex)
        let doubled =
          convention == .doubledHeight
          ? DoubledCoordinate(col: a, row: b * 2 + (a & 1))
          : DoubledCoordinate(col: a * 2 + (b & 1), row: b)
        #expect(Hex(doubled, convention: convention)?.doubled(in: convention) == doubled)
      }
    }
  }

  @Test("Random axial ⇄ doubled round trips", arguments: DoubledConvention.allCases)
  func randomRoundTrips(convention: DoubledConvention) {
    expectAll(Samples.hexes, "hex → doubled → hex") { hex in
      let doubled = hex.doubled(in: convention)
      return doubled.isValid && Hex(doubled, convention: convention) == hex
    }
    // Make every sample valid by fixing the parity of the doubled axis.
    let valid = Samples.offsets.map { cell in
      convention == .doubledHeight
        ? DoubledCoordinate(col: cell.col, row: cell.row * 2 + (cell.col & 1))
        : DoubledCoordinate(col: cell.col * 2 + (cell.row & 1), row: cell.row)
    }
    expectAll(valid, "doubled → hex → doubled") { doubled in
      Hex(doubled, convention: convention)?.doubled(in: convention) == doubled
    }
  }

  @Test("Doubled-height relates to the q offset conventions, doubled-width to the r ones")
  func relationToOffsets() {
    // From the Red Blob Games offset_to_doubled loop: the doubled axis is twice the offset
    // one, corrected by the parity of the other axis.
    expectAll(Samples.offsets, "offset → doubled") { cell in
      let oddQ = Hex(cell, convention: .oddQ).doubled(in: .doubledHeight)
      let evenQ = Hex(cell, convention: .evenQ).doubled(in: .doubledHeight)
      let oddR = Hex(cell, convention: .oddR).doubled(in: .doubledWidth)
      let evenR = Hex(cell, convention: .evenR).doubled(in: .doubledWidth)
      return oddQ == DoubledCoordinate(col: cell.col, row: 2 * cell.row + (cell.col & 1))
        && evenQ == DoubledCoordinate(col: cell.col, row: 2 * cell.row - (cell.col & 1))
        && oddR == DoubledCoordinate(col: 2 * cell.col + (cell.row & 1), row: cell.row)
        && evenR == DoubledCoordinate(col: 2 * cell.col - (cell.row & 1), row: cell.row)
    }
  }

  @Test("Neighbours and steps in doubled space", arguments: DoubledConvention.allCases)
  func neighbors(convention: DoubledConvention) {
    // The steps are constant and keep col + row even.
    for direction in HexDirection.allCases {
      let step = convention.step(toward: direction)
      #expect((step.dcol + step.drow) & 1 == 0)
      #expect(
        Hex.zero.neighbor(in: direction).doubled(in: convention)
          == DoubledCoordinate(col: step.dcol, row: step.drow))
    }
    expectAll(Samples.hexes, "neighbour in doubled space equals the axial neighbour") { hex in
      let doubled = hex.doubled(in: convention)
      return HexDirection.allCases.allSatisfy { direction in
        doubled.neighbor(in: direction, convention: convention)
          == hex.neighbor(in: direction).doubled(in: convention)
      }
    }
  }

  @Test(
    "Known steps",
    arguments: [
      (DoubledConvention.doubledHeight, HexDirection.southEast, 1, 1),
      (.doubledHeight, .north, 0, -2),
      (.doubledHeight, .southWest, -1, 1),
      (.doubledWidth, .southEast, 2, 0),
      (.doubledWidth, .northEast, 1, -1),
      (.doubledWidth, .northWest, -2, 0),
    ])
  func knownSteps(convention: DoubledConvention, direction: HexDirection, dcol: Int, drow: Int) {
    let step = convention.step(toward: direction)
    #expect(step.dcol == dcol)
    #expect(step.drow == drow)
  }

  @Test("Doubled distance equals axial distance", arguments: DoubledConvention.allCases)
  func distance(convention: DoubledConvention) {
    expectAll(Samples.pairs, "distance") { a, b in
      a.doubled(in: convention).distance(to: b.doubled(in: convention), convention: convention)
        == a.distance(to: b)
    }
  }
}
