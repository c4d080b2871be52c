// HexRange (range, intersection), HexRing and HexSpiral.

import HexGrid
import HexTestSupport
import Testing

@Suite("Regions")
struct RegionTests {
  /// The hexes of `range` found by brute force over its `q` and `r` bounds.
  static func bruteForce(_ range: HexRange) -> Set<Hex> {
    var result: Set<Hex> = []
    for q in range.qBounds {
      for r in range.rBounds where range.sBounds.contains(-q - r) {
        result.insert(Hex(q: q, r: r))
      }
    }
    return result
  }

  /// A random range with small, possibly empty or irregular bounds.
  static func randomRange(_ rng: inout TestRandom) -> HexRange {
    func interval(_ rng: inout TestRandom) -> ClosedRange<Int> {
      let low = Int.random(in: -8...8, using: &rng)
      return low...(low + Int.random(in: 0...8, using: &rng))
    }
    if rng.next() % 3 == 0 {
      return HexRange(center: rng.smallHex(6), radius: Int.random(in: 0...6, using: &rng))
    }
    return HexRange(q: interval(&rng), r: interval(&rng), s: interval(&rng))
  }

  // MARK: HexRange

  @Test("range(radius:) holds 3N(N+1) + 1 hexes within N steps", arguments: 0...8)
  func rangeCount(radius: Int) {
    for center in [Hex.zero, Hex(q: -3, r: 7), Hex(q: 1_000_000, r: -1_000_000)] {
      let range = center.range(radius: radius)
      let hexes = Array(range)
      #expect(range.count == 3 * radius * (radius + 1) + 1)
      #expect(hexes.count == range.count)
      #expect(range.underestimatedCount == range.count)
      #expect(Set(hexes).count == hexes.count)
      #expect(hexes.allSatisfy { $0.distance(to: center) <= radius })
      #expect(!range.isEmpty)
      // Everything within radius + 1 is in the range exactly when within radius.
      for hex in center.spiral(radius: radius + 1) {
        #expect(range.contains(hex) == (hex.distance(to: center) <= radius))
      }
    }
    #expect(Hex(q: 2, r: 2).range(radius: 0).map { $0 } == [Hex(q: 2, r: 2)])
  }

  @Test("Iteration order is by q, then r")
  func rangeOrder() {
    let hexes = Array(Hex(q: 1, r: -1).range(radius: 3))
    #expect(
      zip(hexes, hexes.dropFirst()).allSatisfy { a, b in a.q < b.q || (a.q == b.q && a.r < b.r) })
    #expect(hexes.first == Hex(q: -2, r: -1))
    #expect(hexes.last == Hex(q: 4, r: -1))
  }

  @Test("Random ranges: count, iteration and contains agree with brute force")
  func rangeMatchesBruteForce() {
    var rng = TestRandom(seed: 41)
    let ranges = (0..<1_500).map { _ in Self.randomRange(&rng) }
    #expect(ranges.contains { $0.isEmpty })
    expectAll(ranges, "range equals brute force") { range in
      let expected = Self.bruteForce(range)
      let iterated = Array(range)
      return range.count == expected.count && iterated.count == expected.count
        && Set(iterated) == expected && range.isEmpty == expected.isEmpty
        && range.underestimatedCount == expected.count
    }
    expectAll(ranges.prefix(300), "contains equals membership") { range in
      let expected = Self.bruteForce(range)
      return (-18...18).allSatisfy { q in
        (-18...18).allSatisfy { r in
          range.contains(Hex(q: q, r: r)) == expected.contains(Hex(q: q, r: r))
        }
      }
    }
  }

  @Test("Doc example: two radius-2 ranges 3 apart share 4 hexes")
  func docIntersection() {
    let a = Hex.zero.range(radius: 2)
    let b = Hex(q: 3, r: 0).range(radius: 2)
    let both = a.intersection(b)
    #expect(both.count == 4)
    #expect(Set(both) == Set(a).filter { b.contains($0) })
    #expect(a.count == 19)
  }

  @Test("Random intersections equal the brute-force filter of both ranges")
  func intersectionMatchesBruteForce() {
    var rng = TestRandom(seed: 42)
    let pairs = (0..<2_000).map { _ in (Self.randomRange(&rng), Self.randomRange(&rng)) }
    var sawEmpty = false
    var sawNonEmpty = false
    expectAll(pairs, "intersection") { a, b in
      let expected = Self.bruteForce(a).intersection(Self.bruteForce(b))
      let both = a.intersection(b)
      if expected.isEmpty { sawEmpty = true } else { sawNonEmpty = true }
      return Set(both) == expected && both.count == expected.count
        && both.isEmpty == expected.isEmpty && Set(b.intersection(a)) == expected
        && expected.allSatisfy { both.contains($0) }
    }
    #expect(sawEmpty && sawNonEmpty)
  }

  @Test("Empty ranges")
  func emptyRanges() {
    #expect(HexRange.empty.isEmpty)
    #expect(HexRange.empty.count == 0)
    #expect(Array(HexRange.empty).isEmpty)
    #expect(!HexRange.empty.contains(.zero))
    let far = Hex(q: 10, r: 0).range(radius: 2)
    let disjoint = Hex.zero.range(radius: 2).intersection(far)
    #expect(disjoint.isEmpty)
    #expect(disjoint.count == 0)
    #expect(Array(disjoint).isEmpty)
    #expect(Hex.zero.range(radius: 3).intersection(.empty).isEmpty)
    // Bounds whose sums cannot reach zero.
    #expect(HexRange(q: 1...2, r: 1...2, s: 1...2).isEmpty)
    #expect(HexRange(q: -2...(-1), r: -2...(-1), s: -2...(-1)).isEmpty)
    #expect(Array(HexRange(q: 1...2, r: 1...2, s: 1...2)).isEmpty)
    // Just reachable: one hex.
    let single = HexRange(q: 1...2, r: 1...2, s: -2...(-2))
    #expect(Array(single) == [Hex(q: 1, r: 1)])
  }

  @Test("Intersecting a range with itself or a superset gives the same hexes")
  func intersectionIdentities() {
    let small = Hex(q: 2, r: -1).range(radius: 2)
    let big = Hex(q: 1, r: 0).range(radius: 5)
    #expect(Set(small.intersection(small)) == Set(small))
    #expect(Set(small.intersection(big)) == Set(small))
    #expect(Set(big.intersection(small)) == Set(small))
  }

  // MARK: Rings

  @Test("Doc examples for rings")
  func ringDocExamples() {
    #expect(Hex.zero.ring(radius: 1).first == Hex(q: -1, r: 1))
    #expect(Hex.zero.ring(radius: 3).count == 18)
    #expect(
      Array(Hex.zero.ring(radius: 1)) == [
        Hex(q: -1, r: 1), Hex(q: 0, r: 1), Hex(q: 1, r: 0), Hex(q: 1, r: -1), Hex(q: 0, r: -1),
        Hex(q: -1, r: 0),
      ])
  }

  @Test("A ring of radius 0 is the centre alone")
  func ringRadiusZero() {
    let center = Hex(q: -4, r: 9)
    #expect(Array(center.ring(radius: 0)) == [center])
    let ring = center.ring(radius: 0)
    // Guarded, so a wrong endIndex fails here instead of trapping in the subscript.
    if ring.indices == 0..<1 { #expect(ring[0] == center) }
    #expect(center.ring(radius: 0).count == 1)
    #expect(HexRing(center: center, radius: 0).center == center)
  }

  @Test("ring(radius: k) has 6k distinct hexes at distance k, walking in ring order")
  func ringProperties() {
    var rng = TestRandom(seed: 43)
    let cases = (0..<300).map { _ in (rng.hex(), Int.random(in: 1...25, using: &rng)) }
    expectAll(cases, "ring") { center, k in
      let ring = center.ring(radius: k)
      let hexes = Array(ring)
      return ring.count == 6 * k && hexes == ring.indices.map { ring[$0] } && hexes.count == 6 * k
        && ring.radius == k
        && Set(hexes).count == 6 * k
        && hexes.allSatisfy { $0.distance(to: center) == k }
        && hexes.first == center + HexDirection.southWest.vector * k
        // Consecutive hexes (and the last and first) are neighbours; the walk takes k
        // steps in each direction 0, 1, …, 5 in turn.
        && hexes.indices.allSatisfy { i in
          let next = hexes[(i + 1) % hexes.count]
          return next - hexes[i] == HexDirection(rawValue: i / k)!.vector
        }
    }
  }

  @Test("A ring holds exactly the hexes at distance k")
  func ringIsComplete() {
    for k in 1...6 {
      let center = Hex(q: 3, r: -2)
      let expected = Set(center.range(radius: k)).filter { $0.distance(to: center) == k }
      #expect(Set(center.ring(radius: k)) == expected)
    }
  }

  @Test("Rings turn counter-clockwise on screen")
  func ringTurnsCounterClockwise() {
    // The signed area of the ring polygon (y flipped up) is positive for both orientations.
    for orientation in HexOrientation.allCases {
      let layout = HexLayout(orientation: orientation, radius: 1)
      let points = Hex.zero.ring(radius: 2).map { layout.center(of: $0) }
      var area = 0.0
      for i in points.indices {
        let a = points[i]
        let b = points[(i + 1) % points.count]
        area += a.x * -b.y - b.x * -a.y
      }
      #expect(area > 0, "\(orientation)")
    }
  }

  // MARK: Spirals

  @Test("A spiral of radius 0 is the centre alone")
  func spiralRadiusZero() {
    let center = Hex(q: 1_000_000, r: 5)
    #expect(Array(center.spiral(radius: 0)) == [center])
    #expect(center.spiral(radius: 0).count == 1)
  }

  @Test("spiral(radius: N) is the centre then rings 1…N: 3N(N+1) + 1 distinct hexes")
  func spiralProperties() {
    var rng = TestRandom(seed: 44)
    let cases = (0..<200).map { _ in (rng.hex(), Int.random(in: 0...12, using: &rng)) }
    expectAll(cases, "spiral") { center, n in
      let spiral = center.spiral(radius: n)
      let hexes = Array(spiral)
      var expected = [center]
      for k in stride(from: 1, through: n, by: 1) {
        expected += center.ring(radius: k)
      }
      return spiral.count == 3 * n * (n + 1) + 1 && hexes == expected
        && Set(hexes).count == hexes.count && Set(hexes) == Set(center.range(radius: n))
        && spiral.radius == n && spiral.center == center
    }
  }

  @Test("Spiral indexing stays exact for large radii")
  func largeSpiral() {
    let center = Hex(q: -7, r: 2)
    let n = 60
    let spiral = center.spiral(radius: n)
    #expect(spiral.count == 3 * n * (n + 1) + 1)
    var expected = [center]
    for k in 1...n { expected += center.ring(radius: k) }
    #expect(Array(spiral) == expected)
    // Ring boundaries: ring k starts at 3k(k - 1) + 1.
    for k in 1...n {
      let start = 3 * k * (k - 1) + 1
      #expect(spiral[start] == center + HexDirection.southWest.vector * k)
      #expect(spiral[start - 1].distance(to: center) == k - 1)
    }
  }

  /// Negative sizes a caller can compute (a radius of `budget - cost`) give empty regions
  /// instead of trapping.
  @Test func negativeSizesAreEmpty() {
    let center = Hex(q: 2, r: -1)
    for radius in [-1, -2, -100] {
      #expect(Array(center.ring(radius: radius)).isEmpty)
      #expect(center.ring(radius: radius).count == 0)
      #expect(Array(center.spiral(radius: radius)).isEmpty)
      #expect(center.range(radius: radius).count == 0)
      #expect(Array(center.range(radius: radius)).isEmpty)
      #expect(!center.range(radius: radius).contains(center))
      let triangle = TriangleShape(size: radius, origin: center, pointing: .up)
      #expect(triangle.count == 0 && Array(triangle).isEmpty && !triangle.contains(center))
      #expect(Array(TriangleShape(size: radius)).isEmpty)
    }
    let rectangle = RectangleShape(columns: -3, rows: -2)
    #expect(rectangle.count == 0 && Array(rectangle).isEmpty)
    #expect(RectangleShape(columns: 4, rows: -1).count == 0)
    #expect(Array(center.ring(radius: 0)) == [center])
    #expect(Array(center.spiral(radius: 0)) == [center])
  }
}
