// The project's own XML reader for .tmx and .tsx files.
//
// It replaced Foundation's XMLParser (libxml2 behind FoundationXML on Linux), which the Tiled
// fuzz target crashed twice: a trap on element names that are not UTF-8, and a null pointer
// read inside FoundationXML for a processing instruction without data (`<?xm?>`). Tiled
// files need only a small, well-defined part of XML, so reading it ourselves removes that
// whole class of crash, the per-document leak libxml2's error path had, and a dependency on
// FoundationXML, and gives errors with an exact line and column.
//
// Accepted: an optional UTF-8 byte-order mark; the XML declaration and other processing
// instructions (skipped); comments; a DOCTYPE without an internal subset (skipped; old
// Tiled versions wrote one); elements with single- or double-quoted attributes; the five
// predefined entities and character references; CDATA sections. Refused, with the place:
// anything not well-formed, bytes that are not UTF-8 or not XML characters, duplicate
// attributes, undefined entities, an internal DTD subset (so no entity expansion at all),
// and nesting deeper than `XMLTree.maximumDepth`.
//
// Names, attribute values and references are read in XMLReader+Tokens.swift.

import HexText

/// Reads a whole XML document into an ``XMLTree``.
struct XMLReader {
  // Internal, not private, as are `failure(_:)` and `checkCharacter(_:)`: the token
  // readers in XMLReader+Tokens.swift use them.
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses `bytes` and returns the root element.
  ///
  /// - Throws: ``XMLSyntaxError`` naming the line and column of the first problem.
  /// - Complexity: O(*n*) in the document's length.
  static func parse(_ bytes: [UInt8]) throws -> XMLTree {
    try bytes.withUnsafeBufferPointer { buffer in
      if let bad = UTF8Validation.firstInvalidByte(buffer, from: 0) {
        throw XMLSyntaxError(line: nil, column: nil, "invalid UTF-8 at byte \(bad)")
      }
      var reader = XMLReader(buffer)
      return try reader.document()
    }
  }

  // MARK: Document structure

  private mutating func document() throws -> XMLTree {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
    }
    var root: XMLTree?
    while true {
      skipWhitespace()
      guard position < bytes.count else { break }
      guard bytes[position] == UInt8(ascii: "<") else {
        throw failure(
          root == nil
            ? "text before the root element" : "text after the end of the root element")
      }
      if starts(with: "<?") {
        try processingInstruction()
      } else if starts(with: "<!--") {
        try comment()
      } else if starts(with: "<!DOCTYPE") {
        guard root == nil else { throw failure("a DOCTYPE after the root element") }
        try doctype()
      } else if starts(with: "<!") || starts(with: "</") {
        throw failure("markup outside the root element")
      } else {
        guard root == nil else { throw failure("a second root element") }
        root = try element(depth: 1)
      }
    }
    guard let root else {
      throw failure(bytes.isEmpty ? "the document is empty" : "no root element")
    }
    return root
  }

  /// Reads an element from its `<` to the end of its closing tag, children included.
  private mutating func element(depth: Int) throws -> XMLTree {
    guard depth <= XMLTree.maximumDepth else {
      throw failure("elements nested deeper than \(XMLTree.maximumDepth) levels")
    }
    position += 1  // <
    let name = try self.name(what: "an element name")
    var attributes: [String: String] = [:]
    while true {
      let hadSpace = skipWhitespace()
      guard position < bytes.count else { throw endsInside(name) }
      let byte = bytes[position]
      if byte == UInt8(ascii: "/") {
        position += 1
        try expect(">", "'>' after '/' in <\(MessageText.excerpt(name))>")
        return XMLTree(name: name, attributes: attributes)
      }
      if byte == UInt8(ascii: ">") {
        position += 1
        break
      }
      guard hadSpace else {
        throw failure("expected a space, '>' or '/>' in <\(MessageText.excerpt(name))>")
      }
      let attributeStart = position
      let key = try self.name(what: "an attribute name in <\(MessageText.excerpt(name))>")
      skipWhitespace()
      try expect("=", "'=' after the attribute '\(MessageText.excerpt(key))'")
      skipWhitespace()
      let value = try attributeValue(of: key)
      guard attributes.updateValue(value, forKey: key) == nil else {
        position = attributeStart
        throw failure(
          "<\(MessageText.excerpt(name))> has the attribute '\(MessageText.excerpt(key))' twice")
      }
    }
    let tree = XMLTree(name: name, attributes: attributes)
    try content(of: tree, depth: depth)
    return tree
  }

  /// Reads an element's children and text up to and including its closing tag.
  private mutating func content(of tree: XMLTree, depth: Int) throws {
    var text: [UInt8] = []
    while true {
      guard position < bytes.count else { throw endsInside(tree.name) }
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        try reference(into: &text)
      } else if byte == UInt8(ascii: "<") {
        if starts(with: "</") {
          let tagStart = position
          position += 2
          let closing = try name(what: "a closing tag name")
          guard closing == tree.name else {
            position = tagStart
            throw failure(
              "</\(MessageText.excerpt(closing))> closes <\(MessageText.excerpt(tree.name))>")
          }
          skipWhitespace()
          try expect(">", "'>' to end </\(MessageText.excerpt(closing))>")
          tree.text = String(decoding: text, as: UTF8.self)
          return
        } else if starts(with: "<!--") {
          try comment()
        } else if starts(with: "<![CDATA[") {
          position += 9
          let end = try find("]]>", what: "a CDATA section")
          appendNormalisingNewlines(position..<end, to: &text)
          position = end + 3
        } else if starts(with: "<?") {
          try processingInstruction()
        } else if starts(with: "<!") {
          throw failure("unexpected '<!' inside <\(MessageText.excerpt(tree.name))>")
        } else {
          tree.children.append(try element(depth: depth + 1))
        }
      } else {
        // A run of plain text up to the next markup or reference.
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<"),
          bytes[position] != UInt8(ascii: "&")
        {
          if bytes[position] == UInt8(ascii: ">"), position >= 2,
            bytes[position - 1] == UInt8(ascii: "]"), bytes[position - 2] == UInt8(ascii: "]")
          {
            throw failure("']]>' in text")
          }
          try checkCharacter(bytes[position])
          position += 1
        }
        appendNormalisingNewlines(start..<position, to: &text)
      }
    }
  }

  // MARK: Markup that is skipped

  private mutating func processingInstruction() throws {
    let start = position
    position += 2
    let target = try name(what: "a processing instruction target")
    if target.lowercased() == "xml", start != 0, !(start == 3 && bytes[0] == 0xEF) {
      position = start
      throw failure("the XML declaration is only allowed at the very start")
    }
    position = try find("?>", what: "a processing instruction") + 2
  }

  private mutating func comment() throws {
    position += 4
    let end = try find("--", what: "a comment")
    guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else {
      position = end
      throw failure("'--' inside a comment")
    }
    position = end + 3
  }

  /// Skips `<!DOCTYPE name SYSTEM "…">`; an internal subset (`[ … ]`) is refused, so no
  /// entity can ever be declared, let alone expanded.
  private mutating func doctype() throws {
    position += 9
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: ">"):
        position += 1
        return
      case UInt8(ascii: "["):
        throw failure("DOCTYPE declarations with an internal subset are not supported")
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let quote = bytes[position]
        position += 1
        while position < bytes.count, bytes[position] != quote { position += 1 }
        guard position < bytes.count else { break }
        position += 1
      default:
        position += 1
      }
    }
    throw failure("the document ends inside the DOCTYPE")
  }

  // MARK: Helpers

  /// Appends the bytes in `range`, turning CR LF and lone CR into LF (XML's end-of-line
  /// handling); the caller has checked the characters.
  private func appendNormalisingNewlines(_ range: Range<Int>, to output: inout [UInt8]) {
    var i = range.lowerBound
    while i < range.upperBound {
      let byte = bytes[i]
      if byte == 0x0D {
        output.append(0x0A)
        if i + 1 < range.upperBound, bytes[i + 1] == 0x0A { i += 1 }
      } else {
        output.append(byte)
      }
      i += 1
    }
  }

  /// Throws for a byte XML does not allow in a document (C0 controls other than tab, LF
  /// and CR); UTF-8 sequences were validated up front.
  func checkCharacter(_ byte: UInt8) throws {
    if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
      throw failure(
        "control character 0x\(String(byte, radix: 16, uppercase: true)) in the document")
    }
  }

  /// Skips blanks; returns whether there were any.
  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = position
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return position > start
      }
    }
    return position > start
  }

  private func starts(with prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    let pointer = prefix.utf8Start
    for offset in 0..<count where bytes[position + offset] != pointer[offset] {
      return false
    }
    return true
  }

  private mutating func expect(_ character: Character, _ what: String) throws {
    guard position < bytes.count, bytes[position] == character.asciiValue else {
      throw failure(position < bytes.count ? "expected \(what)" : "the document ends early")
    }
    position += 1
  }

  /// The offset of the next `terminator` from `position`, checking the characters passed.
  private mutating func find(_ terminator: StaticString, what: String) throws -> Int {
    let first = terminator.utf8Start[0]
    var i = position
    while i < bytes.count {
      if bytes[i] == first {
        let saved = position
        position = i
        let found = starts(with: terminator)
        position = saved
        if found { return i }
      }
      let byte = bytes[i]
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        position = i
        try checkCharacter(byte)
      }
      i += 1
    }
    throw failure("the document ends inside \(what)")
  }

  private func endsInside(_ name: String) -> XMLSyntaxError {
    failure("the document ends inside <\(MessageText.excerpt(name))>")
  }

  /// A read error at the current position.
  func failure(_ reason: String) -> XMLSyntaxError {
    XMLSyntaxError(line: location.line, column: location.column, reason)
  }

  /// The 1-based line and column (in characters) of `position`.
  private var location: (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    let end = min(position, bytes.count)
    for i in 0..<end where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    var column = 1
    for i in lineStart..<end where bytes[i] & 0xC0 != 0x80 { column += 1 }
    return (line, column)
  }
}
