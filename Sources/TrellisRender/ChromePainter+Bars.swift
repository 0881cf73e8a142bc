import TrellisModel

/// The contents of the navigation bar, the tab bar and the toolbar.
///
/// Metrics (UIKit's defaults as Apple's design resources and published measurements give them): a standard title
/// 17-point semibold, centred; a large title 34-point bold at the leading layout margin (16 points up to 375 points of
/// width, 20 on wider screens: ``SystemLayoutMargins``) in its 52-point row; the back button's chevron 8 points from the leading edge and its title 17
/// points regular in the tint; bar button items 17-point regular (`done`: semibold) or 22-point icons in the tint, 16
/// points from the edges and 16 apart; tab bar items share the width equally, each a 25-point icon 6 points below the
/// bar's top and a 10-point medium title near its bottom, the selected one in the tint, the others in systemGray.
/// In a right-to-left scene every bar is mirrored, as UIKit mirrors bars for a right-to-left language: the back
/// button and the large title at the right, the items' order reversed.
extension ChromePainter {
    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// A rectangle laid out left to right, where it lies in the scene's direction.
    func placed(_ rect: Rect) -> Rect {
        isRightToLeft ? Rect(x: screen.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    static let barItemFont = systemFont(.regular, 17)
    static let barItemGap = 16.0

    func drawNavigationBar(on canvas: Canvas) {
        guard let row = layout.navigationBar else { return }
        let navigation = bars.navigation
        var leadingEnd = 0.0
        if let back = navigation.back {
            let chevron = placed(Rect(x: row.minX + 8, y: row.minY, width: 12, height: row.height))
            ChromeGlyphs.backChevron(in: chevron, pointsRight: isRightToLeft, color: tint, on: canvas)
            let x = row.minX + 8 + 12 + 6
            let width = min(textWidth(back, font: Self.barItemFont), row.width / 3)
            drawText(back, font: Self.barItemFont, color: tint, in: placed(Rect(x: x, y: row.minY, width: width, height: row.height)),
                     on: canvas)
            leadingEnd = x + width
        }
        var x = leadingEnd > 0 ? leadingEnd + Self.barItemGap : row.minX + Self.barItemGap
        for item in navigation.leadingItems {
            x += drawItem(item, at: x, row: row, leading: true, on: canvas) + Self.barItemGap
            leadingEnd = x - Self.barItemGap
        }
        var trailing = row.maxX - Self.barItemGap
        for item in navigation.items {
            trailing -= drawItem(item, at: trailing, row: row, leading: false, on: canvas) + Self.barItemGap
        }
        let trailingExtent = row.maxX - (trailing + Self.barItemGap)
        if let title = navigation.title {
            if let large = layout.largeTitleRow {
                let margin = SystemLayoutMargins.side(forWidth: screen.width)
                drawText(title, font: Self.systemFont(.bold, 34), color: palette.label,
                         in: Rect(x: margin, y: large.minY, width: large.width - 2 * margin, height: large.height),
                         alignment: isRightToLeft ? .right : .left, on: canvas)
            } else {
                // Centred on the bar, kept clear of the items on both sides.
                let side = max(leadingEnd, trailingExtent) + 8
                drawText(title, font: Self.systemFont(.semibold, 17), color: palette.label,
                         in: Rect(x: row.minX + side, y: row.minY, width: row.width - 2 * side, height: row.height),
                         alignment: .center, on: canvas)
            }
        }
    }

    /// Draws a bar button item starting at `x` (leading) or ending at `x` (trailing); returns its width.
    @discardableResult
    private func drawItem(_ item: BarItem, at x: Double, row: Rect, leading: Bool, on canvas: Canvas) -> Double {
        let width = itemWidth(item)
        let left = leading ? x : x - width
        drawItemContent(item, in: placed(Rect(x: left, y: row.minY, width: width, height: row.height)), on: canvas)
        return width
    }

    private func itemWidth(_ item: BarItem) -> Double {
        if let title = item.title { return min(textWidth(title, font: itemFont(item)), 160) }
        return 22
    }

    private func itemFont(_ item: BarItem) -> String { item.isProminent ? Self.systemFont(.semibold, 17) : Self.barItemFont }

    private func drawItemContent(_ item: BarItem, in rect: Rect, on canvas: Canvas) {
        if let title = item.title {
            drawText(title, font: itemFont(item), color: tint, in: rect, on: canvas)
        } else if let icon = item.icon {
            ChromeIcons.draw(icon, in: Rect(x: rect.minX, y: rect.midY - 11, width: 22, height: 22), color: tint, filled: false, on: canvas)
        }
    }

    func drawTabBar(on canvas: Canvas) {
        guard let row = layout.tabBar, !bars.tabItems.isEmpty else { return }
        let count = Double(bars.tabItems.count)
        let itemWidth = row.width / count
        for (index, item) in bars.tabItems.enumerated() {
            let selected = index == bars.selectedTab
            let color = selected ? tint : palette.systemGray
            let slot = isRightToLeft ? bars.tabItems.count - 1 - index : index
            let centerX = row.minX + itemWidth * (Double(slot) + 0.5)
            let font = Self.systemFont(.medium, 10)
            switch (item.icon, item.title) {
            case let (icon?, title):
                ChromeIcons.draw(icon, in: Rect(x: centerX - 12.5, y: row.minY + 6, width: 25, height: 25), color: color,
                                 filled: selected, on: canvas)
                if let title {
                    drawText(title, font: font, color: color, in: Rect(x: centerX - itemWidth / 2 + 2, y: row.minY + 33,
                                                                        width: itemWidth - 4, height: 13),
                             alignment: .center, on: canvas)
                }
            case let (nil, title?):
                drawText(title, font: Self.systemFont(.medium, 13), color: color,
                         in: Rect(x: centerX - itemWidth / 2 + 2, y: row.minY, width: itemWidth - 4, height: row.height),
                         alignment: .center, on: canvas)
            case (nil, nil):
                break
            }
        }
    }

    /// Toolbar items spread across the bar (flexible spaces between them): the first 16 points from the leading edge,
    /// the last 16 from the trailing edge, one alone centred.
    func drawToolbar(on canvas: Canvas) {
        guard let row = layout.toolbar, !bars.toolbarItems.isEmpty else { return }
        let items = bars.toolbarItems
        let widths = items.map(itemWidth)
        if items.count == 1, let width = widths.first {
            drawItemContent(items[0], in: placed(Rect(x: row.midX - width / 2, y: row.minY, width: width, height: row.height)), on: canvas)
            return
        }
        let total = widths.reduce(0, +)
        let space = max(0, (row.width - 2 * Self.barItemGap - total) / Double(items.count - 1))
        var x = row.minX + Self.barItemGap
        for (item, width) in zip(items, widths) {
            drawItemContent(item, in: placed(Rect(x: x, y: row.minY, width: width, height: row.height)), on: canvas)
            x += width + space
        }
    }
}
