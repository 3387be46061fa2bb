/**
 * The reader's display settings: text size and colour theme, kept in the browser (localStorage
 * with consent to functional cookies, otherwise sessionStorage) and applied to <html> as
 * `data-text` and `data-theme` by a tiny script in <head>, before the first paint. The script
 * also marks <html> with `data-js`, so controls that need JavaScript show only where it runs.
 */

export const THEMES = ["light", "dark", "contrast"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  light: "สว่าง",
  dark: "มืด",
  contrast: "คอนทราสต์สูง",
};

/** Steps of text size: ก- goes down to MIN_TEXT, ก+ up to MAX_TEXT, ก back to 0. */
export const MIN_TEXT = -1;
export const MAX_TEXT = 3;

/** `theme` absent: follow the system's light or dark setting. */
export type ReaderSettings = { text: number; theme?: Theme };

export const READER_KEY = "sukhaphap.reader";

/**
 * Runs in <head> before the page is painted, so the chosen theme never flashes the default
 * first. Allowed by its hash in the Content-Security-Policy: change it and the hash follows.
 */
export const READER_SCRIPT = `(function(d){d.setAttribute("data-js","");try{var v=localStorage.getItem("${READER_KEY}")||sessionStorage.getItem("${READER_KEY}");if(v){var s=JSON.parse(v);if(s.theme)d.setAttribute("data-theme",s.theme);if(s.text)d.setAttribute("data-text",String(s.text))}}catch(e){}})(document.documentElement)`;

export function readReader(): ReaderSettings {
  const root = document.documentElement;
  const theme = root.getAttribute("data-theme");
  const text = Number(root.getAttribute("data-text") ?? 0);
  return {
    text: Number.isInteger(text) ? Math.min(MAX_TEXT, Math.max(MIN_TEXT, text)) : 0,
    ...((THEMES as readonly string[]).includes(theme ?? "") ? { theme: theme as Theme } : {}),
  };
}

/** Applies the settings now and keeps them: across visits only when `remember` (consent). */
export function saveReader(settings: ReaderSettings, remember: boolean): void {
  const root = document.documentElement;
  if (settings.theme) root.setAttribute("data-theme", settings.theme);
  else root.removeAttribute("data-theme");
  if (settings.text) root.setAttribute("data-text", String(settings.text));
  else root.removeAttribute("data-text");
  const value = JSON.stringify(settings);
  try {
    (remember ? localStorage : sessionStorage).setItem(READER_KEY, value);
    (remember ? sessionStorage : localStorage).removeItem(READER_KEY);
  } catch {
    // Storage can be full or switched off; the settings still apply to this page.
  }
}

/** After a change of consent: moves stored settings to lasting storage, or back to the session. */
export function keepReaderIn(remember: boolean): void {
  try {
    const [from, to] = remember ? [sessionStorage, localStorage] : [localStorage, sessionStorage];
    const value = from.getItem(READER_KEY);
    if (value === null) return;
    to.setItem(READER_KEY, value);
    from.removeItem(READER_KEY);
  } catch {
    // Storage switched off: nothing was kept to move.
  }
}
