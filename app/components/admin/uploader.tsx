import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import type { Failure } from "../../lib/app-error.ts";
import { formatBytes } from "../../lib/file-sizes.ts";

type Upload = {
  key: number;
  name: string;
  size: number;
  /** 0–100 while sending, then the server's progress on the image's variants. */
  percent: number;
  state: "sending" | "processing" | "done" | "failed" | "cancelled";
  message: string;
  mediaId?: number;
  xhr?: XMLHttpRequest;
};

/** What the upload route answers: the stored file, or a refusal with its Thai message. */
type Answer =
  | { ok: true; duplicate: boolean; media: { id: number; status: string; progress: number } }
  | Failure;

const STATE_TEXT: Record<Upload["state"], string> = {
  sending: "กำลังอัปโหลด",
  processing: "กำลังสร้างภาพขนาดต่าง ๆ",
  done: "เสร็จแล้ว",
  failed: "ไม่สำเร็จ",
  cancelled: "ยกเลิกแล้ว",
};

let nextKey = 1;

/**
 * Drag and drop or pick several files; each is sent on its own with a progress bar and a cancel
 * button, then followed until its image variants are ready. Results are announced politely.
 */
export function Uploader({ replace, accept }: { replace?: number; accept?: string }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const revalidator = useRevalidator();
  const id = useId();

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function send(file: File) {
    const key = nextKey++;
    const xhr = new XMLHttpRequest();
    setUploads((list) => [
      ...list,
      { key, name: file.name, size: file.size, percent: 0, state: "sending", message: "", xhr },
    ]);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) update(key, { percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.onload = () => {
      let answer: Answer | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as Answer | null;
      } catch {
        // Not JSON: told apart below.
      }
      if (!answer?.ok || !answer.media) {
        const refused = answer && !answer.ok ? answer.message : undefined;
        const message = answer ? (refused ?? "อัปโหลดไม่สำเร็จ") : "เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง";
        update(key, { state: "failed", message });
        return;
      }
      const processing = answer.media.status === "processing";
      update(key, {
        state: processing ? "processing" : "done",
        percent: processing ? answer.media.progress : 100,
        mediaId: answer.media.id,
        message: answer.duplicate ? "ไฟล์นี้มีอยู่ในคลังแล้ว ใช้ไฟล์เดิม" : "",
      });
      void revalidator.revalidate();
    };
    xhr.onerror = () => update(key, { state: "failed", message: "การเชื่อมต่อขัดข้อง" });
    xhr.onabort = () => update(key, { state: "cancelled" });
    xhr.open("POST", `/admin/library/upload${replace ? `?replace=${replace}` : ""}`);
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.send(file);
  }

  const processingIds = uploads
    .filter((u) => u.state === "processing" && u.mediaId)
    .map((u) => u.mediaId!);
  const polling = processingIds.join(",");

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/admin/library/status?ids=${polling}`);
        const { media } = (await response.json()) as {
          media: { id: number; status: string; progress: number }[];
        };
        setUploads((list) =>
          list.map((u) => {
            const found = media.find((m) => m.id === u.mediaId);
            if (!found || u.state !== "processing") return u;
            if (found.status === "ready") return { ...u, state: "done", percent: 100 };
            if (found.status === "failed")
              return { ...u, state: "failed", message: "สร้างภาพขนาดต่าง ๆ ไม่สำเร็จ" };
            return { ...u, percent: found.progress };
          }),
        );
        if (media.some((m) => m.status !== "processing")) void revalidator.revalidate();
      } catch {
        // The next round asks again.
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [polling, uploads, revalidator]);

  function take(files: FileList | null) {
    for (const file of Array.from(files ?? []).slice(0, replace ? 1 : 50)) send(file);
  }

  const count = (state: Upload["state"]) => uploads.filter((u) => u.state === state).length;
  const summary = uploads.length
    ? `เสร็จแล้ว ${count("done")} ไฟล์ กำลังดำเนินการ ${count("sending") + count("processing")} ไฟล์ ไม่สำเร็จ ${count("failed")} ไฟล์`
    : "";

  return (
    <section className="uploader" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{replace ? "แทนที่ด้วยไฟล์ใหม่" : "อัปโหลดไฟล์"}</h2>
      <div
        className="drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          take(e.dataTransfer.files);
        }}
      >
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
      </div>
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
                {STATE_TEXT[u.state]}
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
