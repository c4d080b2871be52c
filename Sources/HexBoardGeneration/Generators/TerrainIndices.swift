// The palette indices of the default terrains the generators paint with. Internal.

import HexBoard

/// Palette indices of the eight default terrains, looked up by id once.
struct TerrainIndices: Sendable {
  let ocean: UInt8
  let coast: UInt8
  let grass: UInt8
  let forest: UInt8
  let hills: UInt8
  let mountain: UInt8
  let desert: UInt8
  let snow: UInt8

  init(palette: [Terrain]) throws {
    func index(_ id: String) throws -> UInt8 {
      guard let i = palette.firstIndex(where: { $0.id == id }) else {
        throw GenerationError.missingTerrain(id)
      }
      return UInt8(i)
    }
    ocean = try index("ocean")
    coast = try index("coast")
    grass = try index("grass")
    forest = try index("forest")
    hills = try index("hills")
    mountain = try index("mountain")
    desert = try index("desert")
    snow = try index("snow")
  }

  /// Whether a palette index is water (ocean, or coast: shallows, lakes and rivers).
  func isWater(_ t: UInt8) -> Bool { t == ocean || t == coast }

  /// The orientation that matches a grid's offset convention.
  static func orientation(for grid: MapGrid) -> HexOrientation {
    grid.convention.shiftsColumns ? .flat : .pointy
  }
}
