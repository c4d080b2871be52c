// The recorder against the reference (`Board.diff` of the turn's first and last boards), the
// replica against the server's board, and the in-place apply's all-or-nothing promise, on
// seeded random edit sequences of every mutation kind over random boards (wrapped ones and
// ones with holes).

import HexBoard
import HexTestSupport
import Testing

@Suite("Sync: recorded patches, replicas, in-place apply")
struct BoardRecorderTests {
  /// The sample grids plus one with holes.
  static func grids() throws -> [MapGrid] {
    var cells: [OffsetCoordinate] = []
    for row in -2..<5 {
      for col in 3..<11 where (col * 7 + row * 3) % 5 != 0 {
        cells.append(OffsetCoordinate(col: col, row: row))
      }
    }
    return try sampleGrids() + [MapGrid(shape: .cells(cells), convention: .evenQ)]
  }

  /// What the random edits keep between calls: a counter for new ids and removed objects
  /// to add again.
  struct EditState {
    var nextID = 0
    var removed: [BoardObject] = []
  }

  /// One random mutation through the recorder, of every kind the recorder has; some are
  /// refused by the board (unknown ids) and must leave no trace in the patch.
  static func mutate(
    _ recorder: inout BoardRecorder, _ state: inout EditState, using rng: inout TestRandom
  ) throws {
    let board = recorder.board
    let grid = board.grid
    let hexes = grid.hexes
    let hex = hexes.randomElement(using: &rng) ?? Hex(q: 0, r: 0)
    let object = board.objects.randomElement(using: &rng)
    switch Int.random(in: 0..<24, using: &rng) {
    case 0..<4:
      try recorder.setTerrain(board.palette.randomElement(using: &rng)?.id ?? "", at: hex)
    case 4:
      // Changed and changed back: not in the patch.
      let old = board.terrain(at: hex)?.id ?? ""
      try recorder.setTerrain(board.palette.randomElement(using: &rng)?.id ?? "", at: hex)
      try recorder.setTerrain(old, at: hex)
    case 5, 6:
      try recorder.setElevation(Int.random(in: -2...2, using: &rng), at: hex)
    case 7:
      if Int.random(in: 0..<3, using: &rng) == 0 {
        try recorder.setElevation(nil)
      } else if Int.random(in: 0..<3, using: &rng) == 0 {
        var map = board.elevation.map { HexMap($0) } ?? HexMap(grid: grid, fill: 0)
        map[hex] = Int.random(in: -5...5, using: &rng)
        try recorder.setElevation(map)
      }
    case 8, 9:
      if let again = state.removed.popLast(), Bool.random(using: &rng) {
        try? recorder.addObject(again)
      } else {
        state.nextID += 1
        try recorder.addObject(
          BoardObject(
            id: "n\(state.nextID)", kind: "unit", position: hex,
            properties: ["hp": "\(Int.random(in: 1...9, using: &rng))"]))
      }
    case 10, 11:
      try? recorder.moveObject(object?.id ?? "nobody", to: hex)
    case 12:
      if let object {
        state.removed.append(try recorder.removeObject(object.id))
      }
    case 13:
      if var changed = object {
        changed.kind = ["unit", "town", "flag"].randomElement(using: &rng) ?? ""
        if Bool.random(using: &rng) { changed.position = hex }
        if Bool.random(using: &rng) { changed.properties = [:] }
        try recorder.updateObject(changed)
      }
    case 14:
      if let object {
        let value: PropertyValue? =
          Bool.random(using: &rng) ? nil : "\(Int.random(in: 0...3, using: &rng))"
        try recorder.setObjectProperty("hp", to: value, ofObject: object.id)
      }
    case 15:
      let key = ["seed", "turn", "author"].randomElement(using: &rng) ?? ""
      if Bool.random(using: &rng) {
        try recorder.setProperty(key, to: .integer(Int.random(in: 0...2, using: &rng)))
      } else {
        try recorder.setProperty(key, to: nil)
      }
    case 16:
      if Bool.random(using: &rng) {
        try recorder.setName(["Test", "Other", "Test"].randomElement(using: &rng) ?? "")
      } else {
        try recorder.setOrientation(Bool.random(using: &rng) ? .flat : .pointy)
      }
    case 17, 18:
      guard let edge = grid.edges(of: hex).randomElement(using: &rng),
        let id = board.edgePalette.randomElement(using: &rng)?.id
      else { return }
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: try recorder.setFeature(id, at: .side(edge))
      case 1: try recorder.removeFeature(id, from: .side(edge))
      default: try recorder.clearFeatures(at: .side(edge))
      }
    case 19:
      guard let vertex = grid.vertices(of: hex).randomElement(using: &rng),
        let id = board.vertexPalette.randomElement(using: &rng)?.id
      else { return }
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: try recorder.setFeature(id, at: .corner(vertex))
      case 1: try recorder.removeFeature(id, from: .corner(vertex))
      default: try recorder.clearFeatures(at: .corner(vertex))
      }
    case 20:
      state.nextID += 1
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        let symbols: [Character] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        let symbol = symbols[state.nextID % symbols.count]
        try? recorder.addTerrain(
          Terrain(id: "t\(state.nextID)", symbol: symbol, color: "#102030", movementCost: 2))
      case 1: try? recorder.addPaletteFeature(EdgeFeature(id: "e\(state.nextID)", color: "#FF0000"))
      default:
        try? recorder.addPaletteFeature(VertexFeature(id: "v\(state.nextID)", color: "#00FF00"))
      }
    case 21:
      if Int.random(in: 0..<3, using: &rng) == 0 {
        if Bool.random(using: &rng), let id = board.edgePalette.randomElement(using: &rng)?.id {
          try recorder.removePaletteFeature(id, kind: .side)
        } else if let id = board.vertexPalette.randomElement(using: &rng)?.id {
          try recorder.removePaletteFeature(id, kind: .corner)
        }
      }
    default:
      // Refused by the board: nothing changes.
      #expect(throws: BoardError.self) { try recorder.moveObject("nobody", to: hex) }
      #expect(throws: BoardError.self) { try recorder.setTerrain("no such terrain", at: hex) }
    }
  }

  @Test func recordedPatchesAreDiffsAndReplicasFollow() throws {
    var rng = TestRandom(seed: 19_019)
    var turns = 0
    var withObjects = 0
    var withOrder = 0
    var withFeatures = 0
    var inPlace = 0
    for grid in try Self.grids() {
      for _ in 0..<3 {
        var start = try randomBoard(on: grid, using: &rng)
        if Bool.random(using: &rng) {
          try addRandomFeatures(to: &start, density: 0.1, using: &rng)
        }
        var recorder = BoardRecorder(board: start)
        var replica = BoardReplica(board: start)
        var state = EditState()
        for turn in 1...8 {
          let before = recorder.board
          for _ in 0..<Int.random(in: 0...14, using: &rng) {
            try Self.mutate(&recorder, &state, using: &rng)
          }
          let patch = try recorder.makePatch()
          // The reference: diff of the turn's first and last boards.
          var expected = try BoardPatch(from: before, to: recorder.board)
          expected.sequence = UInt64(turn)
          #expect(patch == expected)
          #expect(patch.sequence == UInt64(turn) && recorder.sequence == UInt64(turn))
          #expect(!recorder.hasChanges)
          // A tampered patch (a forged target) leaves the replica as it was.
          var forged = patch
          forged.target ^= 1
          let held = replica.board
          #expect(
            throws: BoardPatchError.wrongTarget(expected: forged.target, actual: patch.target)
          ) {
            try replica.apply(forged)
          }
          #expect(replica.board == held && replica.sequence == UInt64(turn - 1))
          // The JSON form (version 3, with the sequence) carries it whole.
          let bytes = try patch.encoded()
          #expect(String(decoding: bytes, as: UTF8.self).contains("\"sequence\": \(turn),"))
          let decoded = try BoardPatch.decode(bytes, for: replica.board)
          #expect(decoded == patch)
          try replica.apply(decoded)
          #expect(replica.board == recorder.board)
          #expect(replica.sequence == UInt64(turn))
          #expect(throws: BoardPatchError.alreadyApplied(UInt64(turn))) {
            try replica.apply(patch)
          }
          turns += 1
          if !patch.addedObjects.isEmpty || !patch.changedObjects.isEmpty
            || !patch.removedObjects.isEmpty
          {
            withObjects += 1
          }
          if patch.objectOrder != nil { withOrder += 1 }
          if patch.changesFeatures { withFeatures += 1 }
          if patch.palette == nil && patch.edgePalette == nil && patch.vertexPalette == nil
            && !patch.isEmpty
          {
            inPlace += 1
          }
        }
      }
    }
    #expect(turns == 192)
    #expect(
      withObjects > 100 && withOrder >= 3 && withFeatures > 60 && inPlace > 80,
      "\(withObjects) \(withOrder) \(withFeatures) \(inPlace)")
  }

  /// Missed, repeated and late patches get their own errors before any hash check.
  @Test func sequenceErrors() throws {
    let board = try Board(name: "Seq", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    var server = BoardRecorder(board: board)
    var patches: [BoardPatch] = []
    for column in 0..<3 {
      try server.setTerrain("forest", at: Hex(OffsetCoordinate(col: column, row: 1)))
      patches.append(try server.makePatch())
    }
    #expect(patches.map(\.sequence) == [1, 2, 3])
    var client = BoardReplica(board: board)
    try client.apply(patches[0])
    #expect(throws: BoardPatchError.alreadyApplied(1)) { try client.apply(patches[0]) }
    #expect(throws: BoardPatchError.missedPatch(expected: 2, received: 3)) {
      try client.apply(patches[2])
    }
    #expect(
      BoardPatchError.missedPatch(expected: 2, received: 3).description
        == "missed patch 2: received patch 3")
    #expect(BoardPatchError.alreadyApplied(1).description == "patch 1 is already applied")
    try client.apply(patches[1])
    try client.apply(patches[2])
    #expect(throws: BoardPatchError.alreadyApplied(2)) { try client.apply(patches[1]) }
    #expect(client.board == server.board && client.sequence == 3)
    // A patch without a number is applied on its hashes alone.
    var editor = client.board
    try editor.setTerrain("ocean", at: Hex(q: 0, r: 0))
    try client.apply(BoardPatch(from: client.board, to: editor))
    #expect(client.board == editor && client.sequence == 3)
  }

  /// Known answers: one moved unit is one changed entry; removing an object and adding it
  /// back (it moves to the end of the order) gives the order, as diff does.
  @Test func knownAnswers() throws {
    var board = try Board(name: "K", grid: MapGrid(columns: 5, rows: 4), fill: "grass")
    for i in 0..<4 {
      try board.addObject(BoardObject(id: "u\(i)", kind: "unit", position: Hex(q: i, r: 0)))
    }
    var server = BoardRecorder(board: board)
    try server.moveObject("u2", to: Hex(q: 1, r: 1))
    try server.setObjectProperty("hp", to: "3", ofObject: "u1")
    var patch = try server.makePatch()
    #expect(
      patch.changedObjects == [
        .init(id: "u1", properties: ["hp": "3"]),
        .init(
          id: "u2",
          position: server.board.grid.offset(at: server.board.grid.index(of: Hex(q: 1, r: 1)) ?? 0)),
      ])
    #expect(patch.objectOrder == nil && patch.cells.isEmpty)
    let last = try server.removeObject("u1")
    try server.addObject(last)
    patch = try server.makePatch()
    #expect(patch.objectOrder == ["u0", "u2", "u3", "u1"] && patch.sequence == 2)
    // The last object removed and added back keeps its place: no order.
    try server.addObject(try server.removeObject("u1"))
    patch = try server.makePatch()
    #expect(patch.isEmpty && patch.objectOrder == nil && patch.base == patch.target)
  }

  /// A patch that fails part way, or whose target is forged, leaves the board exactly as
  /// it was, objects' order included.
  @Test func failedAppliesChangeNothing() throws {
    var board = try Board(name: "F", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
    for i in 0..<5 {
      try board.addObject(BoardObject(id: "u\(i)", kind: "unit", position: Hex(q: i, r: 0)))
    }
    var after = board
    try after.removeObject("u1")
    try after.removeObject("u3")
    try after.moveObject("u4", to: Hex(q: 2, r: 2))
    try after.addObject(BoardObject(id: "u1", kind: "flag", position: Hex(q: 0, r: 1)))
    try after.setTerrain("forest", at: Hex(q: 1, r: 1))
    try after.setElevation(4, at: Hex(q: 2, r: 1))
    try after.setName("F2")
    try after.setProperty("turn", to: .integer(2))
    var patch = try BoardPatch(from: board, to: after)
    #expect(try board.applying(patch) == after)
    patch.target ^= 1
    var copy = board
    #expect(throws: BoardPatchError.self) { try copy.apply(patch) }
    #expect(copy == board)
    #expect(copy.objects.map(\.id) == ["u0", "u1", "u2", "u3", "u4"])
    // Refused by the board half way (an added object's id is invalid): undone too.
    patch.target ^= 1
    patch.addedObjects.append(
      .init(id: "bad\u{1B}", kind: "k", position: OffsetCoordinate(col: 0, row: 0), properties: [:])
    )
    #expect(throws: BoardPatchError.self) { try copy.apply(patch) }
    #expect(copy == board)
  }

  /// The JSON form: `sequence` within 0...Int64.max; patches of versions 1 and 2 (the
  /// legacy hash) are refused, saying so.
  @Test func sequenceInJSON() throws {
    let zero = "\"base\": \"0x0000000000000000\", \"target\": \"0x0000000000000000\""
    func message(_ text: String) -> String {
      do {
        _ = try BoardPatch.decode(text)
        return "decoded"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message("{\"format\": \"hexboard-patch\", \"version\": 1, \(zero), \"sequence\": 1}")
        == "version: hexboard-patch version 1 is no longer read (its legacy board hash is gone); make the patch again from the boards, as version 3"
    )
    #expect(
      message("{\"format\": \"hexboard-patch\", \"version\": 2, \(zero)}")
        .hasPrefix("version: hexboard-patch version 2 is no longer read"))
    #expect(
      message("{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"sequence\": -1}")
        .hasPrefix("sequence: "))
    let v3 = try BoardPatch.decode(
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"sequence\": 9223372036854775807}"
    )
    #expect(v3.sequence == UInt64(Int64.max))
    var big = BoardPatch(base: 0, target: 0, sequence: UInt64(Int64.max) + 1)
    #expect(throws: BoardFileError.self) { try big.encoded() }
    big.sequence = 0
    #expect(try BoardPatch.decode(big.encoded()) == big)
  }

  /// `hasChanges`: set by any change, even one undone within the turn, and reset by each
  /// patch.
  @Test func hasChangesUntilThePatch() throws {
    var board = try Board(name: "T", grid: MapGrid(columns: 5, rows: 4), fill: "grass")
    try board.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 0, r: 0)))
    var server = BoardRecorder(board: board)
    #expect(!server.hasChanges)
    let grid = board.grid
    try server.setTerrain("forest", at: grid.hex(at: 9))
    try server.setTerrain("grass", at: grid.hex(at: 9))
    #expect(server.hasChanges)
    let undone = try server.makePatch()
    #expect(undone.isEmpty && undone.sequence == 1 && !server.hasChanges)
    try server.moveObject("a", to: Hex(q: 2, r: 0))
    #expect(server.hasChanges)
    _ = try server.makePatch()
    #expect(!server.hasChanges)
  }
}
