// A small element tree built with Foundation's XMLParser (FoundationXML on Linux), so the
// TMX reader can look elements up instead of handling parser callbacks.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element: its name, attributes, child elements and text.
final class XMLTree {
  let name: String
  let attributes: [String: String]
  var children: [XMLTree] = []
  var text = ""

  /// The deepest element nesting accepted.
  static let maximumDepth = 64

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The first child named `name`.
  func child(_ name: String) -> XMLTree? {
    children.first { $0.name == name }
  }

  /// The children named `name`, in order.
  func children(_ name: String) -> [XMLTree] {
    children.filter { $0.name == name }
  }

  /// An integer attribute, `nil` when absent.
  func int(_ key: String) throws -> Int? {
    guard let text = attributes[key] else { return nil }
    guard let value = Int(text) else {
      throw TiledReadError("<\(name)> attribute \(key)=\"\(text)\" is not a whole number")
    }
    return value
  }

  /// A required integer attribute.
  func requiredInt(_ key: String) throws -> Int {
    guard let value = try int(key) else {
      throw TiledReadError("<\(name)> is missing the attribute '\(key)'")
    }
    return value
  }

  /// A number attribute, `nil` when absent.
  func double(_ key: String) throws -> Double? {
    guard let text = attributes[key] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw TiledReadError("<\(name)> attribute \(key)=\"\(text)\" is not a number")
    }
    return value
  }

  /// Parses a whole document and returns its root element.
  ///
  /// - Throws: ``TiledReadError`` with the parser's line and column.
  static func parse(_ bytes: [UInt8]) throws -> XMLTree {
    // FoundationXML's XMLParser traps on names that are not UTF-8 (found by fuzzing:
    // `<map><a\u{C9} b="1"/></map>`), so such bytes are refused before it sees them.
    if let bad = bytes.withUnsafeBufferPointer({ JSONParser.firstInvalidUTF8($0, from: 0) }) {
      throw TiledReadError("not valid XML: invalid UTF-8 at byte \(bad)")
    }
    let parser = XMLParser(data: Data(bytes))
    let builder = Builder()
    parser.delegate = builder
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    if let problem = builder.problem {
      throw TiledReadError("not valid XML: \(problem)")
    }
    guard ok, parser.parserError == nil, let root = builder.root else {
      let reason: String
      switch parser.parserError.map({ ($0 as NSError).code }) {
      case 4?: reason = "the document is empty"
      case 5?: reason = "the document ends too early"
      case 76?: reason = "a closing tag does not match its opening tag"
      case let code?: reason = "XMLParser error \(code)"
      case nil: reason = "no root element"
      }
      throw TiledReadError(
        "not valid XML (line \(parser.lineNumber), column \(parser.columnNumber)): \(reason)")
    }
    // libxml2 (behind FoundationXML) may report success for a truncated document.
    if let open = builder.stack.last {
      throw TiledReadError("not valid XML: the document ends inside <\(open.name)>")
    }
    return root
  }

  /// Collects parser callbacks into a tree.
  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    var stack: [XMLTree] = []
    var problem: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      guard stack.count < XMLTree.maximumDepth else {
        problem = "elements nested deeper than \(XMLTree.maximumDepth) levels"
        parser.abortParsing()
        return
      }
      let element = XMLTree(name: elementName, attributes: attributes)
      if let parent = stack.last {
        parent.children.append(element)
      } else if root == nil {
        root = element
      }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      stack.last?.text += String(decoding: block, as: UTF8.self)
    }
  }
}
