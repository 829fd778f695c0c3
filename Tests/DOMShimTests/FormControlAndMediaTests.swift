import DOMShim
import JSRuntime
import XCTest

/// dom/html-controls.js and dom/html-media.js, installed on first use: what WebKit answers for
/// constraint validation, labels, the selection API, stepping, <select>'s options and the
/// named constructors (the expected values are WebKit's, from `webengine run --engine webkit`),
/// and media elements as a web view without a media backend has them.
final class FormControlAndMediaTests: XCTestCase {
    static let form = """
        <form id=f><input id=a value=abc><input id=r required><input id=e type=email value=x><input id=p pattern="[0-9]+" value=ab>\
        <input type=checkbox required id=c><select required id=s><option value="">x</select><textarea id=t>hello</textarea>\
        <input type=number id=n min=2 max=5 step=2 value=7><label id=l for=a>L</label><output id=o></output><fieldset id=fs></fieldset>\
        <progress id=pr></progress><input type=url id=u value=foo><input type=file id=fi><input type=radio required name=g id=rad></form>
        """

    func testConstraintValidationAsWebKit() async throws {
        let runtime = try await page(Self.form)
        let result = await runtime.js("""
            (() => {
                const $ = (id) => document.getElementById(id);
                return ['r', 'e', 'p', 'c', 's', 'n', 'u', 'fi', 'rad', 'o', 'fs', 'a'].map((id) => {
                    const x = $(id);
                    const failed = Object.keys(ValidityState.prototype).filter((key) => x.validity[key]);
                    return [id, x.willValidate, x.validationMessage, failed.join(' ')].join('|');
                }).join('\\n');
            })()
            """).stringValue
        XCTAssertEqual(result, """
            r|true|Fill out this field|valueMissing
            e|true|Enter an email address|typeMismatch
            p|true|Match the requested format|patternMismatch
            c|true|Select this checkbox|valueMissing
            s|true|Select an item in the list|valueMissing
            n|true|Value must be less than or equal to 5|rangeOverflow stepMismatch
            u|true|Enter a URL|typeMismatch
            fi|true||valid
            rad|true|Select one of these options|valueMissing
            o|false||valid
            fs|false||valid
            a|true||valid
            """)
        let custom = await runtime.js("""
            (() => {
                const a = document.getElementById('a');
                let invalid = 0;
                a.addEventListener('invalid', () => invalid++);
                a.setCustomValidity('bad');
                const errors = [];
                try { HTMLInputElement.prototype.setCustomValidity.call({}, 'x'); } catch (error) { errors.push(error.message); }
                try { a.setCustomValidity(); } catch (error) { errors.push(error.message); }
                return [a.validationMessage, a.validity.customError, a.checkValidity(), invalid, document.getElementById('f').checkValidity(), ...errors].join('|');
            })()
            """).stringValue
        XCTAssertEqual(custom, "bad|true|false|1|false|Can only call HTMLInputElement.setCustomValidity on instances of HTMLInputElement|Not enough arguments")
    }

    func testLabelsSelectionSteppingAndSelectAsWebKit() async throws {
        let runtime = try await page(Self.form)
        let result = await runtime.js("""
            (() => {
                const $ = (id) => document.getElementById(id);
                const out = [];
                const a = $('a');
                out.push([a.selectionStart, a.selectionEnd, a.selectionDirection]);
                const b = document.createElement('input');
                b.value = 'hello';
                out.push([b.selectionStart, b.selectionEnd, b.selectionDirection]);
                b.setSelectionRange(1, 3);
                b.setRangeText('XY', 0, 1, 'select');
                out.push([b.value, b.selectionStart, b.selectionEnd]);
                out.push([$('t').selectionStart, $('t').textLength, $('t').type]);
                out.push([a.labels.length, a.labels.constructor.name, $('l').control.id, $('l').form.id]);
                out.push([$('fi').files.constructor.name, $('fi').files.length, a.files, $('n').valueAsNumber, a.valueAsNumber]);
                out.push([$('pr').position, $('o').type, $('fs').type, $('s').type]);
                try { a.stepUp(); } catch (error) { out.push([error.name]); }
                try { $('c').selectionStart = 1; } catch (error) { out.push([error.name, error.message]); }
                $('n').stepDown();
                out.push([$('n').value]);
                const date = document.createElement('input');
                date.type = 'date';
                date.valueAsNumber = Date.UTC(2024, 1, 29);
                out.push([date.value, date.valueAsDate.toISOString()]);
                out.push([$('s').options.constructor.name, $('s').length, $('s').selectedIndex, $('s').selectedOptions.length]);
                const select = document.createElement('select');
                select.add(new Option('one', '1'));
                select.add(new Option('two', '2', false, true));
                select.options.add(new Option('zero', '0'), 0);
                out.push([select.length, select.selectedIndex, select.value, select.options[0].text, select.item(2).index]);
                select.options.length = 1;
                out.push([select.innerHTML]);
                out.push([new Option('t', 'v', true, false).outerHTML, new Image(3, 4).outerHTML, Option.length, Image.name]);
                return out.map((row) => row.join(',')).join('\\n');
            })()
            """).stringValue
        XCTAssertEqual(result, """
            0,0,forward
            5,5,none
            XYello,0,2
            0,5,textarea
            1,NodeList,a,f
            FileList,0,,7,NaN
            -1,output,fieldset,select-one
            InvalidStateError
            InvalidStateError,The input element's type ('checkbox') does not support selection.
            4
            2024-02-29,2024-02-29T00:00:00.000Z
            HTMLOptionsCollection,1,0,1
            3,2,2,zero,2
            <option value="0">zero</option>
            <option value="v" selected="">t</option>,<img width="3" height="4">,0,Image
            """)
    }

    func testMediaElementsThatPlayedNothing() async throws {
        let runtime = try await page("<video id=v></video><video id=t><track kind=captions label=English srclang=en></video>")
        let state = await runtime.js("""
            (() => {
                const v = document.getElementById('v');
                const values = [v.networkState, v.readyState, v.paused, v.duration, v.currentTime, v.ended, v.volume, v.muted,
                    v.buffered.length, String(v.played), v.error, v.canPlayType('video/mp4'), v.videoWidth, HTMLMediaElement.HAVE_ENOUGH_DATA];
                const track = document.querySelector('track').track;
                const added = v.addTextTrack('subtitles', 'mine', 'fr');
                return [...values, track.kind, track.label, track.language, track.mode, track.cues, document.getElementById('t').textTracks[0] === track,
                    added.mode, added.cues.length, v.textTracks.length, new TrackEvent('addtrack', { track: added }).track === added, String(new Audio('a.mp3').outerHTML)].join('|');
            })()
            """).stringValue
        XCTAssertEqual(state, "0|0|true|NaN|0|false|1|false|0|[object TimeRanges]|||0|4|captions|English|en|disabled||true|hidden|0|1|true|<audio preload=\"auto\" src=\"a.mp3\"></audio>")
        _ = await runtime.js("""
            window.events = [];
            const audio = new Audio('song.mp3');
            for (const type of ['loadstart', 'error', 'play']) audio.addEventListener(type, () => events.push(type));
            audio.play().catch((error) => events.push(error.name));
            window.audio = audio;
            """)
        await runtime.runUntilIdle(timeout: .seconds(1))
        let events = await runtime.js("[events.join(' '), audio.networkState, audio.error.code, audio.currentSrc].join('|')").stringValue
        XCTAssertEqual(events, "loadstart error NotSupportedError play|3|4|https://example.com/post/song.mp3")
    }

    func testEditingAttributesAndSmallMembersAsWebKit() async throws {
        let runtime = try await page("<p id=p contenteditable><span id=s>x</span></p>")
        let result = await runtime.js("""
            (() => {
                const d = document.createElement('div'), img = document.createElement('img'), a = document.createElement('a');
                a.href = 'x';
                const out = [[d.contentEditable, d.isContentEditable, d.draggable, img.draggable, a.draggable, d.spellcheck, JSON.stringify(d.autocapitalize), JSON.stringify(d.inputMode)].join(',')];
                d.setAttribute('contenteditable', 'PLAINTEXT-ONLY'); out.push(d.contentEditable);
                try { d.contentEditable = 'nope'; } catch (error) { out.push(error.name); }
                d.contentEditable = 'TRUE'; out.push(d.getAttribute('contenteditable'));
                for (const value of ['off', 'on', 'words', 'bogus']) { d.setAttribute('autocapitalize', value); out.push(d.autocapitalize); }
                d.setAttribute('inputmode', 'NUMERIC'); out.push(d.inputMode);
                out.push([document.getElementById('s').isContentEditable, document.getElementById('s').contentEditable, String(a).endsWith('/x'), img.currentSrc].join(','));
                const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
                out.push([svg.tabIndex, svg.autofocus, JSON.stringify(svg.nonce), typeof svg.dataset, HTMLScriptElement.supports('module')].join(','));
                try { HTMLTableElement.prototype.deleteCaption.call({}); } catch (error) { out.push(error.constructor.name); }
                try { document.createElement('table').deleteRow(); } catch (error) { out.push(error.message); }
                return out.join('\\n');
            })()
            """).stringValue
        XCTAssertEqual(result, """
            inherit,false,false,true,true,true,"",""
            plaintext-only
            SyntaxError
            true
            none
            sentences
            words
            sentences
            numeric
            true,inherit,true,
            -1,false,"",object,true
            TypeError
            Not enough arguments
            """)
    }
}
