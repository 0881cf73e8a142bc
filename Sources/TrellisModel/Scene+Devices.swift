/// The devices a scene is laid out and drawn for, with the one scale each is drawn at.
extension Scene {
    /// `devices`, or one unnamed device of `size` at scale 2; the scene's `scale`, when given, replaces every device's.
    ///
    /// This is the one place the drawing scale is decided: a layout result's `device.scale` is the scale to draw at.
    public var layoutDevices: [Device] {
        if devices.isEmpty {
            var device = Device(name: nil, size: size, scale: scale ?? 2, safeArea: .zero)
            device.roundsPixelsInRoot = roundsPixelsInRoot
            device.keepsHalfPointTies = keepsHalfPointTies
            return [device]
        }
        return devices.map { device in
            var device = device
            device.scale = drawingScale(on: device)
            device.roundsPixelsInRoot = device.roundsPixelsInRoot || roundsPixelsInRoot
            device.keepsHalfPointTies = device.keepsHalfPointTies || keepsHalfPointTies
            return device
        }
    }

    /// The pixels per point a layout on `device` is drawn at: the scene's `scale` when given, else the device's.
    public func drawingScale(on device: Device) -> Double { scale ?? device.scale }
}
