// Rivers along hexsides: RiverGenerator's second style.

import HexBoard

extension RiverGenerator {
  /// Draws rivers along the sides between cells: each side a river runs along gets the
  /// `river` edge feature; terrain and elevation are not changed.
  ///
  /// **Heights.** A corner's height is the lowest elevation among the cells around it. With
  /// the lowest, every corner has a neighbouring corner no higher, and on boards from
  /// ``LandmassGenerator`` (every land cell has a strictly lower neighbour) a river never
  /// has to climb to reach the sea: there are no corner pits.
  ///
  /// **Springs** are the springs of ``addRivers(to:using:)`` (mountain or hill cells at
  /// least 3 steps from water, spread by Poisson disc, drawn from the same stream); a river
  /// starts at the spring cell's highest corner (the first in corner order on a tie).
  ///
  /// **Flow.** From a corner the river steps along a side to the lowest neighbouring corner
  /// when it is strictly lower (ties: the smallest vertex slot, i.e. storage order). On a
  /// flat (no neighbour lower, some as low) it takes the shortest way across the flat
  /// (breadth-first, sides in a fixed order) to the nearest corner with a way down. So the
  /// corner height never rises along a river, and no corner is visited twice.
  ///
  /// **End.** A river ends at the first corner touching a water cell (`ocean` or `coast`:
  /// the sea or a lake), so every side it runs along has land on both sides; or where it
  /// meets an earlier river (it joins it as a tributary). A river that reaches a pit (a
  /// flat with no way down: only on boards that do not drain), or that runs along fewer than
  /// ``minimumLength`` sides, is dropped, and the next spring is tried.
  ///
  /// - Returns: each river's corners from spring to mouth, canonical (the sides between
  ///   consecutive corners carry `river`); the last corner touches water or lies on an
  ///   earlier river.
  /// - Throws: ``GenerationError/missingTerrain(_:)`` if the palette lacks the default
  ///   terrains, ``GenerationError/missingEdgeFeature(_:)`` if the edge palette has no
  ///   `river`.
  /// - Complexity: O(n + r × L) for r rivers of L sides (plus the size of any flats
  ///   crossed).
  @discardableResult
  public func addEdgeRivers<G: RandomNumberGenerator>(
    to board: inout Board, using generator: inout G
  ) throws -> [[HexVertex]] {
    try edgeRiverReports(to: &board, using: &generator).filter(\.isDrawn).map(\.corners)
  }

  /// ``addEdgeRivers(to:using:)`` with the report of every river tried (drawn or dropped,
  /// and why).
  ///
  /// - Throws: see ``addEdgeRivers(to:using:)``.
  /// - Complexity: see ``addEdgeRivers(to:using:)``, plus O(n log n) for the drainage.
  public func edgeRiverReports<G: RandomNumberGenerator>(
    to board: inout Board, using generator: inout G
  ) throws -> [RiverReport] {
    guard count > 0, let elevation = board.elevation.map(HexMap.init) else { return [] }
    let t = try TerrainIndices(palette: board.palette)
    guard board.featurePaletteIndex(of: "river", kind: .side) != nil else {
      throw GenerationError.missingEdgeFeature("river")
    }
    let order = springs(on: board, t, using: &generator)
    guard !order.isEmpty else { return [] }
    let drainage = try Drainage(
      heights: elevation, outlets: .sea(board.terrain.mapValues(t.isWater)))
    return try addRivers(
      to: &board, drainage: drainage, paint: .edges(feature: "river"), springs: order,
      using: &generator)
  }

  /// The hexside walks of ``addRivers(to:drainage:paint:springs:using:)``: the reports,
  /// and the cells of the lakes made (by grid index).
  func walkEdgeRivers(
    on board: inout Board, drainage: Drainage, featureBit: UInt16, springs order: [Hex]
  ) throws -> ([RiverReport], [Bool]) {
    let grid = board.grid
    let throughLakes = lakes == .runThrough
    var stop = drainage.isOutlet.storage
    if !throughLakes {
      for index in grid.indices where drainage.standing(index) { stop[index] = true }
    }
    var lakeCell = [Bool](repeating: false, count: grid.indexCount)
    let surface = CornerSurface(grid: grid, heights: drainage.filled.storage, water: stop)
    var walker = FlowWalker(surface: surface)
    var reports: [RiverReport] = []
    var drawn = 0
    for spring in order where drawn < count {
      guard let cell = grid.index(of: spring), !walker.surface.water[cell] else { continue }
      var source = CornerSurface.Corner(cell: cell, corner: 0)
      for corner in 1..<6 {
        let candidate = CornerSurface.Corner(cell: cell, corner: corner)
        if surface.height(candidate) > surface.height(source) { source = candidate }
      }
      guard walker.owner[surface.slot(source)] < 0 else { continue }
      let (river, last) = walker.walk(from: source)
      var report = RiverReport(
        spring: spring, cells: [], corners: river.corners.map(grid.vertex(atSlot:)),
        length: river.edges.count, end: .pit, dropped: nil, lake: [])
      var standing = -1
      if let last {
        let slot = surface.slot(last)
        let (a, b, c) = surface.cells(around: last)
        let around = [a, b, c].compactMap { $0 }
        if around.contains(where: { drainage.isSea[index: $0] }) {
          report.end = .sea
        } else if around.contains(where: { lakeCell[$0] }) {
          report.end = .lake
        } else if let wet = around.first(where: {
          drainage.isSink($0) || (!throughLakes && drainage.standing($0))
        }) {
          standing = wet
        } else if walker.surface.touchesWater(last) {
          report.end = .mapEdge
        } else if walker.owner[slot] >= 0 {
          report.end = .river(walker.owner[slot])
        }
      }
      if report.end == .pit, last == nil || lakes == .drop {
        report.dropped = .pit
      } else if river.edges.count < minimumLength {
        report.dropped = .tooShort(minimum: minimumLength)
      }
      if report.dropped == nil {
        drawn += 1
        for slot in river.edges {
          try board.setFeatureBits(
            board.featureBits(atSlot: slot, kind: .side) | featureBit, atSlot: slot, kind: .side)
        }
        for slot in river.corners where walker.owner[slot] < 0 {
          walker.owner[slot] = reports.count
        }
        if case .make = lakes, standing >= 0 {
          let lake = drainage.lake(at: standing)
          for index in lake {
            lakeCell[index] = true
            walker.surface.water[index] = true
          }
          report.lake = lake.map(grid.hex(at:))
          report.end = .lake
        }
      }
      reports.append(report)
    }
    return (reports, lakeCell)
  }
}

/// One river's walk over a ``CornerSurface``, with the scratch space shared by all rivers.
struct FlowWalker {
  var surface: CornerSurface
  /// For each corner (by vertex slot) on a river already drawn, that river's report index;
  /// −1 elsewhere.
  var owner: [Int]
  /// Breadth-first marks for crossing flats, cleared after each search.
  private var seen: [Bool]

  init(surface: CornerSurface) {
    self.surface = surface
    owner = [Int](repeating: -1, count: surface.grid.vertexSlotCount)
    seen = [Bool](repeating: false, count: surface.grid.vertexSlotCount)
  }

  /// A walked river: its corners' vertex slots and the edge slots of the sides between.
  struct River {
    var corners: [Int]
    var edges: [Int]
  }

  /// The river from `source` to water or an earlier river, with the corner it ended at;
  /// at a pit, the river so far and `nil`.
  mutating func walk(from source: CornerSurface.Corner) -> (River, CornerSurface.Corner?) {
    var here = source
    var river = River(corners: [surface.slot(source)], edges: [])
    while true {
      if surface.touchesWater(here) { return (river, here) }
      if river.edges.count > 0, owner[river.corners[river.corners.count - 1]] >= 0 {
        return (river, here)
      }
      let level = surface.height(here)
      var best: CornerSurface.Step? = nil
      var bestKey = (Int.max, Int.max)
      for step in surface.steps(from: here) {
        let key = (surface.height(step.to), surface.slot(step.to))
        if key < bestKey {
          best = step
          bestKey = key
        }
      }
      if let best, bestKey.0 < level {
        here = best.to
        river.corners.append(bestKey.1)
        river.edges.append(best.edgeSlot)
        continue
      }
      guard let across = crossFlat(from: here, level: level) else { return (river, nil) }
      for step in across {
        river.corners.append(surface.slot(step.to))
        river.edges.append(step.edgeSlot)
      }
      here = across[across.count - 1].to
    }
  }

  /// The shortest way across the flat at `level` from `start` to the nearest corner with a
  /// way down, into water or onto a river; `nil` if there is none (a pit).
  private mutating func crossFlat(from start: CornerSurface.Corner, level: Int)
    -> [CornerSurface.Step]?
  {
    var queue: [(step: CornerSurface.Step, parent: Int)] = []
    var marked = [surface.slot(start)]
    seen[marked[0]] = true
    defer { for slot in marked { seen[slot] = false } }
    var head = -1
    var here = start
    while true {
      for step in surface.steps(from: here) {
        let slot = surface.slot(step.to)
        guard !seen[slot], surface.height(step.to) == level else { continue }
        seen[slot] = true
        marked.append(slot)
        queue.append((step, head))
        if isExit(step.to, slot: slot, level: level) {
          var path: [CornerSurface.Step] = []
          var node = queue.count - 1
          while node >= 0 {
            path.append(queue[node].step)
            node = queue[node].parent
          }
          return path.reversed()
        }
      }
      head += 1
      guard head < queue.count else { return nil }
      here = queue[head].step.to
    }
  }

  /// Whether a flat corner ends the flat: it touches water, lies on a river, or has a
  /// strictly lower neighbour.
  private func isExit(_ c: CornerSurface.Corner, slot: Int, level: Int) -> Bool {
    if surface.touchesWater(c) || owner[slot] >= 0 { return true }
    return surface.steps(from: c).contains { surface.height($0.to) < level }
  }
}
