// # HexText (internal: no product, `package` API)
//
// Text from untrusted files made safe to print (`TerminalText`) and strict UTF-8
// validation. Depends on: nothing. Used by: `HexJSON`, `HexCodecs`, `HexBoard`,
// `HexBoardRendering`, `HexBoardTiled` and the CLI.
