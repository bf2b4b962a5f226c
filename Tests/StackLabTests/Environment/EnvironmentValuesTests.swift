import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every `EnvironmentValues` property SwiftUI declares for iOS has SwiftUI's default, and the settable ones
/// read back what was set.
@Suite struct EnvironmentValuesTests {
    /// Every `EnvironmentValues` property SwiftUI declares for iOS, read (and written where SwiftUI lets
    /// a view write it) with SwiftUI's defaults on an iPhone.
    @Test func everyEnvironmentValueHasSwiftUIsDefault() {
        var values = EnvironmentValues()
        #expect(values.layoutDirection == .leftToRight && values.isEnabled && values.isLuminanceReduced == false)
        #expect(values.redactionReasons == [] && values.controlSize == .regular && values.backgroundMaterial == nil)
        #expect(values.materialActiveAppearance == .automatic && values.symbolRenderingMode == nil)
        #expect(values.multilineTextAlignment == .leading && values.truncationMode == .tail && values.lineSpacing == 0)
        #expect(values.allowsTightening == false && values.minimumScaleFactor == 1 && values.textCase == nil && values.lineLimit == nil)
        #expect(values.backgroundProminence == .standard && values.backgroundStyle == nil && values.appearsActive)
        #expect(values.dynamicTypeSize == .large && values.sizeCategory == .large && values.headerProminence == .standard)
        #expect(values.allowedDynamicRange == nil && values.symbolVariants == .none && values.contentTransition == .identity)
        #expect(values.contentTransitionAddsDrawingGroup == false && values.font == nil && values.imageScale == .medium)
        #expect(values.displayScale == 3 && values.pixelLength == 1.0 / 3 && values.legibilityWeight == .regular)
        #expect(values.locale.identifier == "en_US" && values.calendar.identifier == .gregorian && values.timeZone.secondsFromGMT() == 0)
        #expect(values.horizontalSizeClass == .compact && values.verticalSizeClass == .regular && values.colorScheme == .light)
        #expect(values.colorSchemeContrast == .standard && values.accessibilityEnabled == false)
        #expect(!values.accessibilityDifferentiateWithoutColor && !values.accessibilityReduceTransparency && !values.accessibilityReduceMotion)
        #expect(!values.accessibilityInvertColors && !values.accessibilityShowButtonShapes && !values.accessibilityDimFlashingLights)
        #expect(values.accessibilityPlayAnimatedImages && !values.accessibilityLargeContentViewerEnabled && !values.accessibilityVoiceOverEnabled)
        #expect(!values.accessibilitySwitchControlEnabled && !values.accessibilityAssistiveAccessEnabled && !values.accessibilityQuickActionsEnabled)
        #expect(values.supportsMultipleWindows == false && values.isPresented == false && values.menuOrder == .automatic)
        #expect(values.isSceneCaptured == false && values.springLoadingBehavior == .automatic && values.isTabBarShowingSections == false)
        #expect(values.tabBarPlacement == nil && values.scenePhase == .active && values.defaultMinListRowHeight == 44)
        #expect(values.defaultMinListHeaderHeight == nil && values.presentationMode.wrappedValue.isPresented == false && values.refresh == nil)
        #expect(values.isHoverEffectEnabled && values.sidebarRowSize == .medium && values.verticalScrollIndicatorVisibility == .automatic)
        #expect(values.horizontalScrollIndicatorVisibility == .automatic && values.isScrollEnabled)
        #expect(values.isSearching == false && values.searchSuggestionsPlacement == .automatic && values.editMode == nil)
        #expect(values.preferredPencilDoubleTapAction == .switchEraser && values.preferredPencilSqueezeAction == .showContextualPalette)
        #expect(values.isUserAuthenticationEnabled && values.textSelectionAffinity == .automatic && values.menuIndicatorVisibility == .automatic)
        #expect(values.keyboardShortcut == nil && values.autocorrectionDisabled == false && values.disableAutocorrection == nil)
        #expect(values.toolbarLabelStyle == nil && values.buttonRepeatBehavior == .automatic && values.isFocusEffectEnabled)
        #expect(values.isFocused == false && values.labelsVisibility == .automatic && values.rename == nil && values.badgeProminence == .standard)
        _ = (values.scrollDismissesKeyboardMode, values.verticalScrollBounceBehavior, values.horizontalScrollBounceBehavior)
        values.dismiss()
        values.dismissSearch()
        values.openURL(URL(string: "https://example.com")!)
        var accepted: Bool?
        values.openURL(URL(string: "https://example.com")!) { accepted = $0 }
        #expect(accepted == true)
        // The deprecated size category is the dynamic type size.
        values.sizeCategory = .accessibilityMedium
        #expect(values.dynamicTypeSize == .accessibility1 && values.sizeCategory.isAccessibilityCategory)
        values[EntriesModel.self] = EntriesModel()
        #expect(values[EntriesModel.self]?.title == "model")
        values[EntriesModel.self] = nil
        #expect(values[EntriesModel.self] == nil)
        // Settable values write.
        values.lineSpacing = 6
        values.editMode = .constant(.active)
        values.openURL = OpenURLAction { _ in .discarded }
        values.openURL(URL(string: "https://example.com")!) { accepted = $0 }
        #expect(values.lineSpacing == 6 && values.editMode?.wrappedValue.isEditing == true && accepted == false)
    }

    @Test func environmentValues() {
        RecordingContext().run {
            var environment = EnvironmentValues()
            environment.defaultMinListRowHeight = 60
            environment.defaultMinListHeaderHeight = 30
            environment.headerProminence = .increased
            environment.editMode = .constant(.active)
            environment.badgeProminence = .decreased
            environment.isScrollEnabled = false
            environment.verticalScrollIndicatorVisibility = .hidden
            environment.horizontalScrollIndicatorVisibility = .never
            environment.verticalScrollBounceBehavior = .basedOnSize
            environment.horizontalScrollBounceBehavior = .always
            environment.scrollDismissesKeyboardMode = .immediately
            environment.sidebarRowSize = .large
            #expect(environment.defaultMinListRowHeight == 60 && environment.defaultMinListHeaderHeight == 30)
            #expect(environment.headerProminence == .increased && environment.editMode?.wrappedValue == .active)
            #expect(environment.badgeProminence == .decreased && !environment.isScrollEnabled)
            #expect(environment.verticalScrollIndicatorVisibility == .hidden && environment.horizontalScrollIndicatorVisibility == .never)
            #expect(environment.sidebarRowSize == .large)
            _ = (environment.verticalScrollBounceBehavior, environment.horizontalScrollBounceBehavior, environment.scrollDismissesKeyboardMode)
            #expect(!environment.isPresented && !environment.presentationMode.wrappedValue.isPresented && !environment.isSearching)
            environment.dismiss()
            environment.dismissSearch()
            var mode = environment.presentationMode.wrappedValue
            mode.dismiss()
            #expect(environment.refresh == nil && environment.searchSuggestionsPlacement == .automatic)
            #expect(!environment.isTabBarShowingSections && environment.tabBarPlacement == nil && environment.toolbarLabelStyle == nil)
            _ = Namespace().wrappedValue
        }
    }
}
