import HexBoard

/// What a river generator does where a river runs into standing water that does not reach
/// the sea (a pit, a depression, or a region without any outlet).
public enum LakePolicy: Sendable, Hashable {
  /// The river is dropped (reported with ``RiverReport/Drop/pit``); nothing is painted.
  case drop
  /// The standing water becomes a lake painted with the terrain of this id, and the river
  /// ends in it (``RiverReport/End/lake``); later rivers that reach the lake end there too.
  case make(terrain: String)
  /// The river runs on through the filled depression, downhill on the filled field, to an
  /// outlet; no lake is made.
  case runThrough
}
