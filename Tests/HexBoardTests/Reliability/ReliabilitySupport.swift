import HexBoard
import HexTestSupport

/// The patch fixtures (checked by the tests and by scripts/validate-maps.py).
let reliabilityFixtures = TestPaths.file("Tests/HexBoardTests/Reliability/Fixtures")
