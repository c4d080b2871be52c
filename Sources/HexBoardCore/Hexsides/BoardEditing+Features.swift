import HexGrid
import HexJSON

// The side and corner mutators of `BoardEditing`: each makes one feature edit keyed by a
// `FeatureLocation`, so sides and corners change through the same calls and cases.

extension BoardEditing {
  /// Puts the feature `id` on `location`. Other features there stay: a road over a river
  /// makes a bridge. Placing one that is there is a no-op.
  ///
  /// - Throws: ``BoardError/unknownEdgeFeature(_:)`` or ``BoardError/unknownVertexFeature(_:)``
  ///   when the palette of the location's kind lacks `id`, ``BoardError/offBoardEdge(_:)`` or
  ///   ``BoardError/offBoardVertex(_:)`` when the location is not on the board; the board is
  ///   left as it was.
  /// - Complexity: O(1) (the first feature on a board allocates its storage of that kind).
  public mutating func setFeature(_ id: String, at location: FeatureLocation) throws {
    try apply(.setFeature(id, at: location))
  }

  /// Takes the feature `id` off `location`; nothing happens if it is not there.
  ///
  /// - Throws: the errors of ``setFeature(_:at:)``.
  public mutating func removeFeature(_ id: String, from location: FeatureLocation) throws {
    try apply(.removeFeature(id, from: location))
  }

  /// Takes every feature off `location`.
  ///
  /// - Throws: ``BoardError/offBoardEdge(_:)`` or ``BoardError/offBoardVertex(_:)``.
  public mutating func clearFeatures(at location: FeatureLocation) throws {
    try apply(.clearFeatures(at: location))
  }

  /// Replaces every feature at slot `slot` of `kind` by palette bits (bit `k` for entry
  /// `k`; 0 clears it), in O(1): how a generator or importer writes many sides or corners
  /// (read them back with `Board.featureBits(atSlot:kind:)`).
  ///
  /// - Throws: ``BoardError/offBoardFeatureSlot(_:kind:)`` when `slot` is not the canonical
  ///   slot of a side or corner of the board (`MapGrid.edgeSlot(of:)`,
  ///   `MapGrid.vertexSlot(of:)`), ``BoardError/unknownFeatureBits(_:kind:)`` when a bit
  ///   names no palette entry; the board is left as it was.
  public mutating func setFeatureBits(
    _ bits: UInt16, atSlot slot: Int, kind: FeatureLocation.Kind
  ) throws {
    try apply(.setFeatureBits(bits, atSlot: slot, kind: kind))
  }

  /// Adds a feature to the side (edge) palette.
  ///
  /// - Throws: ``BoardError`` if its id is taken, empty or holds a control character, its
  ///   cost is out of range, or the palette is full.
  public mutating func addPaletteFeature(_ feature: EdgeFeature) throws {
    try apply(.addEdgeFeature(feature))
  }

  /// Adds a feature to the corner (vertex) palette.
  ///
  /// - Throws: ``BoardError`` if its id is taken, empty or holds a control character, or
  ///   the palette is full.
  public mutating func addPaletteFeature(_ feature: VertexFeature) throws {
    try apply(.addVertexFeature(feature))
  }

  /// Removes feature `id` from the palette of `kind` and from every location carrying it.
  ///
  /// - Throws: ``BoardError/unknownEdgeFeature(_:)`` or ``BoardError/unknownVertexFeature(_:)``.
  /// - Complexity: O(sides or corners).
  public mutating func removePaletteFeature(_ id: String, kind: FeatureLocation.Kind) throws {
    try apply(.removePaletteFeature(id, kind: kind))
  }
}
