import Foundation
import HexBoard
import HexBoardTiled
import HexCodecs
import HexTestSupport
import Testing

/// Every number of a Tiled map, JSON and XML, finite and infinite, replaced in turn by each
/// extreme (0, -1, 2^31, 2^32, 2^53, 2^63, beyond Int64, 1e20, NaN, infinity, -0, 1e-400…):
/// the import either succeeds or throws a ``TiledError``, never traps. Before issue 15,
/// a dozen of these killed the process.
/// Heavy: only with `HEXBOARD_HEAVY_TESTS=1` (`.ci/run` runs it in a step of its own).
@Suite("Tiled: every number at every extreme", .enabled(if: TestPaths.runsHeavyTests))
struct TiledNumberSweepTests {
  static let extremes = [
    "0", "-1", "1", "2", "2147483647", "2147483648", "-2147483649", "4294967296",
    "9007199254740992", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "18446744073709551616", "1e20", "-1e20", "1e300", "-0", "-0.0", "1e-400", "0.5", "NaN",
    "Infinity", "-Infinity", "nan", "inf", "+5", "0x10",
  ]

  /// A hexagonal JSON map with an embedded tileset (with an image), an external one (with
  /// an image), a tile layer (or chunks, for an infinite map), and objects; `@name@` marks
  /// each number.
  static func json(infinite: Bool) -> String {
    let data =
      infinite
      ? """
      "chunks": [{"x": @cx@, "y": @cy@, "width": @cw@, "height": @ch@, "data": [@g1@, @g2@]}]
      """
      : """
      "width": @lw@, "height": @lh@, "data": [@g1@, @g2@]
      """
    return """
      {"type": "map", "orientation": "hexagonal", "width": @mw@, "height": @mh@,
       "tilewidth": @tw@, "tileheight": @th@, "hexsidelength": @hs@, "staggeraxis": "x",
       "staggerindex": "odd", "infinite": \(infinite),
       "properties": [{"name": "n", "type": "int", "value": @pv@},
                      {"name": "f", "type": "float", "value": @pf@}],
       "tilesets": [
        {"firstgid": @fg@, "name": "t", "tilecount": @tc@, "columns": @co@, "tilewidth": @sw@,
         "tileheight": @sh@, "margin": @ma@, "spacing": @sp@, "image": "t.png",
         "tiles": [{"id": @ti@, "type": "grass"}]},
        {"firstgid": @fg2@, "source": "ext.tsj"}],
       "layers": [{"type": "tilelayer", "name": "g", \(data)},
        {"type": "objectgroup", "name": "o", "objects": [
          {"id": @oi@, "name": "p", "x": @ox@, "y": @oy@, "point": true},
          {"id": 2, "name": "t", "gid": @og@, "x": @ox2@, "y": 60, "width": @ow@, "height": @oh@}]}]}
      """
  }

  static let jsonDefaults = [
    "cx": "0", "cy": "0", "cw": "2", "ch": "1", "lw": "2", "lh": "1", "g1": "1", "g2": "5",
    "mw": "2", "mh": "1", "tw": "32", "th": "28", "hs": "16", "pv": "3", "pf": "0.5", "fg": "1",
    "tc": "4", "co": "2", "sw": "32", "sh": "28", "ma": "0", "sp": "0", "ti": "0", "fg2": "5",
    "oi": "1", "ox": "40", "oy": "28", "og": "1", "ox2": "8", "ow": "32", "oh": "28",
  ]

  static let externalTileset = """
    {"type": "tileset", "name": "ext", "tilecount": @etc@, "columns": @eco@, "tilewidth": 32,
     "tileheight": 28, "margin": @ema@, "image": "t.png", "tiles": [{"id": @eti@, "type": "sand"}]}
    """

  static let externalDefaults = ["etc": "2", "eco": "2", "ema": "0", "eti": "0"]

  /// The same map in XML, with a `.tsx` external tileset.
  static func xml(infinite: Bool) -> String {
    let data =
      infinite
      ? "<chunk x=\"@cx@\" y=\"@cy@\" width=\"@cw@\" height=\"@ch@\">@g1@,@g2@</chunk>"
      : "@g1@,@g2@"
    return """
      <map orientation="hexagonal" width="@mw@" height="@mh@" tilewidth="@tw@" tileheight="@th@"
           hexsidelength="@hs@" staggeraxis="y" staggerindex="even" infinite="\(infinite ? 1 : 0)">
       <properties><property name="n" type="int" value="@pv@"/><property name="f" type="float" value="@pf@"/></properties>
       <tileset firstgid="@fg@" name="t" tilewidth="@sw@" tileheight="@sh@" margin="@ma@" spacing="@sp@">
        <image source="t.png" width="@iw@" height="@ih@"/>
        <tile id="@ti@" type="grass"/>
       </tileset>
       <tileset firstgid="@fg2@" source="ext.tsx"/>
       <layer name="g" width="@lw@" height="@lh@"><data encoding="csv">\(data)</data></layer>
       <objectgroup name="o">
        <object id="@oi@" name="p" x="@ox@" y="@oy@"><point/></object>
        <object id="2" name="t" gid="@og@" x="@ox2@" y="60" width="@ow@" height="@oh@"/>
       </objectgroup>
      </map>
      """
  }

  static let xmlDefaults = jsonDefaults.merging(["iw": "64", "ih": "28"]) { a, _ in a }

  static let externalXML = """
    <tileset name="ext" tilewidth="32" tileheight="28" tilecount="@etc@" columns="@eco@" margin="@ema@">
     <image source="t.png" width="64" height="28"/><tile id="@eti@" type="sand"/>
    </tileset>
    """

  static let png: [UInt8] = {
    var image = PNGImage(width: 64, height: 28)
    for y in 0..<28 {
      for x in 0..<64 { image.set(x: x, y: y, red: 50, green: 150, blue: 250) }
    }
    return image.encoded()
  }()

  static func fill(_ template: String, _ values: [String: String]) -> String {
    var text = template
    for (key, value) in values {
      text = text.replacingOccurrences(of: "@\(key)@", with: value)
    }
    return text
  }

  /// Imports the map with every number at its default but `key`, which is `value`.
  static func importOnce(
    format: TiledMap.Format, infinite: Bool, key: String, value: String
  ) -> Result<TiledImport, TiledError>? {
    let isXML = format == .xml
    var values = (isXML ? xmlDefaults : jsonDefaults).merging(externalDefaults) { a, _ in a }
    values[key] = value
    let map = fill(isXML ? xml(infinite: infinite) : json(infinite: infinite), values)
    let external = fill(isXML ? externalXML : externalTileset, values)
    let resolver = TiledResolver.inMemory([
      "t.png": png, isXML ? "ext.tsx" : "ext.tsj": Array(external.utf8),
    ])
    do {
      return .success(
        try TiledMap.decode(
          Array(map.utf8), format: format, path: isXML ? "m.tmx" : "m.tmj", resolver: resolver))
    } catch let error as TiledError {
      return .failure(error)
    } catch {
      Issue.record("not a TiledError: \(error)")
      return nil
    }
  }

  @Test(arguments: [TiledMap.Format.json, .xml], [false, true])
  func everyNumberAtEveryExtreme(format: TiledMap.Format, infinite: Bool) throws {
    // The unchanged map imports.
    let plain = Self.importOnce(format: format, infinite: infinite, key: "-", value: "")
    guard case .success(let imported)? = plain else {
      Issue.record("the template does not import: \(String(describing: plain))")
      return
    }
    #expect(imported.board.grid.cellCount == 2)
    let keys = Set((format == .xml ? Self.xmlDefaults : Self.jsonDefaults).keys)
      .union(Self.externalDefaults.keys).sorted()
    var imports = 0
    var errors = 0
    for key in keys {
      for value in Self.extremes {
        switch Self.importOnce(format: format, infinite: infinite, key: key, value: value) {
        case .success: imports += 1
        case .failure(let error):
          errors += 1
          // One line, no control characters, nothing long quoted.
          #expect(!error.description.contains("\n") && error.description.utf8.count < 300)
        case nil: break
        }
      }
    }
    #expect(imports + errors == keys.count * Self.extremes.count)
    #expect(imports > 0 && errors > 0)
  }
}
