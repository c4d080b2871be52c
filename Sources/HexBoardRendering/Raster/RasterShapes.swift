// Outlines of strokes and circles as polygons, for RasterCanvas.fill: a stroke is the
// region its pen sweeps, so filling it once (non-zero rule) draws it with no seam where
// segments meet.

import HexGrid

/// Polygons for strokes, circles and rectangles.
package enum RasterShapes {
  /// The largest distance, in pixels, between an arc and the chords approximating it.
  static let arcTolerance = 0.05

  /// How many chords an arc between unit directions `u` and `v` (at most a quarter turn
  /// apart) of `radius` pixels needs. Only `+ - × ÷ √`: no `sin`/`cos`, whose last bit may
  /// differ between platforms, decides a pixel.
  static func chords(radius: Double, from u: Point, to v: Point) -> Int {
    guard radius > arcTolerance else { return 1 }
    let dx = v.x - u.x
    let dy = v.y - u.y
    // The chord of a quarter turn is √2 against an angle of π/2: 1.12 × the chord
    // bounds the angle. Each step may span √(8 · tolerance / radius) radians.
    let angle = 1.12 * (dx * dx + dy * dy).squareRoot()
    let count = (angle / (8 * arcTolerance / radius).squareRoot()).rounded(.up)
    return Swift.max(1, Swift.min(64, count.isFinite ? Int(count) : 64))
  }

  /// The points of the arc of `radius` around `center` strictly between unit directions
  /// `u` and `v` (less than a half turn apart), evenly spread along the chord and pushed
  /// out onto the circle.
  static func arcPoints(center: Point, radius: Double, from u: Point, to v: Point) -> [Point] {
    let count = chords(radius: radius, from: u, to: v)
    guard count > 1 else { return [] }
    return (1..<count).map { k in
      let t = Double(k) / Double(count)
      let x = u.x * (1 - t) + v.x * t
      let y = u.y * (1 - t) + v.y * t
      let length = (x * x + y * y).squareRoot()
      return Point(x: center.x + x / length * radius, y: center.y + y / length * radius)
    }
  }

  /// The arc strictly between `u` and `v`, split at `middle` (between them): `middle` is
  /// included, so a half turn or more is drawn in pieces of at most a quarter turn.
  static func arcPoints(
    center: Point, radius: Double, from u: Point, through middle: Point, to v: Point
  )
    -> [Point]
  {
    arcPoints(center: center, radius: radius, from: u, to: middle) + [center + middle * radius]
      + arcPoints(center: center, radius: radius, from: middle, to: v)
  }

  /// A circle as a polygon (chords at most ``arcTolerance`` inside the true circle).
  package static func circle(center: Point, radius: Double) -> [Point] {
    guard radius > 0, radius.isFinite else { return [] }
    let axes = [Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 0, y: -1)]
    var result: [Point] = []
    for k in 0..<4 {
      result.append(center + axes[k] * radius)
      result += arcPoints(center: center, radius: radius, from: axes[k], to: axes[(k + 1) % 4])
    }
    return result
  }

  /// An axis-aligned rectangle.
  package static func rectangle(x: Double, y: Double, width: Double, height: Double) -> [Point] {
    [
      Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height),
      Point(x: x, y: y + height),
    ]
  }

  /// The region a round pen of `width` sweeps along `points`: round joins and, for an
  /// open line, round caps. Fill the result in one call (non-zero rule).
  ///
  /// Each side of the line is offset by half the width; on the outer side of a turn an arc
  /// joins the two offsets, on the inner side the outline goes through the vertex (a small
  /// loop inside the stroke, which the non-zero rule absorbs). A closed outline gives two
  /// contours of opposite direction (its two sides), an open one a single contour.
  package static func stroke(_ points: [Point], width: Double, closed: Bool) -> [[Point]] {
    let half = width / 2
    guard half > 0, half.isFinite else { return [] }
    // Drop repeated points: a zero-length segment has no direction.
    var line: [Point] = []
    for point in points where point.x.isFinite && point.y.isFinite {
      if let last = line.last, last == point { continue }
      line.append(point)
    }
    if closed, line.count > 1, line[0] == line[line.count - 1] { line.removeLast() }
    if line.count == 1 { return [circle(center: line[0], radius: half)] }
    guard line.count > 1 else { return [] }
    if closed, line.count > 2 {
      let reversed = Array(line.reversed())
      return [side(line, half: half, closed: true), side(reversed, half: half, closed: true)]
    }
    // Open: along the left side, around the end, back along the other side, around the start.
    var outline = side(line, half: half, closed: false)
    let reversed = Array(line.reversed())
    outline += cap(at: line[line.count - 1], from: line[line.count - 2], half: half)
    outline += side(reversed, half: half, closed: false)
    outline += cap(at: line[0], from: line[1], half: half)
    return [outline]
  }

  /// The unit normal to the left of the segment from `a` to `b` (in a y-down picture,
  /// "left" of the direction of travel).
  static func normal(_ a: Point, _ b: Point) -> Point {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    return Point(x: dy / length, y: -dx / length)
  }

  /// The offset of one side of `line`, with joins.
  static func side(_ line: [Point], half: Double, closed: Bool) -> [Point] {
    let n = line.count
    let segments = closed ? n : n - 1
    var result: [Point] = []
    for s in 0..<segments {
      let a = line[s]
      let b = line[(s + 1) % n]
      let normal = normal(a, b)
      result.append(a + normal * half)
      result.append(b + normal * half)
      // The join at b, toward the next segment.
      guard closed || s + 1 < segments else { continue }
      let c = line[(s + 2) % n]
      let next = self.normal(b, c)
      let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
      if turn > 0 {
        // A clockwise turn on the y-down picture: this (left) side is the outer one.
        result += arc(center: b, from: normal, to: next, half: half)
      } else {
        result.append(b)
      }
    }
    return result
  }

  /// The points of the join on the outer side of a turn, strictly between the offsets
  /// along `from` and `to` (unit normals less than a half turn apart).
  static func arc(center: Point, from: Point, to: Point, half: Double) -> [Point] {
    let dot = from.x * to.x + from.y * to.y
    guard dot < 0 else { return arcPoints(center: center, radius: half, from: from, to: to) }
    // More than a quarter turn: split at the bisector.
    let x = from.x + to.x
    let y = from.y + to.y
    let length = (x * x + y * y).squareRoot()
    guard length > 1e-12 else { return [] }
    let middle = Point(x: x / length, y: y / length)
    return arcPoints(center: center, radius: half, from: from, through: middle, to: to)
  }

  /// The round cap at `end` of a line arriving from `before`: a half circle from the left
  /// offset, through the direction of travel, to the right one.
  static func cap(at end: Point, from before: Point, half: Double) -> [Point] {
    let left = normal(before, end)
    let forward = Point(x: -left.y, y: left.x)
    return arcPoints(
      center: end, radius: half, from: left, through: forward, to: Point(x: -left.x, y: -left.y))
  }
}
