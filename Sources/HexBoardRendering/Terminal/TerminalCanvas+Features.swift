import HexBoard

// Hexside and corner features in terminal text: a cell bordering a feature shows the
// feature's glyph in a position its terrain symbol and object marker leave free.
extension TerminalCanvas {
  /// Which side and corner glyphs each cell shows, a byte a cell (the editor keeps it for
  /// every frame and refreshes the cells a change touches, so a frame costs no feature
  /// lookups).
  public struct FeatureMarks: Sendable, Equatable {
    /// Per grid index: 0 for nothing, else 1 + the edge palette index of the first side
    /// feature (low 5 bits), plus `cornerBit` when a corner holds a feature. Empty when
    /// no feature is placed.
    package var codes: [UInt8]
    /// The glyph of each edge palette entry (`TerminalCanvas.sideGlyph(for:)`).
    package var sideGlyphs: [Character]

    static let cornerBit: UInt8 = 0x80

    /// No marks.
    public static let none = FeatureMarks(codes: [], sideGlyphs: [])

    package init(codes: [UInt8], sideGlyphs: [Character]) {
      self.codes = codes
      self.sideGlyphs = sideGlyphs
    }

    /// The marks of every cell of `board` (``none`` when it has no features placed).
    ///
    /// - Complexity: O(grid indices) when features are placed.
    public init(board: Board) {
      self = .none
      guard
        board.hasFeatures(.side) || board.hasFeatures(.corner)
      else {
        return
      }
      refresh(cells: 0..<board.grid.indexCount, of: board)
    }

    /// Recomputes the marks of `cells` (grid indices; holes are skipped) from `board`,
    /// after a change to the features there (the cells of the sides and corners changed);
    /// marks every cell first if there were none, and becomes ``none`` when the board has
    /// no features left. A change to the edge palette renumbers every cell's mark: refresh
    /// them all (or make the marks again with ``init(board:)``).
    ///
    /// - Complexity: O(`cells` + edge palette) when marks exist.
    public mutating func refresh(cells: some Sequence<Int>, of board: Board) {
      let grid = board.grid
      guard board.hasFeatures(.side) || board.hasFeatures(.corner) else {
        self = .none
        return
      }
      guard codes.count == grid.indexCount else {
        codes = [UInt8](repeating: 0, count: grid.indexCount)
        sideGlyphs = board.edgePalette.map(TerminalCanvas.sideGlyph(for:))
        refresh(cells: 0..<grid.indexCount, of: board)
        return
      }
      if sideGlyphs.count != board.edgePalette.count {
        sideGlyphs = board.edgePalette.map(TerminalCanvas.sideGlyph(for:))
      } else {
        for (k, feature) in board.edgePalette.enumerated() {
          sideGlyphs[k] = TerminalCanvas.sideGlyph(for: feature)
        }
      }
      let hasSides = board.hasFeatures(.side)
      let hasCorners = board.hasFeatures(.corner)
      for index in cells where grid.isCell(index) {
        var code: UInt8 = 0
        if hasSides {
          var bits: UInt16 = 0
          for side in 0..<6 {
            bits |= board.featureBits(atSlot: grid.edgeSlot(of: index, side: side), kind: .side)
          }
          if bits != 0 { code = UInt8(bits.trailingZeroBitCount + 1) }
        }
        if hasCorners,
          (0..<6).contains(where: {
            board.featureBits(atSlot: grid.vertexSlot(of: index, corner: $0), kind: .corner) != 0
          })
        {
          code |= Self.cornerBit
        }
        codes[index] = code
      }
    }

    /// The side glyph of cell `index`, if any.
    func side(of index: Int) -> Character? {
      guard index < codes.count else { return nil }
      let k = Int(codes[index] & 0x1F)
      return k > 0 && k <= sideGlyphs.count ? sideGlyphs[k - 1] : nil
    }

    /// ``TerminalCanvas/cornerGlyph`` when a corner of cell `index` holds a feature.
    func corner(of index: Int) -> Character? {
      guard index < codes.count, codes[index] & Self.cornerBit != 0 else { return nil }
      return TerminalCanvas.cornerGlyph
    }
  }

  /// The glyph a side feature is drawn with, by what it does: `#` blocks movement (a wall),
  /// `=` is crossed (a road: ``EdgeFeature/Style/crossing`` or a fixed step cost), `~` adds
  /// to a step (a river), `|` changes nothing (a border).
  package static func sideGlyph(for feature: EdgeFeature) -> Character {
    switch feature.movement {
    case .blocks: return "#"
    case .sets: return "="
    case _ where feature.style == .crossing: return "="
    case .adds: return "~"
    case .unchanged: return "|"
    }
  }

  /// The glyph of a corner feature (a town, a tower).
  package static let cornerGlyph: Character = "x"

  /// The feature glyph at position `x` of a cell whose left column is `left`, on the
  /// cell's first line (`isTop`) or second: shifted columns give the second line to the
  /// features (side glyph, then corner glyph); shifted rows have one line, and the
  /// position after the terrain symbol, when no object takes it, shows the side glyph,
  /// else the corner glyph.
  func featureGlyph(index: Int, x: Int, left: Int, isTop: Bool) -> Character? {
    guard !featureMarks.codes.isEmpty else { return nil }
    if columnsShift {
      guard !isTop else { return nil }
      if x == left { return featureMarks.side(of: index) }
      if x == left + 1 { return featureMarks.corner(of: index) }
      return nil
    }
    guard x == left + 1, objectMarks.symbol(at: index) == nil else { return nil }
    return featureMarks.side(of: index) ?? featureMarks.corner(of: index)
  }

  /// Legend lines for the features placed on `board`, one per palette entry used: the
  /// glyph, the id, and whether it lies on sides or corners.
  package static func featureLegend(of board: Board) -> [(glyph: Character, text: String)] {
    guard board.hasFeatures(.side) || board.hasFeatures(.corner)
    else {
      return []
    }
    var lines: [(Character, String)] = []
    let usedEdges = usedEntries(board, .side)
    for (k, feature) in board.edgePalette.enumerated() where usedEdges & (1 << k) != 0 {
      lines.append((sideGlyph(for: feature), feature.id + " (side)"))
    }
    let usedCorners = usedEntries(board, .corner)
    for (k, feature) in board.vertexPalette.enumerated() where usedCorners & (1 << k) != 0 {
      lines.append((cornerGlyph, feature.id + " (corner)"))
    }
    return lines
  }

  /// The palette entries of `kind` placed anywhere on `board`, as bits.
  private static func usedEntries(_ board: Board, _ kind: FeatureLocation.Kind) -> UInt16 {
    var used: UInt16 = 0
    for slot in board.occupiedFeatureSlots(kind) {
      used |= board.featureBits(atSlot: slot, kind: kind)
    }
    return used
  }
}
