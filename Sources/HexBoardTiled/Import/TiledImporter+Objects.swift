// Objects of an imported Tiled map: each object's anchor point, the cell under it (if the
// cell exists and its coordinates fit), unique ids and text properties.

import HexBoard
import HexText

extension TiledImporter {
  /// The objects of every object layer that stand on a cell, named by their Tiled name
  /// (or `object-<id>` when it is empty or taken).
  mutating func importObjects(
    grid: MapGrid, tiledConvention: OffsetConvention, shift: OffsetCoordinate
  )
    -> [BoardObject]
  {
    let geometry = TiledGeometry(
      tileWidth: document.tileWidth, tileHeight: document.tileHeight,
      hexSideLength: document.hexSideLength, convention: tiledConvention)
    let layout = geometry.layout
    var objects: [BoardObject] = []
    var ids = Set<String>()
    for object in document.objects {
      let anchor = object.anchor
      guard anchor.x.magnitude < 1e12, anchor.y.magnitude < 1e12 else {
        warnings.append("object \(object.id) is too far away; skipped")
        continue
      }
      // The anchor is finite and below 1e12, but with small tiles its hex may still be
      // beyond what a Hex or an offset coordinate holds: such an object is on no cell.
      guard
        let cell = Self.cell(at: anchor, layout: layout, convention: tiledConvention, shift: shift)
      else {
        warnings.append("object \(object.id) is too far away; skipped")
        continue
      }
      guard let index = grid.index(of: cell) else {
        let label =
          object.name.isEmpty ? "\(object.id)" : "\(TerminalText.quotedExcerpt(object.name))"
        warnings.append("object \(label) at (\(anchor.x), \(anchor.y)) is on no cell; skipped")
        continue
      }
      if let problem = BoardText.problem(object.type, as: .kind) {
        warnings.append(
          "object \(object.id): class \(TerminalText.quotedExcerpt(object.type)) cannot be a kind: \(problem); skipped"
        )
        continue
      }
      var id = object.name
      if !id.isEmpty, let problem = BoardText.problem(id, as: .id) {
        warnings.append(
          "object \(object.id): name \(TerminalText.quotedExcerpt(id)) cannot be an id: \(problem); using 'object-\(object.id)'"
        )
        id = ""
      }
      if id.isEmpty || ids.contains(id) {
        id = "object-\(object.id)"
        var suffix = 2
        while ids.contains(id) {
          id = "object-\(object.id)-\(suffix)"
          suffix += 1
        }
      }
      ids.insert(id)
      var properties: [String: PropertyValue] = [:]
      for property in object.properties {
        if let problem = Self.textProblem(of: property) {
          warnings.append(
            "object \(TerminalText.quotedExcerpt(id)): property \(TerminalText.quotedExcerpt(property.name)): \(problem); skipped"
          )
        } else if let value = property.value {
          properties[property.name] = value
        } else {
          warnings.append(
            "object \(TerminalText.quotedExcerpt(id)): property \(TerminalText.quotedExcerpt(property.name)) of type \(TerminalText.excerpt(property.type)) was skipped"
          )
        }
      }
      objects.append(
        BoardObject(
          id: id, kind: object.type, position: grid.hex(at: index), properties: properties))
    }
    return objects
  }

  /// The board cell under `point`, or `nil` when its coordinates do not fit `Int32`.
  static func cell(
    at point: Point, layout: HexLayout, convention: OffsetConvention, shift: OffsetCoordinate
  ) -> OffsetCoordinate? {
    // Within ±2^30 the offset conversion (which adds up to half of the other coordinate)
    // stays inside Int32; every cell of a board imported from Tiled is within ±2^30.
    guard let hex = layout.hexIfRepresentable(at: point), hex.q.magnitude <= 1 << 30,
      hex.r.magnitude <= 1 << 30
    else { return nil }
    let local = hex.offset(in: convention)
    let col = local.col + shift.col
    let row = local.row + shift.row
    guard Int32(exactly: col) != nil, Int32(exactly: row) != nil else { return nil }
    return OffsetCoordinate(col: col, row: row)
  }
}
