/** The outcome of a form: success is announced politely, a problem at once. */
export function Notice({ result }: { result?: { ok: boolean; message?: string } | null }) {
  if (!result?.message) return null;
  return result.ok ? (
    <p role="status" className="notice notice-success">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="form-error">
      {result.message}
    </p>
  );
}
