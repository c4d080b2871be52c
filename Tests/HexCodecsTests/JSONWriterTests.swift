// The one JSON writer: the save format's minimal escapes, and the command line's compact,
// terminal-safe form, byte for byte.

import HexJSON
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
  static let awkward = "a\"b\\c\nd\re\tf\u{8}g\u{C}h\u{1B}i\u{7F}j\u{9B}k\u{A0}l\u{80}é😀"

  @Test("The save format escapes only what JSON requires")
  func minimal() {
    var writer = JSONWriter()
    writer.string(JSONWriterTests.awkward)
    #expect(
      String(decoding: writer.bytes, as: UTF8.self)
        == "\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\\u001bi\u{7F}j\u{9B}k\u{A0}l\u{80}é😀\"")
  }

  @Test("Terminal-safe strings escape DEL and the C1 controls too")
  func terminalSafe() {
    var writer = JSONWriter()
    writer.escapesAllControls = true
    writer.string(JSONWriterTests.awkward)
    #expect(
      String(decoding: writer.bytes, as: UTF8.self)
        == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0008g\\u000ch\\u001bi\\u007fj\\u009bk\u{A0}l\\u0080é😀\"")
  }

  @Test("Compact values: no spaces, members in the order given, non-finite numbers as null")
  func compact() {
    var writer = JSONWriter()
    writer.compact(
      .object([
        ("z", .integer(-12)), ("a", .array([.double(12.5), .double(.nan), .null, .bool(true)])),
        ("s", .string("x")), ("n", .integers([1, 2])), ("o", .object([])),
      ]))
    #expect(
      String(decoding: writer.bytes, as: UTF8.self)
        == "{\"z\":-12,\"a\":[12.5,null,null,true],\"s\":\"x\",\"n\":[1,2],\"o\":{}}")
  }
}
