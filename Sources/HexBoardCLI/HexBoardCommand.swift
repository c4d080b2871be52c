/// The `hexboard` command-line tool, as a library so every command can be tested
/// in-process as well as end to end.
public enum HexBoardCommand {
  /// The version printed by `hexboard --version`.
  public static let version = "0.1.0"

  /// The text printed by `hexboard --help`.
  public static let usage = """
    OVERVIEW: hexboard – a hex-map editor for HexBoard map files.

    USAGE: hexboard <command> [options]

    OPTIONS:
      -h, --help      Show this help.
      --version       Show the version.

    The editing commands arrive with the save format; see README.md.
    """

  /// Runs the tool with `arguments` (without the program name), writing to standard output
  /// and standard error, and returns the process exit code: 0 success, 1 failure, 2 usage.
  public static func main(arguments: [String]) -> Int32 {
    var output = StandardOutput()
    var errors = StandardError()
    return run(arguments: arguments, output: &output, errors: &errors)
  }

  /// Runs the tool with explicit output streams (for tests).
  public static func run<Out: TextOutputStream, Err: TextOutputStream>(
    arguments: [String], output: inout Out, errors: inout Err
  ) -> Int32 {
    switch arguments.first {
    case nil, "-h", "--help", "help":
      print(usage, to: &output)
      return 0
    case "--version":
      print(version, to: &output)
      return 0
    case let other?:
      print("error: unknown command '\(other)'; see 'hexboard --help'", to: &errors)
      return 2
    }
  }
}
