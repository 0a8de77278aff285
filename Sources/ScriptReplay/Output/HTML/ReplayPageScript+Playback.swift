extension ReplayPageScript {
    /// The step list, selection, the URL fragment (`#step-12`, `#line-30`, `&play`,
    /// `&speed=2`, `&inspect=ID` for a row's history), keys and playback at the script's
    /// virtual times.
    static let playback = #"""
          // The step list (one small element per step), selection, the URL fragment and playback.
          function buildStepList() {
            var items = byId('steps');
            var fragment = document.createDocumentFragment();
            steps.forEach(function (step, index) {
              var item = document.createElement('li');
              item.className = index === 0 ? 'setup' : 'step';
              if (step.expect) item.classList.add(step.expect);
              if (step.error) item.classList.add('error');
              if (data.golden && data.golden.step === index) item.classList.add('golden');
              if (step.entries.length) item.classList.add('emits');
              item.setAttribute('data-index', String(index));
              item.setAttribute('data-line', String(step.line));
              var label = (index ? index : 'setup') + ' · line ' + step.line + ' · t=' + number(step.time);
              item.setAttribute('data-label', label);
              item.textContent = step.text;
              fragment.appendChild(item);
            });
            items.appendChild(fragment);
            items.addEventListener('click', function (event) {
              var item = event.target.closest('li');
              if (!item) return;
              stop();
              select(Number(item.getAttribute('data-index')), false);
            });
          }

          function select(index, animated) {
            index = Math.max(0, Math.min(steps.length - 1, index));
            var items = byId('steps');
            var previous = state.index;
            if (previous >= 0 && items.children[previous]) items.children[previous].classList.remove('selected');
            state.index = index;
            var item = items.children[index];
            item.classList.add('selected');
            if (typeof item.scrollIntoView === 'function') item.scrollIntoView({block: 'nearest'});
            drawFrame(index, animated && previous === index - 1);
            showDetails(index);
            var step = steps[index];
            byId('position').textContent = (index ? 'step ' + index : 'setup') + ' of ' + (steps.length - 1) +
              ' · line ' + step.line + ' · t=' + number(step.time) + ' s';
            byId('back').disabled = index === 0;
            byId('forward').disabled = index === steps.length - 1;
            root.setAttribute('data-step', String(index));
            writeHash(index);
          }

          function readHash() {
            var found = {step: null, play: false, speed: null, inspect: null};
            location.hash.replace(/^#/, '').split('&').forEach(function (part) {
              var match = /^step-(\d+)$/.exec(part);
              if (match) found.step = Number(match[1]);
              match = /^line-(\d+)$/.exec(part);
              if (match) {
                for (var index = 0; index < steps.length; index += 1) {
                  if (steps[index].line === Number(match[1])) { found.step = index; break; }
                }
              }
              match = /^speed=([0-9.]+)$/.exec(part);
              if (match && Number(match[1]) > 0) found.speed = Number(match[1]);
              if (part === 'play') found.play = true;
              if (part.indexOf('inspect=') === 0) found.inspect = decodeURIComponent(part.slice('inspect='.length));
            });
            return found;
          }

          // Opens the history of the row or header of the step's frame whose identifier is `identifier`.
          function inspectIdentifier(identifier) {
            var frame = frameOf(state.index);
            var line = frame && frame.lines.filter(function (candidate) { return candidate[6] === identifier; })[0];
            if (line) inspect(line);
          }

          function writeHash(index) {
            var hash = '#step-' + index;
            if (location.hash === hash) return;
            try { history.replaceState(null, '', hash); } catch (error) { /* a page opened where history is read-only */ }
          }

          // Plays the steps at the script's own virtual times, scaled by the speed; a step that takes
          // no virtual time stays on screen for one animation.
          function schedule() {
            clearTimeout(state.timer);
            if (!state.playing) return;
            if (state.index >= steps.length - 1) { stop(); return; }
            var wait = Math.max(steps[state.index + 1].time - steps[state.index].time, list.animationDuration, 0.2);
            state.timer = setTimeout(function () {
              select(state.index + 1, true);
              schedule();
            }, wait * 1000 / state.speed);
          }

          function play() {
            if (state.playing) return;
            if (state.index >= steps.length - 1) select(0, false);
            state.playing = true;
            byId('play').textContent = '❚❚ pause';
            root.setAttribute('data-playing', 'true');
            schedule();
          }

          function stop() {
            clearTimeout(state.timer);
            state.playing = false;
            byId('play').textContent = '▶ play';
            root.setAttribute('data-playing', 'false');
          }

          function setSpeed(speed) {
            state.speed = speed;
            byId('speed').value = String(speed);
            if (state.playing) schedule();
          }

          function wireControls() {
            byId('back').addEventListener('click', function () { stop(); select(state.index - 1, false); });
            byId('forward').addEventListener('click', function () { stop(); select(state.index + 1, true); });
            byId('play').addEventListener('click', function () { if (state.playing) stop(); else play(); });
            byId('speed').addEventListener('change', function () { setSpeed(Number(byId('speed').value)); });
            document.addEventListener('keydown', function (event) {
              var tag = event.target && event.target.tagName;
              if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA' || (tag === 'BUTTON' && event.key === ' ')) return;
              if (event.key === 'ArrowRight' || event.key === 'ArrowDown') { stop(); select(state.index + 1, true); }
              else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') { stop(); select(state.index - 1, false); }
              else if (event.key === 'Home') { stop(); select(0, false); }
              else if (event.key === 'End') { stop(); select(steps.length - 1, false); }
              else if (event.key === ' ') { if (state.playing) stop(); else play(); }
              else return;
              event.preventDefault();
            });
            window.addEventListener('hashchange', function () {
              var found = readHash();
              if (found.speed) setSpeed(found.speed);
              if (found.step !== null && found.step !== state.index) { stop(); select(found.step, false); }
              if (found.inspect !== null) inspectIdentifier(found.inspect);
              if (found.play) play();
            });
          }

          // A run that stopped before its first step (an unknown screen) has nothing to play.
          function showNoStep() {
            byId('details-title').textContent = 'No step';
            byId('details').appendChild(make('p', 'error', data.error || 'The run has no step.'));
            ['back', 'play', 'forward'].forEach(function (id) { byId(id).disabled = true; });
            root.setAttribute('data-steps', '0');
          }

          function start() {
            buildStepList();
            wireControls();
            showGolden();
            showBanner();
            if (!steps.length) {
              showNoStep();
              return;
            }
            var found = readHash();
            if (found.speed) setSpeed(found.speed);
            select(found.step !== null ? found.step : (data.first >= 0 ? data.first : 0), false);
            if (found.inspect !== null) inspectIdentifier(found.inspect);
            root.setAttribute('data-steps', String(steps.length - 1));
            if (found.play) play();
          }

          start();
          root.setAttribute('data-ready', 'true');
        })();
        """#
}
