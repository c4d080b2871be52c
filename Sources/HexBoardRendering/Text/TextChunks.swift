import HexBoard

/// Text built in a small buffer that is handed to a writer whenever it grows past
/// ``limit``, so renderers stream a picture of any size in constant extra memory and
/// their in-memory form (a `String` output) gets exactly the same bytes.
///
/// Not generic on purpose: the renderers' inner loops append to a plain `String` and only
/// the rare hand-over goes through the closure, so the code is fast even where the caller's
/// output type cannot be specialised across modules.
struct TextChunks {
  /// How many UTF-8 bytes are collected before they go to the writer (64 KiB).
  static let limit = 1 << 16

  /// The text not yet handed over.
  var text = ""
  /// How many UTF-8 bytes were handed over so far.
  private(set) var handedOver = 0
  /// How many UTF-8 bytes were written so far, handed over or not: where the next byte
  /// goes in the whole output (so a writer can measure what it wrote, e.g. a path's data).
  var position: Int { handedOver + text.utf8.count }
  /// Where full pieces go.
  let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
    text.reserveCapacity(Self.limit + 1024)
  }

  /// Streams what `body` writes into a `TextChunks` to `output`, piece by piece.
  static func stream<Output: TextOutputStream>(
    to output: inout Output, _ body: (inout TextChunks) -> Void
  ) {
    withoutActuallyEscaping(
      { (piece: String) in output.write(piece) },
      do: { write in
        var chunks = TextChunks(write: write)
        body(&chunks)
        chunks.spill()
      })
  }

  /// Hands the text over once it is past ``limit``; call it between pieces.
  @inline(__always)
  mutating func spillIfFull() {
    if text.utf8.count >= Self.limit { spill() }
  }

  /// Hands whatever text there is over.
  mutating func spill() {
    guard !text.isEmpty else { return }
    handedOver += text.utf8.count
    write(text)
    text.removeAll(keepingCapacity: true)
  }
}
