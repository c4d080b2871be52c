// swift-tools-version: 6.0
// HexBoard: hexagonal game boards in Swift, with the toolchain alone (no package dependencies).
//
// Modules, arrows pointing down only (README, "Layout of the repository"):
//
//   hexboard ─ HexBoardCLI ─┬─ HexBoardGeneration ─┐
//                           ├─ HexBoardRendering ──┼─ HexBoard (one import for the six below)
//                           ├─ HexBoardTiled ──────┤
//                           └─ HexBoardWesnoth ────┘ (Battle for Wesnoth maps, terrain, movetypes)
//   HexBoard: HexBoardSync ─┬─ HexBoardFiles ──────┐
//                           └─ HexBoardNavigation ─┴─ HexBoardCore ─ HexBoardVision ─ HexBoardMaps ─ HexGrid
//   below them all: HexBoardSupport (hidden: heap, hash, mutex, paged buffers, POSIX files),
//   HexJSON ─ HexText, and HexCodecs (XML, inflate, deflate, PNG) for rendering and Tiled
//   HexBoardSwiftUI ─ HexBoard (and SwiftUI on Apple platforms; elsewhere SwiftUIStandIn, a
//                     test double declaring the few SwiftUI names it uses)
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
    // The HexBoard product: one `import HexBoard` for a game server, re-exporting the modules
    // below, one per concern, each usable alone.
    .target(
      name: "HexBoard",
      dependencies: [
        "HexGrid", "HexBoardMaps", "HexBoardCore", "HexBoardNavigation", "HexBoardVision",
        "HexBoardFiles", "HexBoardSync",
      ]
    ),
    // Cells of a map: the grid (shapes, wraparound, O(1) indexing), per-cell layers and sets.
    .target(name: "HexBoardMaps", dependencies: ["HexGrid", "HexBoardSupport"]),
    // The board document: terrain palette, heights, side and corner features, objects,
    // properties, the one way to change it (BoardEdit), and its canonical JSON form (the
    // board's validation and content hash are defined by what the file can hold).
    .target(
      name: "HexBoardCore",
      dependencies: [
        "HexGrid", "HexBoardMaps", "HexBoardVision", "HexBoardSupport", "HexText", "HexJSON",
      ]
    ),
    // Searches on a board: A*, landmarks, movement ranges, distance fields, regions, batches.
    // Above the board (a graph is built from one), beside vision.
    .target(
      name: "HexBoardNavigation",
      dependencies: ["HexGrid", "HexBoardMaps", "HexBoardCore", "HexBoardSupport"]
    ),
    // Line of sight, fields of view and fog on any map (below the board, which applies them
    // with its own rules of sight).
    .target(
      name: "HexBoardVision", dependencies: ["HexGrid", "HexBoardMaps", "HexBoardSupport"]
    ),
    // Files on disk: atomic saves, size-limited reads, the edit lock, output sinks.
    .target(name: "HexBoardFiles", dependencies: ["HexBoardCore", "HexBoardSupport", "HexText"]),
    // Patches, content hashes, recording, replicas and player views: keeping copies in step.
    .target(
      name: "HexBoardSync",
      dependencies: [
        "HexGrid", "HexBoardMaps", "HexBoardCore", "HexBoardNavigation", "HexBoardVision",
        "HexBoardFiles", "HexBoardSupport", "HexText", "HexJSON",
      ]
    ),
    // Hidden support (no product; `package` API): one of each primitive the modules share:
    // the binary heap of every search, the FNV-1a hash, the POSIX mutex, paged and growable
    // buffers, POSIX file primitives and the edit lock.
    .target(name: "HexBoardSupport"),
    .target(name: "HexBoardGeneration", dependencies: ["HexBoard", "HexBoardSupport"]),
    .target(
      name: "HexBoardRendering",
      dependencies: ["HexBoard", "HexText", "HexCodecs", "HexBoardSupport"]
    ),
    .target(
      name: "HexBoardTiled",
      dependencies: ["HexBoard", "HexBoardSupport", "HexText", "HexJSON", "HexCodecs"]
    ),
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
        "HexBoard", "HexBoardSupport",
        .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApple)),
      ]
    ),
    .target(name: "SwiftUIStandIn"),
    // Battle for Wesnoth's formats: .map files, the WML of terrain.cfg and units.cfg, and
    // movement costs by Wesnoth's alias rules; maps converted to boards (base terrain plus an
    // overlay layer) and back byte for byte. No Foundation.
    .target(name: "HexBoardWesnoth", dependencies: ["HexGrid", "HexBoard"]),
    // The command-line editor as a library, so commands are testable in-process.
    .target(
      name: "HexBoardCLI",
      dependencies: [
        "HexBoard", "HexBoardSupport", "HexText", "HexJSON", "HexBoardGeneration",
        "HexBoardRendering", "HexBoardTiled", "HexBoardChecks", "HexBoardWesnoth",
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
    .testTarget(name: "HexBoardSupportTests", dependencies: ["HexBoardSupport"]),
    .testTarget(
      name: "HexCodecsTests",
      dependencies: ["HexText", "HexJSON", "HexCodecs", "HexTestSupport"]
    ),
    .testTarget(name: "HexBoardMapsTests", dependencies: ["HexBoardMaps", "HexTestSupport"]),
    .testTarget(
      name: "HexBoardCoreTests", dependencies: ["HexBoardCore", "HexBoard", "HexTestSupport"]
    ),
    .testTarget(
      name: "HexBoardNavigationTests",
      dependencies: ["HexBoardNavigation", "HexBoard", "HexTestSupport"]
    ),
    .testTarget(
      name: "HexBoardVisionTests", dependencies: ["HexBoardVision", "HexBoard", "HexTestSupport"]
    ),
    .testTarget(
      name: "HexBoardSyncTests", dependencies: ["HexBoardSync", "HexBoard", "HexTestSupport"]
    ),
    // The HexBoard product as a whole: the README's server code, the save format and its
    // files, hostile input, and the benchmark workload across every module.
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
      dependencies: ["HexBoardWesnoth", "HexBoardRendering", "HexTestSupport"],
      exclude: ["Fixtures"]
    ),
    // Depends on the executable so `swift test` builds it for the end-to-end CLI tests.
    .testTarget(
      name: "HexBoardCLITests",
      dependencies: ["HexBoardCLI", "HexBoardWesnoth", "hexboard", "HexTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
