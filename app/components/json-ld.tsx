/** Structured data; `<` is escaped so text in the data can never close the script element. */
export function JsonLd({ items }: { items: object[] }) {
  return items.map((data, i) => (
    <script
      key={i}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  ));
}
