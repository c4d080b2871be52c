// Compact JSON on one line, for the command line's `--json` output: a JSONValue tree written
// with `,` and `:` and no spaces, members in the order given (callers order them, so the
// output is deterministic), and strings escaped for terminals.

extension JSONValue {
  /// A number for output, written as Swift prints it (`12.5`, `1e-05`); non-finite numbers
  /// are written as `null`.
  package static func double(_ value: Double) -> JSONValue {
    .number(value, "\(value)")
  }
}

extension JSONWriter {
  /// `value` as compact JSON: no spaces, members in the order given, numbers as their
  /// literal (a non-finite one as `null`). A ``JSONValue/deferredIntegers(_:)`` or
  /// ``JSONValue/deferredArray(_:)`` array, whose elements are still in bytes the writer
  /// does not have, is written as `null`.
  package mutating func compact(_ value: JSONValue) {
    switch value {
    case .null: raw("null")
    case .bool(true): raw("true")
    case .bool(false): raw("false")
    case .integer(let n): integer(n)
    case .bigInteger(let text): raw(text)
    case .number(let x, let text): if x.isFinite { raw(text) } else { raw("null") }
    case .string(let text): string(text)
    case .integers(let numbers): compactArray(numbers.map { .integer($0) })
    case .deferredIntegers, .deferredArray: raw("null")
    case .array(let items): compactArray(items)
    case .object(let members):
      raw("{")
      for (i, member) in members.enumerated() {
        if i > 0 { raw(",") }
        string(member.key)
        raw(":")
        compact(member.value)
      }
      raw("}")
    }
  }

  private mutating func compactArray(_ items: [JSONValue]) {
    raw("[")
    for (i, item) in items.enumerated() {
      if i > 0 { raw(",") }
      compact(item)
    }
    raw("]")
  }
}
