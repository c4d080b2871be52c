// Decoding the `data` of a Tiled tile layer or chunk: CSV text, or base64 of little-endian
// 32-bit GIDs, uncompressed or compressed with zlib or gzip. zstd is refused with a message
// saying how to re-save the map.

import HexBoard
import HexCodecs
import HexText

/// Tile layer data decoding.
enum TiledLayerData {
  /// The GIDs (flag bits included) of layer data written as text.
  ///
  /// - Parameters:
  ///   - encoding: `"csv"` or `"base64"` (XML also allows none, handled by the reader).
  ///   - compression: `nil`/`""`, `"zlib"`, `"gzip"`; `"zstd"` is refused.
  ///   - count: the number of tiles the layer or chunk must hold.
  /// - Throws: ``TiledError`` saying what is wrong.
  static func decode(text: String, encoding: String, compression: String?, count: Int) throws
    -> [UInt32]
  {
    switch encoding {
    case "csv":
      if let compression, !compression.isEmpty {
        throw TiledError(
          "CSV data cannot be compressed (compression \(MessageText.quotedExcerpt(compression)))")
      }
      return try csv(text, count: count)
    case "base64":
      let packed = try base64(text)
      let bytes: [UInt8]
      switch compression ?? "" {
      case "": bytes = packed
      case "zlib", "gzip":
        do {
          bytes =
            compression == "zlib"
            ? try Inflate.zlib(packed, limit: count * 4)
            : try Inflate.gzip(packed, limit: count * 4)
        } catch let error as InflateError {
          throw TiledError("\(compression ?? "") data: \(error.message)")
        }
      case "zstd":
        throw TiledError(
          "zstd compression is not supported; save the map in Tiled with zlib, gzip or uncompressed layer data (Map > Map Properties > Tile Layer Format)",
          kind: .unsupported)
      case let other:
        throw TiledError(
          "unknown compression \(MessageText.quotedExcerpt(other)) (expected zlib, gzip or none)",
          kind: .unsupported)
      }
      guard bytes.count == count * 4 else {
        throw TiledError(
          "the data holds \(bytes.count / 4) tiles (\(bytes.count) bytes); expected \(count)")
      }
      var gids = [UInt32](repeating: 0, count: count)
      for i in 0..<count {
        let b = i * 4
        gids[i] =
          UInt32(bytes[b]) | UInt32(bytes[b + 1]) << 8 | UInt32(bytes[b + 2]) << 16
          | UInt32(bytes[b + 3]) << 24
      }
      return gids
    default:
      throw TiledError(
        "unknown layer data encoding \(MessageText.quotedExcerpt(encoding)) (expected csv or base64)"
      )
    }
  }

  /// Comma-separated GIDs, whitespace and newlines allowed around each.
  static func csv(_ text: String, count: Int) throws -> [UInt32] {
    var gids: [UInt32] = []
    gids.reserveCapacity(count)
    var value: UInt64 = 0
    var digits = 0
    var sawSeparator = false
    func finish() throws {
      guard digits > 0 else { throw TiledError("empty value in CSV data") }
      guard gids.count < count else {
        throw TiledError("the CSV data has more than the expected \(count) tiles")
      }
      gids.append(UInt32(value))
      value = 0
      digits = 0
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        guard value <= UInt64(UInt32.max) else {
          throw TiledError("a GID in the CSV data is larger than 4294967295")
        }
      case UInt8(ascii: ","):
        try finish()
        sawSeparator = true
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default:
        let shown = MessageText.quotedExcerpt(String(Character(UnicodeScalar(byte))))
        throw TiledError("unexpected character \(shown) in CSV data")
      }
    }
    if digits > 0 || sawSeparator { try finish() }
    guard gids.count == count else {
      throw TiledError("the CSV data holds \(gids.count) tiles; expected \(count)")
    }
    return gids
  }

  /// Standard base64 (RFC 4648), ignoring whitespace, with optional `=` padding.
  static func base64(_ text: String) throws -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    var padding = 0
    for byte in text.utf8 {
      let value: UInt32
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a") + 26)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0") + 52)
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="):
        padding += 1
        continue
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default:
        throw TiledError("unexpected character in base64 data")
      }
      guard padding == 0 else { throw TiledError("base64 data continues after '=' padding") }
      buffer = buffer << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    guard bits < 6, padding <= 2 else { throw TiledError("truncated base64 data") }
    return output
  }
}
