import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A post's photo: `[photo] Sunset over the bay` (an app would load the image here).
public final class FeedPhotoCollectionCell: GenericCollectionViewCell<FeedPhotoViewState> {
    private lazy var captionLabel = contentView.addFillingLabel()

    /// Shows the caption.
    public override func render(_ viewState: FeedPhotoViewState) {
        captionLabel.text = "[photo] " + viewState.caption
    }
}
