// Random hexside and corner features for property checks: sometimes a custom palette entry
// of each kind, then features on random sides and corners (several on one side at times,
// a road over a river being a bridge).

import HexBoard

/// Adds random edge and vertex features to `board`: about `density` of its sides and a
/// tenth of that of its corners, sometimes with an extra custom feature in each palette.
package func addRandomFeatures(
  to board: inout Board, density: Double = 0.15, using rng: inout TestRandom
) throws {
  if Bool.random(using: &rng) {
    try board.addPaletteFeature(
      EdgeFeature(
        id: "ford \"x\"", color: "#5599AA", movement: .sets(Int.random(in: 1...9, using: &rng)),
        blocksSight: Bool.random(using: &rng), style: .crossing))
  }
  if Bool.random(using: &rng) {
    try board.addPaletteFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
  }
  if Bool.random(using: &rng) {
    try board.addPaletteFeature(VertexFeature(id: "well", color: "#0A0B0C"))
  }
  let edgeIDs = board.edgePalette.map(\.id)
  let vertexIDs = board.vertexPalette.map(\.id)
  for hex in board.grid.hexes {
    for edge in board.edges(of: hex) where Double.random(in: 0..<1, using: &rng) < density / 2 {
      for _ in 0..<Int.random(in: 1...2, using: &rng) {
        try board.setFeature(edgeIDs.randomElement(using: &rng)!, at: .side(edge))
      }
    }
    for vertex in board.vertices(of: hex)
    where Double.random(in: 0..<1, using: &rng) < density / 20 {
      try board.setFeature(vertexIDs.randomElement(using: &rng)!, at: .corner(vertex))
    }
  }
}

/// `board` with random changes to its hexside and corner features, for the patch checks
/// (``randomEdit(of:using:)`` leaves features alone, so the older checks keep their boards):
/// features put on and taken off random sides and corners, sometimes a side or corner
/// cleared, a palette entry added or removed (which renumbers the entries after it), or the
/// orientation turned (which renames every side and corner).
package func randomFeatureEdit(of board: Board, using rng: inout TestRandom) throws -> Board {
  var edited = board
  let hexes = board.grid.hexes
  if Int.random(in: 0..<5, using: &rng) == 0 {
    try edited.setOrientation(edited.orientation == .flat ? .pointy : .flat)
  }
  switch Int.random(in: 0..<8, using: &rng) {
  case 0:
    try? edited.addPaletteFeature(
      EdgeFeature(
        id: "moat", color: "#123456", movement: .adds(Int.random(in: 0...4, using: &rng)),
        blocksSight: Bool.random(using: &rng)))
  case 1:
    if let id = edited.edgePalette.randomElement(using: &rng)?.id {
      try edited.removePaletteFeature(id, kind: .side)
    }
  case 2:
    try? edited.addPaletteFeature(VertexFeature(id: "shrine", color: "#654321"))
  case 3:
    if let id = edited.vertexPalette.randomElement(using: &rng)?.id {
      try edited.removePaletteFeature(id, kind: .corner)
    }
  default:
    break
  }
  // Sides and corners through the same calls (up to 6 side edits, 3 corner edits).
  for (kind, most) in [(FeatureLocation.Kind.side, 6), (.corner, 3)] {
    for _ in 0..<Int.random(in: 0...most, using: &rng) {
      guard let hex = hexes.randomElement(using: &rng),
        let location = kind == .side
          ? edited.edges(of: hex).map(FeatureLocation.side).randomElement(using: &rng)
          : edited.vertices(of: hex).map(FeatureLocation.corner).randomElement(using: &rng),
        let id = edited.featurePaletteIDs(kind).randomElement(using: &rng)
      else { break }
      if edited.hasFeature(id, at: location) {
        try edited.removeFeature(id, from: location)
      } else {
        try edited.setFeature(id, at: location)
      }
    }
  }
  for kind in FeatureLocation.Kind.allCases {
    if Bool.random(using: &rng),
      let location = edited.featureLocations(kind).randomElement(using: &rng)
    {
      try edited.clearFeatures(at: location)
    }
  }
  return edited
}
