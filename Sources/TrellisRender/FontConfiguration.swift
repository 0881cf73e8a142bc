/// The fontconfig configuration Trellis ships, so the same scene gives the same text pixels on every machine.
///
/// Only the fonts of the Debian packages `fonts-dejavu-core`, `fonts-wqy-microhei` and `fonts-inter` (UIKit's
/// system font stands in as Inter) are used (whatever else is installed), every family falls back to `sans-serif`
/// (DejaVu Sans, then WenQuanYi Micro Hei for CJK), and rendering is fixed: grayscale antialiasing, no hinting,
/// no embedded bitmaps. Colour emoji are not drawn yet: DejaVu Sans's monochrome emoji stand in.
enum FontConfiguration {
    /// The configuration file's text, parsed with `FcConfigParseAndLoadFromMemory`.
    static let xml = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <description>Trellis: fixed fonts and rendering for deterministic text</description>
      <dir>/usr/share/fonts/truetype/dejavu</dir>
      <dir>/usr/share/fonts/truetype/wqy</dir>
      <dir>/usr/share/fonts/opentype/inter</dir>
      <cachedir>/var/cache/fontconfig</cachedir>
      <cachedir prefix="xdg">fontconfig</cachedir>
      <config><rescan><int>0</int></rescan></config>

      <!-- Every request ends with the generic sans-serif family, so unknown families fall back to it. -->
      <match target="pattern">
        <edit name="family" mode="append_last"><string>sans-serif</string></edit>
      </match>

      <alias binding="same"><family>sans</family><prefer><family>sans-serif</family></prefer></alias>
      <alias binding="same"><family>mono</family><prefer><family>monospace</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>sans-serif</family></prefer></alias>
      <alias binding="same">
        <family>sans-serif</family>
        <prefer><family>DejaVu Sans</family><family>WenQuanYi Micro Hei</family></prefer>
      </alias>
      <alias binding="same">
        <family>serif</family>
        <prefer><family>DejaVu Serif</family><family>WenQuanYi Micro Hei</family></prefer>
      </alias>
      <alias binding="same">
        <family>monospace</family>
        <prefer><family>DejaVu Sans Mono</family><family>WenQuanYi Micro Hei Mono</family></prefer>
      </alias>

      <match target="font">
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
    </fontconfig>
    """

    /// Family names that mean "the default family" rather than a particular font.
    static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui"]
}
