// The typed access every format reads parsed JSON through (HexJSON's JSONReader and
// JSONObject): what each check accepts, and its error's path and message, exactly.

import HexJSON
import Testing

@Suite("JSON typed access")
struct JSONReaderTests {
  func parse(_ text: String) throws -> JSONValue {
    try Array(text.utf8).withUnsafeBufferPointer {
      try JSONParser.parse($0, maximumDepth: 16, maximumStringLength: 1000)
    }
  }

  func error(_ body: () throws -> Void) -> JSONValueError? {
    do {
      try body()
      return nil
    } catch {
      return error as? JSONValueError
    }
  }

  @Test("Values are checked at their path")
  func values() throws {
    let reader = JSONReader(maximumStringLength: 4)
    #expect(try reader.integer(parse("7"), "a", in: 0...9) == 7)
    #expect(try reader.string(parse("\"abcd\""), "s") == "abcd")
    #expect(try reader.array(parse("[1, 2]"), "xs").count == 2)
    #expect(try reader.bool(parse("true"), "b"))
    let cases: [(JSONValueError?, String)] = [
      (
        error { _ = try reader.integer(parse("12"), "grid.rows", in: 1...9) },
        "grid.rows: 12 is out of range (1...9)"
      ),
      (
        error { _ = try reader.integer(parse("1.5"), "x[0]", in: 0...9, note: ", or null") },
        "x[0]: expected an integer, found 1.5"
      ),
      (
        error { _ = try reader.integer(parse("99999999999999999999"), "v", in: 0...9) },
        "v: 99999999999999999999 is out of range (0...9)"
      ),
      (
        error { _ = try reader.string(parse("\"abcde\""), "name") },
        "name: the string is 5 bytes long; the limit is 4"
      ),
      (
        error { _ = try reader.object(parse("[]"), "grid") },
        "grid: expected an object, found an array"
      ),
      (error { _ = try reader.bool(parse("null"), "f") }, "f: expected true or false, found null"),
      (
        error {
          _ = try reader.fields(
            reader.object(parse("{\"a\": 1}"), ""), "", allowed: ["b"], required: [])
        },
        "unknown key 'a'"
      ),
      (
        error {
          _ = try reader.fields(
            reader.object(parse("{}"), "g"), "g", allowed: ["b"], required: ["b"], context: " (x)")
        }, "g: missing key 'b' (x)"
      ),
      (
        error { _ = try reader.choice(parse("\"up\""), "o", "way", [Way.left, .right, .down]) },
        "o: unknown way 'up'; expected 'left', 'right' or 'down'"
      ),
    ]
    for (error, expected) in cases {
      #expect(error?.description == expected)
    }
  }

  enum Way: String { case left, right, down }

  @Test("Members are checked by key, at the object")
  func members() throws {
    let object = try JSONObject(
      parse("{\"w\": 2.0, \"h\": \"3\", \"big\": 1e20, \"n\": 40}"), at: "the map")
    #expect(try object.int("w", in: 0...9) == 2)
    #expect(try object.optionalString("absent") == nil)
    let cases: [(JSONValueError?, String)] = [
      (
        error { _ = try object.int("h", in: 0...9) },
        "the map: 'h' must be a whole number, found a string"
      ),
      (error { _ = try object.int("big", in: 0...9) }, "the map: 'big' is 1e20, outside 0…9"),
      (error { _ = try object.int("n", in: 0...9) }, "the map: 'n' is 40, outside 0…9"),
      (error { _ = try object.string("data") }, "the map: missing 'data'"),
      (error { _ = try object.array("w") }, "the map: 'w' must be an array, found a number"),
      (
        error { _ = try JSONObject(parse("3"), at: "layers[0]") },
        "layers[0]: expected an object, found a number"
      ),
    ]
    for (error, expected) in cases {
      #expect(error?.description == expected)
    }
  }
}
