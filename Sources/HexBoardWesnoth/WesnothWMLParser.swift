extension WesnothWMLNode {
  /// The deepest nesting of tags read; deeper input is refused rather than risking the stack.
  public static let maximumDepth = 64

  /// Parses WML text into its root node (named `""`), whose children are the top-level tags.
  ///
  /// - Parameter bytes: the file.
  /// - Throws: ``WesnothWMLError`` on a closing tag that does not match, a tag left open, an
  ///   unterminated string or `#define`, a line that is neither tag nor attribute, or tags
  ///   nested deeper than ``maximumDepth``.
  public static func parse(_ bytes: [UInt8]) throws(WesnothWMLError) -> WesnothWMLNode {
    var parser = WesnothWMLParser(bytes: bytes)
    return try parser.document()
  }

  /// Parses WML text (see ``parse(_:)``).
  ///
  /// - Parameter text: the file.
  /// - Throws: ``WesnothWMLError`` as ``parse(_:)`` does.
  public static func parse(_ text: String) throws(WesnothWMLError) -> WesnothWMLNode {
    try parse(Array(text.utf8))
  }
}

/// The reader behind ``WesnothWMLNode/parse(_:)``: one pass over the bytes, a stack of open
/// tags, no recursion.
struct WesnothWMLParser {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var lineStart = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  private var column: Int { index - lineStart + 1 }

  private func error(_ problem: String) -> WesnothWMLError {
    WesnothWMLError(line: line, column: column, problem: problem)
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func skipBlanks() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1 }
  }

  private mutating func skipLine() {
    while let byte = peek(), byte != UInt8(ascii: "\n") { index += 1 }
  }

  private func startsWith(_ text: String) -> Bool {
    let word = Array(text.utf8)
    return index + word.count <= bytes.count && Array(bytes[index..<index + word.count]) == word
  }

  mutating func document() throws(WesnothWMLError) -> WesnothWMLNode {
    var stack = [WesnothWMLNode(name: "")]
    var openedAt: [Int] = [0]
    while index < bytes.count {
      skipBlanks()
      guard let byte = peek() else { break }
      switch byte {
      case UInt8(ascii: "\n"): advance()
      case UInt8(ascii: "#"): try comment()
      case UInt8(ascii: "{"): try skipMacro()
      case UInt8(ascii: "["):
        let tagLine = line
        let (name, closing) = try tag()
        if closing {
          guard stack.count > 1, stack[stack.count - 1].name == name else {
            let open = stack.count > 1 ? "[\(stack[stack.count - 1].name)]" : "no tag"
            throw error(
              "[/\(WesnothText.quoted(name).dropFirst().dropLast())] closes \(open)")
          }
          let done = stack.removeLast()
          openedAt.removeLast()
          stack[stack.count - 1].children.append(done)
        } else {
          guard stack.count <= WesnothWMLNode.maximumDepth else {
            throw error("tags nested deeper than \(WesnothWMLNode.maximumDepth)")
          }
          stack.append(WesnothWMLNode(name: name))
          openedAt.append(tagLine)
        }
      default:
        let (keys, values) = try attribute()
        for (position, key) in keys.enumerated() {
          stack[stack.count - 1].set(position < values.count ? values[position] : "", for: key)
        }
      }
    }
    guard stack.count == 1 else {
      throw WesnothWMLError(
        line: openedAt[openedAt.count - 1], column: 1,
        problem: "[\(stack[stack.count - 1].name)] is never closed")
    }
    return stack[0]
  }

  /// A `#` line: `#define` skips to its `#enddef`; anything else is a comment.
  private mutating func comment() throws(WesnothWMLError) {
    guard startsWith("#define") else { return skipLine() }
    let start = (line, column)
    while index < bytes.count && !startsWith("#enddef") { advance() }
    guard index < bytes.count else {
      throw WesnothWMLError(line: start.0, column: start.1, problem: "#define without #enddef")
    }
    skipLine()
  }

  /// A `{…}` macro call, with nested braces, possibly over several lines; returns its text.
  @discardableResult
  private mutating func skipMacro() throws(WesnothWMLError) -> [UInt8] {
    let start = index
    let place = (line, column)
    var depth = 0
    while let byte = peek() {
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") { depth -= 1 }
      advance()
      if depth == 0 { return Array(bytes[start..<index]) }
    }
    throw WesnothWMLError(line: place.0, column: place.1, problem: "{ without }")
  }

  /// `[name]`, `[+name]` or `[/name]`.
  private mutating func tag() throws(WesnothWMLError) -> (String, Bool) {
    index += 1
    var closing = false
    if peek() == UInt8(ascii: "/") {
      closing = true
      index += 1
    } else if peek() == UInt8(ascii: "+") {
      index += 1
    }
    let start = index
    while let byte = peek(), isNameByte(byte) { index += 1 }
    guard index > start, peek() == UInt8(ascii: "]") else { throw error("malformed tag") }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    index += 1
    return (name, closing)
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  /// `key=value` or `k1,k2=v1,v2`.
  private mutating func attribute() throws(WesnothWMLError) -> ([String], [String]) {
    var keys: [String] = []
    while true {
      skipBlanks()
      let start = index
      while let byte = peek(), isNameByte(byte) { index += 1 }
      guard index > start else { throw error("expected a tag, an attribute or a comment") }
      keys.append(String(decoding: bytes[start..<index], as: UTF8.self))
      skipBlanks()
      if peek() == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard peek() == UInt8(ascii: "=") else { throw error("expected = after the key") }
      index += 1
      break
    }
    let value = try attributeValue()
    if keys.count == 1 { return (keys, [value]) }
    return (keys, value.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
  }

  /// A value to the end of the line (or a `#` comment): parts joined by `+` after quoted
  /// strings, a translatable `_` mark dropped.
  private mutating func attributeValue() throws(WesnothWMLError) -> String {
    var value: [UInt8] = []
    while true {
      skipBlanks()
      if peek() == UInt8(ascii: "_"), let next = peek(1), next == 0x20 || next == 0x22 {
        index += 1
        skipBlanks()
      }
      if peek() == UInt8(ascii: "\"") {
        value += try quoted()
        skipBlanks()
        if peek() == UInt8(ascii: "+") {
          index += 1
          // A `+` at the end of a line continues the value on the next one.
          skipBlanks()
          if peek() == UInt8(ascii: "\n") { advance() }
          continue
        }
        // Anything after a closing quote up to the line end is ignored, as Wesnoth does
        // with a trailing comment.
        skipLine()
        return String(decoding: value, as: UTF8.self)
      }
      if peek() == UInt8(ascii: "{") {
        value += try skipMacro()
        skipBlanks()
        if peek() == UInt8(ascii: "+") {
          index += 1
          continue
        }
      }
      let start = index
      while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "#") {
        index += 1
      }
      var end = index
      while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D
      {
        end -= 1
      }
      value += bytes[start..<end]
      skipLine()
      return String(decoding: value, as: UTF8.self)
    }
  }

  /// A `"…"` string, `""` standing for one quote, over any number of lines.
  private mutating func quoted() throws(WesnothWMLError) -> [UInt8] {
    let place = (line, column)
    index += 1
    var text: [UInt8] = []
    while let byte = peek() {
      if byte == UInt8(ascii: "\"") {
        if peek(1) == UInt8(ascii: "\"") {
          text.append(byte)
          index += 2
          continue
        }
        index += 1
        return text
      }
      text.append(byte)
      advance()
    }
    throw WesnothWMLError(line: place.0, column: place.1, problem: "string without its closing \"")
  }
}
