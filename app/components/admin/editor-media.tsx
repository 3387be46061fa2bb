import { useRef, useState } from "react";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import { MediaThumb } from "./media-thumb.tsx";

/** One file from the library, chosen from a list, with a preview of the current choice. */
export function MediaChoice({
  name,
  label,
  choices,
  selected,
  error,
}: {
  name: string;
  label: string;
  choices: MediaSummary[];
  selected: number | null;
  error?: string;
}) {
  const [value, setValue] = useState(selected ? String(selected) : "");
  const chosen = choices.find((c) => String(c.id) === value);
  const id = `field-${name}`;
  return (
    <div className="field media-choice" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">ไม่มี</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.kind === "image" && !c.alt ? " (ยังไม่มีข้อความแทนภาพ)" : ""}
          </option>
        ))}
      </select>
      {chosen ? (
        <div className="media-choice-preview">
          <MediaThumb media={chosen} />
          <p className="hint">{chosen.alt || "ยังไม่มีข้อความแทนภาพ: เพิ่มได้ในคลังสื่อ (จำเป็นก่อนเผยแพร่)"}</p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The gallery's photos in order: add from the library, drag to reorder, or move up and down and
 * remove with buttons (keyboard).
 */
export function PhotoList({
  choices,
  initial,
  error,
  onChange,
}: {
  choices: MediaSummary[];
  initial: number[];
  error?: string;
  onChange: () => void;
}) {
  const [photos, setPhotos] = useState(initial);
  const [adding, setAdding] = useState("");
  const byId = new Map(choices.map((c) => [c.id, c]));
  const update = (next: number[]) => {
    setPhotos(next);
    onChange();
  };
  const move = (index: number, by: number) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    next.splice(index + by, 0, photo!);
    update(next);
  };
  // The photo being dragged, by id: read at drop time, whatever React has rendered by then.
  const dragged = useRef<number | null>(null);
  return (
    <fieldset className="choice photo-list">
      <legend>ภาพในแกลเลอรี ({photos.length} ภาพ)</legend>
      <ol>
        {photos.map((id, index) => {
          const photo = byId.get(id);
          const name = photo?.alt || photo?.name || `ภาพ ${id}`;
          return (
            <li
              key={id}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", String(id));
                dragged.current = id;
              }}
              onDragOver={(e) => {
                if (dragged.current !== null && dragged.current !== id) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                const from = dragged.current === null ? -1 : photos.indexOf(dragged.current);
                if (from !== -1 && from !== index) move(from, index - from);
                dragged.current = null;
              }}
              onDragEnd={() => {
                dragged.current = null;
              }}
            >
              <input type="hidden" name="photoIds" value={id} />
              {photo ? <MediaThumb media={photo} /> : null}
              <span>{name}</span>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`เลื่อนขึ้น: ${name}`}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={index === photos.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`เลื่อนลง: ${name}`}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => update(photos.filter((p) => p !== id))}
                aria-label={`นำออก: ${name}`}
              >
                นำออก
              </button>
            </li>
          );
        })}
      </ol>
      <div className="form-actions">
        <label className="field">
          <span>เพิ่มภาพจากคลังสื่อ</span>
          <select value={adding} onChange={(e) => setAdding(e.currentTarget.value)}>
            <option value="">เลือกภาพ…</option>
            {choices
              .filter((c) => !photos.includes(c.id))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.alt || c.name}
                </option>
              ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-secondary"
          disabled={!adding}
          onClick={() => {
            update([...photos, Number(adding)]);
            setAdding("");
          }}
        >
          เพิ่มภาพ
        </button>
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}

/** PDF attachments from the library, by check box. */
export function AttachmentChoice({
  documents,
  selected,
  error,
}: {
  documents: MediaSummary[];
  selected: number[];
  error?: string;
}) {
  return (
    <fieldset className="choice">
      <legend>ไฟล์แนบ (PDF)</legend>
      {documents.length === 0 ? <p>ยังไม่มีไฟล์ PDF ในคลังสื่อ</p> : null}
      {documents.map((d) => (
        <label key={d.id}>
          <input
            type="checkbox"
            name="attachmentIds"
            value={d.id}
            defaultChecked={selected.includes(d.id)}
          />
          {d.name}
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
