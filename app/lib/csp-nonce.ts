/**
 * The request header through which Express hands each response's Content-Security-Policy nonce
 * to the server entry. Express sets it on every request, replacing any value a client sent.
 */
export const CSP_NONCE_HEADER = "x-sukhaphap-csp-nonce";

/**
 * In the browser, the nonce the page was served with (the browser hides the attribute but keeps
 * the property), so that hydration, which compares nonces, matches the server's HTML. Undefined
 * on the server, where `<ServerRouter nonce>` supplies it.
 */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
}
