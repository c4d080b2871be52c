// A movement class priced on one cell of a board: the cell's terrain and the values of the
// layers the class prices, handed to the one pricing function (`cost(of:layerValues:)`), so
// that updates re-pricing a few cells follow the class's rules exactly as a whole build.

extension MovementClass {
  /// The class's cost of entering the cell at grid index `index` of `board`: the cell's
  /// terrain and its values of the layers the class prices, by ``cost(of:layerValues:)``.
  /// `nil` when the class cannot enter it or `index` is not a cell of the board's grid.
  ///
  /// ```swift
  /// let index = board.grid.index(of: Hex(q: 3, r: 2))!
  /// let cost = cavalry.cost(ofCellAt: index, on: board)   // terrain, then overlay
  /// ```
  ///
  /// - Complexity: O(layer costs × layers); no work per layer when the class prices none.
  public func cost(ofCellAt index: Int, on board: Board) -> Int? {
    let grid = board.grid
    guard grid.isCell(index) else { return nil }
    let terrain = board.palette[Int(board.terrain[index: index])]
    guard !layerCosts.isEmpty else { return cost(of: terrain) }
    var values: [String: String] = [:]
    for entry in layerCosts where values[entry.layer] == nil {
      guard let layer = board.layer(named: entry.layer), case .categorical(let palette) = layer.kind
      else { continue }
      let code = Int(layer.codes[index: index])
      if code > 0 && code <= palette.count { values[entry.layer] = palette[code - 1].id }
    }
    return cost(of: terrain, layerValues: values)
  }
}
