/**
 * Toasts: a short message in the corner, said politely to screen readers, on public pages (the
 * page script, which has no React) and in the back-office alike. An error a toast reports is also
 * written where it happened (decision 0015): a toast is never its only carrier.
 */

export type ToastKind = "success" | "error" | "info" | "warning";

/** A link after the message; `follow` opens it without reloading the page (the client router). */
export type ToastLink = { href: string; text: string; follow?: (href: string) => void };

export type ToastOptions = {
  kind?: ToastKind;
  /** How long it stays, unless the pointer or the keyboard is on it. */
  shownMs?: number;
  /** A toast with the id of one still shown is not shown twice. */
  id?: string;
  link?: ToastLink;
};

const SHOWN_MS = 2000;
/** A live region added to the page is not yet listened to: the first message waits this long. */
const REGION_SETTLES_MS = 100;
const SHOWING = Symbol.for("sukhaphap.toasts");

/**
 * The live region the toasts are written into, made on the first toast; each toast is said
 * alone, not with the region's whole text. Under an open modal dialog it is inert like the rest
 * of the page: what a dialog's own work says is written in the dialog too (decision 0005).
 */
function region(): HTMLElement {
  const found = document.querySelector<HTMLElement>("body > .page-toasts");
  if (found) return found;
  const host = document.createElement("div");
  host.className = "page-toasts";
  host.setAttribute("role", "status");
  host.setAttribute("aria-atomic", "false");
  host.dataset.settles = String(Date.now() + REGION_SETTLES_MS);
  document.body.append(host);
  return host;
}

/**
 * The ids of the toasts shown or about to be, shared by every copy of this module on the page
 * (a hydrated page runs the page script's beside the app's).
 */
const showing = ((globalThis as { [SHOWING]?: Set<string> })[SHOWING] ??= new Set<string>());

export function toast(message: string, options: ToastOptions = {}): void {
  const { kind = "info", shownMs = SHOWN_MS, id, link } = options;
  if (id !== undefined) {
    if (showing.has(id)) return;
    showing.add(id);
  }
  const host = region();
  const item = document.createElement("p");
  item.className = `page-toast page-toast-${kind}`;
  item.textContent = message;
  let gone = false;
  const remove = () => {
    if (gone) return;
    gone = true;
    item.remove();
    if (id !== undefined) showing.delete(id);
  };
  if (link) {
    const anchor = document.createElement("a");
    anchor.href = link.href;
    anchor.textContent = link.text;
    const { follow } = link;
    if (follow)
      anchor.addEventListener("click", (e) => {
        e.preventDefault();
        remove();
        follow(link.href);
      });
    item.append(" ", anchor);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hold = () => clearTimeout(timer);
  const release = () => {
    if (gone || item.matches(":hover, :focus-within")) return;
    clearTimeout(timer);
    timer = setTimeout(remove, shownMs);
  };
  item.addEventListener("pointerenter", hold);
  item.addEventListener("focusin", hold);
  item.addEventListener("pointerleave", release);
  item.addEventListener("focusout", () => setTimeout(release));
  const show = () => {
    host.append(item);
    release();
  };
  const wait = Number(host.dataset.settles) - Date.now();
  if (wait > 0) setTimeout(show, wait);
  else show();
}

/** The four kinds, for the back-office's components. */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    toast(message, { ...options, kind: "success" }),
  error: (message: string, options?: ToastOptions) => toast(message, { ...options, kind: "error" }),
  info: (message: string, options?: ToastOptions) => toast(message, { ...options, kind: "info" }),
  warning: (message: string, options?: ToastOptions) =>
    toast(message, { ...options, kind: "warning" }),
};

/** What the shared page parts say in toasts (a component that alone says something keeps it). */
export const MESSAGES = {
  invalidMenuMode: "ประเภทเมนูไม่ถูกต้อง",
  readFailed: "ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง",
} as const;
