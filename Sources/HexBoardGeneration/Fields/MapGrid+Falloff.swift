// Falloff fields: how far each cell is from a centre or from the map's edge, shaped by a
// curve into 0...1, to lower noise towards the sea at the edge or around an island.

import HexBoard

extension MapGrid {
  /// Every cell's number of steps to the map's edge: 0 on cells that lack a neighbour
  /// (the outer ring, and cells beside holes), 1 next to them, and so on; `nil` on maps
  /// without an edge (a torus).
  ///
  /// Wrapped axes have no edge: on a cylinder only the top and bottom rows are at the
  /// edge, whatever the column.
  ///
  /// - Complexity: O(n), a multi-source breadth-first search.
  public func edgeDistances() -> HexMap<Int?> {
    HexMap(grid: self, storage: edgeStepCounts().map { $0 == Int.max ? nil : $0 })
  }

  /// ``edgeDistances()`` as flat storage, `Int.max` where there is no edge: the falloff's
  /// loop reads integers rather than optionals.
  func edgeStepCounts() -> [Int] {
    let border = HexMap<Bool>(
      grid: self, storage: (0..<indexCount).map { isCell($0) && neighbors(of: $0).count < 6 })
    return border.stepCounts { $0 }
  }

  /// A falloff towards the map's edge: `curve(1 − d / width)` for a cell `d` steps from the
  /// edge (``edgeDistances()``), so 1 on the edge cells, 0 from `width` steps inland on.
  ///
  /// Add it with a negative weight to lower a height field towards the sea at the edge
  /// (`heights.combined(with: falloff, using: .add(weight: -1.4))`). Wrapped axes have no
  /// edge, so nothing falls off across a seam; a torus gives 0 everywhere.
  ///
  /// - Parameters:
  ///   - width: the steps over which the falloff fades out; positive and finite.
  ///   - curve: the shape of the fade.
  /// - Returns: a field with values in `0...1` (holes hold 0), never increasing with the
  ///   distance from the edge.
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)`` for a width that is not positive
  ///   and finite.
  /// - Complexity: O(n).
  public func edgeFalloff(width: Double, curve: FalloffCurve = .quadratic) throws
    -> HexMap<Double>
  {
    guard width > 0, width.isFinite else {
      throw GenerationError.invalidParameter(name: "width", rule: "must be positive and finite")
    }
    let distances = edgeStepCounts()
    var values = [Double](repeating: 0, count: indexCount)
    for index in 0..<indexCount where isCell(index) {
      let d = distances[index]
      guard d != Int.max else { continue }
      let x = Swift.max(0, 1 - Double(d) / width)
      values[index] = curve.value(at: x)
    }
    return HexMap(grid: self, storage: values)
  }

  /// A falloff around a centre: `curve(min(1, d / radius))` for a cell at straight-line
  /// distance `d` (in hexes, between the cells' centres) from `center`, so 0 at the centre
  /// and 1 from `radius` hexes away on.
  ///
  /// Add it with a negative weight (or multiply by one minus it) to make an island. On
  /// wrapped maps the distance is measured the shortest way round, so the falloff is
  /// seamless.
  ///
  /// - Parameters:
  ///   - center: the centre hex, or `nil` for the middle of the cells' bounding box.
  ///   - radius: the distance in hexes at which the falloff is complete; positive, finite.
  ///   - curve: the shape of the rise.
  /// - Returns: a field with values in `0...1` (holes hold 0), never decreasing with the
  ///   distance from the centre.
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)`` for a radius that is not positive
  ///   and finite.
  /// - Complexity: O(n × (periods + 1)²).
  public func radialFalloff(
    around center: Hex? = nil, radius: Double, curve: FalloffCurve = .smooth
  )
    throws -> HexMap<Double>
  {
    guard radius > 0, radius.isFinite else {
      throw GenerationError.invalidParameter(name: "radius", rule: "must be positive and finite")
    }
    let flat = convention.shiftsColumns
    func point(_ hex: Hex) -> (x: Double, y: Double) {
      let q = Double(hex.q)
      let r = Double(hex.r)
      return flat
        ? (1.5 * q, HexNoise.sqrt3 * (r + q / 2)) : (HexNoise.sqrt3 * (q + r / 2), 1.5 * r)
    }
    let cells = indices
    var middle: (x: Double, y: Double) = (0, 0)
    if let center {
      middle = point(canonical(center) ?? center)
    } else if !cells.isEmpty {
      var box = (
        minX: Double.infinity, maxX: -Double.infinity, minY: Double.infinity, maxY: -Double.infinity
      )
      for index in cells {
        let p = point(hex(at: index))
        box = (
          Swift.min(box.minX, p.x), Swift.max(box.maxX, p.x), Swift.min(box.minY, p.y),
          Swift.max(box.maxY, p.y)
        )
      }
      middle = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
    }
    // The images of the centre under the map's periods (one step either way per period
    // is enough: the cells lie inside one period of the centre's box).
    let zero = point(Hex.zero)
    var shifts: [(x: Double, y: Double)] = [(0, 0)]
    for period in periods {
      let p = point(period)
      let step = (x: p.x - zero.x, y: p.y - zero.y)
      shifts = shifts.flatMap { s in
        [s, (s.x + step.x, s.y + step.y), (s.x - step.x, s.y - step.y)]
      }
    }
    let scale = 1 / (HexNoise.sqrt3 * radius)
    var values = [Double](repeating: 0, count: indexCount)
    for index in cells {
      let p = point(hex(at: index))
      var nearest = Double.infinity
      for s in shifts {
        let dx = p.x - middle.x - s.x
        let dy = p.y - middle.y - s.y
        nearest = Swift.min(nearest, dx * dx + dy * dy)
      }
      values[index] = curve.value(at: nearest.squareRoot() * scale)
    }
    return HexMap(grid: self, storage: values)
  }
}
