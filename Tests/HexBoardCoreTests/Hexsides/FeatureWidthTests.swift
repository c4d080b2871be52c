import HexBoard
import HexTestSupport
import Testing

/// Side and corner features are stored in 8-bit words while no slot carries a palette entry
/// past the eighth, in 16-bit words once one does, and in 8-bit words again after a palette
/// removal leaves every value in 8 bits. Checked against a plain reference (a dictionary of
/// slot bits per kind, the palettes as id lists) over seeded random edits.
@Suite("Feature words as narrow as the palette needs")
struct FeatureWidthTests {
  /// The plain model: the bits of every occupied slot, and whether the layer must be or
  /// may be wide (wide once a value needs 16 bits; rebuilt narrow on a palette removal).
  struct Reference {
    var bits: [FeatureLocation.Kind: [Int: UInt16]] = [.side: [:], .corner: [:]]
    var wide: [FeatureLocation.Kind: Bool] = [.side: false, .corner: false]

    mutating func set(_ value: UInt16, slot: Int, kind: FeatureLocation.Kind) {
      bits[kind]![slot] = value == 0 ? nil : value
      if value > 0xFF { wide[kind] = true }
    }

    /// Palette entry `k` removed: its bit dropped, the bits above it moved down.
    mutating func remove(entry k: Int, kind: FeatureLocation.Kind) {
      let low: UInt16 = (1 << k) &- 1
      var result: [Int: UInt16] = [:]
      for (slot, value) in bits[kind]! {
        let moved = (value & low) | ((value >> 1) & ~low)
        if moved != 0 { result[slot] = moved }
      }
      bits[kind] = result
      wide[kind] = result.values.contains { $0 > 0xFF }
    }
  }

  static func layer(_ board: Board, _ kind: FeatureLocation.Kind) -> FeatureWords? {
    kind == .side ? board.edgeLayer.words : board.vertexLayer.words
  }

  static func slots(_ grid: MapGrid, _ kind: FeatureLocation.Kind) -> [Int] {
    kind == .side
      ? (0..<grid.edgeSlotCount).filter(grid.isEdgeSlot)
      : (0..<grid.vertexSlotCount).filter(grid.isVertexSlot)
  }

  /// Everything a reader sees of `board`'s features against the reference.
  static func check(_ board: Board, _ reference: Reference, _ context: String) {
    for kind in FeatureLocation.Kind.allCases {
      let expected = reference.bits[kind]!
      let occupied = expected.keys.sorted()
      #expect(board.occupiedFeatureSlots(kind) == occupied, "\(kind) \(context)")
      #expect(board.hasFeatures(kind) == !expected.isEmpty, "\(kind) \(context)")
      for slot in occupied {
        #expect(board.featureBits(atSlot: slot, kind: kind) == expected[slot], "\(context)")
      }
      // Empty slots read 0: every slot of a small grid.
      let slotCount = kind == .side ? board.grid.edgeSlotCount : board.grid.vertexSlotCount
      let zeros = (0..<slotCount).filter {
        expected[$0] == nil && board.featureBits(atSlot: $0, kind: kind) != 0
      }
      #expect(zeros.isEmpty, "\(kind) \(context)")
      // The width: narrow unless a value needed 16 bits since the last rebuild.
      let words = layer(board, kind)
      #expect((words.map { !$0.isNarrow } ?? false) == reference.wide[kind]!, "\(kind) \(context)")
      // Per entry (what pictures draw) and counts.
      let entries = board.featurePaletteIDs(kind).count
      var byEntry = [[Int]](repeating: [], count: entries)
      for slot in occupied {
        for k in 0..<entries where expected[slot]! & (1 << k) != 0 { byEntry[k].append(slot) }
      }
      #expect(board.featureSlots(byEntry: kind) == byEntry, "\(kind) \(context)")
      #expect(board.featureCounts(kind) == byEntry.map(\.count), "\(kind) \(context)")
    }
  }

  /// `board`'s features placed afresh on a board with its palettes: narrow wherever the
  /// values fit, whatever `board`'s history.
  static func rebuilt(_ board: Board) throws -> Board {
    var fresh = try Board(name: board.name, grid: board.grid, fill: "grass")
    try fresh.setOrientation(board.orientation)
    for id in fresh.featurePaletteIDs(.side) { try fresh.removePaletteFeature(id, kind: .side) }
    for id in fresh.featurePaletteIDs(.corner) {
      try fresh.removePaletteFeature(id, kind: .corner)
    }
    for feature in board.edgePalette { try fresh.addPaletteFeature(feature) }
    for feature in board.vertexPalette { try fresh.addPaletteFeature(feature) }
    for kind in FeatureLocation.Kind.allCases {
      for slot in board.occupiedFeatureSlots(kind) {
        try fresh.setFeatureBits(
          board.featureBits(atSlot: slot, kind: kind), atSlot: slot, kind: kind)
      }
    }
    return fresh
  }

  @Test func randomPalettesCrossingEightEntriesMatchAPlainReference() throws {
    var rng = TestRandom(seed: 35_008)
    var widened = 0
    var narrowedAgain = 0
    var mixedEqual = 0
    for grid in try sampleGrids() + narrowWrapGrids().prefix(2) {
      var board = try Board(name: "w", grid: grid, fill: "grass")
      var reference = Reference()
      var snapshots: [(Board, Reference)] = []
      var counter = 0
      for step in 0..<120 {
        let kind: FeatureLocation.Kind = Bool.random(using: &rng) ? .side : .corner
        let ids = board.featurePaletteIDs(kind)
        let slots = Self.slots(grid, kind)
        let wasWide = Self.layer(board, kind).map { !$0.isNarrow } ?? false
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...1 where ids.count < Board.maximumFeaturePaletteSize:
          counter += 1
          if kind == .side {
            try board.addPaletteFeature(EdgeFeature(id: "e\(counter)", color: "#101010"))
          } else {
            try board.addPaletteFeature(VertexFeature(id: "v\(counter)", color: "#202020"))
          }
        case 2 where !ids.isEmpty:
          let k = Int.random(in: 0..<ids.count, using: &rng)
          try board.removePaletteFeature(ids[k], kind: kind)
          reference.remove(entry: k, kind: kind)
          if wasWide && !reference.wide[kind]! { narrowedAgain += 1 }
        case 3:
          // A copy kept as a snapshot: later edits of the board leave it as it was.
          snapshots.append((board, reference))
        case 4 where !slots.isEmpty:
          let slot = slots.randomElement(using: &rng)!
          try board.setFeatureBits(0, atSlot: slot, kind: kind)
          reference.set(0, slot: slot, kind: kind)
        default:
          // Half the time an occupied slot, so that the slots holding a ninth entry get
          // cleared again (a wide layer holding only 8-bit values).
          let occupied = reference.bits[kind]!.keys.sorted()
          let pick = Bool.random(using: &rng) ? occupied.randomElement(using: &rng) : nil
          guard !ids.isEmpty, let slot = pick ?? slots.randomElement(using: &rng) else { continue }
          // Mostly one of the top entries, so that the ninth and later are placed often.
          let k = max(0, ids.count - 1 - Int.random(in: 0..<3, using: &rng))
          let old = board.featureBits(atSlot: slot, kind: kind)
          let value = Bool.random(using: &rng) ? old | (1 << k) : old & ~(1 << k)
          if Bool.random(using: &rng) {
            try board.setFeatureBits(value, atSlot: slot, kind: kind)
          } else if value & (1 << k) != 0 {
            try board.setFeature(
              ids[k],
              at: kind == .side
                ? .side(grid.edge(atSlot: slot)) : .corner(grid.vertex(atSlot: slot)))
          } else {
            try board.removeFeature(
              ids[k],
              from: kind == .side
                ? .side(grid.edge(atSlot: slot)) : .corner(grid.vertex(atSlot: slot)))
          }
          reference.set(value, slot: slot, kind: kind)
          if !wasWide && reference.wide[kind]! { widened += 1 }
        }
        Self.check(board, reference, "step \(step) on \(grid)")
        if step % 5 == 4 {
          // A board built afresh with the same features: narrow where `board` may be wide,
          // yet equal, with the same content hash, file bytes and patches.
          let fresh = try Self.rebuilt(board)
          let mixed = FeatureLocation.Kind.allCases.contains { kind in
            Self.layer(board, kind)?.isNarrow != Self.layer(fresh, kind)?.isNarrow
          }
          if mixed { mixedEqual += 1 }
          #expect(fresh == board && board == fresh)
          #expect(fresh.contentHash() == board.contentHash())
          #expect(try MapFile.encodedString(fresh) == MapFile.encodedString(board))
          if let (old, _) = snapshots.last {
            let patch = try BoardPatch(from: old, to: board)
            #expect(try patch.encoded() == BoardPatch(from: old, to: fresh).encoded())
            var replayed = old
            try replayed.apply(patch)
            #expect(replayed == board && replayed.contentHash() == board.contentHash())
          }
        }
      }
      for (snapshot, expected) in snapshots {
        Self.check(snapshot, expected, "snapshot on \(grid)")
      }
    }
    // The random walk crossed eight entries both ways, and compared narrow with wide.
    #expect(
      widened >= 8 && narrowedAgain >= 4 && mixedEqual >= 4,
      "\(widened) \(narrowedAgain) \(mixedEqual)")
  }

  /// A ninth entry placed widens the whole layer once; removing an entry narrows it again.
  /// A write to a layer shared with a snapshot copies one page at either width.
  @Test func aNinthEntryWidensTheLayerAndARemovalNarrowsIt() throws {
    let grid = try MapGrid(columns: 128, rows: 128)
    var board = try Board(name: "w", grid: grid, fill: "grass")
    for k in 0..<6 { try board.addPaletteFeature(EdgeFeature(id: "f\(k)", color: "#303030")) }
    #expect(board.edgePalette.count == 9)
    #expect(board.edgeLayer.words == nil)  // nothing placed: nothing allocated
    for k in 0..<100 {
      try board.setFeature(
        "wall", at: .side(HexEdge(Hex(OffsetCoordinate(col: k, row: k)), .north)))
    }
    #expect(board.edgeLayer.words?.isNarrow == true)  // nine entries, none past the eighth placed
    var snapshot = board
    let far = Hex(OffsetCoordinate(col: 100, row: 120))
    try board.setFeature("f5", at: .side(HexEdge(far, .north)))  // the ninth entry
    let wide = try #require(board.edgeLayer.words)
    #expect(!wide.isNarrow && wide.bytesPerWord == 2)
    #expect(snapshot.edgeLayer.words?.isNarrow == true)
    #expect(
      board.features(at: HexEdge(Hex(OffsetCoordinate(col: 3, row: 3)), .north)).map(\.id) == [
        "wall"
      ])

    // One write at each width copies one page of the layer a snapshot shares.
    snapshot = board
    try board.setFeature("f5", at: .side(HexEdge(Hex(OffsetCoordinate(col: 5, row: 70)), .north)))
    #expect(board.edgeLayer.words!.pagesNotShared(with: snapshot.edgeLayer.words!) == 1)

    // Eight entries left: f5 moves down to bit 7, every value fits 8 bits, and the words
    // are narrow again.
    try board.removePaletteFeature("f0", kind: .side)
    #expect(board.edgeLayer.words?.isNarrow == true && board.edgeLayer.wideSlotCount == 0)
    #expect(board.features(at: HexEdge(far, .north)).map(\.id) == ["f5"])
    snapshot = board
    try board.setFeature("river", at: .side(HexEdge(Hex(OffsetCoordinate(col: 9, row: 9)), .north)))
    #expect(board.edgeLayer.words!.pagesNotShared(with: snapshot.edgeLayer.words!) == 1)
    #expect(board.edgeLayer.words!.pageCount == 24)
  }
}
