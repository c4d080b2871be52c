// Where the objects of feature layers put their features: every point of a polyline or
// polygon is matched to a corner, a cell centre or the middle of a side (within a fifth of
// the hex size), every segment to the side it runs along or across, and every point object
// of a vertex layer to a corner. Anything else is an error naming the layer and object.

import HexBoard
import HexText

extension TiledImporter {
  /// A point of a feature object, matched in Tiled's own hexes (offset coordinates of
  /// Tiled's tiles).
  enum FeaturePoint: Equatable {
    case corner(HexVertex)
    case center(Hex)
    case middle(HexEdge)
  }

  /// The map's pixel geometry and how Tiled's hexes become the board's.
  struct FeatureGeometry {
    let layout: HexLayout
    /// How far a point may be from the corner, centre or side middle it stands for.
    let tolerance: Double
    let tiledConvention: OffsetConvention
    let shift: OffsetCoordinate
    let grid: MapGrid

    /// The corner, centre or side middle within ``tolerance`` of `point`, if any.
    func classify(_ point: Point) -> FeaturePoint? {
      guard point.x.magnitude < 1e12, point.y.magnitude < 1e12,
        let hex = layout.hexIfRepresentable(at: point), hex.q.magnitude <= 1 << 30,
        hex.r.magnitude <= 1 << 30
      else { return nil }
      func near(_ other: Point) -> Bool {
        let dx = other.x - point.x
        let dy = other.y - point.y
        return dx * dx + dy * dy <= tolerance * tolerance
      }
      if near(layout.center(of: hex)) { return .center(hex) }
      let corners = layout.corners(of: hex)
      for corner in 0..<6 where near(corners[corner]) {
        return .corner(HexVertex(hex, corner: corner))
      }
      for side in 0..<6 {
        let a = corners[(side + 5) % 6]
        let b = corners[side]
        if near(Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)) {
          return .middle(HexEdge(hex, HexDirection.allCases[side]))
        }
      }
      return nil
    }

    /// The side a segment between two matched points runs along (corner to corner) or
    /// across (centre to centre of neighbours, or centre to the middle of one of its sides).
    static func side(from a: FeaturePoint, to b: FeaturePoint) -> HexEdge? {
      switch (a, b) {
      case (.corner(let u), .corner(let v)):
        let (e1, e2, e3) = u.edges
        return [e1, e2, e3].first { edge in
          let (x, y) = edge.vertices
          return (x == u && y == v) || (x == v && y == u)
        }
      case (.center(let h), .center(let k)): return HexEdge(between: h, and: k)
      case (.center(let h), .middle(let edge)), (.middle(let edge), .center(let h)):
        return edge.hexes.0 == h || edge.hexes.1 == h ? edge : nil
      default: return nil
      }
    }

    /// The board's hex for one of Tiled's (the same place: offset coordinates shifted by
    /// the recorded origin), or `nil` when it is too far out to be near the map: within
    /// ±2^30 the axial coordinates (which add half of the other offset coordinate) fit a
    /// `Hex`, and every cell of a map is well inside.
    func boardHex(_ local: Hex) -> Hex? {
      let cell = local.offset(in: tiledConvention)
      let col = cell.col + shift.col
      let row = cell.row + shift.row
      guard col.magnitude <= 1 << 30, row.magnitude <= 1 << 30 else { return nil }
      return grid.hex(atOffset: OffsetCoordinate(col: col, row: row))
    }
  }

  /// Places the features of every feature layer's objects on `board`.
  ///
  /// - Throws: ``TiledError`` for an object that is not a polyline or polygon (edge
  ///   layers) or a point (vertex layers), a point on no corner, centre or side middle, a
  ///   segment that neither follows nor crosses a side, a side or corner off the map, or
  ///   an object whose class names a feature the map does not have.
  func placeFeatures(
    on board: inout Board, palettes: FeaturePalettes, tiledConvention: OffsetConvention,
    shift: OffsetCoordinate
  ) throws {
    let layout = TiledGeometry(
      tileWidth: document.tileWidth, tileHeight: document.tileHeight,
      hexSideLength: document.hexSideLength, convention: tiledConvention
    ).layout
    let geometry = FeatureGeometry(
      layout: layout, tolerance: Swift.min(layout.size.width, layout.size.height) / 5,
      tiledConvention: tiledConvention, shift: shift, grid: board.grid)
    for (number, layer) in document.featureLayers.enumerated() {
      let (isEdge, layerIndex) = palettes.layerEntries[number]
      let ids = isEdge ? board.edgePalette.map(\.id) : board.vertexPalette.map(\.id)
      for object in layer.objects {
        let at = "layer \(MessageText.quotedExcerpt(layer.name)) object \(object.id)"
        var k = layerIndex
        if !object.type.isEmpty {
          guard let index = ids.firstIndex(of: object.type) else {
            throw TiledError(
              "\(at): class \(MessageText.quotedExcerpt(object.type)) is not \(isEdge ? "an edge" : "a vertex") feature of the map (\(ids.map { MessageText.quotedExcerpt($0) }.joined(separator: ", ")))"
            )
          }
          k = index
        }
        let bit = UInt16(1) << k
        if isEdge {
          for slot in try edgeSlots(of: object, geometry: geometry, at: at) {
            try board.setFeatureBits(
              board.featureBits(atSlot: slot, kind: .side) | bit, atSlot: slot, kind: .side)
          }
        } else {
          let slot = try vertexSlot(of: object, geometry: geometry, at: at)
          try board.setFeatureBits(
            board.featureBits(atSlot: slot, kind: .corner) | bit, atSlot: slot, kind: .corner)
        }
      }
    }
  }

  /// The edge slots a polyline or polygon object runs along or across.
  func edgeSlots(of object: TiledObject, geometry: FeatureGeometry, at: String) throws -> [Int] {
    guard let points = object.points else {
      throw TiledError("\(at): objects of an edge feature layer are polylines or polygons")
    }
    guard points.count >= 2 else { throw TiledError("\(at): a polyline needs two points") }
    // Tiled turns a polyline's points around (x, y); HexBoard never writes a rotation, and
    // a turned side is no longer on the grid but for multiples of 60°, so it is refused.
    guard object.rotation == 0 else {
      throw TiledError(
        "\(at): the polyline is rotated by \(object.rotation)°; set its rotation to 0 in Tiled")
    }
    var matched: [(Point, FeaturePoint)] = []
    matched.reserveCapacity(points.count + 1)
    for point in points {
      let absolute = Point(x: object.x + point.x, y: object.y + point.y)
      guard let feature = geometry.classify(absolute) else {
        throw TiledError(
          "\(at): the point (\(absolute.x), \(absolute.y)) is not at a corner, a cell centre or the middle of a side"
        )
      }
      matched.append((absolute, feature))
    }
    if object.isClosed, let first = matched.first { matched.append(first) }
    var slots: [Int] = []
    for (a, b) in zip(matched, matched.dropFirst()) where a.1 != b.1 {
      let segment = "the segment from (\(a.0.x), \(a.0.y)) to (\(b.0.x), \(b.0.y))"
      guard let local = FeatureGeometry.side(from: a.1, to: b.1) else {
        throw TiledError("\(at): \(segment) neither runs along a side nor crosses one")
      }
      guard let hex = geometry.boardHex(local.hex),
        let slot = geometry.grid.edgeSlot(of: HexEdge(hex, local.direction))
      else { throw TiledError("\(at): \(segment) is not on a side of the map") }
      slots.append(slot)
    }
    return slots
  }

  /// The vertex slot of a point object.
  func vertexSlot(of object: TiledObject, geometry: FeatureGeometry, at: String) throws -> Int {
    guard object.isPoint else {
      throw TiledError("\(at): objects of a vertex feature layer are points")
    }
    let point = Point(x: object.x, y: object.y)
    guard case .corner(let local)? = geometry.classify(point) else {
      throw TiledError("\(at): the point (\(point.x), \(point.y)) is not at a corner")
    }
    guard let hex = geometry.boardHex(local.hex),
      let slot = geometry.grid.vertexSlot(of: HexVertex(hex, corner: local.corner))
    else { throw TiledError("\(at): the corner at (\(point.x), \(point.y)) is not on the map") }
    return slot
  }
}
