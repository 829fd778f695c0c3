// Driver for the Wikipedia app's page library (wikimedia-page-library, the "transform" bundle,
// global `pagelib`). It calls the transforms the way the library's own demo (demo/AllTransforms
// and demo/lib/TransformationControls/*.js, the non-`c1` branch) and the apps call them.
//
// Each step runs as its own task (setTimeout), as an app sends each call in its own
// evaluateJavaScript: a step that throws is reported as an uncaught error and the others still
// run. Before each step the driver says which on stderr ("render-libraries: step NAME"); an
// error is rethrown (so it stays uncaught) after its stack is printed, so a report can name the
// step and the library function.
(function () {
  'use strict'
  var say = function (text) { console.warn('render-libraries: ' + text) }
  var doc = document
  var title = (doc.querySelector('title') || {}).textContent || ''
  var steps = [
    ['platform', function () {
      pagelib.PlatformTransform.classify(window)
      doc.documentElement.classList.add(pagelib.PlatformTransform.CLASS.IOS)
    }],
    ['theme', function () {
      pagelib.ThemeTransform.classifyElements(doc)
      pagelib.ThemeTransform.setTheme(doc, pagelib.ThemeTransform.THEME.DARK)
    }],
    ['dimImages', function () {
      pagelib.DimImagesTransform.dim(window, !pagelib.DimImagesTransform.isDim(window))
    }],
    ['textSize', function () { pagelib.AdjustTextSize.setPercentage(doc.body, '120%') }],
    ['margins', function () {
      pagelib.BodySpacingTransform.setMargins(doc.body, { top: '8px', right: '16px', bottom: '8px', left: '16px' })
    }],
    ['compatibility', function () { pagelib.CompatibilityTransform.enableSupport(doc) }],
    ['editButtons', function () {
      pagelib.EditTransform.setEditButtons(doc, true, false)
      doc.querySelectorAll('.section_header').forEach(function (h) {
        h.parentNode.replaceChild(pagelib.EditTransform.newEditSectionHeader(doc,
          h.getAttribute('id'), h.getAttribute('toclevel'), h.getAttribute('line')), h)
      })
    }],
    ['collapseTables', function () {
      pagelib.CollapseTable.collapseTables(window, doc, title, false,
        'Quick facts', 'More information', 'Close', function () {})
    }],
    ['expandTable', function () {
      // a tap on the first collapsed table's header, then "expand all" as the app's menu does
      var header = doc.querySelector('.' + pagelib.CollapseTable.CLASS.COLLAPSED_CONTAINER +
        ', .pagelib_collapse_table_collapsed_container')
      if (header) header.click()
      pagelib.CollapseTable.toggleCollapsedForAll(doc)
    }],
    ['redLinks', function () { pagelib.RedLinks.hideRedLinks(doc) }],
    ['widenImages', function () {
      Array.from(doc.querySelectorAll('img')).filter(function (image) {
        return image.getAttribute('width') && image.getAttribute('height') &&
          parseInt(image.getAttribute('width'), 10) > 64 && parseInt(image.getAttribute('height'), 10) > 64
      }).forEach(function (image) { pagelib.WidenImage.maybeWidenImage(image) })
    }],
    ['lazyLoad', function () {
      var transformer = new pagelib.LazyLoadTransformer(window, 2)
      transformer.convertImagesToPlaceholders(doc.body)
      transformer.loadPlaceholders()
      window.__lazy = transformer
    }],
    ['scroll', function () { window.scrollTo(0, 3000) }],
    ['footer', function () {
      var F = pagelib
      doc.body.appendChild(F.FooterContainer.containerFragment(doc))
      F.FooterMenu.setHeading('About this article', 'pagelib_footer_container_menu_heading', doc)
      var types = F.FooterMenu.MenuItemType
      ;[['Available in 10 other languages', types.languages], ['Edited 10 days ago', types.lastEdited],
        ['Page issues', types.pageIssues], ['Similar pages', types.disambiguation],
        ['View on a map', types.coordinate]].forEach(function (item) {
        F.FooterMenu.maybeAddItem(item[0], '', item[1], 'pagelib_footer_container_menu_items', function () {}, doc)
      })
      F.FooterReadMore.setHeading('Read more', 'pagelib_footer_container_readmore_heading', doc)
      F.FooterLegal.add(doc, 'Content is available under $1 unless otherwise noted.', 'CC BY-SA 3.0',
        'pagelib_footer_container_legal', function () {}, 'View in browser', function () {})
    }],
    ['footerReadMore', function () {
      pagelib.FooterReadMore.add('a', 3, 'pagelib_footer_container_readmore_pages',
        'https://en.wikipedia.org/api/rest_v1', function () {}, doc)
    }],
    ['references', function () {
      var link = doc.querySelector('sup.mw-ref a, sup.reference a')
      if (link) pagelib.ReferenceCollection.collectNearbyReferences(doc, link)
    }],
    ['collections', function () {
      pagelib.CollectionUtilities.collectPageIssues(doc)
      pagelib.CollectionUtilities.collectHatnotes(doc.querySelector('section'))
      pagelib.SectionUtilities.getSectionOffsets(doc.body)
    }]
  ]
  steps.forEach(function (step) {
    setTimeout(function () {
      say('step ' + step[0])
      try {
        step[1]()
      } catch (e) {
        say('stack ' + step[0] + ': ' + String(e && e.stack || e).split('\n').slice(0, 8).join(' <- '))
        throw e
      }
      say('done ' + step[0])
    }, 0)
  })
  setTimeout(function () { say('finished') }, 0)
})()
