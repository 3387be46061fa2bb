import { listAccounts } from "../../db/accounts/users.server.ts";
import { db } from "../../db/client.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import { createStaffAccount } from "../accounts/account-admin.server.ts";
import type { Plan } from "./wordpress-plan.server.ts";

/** A WordPress login as a username here: lower case a–z, digits, `.`, `_`, `-`; 3 to 50 of them. */
export function usernameFor(login: string, id: number): string {
  const name = login
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 50);
  return name.length >= 3 ? name : `wp-author-${id}`;
}

/**
 * The staff account of each author of the export, by WordPress login: an account with the same
 * username is theirs (so a second run makes none); otherwise a general user is made with an
 * unknown password, who signs in only once an administrator sends a set-password link. What
 * was made, and any author that could not be, is told.
 */
export async function authorAccounts(
  actor: Actor,
  plan: Plan,
): Promise<{
  ids: Map<string, number>;
  made: string[];
  problems: { title: string; problem: string }[];
}> {
  const existing = new Map((await listAccounts(db())).map((a) => [a.username, a.id]));
  const ids = new Map<string, number>();
  const made: string[] = [];
  const problems: { title: string; problem: string }[] = [];
  for (const author of plan.authors) {
    const username = usernameFor(author.login, author.id);
    const known = existing.get(username);
    if (known) {
      ids.set(author.login, known);
      continue;
    }
    const [first, ...rest] = (author.name || author.login).trim().split(/\s+/);
    const created = await createStaffAccount(actor, {
      username,
      firstName: (first ?? username).slice(0, 100),
      lastName: rest.join(" ").slice(0, 100) || "-",
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(author.email) ? author.email : "",
      role: "staff",
      method: "link",
    });
    if (!created.ok) {
      problems.push({ title: author.name || author.login, problem: created.message });
      continue;
    }
    ids.set(author.login, created.userId);
    existing.set(username, created.userId);
    made.push(username);
  }
  return { ids, made, problems };
}
