import type { MouseEvent } from "react";
import { thaiDateTime } from "../lib/dates.ts";

const WIDTHS = { phone: 375, desktop: 1280 };

/** Opens the preview in a window of a device's width, so the page lays out as on that device. */
function openAt(width: number) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const opened = window.open(
      event.currentTarget.href,
      `preview-${width}`,
      `popup,width=${width},height=${Math.min(800, window.screen.availHeight)}`,
    );
    if (opened) event.preventDefault();
  };
}

/** The notice above a private preview: what it is, until when the link works, device widths. */
export function PreviewBanner({ url, expiresAt }: { url: string; expiresAt: string }) {
  return (
    <section className="preview-banner" aria-label="ตัวอย่างก่อนเผยแพร่">
      <p>
        <strong>{`ตัวอย่างก่อนเผยแพร่ · หมดอายุ ${thaiDateTime(expiresAt)}`}</strong>
      </p>
      <p>หน้านี้แสดงเนื้อหาอย่างที่ผู้เข้าชมจะเห็นเมื่อเผยแพร่ ส่งลิงก์นี้ให้ผู้ที่ต้องการตรวจดูได้จนกว่าจะหมดอายุ</p>
      <p className="preview-link">
        <label htmlFor="preview-url">ลิงก์ตัวอย่าง</label>
        <input id="preview-url" readOnly value={url} />
      </p>
      <ul className="preview-widths" aria-label="ขนาดหน้าจอ">
        <li>
          <a href={url} target="_blank" rel="noreferrer" onClick={openAt(WIDTHS.phone)}>
            ดูแบบโทรศัพท์ (กว้าง {WIDTHS.phone} พิกเซล, หน้าต่างใหม่)
          </a>
        </li>
        <li>
          <a href={url} target="_blank" rel="noreferrer" onClick={openAt(WIDTHS.desktop)}>
            ดูแบบเดสก์ท็อป (กว้าง {WIDTHS.desktop} พิกเซล, หน้าต่างใหม่)
          </a>
        </li>
      </ul>
    </section>
  );
}
