import type { IconName } from "./icons.ts";
import type { PdfContent } from "./pdf.ts";
import type { SceneKind } from "./scenes.ts";
import type { PaletteName } from "./svg.ts";
import type { ThemeName } from "./themes.ts";

type Base = { slug: string; title: string; summary: string; body: string; pinned?: boolean };

export type NewsSeed = Base & { cover: ThemeName };

/** Without youtubeId the item plays the uploaded demo video. */
export type MultimediaSeed = Base & { poster: ThemeName; youtubeId?: string };

export type InfographicSeed = Base & { theme: ThemeName; alt: string };

export type GallerySeed = Base & {
  scene: SceneKind;
  palette: PaletteName;
  mark: IconName;
  photos: string[];
};

export type AnnouncementSeed = Base & { cover?: ThemeName; attachments?: PdfContent[] };

export type FaqCategorySeed = {
  slug: string;
  name: string;
  questions: { slug: string; question: string; answer: string; body: string }[];
};

/** A downloadable document: its category, the date it bears (YYYY-MM-DD) and its PDFs. */
export type DocumentSeed = Base & { category: string; date: string; files: PdfContent[] };
