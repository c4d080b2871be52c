import Foundation

/// Runs the built `hexboard` executable, as a user or a script would.
struct HexboardProcess {
  struct Result {
    let status: Int32
    let output: String
    let errors: String
    let outputBytes: Data
  }

  /// The `hexboard` binary next to the test bundle (SwiftPM builds it because the test
  /// target depends on it); `HEXBOARD_BINARY` overrides.
  static let binary: URL? = {
    if let path = ProcessInfo.processInfo.environment["HEXBOARD_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent("hexboard")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  /// Runs `hexboard arguments…` in `directory` with `input` on standard input (or another
  /// `executable`, such as a shell that limits hexboard's memory first). Standard output is
  /// captured, or goes to `standardOutput` when given (`/dev/full`, to see a write fail).
  static func run(
    _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
    environment: [String: String] = [:], executable: URL? = nil,
    standardOutput: FileHandle? = nil
  ) throws -> Result {
    guard let binary else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    // A child that exits before reading its input (an early error) closes the pipe: the
    // write below must fail with EPIPE, not kill the test process with SIGPIPE.
    _ = ignoreBrokenPipes
    try process.run()
    // The child has its own copy of the write end: ours must close for the read to end.
    if standardOutput != nil { try? stdout.fileHandleForWriting.close() }
    // Read both pipes while writing, so a large output cannot dead-lock the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data()
    nonisolated(unsafe) var err = Data()
    DispatchQueue.global().async(group: group) {
      out = stdout.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      err = stderr.fileHandleForReading.readDataToEndOfFile()
    }
    try? stdin.fileHandleForWriting.write(contentsOf: input)
    try? stdin.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self), outputBytes: out)
  }

  /// Set once: SIGPIPE ignored in the test process.
  static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// A fresh empty folder for a test's files.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hexboard-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
