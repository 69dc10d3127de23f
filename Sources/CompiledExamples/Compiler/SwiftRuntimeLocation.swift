#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where the Swift runtime library this process runs on was loaded from: the last way of
/// finding swiftc when neither `SWIFTC` nor the `PATH` names one.
enum SwiftRuntimeLocation {
    static var libraryPath: String? {
        var info = Dl_info()
        // swift_retain is in libswiftCore; the file its address falls in is the library.
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "swift_retain") else { return nil }
        guard dladdr(address, &info) != 0, let name = info.dli_fname else { return nil }
        let path = String(cString: name)
        return path.hasSuffix(".so") || path.contains(".so.") ? path : nil
    }
}
