/// A text field's text as the layout reads it for baselines.
extension ControlProperties {
    /// The text a text field shows (its text, else its placeholder) as a one-line label in its font, which the layout
    /// measures for the field's first and last baselines but does not draw (the control draws it). UITextField's
    /// baselines are its text's (`viewForFirstBaselineLayout`, the field's text display), centred vertically in the
    /// field (`contentVerticalAlignment` is `center` by default), as a one-line label's are. A field with neither text
    /// nor placeholder still lays one line of its font out (an empty UITextField keeps one line's height, which is
    /// why its intrinsic height is its font's line height, ControlMetrics), so its baselines are that line's:
    /// measured, an Xcode 26 storyboard (toolsVersion 24506) stores an empty 30-pt borderless field with its last
    /// baseline on a 17-pt label's, the field's 17-pt line centred in it. The space measured for it is never drawn
    /// (only labels draw their text).
    public var textFieldBaselineText: LabelProperties {
        let shown = title.isEmpty ? placeholder : title
        var text = LabelProperties(text: shown.isEmpty ? " " : shown)
        text.font = font
        text.lines = 1
        return text
    }
}
