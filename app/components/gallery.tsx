import { useEffect, useRef, useState } from "react";
import type { Photo } from "../db/content/items.server.ts";
import { formatCount } from "../lib/format.ts";
import { useFocusTrap } from "./use-focus-trap.ts";
import { imageUrlFor, Picture } from "./picture.tsx";

function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: Photo[];
  index: number | null;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  useFocusTrap(dialog, open);

  const photo = index === null ? undefined : photos[index];
  const step = (delta: number) => {
    if (index === null) return;
    onIndex((index + delta + photos.length) % photos.length);
  };

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby="lightbox-caption"
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") step(1);
        if (e.key === "ArrowLeft") step(-1);
      }}
    >
      {photo && index !== null ? (
        <>
          <div className="lightbox-bar">
            <p className="lightbox-count" aria-live="polite">
              ภาพที่ {formatCount(index + 1)} จาก {formatCount(photos.length)}
            </p>
            <a className="button button-secondary" href={imageUrlFor(photo, Infinity)} download>
              ดาวน์โหลดภาพ
            </a>
            <button type="button" className="icon-button" onClick={onClose} aria-label="ปิดภาพขยาย">
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <figure className="lightbox-figure">
            <Picture image={photo} sizes="100vw" eager />
            <figcaption id="lightbox-caption">{photo.caption || photo.alt}</figcaption>
          </figure>
          <div className="lightbox-nav">
            <button type="button" className="button" onClick={() => step(-1)}>
              ‹ ภาพก่อนหน้า
            </button>
            <button type="button" className="button" onClick={() => step(1)}>
              ภาพถัดไป ›
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

/** A photo grid; each photo opens in a keyboard-accessible lightbox (links to the file without JS). */
export function Gallery({ photos }: { photos: Photo[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  if (photos.length === 0) return null;
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">ภาพทั้งหมด {formatCount(photos.length)} ภาพ</h2>
      <ul className="gallery-grid" role="list">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={imageUrlFor(photo, Infinity)}
              className="gallery-thumb"
              onClick={(e) => {
                e.preventDefault();
                opener.current = e.currentTarget;
                setIndex(i);
              }}
            >
              <Picture image={photo} sizes="(min-width: 900px) 280px, 45vw" alt="" />
              <span className="visually-hidden">ขยายภาพ: {photo.alt}</span>
            </a>
            {photo.caption ? <p className="gallery-caption">{photo.caption}</p> : null}
          </li>
        ))}
      </ul>
      <Lightbox
        photos={photos}
        index={index}
        onIndex={setIndex}
        onClose={() => {
          setIndex(null);
          opener.current?.focus();
        }}
      />
    </section>
  );
}
