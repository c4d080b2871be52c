// What a patch's JSON form requires of the in-memory value, checked before writing it, so
// `encode()` never writes a patch that `decode(_:)` refuses. The text rules are the ones
// every reader and writer of boards shares (BoardText); the rest mirrors the patch reader's
// checks of order, uniqueness and ranges.

import HexGrid
import HexJSON
import HexText

extension BoardPatch {
  /// The first thing in the patch that its JSON form cannot hold or that the patch reader
  /// refuses, as a JSON path and a message; `nil` when the patch can be written.
  ///
  /// - Complexity: O(size of the patch).
  func formProblem() -> (path: String, problem: String)? {
    do {
      try checkForm()
      return nil
    } catch let error as BoardFileError {
      return (error.location, error.message)
    } catch {
      return ("", "\(error)")
    }
  }

  private func fail(_ path: String, _ problem: String) -> BoardFileError {
    BoardFileError(.unencodable, at: path, problem)
  }

  private func check(
    _ text: String, _ field: BoardText.Field, _ path: @autoclosure () -> String
  ) throws {
    if let problem = BoardText.problem(text, as: field) { throw fail(path(), problem) }
  }

  private static let int32 = Int(Int32.min)...Int(Int32.max)

  private func checkCell(_ cell: OffsetCoordinate, _ path: String) throws {
    guard BoardPatch.int32.contains(cell.col), BoardPatch.int32.contains(cell.row) else {
      throw fail(path, "[\(cell.col), \(cell.row)] is out of range (\(Int32.min)...\(Int32.max))")
    }
  }

  /// Why `cell` cannot follow `previous` in a patch's list of changes (they must be in
  /// storage order and must not overlap), or `nil` when it can: the one rule the patch
  /// reader and ``formProblem()`` share.
  static func orderProblem(_ cell: OffsetCoordinate, after previous: OffsetCoordinate?)
    -> String?
  {
    guard let previous,
      cell.row < previous.row || (cell.row == previous.row && cell.col <= previous.col)
    else { return nil }
    return
      "entries must be in storage order (rows top to bottom, each left to right) and must not overlap"
  }

  /// Refuses a cell that does not come after `previous` in storage order.
  private func checkOrder(
    _ cell: OffsetCoordinate, after previous: OffsetCoordinate?, _ path: String
  ) throws {
    if let problem = BoardPatch.orderProblem(cell, after: previous) { throw fail(path, problem) }
  }

  private func checkForm() throws {
    if let sequence {
      guard sequence <= UInt64(Int64.max) else {
        throw fail("sequence", "\(sequence) is out of range (0...\(Int64.max))")
      }
    }
    if let name { try check(name, .name, "name") }
    if let palette {
      do {
        try Board.validate(palette: palette)
      } catch BoardError.invalidValue(let path, let problem) {
        throw fail(path, problem)
      } catch {
        throw fail("terrain", "\(error)")
      }
    }
    var previous: OffsetCoordinate? = nil
    for change in cells {
      try checkCell(change.cell, "cells")
      if let problem = BoardText.symbolProblem(change.symbol) {
        throw fail("cells", "symbol \(TerminalText.quoted(String(change.symbol))): \(problem)")
      }
      try checkOrder(change.cell, after: previous, "cells")
      previous = change.cell
    }
    if let elevation {
      previous = nil
      for (i, change) in elevation.heights.enumerated() {
        let path = "elevation.heights[\(i)]"
        try checkCell(change.cell, path)
        guard BoardPatch.int32.contains(change.height) else {
          throw fail(path, "\(change.height) is out of range (\(Int32.min)...\(Int32.max))")
        }
        try checkOrder(change.cell, after: previous, path)
        previous = change.cell
      }
      if elevation.state == .removed && !elevation.heights.isEmpty {
        throw fail("elevation.heights", "removed elevation has no heights")
      }
    }
    try checkObjects()
    try checkProperties()
    try checkFeatures()
    try checkLayerForm()
  }

  /// Runs a board's palette check, refusing at `key` (or at the path the check names).
  private func checkPalette(_ key: String, _ body: () throws -> Void) throws {
    do {
      try body()
    } catch BoardError.invalidValue(let path, let problem) {
      throw fail(path, problem)
    } catch {
      throw fail(key, "\(error)")
    }
  }

  /// The feature palettes (as a board checks them) and the side and corner changes: cells
  /// within `Int32`, names of some orientation, ids valid and each listed once.
  private func checkFeatures() throws {
    if let edgePalette {
      try checkPalette("edgeFeatures") {
        try Board.validate(edgePalette: edgePalette, vertexPalette: [])
      }
    }
    if let vertexPalette {
      try checkPalette("vertexFeatures") {
        try Board.validate(edgePalette: [], vertexPalette: vertexPalette)
      }
    }
    for (kind, changes) in [(FeatureLocation.Kind.side, edges), (.corner, vertices)] {
      for (i, change) in changes.enumerated() {
        let path = "\(kind.placementsKey)[\(i)]"
        try checkCell(change.cell, path)
        if let problem = BoardPatch.nameProblem(change.name, side: kind == .side) {
          throw fail("\(path)[2]", problem)
        }
        let features = change.features
        for (k, id) in features.enumerated() {
          try check(id, .id, "\(path)[\(k + 3)]")
          if features[..<k].contains(id) {
            throw fail("\(path)[\(k + 3)]", "\(TerminalText.quoted(id)) is listed twice")
          }
        }
      }
    }
  }

  private func checkObjects() throws {
    for (key, ids) in [("removed", removedObjects), ("order", objectOrder ?? [])] {
      var seen: [String: Int] = [:]
      for (i, id) in ids.enumerated() {
        let path = "objects.\(key)[\(i)]"
        try check(id, .id, path)
        if let first = seen[id] {
          throw fail(
            path, "\(TerminalText.quoted(id)) is already listed at objects.\(key)[\(first)]")
        }
        seen[id] = i
      }
    }
    for (key, list) in [("added", addedObjects), ("changed", changedObjects)] {
      var seen: [String: Int] = [:]
      for (i, change) in list.enumerated() {
        let path = "objects.\(key)[\(i)]"
        try check(change.id, .id, "\(path).id")
        if let first = seen[change.id] {
          throw fail(
            "\(path).id", "\(TerminalText.quoted(change.id)) is already used by entry \(first)")
        }
        seen[change.id] = i
        if let kind = change.kind { try check(kind, .kind, "\(path).kind") }
        if let position = change.position { try checkCell(position, "\(path).at") }
        if let properties = change.properties {
          do {
            try Board.check(properties: properties, at: "\(path).properties")
          } catch BoardError.invalidValue(let path, let problem) {
            throw fail(path, problem)
          }
        }
        if key == "added"
          && (change.kind == nil || change.position == nil || change.properties == nil)
        {
          throw fail(path, "an added object needs 'at', 'kind' and 'properties'")
        }
        if change == ObjectChange(id: change.id) {
          throw fail(path, "a changed object needs 'at', 'kind' or 'properties'")
        }
      }
    }
    let total =
      addedObjects.count + changedObjects.count + (objectOrder?.count ?? 0) + removedObjects.count
    guard total <= 4 * MapFile.maximumObjects else {
      throw fail("objects", "more than \(4 * MapFile.maximumObjects) entries")
    }
  }

  private func checkProperties() throws {
    var removed = Set<String>()
    for (i, key) in removedProperties.enumerated() {
      try check(key, .propertyKey, "properties.removed[\(i)]")
      guard removed.insert(key).inserted else {
        throw fail("properties.removed[\(i)]", "\(TerminalText.quoted(key)) is listed twice")
      }
    }
    do {
      try Board.check(properties: setProperties, at: "properties.set")
    } catch BoardError.invalidValue(let path, let problem) {
      throw fail(path, problem)
    }
    for key in sortedKeys(setProperties.keys) where removed.contains(key) {
      throw fail(member("properties.set", key), "the property is both set and removed")
    }
  }
}
