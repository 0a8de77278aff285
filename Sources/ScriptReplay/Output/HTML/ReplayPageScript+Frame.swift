extension ReplayPageScript {
    /// Draws a step's frame to scale and animates the transition from the frame before.
    static let frame = #"""
          // The frame of a step, drawn to scale: the viewport at its height, each line at its top and
          // height in points, scaled down together when the viewport is taller than the window.
          function scaleOf(frame) {
            var room = Math.max(240, Math.min(window.innerHeight - 200, 760));
            return Math.min(1, room / Math.max(1, frame.viewport));
          }

          function lineElement(line, frame, scale, decisions) {
            var kind = ['row', 'header', 'footer'][line[0]];
            var node = make('div', 'line ' + kind);
            node.style.top = px((line[3] - frame.offset) * scale);
            node.style.height = px(line[4] * scale);
            node.setAttribute('data-kind', kind);
            node.appendChild(make('span', 'text', line[5]));
            if (line[9] & 1) {
              node.setAttribute('data-selected', 'true');
              node.appendChild(make('span', 'mark', 'selected'));
            }
            if (line[9] & 2) {
              node.classList.add('placeholder');
              node.appendChild(make('span', 'type', 'no cell for ' + (typeName(line) || 'this view state')));
            }
            var decision = decisions[lineKey(line)];
            if (decision && decision !== 'deferred') {
              node.appendChild(make('span', 'badge ' + decision, decision === 'reloaded' ? 'reloaded' : 'rendered in place'));
            }
            node.title = [line[6] !== null ? 'id ' + line[6] : null, typeName(line), line[8]].filter(Boolean).join(' · ');
            node.addEventListener('click', function () { inspect(line); });
            return node;
          }

          function decisionsOf(index) {
            var kinds = {};
            eachDecision(steps[index], function (decision) { kinds[decisionKey(decision)] = decision.decision; });
            return kinds;
          }

          function animate(node, keyframes, duration) {
            if (duration > 0 && typeof node.animate === 'function') {
              node.animate(keyframes, {duration: duration, easing: 'ease-in-out'});
            }
          }

          // Whether the step's updates reached the list by reloadData() alone, which UIKit does not animate.
          function reloadsOnly(step) {
            var methods = step.entries.map(function (entry) { return entry.method; });
            return methods.indexOf('reloadData') >= 0 && methods.indexOf('batches') < 0;
          }

          // The frame of step `index`, drawn to scale. Animated, it is the transition from the frame on
          // screen as the list animates it: rows that come appear, rows that go fade out, rows that move
          // slide, and rows rendered in place or reloaded flash in their colour. A reloadData() is not
          // animated: the list flashes once.
          function drawFrame(index, animated) {
            var viewport = byId('viewport');
            var frame = frameOf(index);
            var previous = state.drawn;
            var duration = animated ? animationMs() : 0;
            if (duration && reloadsOnly(steps[index])) {
              animate(viewport, [{boxShadow: '0 0 0 4px #f7b267'}, {}], duration);
              tally({reloadData: 1});
              duration = 0;
            }
            Array.prototype.slice.call(viewport.querySelectorAll('.line:not(.ghost)')).forEach(function (node) {
              viewport.removeChild(node);
            });
            state.drawn = {};
            if (!frame) {
              byId('frame-caption').textContent = 'This run recorded no frame for this step.';
              return;
            }
            var scale = scaleOf(frame);
            viewport.style.height = px(frame.viewport * scale);
            viewport.style.fontSize = px(Math.max(9, Math.min(15, 15 * scale)));
            var decisions = decisionsOf(index);
            frame.lines.forEach(function (line) {
              var node = lineElement(line, frame, scale, decisions);
              viewport.appendChild(node);
              state.drawn[lineKey(line)] = {top: (line[3] - frame.offset) * scale, node: node};
            });
            if (duration) animateTransition(viewport, previous, decisions, duration);
            byId('frame-caption').textContent = caption(frame, scale);
          }

          function animateTransition(viewport, previous, decisions, duration) {
            var counts = {inserted: 0, deleted: 0, moved: 0, renderedInPlace: 0, reloaded: 0};
            Object.keys(state.drawn).forEach(function (key) {
              var node = state.drawn[key].node;
              var top = state.drawn[key].top;
              var before = previous[key];
              if (!before) {
                counts.inserted += 1;
                animate(node, [{opacity: 0, transform: 'scaleY(0.2)'}, {opacity: 1, transform: 'none'}], duration);
              } else if (before.top !== top) {
                counts.moved += 1;
                animate(node, [{transform: 'translateY(' + px(before.top - top) + ')'}, {transform: 'none'}], duration);
              }
              var kind = decisions[key];
              if (kind === 'renderedInPlace' || kind === 'reloaded') {
                counts[kind] += 1;
                animate(node, [{backgroundColor: kind === 'reloaded' ? '#f7b267' : '#7fd69b'}, {}], duration);
              }
            });
            Object.keys(previous).forEach(function (key) {
              if (state.drawn[key]) return;
              counts.deleted += 1;
              fadeOut(viewport, previous[key].node, duration);
            });
            tally(counts);
          }

          // Adds a transition's counts to what was animated since the page opened (data-animated).
          function tally(counts) {
            Object.keys(counts).forEach(function (name) { animatedSoFar[name] += counts[name]; });
            root.setAttribute('data-animated', Object.keys(animatedSoFar).map(function (name) {
              return name + ' ' + animatedSoFar[name];
            }).join(', '));
          }

          function fadeOut(viewport, node, duration) {
            var ghost = node.cloneNode(true);
            ghost.classList.add('ghost');
            viewport.appendChild(ghost);
            animate(ghost, [{opacity: 1, transform: 'none'}, {opacity: 0, transform: 'scaleY(0.2)'}], duration);
            setTimeout(function () { if (ghost.parentNode) ghost.parentNode.removeChild(ghost); }, duration);
          }

          function caption(frame, scale) {
            var parts = ['viewport ' + number(frame.viewport) + ' pt'];
            parts.push('offset ' + number(frame.offset) + ' of ' + number(frame.maximumOffset));
            parts.push(plural(frame.counts.length, 'section') + ' [' + frame.counts.join(', ') + ']');
            parts.push(scale === 1 ? 'drawn at 1 px per point' : 'drawn at ' + Math.round(scale * 100) + '%');
            if (!frame.lines.length) parts.unshift('(empty)');
            return parts.join(' · ');
          }
        """#
}
