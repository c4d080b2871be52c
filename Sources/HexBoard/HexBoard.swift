// HexBoard: maps and algorithms (in progress).
@_exported import HexGrid
