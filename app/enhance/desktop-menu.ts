/** The wide screens' menu: a group's button opens its links; Esc, a click outside or a link closes. */
export function enhanceDesktopMenu(): void {
  const openButton = () =>
    document.querySelector<HTMLButtonElement>('.desktop-menu .menu-top[aria-expanded="true"]');
  const toggle = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.closest(".menu-group")?.toggleAttribute("data-open", open);
  };
  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const button = target.closest<HTMLButtonElement>(".desktop-menu .menu-top[aria-controls]");
    const open = openButton();
    if (open && open !== button) toggle(open, false);
    if (button) toggle(button, button.getAttribute("aria-expanded") !== "true");
    else if (open && target.closest(".desktop-menu a")) toggle(open, false);
  });
  document.addEventListener("pointerdown", (e) => {
    const open = openButton();
    if (open && !(e.target as Element).closest(".desktop-menu")) toggle(open, false);
  });
  document.addEventListener("keydown", (e) => {
    const open = openButton();
    if (e.key !== "Escape" || !open) return;
    toggle(open, false);
    open.focus();
  });
}
