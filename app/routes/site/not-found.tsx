import { notFound } from "../../lib/http.server.ts";
import { HTML_ONLY } from "../../lib/page-handle.ts";

export const handle = HTML_ONLY;

/** An address no page answers: the Thai 404, or the redirect of an old address (server/app-errors.ts). */
export function loader(): never {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
