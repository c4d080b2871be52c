// Line of sight and field of view on a grid.
//
// Sight runs along the straight line between the two centres, sampled like
// `Hex.line(to:)`. A line that grazes a corner or runs exactly along an edge touches two
// cells at once; HexBoard decides such ties *permissively*: it traces the line twice, once
// nudged to each side (±`Hex.lineNudge`), and sight passes if either trace is clear. So
// two cells see each other past a single wall corner, and symmetry holds: A sees B exactly
// when B sees A. The viewer's and the target's own cells never block. On wrapped maps
// sight takes the shortest way round; off the map (holes, beyond the edges) blocks.

/// What blocks sight, for ``MapGrid/lineOfSight(from:to:blocker:)``.
public struct SightBlocker {
  /// Whether the cell at a grid index is opaque (a wall, a forest).
  public var isOpaque: (Int) -> Bool
  /// The height of the cell at a grid index, or `nil` when the map is flat. A cell between
  /// viewer and target blocks when it is higher than the straight sight line running from
  /// the viewer's height to the target's.
  public var elevation: ((Int) -> Int)?

  /// Creates a blocker from per-index closures.
  public init(isOpaque: @escaping (Int) -> Bool, elevation: ((Int) -> Int)? = nil) {
    self.isOpaque = isOpaque
    self.elevation = elevation
  }
}

extension MapGrid {
  /// Whether `target` can be seen from `viewer` (see the rules at the top of this file).
  ///
  /// - Complexity: O(d) for the distance d between them.
  public func lineOfSight(from viewer: Hex, to target: Hex, blocker: SightBlocker) -> Bool {
    guard let from = canonical(viewer), let to = canonical(target) else { return false }
    let end = nearestImage(of: to, from: from)
    let n = from.distance(to: end)
    if n <= 1 { return true }
    let eyeHeight = blocker.elevation.map { $0(index(of: from)!) }
    let targetHeight = blocker.elevation.map { $0(index(of: end)!) }
    for side in [1.0, -1.0] {
      let nudge = Hex.lineNudge
      let a = FractionalHex(q: Double(from.q) + side * nudge.q, r: Double(from.r) + side * nudge.r)
      let b = FractionalHex(q: Double(end.q) + side * nudge.q, r: Double(end.r) + side * nudge.r)
      var clear = true
      for i in 1..<n {
        let t = Double(i) / Double(n)
        guard let cell = index(of: a.lerp(to: b, t: t).rounded()) else {
          clear = false
          break
        }
        if blocker.isOpaque(cell) {
          clear = false
          break
        }
        if let elevation = blocker.elevation, let eye = eyeHeight, let top = targetHeight {
          let lineHeight = Double(eye) + Double(top - eye) * t
          if Double(elevation(cell)) > lineHeight {
            clear = false
            break
          }
        }
      }
      if clear { return true }
    }
    return false
  }

  /// The cells visible from `viewer` within `radius` steps, viewer first, then in spiral
  /// order (each cell once, in its on-map position).
  ///
  /// - Complexity: O(r³) for radius r (one line of sight per cell in range).
  public func fieldOfView(from viewer: Hex, radius: Int, blocker: SightBlocker) -> [Hex] {
    guard let center = canonical(viewer), radius >= 0 else { return [] }
    var seen = Set<Int>()
    var visible: [Hex] = []
    for hex in center.spiral(radius: radius) {
      guard let cell = index(of: hex), !seen.contains(cell) else { continue }
      if lineOfSight(from: center, to: hex, blocker: blocker) {
        seen.insert(cell)
        visible.append(self.hex(at: cell))
      }
    }
    return visible
  }

  /// The image of `hex` (one period away on wrapped maps) closest to `origin`.
  func nearestImage(of hex: Hex, from origin: Hex) -> Hex {
    let p = periods
    guard !p.isEmpty else { return hex }
    var best = hex
    let rows = p.count == 2 ? -1...1 : 0...0
    for i in -1...1 {
      for j in rows {
        var image = hex + p[0] * i
        if j != 0 { image += p[1] * j }
        if origin.distance(to: image) < origin.distance(to: best) { best = image }
      }
    }
    return best
  }
}
