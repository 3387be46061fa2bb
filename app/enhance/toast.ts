const SHOWN_MS = 2000;

/**
 * A short message in the corner, said politely to screen readers, as the back-office's toasts
 * are; the public pages' script has no React to show those with.
 */
export function toast(message: string): void {
  let host = document.querySelector<HTMLElement>(".page-toasts");
  if (!host) {
    host = document.createElement("div");
    host.className = "page-toasts";
    host.setAttribute("role", "status");
    document.body.append(host);
  }
  const item = document.createElement("p");
  item.className = "page-toast";
  item.textContent = message;
  host.append(item);
  setTimeout(() => item.remove(), SHOWN_MS);
}
