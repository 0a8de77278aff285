extension ReplayPageScript {
    /// A step's details (its checks, emissions, stages and decisions), a row's history, the
    /// golden side by side and the failure banner.
    static let details = #"""
          // What a step did: the step as written, its checks, and per emission its method, stages,
          // operations and decisions.
          function operations(stage) {
            var parts = [];
            function add(name, values) { if (values && values.length) parts.push(name + ' ' + values.join(' ')); }
            add('delete sections', stage.sectionsDeleted);
            add('insert sections', stage.sectionsInserted);
            add('update sections', stage.sectionsUpdated);
            add('move sections', stage.sectionsMoved);
            add('delete', stage.itemsDeleted);
            add('insert', stage.itemsInserted);
            add('update', stage.itemsUpdated);
            add('move', stage.itemsMoved);
            return parts.length ? parts.join('; ') : 'no operations';
          }

          function headline(entry) {
            var text;
            if (entry.kind === 'droppedDiff') text = 'dropped diff of emission ' + entry.emission;
            else if (entry.kind === 'missingCell') text = 'cells appeared after emission ' + entry.emission;
            else text = 'emission ' + entry.emission + (entry.provider ? ' of ' + entry.provider : '');
            if (entry.coalescedEmissions > 0) text += ' (' + entry.coalescedEmissions + ' coalesced)';
            if (entry.method) text += ': ' + entry.method;
            if (entry.reason) text += ' (' + entry.reason + ')';
            return text;
          }

          function decisionElement(decision, stage) {
            var item = make('li', 'decision ' + decision.decision);
            item.appendChild(make('span', 'target', decision.target));
            item.appendChild(make('span', 'identifier', decision.identifier));
            item.appendChild(make('span', 'type', decision.viewStateType));
            item.appendChild(make('span', 'kind', decision.decision));
            item.appendChild(make('span', 'reason', decision.reason));
            if (decision.provider && decision.provider !== stage.provider) {
              item.appendChild(make('span', 'provider', decision.provider));
            }
            return item;
          }

          function entryElement(entry) {
            var node = make('div', 'entry ' + (entry.method || entry.kind));
            node.appendChild(make('h3', null, headline(entry)));
            (entry.stages || []).forEach(function (stage) {
              var label = stage.provider && stage.provider !== entry.provider ? ' (' + stage.provider + ')' : '';
              node.appendChild(make('p', 'stage', 'stage ' + stage.index + label + ': ' + operations(stage)));
              if (!stage.decisions || !stage.decisions.length) return;
              var decisions = make('ul', 'decisions');
              stage.decisions.forEach(function (decision) { decisions.appendChild(decisionElement(decision, stage)); });
              node.appendChild(decisions);
            });
            if (entry.rejectedBatch) node.appendChild(make('p', 'rejected', 'rejected batch: ' + entry.rejectedBatch));
            if (entry.unregisteredTypes && entry.unregisteredTypes.length) {
              node.appendChild(make('p', 'unregistered', 'no cell registered for: ' + entry.unregisteredTypes.join(', ')));
            }
            return node;
          }

          function checksElement(step) {
            var node = make('div', 'expectation ' + step.expect);
            node.appendChild(make('p', 'verdict', step.expect === 'held' ? 'expectation held' : 'expectation FAILED'));
            if (!step.checks || !step.checks.length) return node;
            var table = make('table', 'checks');
            var head = make('tr');
            ['check', 'expected', 'found'].forEach(function (title) { head.appendChild(make('th', null, title)); });
            table.appendChild(head);
            step.checks.forEach(function (check) {
              var row = make('tr');
              row.appendChild(make('td', 'check', check.check));
              row.appendChild(make('td', 'expected', check.expected));
              row.appendChild(make('td', 'actual', check.actual));
              table.appendChild(row);
            });
            node.appendChild(table);
            return node;
          }

          function showDetails(index) {
            var box = byId('details');
            var step = steps[index];
            clear(box);
            byId('details-title').textContent = index === 0 ? 'Setup' : 'Step ' + index;
            box.appendChild(make('p', 'where', 'line ' + step.line + ' · t=' + number(step.time) + ' s'));
            box.appendChild(make('pre', 'written', step.text));
            if (step.expect) box.appendChild(checksElement(step));
            if (step.error) box.appendChild(make('p', 'error', step.error));
            if (step.note) box.appendChild(make('p', 'note', 'note: ' + step.note));
            if (data.golden && data.golden.step === index) {
              var golden = make('p', 'error', 'The golden file differs from this run from here on. ');
              var show = make('button', null, 'show the first difference');
              show.addEventListener('click', function () {
                var row = document.querySelector('#golden tr.differs');
                if (row) row.scrollIntoView({block: 'center'});
              });
              golden.appendChild(show);
              box.appendChild(golden);
            }
            if (!step.entries.length) box.appendChild(make('p', 'quiet', 'The adapter applied nothing in this step.'));
            step.entries.forEach(function (entry) { box.appendChild(entryElement(entry)); });
          }

          // A row's identity and every decision taken for it over the run.
          function inspect(line) {
            var box = byId('inspector');
            var key = lineKey(line);
            clear(box);
            box.hidden = false;
            var where = line[0] === 1 ? 'Header ' + line[1] : line[0] === 2 ? 'Footer ' + line[1] : 'Row ' + line[1] + '-' + line[2];
            box.appendChild(make('h2', null, where + ': ' + line[5]));
            var facts = make('dl');
            [
              ['identifier', line[6] !== null ? line[6] : '(unknown)'], ['view-state type', typeName(line) || '(unknown)'],
              ['provider', line[8]], ['top, height', number(line[3]) + ' pt, ' + number(line[4]) + ' pt'],
            ].forEach(function (fact) {
              if (fact[1] === null || fact[1] === undefined) return;
              facts.appendChild(make('dt', null, fact[0]));
              facts.appendChild(make('dd', null, fact[1]));
            });
            box.appendChild(facts);
            var history = make('ol', 'history');
            steps.forEach(function (step, index) {
              eachDecision(step, function (decision, entry) {
                if (decisionKey(decision) !== key) return;
                var item = make('li', 'decision ' + decision.decision);
                item.appendChild(make('a', 'jump', (index ? 'step ' + index : 'setup') + ', line ' + step.line));
                item.appendChild(make('span', 'emission', 'emission ' + entry.emission));
                item.appendChild(make('span', 'kind', decision.decision));
                item.appendChild(make('span', 'reason', decision.reason));
                item.addEventListener('click', function () { stop(); select(index, false); });
                history.appendChild(item);
              });
            });
            var title = history.children.length ? 'Decisions over the run' : 'No decision was taken for it in this run.';
            box.appendChild(make('h3', null, title));
            box.appendChild(history);
            root.setAttribute('data-inspected', line[6] !== null ? line[6] : '');
          }

          // The golden file beside the run's text, differing lines marked.
          function showGolden() {
            var golden = data.golden;
            if (!golden) return;
            var section = byId('golden');
            section.hidden = false;
            if (golden.missing) {
              section.appendChild(make('p', 'error', 'golden file ' + golden.path + ' does not exist'));
              return;
            }
            if (golden.matches) {
              section.appendChild(make('p', 'held', 'golden: matches ' + golden.path));
              return;
            }
            section.appendChild(make('p', 'error', 'golden: ' + golden.path + ' differs from this run'));
            var table = make('table', 'side-by-side');
            var head = make('tr');
            ['', 'golden', '', 'this run'].forEach(function (title) { head.appendChild(make('th', null, title)); });
            table.appendChild(head);
            golden.rows.forEach(function (row) {
              var line = make('tr', row[0] ? 'differs' : null);
              line.appendChild(make('td', 'no', row[1]));
              line.appendChild(make('td', 'text' + (row[0] && row[2] !== null ? ' removed' : ''), row[2]));
              line.appendChild(make('td', 'no', row[3]));
              line.appendChild(make('td', 'text' + (row[0] && row[4] !== null ? ' added' : ''), row[4]));
              table.appendChild(line);
            });
            section.appendChild(table);
          }

          function firstFailure(step) {
            if (step.error) return step.error;
            if (step.checks && step.checks.length) {
              return step.checks.map(function (check) {
                return check.expected ? check.check + ': expected ' + check.expected + ', found ' + check.actual : check.check;
              }).join('; ');
            }
            return 'the golden file differs from this run';
          }

          function showBanner() {
            if (data.first < 0) return;
            var banner = byId('banner');
            var step = steps[data.first];
            banner.hidden = false;
            banner.appendChild(make('strong', null, 'FAILED'));
            banner.appendChild(make('span', null, ' first failure at ' + (data.first ? 'step ' + data.first : 'the setup') +
              ' (line ' + step.line + '): ' + firstFailure(step) + ' '));
            var button = make('button', null, 'show it');
            button.addEventListener('click', function () { stop(); select(data.first, false); });
            banner.appendChild(button);
          }
        """#
}
