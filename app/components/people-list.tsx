import type { ShownPerson } from "../domain/content/content.server.ts";
import { Picture } from "./picture.tsx";

/** People with their position and direct contact, as the about pages list the executives. */
export function PeopleList({ people }: { people: ShownPerson[] }) {
  if (!people.length) return null;
  return (
    <ul role="list" className="people-list">
      {people.map((person) => (
        <li key={person.id}>
          {person.photo ? (
            <Picture
              image={person.photo}
              sizes="160px"
              className="people-photo"
              alt={`ภาพของ${person.name}`}
            />
          ) : null}
          <div>
            <h2 className="people-name">{person.name}</h2>
            {person.position ? <p className="people-position">{person.position}</p> : null}
            {person.phone ? (
              <p>
                โทร <a href={`tel:${person.phone.replace(/[^\d+]/g, "")}`}>{person.phone}</a>
              </p>
            ) : null}
            {person.email ? (
              <p>
                อีเมล <a href={`mailto:${person.email}`}>{person.email}</a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
