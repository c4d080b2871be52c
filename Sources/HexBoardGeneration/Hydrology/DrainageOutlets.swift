import HexBoard

/// Where water leaves a height field: the cells a depression fill starts from and a flow
/// ends at.
///
/// An outlet is a cell the ``sea`` mask marks, or, with ``mapEdge-property``, a cell with fewer
/// than six neighbours on the map (the border of an unwrapped side, and the cells around
/// holes). Wrapped sides have no border, so a torus has no edge outlets. A region of the
/// map that holds no outlet at all still drains: ``Drainage`` makes its lowest cell a
/// *sink* (reported in ``Drainage/sinks``).
public struct DrainageOutlets: Sendable, Equatable {
  /// Whether cells on the map's border (fewer than six neighbours) are outlets.
  public var mapEdge: Bool
  /// The cells that are sea (or any water the flow may end in), or `nil` for none.
  public var sea: HexMap<Bool>?

  /// Creates outlets from a sea mask and/or the map edge.
  public init(sea: HexMap<Bool>? = nil, mapEdge: Bool = false) {
    self.sea = sea
    self.mapEdge = mapEdge
  }

  /// Water leaves only at the map's border.
  public static let mapEdge = DrainageOutlets(mapEdge: true)

  /// Water leaves only into the cells `sea` marks.
  public static func sea(_ sea: HexMap<Bool>) -> DrainageOutlets { DrainageOutlets(sea: sea) }

  /// The outlet mask on `grid` (by grid index; holes are `false`), and the sea mask.
  ///
  /// - Throws: ``GenerationError/gridMismatch(input:)`` if the sea mask is laid out on
  ///   another grid.
  func masks(on grid: MapGrid) throws -> (outlet: [Bool], sea: [Bool]) {
    var sea = [Bool](repeating: false, count: grid.indexCount)
    if let mask = self.sea {
      guard mask.grid == grid else {
        throw GenerationError.gridMismatch(input: "the sea mask")
      }
      for index in grid.indices where mask[index: index] { sea[index] = true }
    }
    var outlet = sea
    if mapEdge {
      for index in grid.indices where grid.neighbors(of: index).count < 6 { outlet[index] = true }
    }
    return (outlet, sea)
  }
}
