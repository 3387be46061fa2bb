import { useCallback, useId } from "react";
import { useRevalidator } from "react-router";
import { formatBytes } from "../../lib/file-sizes.ts";
import { DropZone } from "./drop-zone.tsx";
import { UPLOAD_STATE_TEXT, useUploads, type Upload } from "./use-uploads.ts";

/**
 * Drag and drop or pick several files; each is sent on its own with a progress bar and a cancel
 * button, then followed until its image variants are ready. Results are announced politely.
 */
export function Uploader({ replace, accept }: { replace?: number; accept?: string }) {
  const revalidator = useRevalidator();
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { uploads, send } = useUploads(refresh);
  const id = useId();

  function take(files: FileList | null) {
    for (const file of Array.from(files ?? []).slice(0, replace ? 1 : 50)) send(file, replace);
  }

  const count = (state: Upload["state"]) => uploads.filter((u) => u.state === state).length;
  const summary = uploads.length
    ? `เสร็จแล้ว ${count("done")} ไฟล์ กำลังดำเนินการ ${count("sending") + count("processing")} ไฟล์ ไม่สำเร็จ ${count("failed")} ไฟล์`
    : "";

  return (
    <section className="uploader" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{replace ? "แทนที่ด้วยไฟล์ใหม่" : "อัปโหลดไฟล์"}</h2>
      <DropZone onFiles={take}>
        <p>ลากไฟล์มาวางที่นี่ หรือ</p>
        <label className="button" htmlFor={`${id}-files`}>
          เลือกไฟล์
        </label>
        <input
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          multiple={!replace}
          accept={
            accept ??
            "image/jpeg,image/png,image/webp,image/avif,image/gif,video/mp4,video/webm,application/pdf"
          }
          onChange={(e) => {
            take(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
        <p className="hint">รูปภาพ JPEG PNG WebP AVIF GIF · วิดีโอ MP4 WebM · เอกสาร PDF</p>
      </DropZone>
      <p className="visually-hidden" role="status">
        {summary}
      </p>
      {uploads.length ? (
        <ul className="upload-list" role="list">
          {uploads.map((u) => (
            <li key={u.key} data-state={u.state}>
              <span className="upload-name">
                {u.name} <span className="hint">({formatBytes(u.size)})</span>
              </span>
              <progress max={100} value={u.percent} aria-label={`ความคืบหน้า ${u.name}`}>
                {u.percent}%
              </progress>
              <span className="upload-state">
                {UPLOAD_STATE_TEXT[u.state]}
                {u.state === "sending" || u.state === "processing" ? ` ${u.percent}%` : ""}
                {u.message ? ` · ${u.message}` : ""}
              </span>
              {u.state === "sending" ? (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => u.xhr?.abort()}
                  aria-label={`ยกเลิกการอัปโหลด ${u.name}`}
                >
                  ยกเลิก
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
