/** Builders for the small, safe subset of HTML the seed bodies use; text is trusted seed data. */
export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
export const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;
export const html = (...blocks: string[]) => blocks.join("\n");
