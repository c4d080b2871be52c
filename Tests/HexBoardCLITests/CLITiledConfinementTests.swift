import Foundation
import Testing

/// `hexboard convert` reads only regular files inside the map's folder (issue 15): path
/// traversal, absolute paths and escaping symbolic links in every kind of external reference
/// are refused with one line naming the reference, exit 1, and nothing outside is read (the
/// file outside starts with a character that must never appear in any message);
/// `--allow-outside` opts out of the folder rule only; devices, FIFOs and /proc stay refused.
@Suite("hexboard convert: Tiled references stay in the map's folder", .serialized)
struct CLITiledConfinementTests {
  /// The secret outside the map's folder: its first character would show up in a parse
  /// error ("found character '§'") if it were ever opened.
  static let secret = "§ top secret: not a tileset\n"

  let root: URL
  var maps: URL { root.appendingPathComponent("maps") }
  var secretPath: String { root.appendingPathComponent("outside/secret.txt").path }

  init() throws {
    root = try HexboardProcess.temporaryDirectory()
    let files = FileManager.default
    try files.createDirectory(
      at: root.appendingPathComponent("maps/sub"), withIntermediateDirectories: true)
    try files.createDirectory(
      at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
    try Self.secret.write(toFile: secretPath, atomically: false, encoding: .utf8)
    // A valid tileset outside, to show --allow-outside reads it.
    try Self.tileset(image: "ok.png").write(
      toFile: root.appendingPathComponent("outside/good.tsj").path, atomically: false,
      encoding: .utf8)
    try files.createSymbolicLink(
      atPath: maps.appendingPathComponent("escape.txt").path, withDestinationPath: secretPath)
  }

  static func tileset(image: String) -> String {
    """
    {"type": "tileset", "name": "x", "tilecount": 2, "columns": 2, "tilewidth": 32,
     "tileheight": 28, "image": "\(image)"}
    """
  }

  static let layerJSON =
    "\"layers\": [{\"type\": \"tilelayer\", \"name\": \"g\", \"width\": 2, \"height\": 1, \"data\": [1, 2]}]"

  static func json(tileset: String) -> String {
    """
    {"type": "map", "orientation": "hexagonal", "width": 2, "height": 1, "tilewidth": 32,
     "tileheight": 28, "hexsidelength": 16, "staggeraxis": "x", "staggerindex": "odd",
     "tilesets": [\(tileset)], \(layerJSON)}
    """
  }

  static func xml(tileset: String) -> String {
    """
    <map orientation="hexagonal" width="2" height="1" tilewidth="32" tileheight="28"
         hexsidelength="16" staggeraxis="x" staggerindex="odd">
     \(tileset)
     <layer name="g" width="2" height="1"><data encoding="csv">1,2</data></layer>
    </map>
    """
  }

  /// The six kinds of reference, each naming `target`: (map file, its text, extra files).
  func kinds(_ target: String) -> [(map: String, text: String, files: [String: String])] {
    let inSub = target.hasPrefix("/") ? target : "../" + target
    return [
      ("level.tmj", Self.json(tileset: "{\"firstgid\": 1, \"source\": \"\(target)\"}"), [:]),
      ("level.tmx", Self.xml(tileset: "<tileset firstgid=\"1\" source=\"\(target)\"/>"), [:]),
      (
        "image.tmj",
        Self.json(
          tileset:
            "{\"firstgid\": 1, \"name\": \"e\", \"tilecount\": 2, \"columns\": 2, \"tilewidth\": 32, \"tileheight\": 28, \"image\": \"\(target)\"}"
        ), [:]
      ),
      (
        "image.tmx",
        Self.xml(
          tileset:
            "<tileset firstgid=\"1\" name=\"e\" tilewidth=\"32\" tileheight=\"28\" tilecount=\"2\" columns=\"2\"><image source=\"\(target)\" width=\"64\" height=\"28\"/></tileset>"
        ), [:]
      ),
      (
        "ext-image.tmj", Self.json(tileset: "{\"firstgid\": 1, \"source\": \"sub/set.tsj\"}"),
        ["sub/set.tsj": Self.tileset(image: inSub)]
      ),
      (
        "ext-image.tmx", Self.xml(tileset: "<tileset firstgid=\"1\" source=\"sub/set.tsx\"/>"),
        [
          "sub/set.tsx":
            "<tileset name=\"x\" tilewidth=\"32\" tileheight=\"28\" tilecount=\"2\" columns=\"2\"><image source=\"\(inSub)\" width=\"64\" height=\"28\"/></tileset>"
        ]
      ),
    ]
  }

  func write(_ kind: (map: String, text: String, files: [String: String])) throws {
    try kind.text.write(
      toFile: maps.appendingPathComponent(kind.map).path, atomically: false, encoding: .utf8)
    for (name, text) in kind.files {
      try text.write(
        toFile: maps.appendingPathComponent(name).path, atomically: false, encoding: .utf8)
    }
  }

  func convert(_ map: String, _ extra: String...) throws -> HexboardProcess.Result {
    try HexboardProcess.run(["convert", map, "out.json"] + extra, in: maps)
  }

  /// The file and the reference as the message names them.
  func expectRefused(
    _ result: HexboardProcess.Result, _ file: String, _ reference: String, _ reason: String,
    hint: Bool = true
  ) {
    #expect(result.status == 1)
    let suffix = hint ? " (use --allow-outside to allow it)" : ""
    #expect(result.errors == "error: \(file): \(reference) \(reason)\(suffix)\n")
    #expect(!result.errors.contains("§") && !result.errors.contains("secret:"))
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: maps.appendingPathComponent("out.json").path))
  }

  func label(_ kind: (map: String, text: String, files: [String: String]), _ target: String)
    -> (file: String, reference: String)
  {
    let inSub = target.hasPrefix("/") ? target : "../" + target
    switch kind.map {
    case "level.tmj", "level.tmx": return (kind.map, "tileset source '\(target)'")
    case "image.tmj", "image.tmx": return (kind.map, "tileset image '\(target)'")
    default:
      return ("sub/set.\(kind.map.hasSuffix("tmj") ? "tsj" : "tsx")", "tileset image '\(inSub)'")
    }
  }

  @Test func traversalIsRefusedInEveryKindOfReference() throws {
    for kind in kinds("../outside/secret.txt") {
      try write(kind)
      let (file, reference) = label(kind, "../outside/secret.txt")
      expectRefused(try convert(kind.map), file, reference, "is outside the map's folder")
    }
  }

  @Test func absolutePathsAreRefusedInEveryKindOfReference() throws {
    for target in [secretPath, "/etc/passwd", "/proc/self/environ", "/dev/zero"] {
      for kind in kinds(target) {
        try write(kind)
        let (file, reference) = label(kind, target)
        expectRefused(
          try convert(kind.map), file, reference, "is an absolute path, outside the map's folder")
      }
    }
  }

  @Test func symbolicLinksLeadingOutAreRefusedInEveryKindOfReference() throws {
    for kind in kinds("escape.txt") {
      // From sub/set.ts?, "../escape.txt" is the link in the map's folder.
      try write(kind)
      let (file, reference) = label(kind, "escape.txt")
      expectRefused(
        try convert(kind.map), file, reference,
        "leads outside the map's folder through a symbolic link")
    }
    // A link inside the folder to a file inside it is fine.
    try Self.tileset(image: "none.png").write(
      toFile: maps.appendingPathComponent("sub/real.tsj").path, atomically: false,
      encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: maps.appendingPathComponent("alias.tsj").path, withDestinationPath: "sub/real.tsj")
    try write(kinds("alias.tsj")[0])
    let result = try convert("level.tmj")
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test func allowOutsideReadsRegularFilesOutside() throws {
    try write(kinds("../outside/good.tsj")[0])
    let refused = try convert("level.tmj")
    expectRefused(
      refused, "level.tmj", "tileset source '../outside/good.tsj'", "is outside the map's folder")
    let allowed = try convert("level.tmj", "--allow-outside", "--quiet")
    #expect(allowed.status == 0, "\(allowed.errors)")
    #expect(allowed.errors.isEmpty)
    // Images outside are read too (the secret is no PNG: colours are generated, no error).
    for kind in kinds("../outside/secret.txt").dropFirst(2) {
      try write(kind)
      try? FileManager.default.removeItem(at: maps.appendingPathComponent("out.json"))
      let result = try convert(kind.map, "--allow-outside")
      #expect(result.status == 0, "\(kind.map): \(result.errors)")
      #expect(!result.errors.contains("§"))
    }
  }

  @Test func devicesFIFOsAndProcAreRefusedEvenWithAllowOutside() throws {
    let fifo = maps.appendingPathComponent("fifo.tsj").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let cases: [(target: String, reason: String)] = [
      ("/dev/zero", "is a character device, not a regular file"),
      ("/dev/random", "is a character device, not a regular file"),
      ("/proc/self/environ", "is a /proc entry, not a regular file"),
      ("fifo.tsj", "is a FIFO (named pipe), not a regular file"),
      ("sub", "is a folder, not a regular file"),
    ]
    for (target, reason) in cases {
      for kind in kinds(target).prefix(4) {
        try write(kind)
        let (file, reference) = label(kind, target)
        // A FIFO blocked the old importer forever: the test would hang here.
        let result = try convert(kind.map, "--allow-outside")
        expectRefused(result, file, reference, reason, hint: false)
        if !target.hasPrefix("/") {
          expectRefused(try convert(kind.map), file, reference, reason, hint: false)
        }
      }
    }
  }

  @Test func theMapItselfMustBeARegularFile() throws {
    let fifo = maps.appendingPathComponent("map.tmj").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = try convert("map.tmj")
    #expect(result.status == 1)
    #expect(result.errors == "error: map.tmj: is a FIFO (named pipe), not a regular file\n")
    // A link named like a map, to a device: refused before it is opened (it was read up
    // to the 64 MiB limit).
    try FileManager.default.createSymbolicLink(
      atPath: maps.appendingPathComponent("zero.tmj").path, withDestinationPath: "/dev/zero")
    let device = try convert("zero.tmj")
    #expect(device.status == 1)
    #expect(device.errors == "error: zero.tmj: is a character device, not a regular file\n")
  }

  @Test func helpAndUsage() throws {
    let help = try HexboardProcess.run(["convert", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--allow-outside"))
    let export = try HexboardProcess.run(
      ["convert", "map.json", "out.tmj", "--allow-outside"], in: maps)
    #expect(export.status == 2)
    #expect(
      export.errors
        == "error: --allow-outside applies to importing a Tiled map, not to exporting\n")
  }
}
