import { isMenuMode, type MenuMode } from "../lib/menu-modes.ts";
import { MESSAGES, toast } from "../lib/toast.ts";
import { trapFocus } from "./focus-trap.ts";
import { liveSearch } from "./live-search.ts";

const OPEN_STEP_MS = 50;
const FOCUS_MS = 100;
const CLEAR_TEXT_MS = 200;

const header = () => document.querySelector<HTMLElement>(".site-header");
const opener = (mode: MenuMode) =>
  header()?.querySelector<HTMLElement>(`[data-opens-mode="${mode}"]`);
const slideMenu = () => document.querySelector<HTMLDialogElement>("dialog.slide-menu");
const searchPanel = () => document.querySelector<HTMLElement>(".search-panel");

/** The steps of the last switch still to come: a new switch cancels them. */
let steps: ReturnType<typeof setTimeout>[] = [];

/** Shows one mode of the navigation bar; the others' parts are hidden. */
function show(mode: MenuMode): void {
  for (const step of steps) clearTimeout(step);
  const bar = header();
  const panel = searchPanel();
  const dialog = slideMenu();
  if (!bar || !panel || !dialog) return;
  bar.dataset.menuMode = mode;
  bar.querySelector<HTMLElement>(".nav-normal")?.toggleAttribute("hidden", mode === "search");
  panel.hidden = mode !== "search";
  opener("slide")?.setAttribute("aria-expanded", String(mode === "slide"));
  if (mode === "slide" && !dialog.open) dialog.showModal();
  if (mode !== "slide" && dialog.open) dialog.close();
  if (mode === "search") {
    steps = [
      setTimeout(() => panel.toggleAttribute("data-visible", true), OPEN_STEP_MS),
      setTimeout(() => panel.querySelector("input")?.focus(), FOCUS_MS),
    ];
  } else {
    panel.removeAttribute("data-visible");
    steps = [setTimeout(() => liveSearch.clear(), CLEAR_TEXT_MS)];
  }
}

/** Back to the normal bar, focus on the action that opened the mode left. */
function close(): void {
  const left = header()?.dataset.menuMode;
  if (!left || left === "normal" || !isMenuMode(left)) return;
  show("normal");
  opener(left)?.focus();
}

/**
 * The navigation bar's modes (`components/nav/nav-bar.tsx`): its two actions switch to the
 * search box or open the slide-out menu; Esc, the close buttons, the menu's backdrop and a
 * chosen link go back. A mode asked for in the address (`?menu=`) opens on arrival; a mode
 * that does not exist is said in a toast.
 */
export function enhanceNavModes(): void {
  const requested = new URLSearchParams(location.search).get("menu");
  if (requested !== null && !isMenuMode(requested))
    toast(MESSAGES.invalidMenuMode, { kind: "warning" });
  const arrived = header()?.dataset.menuMode;
  if (arrived === "search" || arrived === "slide") show(arrived);

  const dialog = slideMenu();
  if (dialog) {
    trapFocus(dialog);
    dialog.addEventListener("close", close);
  }
  liveSearch.start(close);

  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const action = target.closest<HTMLElement>("[data-opens-mode]");
    const mode = action?.dataset.opensMode;
    if (mode && isMenuMode(mode)) {
      e.preventDefault();
      show(mode);
      return;
    }
    if (target.closest("[data-closes-mode]") || target === slideMenu()) {
      close();
      return;
    }
    const group = target.closest<HTMLButtonElement>(".slide-menu .slide-group");
    if (group) {
      const expand = group.getAttribute("aria-expanded") !== "true";
      for (const other of document.querySelectorAll<HTMLButtonElement>(".slide-group")) {
        const open = other === group && expand;
        other.setAttribute("aria-expanded", String(open));
        const list = document.getElementById(other.getAttribute("aria-controls") ?? "");
        list?.toggleAttribute("hidden", !open);
      }
      return;
    }
    if (target.closest(".slide-menu a")) close();
  });
}
