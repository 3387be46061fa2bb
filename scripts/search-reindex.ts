import "../server/environment.ts";
import { db } from "../app/db/client.server.ts";
import { migrate } from "../app/db/migrate.server.ts";
import { reindexAll } from "../app/domain/search/search-indexing.server.ts";
import { searchWordList } from "../app/domain/search/search-words.server.ts";
import { keepWordsInSearch } from "../app/lib/search-text.ts";

await migrate(db());
keepWordsInSearch(await searchWordList());
const started = performance.now();
const count = await reindexAll();
const seconds = (performance.now() - started) / 1000;
console.log(`search index rebuilt: ${count} items in ${seconds.toFixed(1)} s`);
await db().destroy();
