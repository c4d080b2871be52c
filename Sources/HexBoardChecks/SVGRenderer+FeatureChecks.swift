// Pixel checks for hexside and corner features: points a real renderer must paint in a
// feature's colour, chosen where nothing else of the picture can reach.

import HexBoard
@_spi(PixelChecks) import HexBoardRendering

extension SVGRenderer {
  /// The smallest half-width, in pixels, of a line or marker whose colour is checked: the
  /// checked pixel contains the point, so the stroke must reach at least √2 around it.
  static let minimumCheckedHalfWidth = 1.5

  /// Up to three points per placed edge feature, for bridges and per vertex feature (its
  /// first, middle and last eligible side or corner in slot order), each with the colour
  /// drawn on top there:
  ///
  /// * an edge feature is sampled at the middle of a side carrying it (the copy beside the
  ///   cell owning the side, on wrapped maps). Crossing features pass through that point
  ///   too, so the colour is the last crossing feature on the side in palette order (a
  ///   bridge shows its road), else the last side feature; the note says what is on top;
  /// * a bridge (``bridgeSlots(of:)``) is sampled at the middle of its first parapet, in
  ///   ``PictureOptions/strokeColor``;
  /// * a vertex feature is sampled at the corner, where the innermost marker, the last
  ///   feature on the corner in palette order, is drawn.
  ///
  /// Skipped: sides and corners of highlighted cells (the outline runs along them), sides
  /// the path crosses, points a coordinate label may cover, points whose pixel is not
  /// inside the picture (the border of a map drawn without margin), and lines or markers
  /// under ``minimumCheckedHalfWidth`` (small hexes).
  func featurePixelChecks(
    for board: Board, layout: HexLayout, canvas: Size, features: PlacedFeatures
  ) -> [SVGPixelCheck] {
    func isInside(_ point: Point) -> Bool {
      point.x >= 0 && point.y >= 0 && point.x <= canvas.width - 1 && point.y <= canvas.height - 1
    }
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    let outset = layout.spacing / 2
    let names = layout.orientation
    var highlighted = [Bool](repeating: false, count: grid.indexCount)
    for hex in options.highlight {
      if let index = grid.index(of: hex) { highlighted[index] = true }
    }
    let crossed = pathSlots(of: board)
    let labels = LabelBoxes(renderer: self, board: board, layout: layout)
    var checks: [SVGPixelCheck] = []

    for (k, feature) in board.edgePalette.enumerated() where !features.edgeSlots[k].isEmpty {
      var eligible: [(slot: Int, point: Point, top: Int)] = []
      for slot in features.edgeSlots[k] {
        let index = slot / 6
        let direction = HexDirection.allCases[slot % 6]
        let other = grid.neighbor(of: index, in: direction)
        guard !highlighted[index], !(other.map { highlighted[$0] } ?? false),
          !Self.contains(crossed, slot)
        else { continue }
        let top = topEdgeFeature(
          board.featureBits(atSlot: slot, kind: .side), in: board.edgePalette)
        let width =
          board.edgePalette[top].style == .side ? FeatureSize.side : FeatureSize.crossing
        guard radius * width / 2 >= Self.minimumCheckedHalfWidth else { continue }
        let point = FeatureAnchor.sideMiddle(grid.hex(at: index), direction)
          .point(in: layout, outset: outset)
        guard isInside(point), !labels.cover(point, index),
          !(other.map { labels.cover(point, $0) } ?? false)
        else { continue }
        eligible.append((slot, point, top))
      }
      for pick in Self.firstMiddleLast(eligible.count) {
        let (slot, point, top) = eligible[pick]
        let side = names.sideName(of: HexDirection.allCases[slot % 6])
        var note = "\(feature.id) on side \(side) of \(grid.offset(at: slot / 6))"
        if top != k { note += ", under \(board.edgePalette[top].id)" }
        checks.append(
          SVGPixelCheck(
            x: point.x, y: point.y, color: board.edgePalette[top].color, note: note,
            subject: .edge(slot)))
      }
    }

    // Bridges: the centre of the first parapet (beside the cell owning the side), up to
    // three bridges, where the parapet is wide enough to hit.
    if radius * BridgeSize.width / 2 >= Self.minimumCheckedHalfWidth {
      var eligible: [(slot: Int, point: Point)] = []
      for slot in Self.bridgeSlots(of: board) {
        let index = slot / 6
        let direction = HexDirection.allCases[slot % 6]
        let other = grid.neighbor(of: index, in: direction)
        guard !highlighted[index], !(other.map { highlighted[$0] } ?? false),
          !Self.contains(crossed, slot),
          let line = bridgeParapets(ofSlot: slot, in: grid, layout: layout).first,
          line.count == 2
        else { continue }
        let point = Point(x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2)
        guard isInside(point), !labels.cover(point, index),
          !(other.map { labels.cover(point, $0) } ?? false)
        else { continue }
        eligible.append((slot, point))
      }
      for pick in Self.firstMiddleLast(eligible.count) {
        let (slot, point) = eligible[pick]
        let side = names.sideName(of: HexDirection.allCases[slot % 6])
        checks.append(
          SVGPixelCheck(
            x: point.x, y: point.y, color: options.strokeColor,
            note: "bridge parapet on side \(side) of \(grid.offset(at: slot / 6))",
            subject: .bridge(slot)))
      }
    }

    let markerStroke = radius * FeatureSize.markerStroke
    for (k, feature) in board.vertexPalette.enumerated() where !features.vertexSlots[k].isEmpty {
      var eligible: [(slot: Int, point: Point, top: Int)] = []
      for slot in features.vertexSlots[k] {
        let bits = board.featureBits(atSlot: slot, kind: .corner)
        let top = 15 - bits.leadingZeroBitCount
        let inner = markerHalfSize(radius: radius, bits: bits, feature: top)
        guard inner - markerStroke / 2 >= Self.minimumCheckedHalfWidth else { continue }
        let index = slot / 6
        let corner = slot % 6
        let around = [
          index, grid.neighbor(of: index, in: HexDirection.allCases[corner]),
          grid.neighbor(of: index, in: HexDirection.allCases[(corner + 1) % 6]),
        ].compactMap { $0 }
        guard !around.contains(where: { highlighted[$0] }) else { continue }
        let point = FeatureAnchor.corner(HexVertex(grid.hex(at: index), corner: corner))
          .point(in: layout, outset: outset)
        guard isInside(point), !around.contains(where: { labels.cover(point, $0) }) else {
          continue
        }
        eligible.append((slot, point, top))
      }
      for pick in Self.firstMiddleLast(eligible.count) {
        let (slot, point, top) = eligible[pick]
        var note =
          "\(feature.id) at corner \(names.cornerName(of: slot % 6)) of \(grid.offset(at: slot / 6))"
        if top != k { note += ", under \(board.vertexPalette[top].id)" }
        checks.append(
          SVGPixelCheck(
            x: point.x, y: point.y, color: board.vertexPalette[top].color, note: note,
            subject: .vertex(slot)))
      }
    }
    return checks
  }

  /// The palette index of the edge feature drawn on top at the middle of a side carrying
  /// `bits`: the last crossing feature in palette order (crossing features are drawn after
  /// side ones), else the last side feature.
  func topEdgeFeature(_ bits: UInt16, in palette: [EdgeFeature]) -> Int {
    var top = -1
    var remaining = bits
    while remaining != 0 {
      let k = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      guard k < palette.count else { continue }
      if top < 0 || palette[k].style == .crossing || palette[top].style == .side { top = k }
    }
    return Swift.max(top, 0)
  }

  /// The edge slots the path line crosses (between consecutive route cells drawn side by
  /// side), sorted.
  func pathSlots(of board: Board) -> [Int] {
    let grid = board.grid
    var slots: [Int] = []
    var previous: Hex? = nil
    for hex in options.path {
      let cell = grid.canonical(hex)
      defer { previous = cell }
      guard let cell, let last = previous, last.distance(to: cell) == 1,
        let edge = HexEdge(between: last, and: cell), let slot = grid.edgeSlot(of: edge)
      else { continue }
      slots.append(slot)
    }
    return slots.sorted()
  }

  /// Whether the sorted `slots` hold `slot` (a binary search).
  static func contains(_ slots: [Int], _ slot: Int) -> Bool {
    var low = 0
    var high = slots.count
    while low < high {
      let middle = (low + high) / 2
      if slots[middle] < slot { low = middle + 1 } else { high = middle }
    }
    return low < slots.count && slots[low] == slot
  }

  /// The positions of the first, middle and last of `count` items, each once.
  static func firstMiddleLast(_ count: Int) -> [Int] {
    guard count > 0 else { return [] }
    var picks = [0]
    if count / 2 > 0 { picks.append(count / 2) }
    if count - 1 > count / 2 { picks.append(count - 1) }
    return picks
  }

  /// Where the coordinate labels may draw, so checks stay clear of them.
  struct LabelBoxes {
    let renderer: SVGRenderer
    let board: Board
    let layout: HexLayout

    /// Whether the label of cell `index` may paint the pixel holding `point`: its text
    /// box (an estimate as wide as the legend's, plus the halo) grown by the checked
    /// pixel's reach.
    func cover(_ point: Point, _ index: Int) -> Bool {
      let options = renderer.options
      guard options.labels != .none else { return false }
      let grid = board.grid
      let text: String
      switch options.labels {
      case .none: return false
      case .offset:
        let cell = grid.offset(at: index)
        text = "\(cell.col),\(cell.row)"
      case .axial:
        let hex = grid.hex(at: index)
        text = "\(hex.q),\(hex.r)"
      }
      let radius = Swift.min(layout.size.width, layout.size.height)
      let fontSize = radius * 0.28
      let reach = 1.5 + radius * 0.06
      let center = layout.center(of: grid.hex(at: index))
      let halfWidth = Double(text.count) * fontSize * 0.625 / 2 + reach
      let baseline = center.y - radius * 0.38
      return (point.x - center.x).magnitude <= halfWidth
        && point.y >= baseline - fontSize - reach && point.y <= baseline + fontSize * 0.3 + reach
    }
  }
}
