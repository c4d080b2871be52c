// Hexside and corner features in an SVG picture: the layers drawing them (above the cells,
// below the overlays), their CSS rules and legend swatches. Where each run and marker goes
// is `MapGrid.sideRuns`, `crossingRuns` and `drawnCorners` (HexBoard), which Tiled export
// shares.

import HexBoard

extension SVGRenderer {
  /// Sizes of features, as fractions of the hex radius, so they scale with the picture.
  @_spi(PixelChecks) public enum FeatureSize {
    /// The width of a feature drawn along the sides (wall, river).
    @_spi(PixelChecks) public static let side = 0.2
    /// The width of a feature drawn across the sides (road).
    @_spi(PixelChecks) public static let crossing = 0.16
    /// Half the side of the outermost square marking a corner.
    @_spi(PixelChecks) public static let marker = 0.2
    /// The width of the outline of corner markers.
    @_spi(PixelChecks) public static let markerStroke = 0.04
    /// Legend swatch line widths and marker size, in pixels at legend scale 1
    /// (``SVGRenderer/Legend/scale(width:height:)``).
    static let legendSide = 4.0
    static let legendCrossing = 3.0
    static let legendMarker = 4.0
  }

  /// The slots carrying each palette entry, found in one pass over the occupied slots.
  @_spi(PixelChecks) public struct PlacedFeatures {
    /// For each edge palette entry, the edge slots carrying it, in increasing order.
    @_spi(PixelChecks) public var edgeSlots: [[Int]]
    /// For each vertex palette entry, the vertex slots carrying it, in increasing order.
    @_spi(PixelChecks) public var vertexSlots: [[Int]]

    /// Whether no feature is placed (nothing to draw, and the picture is the one a board
    /// without features always had).
    @_spi(PixelChecks) public var isEmpty: Bool {
      edgeSlots.allSatisfy(\.isEmpty) && vertexSlots.allSatisfy(\.isEmpty)
    }

    /// The slots of `board`'s placed features, by palette entry.
    @_spi(PixelChecks) public init(_ board: Board) {
      edgeSlots = board.featureSlots(byEntry: .side)
      vertexSlots = board.featureSlots(byEntry: .corner)
    }
  }

  /// CSS rules for the placed features: `.edge-<id>{stroke:…}` and `.vertex-<id>{fill:…}`.
  func appendFeatureStyles(of board: Board, features: PlacedFeatures, to out: inout TextChunks) {
    let edgeClasses = uniqueClasses(board.edgePalette.map(\.id))
    for (k, feature) in board.edgePalette.enumerated() where !features.edgeSlots[k].isEmpty {
      out.text += ".edge-\(edgeClasses[k]){stroke:\(feature.color.description)}\n"
    }
    let vertexClasses = uniqueClasses(board.vertexPalette.map(\.id))
    for (k, feature) in board.vertexPalette.enumerated() where !features.vertexSlots[k].isEmpty {
      out.text += ".vertex-\(vertexClasses[k]){fill:\(feature.color.description)}\n"
    }
  }

  /// The placed edge features of one style, each one `<path>` of runs in palette order.
  func appendEdgeFeatures(
    of board: Board, features: PlacedFeatures, style: EdgeFeature.Style, layout: HexLayout,
    format: FixedPointFormat, to out: inout TextChunks
  ) {
    let drawn = board.edgePalette.indices.filter {
      board.edgePalette[$0].style == style && !features.edgeSlots[$0].isEmpty
    }
    guard !drawn.isEmpty else { return }
    let grid = board.grid
    let classes = uniqueClasses(board.edgePalette.map(\.id))
    let radius = Swift.min(layout.size.width, layout.size.height)
    let width = radius * (style == .side ? FeatureSize.side : FeatureSize.crossing)
    let outset = layout.spacing / 2
    out.text += "<g class=\"edges \(style.rawValue)\" fill=\"none\""
    out.text += " stroke-width=\"\(format.string(width))\""
    out.text += " stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
    for k in drawn {
      let slots = features.edgeSlots[k]
      let runs = style == .side ? grid.sideRuns(slots: slots) : grid.crossingRuns(slots: slots)
      var chunks = SVGPathChunks(
        opening:
          "<path class=\"edge edge-\(classes[k])\" stroke=\"\(board.edgePalette[k].color.description)\" d=\""
      )
      for run in runs {
        // A moveto followed by more pairs: the pairs are linetos. A run split between two
        // elements goes on from its last point, and a closed one then returns to its first
        // point explicitly (a `Z` would close only the second piece).
        var split = false
        var previous: Point?
        var first: Point?
        for anchor in run.anchors {
          let point = anchor.point(in: layout, outset: outset)
          if chunks.prepare(&out), let previous {
            split = true
            out.text += "M\(format.string(previous.x)),\(format.string(previous.y))"
          }
          out.text += previous == nil ? "M" : " "
          out.text += "\(format.string(point.x)),\(format.string(point.y))"
          if first == nil { first = point }
          previous = point
          out.spillIfFull()
        }
        if run.isClosed {
          if split, let first {
            out.text += " \(format.string(first.x)),\(format.string(first.y))"
          } else {
            out.text += "Z"
          }
        }
      }
      chunks.finish(&out)
    }
    out.text += "</g>\n"
  }

  /// Half the side of the marker of vertex feature `k` on a corner carrying `bits`: the
  /// outermost for the first feature there, smaller for each later one, so all show.
  @_spi(PixelChecks) public func markerHalfSize(radius: Double, bits: UInt16, feature k: Int)
    -> Double
  {
    let count = Double(bits.nonzeroBitCount)
    let before = Double((bits & ((1 << k) &- 1)).nonzeroBitCount)
    return radius * FeatureSize.marker * (count - before) / count
  }

  /// The placed vertex features, each one `<path>` of squares on its corners.
  func appendVertexFeatures(
    of board: Board, features: PlacedFeatures, layout: HexLayout, format: FixedPointFormat,
    to out: inout TextChunks
  ) {
    let drawn = board.vertexPalette.indices.filter { !features.vertexSlots[$0].isEmpty }
    guard !drawn.isEmpty else { return }
    let grid = board.grid
    let classes = uniqueClasses(board.vertexPalette.map(\.id))
    let radius = Swift.min(layout.size.width, layout.size.height)
    let outset = layout.spacing / 2
    out.text += "<g class=\"vertices\" stroke=\"\(options.strokeColor.description)\""
    out.text += " stroke-width=\"\(format.string(radius * FeatureSize.markerStroke))\">\n"
    for k in drawn {
      var chunks = SVGPathChunks(
        opening:
          "<path class=\"vertex vertex-\(classes[k])\" fill=\"\(board.vertexPalette[k].color.description)\" d=\""
      )
      for slot in features.vertexSlots[k] {
        _ = chunks.prepare(&out)
        let half = markerHalfSize(
          radius: radius, bits: board.featureBits(atSlot: slot, kind: .corner), feature: k)
        let side = format.string(2 * half)
        let back = format.string(-2 * half)
        for vertex in grid.drawnCorners(ofVertexSlot: slot) {
          let point = FeatureAnchor.corner(vertex).point(in: layout, outset: outset)
          out.text += "M\(format.string(point.x - half)),\(format.string(point.y - half))"
          out.text += "h\(side)v\(side)h\(back)Z"
        }
        out.spillIfFull()
      }
      chunks.finish(&out)
    }
    out.text += "</g>\n"
  }

  /// The legend swatch of an edge feature (a short line, as wide as the feature's style)
  /// or a vertex feature (a marker), inside the swatch square at `position`, at legend
  /// scale `scale`.
  func appendFeatureSwatch(
    _ entry: LegendEntry, index k: Int, of board: Board, at position: Point, scale: Double,
    format: FixedPointFormat, to out: inout TextChunks
  ) {
    let side = Legend.swatch * scale
    let middle = position + Point(x: side / 2, y: side / 2)
    if case .vertex = entry {
      let half = FeatureSize.legendMarker * scale
      let classes = uniqueClasses(board.vertexPalette.map(\.id))
      out.text += "<rect class=\"swatch vertex-\(classes[k])\""
      out.text += " x=\"\(format.string(middle.x - half))\" y=\"\(format.string(middle.y - half))\""
      out.text += " width=\"\(format.string(2 * half))\" height=\"\(format.string(2 * half))\""
      out.text += " fill=\"\(board.vertexPalette[k].color.description)\""
      out.text += " stroke=\"\(options.strokeColor.description)\"/>\n"
      return
    }
    let feature = board.edgePalette[k]
    let classes = uniqueClasses(board.edgePalette.map(\.id))
    let width =
      (feature.style == .side ? FeatureSize.legendSide : FeatureSize.legendCrossing) * scale
    let inset = width / 2
    out.text += "<line class=\"swatch edge-\(classes[k])\""
    out.text += " x1=\"\(format.string(position.x + inset))\" y1=\"\(format.string(middle.y))\""
    out.text += " x2=\"\(format.string(position.x + side - inset))\""
    out.text += " y2=\"\(format.string(middle.y))\" stroke=\"\(feature.color.description)\""
    out.text += " stroke-width=\"\(format.string(width))\" stroke-linecap=\"round\"/>\n"
  }
}
