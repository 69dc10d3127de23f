/// Standard library members of `Array`, `Set`, `String`, `Int` and `Double` that the interpreter does not run:
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

    /// Methods of `Int` and `Double` (https://developer.apple.com/documentation/swift/int, `Double`).
    static let numberNames: Set<String> = [
        "formatted", "signum", "remainder", "formRemainder", "formTruncatingRemainder", "formSquareRoot",
        "addingProduct", "addProduct", "advanced", "distance", "quotientAndRemainder", "negate",
        "addingReportingOverflow", "subtractingReportingOverflow", "multipliedReportingOverflow",
        "dividedReportingOverflow", "remainderReportingOverflow", "isEqual", "isLess", "isLessThanOrEqualTo",
        "isTotallyOrdered", "hash", "encode",
    ]
}
