import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher } from "react-router";
import type { Conflict } from "../../domain/content/item-editor.server.ts";

const AUTOSAVE_MS = 8000;

/** What the editor's action answers, to a save, an autosave or a check of the slug. */
export type EditorResult = {
  intent: string;
  ok: boolean;
  message: string;
  fields: Partial<Record<string, string>>;
  check?: { slug: string; valid: boolean; taken: boolean };
  conflict?: Conflict;
  /** The change waits for review; the live item is unchanged. */
  held?: boolean;
};

/**
 * A saved item's form saved in the background AUTOSAVE_MS after its last change, and its unsaved
 * changes sent along when the writer leaves, by closing the tab or by moving elsewhere in the
 * back-office. `changed` marks the form changed; `sent` says its changes have gone by a save.
 */
export function useAutosave(form: RefObject<HTMLFormElement | null>, item: unknown) {
  const autosave = useFetcher<EditorResult>();
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty || !item || !form.current) return;
    const timer = setTimeout(() => {
      const data = new FormData(form.current!);
      data.set("intent", "autosave");
      void autosave.submit(data, { method: "post" });
      setDirty(false);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, item, autosave, form]);

  const unsaved = useRef(false);
  useEffect(() => {
    unsaved.current = dirty && Boolean(item);
  }, [dirty, item]);
  useEffect(() => {
    const element = form.current;
    const leave = () => {
      if (!unsaved.current || !element) return;
      const data = new FormData(element);
      data.set("intent", "autosave");
      navigator.sendBeacon(element.action || window.location.pathname, data);
      unsaved.current = false;
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [form]);

  return {
    autosave,
    dirty,
    changed: () => setDirty(true),
    /** The changes went with a save, or the writer chose to drop them. */
    sent: () => {
      setDirty(false);
      unsaved.current = false;
    },
  };
}
