// The hexboard executable: everything lives in HexBoardCLI so it can be tested in-process.
import HexBoardCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(HexBoardCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
