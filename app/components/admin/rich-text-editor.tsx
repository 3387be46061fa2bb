import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";

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

/**
 * The rich-text body: Tiptap with the tools the office uses, writing its HTML into a hidden field
 * of the form (the server cleans it again). Images come from the media library with their alt text.
 */
export default function RichTextEditor({
  name,
  labelId,
  initialHtml,
  images,
  onChange,
}: {
  name: string;
  labelId: string;
  initialHtml: string;
  images: MediaSummary[];
  onChange: () => void;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [imageId, setImageId] = useState("");
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), TableKit, Image],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        class: "rich-text-area",
      },
    },
    onUpdate: ({ editor: e }) => {
      setHtml(e.getHTML());
      onChange();
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((t) => (e && t.active ? t.active(e) : false)),
  });

  function insertImage() {
    const chosen = images.find((i) => String(i.id) === imageId);
    if (!editor || !chosen?.thumbnail) return;
    editor
      .chain()
      .focus()
      .setImage({ src: chosen.thumbnail.replace(/-320\.webp$/, "-960.webp"), alt: chosen.alt })
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
            aria-pressed={tool.active ? Boolean(active?.[i]) : undefined}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <label className="rich-text-image">
          <span className="visually-hidden">ภาพจากคลังสื่อที่จะแทรก</span>
          <select value={imageId} onChange={(e) => setImageId(e.currentTarget.value)}>
            <option value="">เลือกภาพจากคลังสื่อ…</option>
            {images
              .filter((i) => i.thumbnail && i.alt)
              .map((i) => (
                <option key={i.id} value={i.id}>
                  {i.alt.slice(0, 60)}
                </option>
              ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!imageId}
          onClick={insertImage}
        >
          แทรกภาพ
        </button>
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
