import TrellisModel

/// The screen a scene is laid out on: `size` (with its safe area), `device`, `devices`, `orientation`.
extension TraitReader {
    /// Reads the screen keys into `scene` (its size and devices).
    func readScreenKeys(_ keys: [String: YAMLNode], into scene: inout Scene) {
        if keys["size"] != nil, let node = keys["device"] {
            error(.badValue, "device: 'size' and 'device' cannot both be given (a device sets the size)", at: node.mark)
        }
        if keys["devices"] != nil, let node = keys["device"] {
            error(.badValue, "devices: 'device' and 'devices' cannot both be given", at: node.mark)
        }
        var orientation: Orientation?
        if let node = keys["orientation"] {
            orientation = choice(node, "orientation", Orientation.allCases)
            if keys["device"] == nil, keys["devices"] == nil {
                error(.badValue, "orientation: turns a named device ('device: iphone-15-pro'); a custom 'size' is already "
                      + "the size as the screen is held (write [852, 393] for a landscape screen)", at: node.mark)
            }
        }
        if let node = keys["size"] { readCustomSize(node, into: &scene) }
        if let node = keys["device"], let device = device(node, "device", orientation: orientation) {
            scene.devices = [device]
            scene.size = device.size
        }
        if let node = keys["devices"] {
            if let items = node.sequence, !items.isEmpty {
                scene.devices = items.compactMap { device($0, "devices", orientation: orientation) }
                if let first = scene.devices.first { scene.size = first.size }
            } else {
                let found = node.sequence != nil ? "an empty list" : node.kindDescription
                error(.badValue, "devices: expected a list of device names, found \(found)", at: node.mark)
            }
        }
    }

    /// `size: [width, height]`, or `{width, height, safeArea, sizeClasses}` for a screen with a safe area.
    private func readCustomSize(_ node: YAMLNode, into scene: inout Scene) {
        guard let pairs = node.mapping else {
            guard let size = size(node, "size") else { return }
            if size.width <= 0 || size.height <= 0 {
                error(.badValue, "size: the screen needs a width and height above 0", at: node.mark)
            }
            scene.size = size
            return
        }
        let keys = checkKeys(pairs, allowed: ["width", "height", "safeArea", "sizeClasses"], in: "size")
        guard let widthNode = keys["width"], let heightNode = keys["height"] else {
            error(.badValue, "size: a screen needs a 'width' and a 'height' ({width: 390, height: 844, safeArea: [47, 0, 34, 0]})",
                  at: node.mark)
            return
        }
        let expected = "a number of points above 0"
        guard let width = number(widthNode, "size.width", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, expected: expected),
              let height = number(heightNode, "size.height", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, expected: expected)
        else { return }
        let size = Size(width: width, height: height)
        var safeArea = Insets.zero
        if let value = keys["safeArea"], let insets = insets(value, "size.safeArea") {
            if min(insets.top, insets.left, insets.bottom, insets.right) < 0
                || insets.left + insets.right > width || insets.top + insets.bottom > height {
                error(.badValue, "size.safeArea: the insets must be 0 or more and fit inside the screen", at: value.mark)
            }
            safeArea = insets
        }
        var classes = SizeClasses(customSize: size)
        if let value = keys["sizeClasses"], let read = sizeClasses(value, "size.sizeClasses", base: classes) { classes = read }
        scene.size = size
        scene.devices = [Device(name: nil, size: size, scale: 2, safeArea: safeArea, sizeClasses: classes)]
    }

    /// `{horizontal: compact, vertical: regular}`; a side not written keeps `base`'s.
    func sizeClasses(_ node: YAMLNode, _ key: String, base: SizeClasses) -> SizeClasses? {
        guard let pairs = node.mapping else {
            error(.badValue, "\(key): expected {horizontal: compact | regular, vertical: compact | regular}, found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["horizontal", "vertical"], in: key)
        var result = base
        if let value = keys["horizontal"], let sizeClass = choice(value, "\(key).horizontal", SizeClass.allCases) { result.horizontal = sizeClass }
        if let value = keys["vertical"], let sizeClass = choice(value, "\(key).vertical", SizeClass.allCases) { result.vertical = sizeClass }
        return result
    }

    /// A device by name (`iphone-15-pro`, `iphone-15-pro/landscape`), with "did you mean"; `orientation` applies
    /// when the name does not give one.
    func device(_ node: YAMLNode, _ key: String, orientation: Orientation? = nil) -> Device? {
        guard let text = node.scalar, !node.isNull else {
            error(.badValue, "\(key): expected a device name such as iphone-15-pro or iphone-15-pro/landscape, found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        var name = text
        var turned = orientation ?? .portrait
        if let slash = text.firstIndex(of: "/") {
            name = String(text[..<slash])
            let suffix = String(text[text.index(after: slash)...])
            guard let value = Orientation(rawValue: suffix) else {
                let hint = NameSuggestion.nearest(to: suffix, among: Orientation.allCases.map(\.rawValue)).map { "; did you mean '\(name)/\($0)'?" }
                    ?? " (write NAME/portrait or NAME/landscape)"
                error(.badValue, "\(key): unknown orientation '\(suffix)'\(hint)", at: node.mark)
                return nil
            }
            turned = value
        }
        if let device = Device.named(name, orientation: turned) { return device }
        let hint = NameSuggestion.nearest(to: name, among: Device.names).map { "; did you mean '\($0)'?" }
            ?? " (known devices: \(Device.all.compactMap(\.name).joined(separator: ", ")), and the other model names of the devices table)"
        error(.badValue, "\(key): unknown device '\(name)'\(hint)", at: node.mark)
        return nil
    }
}
