import HexBoard

/// Reads cell coordinates from the command line: `col,row` in the map's own offset
/// convention, or `q,r` with `--axial`.
struct CellParser {
  let grid: MapGrid
  let axial: Bool

  init(board: Board, arguments: ParsedArguments) {
    self.init(grid: board.grid, axial: arguments.flag("axial"))
  }

  /// A parser for cells of `grid`, written `q,r` when `axial`.
  init(grid: MapGrid, axial: Bool) {
    self.grid = grid
    self.axial = axial
  }

  /// The hex named by `text`, which must be on the board.
  ///
  /// A cell off the map is a usage error (exit 2), wherever it is written (an argument such
  /// as `path`'s `<from>`, an option such as `--at` or `--to`): the one rule for every
  /// cell typed on the command line (README, "Rules every command follows").
  func cell(_ text: String, what: String) throws -> Hex {
    let hex = try anyHex(text, what: what)
    guard grid.contains(hex) else {
      throw CLIError.usage("\(what) \(text) is not on the map")
    }
    return hex
  }

  /// The hex named by `text`, which must be on the board, moved onto a wrapped map's box;
  /// off the map, a usage error (exit 2) as in ``cell(_:what:)``.
  func selectorCell(_ text: String, what: String) throws -> Hex {
    let hex = try anyHex(text, what: what)
    guard let cell = grid.canonical(hex) else {
      throw CLIError.usage("\(what) \(text) is not on the map")
    }
    return cell
  }

  /// The hex named by `text`, on the board or not (for rectangle corners and the like).
  func anyHex(_ text: String, what: String) throws -> Hex {
    let (a, b) = try CLIParse.pair(text, what: what)
    return axial
      ? Hex(q: a, r: b) : Hex(OffsetCoordinate(col: a, row: b), convention: grid.convention)
  }

  /// `hex` written the way the user writes cells.
  func format(_ hex: Hex) -> String {
    if axial { return "\(hex.q),\(hex.r)" }
    let cell = hex.offset(in: grid.convention)
    return "\(cell.col),\(cell.row)"
  }
}
