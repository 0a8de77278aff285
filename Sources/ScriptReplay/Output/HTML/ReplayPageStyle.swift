/// The report page's style sheet, inlined into the page: no font, image or sheet is loaded
/// from anywhere.
enum ReplayPageStyle {
    static let css = #"""
        :root {
          --ink: #1d2330; --muted: #5d6677; --line: #d9dee7; --paper: #ffffff; --panel: #f5f7fa;
          --held: #1f8a4c; --failed: #c62828; --in-place: #1f9d55; --reloaded: #d9730d; --deferred: #6b7280;
          font-family: -apple-system, system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          color: var(--ink); background: var(--panel);
        }
        * { box-sizing: border-box; }
        body { margin: 0; font-size: 14px; }
        header#head { background: #1d2330; color: #fff; padding: 10px 16px; display: flex; flex-wrap: wrap; gap: 4px 18px;
          align-items: baseline; }
        header#head h1 { font-size: 17px; margin: 0; font-weight: 600; }
        header#head p { margin: 0; color: #c8cfdb; }
        #result { font-weight: 700; padding: 1px 8px; border-radius: 4px; }
        #result.passed { background: var(--held); color: #fff; }
        #result.failed { background: var(--failed); color: #fff; }
        #errors, #banner { margin: 8px 16px 0; padding: 8px 12px; border-radius: 6px; background: #fde8e8;
          color: var(--failed); border: 1px solid #f3b7b7; }
        #banner button { margin-left: 6px; }
        #controls { display: flex; gap: 8px; align-items: center; padding: 8px 16px; flex-wrap: wrap; }
        #controls button, #controls select { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 5px;
          background: var(--paper); cursor: pointer; }
        #controls button:disabled { opacity: 0.4; cursor: default; }
        #position { color: var(--muted); margin-left: 8px; }
        main { display: grid; grid-template-columns: minmax(260px, 1fr) auto minmax(320px, 1.3fr); gap: 12px;
          padding: 0 16px 16px; align-items: start; }
        section.panel { background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 10px; min-width: 0; }
        section.panel h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 8px; }
        #steps { list-style: none; margin: 0; padding: 0; max-height: calc(100vh - 190px); overflow: auto;
          font: 12px/1.35 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        #steps li { padding: 3px 6px 3px 18px; border-left: 3px solid transparent; cursor: pointer; white-space: nowrap;
          overflow: hidden; text-overflow: ellipsis; position: relative; }
        #steps li::before { content: attr(data-label); display: block; color: var(--muted); font-size: 11px; }
        #steps li::after { position: absolute; left: 4px; top: 3px; font-weight: 700; }
        #steps li.held::after { content: "✓"; color: var(--held); }
        #steps li.failed::after, #steps li.error::after, #steps li.golden::after { content: "✗"; color: var(--failed); }
        #steps li.failed, #steps li.error, #steps li.golden { background: #fdf0f0; }
        #steps li.emits { border-left-color: #9fb3d9; }
        #steps li.selected { background: #e3ecff; border-left-color: #3a64d8; }
        #frame-panel { width: 392px; }
        #viewport { position: relative; width: 360px; overflow: hidden; background: #fff; border: 1px solid #9aa3b2;
          border-radius: 6px; margin: 0 auto; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
        #viewport .line { position: absolute; left: 0; right: 0; display: flex; align-items: center; gap: 6px; padding: 0 10px;
          border-bottom: 1px solid #e6e9ef; white-space: nowrap; overflow: hidden; cursor: pointer; transform-origin: top; }
        #viewport .line.header { background: #eef1f6; color: #3b4456; font-weight: 600; font-size: 0.85em;
          text-transform: none; }
        #viewport .line.footer { background: #f7f8fa; color: #5b6474; font-size: 0.8em; border-top: 1px dashed #c9cfda; }
        #viewport .line.placeholder { background: repeating-linear-gradient(135deg, #fff4f4, #fff4f4 6px, #fbe1e1 6px, #fbe1e1 12px);
          color: var(--failed); }
        #viewport .line[data-selected] { background: #dfe8fb; }
        #viewport .line .text { overflow: hidden; text-overflow: ellipsis; flex: 1 1 auto; }
        #viewport .line .mark, #viewport .line .type, #viewport .line .badge { font-size: 10px; border-radius: 3px;
          padding: 0 4px; flex: 0 0 auto; }
        #viewport .line .mark { background: #3a64d8; color: #fff; }
        #viewport .line .type { background: var(--failed); color: #fff; }
        #viewport .line .badge.renderedInPlace { background: var(--in-place); color: #fff; }
        #viewport .line .badge.reloaded { background: var(--reloaded); color: #fff; }
        #viewport .line.ghost { pointer-events: none; }
        #frame-caption { color: var(--muted); font-size: 12px; text-align: center; margin: 6px 0 0; }
        #legend { display: flex; flex-wrap: wrap; gap: 4px 10px; justify-content: center; margin-top: 8px; font-size: 11px;
          color: var(--muted); }
        #legend span::before { content: ""; display: inline-block; width: 9px; height: 9px; border-radius: 2px;
          margin-right: 4px; vertical-align: -1px; }
        #legend .renderedInPlace::before { background: var(--in-place); }
        #legend .reloaded::before { background: var(--reloaded); }
        #legend .deferred::before { background: var(--deferred); }
        #legend .placeholder::before { background: #fbe1e1; border: 1px solid var(--failed); }
        #details .where { color: var(--muted); margin: 0 0 4px; }
        #details pre.written { white-space: pre-wrap; word-break: break-all; background: var(--panel); padding: 6px 8px;
          border-radius: 5px; margin: 0 0 8px; font-size: 12px; }
        .entry { border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; margin: 8px 0; }
        .entry h3 { font-size: 13px; margin: 0 0 4px; font-family: ui-monospace, Menlo, Consolas, monospace; }
        .entry.reloadData h3 { color: #8a4b00; }
        .entry .stage { margin: 4px 0 2px; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
        ul.decisions, ol.history { list-style: none; margin: 0; padding: 0; }
        li.decision { display: flex; flex-wrap: wrap; gap: 2px 8px; padding: 2px 6px; margin: 2px 0; border-radius: 4px;
          border-left: 4px solid var(--deferred); background: #f3f4f6; font-size: 12px; }
        li.decision.renderedInPlace { border-left-color: var(--in-place); background: #e6f6ec; }
        li.decision.reloaded { border-left-color: var(--reloaded); background: #fdf0e3; }
        li.decision .kind { font-weight: 700; }
        li.decision.renderedInPlace .kind { color: var(--in-place); }
        li.decision.reloaded .kind { color: var(--reloaded); }
        li.decision.deferred .kind { color: var(--deferred); }
        li.decision .reason { color: var(--muted); }
        li.decision .target, li.decision .identifier { font-family: ui-monospace, Menlo, Consolas, monospace; }
        ol.history li.decision { cursor: pointer; }
        ol.history .jump { color: #3a64d8; text-decoration: underline; }
        p.rejected, p.error { color: var(--failed); background: #fde8e8; border-radius: 5px; padding: 4px 8px; font-weight: 600; }
        p.unregistered, p.note, p.quiet { color: var(--muted); }
        p.held { color: var(--held); font-weight: 600; }
        .expectation .verdict { font-weight: 700; margin: 4px 0; }
        .expectation.held .verdict { color: var(--held); }
        .expectation.failed .verdict { color: var(--failed); }
        table.checks { border-collapse: collapse; width: 100%; font-size: 12px; }
        table.checks th, table.checks td { border: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: top;
          word-break: break-word; }
        table.checks td.expected { background: #e6f6ec; }
        table.checks td.actual { background: #fde8e8; }
        #inspector { border-top: 1px solid var(--line); margin-top: 10px; padding-top: 8px; }
        #inspector h2 { text-transform: none; letter-spacing: 0; color: var(--ink); font-size: 14px; }
        #inspector dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; font-size: 12px; }
        #inspector dt { color: var(--muted); }
        #inspector dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; }
        #inspector h3 { font-size: 12px; margin: 6px 0 4px; }
        #golden { margin: 0 16px 16px; }
        table.side-by-side { border-collapse: collapse; width: 100%; font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        table.side-by-side td { padding: 0 6px; white-space: pre-wrap; word-break: break-all; vertical-align: top; }
        table.side-by-side td.no { color: var(--muted); text-align: right; width: 3em; }
        table.side-by-side tr.differs td.no { background: #fff3c4; }
        table.side-by-side td.removed { background: #fde8e8; }
        table.side-by-side td.added { background: #e6f6ec; }
        @media (max-width: 1100px) { main { grid-template-columns: 1fr; } #frame-panel { width: auto; } }
        """#
}
