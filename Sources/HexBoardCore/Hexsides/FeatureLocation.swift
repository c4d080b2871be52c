import HexGrid

/// Where a hexside or corner feature sits: on a side between two cells, or at a corner where
/// three cells meet.
///
/// Side features (rivers, walls, roads) and corner features (towers, fords) share one model:
/// a palette of ids, a set of ids per location, one way to set, clear and list them. This value
/// names the location, so the board, patches, recording and the command line each need one code
/// path for both kinds.
public enum FeatureLocation: Hashable, Sendable {
  /// A side between two cells.
  case side(HexEdge)
  /// A corner where three cells meet.
  case corner(HexVertex)
}
