// Hex, HexDirection, HexDiagonal, HexNeighbors, arithmetic and distance.

import HexGrid
import HexTestSupport
import Testing

@Suite("Hex coordinates")
struct HexTests {
  // MARK: Construction and arithmetic

  @Test("s is derived as -q - r; the cube initialiser keeps q and r")
  func cubeCoordinate() {
    let hex = Hex(q: 1, r: -3, s: 2)
    #expect(hex.q == 1)
    #expect(hex.r == -3)
    #expect(hex.s == 2)
    #expect(Hex(q: 4, r: 5).s == -9)
    #expect(Hex.zero == Hex(q: 0, r: 0))
  }

  @Test("Addition and subtraction (Red Blob Games test values)")
  func redBlobArithmetic() {
    #expect(Hex(q: 1, r: -3, s: 2) + Hex(q: 3, r: -7, s: 4) == Hex(q: 4, r: -10, s: 6))
    #expect(Hex(q: 1, r: -3, s: 2) - Hex(q: 3, r: -7, s: 4) == Hex(q: -2, r: 4, s: -2))
  }

  @Test("Negation, scaling and compound assignment")
  func vectorOperators() {
    let a = Hex(q: 2, r: -5)
    #expect(-a == Hex(q: -2, r: 5))
    #expect(a * 3 == Hex(q: 6, r: -15))
    #expect(3 * a == a * 3)
    #expect(a * 0 == .zero)
    #expect(a * -1 == -a)
    var b = a
    b += Hex(q: 1, r: 1)
    #expect(b == Hex(q: 3, r: -4))
    b -= Hex(q: 1, r: 1)
    #expect(b == a)
  }

  @Test("Doc example: Hex(q: 1, r: -2) + south × 3")
  func docExample() {
    let a = Hex(q: 1, r: -2)
    let b = a + .direction(.south) * 3
    #expect(b == Hex(q: 1, r: 1))
    #expect(a.distance(to: b) == 3)
  }

  // MARK: Directions

  @Test(
    "Direction vectors follow the Red Blob Games order",
    arguments: [
      (HexDirection.southEast, 0, Hex(q: 1, r: 0)),
      (.northEast, 1, Hex(q: 1, r: -1)),
      (.north, 2, Hex(q: 0, r: -1)),
      (.northWest, 3, Hex(q: -1, r: 0)),
      (.southWest, 4, Hex(q: -1, r: 1)),
      (.south, 5, Hex(q: 0, r: 1)),
    ])
  func directionVector(direction: HexDirection, raw: Int, vector: Hex) {
    #expect(direction.rawValue == raw)
    #expect(HexDirection(rawValue: raw) == direction)
    #expect(direction.vector == vector)
    #expect(Hex.direction(direction) == vector)
    #expect(vector.length == 1)
    #expect(Hex.zero.neighbor(in: direction) == vector)
  }

  @Test("Red Blob Games: direction 2, neighbour, diagonal 3, distance")
  func redBlobDirectionValues() {
    #expect(HexDirection(rawValue: 2)!.vector == Hex(q: 0, r: -1, s: 1))
    #expect(
      Hex(q: 1, r: -2, s: 1).neighbor(in: HexDirection(rawValue: 2)!) == Hex(q: 1, r: -3, s: 2))
    #expect(
      Hex(q: 1, r: -2, s: 1).diagonal(in: HexDiagonal(rawValue: 3)!) == Hex(q: -1, r: -1, s: 2))
    #expect(Hex(q: 3, r: -7, s: 4).distance(to: Hex(q: 0, r: 0, s: 0)) == 7)
  }

  @Test("Opposite, left, right and rotated(by:) of directions")
  func directionTurns() {
    #expect(HexDirection.allCases.count == 6)
    for direction in HexDirection.allCases {
      let raw = direction.rawValue
      #expect(direction.opposite.rawValue == (raw + 3) % 6)
      #expect(direction.opposite.vector == -direction.vector)
      #expect(direction.left.rawValue == (raw + 1) % 6)
      #expect(direction.right.rawValue == (raw + 5) % 6)
      #expect(direction.left.right == direction)
      #expect(direction.rotated(by: 0) == direction)
      #expect(direction.rotated(by: 6) == direction)
      #expect(direction.rotated(by: -6) == direction)
      #expect(direction.rotated(by: 7) == direction.left)
      #expect(direction.rotated(by: -1) == direction.right)
      #expect(direction.rotated(by: -7) == direction.right)
      #expect(direction.rotated(by: -13) == direction.right)
      #expect(direction.rotated(by: 3) == direction.opposite)
      #expect(direction.rotated(by: 602) == direction.rotated(by: 2))
    }
    #expect(HexDirection.southEast.left == .northEast)
    #expect(HexDirection.southEast.right == .south)
  }

  @Test("Directions turn counter-clockwise on screen, with the flat-top names")
  func directionsTurnCounterClockwise() {
    // Flat-top pixel offsets of the six neighbours for unit size, y down the screen.
    func screen(_ d: HexDirection) -> (x: Double, y: Double) {
      let v = d.vector
      return (1.5 * Double(v.q), sqrt3 / 2 * Double(v.q) + sqrt3 * Double(v.r))
    }
    for d in HexDirection.allCases {
      let a = screen(d)
      let b = screen(d.left)
      // The cross product with y flipped to point up is positive for a left turn.
      let cross = a.x * -b.y - -a.y * b.x
      #expect(cross > 0, "\(d) → \(d.left) should turn counter-clockwise on screen")
    }
    let se = screen(.southEast)
    #expect(se.x > 0 && se.y > 0)
    let ne = screen(.northEast)
    #expect(ne.x > 0 && ne.y < 0)
    let n = screen(.north)
    #expect(n.x == 0 && n.y < 0)
    let nw = screen(.northWest)
    #expect(nw.x < 0 && nw.y < 0)
    let sw = screen(.southWest)
    #expect(sw.x < 0 && sw.y > 0)
    let s = screen(.south)
    #expect(s.x == 0 && s.y > 0)
  }

  // MARK: Diagonals

  @Test(
    "Diagonal vectors follow the Red Blob Games order",
    arguments: [
      (HexDiagonal.east, 0, Hex(q: 2, r: -1)),
      (.northEast, 1, Hex(q: 1, r: -2)),
      (.northWest, 2, Hex(q: -1, r: -1)),
      (.west, 3, Hex(q: -2, r: 1)),
      (.southWest, 4, Hex(q: -1, r: 2)),
      (.southEast, 5, Hex(q: 1, r: 1)),
    ])
  func diagonalVector(diagonal: HexDiagonal, raw: Int, vector: Hex) {
    #expect(diagonal.rawValue == raw)
    #expect(diagonal.vector == vector)
    #expect(vector.length == 2)
    // Diagonal i lies between edge directions i and i + 1.
    let first = HexDirection(rawValue: raw)!
    #expect(diagonal.vector == first.vector + first.left.vector)
    #expect(diagonal.opposite.vector == -vector)
    #expect(diagonal.opposite.opposite == diagonal)
    #expect(Hex(q: 5, r: -7).diagonal(in: diagonal) == Hex(q: 5, r: -7) + vector)
    // A diagonal hex shares no edge with the centre but touches two of its neighbours.
    let target = Hex.zero.diagonal(in: diagonal)
    #expect(!target.isAdjacent(to: .zero))
    #expect(Hex.zero.neighbors.filter { $0.isAdjacent(to: target) }.count == 2)
  }

  // MARK: Neighbour collections

  @Test("neighbors and diagonals list six hexes in direction order")
  func neighborCollections() {
    var rng = TestRandom(seed: 11)
    for _ in 0..<200 {
      let hex = rng.hex()
      let neighbors = hex.neighbors
      #expect(neighbors.count == 6)
      #expect(neighbors.center == hex)
      #expect(Array(neighbors) == HexDirection.allCases.map { hex.neighbor(in: $0) })
      #expect(Set(neighbors).count == 6)
      #expect(neighbors.allSatisfy { $0.isAdjacent(to: hex) && hex.distance(to: $0) == 1 })
      let diagonals = hex.diagonals
      #expect(diagonals.count == 6)
      #expect(Array(diagonals) == HexDiagonal.allCases.map { hex.diagonal(in: $0) })
      #expect(diagonals.allSatisfy { hex.distance(to: $0) == 2 && !$0.isAdjacent(to: hex) })
      #expect(neighbors[0] == hex.neighbor(in: .southEast))
      #expect(neighbors[5] == hex.neighbor(in: .south))
      #expect(diagonals.last == hex.diagonal(in: .southEast))
    }
  }

  @Test("isAdjacent is exactly distance 1")
  func adjacency() {
    #expect(!Hex.zero.isAdjacent(to: .zero))
    #expect(Hex.zero.isAdjacent(to: Hex(q: 1, r: -1)))
    #expect(!Hex.zero.isAdjacent(to: Hex(q: 1, r: 1)))
    #expect(Hex(q: -1_000_000, r: 0).isAdjacent(to: Hex(q: -999_999, r: -1)))
  }

  // MARK: Distance

  @Test(
    "Known distances and lengths",
    arguments: [
      (Hex.zero, Hex.zero, 0),
      (Hex.zero, Hex(q: 3, r: -3), 3),
      (Hex.zero, Hex(q: 2, r: 1), 3),
      (Hex(q: -2, r: 5), Hex(q: 1, r: -1), 6),
      (Hex(q: 3, r: -7), Hex.zero, 7),
      (Hex(q: -1_000_000, r: 1_000_000), Hex(q: 1_000_000, r: -1_000_000), 2_000_000),
      (Hex(q: 1_000_000, r: 1_000_000), Hex(q: -1_000_000, r: -1_000_000), 4_000_000),
    ])
  func knownDistance(a: Hex, b: Hex, expected: Int) {
    #expect(a.distance(to: b) == expected)
    #expect(b.distance(to: a) == expected)
    #expect((a - b).length == expected)
    #expect((a - b).length == max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s)))
  }

  @Test("Distance is symmetric, zero only to itself, translation invariant")
  func distanceSymmetry() {
    var rng = TestRandom(seed: 12)
    expectAll(Samples.pairs, "symmetry and cube max norm") { a, b in
      let d = a.distance(to: b)
      return d == b.distance(to: a) && d == max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s))
        && (d == 0) == (a == b) && a.distance(to: a) == 0
    }
    expectAll(Samples.pairs, "translation invariance") { a, b in
      let t = rng.smallHex(50)
      return (a + t).distance(to: b + t) == a.distance(to: b)
    }
  }

  @Test("Distance satisfies the triangle inequality")
  func triangleInequality() {
    var rng = TestRandom(seed: 13)
    let triples = (0..<Samples.count).map { _ in (rng.hex(), rng.hex(), rng.hex()) }
    expectAll(triples, "d(a, c) ≤ d(a, b) + d(b, c)") { a, b, c in
      a.distance(to: c) <= a.distance(to: b) + b.distance(to: c)
    }
    // Equality holds for a point on a shortest path.
    expectAll(Samples.pairs, "equality through a midpoint on the line") { a, b in
      guard a.distance(to: b) <= 200 else { return true }
      let line = a.line(to: b)
      let middle = line[line.count / 2]
      return a.distance(to: middle) + middle.distance(to: b) == a.distance(to: b)
    }
  }

  // MARK: Ordering

  @Test("Comparable is row-major: by r, then by q")
  func ordering() {
    #expect(Hex(q: 5, r: -1) < Hex(q: -5, r: 0))
    #expect(Hex(q: -1, r: 2) < Hex(q: 0, r: 2))
    #expect(!(Hex(q: 0, r: 2) < Hex(q: 0, r: 2)))
    let sorted = Samples.hexes.prefix(500).sorted()
    let pairs = Array(zip(sorted, sorted.dropFirst()))
    expectAll(pairs, "sorted order is by r then q") { (a: Hex, b: Hex) -> Bool in
      a.r < b.r || (a.r == b.r && a.q <= b.q)
    }
  }

  @Test("Hashing distinguishes q and r")
  func hashing() {
    let set: Set<Hex> = [Hex(q: 1, r: 2), Hex(q: 2, r: 1), Hex(q: 1, r: 2)]
    #expect(set.count == 2)
  }
}
