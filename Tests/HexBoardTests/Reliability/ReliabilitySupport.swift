import HexBoard

/// The repository root, found from this file's path (tests run from any folder).
let reliabilityRepositoryRoot: String = {
  var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // Tests/HexBoardTests/Reliability/ThisFile.swift
  return parts.joined(separator: "/")
}()

/// The patch fixtures (checked by the tests and by scripts/validate-maps.py).
let reliabilityFixtures = reliabilityRepositoryRoot + "/Tests/HexBoardTests/Reliability/Fixtures"

/// A random board on `grid`: terrain, sometimes elevation, objects with properties, map
/// properties, sometimes an extra terrain in the palette.
func randomBoard(on grid: MapGrid, using rng: inout SplitMix64) throws -> Board {
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
    board.elevation = heights
  }
  for i in 0..<Int.random(in: 0...6, using: &rng) {
    var properties: [String: String] = [:]
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
    board.properties[key] = values.randomElement(using: &rng)!
  }
  return board
}

/// `board` with a few random edits: the "next turn" of a game.
func randomEdit(of board: Board, using rng: inout SplitMix64) throws -> Board {
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
