import HexBoard

/// How one named layer of a board (`BoardLayer`) is drawn in a picture: the
/// renderer-independent model the SVG and the PNG both draw from, so they show the same
/// marks in the same colours (see ``SVGRenderer/layerOverlays(for:)``).
@_spi(PixelChecks) public struct LayerOverlay: Sendable, Equatable {
  /// What is drawn on the layer's cells.
  @_spi(PixelChecks) public enum Style: Sendable, Equatable {
    /// A categorical layer: an inset hexagon in the value's colour on each cell holding
    /// one, ``markScale`` × the hex's size, outlined like the cells.
    case marks
    /// A numeric layer: every cell covered by a translucent hexagon in its class's colour
    /// on a ramp over the layer's minimum to maximum.
    case choropleth
    /// A numeric layer: every cell's number written on it.
    case labels
  }

  /// The layer's position in `Board.layers`.
  @_spi(PixelChecks) public var layerIndex: Int
  /// The layer's name.
  @_spi(PixelChecks) public var name: String
  /// How it is drawn.
  @_spi(PixelChecks) public var style: Style
  /// The colours a cell is drawn in, by ``paintIndex(ofCode:)``: the palette values' own
  /// colours (or ``SVGRenderer/layerValueColor(_:at:)``) for marks, the ramp's classes for
  /// a choropleth; empty for labels.
  @_spi(PixelChecks) public var colors: [RGBColor]
  /// The opacity of the fills: 1 for marks, ``SVGRenderer/choroplethOpacity`` for a choropleth.
  @_spi(PixelChecks) public var opacity: Double
  /// The size of a mark hexagon as a fraction of the cell's (marks only).
  @_spi(PixelChecks) public var markScale: Double
  /// The smallest and largest number of the layer's cells (numeric layers; `nil` on a
  /// board without cells).
  @_spi(PixelChecks) public var range: ClosedRange<Int>?
  /// Which labels layer this is, from 0 (labels only): later ones are written lower.
  @_spi(PixelChecks) public var labelRow: Int

  /// The index in ``colors`` a cell of code `code` is drawn in, or `nil` when it is not
  /// drawn (a categorical cell holding no value; every cell of a labels layer).
  @_spi(PixelChecks) public func paintIndex(ofCode code: Int32) -> Int? {
    switch style {
    case .marks:
      let k = Int(code) - 1
      return k >= 0 && k < colors.count ? k : nil
    case .choropleth:
      guard let range else { return nil }
      let span = Int64(range.upperBound) - Int64(range.lowerBound) + 1
      let offset = Int64(code) - Int64(range.lowerBound)
      guard offset >= 0, offset < span else { return nil }
      return Int(offset * Int64(colors.count) / span)
    case .labels:
      return nil
    }
  }
}

extension SVGRenderer {
  /// The most classes a choropleth has: a layer with fewer distinct numbers from its
  /// minimum to its maximum gets one class per number.
  @_spi(PixelChecks) public static let choroplethClasses = 8
  /// The opacity of a choropleth's hexagons, so the terrain shows through.
  @_spi(PixelChecks) public static let choroplethOpacity = 0.6
  /// The ramp a choropleth's classes are taken from, low to high (dark purple, teal,
  /// yellow: readable on most terrain, and in grey).
  @_spi(PixelChecks) public static let choroplethRamp: [RGBColor] = [
    "#440154", "#21918c", "#fde725",
  ]
  /// The colours given to categorical values without a colour of their own, by palette
  /// position (cycling after 10).
  @_spi(PixelChecks) public static let layerValueColors: [RGBColor] = [
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6",
    "#bfef45", "#9a6324",
  ]

  /// The colour a categorical value is drawn in: its own, else entry `position` mod 10 of
  /// ``layerValueColors`` (its palette position, so the same palette always gets the same
  /// colours and neighbouring values differ).
  @_spi(PixelChecks) public static func layerValueColor(_ value: LayerValue, at position: Int)
    -> RGBColor
  {
    value.color ?? layerValueColors[position % layerValueColors.count]
  }

  /// The layers drawn with these options, choropleths first (under the marks), each kind in
  /// the board's layer order: with
  /// ``PictureOptions/layers`` `nil`, every categorical layer as marks; otherwise the layers
  /// named there (names the board lacks are ignored), categorical ones as marks and
  /// numeric ones as ``PictureOptions/numericLayers`` says. Mark hexagons are 0.6 × the
  /// cell for the first categorical layer drawn, 0.12 smaller for each later one (down to
  /// 0.24), so the marks of all stay visible on one cell.
  ///
  /// - Complexity: O(layers × names), plus O(cells) per numeric layer drawn (its range).
  @_spi(PixelChecks) public func layerOverlays(for board: Board) -> [LayerOverlay] {
    var overlays: [LayerOverlay] = []
    var marks = 0
    var labelRows = 0
    for (index, layer) in board.layers.enumerated() {
      if let names = options.layers {
        guard names.contains(layer.name) else { continue }
      } else if !layer.isCategorical {
        continue
      }
      switch layer.kind {
      case .categorical(let palette):
        let colors = palette.enumerated().map { Self.layerValueColor($0.element, at: $0.offset) }
        overlays.append(
          LayerOverlay(
            layerIndex: index, name: layer.name, style: .marks, colors: colors, opacity: 1,
            markScale: Swift.max(0.24, 0.6 - 0.12 * Double(marks)), range: nil, labelRow: 0))
        marks += 1
      case .numeric:
        let range = Self.numberRange(of: layer, in: board.grid)
        if options.numericLayers == .labels {
          overlays.append(
            LayerOverlay(
              layerIndex: index, name: layer.name, style: .labels, colors: [], opacity: 1,
              markScale: 1, range: range, labelRow: labelRows))
          labelRows += 1
        } else {
          var colors: [RGBColor] = []
          if let range {
            let count = Swift.min(
              Int64(Self.choroplethClasses),
              Int64(range.upperBound) - Int64(range.lowerBound) + 1)
            colors = (0..<Int(count)).map {
              Self.rampColor(at: count == 1 ? 1 : Double($0) / Double(count - 1))
            }
          }
          overlays.append(
            LayerOverlay(
              layerIndex: index, name: layer.name, style: .choropleth, colors: colors,
              opacity: Self.choroplethOpacity, markScale: 1, range: range, labelRow: 0))
        }
      }
    }
    // Choropleths tint whole cells: under the marks, so a tint never hides a value.
    return overlays.filter { $0.style == .choropleth } + overlays.filter { $0.style != .choropleth }
  }

  /// The smallest and largest code of `layer`'s cells, or `nil` when the grid has none.
  static func numberRange(of layer: BoardLayer, in grid: MapGrid) -> ClosedRange<Int>? {
    let codes = layer.codes.flattened()
    var low = Int32.max
    var high = Int32.min
    var any = false
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let code = codes[index]
      low = Swift.min(low, code)
      high = Swift.max(high, code)
      any = true
    }
    return any ? Int(low)...Int(high) : nil
  }

  /// The ramp's colour at `t` in 0...1, each channel interpolated between its two nearest
  /// stops and rounded half up.
  static func rampColor(at t: Double) -> RGBColor {
    let stops = choroplethRamp
    let position = Swift.min(1, Swift.max(0, t)) * Double(stops.count - 1)
    let k = Swift.min(stops.count - 2, Int(position.rounded(.down)))
    let f = position - Double(k)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let value = Double(a) + (Double(b) - Double(a)) * f
      return UInt8(Swift.min(255, Swift.max(0, (value + 0.5).rounded(.down))))
    }
    let (a, b) = (stops[k], stops[k + 1])
    return RGBColor(
      red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))
  }

  /// Sizes of a numeric layer's labels, as fractions of the hex radius.
  enum LayerLabelSize {
    /// The font size.
    static let font = 0.3
    /// The first labels layer's baseline below the centre; each later one is ``row`` lower.
    static let baseline = 0.2
    /// The distance between the baselines of two labels layers.
    static let row = 0.32
  }

  /// The font size of numeric layer labels for hexes of `radius`, or 0 when under
  /// ``LabelSize/minimumPixels`` (then none are drawn).
  static func layerLabelFontSize(radius: Double) -> Double {
    let size = radius * LayerLabelSize.font
    return size.isFinite && size >= LabelSize.minimumPixels ? size : 0
  }

  /// The cells of `board` drawn in each of `overlay`'s colours: for each paint index, the
  /// grid indices in storage order.
  ///
  /// - Complexity: O(grid indices).
  @_spi(PixelChecks) public static func cellsByPaint(of overlay: LayerOverlay, in board: Board)
    -> [[Int]]
  {
    guard overlay.style != .labels, board.layers.indices.contains(overlay.layerIndex) else {
      return []
    }
    let grid = board.grid
    let codes = board.layers[overlay.layerIndex].codes.flattened()
    var groups = [[Int]](repeating: [], count: overlay.colors.count)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      if let paint = overlay.paintIndex(ofCode: codes[index]) { groups[paint].append(index) }
    }
    return groups
  }
}
