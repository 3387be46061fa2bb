import type { MetaFunction } from "react-router";
import type { SiteSettings } from "../content/site-settings.ts";
import type { StaffUser } from "../db/users.server.ts";

export type RootData = { site: SiteSettings; staff: StaffUser | null };

/** Page meta is built by each loader on the server (`pageSeo`); this hands it to React Router. */
export const loaderMeta: MetaFunction = ({ loaderData }) =>
  (loaderData as { seo?: { meta: ReturnType<MetaFunction> } } | undefined)?.seo?.meta ?? [];
