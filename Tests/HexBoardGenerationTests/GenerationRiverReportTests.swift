import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardGeneration

/// Rivers on any height field, onto any terrain or hexsides: every river tried is reported,
/// runs strictly downhill on the filled field, ends where and why its report says, and the
/// board carries exactly the drawn rivers and made lakes.
@Suite("Generation: river reports")
struct GenerationRiverReportTests {
  static let policies: [LakePolicy] = [.drop, .make(terrain: "snow"), .runThrough]

  /// The river cells a drawn report paints: after the spring, up to the mouth (the mouth
  /// too at the map edge).
  static func painted(_ report: RiverReport) -> ArraySlice<Hex> {
    let end = report.end == .mapEdge ? report.cells.count : report.cells.count - 1
    return report.cells[1..<Swift.max(1, end)]
  }

  @Test(arguments: policies)
  func cellRiversFollowTheDrainageAndAreReportedExactly(lakes: LakePolicy) throws {
    var rng = TestRandom(seed: 30)
    var ends: [String: Int] = [:]
    for grid in try DrainageCase.grids(count: 40, using: &rng) {
      for _ in 0..<2 {
        let c = DrainageCase.random(on: grid, using: &rng)
        let drainage = try Drainage(heights: c.heights, outlets: c.outlets)
        var board = try Board(name: "rivers", grid: grid, fill: "grass")
        let generator = RiverGenerator(
          count: Int.random(in: 1...8, using: &rng),
          minimumLength: Int.random(in: 1...4, using: &rng), lakes: lakes)
        var springs = grid.hexes
        springs.shuffle(using: &rng)
        var unused = rng
        let reports = try generator.addRivers(
          to: &board, drainage: drainage, paint: .terrain("desert"), springs: springs,
          using: &unused)
        #expect(reports.filter(\.isDrawn).count <= generator.count)
        var expected = HexMap<String>(grid: grid, fill: "grass")
        var lakeCells: [Hex] = []
        for (i, report) in reports.enumerated() {
          ends["\(report.end)", default: 0] += 1
          let cells = report.cells
          #expect(cells.first == report.spring)
          for (a, b) in zip(cells, cells.dropFirst()) {
            #expect(drainage.downstream(of: a) == b)
            #expect(drainage.filled[b]! < drainage.filled[a]!, "strictly downhill")
          }
          let last = try #require(cells.last)
          // Nothing before the mouth ends a river.
          for hex in cells.dropLast() {
            #expect(drainage.isOutlet[hex] == false)
            #expect(!lakeCells.contains(hex))
            if lakes != .runThrough { #expect(!drainage.isStandingWater(hex)) }
          }
          switch report.end {
          case .sea: #expect(drainage.isSea[last] == true)
          case .mapEdge:
            #expect(drainage.isOutlet[last] == true && drainage.isSea[last] == false)
            #expect(!drainage.sinks.contains(last))
          case .river(let j):
            #expect(j < i && reports[j].isDrawn)
            if j < i { #expect(Self.painted(reports[j]).contains(last)) }
          case .lake:
            #expect(lakeCells.contains(last) || report.lake.contains(last))
            #expect(lakes == .make(terrain: "snow"))
          case .pit:
            // With lakes made, only a river dropped for its length ends in a pit.
            if lakes == .make(terrain: "snow") {
              #expect(report.dropped == .tooShort(minimum: generator.minimumLength))
            }
            if lakes == .runThrough { #expect(drainage.sinks.contains(last)) }
          }
          #expect(report.length == (report.end == .mapEdge ? cells.count : cells.count - 1))
          switch report.dropped {
          case nil:
            #expect(report.length >= generator.minimumLength)
            for hex in Self.painted(report) { expected[hex] = "desert" }
            for hex in report.lake {
              #expect(drainage.isStandingWater(hex) || drainage.sinks.contains(hex))
              expected[hex] = "snow"
              lakeCells.append(hex)
            }
          case .tooShort(let minimum):
            #expect(minimum == generator.minimumLength && report.length < minimum)
            #expect(report.lake.isEmpty)
          case .pit:
            #expect(lakes == .drop && report.end == .pit && report.lake.isEmpty)
          }
        }
        let terrain = board.terrain.mapValues { board.palette[Int($0)].id }
        #expect(terrain == expected)
      }
    }
    // The cases were met: every end occurs somewhere.
    #expect(ends["sea", default: 0] > 0)
    #expect(ends["mapEdge", default: 0] > 0)
    #expect(ends.keys.contains { $0.hasPrefix("river") })
    #expect(ends[lakes == .make(terrain: "snow") ? "lake" : "pit", default: 0] > 0)
  }

  /// The canonical side joining two corners.
  static func side(between a: HexVertex, and b: HexVertex, on grid: MapGrid) -> HexEdge? {
    let (a1, a2, a3) = a.edges
    let (b1, b2, b3) = b.edges
    let ours = [a1, a2, a3].compactMap { grid.canonical($0) }
    let theirs = [b1, b2, b3].compactMap { grid.canonical($0) }
    return ours.first { theirs.contains($0) }
  }

  @Test(arguments: policies)
  func hexsideRiversNeverClimbAndCarryTheFeature(lakes: LakePolicy) throws {
    var rng = TestRandom(seed: 31)
    var drawnTotal = 0
    var lakesMade = 0
    for grid in try DrainageCase.grids(count: 30, using: &rng) {
      let c = DrainageCase.random(on: grid, using: &rng)
      let drainage = try Drainage(heights: c.heights, outlets: c.outlets)
      var board = try Board(name: "rivers", grid: grid, fill: "grass")
      let generator = RiverGenerator(count: 6, minimumLength: 2, lakes: lakes)
      var springs = grid.hexes
      springs.shuffle(using: &rng)
      var unused = rng
      let reports = try generator.addRivers(
        to: &board, drainage: drainage, paint: .edges(feature: "river"), springs: springs,
        using: &unused)
      let filled = drainage.filled
      func height(_ v: HexVertex) -> Int { grid.cells(around: v).map { filled[$0]! }.min()! }
      var sides: [HexEdge] = []
      var lakeCount = 0
      for report in reports {
        #expect(report.cells.isEmpty)
        #expect(report.length == report.corners.count - 1)
        for (a, b) in zip(report.corners, report.corners.dropFirst()) {
          #expect(height(b) <= height(a), "never climbs")
          if report.isDrawn { sides.append(try #require(Self.side(between: a, and: b, on: grid))) }
        }
        if report.isDrawn {
          drawnTotal += 1
          #expect(report.length >= generator.minimumLength)
        }
        if case .pit = report.dropped { #expect(lakes == .drop) }
        lakeCount += report.lake.count
      }
      let canonical = Set(sides.compactMap { grid.canonical($0) })
      #expect(
        Set(board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge)) == canonical)
      let snow = board.terrain.values.filter { board.palette[Int($0)].id == "snow" }.count
      #expect(snow == lakeCount)
      lakesMade += lakeCount
    }
    #expect(drawnTotal > 20)
    #expect((lakesMade > 0) == (lakes == .make(terrain: "snow")))
  }

  /// Paints the palettes lack, and a drainage on another grid, are refused before anything
  /// is drawn (even with no rivers asked), naming what is missing.
  @Test func missingPaintsAreRefused() throws {
    let grid = try MapGrid(columns: 6, rows: 5)
    let drainage = try Drainage(heights: HexMap(grid: grid, fill: 0), outlets: .mapEdge)
    let board = try Board(name: "b", grid: grid, fill: "grass")
    var rng = Xoshiro256StarStar(seed: 1)
    for count in [0, 3] {
      var copy = board
      #expect(throws: GenerationError.missingTerrain("lava")) {
        try RiverGenerator(count: count).addRivers(
          to: &copy, drainage: drainage, paint: .terrain("lava"), using: &rng)
      }
      #expect(throws: GenerationError.missingTerrain("lake")) {
        try RiverGenerator(count: count, lakes: .make(terrain: "lake")).addRivers(
          to: &copy, drainage: drainage, paint: .terrain("coast"), using: &rng)
      }
      #expect(throws: GenerationError.missingEdgeFeature("brook")) {
        try RiverGenerator(count: count).addRivers(
          to: &copy, drainage: drainage, paint: .edges(feature: "brook"), using: &rng)
      }
      let other = try Drainage(
        heights: HexMap(grid: MapGrid(columns: 7, rows: 5), fill: 0), outlets: .mapEdge)
      #expect(throws: GenerationError.self) {
        try RiverGenerator(count: count).addRivers(
          to: &copy, drainage: other, paint: .terrain("coast"), using: &rng)
      }
      #expect(copy.terrain == board.terrain)
    }
  }

  /// The ready generators report every river; the drawn ones are the rivers of the report,
  /// and the notes say when fewer were drawn than asked.
  @Test func theReadyGeneratorsReportEveryRiver() throws {
    for (name, grid) in try generationGrids() {
      for style in RiverStyle.allCases {
        var parameters = GeneratorParameters()
        parameters.rivers = 40
        parameters.riverStyle = style
        let report = try MapGenerator.run(.continents, grid: grid, seed: 9, parameters: parameters)
        let drawn = report.riverReports.filter(\.isDrawn)
        #expect(drawn.count == report.rivers.count + report.riverCorners.count, "\(name)")
        #expect(drawn.map(\.cells) == (style == .cells ? report.rivers : drawn.map { _ in [] }))
        #expect(report.board.properties["generator.riversDrawn"] == .integer(drawn.count))
        // Generated land drains to the sea: rivers end there or on another river.
        for river in drawn {
          if case .river = river.end { continue }
          #expect(river.end == .sea)
        }
        let short = report.riverReports.filter { $0.dropped != nil }.count
        #expect((short > 0) == report.notes.contains { $0.contains("shorter than") }, "\(name)")
        #expect((drawn.count < 40) == report.notes.contains { $0.hasPrefix("drew ") }, "\(name)")
      }
    }
  }
}

/// The rivers snippet of the OwnGenerator article, run as written.
@Suite("Generation: hydrology README snippet")
struct GenerationHydrologyReadmeTests {
  @Test func theSnippetRuns() throws {
    var printed: [String] = []
    func print(_ text: String) { printed.append(text) }
    // --- snippet ---
    let grid = try MapGrid(columns: 48, rows: 32)
    // Any height field: here noise, quantised to integers.
    let noise = HexNoise(seed: 7, settings: NoiseSettings(featureSize: 12, octaves: 4), grid: grid)
    let heights = noise.field().mapValues { Int(($0 * 1000).rounded()) }
    let sea = heights.mapValues { $0 < -250 }
    let drainage = try Drainage(heights: heights, outlets: DrainageOutlets(sea: sea, mapEdge: true))

    var board = try Board(name: "valleys", grid: grid, fill: "grass")
    var rng = Xoshiro256StarStar(seed: 7)
    let rivers = RiverGenerator(count: 6, minimumLength: 5, lakes: .make(terrain: "coast"))
    let reports = try rivers.addRivers(
      to: &board, drainage: drainage, paint: .terrain("desert"), using: &rng)
    for (i, river) in reports.enumerated() { print("river \(i + 1) \(river.summary)") }
    let flow = drainage.accumulation()  // how many cells drain through each cell
    // --- end ---
    // Known answer: 11 springs tried, 4 rivers drawn (the springs ran out before 6).
    #expect(reports.filter(\.isDrawn).count == 4, "\(printed)")
    #expect(printed.count == 11)
    #expect(printed[5] == "river 6 from (15, 11): 6 cells, made a lake of 4 cells")
    #expect(printed[8] == "river 9 from (14, -4): 5 cells, made a lake of 1 cell")
    #expect(
      printed[0] == "river 1 from (3, 4): 4 cells, ran off the map edge; dropped: shorter than 5")
    #expect(printed.count == reports.count)
    #expect(flow.values.max() ?? 0 > 1)
    #expect(printed.contains { $0.contains("made a lake") })
    #expect(printed.contains { $0.contains("reached the sea") })
    let lakes = board.terrain.values.filter { board.palette[Int($0)].id == "coast" }.count
    #expect(lakes == reports.reduce(0) { $0 + $1.lake.count })
  }

  /// The OwnGenerator article shows exactly the snippet above, after its imports, in a
  /// fenced swift block.
  @Test func theArticleShowsTheSnippet() throws {
    let readme = try String(
      contentsOfFile: TestPaths.repositoryRoot
        + "/Sources/HexBoardGeneration/HexBoardGeneration.docc/OwnGenerator.md",
      encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try #require(source.range(of: "    // --- snippet ---\n"))
    let end = try #require(source.range(of: "    // --- end ---"))
    let snippet = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    #expect(readme.contains("```swift\n" + OwnGeneratorArticle.imports + snippet + "```\n"))
  }
}
