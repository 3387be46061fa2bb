import { useEffect, useRef } from "react";

/** One problem of a refused form: the field's id to link to (none for the form as a whole). */
export type SummaryError = { id: string | null; text: string };

/**
 * A refused form's problems at its top, each a link to its field: announced at once, and focused
 * when the answer arrives without a page load so that a keyboard or screen-reader user starts
 * there.
 */
export function ErrorSummary({
  message,
  errors,
  answer,
}: {
  message: string;
  errors: SummaryError[];
  /** The action's answer: focused once for each, not again when the page merely renders anew. */
  answer: object;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [answer]);
  return (
    <div
      ref={box}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      className="error-summary"
    >
      <h2 id="error-summary-title" className="form-error">
        {message}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.id} ${error.text}`}>
            {error.id ? <a href={`#${error.id}`}>{error.text}</a> : error.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
