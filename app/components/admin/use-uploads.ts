import { useEffect, useState } from "react";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";
import type { Failure } from "../../lib/app-error.ts";

export type Upload = {
  key: number;
  name: string;
  size: number;
  /** 0–100 while sending, then the server's progress on the image's variants. */
  percent: number;
  state: "sending" | "processing" | "done" | "failed" | "cancelled";
  message: string;
  /** The stored file, from the server's answer and then from each progress check. */
  media?: MediaSummary;
  xhr?: XMLHttpRequest;
};

/** What the upload route answers: the stored file, or a refusal with its Thai message. */
type Answer = { ok: true; duplicate: boolean; media: MediaSummary } | Failure;

export const UPLOAD_STATE_TEXT: Record<Upload["state"], string> = {
  sending: "กำลังอัปโหลด",
  processing: "กำลังสร้างภาพขนาดต่าง ๆ",
  done: "เสร็จแล้ว",
  failed: "ไม่สำเร็จ",
  cancelled: "ยกเลิกแล้ว",
};

let nextKey = 1;

/**
 * Files sent one request each with upload progress, then followed every second until their image
 * variants are ready. `settled` runs when the library has changed (a file stored or finished).
 */
export function useUploads(settled?: () => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function send(file: File, replace?: number): number {
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
        media: answer.media,
        message: answer.duplicate ? "ไฟล์นี้มีอยู่ในคลังแล้ว ใช้ไฟล์เดิม" : "",
      });
      settled?.();
    };
    xhr.onerror = () => update(key, { state: "failed", message: "การเชื่อมต่อขัดข้อง" });
    xhr.onabort = () => update(key, { state: "cancelled" });
    xhr.open("POST", `/admin/library/upload${replace ? `?replace=${replace}` : ""}`);
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.send(file);
    return key;
  }

  const polling = uploads
    .filter((u) => u.state === "processing" && u.media)
    .map((u) => u.media!.id)
    .join(",");

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/admin/library/status?ids=${polling}`);
        const { media } = (await response.json()) as { media: MediaSummary[] };
        setUploads((list) =>
          list.map((u) => {
            const found = media.find((m) => m.id === u.media?.id);
            if (!found || u.state !== "processing") return u;
            if (found.status === "ready")
              return { ...u, state: "done", percent: 100, media: found };
            if (found.status === "failed")
              return { ...u, state: "failed", message: "สร้างภาพขนาดต่าง ๆ ไม่สำเร็จ" };
            return { ...u, percent: found.progress, media: found };
          }),
        );
        if (media.some((m) => m.status !== "processing")) settled?.();
      } catch {
        // The next round asks again.
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [polling, uploads, settled]);

  return { uploads, send };
}
