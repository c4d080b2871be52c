// Random boards for property checks: one on any shape with every kind of content (the
// save-format round trips), one on a given grid with a game's kind of content, and the
// "next turn" edit of a board (the patch checks).

import HexBoard

/// A random board: any shape, convention, orientation and wrap, elevation on or off,
/// objects and properties of every kind.
package func randomBoard(using rng: inout TestRandom) throws -> Board {
  let convention = OffsetConvention.allCases.randomElement(using: &rng) ?? .oddQ
  let shiftsColumns = convention == .oddQ || convention == .evenQ
  let grid: MapGrid
  switch Int.random(in: 0..<4, using: &rng) {
  case 0:
    var wrap = MapWrap.allCases.randomElement(using: &rng) ?? .none
    var columns = Int.random(in: 1...14, using: &rng)
    var rows = Int.random(in: 1...10, using: &rng)
    if wrap != .none {
      columns =
        shiftsColumns ? 2 * Int.random(in: 2...7, using: &rng) : Int.random(in: 3...14, using: &rng)
      rows =
        !shiftsColumns && wrap == .torus
        ? 2 * Int.random(in: 2...5, using: &rng) : Int.random(in: 4...10, using: &rng)
    }
    if Bool.random(using: &rng) && wrap == .none { wrap = .none }
    grid = try MapGrid(
      shape: .rectangle(columns: columns, rows: rows), convention: convention, wrap: wrap)
  case 1:
    grid = try MapGrid(
      shape: .hexagon(radius: Int.random(in: 0...6, using: &rng)), convention: convention)
  case 2:
    grid = try MapGrid(
      shape: .parallelogram(
        columns: Int.random(in: 1...8, using: &rng), rows: Int.random(in: 1...8, using: &rng)),
      convention: convention)
  default:
    let left = Int.random(in: -20...20, using: &rng)
    let top = Int.random(in: -20...20, using: &rng)
    var cells: [OffsetCoordinate] = []
    for row in top..<(top + Int.random(in: 1...8, using: &rng)) {
      for col in left..<(left + Int.random(in: 1...9, using: &rng))
      where Int.random(in: 0..<3, using: &rng) > 0 {
        cells.append(OffsetCoordinate(col: col, row: row))
      }
    }
    if cells.isEmpty { cells = [OffsetCoordinate(col: left, row: top)] }
    grid = try MapGrid(shape: .cells(cells), convention: convention)
  }

  var palette = Terrain.defaultPalette.filter { _ in Bool.random(using: &rng) }
  if palette.isEmpty { palette = [Terrain.defaultPalette[2]] }
  if Bool.random(using: &rng) {
    palette.append(Terrain(id: "shallows", symbol: "≈", color: "#3A6EA5", movementCost: 65_535))
  }
  if Bool.random(using: &rng) {
    palette.append(
      Terrain(
        id: "wall \"q\"", symbol: "\"", color: "#000000", movementCost: nil, blocksSight: true))
  }
  if Bool.random(using: &rng) {
    palette.append(Terrain(id: "back\\slash", symbol: "\\", color: "#ABCDEF", movementCost: 7))
  }
  let orientation: HexOrientation = Bool.random(using: &rng) ? .flat : .pointy
  var board = try Board(
    name: ["Test", "", "Ünïcødé \"quoted\"\tline", "🗺️ world"].randomElement(using: &rng) ?? "",
    grid: grid, orientation: orientation, palette: palette, fill: palette[0].id)
  let hexes = grid.hexes
  for hex in hexes {
    try board.setTerrain(palette.randomElement(using: &rng)?.id ?? palette[0].id, at: hex)
  }
  if Bool.random(using: &rng) {
    var heights = HexMap<Int>(grid: grid, fill: 0)
    for hex in hexes {
      heights[hex] = [
        0, 1, -1, 250, Int(Int32.min), Int(Int32.max), Int.random(in: -9999...9999, using: &rng),
      ]
      .randomElement(using: &rng)
    }
    try board.setElevation(heights)
  }
  for i in 0..<Int.random(in: 0...5, using: &rng) {
    guard let hex = hexes.randomElement(using: &rng) else { break }
    var properties: [String: PropertyValue] = [:]
    if Bool.random(using: &rng) {
      properties["owner"] = ["red", "blue"].randomElement(using: &rng).map(PropertyValue.string)
    }
    if Bool.random(using: &rng) { properties["note \(i)"] = "tab\tbreak é \u{200F}" }
    try board.addObject(
      BoardObject(
        id: "o\(i)", kind: ["unit", "town", ""].randomElement(using: &rng) ?? "", position: hex,
        properties: properties))
  }
  for key in ["seed", "ratio", "fog", "author", "zébra", "a b", ""] where Bool.random(using: &rng) {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      try board.setProperty(
        key,
        to: .string(["me", "", "quote \" back \\ tab \t", "日本"].randomElement(using: &rng) ?? ""))
    case 1:
      try board.setProperty(
        key,
        to: .integer(
          [0, -1, 42, Int.max, Int.min, Int(rng.next() >> 1)].randomElement(using: &rng) ?? 0))
    case 2:
      var x = Double(bitPattern: rng.next())
      if !x.isFinite { x = 0.5 }
      try board.setProperty(
        key,
        to: .number(
          [0.5, 0.1, -2.0, 1e16, 1e-7, 123_456.789, x].randomElement(using: &rng) ?? 0.5))
    default: try board.setProperty(key, to: .bool(Bool.random(using: &rng)))
    }
  }
  return board
}

/// A random board on `grid`: terrain, sometimes elevation, objects with properties, map
/// properties, sometimes an extra terrain in the palette.
package func randomBoard(on grid: MapGrid, using rng: inout TestRandom) throws -> Board {
  var palette = Terrain.defaultPalette
  if Bool.random(using: &rng) {
    palette.append(Terrain(id: "lava", symbol: "L", color: "#cc3300", movementCost: nil))
  }
  if Int.random(in: 0..<4, using: &rng) == 0 { palette.swapAt(0, palette.count - 1) }
  var board = try Board(
    name: "R\(Int.random(in: 0..<3, using: &rng))", grid: grid,
    orientation: Bool.random(using: &rng) ? .flat : .pointy, palette: palette,
    fill: palette[Int.random(in: 0..<palette.count, using: &rng)].id)
  let hexes = grid.hexes
  for hex in hexes where Int.random(in: 0..<3, using: &rng) == 0 {
    try board.setTerrain(palette[Int.random(in: 0..<palette.count, using: &rng)].id, at: hex)
  }
  if Bool.random(using: &rng) {
    var heights = HexMap(grid: grid, fill: 0)
    for hex in hexes where Int.random(in: 0..<4, using: &rng) == 0 {
      heights[hex] = Int.random(in: -5...9, using: &rng)
    }
    try board.setElevation(heights)
  }
  for i in 0..<Int.random(in: 0...6, using: &rng) {
    var properties: [String: PropertyValue] = [:]
    if Bool.random(using: &rng) { properties["owner"] = Bool.random(using: &rng) ? "red" : "blue" }
    if Bool.random(using: &rng) { properties["hp"] = "\(Int.random(in: 1...3, using: &rng))" }
    try board.addObject(
      BoardObject(
        id: "o\(i)-\(Int.random(in: 0..<3, using: &rng))",
        kind: Bool.random(using: &rng) ? "unit" : "town",
        position: hexes.randomElement(using: &rng)!, properties: properties))
  }
  let values: [PropertyValue] = [
    .string("x"), .integer(7), .number(0.5), .bool(true), .integer(-3),
  ]
  for key in ["seed", "author", "turn"] where Bool.random(using: &rng) {
    try board.setProperty(key, to: values.randomElement(using: &rng)!)
  }
  return board
}

/// `board` with a few random edits: the "next turn" of a game.
package func randomEdit(of board: Board, using rng: inout TestRandom) throws -> Board {
  var edited = board
  let hexes = board.grid.hexes
  for _ in 0..<Int.random(in: 0...5, using: &rng) {
    let terrain = board.palette.randomElement(using: &rng)!
    try edited.setTerrain(terrain.id, at: hexes.randomElement(using: &rng)!)
  }
  if let first = edited.objects.first, Bool.random(using: &rng) {
    try edited.moveObject(first.id, to: hexes.randomElement(using: &rng)!)
  }
  if Bool.random(using: &rng) {
    try? edited.addObject(
      BoardObject(id: "new", kind: "unit", position: hexes.randomElement(using: &rng)!))
  }
  return edited
}
