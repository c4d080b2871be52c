import HexBoard

// Hexside and corner features in terminal text: a cell bordering a feature shows the
// feature's glyph in a position its terrain symbol and object marker leave free.
extension TerminalCanvas {
  /// The placed side and corner features of a board, read per cell while drawing (no copy
  /// of the map: the layers are shared copy-on-write with the board).
  package struct FeatureGlyphs: Sendable {
    let edgeLayer: FeatureLayer
    let vertexLayer: FeatureLayer
    /// The glyph of each edge palette entry (``TerminalCanvas/sideGlyph(for:)``).
    let edgeGlyphs: [Character]

    /// The features placed on `board`, or `nil` when there are none.
    package init?(board: Board) {
      guard board.edgeLayer.occupiedCount > 0 || board.vertexLayer.occupiedCount > 0 else {
        return nil
      }
      edgeLayer = board.edgeLayer
      vertexLayer = board.vertexLayer
      edgeGlyphs = board.edgePalette.map(TerminalCanvas.sideGlyph(for:))
    }

    /// The glyph of the first feature (in edge palette order) on any side of cell `index`.
    func side(of index: Int, in grid: MapGrid) -> Character? {
      guard edgeLayer.occupiedCount > 0 else { return nil }
      var bits: UInt16 = 0
      for side in 0..<6 { bits |= edgeLayer[grid.edgeSlot(of: index, side: side)] }
      guard bits != 0 else { return nil }
      let k = bits.trailingZeroBitCount
      return k < edgeGlyphs.count ? edgeGlyphs[k] : nil
    }

    /// ``TerminalCanvas/cornerGlyph`` when any corner of cell `index` holds a feature.
    func corner(of index: Int, in grid: MapGrid) -> Character? {
      guard vertexLayer.occupiedCount > 0 else { return nil }
      for corner in 0..<6 where vertexLayer[grid.vertexSlot(of: index, corner: corner)] != 0 {
        return TerminalCanvas.cornerGlyph
      }
      return nil
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
    guard let features else { return nil }
    if columnsShift {
      guard !isTop else { return nil }
      if x == left { return features.side(of: index, in: grid) }
      if x == left + 1 { return features.corner(of: index, in: grid) }
      return nil
    }
    guard x == left + 1, objectMarks.symbol(at: index) == nil else { return nil }
    return features.side(of: index, in: grid) ?? features.corner(of: index, in: grid)
  }

  /// Legend lines for the features placed on `board`, one per palette entry used: the
  /// glyph, the id, and whether it lies on sides or corners.
  package static func featureLegend(of board: Board) -> [(glyph: Character, text: String)] {
    guard FeatureGlyphs(board: board) != nil else { return [] }
    var lines: [(Character, String)] = []
    let usedEdges = usedEntries(board.edgeLayer)
    for (k, feature) in board.edgePalette.enumerated() where usedEdges & (1 << k) != 0 {
      lines.append((sideGlyph(for: feature), feature.id + " (side)"))
    }
    let usedCorners = usedEntries(board.vertexLayer)
    for (k, feature) in board.vertexPalette.enumerated() where usedCorners & (1 << k) != 0 {
      lines.append((cornerGlyph, feature.id + " (corner)"))
    }
    return lines
  }

  /// The palette entries placed anywhere on `layer`, as bits.
  private static func usedEntries(_ layer: FeatureLayer) -> UInt16 {
    var used: UInt16 = 0
    for slot in layer.occupiedSlots { used |= layer[slot] }
    return used
  }
}
