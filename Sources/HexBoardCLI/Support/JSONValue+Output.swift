import HexJSON

extension JSONValue {
  /// The value as one line of compact JSON, the form of every `--json` output: members in
  /// the order given (commands sort or order them deliberately, so output is
  /// deterministic), strings escaped per RFC 8259 and for terminals, DEL and the C1
  /// controls included (`\u007f`, `\u009b`), so no control character reaches a terminal
  /// raw.
  var outputText: String {
    var writer = JSONWriter()
    writer.escapesAllControls = true
    writer.compact(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
