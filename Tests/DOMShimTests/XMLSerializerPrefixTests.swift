import DOMShim
import JSRuntime
import XCTest

/// XMLSerializer keeps an attribute's own prefix when nothing in scope binds it, and generates
/// `ns1`... only on a clash, as WebKit and Chromium do (the DOM Parsing text always generates
/// one); ShadowRoot's onslotchange getter checks its object. Expected values from the WebKit
/// engine (`run --engine webkit`).
final class XMLSerializerPrefixTests: XCTestCase {
    func testAttributePrefixesAreKeptUnlessTheyClash() async throws {
        let runtime = try await page("<!DOCTYPE html>")
        let out = await runtime.js(#"""
            (() => {
                const out = []; const s = new XMLSerializer(); const XL = 'http://www.w3.org/1999/xlink';
                let d = document.implementation.createDocument(null, 'root'); d.documentElement.setAttributeNS(XL, 'xl:type', 'v'); out.push(s.serializeToString(d));
                d = document.implementation.createDocument(null, 'root'); d.documentElement.setAttributeNS('urn:a', 'p:x', '1'); d.documentElement.setAttributeNS('urn:b', 'p:y', '2'); out.push(s.serializeToString(d));
                d = document.implementation.createDocument('urn:c', 'p:root'); d.documentElement.setAttributeNS('urn:a', 'p:x', '1'); out.push(s.serializeToString(d));
                d = document.implementation.createDocument(null, 'root'); const c = d.createElement('child'); d.documentElement.appendChild(c);
                d.documentElement.setAttributeNS('urn:a', 'q:x', '1'); c.setAttributeNS('urn:a', 'q:y', '2'); c.setAttributeNS('urn:b', 'q:z', '3'); out.push(s.serializeToString(d));
                const r = new DOMParser().parseFromString('<r xmlns:xx="uri"></r>', 'application/xml').documentElement; r.setAttributeNS('uri2', 'p:name', 'value'); out.push(s.serializeToString(r));
                try { Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'onslotchange').get.call(ShadowRoot.prototype); out.push('no throw'); } catch (e) { out.push(e.name); }
                const host = document.createElement('div'); out.push(String(host.attachShadow({ mode: 'open' }).onslotchange));
                return out.join(' | ');
            })()
            """#)
        XCTAssertEqual(out.stringValue, [
            #"<root xmlns:xl="http://www.w3.org/1999/xlink" xl:type="v"/>"#,
            #"<root xmlns:p="urn:a" p:x="1" xmlns:ns1="urn:b" ns1:y="2"/>"#,
            #"<p:root xmlns:p="urn:c" xmlns:ns1="urn:a" ns1:x="1"/>"#,
            #"<root xmlns:q="urn:a" q:x="1"><child q:y="2" xmlns:ns1="urn:b" ns1:z="3"/></root>"#,
            #"<r xmlns:xx="uri" xmlns:p="uri2" p:name="value"/>"#,
            "TypeError", "null",
        ].joined(separator: " | "))
    }
}
