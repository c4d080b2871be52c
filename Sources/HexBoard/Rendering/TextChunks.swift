/// Text built in a small buffer that is handed to an output stream whenever it grows past
/// ``limit``, so renderers stream a picture of any size in constant extra memory and
/// their in-memory form (a `String` output) gets exactly the same bytes.
struct TextChunks<Output: TextOutputStream> {
  /// How many UTF-8 bytes are collected before they go to the output (64 KiB).
  static var limit: Int { 1 << 16 }

  /// The text not yet handed to the output.
  var text = ""
  /// Where the text goes.
  var output: Output

  init(_ output: Output) {
    self.output = output
    text.reserveCapacity(Self.limit + 1024)
  }

  /// Hands the text to the output once it is past ``limit``; call it between pieces.
  @inline(__always)
  mutating func spillIfFull() {
    if text.utf8.count >= Self.limit { spill() }
  }

  /// Hands whatever text there is to the output.
  mutating func spill() {
    guard !text.isEmpty else { return }
    output.write(text)
    text.removeAll(keepingCapacity: true)
  }

  /// Spills the rest and returns the output.
  mutating func finish() -> Output {
    spill()
    return output
  }
}
