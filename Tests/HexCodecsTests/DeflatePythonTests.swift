import Foundation
import HexTestSupport
import Testing

@testable import HexCodecs

/// The compressor and the PNG encoder checked by an independent implementation: Python's
/// zlib (python3 is a CI requirement, so without it these tests fail rather than pass
/// without having checked anything), through `scripts/check-png.py`.
/// Heavy: only with `HEXBOARD_HEAVY_TESTS=1` (`.ci/run` runs it in a step of its own).
@Suite("Deflate and PNG against Python's zlib", .enabled(if: TestPaths.runsHeavyTests))
struct DeflatePythonTests {
  /// Runs python3 with `arguments`; its exit status and standard output.
  static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Our zlib streams of random and structured data decompress with Python's zlib to the
  /// input, byte for byte.
  @Test func pythonDecompressesOurStreams() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    var names: [String] = []
    for (index, size) in [0, 1, 1000, 40_000, 70_000, 400_000].enumerated() {
      for kind in [0, 4] {
        let input = DeflateTests.data(kind: kind, count: size, seed: UInt64(100 + index))
        let name = folder + "/\(kind)-\(size)"
        try MapFileTestIO.write(input, to: name + ".raw")
        try MapFileTestIO.write(DeflateCompressor.zlib(input), to: name + ".z")
        names.append(name)
      }
    }
    let script = """
      import sys, zlib
      for name in sys.argv[1:]:
          raw = open(name + ".raw", "rb").read()
          ok = zlib.decompress(open(name + ".z", "rb").read()) == raw
          print(name.rsplit("/", 1)[1], "ok" if ok else "DIFFERENT")
      """
    let (status, output) = try Self.python(["-c", script] + names)
    #expect(status == 0, "\(output)")
    #expect(!output.contains("DIFFERENT"), "\(output)")
    #expect(output.split(separator: "\n").count == names.count, "\(output)")
  }

  /// PNGs of a map-like picture, random noise and a 1×1 pass the strict checker, with
  /// their zlib stream at most 1.3 times zlib level 6's on the same filtered scanlines.
  @Test func ourPNGsPassTheStrictCheckerWithinTheRatio() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let images = [
      PNGEncoderTests.mapLike(width: 900, height: 700),
      PNGEncoderTests.randomImage(width: 300, height: 200, seed: 4),
      PNGEncoderTests.randomImage(width: 250, height: 300, seed: 5, colours: 3),
      PNGImage(width: 1, height: 1),
    ]
    var files: [String] = []
    for (index, image) in images.enumerated() {
      for alpha in [false, true] {
        let file = folder + "/\(index)-\(alpha).png"
        try MapFileTestIO.write(PNGEncoderTests.encode(image, alpha: alpha).file, to: file)
        files.append(file)
      }
    }
    let (status, output) = try Self.python(
      [TestPaths.file("scripts/check-png.py"), "--zlib-ratio", "1.3"] + files)
    #expect(status == 0, "\(output)")
    #expect(output.components(separatedBy: ": ok,").count == files.count + 1, "\(output)")
  }

  /// The checker is strict: a flipped bit in a chunk, a bad filter byte, a missing IEND
  /// and a stream that decodes to too few bytes each fail with exit status 1.
  @Test func theCheckerRejectsBrokenFiles() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let good = PNGEncoderTests.encode(PNGEncoderTests.mapLike(width: 40, height: 30), alpha: false)
      .file
    var badCRC = good
    badCRC[40] ^= 0x10
    var truncated = good
    truncated.removeLast(12)
    // A valid zlib stream whose first filter byte is 7, and one a row short.
    func png(_ raw: [UInt8], width: Int, height: Int) -> [UInt8] {
      var header: [UInt8] = []
      PNGImage.appendBigEndian(UInt32(width), to: &header)
      PNGImage.appendBigEndian(UInt32(height), to: &header)
      header += [8, 2, 0, 0, 0]
      var file = PNGImage.signature
      PNGImage.appendChunk("IHDR", header, to: &file)
      PNGImage.appendChunk("IDAT", DeflateCompressor.zlib(raw), to: &file)
      PNGImage.appendChunk("IEND", [], to: &file)
      return file
    }
    let badFilter = png([7, 1, 2, 3, 0, 4, 5, 6], width: 1, height: 2)
    let shortData = png([0, 1, 2, 3], width: 1, height: 2)
    let fine = png([0, 1, 2, 3, 4, 4, 5, 6], width: 1, height: 2)
    let cases = [
      ("crc", badCRC), ("truncated", truncated), ("filter", badFilter), ("short", shortData),
    ]
    for (name, bytes) in cases {
      let file = folder + "/\(name).png"
      try MapFileTestIO.write(bytes, to: file)
      let (status, output) = try Self.python([TestPaths.file("scripts/check-png.py"), file])
      #expect(status == 1, "\(name): \(output)")
    }
    try MapFileTestIO.write(fine, to: folder + "/fine.png")
    #expect(
      try Self.python([TestPaths.file("scripts/check-png.py"), folder + "/fine.png"]).status == 0)
  }
}
