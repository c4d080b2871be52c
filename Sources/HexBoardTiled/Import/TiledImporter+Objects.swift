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
        warnings.append(.objectTooFar(id: object.id))
        continue
      }
      // The anchor is finite and below 1e12, but with small tiles its hex may still be
      // beyond what a Hex or an offset coordinate holds: such an object is on no cell.
      guard
        let cell = Self.cell(at: anchor, layout: layout, convention: tiledConvention, shift: shift)
      else {
        warnings.append(.objectTooFar(id: object.id))
        continue
      }
      guard let index = grid.index(of: cell) else {
        warnings.append(
          .objectOnNoCell(id: object.id, name: object.name, x: anchor.x, y: anchor.y))
        continue
      }
      if let problem = BoardText.problem(object.type, as: .kind) {
        warnings.append(
          .objectClassRefused(id: object.id, className: object.type, problem: problem))
        continue
      }
      var id = object.name
      if !id.isEmpty, let problem = BoardText.problem(id, as: .id) {
        warnings.append(.objectNameRefused(id: object.id, name: id, problem: problem))
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
            .objectPropertyRefused(object: id, name: property.name, problem: problem))
        } else if let value = property.value {
          properties[property.name] = value
        } else {
          warnings.append(
            .objectPropertyUnsupported(object: id, name: property.name, type: property.type))
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
