import HexBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The repository root, found from this file's path.
let persistenceRepositoryRoot: String = {
  var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // Persistence/PersistenceSupport.swift, HexBoardTests, Tests
  return parts.joined(separator: "/")
}()

/// The folder holding the persistence fixtures.
let fixturesFolder = persistenceRepositoryRoot + "/Tests/HexBoardTests/Persistence/Fixtures"

/// The `.json` files in `folder`, sorted by name.
func jsonFiles(in folder: String) -> [String] {
  guard let dir = opendir(folder) else { return [] }
  defer { closedir(dir) }
  var names: [String] = []
  while let entry = readdir(dir) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name.hasSuffix(".json") { names.append(folder + "/" + name) }
  }
  return names.sorted()
}

/// The bytes of a file (test helper; the library's own reader is under test elsewhere).
func fileBytes(_ path: String) throws -> [UInt8] {
  try MapFileTestIO.read(path)
}

enum MapFileTestIO {
  struct Failure: Error { let message: String }

  static func read(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw Failure(message: "cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    guard let file = fopen(path, "wb") else { throw Failure(message: "cannot create \(path)") }
    defer { fclose(file) }
    _ = fwrite(bytes, 1, bytes.count, file)
  }

  /// A fresh empty folder under /tmp.
  static func temporaryFolder() throws -> String {
    var template = Array("/tmp/hexboard-persist-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw Failure(message: "mkdtemp failed") }
    return String(cString: made)
  }

  /// The names in `folder`.
  static func list(_ folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Removes a folder and the files in it.
  static func removeFolder(_ folder: String) {
    chmod(folder, 0o755)
    for name in list(folder) { unlink(folder + "/" + name) }
    rmdir(folder)
  }

  static func mode(_ path: String) -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else { return -1 }
    return Int(info.st_mode & 0o7777)
  }
}

/// A seeded SplitMix64 for the persistence tests' random boards.
struct PersistenceRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random board: any shape, convention, orientation and wrap, elevation on or off,
/// objects and properties of every kind.
func randomBoard(using rng: inout PersistenceRandom) throws -> Board {
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
    board.elevation = heights
  }
  for i in 0..<Int.random(in: 0...5, using: &rng) {
    guard let hex = hexes.randomElement(using: &rng) else { break }
    var properties: [String: String] = [:]
    if Bool.random(using: &rng) {
      properties["owner"] = ["red", "blue"].randomElement(using: &rng)
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
      board.properties[key] = .string(
        ["me", "", "quote \" back \\ tab \t", "日本"].randomElement(using: &rng) ?? "")
    case 1:
      board.properties[key] = .integer(
        [0, -1, 42, Int.max, Int.min, Int(rng.next() >> 1)].randomElement(using: &rng) ?? 0)
    case 2:
      var x = Double(bitPattern: rng.next())
      if !x.isFinite { x = 0.5 }
      board.properties[key] = .number(
        [0.5, 0.1, -2.0, 1e16, 1e-7, 123_456.789, x].randomElement(using: &rng) ?? 0.5)
    default: board.properties[key] = .bool(Bool.random(using: &rng))
    }
  }
  return board
}
