import { describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES } from "./sign-in-messages.ts";
import { keepWordsWhole, keepWordsWholeInHtml, WORD_JOINER } from "./whole-words.server.ts";

const J = WORD_JOINER;
const plain = (text: string) => text.replaceAll(J, "");

describe("keeping words whole", () => {
  it("puts a joiner wherever ICU would cut a listed word, and nowhere else", () => {
    expect(keepWordsWhole("โรงพยาบาล")).toBe(`โรง${J}พยาบาล`);
    expect(keepWordsWhole("รายงานสถานการณ์โรคไข้เลือดออก จังหวัดสุขใจ")).toBe(
      `รายงานสถานการณ์โรคไข้${J}เลือด${J}ออก จังหวัดสุขใจ`,
    );
    expect(keepWordsWhole("ภาพกิจกรรมคัดกรองความดันโลหิตและเบาหวานในชุมชน")).toBe(
      `ภาพกิจกรรมคัด${J}กรองความ${J}ดันโลหิตและเบา${J}หวานในชุมชน`,
    );
  });

  it("keeps the longer of two listed words whole", () => {
    expect(keepWordsWhole("ความดันโลหิตสูง")).toBe(`ความ${J}ดัน${J}โลหิต${J}สูง`);
    expect(keepWordsWhole("ไข้หวัดใหญ่ ไข้หวัด")).toBe(`ไข้${J}หวัด${J}ใหญ่ ไข้${J}หวัด`);
  });

  it("leaves other text alone and text already joined as it is", () => {
    for (const text of ["", "วัคซีน HPV", "สำนักงานสาธารณสุขจังหวัด", "PM2.5 <b>&amp;"])
      expect(keepWordsWhole(text)).toBe(text);
    const once = keepWordsWhole("ผู้สูงอายุและผู้ป่วยเบาหวานในโรงพยาบาล");
    expect(keepWordsWhole(once)).toBe(once);
    expect(plain(once)).toBe("ผู้สูงอายุและผู้ป่วยเบาหวานในโรงพยาบาล");
  });

  it("changes only the text of rich text, never its tags or attributes", () => {
    const html =
      '<p>ผู้ป่วย<a href="/news/โรงพยาบาล" title="เบาหวาน">โรงพยาบาล</a></p><img src="/media/a.jpg" alt="ยุงลาย">';
    expect(keepWordsWholeInHtml(html)).toBe(
      `<p>ผู้${J}ป่วย<a href="/news/โรงพยาบาล" title="เบาหวาน">โรง${J}พยาบาล</a></p><img src="/media/a.jpg" alt="ยุงลาย">`,
    );
  });

  it("agrees with the sign-in texts written with their joiners", () => {
    for (const text of [
      SIGN_IN_MESSAGES.heading,
      SIGN_IN_MESSAGES.showPassword,
      SIGN_IN_MESSAGES.hidePassword,
    ])
      expect(keepWordsWhole(plain(text))).toBe(text);
  });
});
