// HexEdge and HexVertex: canonical forms, adjacency and pixel geometry.

import HexGrid
import HexTestSupport
import Testing

@Suite("Edges and vertices")
struct EdgeVertexTests {
  /// Layouts for the pixel checks: both orientations, stretched hexes, a non-zero origin
  /// and both vertical axes.
  static let layouts: [HexLayout] = HexOrientation.allCases.flatMap { orientation in
    [VerticalAxis.down, .up].flatMap { axis in
      [
        HexLayout(
          orientation: orientation, size: Size(width: 10, height: 15),
          origin: Point(x: 35, y: 71), verticalAxis: axis),
        HexLayout(orientation: orientation, size: Size(uniform: 3), verticalAxis: axis),
      ]
    }
  }

  static let hexes: [Hex] = {
    var rng = TestRandom(seed: 61)
    return (0..<1_000).map { _ in
      rng.next() % 4 == 0 ? rng.hex() : rng.smallHex(30)
    }
  }()

  // MARK: Edges

  @Test("An edge named from either side is the same value with the same hash")
  func edgeCanonical() {
    expectAll(Self.hexes, "canonical edges") { hex in
      HexDirection.allCases.allSatisfy { d in
        let here = HexEdge(hex, d)
        let there = HexEdge(hex.neighbor(in: d), d.opposite)
        return here == there && here.hashValue == there.hashValue
          && here.direction.rawValue < 3
          && (d.rawValue < 3
            ? here.hex == hex && here.direction == d : here.hex == hex.neighbor(in: d))
          && HexEdge(between: hex, and: hex.neighbor(in: d)) == here
          && HexEdge(between: hex.neighbor(in: d), and: hex) == here
      }
    }
    #expect(HexEdge(.zero, .south) == HexEdge(Hex(q: 0, r: 1), .north))
    #expect(HexEdge(.zero, .south).hex == Hex(q: 0, r: 1))
    #expect(HexEdge(.zero, .south).direction == .north)
    #expect(Set([HexEdge(.zero, .south), HexEdge(Hex(q: 0, r: 1), .north)]).count == 1)
  }

  @Test("HexEdge(between:and:) is nil for hexes that are not adjacent")
  func edgeBetweenNonAdjacent() {
    #expect(HexEdge(between: .zero, and: .zero) == nil)
    #expect(HexEdge(between: .zero, and: Hex(q: 1, r: 1)) == nil)
    #expect(HexEdge(between: .zero, and: Hex(q: 2, r: 0)) == nil)
    #expect(HexEdge(between: .zero, and: Hex(q: 1, r: 0)) == HexEdge(.zero, .southEast))
  }

  @Test("An edge separates two adjacent hexes and has six distinct siblings")
  func edgeHexes() {
    expectAll(Self.hexes, "edge hexes") { hex in
      let edges = hex.edges
      return edges.count == 6 && Set(edges).count == 6
        && edges == HexDirection.allCases.map { HexEdge(hex, $0) }
        && edges.allSatisfy { edge in
          let (a, b) = edge.hexes
          return a.isAdjacent(to: b) && (a == hex || b == hex) && a == edge.hex
            && b == edge.hex.neighbor(in: edge.direction)
        }
    }
    // Two neighbours share exactly one edge.
    let shared = Set(Hex.zero.edges).intersection(Hex(q: 1, r: -1).edges)
    #expect(shared == [HexEdge(.zero, .northEast)])
  }

  @Test("A hexagon of radius N has 9N² + 15N + 6 distinct edges")
  func edgeCount() {
    // 6 per hex, shared edges counted once: 3 per hex plus half the boundary (6(2N + 1)).
    for n in 0...5 {
      let edges = Set(Hex.zero.range(radius: n).flatMap(\.edges))
      #expect(edges.count == 9 * n * n + 15 * n + 6, "radius \(n)")
    }
  }

  @Test("An edge's vertices are the shared corners of its two hexes")
  func edgeVertices() {
    expectAll(Self.hexes, "edge vertices") { hex in
      HexDirection.allCases.allSatisfy { d in
        let edge = HexEdge(hex, d)
        let (v0, v1) = edge.vertices
        let (a, b) = edge.hexes
        let shared = Set(a.vertices).intersection(b.vertices)
        return v0 != v1 && shared == [v0, v1]
          // Named from the original hex: corners d - 1 and d.
          && Set([v0, v1]) == [
            HexVertex(hex, corner: (d.rawValue + 5) % 6), HexVertex(hex, corner: d.rawValue),
          ]
      }
    }
  }

  // MARK: Vertices

  @Test("A vertex's three names are equal values with equal hashes")
  func vertexCanonical() {
    expectAll(Self.hexes, "canonical vertices") { hex in
      (0..<6).allSatisfy { i in
        let first = HexDirection(rawValue: i)!
        let a = HexVertex(hex, corner: i)
        let b = HexVertex(hex.neighbor(in: first), corner: (i + 2) % 6)
        let c = HexVertex(hex.neighbor(in: first.left), corner: (i + 4) % 6)
        return a == b && b == c && a.hashValue == b.hashValue && b.hashValue == c.hashValue
          && (a.corner == 0 || a.corner == 1)
          && (i < 2 ? a.hex == hex && a.corner == i : true)
      }
    }
    // Corner 0 of a hex is corner 2 of its south-east neighbour and corner 4 of its
    // north-east one.
    #expect(HexVertex(Hex(q: 1, r: 0), corner: 2) == HexVertex(.zero, corner: 0))
    #expect(HexVertex(Hex(q: 1, r: -1), corner: 4) == HexVertex(.zero, corner: 0))
    #expect(HexVertex(Hex(q: 1, r: 0), corner: 2).hex == .zero)
    #expect(
      Set([HexVertex(.zero, corner: 0), HexVertex(Hex(q: 1, r: 0), corner: 2)]).count == 1)
    #expect(HexVertex(.zero, corner: 0) != HexVertex(.zero, corner: 1))
    // Corners go round (other numbers trapped before).
    #expect(HexVertex(.zero, corner: 6) == HexVertex(.zero, corner: 0))
    #expect(HexVertex(.zero, corner: -1) == HexVertex(.zero, corner: 5))
    #expect(HexVertex(.zero, corner: 13) == HexVertex(.zero, corner: 1))
  }

  @Test("A vertex touches three mutually adjacent hexes")
  func vertexHexes() {
    expectAll(Self.hexes, "vertex hexes") { hex in
      let vertices = hex.vertices
      return vertices.count == 6 && Set(vertices).count == 6
        && vertices == (0..<6).map { HexVertex(hex, corner: $0) }
        && vertices.allSatisfy { vertex in
          let (a, b, c) = vertex.hexes
          return a.isAdjacent(to: b) && b.isAdjacent(to: c) && c.isAdjacent(to: a)
            && [a, b, c].contains(hex) && a == vertex.hex
            // Each of the three hexes lists the vertex among its own.
            && [a, b, c].allSatisfy { $0.vertices.contains(vertex) }
        }
    }
  }

  @Test("A vertex's hexes turn counter-clockwise, starting with its owner")
  func vertexHexOrder() {
    let vertex = HexVertex(.zero, corner: 0)
    let (a, b, c) = vertex.hexes
    #expect(a == .zero)
    #expect(b == Hex.zero.neighbor(in: .southEast))
    #expect(c == Hex.zero.neighbor(in: .northEast))
  }

  @Test("A vertex's three edges are the edges between its hexes")
  func vertexEdges() {
    expectAll(Self.hexes, "vertex edges") { hex in
      hex.vertices.allSatisfy { vertex in
        let (a, b, c) = vertex.hexes
        let (e0, e1, e2) = vertex.edges
        // Optional, so a broken vertex fails the check instead of crashing the run.
        let expected: Set<HexEdge?> = [
          HexEdge(between: a, and: b), HexEdge(between: b, and: c), HexEdge(between: c, and: a),
        ]
        return Set<HexEdge?>([e0, e1, e2]) == expected
          && [e0, e1, e2].allSatisfy { edge in
            let (v0, v1) = edge.vertices
            return v0 == vertex || v1 == vertex
          }
      }
    }
  }

  // MARK: Pixel geometry

  @Test("Edge end points are the shared corners of both hexes", arguments: layouts)
  func edgeEndPoints(layout: HexLayout) {
    expectAll(Self.hexes.prefix(300), "end points") { hex in
      HexDirection.allCases.allSatisfy { d in
        let edge = HexEdge(hex, d)
        let (p0, p1) = edge.endPoints(in: layout)
        let (a, b) = edge.hexes
        let cornersA = layout.corners(of: a)
        let cornersB = layout.corners(of: b)
        let ownCorners = layout.corners(of: hex)
        func shared(_ p: Point) -> Bool {
          cornersA.contains { isClose($0, p) } && cornersB.contains { isClose($0, p) }
        }
        let mid = Point(x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2)
        let centres = layout.center(of: a) + layout.center(of: b)
        return shared(p0) && shared(p1) && !isClose(p0, p1)
          // Edge d of `hex` runs from its corner d - 1 to its corner d (as a set, since the
          // canonical form may be named from the other side).
          && [p0, p1].allSatisfy { p in
            isClose(p, ownCorners[(d.rawValue + 5) % 6]) || isClose(p, ownCorners[d.rawValue])
          }
          && (d.rawValue >= 3
            || (isClose(p0, ownCorners[(d.rawValue + 5) % 6])
              && isClose(p1, ownCorners[d.rawValue])))
          // The edge's midpoint is halfway between the two centres.
          && isClose(mid, centres * 0.5)
          && isClose(edge.vertices.0.point(in: layout), p0)
          && isClose(edge.vertices.1.point(in: layout), p1)
      }
    }
  }

  @Test("All three names of a vertex land on the same pixel", arguments: layouts)
  func vertexPoint(layout: HexLayout) {
    expectAll(Self.hexes.prefix(300), "vertex pixel") { hex in
      (0..<6).allSatisfy { i in
        let vertex = HexVertex(hex, corner: i)
        let first = HexDirection(rawValue: i)!
        let p = vertex.point(in: layout)
        return isClose(p, layout.corner(i, of: hex))
          && isClose(p, layout.corner((i + 2) % 6, of: hex.neighbor(in: first)))
          && isClose(p, layout.corner((i + 4) % 6, of: hex.neighbor(in: first.left)))
      }
    }
  }
}
