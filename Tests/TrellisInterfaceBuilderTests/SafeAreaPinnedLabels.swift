/// Two 100 × 20 labels: one pinned 10 pt inside the safe area's top-left corner, one 10 pt above the safe area's
/// bottom and 10 pt from its leading edge (the bar tests' fixture).
enum SafeAreaPinnedLabels {
    static let views = """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Pinned" translatesAutoresizingMaskIntoConstraints="NO" id="pin">
        <rect key="frame" x="10" y="10" width="100" height="20"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Bottom" translatesAutoresizingMaskIntoConstraints="NO" id="low">
        <rect key="frame" x="10" y="10" width="100" height="20"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """
    static let constraints = """
    <constraint firstItem="pin" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c-top"/>
    <constraint firstItem="pin" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="c-lead"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="low" secondAttribute="bottom" constant="10" id="c-bot"/>
    <constraint firstItem="low" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="c-lead2"/>
    """
}
