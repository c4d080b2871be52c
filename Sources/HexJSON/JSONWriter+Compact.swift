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
  /// literal (a non-finite one as `null`). A ``JSONValue/deferredIntegers(_:)`` array, whose
  /// numbers are still in bytes the writer does not have, is written as `null`.
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
    case .deferredIntegers: raw("null")
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

  /// A string with every control character escaped (``escapesAllControls``): `"`, `\`,
  /// newline, return and tab as short escapes, every other C0 control, DEL and each C1
  /// control (U+0080–U+009F, the bytes C2 80–C2 9F) as `\u00xx`; the rest as raw UTF-8.
  mutating func terminalSafeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == 0xC2 {
        previous = 0
        if byte < 0xA0 {
          unicodeEscape(byte)
        } else {
          bytes.append(0xC2)
          bytes.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0..<0x20, 0x7F: unicodeEscape(byte)
      case 0xC2: previous = byte  // the lead byte of U+0080–U+00BF: decided by the next one
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\u00` and two lower-case hex digits.
  private mutating func unicodeEscape(_ byte: UInt8) {
    raw("\\u00")
    bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
    bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
  }
}
