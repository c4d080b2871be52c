import Testing

@testable import HexBoardSupport

/// Growable buffers keep their elements through every growth, and store large contents in
/// mapped pages of their own (given back to the system when freed, whichever thread frees
/// them), small ones on the heap.
@Suite("Support: growable buffer")
struct GrowableBufferTests {
  /// Appends past the mapped-storage threshold: every element reads back in order, and
  /// from the threshold on the storage starts on a page boundary (a mapping of its own,
  /// not a heap block behind an allocator's header).
  @Test func keepsElementsAndMapsLargeStorage() {
    var buffer = GrowableBuffer<Int32>()
    defer { buffer.deallocate() }
    let threshold = GrowableStorage.mappedBytes
    var sawMapped = false
    for value in 0..<Int32(300_000) {
      buffer.append(value &* 7)
      if buffer.capacity * MemoryLayout<Int32>.stride >= threshold {
        let address = Int(bitPattern: buffer.base)
        #expect(address % 4096 == 0, "capacity \(buffer.capacity)")
        sawMapped = true
      }
    }
    #expect(sawMapped)
    #expect(buffer.count == 300_000)
    #expect((0..<300_000).allSatisfy { buffer[$0] == Int32($0) &* 7 })
    #expect(buffer.removeLast() == 299_999 &* 7)
    buffer.removeAll()
    #expect(buffer.count == 0 && buffer.capacity >= 300_000)
  }

  /// Mapped memory reads as zero and holds what is written; freeing takes the same size.
  @Test func mappedPagesReadZeroUntilWritten() {
    let bytes = 3 * 4096 + 5
    let memory = MappedPages.allocate(bytes: bytes)
    defer { MappedPages.deallocate(memory, bytes: bytes) }
    let raw = UnsafeMutableRawBufferPointer(start: memory, count: bytes)
    #expect(raw.allSatisfy { $0 == 0 })
    raw[bytes - 1] = 9
    #expect(raw[bytes - 1] == 9 && raw[0] == 0)
  }
}
