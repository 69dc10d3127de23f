/// Standard library members of `Array`, `Set` and `String` that the interpreter does not run:
/// a call is refused as unsupported (`unsupported: 'split' on 'String'`) rather than called
/// misspelt. Names only, from the Swift standard library's documentation
/// (https://developer.apple.com/documentation/swift/array, `Set`, `String`).
enum StandardLibraryMembers {
    static let names: Set<String> = [
        "enumerated", "split", "components", "indices", "flatMap", "count", "index", "distance",
        "elementsEqual", "lexicographicallyPrecedes", "drop", "partition", "swapAt", "removeSubrange", "replaceSubrange", "append",
        "merging", "mapValues", "compactMapValues", "updateValue", "removeValue", "replacingOccurrences", "localizedCaseInsensitiveContains", "localizedStandardContains",
        "localizedCompare", "caseInsensitiveCompare", "formIntersection", "formSymmetricDifference", "isDisjoint", "isStrictSubset", "isStrictSuperset", "popFirst",
        "difference", "sum", "lazy", "firstRange", "ranges", "trimmingPrefix", "replacing", "uppercased",
        "lowercased", "hasPrefix", "hasSuffix", "padding", "filter", "map", "compactMap", "forEach",
        "reduce", "contains", "allSatisfy", "first", "last", "firstIndex", "lastIndex", "sorted",
        "reversed", "joined", "prefix", "suffix", "dropFirst", "dropLast", "max", "min",
        "starts", "removeLast", "removeFirst", "removeAll", "insert", "remove", "popLast", "sort",
        "reverse", "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "formUnion",
        "subtract",
    ]
}
