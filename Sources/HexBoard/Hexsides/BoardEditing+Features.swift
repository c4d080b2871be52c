// The side and corner mutators of `BoardEditing`: each makes one feature edit, keyed by a
// `FeatureLocation`, so a side and a corner change through the same `BoardEdit` cases.

extension BoardEditing {
  /// Puts the feature `id` on `edge` (named from either side). Other features on the same
  /// side stay: a road over a river makes a bridge. Placing one that is there is a no-op.
  ///
  /// - Throws: ``BoardError/unknownEdgeFeature(_:)`` or ``BoardError/offBoardEdge(_:)``;
  ///   the board is left as it was.
  /// - Complexity: O(1) (the first feature on a board allocates its edge storage).
  public mutating func setEdgeFeature(_ id: String, on edge: HexEdge) throws {
    try apply(.setFeature(id, at: .side(edge)))
  }

  /// Takes the feature `id` off `edge`; nothing happens if it is not there.
  ///
  /// - Throws: ``BoardError/unknownEdgeFeature(_:)`` or ``BoardError/offBoardEdge(_:)``.
  public mutating func removeEdgeFeature(_ id: String, from edge: HexEdge) throws {
    try apply(.removeFeature(id, from: .side(edge)))
  }

  /// Takes every feature off `edge`.
  ///
  /// - Throws: ``BoardError/offBoardEdge(_:)``.
  public mutating func clearEdgeFeatures(on edge: HexEdge) throws {
    try apply(.clearFeatures(at: .side(edge)))
  }

  /// Adds a feature to the edge palette.
  ///
  /// - Throws: ``BoardError`` if its id is taken, empty or holds a control character, its
  ///   cost is out of range, or the palette is full.
  public mutating func addEdgeFeature(_ feature: EdgeFeature) throws {
    try apply(.addEdgeFeature(feature))
  }

  /// Removes edge feature `id` from the palette and from every side carrying it.
  ///
  /// - Throws: ``BoardError/unknownEdgeFeature(_:)``.
  /// - Complexity: O(sides).
  public mutating func removeEdgeFeature(_ id: String) throws {
    try apply(.removeEdgeFeature(id))
  }

  /// Puts the feature `id` on `vertex`; other features there stay.
  ///
  /// - Throws: ``BoardError/unknownVertexFeature(_:)`` or ``BoardError/offBoardVertex(_:)``;
  ///   the board is left as it was.
  /// - Complexity: O(1).
  public mutating func setVertexFeature(_ id: String, at vertex: HexVertex) throws {
    try apply(.setFeature(id, at: .corner(vertex)))
  }

  /// Takes the feature `id` off `vertex`; nothing happens if it is not there.
  ///
  /// - Throws: ``BoardError/unknownVertexFeature(_:)`` or ``BoardError/offBoardVertex(_:)``.
  public mutating func removeVertexFeature(_ id: String, from vertex: HexVertex) throws {
    try apply(.removeFeature(id, from: .corner(vertex)))
  }

  /// Takes every feature off `vertex`.
  ///
  /// - Throws: ``BoardError/offBoardVertex(_:)``.
  public mutating func clearVertexFeatures(at vertex: HexVertex) throws {
    try apply(.clearFeatures(at: .corner(vertex)))
  }

  /// Adds a feature to the vertex palette.
  ///
  /// - Throws: ``BoardError`` if its id is taken, empty or holds a control character, or
  ///   the palette is full.
  public mutating func addVertexFeature(_ feature: VertexFeature) throws {
    try apply(.addVertexFeature(feature))
  }

  /// Removes vertex feature `id` from the palette and from every corner carrying it.
  ///
  /// - Throws: ``BoardError/unknownVertexFeature(_:)``.
  /// - Complexity: O(corners).
  public mutating func removeVertexFeature(_ id: String) throws {
    try apply(.removeVertexFeature(id))
  }
}
