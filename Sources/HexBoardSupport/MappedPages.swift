// Memory mapped straight from the system rather than taken from the heap: it reads as zero
// until written, the system commits it page by page as it is written, and freeing it gives
// every page back at once. Heap memory freed by one of many threads (a batch's workers)
// stays with that thread's allocator arena, so lists grown to a few megabytes by one
// search and freed afterwards would stay resident for the rest of the process.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Zero-filled memory mapped from the system (an anonymous mapping; `calloc` where there
/// is none): committed as it is written, given back whole when freed.
package enum MappedPages {
  /// `bytes` bytes (at least 1), every one zero, aligned to a page.
  package static func allocate(bytes: Int) -> UnsafeMutableRawPointer {
    let bytes = Swift.max(1, bytes)
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      #if canImport(Darwin)
        let flags = MAP_PRIVATE | MAP_ANON
      #else
        // No swap reserved up front: the pages are committed as they are written.
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
      #endif
      let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, flags, -1, 0)
      // Failing to map is running out of address space, as a failed allocation is.
      precondition(address != nil && address != MAP_FAILED, "out of memory: \(bytes) bytes")
      return address.unsafelyUnwrapped
    #else
      // calloc, which gets large blocks lazily from the system too.
      let memory = calloc(bytes, 1)
      precondition(memory != nil, "out of memory: \(bytes) bytes")
      return memory.unsafelyUnwrapped
    #endif
  }

  /// Frees memory from ``allocate(bytes:)`` of the same `bytes`, committed pages included.
  package static func deallocate(_ memory: UnsafeMutableRawPointer, bytes: Int) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      munmap(memory, Swift.max(1, bytes))
    #else
      free(memory)
    #endif
  }
}
