import HexBoard

/// Where the rivers of ``MapGenerator`` run: through cells (painted as water) or along the
/// sides between cells (the `river` edge feature).
public enum RiverStyle: String, Sendable, Hashable, CaseIterable {
  /// Rivers through cells: every cell after the spring becomes `coast`
  /// (``RiverGenerator/addRivers(to:using:)``). The default, so maps made before edge
  /// rivers existed keep their bytes.
  case cells
  /// Rivers along hexsides, corner to corner downhill, each side walked carrying the
  /// `river` edge feature; the terrain is not changed
  /// (``RiverGenerator/addEdgeRivers(to:using:)``).
  case edges
}
