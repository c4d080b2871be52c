extension WesnothTerrainTable {
  /// The movement alias tokens of a map's code, with an overlay's `_bas` replaced by its base's
  /// tokens; `nil` when the table cannot resolve the code (an unknown base or overlay).
  ///
  /// A code the table defines as a whole (`Gg`, `^Vh`, `Mm^Xm`) uses its own tokens. Otherwise
  /// a `base^overlay` code combines the overlay's tokens with the base's: the first `_bas`
  /// in the overlay's list is replaced by the base's whole list, followed by `+` when it
  /// stood in best-of mode (so what follows is read best-of again) or by `-` in worst-of
  /// mode. An overlay without `_bas` (`^Uf`, aliased to `Tt` alone) ignores its base.
  ///
  /// - Parameter code: a map's code.
  public func movementTokens(of code: WesnothTerrainCode) -> [String]? {
    if let own = self[code] { return own.movementTokens }
    guard let overlayCode = code.overlayCode, !code.base.isEmpty,
      let overlay = self[overlayCode], let base = self[code.baseCode]
    else { return nil }
    return Self.merge(overlay.movementTokens, base: base.movementTokens)
  }

  /// `tokens` with its first `_bas` replaced by `base` and a sign restoring the mode.
  static func merge(_ tokens: [String], base: [String]) -> [String] {
    var worst = false
    for (index, token) in tokens.enumerated() {
      switch token {
      case "+": worst = false
      case "-": worst = true
      case WesnothMovetype.baseToken:
        return Array(tokens[..<index]) + base + [worst ? "-" : "+"] + tokens[(index + 1)...]
      default: continue
      }
    }
    return tokens
  }
}
