import { useState } from "react";
import type { FileRef, ImageRef } from "../db/media.server.ts";
import { parseVideoLink } from "../lib/video-links.ts";
import { imageUrlFor, mediaUrl, Picture } from "./picture.tsx";

/**
 * An uploaded video plays in `<video>`; a YouTube or Facebook video loads its player only after the
 * visitor asks for it, so no third-party request happens on page load.
 */
export function VideoBlock({
  title,
  video,
  videoUrl,
  poster,
}: {
  title: string;
  video: FileRef | null;
  videoUrl: string | null;
  poster: ImageRef | null;
}) {
  const [playing, setPlaying] = useState(false);
  if (video) {
    return (
      <figure className="video">
        {/* Caption tracks arrive with the media library; until then the item text carries the content. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          controls
          preload="none"
          poster={poster ? imageUrlFor(poster) : undefined}
          width={poster?.width}
          height={poster?.height}
          aria-label={title}
        >
          <source src={mediaUrl(video.key)} type={video.mimeType} />
          <a href={mediaUrl(video.key)}>ดาวน์โหลดวิดีโอ</a>
        </video>
      </figure>
    );
  }
  const link = videoUrl ? parseVideoLink(videoUrl) : null;
  if (!link || !videoUrl) return null;
  const providerName = link.provider === "youtube" ? "YouTube" : "Facebook";
  if (playing) {
    return (
      <figure className="video">
        <iframe
          src={link.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      </figure>
    );
  }
  return (
    <figure className="video video-placeholder">
      {poster ? (
        <Picture image={poster} sizes="(min-width: 900px) 860px, 100vw" eager alt="" />
      ) : null}
      <figcaption className="video-consent">
        <button type="button" className="button" onClick={() => setPlaying(true)}>
          ▶ เล่นวิดีโอจาก {providerName}
        </button>
        <span>
          วิดีโอนี้ให้บริการโดย {providerName} ซึ่งอาจเก็บข้อมูลการใช้งานของคุณเมื่อกดเล่น หรือ{" "}
          <a href={videoUrl} rel="noopener noreferrer">
            ดูบน {providerName}
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
