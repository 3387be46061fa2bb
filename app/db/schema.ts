import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Timestamps are ISO-8601 strings in UTC on both dialects. Flags are 0/1 integers. */
export type Database = {
  users: UsersTable;
  media: MediaTable;
  faq_categories: FaqCategoriesTable;
  items: ItemsTable;
  item_media: ItemMediaTable;
  item_views: ItemViewsTable;
  settings: SettingsTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  setup_tokens: SetupTokensTable;
  audit_log: AuditLogTable;
};

export type Role = "admin" | "staff";

export type UsersTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  disabled: Generated<number>;
  must_change_password: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** `id` is the SHA-256 of the session token; the token itself is only ever in the cookie. */
export type SessionsTable = {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
};

/** Failed sign-ins per account (`user:name`) and per client address (`ip:addr`). */
export type SignInThrottleTable = {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string;
};

export type SetupPurpose = "first-admin" | "set-password";

/** One-time links; `id` is the SHA-256 of the token in the link. */
export type SetupTokensTable = {
  id: string;
  purpose: SetupPurpose;
  user_id: number | null;
  created_at: string;
  expires_at: string;
};

export type AuditLogTable = {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  username: string;
  action: string;
  ip: string;
  user_agent: string;
  detail: string;
};

export type MediaKind = "image" | "video" | "document";

export type MediaTable = {
  id: Generated<number>;
  kind: MediaKind;
  hash: string;
  storage_key: string;
  original_name: string;
  mime_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  /** JSON: ImageVariant[] for images, [] otherwise. */
  variants: string;
  placeholder: string | null;
  alt: string;
  caption: string;
  credit: string;
  created_at: string;
};

export type FaqCategoriesTable = {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
};

export type ItemType =
  "news" | "multimedia" | "infographic" | "gallery" | "general" | "faq" | "page";

export type ItemStatus = "draft" | "scheduled" | "published" | "archived";

export type ItemsTable = {
  id: Generated<number>;
  type: ItemType;
  subject: string | null;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover_media_id: number | null;
  status: ItemStatus;
  published_at: string | null;
  pinned: Generated<number>;
  author_id: number | null;
  editor_id: number | null;
  view_count: Generated<number>;
  video_url: string | null;
  video_media_id: number | null;
  faq_category_id: number | null;
  seo_title: string | null;
  seo_description: string | null;
  created_at: string;
  updated_at: string;
};

export type ItemMediaRole = "photo" | "attachment";

export type ItemMediaTable = {
  item_id: number;
  media_id: number;
  role: ItemMediaRole;
  position: number;
  caption: string;
};

export type ItemViewsTable = {
  item_id: number;
  day: string;
  visitor: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};

export type Item = Selectable<ItemsTable>;
export type NewItem = Insertable<ItemsTable>;
export type ItemUpdate = Updateable<ItemsTable>;
export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type User = Selectable<UsersTable>;
