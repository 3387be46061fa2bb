import { formatCount } from "../lib/format.ts";
import { trapFocus } from "./focus-trap.ts";

/** The lightbox shows the photo at `index` of its gallery, at the width of the screen. */
function show(dialog: HTMLDialogElement, thumbs: HTMLAnchorElement[], index: number): void {
  const thumb = thumbs[index];
  const figure = dialog.querySelector(".lightbox-figure");
  const caption = figure?.querySelector("figcaption");
  if (!thumb || !figure || !caption) return;
  dialog.dataset.index = String(index);
  const picture = thumb.querySelector("picture")?.cloneNode(true) as HTMLElement | undefined;
  if (picture) {
    for (const source of picture.querySelectorAll("source, img"))
      source.setAttribute("sizes", "100vw");
    const img = picture.querySelector("img");
    img?.setAttribute("alt", thumb.dataset.alt ?? "");
    img?.setAttribute("loading", "eager");
    figure.querySelector("picture")?.remove();
    figure.prepend(picture);
  }
  caption.textContent = thumb.dataset.caption ?? "";
  const count = dialog.querySelector(".lightbox-count");
  if (count) count.textContent = `ภาพที่ ${formatCount(index + 1)} จาก ${formatCount(thumbs.length)}`;
  dialog.querySelector<HTMLAnchorElement>("a[download]")?.setAttribute("href", thumb.href);
}

const thumbsOf = (gallery: Element) => [
  ...gallery.querySelectorAll<HTMLAnchorElement>(".gallery-thumb"),
];

/**
 * A gallery's photos open in its lightbox (`components/gallery.tsx`): arrow keys and the two
 * buttons move through them, Esc and the close button close it, and focus goes back to the
 * photo it was opened from.
 */
export function enhanceGallery(): void {
  let opener: HTMLElement | null = null;
  const step = (dialog: HTMLDialogElement, delta: number) => {
    const thumbs = thumbsOf(dialog.closest(".gallery")!);
    const index = (Number(dialog.dataset.index) + delta + thumbs.length) % thumbs.length;
    show(dialog, thumbs, index);
  };
  // A hydrated page may bring a gallery in later: each lightbox is wired when first opened.
  const wired = new WeakSet<HTMLDialogElement>();
  const wire = (dialog: HTMLDialogElement) => {
    if (wired.has(dialog)) return;
    wired.add(dialog);
    trapFocus(dialog);
    dialog.addEventListener("close", () => opener?.focus());
    dialog.addEventListener("keydown", (e) => {
      if (e.key === "ArrowRight") step(dialog, 1);
      if (e.key === "ArrowLeft") step(dialog, -1);
    });
  };
  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const thumb = target.closest<HTMLAnchorElement>(".gallery-thumb");
    const gallery = thumb?.closest(".gallery");
    const dialog = gallery?.querySelector<HTMLDialogElement>("dialog.lightbox");
    if (thumb && gallery && dialog) {
      e.preventDefault();
      opener = thumb;
      wire(dialog);
      show(dialog, thumbsOf(gallery), thumbsOf(gallery).indexOf(thumb));
      dialog.showModal();
      return;
    }
    const button = target.closest<HTMLElement>("[data-lightbox-step]");
    const open = button?.closest<HTMLDialogElement>("dialog.lightbox");
    if (!button || !open) return;
    if (button.dataset.lightboxStep === "close") open.close();
    else step(open, Number(button.dataset.lightboxStep));
  });
}
