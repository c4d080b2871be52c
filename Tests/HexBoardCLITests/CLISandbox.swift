import Foundation
import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder for one end-to-end test, removed when the test is done: runs `hexboard` in it
/// with relative paths (so messages are exact), and snapshots what is in it, to prove a
/// refused command wrote nothing.
final class CLISandbox {
  let folder: String

  init() throws {
    folder = try HexboardProcess.temporaryDirectory().path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// `name` in the folder (an absolute path stays as it is).
  func path(_ name: String) -> String { name.hasPrefix("/") ? name : folder + "/" + name }

  /// Runs `hexboard arguments…` in the folder. A run still going after 20 s (a FIFO
  /// blocking it) has every FIFO in the folder opened and closed for writing, which ends
  /// the wait, and is reported as blocked.
  func run(_ arguments: [String]) throws -> (result: HexboardProcess.Result, blocked: Bool) {
    let fifos = FileKinds.list(folder).map(path).filter { FileKinds.type($0) == S_IFIFO }
    let outcome = FileKinds.withDeadline(
      seconds: 20, releasing: fifos
    ) { [folder] in
      Result { try HexboardProcess.run(arguments, in: URL(fileURLWithPath: folder)) }
    }
    return (try outcome.value.get(), outcome.blocked)
  }

  /// Runs and expects success.
  @discardableResult
  func succeed(_ arguments: String...) throws -> HexboardProcess.Result {
    let (result, _) = try run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.errors)")
    return result
  }

  /// Runs and expects exit `status` with exactly `message` as the one line on standard
  /// error, nothing on standard output, no wait on a FIFO, and the folder as it was.
  func expectRefusal(
    _ arguments: [String], status: Int32 = 1, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = snapshot()
    let (result, blocked) = try run(arguments)
    #expect(!blocked, "\(arguments) waited on a FIFO", sourceLocation: sourceLocation)
    #expect(result.status == status, "\(arguments)", sourceLocation: sourceLocation)
    #expect(result.errors == "error: \(message)\n", "\(arguments)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
    #expect(snapshot() == before, "\(arguments) changed the folder", sourceLocation: sourceLocation)
  }

  /// Every name in the folder and its subfolders with its type, link text or contents.
  func snapshot() -> [String: String] {
    var entries: [String: String] = [:]
    func walk(_ relative: String) {
      for name in FileKinds.list(relative.isEmpty ? folder : path(relative)) {
        let name = relative.isEmpty ? name : relative + "/" + name
        let full = path(name)
        switch FileKinds.type(full) {
        case S_IFLNK: entries[name] = "link " + (FileKinds.linkText(full) ?? "?")
        case S_IFDIR:
          entries[name] = "folder"
          walk(name)
        case S_IFREG:
          let bytes = (try? MapFileTestIO.read(full)) ?? []
          entries[name] =
            "file \(MapFileTestIO.mode(full)) " + String(decoding: bytes, as: UTF8.self)
        case let type: entries[name] = "type \(type.map { String($0) } ?? "gone")"
        }
      }
    }
    walk("")
    return entries
  }

  /// An 8×6 map `name` made by `hexboard new`.
  func makeMap(_ name: String) throws {
    try succeed("new", "--columns", "8", "--rows", "6", "--name", name, "-o", name)
  }

  func load(_ name: String) throws -> Board { try MapFile.load(from: path(name)) }

  func write(_ text: String, to name: String) throws {
    try MapFileTestIO.write(Array(text.utf8), to: path(name))
  }

  func link(_ name: String, to target: String) throws {
    try FileKinds.makeLink(target, at: path(name))
  }
}
