import HexJSON

/// A `--json` array written element by element, in pieces of about ``pieceSize`` bytes,
/// instead of built as one tree and one string: `range --json` of a whole 4096 × 4096 map
/// lists 16 million cells. The bytes are those of ``JSONValue/outputText`` of the whole
/// array, and a newline.
struct JSONArrayOutput {
  /// Bytes collected before they are handed on.
  static let pieceSize = 1 << 16
  private var writer = JSONWriter()
  private var count = 0
  private let pieceSize: Int
  private let send: ([UInt8]) -> Void

  /// An array whose bytes go to `send`, in pieces of at least `pieceSize` bytes (the
  /// last one excepted).
  init(pieceSize: Int = JSONArrayOutput.pieceSize, send: @escaping ([UInt8]) -> Void) {
    self.pieceSize = pieceSize
    self.send = send
    writer.escapesAllControls = true
    writer.raw("[")
  }

  /// Appends `element`.
  mutating func append(_ element: JSONValue) {
    if count > 0 { writer.raw(",") }
    writer.compact(element)
    count += 1
    if writer.bytes.count >= pieceSize {
      send(writer.bytes)
      writer.bytes.removeAll(keepingCapacity: true)
    }
  }

  /// Closes the array, ends the line and sends what is left.
  mutating func finish() {
    writer.raw("]\n")
    send(writer.bytes)
    writer.bytes.removeAll()
  }
}
