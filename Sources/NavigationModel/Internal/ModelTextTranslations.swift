/// The model's texts and the catalog's titles in Simplified Chinese, keyed by the same entries
/// and names as the English (``CatalogText/templates``, ``BehaviourCatalog/entries``).
///
/// Where the English is a log SwiftUI (or Xcode) writes, the translation keeps those exact
/// words, which are what a reader searches for, and explains them after.
enum ModelTextTranslations {
    static let zhHans: [BehaviourID: [String: String]] = [
        .destinationForTypeMapsToView: [
            "pathElementWithoutDestination":
                "从这个栈看不到“{0}”的 navigationDestination；路径的第 {1} 个元素显示为空视图",
        ],
        .destinationMustBeInsideStack: [
            "destinationOutsideStack":
                "在导航栈之外声明的 navigationDestination 对栈不可见；请在栈的内容中声明它",
        ],
        .destinationInLazyContainer: [
            "lazyContainer":
                "SwiftUI 的日志：“Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`. … There's a misplaced `{0}`. It will be ignored in a future release.”（不要把导航目标修饰符放在 List、LazyVStack 这类“惰性”容器里：它们只在需要显示时才创建子视图。请把它移到容器之外，让导航栈始终看得到目标。这个声明暂时仍然有效，将来的版本会忽略它。）",
            "lazyContainerIgnored":
                "SwiftUI 的日志：“Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`. … There's a misplaced `{0}`. It will be ignored.”（不要把导航目标修饰符放在 List、LazyVStack 这类“惰性”容器里：它们只在需要显示时才创建子视图。这个声明已被忽略，请把它移到容器之外。）",
        ],
        .closestDuplicateDestinationWins: [
            "duplicateDestination":
                "SwiftUI 的日志：“A navigationDestination for “{0}” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.”（栈中较早的位置已经为“{0}”声明过 navigationDestination，只有最靠近根视图的那个声明生效。）",
        ],
        .homogeneousPathUsesRootDestinations: [
            "homogeneousPath":
                "SwiftUI 的日志：“Only root-level navigation destinations are effective for a navigation stack with a homogeneous path.”（路径元素类型单一的导航栈只采用根层级声明的导航目标。）",
        ],
        .typedPathRejectsOtherTypes: [
            "valueDoesNotFitPath": "类型为“{0}”的值无法推入元素类型为 {1} 的路径",
        ],
        .viewPushesSitAboveThePath: [
            "viewPushesRemovedOne": "推入一个值时，移除了路径之上的 {0} 个视图推入",
            "viewPushesRemovedMany": "推入一个值时，移除了路径之上的 {0} 个视图推入",
            "valueLinkInViewDestination":
                "在以视图为目标推入的画面中点按值链接（“{0}”）不会导航：路径和画面保持不变；请在代码中向路径追加值，或改为按值推入这个画面",
        ],
        .valueLinkNeedsVisibleDestination: [
            "noMatchingDestination":
                "SwiftUI 的日志：“A NavigationLink is presenting a value of type “{0}” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.”（从链接所在位置看不到与“{0}”匹配的 navigationDestination，链接无法激活。）",
        ],
        .leadingColumnLinkDrivesNextColumn: [
            "ownColumnDestination": "链接的目标声明在它自己所在的栏中：目标显示在{0}栏的位置",
        ],
        .deprecatedIsActiveAndTagLinks: [
            "isActiveDeprecated":
                "'NavigationLink(_:isActive:destination:)' 自 iOS 16 起已弃用：请使用 NavigationLink(value:)，并把路径绑定到 NavigationStack(path:)",
            "tagSelectionDeprecated":
                "'NavigationLink(_:tag:selection:destination:)' 自 iOS 16 起已弃用：请在 List(selection:) 中使用 NavigationLink(value:) 行",
        ],
        .twoActiveLinksShowTheFirst: [
            "twoActiveLinks":
                "SwiftUI 的日志：“SwiftUI encountered an issue when pushing aNavigationLink. Please file a bug.”（同一个栈里有两个 isActive 链接同时为 true，只显示第一个。）",
        ],
        .compactSplitViewCollapses: [
            "collapsedFromSelection": "进入紧凑宽度：折叠后的栈显示前一栏有选择或已推入内容的每一栏",
        ],
        .collapsedBackClearsValueLinkSelection: [
            "clearsSelection": "从折叠的栏返回清除了“{0}”：它的行是 NavigationLink(value:) 行",
            "keepsSelection": "从折叠的栏返回后“{0}”仍保持选中：它的行是普通视图，所以该行仍然高亮",
        ],
        .iOS16ConditionalColumnDoesNotUpdate: [
            "iOS16ConditionalColumn":
                "在 iOS 16 上，直接放在 NavigationSplitView 栏中的条件语句不会随选择变化而更新；请用 ZStack 包裹它",
        ],
        .navigationViewStackOrColumns: [
            "valueLinkInNavigationView":
                "Xcode 14 的日志：“A NavigationLink is presenting a value but is not inside a navigation stack or split view: it must appear inside a NavigationContent-based NavigationView. Link will be disabled.”（值链接不在 NavigationStack 或 NavigationSplitView 中，不会起作用。）",
        ],
        .navigationViewIsDeprecated: [
            "navigationViewStack": "'NavigationView' 自 iOS 16 起已弃用：请使用 NavigationStack",
            "navigationViewColumns": "'NavigationView' 自 iOS 16 起已弃用：请使用 NavigationSplitView",
            "navigationViewAutomatic": "'NavigationView' 自 iOS 16 起已弃用：单栏请使用 NavigationStack，多栏请使用 NavigationSplitView",
            "styleStack": "'navigationViewStyle(.stack)' 自 iOS 16 起已弃用：请使用 NavigationStack",
            "styleColumns": "'navigationViewStyle(.columns)' 自 iOS 16 起已弃用：请使用 NavigationSplitView",
            "styleAutomatic": "'navigationViewStyle' 自 iOS 16 起已弃用：请使用 NavigationStack 或 NavigationSplitView",
        ],
        .nestedLegacyLinksPushOneLevelPerUpdate: [
            "nestedLegacyLink":
                "与显示它的链接在同一次更新中激活的、位于目标内部的链接不会被推入：旧式链接每次更新只推入一层（它的标志仍为 true；请在第一层显示后再设置它）",
        ],
        .restorationIsTheAppsJob: [
            "relaunchRestored":
                "relaunch 模拟一个通过 Codable 保存导航状态的应用（SwiftUI 不会跨启动保留 @State）：已恢复 {0}；其他 @State 都从初始值重新开始",
            "relaunchNothingBound":
                "relaunch 模拟一个通过 Codable 保存导航状态的应用（SwiftUI 不会跨启动保留 @State）：没有绑定到导航的状态；其他 @State 都从初始值重新开始",
        ],
        .nestedStackIsUnsupported: [
            "nestedStack":
                "不支持把 NavigationStack 放在另一个导航栈推入的视图里：内层的栈被忽略，它的链接找不到匹配的 navigationDestination",
        ],
        .sidebarSelectionPopsDetailValuePushes: [
            "detailReset": "选择改变了：{0}栏的栈中按值推入的画面已被弹出",
            "viewPushesKept":
                "选择改变了：{0}栏以视图为目标的推入仍然保留（选择改变只弹出按值推入的画面；给栈加上 .id(selection) 才能整体重置）",
        ],
        .selectableRowsAreTagged: [
            "tagTypeMismatch":
                "这一行的标签 {0} 的类型是 {1}，而列表的选择保存的是 {2}：列表不会选中这一行（标签必须与选择的类型相同，或是该类型的 Optional）；请用选择所需类型的值给这一行加标签",
        ],
        .objectsAreShared: [
            "environmentFromInsideStack":
                "推入的画面从声明其目标的视图的环境中读取了“{0}”，而这个对象是在栈内部设置的：模型把它传了过去；SwiftUI 给推入的画面的是栈的环境，对栈内部设置的对象能否传过去，各方报告不一",
        ],
        .dismissActsWhereItIsDeclared: [
            "notPresented":
                "dismiss() 没有任何效果：它声明在一个没有被呈现的视图中（应用自身的栈或分栏视图的根画面），而这个操作只作用于声明它的那个环境",
            "notOnScreen": "dismiss() 没有任何效果：声明它的视图已经不在屏幕上",
            "collapsedColumnPopped": "在 iOS 18 上，声明在折叠分栏视图{0}栏中的 dismiss() 会离开这一栏",
            "columnSelectionCleared": "在 iOS 18 上，声明在展开分栏视图{0}栏中的 dismiss() 会清除显示这一栏的选择",
        ],
        .toolbarItemsAreBarControls: [
            "toolbarWithoutBar":
                "在 NavigationStack、NavigationSplitView 或 NavigationView 之外的工具栏项目没有导航栏可以显示：它们不会出现",
        ],
        .tabViewShowsOneTabAtATime: [
            "reselectedTab": "再次点按正在显示的标签页在这里不会改变任何东西：对于 SwiftUI 是否会把该标签页的栈弹回根视图，各方报告不一",
            "tabViewInScreen": "画面内部的 TabView 按它的第一个标签页绘制：它的其他标签页和选择都没有建模",
        ],
        .computedBindingRunsItsSetter: [
            "reselectedTab": "再次点按正在显示的标签页会再次运行它的选择绑定的 setter；模型自己不弹出任何界面，因为对于 SwiftUI 是否会把该标签页的栈弹回根视图，各方报告不一",
        ],
        .bindingDestinationTakesPushesAbove: [
            "poppedAbove": "“{0}”不再呈现它的目标：推入在该目标之上的画面也一起离开了",
        ],
        .compactPopoverShowsAsSheet: [
            "popoverAsSheet": "在紧凑宽度下，弹出框以表单的形式显示；使用 .presentationCompactAdaptation(.popover) 可以让它保持为弹出框",
        ],
        .onePresentationAtATime: [
            "twoPresentations":
                "SwiftUI 的日志：“Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed.”（同一处同时只能呈现一个表单，下一个要等当前的表单关闭后才会出现。）",
        ],
        .presentationLeavesWithItsPresenter: [
            "presenterGone": "这个{0}随着呈现它的画面一起离开了，而“{1}”仍然表示它处于呈现状态",
        ],
    ]

    /// The catalog's entry titles, by id.
    static let zhHansTitles: [BehaviourID: String] = [
        .stackShowsLastPushOverRoot: "根视图始终存在；最后推入的画面显示在顶部；在根视图时返回不可用",
        .stackOwnsStateOrBindsPath: "栈自行管理状态，或使用绑定的路径",
        .assignedPathShowsItsLastElement: "给路径赋值会在顶部显示它的最后一个元素",
        .removeLastPopsOneAndEmptyPathPopsToRoot: "removeLast 弹出一个画面；清空路径会弹回根视图",
        .tapsAndCodeChangeTheSamePath: "点按和代码改变的是同一条路径",
        .nestedStackIsUnsupported: "不支持把栈放在另一个栈推入的视图里",
        .sidebarSelectionPopsDetailValuePushes: "新的侧边栏选择会弹出详情栈按值推入的画面，但不弹出以视图为目标推入的画面",
        .navigationPathRemovesNoMoreThanItHolds: "NavigationPath 的 API；移除过多元素是前置条件错误",
        .pathCodableIsNilForNonCodableElements: "只要有一个元素不是 Codable，codable 就是 nil",
        .decodedPathShowsTheSameScreens: "解码出的路径显示同样的画面，但不一定与原路径相等",
        .decodingAnUndeclaredTypeFails: "解码示例已不再声明的类型会失败",
        .destinationForTypeMapsToView: "navigationDestination(for:) 把一个类型映射到一个视图",
        .destinationMustBeInsideStack: "导航目标必须声明在栈内部",
        .destinationInLazyContainer: "惰性容器中的导航目标：iOS 16/17 发出警告，iOS 18 会忽略",
        .closestDuplicateDestinationWins: "同一类型声明两次：最靠近根视图的声明生效",
        .homogeneousPathUsesRootDestinations: "元素类型单一的路径只采用根层级的导航目标",
        .typedPathRejectsOtherTypes: "其他类型的值放不进有类型的路径",
        .isPresentedDestinationPushesWhileTrue: "navigationDestination(isPresented:) 在为 true 时推入",
        .itemDestinationPushesWhileNonNil: "navigationDestination(item:) 在不为 nil 时推入",
        .viewPushesSitAboveThePath: "视图推入位于路径之上；修改路径的代码会移除它们；其中的值链接不起作用",
        .viewLinkPushesItsView: "以视图为目标的链接推入它们的视图",
        .valueLinkAppendsItsValue: "值链接追加它们的值；值为 nil 时链接不可用",
        .valueLinkNeedsVisibleDestination: "没有可见导航目标的值链接无法激活",
        .leadingColumnLinkDrivesNextColumn: "前面栏中的值链接驱动下一栏",
        .linkOutsideContainerIsDisabled: "任何导航容器之外的链接都不可用",
        .deprecatedIsActiveAndTagLinks: "已弃用的 isActive 链接与 tag/selection 链接",
        .twoActiveLinksShowTheFirst: "两个 isActive 链接同时激活：显示第一个",
        .nonDetailLinkKeepsPushInItsColumn: "isDetailLink(false) 让推入留在它自己的栏中",
        .twoAndThreeColumnSplitViews: "两栏与三栏的分栏视图",
        .listSelectionDrivesNextColumn: "一栏中的 List 选择驱动下一栏",
        .columnsSideBySideAtRegularWidth: "常规宽度下各栏并排显示；竖放的 iPad 只显示详情栏",
        .compactSplitViewCollapses: "紧凑宽度下分栏视图折叠成一个栈",
        .collapsedBackClearsValueLinkSelection: "折叠时返回会清除值链接行的选择，保留普通行的选择",
        .preferredCompactColumnShowsOnTop: "preferredCompactColumn 决定折叠时顶部显示哪一栏",
        .iOS16ConditionalColumnDoesNotUpdate: "iOS 16：分栏视图栏中的条件语句不会更新",
        .navigationViewStackOrColumns: "NavigationView：栈或分栏；其中的值链接不起作用",
        .navigationViewIsDeprecated: "NavigationView 与 navigationViewStyle 已弃用",
        .nestedLegacyLinksPushOneLevelPerUpdate: "嵌套的旧式链接每次更新只推入一层",
        .deepLinkAssignsTheWholePath: "深层链接一次给整条路径赋值",
        .restorationIsTheAppsJob: "恢复是应用自己的工作；relaunch 模拟一个保存导航状态的应用",
        .selectableRowsAreTagged: "可选列表的每一行都有标签：.tag、值链接的值或 ForEach 的 id；类型与选择（或其 Optional）不符的标签不会选中该行",
        .stateLivesWithViewIdentity: "视图的 @State 随其身份存在：它的位置、分支和 .id；被弹出画面的状态随之结束",
        .objectsAreShared: "对象是共享的：持有它的每个视图都能看到它的变化；@StateObject 随其视图存在；环境对象会传给后代视图和推入的画面",
        .dismissActsWhereItIsDeclared: "dismiss() 作用于声明它的地方：弹出该视图被推入的画面、关闭包含它的呈现，在没有被呈现的画面上不起作用；在 iOS 18 上还会离开分栏视图的一栏",
        .toolbarItemsAreBarControls: "工具栏项目是声明它们的画面的导航栏中的控件，只在导航容器提供导航栏时显示；容器旁边的控件也在屏幕上；隐藏返回按钮会去掉返回",
        .presentationsAreLayers: "表单、全屏覆盖、弹出框和警告框是呈现它们的视图之上的图层；表单里的栈是它自己的；无论是什么把绑定设回去（轻扫、dismiss()、按钮还是代码），都会运行 onDismiss",
        .tabViewShowsOneTabAtATime: "TabView 一次显示一个标签页；其他标签页显示时，每个标签页保留自己的栈和状态；选择跟随标签；顶部的呈现会盖住标签栏",
        .confirmationDialogHasDismissAction: "确认对话框有标准的关闭操作：紧凑宽度下是“取消”，角色为 .cancel 的按钮会取代它；常规宽度下它是一个点按外部即可关闭的弹出框；每个操作都会关闭它",
        .bindingDestinationTakesPushesAbove: "由绑定显示的目标（isActive、标签、isPresented、item）在绑定不再呈现它时，会带走推入在它之上的画面",
        .compactPopoverShowsAsSheet: "紧凑宽度下弹出框以表单形式显示，除非 presentationCompactAdaptation 另有指定",
        .anyViewErasesOnlyTheType: "AnyView 只抹去视图的类型：显示的是它包裹的视图，使用显示位置的环境，控件照常可用",
        .onePresentationAtATime: "同一处同时有两个呈现：SwiftUI 只显示一个，并记录日志说只支持单个表单",
        .presentationLeavesWithItsPresenter: "呈现它的画面离开时，呈现也随之离开，而它的绑定仍保持设置",
        .deepLinkReachesEveryOnOpenURLHandler: "深层链接会送达屏幕上每个视图的 onOpenURL 处理程序，每个都收到该 URL",
        .returnRunsEnclosingOnSubmitActions: "在文本框中按回车会运行它外围视图的 onSubmit 操作，直到 submitScope 为止；onSubmit(of: .search) 只响应搜索框",
        .imageOnlyControlIsNamedByItsLabel: "标签只有图像的按钮或链接以它的辅助功能标签命名，没有时以 SF 符号的名称命名",
        .menuOpensAndItsItemsAreTheOnlyControls: "菜单的标签会打开菜单；菜单打开时只有其中的项目是控件；选择一项会运行它并关闭菜单，子菜单在原处打开；有主要操作时，轻点会运行该操作",
        .disclosureGroupShowsContentWhileExpanded: "展开组只在展开时显示其内容，由 isExpanded 绑定决定，没有绑定时由它自己保存（起初收起）；轻点它的标签会展开或收起它",
        .contentUnavailableViewShowsItsParts: "内容不可用视图显示它的标签、描述和操作，其中的按钮照常可用；搜索版本显示“无结果”",
        .computedBindingRunsItsSetter: "用 Binding(get:set:) 创建的绑定通过它的 getter 读取；SwiftUI 通过它进行的每次写入（选择标签页、关闭提醒、选择行）都会运行它的 setter；再次点按正在显示的标签页会再次运行计算出的选择绑定的 setter",
    ]
}
