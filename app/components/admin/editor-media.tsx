import { useId, useRef, useState } from "react";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import { MediaPicker } from "./media-picker.tsx";
import { MediaThumb } from "./media-thumb.tsx";

/** One video from the library, chosen from a list, with a preview of the current choice. */
export function VideoChoice({
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
          </option>
        ))}
      </select>
      {chosen ? (
        <div className="media-choice-preview">
          <MediaThumb media={chosen} />
          {chosen.alt ? <p className="hint">{chosen.alt}</p> : null}
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
 * One image, such as the cover: its thumbnail and alt text, chosen or changed in the picker. An
 * image still without alt text says so and offers to add it.
 */
export function ImageChoice({
  name,
  label,
  choices,
  selected,
  error,
  onChange,
}: {
  name: string;
  label: string;
  choices: MediaSummary[];
  selected: number | null;
  error?: string;
  onChange: () => void;
}) {
  const [value, setValue] = useState(selected);
  // The library's first pages come with the form; an older image is known by its id alone.
  const [picked, setPicked] = useState<MediaSummary | null>(null);
  const chosen = picked ?? choices.find((c) => c.id === value) ?? null;
  const [picking, setPicking] = useState<"choose" | "describe" | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const choose = (media: MediaSummary | null) => {
    setValue(media?.id ?? null);
    setPicked(media);
    onChange();
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="field media-choice"
      data-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <input type="hidden" name={name} value={value ?? ""} />
      {chosen ? (
        <div className="media-choice-preview">
          <MediaThumb media={chosen} />
          <p className={chosen.alt ? "hint" : "form-error"}>
            {chosen.alt || "ภาพนี้ยังไม่มีข้อความแทนภาพ (จำเป็นก่อนเผยแพร่)"}
          </p>
        </div>
      ) : value ? (
        <p className="hint">ภาพหมายเลข {value} ในคลังสื่อ</p>
      ) : null}
      <div className="form-actions">
        <button
          ref={opener}
          type="button"
          className="button button-secondary"
          onClick={() => setPicking("choose")}
        >
          {value ? "เปลี่ยนภาพ…" : "เลือกภาพ…"}
        </button>
        {chosen && !chosen.alt ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPicking("describe")}
          >
            เพิ่มข้อความแทนภาพ…
          </button>
        ) : null}
        {value ? (
          <button type="button" className="button button-secondary" onClick={() => choose(null)}>
            ไม่ใช้ภาพ
          </button>
        ) : null}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
      {picking ? (
        <MediaPicker
          title={label}
          describe={picking === "describe" ? (chosen ?? undefined) : undefined}
          onPick={choose}
          onClose={() => {
            setPicking(null);
            opener.current?.focus();
          }}
        />
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
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState(new Map<number, MediaSummary>());
  const opener = useRef<HTMLButtonElement>(null);
  const byId = new Map([...choices.map((c): [number, MediaSummary] => [c.id, c]), ...picked]);
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
              <span>
                {name}
                {photo && !photo.alt ? (
                  <span className="form-error"> ยังไม่มีข้อความแทนภาพ (จำเป็นก่อนเผยแพร่)</span>
                ) : null}
              </span>
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
      <button
        ref={opener}
        type="button"
        className="button button-secondary"
        onClick={() => setAdding(true)}
      >
        เพิ่มภาพ…
      </button>
      {adding ? (
        <MediaPicker
          title="เพิ่มภาพในแกลเลอรี"
          exclude={photos}
          onPick={(media) => {
            setPicked((known) => new Map(known).set(media.id, media));
            update([...photos, media.id]);
          }}
          onClose={() => {
            setAdding(false);
            opener.current?.focus();
          }}
        />
      ) : null}
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
