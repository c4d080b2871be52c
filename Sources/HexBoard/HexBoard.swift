// # HexBoard
//
// The product a game server imports: one `import HexBoard` brings every module below, each
// one concern (a newcomer finds them in Package.swift):
//
//   HexBoardMaps        the grid of cells, per-cell layers and cell sets
//   HexBoardCore        the board document and BoardEdit, its one change path
//   HexBoardNavigation  A*, landmarks, movement ranges, distance fields, regions
//   HexBoardVision      line of sight and fields of view
//   HexBoardFiles       the JSON save format and safe file I/O
//   HexBoardSync        patches, content hashes, recording, replicas, player views
//
// It never imports generation, rendering or Tiled, and compiles no XML or PNG code
// (scripts/check-server-only.sh checks).
//
// Articles (HexBoard.docc): the guides that span the modules.

@_exported import HexBoardCore
@_exported import HexBoardFiles
@_exported import HexBoardMaps
@_exported import HexBoardNavigation
@_exported import HexBoardSync
@_exported import HexBoardVision
@_exported import HexGrid
