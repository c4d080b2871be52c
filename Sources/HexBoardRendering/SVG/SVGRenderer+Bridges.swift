// Bridges: a side carrying a feature that sets the step's cost (a road) and one that adds
// to it (a river) is crossed by the first over the second, as the movement rule has it
// (`EdgeFeature.Movement`: the set cost wins). Two strokes on top of each other do not say
// that, so the picture draws a bridge mark there: two short parapet lines either side of
// the crossing, across the side. The rule looks at movement kinds only, never at ids, so
// any set-cost feature over any added-cost one is a bridge ("ford", "causeway" alike).

import HexBoard

extension SVGRenderer {
  /// Sizes of a bridge mark, as fractions of the hex radius (so it scales with the hexes).
  @_spi(PixelChecks) public enum BridgeSize {
    /// How far each parapet lies from the line between the cell centres: just outside a
    /// road (half of ``FeatureSize/crossing`` is 0.08).
    @_spi(PixelChecks) public static let offset = 0.14
    /// Half the length of a parapet, across the side: beyond a river's half width (half of
    /// ``FeatureSize/side`` is 0.1).
    @_spi(PixelChecks) public static let halfLength = 0.2
    /// The width of a parapet line.
    @_spi(PixelChecks) public static let width = 0.05
  }

  /// The edge slots drawn as bridges: those carrying a feature whose movement is
  /// `.sets` and one whose movement is `.adds`, in increasing order.
  ///
  /// - Complexity: O(occupied edge slots).
  @_spi(PixelChecks) public static func bridgeSlots(of board: Board) -> [Int] {
    var sets: UInt16 = 0
    var adds: UInt16 = 0
    for (k, feature) in board.edgePalette.enumerated() where k < 16 {
      switch feature.movement {
      case .sets: sets |= 1 << k
      case .adds: adds |= 1 << k
      case .blocks, .unchanged: break
      }
    }
    guard sets != 0, adds != 0 else { return [] }
    return board.occupiedFeatureSlots(.side).filter {
      let bits = board.featureBits(atSlot: $0, kind: .side)
      return bits & sets != 0 && bits & adds != 0
    }
  }

  /// The parapet lines of every bridge under `layout`, two segments per drawn side (a side
  /// on a wrapped seam is drawn beside both its cells): parallel to the line between the
  /// cell centres, ``BridgeSize/offset`` × the radius either side of it, centred on the
  /// side's middle.
  ///
  /// - Complexity: O(occupied edge slots).
  @_spi(PixelChecks) public func bridgeParapets(of board: Board, layout: HexLayout) -> [[Point]] {
    Self.bridgeSlots(of: board).flatMap {
      bridgeParapets(ofSlot: $0, in: board.grid, layout: layout)
    }
  }

  /// The parapet lines of the bridge on edge slot `slot`: two per place the side is drawn.
  @_spi(PixelChecks) public func bridgeParapets(
    ofSlot slot: Int, in grid: MapGrid, layout: HexLayout
  ) -> [[Point]] {
    let radius = Swift.min(layout.size.width, layout.size.height)
    let outset = layout.spacing / 2
    var lines: [[Point]] = []
    for (cell, side) in grid.drawnSides(ofEdgeSlot: slot) {
      let d = side.rawValue
      let a = layout.corner((d + 5) % 6, of: cell, inset: -outset)
      let b = layout.corner(d, of: cell, inset: -outset)
      let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      guard length > 0 else { continue }
      // Along the side, and across it (from the cell outwards, where the road goes).
      let along = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
      var across = Point(x: -along.y, y: along.x)
      let center = layout.center(of: cell)
      if (middle.x - center.x) * across.x + (middle.y - center.y) * across.y < 0 {
        across = Point(x: -across.x, y: -across.y)
      }
      let offset = radius * BridgeSize.offset
      let half = radius * BridgeSize.halfLength
      for sign in [-1.0, 1.0] {
        let base = middle + along * (sign * offset)
        lines.append([base + across * -half, base + across * half])
      }
    }
    return lines
  }

  /// The bridge marks, one `<path>` of parapet lines in ``PictureOptions/strokeColor`` above
  /// the features drawn across the sides.
  func appendBridges(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let lines = bridgeParapets(of: board, layout: layout)
    guard !lines.isEmpty else { return }
    let radius = Swift.min(layout.size.width, layout.size.height)
    out.text += "<g class=\"bridges\" fill=\"none\" stroke=\"\(options.strokeColor.description)\""
    out.text += " stroke-width=\"\(format.string(radius * BridgeSize.width))\""
    out.text += " stroke-linecap=\"round\">\n"
    var chunks = SVGPathChunks(opening: "<path class=\"bridge\" d=\"")
    for line in lines {
      _ = chunks.prepare(&out)
      for (k, point) in line.enumerated() {
        out.text += k == 0 ? "M" : " "
        out.text += "\(format.string(point.x)),\(format.string(point.y))"
      }
      out.spillIfFull()
    }
    chunks.finish(&out)
    out.text += "</g>\n"
  }
}
