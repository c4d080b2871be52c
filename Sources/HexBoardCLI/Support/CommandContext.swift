import HexBoard
import HexText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command reads and writes: the real process streams, or buffers in tests.
///
/// Every write to standard output is checked, here and only here: the first one that fails
/// (a full disk behind `> file`, `/dev/full`, a closed terminal) is remembered, nothing more
/// is written, and ``checkOutput()`` throws it; ``HexBoardCommand/run(arguments:context:)``
/// calls that after every command, so a lost output is exit 1 with one message, whatever
/// the command.
///
/// Safe to share across tasks: the captured output and the standard input read so far sit
/// behind a lock, so commands run concurrently on one context never lose a write (their
/// lines may interleave, as they would on a terminal).
package final class CommandContext: Sendable {
  /// What a context accumulates while commands run.
  private struct Streams {
    var output: [UInt8] = []
    var errors = ""
    /// Standard input, once read (or given up front when capturing).
    var input: [UInt8]?
    /// The `errno` of the first write to standard output that failed; nothing is written
    /// after it.
    var outputFailure: Int32?
    /// How many more bytes a capturing context accepts before its writes fail (`nil`: no
    /// limit), to test what a full disk does.
    var outputRoom: Int?
    /// The grid and orientation of the last map loaded (``MapIO/load(_:context:)``), to
    /// name the cells of an error from the library as the map does (``describe(_:axial:)``).
    var loadedMap: (grid: MapGrid, orientation: HexOrientation)?
  }

  private let streams: Locked<Streams>
  private let capturing: Bool
  /// The environment (for `NO_COLOR`).
  package let environment: [String: String]
  /// Whether standard output is a terminal (for colour).
  package let outputIsTerminal: Bool

  /// The real process: file descriptors 0, 1 and 2 and the process environment.
  package static func process() -> CommandContext {
    var environment: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return CommandContext(
      capturing: false, input: nil, environment: environment, outputIsTerminal: isatty(1) == 1)
  }

  /// A context that captures output and reads `input` as standard input (for tests).
  ///
  /// With `outputRoom`, standard output takes that many bytes and then fails as a full
  /// disk does (`ENOSPC`): the write that does not fit is lost whole.
  package static func capturing(
    input: [UInt8] = [], environment: [String: String] = [:], outputIsTerminal: Bool = false,
    outputRoom: Int? = nil
  ) -> CommandContext {
    CommandContext(
      capturing: true, input: input, environment: environment, outputIsTerminal: outputIsTerminal,
      outputRoom: outputRoom)
  }

  private init(
    capturing: Bool, input: [UInt8]?, environment: [String: String], outputIsTerminal: Bool,
    outputRoom: Int? = nil
  ) {
    self.capturing = capturing
    streams = Locked(Streams(input: input, outputRoom: outputRoom))
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
  }

  /// The size of the terminal window on standard output (columns, lines): the
  /// terminal's own (TIOCGWINSZ), else `COLUMNS` and `LINES`; `nil` when output is not a
  /// terminal or neither says. A capturing context reads the environment only.
  package var windowSize: (columns: Int, lines: Int)? {
    guard outputIsTerminal else { return nil }
    if !capturing {
      var size = winsize()
      if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
        return (Int(size.ws_col), Int(size.ws_row))
      }
    }
    guard let columns = environment["COLUMNS"].flatMap({ Int($0) }),
      let lines = environment["LINES"].flatMap({ Int($0) }), columns > 0, lines > 0
    else { return nil }
    return (columns, lines)
  }

  /// Everything written to standard output (when capturing).
  package var capturedOutput: [UInt8] { streams.withLock { $0.output } }

  /// Everything written to standard error (when capturing).
  package var capturedErrors: String { streams.withLock { $0.errors } }

  /// The captured standard output as text.
  package var outputText: String { String(decoding: capturedOutput, as: UTF8.self) }

  /// Writes text to standard output.
  func write(_ text: String) {
    writeBytes(Array(text.utf8))
  }

  /// Writes a line to standard output.
  func line(_ text: String = "") {
    write(text + "\n")
  }

  /// Writes bytes to standard output; after a failed write, nothing (see
  /// ``checkOutput()``).
  func writeBytes(_ bytes: [UInt8]) {
    // Held while writing, so no write starts after one has failed.
    streams.withLock { state in
      guard state.outputFailure == nil else { return }
      if capturing {
        if let room = state.outputRoom {
          guard bytes.count <= room else {
            state.outputFailure = ENOSPC
            return
          }
          state.outputRoom = room - bytes.count
        }
        state.output += bytes
      } else {
        state.outputFailure = writeAll(bytes, to: 1)
      }
    }
  }

  /// Why standard output was lost, if a write to it failed: "cannot write to standard
  /// output: No space left on device".
  var outputFailure: CLIError? {
    streams.withLock { $0.outputFailure }.map { code in
      CLIError.failure("cannot write to standard output: \(String(cString: strerror(code)))")
    }
  }

  /// Throws ``outputFailure`` if a write to standard output failed: called after each
  /// command, and by commands that must not go on (or claim success) once their output is
  /// lost.
  func checkOutput() throws {
    if let failure = outputFailure { throw failure }
  }

  /// Writes a line to standard error, with every control character escaped
  /// (`TerminalText`): errors and warnings quote file names, ids and messages from files,
  /// and this is the one way to standard error, so none of that reaches the terminal raw
  /// and a message stays one line. (Escaping text twice changes nothing.)
  func error(_ text: String) {
    let line = TerminalText.escaped(text) + "\n"
    if capturing {
      streams.withLock { $0.errors += line }
    } else {
      writeAll(Array(line.utf8), to: 2)
    }
  }

  /// Remembers the grid and orientation of a map a command loaded, for ``describe(_:axial:)``.
  func noteLoaded(_ board: Board) {
    streams.withLock { $0.loadedMap = (board.grid, board.orientation) }
  }

  /// The message of an error no command caught: cells, sides and corners named by the
  /// library as `Hex(q:r:)` are written as on the command line, in the last map loaded
  /// (``CellNames``).
  func describe(_ error: any Error, axial: Bool) -> String {
    guard let map = streams.withLock({ $0.loadedMap }) else { return "\(error)" }
    return CellNames.message(
      error, parser: CellParser(grid: map.grid, axial: axial), orientation: map.orientation)
  }

  /// All of standard input (read once; a second caller gets the same bytes).
  func readStandardInput() throws -> [UInt8] {
    // Held while reading, so two commands asking at once do not split the stream.
    try streams.withLock { state in
      if let input = state.input { return input }
      let bytes = try Self.readAllOfStandardInput()
      state.input = bytes
      return bytes
    }
  }

  /// Reads file descriptor 0 to its end, up to the CLI's file-size limit.
  private static func readAllOfStandardInput() throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw CLIError.failure("cannot read standard input: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > MapIO.maximumFileSize {
        throw CLIError.failure("standard input is larger than \(MapIO.maximumFileSize) bytes")
      }
    }
    return bytes
  }
}

/// Writes all of `bytes` to a file descriptor, retrying short writes and interrupts, and
/// returns the `errno` of a write that failed (`nil` when all were written).
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
  bytes.withUnsafeBytes { buffer -> Int32? in
    guard let start = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, start + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      // Nothing taken and no error: a device that accepts nothing would loop forever.
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }
}
