/// One input event of the editor: a key, a mouse click, or a resized window.
@_spi(Editor) public enum EditorKey: Equatable, Sendable {
  /// A printable character (letters, digits, `+`, `-`, `?`, space).
  case character(Character)
  case up, down, left, right
  case tab, enter, escape, backspace
  /// Ctrl-C (raw mode turns off the signal; the editor treats it as `q`).
  case interrupt
  /// A mouse button pressed (or dragged with a button down) at a screen position, 0-based.
  case mouse(x: Int, y: Int, button: Int)
  /// The window now has this size.
  case resize(width: Int, height: Int)
}

/// Turns the bytes a terminal sends into ``EditorKey`` events: plain bytes, CSI and SS3
/// arrow sequences, xterm SGR mouse reports (`ESC [ < b ; x ; y M`), UTF-8 characters.
///
/// Bytes are fed as they arrive; an escape sequence split across reads is kept until it is
/// complete. A lone ESC at the end of a read is the Escape key (terminals send a sequence
/// in one write). Unknown sequences are dropped whole.
///
/// **Bounded.** A sequence may hold at most ``maximumSequenceLength`` bytes between its
/// `ESC [` (or `ESC O`) and its final byte (`@` to `~`). A longer one is junk (no
/// terminal sends it; pasted or hostile input does): it is dropped, up to and including
/// its final byte, without being kept. So the decoder holds at most
/// ``maximumSequenceLength`` + 2 bytes between reads, and each byte is looked at a bounded
/// number of times: decoding is linear in the input, however it is split into reads.
struct KeyDecoder: Sendable {
  /// The most bytes between a sequence's introducer and its final byte. The longest
  /// sequence the editor reads, an SGR mouse report `<b;x;y` with a three-digit button on
  /// a 65,535-column terminal, is 16.
  static let maximumSequenceLength = 32

  /// The start of an incomplete sequence or UTF-8 character left by the last read (at most
  /// ``maximumSequenceLength`` + 2 bytes).
  private var pending: [UInt8] = []
  /// Whether the input is inside an over-long sequence, dropped up to its final byte.
  private var skippingSequence = false

  /// How many bytes wait for the next read (for tests: never more than
  /// ``maximumSequenceLength`` + 2).
  var pendingCount: Int { pending.count }

  /// Whether `byte` ends a CSI or SS3 sequence.
  @inline(__always)
  private static func isFinal(_ byte: UInt8) -> Bool { byte >= 0x40 && byte <= 0x7E }

  /// The events in `bytes` (plus any sequence left incomplete by the previous call).
  mutating func decode(_ bytes: [UInt8]) -> [EditorKey] {
    let b = pending.isEmpty ? bytes : pending + bytes
    pending = []
    var keys: [EditorKey] = []
    var i = 0
    if skippingSequence {
      i = skipSequence(b, from: 0)
      if skippingSequence { return keys }
    }
    loop: while i < b.count {
      let byte = b[i]
      switch byte {
      case 0x1B:
        guard i + 1 < b.count else {
          keys.append(.escape)
          i += 1
          break
        }
        let next = b[i + 1]
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
          // Find the final byte (0x40...0x7E) of the sequence, looking no further than the
          // longest sequence allowed.
          let limit = Swift.min(b.count, i + 2 + Self.maximumSequenceLength + 1)
          var j = i + 2
          while j < limit, !Self.isFinal(b[j]) { j += 1 }
          if j < limit {
            keys += Self.sequence(Array(b[(i + 2)..<j]), final: b[j])
            i = j + 1
          } else if j - (i + 2) > Self.maximumSequenceLength {
            // Over-long: junk, dropped up to its final byte (in this read or a later one).
            skippingSequence = true
            i = skipSequence(b, from: j)
          } else {
            break loop  // incomplete: wait for more
          }
        } else if next == 0x1B {
          keys.append(.escape)
          i += 1
        } else {
          // Alt+key: the key itself.
          keys.append(.escape)
          i += 1
        }
      case 0x09:
        keys.append(.tab)
        i += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        i += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        i += 1
      case 0x03:
        keys.append(.interrupt)
        i += 1
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
        i += 1
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard i + length <= b.count else { break loop }
        if let text = String(validating: b[i..<(i + length)], as: UTF8.self), let c = text.first {
          keys.append(.character(c))
        }
        i += length
      default: i += 1  // other control bytes and stray continuation bytes
      }
    }
    if i < b.count { pending = Array(b[i...]) }
    return keys
  }

  /// Drops the bytes of an over-long sequence from `start`: returns the index after its
  /// final byte and clears ``skippingSequence``, or `b.count` (still skipping) when the
  /// read ends first.
  private mutating func skipSequence(_ b: [UInt8], from start: Int) -> Int {
    var i = start
    while i < b.count, !Self.isFinal(b[i]) { i += 1 }
    guard i < b.count else { return b.count }
    skippingSequence = false
    return i + 1
  }

  /// The event of `ESC [ parameters final` (or `ESC O final`).
  private static func sequence(_ parameters: [UInt8], final: UInt8) -> [EditorKey] {
    switch final {
    case UInt8(ascii: "A"): return [.up]
    case UInt8(ascii: "B"): return [.down]
    case UInt8(ascii: "C"): return [.right]
    case UInt8(ascii: "D"): return [.left]
    case UInt8(ascii: "Z"): return [.tab]  // Shift-Tab: cycles too
    case UInt8(ascii: "M"), UInt8(ascii: "m"):
      // SGR mouse: "<b;x;y", M press, m release (ignored).
      guard final == UInt8(ascii: "M"), parameters.first == 0x3C else { return [] }
      let fields = String(decoding: parameters.dropFirst(), as: UTF8.self)
        .split(separator: ";").compactMap { Int($0) }
      guard fields.count == 3, fields[1] >= 1, fields[2] >= 1 else { return [] }
      let button = fields[0]
      // Wheel events (64+) and motion without a button are not clicks.
      guard button & 64 == 0, button & 3 != 3 else { return [] }
      return [.mouse(x: fields[1] - 1, y: fields[2] - 1, button: button & 3)]
    default: return []
    }
  }
}
