import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { MESSAGES, notify } from "../../lib/toast.ts";

export type Suggestion = { id: number; title: string; path: string; typeLabel: string };

const DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;

/** `failed` is what to say when no results came. */
type Result = { query: string; items: Suggestion[]; total: number; failed?: string };

/** Live results for the typed text, debounced; stale answers are dropped. */
function useSuggestions(query: string) {
  const [result, setResult] = useState<Result>({ query: "", items: [], total: 0 });
  const short = query.length < MIN_LENGTH;
  useEffect(() => {
    if (short) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
        });
        if (response.status === 429) {
          const { message } = (await response.json()) as { message: string };
          setResult({ query, items: [], total: 0, failed: message });
          return;
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { items: Suggestion[]; total: number };
        setResult({ query, items: body.items, total: body.total });
      } catch (error) {
        if (controller.signal.aborted) return;
        setResult({ query, items: [], total: 0, failed: MESSAGES.readFailed });
        notify.warning(MESSAGES.readFailed);
        console.error(error);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, short]);
  if (short) return { query, items: [], total: 0, loading: false };
  return { ...result, loading: result.query !== query };
}

/**
 * The search mode of the navigation bar: a combobox with live results. Arrow keys move through the
 * results, Enter opens one (or submits the search), Esc closes.
 */
export default function SearchPanel({
  visible,
  text,
  onText,
  onClose,
}: {
  visible: boolean;
  text: string;
  onText: (text: string) => void;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const query = text.trim();
  const { items, total, loading, failed, query: answered } = useSuggestions(query);
  const [choice, setChoice] = useState({ query: "", index: -1 });
  const active = choice.query === answered ? choice.index : -1;
  const setActive = (next: (index: number) => number) =>
    setChoice({ query: answered, index: next(active) });

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 100);
    return () => clearTimeout(timer);
  }, []);

  const expanded = query.length >= MIN_LENGTH;

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if (e.key === "ArrowDown" && items.length) {
      e.preventDefault();
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === "ArrowUp" && items.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === "Enter" && active >= 0 && items[active]) {
      e.preventDefault();
      navigate(items[active].path);
      onClose();
    }
  }

  return (
    <div className="search-panel" data-visible={visible || undefined}>
      <Form
        action="/search"
        role="search"
        className="search-form"
        onSubmit={(e) => {
          if (!query) e.preventDefault();
          else onClose();
        }}
      >
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          ค้นหาข้อมูลในเว็บไซต์
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          name="title"
          type="search"
          value={text}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="พิมพ์คำค้น เช่น ไข้เลือดออก วัคซีน"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={active >= 0 ? `${listId}-opt-${active}` : undefined}
          maxLength={200}
        />
        <button type="submit" className="button">
          ค้นหา
        </button>
        <button type="button" className="icon-button" onClick={onClose} aria-label="ปิดการค้นหา">
          <span aria-hidden="true">✕</span>
        </button>
      </Form>
      <div className="search-live" hidden={!expanded}>
        <ul id={`${listId}-list`} role="listbox" aria-label="ผลการค้นหาแบบทันที">
          {items.map((item, i) => (
            // Keyboard users choose options through the combobox: arrow keys, then Enter.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.id}
              id={`${listId}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className="search-option"
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => {
                navigate(item.path);
                onClose();
              }}
            >
              <span className="option-type">{item.typeLabel}</span>
              <span>{item.title}</span>
            </li>
          ))}
        </ul>
        <p className="search-status" role="status" aria-live="polite">
          {loading
            ? "กำลังค้นหา…"
            : failed
              ? failed
              : total
                ? `พบ ${total} รายการ กด Enter เพื่อดูผลทั้งหมด`
                : items.length
                  ? "รายการที่มีคำขึ้นต้นด้วยคำที่พิมพ์ เลือกจากรายการหรือพิมพ์ต่อ"
                  : query.length >= MIN_LENGTH
                    ? "ไม่พบข้อมูลที่ตรงกับคำค้น"
                    : ""}
        </p>
      </div>
    </div>
  );
}
