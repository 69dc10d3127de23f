import Foundation
internal import NavigationModel

extension View {
    // Views drawn over, under or beside a view: their controls are on screen with it (N45).

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V,
                                 _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        attached([content()], _file, _line, _column)
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center,
                                       _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        attached([overlay], _file, _line, _column)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all,
                                       _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        inert("overlay", _file, _line, _column)
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle(),
                                                 _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        inert("overlay", _file, _line, _column)
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V,
                                    _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        attached([content()], _file, _line, _column, name: "background")
    }

    /// Deprecated for `background(alignment:content:)`, and disfavored as in the SDK: a
    /// colour, a view and a shape style both, takes `background(_:ignoresSafeAreaEdges:)`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center,
                                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        attached([background], _file, _line, _column, name: "background")
    }

    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all,
                           _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        inert("background", _file, _line, _column)
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all,
                                          _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        inert("background", _file, _line, _column)
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle(),
                                                    _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        inert("background", _file, _line, _column)
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle(),
                                     _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        inert("background", _file, _line, _column)
    }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V,
                                       _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        attached([content()], _file, _line, _column, name: "safeAreaInset")
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V,
                                       _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        attached([content()], _file, _line, _column, name: "safeAreaInset")
    }

    private func attached(_ views: [any View], _ file: String, _ line: Int, _ column: Int, name: String = "overlay") -> some View {
        modelled(file, line, column) { renderer, place in
            // A colour or a shape has nothing to tap.
            let nodes = try renderer.toolbarNodes(views, at: place + "/attached0")
            return nodes.isEmpty ? .other(name) : .attachedViews(nodes)
        }
    }
}
