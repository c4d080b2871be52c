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
    try board.addEdgeFeature(
      EdgeFeature(
        id: "ford \"x\"", color: "#5599AA", movement: .sets(Int.random(in: 1...9, using: &rng)),
        blocksSight: Bool.random(using: &rng), style: .crossing))
  }
  if Bool.random(using: &rng) {
    try board.addEdgeFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
  }
  if Bool.random(using: &rng) {
    try board.addVertexFeature(VertexFeature(id: "well", color: "#0A0B0C"))
  }
  let edgeIDs = board.edgePalette.map(\.id)
  let vertexIDs = board.vertexPalette.map(\.id)
  for hex in board.grid.hexes {
    for edge in board.edges(of: hex) where Double.random(in: 0..<1, using: &rng) < density / 2 {
      for _ in 0..<Int.random(in: 1...2, using: &rng) {
        try board.setEdgeFeature(edgeIDs.randomElement(using: &rng)!, on: edge)
      }
    }
    for vertex in board.vertices(of: hex)
    where Double.random(in: 0..<1, using: &rng) < density / 20 {
      try board.setVertexFeature(vertexIDs.randomElement(using: &rng)!, at: vertex)
    }
  }
}
