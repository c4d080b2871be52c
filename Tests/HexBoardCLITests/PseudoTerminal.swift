import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal that understands what the editor writes: cursor moves (`CSI r;c H`), clear
/// (`CSI 2J`), other escapes ignored (colours, modes), characters written at the cursor.
/// The editor redraws only what changed, so its text arrives in pieces; tests read the
/// screen this builds, not the byte stream.
struct FakeTerminal {
  var lines: [[Character]]
  var x = 0
  var y = 0

  init(width: Int, height: Int) {
    lines = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  mutating func feed(_ bytes: [UInt8]) {
    let text = Array(String(decoding: bytes, as: UTF8.self))
    var i = 0
    while i < text.count {
      if text[i] == "\u{1B}" {
        var j = i + 2
        while j < text.count, !text[j].isLetter { j += 1 }
        guard j < text.count, i + 2 <= j else { return }
        let parameters = String(text[(i + 2)..<j])
        switch text[j] {
        case "H":
          let parts = parameters.split(separator: ";").compactMap { Int($0) }
          if parts.count == 2 { (y, x) = (parts[0] - 1, parts[1] - 1) }
        case "J":
          for row in lines.indices { lines[row] = lines[row].map { _ in " " } }
        default: break
        }
        i = j + 1
      } else {
        if y >= 0, y < lines.count, x >= 0, x < lines[y].count { lines[y][x] = text[i] }
        x += 1
        i += 1
      }
    }
  }

  var text: String {
    lines.map { line in
      var string = String(line)
      while string.last == " " { string.removeLast() }
      return string
    }.joined(separator: "\n")
  }
}

/// The built `hexboard` running on a pseudo-terminal (openpty): the test writes keys
/// to the master side and reads the screen back, as a terminal emulator would.
///
/// Every wait reads until the expected text appears, with a deadline only as a guard
/// against a hang (a failure, never a timing assertion).
final class PseudoTerminalSession {
  let master: Int32
  let process: Process
  let width: Int
  let height: Int
  /// Everything the program wrote.
  private(set) var output: [UInt8] = []
  static let deadline: Double = 30

  /// Starts `hexboard arguments…` with the pty slave as its standard input, output and
  /// error, on a `width × height` window.
  init(
    _ arguments: [String], width: Int = 60, height: Int = 20,
    environment: [String: String] = ["TERM": "xterm-256color"]
  ) throws {
    guard let binary = HexboardProcess.binary else { throw CocoaError(.fileNoSuchFile) }
    self.width = width
    self.height = height
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    var masterSide: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&masterSide, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
    master = masterSide
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    close(slave)
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    close(master)
  }

  /// Sends `text` as typed keys.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// The screen as the program has drawn it so far.
  var screen: String {
    var terminal = FakeTerminal(width: width, height: height)
    terminal.feed(output)
    return terminal.text
  }

  var outputText: String { String(decoding: output, as: UTF8.self) }

  /// Reads until `done` holds for what was read (true) or the program's output ends or
  /// the guard deadline passes (false).
  @discardableResult
  func read(until done: (PseudoTerminalSession) -> Bool) -> Bool {
    let end = Date().addingTimeInterval(Self.deadline)
    while !done(self) {
      guard Date() < end else { return false }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) >= 0 else { return false }
      guard poller.revents != 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
      if count <= 0 { return done(self) }  // EIO: the program closed the terminal
      output += buffer[0..<count]
    }
    return true
  }

  /// Reads until the screen shows `text`; records a test issue if it never does.
  func waitForScreen(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let found = read { $0.screen.contains(text) }
    #expect(found, "the screen never showed '\(text)':\n\(screen)", sourceLocation: sourceLocation)
  }

  /// Reads to the end of the output and waits for the program to exit; its status and
  /// whether it ended by a signal.
  func waitForExit() -> (status: Int32, bySignal: Bool) {
    read { _ in false }
    let end = Date().addingTimeInterval(Self.deadline)
    while process.isRunning, Date() < end { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }
}

/// `read(2)`, under a name the session's own `read(until:)` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
