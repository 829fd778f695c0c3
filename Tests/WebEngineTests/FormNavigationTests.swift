import Foundation
import WebEngineKit
import XCTest

/// Form submission as a web view does it, up to the navigation it asks for (nothing navigates).
@MainActor
final class FormNavigationTests: XCTestCase {
    final class Requests: WebNavigationDelegate {
        var all: [NavigationRequest] = []
        func webPresentation(_ presentation: any WebPresentation, didRequestNavigation request: NavigationRequest) { all.append(request) }
    }

    static let form = """
        <form id=f action="/search" method=get>
          <input name=q value="swift engines"><input type=checkbox name=safe checked><input type=checkbox name=off>
          <select name=lang><option value=en selected>English<option value=fr>French</select>
          <textarea name=note>line one
        line two</textarea>
          <input name=skip disabled value=x><button name=go value=now>Search</button><input type=submit name=other value=Other>
        </form>
        """

    private func engine(_ html: String) async throws -> (JSWebEngine, Requests) {
        let engine = try await JSWebEngine()
        let requests = Requests()
        engine.navigationDelegate = requests
        try await engine.loadHTML(html, baseURL: URL(string: "https://site.example/page"))
        return (engine, requests)
    }

    func testAGetFormBecomesANavigationWithItsQuery() async throws {
        let (engine, requests) = try await engine(Self.form)
        try await engine.executeScript("document.getElementById('f').submit()")
        XCTAssertEqual(requests.all.map(\.kind), [.formSubmitted])
        XCTAssertEqual(requests.all.first?.httpMethod, "GET")
        XCTAssertEqual(requests.all.first?.url.absoluteString, "https://site.example/search?q=swift+engines&safe=on&lang=en&note=line+one%0D%0Aline+two")
        let events = await engine.events
        XCTAssertEqual(events.last?.data["kind"], "formSubmitted")
    }

    /// Constructing a submission's entry list fires the form's `formdata` event, whose listener
    /// adds to what is sent; a submission asked for from that listener sends nothing.
    func testASubmissionsFormDataEventAddsToWhatIsSent() async throws {
        let (engine, requests) = try await engine(Self.form + """
            <script>document.getElementById('f').addEventListener('formdata', (event) => {
                event.formData.append('added', String(event.formData.has('q')));
                event.target.submit();
            });</script>
            """)
        try await engine.executeScript("document.getElementById('f').submit()")
        XCTAssertEqual(requests.all.count, 1)
        XCTAssertEqual(requests.all.first?.url.absoluteString, "https://site.example/search?q=swift+engines&safe=on&lang=en&note=line+one%0D%0Aline+two&added=true")
    }

    /// A control is disabled by every disabled fieldset it is in, unless it is in that
    /// fieldset's first legend: a button in an inner fieldset's legend is still disabled by the
    /// outer one (clicking it submits nothing), and a field in the outer one's legend is sent.
    /// A `form` attribute names a form only for a connected control.
    func testEveryDisabledFieldsetAroundAControlDisablesIt() async throws {
        let (engine, requests) = try await engine("""
            <form id=f action="/search" method=get><fieldset disabled><legend><input name=kept value=1></legend>
            <fieldset disabled><legend><button id=inner name=inner value=x>Go</button></legend><input name=dropped value=2></fieldset></fieldset>
            <input name=q value=s></form>
            """)
        try await engine.executeScript("document.getElementById('inner').click()")
        XCTAssertEqual(requests.all.count, 0, "a button disabled by the outer fieldset submits nothing")
        let owner = try await engine.executeScript("const loose = document.createElement('input'); loose.setAttribute('form', 'f'); [loose.form === null, document.querySelector('[name=q]').form.id].join(' ')")
        XCTAssertEqual(owner, "true f")
        try await engine.executeScript("document.getElementById('f').requestSubmit()")
        XCTAssertEqual(requests.all.first?.url.absoluteString, "https://site.example/search?kept=1&q=s")
    }

    func testASubmitButtonsClickFiresSubmitAndSendsItsName() async throws {
        let (engine, requests) = try await engine(Self.form.replacingOccurrences(of: "method=get", with: "method=post") + "<script>var submits = []; document.addEventListener('submit', e => submits.push(e.submitter && e.submitter.name));</script>")
        try await engine.executeScript("document.querySelector('button').click()")
        let submits = try await engine.executeScript("submits")
        XCTAssertEqual(submits, ["go"])
        XCTAssertEqual(requests.all.first?.httpMethod, "POST")
        XCTAssertEqual(requests.all.first?.url.absoluteString, "https://site.example/search")
        XCTAssertEqual(requests.all.first?.httpBody, "q=swift+engines&safe=on&lang=en&note=line+one%0D%0Aline+two&go=now")
    }

    func testACanceledSubmitAndAnInvalidFormSubmitNothing() async throws {
        let (engine, requests) = try await engine(Self.form + "<form id=r action=/r><input name=need required></form><script>var invalid = 0; document.querySelector('[name=need]').addEventListener('invalid', () => invalid++);</script>")
        try await engine.executeScript("document.getElementById('f').addEventListener('submit', e => e.preventDefault()); document.getElementById('f').requestSubmit()")
        try await engine.executeScript("document.getElementById('r').requestSubmit()")
        XCTAssertEqual(requests.all, [])
        let invalid = try await engine.executeScript("invalid")
        XCTAssertEqual(invalid, 1)
        // submit() skips both the event and validation.
        try await engine.executeScript("document.getElementById('r').submit()")
        XCTAssertEqual(requests.all.map(\.url.absoluteString), ["https://site.example/r?need="])
    }

    func testRequestSubmitChecksItsSubmitter() async throws {
        let (engine, _) = try await engine(Self.form + "<form id=g><button id=other>x</button></form>")
        let errors = try await engine.executeScript("""
            [() => document.getElementById('f').requestSubmit(document.querySelector('[name=q]')),
             () => document.getElementById('f').requestSubmit(document.getElementById('other'))]
              .map(f => { try { f(); return 'no error'; } catch (e) { return e.name; } })
            """)
        XCTAssertEqual(errors, ["TypeError", "NotFoundError"])
    }
}
