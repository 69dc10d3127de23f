// swiftlint:disable file_length
extension SwiftUICatalog {
    /// SwiftUI's public API as the interpreter checks it: one declaration a line.
    ///
    /// Sources: Apple's SwiftUI documentation pages
    /// (https://developer.apple.com/documentation/swiftui, each symbol's
    /// "Availability" box) and the `@available` attributes of the iOS SDK's
    /// `SwiftUI.swiftinterface` (iOS 16 and iOS 17 SDKs); `Chart` is Swift Charts,
    /// `Map` is MapKit for SwiftUI, `VideoPlayer` is AVKit, `PhotosPicker` is PhotosUI.
    ///
    /// Columns, separated by spaces:
    /// 1. kind: `view` (a view initializer), `modifier` (a `View` method), `type`
    ///    (a type name that is no view), `stdlib` (a standard library member of
    ///    `Array`/`Set`/`String` that the interpreter does not run: refused as
    ///    unsupported rather than called misspelt);
    /// 2. the declaration with its argument labels, `_` for an unlabelled one;
    /// 3. the iOS version that introduced it;
    /// 4. what it does to navigation: `modelled` (the model gives it meaning),
    ///    `inert` (no navigation meaning: kept, drawn as what it is), `presents`
    ///    (presents content the model does not show), `acts` (runs an action the
    ///    model never triggers), `alters` (changes navigation in a way the model
    ///    does not follow); the last three are warnings where they are used;
    /// 5. optionally `deprecated=VERSION` (`future`: deprecated without a version).
    static let data = """
    view NavigationStack(root:) 16.0 modelled
    view NavigationStack(path:root:) 16.0 modelled
    view NavigationSplitView(sidebar:detail:) 16.0 modelled
    view NavigationSplitView(sidebar:content:detail:) 16.0 modelled
    view NavigationSplitView(columnVisibility:sidebar:detail:) 16.0 modelled
    view NavigationSplitView(columnVisibility:sidebar:content:detail:) 16.0 modelled
    view NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:detail:) 17.0 modelled
    view NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:content:detail:) 17.0 modelled
    view NavigationView(content:) 13.0 modelled deprecated=future
    view NavigationLink(_:destination:) 13.0 modelled
    view NavigationLink(destination:label:) 13.0 modelled
    view NavigationLink(_:value:) 16.0 modelled
    view NavigationLink(value:label:) 16.0 modelled
    view NavigationLink(_:isActive:destination:) 13.0 modelled deprecated=16.0
    view NavigationLink(destination:isActive:label:) 13.0 modelled deprecated=16.0
    view NavigationLink(_:tag:selection:destination:) 13.0 modelled deprecated=16.0
    view NavigationLink(tag:selection:destination:label:) 13.0 modelled deprecated=16.0
    view List(content:) 13.0 modelled
    view List(selection:content:) 13.0 modelled
    view List(_:rowContent:) 13.0 modelled
    view List(_:id:rowContent:) 13.0 modelled
    view List(_:selection:rowContent:) 13.0 modelled
    view List(_:id:selection:rowContent:) 13.0 modelled
    view ForEach(_:content:) 13.0 modelled
    view ForEach(_:id:content:) 13.0 modelled
    view Section(content:) 13.0 modelled
    view Section(_:content:) 15.0 modelled
    view Section(header:content:) 13.0 modelled
    view Section(header:footer:content:) 13.0 modelled
    view Section(content:header:) 15.0 modelled
    view Section(content:header:footer:) 15.0 modelled
    view Section(_:isExpanded:content:) 17.0 modelled
    view VStack(alignment:spacing:content:) 13.0 modelled
    view HStack(alignment:spacing:content:) 13.0 modelled
    view ZStack(alignment:content:) 13.0 modelled
    view LazyVStack(alignment:spacing:pinnedViews:content:) 14.0 modelled
    view LazyHStack(alignment:spacing:pinnedViews:content:) 14.0 modelled
    view LazyVGrid(columns:alignment:spacing:pinnedViews:content:) 14.0 modelled
    view LazyHGrid(rows:alignment:spacing:pinnedViews:content:) 14.0 modelled
    view Group(content:) 13.0 modelled
    view ScrollView(_:showsIndicators:content:) 13.0 modelled
    view Form(content:) 13.0 modelled
    view EmptyView() 13.0 modelled
    view Text(_:) 13.0 modelled
    view Text(verbatim:) 13.0 modelled
    view Text(_:style:) 14.0 modelled
    view Text(_:format:) 15.0 modelled
    view Text(_:tableName:bundle:comment:) 13.0 modelled
    view Label(_:systemImage:) 14.0 modelled
    view Label(_:image:) 14.0 modelled
    view Label(title:icon:) 14.0 modelled
    view Button(_:action:) 13.0 modelled
    view Button(action:label:) 13.0 modelled
    view Button(_:role:action:) 15.0 modelled
    view Button(role:action:label:) 15.0 modelled
    view Button(_:systemImage:action:) 17.0 modelled
    view Button(_:image:action:) 17.0 modelled
    view Image(systemName:) 13.0 inert
    view Image(_:) 13.0 inert
    view Image(_:bundle:) 13.0 inert
    view Image(decorative:bundle:) 13.0 inert
    view Image(uiImage:) 13.0 inert
    view Spacer(minLength:) 13.0 inert
    view Divider() 13.0 inert
    view Toggle(_:isOn:) 13.0 inert
    view Toggle(isOn:label:) 13.0 inert
    view Toggle(_:systemImage:isOn:) 17.0 inert
    view TextField(_:text:) 13.0 inert
    view TextField(_:text:prompt:) 15.0 inert
    view TextField(_:text:axis:) 16.0 inert
    view TextField(_:value:format:) 15.0 inert
    view TextField(text:prompt:label:) 15.0 inert
    view SecureField(_:text:) 13.0 inert
    view SecureField(_:text:prompt:) 15.0 inert
    view TextEditor(text:) 14.0 inert
    view Picker(_:selection:content:) 13.0 inert
    view Picker(selection:label:content:) 13.0 inert
    view Picker(selection:content:label:) 13.0 inert
    view DatePicker(_:selection:displayedComponents:) 13.0 inert
    view DatePicker(_:selection:in:displayedComponents:) 13.0 inert
    view MultiDatePicker(_:selection:) 16.0 inert
    view ColorPicker(_:selection:supportsOpacity:) 14.0 inert
    view Stepper(_:value:in:step:) 13.0 inert
    view Stepper(_:onIncrement:onDecrement:) 13.0 inert
    view Stepper(value:in:step:label:) 13.0 inert
    view Slider(value:in:step:) 13.0 inert
    view Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:) 13.0 inert
    view Gauge(value:in:label:) 16.0 inert
    view Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:) 16.0 inert
    view ProgressView() 14.0 inert
    view ProgressView(_:) 14.0 inert
    view ProgressView(_:value:total:) 14.0 inert
    view ProgressView(value:total:) 14.0 inert
    view ProgressView(value:total:label:currentValueLabel:) 14.0 inert
    view Circle() 13.0 inert
    view Rectangle() 13.0 inert
    view RoundedRectangle(cornerRadius:style:) 13.0 inert
    view RoundedRectangle(cornerSize:style:) 13.0 inert
    view UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:) 16.0 inert
    view Capsule(style:) 13.0 inert
    view Ellipse() 13.0 inert
    view Path(_:) 13.0 inert
    view LinearGradient(colors:startPoint:endPoint:) 13.0 inert
    view LinearGradient(gradient:startPoint:endPoint:) 13.0 inert
    view RadialGradient(colors:center:startRadius:endRadius:) 13.0 inert
    view AngularGradient(colors:center:) 13.0 inert
    view GeometryReader(content:) 13.0 inert
    view ScrollViewReader(content:) 14.0 inert
    view ViewThatFits(in:content:) 16.0 inert
    view Canvas(opaque:colorMode:rendersAsynchronously:renderer:) 15.0 inert
    view TimelineView(_:content:) 15.0 inert
    view AnyView(_:) 13.0 modelled
    view ContentUnavailableView(_:systemImage:description:) 17.0 inert
    view ContentUnavailableView(_:image:description:) 17.0 inert
    view ContentUnavailableView(label:description:actions:) 17.0 inert
    view Link(_:destination:) 14.0 inert
    view Link(destination:label:) 14.0 inert
    view DisclosureGroup(_:content:) 14.0 inert
    view DisclosureGroup(_:isExpanded:content:) 14.0 inert
    view DisclosureGroup(content:label:) 14.0 inert
    view DisclosureGroup(isExpanded:content:label:) 14.0 inert
    view OutlineGroup(_:children:content:) 14.0 inert
    view LabeledContent(_:value:) 16.0 inert
    view LabeledContent(_:content:) 16.0 inert
    view LabeledContent(content:label:) 16.0 inert
    view Grid(alignment:horizontalSpacing:verticalSpacing:content:) 16.0 inert
    view GridRow(alignment:content:) 16.0 inert
    view ControlGroup(content:) 15.0 inert
    view ControlGroup(content:label:) 16.0 inert
    view GroupBox(content:) 14.0 inert
    view GroupBox(_:content:) 14.0 inert
    view GroupBox(content:label:) 14.0 inert
    view AsyncImage(url:scale:) 15.0 inert
    view AsyncImage(url:scale:content:placeholder:) 15.0 inert
    view AsyncImage(url:scale:transaction:content:) 15.0 inert
    view Table(_:columns:) 16.0 inert
    view Table(_:selection:columns:) 16.0 inert
    view TableColumn(_:value:) 16.0 inert
    view EditButton() 13.0 alters
    view PasteButton(payloadType:onPaste:) 16.0 inert
    view RenameButton() 16.0 inert
    view Chart(content:) 16.0 inert
    view Chart(_:content:) 16.0 inert
    view Map(coordinateRegion:interactionModes:showsUserLocation:) 14.0 inert deprecated=17.0
    view Map(position:bounds:interactionModes:scope:content:) 17.0 inert
    view Map(initialPosition:bounds:interactionModes:scope:content:) 17.0 inert
    view VideoPlayer(player:) 14.0 inert
    view Menu(_:content:) 14.0 presents
    view Menu(content:label:) 14.0 presents
    view Menu(_:systemImage:content:) 17.0 presents
    view Menu(content:label:primaryAction:) 15.0 presents
    view TabView(content:) 13.0 modelled
    view TabView(selection:content:) 13.0 modelled
    view Tab(_:systemImage:content:) 18.0 modelled
    view Tab(_:systemImage:value:content:) 18.0 modelled
    view Tab(_:image:value:content:) 18.0 presents
    view ShareLink(item:) 16.0 presents
    view ShareLink(item:subject:message:) 16.0 presents
    view ShareLink(_:item:) 16.0 presents
    view ShareLink(item:label:) 16.0 presents
    view PhotosPicker(_:selection:matching:) 16.0 presents
    view PhotosPicker(selection:matching:label:) 16.0 presents
    view ToolbarItem(placement:content:) 14.0 inert
    view ToolbarItem(id:placement:content:) 14.0 inert
    view ToolbarItemGroup(placement:content:) 14.0 inert
    view ToolbarSpacer(_:placement:) 26.0 inert
    modifier navigationTitle(_:) 14.0 modelled
    modifier navigationBarTitle(_:) 13.0 modelled deprecated=future
    modifier navigationBarTitle(_:displayMode:) 13.0 modelled deprecated=future
    modifier navigationDestination(for:destination:) 16.0 modelled
    modifier navigationDestination(isPresented:destination:) 16.0 modelled
    modifier navigationDestination(item:destination:) 17.0 modelled
    modifier isDetailLink(_:) 13.0 modelled
    modifier navigationViewStyle(_:) 13.0 modelled deprecated=future
    modifier tag(_:) 13.0 modelled
    modifier tag(_:includeOptional:) 18.0 modelled
    modifier disabled(_:) 13.0 modelled
    modifier navigationSplitViewStyle(_:) 16.0 inert
    modifier navigationSplitViewColumnWidth(_:) 16.0 inert
    modifier navigationSplitViewColumnWidth(min:ideal:max:) 16.0 inert
    modifier navigationBarTitleDisplayMode(_:) 14.0 inert
    modifier toolbarTitleDisplayMode(_:) 17.0 inert
    modifier navigationTransition(_:) 18.0 inert
    modifier matchedTransitionSource(id:in:) 18.0 inert
    modifier navigationDocument(_:) 16.0 inert
    modifier navigationBarBackButtonHidden(_:) 13.0 modelled
    modifier navigationBarHidden(_:) 13.0 inert deprecated=future
    modifier navigationBarItems(leading:trailing:) 13.0 modelled deprecated=future
    modifier navigationBarItems(leading:) 13.0 modelled deprecated=future
    modifier navigationBarItems(trailing:) 13.0 modelled deprecated=future
    modifier toolbar(content:) 14.0 modelled
    modifier toolbar(id:content:) 14.0 modelled
    modifier toolbar(_:for:) 16.0 modelled
    modifier toolbar(removing:) 17.0 inert
    modifier toolbarBackground(_:for:) 16.0 inert
    modifier toolbarColorScheme(_:for:) 16.0 inert
    modifier toolbarRole(_:) 16.0 inert
    modifier toolbarTitleMenu(content:) 16.0 acts
    modifier sheet(isPresented:onDismiss:content:) 13.0 modelled
    modifier sheet(item:onDismiss:content:) 13.0 modelled
    modifier fullScreenCover(isPresented:onDismiss:content:) 14.0 modelled
    modifier fullScreenCover(item:onDismiss:content:) 14.0 modelled
    modifier popover(isPresented:attachmentAnchor:arrowEdge:content:) 13.0 modelled
    modifier popover(item:attachmentAnchor:arrowEdge:content:) 13.0 modelled
    modifier alert(_:isPresented:actions:) 15.0 modelled
    modifier alert(_:isPresented:actions:message:) 15.0 modelled
    modifier alert(_:isPresented:presenting:actions:message:) 15.0 presents
    modifier alert(isPresented:error:actions:) 15.0 presents
    modifier alert(isPresented:content:) 13.0 presents deprecated=future
    modifier alert(item:content:) 13.0 presents deprecated=future
    modifier confirmationDialog(_:isPresented:titleVisibility:actions:) 15.0 modelled
    modifier confirmationDialog(_:isPresented:titleVisibility:actions:message:) 15.0 modelled
    modifier confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) 15.0 presents
    modifier actionSheet(isPresented:content:) 13.0 presents deprecated=future
    modifier inspector(isPresented:content:) 17.0 presents
    modifier contextMenu(menuItems:) 13.0 presents
    modifier contextMenu(menuItems:preview:) 16.0 presents
    modifier fileImporter(isPresented:allowedContentTypes:onCompletion:) 14.0 presents
    modifier fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:) 14.0 presents
    modifier photosPicker(isPresented:selection:matching:) 16.0 presents
    modifier searchable(text:placement:prompt:) 15.0 inert
    modifier searchable(text:isPresented:placement:prompt:) 17.0 inert
    modifier searchable(text:tokens:placement:prompt:token:) 16.0 inert
    modifier searchSuggestions(_:) 16.0 inert
    modifier searchScopes(_:scopes:) 16.0 inert
    modifier swipeActions(edge:allowsFullSwipe:content:) 15.0 acts
    modifier onTapGesture(count:perform:) 13.0 acts
    modifier onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:) 13.0 acts
    modifier gesture(_:including:) 13.0 acts
    modifier simultaneousGesture(_:including:) 13.0 acts
    modifier onAppear(perform:) 13.0 acts
    modifier onDisappear(perform:) 13.0 acts
    modifier task(priority:_:) 15.0 acts
    modifier task(id:priority:_:) 15.0 acts
    modifier onChange(of:perform:) 14.0 acts deprecated=17.0
    modifier onChange(of:initial:_:) 17.0 acts
    modifier onSubmit(of:_:) 15.0 acts
    modifier onReceive(_:perform:) 13.0 acts
    modifier onOpenURL(perform:) 14.0 acts
    modifier onDelete(perform:) 13.0 acts
    modifier onMove(perform:) 13.0 acts
    modifier refreshable(action:) 15.0 acts
    modifier onHover(perform:) 13.4 inert
    modifier onContinueUserActivity(_:perform:) 14.0 acts
    modifier tabItem(_:) 13.0 inert
    modifier tabViewStyle(_:) 14.0 inert
    modifier indexViewStyle(_:) 14.0 inert
    modifier badge(_:) 15.0 inert
    modifier id(_:) 13.0 inert
    modifier environment(_:_:) 13.0 inert
    modifier environment(_:) 17.0 inert
    modifier environmentObject(_:) 13.0 inert
    modifier modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:) 17.0 inert
    modifier padding(_:) 13.0 inert
    modifier padding(_:_:) 13.0 inert
    modifier font(_:) 13.0 inert
    modifier fontWeight(_:) 13.0 inert
    modifier fontDesign(_:) 16.1 inert
    modifier fontWidth(_:) 16.0 inert
    modifier bold(_:) 13.0 inert
    modifier italic(_:) 13.0 inert
    modifier underline(_:color:) 13.0 inert
    modifier strikethrough(_:color:) 13.0 inert
    modifier monospaced(_:) 15.0 inert
    modifier monospacedDigit() 15.0 inert
    modifier kerning(_:) 13.0 inert
    modifier tracking(_:) 13.0 inert
    modifier baselineOffset(_:) 13.0 inert
    modifier lineLimit(_:) 13.0 inert
    modifier lineLimit(_:reservesSpace:) 16.0 inert
    modifier lineSpacing(_:) 13.0 inert
    modifier multilineTextAlignment(_:) 13.0 inert
    modifier truncationMode(_:) 13.0 inert
    modifier minimumScaleFactor(_:) 13.0 inert
    modifier textCase(_:) 14.0 inert
    modifier textSelection(_:) 15.0 inert
    modifier foregroundColor(_:) 13.0 inert deprecated=future
    modifier foregroundStyle(_:) 15.0 inert
    modifier foregroundStyle(_:_:) 15.0 inert
    modifier foregroundStyle(_:_:_:) 15.0 inert
    modifier background(_:alignment:) 13.0 inert
    modifier background(_:ignoresSafeAreaEdges:) 15.0 inert
    modifier background(_:in:fillStyle:) 15.0 inert
    modifier background(alignment:content:) 15.0 modelled
    modifier backgroundStyle(_:) 16.0 inert
    modifier overlay(_:alignment:) 13.0 inert
    modifier overlay(alignment:content:) 15.0 modelled
    modifier overlay(_:in:fillStyle:) 15.0 inert
    modifier frame(width:height:alignment:) 13.0 inert
    modifier frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) 13.0 inert
    modifier fixedSize() 13.0 inert
    modifier fixedSize(horizontal:vertical:) 13.0 inert
    modifier layoutPriority(_:) 13.0 inert
    modifier containerRelativeFrame(_:alignment:) 17.0 inert
    modifier aspectRatio(_:contentMode:) 13.0 inert
    modifier scaledToFit() 13.0 inert
    modifier scaledToFill() 13.0 inert
    modifier resizable(capInsets:resizingMode:) 13.0 inert
    modifier renderingMode(_:) 13.0 inert
    modifier interpolation(_:) 13.0 inert
    modifier imageScale(_:) 13.0 inert
    modifier symbolRenderingMode(_:) 15.0 inert
    modifier symbolVariant(_:) 15.0 inert
    modifier symbolEffect(_:options:value:) 17.0 inert
    modifier symbolEffect(_:options:isActive:) 17.0 inert
    modifier listStyle(_:) 13.0 inert
    modifier listRowBackground(_:) 13.0 inert
    modifier listRowSeparator(_:edges:) 15.0 inert
    modifier listRowSeparatorTint(_:edges:) 15.0 inert
    modifier listSectionSeparator(_:edges:) 15.0 inert
    modifier listRowInsets(_:) 13.0 inert
    modifier listRowSpacing(_:) 17.0 inert
    modifier listSectionSpacing(_:) 17.0 inert
    modifier listItemTint(_:) 14.0 inert
    modifier headerProminence(_:) 15.0 inert
    modifier scrollContentBackground(_:) 16.0 inert
    modifier scrollDismissesKeyboard(_:) 16.0 inert
    modifier scrollIndicators(_:axes:) 16.0 inert
    modifier scrollDisabled(_:) 16.0 inert
    modifier scrollTargetBehavior(_:) 17.0 inert
    modifier scrollTargetLayout(isEnabled:) 17.0 inert
    modifier scrollPosition(id:anchor:) 17.0 inert
    modifier scrollClipDisabled(_:) 17.0 inert
    modifier defaultScrollAnchor(_:) 17.0 inert
    modifier contentMargins(_:_:for:) 17.0 inert
    modifier safeAreaInset(edge:alignment:spacing:content:) 15.0 modelled
    modifier safeAreaPadding(_:_:) 17.0 inert
    modifier ignoresSafeArea(_:edges:) 14.0 inert
    modifier edgesIgnoringSafeArea(_:) 13.0 inert deprecated=future
    modifier tint(_:) 15.0 inert
    modifier accentColor(_:) 13.0 inert deprecated=future
    modifier cornerRadius(_:antialiased:) 13.0 inert deprecated=future
    modifier clipShape(_:style:) 13.0 inert
    modifier clipped(antialiased:) 13.0 inert
    modifier mask(alignment:_:) 15.0 inert
    modifier contentShape(_:eoFill:) 13.0 inert
    modifier shadow(color:radius:x:y:) 13.0 inert
    modifier border(_:width:) 13.0 inert
    modifier opacity(_:) 13.0 inert
    modifier blur(radius:opaque:) 13.0 inert
    modifier brightness(_:) 13.0 inert
    modifier contrast(_:) 13.0 inert
    modifier saturation(_:) 13.0 inert
    modifier grayscale(_:) 13.0 inert
    modifier hueRotation(_:) 13.0 inert
    modifier colorInvert() 13.0 inert
    modifier colorMultiply(_:) 13.0 inert
    modifier blendMode(_:) 13.0 inert
    modifier scaleEffect(_:anchor:) 13.0 inert
    modifier scaleEffect(x:y:anchor:) 13.0 inert
    modifier rotationEffect(_:anchor:) 13.0 inert
    modifier rotation3DEffect(_:axis:anchor:anchorZ:perspective:) 13.0 inert
    modifier offset(_:) 13.0 inert
    modifier offset(x:y:) 13.0 inert
    modifier position(_:) 13.0 inert
    modifier position(x:y:) 13.0 inert
    modifier zIndex(_:) 13.0 inert
    modifier coordinateSpace(name:) 13.0 inert
    modifier coordinateSpace(_:) 17.0 inert
    modifier animation(_:value:) 15.0 inert
    modifier animation(_:) 13.0 inert deprecated=15.0
    modifier transition(_:) 13.0 inert
    modifier contentTransition(_:) 16.0 inert
    modifier matchedGeometryEffect(id:in:properties:anchor:isSource:) 14.0 inert
    modifier phaseAnimator(_:content:animation:) 17.0 inert
    modifier keyframeAnimator(initialValue:repeating:content:keyframes:) 17.0 inert
    modifier sensoryFeedback(_:trigger:) 17.0 inert
    modifier buttonStyle(_:) 13.0 inert
    modifier buttonBorderShape(_:) 15.0 inert
    modifier labelStyle(_:) 14.0 inert
    modifier toggleStyle(_:) 13.0 inert
    modifier pickerStyle(_:) 13.0 inert
    modifier textFieldStyle(_:) 13.0 inert
    modifier datePickerStyle(_:) 13.0 inert
    modifier progressViewStyle(_:) 14.0 inert
    modifier gaugeStyle(_:) 16.0 inert
    modifier menuStyle(_:) 14.0 inert
    modifier groupBoxStyle(_:) 14.0 inert
    modifier formStyle(_:) 16.0 inert
    modifier labeledContentStyle(_:) 16.0 inert
    modifier controlSize(_:) 15.0 inert
    modifier labelsHidden() 13.0 inert
    modifier hidden() 13.0 inert
    modifier allowsHitTesting(_:) 13.0 inert
    modifier keyboardType(_:) 13.0 inert
    modifier textContentType(_:) 13.0 inert
    modifier textInputAutocapitalization(_:) 15.0 inert
    modifier autocapitalization(_:) 13.0 inert deprecated=future
    modifier autocorrectionDisabled(_:) 13.0 inert
    modifier disableAutocorrection(_:) 13.0 inert deprecated=future
    modifier submitLabel(_:) 15.0 inert
    modifier focused(_:) 15.0 inert
    modifier focused(_:equals:) 15.0 inert
    modifier focusable(_:) 17.0 inert
    modifier accessibilityLabel(_:) 14.0 inert
    modifier accessibilityHint(_:) 14.0 inert
    modifier accessibilityValue(_:) 14.0 inert
    modifier accessibilityIdentifier(_:) 14.0 inert
    modifier accessibilityHidden(_:) 14.0 inert
    modifier accessibilityElement(children:) 13.0 inert
    modifier accessibilityAddTraits(_:) 14.0 inert
    modifier accessibilityAction(_:_:) 13.0 inert
    modifier help(_:) 14.0 inert
    modifier keyboardShortcut(_:modifiers:) 14.0 inert
    modifier preferredColorScheme(_:) 13.0 inert
    modifier colorScheme(_:) 13.0 inert deprecated=future
    modifier redacted(reason:) 14.0 inert
    modifier unredacted() 14.0 inert
    modifier privacySensitive(_:) 15.0 inert
    modifier statusBarHidden(_:) 13.0 inert
    modifier persistentSystemOverlays(_:) 16.0 inert
    modifier presentationDetents(_:) 16.0 inert
    modifier presentationDetents(_:selection:) 16.0 inert
    modifier presentationDragIndicator(_:) 16.0 inert
    modifier presentationBackground(_:) 16.4 inert
    modifier presentationCornerRadius(_:) 16.4 inert
    modifier presentationCompactAdaptation(_:) 16.4 modelled
    modifier presentationCompactAdaptation(horizontal:vertical:) 16.4 modelled
    modifier interactiveDismissDisabled(_:) 15.0 modelled
    modifier deleteDisabled(_:) 13.0 inert
    modifier moveDisabled(_:) 13.0 inert
    modifier draggable(_:) 16.0 inert
    modifier dropDestination(for:action:isTargeted:) 16.0 inert
    modifier gridCellColumns(_:) 16.0 inert
    modifier gridColumnAlignment(_:) 16.0 inert
    modifier drawingGroup(opaque:colorMode:) 13.0 inert
    modifier compositingGroup() 13.0 inert
    modifier onGeometryChange(for:of:action:) 16.0 inert
    modifier onScrollGeometryChange(for:of:action:) 18.0 inert
    modifier dynamicTypeSize(_:) 15.0 inert
    modifier chartXAxis(content:) 16.0 inert
    modifier chartYAxis(content:) 16.0 inert
    modifier chartLegend(_:) 16.0 inert
    modifier mapStyle(_:) 17.0 inert
    modifier mapControls(_:) 17.0 inert
    type NavigationPath 16.0 modelled
    type Color 13.0 modelled
    type Font 13.0 inert
    type Binding 13.0 modelled
    type State 13.0 modelled
    type StateObject 14.0 inert
    type ObservedObject 13.0 inert
    type EnvironmentObject 13.0 inert
    type Environment 13.0 inert
    type Bindable 17.0 inert
    type FocusState 15.0 inert
    type AppStorage 14.0 inert
    type SceneStorage 14.0 inert
    type Namespace 14.0 inert
    type ViewBuilder 13.0 inert
    type LocalizedStringKey 13.0 inert
    type NavigationSplitViewVisibility 16.0 modelled
    type NavigationSplitViewColumn 17.0 modelled
    type NavigationSplitViewStyle 16.0 inert
    type NavigationBarItem 13.0 inert
    type GridItem 14.0 inert
    type Edge 13.0 inert
    type EdgeInsets 13.0 inert
    type Alignment 13.0 inert
    type HorizontalAlignment 13.0 inert
    type VerticalAlignment 13.0 inert
    type ContentMode 13.0 inert
    type UnitPoint 13.0 inert
    type Angle 13.0 inert
    type Gradient 13.0 inert
    type ButtonRole 15.0 inert
    type ToolbarItemPlacement 14.0 inert
    type ScenePhase 14.0 inert
    type DismissAction 15.0 inert
    type Animation 13.0 inert
    type Transaction 13.0 inert
    type ShapeStyle 13.0 inert
    type WindowGroup 14.0 inert
    type Scene 14.0 inert
    type App 14.0 inert
    stdlib enumerated
    stdlib split
    stdlib components
    stdlib indices
    stdlib flatMap
    stdlib count
    stdlib index
    stdlib distance
    stdlib elementsEqual
    stdlib lexicographicallyPrecedes
    stdlib drop
    stdlib partition
    stdlib swapAt
    stdlib removeSubrange
    stdlib replaceSubrange
    stdlib append
    stdlib merging
    stdlib mapValues
    stdlib compactMapValues
    stdlib updateValue
    stdlib removeValue
    stdlib replacingOccurrences
    stdlib localizedCaseInsensitiveContains
    stdlib localizedStandardContains
    stdlib localizedCompare
    stdlib caseInsensitiveCompare
    stdlib formIntersection
    stdlib formSymmetricDifference
    stdlib isDisjoint
    stdlib isStrictSubset
    stdlib isStrictSuperset
    stdlib popFirst
    stdlib difference
    stdlib sum
    stdlib lazy
    stdlib firstRange
    stdlib ranges
    stdlib trimmingPrefix
    stdlib replacing
    stdlib uppercased
    stdlib lowercased
    stdlib hasPrefix
    stdlib hasSuffix
    stdlib padding
    stdlib filter
    stdlib map
    stdlib compactMap
    stdlib forEach
    stdlib reduce
    stdlib contains
    stdlib allSatisfy
    stdlib first
    stdlib last
    stdlib firstIndex
    stdlib lastIndex
    stdlib sorted
    stdlib reversed
    stdlib joined
    stdlib prefix
    stdlib suffix
    stdlib dropFirst
    stdlib dropLast
    stdlib max
    stdlib min
    stdlib starts
    stdlib removeLast
    stdlib removeFirst
    stdlib removeAll
    stdlib insert
    stdlib remove
    stdlib popLast
    stdlib sort
    stdlib reverse
    stdlib union
    stdlib intersection
    stdlib subtracting
    stdlib symmetricDifference
    stdlib isSubset
    stdlib isSuperset
    stdlib formUnion
    stdlib subtract
    """
}
