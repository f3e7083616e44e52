// The playground's editor: CodeMirror 6 with Python highlighting, auto-indent, Tab, line
// numbers in its own gutter (so they scroll with the text), and error lines marked from the
// last run. The page (Rust, web/src/ui/editor.rs) talks to it only through `mount` and the
// handle it returns; boot.js puts this module on `globalThis.stridelabEditor` before the app
// starts.
import { EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  drawSelection, Decoration, gutterLineClass, GutterMarker } from "@codemirror/view";
import { EditorState, StateField, StateEffect, RangeSet } from "@codemirror/state";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { python } from "@codemirror/lang-python";
import { syntaxHighlighting, defaultHighlightStyle, indentOnInput, bracketMatching,
  indentUnit } from "@codemirror/language";
import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { searchKeymap, highlightSelectionMatches } from "@codemirror/search";

// The 1-based lines the last run reported errors on.
const setErrorLines = StateEffect.define();

class ErrorGutterClass extends GutterMarker {
  constructor() { super(); this.elementClass = "bad"; }
}
const errorGutterClass = new ErrorGutterClass();
const errorLineDeco = Decoration.line({ class: "cm-error-line" });

// Line positions follow edits (`map`), so a marker stays on the line it was reported for
// until the next run replaces the set.
const errorLines = StateField.define({
  create: () => ({ lines: Decoration.none, gutter: RangeSet.empty }),
  update(value, tr) {
    let { lines, gutter } = value;
    if (tr.docChanged) {
      lines = lines.map(tr.changes);
      gutter = gutter.map(tr.changes);
    }
    for (const e of tr.effects) {
      if (!e.is(setErrorLines)) continue;
      const doc = tr.state.doc;
      const starts = [...new Set(e.value)]
        .filter((n) => n >= 1 && n <= doc.lines)
        .sort((a, b) => a - b)
        .map((n) => doc.line(n).from);
      lines = Decoration.set(starts.map((p) => errorLineDeco.range(p)));
      gutter = RangeSet.of(starts.map((p) => errorGutterClass.range(p)));
    }
    return { lines, gutter };
  },
  provide: (f) => [
    EditorView.decorations.from(f, (v) => v.lines),
    gutterLineClass.from(f, (v) => v.gutter),
  ],
});

// Mounts an editor in `parent` holding `doc`. `onChange(text)` is called after every edit,
// `onRun()` on Ctrl/Cmd+Enter. Returns the handle the page drives it with.
export function mount(parent, doc, onChange, onRun) {
  const run = () => { onRun(); return true; };
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        python(),
        indentUnit.of("    "),
        EditorState.tabSize.of(4),
        errorLines,
        keymap.of([
          { key: "Mod-Enter", run, preventDefault: true },
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...searchKeymap,
          ...historyKeymap,
          indentWithTab,
        ]),
        EditorView.contentAttributes.of({ "aria-label": "script", spellcheck: "false",
          autocorrect: "off", autocapitalize: "off" }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  const handle = {
    // Replaces the whole text as one undoable change (Ctrl+Z brings the old text back).
    setDoc(text) {
      if (text === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text },
        userEvent: "input.replace" });
    },
    getDoc: () => view.state.doc.toString(),
    setErrors(lines) { view.dispatch({ effects: setErrorLines.of(Array.from(lines)) }); },
    // Puts the cursor at the start of 1-based `line`, scrolls it into view, focuses.
    goToLine(line) {
      const doc = view.state.doc;
      const n = Math.min(Math.max(1, line), doc.lines);
      const pos = doc.line(n).from;
      view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: "center" }) });
      view.focus();
    },
    // The 1-based line the cursor is on (the end-to-end test reads it).
    cursorLine: () => view.state.doc.lineAt(view.state.selection.main.head).number,
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
  // The end-to-end test drives the editor through the same handle.
  parent.stridelabEditor = handle;
  return handle;
}
