// Coordinate labels: how big they are drawn (so they scale with the hex and never overflow
// it) and the layer drawing them.

import HexBoard

extension SVGRenderer {
  /// Sizes of cell labels, as fractions of the hex radius or of the font size.
  enum LabelSize {
    /// The font size when the widest label fits: 0.28 × radius.
    static let nominal = 0.28
    /// The width available to a label: 1.3 × radius, what both orientations leave across
    /// the hex at the label's top (0.6 × radius above the centre at most).
    static let available = 1.3
    /// A generous estimate of a sans-serif character's width (digits are 0.556 em, the
    /// comma and minus narrower), in em.
    static let characterWidth = 0.6
    /// The halo's stroke width, in em (a tenth on either side of the glyphs).
    static let halo = 0.2
    /// The baseline's distance above the centre, as a fraction of the radius: above an
    /// object marker.
    static let baseline = 0.38
    /// Labels smaller than this many picture pixels are left out: unreadable, and only
    /// noise over the terrain.
    static let minimumPixels = 4.0
  }

  /// The font size of the cell labels, in picture pixels, for hexes of `radius`: the
  /// nominal `0.28 × radius`, shrunk so that the board's widest label (with its halo) fits
  /// across `1.3 × radius`; `0` when labels are off or would be under
  /// ``LabelSize/minimumPixels`` (then none are drawn).
  ///
  /// - Complexity: O(cells), counting characters without building the labels.
  func labelFontSize(for board: Board, radius: Double) -> Double {
    guard options.labels != .none, radius.isFinite, radius > 0 else { return 0 }
    let grid = board.grid
    var widest = 0
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let length: Int
      switch options.labels {
      case .none: return 0
      case .offset:
        let cell = grid.offset(at: index)
        length = Self.characters(cell.col) + 1 + Self.characters(cell.row)
      case .axial:
        let hex = grid.hex(at: index)
        length = Self.characters(hex.q) + 1 + Self.characters(hex.r)
      }
      widest = Swift.max(widest, length)
    }
    let fitting =
      LabelSize.available * radius
      / (LabelSize.characterWidth * Double(widest) + LabelSize.halo)
    let size = Swift.min(LabelSize.nominal * radius, fitting)
    return size >= LabelSize.minimumPixels ? size : 0
  }

  /// The label of the cell at grid index `index`: its offset coordinates `col,row` or its
  /// axial ones `q,r` (``PictureOptions/labels``), or `nil` when labels are off. The SVG and
  /// the PNG write the same text.
  func labelText(ofCell index: Int, in grid: MapGrid) -> String? {
    switch options.labels {
    case .none: return nil
    case .offset:
      let cell = grid.offset(at: index)
      return "\(cell.col),\(cell.row)"
    case .axial:
      let hex = grid.hex(at: index)
      return "\(hex.q),\(hex.r)"
    }
  }

  /// How many characters `value` prints as (with its minus sign).
  static func characters(_ value: Int) -> Int {
    var count = value < 0 ? 2 : 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Every cell's label, centred above the cell's centre, in hex units.
  func appendLabels(
    of board: Board, geometry: Geometry, space: DrawingSpace, format: FixedPointFormat,
    to out: inout TextChunks
  ) {
    guard options.labels != .none, geometry.labelFontSize > 0 else { return }
    let grid = board.grid
    let layout = space.layout
    let fontSize = geometry.labelFontSize
    let color = options.labelColor.description
    out.text += "<g class=\"labels\"\(space.transform) font-family=\"sans-serif\""
    out.text += " font-size=\"\(space.width(fontSize))\" text-anchor=\"middle\""
    // A light halo under the glyphs keeps labels readable on dark terrain.
    out.text += " fill=\"\(color)\" stroke=\"#ffffff\" stroke-opacity=\"0.7\""
    out.text += " stroke-width=\"\(space.width(fontSize * LabelSize.halo))\""
    out.text += " paint-order=\"stroke\">\n"
    let rise = Self.unitRadius * LabelSize.baseline
    for index in 0..<grid.indexCount where grid.isCell(index) {
      guard let text = labelText(ofCell: index, in: grid) else { continue }
      let center = layout.center(of: grid.hex(at: index))
      out.text += "<text x=\"\(format.string(center.x))\""
      out.text += " y=\"\(format.string(center.y - rise))\">\(text)</text>\n"
      out.spillIfFull()
    }
    out.text += "</g>\n"
  }
}
