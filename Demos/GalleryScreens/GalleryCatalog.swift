import BrikCore

/// Every gallery screen, in menu order. Each call makes fresh pages.
@MainActor
public enum GalleryCatalog {
    /// Makes the pages of the gallery.
    public static func makePages() -> [GalleryPage] {
        [
            HelloPage(), ColorsPage(), LoginPage(), StacksPage(), StylesPage(),
            SectionsPage(), DimensionsPage(), RepeatPage(), SplitPage(), ConstraintsPage(),
            KeysPage(), AnimationPage(), ScrollPage(), StickyPage(), QuickReturnPage(), SnapPage(), SpotlightPage(),
            CardsPage(), CoverFlowPage(), MillionPage(), GridPage(), ListPage(), TablePage(), TreePage(), DialogPage(),
            ToastPage(),
            TabsPage(), MenuPage(), PalettePage(), EditorPage(), LogPage(), MarkdownPage(), ImagesPage(), UnicodePage(),
            ThemesPage(),
            UpdatesPage(), CollectionPage(), StatesPage(), GuidesPage(), RightToLeftPage(),
            PromptsPage(),
        ]
    }

    /// `id<TAB>title — summary`, one line per screen, for `gallery --list`.
    public static func listing() -> String {
        makePages().map { "\($0.id)\t\($0.title) — \($0.summary)" }.joined(separator: "\n")
    }
}
