import HexBoard

/// How rivers are drawn on the board.
public enum RiverPaint: Sendable, Hashable {
  /// Through cells: every cell after the spring up to the mouth (the mouth too when the
  /// river runs off the map edge) is painted with the terrain of this id; the spring keeps
  /// its terrain.
  case terrain(String)
  /// Along hexsides, corner to corner: every side walked carries the edge feature of this
  /// id (for example `river`); the terrain is not changed.
  case edges(feature: String)
}
