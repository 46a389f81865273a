import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorContent, mergeAttributes, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isAllowedAddress, tidyPastedHtml } from './pasted-html';
import { PICTURE_PASTE_TEXT, usePicturePaste } from './use-picture-paste';
import './rich-text-field.css';

export const RICH_TEXT_TEXT = {
  toolbar: (label: string) => `${label}格式`,
  heading: '标题',
  subheading: '小标题',
  bold: '加粗',
  italic: '斜体',
  quote: '引用',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '链接',
  unlink: '取消链接',
  image: '图片',
  table: '表格',
  undo: '撤销',
  redo: '重做',
  linkPrompt: '链接地址（http:// 或 https:// 开头，站内页面以 / 开头）',
  imagePrompt: '图片地址（http:// 或 https:// 开头）',
  badLink: '链接地址须以 http://、https:// 或 / 开头',
  badImage: '图片地址须以 http://、https:// 或 / 开头',
} as const;

export interface RichTextFieldProps {
  label: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  error?: string;
  /** Opens the media library to pick an image; resolves to its URL or undefined when cancelled. */
  pickImage?(): Promise<string | undefined>;
  /** Picks content to link to (searching titles); resolves to { title, path } or undefined. */
  pickLink?(): Promise<{ title: string; path: string } | undefined>;
  /** Puts a pasted picture (a screenshot, a Word document's picture) in the media library; resolves to its address. */
  uploadPicture?(file: File): Promise<string>;
}

// Only the images the server can bring into the library: data: and file: (Word's local copies) are dropped.
const SiteImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element: HTMLElement) => (isAllowedAddress(element.getAttribute('src')) ? null : false) }];
  },
});

// The sanitiser keeps <table> but not <colgroup>/<col> or style, which the stock renderer adds for column widths.
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});
// Column widths only feed the resizing this editor leaves off; written out they would be stray attributes.
const noColumnWidth = { colwidth: { default: null, parseHTML: () => null, rendered: false } };
const PlainTableCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), ...noColumnWidth };
  },
});
const PlainTableHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), ...noColumnWidth };
  },
});

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Not in the server's allowed tags: without them pasted <code>, <pre>, <s>, <u>, <hr> lose only their styling.
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // Configured below on its own, with the address rule.
    link: false,
  }),
  SiteImage.configure({ inline: false, allowBase64: false }),
  Link.configure({
    openOnClick: false,
    defaultProtocol: 'https',
    isAllowedUri: (url) => isAllowedAddress(url),
    // Site paths open inside the app, so no new tab; the app decides how outside links open.
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  PlainTable.configure({ resizable: false }),
  TableRow,
  PlainTableHeader,
  PlainTableCell,
];

function ToolButton({
  label,
  onClick,
  pressed,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  pressed?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children ?? label}
    </button>
  );
}

function toolbarState(editor: Editor) {
  return {
    heading: editor.isActive('heading', { level: 2 }),
    subheading: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    quote: editor.isActive('blockquote'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** Attributes of the editable element: ProseMirror gives it none of a textbox's semantics itself. */
function contentAttributes(label: string, id: string, error: string | undefined): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    class: 'ops-rich-text__content',
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
  };
}

/** An HTML field edited as rich text; the output stays within the tags the server's sanitiser keeps. */
export function RichTextField({ label, value, onChange, error, pickImage, pickLink, uploadPicture }: RichTextFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // The editor is made once; these refs let its callbacks see the latest props.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The HTML last handed to onChange, so that value coming back from the parent is not set again. */
  const emitted = useRef<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const pictures = usePicturePaste(() => editorRef.current, uploadPicture, setProblem);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: contentAttributes(label, id, error),
      transformPastedHTML: tidyPastedHtml,
      handlePaste: (_view, event) => pictures.handlePaste(event),
    },
    onUpdate: ({ editor: updated }) => {
      const html = updated.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  editorRef.current = editor;

  // The label and error can change after the editor is made; its attributes are read from its options.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: contentAttributes(label, id, error),
      },
    });
  }, [editor, label, error, id]);

  // A value from outside (a restored version, a reset form) replaces the content; the field's own echo does not,
  // which would move the cursor, or drop typing done since that echo was sent.
  useEffect(() => {
    if (editor.isDestroyed || value === emitted.current || value === editor.getHTML()) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });

  const chain = () => editor.chain().focus();

  const link = async () => {
    setProblem(null);
    if (pickLink) {
      const picked = await pickLink();
      if (!picked || editor.isDestroyed) return;
      if (editor.state.selection.empty && !editor.isActive('link')) {
        chain()
          .insertContent({ type: 'text', text: picked.title, marks: [{ type: 'link', attrs: { href: picked.path } }] })
          // Typing on after the inserted title should not extend the link.
          .unsetMark('link')
          .run();
      } else {
        chain().extendMarkRange('link').setLink({ href: picked.path }).run();
      }
      return;
    }
    const current = editor.getAttributes('link').href as string | undefined;
    const address = window.prompt(RICH_TEXT_TEXT.linkPrompt, current ?? '')?.trim();
    if (address === undefined || address === '') return;
    if (!isAllowedAddress(address)) {
      setProblem(RICH_TEXT_TEXT.badLink);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .unsetMark('link')
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: address }).run();
    }
  };

  const image = async () => {
    setProblem(null);
    const address = pickImage ? await pickImage() : window.prompt(RICH_TEXT_TEXT.imagePrompt, '')?.trim();
    if (!address || editor.isDestroyed) return;
    if (!isAllowedAddress(address)) {
      setProblem(RICH_TEXT_TEXT.badImage);
      return;
    }
    chain().setImage({ src: address }).run();
  };

  const shownError = error ?? problem;
  return (
    <div className="ops-field ops-rich-text">
      <span className="ops-rich-text__label">{label}</span>
      <div className="ops-rich-text__box">
        <div className="ops-rich-text__toolbar" role="toolbar" aria-label={RICH_TEXT_TEXT.toolbar(label)}>
          <ToolButton label={RICH_TEXT_TEXT.heading} pressed={state.heading} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
          <ToolButton label={RICH_TEXT_TEXT.subheading} pressed={state.subheading} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
          <ToolButton label={RICH_TEXT_TEXT.bold} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
            <strong>{RICH_TEXT_TEXT.bold}</strong>
          </ToolButton>
          <ToolButton label={RICH_TEXT_TEXT.italic} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
            <em>{RICH_TEXT_TEXT.italic}</em>
          </ToolButton>
          <ToolButton label={RICH_TEXT_TEXT.quote} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()} />
          <ToolButton label={RICH_TEXT_TEXT.bulletList} pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
          <ToolButton label={RICH_TEXT_TEXT.orderedList} pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
          <ToolButton label={RICH_TEXT_TEXT.link} pressed={state.link} onClick={() => void link()} />
          <ToolButton label={RICH_TEXT_TEXT.unlink} disabled={!state.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()} />
          <ToolButton label={RICH_TEXT_TEXT.image} onClick={() => void image()} />
          <ToolButton label={RICH_TEXT_TEXT.table} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} />
          <ToolButton label={RICH_TEXT_TEXT.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
          <ToolButton label={RICH_TEXT_TEXT.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
        </div>
        <EditorContent editor={editor} />
      </div>
      {pictures.bringing && <p role="status">{PICTURE_PASTE_TEXT.bringing}</p>}
      {shownError && (
        <p className="ops-field__error" id={`${id}-error`} role={error ? undefined : 'alert'}>
          {shownError}
        </p>
      )}
    </div>
  );
}
