import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// Loading helpers shared by the scene tests.
enum Load {
    /// The scenes of a YAML text, or the diagnostics that refused it.
    static func result(_ text: String, file: String = "test.yaml") -> Result<(scenes: [Scene], warnings: [Diagnostic]), SceneLoadError> {
        do {
            return .success(try SceneLoader.load(yaml: text, file: file))
        } catch {
            return .failure(error)
        }
    }

    /// The first scene of a text that must load.
    static func scene(_ text: String, file: String = "test.yaml") throws -> Scene {
        switch result(text, file: file) {
        case .success(let loaded):
            guard let scene = loaded.scenes.first else { throw TestFailure(message: "no scene") }
            return scene
        case .failure(let error):
            throw TestFailure(message: error.description)
        }
    }

    /// The errors of a text that must be refused (empty if it loaded).
    static func errors(_ text: String, file: String = "test.yaml") -> [Diagnostic] {
        if case .failure(let error) = result(text, file: file) { return error.diagnostics }
        return []
    }
}

/// A failure to load where a test expected a scene.
struct TestFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A short readable form of a constraint for comparisons: `b.leading == a.trailing + 8 @1000`.
func summary(_ constraint: LayoutConstraint) -> String {
    var text = "\(constraint.first).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue)"
    if let second = constraint.second, let attribute = constraint.secondAttribute {
        text += " \(second).\(attribute.rawValue)"
        if constraint.multiplier != 1 { text += " * \(formatConstraintNumber(constraint.multiplier))" }
        if constraint.constant != 0 { text += " \(constraint.constant < 0 ? "-" : "+") \(formatConstraintNumber(abs(constraint.constant)))" }
    } else {
        text += " \(formatConstraintNumber(constraint.constant))"
    }
    if constraint.priority != 1000 { text += " @\(formatConstraintNumber(constraint.priority))" }
    return text
}
