/**
 * The article's text in Tiptap (ProseMirror): paragraphs with bold, italic and links, subtitles
 * that start the subtitled sections, undo and redo. Paste is cleaned by the site's sanitiser policy
 * before ProseMirror sees it, and the editor's schema holds nothing else.
 */
import { Link } from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { sanitizeInlineHtmlInBrowser } from '../../lib/html/sanitize-browser.ts';
import { cleanPastedHtml } from '../../lib/desk/paste.ts';

export const RICH_TEXT_TEXT = {
  label: 'Text',
  hint: 'Paragraphs, with bold (Ctrl+B), italic (Ctrl+I) and links (Ctrl+K). A subtitle starts a new section (Ctrl+Alt+2).',
  linkAddress: 'Link address',
} as const;

export interface RichTextProps {
  html: string;
  onChange: (html: string) => void;
}

export function RichText({ html, onChange }: RichTextProps) {
  const id = useId();
  const [linking, setLinking] = useState<string>();
  const editor = useEditor({
    // Tiptap's own stylesheet would be an inline <style> the content security policy refuses:
    // desk.css carries the few rules ProseMirror needs.
    injectCSS: false,
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2] },
        blockquote: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } }),
    ],
    content: html,
    editorProps: {
      attributes: {
        id: `${id}-text`,
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-hint`,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'desk-rich-text__area prose',
      },
      transformPastedHTML: (pasted) => cleanPastedHtml(pasted, sanitizeInlineHtmlInBrowser),
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      subtitle: current?.isActive('heading', { level: 2 }) ?? false,
      undo: current?.can().undo() ?? false,
      redo: current?.can().redo() ?? false,
    }),
  });

  function openLink() {
    if (!editor) return;
    setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://');
  }

  function applyLink(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editor) return;
    const href = (linking ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href && href !== 'https://') chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinking(undefined);
  }

  function onKeyDown(event: KeyboardEvent) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  }

  const tool = (label: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      className="desk-tool"
      aria-pressed={pressed}
      disabled={!editor || disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );

  return (
    <div className="desk-rich-text" onKeyDown={onKeyDown}>
      <p id={`${id}-label`} className="desk-label">
        {RICH_TEXT_TEXT.label}
      </p>
      <p id={`${id}-hint`} className="field__hint">
        {RICH_TEXT_TEXT.hint}
      </p>
      <div role="toolbar" aria-label="Text formatting" aria-controls={`${id}-text`} className="desk-toolbar">
        {tool('Bold', active?.bold, () => editor?.chain().focus().toggleBold().run())}
        {tool('Italic', active?.italic, () => editor?.chain().focus().toggleItalic().run())}
        {tool('Link', active?.link, openLink)}
        {tool('Subtitle', active?.subtitle, () => editor?.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('Undo', undefined, () => editor?.chain().focus().undo().run(), !active?.undo)}
        {tool('Redo', undefined, () => editor?.chain().focus().redo().run(), !active?.redo)}
      </div>
      {linking !== undefined && (
        <form className="desk-link-form" onSubmit={applyLink} aria-label="Link">
          <label>
            {RICH_TEXT_TEXT.linkAddress}
            <input
              type="url"
              value={linking}
              autoFocus
              onChange={(event) => setLinking(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setLinking(undefined);
                  editor?.commands.focus();
                }
              }}
            />
          </label>
          <button type="submit" className="button">
            Apply
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              editor?.chain().focus().extendMarkRange('link').unsetLink().run();
              setLinking(undefined);
            }}
          >
            Remove link
          </button>
        </form>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
