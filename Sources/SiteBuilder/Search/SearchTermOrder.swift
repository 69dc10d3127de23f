extension Collection<String> {
    /// The terms in `String` order, the same in every run.
    ///
    /// `String`'s `<` is not a consistent order on every mix of precomposed and
    /// decomposed characters (`"e\u{301}"`, `"\u{e9}a"`), so sorting a `Set` or a
    /// dictionary's keys, whose iteration order changes from run to run, could order
    /// such terms differently in two builds of the same site. Sorting first by UTF-8
    /// bytes, a total order, hands the `String` sort the same input every time.
    func sortedAsSearchTerms() -> [String] {
        sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.sorted()
    }
}
