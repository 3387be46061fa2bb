import { ERROR_CATALOGUE, type ErrorCode } from "./error-catalogue.ts";

export { ERROR_CATALOGUE, type ErrorCode } from "./error-catalogue.ts";

/** Thai messages beside a form's fields, by field name (`form` for the form as a whole). */
export type FieldErrors = Record<string, string>;

/** A refusal as it travels to the browser: the code, its HTTP status and what the visitor reads. */
export type Failure = {
  ok: false;
  code: ErrorCode;
  status: number;
  message: string;
  fields: FieldErrors;
};

/** What an operation that may be refused answers: its own fields on success, a Failure otherwise. */
export type Result<T extends object = object> = ({ ok: true } & T) | Failure;

type Options = {
  /** The Thai message when it names values of this case (a limit, a wait); else the catalogue's. */
  message?: string;
  fields?: FieldErrors;
  /** For the log only, never shown. */
  details?: unknown;
  cause?: unknown;
};

/** Marks an AppError across copies of this module (the server's own and the app build's). */
const BRAND = Symbol.for("sukhaphap.app-error");

/**
 * A failure the app means: a stable code from the catalogue, its HTTP status and a Thai message
 * safe to show. Anything else thrown is a fault (a logged 500 with a request id).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors;
  readonly details: unknown;
  readonly [BRAND] = true;

  constructor(code: ErrorCode, options: Options = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.fields = options.fields ?? {};
    this.details = options.details;
  }

  toFailure(): Failure {
    return failure(this.code, { message: this.message, fields: this.fields });
  }
}

export function isAppError(error: unknown): error is AppError {
  return typeof error === "object" && error !== null && BRAND in error;
}

/** The refusal `code` as a result, for operations that answer rather than throw. */
export function failure(
  code: ErrorCode,
  options: Omit<Options, "details" | "cause"> = {},
): Failure {
  const entry = ERROR_CATALOGUE[code];
  return {
    ok: false,
    code,
    status: entry.status,
    message: options.message ?? entry.message,
    fields: options.fields ?? {},
  };
}

/** The body of a thrown error's response, as the error pages receive it (`error.data`). */
export type ErrorData = { code: ErrorCode; message: string; requestId?: string };

/** The request id of a fault the server answered with a 500, for the error page to show. */
export function requestIdOf(error: unknown): string | null {
  const body = (error as { data?: Partial<ErrorData> } | null)?.data;
  return typeof body?.requestId === "string" ? body.requestId : null;
}
