import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { createDb, type Db } from "../../app/db/client.server.ts";
import type { NewItem } from "../../app/db/schema.ts";
import { makeDocument } from "./thai-corpus.ts";

/** The search benchmark's databases: a scratch SQLite file or PostgreSQL database, filled and measured. */

export type Target = { name: "sqlite" | "postgres"; db: Db; close: () => Promise<void> };

export function sqliteTarget(): Target & { file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
  const file = path.join(dir, "bench.db");
  const db = createDb({ kind: "sqlite", file });
  return {
    name: "sqlite",
    db,
    file,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on its own connection (creating and dropping scratch databases). */
export async function postgresStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A scratch database next to the one at `url`, dropped afterwards; without the right to create
 * one, a scratch schema in it (which needs its public schema free of the site's tables).
 */
export async function postgresTarget(url: string): Promise<Target> {
  const name = `bench_search_${randomBytes(6).toString("hex")}`;
  const admin = (statement: string) => postgresStatement(url, statement);
  const scoped = new URL(url);
  let drop: string;
  try {
    await admin(`create database ${name}`);
    scoped.pathname = `/${name}`;
    drop = `drop database if exists ${name} with (force)`;
  } catch {
    await admin(`create schema ${name}`);
    scoped.searchParams.set("options", `-c search_path=${name}`);
    drop = `drop schema if exists ${name} cascade`;
  }
  const db = createDb({ kind: "postgres", url: scoped.toString() });
  return {
    name: "postgres",
    db,
    async close() {
      await db.destroy();
      await admin(drop);
    },
  };
}

const BATCH = 500;

export async function insertDocuments(database: Db, count: number): Promise<void> {
  for (let start = 0; start < count; start += 10 * BATCH) {
    await database.transaction().execute(async (trx) => {
      for (let from = start; from < Math.min(count, start + 10 * BATCH); from += BATCH) {
        const rows: NewItem[] = [];
        for (let n = from; n < Math.min(count, from + BATCH); n++) rows.push(makeDocument(n));
        await trx.insertInto("items").values(rows).execute();
      }
    });
  }
}

export type Size = { parts: [string, number][]; total: number; note: string };

export async function indexSize(target: Target): Promise<Size> {
  const { db } = target;
  if (target.name === "postgres") {
    const { rows } = await sql<{ name: string; bytes: number }>`select name, bytes from (values
        ('table + TOAST', pg_table_size('search_documents')),
        ('tsvector GIN', pg_relation_size('search_documents_document')),
        ('heads GIN', pg_relation_size('search_documents_heads')),
        ('head terms GIN', pg_relation_size('search_documents_head_terms')),
        ('trigram GIN', pg_relation_size('search_documents_folded')),
        ('primary key', pg_relation_size('search_documents_pkey')),
        ('items (for scale)', pg_total_relation_size('items')),
        ('total', pg_total_relation_size('search_documents'))) as s(name, bytes)`.execute(db);
    const total = Number(rows.find((r) => r.name === "total")!.bytes);
    return {
      parts: rows.filter((r) => r.name !== "total").map((r) => [r.name, Number(r.bytes)]),
      total,
      note: "pg_total_relation_size('search_documents')",
    };
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  try {
    const { rows } = await sql<{ name: string; bytes: number }>`select name, sum(pgsize) as bytes
      from dbstat group by name`.execute(db);
    const sum = (test: (name: string) => boolean) =>
      rows.filter((r) => test(r.name)).reduce((s, r) => s + Number(r.bytes), 0);
    const parts: [string, number][] = [
      ["search_documents (words as text)", sum((n) => n.startsWith("search_documents"))],
      ["FTS5 words", sum((n) => n.startsWith("search_words"))],
      ["FTS5 titles and summaries", sum((n) => n.startsWith("search_heads"))],
      ["FTS5 trigrams", sum((n) => n.startsWith("search_trigrams"))],
      ["search_filter", sum((n) => n === "search_filter")],
    ];
    return {
      parts: [
        ...parts,
        ["items (for scale)", sum((n) => n === "items" || n.startsWith("sqlite_autoindex_items"))],
      ],
      total: parts.reduce((s, [, bytes]) => s + bytes, 0),
      note: "dbstat: search_documents, its FTS5 shadow tables and search_filter",
    };
  } catch {
    const file = (target as Target & { file: string }).file;
    return { parts: [], total: fs.statSync(file).size, note: "whole file (no dbstat)" };
  }
}
