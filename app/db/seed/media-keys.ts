import type { ThemeName } from "./themes.ts";

/** Names for demo media, shared by the file step and the insert step. */
export const mediaKey = {
  cover: (theme: ThemeName) => `cover:${theme}`,
  poster: (slug: string) => `poster:${slug}`,
  infographic: (slug: string) => `infographic:${slug}`,
  photo: (slug: string, index: number) => `photo:${slug}:${index}`,
  document: (fileName: string) => `document:${fileName}`,
  video: "video",
};
