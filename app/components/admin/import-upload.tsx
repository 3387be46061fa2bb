import { useId, useState } from "react";
import type { Failure } from "../../lib/app-error.ts";
import { formatBytes } from "../../lib/file-sizes.ts";

/**
 * Sends one chosen file as the raw body to `url`, with a progress bar while it goes and while
 * the server reads it; the run's id to `onSent`, or the refusal's Thai message in place.
 */
export function ImportUpload({
  url,
  label,
  hint,
  accept,
  maxBytes,
  onSent,
}: {
  url: string;
  label: string;
  hint: string;
  accept: string;
  maxBytes: number;
  onSent: (id: number) => void;
}) {
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState("");

  function send(file: File) {
    setMessage("");
    if (file.size > maxBytes) {
      setMessage(`ไฟล์ใหญ่เกินกำหนด (ไม่เกิน ${formatBytes(maxBytes)})`);
      return;
    }
    const xhr = new XMLHttpRequest();
    setPercent(0);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setPercent(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setPercent(null);
      let answer: ({ ok: true; id: number } | Failure) | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as { ok: true; id: number } | Failure;
      } catch {
        // Not JSON: said below.
      }
      if (answer?.ok) onSent(answer.id);
      else setMessage(answer?.message ?? "เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง");
    };
    xhr.onerror = () => {
      setPercent(null);
      setMessage("การเชื่อมต่อขัดข้อง กรุณาลองใหม่");
    };
    xhr.open("POST", url);
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.send(file);
  }

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-file`}>{label}</label>
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept={accept}
          aria-describedby={`${id}-hint`}
          disabled={percent !== null}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) send(file);
          }}
        />
      </div>
      {percent !== null ? (
        <p role="status">
          <label htmlFor={`${id}-progress`}>
            {percent < 100 ? `กำลังอัปโหลด ${percent}%` : "กำลังอ่านไฟล์และจัดทำรายงานทดลองนำเข้า…"}
          </label>{" "}
          <progress id={`${id}-progress`} max={100} value={percent < 100 ? percent : undefined} />
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
