// Anti-aliased polygon filling by exact area coverage, one pixel row at a time.
//
// Each row has an accumulation buffer of `width + 2` numbers. Every edge crossing the row
// adds, to the pixels it passes through, the signed area between it and the pixel's right
// side, and to the pixel after it the rest of its signed height (the approach of font-rs
// and stb_truetype 2): a running sum along the row is then the signed area of the shapes
// in each pixel. Its absolute value clamped to 1 is the coverage: the non-zero rule, so
// overlapping shapes drawn in one call (the segments of a stroke, neighbouring hexagons of
// one terrain) are a union with no seam, and a shared edge drawn once in each direction
// cancels exactly.

import HexGrid

/// One polygon edge with `y0 < y1`; `direction` is +1 if it was drawn downwards.
struct RasterEdge {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double
  var direction: Double

  @inline(__always)
  func x(at y: Double) -> Double {
    y <= y0 ? x0 : y >= y1 ? x1 : x0 + (x1 - x0) * ((y - y0) / (y1 - y0))
  }
}

extension RasterCanvas {
  /// The edges of `polygons` (each closed implicitly), clipped to `0…width` horizontally:
  /// the part of an edge left of the picture becomes a vertical edge on its left side
  /// (it covers every pixel to its right all the same), the part right of it is dropped
  /// onto the right side.
  func edges(of polygons: [[Point]]) -> [RasterEdge] {
    var result: [RasterEdge] = []
    let right = Double(width)
    for polygon in polygons where polygon.count > 2 {
      for k in polygon.indices {
        let a = polygon[k]
        let b = polygon[k + 1 == polygon.count ? 0 : k + 1]
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else {
          continue
        }
        let direction: Double = a.y < b.y ? 1 : -1
        let (p, q) = a.y < b.y ? (a, b) : (b, a)
        // Split at x = 0 and x = width, then clamp each piece into the picture.
        var cuts: [Double] = [p.y, q.y]
        for boundary in [0, right] where (p.x - boundary) * (q.x - boundary) < 0 {
          cuts.insert(p.y + (q.y - p.y) * ((boundary - p.x) / (q.x - p.x)), at: cuts.count - 1)
        }
        if cuts.count == 4, cuts[1] > cuts[2] { cuts.swapAt(1, 2) }
        let whole = RasterEdge(x0: p.x, y0: p.y, x1: q.x, y1: q.y, direction: direction)
        for c in 0..<(cuts.count - 1) where cuts[c] < cuts[c + 1] {
          let xa = Swift.min(right, Swift.max(0, whole.x(at: cuts[c])))
          let xb = Swift.min(right, Swift.max(0, whole.x(at: cuts[c + 1])))
          result.append(
            RasterEdge(x0: xa, y0: cuts[c], x1: xb, y1: cuts[c + 1], direction: direction))
        }
      }
    }
    return result
  }

  /// Fills `polygons` (non-zero rule, as one shape) with `paint`.
  ///
  /// - Complexity: O(e log e + r·w) for e edges over r rows of w pixels; memory O(e + width).
  package mutating func fill(_ polygons: [[Point]], paint: RasterPaint) {
    var list = edges(of: polygons)
    guard !list.isEmpty, paint.opacity > 0 else { return }
    list.sort { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    let top = Swift.max(0, Int(list[0].y0.rounded(.down)))
    let bottom = Swift.min(height, Int((list.map(\.y1).max() ?? 0).rounded(.up)))
    guard top < bottom else { return }
    var accumulation = [Double](repeating: 0, count: width + 3)
    var active: [Int] = []
    var next = 0
    let w = width
    pixels.withUnsafeMutableBufferPointer { buffer in
      accumulation.withUnsafeMutableBufferPointer { acc in
        for j in top..<bottom {
          let rowTop = Double(j)
          let rowBottom = rowTop + 1
          while next < list.count, list[next].y0 < rowBottom {
            active.append(next)
            next += 1
          }
          active.removeAll { list[$0].y1 <= rowTop }
          if active.isEmpty { continue }
          var low = w
          var high = 0
          for index in active {
            let edge = list[index]
            let ya = Swift.max(edge.y0, rowTop)
            let yb = Swift.min(edge.y1, rowBottom)
            guard ya < yb else { continue }
            let span = Self.accumulate(
              acc, x: edge.x(at: ya), xNext: edge.x(at: yb),
              signedHeight: (yb - ya) * edge.direction)
            low = Swift.min(low, span.lowerBound)
            high = Swift.max(high, span.upperBound)
          }
          guard low <= high else { continue }
          var sum = 0.0
          let base = j * w * 4
          for i in low...Swift.min(high, w + 2) {
            sum += acc[i]
            acc[i] = 0
            if i < w {
              let coverage = Swift.min(1, Swift.abs(sum))
              if coverage > 0.5 / 255 {
                RasterCanvas.blend(buffer, at: base + 4 * i, paint: paint, coverage: coverage)
              }
            }
          }
        }
      }
    }
  }

  /// Adds one edge's piece within a row (from `x` at its top to `xNext` at its bottom,
  /// `signedHeight` tall) to the row's accumulation buffer; returns the indices touched.
  @inline(__always)
  static func accumulate(
    _ acc: UnsafeMutableBufferPointer<Double>, x: Double, xNext: Double, signedHeight d: Double
  ) -> ClosedRange<Int> {
    let (x0, x1) = x < xNext ? (x, xNext) : (xNext, x)
    let x0Floor = x0.rounded(.down)
    let x0i = Int(x0Floor)
    let x1Ceil = x1.rounded(.up)
    let x1i = Int(x1Ceil)
    if x1i <= x0i + 1 {
      // Within one pixel: the area right of the edge's midpoint.
      let middle = 0.5 * (x + xNext) - x0Floor
      acc[x0i] += d - d * middle
      acc[x0i + 1] += d * middle
      return x0i...(x0i + 1)
    }
    let s = 1 / (x1 - x0)
    let x0f = x0 - x0Floor
    let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
    let x1f = x1 - x1Ceil + 1
    let am = 0.5 * s * x1f * x1f
    acc[x0i] += d * a0
    if x1i == x0i + 2 {
      acc[x0i + 1] += d * (1 - a0 - am)
    } else {
      let a1 = s * (1.5 - x0f)
      acc[x0i + 1] += d * (a1 - a0)
      var xi = x0i + 2
      while xi < x1i - 1 {
        acc[xi] += d * s
        xi += 1
      }
      let a2 = a1 + Double(x1i - x0i - 3) * s
      acc[x1i - 1] += d * (1 - a2 - am)
    }
    acc[x1i] += d * am
    return x0i...x1i
  }
}
