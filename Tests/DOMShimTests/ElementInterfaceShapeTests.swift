import DOMShim
import JSRuntime
import XCTest

/// The element interfaces are built from tables and completed with what other files add to them
/// (webidl.js's completeLater and extendInterface): whichever way a script first reaches one, it
/// sees the same complete shape, WebKit's.
final class ElementInterfaceShapeTests: XCTestCase {
    /// What a script sees of HTMLTableElement, HTMLVideoElement (and its parent),
    /// HTMLFrameSetElement and others, once it has reached them.
    static let shape = """
        (() => {
            const table = Object.getOwnPropertyDescriptors(HTMLTableElement.prototype);
            const media = Object.getOwnPropertyDescriptor(HTMLMediaElement, 'HAVE_ENOUGH_DATA');
            let brand;
            try { Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'target').get.call(HTMLAnchorElement.prototype); brand = 'no check'; } catch (error) { brand = error.constructor.name; }
            return JSON.stringify([
                Object.keys(table).filter((key) => table[key].enumerable).sort().join(' '),
                typeof table.caption.set, Object.prototype.toString.call(HTMLVideoElement.prototype),
                media && [media.value, media.writable, media.enumerable, HTMLMediaElement.prototype.HAVE_ENOUGH_DATA],
                'width' in HTMLVideoElement.prototype, 'src' in HTMLVideoElement.prototype,
                'form' in HTMLInputElement.prototype, 'onafterprint' in HTMLFrameSetElement.prototype, brand,
                Object.getOwnPropertyDescriptor(window, 'HTMLTableElement').writable, Object.getOwnPropertyDescriptor(window, 'HTMLDetailsElement').writable,
            ]);
        })()
        """

    /// Reaches the interfaces first by `first`, then reads their shape in the same runtime.
    private func shape(after first: String, html: String = "") async throws -> String {
        let runtime = try await page(html)
        _ = await runtime.js(first)
        return await runtime.js(Self.shape).stringValue ?? ""
    }

    func testEveryWayToAnInterfaceGivesTheSameCompleteShape() async throws {
        let byGlobal = try await shape(after: "[HTMLTableElement, HTMLVideoElement, HTMLMediaElement, HTMLAnchorElement, HTMLInputElement, HTMLFrameSetElement].length")
        let byInstance = try await shape(after: "['table', 'video', 'a', 'input', 'frameset'].map((tag) => document.createElement(tag)).length")
        let byParsing = try await shape(after: "1", html: "<table><tr><td>x</td></tr></table><video src=v.mp4></video><a href=/>a</a><form><input></form>")
        let byPrototypeChain = try await shape(after: "Object.getPrototypeOf(document.createElement('video')).constructor.name")
        XCTAssertEqual(byInstance, byGlobal)
        XCTAssertEqual(byParsing, byGlobal)
        XCTAssertEqual(byPrototypeChain, byGlobal)
        // The complete shape: the table's own reflected attributes and operations, the
        // caption setter (added after its reflected attributes), the media constants read-only
        // on interface and prototype, a parent completed with its child, events.js's window
        // handlers on the frameset (added before it completed), a lazy script's placeholder,
        // brand checks, and the globals data properties (read or not), as WebKit's.
        XCTAssertEqual(byGlobal, """
            ["align bgColor border caption cellPadding cellSpacing createCaption createTBody createTFoot createTHead deleteCaption deleteRow deleteTFoot deleteTHead frame insertRow rows rules summary tBodies tFoot tHead width",\
            "function","[object HTMLVideoElement]",[4,false,true,4],true,true,true,true,"TypeError",true,true]
            """)
    }

    func testAnElementMadeBeforeItsInterfaceIsReadIsAnInstanceOfIt() async throws {
        let runtime = try await page("<p><svg><circle r=1></circle></svg><blink>b</blink></p>")
        let answer = await runtime.js("""
            JSON.stringify([
                document.querySelector('circle') instanceof SVGCircleElement,
                document.createElement('dl') instanceof HTMLDListElement,
                document.querySelector('blink').constructor === HTMLUnknownElement,
                Object.prototype.toString.call(document.querySelector('circle')),
                document.createElement('tr').insertCell().localName,
            ])
            """)
        XCTAssertEqual(answer.stringValue, #"[true,true,true,"[object SVGCircleElement]","td"]"#)
    }

    /// The interfaces complete on first use (webidl.js's exposeOnFirstUse: start-up defines
    /// none of their members), so their interface objects must look the same before and after:
    /// WebKit's names, parents, `constructor`s and source text, and each prototype's own keys
    /// in the same order whichever way it completed (its first element, or a script reading it).
    static let interfaceObjects = """
        JSON.stringify(['HTMLAnchorElement', 'HTMLAudioElement', 'HTMLMediaElement', 'HTMLInputElement', 'HTMLFormElement', 'HTMLBodyElement',
            'HTMLIFrameElement', 'SVGElement', 'SVGCircleElement', 'MathMLElement'].map((name) => {
            const Interface = window[name];
            return [name, Object.getOwnPropertyDescriptor(window, name).enumerable, typeof Interface, String(Interface), Interface.name, Interface.length,
                Object.getPrototypeOf(Interface).name, Object.getPrototypeOf(Interface) === window[Object.getPrototypeOf(Interface).name],
                Interface.prototype.constructor === Interface, Object.getOwnPropertyNames(Interface).join(' '),
                Reflect.ownKeys(Interface.prototype).map(String).join(' ')];
        }))
        """

    func testAnInterfaceLooksTheSameBeforeAndAfterItCompletes() async throws {
        let untouched = try await page("")
        let byInterfaceObject = await untouched.js(Self.interfaceObjects).stringValue ?? ""
        let byElements = try await page("<a href=/>a</a><audio></audio><form><input></form><iframe></iframe><svg><circle r=1></circle></svg><math><mi>x</mi></math>")
        let afterElements = await byElements.js(Self.interfaceObjects).stringValue
        XCTAssertEqual(afterElements, byInterfaceObject)
        let answer = await untouched.js("""
            JSON.stringify([String(HTMLAudioElement), Object.getPrototypeOf(HTMLAudioElement) === HTMLMediaElement,
                Object.getPrototypeOf(SVGCircleElement) === SVGGeometryElement, Object.getPrototypeOf(SVGElement) === Element,
                document.createElement('audio') instanceof HTMLMediaElement, Object.getOwnPropertyNames(HTMLMediaElement).slice(0, 4),
                Reflect.ownKeys(HTMLAnchorElement.prototype).slice(0, 4)])
            """)
        XCTAssertEqual(answer.stringValue, #"""
            ["function HTMLAudioElement() {\n    [native code]\n}",true,true,true,true,["length","name","prototype","NETWORK_EMPTY"],["constructor","charset","coords","download"]]
            """#)
    }
}
