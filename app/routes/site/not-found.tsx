import { notFound } from "../../lib/http.server.ts";

/** An address no page answers: the Thai 404, or the redirect of an old address (server/app-errors.ts). */
export function loader(): never {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
