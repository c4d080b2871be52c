// Refusing bad map files, each refusal with its exact message. This file holds the suite,
// its helpers and the refusals of bytes, syntax and the top level (format and version);
// the other concerns are in PersistenceErrorTests+Grid, +Cells, +Objects and +Encoding.

import HexBoard
import Testing

/// Every way a file can be refused, each with its exact message.
@Suite("Persistence: refusing bad input")
struct PersistenceErrorTests {
  static let base = PersistenceRoundTripTests.example

  /// The message decoding `text` fails with, or "loaded" if it does not fail.
  func message(_ text: String) -> String {
    message(Array(text.utf8))
  }

  func message(_ bytes: [UInt8]) -> String {
    do {
      _ = try MapFile.decode(bytes)
      return "loaded"
    } catch let error as BoardFileError {
      return error.description
    } catch {
      return "unexpected error type: \(error)"
    }
  }

  /// The message for the example with `old` replaced by `new` (which must occur).
  func edited(_ old: String, _ new: String) -> String {
    #expect(Self.base.contains(old), "the example lacks \(old)")
    return message(Self.base.replacing(old, with: new))
  }

  @Test func theExampleLoads() {
    #expect(message(Self.base) == "loaded")
  }

  // MARK: - Bytes and syntax

  @Test func emptyAndBlankFiles() {
    #expect(message("") == "the file is empty")
    #expect(message(" \n\t ") == "the file is empty")
  }

  @Test func nonUTF8Bytes() {
    var bytes = Array(Self.base.utf8)
    bytes[20] = 0xFF
    #expect(message(bytes) == "byte 20: invalid UTF-8")
    #expect(message([0x22, 0xC3]) == "byte 1: invalid UTF-8")  // truncated sequence
    #expect(message([0x22, 0xC0, 0x80, 0x22]) == "byte 1: invalid UTF-8")  // overlong
    #expect(message([0x22, 0xED, 0xA0, 0x80, 0x22]) == "byte 1: invalid UTF-8")  // surrogate
  }

  @Test func malformedJSON() {
    #expect(message("{") == "line 1, column 2: expected a key in quotes, found end of file")
    #expect(message("{\"a\": }") == "line 1, column 7: expected a value, found character '}'")
    #expect(message("[1, 2,]") == "line 1, column 7: expected a value, found character ']'")
    #expect(
      message("{\"a\": 1,\n \"b\" 2}")
        == "line 2, column 6: expected ':' after a key, found character '2'")
    #expect(message("{\"a\": tru}") == "line 1, column 7: expected a value, found character 't'")
    #expect(message("{\"a\": NaN}") == "line 1, column 7: expected a value, found character 'N'")
    #expect(message("{\"a\": 01}") == "line 1, column 7: numbers cannot have leading zeros")
    #expect(
      message("{\"a\": 1.}") == "line 1, column 9: expected a digit after '.', found character '}'")
    #expect(
      message("{\"a\": \"x\n\"}")
        == "line 1, column 9: control character U+000A in a string; write it as an escape")
    #expect(message("{\"a\": \"\\q\"}") == "line 1, column 8: invalid escape sequence in a string")
    #expect(
      message("{\"a\": \"\\ud800\"}") == "line 1, column 8: lone surrogate \\uD800 in a string")
    #expect(message("{\"a\": \"abc") == "line 1, column 7: unterminated string")
    #expect(message("{\"é\": 1 x") == "line 1, column 9: expected ',' or '}', found character 'x'")
  }

  @Test func trailingGarbage() {
    #expect(
      message(Self.base + "}")
        == "line 33, column 1: unexpected character '}' after the end of the document")
    #expect(
      message("{} {}") == "line 1, column 4: unexpected character '{' after the end of the document"
    )
  }

  @Test func duplicateKeys() {
    #expect(
      edited("\"name\": \"Skirmish\",", "\"name\": \"Skirmish\", \"name\": \"x\",")
        == "line 20, column 23: duplicate key 'name'")
    #expect(message("{\"a\": {\"b\": 1, \"b\": 2}}") == "line 1, column 16: duplicate key 'b'")
  }

  @Test func deepNesting() {
    let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
    #expect(message(deep) == "line 1, column 33: nesting deeper than 32 levels")
    let hostile = String(repeating: "[", count: 1_000_000)
    #expect(message(hostile) == "line 1, column 33: nesting deeper than 32 levels")
    let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(message(ok) == "a map file is a JSON object; found an array")
  }

  @Test func hugeNumbers() {
    #expect(
      edited("\"seed\": 42", "\"seed\": 123456789012345678901234567890")
        == "properties.seed: 123456789012345678901234567890 is out of range (-9223372036854775808...9223372036854775807)"
    )
    #expect(
      edited("\"ratio\": 0.5", "\"ratio\": 1e400")
        == "properties.ratio: 1e400 is out of range for a number")
    let long = String(repeating: "9", count: 1001)
    #expect(message("[\(long)]") == "line 1, column 2: number longer than 1000 characters")
  }

  @Test func stringLimits() {
    let name = String(repeating: "n", count: 65_537)
    #expect(
      edited("\"Skirmish\"", "\"\(name)\"")
        == "name: the string is 65537 bytes long; the limit is 65536")
    let row = String(repeating: ".", count: (4 << 20) + 1)
    #expect(message("[\"\(row)\"]") == "line 1, column 2: string longer than 4194304 bytes")
  }

  // MARK: - Document, format and version

  @Test func topLevel() {
    #expect(message("[]") == "a map file is a JSON object; found an array")
    #expect(message("{}") == "missing key 'format'")
    #expect(message("{\"format\": \"hexboard-map\"}") == "missing key 'version'")
    #expect(edited("\"version\": 1", "\"version\": 1, \"extra\": 2") == "unknown key 'extra'")
    #expect(edited("  \"name\": \"Skirmish\",\n", "") == "missing key 'name'")
    #expect(
      edited("\"name\": \"Skirmish\"", "\"name\": 7") == "name: expected a string, found a number")
  }

  @Test func formatAndVersion() {
    #expect(
      edited("\"hexboard-map\"", "\"tiled-map\"")
        == "format: unknown format 'tiled-map'; expected 'hexboard-map'")
    #expect(
      edited("\"format\": \"hexboard-map\"", "\"format\": 1")
        == "format: expected a string, found a number")
    #expect(
      edited("\"version\": 1", "\"version\": 4")
        == "hexboard-map version 4 is newer than this HexBoard (reads up to 3); upgrade HexBoard")
    // Version 2 requires its four keys (PersistenceErrorTests+Features has the rest).
    #expect(edited("\"version\": 1", "\"version\": 2") == "missing key 'edgeFeatures'")
    #expect(
      edited("\"version\": 1", "\"version\": 0")
        == "version: hexboard-map version 0 never existed; versions start at 1")
    #expect(
      edited("\"version\": 1", "\"version\": \"1\"")
        == "version: expected an integer, found a string")
    #expect(
      edited("\"version\": 1", "\"version\": 1.0") == "version: expected an integer, found 1.0")
    // A newer file is refused for its version before its unknown keys are looked at.
    #expect(
      edited("\"version\": 1", "\"version\": 4, \"layers\": []")
        == "hexboard-map version 4 is newer than this HexBoard (reads up to 3); upgrade HexBoard")
  }
}
