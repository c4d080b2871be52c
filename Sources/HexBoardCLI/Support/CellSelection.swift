import HexBoard

/// The cells a painting command acts on, from its selector options.
///
/// The off-map rule, the same for every selector (and for the side and corner selectors of
/// ``FeatureSelection``): a cell the user writes — an `--at` cell or
/// centre, a `--line` end, a `--rect` corner, a `--flood` start — must be on the map, or the
/// command stops with a usage error (exit 2) naming the selector and the first such cell,
/// before anything is written; the cells a selector derives from written cells (the disc of
/// `--radius`, the `--ring`, the cells of a line or rectangle) are kept where they fall on
/// the map, since a brush at the border is the ordinary case. `--clip` lifts the first half:
/// written cells may then be off the map and the selection keeps only its cells on the map.
/// Written cells are checked because an off-map cell there is almost always a typo (a
/// swapped col,row, a map smaller than the author thought) that would otherwise edit the
/// wrong cells, or none, silently.
enum CellSelection {
  /// The selector options paint and elevation share.
  static let options: [CommandSpec.Option] = [
    .init(
      ["at"], value: "cell", help: "A cell (repeatable); with --radius or --ring, a centre.",
      repeats: true),
    .init(["radius"], value: "n", help: "Every cell within n steps of each --at cell."),
    .init(["ring"], value: "n", help: "The cells exactly n steps from each --at cell."),
    .init(["line"], value: "a:b", help: "The straight line of cells from a to b."),
    .init(["rect"], value: "a:b", help: "The rectangle of offset cells with corners a and b."),
    .init(["flood"], value: "cell", help: "The connected region of the same terrain as cell."),
    clip, CommonOptions.axial,
  ]

  /// The help text's paragraph on cells off the map.
  static let discussion = """
    Cells off the map: a cell you write (an --at cell or centre, a --line end, a --rect
    corner, a --flood start) must be on the map, or the command stops (exit 2) naming it;
    the cells a selector adds around it (--radius, --ring, a line's or rectangle's cells)
    are kept where they are on the map. --clip allows written cells off the map too and
    keeps only the selected cells on it. Editing commands say what they did on standard
    error ("painted 7 cells with forest"); --quiet silences that.
    """

  /// `--clip`: cells written off the map are allowed; only the selection's cells on the map
  /// are kept. Shared by the side and corner selectors.
  static let clip = CommandSpec.Option(
    ["clip"], help: "Allow cells off the map; keep only the selected cells on it.")

  /// The hex `text` names for selector `what`; off the map it is a usage error naming it,
  /// unless `--clip` was given. The hex is returned as written (not moved onto a wrapped
  /// map's box), so a rectangle or line across a seam keeps its extent.
  static func written(
    _ text: String, what: String, parser: CellParser, arguments: ParsedArguments,
    label: String? = nil
  ) throws -> Hex {
    let hex = try parser.anyHex(text, what: what)
    guard arguments.flag("clip") || parser.grid.contains(hex) else {
      throw offMap(text, what: what, label: label)
    }
    return hex
  }

  /// The off-map error: `--at 99,99 is not on the map`, or for a cell inside a pair
  /// (`label` is the whole value) `--line 0,0:40,3: 40,3 is not on the map`.
  static func offMap(_ text: String, what: String, label: String? = nil) -> CLIError {
    let head = label.map { "\(what) \($0): \(text)" } ?? "\(what) \(text)"
    return CLIError.usage("\(head) is not on the map")
  }

  /// Checks the selector options before any file is read, so usage errors come first.
  static func checkOptions(_ arguments: ParsedArguments) throws {
    let selectors = ["at", "line", "rect", "flood"].filter { !arguments.allValues($0).isEmpty }
    guard !selectors.isEmpty else {
      throw CLIError.usage("choose cells with --at, --line, --rect or --flood")
    }
    _ = try arguments.integer("radius", in: 0...4096)
    _ = try arguments.integer("ring", in: 0...4096)
  }

  /// The longest `--line` in cells (longer lines are refused before they are drawn).
  static let maximumLineLength = 1 << 17

  /// The selected cells on `board`, each once, in a deterministic order (the order each
  /// was first selected). Cells go straight into a ``SelectedCells``, so memory is one byte
  /// per index of the map plus the selected cells, whatever the selectors ask for.
  static func cells(on board: Board, arguments: ParsedArguments) throws -> [Hex] {
    let parser = CellParser(board: board, arguments: arguments)
    let grid = board.grid
    var selected = SelectedCells(grid: grid)
    var choseCells = false
    let centers = try arguments.allValues("at").map {
      try written($0, what: "--at", parser: parser, arguments: arguments)
    }
    let radius = try arguments.integer("radius", in: 0...4096)
    let ring = try arguments.integer("ring", in: 0...4096)
    if radius != nil && ring != nil { throw CLIError.usage("give --radius or --ring, not both") }
    if (radius != nil || ring != nil) && centers.isEmpty {
      throw CLIError.usage("--radius and --ring need an --at centre")
    }
    // Every cell is within width + height steps of a centre on the map, so a larger radius
    // selects nothing more; the range itself is walked only where it meets the map.
    let reach = grid.width + grid.height
    for center in centers {
      if let radius {
        selected.addRange(around: center, radius: Swift.min(radius, reach))
      } else if let ring {
        for hex in center.ring(radius: ring) { selected.add(hex) }
      } else {
        selected.add(center)
      }
    }
    if let line = arguments.value("line") {
      let (a, b) = try endpoints(line, what: "--line", parser: parser, arguments: arguments)
      let length = a.distance(to: b) + 1
      guard length <= CellSelection.maximumLineLength else {
        throw CLIError.usage(
          "--line: the line is \(length) cells long; the limit is \(CellSelection.maximumLineLength)"
        )
      }
      for hex in a.line(to: b) { selected.add(hex) }
      choseCells = true
    }
    if let rect = arguments.value("rect") {
      let (a, b) = try endpoints(rect, what: "--rect", parser: parser, arguments: arguments)
      let ca = a.offset(in: grid.convention)
      let cb = b.offset(in: grid.convention)
      var columns = Swift.min(ca.col, cb.col)...Swift.max(ca.col, cb.col)
      var rows = Swift.min(ca.row, cb.row)...Swift.max(ca.row, cb.row)
      guard columns.count <= 16_384 && rows.count <= 16_384 else {
        throw CLIError.usage("--rect: the rectangle is too large")
      }
      // Only the part that can hold cells: the bounding box on an axis that does not wrap,
      // at most one period on an axis that does (so the loop is bounded by the map).
      let boxColumns = grid.origin.col...(grid.origin.col + grid.width - 1)
      let boxRows = grid.origin.row...(grid.origin.row + grid.height - 1)
      let wrapsColumns = grid.wrap != .none
      let wrapsRows = grid.wrap == .torus
      let missesBox =
        (!wrapsColumns && !columns.overlaps(boxColumns)) || (!wrapsRows && !rows.overlaps(boxRows))
      if wrapsColumns ? columns.count >= grid.width : true {
        columns = wrapsColumns ? boxColumns : columns.clamped(to: boxColumns)
      }
      if wrapsRows ? rows.count >= grid.height : true {
        rows = wrapsRows ? boxRows : rows.clamped(to: boxRows)
      }
      for row in rows where !missesBox {
        for col in columns { selected.add(OffsetCoordinate(col: col, row: row)) }
      }
      choseCells = true
    }
    if let flood = arguments.value("flood") {
      let start = try written(flood, what: "--flood", parser: parser, arguments: arguments)
      if let terrain = board.terrain[start] {
        for hex in HexMap(board.terrain).floodFill(from: start, where: { $0 == terrain }) {
          selected.add(hex)
        }
      }
      choseCells = true
    }
    guard choseCells || !centers.isEmpty else {
      throw CLIError.usage("choose cells with --at, --line, --rect or --flood")
    }
    return selected.hexes
  }

  private static func endpoints(
    _ text: String, what: String, parser: CellParser, arguments: ParsedArguments
  ) throws -> (Hex, Hex) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CLIError.usage("\(what): expected two cells 'a:b' such as 1,2:6,4, got '\(text)'")
    }
    // Both parse first, so a malformed second cell is reported before an off-map first one.
    _ = try parser.anyHex(String(parts[1]), what: what)
    return (
      try written(
        String(parts[0]), what: what, parser: parser, arguments: arguments, label: text),
      try written(
        String(parts[1]), what: what, parser: parser, arguments: arguments, label: text)
    )
  }
}
