import HexBoard

// `--along A:B`: a chain of sides beside a line of cells, for a river or a wall drawn from
// one cell to another in one command instead of a shell loop of `--at … --side …`.

extension FeatureSelection {
  /// The sides along the left bank of the straight line of cells from `a` to `b`, walking
  /// from `a` to `b` (north of a line walked east): every side between a cell of the line
  /// (`Hex.line(to:)`) and a cell off it whose centre lies strictly left of the straight
  /// line from the centre of `a` to the centre of `b`. The sides form one chain, corner to
  /// corner, from a corner of `a` to a corner of `b`; `b:a` gives the other bank. Sides off
  /// the map are dropped (the line is kept as written when `wrapped` is false). Where the
  /// line is as near to two cells (through a side's middle or a corner), the way that
  /// stays on the map is taken.
  ///
  /// - Parameter wrapped: `a` and `b` are canonical cells of `grid`, and on a wrapped map
  ///   the line takes the shortest way round (as `--crossing` does).
  static func sidesAlong(from a: Hex, to b: Hex, grid: MapGrid, wrapped: Bool) throws
    -> [HexEdge]
  {
    let target = wrapped ? grid.nearestImages(of: b, from: a)[0] : b
    let length = a.distance(to: target) + 1
    guard length <= CellSelection.maximumLineLength else {
      throw CLIError.usage(
        "--along: the line is \(length) cells long; the limit is \(CellSelection.maximumLineLength)"
      )
    }
    // A line through a side's middle or a corner is as near to the cells on either side;
    // `Hex.line` settles each tie one way (its nudge), the opposite nudge the other. Take
    // the other way when only it stays on the map, so a river along the map's edge stays
    // one chain.
    var line = a.line(to: target)
    if line.contains(where: { !grid.contains($0) }) {
      let other = Self.line(from: a, to: target, nudge: -Hex.lineNudge.q)
      if !other.contains(where: { !grid.contains($0) }) { line = other }
    }
    let onLine = Set(line)
    // Left of the walk, exactly: the sign of the cross product in axial coordinates. Both
    // layouts map axial (q, r) to the screen (y down) with a positive determinant, so a
    // negative cross product is on the left on flat-top and pointy-top maps alike.
    let (dq, dr) = (target.q - a.q, target.r - a.r)
    var result: [HexEdge] = []
    for cell in line {
      for direction in HexDirection.allCases {
        let outside = cell.neighbor(in: direction)
        guard !onLine.contains(outside) else { continue }
        let cross = dq * (outside.r - a.r) - dr * (outside.q - a.q)
        let edge = HexEdge(cell, direction)
        if cross < 0 && grid.contains(edge) { result.append(edge) }
      }
    }
    return result
  }

  /// The straight line of cells from `a` to `b` with both ends moved by `nudge` in q and r
  /// (`Hex.line(to:)` with its nudge's sign chosen).
  static func line(from a: Hex, to b: Hex, nudge: Double) -> [Hex] {
    let steps = a.distance(to: b)
    guard steps > 0 else { return [a] }
    let start = FractionalHex(q: Double(a.q) + nudge, r: Double(a.r) + nudge)
    let end = FractionalHex(q: Double(b.q) + nudge, r: Double(b.r) + nudge)
    return (0...steps).map { start.lerp(to: end, t: Double($0) / Double(steps)).rounded() }
  }

  /// The sides `--along text` selects: both ends on the map (or, with `--clip`, the line
  /// as written, its sides kept where they are on the map).
  static func sidesAlong(_ text: String, parser: CellParser, clip: Bool) throws -> [HexEdge] {
    if let (a, b) = try cellPair(text, what: "--along", parser: parser, clip: clip) {
      guard a != b else {
        throw CLIError.usage("--along \(text): the line is one cell and has no bank")
      }
      return try sidesAlong(from: a, to: b, grid: parser.grid, wrapped: true)
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let a = try parser.anyHex(String(parts[0]), what: "--along")
    let b = try parser.anyHex(String(parts[1]), what: "--along")
    return try sidesAlong(from: a, to: b, grid: parser.grid, wrapped: false)
  }
}
