import { useEffect, useState, useSyncExternalStore } from "react";
import {
  DEFAULT_SNAPSHOT,
  fromSnapshot,
  keepReaderIn,
  MAX_TEXT,
  MIN_TEXT,
  readerSnapshot,
  saveReader,
  subscribeReader,
  THEMES,
  type ReaderSettings,
  type Theme,
} from "../lib/reader.ts";

const TEXT_PERCENT: Record<number, number> = { [-1]: 87.5, 0: 100, 1: 112.5, 2: 125, 3: 150 };
const THEME_LABELS: Record<Theme, string> = {
  light: "สว่าง",
  dark: "มืด",
  contrast: "คอนทราสต์สูง",
};

/**
 * Text size (ก- ก ก+) and colour theme, as Thai government sites offer them. Choosing the theme
 * already chosen goes back to following the system. `remember` (consent to functional cookies)
 * keeps the choice for later visits.
 */
export function ReaderTools({ remember }: { remember: boolean }) {
  const settings = fromSnapshot(
    useSyncExternalStore(subscribeReader, readerSnapshot, () => DEFAULT_SNAPSHOT),
  );
  const [said, setSaid] = useState("");

  useEffect(() => keepReaderIn(remember), [remember]);

  const change = (next: ReaderSettings, announce: string) => {
    saveReader(next, remember);
    setSaid(announce);
  };
  const size = (text: number) => {
    const clamped = Math.min(MAX_TEXT, Math.max(MIN_TEXT, text));
    change({ ...settings, text: clamped }, `ขนาดตัวอักษร ${TEXT_PERCENT[clamped]}%`);
  };
  const theme = (chosen: Theme) => {
    const next = settings.theme === chosen ? undefined : chosen;
    change(
      next ? { text: settings.text, theme: next } : { text: settings.text },
      next ? `ใช้สี${THEME_LABELS[next]}` : "ใช้สีตามการตั้งค่าของระบบ",
    );
  };

  return (
    <div className="reader-tools">
      <div role="group" aria-labelledby="reader-text" className="reader-group">
        <span id="reader-text" className="reader-label">
          ขนาดตัวอักษร
        </span>
        <button type="button" className="reader-button" onClick={() => size(settings.text - 1)}>
          ก-<span className="visually-hidden"> ลดขนาด</span>
        </button>
        <button
          type="button"
          className="reader-button"
          aria-pressed={settings.text === 0}
          onClick={() => size(0)}
        >
          ก<span className="visually-hidden"> ขนาดปกติ</span>
        </button>
        <button type="button" className="reader-button" onClick={() => size(settings.text + 1)}>
          ก+<span className="visually-hidden"> เพิ่มขนาด</span>
        </button>
      </div>
      <div role="group" aria-labelledby="reader-theme" className="reader-group">
        <span id="reader-theme" className="reader-label">
          สี
        </span>
        {THEMES.map((t) => (
          <button
            key={t}
            type="button"
            className="reader-button"
            data-theme-choice={t}
            aria-pressed={settings.theme === t}
            onClick={() => theme(t)}
          >
            {THEME_LABELS[t]}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
