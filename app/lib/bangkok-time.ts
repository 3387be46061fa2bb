const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/**
 * A `datetime-local` value (to the minute, or to the second with `step="1"`) read as Thai time
 * (UTC+7); null when it is not a real time.
 */
export function fromBangkokInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const at = new Date(
    Date.UTC(year!, month! - 1, day!, hour!, minute!, second) - BANGKOK_OFFSET_MS,
  );
  const seconds = match[6] !== undefined;
  return toBangkokInput(at.toISOString(), seconds) === value ? at : null;
}

/** An ISO time as a `datetime-local` value in Thai time, to the minute or to the second. */
export function toBangkokInput(iso: string, seconds = false): string {
  return new Date(new Date(iso).getTime() + BANGKOK_OFFSET_MS)
    .toISOString()
    .slice(0, seconds ? 19 : 16);
}
