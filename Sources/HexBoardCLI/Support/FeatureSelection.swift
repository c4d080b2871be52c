import HexBoard

/// The sides between cells or the corners where cells meet that a `feature` command acts
/// on, from its selector options: `--corner` chooses corners, every other selector (`--side`,
/// `--between`, `--around`, `--crossing`, `--along`) sides, and one command acts on one
/// kind.
///
/// Every selector error is a usage error (exit 2) and is found before anything is written:
/// an unknown side or corner name (the message lists the names of the map's orientation),
/// cells that are not neighbours, a cell off the map, an option without its partner, no
/// selector, selectors of both kinds. Cells off the map follow ``CellSelection``'s rule: a
/// written cell must be on the map unless `--clip` is given; the sides a selector derives
/// (an outline, the sides a line crosses) are kept where they are on the map.
enum FeatureSelection {
  /// The selector options of `feature set` and `feature clear`.
  static let options: [CommandSpec.Option] = [
    .init(
      ["at"], value: "cell",
      help: "A cell whose side --side or corner --corner names (repeatable, see above).",
      repeats: true),
    .init(
      ["side"], value: "dir",
      help: "A side of the --at cell by compass name (repeatable, see above).", repeats: true),
    .init(
      ["corner"], value: "dir",
      help: "A corner of the --at cell by compass name (repeatable, see above).", repeats: true),
    .init(
      ["between"], value: "a:b",
      help: "The side between two neighbouring cells (repeatable; wrapped seams too).",
      repeats: true),
    .init(
      ["around"], value: "cell",
      help: "The outline of the cells within --radius of cell (repeatable).", repeats: true),
    .init(["radius"], value: "n", help: "With --around: the region's radius (default 0)."),
    .init(
      ["crossing"], value: "a:b",
      help: "The sides a straight line of cells from a to b crosses (repeatable).",
      repeats: true),
    .init(
      ["along"], value: "a:b",
      help: "A chain of sides along the line of cells from a to b, on its left (repeatable).",
      repeats: true),
    CellSelection.clip, CommonOptions.axial,
  ]

  /// The help text's paragraph on choosing sides or corners.
  static let discussion = [
    "Choose sides with any mix of these selectors (a side chosen twice counts once):",
    "  --at CELL --side DIR  side DIR of CELL; several --at pair with the --side at the",
    "                        same place, one --at takes every --side",
    "  --between A:B         the side between neighbouring cells A and B",
    "  --around CELL         the outline of the cells within --radius n (default 0) of CELL",
    "  --crossing A:B        the sides the straight line of cells from A to B crosses",
    "  --along A:B           a chain of sides, corner to corner, along the straight line of",
    "                        cells from A to B on its left bank walking from A to B (a",
    "                        river beside the line; B:A is the other bank): every side",
    "                        between a cell of the line and a cell whose centre is left",
    "                        of the segment from A's centre to B's (where the line is as",
    "                        near to two cells, the one on the map). On a pointy-top map",
    "                        --along 1,2:4,2 is the nw and ne sides of 1,2 2,2 3,2 4,2",
    "                        (the row's north edge), --along 4,2:1,2 their sw and se sides",
    "or corners with --at CELL --corner DIR (several --at pair with the --corner at the same",
    "place, one --at takes every --corner); one command acts on sides or on corners, and the",
    "feature is one of that kind's palette. Sides and corners are named by compass:",
    "  flat-top sides:     " + HexOrientation.flat.sideNames.joined(separator: " "),
    "  pointy-top sides:   " + HexOrientation.pointy.sideNames.joined(separator: " "),
    "  flat-top corners:   " + HexOrientation.flat.cornerNames.joined(separator: " "),
    "  pointy-top corners: " + HexOrientation.pointy.cornerNames.joined(separator: " "),
    "A side is one side whichever cell names it (across a wrapped seam too): on a flat-top",
    "map 2,2 --side n is 2,1 --side s. A corner is one corner whichever of its (up to three)",
    "cells names it.",
    "A cell written off the map is an error (exit 2) unless --clip is given; sides derived",
    "from cells (an outline, the sides a line crosses or runs along) are kept where they",
    "are on the map. On a wrapped map --crossing and --along go the shortest way round.",
  ].joined(separator: "\n")

  /// The selectors that choose sides.
  private static let sideSelectors = ["side", "between", "around", "crossing", "along"]

  /// Checks the selector options before any file is read, so usage errors come first, and
  /// says which kind of location they choose.
  @discardableResult
  static func checkOptions(_ arguments: ParsedArguments) throws -> FeatureLocation.Kind {
    let sides = sideSelectors.filter { !arguments.allValues($0).isEmpty }
    let corners = !arguments.allValues("corner").isEmpty
    if !sides.isEmpty && corners {
      throw CLIError.usage(
        "choose sides or corners, not both: --corner with --\(sides[0])")
    }
    guard !sides.isEmpty || corners else {
      if !arguments.allValues("at").isEmpty {
        throw CLIError.usage("--at needs a --side or a --corner")
      }
      throw CLIError.usage(
        "choose sides with --at and --side, --between, --around, --crossing or --along, or corners with --at and --corner"
      )
    }
    let kind: FeatureLocation.Kind = corners ? .corner : .side
    try pairs(arguments, cell: "at", name: kind == .side ? "side" : "corner")
    if arguments.value("radius") != nil && arguments.allValues("around").isEmpty {
      throw CLIError.usage("--radius needs an --around centre")
    }
    _ = try arguments.integer("radius", in: 0...4096)
    return kind
  }

  /// Checks that `--at` and `--<name>` come in pairs: as many of each, or one `--at` with
  /// several names.
  static func pairs(_ arguments: ParsedArguments, cell: String, name: String) throws {
    let cells = arguments.allValues(cell).count
    let names = arguments.allValues(name).count
    if cells > 0 && names == 0 {
      throw CLIError.usage("--\(cell) needs a --\(name)")
    }
    if names > 0 && cells == 0 {
      throw CLIError.usage("--\(name) needs an --\(cell) cell")
    }
    if cells > 1 && cells != names {
      throw CLIError.usage(
        "give one --\(name) for each --\(cell) (got \(cells) --\(cell) and \(names) --\(name))")
    }
  }

  /// The selected sides or corners of `board`, canonical, each once, in slot order (the
  /// storage order of the cells that own them), so the result never depends on how they
  /// were chosen.
  static func locations(on board: Board, arguments: ParsedArguments) throws
    -> [FeatureLocation]
  {
    switch try checkOptions(arguments) {
    case .side: try edges(on: board, arguments: arguments).map(FeatureLocation.side)
    case .corner: try vertices(on: board, arguments: arguments).map(FeatureLocation.corner)
    }
  }

  /// The selected sides of `board`, canonical, each once, in slot order (the storage order
  /// of the cells that own them), so the result never depends on how they were chosen.
  static func edges(on board: Board, arguments: ParsedArguments) throws -> [HexEdge] {
    try checkOptions(arguments)
    let parser = CellParser(board: board, arguments: arguments)
    let grid = board.grid
    var slots: [Int] = []
    func add(_ edges: [HexEdge]) {
      for edge in edges { if let slot = grid.edgeSlot(of: edge) { slots.append(slot) } }
    }
    let clip = arguments.flag("clip")
    // With --clip a written cell may be off the map: a side of it on the map's border is
    // still on the map; the rest find no slot and are dropped.
    func written(_ text: String, _ what: String) throws -> Hex {
      clip ? try parser.anyHex(text, what: what) : try parser.selectorCell(text, what: what)
    }
    let cells = try arguments.allValues("at").map { try written($0, "--at") }
    for (position, name) in arguments.allValues("side").enumerated() {
      let side = try direction(name, orientation: board.orientation)
      add([HexEdge(cells[cells.count == 1 ? 0 : position], side)])
    }
    for text in arguments.allValues("between") {
      guard let pair = try cellPair(text, what: "--between", parser: parser, clip: clip) else {
        continue
      }
      guard let edge = grid.edge(between: pair.0, and: pair.1) else {
        throw CLIError.usage("--between \(text): the cells are not neighbours")
      }
      add([edge])
    }
    let radius = try arguments.integer("radius", in: 0...4096) ?? 0
    for text in arguments.allValues("around") {
      let center = try written(text, "--around")
      var region = SelectedCells(grid: grid)
      // Every cell is within width + height steps of a centre on the map.
      region.addRange(around: center, radius: Swift.min(radius, grid.width + grid.height))
      add(grid.outline(of: region.hexes))
    }
    for text in arguments.allValues("crossing") {
      if let pair = try cellPair(text, what: "--crossing", parser: parser, clip: clip) {
        let (a, b) = pair
        guard a != b else {
          throw CLIError.usage("--crossing \(text): the line is one cell and crosses no side")
        }
        let crossed = grid.edgesCrossed(from: a, to: b)
        // A line that leaves the map (a rectangle's zig-zag border, a hole): its sides on
        // the map, as a --line of cells keeps its cells on the map.
        add(crossed.isEmpty ? try onMapSides(from: a, to: b, grid: grid) : crossed)
      } else {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        add(
          try onMapSides(
            from: try parser.anyHex(String(parts[0]), what: "--crossing"),
            to: try parser.anyHex(String(parts[1]), what: "--crossing"), grid: grid))
      }
    }
    for text in arguments.allValues("along") {
      add(try sidesAlong(text, parser: parser, clip: clip))
    }
    return unique(slots).map(grid.edge(atSlot:))
  }

  /// The side called `name` in `orientation`, or a usage error listing the names it has.
  static func direction(_ name: String, orientation: HexOrientation) throws -> HexDirection {
    guard let side = orientation.side(named: name) else {
      throw CLIError.usage(
        "--side: \(orientation.rawValue)-top hexes have no side '\(name)'; their sides are \(orientation.sideNames.joined(separator: ", "))"
      )
    }
    return side
  }

  /// Two cells `a:b`, both on the map, in their canonical positions.
  static func cellPair(_ text: String, what: String, parser: CellParser, clip: Bool = false)
    throws -> (Hex, Hex)?
  {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CLIError.usage("\(what): expected two cells 'a:b' such as 1,2:2,2, got '\(text)'")
    }
    let (a, b) = (
      try parser.anyHex(String(parts[0]), what: what),
      try parser.anyHex(String(parts[1]), what: what)
    )
    guard let first = parser.grid.canonical(a) else {
      if clip { return nil }
      throw CLIError.usage("\(what) \(text): \(parts[0]) is not on the map")
    }
    guard let second = parser.grid.canonical(b) else {
      if clip { return nil }
      throw CLIError.usage("\(what) \(text): \(parts[1]) is not on the map")
    }
    return (first, second)
  }

  /// The sides between consecutive cells of the straight line from `a` to `b` (as written,
  /// no way round a seam) whose two cells are both on the map. Bounded by the line's length,
  /// which the cell parser keeps within ±2²⁴ per coordinate; refused above
  /// ``CellSelection/maximumLineLength``.
  static func onMapSides(from a: Hex, to b: Hex, grid: MapGrid) throws -> [HexEdge] {
    let length = a.distance(to: b) + 1
    guard length <= CellSelection.maximumLineLength else {
      throw CLIError.usage(
        "--crossing: the line is \(length) cells long; the limit is \(CellSelection.maximumLineLength)"
      )
    }
    let line = a.line(to: b)
    var result: [HexEdge] = []
    for (previous, next) in zip(line, line.dropFirst()) {
      if let edge = grid.edge(between: previous, and: next) { result.append(edge) }
    }
    return result
  }

  /// The selected corners of `board`, canonical, each once, in slot order.
  static func vertices(on board: Board, arguments: ParsedArguments) throws -> [HexVertex] {
    try checkOptions(arguments)
    let parser = CellParser(board: board, arguments: arguments)
    let grid = board.grid
    let orientation = board.orientation
    let clip = arguments.flag("clip")
    let cells = try arguments.allValues("at").map {
      clip ? try parser.anyHex($0, what: "--at") : try parser.selectorCell($0, what: "--at")
    }
    var slots: [Int] = []
    for (position, name) in arguments.allValues("corner").enumerated() {
      guard let corner = orientation.corner(named: name) else {
        throw CLIError.usage(
          "--corner: \(orientation.rawValue)-top hexes have no corner '\(name)'; their corners are \(orientation.cornerNames.joined(separator: ", "))"
        )
      }
      let vertex = HexVertex(cells[cells.count == 1 ? 0 : position], corner: corner)
      if let slot = grid.vertexSlot(of: vertex) { slots.append(slot) }
    }
    return unique(slots).map(grid.vertex(atSlot:))
  }

  /// `slots` sorted, each once.
  static func unique(_ slots: [Int]) -> [Int] {
    let sorted = slots.sorted()
    return sorted.enumerated().filter { $0.offset == 0 || sorted[$0.offset - 1] != $0.element }
      .map(\.element)
  }

  /// The feature `id` of `board`'s palette of `kind`, or a usage error naming the ones it
  /// has.
  static func checkFeature(_ id: String, kind: FeatureLocation.Kind, on board: Board) throws {
    guard board.featurePaletteIndex(of: id, kind: kind) == nil else { return }
    throw CLIError.usage(
      "unknown \(kind.noun) feature '\(id)' (this map has: \(known(board.featurePaletteIDs(kind))))"
    )
  }

  /// A list of ids for a message.
  static func known(_ ids: [String]) -> String {
    ids.isEmpty ? "none" : ids.joined(separator: ", ")
  }

  /// The one path of `feature set` and `feature clear`: reads the selectors (before the
  /// map), loads the map, checks `feature` (when given) against the palette of the chosen
  /// kind, applies `edit` to each chosen location, writes the map and says `report` with
  /// the number of locations (`"3 sides"`).
  static func edit(
    _ arguments: ParsedArguments, context: CommandContext, feature: String?,
    _ edit: (inout Board, FeatureLocation) throws -> Void, report: (String) -> String
  ) throws {
    let input = try arguments.argument(0, "file")
    let kind = try checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    if let feature { try checkFeature(feature, kind: kind, on: board) }
    let locations = try locations(on: board, arguments: arguments)
    for location in locations { try edit(&board, location) }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      report(EditReport.count(locations.count, kind.noun)), arguments, context: context)
  }
}
