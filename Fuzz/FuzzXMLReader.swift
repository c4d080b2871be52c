// libFuzzer entry point: the XML reader of HexCodecs on arbitrary bytes. Built by
// Fuzz/build.sh on the Tiled seeds. Must return a tree or throw XMLSyntaxError, never
// trap, hang, recurse without bound or allocate without bound.

import HexCodecs

/// libFuzzer calls this once per input: `data` holds `size` bytes; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let tree = try XMLTree.parse(bytes)
    if tree.name.isEmpty { fatalError("an element without a name") }
  } catch is XMLSyntaxError {
    return 0
  } catch {
    fatalError("the XML reader threw \(type(of: error)), not XMLSyntaxError")
  }
  return 0
}
