// The cell layer's fast path: tens of thousands of equal hexagons, each filled in its own
// small tile and added into a band of rows, with no allocation per cell.

import HexGrid

extension RasterCanvas {
  /// Fills one hexagon per item (its `center`, the outline `corners` relative to it) in
  /// the paint `paints[terrain(k)]` (at its opacity), skipping items whose terrain is
  /// outside `paints`, then strokes every outline with `stroke` on top.
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
    var extentX = 0.0
    var extentY = 0.0
    for corner in corners + ring.joined() {
      extentX = Swift.max(extentX, Swift.abs(corner.x))
      extentY = Swift.max(extentY, Swift.abs(corner.y))
    }
    guard extentX.isFinite, extentY.isFinite, extentX < 4096, extentY < 4096 else { return }
    // A tile holds a hexagon with its outline and a pixel to spare on each side.
    let tileWidth = Int((2 * extentX).rounded(.up)) + 4
    let tileHeight = Int((2 * extentY).rounded(.up)) + 3
    // Tall enough that few tiles straddle two bands (those are covered once per band), and
    // never taller than the picture: a few huge hexes on a short picture would otherwise
    // allocate bands of rows it does not have.
    let bandHeight = Swift.min(Swift.max(64, 2 * tileHeight), Swift.max(1, height))
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
      tile.withUnsafeMutableBufferPointer { tile in
        fillBand.withUnsafeMutableBufferPointer { fillBand in
          strokeBand.withUnsafeMutableBufferPointer { strokeBand in
            for b in Swift.max(0, band - 1)...band {
              for g in starts[b]..<starts[b + 1] {
                let k = Int(grouped[g])
                let c = center(k)
                let left = Int((c.x - extentX).rounded(.down)) - 1
                let top = Int((c.y - extentY).rounded(.down)) - 1
                // Tiles wholly outside the band or the picture (a board bigger than a tiny
                // picture) draw nothing, and would make empty ranges of rows or columns.
                guard top + tileHeight > bandTop, top < bandBottom, left < w, left + tileWidth > 0
                else { continue }
                let paint = paints[terrain(k)]
                let dx = c.x - Double(left)
                let dy = c.y - Double(top)
                let rows = Swift.max(0, bandTop - top)..<Swift.min(tileHeight, bandBottom - top)
                let columns = Swift.max(0, -left)..<Swift.min(tileWidth, w - left)
                Self.coverTile(tile, width: tileWidth, contours: fillContours, dx: dx, dy: dy)
                Self.drainFill(
                  tile, width: tileWidth, height: tileHeight, rows: rows, columns: columns,
                  into: fillBand, at: (top - bandTop) * w + left, canvasWidth: w, paint: paint)
                if stroke != nil {
                  Self.coverTile(tile, width: tileWidth, contours: ring, dx: dx, dy: dy)
                  Self.drainStroke(
                    tile, width: tileWidth, height: tileHeight, rows: rows, columns: columns,
                    into: strokeBand, at: (top - bandTop) * w + left, canvasWidth: w)
                }
              }
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
    _ buffer: UnsafeMutableBufferPointer<Double>, width tileWidth: Int, contours: [[Point]],
    dx: Double, dy: Double
  ) {
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
              slice, x: edge.x(at: ya), xNext: edge.x(at: yb), signedHeight: (yb - ya) * direction)
          }
          row += 1
        }
      }
    }
  }

  /// Turns the tile's areas into coverage and adds each covered pixel (those of `rows` and
  /// `columns`: inside the band and the canvas), weighted, to the band's colour sums;
  /// clears the tile. `origin` is the band index of the tile's top-left pixel.
  @inline(__always)
  static func drainFill(
    _ tile: UnsafeMutableBufferPointer<Double>, width tileWidth: Int, height tileHeight: Int,
    rows: Range<Int>, columns: Range<Int>, into band: UnsafeMutableBufferPointer<Double>,
    at origin: Int, canvasWidth: Int, paint: RasterPaint
  ) {
    for row in 0..<tileHeight {
      let base = row * tileWidth
      guard rows.contains(row) else {
        for column in 0..<tileWidth { tile[base + column] = 0 }
        continue
      }
      var sum = 0.0
      for column in 0..<tileWidth {
        sum += tile[base + column]
        tile[base + column] = 0
        guard columns.contains(column) else { continue }
        // A translucent paint (dimmed cells) weighs less; an opaque one exactly as much as
        // it covers.
        let coverage = Swift.min(1, Swift.abs(sum)) * paint.opacity
        if coverage > 1e-9 {
          let p = 4 * (origin + row * canvasWidth + column)
          band[p] += coverage * paint.red
          band[p + 1] += coverage * paint.green
          band[p + 2] += coverage * paint.blue
          band[p + 3] += coverage
        }
      }
    }
  }

  /// As ``drainFill``, keeping in each pixel the largest coverage of any outline.
  @inline(__always)
  static func drainStroke(
    _ tile: UnsafeMutableBufferPointer<Double>, width tileWidth: Int, height tileHeight: Int,
    rows: Range<Int>, columns: Range<Int>, into band: UnsafeMutableBufferPointer<Double>,
    at origin: Int, canvasWidth: Int
  ) {
    for row in 0..<tileHeight {
      let base = row * tileWidth
      guard rows.contains(row) else {
        for column in 0..<tileWidth { tile[base + column] = 0 }
        continue
      }
      var sum = 0.0
      for column in 0..<tileWidth {
        sum += tile[base + column]
        tile[base + column] = 0
        guard columns.contains(column) else { continue }
        let coverage = Swift.min(1, Swift.abs(sum))
        let p = origin + row * canvasWidth + column
        if coverage > band[p] { band[p] = coverage }
      }
    }
  }

  /// Composites the accumulated band into the canvas (fills, then outlines) and clears it.
  mutating func compositeBand(
    rows: Range<Int>, fill: inout [Double], stroke: inout [Double], strokePaint: RasterPaint?
  ) {
    let w = width
    pixels.withUnsafeMutableBufferPointer { buffer in
      fill.withUnsafeMutableBufferPointer { fill in
        stroke.withUnsafeMutableBufferPointer { stroke in
          for y in rows {
            for x in 0..<w {
              let p = (y - rows.lowerBound) * w + x
              let k = 4 * (y * w + x)
              Self.composite(buffer, at: k, fill: fill, at: 4 * p)
              if let strokePaint, stroke[p] > 0 {
                RasterCanvas.blend(buffer, at: k, paint: strokePaint, coverage: stroke[p])
                stroke[p] = 0
              }
            }
          }
        }
      }
    }
  }

  /// Blends the weighted colours at `f` (a premultiplied source whose alpha is the summed
  /// coverage) over the pixel at byte `k`, and clears them.
  @inline(__always)
  static func composite(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, at k: Int,
    fill: UnsafeMutableBufferPointer<Double>, at f: Int
  ) {
    let coverage = fill[f + 3]
    guard coverage > 0 else { return }
    if coverage >= 1 - 1e-9 {
      // Covered: the weighted colours alone (normalised where float sums overshoot).
      let scale = 1 / coverage
      buffer[k] = UInt8(Swift.min(255, fill[f] * scale + 0.5))
      buffer[k + 1] = UInt8(Swift.min(255, fill[f + 1] * scale + 0.5))
      buffer[k + 2] = UInt8(Swift.min(255, fill[f + 2] * scale + 0.5))
      buffer[k + 3] = 255
    } else {
      let da = Double(buffer[k + 3]) / 255
      let keep = da * (1 - coverage)
      let outA = coverage + keep
      for c in 0..<3 {
        let value = (fill[f + c] + Double(buffer[k + c]) * keep) / outA
        buffer[k + c] = UInt8(Swift.min(255, value + 0.5))
      }
      buffer[k + 3] = UInt8(Swift.min(255, outA * 255 + 0.5))
    }
    fill[f] = 0
    fill[f + 1] = 0
    fill[f + 2] = 0
    fill[f + 3] = 0
  }
}
