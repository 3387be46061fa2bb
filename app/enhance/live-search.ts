import { MESSAGES, toast } from "../lib/toast.ts";

type Suggestion = { id: number; title: string; path: string; typeLabel: string };

const DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;

const input = () => document.querySelector<HTMLInputElement>(".search-panel input[role=combobox]");

/** What the list shows: for `query`, its `items`, or why there are none (`failed`). */
let shown = { query: "", items: [] as Suggestion[], total: 0, failed: "", loading: false };
let active = -1;
let pending: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | null = null;

function statusText(): string {
  const { query, items, total, failed, loading } = shown;
  if (loading) return "กำลังค้นหา…";
  if (failed) return failed;
  if (total) return `พบ ${total} รายการ กด Enter เพื่อดูผลทั้งหมด`;
  if (items.length) return "รายการที่มีคำขึ้นต้นด้วยคำที่พิมพ์ เลือกจากรายการหรือพิมพ์ต่อ";
  return query.length >= MIN_LENGTH ? "ไม่พบข้อมูลที่ตรงกับคำค้น" : "";
}

function render(): void {
  const box = input();
  const live = box?.closest(".search-panel")?.querySelector<HTMLElement>(".search-live");
  const list = live?.querySelector("[role=listbox]");
  const status = live?.querySelector(".search-status");
  if (!box || !live || !list || !status) return;
  const expanded = shown.query.length >= MIN_LENGTH;
  box.setAttribute("aria-expanded", String(expanded));
  live.hidden = !expanded;
  list.replaceChildren(
    ...shown.items.map((item, i) => {
      const option = document.createElement("li");
      option.id = `${list.id}-opt-${i}`;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", String(i === active));
      option.className = "search-option";
      option.dataset.path = item.path;
      const type = document.createElement("span");
      type.className = "option-type";
      type.textContent = item.typeLabel;
      const title = document.createElement("span");
      title.textContent = item.title;
      option.append(type, title);
      return option;
    }),
  );
  if (active >= 0) box.setAttribute("aria-activedescendant", `${list.id}-opt-${active}`);
  else box.removeAttribute("aria-activedescendant");
  if (status.textContent !== statusText()) status.textContent = statusText();
}

/** Live results for the typed text, asked for once typing pauses; an older answer is dropped. */
function ask(query: string): void {
  if (pending) {
    clearTimeout(pending.timer);
    pending.controller.abort();
    pending = null;
  }
  active = -1;
  if (query.length < MIN_LENGTH) {
    shown = { query, items: [], total: 0, failed: "", loading: false };
    render();
    return;
  }
  shown = { ...shown, query, loading: true };
  render();
  const controller = new AbortController();
  const timer = setTimeout(async () => {
    try {
      const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      });
      if (response.status === 429) {
        const { message } = (await response.json()) as { message: string };
        shown = { query, items: [], total: 0, failed: message, loading: false };
      } else if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      } else {
        const body = (await response.json()) as { items: Suggestion[]; total: number };
        shown = { query, items: body.items, total: body.total, failed: "", loading: false };
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      shown = { query, items: [], total: 0, failed: MESSAGES.readFailed, loading: false };
      toast(MESSAGES.readFailed, { kind: "warning" });
      console.error(error);
    }
    pending = null;
    render();
  }, DEBOUNCE_MS);
  pending = { timer, controller };
}

/**
 * The search box's live results: a combobox whose arrow keys move through the results, Enter
 * opens one (or sends the search), Esc closes the box (`onClose`).
 */
export const liveSearch = {
  start(onClose: () => void): void {
    document.addEventListener("input", (e) => {
      if (e.target === input()) ask(input()!.value.trim());
    });
    document.addEventListener("keydown", (e) => {
      const box = input();
      if (e.target !== box || !box) return;
      const { items } = shown;
      if (e.key === "Escape") {
        e.preventDefault();
        onClose();
      } else if (e.key === "ArrowDown" && items.length) {
        e.preventDefault();
        active = (active + 1) % items.length;
        render();
      } else if (e.key === "ArrowUp" && items.length) {
        e.preventDefault();
        active = active <= 0 ? items.length - 1 : active - 1;
        render();
      } else if (e.key === "Enter" && items[active]) {
        e.preventDefault();
        location.assign(items[active]!.path);
      }
    });
    document.addEventListener("submit", (e) => {
      if (e.target === input()?.form && !input()!.value.trim()) e.preventDefault();
    });
    // Choosing with the pointer keeps the focus in the box.
    document.addEventListener("pointerdown", (e) => {
      if ((e.target as Element).closest?.(".search-option")) e.preventDefault();
    });
    document.addEventListener("click", (e) => {
      const option = (e.target as Element).closest<HTMLElement>(".search-option");
      if (option?.dataset.path) location.assign(option.dataset.path);
    });
  },
  /** Empties the box and its results, once the box has closed. */
  clear(): void {
    const box = input();
    if (box) box.value = "";
    ask("");
  },
};
