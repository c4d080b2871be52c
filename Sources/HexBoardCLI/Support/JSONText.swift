import HexBoard
import HexText

/// A tiny JSON writer for `--json` output: values keep the order they are given in, so
/// output is deterministic; strings are escaped per RFC 8259, and DEL and the C1 controls
/// too (`\u007f`, `\u009b`), so no control character reaches a terminal raw.
indirect enum JSONText {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case null
  case array([JSONText])
  /// Key-value pairs in the order given (callers sort or order them deliberately).
  case object([(String, JSONText)])

  /// The compact text, on one line.
  var text: String {
    switch self {
    case .string(let value): return JSONText.quote(value)
    case .int(let value): return String(value)
    case .double(let value): return value.isFinite ? "\(value)" : "null"
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .object(let pairs):
      return "{" + pairs.map { JSONText.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  static func quote(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where TerminalText.isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
