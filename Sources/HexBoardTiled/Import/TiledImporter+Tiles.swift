// The tiles of the imported layer: its chunks gathered into one box of GIDs (flag bits
// cleared), the cells they make, and each cell's terrain.

import HexBoard
import HexText

extension TiledImporter {
  /// The box of all a layer's chunks, in Tiled's tile coordinates, and its GIDs (0 for no
  /// tile), row-major.
  struct TileBox {
    var minX: Int
    var minY: Int
    var width: Int
    var height: Int
    var gids: [UInt32]

    /// The box of `layer`'s chunks, refused when larger than a map can be.
    init(_ layer: TiledTileLayer) throws {
      guard let first = layer.chunks.first else {
        throw TiledError("layer \(MessageText.quotedExcerpt(layer.name)) has no tiles")
      }
      var minX = first.x
      var minY = first.y
      var maxX = first.x + first.width
      var maxY = first.y + first.height
      for chunk in layer.chunks {
        minX = min(minX, chunk.x)
        minY = min(minY, chunk.y)
        maxX = max(maxX, chunk.x + chunk.width)
        maxY = max(maxY, chunk.y + chunk.height)
      }
      let width = maxX - minX
      let height = maxY - minY
      try TiledJSONReader.checkArea(
        width, height, at: "layer \(MessageText.quotedExcerpt(layer.name))")
      var gids = [UInt32](repeating: 0, count: width * height)
      for chunk in layer.chunks {
        for row in 0..<chunk.height {
          for col in 0..<chunk.width {
            let gid = chunk.gids[row * chunk.width + col] & TiledImporter.gidMask
            if gid != 0 {
              gids[(chunk.y - minY + row) * width + (chunk.x - minX + col)] = gid
            }
          }
        }
      }
      self.minX = minX
      self.minY = minY
      self.width = width
      self.height = height
      self.gids = gids
    }

    /// The offset cell of the tile at `index` of the box.
    func cell(at index: Int, shift: OffsetCoordinate) -> OffsetCoordinate {
      OffsetCoordinate(col: index % width + minX + shift.col, row: index / width + minY + shift.row)
    }

    /// The cells of the tiles that are set, in box order.
    func cells(shift: OffsetCoordinate) -> [OffsetCoordinate] {
      var cells: [OffsetCoordinate] = []
      for (index, gid) in gids.enumerated() where gid != 0 {
        cells.append(cell(at: index, shift: shift))
      }
      return cells
    }

    /// Each cell's palette index on `grid`.
    func terrain(on grid: MapGrid, shift: OffsetCoordinate, terrainOfGID: [UInt32: Int])
      -> HexMap<UInt8>
    {
      var storage = [UInt8](repeating: 0, count: grid.indexCount)
      for (index, gid) in gids.enumerated() where gid != 0 {
        if let target = grid.index(of: cell(at: index, shift: shift)),
          let terrain = terrainOfGID[gid]
        {
          storage[target] = UInt8(terrain)
        }
      }
      return HexMap(grid: grid, storage: storage)
    }
  }
}
