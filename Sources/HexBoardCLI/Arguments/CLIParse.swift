import HexBoard

/// Parsing of values shared by commands.
enum CLIParse {
  /// The largest coordinate or count the command line accepts (well inside `Int32`).
  static let coordinateLimit = 1 << 24

  static func integer(_ text: String, what: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw CLIError.usage(
        "\(what): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
      )
    }
    return value
  }

  /// Parses `"a,b"` into two integers within ±``coordinateLimit``.
  static func pair(_ text: String, what: String) throws -> (Int, Int) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let limit = -coordinateLimit...coordinateLimit
    guard parts.count == 2, let a = Int(parts[0].trimmingSpaces()),
      let b = Int(parts[1].trimmingSpaces()),
      limit.contains(a), limit.contains(b)
    else {
      throw CLIError.usage(
        "\(what): expected two whole numbers 'a,b' (within ±\(coordinateLimit)), got '\(text)'")
    }
    return (a, b)
  }

  static func choice<T: RawRepresentable>(_ text: String, what: String, as _: T.Type) throws -> T
  where T.RawValue == String, T: CaseIterable {
    guard let value = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue)
      throw CLIError.usage(
        "\(what): expected one of \(names.joined(separator: ", ")), got '\(text)'"
          + Suggestion.hint(text, in: names))
    }
    return value
  }
}
