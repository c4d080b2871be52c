import HexBoard

/// Why a command failed: usage errors exit with 2, failures with 1.
enum CLIError: Error, Equatable {
  /// The command line is wrong (unknown option, bad value, missing argument).
  case usage(String)
  /// The command could not do its work (unreadable file, invalid map, refused overwrite).
  case failure(String)

  var message: String {
    switch self {
    case .usage(let message), .failure(let message): message
    }
  }

  var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }
}
