// swift-tools-version: 6.0
// HexBoard: hexagonal game boards in Swift, with the toolchain alone (no package dependencies).
//
// Modules, arrows pointing down only (README, "Layout of the repository"):
//
//   hexboard ─ HexBoardCLI ─┬─ HexBoardGeneration ─┐
//                           ├─ HexBoardRendering ──┼─ HexBoard ─┬─ HexGrid
//                           └─ HexBoardTiled ──────┘            └─ HexJSON ─ HexText
//        HexBoardRendering, HexBoardTiled ─ HexCodecs (XML, inflate, deflate, PNG) ─ HexText
//   HexBoardSwiftUI ─ HexBoard (and SwiftUI on Apple platforms; elsewhere SwiftUIStandIn, a
//                     test double declaring the few SwiftUI names it uses)
//   HexBoardWesnoth ─ HexGrid (Battle for Wesnoth .map files, terrain.cfg, movetypes)
//   HexBoardCLI, HexBoardRenderingTests ─ HexBoardChecks ─ HexBoardRendering (pixel checks of
//                     rendered pictures, for --checks and the tests; no product)
import PackageDescription

// The platforms without SwiftUI, where HexBoardSwiftUI compiles against SwiftUIStandIn.
let nonApple: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "HexBoard",
  // What the README promises: Linux (CI), and the Apple platforms whose Swift 6 runtime
  // has everything the package uses (typed Sendable checks, `package` access, Mutex-free
  // locking through POSIX).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // Hex maths alone: coordinates, regions, transforms, layout. No Foundation.
    .library(name: "HexGrid", targets: ["HexGrid"]),
    // Boards, navigation, vision, patches and the JSON save format: what a game server needs.
    .library(name: "HexBoard", targets: ["HexBoard"]),
    // Seeded random numbers, noise, board operations and the ready generators.
    .library(name: "HexBoardGeneration", targets: ["HexBoardGeneration"]),
    // SVG and terminal pictures of a board.
    .library(name: "HexBoardRendering", targets: ["HexBoardRendering"]),
    // Tiled (.tmj/.tmx) import and export.
    .library(name: "HexBoardTiled", targets: ["HexBoardTiled"]),
    // SwiftUI: a hex grid Layout, Hexagon and polygon shapes, a board view with hit testing.
    .library(name: "HexBoardSwiftUI", targets: ["HexBoardSwiftUI"]),
    // Battle for Wesnoth: .map files byte for byte, terrain types and movetype costs.
    .library(name: "HexBoardWesnoth", targets: ["HexBoardWesnoth"]),
    .executable(name: "hexboard", targets: ["hexboard"]),
  ],
  targets: [
    // Pure hex maths: coordinates, regions, transforms, layout. No Foundation.
    // rounded() and squareRoot() lower to libm, which Linux links only on request.
    .target(
      name: "HexGrid",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // Format code that knows nothing of hexes, in three internal targets (no products: their
    // API is `package`, for the modules above, the tests and the fuzz targets), so that a
    // game server compiles the JSON it saves in and nothing of XML or PNG:
    // text from untrusted files made safe to print, and strict UTF-8 validation;
    .target(name: "HexText"),
    // the JSON reader and writer of the save format (and of Tiled's .tmj);
    .target(name: "HexJSON", dependencies: ["HexText"]),
    // the XML reader, inflate, the PNG codec, CRC-32 and Adler-32 (Tiled and pictures).
    .target(name: "HexCodecs", dependencies: ["HexText"]),
    // Maps, terrain and the algorithms games run on them, and the JSON save format.
    .target(name: "HexBoard", dependencies: ["HexGrid", "HexText", "HexJSON"]),
    .target(name: "HexBoardGeneration", dependencies: ["HexBoard"]),
    .target(name: "HexBoardRendering", dependencies: ["HexBoard", "HexText", "HexCodecs"]),
    .target(name: "HexBoardTiled", dependencies: ["HexBoard", "HexText", "HexJSON", "HexCodecs"]),
    // Pixel checks of rendered pictures (where a correct SVG renderer paints which colour):
    // test machinery, kept out of the shipped HexBoardRendering. No product: the CLI's
    // `--checks` (used by CI's librsvg comparisons) and the rendering tests use it.
    .target(name: "HexBoardChecks", dependencies: ["HexBoard", "HexBoardRendering"]),
    // The SwiftUI adaptor and its platform-free geometry. Where SwiftUI cannot be imported
    // (Linux, Windows, Wasm) the same sources compile against SwiftUIStandIn, which declares
    // the SwiftUI API they use with SwiftUI's signatures and records what they do, so the
    // tests run them here.
    .target(
      name: "HexBoardSwiftUI",
      dependencies: [
        "HexBoard", .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApple)),
      ]
    ),
    .target(name: "SwiftUIStandIn"),
    // Battle for Wesnoth's formats: .map files, the WML of terrain.cfg and units.cfg, and
    // movement costs by Wesnoth's alias rules. Only hex maths below it (no Foundation).
    .target(name: "HexBoardWesnoth", dependencies: ["HexGrid"]),
    // The command-line editor as a library, so commands are testable in-process.
    .target(
      name: "HexBoardCLI",
      dependencies: [
        "HexBoard", "HexText", "HexJSON", "HexBoardGeneration", "HexBoardRendering",
        "HexBoardTiled", "HexBoardChecks",
      ]
    ),
    // Thin main: forwards argv to HexBoardCLI and exits with its status.
    .executableTarget(name: "hexboard", dependencies: ["HexBoardCLI"]),
    // The WORKLOAD.md benchmark, raced against the C reference (build with -c release), and
    // the time to parse and write every installed Wesnoth map (`--wesnoth`).
    // `--editor FILE` times the terminal editor without a terminal (HexBoardCLI's editor).
    .executableTarget(
      name: "hexboard-bench",
      dependencies: ["HexBoard", "HexBoardGeneration", "HexBoardWesnoth", "HexBoardCLI"]
    ),

    // Helpers every test target shares: seeded random boards, the repository root, goldens.
    .target(name: "HexTestSupport", dependencies: ["HexBoard"], path: "Tests/HexTestSupport"),
    .testTarget(name: "HexGridTests", dependencies: ["HexGrid", "HexTestSupport"]),
    .testTarget(
      name: "HexCodecsTests",
      dependencies: ["HexText", "HexJSON", "HexCodecs", "HexTestSupport"]
    ),
    .testTarget(
      name: "HexBoardTests",
      dependencies: ["HexBoard", "HexTestSupport"],
      exclude: ["Persistence/Fixtures", "Reliability/Fixtures"]
    ),
    .testTarget(
      name: "HexBoardGenerationTests",
      dependencies: ["HexBoardGeneration", "HexTestSupport"]
    ),
    .testTarget(
      name: "HexBoardRenderingTests",
      dependencies: ["HexBoardRendering", "HexBoardChecks", "HexCodecs", "HexTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "HexBoardSwiftUITests",
      dependencies: [
        "HexBoardSwiftUI", "HexTestSupport",
        .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApple)),
      ]
    ),
    .testTarget(
      name: "HexBoardTiledTests",
      dependencies: ["HexBoardTiled", "HexTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "HexBoardWesnothTests",
      dependencies: ["HexBoardWesnoth", "HexTestSupport"],
      exclude: ["Fixtures"]
    ),
    // Depends on the executable so `swift test` builds it for the end-to-end CLI tests.
    .testTarget(
      name: "HexBoardCLITests",
      dependencies: ["HexBoardCLI", "hexboard", "HexTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
