import type { z } from "zod";

import type { FieldErrors } from "./app-error.ts";

export type { FieldErrors };

/** The first message for each field a zod check refused. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}
