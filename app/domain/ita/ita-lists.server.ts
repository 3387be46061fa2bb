import { z } from "zod";
import { ITA_LIST_STARTERS } from "../../content/ita-list-starters.ts";
import {
  ITA_LISTS,
  LIST_SOURCES,
  sourceToken,
  type ItaListGroups,
  type ItaListName,
  type ListEntry,
  type ListSource,
} from "../../content/ita-lists.ts";
import { paramName, STANDARD_KINDS, starterPageTitle } from "../../content/ita-source-names.ts";
import { DOCUMENT_CATEGORIES } from "../../content/kinds.ts";
import { ABOUT_PAGES } from "../../content/site-pages.ts";
import { POLICY_LINKS } from "../../content/types.ts";
import { db } from "../../db/client.server.ts";
import { deleteSetting, readSettings, writeSetting } from "../../db/site/settings.server.ts";
import type { Result } from "../../lib/app-error.ts";
import { formatCount } from "../../lib/format.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { audit } from "../operations/audit.server.ts";
import { pagesOf } from "../site/site-pages.server.ts";
import type { GroupRow } from "../../content/ita-list-form.ts";
import { checkListForm, sourceOf } from "./ita-list-form.server.ts";

/**
 * The self-check's groups and the information centre's sections (`content/ita-lists.ts`), stored
 * under the settings keys below as an administrator last saved them, the starter sets of
 * `content/ita-list-starters.ts` until then (and again once the office restores them).
 */
const KEYS: Record<ItaListName, string> = {
  "self-check": "ita-self-check",
  "information-centre": "ita-information-centre",
};

const storedSchema = z.array(
  z.object({
    title: z.string(),
    basis: z.string(),
    entries: z.array(z.object({ label: z.string(), source: z.record(z.string(), z.unknown()) })),
  }),
);

function groupsOf<L extends ItaListName>(list: L, stored: unknown): ItaListGroups[L] {
  const parsed = storedSchema.safeParse(stored);
  if (!parsed.success) return structuredClone(ITA_LIST_STARTERS[list]);
  const sources: Record<string, { param: string | null }> = LIST_SOURCES[list];
  // An entry whose source the code no longer knows (a kind without its standard) is left out.
  return parsed.data.map((group) => ({
    title: group.title,
    basis: group.basis,
    entries: group.entries.flatMap(({ label, source }): ListEntry[] => {
      const kind = source.kind;
      const param = typeof kind === "string" ? sources[kind]?.param : undefined;
      const known = sourceOf(list, kind, param ? source[param] : undefined);
      return known ? [{ label, source: known }] : [];
    }),
  })) as ItaListGroups[L];
}

/** A list as the office last saved it, or its starter set. */
export async function itaListGroups<L extends ItaListName>(list: L): Promise<ItaListGroups[L]> {
  return groupsOf(list, (await readSettings(db())).get(KEYS[list]));
}

/** A list for its editing page: its groups, and whether they are the office's own. */
export async function itaListForEditing<L extends ItaListName>(
  list: L,
): Promise<{ groups: ItaListGroups[L]; own: boolean }> {
  const settings = await readSettings(db());
  return { groups: groupsOf(list, settings.get(KEYS[list])), own: settings.has(KEYS[list]) };
}

export type SourceOption = { value: string; label: string };

/**
 * The sources the form offers for a list, in the order of its declaration: the site's about and
 * policy pages (published, the starter's and any the list names), each document category, the
 * kinds the standard asks for, and the checks that take nothing.
 */
export async function sourceOptions(
  list: ItaListName,
  named: readonly ListSource[],
): Promise<SourceOption[]> {
  const [about, policy] = await Promise.all([pagesOf("about"), pagesOf("policy")]);
  const pages = {
    "about-page": [...ABOUT_PAGES, ...about],
    "policy-page": [...POLICY_LINKS, ...policy],
  };
  const pageTitle = (kind: keyof typeof pages, slug: string) =>
    pages[kind].findLast((p) => p.slug === slug)?.title ?? starterPageTitle(kind, slug);
  const slugs = (kind: keyof typeof pages) => [
    ...new Set([
      ...pages[kind].map((p) => p.slug),
      ...named.flatMap((s) => (s.kind === kind ? [s.slug] : [])),
    ]),
  ];
  const options: SourceOption[] = [];
  for (const [kind, { name, param }] of Object.entries(LIST_SOURCES[list])) {
    if (param === null || param === "url") {
      options.push({ value: kind, label: name });
      continue;
    }
    const values: readonly string[] =
      param === "slug"
        ? slugs(kind as keyof typeof pages)
        : param === "category"
          ? DOCUMENT_CATEGORIES.map((c) => c.key)
          : STANDARD_KINDS;
    for (const value of values) {
      const source = sourceOf(list, kind, value);
      if (source)
        options.push({
          value: sourceToken(source),
          label: `${name}: ${paramName(source, pageTitle)}`,
        });
    }
  }
  return options;
}

function who(actor: Actor) {
  return { userId: actor.user.id, username: actor.user.username };
}

/** Saves a list from its form: checked, audited, shown at once on every instance. */
export async function saveItaList(
  actor: Actor,
  list: ItaListName,
  rows: GroupRow[],
): Promise<Result<{ groups: number; entries: number }>> {
  await authorize(actor, "settings.manage", `ita-list-${list}`);
  const checked = checkListForm(list, rows);
  if (!checked.ok) return checked;
  const groups: { entries: unknown[] }[] = checked.groups;
  const entries = groups.reduce((sum, g) => sum + g.entries.length, 0);
  await writeSetting(db(), KEYS[list], checked.groups);
  await audit(
    actor.client,
    "settings-changed",
    who(actor),
    `${ITA_LISTS[list].title} ${formatCount(groups.length)} หมวด ${formatCount(entries)} รายการ`,
  );
  await pagesChanged("all");
  return { ok: true, groups: groups.length, entries };
}

/** Forgets the office's own list: the starter set that ships with the site applies again. */
export async function restoreItaList(actor: Actor, list: ItaListName): Promise<void> {
  await authorize(actor, "settings.manage", `ita-list-${list}`);
  await deleteSetting(db(), KEYS[list]);
  await audit(actor.client, "settings-changed", who(actor), `${ITA_LISTS[list].title}: คืนค่าเริ่มต้น`);
  await pagesChanged("all");
}
