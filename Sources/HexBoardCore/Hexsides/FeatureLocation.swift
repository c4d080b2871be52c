import HexBoardMaps
import HexGrid
import HexJSON

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

  /// Which of the two kinds of location a feature sits on; each kind has its own palette
  /// (``Board/edgePalette`` for sides, ``Board/vertexPalette`` for corners).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Sides between cells.
    case side
    /// Corners where cells meet.
    case corner
  }

  /// The kind of this location.
  @inlinable
  public var kind: Kind {
    switch self {
    case .side: .side
    case .corner: .corner
    }
  }

  /// The side, for a side location; `nil` for a corner.
  @inlinable
  public var edge: HexEdge? {
    if case .side(let edge) = self { edge } else { nil }
  }

  /// The corner, for a corner location; `nil` for a side.
  @inlinable
  public var vertex: HexVertex? {
    if case .corner(let vertex) = self { vertex } else { nil }
  }
}

extension FeatureLocation: CustomStringConvertible {
  /// The side's or corner's own description (`HexEdge(Hex(q: 0, r: 0), north)`).
  public var description: String {
    switch self {
    case .side(let edge): edge.description
    case .corner(let vertex): vertex.description
    }
  }
}

extension FeatureLocation.Kind {
  /// What one location of this kind is called in messages: `"side"` or `"corner"`.
  public var noun: String { rawValue }

  /// The error for a feature id this kind's palette lacks.
  func unknownFeature(_ id: String) -> BoardError {
    self == .side ? .unknownEdgeFeature(id) : .unknownVertexFeature(id)
  }
}

extension FeatureLocation.Kind {
  /// The compass names of this kind's locations of a hex in `orientation`, in number order
  /// (`HexOrientation.sideNames` or `HexOrientation.cornerNames`): how files and
  /// patches name a side or corner of a cell.
  public func names(in orientation: HexOrientation) -> [String] {
    self == .side ? orientation.sideNames : orientation.cornerNames
  }

  /// The key of this kind's placements in map files and patches: `"edges"` or `"vertices"`.
  var placementsKey: String { self == .side ? "edges" : "vertices" }

  /// The word the messages of files and patches give this kind's features: `"edge"` or
  /// `"vertex"` (`unknown edge feature 'lava'`).
  var featureWord: String { self == .side ? "edge" : "vertex" }
}

extension MapGrid {
  /// The slot of side or corner `number` (0...5) of the cell at storage `index`, in the
  /// layer of `kind` (``edgeSlot(of:side:)`` or ``vertexSlot(of:corner:)``).
  func featureSlot(of index: Int, number: Int, kind: FeatureLocation.Kind) -> Int {
    kind == .side ? edgeSlot(of: index, side: number) : vertexSlot(of: index, corner: number)
  }
}
