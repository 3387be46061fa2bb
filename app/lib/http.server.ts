import { data, type HeadersFunction } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404 });
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

/** Set by an item's page for the page cache, which counts a view on a hit (never sent out). */
export const ITEM_ID_HEADER = "x-sukhaphap-item";

/** A page made for one visitor (a form token, their cookie record): never kept by a cache. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" };

/** A route's response headers are its loader's (React Router otherwise drops them on pages). */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders: headers }) => headers;
