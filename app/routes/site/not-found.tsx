import { redirect } from "react-router";
import { oldAddressTarget } from "../../domain/site/redirects.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/not-found";

/** An address no page answers: a permanent redirect when it is an old one, else the Thai 404. */
export async function loader({ request }: Route.LoaderArgs): Promise<never> {
  const to = await oldAddressTarget(new URL(request.url));
  if (to) throw redirect(to, 301);
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
