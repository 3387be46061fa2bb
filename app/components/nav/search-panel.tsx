/**
 * The search mode of the navigation bar: a combobox whose live results the public pages' script
 * fills in (`enhance/nav-modes.ts`). Hidden until that mode opens; without the script the search
 * action is a link to the search page.
 */
export function SearchPanel({ open }: { open: boolean }) {
  return (
    <div className="search-panel" hidden={!open}>
      <form action="/search" role="search" className="search-form">
        <label htmlFor="nav-search-input" className="visually-hidden">
          ค้นหาข้อมูลในเว็บไซต์
        </label>
        <input
          id="nav-search-input"
          name="title"
          type="search"
          placeholder="พิมพ์คำค้น เช่น ไข้เลือดออก วัคซีน"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls="nav-search-list"
          maxLength={200}
        />
        <button type="submit" className="button">
          ค้นหา
        </button>
        <button type="button" className="icon-button" data-closes-mode aria-label="ปิดการค้นหา">
          <span aria-hidden="true">✕</span>
        </button>
      </form>
      <div className="search-live" hidden>
        <ul id="nav-search-list" role="listbox" aria-label="ผลการค้นหาแบบทันที" />
        <p className="search-status" role="status" aria-live="polite" />
      </div>
    </div>
  );
}
