export type ImageVariant = {
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  key: string;
};

/** What a page needs to draw one image responsively. */
export type ImageRef = {
  id: number;
  alt: string;
  caption: string;
  credit: string;
  width: number;
  height: number;
  placeholder: string | null;
  variants: ImageVariant[];
  original: string;
  /** Where crops keep their centre, 0–1 from the left and from the top. */
  focal: { x: number; y: number };
};
