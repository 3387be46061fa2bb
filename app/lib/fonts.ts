import latin400 from "@fontsource/sarabun/files/sarabun-latin-400-normal.woff2?url";
import latin700 from "@fontsource/sarabun/files/sarabun-latin-700-normal.woff2?url";
import thai400 from "@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url";
import thai700 from "@fontsource/sarabun/files/sarabun-thai-700-normal.woff2?url";

const THAI = "U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC";
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const faces = [
  { url: thai400, weight: 400, range: THAI },
  { url: thai700, weight: 700, range: THAI },
  { url: latin400, weight: 400, range: LATIN },
  { url: latin700, weight: 700, range: LATIN },
];

/** Self-hosted Sarabun, Thai and Latin subsets only, each face loaded only when its script appears. */
export const fontFaceCss = faces
  .map(
    (f) =>
      `@font-face{font-family:Sarabun;font-style:normal;font-display:swap;font-weight:${f.weight};src:url(${f.url}) format("woff2");unicode-range:${f.range}}`,
  )
  .join("");

export const preloadFonts = [thai400];
