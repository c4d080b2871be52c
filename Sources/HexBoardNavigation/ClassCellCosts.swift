import HexBoardCore

/// A movement class resolved over one board: what it pays to enter each cell, from the
/// cell's terrain and the values of the board's categorical layers the class prices
/// (`MovementClass.cost(of:layerValues:)`, evaluated on codes instead of ids).
///
/// Built once per table or graph: the terrain costs per palette entry, and each layer cost
/// whose layer the board has (categorical), whose value its palette holds and, for an entry
/// restricted to a terrain, whose terrain its palette holds, as a layer position, a code and
/// a palette index. Entries the board cannot match are dropped, as the class's rules say
/// (terrains, layers and values the board lacks are ignored). Which terrains an entry
/// applies on is `MovementClass.LayerCost.applies(on:)`, asked once per palette entry.
struct ClassCellCosts {
  /// One layer cost the board can match: the cells whose code in `layer` (a position in
  /// `layerCodes`) is `code` and, unless `terrain` is -1, whose palette index is `terrain`,
  /// combine `cost` by `combine`.
  struct Entry {
    let layer: Int
    let code: Int32
    let terrain: Int
    let cost: Int?
    let combine: MovementClass.Combine
  }

  /// Per palette entry: the class's cost of its terrain.
  let terrainCosts: [Int?]
  /// Per grid index: the cell's palette index.
  let terrainCodes: [UInt8]
  /// The matching layer costs, in the class's order.
  let entries: [Entry]
  /// Per layer the entries name (in order of first use): every cell's code.
  let layerCodes: [[Int32]]
  /// The names of those layers, in the same order (for staleness checks).
  let layerNames: [String]

  init(board: Board, movementClass: MovementClass) {
    terrainCosts = board.palette.map(movementClass.cost(of:))
    terrainCodes = board.terrain.flattened()
    var names: [String] = []
    var codes: [[Int32]] = []
    var matched: [Entry] = []
    for entry in movementClass.layerCosts {
      guard let layer = board.layer(named: entry.layer), let code = layer.code(of: entry.value)
      else { continue }
      // The palette index the entry is restricted to (-1: every terrain applies).
      var terrain = -1
      if entry.terrain != nil {
        guard let index = board.palette.firstIndex(where: entry.applies(on:)) else { continue }
        terrain = index
      }
      let position: Int
      if let known = names.firstIndex(of: entry.layer) {
        position = known
      } else {
        position = names.count
        names.append(entry.layer)
        codes.append(layer.codes.flattened())
      }
      matched.append(
        Entry(
          layer: position, code: code, terrain: terrain, cost: entry.cost.value,
          combine: entry.combine))
    }
    entries = matched
    layerCodes = codes
    layerNames = names
  }

  /// Whether some layer value changes a cost (else the terrain alone prices each cell).
  var usesLayers: Bool { !entries.isEmpty }

  /// The class's cost of entering the cell at grid index `index` (a cell of the grid).
  ///
  /// - Complexity: O(entries).
  func cost(atIndex index: Int) -> Int? {
    let terrain = Int(terrainCodes[index])
    var cost = terrainCosts[terrain]
    for entry in entries
    where layerCodes[entry.layer][index] == entry.code
      && (entry.terrain < 0 || entry.terrain == terrain)
    {
      cost = entry.combine.apply(entry.cost, to: cost)
    }
    return cost
  }
}
