import Foundation
import HexBoard
import HexTestSupport
import Testing

/// `render` to PNG, `--format`, `--transparent`, and the query commands' `--picture`
/// (old spelling `--svg`), end to end through the built binary.
@Suite("hexboard pictures (PNG)", .serialized)
struct CLIPictureTests {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  func bytes(_ box: CLISandbox, _ name: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: box.path(name)) ?? Data())
  }

  /// Width, height and colour type from a PNG's header.
  func header(_ png: [UInt8]) -> (width: Int, height: Int, colorType: UInt8)? {
    guard png.count > 26, Array(png[0..<8]) == Self.signature else { return nil }
    func int(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20), png[25])
  }

  @Test func renderWritesAPNGOfTheSVGsSizeAndReplacesItsOwn() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "7", "--rows", "5", "-o", "m.json")
    let svg = try box.succeed("render", "m.json", "--radius", "9").output
    try box.succeed("render", "m.json", "--radius", "9", "-o", "m.png")
    let png = bytes(box, "m.png")
    let size = try #require(header(png))
    // width="…" height="…" of the SVG, rounded up.
    let numbers = svg.split(separator: "\"").compactMap { Double($0) }
    #expect(size.width == Int(numbers[0].rounded(.up)))
    #expect(size.height == Int(numbers[1].rounded(.up)))
    #expect(size.colorType == 2, "opaque: RGB")
    // Again, without --force: our own PNG is replaced; standard output with --format.
    try box.succeed("render", "m.json", "--radius", "9", "-o", "m.png")
    let piped = try box.succeed("render", "m.json", "--radius", "9", "--format", "png")
    #expect(Array(piped.outputBytes) == png)
    try box.succeed("render", "m.json", "--radius", "9", "-o", "t.png", "--transparent")
    #expect(header(bytes(box, "t.png"))?.colorType == 6, "transparent: RGBA")
    // --format wins over the extension.
    try box.succeed("render", "m.json", "-o", "picture.out", "--format", "svg")
    #expect(String(decoding: bytes(box, "picture.out"), as: UTF8.self).hasPrefix("<svg"))
  }

  @Test func otherNamesAreSVGAndForeignPNGsAreKept() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "4", "--rows", "4", "-o", "m.json")
    // Any name but .png is an SVG, as render always wrote.
    try box.succeed("render", "m.json", "-o", "m.gif")
    #expect(String(decoding: bytes(box, "m.gif"), as: UTF8.self).hasPrefix("<svg"))
    try box.expectRefusal(
      ["path", "m.json", "0,0", "1,1", "--svg", "a.svg", "--picture", "b.png"], status: 2,
      "give --picture or --svg (its old spelling), not both")
    try box.expectRefusal(
      ["render", "m.json", "--format", "jpeg"], status: 2,
      "--format: expected one of svg, png, got 'jpeg'")
    // A PNG another program wrote (a colour chunk before the image data) is kept.
    var foreign =
      Self.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [UInt8](repeating: 1, count: 17)
    foreign += [0, 0, 0, 1] + Array("sRGB".utf8) + [0, 0, 0, 0, 0]
    #expect(FileManager.default.createFile(atPath: box.path("photo.png"), contents: Data(foreign)))
    let (result, _) = try box.run(["render", "m.json", "-o", "photo.png"])
    #expect(result.status != 0)
    #expect(bytes(box, "photo.png") == foreign)
  }

  @Test func queryCommandsDrawPNGsWithPictureAndKeepSVG() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "8", "--rows", "6", "-o", "m.json")
    for command in [
      ["path", "m.json", "0,0", "5,4"], ["range", "m.json", "2,2", "--budget", "3"],
      ["fov", "m.json", "3,3", "--radius", "3"],
    ] {
      try box.succeed(command + ["--picture", "q.png"])
      #expect(header(bytes(box, "q.png")) != nil, "\(command)")
      try box.succeed(command + ["--svg", "q.svg"])
      #expect(String(decoding: bytes(box, "q.svg"), as: UTF8.self).hasPrefix("<svg"))
      try box.succeed(command + ["--svg", "old.png"])
      #expect(header(bytes(box, "old.png")) != nil, "the old spelling takes a .png too")
    }
  }
}
