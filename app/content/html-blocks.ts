/** Builders for the small, safe subset of HTML that seed and starter bodies use; their text is trusted. */
export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
export const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;
export const html = (...blocks: string[]) => blocks.join("\n");
export const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
