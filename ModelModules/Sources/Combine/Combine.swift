// `import Combine` in an example: OpenCombine, an open-source implementation of Combine's
// API, under the name Apple's framework has (the toolchain on Linux has no Combine).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
