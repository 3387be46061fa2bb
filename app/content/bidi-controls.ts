/**
 * The characters that steer the direction of the text around them: embeddings and overrides
 * (U+202A–U+202E), isolates (U+2066–U+2069) and the left-to-right, right-to-left and Arabic
 * letter marks. In a name or a subject line they can turn the rest of a page's line around or
 * make one text look like another (“evil.example” shown as “elpmaxe.live”); nobody types them
 * into a Thai form, and the page isolates what people typed anyway (`<bdi>`, `dir="auto"`).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text from a form with every bidirectional control character removed. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
