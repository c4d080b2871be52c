import Foundation
import HexBoard
import Testing

/// End-to-end runs of `hexboard diff` and `hexboard patch`: round trips through files and
/// pipes, the summary, a patch for another map, and the usual refusals.
@Suite("hexboard diff and patch end to end", .serialized)
struct CLIPatchTests {
  let folder: URL
  let root = String(#filePath).components(separatedBy: "/Tests/")[0]

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ arguments: String..., input: Data = Data()) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, input: input, in: folder)
  }

  func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path(name)))
  }

  func expectFailure(_ result: HexboardProcess.Result, status: Int32, _ message: String) {
    #expect(result.status == status)
    #expect(result.output.isEmpty)
    #expect(result.errors == "error: \(message)\n", "\(result.errors)")
  }

  /// `old.json` (skirmish) and `new.json`: terrain, an object and a property changed.
  func makePair() throws {
    try FileManager.default.copyItem(atPath: root + "/Maps/skirmish.json", toPath: path("old.json"))
    #expect(
      try run("paint", "old.json", "forest", "--at", "3,4", "--radius", "1", "-o", "new.json")
        .status == 0)
    #expect(
      try run("object", "add", "new.json", "--id", "scout", "--kind", "unit", "--at", "5,5").status
        == 0)
  }

  @Test func diffThenPatchGivesTheNewMapByteForByte() throws {
    try makePair()
    let diff = try run("diff", "old.json", "new.json", "-o", "turn.patch.json")
    #expect(diff.status == 0 && diff.output.isEmpty && diff.errors.isEmpty, "\(diff.errors)")
    let patch = try BoardPatch.load(from: path("turn.patch.json"))
    #expect(patch.cells.count == 5)  // two of the seven cells were forest already
    #expect(patch.addedObjects.map(\.id) == ["scout"])

    let applied = try run("patch", "old.json", "turn.patch.json", "-o", "applied.json")
    #expect(applied.status == 0, "\(applied.errors)")
    #expect(try bytes("applied.json") == bytes("new.json"))

    // In place, as the other editing commands do.
    let inPlace = try run("patch", "old.json", "turn.patch.json")
    #expect(inPlace.status == 0, "\(inPlace.errors)")
    #expect(try bytes("old.json") == bytes("new.json"))

    // The same maps always give the same patch bytes.
    let again = try run("diff", root + "/Maps/skirmish.json", "new.json")
    #expect(again.outputBytes == (try bytes("turn.patch.json")))
  }

  @Test func pipes() throws {
    try makePair()
    let diff = try run("diff", "old.json", "-", input: try bytes("new.json"))
    #expect(diff.status == 0, "\(diff.errors)")
    let patched = try run("patch", "old.json", "-", "-o", "-", input: diff.outputBytes)
    #expect(patched.status == 0, "\(patched.errors)")
    #expect(patched.outputBytes == (try bytes("new.json")))
    let fromStandardInput = try run(
      "patch", "-", path("missing.json"), input: try bytes("old.json"))
    expectFailure(
      fromStandardInput, status: 1,
      "\(path("missing.json")): cannot open the file: No such file or directory")
  }

  @Test func summary() throws {
    try makePair()
    let old = try MapFile.load(from: path("old.json"))
    let new = try MapFile.load(from: path("new.json"))
    let result = try run("diff", "old.json", "new.json", "--summary")
    #expect(result.status == 0)
    #expect(
      result.output == """
        base \(BoardPatch.hashText(old.contentHash())) -> target \(BoardPatch.hashText(new.contentHash()))
        terrain: 5 cells
        objects: 1 added

        """)
    let same = try run("diff", "old.json", "old.json", "--summary")
    #expect(same.output.hasSuffix("\nno changes\n"))
  }

  @Test func refusesAPatchForAnotherMap() throws {
    try makePair()
    #expect(try run("diff", "old.json", "new.json", "-o", "p.json").status == 0)
    let before = try bytes("new.json")
    let wrong = try run("patch", "new.json", "p.json")
    let new = try MapFile.load(from: path("new.json"))
    let old = try MapFile.load(from: path("old.json"))
    expectFailure(
      wrong, status: 1,
      "cannot apply the patch to 'new.json': patch is for board \(BoardPatch.hashText(old.contentHash())), this board is \(BoardPatch.hashText(new.contentHash())): the map already is the board the patch makes (the patch is already applied)"
    )
    #expect(try bytes("new.json") == before, "a refused patch leaves the map as it was")
  }

  @Test func refusals() throws {
    try makePair()
    #expect(try run("diff", "old.json", "new.json", "-o", "p.json").status == 0)
    expectFailure(
      try run("diff", "old.json", root + "/Maps/arena.json"), status: 1,
      "cannot diff 'old.json' and '\(root)/Maps/arena.json': not patchable: the grids differ (shape, size, origin, convention or wrap); send the whole map"
    )
    expectFailure(
      try run("diff", "old.json", "new.json", "-o", "p.json"), status: 1,
      "refusing to overwrite existing file 'p.json' (use --force)")
    #expect(try run("diff", "old.json", "new.json", "-o", "p.json", "--force").status == 0)
    expectFailure(
      try run("patch", "old.json", "p.json", "-o", "new.json"), status: 1,
      "refusing to overwrite existing file 'new.json' (use --force)")
    expectFailure(
      try run("diff", "-", "-"), status: 2, "only one of the maps can come from standard input")
    expectFailure(
      try run("patch", "-", "-"), status: 2,
      "only one of the map and the patch can come from standard input")
    expectFailure(
      try run("diff", "old.json", "new.json", "--summary", "-o", "x.json"), status: 2,
      "--summary prints to standard output; it cannot be used with --output")
    try Data("{\"format\": \"hexboard-map\", \"version\": 1}".utf8)
      .write(to: URL(fileURLWithPath: path("not-a-patch.json")))
    expectFailure(
      try run("patch", "old.json", "not-a-patch.json"), status: 1,
      "not-a-patch.json: format: unknown format 'hexboard-map'; expected 'hexboard-patch'")
    #expect(!FileManager.default.fileExists(atPath: path("x.json")))
  }
}
