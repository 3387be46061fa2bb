import { THEME_LABELS, THEMES } from "../lib/reader.ts";

/**
 * Text size (ก- ก ก+) and colour theme, shown where JavaScript runs (`data-js`); the public
 * pages' script makes them work (`enhance/reader-tools.ts`). `remember` (consent to functional
 * cookies) keeps the choice for later visits.
 */
export function ReaderTools({ remember }: { remember: boolean }) {
  return (
    <div className="reader-tools" data-remember={remember || undefined}>
      <div role="group" aria-labelledby="reader-text" className="reader-group">
        <span id="reader-text" className="reader-label">
          ขนาดตัวอักษร
        </span>
        <button type="button" className="reader-button" data-text-step="smaller">
          ก-<span className="visually-hidden"> ลดขนาด</span>
        </button>
        <button type="button" className="reader-button" data-text-step="normal" aria-pressed>
          ก<span className="visually-hidden"> ขนาดปกติ</span>
        </button>
        <button type="button" className="reader-button" data-text-step="larger">
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
            aria-pressed={false}
          >
            {THEME_LABELS[t]}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" />
    </div>
  );
}
