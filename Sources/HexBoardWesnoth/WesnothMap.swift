import HexGrid

/// A Battle for Wesnoth map (`.map` file, or a scenario's `map_data`): rows of
/// comma-separated terrain codes, including the one-hex border.
///
/// The grid is stored as written: ``width`` × ``height`` cells with the border, row-major.
/// Index `(x, y)` of the stored grid is Wesnoth's game position `(x, y)`: the border is
/// column and row 0 and the last column and row, and playable hexes run from 1 to
/// ``playableWidth`` and ``playableHeight``. Once the border is dropped, cell `(col, row)` is
/// game position `(col + 1, row + 1)`, and the grid is odd-q (flat-topped, odd columns
/// shoved down half a hex), the default of HexGrid's `OffsetCoordinate` (see
/// ``hex(at:)``).
///
/// Parsing keeps the file's spacing (padding around codes, the line endings, a final newline
/// or not), so ``bytes()`` gives back the parsed bytes exactly; cells changed since keep
/// their original padding. Two maps are equal when their cells and their spacing are.
public struct WesnothMap: Hashable, Sendable {
  /// Columns, with the border.
  public let width: Int
  /// Rows, with the border.
  public let height: Int
  /// Every cell, row-major, with the border.
  public internal(set) var cells: [WesnothMapCell]
  /// How the file was spaced, for byte-identical writing.
  var layout: WesnothMapLayout

  /// A map of `width` × `height` cells (with the border) all holding `code`, written with
  /// Wesnoth's own spacing (`, ` between cells, `\n` after every row).
  ///
  /// - Parameters:
  ///   - width: columns with the border, at least 1.
  ///   - height: rows with the border, at least 1.
  ///   - code: the terrain of every cell.
  public init(width: Int, height: Int, filledWith code: WesnothTerrainCode) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.cells = Array(repeating: WesnothMapCell(code: code), count: self.width * self.height)
    self.layout = WesnothMapLayout()
  }

  init(width: Int, height: Int, cells: [WesnothMapCell], layout: WesnothMapLayout) {
    self.width = width
    self.height = height
    self.cells = cells
    self.layout = layout
  }

  /// Playable columns (without the border).
  public var playableWidth: Int { max(0, width - 2) }
  /// Playable rows (without the border).
  public var playableHeight: Int { max(0, height - 2) }

  /// Whether a game position is on the stored grid (border included).
  ///
  /// - Parameter position: game coordinates.
  /// - Returns: `true` for the border and the playable hexes.
  public func contains(_ position: WesnothMapPosition) -> Bool {
    position.x >= 0 && position.x < width && position.y >= 0 && position.y < height
  }

  /// Whether a game position is a playable hex (on the grid and not on the border).
  ///
  /// - Parameter position: game coordinates.
  /// - Returns: `true` when `1 ≤ x ≤ playableWidth` and `1 ≤ y ≤ playableHeight`.
  public func isPlayable(_ position: WesnothMapPosition) -> Bool {
    position.x >= 1 && position.x <= playableWidth && position.y >= 1
      && position.y <= playableHeight
  }

  /// The cell at a game position, border included; `nil` off the grid.
  ///
  /// - Parameter position: game coordinates.
  public subscript(position: WesnothMapPosition) -> WesnothMapCell? {
    guard contains(position) else { return nil }
    return cells[position.y * width + position.x]
  }

  /// Replaces the cell at a game position (border included); the cell keeps the padding it
  /// was read with.
  ///
  /// - Parameters:
  ///   - cell: the new code and labels.
  ///   - position: game coordinates.
  /// - Returns: `false`, changing nothing, when the position is off the grid.
  @discardableResult
  public mutating func set(_ cell: WesnothMapCell, at position: WesnothMapPosition) -> Bool {
    guard contains(position) else { return false }
    cells[position.y * width + position.x] = cell
    return true
  }

  /// The terrain codes of the playable hexes, row-major, without the border: element
  /// `row * playableWidth + col` is game position `(col + 1, row + 1)`.
  public var playableCodes: [WesnothTerrainCode] {
    var codes: [WesnothTerrainCode] = []
    codes.reserveCapacity(playableWidth * playableHeight)
    for y in 1..<max(1, height - 1) {
      for x in 1..<max(1, width - 1) { codes.append(cells[y * width + x].code) }
    }
    return codes
  }

  /// The sides' starting positions (digit labels), ordered by side, then position.
  public var startingPositions: [(side: Int, position: WesnothMapPosition)] {
    var starts: [(side: Int, position: WesnothMapPosition)] = []
    forEachLabel { label, position in
      if let side = WesnothMapCell.side(of: label) { starts.append((side, position)) }
    }
    return starts.sorted { ($0.side, $0.position) < ($1.side, $1.position) }
  }

  /// The named locations (labels that are not digits), in row-major order of their hexes.
  public var namedLocations: [WesnothMapLabel] {
    var names: [WesnothMapLabel] = []
    forEachLabel { label, position in
      if WesnothMapCell.side(of: label) == nil {
        names.append(WesnothMapLabel(name: label, position: position))
      }
    }
    return names
  }

  /// The game positions whose code is `_off^_usr` (hexes off the map's shape).
  public var offMapPositions: [WesnothMapPosition] {
    cells.indices.filter { cells[$0].code.isOffMap }.map {
      WesnothMapPosition(x: $0 % width, y: $0 / width)
    }
  }

  /// The axial hex of a game position under Wesnoth's geometry: the playable hex `(1, 1)`
  /// is `Hex(q: 0, r: 0)`, and columns are odd-q offsets (`OffsetCoordinate(col: x - 1,
  /// row: y - 1)`). Border positions map to the ring around the playable hexes.
  ///
  /// - Parameter position: game coordinates.
  /// - Returns: the hex, whose six neighbours are the hexes Wesnoth calls adjacent.
  public func hex(at position: WesnothMapPosition) -> Hex {
    OffsetCoordinate(col: position.x - 1, row: position.y - 1).hex(in: .oddQ)
  }

  /// The game position of an axial hex (the inverse of ``hex(at:)``); it may be off the grid.
  ///
  /// - Parameter hex: an axial hex.
  public func position(of hex: Hex) -> WesnothMapPosition {
    let offset = hex.offset(in: .oddQ)
    return WesnothMapPosition(x: offset.col + 1, y: offset.row + 1)
  }

  private func forEachLabel(_ body: (String, WesnothMapPosition) -> Void) {
    for index in cells.indices where !cells[index].labels.isEmpty {
      let position = WesnothMapPosition(x: index % width, y: index / width)
      for label in cells[index].labels { body(label, position) }
    }
  }
}
