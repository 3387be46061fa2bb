import { data, Form } from "react-router";
import { FormField, TextAreaField } from "../../components/auth/form-field.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import {
  describeExpansion,
  saveVocabulary,
  VOCABULARY_LIMITS,
  vocabularyGroups,
  vocabularyText,
} from "../../domain/search/search-vocabulary.server.ts";
import {
  saveSearchWords,
  SEARCH_WORD_LIMITS,
  searchWordList,
} from "../../domain/search/search-words.server.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf } from "../../lib/http.server.ts";
import { formatCount } from "../../lib/format.ts";
import { parseQuery } from "../../lib/search-text.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/search-vocabulary";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const [groups, words] = await Promise.all([vocabularyGroups(), searchWordList()]);
  return {
    text: vocabularyText(groups),
    groups: groups.length,
    limits: VOCABULARY_LIMITS,
    words: words.join("\n"),
    wordCount: words.length,
    wordLimits: SEARCH_WORD_LIMITS,
  };
}

type Outcome = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: { vocabulary?: string; words?: string };
  /** The text as posted, kept when it is refused. */
  text?: string;
  /** The test field's query and how it is widened. */
  tried?: { query: string; lines: string[] };
};

const MAX_TEXT = VOCABULARY_LIMITS.groups * VOCABULARY_LIMITS.terms * VOCABULARY_LIMITS.term;
const MAX_WORDS_TEXT = SEARCH_WORD_LIMITS.words * (SEARCH_WORD_LIMITS.length + 2);

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const actor = actorOf(request, await requireIntent(args, intent));
  if (intent === "try") {
    const query = formText(form, "query", 200);
    const lines = await describeExpansion(query, parseQuery(query));
    return { intent, ok: true, tried: { query, lines } } satisfies Outcome;
  }
  if (intent === "words") {
    const text = formText(form, "words", MAX_WORDS_TEXT);
    const saved = await saveSearchWords(actor, text);
    if (!saved.ok)
      return data<Outcome>(
        { intent, ok: false, message: saved.message, fields: saved.fields, text },
        saved.status,
      );
    return {
      intent,
      ok: true,
      message: `บันทึกคำที่ไม่ตัดแล้ว ${formatCount(saved.words)} คำ กำลังสร้างดัชนีค้นหาใหม่ในเบื้องหลัง`,
    } satisfies Outcome;
  }
  const text = formText(form, "vocabulary", MAX_TEXT);
  const result = await saveVocabulary(actor, text);
  if (!result.ok)
    return data<Outcome>(
      { intent, ok: false, message: result.message, fields: result.fields, text },
      result.status,
    );
  return {
    intent,
    ok: true,
    message: `บันทึกคลังคำค้นแล้ว ${formatCount(result.groups)} กลุ่ม การค้นหาใช้ทันที`,
  } satisfies Outcome;
}

export const meta: Route.MetaFunction = () => [{ title: "คลังคำค้นสุขภาพ | ระบบจัดการเว็บไซต์" }];

/**
 * The office's health vocabulary: groups of words readers use for the same topic, so that a search
 * for one finds the others; with a field that shows how a search is widened.
 */
export default function SearchVocabularyPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as Outcome | undefined;
  const saved = outcome?.intent === "save" ? outcome : undefined;
  const words = outcome?.intent === "words" ? outcome : undefined;
  const tried = outcome?.tried;
  const { limits, wordLimits } = loaderData;
  return (
    <div className="admin-page">
      <h1>คลังคำค้นสุขภาพ</h1>
      <p>
        คำที่ผู้อ่านใช้เรียกเรื่องเดียวกัน เช่น ชื่อภาษาไทยและภาษาอังกฤษ คำย่อและคำเต็ม หรือคำทับศัพท์
        เมื่อค้นหาคำใดคำหนึ่งในกลุ่ม เว็บไซต์จะแสดงเนื้อหาที่มีคำอื่นในกลุ่มเดียวกันด้วย โดยเนื้อหาที่มีคำตามที่พิมพ์จะขึ้นก่อน
      </p>
      <section aria-labelledby="try-heading" className="stack">
        <h2 id="try-heading">ทดลองค้นหา</h2>
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="try" />
          <FormField
            name="query"
            label="คำค้นที่ต้องการทดลอง"
            hint="ดูว่าการค้นหานี้จะรวมคำใดบ้าง (ใช้คลังคำที่บันทึกแล้ว)"
            maxLength={200}
            defaultValue={tried?.query ?? ""}
          />
          <button type="submit" className="button button-secondary">
            ทดลอง
          </button>
        </Form>
        {tried ? (
          <div role="status">
            {tried.lines.length ? (
              <ul>
                {tried.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>กรุณาพิมพ์คำค้น</p>
            )}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="edit-heading" className="stack">
        <h2 id="edit-heading">แก้ไขคลังคำ ({formatCount(loaderData.groups)} กลุ่ม)</h2>
        <Notice result={saved} />
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="save" />
          <TextAreaField
            name="vocabulary"
            label="กลุ่มคำ"
            hint={`หนึ่งบรรทัดต่อหนึ่งกลุ่ม คั่นคำด้วยเครื่องหมายจุลภาค (,) เช่น โควิด, covid-19, โควิด 19 แต่ละกลุ่มมีได้ไม่เกิน ${limits.terms} คำ คำละไม่เกิน ${limits.term} ตัวอักษร และคำหนึ่งอยู่ได้กลุ่มเดียว`}
            rows={20}
            spellCheck={false}
            defaultValue={saved?.text ?? loaderData.text}
            error={saved?.fields?.vocabulary}
          />
          <button type="submit" className="button">
            บันทึกคลังคำ
          </button>
        </Form>
      </section>
      <section aria-labelledby="words-heading" className="stack">
        <h2 id="words-heading">คำที่การค้นหาต้องไม่ตัด ({formatCount(loaderData.wordCount)} คำ)</h2>
        <p>
          การค้นหาตัดข้อความภาษาไทยเป็นคำด้วยพจนานุกรม ซึ่งตัดคำทับศัพท์บางคำผิด เช่น โควิด เป็น “โค” กับ “วิด”
          คำในรายการนี้จะไม่ถูกตัด ทั้งในเนื้อหาและในคำค้น ไม่ควรใส่คำประสมที่มีความหมาย เช่น ไข้เลือดออก
          เพื่อให้การค้นหาคำว่า “ไข้” ยังพบเนื้อหานั้น เมื่อบันทึก ระบบจะสร้างดัชนีค้นหาใหม่ในเบื้องหลัง
        </p>
        <Notice result={words} />
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="words" />
          <TextAreaField
            name="words"
            label="คำที่ไม่ตัด"
            hint={`หนึ่งบรรทัดต่อหนึ่งคำ อักษรไทยล้วน คำละ 2 ถึง ${wordLimits.length} ตัวอักษร ไม่เกิน ${formatCount(wordLimits.words)} คำ`}
            rows={10}
            spellCheck={false}
            defaultValue={words?.text ?? loaderData.words}
            error={words?.fields?.words}
          />
          <button type="submit" className="button">
            บันทึกคำที่ไม่ตัด
          </button>
        </Form>
      </section>
    </div>
  );
}
