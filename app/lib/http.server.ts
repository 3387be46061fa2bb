import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Decodes a route parameter; malformed percent-encoding or absurd lengths are a 404. */
export function slugParam(value: string | undefined): string {
  if (!value || value.length > 300) notFound();
  return value.normalize("NFC");
}

export const CLIENT_IP_HEADER = "x-sukhaphap-client-ip";
