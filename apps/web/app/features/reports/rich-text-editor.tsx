import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import own from './content.module.css';

// The content editor (decision 0068): Tiptap with the blocks the pages draw (paragraphs, two
// heading levels, lists, quotes, pictures) and bold and italic; the server sanitises what it sends.

type Tool = { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const TOOLS: readonly Tool[] = [
  {
    label: 'Абзац',
    active: (e) => e.isActive('paragraph'),
    run: (e) => e.chain().focus().setParagraph().run(),
  },
  {
    label: 'Заголовок',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Подзаголовок',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Список',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Нумерованный список',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Цитата',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export default function RichTextEditor({
  labelId,
  html,
  onChange,
}: {
  labelId: string;
  html: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
        underline: false,
      }),
      Image,
    ],
    content: html,
    immediatelyRender: false,
    // It takes over a textarea the staff member has just focused.
    autofocus: 'end',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: own.editorArea ?? '',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((tool) => tool.active(e)) : []),
  });
  return (
    <div className={own.editor}>
      <div role="toolbar" aria-label="Оформление текста" className={own.toolbar}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={own.tool}
            aria-pressed={active?.[index] ?? false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
