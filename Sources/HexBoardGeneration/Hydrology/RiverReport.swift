import HexBoard

/// One river a generator tried: where it ran, why it stopped, and whether it was drawn.
public struct RiverReport: Sendable, Hashable {
  /// Where a river's walk ended.
  public enum End: Sendable, Hashable {
    /// In a sea cell (an outlet of the sea mask).
    case sea
    /// On a border outlet that is not sea: the river runs off the map.
    case mapEdge
    /// On an earlier river (as a tributary): the index of that river in the report.
    case river(Int)
    /// In a lake, made by this river or an earlier one (``LakePolicy/make(terrain:)``).
    case lake
    /// In standing water that does not reach the sea, with no lake made (a pit).
    case pit
  }

  /// Why a river was not drawn.
  public enum Drop: Sendable, Hashable {
    /// It crossed fewer land cells (or sides) than the minimum length.
    case tooShort(minimum: Int)
    /// It ended in a pit and lakes are ``LakePolicy/drop``.
    case pit
  }

  /// The spring cell.
  public var spring: Hex
  /// The cells from spring to mouth (cell rivers: the mouth is the water, river or lake
  /// cell it ends in; at the map edge, the last land cell). Empty for hexside rivers.
  public var cells: [Hex]
  /// The corners from spring to mouth (hexside rivers; empty for cell rivers).
  public var corners: [HexVertex]
  /// Its length: land cells crossed (spring included, mouth excluded) for cell rivers,
  /// sides for hexside rivers.
  public var length: Int
  /// Where it ended.
  public var end: End
  /// Why it was not drawn, or `nil` if it was.
  public var dropped: Drop?
  /// The cells of the lake this river made (empty if it made none).
  public var lake: [Hex]

  /// Whether the river is on the board.
  public var isDrawn: Bool { dropped == nil }

  /// One line for people: "river 2 from (3, -1): 7 cells, reached the sea".
  public var summary: String {
    func count(_ n: Int, _ unit: String) -> String { n == 1 ? "1 \(unit)" : "\(n) \(unit)s" }
    var text =
      "from (\(spring.q), \(spring.r)): \(count(length, corners.isEmpty ? "cell" : "side")), "
    switch end {
    case .sea: text += "reached the sea"
    case .mapEdge: text += "ran off the map edge"
    case .river(let other): text += "joined river \(other + 1)"
    case .lake:
      text += lake.isEmpty ? "ended in a lake" : "made a lake of \(count(lake.count, "cell"))"
    case .pit: text += "ended in a pit"
    }
    switch dropped {
    case nil: break
    case .tooShort(let minimum): text += "; dropped: shorter than \(minimum)"
    case .pit: text += "; dropped: no lake made (lakes: drop)"
    }
    return text
  }
}
