import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher } from "react-router";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import { formatCount } from "../../lib/format.ts";
import { useFocusTrap } from "../use-focus-trap.ts";
import { MediaThumb } from "./media-thumb.tsx";
import { AltStep, ChooseImage, ImageUpload } from "./media-picker-steps.tsx";

type LibraryPage = {
  library: { items: MediaSummary[]; page: number; pages: number; total: number };
};

/**
 * Choosing an image without leaving the editor: the library's images as thumbnails with search and
 * paging, or a new upload (button, dropped or pasted file) with its progress. Whatever is chosen
 * comes back with alt text: an image without it asks for it first, and the library keeps it.
 */
export function MediaPicker({
  title,
  files,
  describe,
  exclude = [],
  onPick,
  onClose,
}: {
  title: string;
  /** Files dropped or pasted into the editor: the first is uploaded at once. */
  files?: File[];
  /** An image already chosen that still lacks alt text: open at the alt step for it. */
  describe?: MediaSummary;
  exclude?: number[];
  onPick: (media: MediaSummary) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useFetcher<LibraryPage>();
  const [q, setQ] = useState("");
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MediaSummary | null>(describe ?? null);
  const [uploading, setUploading] = useState<File | null>(files?.[0] ?? null);
  const id = useId();
  useFocusTrap(dialog, true);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  const load = (query: string, page = 1) =>
    void search.load(
      `/admin/library?${new URLSearchParams({ kind: "image", q: query, page: String(page) })}`,
    );
  // The first page once, when the dialog opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(""), []);

  const close = () => dialog.current?.close();
  // Closed first: while the modal is open nothing outside it takes focus, so an editor focused
  // by the pick lost what was typed before the close event handed focus back (its first letter).
  const done = (media: MediaSummary) => {
    close();
    onPick(media);
  };
  const pick = (media: MediaSummary) => (media.alt ? done(media) : setChosen(media));

  const library = search.data?.library;
  const items = library?.items.filter((m) => !exclude.includes(m.id)) ?? [];
  // In a portal: the editor's own form must neither hold these fields nor hear their events.
  return createPortal(
    <dialog
      ref={dialog}
      className="media-picker"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onChange={(e) => e.stopPropagation()}
      onSubmit={(e) => e.stopPropagation()}
    >
      <div className="modal-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button button-secondary button-small" onClick={close}>
          ปิด
        </button>
      </div>
      {chosen ? (
        <AltStep media={chosen} onDone={done} onBack={() => setChosen(null)} />
      ) : uploading ? (
        <ImageUpload file={uploading} onDone={done} onBack={() => setUploading(null)} />
      ) : (
        <>
          <ChooseImage onFile={setUploading} />
          <form
            role="search"
            className="media-picker-search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(q);
              load(q);
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-q`}>ค้นหาภาพในคลังสื่อ</label>
              <input
                id={`${id}-q`}
                type="search"
                value={q}
                maxLength={100}
                onChange={(e) => setQ(e.currentTarget.value)}
              />
            </div>
            <button type="submit" className="button button-secondary">
              ค้นหา
            </button>
          </form>
          <p role="status" className="hint">
            {search.state !== "idle" || !library
              ? "กำลังโหลดภาพ…"
              : `พบ ${formatCount(library.total)} ภาพ · หน้า ${library.page} จาก ${library.pages}`}
          </p>
          <ul className="media-picker-grid" role="list">
            {items.map((m) => (
              <li key={m.id}>
                <button type="button" className="media-picker-tile" onClick={() => pick(m)}>
                  <MediaThumb media={m} />
                  <span className="library-name">{m.name}</span>
                  <span className={m.alt ? "hint" : "hint media-picker-no-alt"}>
                    {m.alt || "ยังไม่มีข้อความแทนภาพ"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {library && library.pages > 1 ? (
            <div className="form-actions">
              <button
                type="button"
                className="button button-secondary"
                disabled={library.page <= 1}
                onClick={() => load(query, library.page - 1)}
              >
                ‹ หน้าก่อน
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={library.page >= library.pages}
                onClick={() => load(query, library.page + 1)}
              >
                หน้าถัดไป ›
              </button>
            </div>
          ) : null}
        </>
      )}
    </dialog>,
    document.body,
  );
}
