import Foundation
import HexBoard
import HexBoardRendering
import HexTestSupport
import Testing

/// The small boards and option sets the rendering goldens are made from, and the golden
/// file helper.
///
/// **Goldens** live in `Tests/HexBoardRenderingTests/Fixtures/` (found from `#filePath`)
/// and are compared byte for byte. After an intended change to the output, regenerate them
/// and review the diff:
///
/// ```sh
/// HEXBOARD_UPDATE_GOLDENS=1 swift test --filter Rendering
/// ```
///
/// `.ci/run` also renders every `Fixtures/*.svg` with `rsvg-convert` and checks the pixels
/// listed in the matching `*.checks.json` (`scripts/check-svg-pixels.py`).
enum RenderingFixtures {
  /// A golden case: a board, SVG options, and a file name stem.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var board: Board
    var options: PictureOptions
    var testDescription: String { name }
  }

  static func offset(_ col: Int, _ row: Int, _ convention: OffsetConvention = .oddQ) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: convention)
  }

  /// Flat-top 6 × 4, odd-q: every default terrain, two objects.
  static func flatRectangle() throws -> Board {
    var board = try Board(
      name: "Flat 6×4 (odd-q)", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    for row in 0..<4 { try board.setTerrain("ocean", at: offset(0, row)) }
    try board.setTerrain("coast", at: offset(1, 0))
    try board.setTerrain("coast", at: offset(1, 3))
    try board.setTerrain("forest", at: offset(3, 1))
    try board.setTerrain("forest", at: offset(3, 2))
    try board.setTerrain("hills", at: offset(4, 0))
    try board.setTerrain("mountain", at: offset(5, 0))
    try board.setTerrain("desert", at: offset(5, 3))
    try board.setTerrain("snow", at: offset(4, 3))
    try board.addObject(
      BoardObject(
        id: "u1", kind: "unit", position: offset(2, 1),
        properties: ["owner": "red", "hp": "3", "name": "Scout <A&B>"]))
    try board.addObject(BoardObject(id: "t1", kind: "town", position: offset(4, 2)))
    return board
  }

  /// Pointy-top 5 × 4, odd-r.
  static func pointyRectangle() throws -> Board {
    var board = try Board(
      name: "Pointy 5×4 (odd-r)", grid: MapGrid(columns: 5, rows: 4, convention: .oddR),
      orientation: .pointy, fill: "grass")
    for col in 0..<5 { try board.setTerrain("ocean", at: offset(col, 0, .oddR)) }
    try board.setTerrain("forest", at: offset(1, 2, .oddR))
    try board.setTerrain("forest", at: offset(2, 2, .oddR))
    try board.setTerrain("hills", at: offset(3, 1, .oddR))
    try board.setTerrain("mountain", at: offset(4, 3, .oddR))
    try board.addObject(BoardObject(id: "c", kind: "camp", position: offset(0, 3, .oddR)))
    return board
  }

  /// A hexagon of radius 2 (negative offset coordinates), two objects on one cell.
  static func hexagon() throws -> Board {
    var board = try Board(
      name: "Hexagon r2", grid: MapGrid(shape: .hexagon(radius: 2)), fill: "grass")
    for hex in Hex.zero.ring(radius: 2) where hex.q > 0 { try board.setTerrain("ocean", at: hex) }
    try board.setTerrain("mountain", at: .zero)
    try board.setTerrain("desert", at: Hex(q: -1, r: 0))
    try board.setTerrain("forest", at: Hex(q: -2, r: 1))
    try board.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 0, r: -1)))
    try board.addObject(
      BoardObject(id: "b", kind: "unit", position: Hex(q: 0, r: -1), properties: ["z": "1"]))
    return board
  }

  /// Places `id` on the side between two neighbouring offset cells.
  static func side(
    _ board: inout Board, _ id: String, _ a: (Int, Int), _ b: (Int, Int),
    _ convention: OffsetConvention = .oddQ
  ) throws {
    let edge = board.grid.edge(
      between: offset(a.0, a.1, convention), and: offset(b.0, b.1, convention))
    guard let edge else { throw BoardError.offBoard(offset(b.0, b.1, convention)) }
    try board.setFeature(id, at: .side(edge))
  }

  /// The flat 6 × 4 board with every kind of feature: a river down the middle, a road
  /// across it (a bridge) and on to a walled town with a gate, towns and a tower on corners
  /// (one corner with both), a wall and a tower on the map's border.
  static func flatWithFeatures() throws -> Board {
    var board = try flatRectangle()
    try board.setName("Flat 6×4 with features")
    // The river zigzags down between columns 2 and 3: se, ne, se, ne, ...
    for row in 0..<4 { try side(&board, "river", (2, row), (3, row)) }
    for row in 1..<4 { try side(&board, "river", (2, row), (3, row - 1)) }
    for edge in board.grid.edgesCrossed(from: offset(1, 1), to: offset(5, 1)) {
      try board.setFeature("road", at: .side(edge))
    }
    try side(&board, "road", (4, 1), (4, 2))
    for edge in board.grid.outline(of: [offset(4, 2)]) {
      try board.setFeature("wall", at: .side(edge))
    }
    try board.setFeature("wall", at: .side(HexEdge(offset(0, 3), .southWest)))
    try board.setFeature("town", at: .corner(HexVertex(offset(1, 2), corner: 0)))
    try board.setFeature("town", at: .corner(HexVertex(offset(2, 0), corner: 4)))
    try board.setFeature("tower", at: .corner(HexVertex(offset(2, 0), corner: 4)))
    try board.setFeature("tower", at: .corner(HexVertex(offset(5, 3), corner: 5)))
    return board
  }

  /// The pointy 5 × 4 board with a river along a row boundary, a road crossing it, a wall
  /// and towns.
  static func pointyWithFeatures() throws -> Board {
    var board = try pointyRectangle()
    try board.setName("Pointy 5×4 with features")
    for col in 0..<5 { try side(&board, "river", (col, 1), (col, 2), .oddR) }
    for col in 0..<4 { try side(&board, "river", (col, 1), (col + 1, 2), .oddR) }
    for edge in board.grid.edgesCrossed(
      from: offset(2, 0, .oddR), to: offset(2, 3, .oddR))
    {
      try board.setFeature("road", at: .side(edge))
    }
    try side(&board, "wall", (3, 2), (4, 2), .oddR)
    try side(&board, "wall", (3, 2), (3, 3), .oddR)
    try board.setFeature("town", at: .corner(HexVertex(offset(1, 3, .oddR), corner: 1)))
    try board.setFeature("tower", at: .corner(HexVertex(offset(4, 0, .oddR), corner: 4)))
    return board
  }

  /// A torus (pointy, odd-r, 6 × 4) with a river, a road and a wall across its seams and a
  /// town on a corner the seams split: each is drawn at both ends of the picture.
  static func wrappedWithFeatures() throws -> Board {
    var board = try Board(
      name: "Torus 6×4 with features",
      grid: MapGrid(columns: 6, rows: 4, convention: .oddR, wrap: .torus), orientation: .pointy,
      fill: "grass")
    for col in 0..<6 { try board.setTerrain("ocean", at: offset(col, 0, .oddR)) }
    try board.setTerrain("forest", at: offset(2, 2, .oddR))
    try side(&board, "river", (0, 1), (5, 1), .oddR)
    try side(&board, "river", (0, 2), (5, 1), .oddR)
    try side(&board, "river", (0, 2), (5, 2), .oddR)
    try side(&board, "road", (0, 3), (5, 3), .oddR)
    try side(&board, "road", (0, 3), (1, 3), .oddR)
    try side(&board, "road", (3, 3), (3, 0), .oddR)
    try side(&board, "wall", (2, 0), (2, 3), .oddR)
    try board.setFeature("town", at: .corner(HexVertex(offset(0, 0, .oddR), corner: 2)))
    try board.setFeature("tower", at: .corner(HexVertex(offset(4, 2, .oddR), corner: 0)))
    return board
  }

  /// The golden SVG cases.
  static func svgCases() throws -> [Case] {
    let flat = try flatRectangle()
    let pointy = try pointyRectangle()
    let hexagon = try hexagon()
    return [
      Case(name: "flat-6x4-plain", board: flat, options: PictureOptions()),
      Case(
        name: "flat-6x4-all-options", board: flat,
        options: PictureOptions(
          sizing: .radius(24), margin: 12, labels: .offset,
          highlight: Array(offset(2, 1).range(radius: 1)),
          path: offset(2, 1).line(to: offset(5, 2)), showsLegend: true)),
      Case(
        name: "pointy-5x4-fit-gap", board: pointy,
        options: PictureOptions(
          sizing: .fit(width: 320, height: 240), margin: 8, gap: 3, background: "#fafafa",
          labels: .axial, highlight: [offset(2, 1, .oddR), offset(3, 1, .oddR)],
          path: [offset(0, 3, .oddR), offset(1, 3, .oddR), offset(2, 3, .oddR)])),
      Case(
        name: "hexagon-r2", board: hexagon,
        options: PictureOptions(
          sizing: .radius(18), background: "#ffffff", labels: .axial,
          highlight: Array(Hex.zero.ring(radius: 1)),
          path: Hex(q: -2, r: 2).line(to: Hex(q: 2, r: -2)), showsLegend: true)),
      Case(
        name: "flat-6x4-features", board: try flatWithFeatures(),
        options: PictureOptions(
          sizing: .radius(24), margin: 12, background: "#ffffff", labels: .offset,
          highlight: [offset(1, 2)], path: offset(0, 1).line(to: offset(1, 3)),
          showsLegend: true)),
      Case(
        name: "pointy-5x4-features", board: try pointyWithFeatures(),
        options: PictureOptions(
          sizing: .fit(width: 480, height: 400), margin: 8, gap: 3, background: "#fafafa",
          showsLegend: true)),
      Case(
        name: "torus-6x4-features", board: try wrappedWithFeatures(),
        options: PictureOptions(sizing: .radius(22), background: "#ffffff", showsLegend: true)),
      Case(name: "flat-6x4-focus", board: flat, options: focusOptions()),
    ]
  }

  /// A range picture: cells beyond two steps of (2, 1) dimmed, (2, 1) ringed, a path with
  /// its end markers, object labels.
  static func focusOptions() -> PictureOptions {
    var options = PictureOptions(
      sizing: .radius(24), background: "#ffffff", path: offset(2, 1).line(to: offset(4, 3)),
      showsLegend: true)
    options.focus = Array(offset(2, 1).range(radius: 2))
    options.origins = [offset(2, 1)]
    options.objectLabels = true
    return options
  }

  // MARK: - Golden files

  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static var updatingGoldens: Bool { TestPaths.updatesGoldens }

  /// Compares `actual` with the golden file `name` byte for byte (or rewrites the file when
  /// `HEXBOARD_UPDATE_GOLDENS=1`), recording the first differing line on a mismatch.
  static func expectGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = fixturesDirectory.appendingPathComponent(name)
    if updatingGoldens {
      try FileManager.default.createDirectory(
        at: fixturesDirectory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    guard let expectedData = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing golden \(name); run HEXBOARD_UPDATE_GOLDENS=1 swift test --filter Rendering",
        sourceLocation: sourceLocation)
      return
    }
    guard expectedData != Data(actual.utf8) else { return }
    let expected = String(decoding: expectedData, as: UTF8.self)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let common = Swift.min(expectedLines.count, actualLines.count)
    let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let want = line < expectedLines.count ? String(expectedLines[line].prefix(200)) : "<end>"
    let got = line < actualLines.count ? String(actualLines[line].prefix(200)) : "<end>"
    Issue.record(
      """
      \(name) differs from the golden at line \(line + 1) \
      (HEXBOARD_UPDATE_GOLDENS=1 regenerates it)
        expected: \(want.debugDescription)
        actual:   \(got.debugDescription)
      """, sourceLocation: sourceLocation)
  }
}
