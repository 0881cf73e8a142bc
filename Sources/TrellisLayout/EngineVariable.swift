import TrellisModel

/// One of the engine's solver variables, by its index in the solver driver's tables.
///
/// A typed index, so that a view's variable cannot be mixed up with a node or record index, and "none" is `nil`
/// rather than a sentinel number.
struct EngineVariable: Hashable, Comparable, Sendable {
    let index: Int

    static func < (lhs: EngineVariable, rhs: EngineVariable) -> Bool { lhs.index < rhs.index }
}

/// What an engine variable stands for, for diagnostics.
enum EngineQuantity: Equatable {
    case x(Int), y(Int), width(Int), height(Int)
    case contentWidth(Int), contentHeight(Int), offsetX(Int), offsetY(Int)
    case intrinsicWidth(Int), intrinsicHeight(Int)
    case rootWidth, rootHeight, safeArea
    case margin(Int)
    case auxiliary(String)

    /// Sizes are pinned to 0 when undetermined, positions to the superview's origin.
    var isSize: Bool {
        switch self {
        case .width, .height, .contentWidth, .contentHeight, .intrinsicWidth, .intrinsicHeight, .rootWidth, .rootHeight: return true
        default: return false
        }
    }

    /// A scroll view's content width or height.
    var isContentSize: Bool {
        switch self {
        case .contentWidth, .contentHeight: return true
        default: return false
        }
    }
}

/// The root view's size and the device's safe area insets: edit variables suggested per device.
struct RootVariables {
    let width: EngineVariable, height: EngineVariable
    let safeTop: EngineVariable, safeLeft: EngineVariable, safeBottom: EngineVariable, safeRight: EngineVariable
}

/// A scroll view's content area size and its scroll offset (edit variables).
struct ScrollVariables {
    let contentWidth: EngineVariable, contentHeight: EngineVariable
    let offsetX: EngineVariable, offsetY: EngineVariable
}

/// Edit variables holding four insets of a view's bounds (its safe area or its layout margins guide).
struct InsetVariables {
    let top: EngineVariable, left: EngineVariable, bottom: EngineVariable, right: EngineVariable

    var all: [EngineVariable] { [top, left, bottom, right] }
}

/// The inset guides whose edit variables are made when a constraint first uses them.
enum InsetGuide {
    case safeArea, margins, readable
}
