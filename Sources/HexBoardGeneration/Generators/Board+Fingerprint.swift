// A stable checksum of a board's contents, for golden tests and "same map?" checks.

import HexBoard

extension Board {
  /// A 64-bit FNV-1a hash (``FNV1a64``) of the board's contents, stable across runs and
  /// platforms (unlike `hashValue`): the grid's index count, then per cell in storage order
  /// its palette index and elevation (0 when the board has none), then every object in
  /// order (id, kind, the position's q and r, and its properties sorted by key), then the
  /// palette ids. Then, only when the board has a hexside or corner feature or a feature
  /// palette other than the default (so a board without them keeps its fingerprint): the
  /// edge palette's ids, each occupied edge slot with its feature bits in slot order, and
  /// the same for the vertex palette and vertex slots. Name and map properties are not
  /// included.
  ///
  /// - Complexity: O(n + objects), plus O(slots) for a board with features.
  public var fingerprint: UInt64 {
    var hash = FNV1a64()
    hash.combine(grid.indexCount)
    let cells = terrain.flattened()
    let heights = elevation?.flattened()
    for index in grid.indices {
      hash.combine(byte: cells[index])
      hash.combine(heights?[index] ?? 0)
    }
    for object in objects {
      hash.combine(object.id)
      hash.combine(object.kind)
      hash.combine(object.position.q)
      hash.combine(object.position.r)
      for key in object.properties.keys.sorted() {
        hash.combine(key)
        hash.combine(object.properties[key] ?? "")
      }
    }
    for terrain in palette { hash.combine(terrain.id) }
    if !edgeLayer.isEmpty || !vertexLayer.isEmpty || edgePalette != EdgeFeature.defaultPalette
      || vertexPalette != VertexFeature.defaultPalette
    {
      for feature in edgePalette { hash.combine(feature.id) }
      for slot in edgeLayer.occupiedSlots {
        hash.combine(slot)
        hash.combine(Int(edgeLayer[slot]))
      }
      for feature in vertexPalette { hash.combine(feature.id) }
      for slot in vertexLayer.occupiedSlots {
        hash.combine(slot)
        hash.combine(Int(vertexLayer[slot]))
      }
    }
    return hash.value
  }
}
