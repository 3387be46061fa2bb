import { Link } from "react-router";
import type { FileRef, ImageRef } from "../db/media/media.server.ts";
import { autoplayUrl, parseVideoLink } from "../lib/video-links.ts";
import { imageUrlFor, mediaUrl, Picture } from "./picture.tsx";

/**
 * An uploaded video plays in `<video>`. A YouTube or Facebook player loads with the page only
 * when the visitor has allowed media from other providers (`load`); otherwise a placeholder
 * explains who provides it, and its button has the public pages' script load the player
 * (`enhance/video.ts`), so no third-party request happens before.
 */
const PLAYER_ALLOWS = "autoplay; encrypted-media; picture-in-picture; fullscreen";

export function VideoBlock({
  title,
  video,
  videoUrl,
  poster,
  load,
}: {
  title: string;
  video: FileRef | null;
  videoUrl: string | null;
  poster: ImageRef | null;
  load: boolean;
}) {
  if (video) {
    return (
      <figure className="video">
        {/* Captions come from the media library; a video without them is flagged there. */}
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
          {video.captions ? (
            <track
              kind="captions"
              src={mediaUrl(video.captions)}
              srcLang="th"
              label="ภาษาไทย"
              default
            />
          ) : null}
          <a href={mediaUrl(video.key)}>ดาวน์โหลดวิดีโอ</a>
        </video>
      </figure>
    );
  }
  const link = videoUrl ? parseVideoLink(videoUrl) : null;
  if (!link || !videoUrl) return null;
  const providerName = link.provider === "youtube" ? "YouTube" : "Facebook";
  if (load) {
    return (
      <figure className="video">
        <iframe
          src={link.embedUrl}
          title={title}
          allow={PLAYER_ALLOWS}
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
        <button
          type="button"
          className="button"
          data-player={autoplayUrl(link.embedUrl)}
          data-player-title={title}
          data-player-allows={PLAYER_ALLOWS}
        >
          ▶ เล่นวิดีโอจาก {providerName}
        </button>
        <span>
          วิดีโอนี้ให้บริการโดย {providerName} ซึ่งอาจตั้งคุกกี้และเก็บข้อมูลการใช้งานของท่านเมื่อกดเล่น หรือ{" "}
          <a href={videoUrl} rel="noopener noreferrer">
            ดูบน {providerName}
          </a>{" "}
          · <Link to="/policy/cookies#cookie-settings">อนุญาตวิดีโอจากภายนอกทุกครั้ง</Link>
        </span>
      </figcaption>
    </figure>
  );
}
