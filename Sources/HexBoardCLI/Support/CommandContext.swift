import HexBoard
import HexText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command reads and writes: the real process streams, or buffers in tests.
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
  package static func capturing(
    input: [UInt8] = [], environment: [String: String] = [:], outputIsTerminal: Bool = false
  ) -> CommandContext {
    CommandContext(
      capturing: true, input: input, environment: environment, outputIsTerminal: outputIsTerminal)
  }

  private init(
    capturing: Bool, input: [UInt8]?, environment: [String: String], outputIsTerminal: Bool
  ) {
    self.capturing = capturing
    streams = Locked(Streams(input: input))
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

  /// Writes bytes to standard output.
  func writeBytes(_ bytes: [UInt8]) {
    if capturing {
      streams.withLock { $0.output += bytes }
    } else {
      writeAll(bytes, to: 1)
    }
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

/// Writes all of `bytes` to a file descriptor, retrying short writes and interrupts.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
