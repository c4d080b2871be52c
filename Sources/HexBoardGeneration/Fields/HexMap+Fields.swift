// Layer arithmetic on height, moisture and noise fields: combining, rescaling, masking.

import HexBoard

extension HexMap where Value == Double {
  /// This field with `layer` merged in cell by cell (see ``FieldCombination`` for each
  /// mode's formula and the range of its result). Holes keep this field's values.
  ///
  /// ```swift
  /// let land = try heights
  ///   .combined(with: grid.edgeFalloff(width: 6), using: .add(weight: -1.2))
  ///   .combined(with: ridges, using: .maximum(weight: 0.5))
  /// ```
  ///
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)`` if `layer` is on another grid.
  /// - Complexity: O(n).
  public func combined(with layer: HexMap<Double>, using mode: FieldCombination) throws
    -> HexMap<Double>
  {
    guard layer.grid == grid else {
      throw GenerationError.invalidParameter(name: "layer", rule: "is laid out on another grid")
    }
    var values = storage
    let other = layer.storage
    for index in 0..<grid.indexCount where grid.isCell(index) {
      values[index] = mode.apply(values[index], other[index])
    }
    return HexMap(grid: grid, storage: values)
  }

  /// This field rescaled linearly so its smallest cell value becomes
  /// `range.lowerBound` and its largest `range.upperBound`. A flat field (or one
  /// without cells) becomes the middle of `range`; holes hold `range.lowerBound`.
  ///
  /// Useful before a ``BiomeTable`` or a fixed threshold, whose bands are in `0...1`.
  ///
  /// - Returns: a field whose cells lie in `range` (NaN cells stay NaN).
  /// - Complexity: O(n).
  public func normalized(to range: ClosedRange<Double> = 0...1) -> HexMap<Double> {
    var low = Double.infinity
    var high = -Double.infinity
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let v = storage[index]
      if v < low { low = v }
      if v > high { high = v }
    }
    let span = high - low
    let target = range.upperBound - range.lowerBound
    var values = [Double](repeating: range.lowerBound, count: grid.indexCount)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      if span > 0, span.isFinite {
        let t = (storage[index] - low) / span
        values[index] = Swift.min(range.upperBound, range.lowerBound + t * target)
      } else {
        values[index] = range.lowerBound + target / 2
      }
    }
    return HexMap(grid: grid, storage: values)
  }

  /// A mask of the cells whose value is at least `level` (NaN is never).
  ///
  /// To pick a share of the cells rather than a level, use ``threshold(toFraction:)``.
  ///
  /// - Complexity: O(n).
  public func mask(atLeast level: Double) -> HexMap<Bool> {
    var values = [Bool](repeating: false, count: grid.indexCount)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      values[index] = storage[index] >= level
    }
    return HexMap<Bool>(grid: grid, storage: values)
  }

  /// This field where `mask` is true, `outside` elsewhere (holes keep this field's value).
  ///
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)`` if `mask` is on another grid.
  /// - Complexity: O(n).
  public func masked(by mask: HexMap<Bool>, outside: Double) throws -> HexMap<Double> {
    guard mask.grid == grid else {
      throw GenerationError.invalidParameter(name: "mask", rule: "is laid out on another grid")
    }
    var values = storage
    for index in 0..<grid.indexCount where grid.isCell(index) && !mask.storage[index] {
      values[index] = outside
    }
    return HexMap(grid: grid, storage: values)
  }
}
