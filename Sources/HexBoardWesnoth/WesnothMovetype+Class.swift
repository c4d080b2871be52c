import HexBoard

extension WesnothMovetype {
  /// This movetype as a `MovementClass` of a converted board: the cost of each base
  /// terrain of the board's palette, and layer costs for each overlay value of its
  /// ``WesnothBoard/overlayLayer``, so that `CostTable(board:movementClass:)` and
  /// `board.navigationGraph(for:)` price every cell exactly as Wesnoth's alias rules do
  /// (<doc:MovementRules>, "Movetypes as movement classes").
  ///
  /// Each base code costs what ``cost(of:in:)`` says (99 is impassable; codes the board does
  /// not use fall to the class's default, impassable). An overlay's alias list becomes
  /// entries applied on top of the base's cost: the tokens before its `_bas` folded into
  /// one number, combined in the mode in force at `_bas` (best-of, or worst-of after `-`);
  /// then one entry per later token, in its mode. An overlay without `_bas` ignores its
  /// base: one `override` entry. A code Wesnoth defines as a whole (`Mm^Xm`) uses its own
  /// list: when every such pair on the board costs the same, the overlay gets one
  /// `override` entry with that cost.
  ///
  /// Every (base, overlay) pair on the board is checked against ``cost(of:in:)``. A pair
  /// those entries do not price exactly gets an `override` entry restricted to its base
  /// (`MovementClass.LayerCost.terrain`) with the code's own cost, after the overlay's other
  /// entries: on the maps Wesnoth 1.16 installs, a forest on a ford (`Wwf^Fdf`, `Wwf^Fms`,
  /// the worst of the ford's own aliases and the forest), and any whole code whose cost
  /// depends on its base. The class is therefore exact on the board it is made for.
  ///
  /// - Parameters:
  ///   - board: a converted board (``WesnothMap/board(name:table:)``).
  ///   - table: the terrain types.
  /// - Returns: a class named after the movetype.
  /// - Complexity: O(cells) to find the (base, overlay) pairs in use, plus the pairs.
  public func movementClass(on board: Board, table: WesnothTerrainTable) -> MovementClass {
    let palette = board.palette
    var terrainCosts: [String: MovementCost] = [:]
    var baseCosts: [Int?] = []
    for terrain in palette {
      let value = (try? WesnothTerrainCode(parsing: terrain.id)).map { cost(of: $0, in: table) }
      let price = Self.movementCost(value ?? Self.unreachable)
      terrainCosts[terrain.id] = price
      baseCosts.append(price.value)
    }
    var layerCosts: [MovementClass.LayerCost] = []
    let layer = board.layer(named: WesnothBoard.overlayLayer).flatMap {
      $0.isCategorical ? $0 : nil
    }
    if let layer {
      let used = Self.basesUsed(by: layer, on: board)
      for (position, value) in layer.palette.enumerated() {
        let bases = used[position + 1]
        guard !bases.isEmpty else { continue }
        // What each pair costs by the rules (impassable for a code that cannot be formed).
        let expected = bases.map { base -> Int? in
          guard let code = try? WesnothBoard.combined(base: palette[base].id, overlay: value.id)
          else { return nil }
          return Self.movementCost(cost(of: code, in: table)).value
        }
        var entries = overlayEntries(value.id, table: table)
        func check(_ entries: [MovementClass.LayerCost]) -> [Bool] {
          bases.indices.map { index in
            var price = baseCosts[bases[index]]
            for entry in entries { price = entry.combine.apply(entry.cost.value, to: price) }
            return price == expected[index]
          }
        }
        var fits = check(entries)
        if fits.contains(false), let first = expected.first, expected.allSatisfy({ $0 == first }) {
          entries = [
            MovementClass.LayerCost(
              layer: WesnothBoard.overlayLayer, value: value.id, cost: MovementCost(first),
              combine: .override)
          ]
          fits = check(entries)
        }
        // The pairs the alias fold cannot express: the code's own cost on that base only.
        for (index, fit) in fits.enumerated() where !fit {
          entries.append(
            MovementClass.LayerCost(
              layer: WesnothBoard.overlayLayer, value: value.id, terrain: palette[bases[index]].id,
              cost: MovementCost(expected[index]), combine: .override))
        }
        layerCosts += entries
      }
    }
    return MovementClass(
      name: name, terrainCosts: terrainCosts, defaultCost: .impassable, layerCosts: layerCosts)
  }

  /// The entries of an overlay value (`^Fp`) by its alias list (see
  /// ``movementClass(on:table:)``); an unknown overlay is impassable on any base.
  private func overlayEntries(_ id: String, table: WesnothTerrainTable)
    -> [MovementClass.LayerCost]
  {
    func entry(_ value: Int, _ combine: MovementClass.Combine) -> MovementClass.LayerCost {
      MovementClass.LayerCost(
        layer: WesnothBoard.overlayLayer, value: id, cost: Self.movementCost(value),
        combine: combine)
    }
    guard let code = try? WesnothTerrainCode(parsing: id), let type = table[code] else {
      return [entry(Self.unreachable, .override)]
    }
    let tokens = type.movementTokens
    guard let base = tokens.firstIndex(of: Self.baseToken) else {
      return [entry(cost(of: code, in: table), .override)]
    }
    // The tokens before `_bas`, folded as cost(of:in:) folds a list: best-of from 99, or
    // worst-of from 1 when the list opens with `-`.
    var worst = false
    var folded = Self.unreachable
    for (index, token) in tokens[..<base].enumerated() {
      switch token {
      case "+": worst = false
      case "-":
        worst = true
        if index == 0 { folded = Self.minimumCost }
      default:
        guard let alias = try? WesnothTerrainCode(parsing: token) else { continue }
        let value = cost(of: alias, in: table)
        folded = worst ? max(folded, value) : min(folded, value)
      }
    }
    var entries: [MovementClass.LayerCost] = []
    // Best-of 99 and worst-of 1 change nothing: leave them out.
    if worst ? folded > Self.minimumCost : folded < Self.unreachable {
      entries.append(entry(folded, worst ? .worst : .best))
    }
    for token in tokens[(base + 1)...] {
      switch token {
      case "+": worst = false
      case "-": worst = true
      case Self.baseToken: continue
      default:
        guard let alias = try? WesnothTerrainCode(parsing: token) else { continue }
        entries.append(entry(cost(of: alias, in: table), worst ? .worst : .best))
      }
    }
    return entries
  }

  /// A Wesnoth cost (1...99) as a class's cost: 99 is impassable.
  static func movementCost(_ value: Int) -> MovementCost {
    value >= unreachable ? .impassable : .points(max(minimumCost, value))
  }

  /// Per overlay code (0: none), the base palette indices it lies on somewhere, ascending.
  private static func basesUsed(by layer: BoardLayer, on board: Board) -> [[Int]] {
    let stride = board.palette.count
    var seen = [Bool](repeating: false, count: (layer.palette.count + 1) * stride)
    let terrain = board.terrain
    for index in board.grid.indices {
      let overlay = Int(layer.codes[index: index])
      seen[overlay * stride + Int(terrain[index: index])] = true
    }
    return (0...layer.palette.count).map { overlay in
      (0..<stride).filter { seen[overlay * stride + $0] }
    }
  }
}
