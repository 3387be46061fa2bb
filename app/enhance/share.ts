import { toast } from "../lib/toast.ts";

const COPIED = "คัดลอกลิงก์แล้ว";
const COPY_FAILED = "คัดลอกลิงก์ไม่สำเร็จ";

/** The share row's two buttons (`components/share-buttons.tsx`): copy the page's link, print. */
export function enhanceShare(): void {
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>(".share button");
    if (!button) return;
    if (button.hasAttribute("data-print")) window.print();
    const link = button.dataset.copyLink;
    if (link)
      navigator.clipboard.writeText(link).then(
        () => toast(COPIED, { kind: "success" }),
        () => toast(COPY_FAILED, { kind: "error" }),
      );
  });
}
