import Quill

/// The gallery's pages, in sidebar order.
@MainActor
public enum GalleryCatalog {
    /// Every page.
    public static func demos() -> [GalleryDemo] {
        [
            FilesOwnerRowsDemo.demo, GridByTagDemo.demo, CellClassEditingDemo.demo, SectionHeadersDemo.demo,
            FailFastLoaderDemo.demo, ReusableDatePickerDemo.demo, IgnorableDatePickerDemo.demo,
            ButtonsDemo.demo, ValuesDemo.demo, TextFieldsDemo.demo, TextViewDemo.demo, SearchAndStepsDemo.demo, CollectionViewDemo.demo, DatePickersDemo.demo, PickerViewDemo.demo, SplitAndTabsDemo.demo, FormDemo.demo, RightToLeftDemo.demo,
            GesturesDemo.demo, MenusDemo.demo, DragDropDemo.demo, FilePanelsDemo.demo, WindowsDemo.demo, RowDragDemo.demo,
            XibFilesDemo.demo, StoryboardAppDemo.demo,
            WidgetBundlesDemo.demo, PluginByNameDemo.demo,
        ]
    }
}
