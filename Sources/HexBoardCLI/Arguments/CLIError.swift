import HexBoard

/// Why a command failed: usage errors exit with 2, failures with 1.
enum CLIError: Error, Equatable {
  /// The command line is wrong (unknown option, bad value, missing argument).
  case usage(String)
  /// The command could not do its work (unreadable file, invalid map, refused overwrite).
  case failure(String)
  /// Not an error to report: the command did its work and its answer is the exit status
  /// (`diff --exit-code` exits 1 when the maps differ), with no message.
  case status(Int32)

  var message: String {
    switch self {
    case .usage(let message), .failure(let message): message
    case .status: ""
    }
  }

  var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    case .status(let code): code
    }
  }
}
