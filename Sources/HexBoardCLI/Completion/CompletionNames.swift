import HexBoard

/// The names a completion script reads from the map already on the command line: terrain
/// ids, feature ids (of sides and of corners), layer names, and the compass names of sides and corners for the
/// map's orientation. The scripts ask `hexboard completions --<option> <map>` (one name a
/// line) and fall back to ``defaults`` when no map is named (`new --fill`, a map on
/// standard input). Names come from an untrusted file: the scripts treat them as data.
enum CompletionNames: String, CaseIterable, Equatable {
  case terrain, feature, side, corner, movementClass, layer

  /// The `hexboard completions` option that prints these names of a map.
  var option: String {
    switch self {
    case .terrain: "terrain-ids"
    case .feature: "feature-ids"
    case .side: "side-names"
    case .corner: "corner-names"
    case .movementClass: "class-names"
    case .layer: "layer-names"
    }
  }

  /// The option's help line.
  var help: String {
    switch self {
    case .terrain: "Print the terrain ids of a map, one a line (the scripts call this)."
    case .feature: "Print the feature ids of a map (sides', then corners'), one a line."
    case .side: "Print the compass names of a map's sides (its orientation), one a line."
    case .corner: "Print the compass names of a map's corners (its orientation), one a line."
    case .movementClass: "Print the movement class names a map declares, one a line."
    case .layer: "Print the names of a map's layers, one a line."
    }
  }

  /// The names offered when no map is named: a new map's palettes, or the compass names of
  /// both orientations (flat-top's first, then pointy-top's others).
  var defaults: [String] {
    switch self {
    case .terrain: Terrain.defaultPalette.map(\.id)
    case .feature:
      Self.union(EdgeFeature.defaultPalette.map(\.id), VertexFeature.defaultPalette.map(\.id))
    case .side: Self.both(\.sideNames)
    case .corner: Self.both(\.cornerNames)
    case .movementClass: []
    case .layer: []
    }
  }

  /// These names of `board`, in palette or compass order.
  func names(of board: Board) -> [String] {
    switch self {
    case .terrain: board.palette.map(\.id)
    case .feature: Self.union(board.featurePaletteIDs(.side), board.featurePaletteIDs(.corner))
    case .side: board.orientation.sideNames
    case .corner: board.orientation.cornerNames
    case .movementClass: board.movementClasses.map(\.name)
    case .layer: board.layers.map(\.name)
    }
  }

  private static func both(_ names: KeyPath<HexOrientation, [String]>) -> [String] {
    union(HexOrientation.flat[keyPath: names], HexOrientation.pointy[keyPath: names])
  }

  /// `first`, then the names of `second` it lacks.
  private static func union(_ first: [String], _ second: [String]) -> [String] {
    var result = first
    for name in second where !result.contains(name) {
      result.append(name)
    }
    return result
  }
}
