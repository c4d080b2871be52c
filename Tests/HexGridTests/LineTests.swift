// FractionalHex (rounding, interpolation) and Hex.line(to:).

import HexGrid
import HexTestSupport
import Testing

@Suite("Rounding and line drawing")
struct LineTests {
  // MARK: FractionalHex

  @Test("A fractional hex from a hex sits on its centre")
  func fractionalFromHex() {
    let f = FractionalHex(Hex(q: 3, r: -7))
    #expect(f.q == 3)
    #expect(f.r == -7)
    #expect(f.s == 4)
    #expect(f.rounded() == Hex(q: 3, r: -7))
    #expect(FractionalHex(q: 0.25, r: 0.5).s == -0.75)
  }

  @Test("lerp interpolates linearly")
  func lerp() {
    let a = FractionalHex(q: 1, r: -2)
    let b = FractionalHex(q: 5, r: 6)
    #expect(a.lerp(to: b, t: 0) == a)
    #expect(a.lerp(to: b, t: 1) == b)
    #expect(a.lerp(to: b, t: 0.25) == FractionalHex(q: 2, r: 0))
    #expect(a.lerp(to: b, t: 0.5) == FractionalHex(q: 3, r: 2))
    #expect(a.lerp(to: b, t: 2) == FractionalHex(q: 9, r: 14))
  }

  @Test("Cube rounding (Red Blob Games test values)")
  func redBlobRounding() {
    let a = FractionalHex(q: 0, r: 0)
    let b = FractionalHex(q: 1, r: -1)
    let c = FractionalHex(q: 0, r: -1)
    #expect(
      FractionalHex(q: 0, r: 0).lerp(to: FractionalHex(q: 10, r: -20), t: 0.5).rounded()
        == Hex(q: 5, r: -10, s: 5))
    #expect(a.lerp(to: b, t: 0.499).rounded() == a.rounded())
    #expect(a.lerp(to: b, t: 0.501).rounded() == b.rounded())
    let nearA = FractionalHex(
      q: a.q * 0.4 + b.q * 0.3 + c.q * 0.3, r: a.r * 0.4 + b.r * 0.3 + c.r * 0.3)
    #expect(nearA.rounded() == a.rounded())
    let nearC = FractionalHex(
      q: a.q * 0.3 + b.q * 0.3 + c.q * 0.4, r: a.r * 0.3 + b.r * 0.3 + c.r * 0.4)
    #expect(nearC.rounded() == c.rounded())
  }

  @Test(
    "Rounding recomputes the coordinate that moved most",
    arguments: [
      // (q, r) → rounded each: (1, 1, -1) is off the plane; r moved most, so it is redone.
      (0.7, 0.6, Hex(q: 1, r: 0)),
      // The mirror image: q moved most.
      (0.6, 0.7, Hex(q: 0, r: 1)),
      (0.4, 0.35, Hex(q: 1, r: 0)),
      (0.2, 0.45, Hex(q: 0, r: 1)),
      (0.3, -0.6, Hex(q: 0, r: 0)),
      // s moved most: (0, 0, -1) → (0, 0).
      (0.3, 0.3, Hex(q: 0, r: 0)),
      (-0.7, -0.6, Hex(q: -1, r: 0)),
      (1.6, -2.3, Hex(q: 1, r: -2)),
      (2.49, -1.49, Hex(q: 2, r: -1)),
    ])
  func roundingCases(q: Double, r: Double, expected: Hex) {
    let hex = FractionalHex(q: q, r: r).rounded()
    #expect(hex == expected)
  }

  @Test("Any point within 0.2 of a centre on q and r rounds to that hex")
  func roundingNearCentres() {
    var rng = TestRandom(seed: 31)
    let points = Samples.hexes.map { hex in
      (
        hex,
        FractionalHex(
          q: Double(hex.q) + Double.random(in: -0.2...0.2, using: &rng),
          r: Double(hex.r) + Double.random(in: -0.2...0.2, using: &rng))
      )
    }
    expectAll(points, "rounding a nudged centre") { hex, point in point.rounded() == hex }
  }

  @Test("Rounding picks the hex with the nearest centre")
  func roundingIsNearest() {
    // Compare with the nearest of the candidate centres in flat-top pixel space.
    var rng = TestRandom(seed: 32)
    let layout = HexLayout(orientation: .flat, radius: 1)
    let points = (0..<Samples.count).map { _ in
      FractionalHex(
        q: Double.random(in: -30...30, using: &rng), r: Double.random(in: -30...30, using: &rng))
    }
    expectAll(points, "nearest centre") { point in
      let rounded = point.rounded()
      let pixel = Point(
        x: 1.5 * point.q, y: sqrt3 / 2 * point.q + sqrt3 * point.r)
      let own = layout.center(of: rounded).distance(to: pixel)
      return rounded.neighbors.allSatisfy {
        layout.center(of: $0).distance(to: pixel) >= own - 1e-9
      }
    }
  }

  // MARK: Lines

  @Test("hex_linedraw (Red Blob Games test values)")
  func redBlobLine() {
    let expected = [
      Hex(q: 0, r: 0, s: 0), Hex(q: 0, r: -1, s: 1), Hex(q: 0, r: -2, s: 2),
      Hex(q: 1, r: -3, s: 2), Hex(q: 1, r: -4, s: 3), Hex(q: 1, r: -5, s: 4),
    ]
    #expect(Hex(q: 0, r: 0, s: 0).line(to: Hex(q: 1, r: -5, s: 4)) == expected)
  }

  @Test("Straight lines along an axis or a diagonal")
  func straightLines() {
    #expect(Hex.zero.line(to: .zero) == [.zero])
    #expect(Hex(q: 4, r: 4).line(to: Hex(q: 4, r: 4)) == [Hex(q: 4, r: 4)])
    for direction in HexDirection.allCases {
      let line = Hex(q: 2, r: -1).line(to: Hex(q: 2, r: -1) + direction.vector * 5)
      #expect(line == (0...5).map { Hex(q: 2, r: -1) + direction.vector * $0 })
    }
  }

  @Test("The nudge keeps q + r + s == 0 and breaks ties consistently")
  func nudge() {
    #expect(Hex.lineNudge.q == 1e-6)
    #expect(Hex.lineNudge.r == 1e-6)
    #expect(isClose(Hex.lineNudge.s, -2e-6, tolerance: 1e-15))
    // The centre of this line lies exactly on the edge between (1, -1) and (1, 0).
    let line = Hex.zero.line(to: Hex(q: 2, r: -1))
    #expect(line.count == 3)
    // The nudge is towards +q and +r (and -s), so the tie goes to the larger r.
    #expect(line == [.zero, Hex(q: 1, r: 0), Hex(q: 2, r: -1)])
    #expect(Hex.zero.line(to: Hex(q: 2, r: -1)) == line)
    // The same tie, translated, is settled the same way.
    let moved = Hex(q: -7, r: 3).line(to: Hex(q: -5, r: 2))
    #expect(moved.map { $0 - Hex(q: -7, r: 3) } == line)
  }

  /// Pairs at moderate distances: the small samples plus far-away hexes paired with a
  /// nearby partner, so coordinates near ±1 000 000 are covered without huge lines.
  static func linePairs() -> [(Hex, Hex)] {
    var rng = TestRandom(seed: 33)
    return Samples.hexes.map { a in
      let b = a + rng.smallHex(15)
      return rng.next() % 2 == 0 ? (a, b) : (b, a)
    }
  }

  @Test("line(to:) has distance + 1 hexes, each adjacent to the previous, end to end")
  func lineProperties() {
    expectAll(Self.linePairs(), "line shape") { a, b in
      let line = a.line(to: b)
      let n = a.distance(to: b)
      return line.count == n + 1 && line.first == a && line.last == b
        && zip(line, line.dropFirst()).allSatisfy { $0.isAdjacent(to: $1) }
        // Every hex is one step further from a and one step closer to b.
        && line.enumerated().allSatisfy { i, hex in
          a.distance(to: hex) == i && hex.distance(to: b) == n - i
        }
    }
  }

  @Test("Lines stay close to the straight segment")
  func lineStaysNearSegment() {
    let layout = HexLayout(orientation: .pointy, radius: 1)
    expectAll(Self.linePairs().prefix(1_000), "distance from segment") { a, b in
      let p = layout.center(of: a)
      let q = layout.center(of: b)
      return a.line(to: b).allSatisfy { hex in
        let c = layout.center(of: hex)
        // Distance from c to the segment pq must not exceed the hex's circumradius.
        let dx = q.x - p.x
        let dy = q.y - p.y
        let length2 = dx * dx + dy * dy
        let t = length2 == 0 ? 0 : max(0, min(1, ((c.x - p.x) * dx + (c.y - p.y) * dy) / length2))
        return c.distance(to: Point(x: p.x + t * dx, y: p.y + t * dy)) <= 1 + 1e-9
      }
    }
  }

  @Test("Long lines between far-apart hexes")
  func longLines() {
    let a = Hex(q: -1_000_000, r: 1_000_000)
    let b = Hex(q: -999_000, r: 999_100)
    let line = a.line(to: b)
    #expect(line.count == a.distance(to: b) + 1)
    #expect(line.first == a && line.last == b)
    #expect(zip(line, line.dropFirst()).allSatisfy { $0.isAdjacent(to: $1) })
  }
}
