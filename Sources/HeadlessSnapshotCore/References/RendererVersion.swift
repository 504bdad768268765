/// The version of the renderer that draws snapshots, stored in every
/// reference this package writes.
///
/// Raise it whenever a change to rendering (rasterizer, text, layers) changes
/// pixels, so that failures against older references say the renderer changed.
package enum RendererVersion {
    /// The current version.
    package static let current = "1"
}
