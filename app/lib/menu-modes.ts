/** How the menu bar shows: its links, the slide-out menu or the search box. */
export const MENU_MODES = ["normal", "slide", "search"] as const;
export type MenuMode = (typeof MENU_MODES)[number];

export function isMenuMode(value: string): value is MenuMode {
  return (MENU_MODES as readonly string[]).includes(value);
}
