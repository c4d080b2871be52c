// Shared pieces of the per-player view tests: random grids and visible sets, the turn's
// changes found by comparing two boards, and brute-force references.

import HexBoard
import HexTestSupport

/// A random grid: a rectangle (sometimes wrapped), a hexagon, or a shape with holes.
func viewTestGrid(using rng: inout TestRandom) throws -> MapGrid {
  switch Int.random(in: 0..<4, using: &rng) {
  case 0:
    return try MapGrid(
      columns: Int.random(in: 3...14, using: &rng), rows: Int.random(in: 3...12, using: &rng))
  case 1:
    let wrap: MapWrap = Bool.random(using: &rng) ? .cylinder : .torus
    return try MapGrid(
      columns: 2 * Int.random(in: 2...7, using: &rng),
      rows: 2 * Int.random(in: 2...6, using: &rng), wrap: wrap)
  case 2:
    return try MapGrid(shape: .hexagon(radius: Int.random(in: 2...6, using: &rng)))
  default:
    var cells: [OffsetCoordinate] = []
    for row in 0..<Int.random(in: 3...10, using: &rng) {
      for col in 0..<Int.random(in: 3...12, using: &rng)
      where Int.random(in: 0..<4, using: &rng) > 0 {
        cells.append(OffsetCoordinate(col: col, row: row))
      }
    }
    return try MapGrid(shape: .cells(cells.isEmpty ? [OffsetCoordinate(col: 0, row: 0)] : cells))
  }
}

/// The cells within `radius` steps of `center` (walking the grid, so across wrapped seams).
func disc(around center: Int, radius: Int, on grid: MapGrid, into set: inout CellSet) {
  var frontier = [center]
  set.insert(index: center)
  for _ in 0..<radius {
    var next: [Int] = []
    for index in frontier {
      for neighbour in grid.neighbors(of: index) where set.insert(index: neighbour) {
        next.append(neighbour)
      }
    }
    frontier = next
  }
}

/// Random discs (centres `centres`, radii 0...2) as a visible set.
func visibleSet(centres: [Int], on grid: MapGrid, using rng: inout TestRandom) -> CellSet {
  var set = CellSet(grid: grid)
  for centre in centres {
    disc(around: centre, radius: Int.random(in: 0...2, using: &rng), on: grid, into: &set)
  }
  return set
}

/// Viewers moved one random step each (or staying).
func moved(_ centres: [Int], on grid: MapGrid, using rng: inout TestRandom) -> [Int] {
  centres.map { centre in
    let neighbours = Array(grid.neighbors(of: centre))
    return Bool.random(using: &rng) ? (neighbours.randomElement(using: &rng) ?? centre) : centre
  }
}

/// The turn's changes found by comparing the boards: cells whose terrain or height differ
/// or that touch a side or corner whose features differ, and the objects that differ.
func turnChanges(from base: Board, to target: Board) -> (cells: [Int], objects: [String]) {
  let grid = base.grid
  var cells: [Int] = []
  for index in grid.indices {
    let hex = grid.hex(at: index)
    var differs =
      base.terrain[index: index] != target.terrain[index: index]
      || base.elevation?[index: index] != target.elevation?[index: index]
    if !differs {
      differs =
        grid.edges(of: hex).contains {
          base.features(at: $0).map(\.id) != target.features(at: $0).map(\.id)
        }
        || grid.vertices(of: hex).contains {
          base.features(at: $0).map(\.id) != target.features(at: $0).map(\.id)
        }
    }
    if differs { cells.append(index) }
  }
  var objects: [String] = []
  let ids = Set(base.objects.map(\.id)).union(target.objects.map(\.id))
  for id in ids.sorted() {
    let old = base.objects.first { $0.id == id }
    let new = target.objects.first { $0.id == id }
    if old != new { objects.append(id) }
  }
  return (cells, objects)
}

/// The objects standing on cells of `set`, sorted by id.
func objects(of board: Board, on set: CellSet) -> [BoardObject] {
  board.objects.filter { set.contains(index: board.grid.index(of: $0.position)!) }
    .sorted { $0.id < $1.id }
}

/// The view hash from scratch, with a set to count every side and corner once.
func referenceViewHash(_ board: Board, _ visible: CellSet) -> UInt64 {
  let grid = board.grid
  var cells: UInt64 = 0
  var edgeSlots = Set<Int>()
  var vertexSlots = Set<Int>()
  for index in visible where grid.isCell(index) {
    cells &+= ContentHashing.cellTerm(index: index, terrain: board.terrain[index: index])
    if let heights = board.elevation {
      cells &+= ContentHashing.heightTerm(index: index, height: heights[index: index])
    }
    for k in 0..<6 {
      edgeSlots.insert(grid.edgeSlot(of: index, side: k))
      vertexSlots.insert(grid.vertexSlot(of: index, corner: k))
    }
  }
  var edges: UInt64 = 0
  for slot in edgeSlots {
    edges &+= ContentHashing.edgeTerm(slot: slot, bits: board.edgeLayer[slot])
  }
  var vertices: UInt64 = 0
  for slot in vertexSlots {
    vertices &+= ContentHashing.vertexTerm(slot: slot, bits: board.vertexLayer[slot])
  }
  var objectSum: UInt64 = 0
  for object in board.objects {
    let index = grid.index(of: object.position)!
    if visible.contains(index: index) {
      objectSum &+= ContentHashing.objectTerm(object, cellIndex: index)
    }
  }
  var hash = ContentHashing.term(.header, 0x5649_4557, board.headerHash())
  for part in [cells, board.elevation == nil ? 0 : 1, edges, vertices, objectSum] {
    hash = ContentHashing.mix(hash &+ part)
  }
  return hash
}
