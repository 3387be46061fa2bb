export type MediaKind = "image" | "video" | "document";

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  image: "รูปภาพ",
  video: "วิดีโอ",
  document: "เอกสาร PDF",
};
