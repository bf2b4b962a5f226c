import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every colour initializer and member, built, resolved and laid out.
@Suite struct ColorTests: DrawingEntryHarness {
    @Test func colors() {
        var colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
                               .white, .gray, .black, .clear, .primary, .secondary, .accentColor]
        colors.append(Color(red: 0.2, green: 0.4, blue: 0.6))
        colors.append(Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5))
        colors.append(Color(white: 0.5))
        colors.append(Color(.sRGBLinear, white: 0.5, opacity: 0.8))
        colors.append(Color(hue: 0.5, saturation: 0.5, brightness: 0.5))
        colors.append(Color(hue: 0.1, saturation: 1, brightness: 1, opacity: 0.4))
        colors.append(Color("Brand"))
        colors.append(Color("Brand", bundle: .main))
        colors.append(Color(ColorResource(name: "Brand", bundle: .main)))
        colors.append(Color(uiColor: .systemBackground))
        colors.append(Color(.secondarySystemBackground))
        colors.append(Color(UIColor.label))
        colors.append(Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)))
        colors.append(Color(Color.Resolved(red: 1, green: 0.5, blue: 0)))
        colors.append(Color(Color.Resolved(colorSpace: .sRGBLinear, red: 0.2, green: 0.2, blue: 0.2, opacity: 1)))
        colors.append(Color(Color.blue))
        colors.append(Color(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        colors.append(Color(CGColor(gray: 0.5, alpha: 1)))
        colors.append(Color.red.opacity(0.3))
        colors.append(Color.red.mix(with: .blue, by: 0.5))
        colors.append(Color.red.mix(with: .blue, by: 0.25, in: .device))
        layOut(colors.map { AnyView($0) })
        let resolved = Color.red.resolve(in: EnvironmentValues())
        #expect(abs(resolved.red - 1) < 0.001 && resolved.opacity == 1 && resolved.linearRed == 1)
        #expect(Color.red.cgColor?.components?.count == 4 && resolved.cgColor.numberOfComponents == 4)
        #expect(Color.red.description == "red" && resolved.description == "#FF3B30FF")
        #expect(Color(white: 0.5).opacity(0).rgba & 0xFF == 0)
        _ = Color.red.gradient
        let spaces: [Color.RGBColorSpace] = [.sRGB, .sRGBLinear, .displayP3]
        #expect(Set(spaces).count == 3)
    }
}
