#!/usr/bin/env python3
"""Loads replay report pages in headless Chromium and checks, from the DOM after the page's
script ran (--dump-dom with a virtual time budget), what the page shows. Used by
check-reports.sh:

    page_check.py CHROMIUM WORK_FOLDER MANIFEST.json

The manifest lists pages, each with the text the replay printed for it (`replay SCRIPT
--frames`), which its drawn frames must equal, and its script:
[{"page": ..., "frames": ..., "script": ..., "failing": true, "golden": [TAMPERED, ORIGINAL],
"hostile": true, "play": false, "inspect": [LINE, IDENTIFIER]}].

For every page: one step element per script step; the drawn frame's texts equal to the
replay's text frame for the first, a middle and the last step (opened with #step-N); no
script error (none on the console, none recorded by the page in data-errors); no request
(Chromium's net log lists no URL, and the page's markup names no resource); playing at 16x
from the start ends on the last step. "failing": without a fragment the page opens at the
step the replay marked FAILED, showing the failed expectation. "golden": it opens at the
step whose text holds the golden's first difference, and marks differing lines side by
side. "hostile": the hostile texts show as text and create no element or attribute.
"inspect": #line-N&inspect=ID opens that step and the row's history, every decision listed.
"""

import html.parser
import json
import os
import re
import subprocess
import sys


class PageDom(html.parser.HTMLParser):
    """What the checks read off a dumped DOM."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = {}
        self.step_items = []  # data-line of each li.step, in order
        self.lines = []  # drawn frame lines: {kind, selected, text}
        self.tags = {}
        self.failed_expectations = 0
        self.differing_rows = 0
        self.history = 0  # decisions listed in the row inspector's history
        self.pwned = []
        self._viewport_depth = 0
        self._depth = 0
        self._line = None
        self._in_text = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        self.tags[tag] = self.tags.get(tag, 0) + 1
        if any(name.startswith('data-pwned') or name.startswith('on') for name, _ in attrs):
            self.pwned.append((tag, attrs))
        classes = (attributes.get('class') or '').split()
        if tag == 'html' and not self.root:
            self.root = attributes
        if tag == 'li' and 'step' in classes:
            self.step_items.append(int(attributes.get('data-line', '0')))
        if 'expectation' in classes and 'failed' in classes:
            self.failed_expectations += 1
        if tag == 'tr' and 'differs' in classes:
            self.differing_rows += 1
        if tag == 'ol' and 'history' in classes:
            self._history_depth = self._depth + 1
        if tag == 'li' and 'decision' in classes and getattr(self, '_history_depth', 0):
            self.history += 1
        if tag in ('br', 'meta', 'img', 'input', 'link', 'hr'):
            return
        self._depth += 1
        if attributes.get('id') == 'viewport':
            self._viewport_depth = self._depth
        elif self._viewport_depth and tag == 'div' and 'line' in classes and 'ghost' not in classes:
            self._line = {'kind': attributes.get('data-kind'), 'selected': 'data-selected' in attributes, 'text': ''}
            self.lines.append(self._line)
        elif self._line is not None and tag == 'span' and 'text' in classes:
            self._in_text = True

    def handle_endtag(self, tag):
        if tag in ('br', 'meta', 'img', 'input', 'link', 'hr'):
            return
        if self._in_text and tag == 'span':
            self._in_text = False
        if self._viewport_depth and self._depth == self._viewport_depth:
            self._viewport_depth = 0
            self._line = None
        if getattr(self, '_history_depth', 0) == self._depth:
            self._history_depth = 0
        self._depth -= 1

    def handle_data(self, data):
        if self._in_text and self._line is not None:
            self._line['text'] += data


def text_frames(frames_text):
    """The frame after each step, by the step's line, from `replay --frames`: the box a step
    drew, or the one before it when the step changed nothing."""
    frames, current, line, box = {}, None, None, None
    continues = False  # whether the last line was a row's, which a blank one continues
    for raw in frames_text.split('\n'):
        if not raw.startswith('  │ '):
            continues = False
        heading = re.match(r'^line (\d+), t=', raw)
        if heading:
            if line is not None:
                frames[line] = current
            line, box = int(heading.group(1)), None
            continue
        if line is None:
            continue
        if raw.startswith('  ┌') or (box is not None and raw.startswith('  ├')):
            if raw.startswith('  ┌'):
                box = []
            title = border_title(raw[2:])
            if title:
                box.append(title)
        elif box is not None and raw.startswith('  │ '):
            text = raw[4:-2].rstrip()
            # A row taller than the list's row height goes on over blank lines of its box
            # (the page draws it once, at its height): not rows of their own.
            if text or not continues:
                box.append(text)
            continues = True
            continue
        elif box is not None and raw.startswith('  └'):
            current = [] if box == ['(empty)'] else box
            box = None
    if line is not None:
        frames[line] = current
    return frames


def border_title(border):
    """`┌─ General ───┐` → `General`; a plain rule → None."""
    inner = border[1:-1]
    rule = inner[:1]  # `─` for a header, `┄` for a footer
    if rule not in '─┄' or not inner.startswith(rule + ' '):
        return None
    return inner[2:].rstrip(rule)[:-1] if inner.rstrip(rule).endswith(' ') else inner[2:].rstrip(rule)


# `replay --frames` cuts a text past this many characters to its first 79 and `…`
# (`FramePrinter.maximumTextLength`); the page shows it whole.
FRAME_TEXT_LENGTH = 80


def clipped(text):
    return text if len(text) <= FRAME_TEXT_LENGTH else text[:FRAME_TEXT_LENGTH - 1] + '…'


def drawn(dom):
    return [(clipped(line['text']) + (' *' if line['selected'] and line['kind'] == 'row' else '')).rstrip()
            for line in dom.lines]


class Checker:
    def __init__(self, chromium, work):
        self.chromium, self.work, self.loads, self.failures = chromium, work, 0, []

    def fail(self, page, message):
        self.failures.append('%s: %s' % (os.path.basename(page), message))
        print('  FAIL ' + message)

    def load(self, page, fragment, budget=10000):
        """The DOM after the page's script ran, its console messages, and the URLs it requested."""
        self.loads += 1
        netlog = os.path.join(self.work, 'netlog-%d.json' % self.loads)
        command = [self.chromium, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
                   '--enable-logging=stderr', '--v=0', '--virtual-time-budget=%d' % budget,
                   '--log-net-log=' + netlog, '--dump-dom', 'file://' + os.path.abspath(page) + fragment]
        result = subprocess.run(command, capture_output=True, text=True, timeout=180)
        console = [line for line in result.stderr.split('\n') if ':CONSOLE' in line]
        requests = []
        with open(netlog) as handle:
            for event in json.load(handle).get('events', []):
                url = event.get('params', {}).get('url')
                if url:
                    requests.append(url)
        os.remove(netlog)
        dom = PageDom()
        dom.feed(result.stdout)
        return dom, console, requests

    def check_load(self, page, dom, console, requests, fragment, steps):
        ok = True
        for problem, present in [
            ('the page did not finish its script', dom.root.get('data-ready') != 'true'),
            ('script errors: %s' % dom.root.get('data-errors'), 'data-errors' in dom.root),
            ('console messages: %s' % console, bool(console)),
            ('requests left the page: %s' % requests, bool(requests)),
            ('%d step elements for %d script steps' % (len(dom.step_items), steps), len(dom.step_items) != steps),
        ]:
            if present:
                self.fail(page, '%s (%s)' % (problem, fragment))
                ok = False
        return ok

    def check_page(self, page, frames_file, script, options):
        steps = sum(1 for line in open(script, encoding='utf-8') if line.strip() and not line.lstrip().startswith('#')) - 1
        frames = text_frames(open(frames_file, encoding='utf-8').read())
        self.check_markup(page)
        size = os.path.getsize(page)
        print('%s: %d steps, %d bytes (%d per step)' % (os.path.basename(page), steps, size, size // max(1, steps)))
        for index in sorted({1, (steps + 1) // 2, steps}):
            fragment = '#step-%d' % index
            dom, console, requests = self.load(page, fragment)
            if not self.check_load(page, dom, console, requests, fragment, steps):
                continue
            if dom.root.get('data-step') != str(index):
                self.fail(page, '%s opened step %s' % (fragment, dom.root.get('data-step')))
                continue
            line = dom.step_items[index - 1]
            if drawn(dom) != frames.get(line):
                self.fail(page, '%s (line %d) drew %s, the replay printed %s' % (fragment, line, drawn(dom), frames.get(line)))
            else:
                print('  %s (line %d): %d lines drawn as the replay printed them' % (fragment, line, len(dom.lines)))
            if 'hostile' in options:
                self.check_hostile(page, dom, frames.get(line))
        if 'failing' in options or 'golden' in options:
            self.check_failure_first(page, frames, options, steps)
        if 'play' in options:
            self.check_play(page, steps)
        if 'inspect' in options:
            self.check_inspector(page, steps, *options['inspect'])

    def check_markup(self, page):
        text = open(page, encoding='utf-8').read()
        markup = re.sub(r'(<script type="application/json" id="replay-data">).*?(</script>)', r'\1\2', text, flags=re.S)
        for pattern in [r'https?://', r'\bsrc\s*=', r'\bhref\s*=', r'url\(', r'@import', r'@font-face']:
            if re.search(pattern, markup):
                self.fail(page, 'the page names a resource (%s)' % pattern)
        if "default-src 'none'" not in markup:
            self.fail(page, 'the page has no Content-Security-Policy forbidding requests')

    def check_hostile(self, page, dom, expected):
        if dom.pwned or 'data-pwned' in dom.root:
            self.fail(page, 'a hostile text created markup: %s %s' % (dom.pwned, dom.root))
        for tag in ('img', 'svg', 'b'):
            if dom.tags.get(tag):
                self.fail(page, 'a hostile text created <%s> elements' % tag)
        if expected and not any('<' in text for text in drawn(dom)):
            self.fail(page, 'the hostile texts are not shown as text')

    def check_failure_first(self, page, frames, options, steps):
        dom, console, requests = self.load(page, '')
        if not self.check_load(page, dom, console, requests, '(no fragment)', steps):
            return
        expected = options['golden'] if 'golden' in options else options['failing']
        opened = dom.root.get('data-step')
        if opened != str(expected):
            self.fail(page, 'opened at step %s, not at the first failing step %d' % (opened, expected))
            return
        if 'golden' in options and dom.differing_rows == 0:
            self.fail(page, 'no differing line is marked in the golden side by side')
        if 'failing' in options and dom.failed_expectations == 0:
            self.fail(page, 'the failing step does not show its failed expectation')
        line = dom.step_items[expected - 1]
        if drawn(dom) != frames.get(line):
            self.fail(page, 'the failing step drew %s, the replay printed %s' % (drawn(dom), frames.get(line)))
        print('  opened without a fragment at step %d, the first failure (%s)' % (expected, 'golden' if 'golden' in options else 'expectation'))

    def check_play(self, page, steps):
        data = page_data(page)
        duration = data['list']['animationDuration']
        times = [step['time'] for step in data['steps']]
        total = sum(max(later - earlier, duration, 0.2) for earlier, later in zip(times, times[1:])) / 16
        dom, console, requests = self.load(page, '#step-0&play&speed=16', budget=int(total * 1000 * 1.5) + 5000)
        if not self.check_load(page, dom, console, requests, '#step-0&play&speed=16', steps):
            return
        if dom.root.get('data-step') != str(steps) or dom.root.get('data-playing') != 'false':
            self.fail(page, 'playing at 16x stopped at step %s' % dom.root.get('data-step'))
        elif 'data-animated' not in dom.root:
            self.fail(page, 'playing drew no animated transition')
        else:
            print('  played at 16x to step %d, animating %s' % (steps, dom.root['data-animated']))

    def check_inspector(self, page, steps, line, identifier):
        """`#line-N&inspect=ID` opens the step written on line N and the history of the row
        with that identifier: every decision the run took for it."""
        data = page_data(page)
        expected = sum(1 for step in data['steps'] for entry in step['entries'] for stage in entry.get('stages', [])
                       for decision in stage.get('decisions', []) if decision['identifier'] == identifier)
        index = next(index for index, step in enumerate(data['steps']) if step['line'] == line)
        fragment = '#line-%d&inspect=%s' % (line, identifier)
        dom, console, requests = self.load(page, fragment)
        if not self.check_load(page, dom, console, requests, fragment, steps):
            return
        if dom.root.get('data-step') != str(index) or dom.root.get('data-inspected') != identifier:
            self.fail(page, '%s opened step %s, row %s' % (fragment, dom.root.get('data-step'), dom.root.get('data-inspected')))
        elif dom.history != expected or expected == 0:
            self.fail(page, '%s listed %d decisions for %s, the run took %d' % (fragment, dom.history, identifier, expected))
        else:
            print('  %s: step %d, the history of %s lists its %d decisions' % (fragment, index, identifier, expected))


def page_data(page):
    text = open(page, encoding='utf-8').read()
    match = re.search(r'<script type="application/json" id="replay-data">(.*?)</script>', text, re.S)
    return json.loads(match.group(1))


def failing_step(frames_file, script_steps_lines):
    """The index of the first step the replay marked FAILED or stopped at, from its text."""
    step, line_of = None, {line: index for index, line in enumerate(script_steps_lines)}
    for raw in open(frames_file, encoding='utf-8'):
        heading = re.match(r'^line (\d+), t=', raw)
        if heading:
            step = line_of.get(int(heading.group(1)))
        elif step is not None and (raw.startswith('  FAILED ') or raw.startswith('  error: ')):
            return step
    return None


def golden_step(golden, script_steps_lines):
    """The index of the step whose block of the golden text holds its first difference from
    the untampered text (the tampered golden differs from the run where it was edited)."""
    tampered, original = (open(path, encoding='utf-8').read().split('\n') for path in golden)
    first = next(index for index, (a, b) in enumerate(zip(tampered, original)) if a != b)
    for raw in reversed(original[:first + 1]):
        heading = re.match(r'^line (\d+), t=', raw)
        if heading:
            return script_steps_lines.index(int(heading.group(1)))
    return 0


def script_lines(script):
    """The line of each step of the script, the header first."""
    return [number for number, line in enumerate(open(script, encoding='utf-8'), start=1)
            if line.strip() and not line.lstrip().startswith('#')]


def main(arguments):
    chromium, work, manifest = arguments
    checker = Checker(chromium, work)
    for entry in json.load(open(manifest)):
        options = {}
        lines = script_lines(entry['script'])
        if entry.get('failing'):
            options['failing'] = failing_step(entry['frames'], lines)
        if entry.get('golden'):
            options['golden'] = golden_step(entry['golden'], lines)
        if entry.get('hostile'):
            options['hostile'] = True
        if entry.get('play', True):
            options['play'] = True
        if entry.get('inspect'):
            options['inspect'] = entry['inspect']
        checker.check_page(entry['page'], entry['frames'], entry['script'], options)
    print('browser check: %d page loads, %d failures' % (checker.loads, len(checker.failures)))
    for failure in checker.failures:
        print('  ' + failure)
    return 1 if checker.failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
