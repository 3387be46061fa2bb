import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import { MEDIA_KIND_LABELS } from "../../lib/staff/media-kinds.ts";

/** A library tile's picture: the image itself, its placeholder while processing, or the kind. */
export function MediaThumb({ media }: { media: MediaSummary }) {
  if (media.thumbnail) {
    return (
      <img
        className="media-thumb"
        src={media.thumbnail}
        alt=""
        width={320}
        height={media.width && media.height ? Math.round((320 * media.height) / media.width) : 240}
        loading="lazy"
      />
    );
  }
  return (
    <span className="media-thumb media-thumb-empty" data-kind={media.kind}>
      {media.status === "processing"
        ? `กำลังประมวลผล ${media.progress}%`
        : media.status === "failed"
          ? "ประมวลผลไม่สำเร็จ"
          : MEDIA_KIND_LABELS[media.kind]}
    </span>
  );
}
