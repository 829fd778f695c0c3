// The sanitizer's policy as data, in the spirit of DOMPurify's and ammonia's allowlists:
// what is not listed here does not reach the web view. The code in sanitize.js only reads
// these tables; a change of policy is a change of data.
(function (native, internals) {
    'use strict';

    const words = (text) => text.trim().split(/\s+/);
    const set = (text) => new Set(words(text));

    // Attributes every allowed HTML element may carry (aria-* and data-* are allowed by prefix).
    const htmlGlobalAttributes = set(`
        class id style title lang dir hidden role tabindex translate align valign bgcolor
        width height border color face size nowrap clear`);

    // Allowed HTML elements, each with the attributes it may carry beyond the global ones.
    // URL-valued attributes are listed in `urlAttributes` too, which decides their schemes.
    const htmlElements = {
        a: 'href hreflang name rel target type download',
        abbr: '', acronym: '', address: '', area: 'alt coords href hreflang shape target rel',
        article: '', aside: '', audio: 'controls loop muted preload src',
        b: '', bdi: '', bdo: '', big: '', blockquote: 'cite type', body: 'background text link vlink alink',
        br: '', button: 'disabled name type value', caption: '', center: '', cite: '', code: '',
        col: 'span char charoff', colgroup: 'span char charoff', data: 'value', datalist: '',
        dd: '', del: 'cite datetime', details: 'open', dfn: '', dir: 'compact', div: '', dl: 'compact', dt: '',
        em: '', fieldset: 'disabled name', figcaption: '', figure: '', font: '', footer: '',
        h1: '', h2: '', h3: '', h4: '', h5: '', h6: '', header: '', hgroup: '', hr: 'noshade',
        i: '', iframe: 'src allow allowfullscreen frameborder loading referrerpolicy sandbox scrolling',
        img: 'alt src srcset sizes usemap ismap hspace vspace loading decoding',
        input: 'alt checked disabled max maxlength min multiple name pattern placeholder readonly size step type value',
        ins: 'cite datetime', kbd: '', label: 'for', legend: '', li: 'type value', main: '', map: 'name', mark: '',
        menu: '', meter: 'high low max min optimum value', nav: '', nobr: '', ol: 'reversed start type compact',
        optgroup: 'disabled label', option: 'disabled label selected value', output: 'for name',
        p: '', picture: '', pre: 'wrap', progress: 'max value', q: 'cite', rp: '', rt: '', ruby: '',
        s: '', samp: '', section: '', select: 'disabled multiple name size', small: '',
        source: 'media sizes src srcset type', span: '', strike: '', strong: '', style: 'media',
        sub: '', summary: '', sup: '', table: 'background cellpadding cellspacing frame rules summary',
        tbody: 'char charoff', td: 'abbr axis background char charoff colspan headers rowspan scope',
        template: '', textarea: 'cols disabled name placeholder readonly rows wrap',
        tfoot: 'char charoff', th: 'abbr axis background char charoff colspan headers rowspan scope',
        thead: 'char charoff', time: 'datetime', tr: 'char charoff', track: 'default kind label src srclang',
        tt: '', u: '', ul: 'type compact', var: '', video: 'controls loop muted playsinline poster preload src',
        wbr: '',
        // Outlook's Word markup: harmless, and its paragraphs carry the message's spacing.
        'o:p': '',
    };

    // Removed with everything inside: active content, and elements whose text is raw (not
    // escaped when serialized), which a browser may parse differently than we do (mutation XSS).
    const htmlRemovedWithContent = set(`
        script noscript noembed noframes object embed applet param frame frameset portal base
        link meta title canvas`);

    // Elements shown as their text in a <pre>: their content is raw text in the parser.
    const htmlShownAsText = set('xmp plaintext listing');

    // The form element goes, its controls stay: nothing can be submitted from a message.
    const htmlUnwrapped = set('form');

    const svgElements = {
        svg: 'viewbox preserveaspectratio version x y width height xmlns',
        a: 'href xlink:href xlink:title target',
        circle: 'cx cy r pathlength', clippath: 'clippathunits', defs: '', desc: '',
        ellipse: 'cx cy rx ry pathlength', filter: 'filterunits primitiveunits x y width height',
        g: '', image: 'href xlink:href x y width height preserveaspectratio', line: 'x1 x2 y1 y2 pathlength',
        lineargradient: 'x1 x2 y1 y2 gradientunits gradienttransform spreadmethod href xlink:href',
        marker: 'markerwidth markerheight markerunits refx refy orient viewbox preserveaspectratio',
        mask: 'maskunits maskcontentunits x y width height', metadata: '',
        path: 'd pathlength', pattern: 'patternunits patterncontentunits patterntransform x y width height viewbox preserveaspectratio href xlink:href',
        polygon: 'points pathlength', polyline: 'points pathlength',
        radialgradient: 'cx cy r fx fy fr gradientunits gradienttransform spreadmethod href xlink:href',
        rect: 'x y width height rx ry pathlength', stop: 'offset', style: 'media', switch: '',
        symbol: 'viewbox preserveaspectratio x y width height refx refy', text: 'x y dx dy rotate textlength lengthadjust',
        textpath: 'href xlink:href startoffset method spacing side textlength lengthadjust', title: '',
        tspan: 'x y dx dy rotate textlength lengthadjust', view: 'viewbox preserveaspectratio',
        feblend: 'in in2 mode result', fecolormatrix: 'in type values result', fecomponenttransfer: 'in result',
        fecomposite: 'in in2 operator k1 k2 k3 k4 result', feconvolvematrix: 'in order kernelmatrix divisor bias targetx targety edgemode preservealpha result',
        fediffuselighting: 'in surfacescale diffuseconstant result', fedisplacementmap: 'in in2 scale xchannelselector ychannelselector result',
        fedistantlight: 'azimuth elevation', fedropshadow: 'dx dy stddeviation in result', feflood: 'result',
        fefunca: 'type tablevalues slope intercept amplitude exponent offset', fefuncb: 'type tablevalues slope intercept amplitude exponent offset',
        fefuncg: 'type tablevalues slope intercept amplitude exponent offset', fefuncr: 'type tablevalues slope intercept amplitude exponent offset',
        fegaussianblur: 'in stddeviation edgemode result', femerge: 'result', femergenode: 'in', femorphology: 'in operator radius result',
        feoffset: 'in dx dy result', fepointlight: 'x y z', fespecularlighting: 'in surfacescale specularconstant specularexponent result',
        fespotlight: 'x y z pointsatx pointsaty pointsatz specularexponent limitingconeangle', fetile: 'in result',
        feturbulence: 'basefrequency numoctaves seed stitchtiles type result',
    };
    // Presentation attributes any allowed SVG element may carry.
    const svgGlobalAttributes = set(`
        id class style lang xml:lang tabindex role transform fill fill-opacity fill-rule stroke
        stroke-width stroke-linecap stroke-linejoin stroke-dasharray stroke-dashoffset
        stroke-miterlimit stroke-opacity opacity clip-path clip-rule mask filter display
        visibility overflow color font-family font-size font-size-adjust font-stretch font-style
        font-variant font-weight text-anchor text-decoration dominant-baseline alignment-baseline
        baseline-shift letter-spacing word-spacing writing-mode direction unicode-bidi
        stop-color stop-opacity flood-color flood-opacity lighting-color marker-start marker-mid
        marker-end vector-effect shape-rendering text-rendering image-rendering
        color-interpolation color-interpolation-filters paint-order systemlanguage`);

    const mathmlElements = set(`
        math menclose merror mfenced mfrac mi mmultiscripts mn mo mover mpadded mphantom mroot
        mrow ms mspace msqrt mstyle msub msubsup msup mtable mtd mtext mtr munder munderover
        mprescripts none semantics`);
    const mathmlAttributes = set(`
        id class style dir display displaystyle mathvariant mathsize mathcolor mathbackground
        accent accentunder align bevelled close columnalign columnlines columnspacing columnspan
        denomalign depth fence form frame height largeop length linethickness lspace rspace
        maxsize minsize movablelimits notation numalign open rowalign rowlines rowspacing rowspan
        scriptlevel scriptminsize scriptsizemultiplier selection separator separators stretchy
        subscriptshift superscriptshift symmetric voffset width xmlns`);

    // Where the HTML parser leaves foreign content (DOMPurify's namespace rules): HTML may only
    // sit in SVG at these elements, and in MathML at these.
    const svgHTMLIntegrationPoints = set('foreignobject desc title');
    const mathmlTextIntegrationPoints = set('mi mo mn ms mtext');
    // Names that mean an HTML element when the parser meets them inside foreign content:
    // such an element in SVG or MathML is one reparse away from changing namespace.
    const foreignBreakouts = set(`
        b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i
        img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt
        u ul var font`);

    // Which schemes each kind of URL may have after parsing it as a browser does. A relative
    // URL resolves against the composer's base. `data:` is allowed for raster images only.
    const urlKinds = {
        link: set('http https mailto tel sms'),
        image: set('http https cid'),
        media: set('http https'),
        cite: set('http https'),
        embed: set('https'),
        fragment: new Set(),
    };
    const urlAttributes = {
        href: 'link', src: 'image', srcset: 'image', poster: 'image', background: 'image',
        cite: 'cite', 'xlink:href': 'link',
    };
    // Elements whose `src` is not an image.
    const srcKinds = { audio: 'media', video: 'media', source: 'media', track: 'media', iframe: 'embed' };
    // SVG elements whose href is a resource, not a link: only a fragment of this document.
    const svgFragmentHrefs = set('lineargradient radialgradient pattern textpath');
    const rasterDataURL = /^data:image\/(png|gif|jpe?g|pjpeg|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)(;[a-z0-9=.+_-]*)*,/i;

    // Tokens kept in an embed's `allow` and `sandbox`; a kept iframe always gets this sandbox.
    const embedAllow = set('autoplay clipboard-write encrypted-media fullscreen gyroscope accelerometer picture-in-picture web-share');
    const embedSandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups';

    // Link targets a message may ask for: another window, never its own frame tree.
    const linkTargets = set('_blank');

    // CSS: properties dropped wherever they occur; at-rules kept in a <style>.
    const cssForbiddenProperties = set('behavior -ms-behavior -moz-binding -webkit-binding binding');
    const cssForbiddenFunctions = set('expression -moz-element element paint');
    const cssAllowedAtRules = set('media supports font-face keyframes -webkit-keyframes page layer container font-feature-values counter-style');
    const cssURLKinds = { 'font-face': 'font' };
    urlKinds.font = set('https');

    internals.sanitizerPolicy = {
        htmlGlobalAttributes, htmlElements: mapOfSets(htmlElements), htmlRemovedWithContent, htmlShownAsText, htmlUnwrapped,
        svgElements: mapOfSets(svgElements), svgGlobalAttributes, mathmlElements, mathmlAttributes,
        svgHTMLIntegrationPoints, mathmlTextIntegrationPoints, foreignBreakouts,
        urlKinds, urlAttributes, srcKinds, svgFragmentHrefs, rasterDataURL, embedAllow, embedSandbox, linkTargets,
        cssForbiddenProperties, cssForbiddenFunctions, cssAllowedAtRules, cssURLKinds,
    };

    function mapOfSets(table) {
        const map = new Map();
        for (const [name, attributes] of Object.entries(table)) map.set(name, attributes ? set(attributes) : new Set());
        return map;
    }
})
