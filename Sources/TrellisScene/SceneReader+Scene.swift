import TrellisModel

/// The top level of a scene document: its keys, then views, constraints and states.
extension SceneReader {

    /// Reads a whole document; nil when it has errors (they are in `errors`).
    func readScene(_ document: YAMLComposer.Document, isFirst: Bool, defaultName: String) -> Scene? {
        let root = document.root
        guard let pairs = root.mapping else {
            let found = root.isNull ? "an empty document" : root.kindDescription
            error(.badValue, "a scene is a mapping of keys (name, size, views, …), found \(found)", at: root.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: SceneKeys.topLevelKeys, in: "the scene")
        let errorCount = context.errors.count

        if let node = keys["metrics"] { readMetrics(node) }
        if let node = keys["name"], let name = string(node, "name") {
            sceneName = name
            if name.contains("/") || name == "." || name == ".." {
                error(.badValue, "name: '\(name)' names the output folder and cannot contain '/' or be '.' or '..'", at: node.mark)
            }
        } else if keys["name"] == nil, !isFirst {
            error(.badValue, "every scene after the first in a file needs a 'name'", at: document.mark)
        } else {
            sceneName = defaultName
        }

        var scene = Scene(name: sceneName, file: file)
        scene.location = location(document.mark)
        traits.readScreenKeys(keys, into: &scene)
        traits.readSceneTraitKeys(keys, into: &scene)
        if let node = keys["scale"],
           let scale = number(node, "scale", in: Double.leastNonzeroMagnitude...64, expected: "a positive number of pixels per point (1, 2 or 3)") {
            scene.scale = scale
        }
        if let node = keys["pixelRounding"], let space = string(node, "pixelRounding") {
            // `root`: Interface Builder's canvas rounds every view's edges at their place in the root view.
            if space == "root" || space == "superview" { scene.roundsPixelsInRoot = space == "root" }
            else { error(.badValue, "pixelRounding: expected 'superview' or 'root', got '\(space)'", at: node.mark) }
        }
        if let node = keys["halfPointTies"], let rule = string(node, "halfPointTies") {
            // `keep`: Xcode 9's 3× canvas, whose stored ties are at either whole point or the pixel past them.
            if rule == "keep" || rule == "round" { scene.keepsHalfPointTies = rule == "keep" }
            else { error(.badValue, "halfPointTies: expected 'round' or 'keep', got '\(rule)'", at: node.mark) }
        }
        if let node = keys["conflicts"], let rule = string(node, "conflicts") {
            // `holdStored`: Interface Builder's canvas keeps the stored frames of a required conflict's views (IBConflictHold).
            if rule == "holdStored" || rule == "break" { scene.holdsConflictingViews = rule == "holdStored" }
            else { error(.badValue, "conflicts: expected 'break' or 'holdStored', got '\(rule)'", at: node.mark) }
        }
        fonts.readTraitKeys(keys, into: &scene)
        FontsReader(context: context).readFonts(keys, into: &scene)
        traits.applyCombination(keys, into: &scene)
        if context.combination == nil { traits.readTraitCombinations(keys) }
        if let node = keys["background"], let color = color(node, "background") { scene.background = color }
        if let node = keys["tint"], let color = color(node, "tint") { scene.tint = color }
        if let node = keys["margins"], let margins = insets(node, "margins") { scene.margins = margins }
        if let node = keys["test"] { scene.test = readTestSettings(node) }
        scene.root.background = scene.background
        scene.root.margins = scene.margins
        readControllerKeys(keys, into: &scene)
        scene.root.location = location(document.mark)
        let rootLocation = location(document.mark)
        context.views["view"]?.location = rootLocation

        if let node = keys["views"] {
            scene.root.children = entries.readEntries(node, parent: "view", key: "views", depth: 0)
        }
        // Layout lists, once every id is known.
        var byOwner: [String: [LayoutConstraint]] = [:]
        for item in context.pending {
            currentView = item.owner
            byOwner[item.owner, default: []] += TraitReader.installed(constraints.resolveConstraint(item.node, owner: item.owner), in: item.condition)
        }
        currentView = nil
        Self.attach(byOwner, to: &scene.root)
        if let node = keys["constraints"] {
            for item in traits.conditionalConstraintStrings(node, key: "constraints") {
                scene.constraints += TraitReader.installed(constraints.resolveConstraint(item.node, owner: nil), in: item.condition)
            }
        }
        if let node = keys["visual"] {
            for item in traits.conditionalConstraintStrings(node, key: "visual") {
                scene.constraints += TraitReader.installed(constraints.resolveVisualFormat(item.node), in: item.condition)
            }
        }
        if let node = keys["annotate"], let choice = readAnnotation(node) {
            scene.annotate = choice.level
            scene.annotatedViews = choice.views
        }
        if let node = keys["states"] { scene.states = readStates(node) }
        traits.finishTraits(&scene)
        if let node = keys["states"] { scene.location = location(node.mark) }
        motion.readMotion(keys, into: &scene)
        entries.checkContentSizeSources(scene.root)
        ControlTint.resolve(&scene)
        return context.errors.count == errorCount ? scene : nil
    }

    private static func attach(_ constraints: [String: [LayoutConstraint]], to node: inout ViewNode) {
        node.constraints = constraints[node.id] ?? []
        for index in node.children.indices { attach(constraints, to: &node.children[index]) }
    }

    private func readMetrics(_ node: YAMLNode) {
        guard let pairs = node.mapping else {
            if !node.isNull {
                error(.badValue, "metrics: expected a mapping of names to numbers (gap: 8), found \(node.kindDescription)", at: node.mark)
            }
            return
        }
        for pair in pairs {
            guard let name = pair.key.scalar, ViewEntryReader.isIdentifier(name) else {
                error(.badValue, "metrics: a metric name is a letter or '_' followed by letters, digits or '_'", at: pair.key.mark)
                continue
            }
            if let value = number(pair.value, "metrics.\(name)") { context.metrics[name] = value }
        }
    }

    private func readStates(_ node: YAMLNode) -> [ScrollState] {
        guard let items = node.sequence else {
            error(.badValue, "states: expected a list of {name, offsets}, found \(node.kindDescription)", at: node.mark)
            return []
        }
        var states: [ScrollState] = []
        var seen: [String: YAMLMark] = [:]
        for item in items {
            guard let pairs = item.mapping else {
                error(.badValue, "states: expected a state such as {name: bottom, offsets: {scrollView: bottom}}, found \(item.kindDescription)", at: item.mark)
                continue
            }
            let keys = checkKeys(pairs, allowed: ["name", "offsets", "annotate"], in: "a state")
            guard let nameNode = keys["name"] else {
                error(.badValue, "a state needs a 'name'", at: item.mark)
                continue
            }
            guard let name = string(nameNode, "name") else { continue }
            if let earlier = seen[name] {
                error(.duplicateID, "duplicate state name '\(name)'", at: nameNode.mark,
                      notes: [Diagnostic.Note(message: "first used here", location: location(earlier))])
                continue
            }
            seen[name] = nameNode.mark
            var offsets: [String: ScrollOffset] = [:]
            if let offsetsNode = keys["offsets"] {
                guard let offsetPairs = offsetsNode.mapping else {
                    error(.badValue, "offsets: expected a mapping of scroll view ids to offsets, found \(offsetsNode.kindDescription)", at: offsetsNode.mark)
                    continue
                }
                for pair in offsetPairs {
                    guard let id = pair.key.scalar else { continue }
                    guard let info = context.views[id] else {
                        let scrolls = context.viewOrder.filter { context.views[$0]?.kind == .scroll }
                        error(.unknownView, "unknown view '\(id)' in state '\(name)'\(NameSuggestion.hint(for: id, among: scrolls))", at: pair.key.mark)
                        continue
                    }
                    guard info.kind == .scroll else {
                        error(.badValue, "'\(id)' is a '\(info.kind.rawValue)', not a scroll view; a state sets scroll offsets", at: pair.key.mark)
                        continue
                    }
                    if let offset = kinds.scrollOffset(pair.value, "offsets.\(id)") { offsets[id] = offset }
                }
            }
            var state = ScrollState(name: name, offsets: offsets, location: location(item.mark))
            if let node = keys["annotate"] { state.annotation = readAnnotation(node, key: "states.\(name).annotate") }
            states.append(state)
        }
        return states
    }
}
