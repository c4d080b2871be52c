// HexShape conformers: RectangleShape, ParallelogramShape, TriangleShape, HexRange.hexagon.

import HexGrid
import HexTestSupport
import Testing

/// The hexes of `shape` in iteration order, collected by hand: `Array(shape)` and `map`
/// trap when iteration falls short of `underestimatedCount`, and a test should fail instead.
private func iterated<S: HexShape>(_ shape: S) -> [Hex] {
  var hexes: [Hex] = []
  var iterator = shape.makeIterator()
  // The bound stops a runaway iterator.
  while hexes.count <= shape.count, let hex = iterator.next() { hexes.append(hex) }
  return hexes
}

/// Checks the HexShape contract: `count` equals the iterated count, iteration has no
/// duplicates, and `contains` agrees with iteration on every hex in `window` (which must
/// cover the shape and some margin).
private func checkShape<S: HexShape>(
  _ shape: S, window: [Hex], sourceLocation: SourceLocation = #_sourceLocation
) {
  let hexes = iterated(shape)
  let members = Set(hexes)
  #expect(shape.count == hexes.count, sourceLocation: sourceLocation)
  #expect(shape.underestimatedCount == shape.count, sourceLocation: sourceLocation)
  #expect(members.count == hexes.count, "duplicates", sourceLocation: sourceLocation)
  #expect(hexes.allSatisfy { shape.contains($0) }, sourceLocation: sourceLocation)
  #expect(members.isSubset(of: window), "window too small", sourceLocation: sourceLocation)
  let disagreements = window.filter { shape.contains($0) != members.contains($0) }
  #expect(
    disagreements.isEmpty, "contains disagrees at \(disagreements.prefix(5))",
    sourceLocation: sourceLocation)
}

@Suite("Shapes")
struct ShapeTests {
  // MARK: Rectangle

  @Test("Doc example: an 8 × 6 board")
  func rectangleDocExample() {
    let board = RectangleShape(columns: 8, rows: 6)
    #expect(board.count == 48)
    #expect(board.contains(Hex(OffsetCoordinate(col: 7, row: 5))))
    #expect(!board.contains(Hex(OffsetCoordinate(col: 8, row: 5))))
    #expect(!board.contains(Hex(OffsetCoordinate(col: 0, row: 6))))
    #expect(!board.contains(Hex(OffsetCoordinate(col: -1, row: 0))))
    #expect(board.convention == .oddQ)
    #expect(board.origin == OffsetCoordinate(col: 0, row: 0))
  }

  @Test("Rectangles: count, iteration order and contains", arguments: OffsetConvention.allCases)
  func rectangles(convention: OffsetConvention) {
    var rng = TestRandom(seed: 71)
    for _ in 0..<40 {
      let columns = Int.random(in: 0...9, using: &rng)
      let rows = Int.random(in: 0...9, using: &rng)
      let origin = OffsetCoordinate(
        col: Int.random(in: -7...7, using: &rng), row: Int.random(in: -7...7, using: &rng))
      let shape = RectangleShape(
        columns: columns, rows: rows, origin: origin, convention: convention)
      #expect(shape.count == columns * rows)
      // Row by row from the top, each row left to right.
      var expected: [Hex] = []
      for row in 0..<rows {
        for col in 0..<columns {
          expected.append(
            Hex(
              OffsetCoordinate(col: origin.col + col, row: origin.row + row), convention: convention
            ))
        }
      }
      #expect(iterated(shape) == expected)
      var window: [Hex] = []
      for col in (origin.col - 2)...(origin.col + columns + 2) {
        for row in (origin.row - 2)...(origin.row + rows + 2) {
          window.append(Hex(OffsetCoordinate(col: col, row: row), convention: convention))
        }
      }
      checkShape(shape, window: window)
    }
  }

  @Test("Far-away rectangles")
  func farRectangle() {
    let origin = OffsetCoordinate(col: -1_000_001, row: 999_997)
    for convention in OffsetConvention.allCases {
      let shape = RectangleShape(columns: 3, rows: 4, origin: origin, convention: convention)
      let cells = shape.map { $0.offset(in: convention) }
      #expect(cells.count == 12)
      #expect(cells.first == origin)
      #expect(cells.last == OffsetCoordinate(col: origin.col + 2, row: origin.row + 3))
      #expect(shape.contains(Hex(origin, convention: convention)))
      #expect(
        !shape.contains(
          Hex(OffsetCoordinate(col: origin.col - 1, row: origin.row), convention: convention)))
    }
  }

  // MARK: Parallelogram

  @Test("Parallelograms: count, iteration order (r, then q) and contains")
  func parallelograms() {
    var rng = TestRandom(seed: 72)
    for _ in 0..<60 {
      let q0 = Int.random(in: -9...9, using: &rng)
      let r0 = Int.random(in: -9...9, using: &rng)
      let q = q0...(q0 + Int.random(in: 0...7, using: &rng))
      let r = r0...(r0 + Int.random(in: 0...7, using: &rng))
      let shape = ParallelogramShape(q: q, r: r)
      #expect(shape.count == q.count * r.count)
      #expect(shape.qBounds == q && shape.rBounds == r)
      let expected = r.flatMap { rr in q.map { Hex(q: $0, r: rr) } }
      #expect(iterated(shape) == expected)
      var window: [Hex] = []
      for wq in (q.lowerBound - 2)...(q.upperBound + 2) {
        for wr in (r.lowerBound - 2)...(r.upperBound + 2) { window.append(Hex(q: wq, r: wr)) }
      }
      checkShape(shape, window: window)
    }
  }

  // MARK: Triangle

  @Test("Triangles hold (N+1)(N+2)/2 hexes", arguments: 0...9)
  func triangles(size: Int) {
    for origin in [Hex.zero, Hex(q: -5, r: 3), Hex(q: 1_000_000, r: -999_999)] {
      let window = Array(origin.range(radius: 2 * size + 3))
      for pointing in [TriangleShape.Pointing.down, .up] {
        let shape = TriangleShape(size: size, origin: origin, pointing: pointing)
        #expect(shape.count == (size + 1) * (size + 2) / 2)
        #expect(shape.size == size && shape.origin == origin && shape.pointing == pointing)
        checkShape(shape, window: window)
        // Iteration order: by q, then r.
        let hexes = iterated(shape)
        #expect(
          zip(hexes, hexes.dropFirst()).allSatisfy { a, b in a.q < b.q || (a.q == b.q && a.r < b.r)
          })
      }
    }
  }

  @Test("Triangle membership, corners, and the up triangle as the point reflection")
  func triangleMembership() {
    let down = TriangleShape(size: 4)
    #expect(down.pointing == .down)
    #expect(down.origin == .zero)
    #expect(
      Set(down)
        == Set(Hex.zero.range(radius: 4)).filter { $0.q >= 0 && $0.r >= 0 && $0.q + $0.r <= 4 })
    #expect(
      down.contains(Hex(q: 4, r: 0)) && down.contains(Hex(q: 0, r: 4)) && down.contains(.zero))
    #expect(!down.contains(Hex(q: 4, r: 1)) && !down.contains(Hex(q: -1, r: 0)))
    let origin = Hex(q: 2, r: -3)
    let up = TriangleShape(size: 4, origin: origin, pointing: .up)
    let downAtOrigin = TriangleShape(size: 4, origin: origin)
    // The up triangle is the down one reflected through the centre of their rhombus.
    let apex = origin + Hex(q: 4, r: 4)
    #expect(Set(up) == Set(downAtOrigin.map { apex + origin - $0 }))
    #expect(up.contains(origin + Hex(q: 4, r: 0)) && up.contains(origin + Hex(q: 0, r: 4)))
    #expect(up.contains(apex))
    #expect(!up.contains(origin))
    // Together they tile the (N+1) × (N+1) rhombus, sharing its diagonal.
    let rhombus = Set(
      ParallelogramShape(q: origin.q...(origin.q + 4), r: origin.r...(origin.r + 4)))
    #expect(Set(up).union(downAtOrigin) == rhombus)
    #expect(Set(up).intersection(downAtOrigin).count == 5)
    #expect(Array(TriangleShape(size: 0, origin: origin, pointing: .up)) == [origin])
    #expect(Array(TriangleShape(size: 0, origin: origin)) == [origin])
  }

  // MARK: Hexagon

  @Test("HexRange.hexagon is range(radius:) around the centre", arguments: [0, 1, 4])
  func hexagon(radius: Int) {
    let center = Hex(q: -2, r: 6)
    let shape = HexRange.hexagon(radius: radius, center: center)
    #expect(shape == center.range(radius: radius))
    #expect(HexRange.hexagon(radius: radius) == Hex.zero.range(radius: radius))
    checkShape(shape, window: Array(center.range(radius: radius + 2)))
  }
}
