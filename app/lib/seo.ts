import type { MetaFunction } from "react-router";
import type { SiteSettings } from "../content/site-settings.ts";
import type { StaffUser } from "./staff/staff-user.ts";
import type { Consent } from "./consent.ts";

/** One step of a page's breadcrumb trail. */
export type Crumb = { label: string; path: string };

/** What the root loader gives every page: settings, who is signed in, the cookie choice (null: none yet). */
export type RootData = {
  site: SiteSettings;
  staff: StaffUser | null;
  consent: Consent | null;
  /** The address of the public pages' script (decision 0041). */
  pageScript: string;
};

/** Page meta is built by each loader on the server (`pageSeo`); this hands it to React Router. */
export const loaderMeta: MetaFunction = ({ loaderData }) =>
  (loaderData as { seo?: { meta: ReturnType<MetaFunction> } } | undefined)?.seo?.meta ?? [];
