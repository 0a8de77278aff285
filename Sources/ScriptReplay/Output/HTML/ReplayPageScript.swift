/// The report page's script, inlined into the page. It reads the run from the page's
/// `application/json` element and builds every element from it with `textContent` (never
/// markup), draws one frame at a time, and records any script error on the page and in the
/// root element's `data-errors` attribute. Its parts: helpers (here), the frame and its
/// transitions, a step's details, and the step list with playback.
enum ReplayPageScript {
    /// The whole script.
    static var source: String { [core, frame, details, playback].joined(separator: "\n") }

    /// Error reporting, the run's data, and helpers.
    static let core = #"""
        (function () {
          'use strict';
          var root = document.documentElement;
          var errors = [];

          // Any script error shows on the page and in an attribute a check reads off the DOM.
          function recordError(message) {
            errors.push(String(message));
            root.setAttribute('data-errors', errors.join(' | '));
            var box = document.getElementById('errors');
            if (box) {
              box.hidden = false;
              box.textContent = 'Script error: ' + errors.join(' | ');
            }
          }
          window.addEventListener('error', function (event) { recordError(event.message || 'error'); });
          window.addEventListener('unhandledrejection', function (event) {
            recordError('unhandled rejection: ' + event.reason);
          });

          var data = JSON.parse(document.getElementById('replay-data').textContent);
          var steps = data.steps;
          var list = data.list || {animationDuration: 0.3};
          var state = {index: -1, speed: 1, playing: false, timer: 0, drawn: {}};
          // What the transitions animated since the page opened, as the root's data-animated says.
          var animatedSoFar = {inserted: 0, deleted: 0, moved: 0, renderedInPlace: 0, reloaded: 0, reloadData: 0};

          function byId(id) { return document.getElementById(id); }

          // Every text from the run goes into the page through textContent, never as markup.
          function make(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined && text !== null) node.textContent = String(text);
            return node;
          }

          function clear(node) {
            while (node.firstChild) node.removeChild(node.firstChild);
          }

          function number(value) { return String(Math.round(value * 1000) / 1000); }

          function px(value) { return value + 'px'; }

          function plural(count, noun, many) { return count + ' ' + (count === 1 ? noun : (many || noun + 's')); }

          function frameOf(index) {
            var step = steps[index];
            return step && step.frame >= 0 ? data.frames[step.frame] : null;
          }

          // A line is [kind, section, row, top, height, text, identifier, type, provider, flags].
          function lineKey(line) {
            var kind = ['r', 'h', 'f'][line[0]];
            if (line[6] !== null) return kind + '\u0000' + (line[8] || '') + '\u0000' + line[6];
            return kind + line[1] + '-' + line[2];
          }

          function decisionKey(decision) {
            var kind = decision.target.indexOf('header') === 0 ? 'h' : decision.target.indexOf('footer') === 0 ? 'f' : 'r';
            return kind + '\u0000' + (decision.provider || '') + '\u0000' + decision.identifier;
          }

          function typeName(line) { return line[7] >= 0 ? data.types[line[7]] : null; }

          function eachDecision(step, visit) {
            step.entries.forEach(function (entry) {
              (entry.stages || []).forEach(function (stage) {
                (stage.decisions || []).forEach(function (decision) { visit(decision, entry, stage); });
              });
            });
          }

          function animationMs() { return Math.max(0, list.animationDuration) * 1000 / state.speed; }
        """#
}
