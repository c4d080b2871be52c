import Foundation
import HexBoard
import HexCodecs
import HexText
import Testing

@testable import HexBoardTiled

/// The resolver API: every external reference goes through it, with the reference described
/// exactly; in-memory, refusing and custom resolvers; the importer's own limits on what a
/// resolver returns.
@Suite("Tiled resolvers")
struct TiledResolverTests {
  /// Records the references a resolver is asked for (the closure must be Sendable).
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [TiledReference] = []

    func append(_ reference: TiledReference) {
      lock.lock()
      items.append(reference)
      lock.unlock()
    }

    var references: [TiledReference] {
      lock.lock()
      defer { lock.unlock() }
      return items
    }
  }

  /// A 64×28 opaque red PNG: a tileset image of two 32×28 tiles.
  static let png: [UInt8] = {
    var image = PNGImage(width: 64, height: 28)
    for y in 0..<28 {
      for x in 0..<64 { image.set(x: x, y: y, red: 200, green: 10, blue: 10) }
    }
    return image.encoded()
  }()

  /// A 2×1 map whose tilesets are `tilesets` (a JSON array).
  static func map(tilesets: String, data: String = "[1, 3]") -> [UInt8] {
    Array(
      """
      {"type": "map", "orientation": "hexagonal", "width": 2, "height": 1, "tilewidth": 32,
       "tileheight": 28, "hexsidelength": 16, "staggeraxis": "x", "staggerindex": "odd",
       "tilesets": \(tilesets),
       "layers": [{"type": "tilelayer", "name": "g", "width": 2, "height": 1, "data": \(data)}]}
      """.utf8)
  }

  static let externalTileset = Array(
    """
    {"type": "tileset", "name": "ext", "tilecount": 2, "columns": 2, "tilewidth": 32,
     "tileheight": 28, "image": "../img/a.png"}
    """.utf8)

  static let twoTilesets = map(
    tilesets: """
      [{"firstgid": 1, "source": "sets/./a.tsj"},
       {"firstgid": 3, "name": "emb", "tilecount": 2, "columns": 2, "tilewidth": 32,
        "tileheight": 28, "image": "img//b.png"}]
      """)

  @Test func everyReferenceGoesThroughTheResolverDescribedExactly() throws {
    let log = Log()
    let files = ["sets/a.tsj": Self.externalTileset, "img/a.png": Self.png, "img/b.png": Self.png]
    let memory = TiledResolver.inMemory(files)
    let recording = TiledResolver { reference in
      log.append(reference)
      return try memory.read(reference)
    }
    let imported = try TiledMap.decode(
      Self.twoTilesets, format: .json, path: "maps/level.tmj", resolver: recording)
    // Both generated terrains took the red of their image.
    #expect(imported.board.palette.map(\.color) == ["#c80a0a", "#c80a0a"])
    let seen = log.references
    #expect(seen.map(\.kind) == [.tileset, .image, .image])
    #expect(seen.map(\.source) == ["sets/./a.tsj", "../img/a.png", "img//b.png"])
    #expect(seen.map(\.referrer) == ["maps/level.tmj", "maps/sets/./a.tsj", "maps/level.tmj"])
    #expect(
      seen.map(\.path) == ["maps/sets/./a.tsj", "maps/sets/./../img/a.png", "maps/img//b.png"])
    #expect(seen.map(\.relativePath) == ["sets/a.tsj", "img/a.png", "img/b.png"])
    #expect(seen.allSatisfy { $0.mapPath == "maps/level.tmj" && !$0.leavesFolder })
    #expect(seen.map(\.description)[0] == "tileset source 'sets/./a.tsj'")
  }

  @Test func referencesAreNormalisedOnTheirText() throws {
    func relative(_ source: String, from folder: [String] = []) -> String? {
      TiledReference(
        kind: .tileset, source: source, referrer: TiledReferrer(path: "m.tmj", folder: folder),
        mapPath: "m.tmj"
      ).relativePath
    }
    #expect(relative("a.tsj") == "a.tsj")
    #expect(relative("./a//b/../c.tsj") == "a/c.tsj")
    #expect(relative("../a.tsj") == nil)
    #expect(relative("a/../../a.tsj") == nil)
    #expect(relative("../x/a.tsj", from: ["x"]) == "x/a.tsj")
    #expect(relative("/etc/passwd") == nil)
    #expect(relative("a.tsj\0../../etc/passwd") == nil)
    #expect(relative("") == nil)
    #expect(relative("..") == nil)
  }

  @Test func inMemoryReadsOnlyWhatItHolds() throws {
    func refusal(_ source: String) -> TiledError? {
      #expect(throws: TiledError.self) {
        try TiledMap.decode(
          Self.map(tilesets: "[{\"firstgid\": 1, \"source\": \"\(source)\"}]"), format: .json,
          path: "level.tmj", resolver: .inMemory(["a.tsj": Self.externalTileset]))
      }
    }
    let outside = refusal("../a.tsj")
    #expect(outside?.kind == .outsideFolder)
    #expect(
      outside?.description == "level.tmj: tileset source '../a.tsj' is outside the map's folder")
    let absolute = refusal("/a.tsj")
    #expect(absolute?.kind == .outsideFolder)
    #expect(
      absolute?.description
        == "level.tmj: tileset source '/a.tsj' is an absolute path, outside the map's folder")
    let missing = refusal("b.tsj")
    #expect(missing?.kind == .io)
    #expect(
      missing?.description == "level.tmj: tileset source 'b.tsj' is not among the files provided")
    // The image ../img/a.png resolves to img/a.png, missing here: generated colours, no error.
    let board = try TiledMap.decode(
      Self.map(tilesets: "[{\"firstgid\": 1, \"source\": \"sets/a.tsj\"}]", data: "[1, 2]"),
      format: .json,
      path: "level.tmj", resolver: .inMemory(["sets/a.tsj": Self.externalTileset])
    ).board
    #expect(
      board.palette.map(\.color) == [
        TiledImporter.generatedColor(1), TiledImporter.generatedColor(2),
      ])
  }

  @Test func refusingAllRefusesTilesetsAndSkipsImages() throws {
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(
        Self.twoTilesets, format: .json, path: "l.tmj", resolver: .refusingAll)
    }
    #expect(error?.kind == .refused)
    #expect(
      error?.description
        == "l.tmj: tileset source 'sets/./a.tsj' was not read: reading external files is turned off"
    )
    // An embedded tileset with an image: imports, colours generated, nothing asked for.
    let embedded = Self.map(
      tilesets: """
        [{"firstgid": 1, "name": "emb", "tilecount": 4, "columns": 2, "tilewidth": 32,
          "tileheight": 28, "image": "/etc/passwd"}]
        """)
    let board = try TiledMap.decode(embedded, format: .json, resolver: .refusingAll).board
    #expect(
      board.palette.map(\.color) == [
        TiledImporter.generatedColor(1), TiledImporter.generatedColor(3),
      ])
    #expect(try TiledMap.decode(embedded, format: .json, readsFiles: false).board == board)
  }

  @Test func aRefusedImageIsAnErrorAMissingOneIsNot() throws {
    let map = Self.map(
      tilesets: """
        [{"firstgid": 1, "name": "emb", "tilecount": 4, "columns": 2, "tilewidth": 32,
          "tileheight": 28, "image": "../secret.png"}]
        """)
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(map, format: .json, path: "m/l.tmj", resolver: .inMemory([:]))
    }
    #expect(error?.kind == .outsideFolder)
    #expect(
      error?.description == "m/l.tmj: tileset image '../secret.png' is outside the map's folder")
    let custom = TiledResolver { _ in throw TiledResolverError(.io, "is gone") }
    #expect(throws: Never.self) {
      try TiledMap.decode(map, format: .json, path: "m/l.tmj", resolver: custom)
    }
  }

  struct Unavailable: Error, CustomStringConvertible {
    var description: String { "bucket offline\u{1B}[2J" }
  }

  @Test func customResolversErrorsAndLimits() throws {
    let source = "[{\"firstgid\": 1, \"source\": \"a.tsj\"}]"
    func failure(_ resolver: TiledResolver) -> TiledError? {
      #expect(throws: TiledError.self) {
        try TiledMap.decode(
          Self.map(tilesets: source), format: .json, path: "l.tmj", resolver: resolver)
      }
    }
    let other = failure(TiledResolver { _ in throw Unavailable() })
    #expect(other?.kind == .io)
    #expect(
      other?.description == "l.tmj: tileset source 'a.tsj' cannot be read: bucket offline\u{1B}[2J")
    #expect(
      other.map { TerminalText.escaped($0.description) }
        == "l.tmj: tileset source 'a.tsj' cannot be read: bucket offline\\u001B[2J")
    let refused = failure(TiledResolver { _ in throw TiledResolverError(.refused, "is private") })
    #expect(refused?.kind == .refused)
    #expect(refused?.description == "l.tmj: tileset source 'a.tsj' is private")
    let big = failure(TiledResolver { _ in [UInt8](repeating: 0x20, count: (64 << 20) + 1) })
    #expect(
      big?.description == "l.tmj: tileset source 'a.tsj' is 67108865 bytes; the limit is 67108864")
    // At most 256 external files, however cheap the resolver.
    let many = (1...257).map { "{\"firstgid\": \($0 * 4), \"source\": \"a.tsj\"}" }
    let count = #expect(throws: TiledError.self) {
      try TiledMap.decode(
        Self.map(tilesets: "[" + many.joined(separator: ",") + "]"), format: .json,
        path: "l.tmj", resolver: .inMemory(["a.tsj": Self.externalTileset]))
    }
    #expect(count?.description == "l.tmj: the map refers to more than 256 external files")
  }

  @Test func messagesQuoteShortEscapedExcerpts() throws {
    let name = "\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 10_000)
    let map = Array(
      """
      {"type": "map", "orientation": "hexagonal", "width": 1, "height": 1, "tilewidth": 32,
       "tileheight": 28, "tilesets": [], "layers": [{"type": "tilelayer", "name": "\\u001B]0;pwned\\u0007\(String(repeating: "x", count: 10_000))",
       "width": 1, "height": 1}]}
      """.utf8)
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(map, format: .json, path: "l.tmj", resolver: .refusingAll)
    }
    // The library cuts the name to 128 characters and leaves it raw; the command line
    // escapes it as it prints.
    let rawName = "\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 118) + "…"
    #expect(error?.message == "layer '\(rawName)': missing 'data'")
    let shownName = "\\u001B]0;pwned\\u0007" + String(repeating: "x", count: 118) + "…"
    #expect(
      error.map { TerminalText.escaped($0.message) } == "layer '\(shownName)': missing 'data'")
    #expect(name.count > 10_000)
    // CSV with a control character, and an XML element name, are escaped too.
    let csv = #expect(throws: TiledError.self) {
      try TiledLayerData.csv("1,\u{1B}", count: 2)
    }
    #expect(
      csv.map { TerminalText.escaped($0.message) } == "unexpected character '\\u001B' in CSV data")
    let xml = #expect(throws: TiledError.self) {
      try TiledMap.decode(Array("<m\u{85}/>".utf8), format: .xml, resolver: .refusingAll)
    }
    #expect(
      xml.map { TerminalText.escaped($0.message) } == "the root element is <m\\u0085>, not <map>")
    let entity = #expect(throws: TiledError.self) {
      try TiledMap.decode(
        Array("<map>&\u{1B};</map>".utf8), format: .xml, resolver: .refusingAll)
    }
    #expect(
      entity.map { TerminalText.escaped($0.message) }
        == "not valid XML (line 1, column 6): unknown entity '&\\u001B;' (only &lt; &gt; &amp; &quot; &apos; exist)"
    )
    let closing = #expect(throws: TiledError.self) {
      try TiledMap.decode(Array("<a\u{9B}></b>".utf8), format: .xml, resolver: .refusingAll)
    }
    #expect(
      closing.map { TerminalText.escaped($0.message) }
        == "not valid XML (line 1, column 5): </b> closes <a\\u009B>")
  }

  @Test func pngSizesCannotOverflow() throws {
    // IHDR of 0xFFFFFFFF × 0xFFFFFFFF: the pixel count overflowed Int before the limit check.
    var header: [UInt8] = []
    PNGImage.appendBigEndian(0xFFFF_FFFF, to: &header)
    PNGImage.appendBigEndian(0xFFFF_FFFF, to: &header)
    header += [8, 6, 0, 0, 0]
    var file = PNGImage.signature
    PNGImage.appendChunk("IHDR", header, to: &file)
    PNGImage.appendChunk("IEND", [], to: &file)
    let error = #expect(throws: InflateError.self) { try PNGImage.decode(file) }
    #expect(error?.message == "the PNG is 4294967295×4294967295 pixels; the limit is 67108864")
  }
}
