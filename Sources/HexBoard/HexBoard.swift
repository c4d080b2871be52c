// HexBoard re-exports HexGrid so `import HexBoard` brings the coordinate types too.
@_exported import HexGrid
