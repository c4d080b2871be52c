import HexBoard

/// Roads joining the sites of a board (start positions and towns) along cheapest paths,
/// as the `road` edge feature on the sides between consecutive cells of each path.
///
/// **Sites**, in this order: the objects of kind `"start"` or `"town"` in object order,
/// then the corners carrying the vertex feature `town` in storage order (each stands for
/// the first passable cell around it). Impassable sites and repeats of a cell are skipped.
///
/// **Which sites are joined: a tree grown from the first site.** The network starts as the
/// first site's cell. Each round, a distance field from every cell of the network so far
/// (`NavigationGraph.distanceField(goals:rules:)` on `Board.navigationGraph()`, so costs
/// follow the board's own movement rules) picks the unjoined site cheapest to join (the
/// earlier site on a tie), and the field's cheapest path from that site to the network
/// becomes a road; its cells join the network. So a new road may branch off the middle of
/// an earlier one instead of running beside it all the way to a site, as real road networks
/// do (the shortest-path heuristic for Steiner trees, Takahashi and Matsuyama 1980), and
/// every site is reachable from the first along roads. Sites no road can reach (another
/// landmass with no passable way) start a tree of their own.
///
/// The graph is built once, before any road, from the board as it is: a road is priced
/// like a unit walking there, so it crosses a river (2 more) only where going round costs
/// more, and walls (which block) only through gaps; a side it crosses that has a river then
/// carries both features (a bridge, which later movement crosses at the road's cost).
public struct RoadGenerator: Sendable {
  /// Creates a road generator.
  public init() {}

  /// The cells roads join on `board`, in the order described on the type.
  ///
  /// - Throws: `NavigationError` if the board's costs make no navigation graph.
  public func sites(on board: Board) throws -> [Hex] {
    let graph = try board.navigationGraph()
    return sites(on: board, graph: graph)
  }

  /// Lays roads between the sites of `board`.
  ///
  /// - Returns: each road's cells, from the site it joins to the network it joins (the
  ///   first cell is a site, the last is on an earlier road or a site); a site already on the
  ///   network gets no road.
  /// - Throws: ``GenerationError/missingEdgeFeature(_:)`` if the edge palette has no `road`,
  ///   or the error of `Board.navigationGraph()`.
  /// - Complexity: O(k × n log n) for k sites on n cells (one distance field per road).
  @discardableResult
  public func addRoads(to board: inout Board) throws -> [[Hex]] {
    guard let roadIndex = board.featurePaletteIndex(of: "road", kind: .side) else {
      throw GenerationError.missingEdgeFeature("road")
    }
    let roadBit = UInt16(1) << UInt16(roadIndex)
    let grid = board.grid
    let graph = try board.navigationGraph()
    let sites = sites(on: board, graph: graph)
    guard sites.count > 1 else { return [] }
    var onNetwork = [Bool](repeating: false, count: grid.indexCount)
    var network: [Hex] = []
    var joined = [Bool](repeating: false, count: sites.count)
    var roads: [[Hex]] = []
    func join(_ cells: [Hex]) {
      for hex in cells {
        guard let i = grid.index(of: hex), !onNetwork[i] else { continue }
        onNetwork[i] = true
        network.append(hex)
      }
    }
    while let first = joined.firstIndex(of: false) {
      if network.isEmpty {
        joined[first] = true
        join([sites[first]])
        continue
      }
      let field = graph.distanceField(goals: network)
      var choice: (site: Int, cost: Int)? = nil
      for (s, site) in sites.enumerated() where !joined[s] {
        guard let cost = field.cost(at: site), cost < choice?.cost ?? Int.max else { continue }
        choice = (s, cost)
      }
      guard let choice, let path = field.path(from: sites[choice.site]) else {
        // Nothing left is reachable from this tree: the first unjoined site starts another.
        network = []
        continue
      }
      joined[choice.site] = true
      guard path.count > 1 else { continue }
      for (a, b) in zip(path, path.dropFirst()) {
        guard let slot = Self.edgeSlot(between: a, and: b, in: grid) else { continue }
        try board.setFeatureBits(
          board.featureBits(atSlot: slot, kind: .side) | roadBit, atSlot: slot, kind: .side)
      }
      join(path)
      roads.append(path)
    }
    return roads
  }

  /// The sites of `board` whose cells are passable on `graph`.
  func sites(on board: Board, graph: NavigationGraph) -> [Hex] {
    let grid = board.grid
    var taken = [Bool](repeating: false, count: grid.indexCount)
    var result: [Hex] = []
    func add(_ hex: Hex) -> Bool {
      guard let i = grid.index(of: hex), graph.isPassable(hex) else { return false }
      if !taken[i] {
        taken[i] = true
        result.append(grid.hex(at: i))
      }
      return true
    }
    for object in board.objects where object.kind == "start" || object.kind == "town" {
      _ = add(object.position)
    }
    for corner in board.featureLocations(carrying: "town", kind: .corner).compactMap(\.vertex) {
      for hex in grid.cells(around: corner) where add(hex) { break }
    }
    return result
  }

  /// The edge slot of the side between neighbouring cells `a` and `b`.
  static func edgeSlot(between a: Hex, and b: Hex, in grid: MapGrid) -> Int? {
    guard let i = grid.index(of: a), let j = grid.index(of: b) else { return nil }
    for direction in HexDirection.allCases where grid.neighbor(of: i, in: direction) == j {
      return grid.edgeSlot(of: i, side: direction.rawValue)
    }
    return nil
  }
}
