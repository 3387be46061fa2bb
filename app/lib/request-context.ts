import type { StaffUser } from "./staff/staff-user.ts";

/**
 * What the domain knows of an HTTP request, read from it by the route: where it came from, what
 * it asked for, and the session token its cookie carries.
 */
export type RequestContext = {
  ip: string;
  userAgent: string;
  method: string;
  path: string;
  sessionToken: string | null;
};

/** A page view as the view counter sees it: who asked, with what browser, and whether it is a prefetch. */
export type Visit = Pick<RequestContext, "ip" | "userAgent" | "method"> & { prefetch: boolean };

/** Who does something: the signed-in person, and the request they do it with. */
export type Actor = { user: StaffUser; client: RequestContext };

/** A file as it arrives: its bytes as they stream, the length it claims and the name it was sent with. */
export type IncomingFile = {
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number;
  /** As sent (URI-encoded or plain); cleaned before it is kept. */
  name: string | null;
};
