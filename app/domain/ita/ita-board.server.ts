import { db } from "../../db/client.server.ts";
import {
  evidenceOf,
  evidenceTargets,
  itaItemsOfYear,
  matchingDocuments,
  newestPublished,
  type EvidenceTarget,
  type ItaEvidence,
  type ItaItem,
} from "../../db/ita/ita.server.ts";
import type { FileRef } from "../../db/media/media.server.ts";
import { fiscalYearDays, type EvidenceKind, type ItaState } from "../../content/ita.ts";
import { KINDS } from "../../content/kinds.ts";
import { itemPath } from "../../content/types.ts";
import { DOCUMENT_CATEGORIES } from "../../content/kinds.ts";
import { bangkokDay } from "../../lib/dates.ts";
import type { ItemType } from "../../db/schema.ts";
import { verdict, type Weighed } from "./ita-state.ts";

/** One link the evidence resolves to. */
export type EvidenceLink = {
  label: string;
  href: string;
  external: boolean;
  day: string | null;
  files: FileRef[];
  public: boolean;
  waiting: boolean;
  /** The site's item behind it, for the back-office's links to fix it. */
  source: { id: number; type: ItemType; subject: string | null } | null;
};

/** One evidence rule of an item and what it resolves to today. */
export type ResolvedEvidence = {
  id: number;
  kind: EvidenceKind;
  label: string;
  /** A documents rule's category; a list rule's path: where new evidence of it is written. */
  category: string | null;
  listPath: string | null;
  links: EvidenceLink[];
};

export type BoardItem = {
  item: ItaItem;
  evidence: ResolvedEvidence[];
  state: ItaState;
  problem: string | null;
  due: string | null;
};

function itemDay(target: EvidenceTarget): string | null {
  if (target.documentDate) return target.documentDate;
  const days = [target.publishedAt, target.updatedAt].filter((d): d is string => Boolean(d));
  return days.length ? bangkokDay(new Date(days.reduce((a, b) => (a > b ? a : b)))) : null;
}

function targetLink(target: EvidenceTarget, label?: string): EvidenceLink {
  const shown = target.status === "published" && !target.deleted;
  return {
    label: label || target.title,
    href: itemPath(target),
    external: false,
    day: itemDay(target),
    files: target.files,
    public: shown,
    waiting: !shown && !target.deleted && target.submitted,
    source: { id: target.id, type: target.type, subject: target.subject },
  };
}

export function categoryLabel(key: string | null): string {
  return DOCUMENT_CATEGORIES.find((c) => c.key === key)?.label ?? "เอกสารเผยแพร่";
}

async function resolve(
  rule: ItaEvidence,
  targets: Map<number, EvidenceTarget>,
  range: { first: string; last: string },
): Promise<EvidenceLink[]> {
  switch (rule.kind) {
    case "item": {
      const target = rule.item_id ? targets.get(rule.item_id) : undefined;
      return target ? [targetLink(target, rule.label)] : [];
    }
    case "documents": {
      const found = await matchingDocuments(db(), {
        category: rule.category ?? "",
        keyword: rule.keyword ?? "",
        ...range,
      });
      return found.filter((d) => !d.deleted).map((d) => targetLink(d));
    }
    case "list": {
      const kind = KINDS.find((k) => k.path === rule.list_path);
      if (!kind) return [];
      const newest = await newestPublished(db(), kind.type, range);
      return [
        {
          label: rule.label || kind.label,
          href: kind.path!,
          external: false,
          day: newest ? bangkokDay(new Date(newest)) : null,
          files: [],
          public: true,
          waiting: false,
          source: null,
        },
      ];
    }
    case "link":
      return rule.url
        ? [
            {
              label: rule.label || rule.url,
              href: rule.url,
              external: !rule.url.startsWith("/"),
              day: null,
              files: [],
              public: true,
              waiting: false,
              source: null,
            },
          ]
        : [];
  }
}

function ruleLabel(rule: ItaEvidence): string {
  if (rule.label) return rule.label;
  if (rule.kind === "documents")
    return `${categoryLabel(rule.category)}${rule.keyword ? `: “${rule.keyword}”` : ""}`;
  return "";
}

/** Every item of the year with its evidence resolved and its state on `today` (YYYY-MM-DD). */
export async function itaBoard(year: number, today = bangkokDay(new Date())): Promise<BoardItem[]> {
  const items = await itaItemsOfYear(db(), year);
  return resolveItems(items, year, today);
}

export async function resolveItems(
  items: ItaItem[],
  year: number,
  today = bangkokDay(new Date()),
): Promise<BoardItem[]> {
  const rules = await evidenceOf(
    db(),
    items.map((i) => i.id),
  );
  const targets = new Map(
    (
      await evidenceTargets(
        db(),
        rules.flatMap((r) => (r.item_id ? [r.item_id] : [])),
      )
    ).map((t) => [t.id, t]),
  );
  const range = fiscalYearDays(year);
  const board: BoardItem[] = [];
  for (const item of items) {
    const evidence: ResolvedEvidence[] = [];
    for (const rule of rules.filter((r) => r.ita_item_id === item.id)) {
      const links = await resolve(rule, targets, range);
      evidence.push({
        id: rule.id,
        kind: rule.kind,
        label: ruleLabel(rule),
        category: rule.category,
        listPath: rule.list_path,
        links,
      });
    }
    const weighed = evidence.flatMap((e): Weighed[] =>
      e.links.length ? e.links : [{ public: false, waiting: false, day: null }],
    );
    board.push({ item, evidence, ...verdict(item.rhythm, year, today, weighed) });
  }
  return board;
}
