// OffsetCoordinate and OffsetConvention: conversions, neighbour tables, round trips.

import HexGrid
import HexTestSupport
import Testing

@Suite("Offset coordinates")
struct OffsetTests {
  // MARK: Known answers

  /// The Red Blob Games implementation tests (offset_from_cube / offset_to_cube), which
  /// include negative columns and rows, plus hand-checked cells around the origin.
  static let knownConversions: [(OffsetConvention, Hex, OffsetCoordinate)] = [
    // Red Blob Games.
    (.oddR, Hex(q: -3, r: 2), OffsetCoordinate(col: -2, row: 2)),
    (.oddR, Hex(q: 2, r: -1), OffsetCoordinate(col: 1, row: -1)),
    (.evenR, Hex(q: -3, r: 2), OffsetCoordinate(col: -2, row: 2)),
    (.evenR, Hex(q: 2, r: -1), OffsetCoordinate(col: 2, row: -1)),
    (.oddQ, Hex(q: -2, r: 3), OffsetCoordinate(col: -2, row: 2)),
    (.oddQ, Hex(q: -1, r: -1), OffsetCoordinate(col: -1, row: -2)),
    (.evenQ, Hex(q: -2, r: 3), OffsetCoordinate(col: -2, row: 2)),
    (.evenQ, Hex(q: -1, r: -1), OffsetCoordinate(col: -1, row: -1)),
    // The doc example and cells around the origin, including odd negative columns/rows.
    (.oddQ, Hex(q: 3, r: 1), OffsetCoordinate(col: 3, row: 2)),
    (.oddQ, Hex(q: -1, r: 0), OffsetCoordinate(col: -1, row: -1)),
    (.oddQ, Hex(q: -3, r: 0), OffsetCoordinate(col: -3, row: -2)),
    (.evenQ, Hex(q: -1, r: 0), OffsetCoordinate(col: -1, row: 0)),
    (.evenQ, Hex(q: 1, r: 0), OffsetCoordinate(col: 1, row: 1)),
    (.evenQ, Hex(q: -3, r: 0), OffsetCoordinate(col: -3, row: -1)),
    (.oddR, Hex(q: 0, r: -1), OffsetCoordinate(col: -1, row: -1)),
    (.oddR, Hex(q: 0, r: -3), OffsetCoordinate(col: -2, row: -3)),
    (.evenR, Hex(q: 0, r: -1), OffsetCoordinate(col: 0, row: -1)),
    (.evenR, Hex(q: 0, r: 1), OffsetCoordinate(col: 1, row: 1)),
    (.evenR, Hex(q: 0, r: -3), OffsetCoordinate(col: -1, row: -3)),
    (.oddQ, Hex(q: -1_000_001, r: 0), OffsetCoordinate(col: -1_000_001, row: -500_001)),
    (.evenR, Hex(q: 0, r: 999_999), OffsetCoordinate(col: 500_000, row: 999_999)),
  ]

  @Test("Known conversions in both directions", arguments: knownConversions)
  func knownConversion(convention: OffsetConvention, hex: Hex, cell: OffsetCoordinate) {
    #expect(hex.offset(in: convention) == cell)
    #expect(Hex(cell, convention: convention) == hex)
    #expect(cell.hex(in: convention) == hex)
  }

  @Test("oddQ is the default convention everywhere")
  func defaultConvention() {
    let cell = OffsetCoordinate(col: 3, row: 2)
    #expect(OffsetConvention.default == .oddQ)
    #expect(Hex(cell) == Hex(q: 3, r: 1))
    #expect(Hex(q: 3, r: 1).offset() == cell)
    #expect(cell.hex() == Hex(q: 3, r: 1))
    #expect(cell.neighbor(in: .south) == OffsetCoordinate(col: 3, row: 3))
    #expect(cell.neighbors() == cell.neighbors(convention: .oddQ))
    #expect(HexOrientation.flat.defaultConvention == .oddQ)
    #expect(HexOrientation.pointy.defaultConvention == .oddR)
  }

  @Test(
    "Convention properties and raw values",
    arguments: [
      (OffsetConvention.oddQ, "odd-q", true, true),
      (.evenQ, "even-q", true, false),
      (.oddR, "odd-r", false, true),
      (.evenR, "even-r", false, false),
    ])
  func conventionProperties(
    convention: OffsetConvention, raw: String, shiftsColumns: Bool, shovesOdd: Bool
  ) {
    #expect(convention.rawValue == raw)
    #expect(OffsetConvention(rawValue: raw) == convention)
    #expect(convention.shiftsColumns == shiftsColumns)
    #expect(convention.shovesOdd == shovesOdd)
  }

  @Test(
    "The shoved columns or rows sit half a hex down or right on screen",
    arguments: OffsetConvention.allCases)
  func shoveDirection(convention: OffsetConvention) {
    let orientation: HexOrientation = convention.shiftsColumns ? .flat : .pointy
    let layout = HexLayout(orientation: orientation, radius: 1)
    for base in [-4, -1, 0, 3] {
      // Two cells in the same row (column) whose shifted index differs only in parity.
      let odd = base | 1
      let even = odd - 1
      if convention.shiftsColumns {
        let y0 = layout.center(of: OffsetCoordinate(col: even, row: 5), convention: convention).y
        let y1 = layout.center(of: OffsetCoordinate(col: odd, row: 5), convention: convention).y
        let shove = convention.shovesOdd ? y1 - y0 : y0 - y1
        #expect(isClose(shove, sqrt3 / 2), "\(convention) columns \(even), \(odd)")
      } else {
        let x0 = layout.center(of: OffsetCoordinate(col: 5, row: even), convention: convention).x
        let x1 = layout.center(of: OffsetCoordinate(col: 5, row: odd), convention: convention).x
        let shove = convention.shovesOdd ? x1 - x0 : x0 - x1
        #expect(isClose(shove, sqrt3 / 2), "\(convention) rows \(even), \(odd)")
      }
    }
  }

  // MARK: Round trips

  @Test("Red Blob Games round trips over -2...2", arguments: OffsetConvention.allCases)
  func smallRoundTrips(convention: OffsetConvention) {
    for a in -2...2 {
      for b in -2...2 {
        let hex = Hex(q: a, r: b)
        #expect(Hex(hex.offset(in: convention), convention: convention) == hex)
        let cell = OffsetCoordinate(col: a, row: b)
        #expect(Hex(cell, convention: convention).offset(in: convention) == cell)
      }
    }
  }

  @Test("Random axial ⇄ offset round trips", arguments: OffsetConvention.allCases)
  func randomRoundTrips(convention: OffsetConvention) {
    expectAll(Samples.hexes, "hex → offset → hex") { hex in
      Hex(hex.offset(in: convention), convention: convention) == hex
    }
    expectAll(Samples.offsets, "offset → hex → offset") { cell in
      cell.hex(in: convention).offset(in: convention) == cell
    }
    // The unshifted axis is copied unchanged.
    expectAll(Samples.hexes, "q conventions keep col = q, r conventions keep row = r") { hex in
      let cell = hex.offset(in: convention)
      return convention.shiftsColumns ? cell.col == hex.q : cell.row == hex.r
    }
  }

  // MARK: Neighbour tables

  static let parityCases: [(OffsetConvention, Int)] = OffsetConvention.allCases.flatMap {
    convention in [(convention, 0), (convention, 1)]
  }

  @Test(
    "Each neighbour table entry equals convert → Hex.neighbor → convert back",
    arguments: parityCases)
  func neighborTable(convention: OffsetConvention, parity: Int) {
    // Cells whose shifted index has the given parity, on both sides of zero.
    let indices = [-7, -4, -3, -2, -1, 0, 1, 2, 3, 8].filter { $0 & 1 == parity }
    #expect(indices.count == 5)
    for index in indices {
      for other in [-3, 0, 4] {
        let cell =
          convention.shiftsColumns
          ? OffsetCoordinate(col: index, row: other) : OffsetCoordinate(col: other, row: index)
        for direction in HexDirection.allCases {
          let step = convention.step(toward: direction, parity: parity)
          let expected = cell.hex(in: convention).neighbor(in: direction).offset(in: convention)
          #expect(
            OffsetCoordinate(col: cell.col + step.dcol, row: cell.row + step.drow) == expected,
            "\(convention) parity \(parity) \(direction) from \(cell)")
          #expect(cell.neighbor(in: direction, convention: convention) == expected)
        }
      }
    }
  }

  @Test("step(toward:parity:) only looks at the parity bit")
  func stepParityBit() {
    for convention in OffsetConvention.allCases {
      for direction in HexDirection.allCases {
        let even = convention.step(toward: direction, parity: 0)
        let odd = convention.step(toward: direction, parity: 1)
        for parity in [-4, -2, 2, 6] {
          #expect(convention.step(toward: direction, parity: parity) == even)
        }
        for parity in [-3, -1, 3, 7] {
          #expect(convention.step(toward: direction, parity: parity) == odd)
        }
      }
    }
  }

  @Test("Random neighbours in offset space match the axial neighbours")
  func randomNeighbors() {
    for convention in OffsetConvention.allCases {
      expectAll(Samples.offsets, "\(convention) neighbour") { cell in
        let hex = cell.hex(in: convention)
        let all = cell.neighbors(convention: convention)
        return all.count == 6
          && HexDirection.allCases.allSatisfy { direction in
            let direct = cell.neighbor(in: direction, convention: convention)
            return direct == hex.neighbor(in: direction).offset(in: convention)
              && all[direction.rawValue] == direct
              && cell.distance(to: direct, convention: convention) == 1
          }
      }
    }
  }

  @Test("Offset distance equals axial distance")
  func offsetDistance() {
    var rng = TestRandom(seed: 21)
    for convention in OffsetConvention.allCases {
      let pairs = (0..<1_000).map { _ in (rng.offset(), rng.offset()) }
      expectAll(pairs, "\(convention) distance") { a, b in
        a.distance(to: b, convention: convention)
          == a.hex(in: convention).distance(to: b.hex(in: convention))
      }
    }
    // Same column, different rows: one step per row in the q conventions.
    let a = OffsetCoordinate(col: -3, row: -2)
    let b = OffsetCoordinate(col: -3, row: 4)
    #expect(a.distance(to: b, convention: .oddQ) == 6)
    #expect(a.distance(to: b, convention: .evenQ) == 6)
    #expect(a.distance(to: b) == 6)
  }
}
