import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers
import HeadlessRaster
import Testing

@Suite("Image gallery demo screen")
@MainActor
struct ImageGalleryScreenTests {
    @Test(arguments: [DeviceProfile.iPhoneSE3, .iPhone15])
    func rendersEveryMockImageOnTheDevice(device: DeviceProfile) throws {
        let mocker = ImageGalleryScreen.mocker()
        let bitmap = try mocker.withImageMocking { () throws -> Bitmap in
            let screen = try ImageGalleryScreen.make(for: device)
            #expect(screen.imageLoadsInFlight.isEmpty)
            let bitmap = try screen.drawHierarchy(device: device)
            let images = screen.subviews.compactMap { ($0 as? ImageView)?.image }
            // 1280 x 720 is drawn at scale 1 above 2048 x 2048 pixels (so @3x); the bundle has sample.png and sample@2x.png.
            #expect(images.map(\.scale) == [device.scale == 2 ? 2 : 1, device.scale, 2])
            return bitmap
        }
        #expect(bitmap.width == Int(device.screenSize.width * device.scale))
        #expect(mocker.errors.isEmpty)
        #expect(Set(mocker.requestedURLs) == Set(ImageGalleryScreen.urls))
    }
}
