import HexBoard

/// The names a completion script reads from the map already on the command line: terrain
/// ids, edge and vertex feature ids, and the compass names of sides and corners for the
/// map's orientation. The scripts ask `hexboard completions --<option> <map>` (one name a
/// line) and fall back to ``defaults`` when no map is named (`new --fill`, a map on
/// standard input). Names come from an untrusted file: the scripts treat them as data.
enum CompletionNames: String, CaseIterable, Equatable {
  case terrain, edgeFeature, vertexFeature, side, corner

  /// The `hexboard completions` option that prints these names of a map.
  var option: String {
    switch self {
    case .terrain: "terrain-ids"
    case .edgeFeature: "edge-features"
    case .vertexFeature: "vertex-features"
    case .side: "side-names"
    case .corner: "corner-names"
    }
  }

  /// The option's help line.
  var help: String {
    switch self {
    case .terrain: "Print the terrain ids of a map, one a line (the scripts call this)."
    case .edgeFeature: "Print the edge feature ids of a map, one a line."
    case .vertexFeature: "Print the vertex feature ids of a map, one a line."
    case .side: "Print the compass names of a map's sides (its orientation), one a line."
    case .corner: "Print the compass names of a map's corners (its orientation), one a line."
    }
  }

  /// The names offered when no map is named: a new map's palettes, or the compass names of
  /// both orientations (flat-top's first, then pointy-top's others).
  var defaults: [String] {
    switch self {
    case .terrain: Terrain.defaultPalette.map(\.id)
    case .edgeFeature: EdgeFeature.defaultPalette.map(\.id)
    case .vertexFeature: VertexFeature.defaultPalette.map(\.id)
    case .side: Self.both(\.sideNames)
    case .corner: Self.both(\.cornerNames)
    }
  }

  /// These names of `board`, in palette or compass order.
  func names(of board: Board) -> [String] {
    switch self {
    case .terrain: board.palette.map(\.id)
    case .edgeFeature: board.edgePalette.map(\.id)
    case .vertexFeature: board.vertexPalette.map(\.id)
    case .side: board.orientation.sideNames
    case .corner: board.orientation.cornerNames
    }
  }

  private static func both(_ names: KeyPath<HexOrientation, [String]>) -> [String] {
    var result = HexOrientation.flat[keyPath: names]
    for name in HexOrientation.pointy[keyPath: names] where !result.contains(name) {
      result.append(name)
    }
    return result
  }
}
