/// Names a scenario step may use beyond the root's scope (`scenario-language.md` §7).
extension ExpressionLowerer {
    /// A bare name in a step that nothing in the root's scope declares: the `@State` of the
    /// view types that declare one by that name, resolved at run time to the one on screen.
    /// Its static type is the property's when every such view declares the same one.
    func onScreenState(named name: String) -> (ViewStateReference, StaticType)? {
        guard report.namesViewState else { return nil }
        let owners = symbols.types.values.filter { type in
            guard type.isView, type.name != bodyScope.selfType?.name, let index = type.fieldIndex(name) else { return false }
            return type.storedProperties[index].wrapper == .state
        }.sorted { $0.name < $1.name }
        guard !owners.isEmpty else { return nil }
        let propertyTypes = owners.map { $0.storedProperties[$0.fieldIndex(name)!].type }
        let type = propertyTypes.dropFirst().allSatisfy { $0 == propertyTypes[0] } ? propertyTypes[0] : .unknown
        return (ViewStateReference(owners: owners.map(\.name), property: name, isQualified: false), type)
    }
}
