// Rotation and reflection (Hex+Rotation.swift).

import HexGrid
import HexTestSupport
import Testing

@Suite("Rotation and reflection")
struct TransformTests {
  // MARK: Known answers

  @Test("Rotation left and right (Red Blob Games test values)")
  func redBlobRotation() {
    #expect(Hex(q: 1, r: -3, s: 2).rotatedRight() == Hex(q: 3, r: -2, s: -1))
    #expect(Hex(q: 1, r: -3, s: 2).rotatedLeft() == Hex(q: -2, r: -1, s: 3))
  }

  @Test("Reflection across q, r and s swaps the other two coordinates")
  func knownReflections() {
    let hex = Hex(q: 1, r: -3, s: 2)
    #expect(hex.reflectedQ() == Hex(q: 1, r: 2, s: -3))
    #expect(hex.reflectedR() == Hex(q: 2, r: -3, s: 1))
    #expect(hex.reflectedS() == Hex(q: -3, r: 1, s: 2))
    // Around a centre: reflect the offset from the centre, then add it back.
    let center = Hex(q: 2, r: 1)
    #expect(Hex(q: 5, r: 0).reflectedQ(around: center) == Hex(q: 5, r: -1))
    #expect(Hex(q: 5, r: 0).reflectedR(around: center) == Hex(q: 0, r: 0))
    #expect(Hex(q: 5, r: 0).reflectedS(around: center) == Hex(q: 1, r: 4))
  }

  @Test("Rotation around a centre")
  func knownRotationAroundCenter() {
    let center = Hex(q: 1, r: 0)
    #expect(Hex(q: 3, r: 0).rotatedLeft(around: center) == Hex(q: 3, r: -2))
    #expect(Hex(q: 3, r: 0).rotatedRight(around: center) == Hex(q: 1, r: 2))
    #expect(Hex(q: 3, r: 0).rotated(by: 1, around: center) == Hex(q: 3, r: -2))
    #expect(Hex(q: 3, r: 0).rotated(by: 3, around: center) == Hex(q: -1, r: 0))
    #expect(Hex(q: 3, r: 0).rotated(by: -1, around: center) == Hex(q: 1, r: 2))
    #expect(center.rotated(by: 4, around: center) == center)
    #expect(Hex(q: 3, r: -2).rotated(by: 2) == Hex(q: -2, r: -1))
  }

  // MARK: Directions

  @Test("Rotating a direction vector gives the next direction", arguments: HexDirection.allCases)
  func rotatingDirections(direction: HexDirection) {
    #expect(direction.vector.rotatedLeft() == direction.left.vector)
    #expect(direction.vector.rotatedRight() == direction.right.vector)
    for steps in -13...13 {
      #expect(direction.vector.rotated(by: steps) == direction.rotated(by: steps).vector)
    }
    // Diagonals rotate the same way.
    let diagonal = HexDiagonal(rawValue: direction.rawValue)!
    let nextDiagonal = HexDiagonal(rawValue: direction.left.rawValue)!
    #expect(diagonal.vector.rotatedLeft() == nextDiagonal.vector)
  }

  @Test("rotatedLeft turns 60° counter-clockwise on screen", arguments: HexOrientation.allCases)
  func rotationOnScreen(orientation: HexOrientation) {
    let layout = HexLayout(orientation: orientation, radius: 1)
    let cos60 = 0.5
    let sin60 = sqrt3 / 2
    expectAll(Samples.hexes.prefix(500).map { Hex(q: $0.q % 1_000, r: $0.r % 1_000) }, "screen") {
      hex in
      let p = layout.center(of: hex)
      let turned = layout.center(of: hex.rotatedLeft())
      // Counter-clockwise on a y-down screen: (x, y) → (x cos + y sin, -x sin + y cos).
      let expected = Point(x: p.x * cos60 + p.y * sin60, y: -p.x * sin60 + p.y * cos60)
      return isClose(turned, expected, tolerance: 1e-9)
    }
  }

  // MARK: Properties

  @Test("Six rotations are the identity; left and right undo each other")
  func rotationIdentities() {
    var rng = TestRandom(seed: 51)
    expectAll(Samples.hexes, "rotations") { hex in
      var turned = hex
      for _ in 0..<6 { turned = turned.rotatedLeft() }
      var turnedRight = hex
      for _ in 0..<6 { turnedRight = turnedRight.rotatedRight() }
      let center = rng.hex()
      let k = Int.random(in: -20...20, using: &rng)
      return turned == hex && turnedRight == hex
        && hex.rotatedLeft().rotatedRight() == hex && hex.rotatedRight().rotatedLeft() == hex
        && hex.rotated(by: 6) == hex && hex.rotated(by: -6) == hex
        && hex.rotated(by: 3) == -hex
        && hex.rotated(by: 1) == hex.rotatedLeft() && hex.rotated(by: -1) == hex.rotatedRight()
        && hex.rotated(by: k) == hex.rotated(by: k + 6)
        && hex.rotated(by: k, around: center).rotated(by: -k, around: center) == hex
        && hex.rotatedLeft(around: center).rotatedRight(around: center) == hex
        && hex.rotated(by: 1, around: center) == hex.rotatedLeft(around: center)
        && hex.rotated(by: -1, around: center) == hex.rotatedRight(around: center)
        && hex.rotated(by: k, around: center) == center + (hex - center).rotated(by: k)
    }
  }

  @Test("Rotation preserves distances and keeps the centre fixed")
  func rotationIsometry() {
    var rng = TestRandom(seed: 52)
    expectAll(Samples.pairs, "isometry") { a, b in
      let center = rng.hex()
      let k = Int.random(in: -7...7, using: &rng)
      return a.rotated(by: k, around: center).distance(to: b.rotated(by: k, around: center))
        == a.distance(to: b)
        && a.rotatedLeft().length == a.length
        && a.rotated(by: k, around: center).distance(to: center) == a.distance(to: center)
        && center.rotated(by: k, around: center) == center
    }
  }

  @Test("Reflections are involutions, keep their axis and preserve distance")
  func reflectionProperties() {
    var rng = TestRandom(seed: 53)
    expectAll(Samples.pairs, "reflections") { a, b in
      let c = rng.hex()
      let rq = a.reflectedQ(around: c)
      let rr = a.reflectedR(around: c)
      let rs = a.reflectedS(around: c)
      return rq.reflectedQ(around: c) == a && rr.reflectedR(around: c) == a
        && rs.reflectedS(around: c) == a
        && a.reflectedQ().reflectedQ() == a && a.reflectedR().reflectedR() == a
        && a.reflectedS().reflectedS() == a
        // The reflected coordinate is kept (relative to the centre).
        && rq.q == a.q && rr.r == a.r && rs.s == a.s
        && (rq - c).r == (a - c).s && (rr - c).q == (a - c).s && (rs - c).q == (a - c).r
        // Distances are preserved, both between points and to the centre.
        && rq.distance(to: b.reflectedQ(around: c)) == a.distance(to: b)
        && rr.distance(to: b.reflectedR(around: c)) == a.distance(to: b)
        && rs.distance(to: b.reflectedS(around: c)) == a.distance(to: b)
        && rq.distance(to: c) == a.distance(to: c)
        // Composing two reflections is a rotation.
        && a.reflectedQ().reflectedR() == a.rotated(by: 2)
    }
  }

  @Test("Reflections fix their axis and swap directions in pairs")
  func reflectionOfDirections() {
    // Across the q axis, r and s swap: north (0, -1, +1) ↔ south (0, +1, -1).
    #expect(HexDirection.north.vector.reflectedQ() == HexDirection.south.vector)
    #expect(HexDirection.southEast.vector.reflectedQ() == HexDirection.northEast.vector)
    #expect(HexDirection.northEast.vector.reflectedR() == HexDirection.north.vector)
    #expect(HexDirection.southEast.vector.reflectedS() == HexDirection.south.vector)
    // Hexes on an axis line through the centre stay put.
    for k in -5...5 {
      #expect(Hex(q: 0, r: k).reflectedQ() == Hex(q: 0, r: -k))
      #expect(Hex(q: k, r: -k).reflectedS() == Hex(q: -k, r: k))
      #expect(Hex(q: k, r: 0).reflectedR() == Hex(q: -k, r: 0))
      #expect(Hex(q: 2 * k, r: -k).reflectedQ() == Hex(q: 2 * k, r: -k))
      #expect(Hex(q: -k, r: 2 * k).reflectedR() == Hex(q: -k, r: 2 * k))
      #expect(Hex(q: k, r: k).reflectedS() == Hex(q: k, r: k))
    }
  }
}
