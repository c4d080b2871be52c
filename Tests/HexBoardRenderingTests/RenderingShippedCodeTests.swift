import Foundation
import HexTestSupport
import Testing

/// The shipped `HexBoardRendering` library holds no test machinery: pixel checks live in the
/// internal `HexBoardChecks` target (no product), which only the CLI's `--checks` and the
/// tests use.
@Suite("Rendering: shipped code")
struct RenderingShippedCodeTests {
  @Test func pixelChecksLiveOutsideTheShippedLibrary() throws {
    let folder = TestPaths.repositoryRoot + "/Sources/HexBoardRendering"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    var offenders: [String] = []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      if text.contains("SVGPixelCheck") || text.contains("func pixelChecks") {
        offenders.append(file)
      }
    }
    #expect(offenders.isEmpty, "pixel-check code in HexBoardRendering: \(offenders)")
    let checks = TestPaths.repositoryRoot + "/Sources/HexBoardChecks"
    #expect(FileManager.default.fileExists(atPath: checks + "/SVGRenderer+PixelChecks.swift"))
    // No product ships the target.
    let manifest = try String(
      contentsOfFile: TestPaths.repositoryRoot + "/Package.swift", encoding: .utf8)
    #expect(!manifest.contains(#"targets: ["HexBoardChecks"]"#))
    #expect(!manifest.contains(#".library(name: "HexBoardChecks""#))
  }
}
