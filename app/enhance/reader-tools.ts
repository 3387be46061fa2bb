import {
  keepReaderIn,
  MAX_TEXT,
  MIN_TEXT,
  readReader,
  saveReader,
  THEME_LABELS,
  THEMES,
  type ReaderSettings,
  type Theme,
} from "../lib/reader.ts";

const TEXT_PERCENT: Record<number, number> = { [-1]: 87.5, 0: 100, 1: 112.5, 2: 125, 3: 150 };
const STEPS: Record<string, (text: number) => number> = {
  smaller: (text) => text - 1,
  normal: () => 0,
  larger: (text) => text + 1,
};

/** Consent to functional cookies keeps the choice for later visits (`data-remember`). */
const remembers = (tools: Element) => tools.hasAttribute("data-remember");

/** The buttons say what is chosen now: after a change, and on arrival (settings kept earlier). */
function showPressed(settings: ReaderSettings): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(".reader-tools button")) {
    const { textStep, themeChoice } = button.dataset;
    if (textStep === "normal") button.setAttribute("aria-pressed", String(settings.text === 0));
    if (themeChoice) button.setAttribute("aria-pressed", String(settings.theme === themeChoice));
  }
}

/**
 * Text size (ก- ก ก+) and colour theme, as Thai government sites offer them. Choosing the theme
 * already chosen goes back to following the system.
 */
export function enhanceReaderTools(): void {
  const tools = document.querySelector(".reader-tools");
  if (tools) keepReaderIn(remembers(tools));
  showPressed(readReader());
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>(".reader-tools button");
    const tools = button?.closest(".reader-tools");
    if (!button || !tools) return;
    const settings = readReader();
    const { textStep, themeChoice } = button.dataset;
    let next: ReaderSettings;
    let said: string;
    if (textStep && STEPS[textStep]) {
      const text = Math.min(MAX_TEXT, Math.max(MIN_TEXT, STEPS[textStep](settings.text)));
      next = { ...settings, text };
      said = `ขนาดตัวอักษร ${TEXT_PERCENT[text]}%`;
    } else if (themeChoice && (THEMES as readonly string[]).includes(themeChoice)) {
      const theme = settings.theme === themeChoice ? undefined : (themeChoice as Theme);
      next = theme ? { text: settings.text, theme } : { text: settings.text };
      said = theme ? `ใช้สี${THEME_LABELS[theme]}` : "ใช้สีตามการตั้งค่าของระบบ";
    } else return;
    saveReader(next, remembers(tools));
    showPressed(next);
    const live = tools.querySelector("[aria-live]");
    if (live) live.textContent = said;
  });
}
