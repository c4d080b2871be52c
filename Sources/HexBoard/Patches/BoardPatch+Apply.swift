// Applying a patch: check the base, build the whole result aside, check the target.

import HexText

extension Board {
  /// The board `patch` makes from this one.
  ///
  /// The board's content hash must be the patch's base. The result is built separately and
  /// its content hash checked against the patch's target before it is returned, so a patch
  /// either applies completely or not at all.
  ///
  /// ```swift
  /// let next = try board.applying(patch)
  /// ```
  ///
  /// - Throws: ``BoardPatchError/wrongBase(expected:actual:)`` if the patch was made for
  ///   another board; ``BoardPatchError/conflict(_:)`` if it does not fit this board;
  ///   ``BoardPatchError/wrongTarget(expected:actual:)`` if the result is not the board the
  ///   patch promises; ``BoardFileError`` if a board cannot be encoded.
  /// - Complexity: O(n + objects + patch size).
  public func applying(_ patch: BoardPatch) throws -> Board {
    let hash = try contentHash()
    guard hash == patch.base else {
      throw BoardPatchError.wrongBase(expected: patch.base, actual: hash)
    }
    let result = try applyingUnchecked(patch)
    let resultHash = try result.contentHash()
    guard resultHash == patch.target else {
      throw BoardPatchError.wrongTarget(expected: patch.target, actual: resultHash)
    }
    return result
  }

  /// Replaces the board with the one `patch` makes (see ``applying(_:)``); on error the
  /// board is unchanged.
  public mutating func apply(_ patch: BoardPatch) throws {
    self = try applying(patch)
  }

  /// The patched board without the base and target checks (for the fuzzer, which cannot
  /// forge hashes, and inside ``applying(_:)``).
  package func applyingUnchecked(_ patch: BoardPatch) throws -> Board {
    let grid = self.grid
    func conflict(_ message: String) -> BoardPatchError { .conflict(message) }
    func index(_ cell: OffsetCoordinate, _ what: String) throws -> Int {
      let (col, o1) = cell.col.subtractingReportingOverflow(grid.origin.col)
      let (row, o2) = cell.row.subtractingReportingOverflow(grid.origin.row)
      guard !o1, !o2, col >= 0, col < grid.width, row >= 0, row < grid.height,
        grid.isCell(row * grid.width + col)
      else {
        throw conflict("\(what) [\(cell.col), \(cell.row)] is not a cell of the board")
      }
      return row * grid.width + col
    }

    let palette = patch.palette ?? self.palette
    do {
      try Board.validate(palette: palette)
    } catch let error as BoardError {
      throw conflict("the new palette is invalid: \(error)")
    }
    var symbols: [Character: UInt8] = [:]
    for (i, terrain) in palette.enumerated() { symbols[terrain.symbol] = UInt8(i) }

    var cells = terrain.storage
    for change in patch.cells {
      let i = try index(change.cell, "cell")
      guard let code = symbols[change.symbol] else {
        throw conflict(
          "cell [\(change.cell.col), \(change.cell.row)] gets unknown terrain symbol \(TerminalText.quoted(String(change.symbol)))"
        )
      }
      cells[i] = code
    }

    var elevation = self.elevation
    if let change = patch.elevation {
      var heights: [Int]
      switch change.state {
      case .added:
        guard self.elevation == nil else { throw conflict("the board already has elevation") }
        heights = [Int](repeating: 0, count: grid.indexCount)
      case .removed:
        guard self.elevation != nil else { throw conflict("the board has no elevation") }
        guard change.heights.isEmpty else { throw conflict("removed elevation has no heights") }
        heights = []
      case .changed:
        guard let old = self.elevation else { throw conflict("the board has no elevation") }
        heights = old.storage
      }
      for height in change.heights {
        let i = try index(height.cell, "elevation at")
        guard height.height >= Int(Int32.min) && height.height <= Int(Int32.max) else {
          throw conflict("height \(height.height) is out of range (\(Int32.min)...\(Int32.max))")
        }
        heights[i] = height.height
      }
      elevation = change.state == .removed ? nil : HexMap(grid: grid, storage: heights)
    }

    var objects = self.objects
    var position: [String: Int] = [:]
    for (i, object) in objects.enumerated() { position[object.id] = i }
    var removed = Set<String>()
    for id in patch.removedObjects {
      guard position[id] != nil, removed.insert(id).inserted else {
        throw conflict("no object with id \(TerminalText.quoted(id)) to remove")
      }
    }
    for change in patch.changedObjects {
      guard let i = position[change.id], !removed.contains(change.id) else {
        throw conflict("no object with id \(TerminalText.quoted(change.id)) to change")
      }
      if let kind = change.kind { objects[i].kind = kind }
      if let cell = change.position {
        objects[i].position = grid.hex(
          at: try index(cell, "object \(TerminalText.quoted(change.id)) at"))
      }
      if let properties = change.properties { objects[i].properties = properties }
    }
    objects.removeAll { removed.contains($0.id) }
    for change in patch.addedObjects {
      guard position[change.id] == nil || removed.contains(change.id) else {
        throw conflict("object id \(TerminalText.quoted(change.id)) is already used")
      }
      guard let kind = change.kind, let cell = change.position else {
        throw conflict("added object \(TerminalText.quoted(change.id)) needs a kind and a position")
      }
      let hex = grid.hex(at: try index(cell, "object \(TerminalText.quoted(change.id)) at"))
      objects.append(
        BoardObject(id: change.id, kind: kind, position: hex, properties: change.properties ?? [:]))
    }
    if let order = patch.objectOrder {
      var byID: [String: BoardObject] = [:]
      for object in objects { byID[object.id] = object }
      guard order.count == objects.count, Set(order).count == order.count else {
        throw conflict("the object order does not list every object exactly once")
      }
      objects = try order.map { id in
        guard let object = byID[id] else {
          throw conflict("the object order names unknown object \(TerminalText.quoted(id))")
        }
        return object
      }
    }

    var properties = self.properties
    for key in patch.removedProperties {
      guard properties.removeValue(forKey: key) != nil else {
        throw conflict("no property \(TerminalText.quoted(key)) to remove")
      }
    }
    for (key, value) in patch.setProperties { properties[key] = value }

    do {
      return try Board(
        name: patch.name ?? name, orientation: patch.orientation ?? orientation,
        palette: palette, terrain: HexMap(grid: grid, storage: cells), elevation: elevation,
        objects: objects, properties: properties)
    } catch let error as BoardError {
      throw conflict(error.description)
    }
  }
}
