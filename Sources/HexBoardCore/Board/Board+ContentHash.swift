// The content hash patches are addressed by (algorithm "hexboard-content-1", ContentHash.md):
// running sums of per-cell, per-side, per-corner and per-object terms, kept by every change,
// combined with a hash of the small header.

import HexBoardMaps
import HexBoardSupport

extension Board {
  /// A stable 64-bit hash of everything the board holds, the same on every run and
  /// platform (unlike `hashValue`); ``BoardPatch`` names its base and target by it.
  ///
  /// Equal boards have equal hashes. The board keeps a running sum of one 64-bit term per
  /// cell (terrain), per non-zero height, per occupied side and corner, per object and per
  /// link of the object order, updating it in O(1) on each change, so this call only folds
  /// those sums with the header (name, orientation, grid, palettes, properties). The
  /// algorithm, pinned by test vectors, is in <doc:ContentHash>. It detects accidental
  /// divergence (a client out of step, a patch for another board); it is not a
  /// cryptographic hash and does not resist forgery.
  ///
  /// - Complexity: O(palette + properties), whatever the board's size.
  public func contentHash() -> UInt64 {
    Board.combineContentHash(
      header: headerHash(), terrain: terrainSum, hasHeights: elevation != nil,
      heights: heightSum, edges: edgeLayer.contentSum, vertices: vertexLayer.contentSum,
      objects: objectsContentSum, layers: layersHash(sums: layers.map(\.contentSum)))
  }

  /// The content hash computed from scratch, term by term: the reference the running sums
  /// are tested against.
  ///
  /// - Complexity: O(n + objects) for n grid indices.
  package func recomputedContentHash() -> UInt64 {
    let grid = self.grid
    var edges: UInt64 = 0
    for slot in edgeLayer.occupiedSlots {
      edges &+= ContentHashing.edgeTerm(slot: slot, bits: edgeLayer[slot])
    }
    var vertices: UInt64 = 0
    for slot in vertexLayer.occupiedSlots {
      vertices &+= ContentHashing.vertexTerm(slot: slot, bits: vertexLayer[slot])
    }
    return Board.combineContentHash(
      header: headerHash(), terrain: Board.terrainSum(of: terrain), hasHeights: elevation != nil,
      heights: elevation.map(Board.heightSum(of:)) ?? 0, edges: edges, vertices: vertices,
      objects: ContentHashing.objectsSum(objects) { grid.index(of: $0) ?? 0 },
      layers: layersHash(sums: layers.map { BoardLayer.contentSum(of: $0.codes) }))
  }

  /// The named layers' part of the hash, or `nil` for a board without layers (whose hash
  /// is then that of hexboard-content-1 unchanged): their count, then per layer its name,
  /// its kind (1 categorical, with the palette's length and each value's id, name and
  /// colour or an empty text; 2 numeric) and its cells' sum (`sums`, in layer order).
  func layersHash(sums: [UInt64]) -> UInt64? {
    guard !layers.isEmpty else { return nil }
    var folder = HashFolder(.layer)
    folder.add(layers.count)
    for (layer, sum) in zip(layers, sums) {
      folder.add(layer.name)
      switch layer.kind {
      case .categorical(let palette):
        folder.add(1 as UInt64)
        folder.add(palette.count)
        for value in palette {
          folder.add(value.id)
          folder.add(value.name)
          folder.add(value.color?.description ?? "")
        }
      case .numeric:
        folder.add(2 as UInt64)
      }
      folder.add(sum)
    }
    return folder.state
  }

  /// The objects' running sum (``ContentHashing/objectsSum(_:cellIndex:)``), kept by the
  /// object storage.
  var objectsContentSum: UInt64 { objects.contentSum }

  /// Folds the header hash and the running sums, in a fixed order, into the content hash.
  static func combineContentHash(
    header: UInt64, terrain: UInt64, hasHeights: Bool, heights: UInt64, edges: UInt64,
    vertices: UInt64, objects: UInt64, layers: UInt64? = nil
  ) -> UInt64 {
    var folder = HashFolder(.header)
    folder.add(header)
    folder.add(terrain)
    folder.add(hasHeights)
    folder.add(heights)
    folder.add(edges)
    folder.add(vertices)
    folder.add(objects)
    if let layers { folder.add(layers) }
    return folder.state
  }

  /// The sum of the terrain terms of every cell of `terrain`.
  ///
  /// - Complexity: O(n).
  static func terrainSum(of terrain: CellLayer<UInt8>) -> UInt64 {
    cellSum(of: terrain, ContentHashing.cellTerm(index:terrain:))
  }

  /// The sum of the height terms of every cell of `heights`.
  ///
  /// - Complexity: O(n).
  static func heightSum(of heights: HeightLayer) -> UInt64 {
    let grid = heights.grid
    var sum: UInt64 = 0
    heights.withContiguousRuns { start, cells in
      for k in 0..<cells.count where grid.isCell(start &+ k) {
        sum &+= ContentHashing.heightTerm(index: start &+ k, height: cells[k])
      }
    }
    return sum
  }

  /// The sum of `term(index, value)` over the cells of `map` (holes skipped).
  @inline(__always)
  private static func cellSum<Value>(of map: CellLayer<Value>, _ term: (Int, Value) -> UInt64)
    -> UInt64
  {
    let grid = map.grid
    var sum: UInt64 = 0
    map.withContiguousRuns { start, cells in
      for k in 0..<cells.count where grid.isCell(start &+ k) {
        sum &+= term(start &+ k, cells[k])
      }
    }
    return sum
  }
}
