import type { HeadersFunction } from "react-router";
import { AppError, type Failure } from "./app-error.ts";
import type { Actor, IncomingFile, RequestContext, Visit } from "./request-context.ts";
import { readSessionToken } from "./session-cookie.server.ts";
import type { StaffUser } from "./staff/staff-user.ts";

/** A 404: the not-found page (the server turns the AppError into the response). */
export function notFound(): never {
  throw new AppError("page.not-found");
}

/** A database id from the address (a positive whole number); anything else is a 404. */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) notFound();
  return Number(raw);
}

/** Decodes a route parameter; malformed percent-encoding or absurd lengths are a 404. */
export function slugParam(value: string | undefined): string {
  if (!value || value.length > 300) notFound();
  return value.normalize("NFC");
}

export const CLIENT_IP_HEADER = "x-sukhaphap-client-ip";

/** The plain facts about a request that domain code is given instead of the request itself. */
export function requestContext(request: Request): RequestContext {
  return {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
    method: request.method,
    path: new URL(request.url).pathname,
    sessionToken: readSessionToken(request),
  };
}

export function actorOf(request: Request, user: StaffUser): Actor {
  return { user, client: requestContext(request) };
}

/** The facts the view counter needs, from a Fetch request or (in the page cache) an Express one. */
export function visitOf(request: {
  method: string;
  headers: { get(name: string): string | null | undefined };
}): Visit {
  const header = (name: string) => request.headers.get(name) ?? null;
  return {
    ip: header(CLIENT_IP_HEADER) ?? "",
    userAgent: header("user-agent") ?? "",
    method: request.method,
    prefetch: header("purpose") === "prefetch" || Boolean(header("sec-purpose")),
  };
}

/** Set by an item's page for the page cache, which counts a view on a hit (never sent out). */
export const ITEM_ID_HEADER = "x-sukhaphap-item";
/**
 * Set by a search page that found nothing, its query URI-encoded, for the page cache, which
 * counts the search on a hit (never sent out).
 */
export const SEARCH_MISS_HEADER = "x-sukhaphap-search-miss";
/** The headers pages set for the server alone. */
export const INTERNAL_HEADERS: readonly string[] = [ITEM_ID_HEADER, SEARCH_MISS_HEADER];

/** A page made for one visitor (a form token, their cookie record): never kept by a cache. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" };

/** A route's response headers are its loader's (React Router otherwise drops them on pages). */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders: headers }) => headers;

/** The request's id (from the proxy, or made by the server): in its log lines and on a 500 page. */
export const REQUEST_ID_HEADER = "x-request-id";

/** A file sent as the raw request body, its name in the `X-File-Name` header (the uploader's way). */
export function incomingFile(request: Request): IncomingFile {
  return {
    body: request.body,
    declaredLength: Number(request.headers.get("content-length") ?? "0"),
    name: request.headers.get("x-file-name"),
  };
}

/** A refusal as JSON with its status, for the uploaders, which read `message` (and `code`). */
export function refusedJson(failed: Failure): Response {
  return Response.json(failed, { status: failed.status });
}
