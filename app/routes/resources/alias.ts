import { redirect } from "react-router";
import type { Route } from "./+types/alias";

const CANONICAL: Record<string, string> = { multimedia: "/multimidia", faq: "/fqa" };

/** Correctly spelled addresses lead to the public (historically misspelled) ones. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [, first = "", ...rest] = url.pathname.split("/");
  const target = [CANONICAL[first], ...rest].filter(Boolean).join("/");
  return redirect(`${target}${url.search}`, 301);
}
