import HexBoard
import HexTestSupport
import Testing

@Suite("Edge and vertex identity on every shape and wrap")
struct MapGridEdgeIdentityTests {
  /// Every shape, convention and wrap the grid accepts, small enough to walk.
  static let grids: [GridCase] = {
    var grids: [MapGrid] = []
    for convention in OffsetConvention.allCases {
      for wrap in MapWrap.allCases {
        grids.append(try! MapGrid(columns: 8, rows: 6, convention: convention, wrap: wrap))
      }
      grids.append(try! MapGrid(columns: 5, rows: 3, convention: convention))
      grids.append(try! MapGrid(shape: .hexagon(radius: 3), convention: convention))
      grids.append(try! MapGrid(shape: .parallelogram(columns: 4, rows: 3), convention: convention))
      grids.append(
        try! MapGrid(
          shape: .cells([
            OffsetCoordinate(col: -3, row: 1), OffsetCoordinate(col: -2, row: 1),
            OffsetCoordinate(col: 0, row: 1), OffsetCoordinate(col: -2, row: 2),
            OffsetCoordinate(col: -1, row: 3),
          ]), convention: convention))
    }
    return grids.map(GridCase.init)
  }()

  @Test("the issue's example: a seam side on an 8x6 cylinder has one name")
  func seamExample() throws {
    let grid = try MapGrid(columns: 8, rows: 6, wrap: .cylinder)
    let west = Hex(OffsetCoordinate(col: 0, row: 2))
    // Column 0 is even in odd-q, so its north-west neighbour across the seam is (7, 1).
    let east = Hex(OffsetCoordinate(col: 7, row: 1))
    #expect(grid.canonical(west.neighbor(in: .northWest)) == east)
    #expect(HexEdge(between: west, and: east) == nil)  // the plane cannot see the seam
    #expect(HexEdge(west, .northWest) != HexEdge(east, .southEast))
    let seam = try #require(grid.edge(between: west, and: east))
    #expect(grid.edge(between: east, and: west) == seam)
    #expect(grid.canonical(HexEdge(west, .northWest)) == grid.canonical(HexEdge(east, .southEast)))
    #expect(grid.canonical(HexEdge(west, .northWest)) == seam)
    #expect(grid.cells(beside: seam).sorted { $0.q < $1.q } == [west, east])
  }

  @Test(
    "each side of each cell is one edge from both sides, across seams and images", arguments: grids)
  func everyEdgeSeenFromBothSides(_ grid: GridCase) throws {
    let grid = grid.grid
    var seen = Set<HexEdge>()
    var sideCount = 0
    var borderSides = 0
    for hex in grid.hexes {
      for direction in HexDirection.allCases {
        sideCount += 1
        let edge = try #require(grid.canonical(HexEdge(hex, direction)))
        #expect(grid.canonical(edge) == edge, "canonical is a fixed point")
        seen.insert(edge)
        let beyond = hex.neighbor(in: direction)
        if let other = grid.canonical(beyond) {
          #expect(grid.edge(between: hex, and: other) == edge)
          #expect(grid.edge(between: other, and: hex) == edge)
          #expect(grid.canonical(HexEdge(other, direction.opposite)) == edge)
          #expect(grid.canonical(HexEdge(beyond, direction.opposite)) == edge)
          for period in grid.periods {
            #expect(grid.canonical(HexEdge(hex + period, direction)) == edge)
            #expect(grid.canonical(HexEdge(beyond - period, direction.opposite)) == edge)
          }
        } else {
          borderSides += 1
          #expect(grid.cells(beside: edge) == [hex])
        }
        #expect(grid.edges(of: hex)[direction.rawValue] == edge)
      }
    }
    // Inner sides are shared by two cells, border sides belong to one.
    #expect(seen.count == (sideCount - borderSides) / 2 + borderSides)
    #expect(grid.canonical(HexEdge(Hex(q: 500, r: 500), .north)) == nil || grid.wrap == .torus)
  }

  @Test("each corner is one vertex by all three names", arguments: grids)
  func everyVertexSeenFromAllNames(_ grid: GridCase) throws {
    let grid = grid.grid
    var seen = Set<HexVertex>()
    var namesByVertex: [HexVertex: Int] = [:]
    for hex in grid.hexes {
      for corner in 0..<6 {
        let vertex = try #require(grid.canonical(HexVertex(hex, corner: corner)))
        #expect(grid.canonical(vertex) == vertex)
        #expect(grid.vertices(of: hex)[corner] == vertex)
        let first = HexDirection(rawValue: corner)!
        let second = first.left
        #expect(grid.canonical(HexVertex(hex.neighbor(in: first), corner: corner + 2)) == vertex)
        #expect(grid.canonical(HexVertex(hex.neighbor(in: second), corner: corner + 4)) == vertex)
        for period in grid.periods {
          #expect(grid.canonical(HexVertex(hex - period, corner: corner)) == vertex)
        }
        seen.insert(vertex)
        namesByVertex[vertex, default: 0] += 1
      }
    }
    // A vertex is named by as many cells as touch it.
    for (vertex, names) in namesByVertex {
      #expect(grid.cells(around: vertex).count == names)
    }
  }

  @Test("outline of a region and the sides a line crosses")
  func outlineAndCrossings() throws {
    let grid = try MapGrid(columns: 10, rows: 8)
    let center = Hex(OffsetCoordinate(col: 4, row: 4))
    #expect(grid.outline(of: [center]).count == 6)
    #expect(Set(grid.outline(of: [center])) == Set(grid.edges(of: center)))
    let disc = Array(center.range(radius: 2))
    #expect(grid.outline(of: disc).count == 6 * 5)  // a radius-2 disc has 30 outer sides
    #expect(grid.outlineVertices(of: disc).count == 30)
    // The outline of the whole map is its border.
    let border = grid.outline(of: grid.hexes)
    #expect(border.allSatisfy { grid.cells(beside: $0).count == 1 })

    let a = Hex(OffsetCoordinate(col: 1, row: 1))
    let b = Hex(OffsetCoordinate(col: 6, row: 3))
    let crossed = grid.edgesCrossed(from: a, to: b)
    let line = a.line(to: b)
    #expect(crossed.count == line.count - 1)
    for (i, edge) in crossed.enumerated() {
      #expect(grid.edge(between: line[i], and: line[i + 1]) == edge)
    }
    // On a cylinder the line goes the short way round, across the seam.
    let cylinder = try MapGrid(columns: 8, rows: 6, wrap: .cylinder)
    let west = Hex(OffsetCoordinate(col: 0, row: 2))
    let east = Hex(OffsetCoordinate(col: 7, row: 2))
    #expect(
      cylinder.edgesCrossed(from: west, to: east) == [cylinder.edge(between: west, and: east)!])
  }
}

/// A grid as a test argument, described by its shape, convention and wrap.
struct GridCase: CustomTestStringConvertible, Sendable {
  let grid: MapGrid
  var testDescription: String { "\(grid.shape) \(grid.convention) \(grid.wrap)" }
}
