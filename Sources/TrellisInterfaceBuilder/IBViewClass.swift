import TrellisModel

/// What an Interface Builder element is, for the mapping: which scene kind it becomes and which axes of its stored
/// frame are its intrinsic size.
struct IBViewClass: Sendable, Hashable {
    /// The UIKit class the element stands for (`UILabel`), for messages and placeholders.
    var className: String
    var kind: ViewKind
    /// Axes on which the control has an intrinsic content size (UIKit's `intrinsicContentSize`).
    var intrinsicWidth: Bool
    var intrinsicHeight: Bool
    /// UIKit's alignment rectangle insets of the control (frame minus the rectangle Auto Layout places).
    var alignmentInsets: Insets
    /// False for elements the importer does not map (drawn as an outlined placeholder, warned `unsupported`).
    var isSupported: Bool
    /// True for controls whose intrinsic size comes from their text (the `--measure-text` choice applies).
    var bearsText: Bool

    init(_ className: String, _ kind: ViewKind, width: Bool = false, height: Bool = false, insets: Insets = .zero,
         supported: Bool = true, text: Bool = false) {
        self.className = className; self.kind = kind; intrinsicWidth = width; intrinsicHeight = height
        alignmentInsets = insets; isSupported = supported; bearsText = text
    }

    /// Every view element Xcode writes for UIKit, by element name.
    ///
    /// Alignment insets as measured in the stored frames: a switch's frame is 2 pt wider on the right, a slider's
    /// 2 pt on each side and 1 pt at the bottom, a segmented control's 1 pt at the bottom. The switch's 2 pt: its
    /// intrinsicContentSize is 49 × 31 while UISwitch keeps its frame 51 wide from its origin (Open Radar 31777116,
    /// "UISwitch's intrinsic content size is incorrect"), so the extra 2 pt are at the right in a right-to-left
    /// layout too.
    static let table: [String: IBViewClass] = [
        "view": IBViewClass("UIView", .view),
        "containerView": IBViewClass("UIContainerView", .view),
        "visualEffectView": IBViewClass("UIVisualEffectView", .view),
        "tableViewCell": IBViewClass("UITableViewCell", .view),
        "tableViewCellContentView": IBViewClass("UITableViewCellContentView", .view),
        "collectionViewCell": IBViewClass("UICollectionViewCell", .view),
        "collectionViewCellContentView": IBViewClass("UICollectionViewCellContentView", .view),
        "collectionReusableView": IBViewClass("UICollectionReusableView", .view),
        // UIWindow is a UIView subclass; pre-storyboard projects kept it, with its subviews, in MainWindow.xib.
        "window": IBViewClass("UIWindow", .view),
        "scrollView": IBViewClass("UIScrollView", .scroll),
        "tableView": IBViewClass("UITableView", .scroll),
        "collectionView": IBViewClass("UICollectionView", .scroll),
        "stackView": IBViewClass("UIStackView", .stack),
        "label": IBViewClass("UILabel", .label, width: true, height: true, text: true),
        "button": IBViewClass("UIButton", .label, width: true, height: true, text: true),
        "textField": IBViewClass("UITextField", .label, width: true, height: true, text: true),
        "textView": IBViewClass("UITextView", .textView),
        "imageView": IBViewClass("UIImageView", .view),
        "switch": IBViewClass("UISwitch", .switch, width: true, height: true, insets: Insets(top: 0, left: 0, bottom: 0, right: 2)),
        "slider": IBViewClass("UISlider", .slider, height: true, insets: Insets(top: 0, left: 2, bottom: 1, right: 2)),
        "segmentedControl": IBViewClass("UISegmentedControl", .segmentedControl, width: true, height: true,
                                        insets: Insets(top: 0, left: 0, bottom: 1, right: 0)),
        "activityIndicatorView": IBViewClass("UIActivityIndicatorView", .activityIndicator, width: true, height: true),
        "progressView": IBViewClass("UIProgressView", .progress, height: true),
        "pageControl": IBViewClass("UIPageControl", .pageControl, width: true, height: true),
        "stepper": IBViewClass("UIStepper", .stepper, width: true, height: true),
        "navigationBar": IBViewClass("UINavigationBar", .view, height: true),
        "tabBar": IBViewClass("UITabBar", .view, height: true),
        "toolbar": IBViewClass("UIToolbar", .view, height: true),
        "searchBar": IBViewClass("UISearchBar", .searchBar, height: true),
        "datePicker": IBViewClass("UIDatePicker", .view, width: true, height: true, supported: false),
        "pickerView": IBViewClass("UIPickerView", .view, width: true, height: true, supported: false),
        "mapView": IBViewClass("MKMapView", .view, supported: false),
        "wkWebView": IBViewClass("WKWebView", .view, supported: false),
        "webView": IBViewClass("UIWebView", .view, supported: false),
        "mtkView": IBViewClass("MTKView", .view, supported: false),
        "glkView": IBViewClass("GLKView", .view, supported: false),
        "sceneKitView": IBViewClass("SCNView", .view, supported: false),
        "arscnView": IBViewClass("ARSCNView", .view, supported: false),
        "skView": IBViewClass("SKView", .view, supported: false),
    ]

    /// A progress view of the bar style: its frame is 1 pt taller than its alignment rectangle at the bottom (measured:
    /// a bar-style progress view with a 10-pt height constraint is stored 11 pt tall, and a stack's spacing ends at 10).
    static let progressBar = IBViewClass("UIProgressView", .progress, height: true, insets: Insets(top: 0, left: 0, bottom: 1, right: 0))

    /// A text field with the rounded-rect border: drawn as the `textField` control (UITextField draws no box for
    /// the other border styles, so those stay text drawn as a label).
    static let roundedTextField = IBViewClass("UITextField", .textField, width: true, height: true, text: true)

    /// The class of an element; an element the table does not know is an unsupported plain view.
    static func of(_ element: XMLElement) -> IBViewClass {
        if element.name == "progressView", element["progressViewStyle"] == "bar" { return progressBar }
        if element.name == "textField", element["borderStyle"] == "roundedRect" { return roundedTextField }
        if let known = table[element.name] { return known }
        return IBViewClass(element.name, .view, supported: false)
    }
}
