import HexGrid

extension MapGrid {
  /// The images of `hex` closest to `origin`: the positions that reach `hex` the shortest
  /// way round a wrapped map (`hex` itself and its images one period away), one, or several
  /// when they tie (exactly half way round). On an unwrapped map it is `[hex]`.
  ///
  /// Both hexes are expected on the map (canonical, as `canonical(_:)` gives them): a line
  /// or a chain of sides drawn from `origin` towards an image crosses the seam where the
  /// shortest way does.
  ///
  /// - Complexity: O(1) (at most nine candidates).
  public func nearestImages(of hex: Hex, from origin: Hex) -> [Hex] {
    let p = periods
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
}
