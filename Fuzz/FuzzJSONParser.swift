// libFuzzer entry point: the JSON reader of HexCodecs on arbitrary bytes, with and without
// deferred integer arrays (the map loader's mode). Built by Fuzz/build.sh on the map and
// patch seeds. Must return a value or throw JSONSyntaxError, never trap, hang or allocate
// without bound; deferred integer arrays must read back the numbers the plain parse holds.

import HexJSON

/// libFuzzer calls this once per input: `data` holds `size` bytes; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let buffer = UnsafeBufferPointer(start: data, count: size)
  let plain: JSONValue
  do {
    plain = try JSONParser.parse(buffer, maximumDepth: 64, maximumStringLength: 1 << 20)
  } catch is JSONSyntaxError {
    return 0
  } catch {
    fatalError("the JSON reader threw \(type(of: error)), not JSONSyntaxError")
  }
  guard
    let deferred = try? JSONParser.parse(
      buffer, maximumDepth: 64, maximumStringLength: 1 << 20, defersIntegerArrays: true)
  else { fatalError("a document parses plainly but not with deferred integer arrays") }
  guard case .integers(let numbers) = plain, case .deferredIntegers(let later) = deferred else {
    return 0
  }
  var read: [Int] = []
  JSONParser.integers(in: buffer, later) { read.append($0) }
  if read != numbers { fatalError("deferred integers read back differently") }
  return 0
}
