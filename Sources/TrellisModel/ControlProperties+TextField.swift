/// A text field's text as the layout reads it for baselines.
extension ControlProperties {
    /// The text a text field shows (its text, else its placeholder) as a one-line label in its font, which the layout
    /// measures for the field's first and last baselines but does not draw (the control draws it). UITextField's
    /// baselines are its text's (`viewForFirstBaselineLayout`, the field's text display), centred vertically in the
    /// field (`contentVerticalAlignment` is `center` by default), as a one-line label's are.
    public var textFieldBaselineText: LabelProperties {
        var text = LabelProperties(text: title.isEmpty ? placeholder : title)
        text.font = font
        text.lines = 1
        return text
    }
}
