// The cell layer's fast path: tens of thousands of equal hexagons, each filled in its own
// small tile and added into a band of rows, with no allocation per cell.

import HexGrid

extension RasterCanvas {
  /// Fills one hexagon per item (its `center`, the outline `corners` relative to it) in
  /// the paint `paints[terrain(k)]`, skipping items whose terrain is outside `paints`,
  /// then strokes every outline with `stroke` on top.
  ///
  /// The hexagons are composited as one layer: in each pixel the colours are weighted by
  /// the exact area each hexagon covers, so neighbouring cells (of the same or different
  /// terrains) meet with no seam of the background showing through. The outlines are one
  /// union too (a pixel takes the largest coverage of any outline), as an SVG path of all
  /// of them stroked at once would be. The result matches an SVG drawing each terrain's
  /// cells as one path, fill then stroke, in palette order, wherever the stroke is
  /// opaque.
  ///
  /// - Complexity: O(n · t + pixels) for n hexagons of t pixels' tiles; memory 4 bytes per
  ///   item (the items grouped by band of rows) plus a few bands of `width` pixels.
  package mutating func fillHexagons(
    count: Int, center: (Int) -> Point, terrain: (Int) -> Int, paints: [RasterPaint],
    corners: [Point], stroke: (paint: RasterPaint, width: Double)?
  ) {
    guard corners.count > 2, count > 0 else { return }
    let ring = stroke.map { RasterShapes.stroke(corners, width: $0.width, closed: true) } ?? []
    let halfStroke = stroke.map { Swift.max(0, $0.width / 2) } ?? 0
    var extentX = 0.0
    var extentY = 0.0
    for corner in corners + ring.joined() {
      extentX = Swift.max(extentX, Swift.abs(corner.x))
      extentY = Swift.max(extentY, Swift.abs(corner.y))
    }
    guard extentX.isFinite, extentY.isFinite, extentX < 4096, extentY < 4096 else { return }
    _ = halfStroke
    // A tile holds a hexagon with its outline and a pixel to spare on each side.
    let tileWidth = Int((2 * extentX).rounded(.up)) + 4
    let tileHeight = Int((2 * extentY).rounded(.up)) + 3
    let bandHeight = Swift.max(32, tileHeight)
    let bands = (height + bandHeight - 1) / bandHeight
    func tileTop(_ k: Int) -> Int { Int((center(k).y - extentY).rounded(.down)) - 1 }
    func bandOf(_ k: Int) -> Int { Swift.min(bands - 1, Swift.max(0, tileTop(k) / bandHeight)) }

    // The items grouped by the band their tile starts in (a counting sort).
    var starts = [Int](repeating: 0, count: bands + 1)
    for k in 0..<count where paints.indices.contains(terrain(k)) { starts[bandOf(k) + 1] += 1 }
    for b in 0..<bands { starts[b + 1] += starts[b] }
    var next = Array(starts.dropLast())
    var grouped = [UInt32](repeating: 0, count: starts[bands])
    for k in 0..<count where paints.indices.contains(terrain(k)) {
      let b = bandOf(k)
      grouped[next[b]] = UInt32(k)
      next[b] += 1
    }

    let w = width
    var tile = [Double](repeating: 0, count: tileWidth * tileHeight + 2)
    var fillBand = [Double](repeating: 0, count: w * bandHeight * 4)
    var strokeBand = [Double](repeating: 0, count: stroke == nil ? 0 : w * bandHeight)
    let fillContours = [corners]
    for band in 0..<bands {
      let bandTop = band * bandHeight
      let bandBottom = Swift.min(height, bandTop + bandHeight)
      for b in Swift.max(0, band - 1)...band {
        for g in starts[b]..<starts[b + 1] {
          let k = Int(grouped[g])
          let c = center(k)
          let left = Int((c.x - extentX).rounded(.down)) - 1
          let top = Int((c.y - extentY).rounded(.down)) - 1
          guard top + tileHeight > bandTop, top < bandBottom else { continue }
          let paint = paints[terrain(k)]
          Self.coverTile(
            &tile, width: tileWidth, contours: fillContours, dx: c.x - Double(left),
            dy: c.y - Double(top))
          Self.drain(
            &tile, width: tileWidth, height: tileHeight, left: left, top: top, canvasWidth: w,
            rows: bandTop..<bandBottom
          ) { pixel, coverage in
            let p = 4 * pixel
            fillBand[p] += coverage * paint.red
            fillBand[p + 1] += coverage * paint.green
            fillBand[p + 2] += coverage * paint.blue
            fillBand[p + 3] += coverage
          }
          if stroke != nil {
            Self.coverTile(
              &tile, width: tileWidth, contours: ring, dx: c.x - Double(left), dy: c.y - Double(top)
            )
            Self.drain(
              &tile, width: tileWidth, height: tileHeight, left: left, top: top, canvasWidth: w,
              rows: bandTop..<bandBottom
            ) { pixel, coverage in
              strokeBand[pixel] = Swift.max(strokeBand[pixel], coverage)
            }
          }
        }
      }
      compositeBand(
        rows: bandTop..<bandBottom, fill: &fillBand, stroke: &strokeBand, strokePaint: stroke?.paint
      )
    }
  }

  /// Adds the signed area of `contours` (translated by `dx`, `dy`) to `tile`.
  static func coverTile(
    _ tile: inout [Double], width tileWidth: Int, contours: [[Point]], dx: Double, dy: Double
  ) {
    tile.withUnsafeMutableBufferPointer { buffer in
      for contour in contours {
        for k in contour.indices {
          let a = contour[k]
          let b = contour[k + 1 == contour.count ? 0 : k + 1]
          guard a.y != b.y else { continue }
          let direction: Double = a.y < b.y ? 1 : -1
          let (p, q) = a.y < b.y ? (a, b) : (b, a)
          let edge = RasterEdge(
            x0: p.x + dx, y0: p.y + dy, x1: q.x + dx, y1: q.y + dy, direction: direction)
          var row = Int(edge.y0.rounded(.down))
          while Double(row) < edge.y1 {
            let ya = Swift.max(edge.y0, Double(row))
            let yb = Swift.min(edge.y1, Double(row + 1))
            if ya < yb {
              let slice = UnsafeMutableBufferPointer(
                rebasing: buffer[(row * tileWidth)..<((row + 1) * tileWidth)])
              _ = accumulate(
                slice, x: edge.x(at: ya), xNext: edge.x(at: yb),
                signedHeight: (yb - ya) * direction)
            }
            row += 1
          }
        }
      }
    }
  }

  /// Turns the tile's accumulated areas into coverage, hands each covered pixel inside
  /// the canvas and `rows` to `add` (as its index in the band), and clears the tile.
  @inline(__always)
  static func drain(
    _ tile: inout [Double], width tileWidth: Int, height tileHeight: Int, left: Int, top: Int,
    canvasWidth: Int, rows: Range<Int>, add: (Int, Double) -> Void
  ) {
    for row in 0..<tileHeight {
      let y = top + row
      var sum = 0.0
      let inside = rows.contains(y)
      for column in 0..<tileWidth {
        let index = row * tileWidth + column
        sum += tile[index]
        tile[index] = 0
        let x = left + column
        guard inside, x >= 0, x < canvasWidth else { continue }
        let coverage = Swift.min(1, Swift.abs(sum))
        if coverage > 1e-9 { add((y - rows.lowerBound) * canvasWidth + x, coverage) }
      }
    }
  }

  /// Composites the accumulated band into the canvas (fills, then outlines) and clears it.
  mutating func compositeBand(
    rows: Range<Int>, fill: inout [Double], stroke: inout [Double], strokePaint: RasterPaint?
  ) {
    let w = width
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in rows {
        for x in 0..<w {
          let p = (y - rows.lowerBound) * w + x
          let k = 4 * (y * w + x)
          let coverage = fill[4 * p + 3]
          if coverage > 0 {
            // The weighted colours are a premultiplied source of alpha `coverage`.
            let scale = coverage > 1 ? 1 / coverage : 1
            let sa = Swift.min(1, coverage)
            let da = Double(buffer[k + 3]) / 255
            let keep = da * (1 - sa)
            let outA = sa + keep
            if outA > 0 {
              for c in 0..<3 {
                let value = (fill[4 * p + c] * scale + Double(buffer[k + c]) * keep) / outA
                buffer[k + c] = UInt8(Swift.min(255, value + 0.5))
              }
              buffer[k + 3] = UInt8(Swift.min(255, outA * 255 + 0.5))
            }
            fill[4 * p] = 0
            fill[4 * p + 1] = 0
            fill[4 * p + 2] = 0
            fill[4 * p + 3] = 0
          }
          if let strokePaint, stroke[p] > 0 {
            RasterCanvas.blend(buffer, at: k, paint: strokePaint, coverage: stroke[p])
            stroke[p] = 0
          }
        }
      }
    }
  }
}
