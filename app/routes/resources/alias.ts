import { redirect } from "react-router";
import { KIND_ALIASES } from "../../content/kind-routes.ts";
import type { Route } from "./+types/alias";

/** Correctly spelled addresses lead to the public (historically misspelled) ones. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [, first = "", ...rest] = url.pathname.split("/");
  const canonical = KIND_ALIASES.find((a) => a.from === `/${first}`)?.to;
  const target = [canonical, ...rest].filter(Boolean).join("/");
  return redirect(`${target}${url.search}`, 301);
}
