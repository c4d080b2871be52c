/// One hex of a Wesnoth map: its terrain code and the labels written before it.
///
/// A label made of digits is a side's starting position (`1 Kh`: side 1 starts on this
/// keep); any other label names a location (`lake Ww`). A cell may carry several labels,
/// written one space apart before the code, as Wesnoth allows.
public struct WesnothMapCell: Hashable, Sendable {
  /// The terrain, `base^overlay`.
  public var code: WesnothTerrainCode
  /// The labels before the code, in file order (usually none).
  public var labels: [String]

  /// A cell with a code and optional labels.
  ///
  /// - Parameters:
  ///   - code: the terrain.
  ///   - labels: starting positions (digits) and location names, without spaces.
  public init(code: WesnothTerrainCode, labels: [String] = []) {
    self.code = code
    self.labels = labels
  }

  /// The sides (from digit labels) that start here, in file order.
  public var startingSides: [Int] {
    labels.compactMap(Self.side(of:))
  }

  /// The location names (labels that are not digits), in file order.
  public var locationNames: [String] {
    labels.filter { Self.side(of: $0) == nil }
  }

  /// The side number a label names, or `nil` when it is not all digits (or too long to be
  /// one: at most 9 digits).
  static func side(of label: String) -> Int? {
    let bytes = Array(label.utf8)
    guard !bytes.isEmpty, bytes.count <= 9,
      bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }
}

/// A hex of a map in Wesnoth's game coordinates: `x` counts columns and `y` rows from 1 at
/// the first playable hex; the border is column and row 0 and `width + 1` / `height + 1`.
public struct WesnothMapPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The column, 1-based for playable hexes (0 is the left border).
  public var x: Int
  /// The row, 1-based for playable hexes (0 is the top border).
  public var y: Int

  /// A position from game coordinates.
  ///
  /// - Parameters:
  ///   - x: the column (0 is the left border).
  ///   - y: the row (0 is the top border).
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// Row-major order: by `y`, then `x`.
  public static func < (lhs: WesnothMapPosition, rhs: WesnothMapPosition) -> Bool {
    (lhs.y, lhs.x) < (rhs.y, rhs.x)
  }

  /// `x,y`, as Wesnoth writes locations.
  public var description: String { "\(x),\(y)" }
}

/// A labelled hex of a map: a starting position or a named location.
public struct WesnothMapLabel: Hashable, Sendable {
  /// The label as written: digits for a side's start, else the location's name.
  public var name: String
  /// Where it is, in game coordinates.
  public var position: WesnothMapPosition
}
