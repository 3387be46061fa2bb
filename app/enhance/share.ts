import { toast } from "../lib/toast.ts";

const COPIED = "คัดลอกลิงก์แล้ว";
const COPY_FAILED = "คัดลอกลิงก์ไม่สำเร็จ คัดลอกจากช่องนี้แทน:";

/** The share row's two buttons (`components/share-buttons.tsx`): copy the page's link, print. */
export function enhanceShare(): void {
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>(".share button");
    if (!button) return;
    if (button.hasAttribute("data-print")) window.print();
    const link = button.dataset.copyLink;
    if (!link) return;
    const refused = () => offerToCopy(button, link);
    // No clipboard where the page is not a secure context (a site on plain HTTP).
    if (!navigator.clipboard) return refused();
    navigator.clipboard.writeText(link).then(() => toast(COPIED, { kind: "success" }), refused);
  });
}

/**
 * Copying refused: said under the share row, with the address selected in a field of its own
 * for the reader to copy, rather than in a toast alone.
 */
function offerToCopy(button: HTMLElement, link: string): void {
  const row = button.closest(".share")!;
  const next = row.nextElementSibling;
  const said = next?.classList.contains("share-refused") ? next : document.createElement("p");
  said.className = "share-refused";
  said.setAttribute("role", "alert");
  said.textContent = `${COPY_FAILED} `;
  const address = document.createElement("input");
  address.readOnly = true;
  address.value = link;
  address.setAttribute("aria-label", "ลิงก์ของหน้านี้");
  said.append(address);
  row.after(said);
  address.focus();
  address.select();
}
