import { randomBytes } from "node:crypto";
import { db } from "../../db/client.server.ts";
import {
  consentHistory,
  deleteConsentRecordsBefore,
  insertConsentRecord,
} from "../../db/contact/consent-records.server.ts";
import { config } from "../../lib/config.server.ts";
import { cookieValue } from "../../lib/cookies.ts";
import {
  CONSENT_MAX_AGE_S,
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  consentCookieValue,
  NO_CONSENT,
  parseConsentValue,
  type Consent,
} from "../../lib/consent.ts";
import { registerDailyJob } from "../operations/jobs.server.ts";

/** Records of choices are kept three years: longer than any choice lasts, for the proof. */
const RECORD_YEARS = 3;

function cookieName(): { name: string; secure: boolean } {
  const secure = config().baseUrl.startsWith("https://");
  return { name: secure ? "__Host-consent" : "consent", secure };
}

/**
 * The visitor's recorded choice, read from the request's Cookie header, or null when they have not
 * chosen (or chose under an older policy).
 */
export function readConsent(cookieHeader: string | null): { id: string; consent: Consent } | null {
  const value = cookieValue(cookieHeader, cookieName().name);
  return value ? parseConsentValue(value) : null;
}

/** The consent cookie as it came (`name=value`), to send along when a page is made again. */
export function consentCookiePair(cookieHeader: string | null): string | null {
  const { name } = cookieName();
  const value = cookieValue(cookieHeader, name);
  return value === null ? null : `${name}=${value}`;
}

export type ConsentChoice = "all" | "none" | "custom";

/** What a choice means: everything, nothing, or the purposes ticked in the form. */
export function consentFrom(choice: ConsentChoice, form: FormData): Consent {
  if (choice === "all") return { functional: true, media: true };
  if (choice === "none") return NO_CONSENT;
  return Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, form.get(p) === "on"])) as Consent;
}

const purge = registerDailyJob("purge-consent-records", () => purgeOldRecords());

/** Records a choice under the visitor's consent id (a new one on a first choice); returns the cookie. */
export async function recordConsent(
  cookieHeader: string | null,
  consent: Consent,
): Promise<string> {
  const id = readConsent(cookieHeader)?.id ?? randomBytes(12).toString("base64url");
  await insertConsentRecord(db(), {
    consentId: id,
    consent,
    version: CONSENT_VERSION,
    at: new Date().toISOString(),
  });
  await purge.start();
  const { name, secure } = cookieName();
  return `${name}=${consentCookieValue(id, consent)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CONSENT_MAX_AGE_S}${secure ? "; Secure" : ""}`;
}

/** What has been recorded for this visitor, for the cookie settings page. */
export async function ownConsentHistory(cookieHeader: string | null) {
  const current = readConsent(cookieHeader);
  return current ? { id: current.id, records: await consentHistory(db(), current.id) } : null;
}

async function purgeOldRecords(now = new Date()): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - RECORD_YEARS);
  return deleteConsentRecordsBefore(db(), before.toISOString());
}
