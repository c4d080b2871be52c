// swift-tools-version: 6.0
// HexBoard: hexagonal game boards in Swift, with the toolchain alone (no package dependencies).
import PackageDescription

let package = Package(
  name: "HexBoard",
  products: [
    .library(name: "HexGrid", targets: ["HexGrid"]),
    .library(name: "HexBoard", targets: ["HexBoard"]),
    .executable(name: "hexboard", targets: ["hexboard"]),
  ],
  targets: [
    // Pure hex maths: coordinates, regions, transforms, layout. No Foundation.
    // rounded() and squareRoot() lower to libm, which Linux links only on request.
    .target(
      name: "HexGrid",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // Maps, terrain and the algorithms games run on them.
    .target(name: "HexBoard", dependencies: ["HexGrid"]),
    // The command-line editor as a library, so commands are testable in-process.
    .target(name: "HexBoardCLI", dependencies: ["HexBoard"]),
    // Thin main: forwards argv to HexBoardCLI and exits with its status.
    .executableTarget(name: "hexboard", dependencies: ["HexBoardCLI"]),
    // The WORKLOAD.md benchmark, raced against the C reference (build with -c release).
    .executableTarget(name: "hexboard-bench", dependencies: ["HexBoard"]),
    .testTarget(name: "HexGridTests", dependencies: ["HexGrid"]),
    // Depends on the executable so `swift test` builds it for the end-to-end CLI tests.
    .testTarget(
      name: "HexBoardTests",
      dependencies: ["HexBoard", "HexBoardCLI", "hexboard"],
      exclude: [
        "Persistence/Fixtures", "Reliability/Fixtures", "Rendering/Fixtures", "Tiled/Fixtures",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
