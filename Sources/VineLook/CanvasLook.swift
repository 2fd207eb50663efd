import VineCore

/// What lies around the canvas in every look: the letterbox when the output's aspect
/// differs from the canvas's.
package enum CanvasLook {
    /// The letterbox colour around a canvas of `background`: 14 % darker, with the same
    /// opacity — a mat around the picture.
    package static func letterbox(around background: RGBA) -> RGBA { background.darkened(0.14) }
}
