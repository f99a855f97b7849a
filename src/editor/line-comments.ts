/**
 * Mentor line comments shown under the line they belong to, as block widgets, with a gutter marker.
 * Used by the read-only code viewer (student's `/submissions`, the mentor's review).
 */
import { type EditorState, Prec, RangeSet, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  GutterMarker,
  gutter,
  keymap,
  lineNumbers,
  WidgetType,
} from '@codemirror/view';

/** One comment on one line (1-based) of the open file. */
export type LineComment = { line: number; body: string; author: string; date: string };

/** Replaces the comments shown in the editor. */
export const setLineComments = StateEffect.define<LineComment[]>();

class CommentWidget extends WidgetType {
  constructor(readonly comments: LineComment[]) {
    super();
  }
  override eq(other: CommentWidget) {
    return JSON.stringify(other.comments) === JSON.stringify(this.comments);
  }
  toDOM() {
    const box = document.createElement('div');
    box.className = 'cm-line-comments';
    box.setAttribute('role', 'note');
    for (const comment of this.comments) {
      const item = document.createElement('div');
      item.className = 'cm-line-comment';
      const head = document.createElement('div');
      head.className = 'cm-line-comment-head';
      const author = document.createElement('strong');
      author.textContent = comment.author;
      const date = document.createElement('span');
      date.textContent = comment.date;
      head.append(author, date);
      const body = document.createElement('p');
      body.textContent = comment.body;
      item.append(head, body);
      box.append(item);
    }
    return box;
  }
  override ignoreEvent() {
    return false;
  }
}

class CommentMarker extends GutterMarker {
  override toDOM() {
    const dot = document.createElement('span');
    dot.className = 'cm-comment-marker';
    dot.textContent = '●';
    return dot;
  }
}

function build(state: EditorState, comments: LineComment[]): DecorationSet {
  const byLine = new Map<number, LineComment[]>();
  for (const comment of comments) {
    const line = Math.min(Math.max(1, comment.line), state.doc.lines);
    byLine.set(line, [...(byLine.get(line) ?? []), comment]);
  }
  const ranges = [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, list]) =>
      Decoration.widget({ widget: new CommentWidget(list), block: true, side: 1 }).range(state.doc.line(line).to),
    );
  return Decoration.set(ranges);
}

const commentField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const effect of tr.effects) if (effect.is(setLineComments)) next = build(tr.state, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const marker = new CommentMarker();

/**
 * The comment field and a gutter marking commented lines. `onLine` starts a comment on a line and answers whether it
 * did (false when the viewer takes no comments): a click on a line number or on the comment gutter, or Enter on the
 * cursor's line of a read-only document, where Enter has nothing else to do.
 */
export function lineComments(onLine?: (line: number) => boolean) {
  return [
    commentField,
    gutter({
      class: 'cm-comment-gutter',
      markers: (view) => {
        const lines: number[] = [];
        view.state.field(commentField).between(0, view.state.doc.length, (from) => {
          lines.push(view.state.doc.lineAt(from).from);
        });
        return RangeSet.of(lines.map((pos) => marker.range(pos)));
      },
      domEventHandlers: onLine
        ? {
            mousedown(view, block) {
              return onLine(view.state.doc.lineAt(block.from).number);
            },
          }
        : {},
    }),
    onLine
      ? [
          // Joins basicSetup's line numbers (their handlers combine), so the number itself is the target.
          lineNumbers({
            domEventHandlers: {
              mousedown: (view, block) => onLine(view.state.doc.lineAt(block.from).number),
            },
          }),
          Prec.high(
            keymap.of([
              {
                key: 'Enter',
                run: (view) =>
                  view.state.readOnly && onLine(view.state.doc.lineAt(view.state.selection.main.head).number),
              },
            ]),
          ),
        ]
      : [],
  ];
}
