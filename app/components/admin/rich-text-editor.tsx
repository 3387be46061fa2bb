import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef, useState } from "react";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import { formatCount } from "../../lib/format.ts";
import { MediaPicker } from "./media-picker.tsx";
import { ALT_RULE } from "./media-picker-steps.tsx";

type Tool = {
  label: string;
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

const TOOLS: Tool[] = [
  {
    label: "หัวข้อใหญ่",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "หัวข้อย่อย",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "ตัวหนา",
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "ตัวเอียง",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "รายการจุด",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "รายการตัวเลข",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "ข้อความอ้างอิง",
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: "ลิงก์",
    active: (e) => e.isActive("link"),
    run: (e) => {
      const current = (e.getAttributes("link").href as string | undefined) ?? "https://";
      const href = window.prompt("ที่อยู่ลิงก์ (เว้นว่างเพื่อลบลิงก์)", current);
      if (href === null) return;
      if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
      else e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    },
  },
  {
    label: "แทรกตาราง",
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
];

type Picking = { files?: File[]; at?: number };

const imageFiles = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((f) => f.type.startsWith("image/"));

/** The size a body image is shown at, from the library's thumbnail address. */
const bodyImageSrc = (media: MediaSummary) => media.thumbnail!.replace(/-320\.webp$/, "-960.webp");

function imagesWithoutAlt(e: Editor): number {
  let count = 0;
  e.state.doc.descendants((node) => {
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim()) count++;
  });
  return count;
}

/**
 * The rich-text body: Tiptap with the tools the office uses, writing its HTML into a hidden field
 * of the form (the server cleans it again). Images come from the picker (library or a new upload,
 * also dropped or pasted into the text) with their alt text; the alt rule is shown while writing.
 */
export default function RichTextEditor({
  name,
  labelId,
  initialHtml,
  onChange,
}: {
  name: string;
  labelId: string;
  initialHtml: string;
  onChange: () => void;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [picking, setPicking] = useState<Picking | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const inserted = useRef(false);
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), TableKit, Image],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-describedby": `${id}-rule`,
        "aria-multiline": "true",
        role: "textbox",
        class: "rich-text-area",
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (moved || !files.length) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        setPicking({ files, at });
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (!files.length) return false;
        event.preventDefault();
        setPicking({ files });
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      setHtml(e.getHTML());
      onChange();
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: TOOLS.map((t) => (e && t.active ? t.active(e) : false)),
      selectedAlt: e?.isActive("image") ? String(e.getAttributes("image").alt ?? "") : null,
      missingAlt: e ? imagesWithoutAlt(e) : 0,
    }),
  });

  // After the selection, never in its place: a selected image or text stays. The caret then goes
  // into a paragraph after the image, so what is typed or pasted next does not replace it.
  function insert(media: MediaSummary, at: number | undefined) {
    if (!editor || !media.thumbnail) return;
    const image = { type: "image", attrs: { src: bodyImageSrc(media), alt: media.alt } };
    editor
      .chain()
      .focus()
      .insertContentAt(at ?? editor.state.selection.to, image)
      .command(({ tr }) => {
        if (!(tr.selection instanceof NodeSelection)) return true;
        const after = tr.selection.to;
        if (!tr.doc.resolve(after).nodeAfter?.isTextblock)
          tr.insert(after, editor.schema.nodes.paragraph!.create());
        tr.setSelection(TextSelection.create(tr.doc, after + 1));
        return true;
      })
      .run();
  }

  return (
    <div className="rich-text">
      <div role="toolbar" aria-label="เครื่องมือจัดรูปแบบ" className="rich-text-tools">
        {TOOLS.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            className="button button-secondary button-small"
            aria-pressed={tool.active ? Boolean(state?.active[i]) : undefined}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          ref={opener}
          type="button"
          className="button button-secondary button-small"
          disabled={!editor}
          onClick={() => setPicking({})}
        >
          แทรกภาพ
        </button>
      </div>
      {state?.selectedAlt !== null && state?.selectedAlt !== undefined ? (
        <div className="field rich-text-image-alt">
          <label htmlFor={`${id}-alt`}>ข้อความแทนภาพของภาพที่เลือก</label>
          <input
            id={`${id}-alt`}
            value={state.selectedAlt}
            maxLength={300}
            onChange={(e) =>
              editor?.chain().updateAttributes("image", { alt: e.currentTarget.value }).run()
            }
          />
        </div>
      ) : null}
      <EditorContent editor={editor} />
      <p id={`${id}-rule`} className="hint">
        {ALT_RULE}
      </p>
      {state?.missingAlt ? (
        <p role="status" className="form-error">
          ภาพในเนื้อหา {formatCount(state.missingAlt)} ภาพยังไม่มีข้อความแทนภาพ: คลิกที่ภาพแล้วกรอกในช่อง
          “ข้อความแทนภาพของภาพที่เลือก”
        </p>
      ) : null}
      <input type="hidden" name={name} value={html} />
      {picking ? (
        <MediaPicker
          title="แทรกภาพในเนื้อหา"
          files={picking.files}
          onPick={(media) => {
            inserted.current = true;
            insert(media, picking.at);
          }}
          onClose={() => {
            setPicking(null);
            if (inserted.current || picking.files) editor?.commands.focus();
            else opener.current?.focus();
            inserted.current = false;
          }}
        />
      ) : null}
    </div>
  );
}
