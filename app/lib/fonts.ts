import thai400 from "@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url";

/** The face almost every page needs first; the others load on demand through `fonts.css`. */
export const preloadFonts = [thai400];
