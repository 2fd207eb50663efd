import VineCore
import VineGeometry
import XCTest

@testable import VineVector

/// A plot's document: layers per pen choice, growth order keeping the parts' birth times
/// in order, travel order travelling less, and an SVG of single unfilled lines.
final class PlotDocumentTests: XCTestCase {
    /// The demo plotted at its end on A4 in `look`.
    private func drawing(_ look: Look) throws -> PlotDrawing {
        var header = DemoRecording.header
        header.look = look
        let timeline = try Timeline(header: header, events: DemoRecording.events)
        return PlotDrawing(
            scene: timeline.scene(at: timeline.end), canvas: header.canvas, page: Size(width: 297, height: 210),
            margin: 10, penWidth: 0.3, leaves: .outline)
    }

    func testLayersFollowThePens() throws {
        for look in [Look.classic, .natural] {
            let drawing = try drawing(look)
            let parts = Set(drawing.lines.map(\.part)).sorted { $0.rawValue < $1.rawValue }
            let colours = Set(drawing.lines.map { PlotDocument.hex($0.color) })
            XCTAssertEqual(PlotDocument(drawing, pens: .single, order: .growth).layers.map(\.label), ["1 vine"])
            XCTAssertEqual(
                PlotDocument(drawing, pens: .parts, order: .growth).layers.map(\.label),
                parts.enumerated().map { "\($0.offset + 1) \($0.element.name)" })
            let byColour = PlotDocument(drawing, pens: .colour, order: .growth)
            XCTAssertEqual(byColour.layers.count, colours.count)
            XCTAssertEqual(Set(byColour.layers.map { PlotDocument.hex($0.color) }), colours)
            for layer in byColour.layers {
                XCTAssertTrue(
                    layer.label.dropFirst().allSatisfy { !$0.isNumber }, "vpype reads the number: \(layer.label)")
            }
        }
    }

    func testGrowthOrderKeepsBirthTimesInOrderAndTravelOrderTravelsLess() throws {
        for look in [Look.classic, .natural] {
            let drawing = try drawing(look)
            let growth = PlotDocument(drawing, pens: .parts, order: .growth)
            for layer in growth.layers {
                let births = layer.lines.map(\.birth)
                XCTAssertEqual(births, births.sorted(), "\(look), \(layer.label): births never go back")
                XCTAssertGreaterThan(Set(births).count, 10)
            }
            // The file holds the lines in that order.
            let svg = String(decoding: growth.svg, as: UTF8.self)
            let starts = svg.components(separatedBy: "d=\"M ").dropFirst().map { $0.prefix { $0 != "L" && $0 != "\"" } }
            let expected = growth.layers.flatMap(\.lines).map {
                "\(PlotDocument.number($0.points[0].x)) \(PlotDocument.number($0.points[0].y)) "
            }
            XCTAssertEqual(starts.map(String.init), expected, "\(look): the file's paths in growth order")
            let travel = PlotDocument(drawing, pens: .parts, order: .travel)
            XCTAssertEqual(travel.figures.penDown, growth.figures.penDown, accuracy: 1e-6 * growth.figures.penDown)
            XCTAssertEqual(travel.figures.lifts, growth.figures.lifts)
            XCTAssertLessThan(travel.figures.penUp, growth.figures.penUp, "\(look)")
        }
    }

    func testTheSVGHoldsSingleLinesInMillimetres() throws {
        let document = PlotDocument(try drawing(.classic), pens: .parts, order: .travel)
        let svg = String(decoding: document.svg, as: UTF8.self)
        XCTAssertTrue(svg.contains("width=\"297mm\" height=\"210mm\" viewBox=\"0 0 297 210\""))
        XCTAssertEqual(svg.components(separatedBy: "inkscape:groupmode=\"layer\"").count - 1, document.layers.count)
        let paths = svg.components(separatedBy: "<path ").count - 1
        XCTAssertEqual(paths, document.layers.map(\.lines.count).reduce(0, +))
        XCTAssertEqual(svg.components(separatedBy: "<path fill=\"none\" d=\"M").count - 1, paths)
        for banned in ["gradient", "filter", "opacity", "<rect", "<image"] {
            XCTAssertFalse(svg.lowercased().contains(banned), banned)
        }
        XCTAssertEqual(
            svg.components(separatedBy: "fill=\"").count - 1, svg.components(separatedBy: "fill=\"none\"").count - 1)
        XCTAssertEqual(PlotDocument.number(-0.0001), "0")
        XCTAssertEqual(PlotDocument.number(12.5), "12.5")
        XCTAssertEqual(PlotDocument.number(210), "210")
        XCTAssertEqual(PlotDocument.number(1.0005), "1")
        XCTAssertEqual(PlotDocument.number(0.0625), "0.062")
        XCTAssertEqual(PlotDocument.number(-2.675), "-2.675")
    }
}
