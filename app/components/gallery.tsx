import type { Photo } from "../db/content/items.server.ts";
import { formatCount } from "../lib/format.ts";
import { imageUrlFor, Picture } from "./picture.tsx";

/**
 * A photo grid; each photo links to its file, and the public pages' script opens it in the
 * lightbox instead (`enhance/gallery.ts`): a modal dialog, arrow keys to move, Esc to close.
 */
export function Gallery({ photos }: { photos: Photo[] }) {
  if (photos.length === 0) return null;
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">ภาพทั้งหมด {formatCount(photos.length)} ภาพ</h2>
      <ul className="gallery-grid" role="list">
        {photos.map((photo) => (
          <li key={photo.id}>
            <a
              href={imageUrlFor(photo, Infinity)}
              className="gallery-thumb"
              data-alt={photo.alt}
              data-caption={photo.caption || photo.alt}
            >
              <Picture image={photo} sizes="(min-width: 900px) 280px, 45vw" alt="" />
              <span className="visually-hidden">ขยายภาพ: {photo.alt}</span>
            </a>
            {photo.caption ? <p className="gallery-caption">{photo.caption}</p> : null}
          </li>
        ))}
      </ul>
      <dialog className="lightbox" aria-labelledby="lightbox-caption">
        <div className="lightbox-bar">
          <p className="lightbox-count" aria-live="polite" />
          <a className="button button-secondary" href={imageUrlFor(photos[0]!, Infinity)} download>
            ดาวน์โหลดภาพ
          </a>
          <button
            type="button"
            className="icon-button"
            data-lightbox-step="close"
            aria-label="ปิดภาพขยาย"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <figure className="lightbox-figure">
          <figcaption id="lightbox-caption" />
        </figure>
        <div className="lightbox-nav">
          <button type="button" className="button" data-lightbox-step="-1">
            ‹ ภาพก่อนหน้า
          </button>
          <button type="button" className="button" data-lightbox-step="1">
            ภาพถัดไป ›
          </button>
        </div>
      </dialog>
    </section>
  );
}
