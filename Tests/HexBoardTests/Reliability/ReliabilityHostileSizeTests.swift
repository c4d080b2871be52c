// Hostile but small inputs that cost out of proportion (issue 33): a failing patch that
// removes many objects is undone in work proportional to the board, not to removals ×
// objects; patch decoding checks duplicates with sets; the side and corner placements of
// maps and patches are read from the bytes one entry at a time, never as a parse tree.

import HexBoard
import HexJSON
import HexTestSupport
import Testing

@Suite("Reliability: hostile sizes")
struct ReliabilityHostileSizeTests {
  /// A 50 × 40 board with `count` objects `u0`, `u1`, … spread over its cells.
  static func crowdedBoard(_ count: Int) throws -> Board {
    var board = try Board(name: "Crowd", grid: MapGrid(columns: 50, rows: 40), fill: "grass")
    for i in 0..<count {
      try board.addObject(
        BoardObject(
          id: "u\(i)", kind: "unit", position: Hex(OffsetCoordinate(col: i % 50, row: i / 50 % 40)),
          properties: i % 3 == 0 ? ["hp": "\(i)"] : [:]))
    }
    return board
  }

  /// The patch from `base` to `target` with a target hash no board has: it fails after its
  /// changes were made, so everything must be undone.
  static func failing(from base: Board, to target: Board) throws -> BoardPatch {
    var patch = try BoardPatch(from: base, to: target)
    patch.target &+= 1
    return patch
  }

  @Test func failedPatchRemovingManyObjectsIsUndoneInOnePass() throws {
    let count = 2000
    let base = try Self.crowdedBoard(count)
    var target = base
    for i in stride(from: 0, to: count, by: 2) { _ = try target.removeObject("u\(i)") }
    let patch = try Self.failing(from: base, to: target)
    #expect(patch.removedObjects.count == count / 2)
    var board = base
    let appendsBefore = board.objects.appendCount
    #expect(throws: BoardPatchError.self) { try board.apply(patch) }
    #expect(board == base)
    #expect(board.contentHash() == base.contentHash())
    #expect(board.objects.invariantViolation() == nil)
    // Undone one removal at a time, each put back by a reorder of the objects after it:
    // about count² / 4 appends (a million here). Put back at once: at most every object once
    // and every removed one once more.
    let appends = board.objects.appendCount - appendsBefore
    #expect(appends <= count + count / 2, "\(appends) objects appended to undo the patch")
  }

  /// Removals in every order (the successor of one removed object may be removed later),
  /// mixed with changes, additions and a new order: the undo gives the base back exactly.
  @Test func failedPatchesInRandomOrdersAreUndoneExactly() throws {
    var rng = TestRandom(seed: 33_033)
    for round in 0..<60 {
      let count = Int.random(in: 1...40, using: &rng)
      let base = try Self.crowdedBoard(count)
      var target = base
      var ids = base.objects.map(\.id)
      ids.shuffle(using: &rng)
      let removed = Array(ids.prefix(Int.random(in: 0...count, using: &rng)))
      for id in removed { _ = try target.removeObject(id) }
      for object in target.objects where Bool.random(using: &rng) {
        try target.moveObject(object.id, to: Hex(OffsetCoordinate(col: 49, row: 39)))
      }
      if Bool.random(using: &rng) {
        try target.addObject(
          BoardObject(id: "new", kind: "unit", position: Hex(OffsetCoordinate(col: 1, row: 1))))
      }
      if round % 2 == 0 {
        // Heights (elevation added first), sides and corners: logged apart from the steps.
        try target.setFeature(
          "river", at: .side(HexEdge(Hex(OffsetCoordinate(col: round % 50, row: 3)), .north)))
        try target.setFeature(
          "town", at: .corner(HexVertex(Hex(OffsetCoordinate(col: 7, row: round % 40)), corner: 1)))
        try target.setElevation(HexMap(grid: target.grid, fill: 0))
        try target.setElevation(round + 1, at: Hex(OffsetCoordinate(col: 2, row: 2)))
      }
      var patch = try Self.failing(from: base, to: target)
      patch.removedObjects.shuffle(using: &rng)
      if round % 3 == 0, patch.objectOrder == nil {
        patch.objectOrder = target.objects.map(\.id).reversed()
      }
      var board = base
      #expect(throws: BoardPatchError.self) { try board.apply(patch) }
      #expect(board == base, "round \(round)")
      #expect(board.contentHash() == base.contentHash(), "round \(round)")
      #expect(board.objects.invariantViolation() == nil, "round \(round)")
    }
  }

  /// What the command line uses: the same errors, without the undo it would throw away.
  @Test func applyDiscardingOnFailureSkipsTheUndo() throws {
    let base = try Self.crowdedBoard(100)
    var target = base
    for i in 0..<50 { _ = try target.removeObject("u\(i)") }
    var board = base
    let appendsBefore = board.objects.appendCount
    #expect(throws: BoardPatchError.self) {
      try board.applyDiscardingOnFailure(Self.failing(from: base, to: target))
    }
    #expect(board.objects.count == 50)
    #expect(board.objects.appendCount == appendsBefore)
    var good = base
    try good.applyDiscardingOnFailure(BoardPatch(from: base, to: target))
    #expect(good == target)
  }

  /// 20,000 properties removed and 20,000 set: each set key was compared with every removed
  /// one (400 million string comparisons; 40,000 of each took 15 s).
  @Test func manyRemovedAndSetPropertiesDecode() throws {
    let count = 20_000
    let removed = (0..<count).map { "\"r\($0)\"" }.joined(separator: ", ")
    func text(setting extra: String) -> String {
      let set = (0..<count).map { "\"s\($0)\": \($0)" }.joined(separator: ", ")
      return
        "{\"base\": \"0x0000000000000000\", \"format\": \"hexboard-patch\", \"properties\": {\"removed\": [\(removed)], \"set\": {\(set)\(extra)}}, \"target\": \"0x0000000000000000\", \"version\": 3}"
    }
    let patch = try BoardPatch.decode(text(setting: ""))
    #expect(patch.removedProperties.count == count && patch.setProperties.count == count)
    #expect(patch.setProperties["s19999"] == .integer(19_999))
    #expect(throws: BoardFileError.self) { try BoardPatch.decode(text(setting: ", \"r19999\": 1")) }
    do {
      _ = try BoardPatch.decode(text(setting: ", \"r19999\": 1"))
    } catch {
      #expect("\(error)" == "properties.set.r19999: the property is both set and removed")
    }
  }

  /// One `edges` kind of 60,000 ids: each was compared with every one before it.
  @Test func edgesEntryWithManyIDsDecodes() throws {
    let count = 60_000
    let ids = (0..<count).map { "\"f\($0)\"" }.joined(separator: ", ")
    func text(_ extra: String) -> String {
      "{\"base\": \"0x0000000000000000\", \"edges\": {\"kinds\": [[\"n\", \(ids)\(extra)]], \"places\": [\"AAA\"]}, \"format\": \"hexboard-patch\", \"target\": \"0x0000000000000000\", \"version\": 3}"
    }
    let patch = try BoardPatch.decode(text(""))
    #expect(patch.edges.count == 1 && patch.edges.first?.features.count == count)
    #expect(patch.edges.first?.features.last == "f59999")
    do {
      _ = try BoardPatch.decode(text(", \"f59998\""))
      Issue.record("a repeated id was accepted")
    } catch {
      #expect("\(error)" == "edges.kinds[0][60001]: 'f59998' is listed twice")
    }
    do {
      _ = try BoardPatch.decode(text(", \"f3\""))
      Issue.record("a repeated id was accepted")
    } catch {
      #expect("\(error)" == "edges.kinds[0][60001]: 'f3' is listed twice")
    }
  }

  /// The placements of a map or patch are checked by the parser but left in the bytes
  /// (`deferredArray`), and read one entry at a time: a tree of them cost ten times the file
  /// (a 1024 × 1024 map with a feature on every side and corner: 113 MB, 1.56 GB).
  @Test func placementsAreNotParsedIntoATree() throws {
    var board = try Board(name: "F", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
    for cell in board.grid.hexes {
      for direction in HexDirection.allCases {
        try board.setFeature("river", at: .side(HexEdge(cell, direction)))
      }
      for corner in 0..<6 {
        try board.setFeature("town", at: .corner(HexVertex(cell, corner: corner)))
      }
    }
    let bytes = try MapFile.encode(board)
    let root = try bytes.withUnsafeBufferPointer { try MapFile.parseJSON($0) }
    guard case .object(let members) = root else {
      Issue.record("not an object")
      return
    }
    var deferred: [String] = []
    for member in members {
      if case .deferredArray = member.value { deferred.append(member.key) }
    }
    #expect(deferred == ["edges", "vertices"])
    #expect(try MapFile.decode(bytes) == board)
    let patch = try BoardPatch(from: Board(name: "F", grid: board.grid, fill: "grass"), to: board)
    #expect(try BoardPatch.decode(patch.encoded()) == patch)
  }

  /// A deferred array is checked as a parsed one: the same syntax errors at the same places,
  /// and the same value errors with their paths.
  @Test func deferredPlacementsKeepTheirErrors() throws {
    let v2 = try Self.version2Text()
    func decode(_ edges: String) -> String {
      do {
        _ = try MapFile.decode(v2.replacingOccurrences(of: "EDGES", with: edges))
        return "decoded"
      } catch {
        return "\(error)"
      }
    }
    #expect(decode("[[0, 0, \"n\", \"river\"]]") == "decoded")
    #expect(
      decode("[[0, 0, \"n\", \"river\"], [0, 0, \"n\", \"wall\"]]").hasSuffix(
        "edges[1]: this side is already listed at edges[0]"))
    #expect(
      decode("[[0, 0, \"s\", \"river\"], [1, 0, \"n\", \"river\"], [0, 1, \"n\", \"wall\"]]")
        .hasSuffix("edges[2]: this side is already listed at edges[0]"))
    #expect(decode("[[0, 0, \"n\", \"river\"],]").contains("line 1"))
    #expect(decode("[[0, 0, \"n\", \"river\"] [1, 1]]").contains("expected ',' or ']'"))
    #expect(decode("[[9, 0, \"n\", \"river\"]]").hasSuffix("edges[0]: [9, 0] is off the map"))
    #expect(decode("{}").hasSuffix("edges: expected an array, found an object"))
  }

  /// A one-line version 2 map of 3 × 2 cells with the default palettes and `EDGES` for its
  /// edges.
  static func version2Text() throws -> String {
    var board = try Board(name: "F", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    try board.setFeature(
      "town", at: .corner(HexVertex(Hex(OffsetCoordinate(col: 0, row: 0)), corner: 0)))
    try board.setFeature("river", at: .side(HexEdge(Hex(OffsetCoordinate(col: 2, row: 1)), .north)))
    let text = String(decoding: try MapFile.encode(board), as: UTF8.self)
    guard let start = text.range(of: "\"edges\": ["),
      let end = text[start.upperBound...].range(of: "\n  ],")
    else { throw BoardFileError(.invalid, at: "", "no edges in the encoded map") }
    return text.replacingCharacters(
      in: start.lowerBound..<end.upperBound, with: "\"edges\": EDGES,")
  }
}
