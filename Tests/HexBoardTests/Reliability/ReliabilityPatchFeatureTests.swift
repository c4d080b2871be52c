// Patches that carry hexside and corner features: diff then apply gives the target on random
// boards with random features and random feature edits, the JSON form round trips and is
// version 2 exactly when features change, known answers, the content hash covers features,
// and each refusal with its message.

import HexBoard
import HexTestSupport
import Testing

@Suite("Reliability: board patches with hexside and corner features")
struct ReliabilityPatchFeatureTests {
  @Test func randomFeatureEditsRoundTrip() throws {
    var rng = TestRandom(seed: 17_017)
    var checked = 0
    var version2 = 0
    var renamed = 0
    for grid in try sampleGrids() {
      for _ in 0..<14 {
        var a = try randomBoard(on: grid, using: &rng)
        if Int.random(in: 0..<4, using: &rng) > 0 {
          try addRandomFeatures(to: &a, density: 0.2, using: &rng)
        }
        var b: Board
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          b = try randomBoard(on: grid, using: &rng)
          try addRandomFeatures(to: &b, density: 0.1, using: &rng)
        case 1: b = try randomFeatureEdit(of: randomEdit(of: a, using: &rng), using: &rng)
        default: b = try randomFeatureEdit(of: a, using: &rng)
        }
        if a.orientation != b.orientation { renamed += 1 }
        let patch = try BoardPatch(from: a, to: b)
        #expect(try a.applying(patch) == b)
        #expect(patch.target == (b.contentHash()))
        let bytes = try patch.encoded()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\": 3"))
        if patch.changesFeatures { version2 += 1 }
        let decoded = try BoardPatch.decode(bytes)
        #expect(decoded == patch)
        #expect(try decoded.encoded() == bytes)
        #expect(try a.applying(BoardPatch.decode(bytes, for: a)) == b)
        #expect(try BoardPatch(from: b, to: b).isEmpty)
        // Backwards too: every change can be undone.
        #expect(try b.applying(BoardPatch(from: b, to: a)) == a)
        checked += 1
      }
    }
    #expect(checked == 98)
    #expect(version2 > 60 && renamed > 5)
  }

  /// A board with a river on one side and a town, on a 4 x 3 map.
  static func board() throws -> Board {
    var board = try Board(name: "F", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    try board.setFeature(
      "river", at: .side(HexEdge(Hex(OffsetCoordinate(col: 1, row: 0)), .northEast)))
    try board.setFeature(
      "town", at: .corner(HexVertex(Hex(OffsetCoordinate(col: 2, row: 2)), corner: 0)))
    return board
  }

  @Test func knownAnswers() throws {
    let base = try Self.board()
    let hash = { (board: Board) in BoardPatch.hashText(board.contentHash()) }
    // A road over the river (a bridge): one side, everything it carries afterwards.
    var bridge = base
    try bridge.setFeature(
      "road", at: .side(HexEdge(Hex(OffsetCoordinate(col: 2, row: 0)), .southWest)))
    let patch = try BoardPatch(from: base, to: bridge)
    #expect(
      patch.edges == [
        BoardPatch.FeatureChange(
          cell: OffsetCoordinate(col: 1, row: 0), name: "ne", features: ["river", "road"])
      ])
    #expect(patch.vertices.isEmpty && patch.edgePalette == nil && patch.vertexPalette == nil)
    #expect(
      try patch.encodedString() == """
        {
          "base": "\(hash(base))",
          "edges": {"kinds": [["ne", "river", "road"]], "places": ["ACA"]},
          "format": "hexboard-patch",
          "target": "\(hash(bridge))",
          "version": 3
        }

        """)

    // Clearing a side and a corner, a new vertex palette, on a pointy board: names in the
    // target's orientation, the vertex keys after the version.
    var cleared = base
    try cleared.setOrientation(.pointy)
    try cleared.clearFeatures(at: .side(HexEdge(Hex(OffsetCoordinate(col: 1, row: 0)), .northEast)))
    try cleared.removePaletteFeature("tower", kind: .corner)
    try cleared.clearFeatures(
      at: .corner(HexVertex(Hex(OffsetCoordinate(col: 2, row: 2)), corner: 0)))
    try cleared.addPaletteFeature(VertexFeature(id: "well", color: "#0A0B0C"))
    try cleared.setFeature(
      "well", at: .corner(HexVertex(Hex(OffsetCoordinate(col: 0, row: 0)), corner: 1)))
    let text = try BoardPatch(from: base, to: cleared).encodedString()
    #expect(
      text == """
        {
          "base": "\(hash(base))",
          "edges": {"kinds": [["ne"]], "places": ["ACA"]},
          "format": "hexboard-patch",
          "orientation": "pointy",
          "target": "\(hash(cleared))",
          "version": 3,
          "vertexFeatures": [{"color": "#c62828", "id": "town"}, {"color": "#0A0B0C", "id": "well"}],
          "vertices": {"kinds": [["n", "well"], ["ne"]], "places": ["AAAEEC"]}
        }

        """)
    #expect(try base.applying(BoardPatch.decode(text)) == cleared)

    // A new edge palette alone: the whole palette, sides keep their palette indices.
    var palette = base
    try palette.addPaletteFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
    #expect(
      try BoardPatch(from: base, to: palette).encodedString().contains(
        ##"  "edgeFeatures": [{"blocksSight": true, "color": "#3b2f2a", "id": "wall", "movement": "blocks", "style": "side"}, "##
          + ##"{"blocksSight": false, "color": "#2a7fd4", "id": "river", "movement": {"add": 2}, "style": "side"}, "##
          + ##"{"blocksSight": false, "color": "#8d5a2b", "id": "road", "movement": {"set": 1}, "style": "crossing"}, "##
          + ##"{"blocksSight": true, "color": "#335511", "id": "hedge", "movement": "none", "style": "side"}],"##
          + "\n  \"format\""))
  }

  @Test func theContentHashCoversFeatures() throws {
    let base = try Self.board()
    var other = base
    try other.setFeature("wall", at: .side(HexEdge(Hex(OffsetCoordinate(col: 3, row: 2)), .south)))
    #expect(other.contentHash() != base.contentHash())
    try other.clearFeatures(at: .side(HexEdge(Hex(OffsetCoordinate(col: 3, row: 2)), .south)))
    #expect(other.contentHash() == base.contentHash())
    var palette = base
    try palette.addPaletteFeature(VertexFeature(id: "well", color: "#0A0B0C"))
    #expect(palette.contentHash() != base.contentHash())
    // A board without features hashes as before features existed (its v1 bytes).
    let plain = try Board(name: "F", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    #expect(
      try String(decoding: MapFile.encode(plain), as: UTF8.self).hasSuffix("\"version\": 1\n}\n"))
  }

  static let zero = "\"base\": \"0x0000000000000000\", \"target\": \"0x0000000000000001\""

  /// The message decoding `body` (top-level members after format, version and hashes) gives.
  func message(_ body: String, version: Int = 3) -> String {
    do {
      _ = try BoardPatch.decode(
        "{\"format\": \"hexboard-patch\", \"version\": \(version), \(Self.zero)\(body)}")
      return "decoded"
    } catch {
      return "\(error)"
    }
  }

  @Test func malformedFeaturePartsAreRefused() {
    #expect(message(", \"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"AAA\"]}") == "decoded")
    #expect(
      message(", \"edges\": {\"kinds\": [[\"e\", \"wall\"]], \"places\": [\"AAA\"]}") == "decoded")
    #expect(
      message(", \"edges\": {\"kinds\": [[\"up\", \"wall\"]], \"places\": [\"AAA\"]}")
        == "edges.kinds[0][0]: 'up' is not a side name; write se ne n nw sw s on flat hexes, or e ne nw w sw se on pointy hexes"
    )
    #expect(
      message(", \"vertices\": {\"kinds\": [[\"x\"]], \"places\": [\"AAA\"]}")
        == "vertices.kinds[0][0]: 'x' is not a corner name; write e ne nw w sw se on flat hexes, or ne n nw sw s se on pointy hexes"
    )
    #expect(
      message(", \"edges\": {\"kinds\": [[]], \"places\": [\"AAA\"]}")
        == "edges.kinds[0]: expected [side, feature, ...], found an empty array")
    #expect(
      message(", \"edges\": {\"kinds\": [[\"n\", \"wall\", \"wall\"]], \"places\": [\"AAA\"]}")
        == "edges.kinds[0][2]: 'wall' is listed twice")
    #expect(
      message(", \"edges\": {\"kinds\": [[\"n\", \"\"]], \"places\": [\"AAA\"]}")
        == "edges.kinds[0][1]: the id is empty")
    #expect(
      message(", \"vertices\": {\"kinds\": [[\"n\"]], \"places\": [\"AggggggEA\"]}")
        == "vertices.places[0]: character 1: entry 0: [2147483648, 0] is out of range (-2147483648...2147483647)"
    )
    // The entries' code: kinds that exist, whole numbers, both keys.
    #expect(
      message(", \"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"AAAACC\"]}")
        == "edges.places[0]: character 4: entry 1: kind 1 is not in edges.kinds")
    #expect(
      message(", \"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"AAAAC\"]}")
        == "edges.places[0]: character 6: the code ends where a number is expected")
    #expect(
      message(", \"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"AA!\"]}")
        == "edges.places[0]: character 3: '!' is not a Base64 VLQ digit (A-Z a-z 0-9 + /)")
    #expect(message(", \"edges\": {\"kinds\": []}").hasPrefix("edges: "))
    #expect(message(", \"edges\": [[0, 0, \"n\"]]").hasPrefix("edges: expected an object"))
    #expect(message(", \"edges\": {\"kinds\": [], \"places\": []}") == "decoded")
    #expect(
      message(
        ", \"edgeFeatures\": [{\"blocksSight\": false, \"color\": \"#000000\", \"id\": \"a\", \"movement\": {\"set\": 0}, \"style\": \"side\"}]"
      )
        == "edgeFeatures[0].movement.set: 0 is out of range (1...65535)")
    #expect(
      message(
        ", \"vertexFeatures\": [{\"color\": \"#000000\", \"id\": \"a\"}, {\"color\": \"#000000\", \"id\": \"a\"}]"
      )
        == "vertexFeatures[1].id: 'a' is already used by vertexFeatures[0]")
    #expect(message(", \"edgeFeatures\": []") == "decoded")
  }

  @Test func patchesThatDoNotFit() throws {
    let board = try Self.board()
    let hash = BoardPatch.hashText(board.contentHash())
    func attempt(_ body: String) throws -> String {
      let text =
        "{\"format\": \"hexboard-patch\", \"version\": 3, \"base\": \"\(hash)\", \"target\": \"0x0000000000000000\", \(body)}"
      do {
        _ = try board.applying(BoardPatch.decode(text))
        return "applied"
      } catch {
        return "\(error)"
      }
    }
    let prefix = "the patch does not fit this board: "
    #expect(
      try attempt("\"edges\": {\"kinds\": [[\"e\", \"wall\"]], \"places\": [\"AAA\"]}")
        == prefix + "edges[0]: 'e' is not a side of a flat hex")
    #expect(
      try attempt("\"edges\": {\"kinds\": [[\"n\", \"lava\"]], \"places\": [\"AAA\"]}")
        == prefix + "edges[0]: unknown edge feature 'lava'")
    #expect(
      try attempt("\"vertices\": {\"kinds\": [[\"e\", \"wall\"]], \"places\": [\"AAA\"]}")
        == prefix + "vertices[0]: unknown vertex feature 'wall'")
    #expect(
      try attempt("\"edges\": {\"kinds\": [[\"n\", \"wall\"]], \"places\": [\"AIA\"]}")
        == prefix + "edges[0]: cell [4, 0] is not a cell of the board")
    #expect(
      try attempt(
        "\"edges\": {\"kinds\": [[\"ne\", \"wall\"], [\"sw\"]], \"places\": [\"ACAACC\"]}")
        == prefix + "edges[1]: the same side as edges[0]")
    #expect(
      try attempt(
        "\"vertices\": {\"kinds\": [[\"e\"], [\"nw\", \"town\"]], \"places\": [\"EEAACC\"]}")
        == prefix + "vertices[1]: the same corner as vertices[0]")
    // A smaller palette that the river left on the board is not in.
    #expect(
      try attempt("\"edgeFeatures\": []")
        == prefix
        + "the board keeps features the new feature palette does not have (unknown edge feature '#1')"
    )
    #expect(
      try attempt("\"edges\": {\"kinds\": [[\"ne\"]], \"places\": [\"ACA\"]}").hasPrefix(
        "the patch promises board"))
    // Decoding for the board checks the cells against its box first.
    let text =
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(Self.zero), \"vertices\": {\"kinds\": [[\"e\"]], \"places\": [\"OAA\"]}}"
    #expect(throws: BoardPatchError.self) { try BoardPatch.decode(Array(text.utf8), for: board) }
    do {
      _ = try BoardPatch.decode(Array(text.utf8), for: board)
    } catch {
      #expect(
        "\(error)"
          == "the patch does not fit this board: vertices[0]: [0, 7] is not on the board (columns 0...3, rows 0...2)"
      )
    }
  }

  @Test func unencodableFeatureChanges() throws {
    var patch = BoardPatch(base: 1, target: 2)
    patch.edges = [
      BoardPatch.FeatureChange(cell: OffsetCoordinate(col: 0, row: 0), name: "up", features: [])
    ]
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    patch.edges = [
      BoardPatch.FeatureChange(
        cell: OffsetCoordinate(col: 0, row: 0), name: "n", features: ["a", "a"])
    ]
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    patch.edges = []
    patch.edgePalette = [EdgeFeature(id: "a", color: "#000000", movement: .sets(0))]
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    patch.edgePalette = nil
    patch.vertexPalette = [VertexFeature(id: "", color: "#000000")]
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    do {
      _ = try patch.encoded()
    } catch {
      #expect("\(error)" == "vertexFeatures[0].id: the id is empty")
    }
  }

  /// SaveFormat.md shows the feature patch fixture as it is.
  @Test func theSaveFormatArticleShowsTheFixture() throws {
    let article = String(
      decoding: try FileIO.read(
        TestPaths.repositoryRoot + "/Sources/HexBoard/HexBoard.docc/SaveFormat.md", limit: 1 << 20),
      as: UTF8.self)
    let fixture = String(
      decoding: try FileIO.read(reliabilityFixtures + "/features.patch.json", limit: 1 << 20),
      as: UTF8.self)
    #expect(article.contains("```json\n" + fixture + "```\n"))
  }

  /// The patches the schemas reject are refused by the reader too (version 2 ones included).
  @Test func schemaRejectedPatchesAreRefused() throws {
    let folder = reliabilityFixtures + "/invalid-schema"
    let names = MapFileTestIO.list(folder).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 17)
    for name in names {
      #expect(throws: BoardFileError.self, "\(name)") {
        try BoardPatch.load(from: folder + "/" + name)
      }
    }
  }
}
