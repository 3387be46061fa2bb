import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { DropZone } from "./drop-zone.tsx";
import { MediaThumb } from "./media-thumb.tsx";
import { UPLOAD_STATE_TEXT, useUploads } from "./use-uploads.ts";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const ALT_RULE = "ทุกภาพต้องมีข้อความแทนภาพ (alt) ก่อนเผยแพร่: บอกสิ่งที่ภาพสื่อสำหรับผู้ที่มองไม่เห็นภาพ";

/** A new image by button or by dropping it on the zone. */
export function ChooseImage({ onFile }: { onFile: (file: File) => void }) {
  const id = useId();
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  return (
    <DropZone onFiles={take}>
      <p>ลากภาพมาวางที่นี่ หรือ</p>
      <label className="button" htmlFor={`${id}-file`}>
        อัปโหลดภาพใหม่
      </label>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept={IMAGE_TYPES}
        onChange={(e) => take(e.currentTarget.files)}
      />
      <p className="hint">JPEG PNG WebP AVIF GIF · วางภาพจากคลิปบอร์ดลงในเนื้อหาได้เช่นกัน</p>
    </DropZone>
  );
}

/** One file on its way into the library, its alt text asked for while it travels. */
export function ImageUpload({
  file,
  onDone,
  onBack,
}: {
  file: File;
  onDone: (media: MediaSummary) => void;
  onBack: () => void;
}) {
  const { uploads, send } = useUploads();
  const started = useRef(false);
  useEffect(() => {
    // Once per file, also under React's doubled effects in development.
    if (started.current) return;
    started.current = true;
    send(file);
  }, [file, send]);
  const upload = uploads[0];
  const busy = upload?.state === "sending" || upload?.state === "processing";
  return (
    <div className="media-picker-upload">
      <p className="upload-name">
        {file.name} <span className="hint">({formatBytes(file.size)})</span>
      </p>
      {upload ? (
        <>
          <progress max={100} value={upload.percent} aria-label={`ความคืบหน้า ${file.name}`}>
            {upload.percent}%
          </progress>
          <p role="status" className="upload-state">
            {UPLOAD_STATE_TEXT[upload.state]}
            {busy ? ` ${upload.percent}%` : ""}
            {upload.message ? ` · ${upload.message}` : ""}
          </p>
        </>
      ) : null}
      {upload?.state === "failed" || upload?.state === "cancelled" ? (
        <button type="button" className="button button-secondary" onClick={onBack}>
          ‹ เลือกภาพอื่น
        </button>
      ) : (
        <AltStep
          media={upload?.media ?? null}
          ready={upload?.state === "done"}
          onDone={onDone}
          onBack={() => {
            upload?.xhr?.abort();
            onBack();
          }}
        />
      )}
    </div>
  );
}

/** The alt text of a chosen image, saved to the library before the image is used. */
export function AltStep({
  media,
  ready = true,
  onDone,
  onBack,
}: {
  media: MediaSummary | null;
  ready?: boolean;
  onDone: (media: MediaSummary) => void;
  onBack: () => void;
}) {
  const save = useFetcher<{ ok: boolean; message: string; fields: Record<string, string> }>();
  const [alt, setAlt] = useState(media?.alt ?? "");
  const id = useId();
  const answer = save.state === "idle" ? save.data : undefined;
  // Each answer once: the effect runs again whenever the parent renders.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.ok || !media || handled.current === answer) return;
    handled.current = answer;
    onDone({ ...media, alt: alt.trim() });
  }, [answer, media, alt, onDone]);
  const error = answer && !answer.ok ? (answer.fields?.alt ?? answer.message) : undefined;
  return (
    <save.Form
      method="post"
      action={media ? `/admin/library/${media.id}` : undefined}
      className="media-picker-alt"
      onSubmit={(e) => {
        if (!media || !ready) e.preventDefault();
      }}
    >
      {media ? <MediaThumb media={media} /> : null}
      <input type="hidden" name="intent" value="alt" />
      <div className="field" data-invalid={error ? true : undefined}>
        <label htmlFor={`${id}-alt`}>ข้อความแทนภาพ (alt)</label>
        <textarea
          id={`${id}-alt`}
          name="alt"
          rows={2}
          maxLength={300}
          required
          value={alt}
          onChange={(e) => setAlt(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-rule${error ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-rule`} className="hint">
          {ALT_RULE} เช่น &ldquo;เจ้าหน้าที่ฉีดวัคซีนให้ผู้สูงอายุที่ รพ.สต.&rdquo;
        </p>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          ‹ เลือกภาพอื่น
        </button>
        <button
          type="submit"
          className="button"
          disabled={!media || !ready || !alt.trim() || save.state !== "idle"}
        >
          {media && ready ? "ใช้ภาพนี้" : "รอให้อัปโหลดเสร็จ…"}
        </button>
      </div>
    </save.Form>
  );
}
