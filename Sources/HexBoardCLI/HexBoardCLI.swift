// # HexBoardCLI
//
// The `hexboard` commands as a library (`HexBoardCommand.run(arguments:context:)`), so
// every command is testable in-process with a capturing `CommandContext`.
//
// Depends on: `HexBoard`, `HexBoardGeneration`, `HexBoardRendering`, `HexBoardTiled` and
// the internal `HexText` and `HexJSON`. Used by: the `hexboard` executable (a thin main)
// and HexBoardCLITests.
