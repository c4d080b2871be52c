import Foundation
import HexCodecs
import HexTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The project's own XML reader (used for .tmx and .tsx): known trees, exact errors, and a
/// differential check against Foundation's XMLParser on the fixtures and on random documents.
@Suite("XML reader")
struct XMLReaderTests {
  private func parse(_ text: String) throws -> XMLTree {
    try XMLTree.parse(Array(text.utf8))
  }

  private func error(_ text: String) -> String {
    do {
      let tree = try parse(text)
      return "parsed <\(tree.name)>"
    } catch let error as XMLSyntaxError {
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }

  @Test func readsElementsAttributesAndText() throws {
    let tree = try parse(
      """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">
      <!-- written by hand -->
      <map version='1.10' name="a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;">
        <?editor keep?>
        <layer id="1" note="tab\there&#10;next &#x263A;"><data encoding="csv">1,2,
      3<![CDATA[,4<&>]]></data></layer>
        <layer id="2"/>
      </map>
      """)
    #expect(tree.name == "map")
    #expect(tree.attributes == ["version": "1.10", "name": "a & b <c> \"d\" 'e'"])
    #expect(tree.children.map(\.name) == ["layer", "layer"])
    let first = tree.children[0]
    #expect(first.attributes["note"] == "tab here\nnext \u{263A}")
    #expect(first.child("data")?.text == "1,2,\n3,4<&>")
    #expect(tree.children[1].attributes == ["id": "2"])
    #expect(tree.children[1].children.isEmpty)
  }

  @Test func normalisesLineEnds() throws {
    let tree = try XMLTree.parse(Array("<a b=\"x\r\ny\">1\r\n2\r3</a>".utf8))
    #expect(tree.text == "1\n2\n3")
    #expect(tree.attributes["b"] == "x y")
  }

  @Test func emptyProcessingInstructionIsAccepted() throws {
    // Fuzz finding: FoundationXML read a null pointer for a processing instruction with
    // no data, so importing this map crashed the process.
    let tree = try parse("<?xm?><map><?pi?></map>")
    #expect(tree.name == "map")
  }

  @Test(arguments: [
    ("", "not valid XML (line 1, column 1): the document is empty"),
    ("  \n ", "not valid XML (line 2, column 2): no root element"),
    ("hello", "not valid XML (line 1, column 1): text before the root element"),
    ("<a/>x", "not valid XML (line 1, column 5): text after the end of the root element"),
    ("<a/><b/>", "not valid XML (line 1, column 5): a second root element"),
    ("<a>\n  <b></a>", "not valid XML (line 2, column 6): </a> closes <b>"),
    ("<a><b>", "not valid XML (line 1, column 7): the document ends inside <b>"),
    ("<a x='1' x='2'/>", "not valid XML (line 1, column 10): <a> has the attribute 'x' twice"),
    ("<a x=1/>", "not valid XML (line 1, column 6): the value of 'x' must be in quotes"),
    ("<a x='<'/>", "not valid XML (line 1, column 7): '<' inside the value of 'x'"),
    ("<a x='1'y='2'/>", "not valid XML (line 1, column 9): expected a space, '>' or '/>' in <a>"),
    (
      "<a>&nbsp;</a>",
      "not valid XML (line 1, column 4): unknown entity '&nbsp;' (only &lt; &gt; &amp; &quot; &apos; exist)"
    ),
    ("<a>&#0;</a>", "not valid XML (line 1, column 4): '&#0;' is not an XML character"),
    ("<a>&#xD800;</a>", "not valid XML (line 1, column 4): '&#xD800;' is not an XML character"),
    ("<a>&#12a;</a>", "not valid XML (line 1, column 4): '&#12a;' is not an XML character"),
    (
      "<a>fish & chips</a>",
      "not valid XML (line 1, column 9): '&' must start a reference such as &amp; (end it with ';')"
    ),
    ("<a>\u{01}</a>", "not valid XML (line 1, column 4): control character 0x1 in the document"),
    ("<a>]]></a>", "not valid XML (line 1, column 6): ']]>' in text"),
    ("<a><!-- x -- y --></a>", "not valid XML (line 1, column 11): '--' inside a comment"),
    ("<a><!-- x", "not valid XML (line 1, column 8): the document ends inside a comment"),
    (
      "<a><![CDATA[x</a>",
      "not valid XML (line 1, column 13): the document ends inside a CDATA section"
    ),
    (
      "<!DOCTYPE a [<!ENTITY e \"eeee\">]><a>&e;</a>",
      "not valid XML (line 1, column 13): DOCTYPE declarations with an internal subset are not supported"
    ),
    ("<a/><!DOCTYPE a>", "not valid XML (line 1, column 5): a DOCTYPE after the root element"),
    (
      "<a/>\n<?xml version='1.0'?>",
      "not valid XML (line 2, column 1): the XML declaration is only allowed at the very start"
    ),
    ("<1a/>", "not valid XML (line 1, column 2): expected an element name"),
    ("</a>", "not valid XML (line 1, column 1): markup outside the root element"),
    ("<a", "not valid XML (line 1, column 3): the document ends inside <a>"),
    ("<a/ >", "not valid XML (line 1, column 4): expected '>' after '/' in <a>"),
    (
      "<é>\n<ü x='1' x='2'/></é>",
      "not valid XML (line 2, column 10): <ü> has the attribute 'x' twice"
    ),
  ])
  func refusesWithLineAndColumn(input: String, message: String) {
    #expect(error(input) == message)
  }

  @Test func refusesDeepNesting() {
    let depth = XMLTree.maximumDepth
    let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect(error(fits) == "parsed <a>")
    let deep = String(repeating: "<a>", count: depth + 1)
    #expect(error(deep).hasSuffix("elements nested deeper than \(depth) levels"))
    // A million unclosed elements must not recurse a million frames deep.
    #expect(error(String(repeating: "<a>", count: 1_000_000)).contains("nested deeper"))
  }

  @Test func refusesInvalidUTF8() {
    let bytes = Array("<a>".utf8) + [0xFF] + Array("</a>".utf8)
    #expect(throws: XMLSyntaxError.self) { try XMLTree.parse(bytes) }
  }

  @Test(arguments: ["hexagonal-mini.tmx", "test_hexagonal_tile_60x60x30.tmx"])
  func fixturesMatchFoundation(file: String) throws {
    let bytes = try fixture(file)
    let ours = try XMLTree.parse(bytes)
    let theirs = try #require(FoundationTree.parse(bytes))
    #expect(FoundationTree(ours) == theirs)
  }

  /// Random well-formed documents read the same as Foundation's XMLParser reads them.
  @Test func randomDocumentsMatchFoundation() throws {
    var random = TestRandom(seed: 0x584D_4C)
    for _ in 0..<300 {
      let text = RandomXML.document(using: &random)
      let bytes = Array(text.utf8)
      let ours = try XMLTree.parse(bytes)
      let theirs = try #require(FoundationTree.parse(bytes), "Foundation refused \(text)")
      guard FoundationTree(ours) == theirs else {
        Issue.record("the readers differ on \(text)")  // one report is enough to debug
        return
      }
    }
  }
}

/// A comparable copy of an element tree, from either reader.
private struct FoundationTree: Equatable {
  var name: String
  var attributes: [String: String]
  var text: String
  var children: [FoundationTree]

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
    text = ""
    children = []
  }

  init(_ tree: XMLTree) {
    name = tree.name
    attributes = tree.attributes
    text = tree.text
    children = tree.children.map(FoundationTree.init)
  }

  /// The tree Foundation's XMLParser reads, or `nil` if it refuses the document.
  static func parse(_ bytes: [UInt8]) -> FoundationTree? {
    let parser = XMLParser(data: Data(bytes))
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse() else { return nil }
    return builder.root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [FoundationTree] = []
    var root: FoundationTree?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      stack.append(FoundationTree(name: elementName, attributes: attributes))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      let done = stack.removeLast()
      if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if !stack.isEmpty { stack[stack.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: block, as: UTF8.self) }
    }
  }
}

/// Random well-formed XML using every construct the reader accepts.
private enum RandomXML {
  static func document(using random: inout TestRandom) -> String {
    var out = Bool.random(using: &random) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    if Bool.random(using: &random) { out += "<!-- head -->\n" }
    element(depth: 0, into: &out, using: &random)
    if Bool.random(using: &random) { out += "\n<!-- tail -->\n" }
    return out
  }

  private static let names = [
    "map", "layer", "data", "tileset", "tile", "property", "é-ü.x", "_a:b",
  ]
  private static let pieces = [
    "a", "b c", " ", "\n", "\t", "1,2,3", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#65;",
    "&#x263A;", "&#128512;", "ß", "水", "'", "\"",
  ]

  private static func element(
    depth: Int, into out: inout String, using random: inout TestRandom
  ) {
    let name = names.randomElement(using: &random)!
    out += "<" + name
    var keys = Set<String>()
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let key = ["id", "name", "value", "x-y", "w"].randomElement(using: &random)!
      guard keys.insert(key).inserted else { continue }
      let quote = Bool.random(using: &random) ? "\"" : "'"
      var value = ""
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let piece = pieces.randomElement(using: &random)!
        value += piece == quote ? (quote == "\"" ? "&quot;" : "&apos;") : piece
      }
      out += " \(key)=\(quote)\(value)\(quote)"
    }
    if depth > 4 || Int.random(in: 0..<4, using: &random) == 0 {
      out += "/>"
      return
    }
    out += ">"
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: element(depth: depth + 1, into: &out, using: &random)
      case 1: out += "<![CDATA[x<&>" + pieces.randomElement(using: &random)! + "]]>"
      case 2: out += "<!-- c -->"
      default:
        let piece = pieces.randomElement(using: &random)!
        out += piece == "\"" || piece == "'" ? "q" : piece
      }
    }
    out += "</\(name)>"
  }
}

/// The bytes of a Tiled fixture (the reader's real-world inputs live with the Tiled tests).
func fixture(_ name: String) throws -> [UInt8] {
  let path = TestPaths.file("Tests/HexBoardTiledTests/Fixtures/" + name)
  return try Array(Data(contentsOf: URL(fileURLWithPath: path)))
}
