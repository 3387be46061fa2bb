import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { EvidenceKind, Rhythm } from "../content/ita.ts";
import type { ItemType } from "../content/kinds.ts";
import type { Role } from "../lib/permissions.ts";
import type { ContactStatus } from "../lib/staff/contact-inbox.ts";
import type { MediaKind } from "../lib/staff/media-kinds.ts";

export type { ContactStatus, MediaKind, Role };

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
  user_totp: UserTotpTable;
  recovery_codes: RecoveryCodesTable;
  jobs: JobsTable;
  item_revisions: ItemRevisionsTable;
  item_redirects: ItemRedirectsTable;
  item_previews: ItemPreviewsTable;
  contact_messages: ContactMessagesTable;
  contact_message_events: ContactMessageEventsTable;
  rate_limits: RateLimitsTable;
  consent_records: ConsentRecordsTable;
  pending_uploads: PendingUploadsTable;
  item_pending_changes: ItemPendingChangesTable;
  ita_items: ItaItemsTable;
  ita_evidence: ItaEvidenceTable;
  ita_reminders: ItaRemindersTable;
  import_sources: ImportSourcesTable;
  import_runs: ImportRunsTable;
  redirects: RedirectsTable;
  search_misses: SearchMissesTable;
  search_state: SearchStateTable;
  web_vitals: WebVitalsTable;
};

export type UsersTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  disabled: Generated<number>;
  must_change_password: Generated<number>;
  /** For the notices the site sends (ITA reminders); empty when not given. */
  email: Generated<string>;
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

/** `totp-pending`: a password was right and the sign-in waits for the second factor. */
export type SetupPurpose = "first-admin" | "set-password" | "totp-pending";

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

/**
 * An authenticator app secret (base32). `enabled_at` is null while the user has not yet confirmed
 * a code from the app; `last_used_step` refuses a second use of the same or an older code.
 */
export type UserTotpTable = {
  user_id: number;
  secret: string;
  created_at: string;
  enabled_at: string | null;
  last_used_step: number | null;
};

/** `code_hash` is the SHA-256 of the normalised code; the code itself is shown once and not kept. */
export type RecoveryCodesTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
};

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
  status: Generated<MediaStatus>;
  /** Percent of the image variants made so far. */
  progress: Generated<number>;
  /** Where crops keep their centre, 0–1 from the left and from the top. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  uploaded_by: number | null;
  updated_at: string | null;
  /** Videos: the stored WebVTT captions, if any. */
  captions_key: string | null;
};

export type MediaStatus = "processing" | "ready" | "failed";

export type JobStatus = "queued" | "running" | "done" | "failed";

/** The persistent job queue: work that runs off the request path and survives restarts. */
export type JobsTable = {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
};

export type FaqCategoriesTable = {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
};

/** The kinds of content, as the registry in `app/content/kinds.ts` declares them. */
export type { ItemType };

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
  version: Generated<number>;
  submitted_at: string | null;
  submitted_by: number | null;
  unpublish_at: string | null;
  deleted_at: string | null;
  deleted_by: number | null;
  pinned_order: Generated<number>;
  /** 0: left out of lists, the home page, feeds and the sitemap; the page itself stays public. */
  listed: Generated<number>;
  /** Documents: the date the document bears, YYYY-MM-DD. */
  document_date: string | null;
  /** JSON: what a kind keeps beside these columns (an executive's position, phone, …); see migration 016. */
  details: string | null;
};

/** A saved state of an item: every save keeps one. */
export type ItemRevisionsTable = {
  id: Generated<number>;
  item_id: number;
  version: number;
  /** JSON of the editable fields. */
  snapshot: string;
  author_id: number | null;
  reason: "save" | "autosave" | "restore";
  created_at: string;
};

/** An edit to a live item waiting for review; see migration 015. `snapshot` is JSON as in revisions. */
export type ItemPendingChangesTable = {
  item_id: number;
  version: Generated<number>;
  base_version: number;
  snapshot: string;
  author_id: number | null;
  created_at: string;
  updated_at: string;
  returned_at: string | null;
  returned_by: number | null;
  return_note: Generated<string>;
};

/** Old slugs keep working: the public page answers them with a 301 to the current one. */
export type ItemRedirectsTable = {
  type: ItemType;
  old_slug: string;
  item_id: number;
  created_at: string;
};

/** Private preview links to an item; `id` is the SHA-256 of the token in the link. */
export type ItemPreviewsTable = {
  id: string;
  item_id: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
};

export type ContactMessagesTable = {
  id: Generated<number>;
  reference: string;
  full_name: string;
  phone: string;
  email: string;
  topic: string;
  message: string;
  health_data: Generated<number>;
  consent_text: string;
  consent_at: string;
  status: Generated<ContactStatus>;
  assignee_id: number | null;
  note: Generated<string>;
  read_at: string | null;
  read_by: number | null;
  fingerprint: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
};
export type ContactMessage = Selectable<ContactMessagesTable>;

export type ContactMessageEventsTable = {
  id: Generated<number>;
  message_id: number;
  user_id: number | null;
  action: string;
  detail: Generated<string>;
  at: string;
};

export type RateLimitsTable = {
  key: string;
  window_start: string;
  hits: number;
};

/** An object being stored for a media record not yet committed; see migration 014. */
export type PendingUploadsTable = {
  key: string;
  owner: string;
  created_at: string;
};

export type ConsentRecordsTable = {
  id: Generated<number>;
  consent_id: string;
  functional: number;
  media: number;
  version: number;
  created_at: string;
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

/** One item of a year's transparency assessment (ITA/OIT); `year` is Buddhist era. */
export type ItaItemsTable = {
  id: Generated<number>;
  year: number;
  code: string;
  title: string;
  description: Generated<string>;
  rhythm: Rhythm;
  position: number;
  responsible_id: number | null;
  created_at: string;
  updated_at: string;
};

/** What stands as an ITA item's evidence; which columns apply depends on `kind`. */
export type ItaEvidenceTable = {
  id: Generated<number>;
  ita_item_id: number;
  kind: EvidenceKind;
  item_id: number | null;
  category: string | null;
  keyword: string | null;
  list_path: string | null;
  url: string | null;
  label: Generated<string>;
  position: number;
  added_by: number | null;
  created_at: string;
};
/** Searches that found nothing: a count per Thai calendar day and query, nothing about who. */
export type SearchMissesTable = { day: string; query: string; count: number };
/** What the search index was built with, beside the index (not backed up, like the index). */
export type SearchStateTable = { key: string; value: string };
/**
 * Readers' field data: how many measurements of a metric fell in a bucket (its upper bound, in
 * milliseconds or thousandths of CLS) on a Thai calendar day, on a kind of page. Nothing about who.
 */
export type WebVitalsTable = {
  day: string;
  page_kind: string;
  metric: string;
  bucket: number;
  count: number;
};
/** A reminder e-mailed about an item before it goes stale: one per item and due day. */
export type ItaRemindersTable = {
  ita_item_id: number;
  due: string;
  user_id: number | null;
  sent_at: string;
};
export type ItaItem = Selectable<ItaItemsTable>;
export type ItaEvidence = Selectable<ItaEvidenceTable>;

/** What an import made of one thing it read: `source` names the site, `key` the thing (its GUID). */
export type ImportSourcesTable = {
  source: string;
  key: string;
  item_id: number | null;
  media_id: number | null;
  created_at: string;
};

/** A back-office import; see migration 020. `mapping`, `progress` and the reports are JSON. */
export type ImportRunsTable = {
  id: Generated<number>;
  file_name: string;
  byte_size: number;
  /** `ready` (dry run done), `queued`, `running`, `done` or `failed`. */
  state: string;
  mapping: Generated<string>;
  progress: Generated<string>;
  plan_report: string;
  report: string | null;
  error: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};
export type ImportRun = Selectable<ImportRunsTable>;

/** An old address answered with a 301: to an item's or a file's current address, or to a path. */
export type RedirectsTable = {
  from_path: string;
  item_id: number | null;
  media_id: number | null;
  to_path: string | null;
  /** `wordpress` for an import's, `staff` for one made in the back-office. */
  origin: string;
  created_at: string;
};
