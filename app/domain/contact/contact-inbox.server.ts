import { z } from "zod";
import { db } from "../../db/client.server.ts";
import {
  countNewMessages,
  findContactMessage,
  listInboxMessages,
  listMessageTopics,
  type FullMessage,
  type InboxFilters,
} from "../../db/contact/contact-inbox.server.ts";
import {
  listMessageEvents,
  markMessageRead,
  type MessageEvent,
} from "../../db/contact/message-handling.server.ts";
import { pageCount, type Page } from "../../db/content/items.server.ts";
import type { ContactStatus } from "../../db/schema.ts";
import { normalizeText } from "../../lib/search-text.ts";
import {
  CONTACT_STATUSES,
  INBOX_PAGE_SIZE,
  type InboxQuery,
} from "../../lib/staff/contact-inbox.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";

const querySchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, 100))
    .catch(""),
  status: z
    .enum(Object.keys(CONTACT_STATUSES) as [ContactStatus, ...ContactStatus[]])
    .or(z.literal(""))
    .catch(""),
  topic: z
    .string()
    .transform((t) => t.trim().slice(0, 200))
    .catch(""),
});

/** Reads the inbox's filters from its URL; anything malformed falls back to "all". */
export function inboxQuery(url: URL): InboxQuery {
  return querySchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") ?? "",
    topic: url.searchParams.get("topic") ?? "",
  });
}

const PHONE_LIKE = /^[\d\s\-+().]+$/;

/** The repository's filters: the search text folded like the stored text is folded. */
export function inboxFilters(query: InboxQuery): InboxFilters {
  const text = normalizeText(query.q).trim();
  const digits = text.replace(/\D/g, "");
  return {
    status: query.status || undefined,
    topic: query.topic || undefined,
    text: text || undefined,
    phoneDigits: PHONE_LIKE.test(text) && digits.length >= 3 ? digits : undefined,
  };
}

export type InboxItem = {
  id: number;
  reference: string;
  sender: string;
  email: string;
  phone: string;
  topic: string;
  status: ContactStatus;
  healthData: boolean;
  createdAt: string;
  unread: boolean;
  assignee: string | null;
};

/** One page of the inbox, newest first, in the project's pagination shape. */
export async function inboxPage(query: InboxQuery, page: number): Promise<Page<InboxItem>> {
  const { rows, total } = await listInboxMessages(db(), inboxFilters(query), {
    limit: INBOX_PAGE_SIZE,
    offset: (page - 1) * INBOX_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      sender: row.full_name,
      email: row.email,
      phone: row.phone,
      topic: row.topic,
      status: row.status,
      healthData: row.health_data === 1,
      createdAt: row.created_at,
      unread: row.read_at === null,
      assignee: row.assignee_first_name
        ? `${row.assignee_first_name} ${row.assignee_last_name}`
        : null,
    })),
    page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    pages: pageCount(total, INBOX_PAGE_SIZE),
  };
}

export function messageTopics(): Promise<string[]> {
  return listMessageTopics(db());
}

/** How many messages nobody has started on, for the back-office menu. */
export function newMessageCount(): Promise<number> {
  return countNewMessages(db());
}

export type HistoryEntry = Omit<MessageEvent, "first_name" | "last_name"> & { who: string | null };

export async function messageHistory(id: number): Promise<HistoryEntry[]> {
  return (await listMessageEvents(db(), id)).map(({ first_name, last_name, ...event }) => ({
    ...event,
    who: first_name ? `${first_name} ${last_name}` : null,
  }));
}

/** A message as someone opens it: marked read by them, with its history. */
export async function openMessage(
  actor: Actor,
  id: number,
): Promise<{ message: FullMessage; history: HistoryEntry[] } | null> {
  await authorize(actor, "messages.handle", `message-open #${id}`);
  if (!(await findContactMessage(db(), id))) return null;
  await markMessageRead(db(), id, actor.user.id, new Date().toISOString());
  const message = await findContactMessage(db(), id);
  if (!message) return null;
  return { message, history: await messageHistory(id) };
}

export function findMessage(id: number): Promise<FullMessage | null> {
  return findContactMessage(db(), id);
}
