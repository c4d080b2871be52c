// The field of view as HexBoard computed it before the sight tables (issue 19): one line of
// sight per cell of the disc, each tracing the nudged line with floating point. The fast
// field of view and `VisibilityMap` are checked against it, so the checks keep their
// meaning whatever the library does.

import HexBoard

/// `MapGrid.fieldOfView(from:radius:blocker:)` as it was: the viewer first, then the cells
/// of the spiral that `referenceLineOfSight` sees, each once, in its on-map position.
package func referenceFieldOfView(
  _ grid: MapGrid, from viewer: Hex, radius: Int, blocker: SightBlocker
) -> [Hex] {
  guard let center = grid.canonical(viewer), radius >= 0 else { return [] }
  var seen = Set<Int>()
  var visible: [Hex] = []
  for hex in center.spiral(radius: radius) {
    guard let cell = grid.index(of: hex), !seen.contains(cell) else { continue }
    if referenceLineOfSight(grid, from: center, to: hex, blocker: blocker) {
      seen.insert(cell)
      visible.append(grid.hex(at: cell))
    }
  }
  return visible
}

/// `MapGrid.lineOfSight(from:to:blocker:)` as it was (the rules are on `SightBlocker`).
package func referenceLineOfSight(
  _ grid: MapGrid, from viewer: Hex, to target: Hex, blocker: SightBlocker
) -> Bool {
  guard let from = grid.canonical(viewer), let to = grid.canonical(target) else { return false }
  let ends = referenceNearestImages(grid, of: to, from: from)
  let n = from.distance(to: ends[0])
  let sides = blocker.isSideOpaque
  if n == 0 || (n == 1 && sides == nil) { return true }
  let eyeHeight = blocker.elevation.map { $0(grid.index(of: from)!) }
  let targetHeight = blocker.elevation.map { $0(grid.index(of: to)!) }
  let viewerIndex = grid.index(of: from)!
  let nudge = FractionalHex(q: 1e-6, r: 2e-6)
  for end in ends {
    for side in [1.0, -1.0] {
      let a = FractionalHex(
        q: Double(from.q) + side * nudge.q, r: Double(from.r) + side * nudge.r)
      let b = FractionalHex(q: Double(end.q) + side * nudge.q, r: Double(end.r) + side * nudge.r)
      var clear = true
      var previous = from
      var previousIndex = viewerIndex
      for i in 1...n {
        let hex = i == n ? end : a.lerp(to: b, t: Double(i) / Double(n)).rounded()
        guard let cell = grid.index(of: hex) else {
          clear = false
          break
        }
        if let sides, let direction = referenceDirection(from: previous, to: hex),
          sides(previousIndex, direction)
        {
          clear = false
          break
        }
        if i == n { break }
        if blocker.isOpaque(cell) {
          clear = false
          break
        }
        if let elevation = blocker.elevation, let eye = eyeHeight, let top = targetHeight {
          if elevation(cell) * n > eye * (n - i) + top * i {
            clear = false
            break
          }
        }
        previous = hex
        previousIndex = cell
      }
      if clear { return true }
    }
  }
  return false
}

private func referenceDirection(from a: Hex, to b: Hex) -> HexDirection? {
  HexDirection.allCases.first { a + $0.vector == b }
}

private func referenceNearestImages(_ grid: MapGrid, of hex: Hex, from origin: Hex) -> [Hex] {
  let p = grid.periods
  guard !p.isEmpty else { return [hex] }
  var best = [hex]
  var bestDistance = origin.distance(to: hex)
  let rows = p.count == 2 ? -1...1 : 0...0
  for i in -1...1 {
    for j in rows where i != 0 || j != 0 {
      var image = hex + p[0] * i
      if j != 0 { image += p[1] * j }
      let d = origin.distance(to: image)
      if d < bestDistance {
        best = [image]
        bestDistance = d
      } else if d == bestDistance {
        best.append(image)
      }
    }
  }
  return best
}
