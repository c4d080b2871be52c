// The per-cell cost slots of a search, in memory the system commits page by page as the
// search writes it: a search buffer costs the pages its queries touched, not 4 bytes per
// cell of the map. Fresh anonymous pages read as zero, so a slot stores the bitwise
// complement of its cost and zero means "not reached": no fill is needed before the first
// query, and the map's untouched pages are never committed.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A view of the cost slots: reads and writes a cell's cost, stored as its complement
/// (zero, a fresh page's content, reads as ``SearchBuffers/unreached``).
@usableFromInline
struct CostSlots {
  @usableFromInline let base: UnsafeMutablePointer<UInt32>

  @inlinable @inline(__always)
  init(_ base: UnsafeMutablePointer<UInt32>) { self.base = base }

  /// The best known cost of cell `index`, ``SearchBuffers/unreached`` when not reached.
  @inlinable
  subscript(index: Int) -> UInt32 {
    @inline(__always) get { ~base[index] }
    @inline(__always) nonmutating set { base[index] = ~newValue }
  }
}

/// Zero-filled slot memory that the system commits as it is written (an anonymous mapping;
/// `calloc` where there is none), and gives back whole.
@usableFromInline
enum ZeroPages {
  /// Bytes per page as the committed-page estimates count them (the common 4 KiB; a larger
  /// real page only makes the estimates of ``SearchBuffers`` low by that factor).
  static let pageBytes = 4096

  /// `count` slots, every one zero.
  static func allocate(count: Int) -> UnsafeMutablePointer<UInt32> {
    let bytes = Swift.max(1, count) * MemoryLayout<UInt32>.stride
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      #if canImport(Darwin)
        let flags = MAP_PRIVATE | MAP_ANON
      #else
        // No swap reserved up front: the pages are committed as the searches write them.
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
      #endif
      let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, flags, -1, 0)
      // Failing to map is running out of address space, as a failed allocation is.
      precondition(address != nil && address != MAP_FAILED, "out of memory: \(bytes) bytes")
      return address.unsafelyUnwrapped.bindMemory(to: UInt32.self, capacity: count)
    #else
      // calloc, which gets large blocks lazily from the system too.
      let memory = calloc(Swift.max(1, count), MemoryLayout<UInt32>.stride)
      precondition(memory != nil, "out of memory: \(bytes) bytes")
      return memory.unsafelyUnwrapped.bindMemory(to: UInt32.self, capacity: count)
    #endif
  }

  /// Frees slots from ``allocate(count:)`` of the same `count`, committed pages included.
  static func deallocate(_ slots: UnsafeMutablePointer<UInt32>, count: Int) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      munmap(UnsafeMutableRawPointer(slots), Swift.max(1, count) * MemoryLayout<UInt32>.stride)
    #else
      free(UnsafeMutableRawPointer(slots))
    #endif
  }
}
