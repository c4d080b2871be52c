#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command reads and writes: the real process streams, or buffers in tests.
public final class CommandContext {
  /// Everything written to standard output (when capturing).
  public private(set) var capturedOutput: [UInt8] = []
  /// Everything written to standard error (when capturing).
  public private(set) var capturedErrors = ""
  private let capturing: Bool
  private var standardInput: [UInt8]?
  /// The environment (for `NO_COLOR`).
  public let environment: [String: String]
  /// Whether standard output is a terminal (for colour).
  public let outputIsTerminal: Bool

  /// The real process: file descriptors 0, 1 and 2 and the process environment.
  public static func process() -> CommandContext {
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
  public static func capturing(
    input: [UInt8] = [], environment: [String: String] = [:], outputIsTerminal: Bool = false
  ) -> CommandContext {
    CommandContext(
      capturing: true, input: input, environment: environment, outputIsTerminal: outputIsTerminal)
  }

  private init(
    capturing: Bool, input: [UInt8]?, environment: [String: String], outputIsTerminal: Bool
  ) {
    self.capturing = capturing
    standardInput = input
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
  }

  /// The captured standard output as text.
  public var outputText: String { String(decoding: capturedOutput, as: UTF8.self) }

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
      capturedOutput += bytes
    } else {
      writeAll(bytes, to: 1)
    }
  }

  /// Writes a line to standard error.
  func error(_ text: String) {
    if capturing {
      capturedErrors += text + "\n"
    } else {
      writeAll(Array((text + "\n").utf8), to: 2)
    }
  }

  /// All of standard input (read once).
  func readStandardInput() throws -> [UInt8] {
    if let standardInput { return standardInput }
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
    standardInput = bytes
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
