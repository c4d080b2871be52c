import Testing

@testable import HexBoardWesnoth

@Suite struct WesnothTerrainCodeTests {
  @Test func splitsBaseAndOverlay() throws {
    let bridge = try WesnothTerrainCode(parsing: "Ww^Bw|")
    #expect(bridge.base == "Ww")
    #expect(bridge.overlay == "Bw|")
    #expect(bridge.description == "Ww^Bw|")
    #expect(bridge.baseCode.description == "Ww")
    #expect(bridge.overlayCode?.description == "^Bw|")
    #expect(try WesnothTerrainCode(parsing: "Qxu^Bs\\").overlay == "Bs\\")
    #expect(try WesnothTerrainCode(parsing: "_off^_usr").isOffMap)
    #expect(try WesnothTerrainCode(parsing: "Gg").overlay == nil)
    #expect(try WesnothTerrainCode(parsing: "^Vh").base == "")
  }

  @Test func refusesBadCodes() {
    #expect(throws: WesnothTerrainCodeError.tooLong(code: "Ggggg", part: "base")) {
      try WesnothTerrainCode(parsing: "Ggggg")
    }
    #expect(throws: WesnothTerrainCodeError.emptyPart(code: "Gg^", part: "overlay")) {
      try WesnothTerrainCode(parsing: "Gg^")
    }
    #expect(throws: WesnothTerrainCodeError.badCharacter(code: "G^V^h", byte: UInt8(ascii: "^"))) {
      try WesnothTerrainCode(parsing: "G^V^h")
    }
    #expect(throws: WesnothTerrainCodeError.emptyPart(code: "", part: "base")) {
      try WesnothTerrainCode(parsing: "")
    }
  }
}
