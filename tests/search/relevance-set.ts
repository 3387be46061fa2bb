/**
 * Queries a visitor might type, over the demo content (app/db/seed), each with the items a Thai
 * reader would expect on the first page: every slug in `expect` must be among the first five
 * results. The lists name the items that clearly must be found, not every item that mentions the
 * words, so a result outside the list is not necessarily wrong.
 */
export type RelevanceCase = {
  query: string;
  /** Slugs of items that must be in the top five. */
  expect: string[];
  note: string;
};

export const RELEVANCE_SET: RelevanceCase[] = [
  // Single words
  {
    query: "ยุงลาย",
    expect: ["3-keep-prevent-3-diseases", "3-keep-3-diseases"],
    note: "a word: the two '3 เก็บ' items have ยุงลาย in the title",
  },
  {
    query: "ฝุ่น",
    expect: ["pm25-self-care", "pm25-clean-rooms-hospitals", "pm25-levels"],
    note: "a word: every dust item",
  },
  {
    query: "เบาหวาน",
    expect: ["diabetes-healthy-plate", "community-ncd-screening"],
    note: "a word: the diabetes article and the screening gallery name it in the title",
  },
  {
    query: "ซึมเศร้า",
    expect: ["depression-warning-signs"],
    note: "a word: the depression article",
  },
  {
    query: "โซเดียม",
    expect: ["reduce-salt-reduce-disease", "sodium-in-popular-food"],
    note: "a word: the salt article and the sodium infographic",
  },
  {
    query: "บัตรทอง",
    expect: ["uc-card-any-unit"],
    note: "a word: the gold-card news",
  },
  {
    query: "ร้านยา",
    expect: ["medicine-at-pharmacy", "complaints"],
    note: "a word: both FAQs name pharmacies in the question",
  },
  {
    query: "พอดแคสต์",
    expect: ["podcast-work-stress"],
    note: "a loanword",
  },
  {
    query: "ความเครียด",
    expect: ["podcast-work-stress", "mental-health-support-flood"],
    note: "a word: the stress podcast and the flood mental-health team",
  },

  // Compounds and word runs typed without spaces
  {
    query: "ไข้เลือดออก",
    expect: ["dengue-situation-week-44", "big-cleaning-day-dengue"],
    note: "compound of three words: the dengue report and the Big Cleaning Day news",
  },
  {
    query: "ไข้หวัดใหญ่",
    expect: ["flu-vaccine-who", "vaccine-same-day"],
    note: "compound: the two flu FAQs",
  },
  {
    query: "โรคลมร้อน",
    expect: ["heat-stroke", "heat-stroke-warning-signs", "extreme-heat-warning"],
    note: "compound: every heat-stroke item",
  },
  {
    query: "มะเร็งปากมดลูก",
    expect: ["วัคซีน-hpv", "hpv-vaccine-school-girls"],
    note: "compound: the HPV article and the school vaccination news",
  },
  {
    query: "ความดันโลหิตสูง",
    expect: ["saturday-chronic-clinic", "reduce-salt-reduce-disease"],
    note: "compound: named in both summaries",
  },
  {
    query: "ห้องปลอดฝุ่น",
    expect: ["pm25-clean-rooms-hospitals", "pm25-self-care"],
    note: "compound: clean-air rooms in hospitals and at home",
  },
  {
    query: "โรคมือเท้าปาก",
    expect: ["hand-foot-mouth-childcare"],
    note: "hand-foot-mouth disease as usually typed, without the spaces the title has",
  },
  {
    query: "ผู้สูงอายุหกล้ม",
    expect: ["elderly-fall-prevention", "safe-home-for-elderly", "elderly-balance-exercise"],
    note: "two words run together: the fall article, the safe-home infographic and the balance exercise video",
  },

  // Quoted phrases
  {
    query: '"ล้างมือ 7 ขั้นตอน"',
    expect: ["hand-washing-7-steps", "hand-washing-steps", "hand-washing-1-minute"],
    note: "quoted phrase: article, infographic and clip",
  },
  {
    query: '"3 เก็บ ป้องกัน 3 โรค"',
    expect: ["3-keep-prevent-3-diseases", "3-keep-3-diseases"],
    note: "quoted phrase with numbers",
  },
  {
    query: "“สุขใจ รักษ์หัวใจ”",
    expect: ["sukjai-heart-walk-run"],
    note: "phrase in typographic quotes: the walk-run event's name",
  },
  {
    query: '"เก็บบ้าน เก็บขยะ เก็บน้ำ"',
    expect: ["3-keep-prevent-3-diseases", "3-keep-3-diseases"],
    note: "quoted slogan from the summaries",
  },

  // Names of places, organisations and roles
  {
    query: "หนองสุข",
    expect: ["mobile-vaccine-unit-nongsuk"],
    note: "place (sub-district) in the title",
  },
  {
    query: "สสจ.สุขใจ",
    expect: [
      "big-cleaning-day-dengue",
      "pm25-clean-rooms-hospitals",
      "extreme-heat-warning",
      "quality-service-award",
    ],
    note: "the office's abbreviated name, in four titles",
  },
  {
    query: "เหล่ากาชาด",
    expect: ["blood-donation-monthly"],
    note: "organisation: the Red Cross chapter",
  },
  {
    query: "สปสช.",
    expect: ["check-rights"],
    note: "abbreviation of the NHSO, in the answer of the rights FAQ",
  },
  {
    query: "องค์การอนามัยโลก",
    expect: ["reduce-salt-reduce-disease"],
    note: "organisation named only in a body",
  },
  {
    query: "ผู้ว่าราชการจังหวัด",
    expect: ["communicable-disease-committee-3-2569"],
    note: "a role named only in a body: the governor chairs the committee",
  },
  {
    query: "MCATT",
    expect: ["mental-health-support-flood"],
    note: "team name in Latin capitals inside Thai text",
  },
  {
    query: "อาสาสมัครสาธารณสุข",
    expect: ["vhv-recruitment-2569", "outstanding-village-health-volunteers"],
    note: "the volunteers' full name",
  },

  // Mixed Thai and English, Latin words
  {
    query: "วัคซีน HPV",
    expect: ["วัคซีน-hpv", "hpv-vaccine-school-girls", "hpv-vaccine-boys", "hpv-vaccine-parents"],
    note: "Thai and Latin: every HPV item",
  },
  {
    query: "hpv",
    expect: ["วัคซีน-hpv", "hpv-vaccine-school-girls", "hpv-vaccine-boys", "hpv-vaccine-parents"],
    note: "Latin in lower case",
  },
  {
    query: "COVID-19",
    expect: ["covid-19-booster-when", "covid19-booster-608-visit"],
    note: "Latin with a hyphen and digits: the booster article and the booster visit",
  },
  {
    query: "โควิด 19",
    expect: ["covid-19-rainy-season-situation", "covid19-booster-608-visit", "vaccine-same-day"],
    note: "the Thai spelling, as in three titles",
  },
  {
    query: "PM2.5",
    expect: ["pm25-self-care", "pm25-clean-rooms-hospitals", "pm25-levels"],
    note: "Latin with a decimal",
  },
  {
    query: "PM 2.5",
    expect: ["pm25-self-care", "pm25-clean-rooms-hospitals", "pm25-levels"],
    note: "the same, typed with a space as it often is",
  },
  {
    query: "big cleaning",
    expect: ["big-cleaning-day-dengue", "big-cleaning-day-photos", "big-cleaning-day-highlights"],
    note: "English words in lower case: the event's news, gallery and video",
  },
  {
    query: "เด็กผู้ชาย HPV",
    expect: ["hpv-vaccine-boys"],
    note: "Thai then Latin, in a different order from the title",
  },
  {
    query: "CPR",
    expect: ["cpr-aed-demo", "cpr-aed-training-schools"],
    note: "Latin abbreviation",
  },
  {
    query: "TOR",
    expect: ["building-renovation-e-bidding"],
    note: "only in an attachment's file name (ร่างขอบเขตงาน-TOR.pdf)",
  },

  // Numbers
  {
    query: "1669",
    expect: ["emergency-number"],
    note: "the emergency number: the FAQ that answers with it",
  },
  {
    query: "1323",
    expect: ["depression-warning-signs", "podcast-work-stress", "mental-health-support-flood"],
    note: "the mental-health hotline",
  },
  {
    query: "608",
    expect: ["covid19-booster-608-visit"],
    note: "a number in a title",
  },
  {
    query: "3/2569",
    expect: ["communicable-disease-committee-3-2569"],
    note: "meeting number and year",
  },
  {
    query: "2:1:1",
    expect: ["diabetes-healthy-plate"],
    note: "the healthy-plate ratio",
  },
  {
    query: "อสม ดีเด่น 2569",
    expect: ["outstanding-village-health-volunteers"],
    note: "Arabic digits for a year the title writes in Thai digits (๒๕๖๙)",
  },

  // Documents
  {
    query: "แผนการจัดซื้อจัดจ้าง",
    expect: ["procurement-plan-2569"],
    note: "a compound in a document's title",
  },
  {
    query: "no gift",
    expect: ["no-gift-policy-2569"],
    note: "English words in a Thai document title",
  },

  // Thai digits
  {
    query: "ประจำปี ๒๕๖๙",
    expect: [
      "outstanding-village-health-volunteers",
      "vhv-recruitment-2569",
      "annual-health-conference-2569",
    ],
    note: "a year in Thai digits: the three titles “ประจำปี 2569” in either kind of digit (seven titles hold the bare year since the demo documents arrived)",
  },
  {
    query: "๒๕๖๘",
    expect: ["performance-report-2568", "hr-policy-2568"],
    note: "a year in Thai digits: the two documents of 2568",
  },
  {
    query: "สัปดาห์ที่ ๔๔",
    expect: ["dengue-situation-week-44"],
    note: "Thai digits in a phrase",
  },
  {
    query: "ล้างมือ ๗ ขั้นตอน",
    expect: ["hand-washing-7-steps", "hand-washing-steps", "hand-washing-1-minute"],
    note: "Thai digit where the titles have 7",
  },

  // Misspellings and missing tone marks
  {
    query: "ไข้เลือกออก",
    expect: ["dengue-situation-week-44", "big-cleaning-day-dengue"],
    note: "misspelling: เลือก for เลือด; should find what ไข้เลือดออก finds",
  },
  {
    query: "ซึมเสร้า",
    expect: ["depression-warning-signs"],
    note: "misspelling: ส for ศ",
  },
  {
    query: "โรคลมร้อม",
    expect: ["heat-stroke", "heat-stroke-warning-signs", "extreme-heat-warning"],
    note: "misspelling: ม for the final น",
  },
  {
    query: "ไขเลือดออก",
    expect: ["dengue-situation-week-44", "big-cleaning-day-dengue"],
    note: "missing tone mark on ไข้",
  },
  {
    query: "ไขหวัดใหญ",
    expect: ["flu-vaccine-who", "vaccine-same-day"],
    note: "both tone marks missing",
  },
  {
    query: "หกลม",
    expect: ["elderly-fall-prevention", "safe-home-for-elderly", "elderly-balance-exercise"],
    note: "missing tone mark on ล้ม",
  },
  {
    query: "โซเดี้ยม",
    expect: ["reduce-salt-reduce-disease", "sodium-in-popular-food"],
    note: "an extra tone mark, as the word is often typed",
  },

  // Part of a word
  {
    query: "สโตรก",
    expect: ["heat-stroke"],
    note: "the end of ฮีทสโตรก",
  },
  {
    query: "โรบิก",
    expect: ["sukjai-move-aerobics"],
    note: "the middle of แอโรบิก",
  },
  {
    query: "ดแคสต์",
    expect: ["podcast-work-stress"],
    note: "the middle of พอดแคสต์, not a word boundary",
  },

  // The other encoding of sara am (nikhahit + sara aa)
  {
    query: "น\u0E4D\u0E49\u0E32ตาล",
    expect: ["diabetes-healthy-plate"],
    note: "น้ำตาล typed as nikhahit, tone mark, sara aa",
  },
  {
    query: "ยื่นค\u0E4D\u0E32ขออนุญาต",
    expect: ["consumer-protection-service-hours"],
    note: "ยื่นคำขออนุญาต typed as nikhahit + sara aa",
  },

  // Questions as people type them
  {
    query: "ฉีดวัคซีนโควิดพร้อมไข้หวัดใหญ่",
    expect: ["vaccine-same-day"],
    note: "a question without spaces",
  },
  {
    query: "เปิดร้านอาหารต้องขออนุญาต",
    expect: ["food-business-license"],
    note: "a question worded differently from the FAQ (ร้านขายอาหาร)",
  },
  {
    query: "เบอร์ฉุกเฉิน",
    expect: ["emergency-number"],
    note: "words of the FAQ in another order",
  },
  {
    query: "ถูกหมากัด",
    expect: ["rabies-after-bite"],
    note: "colloquial หมา where the FAQ says สุนัข; กัด still matches",
  },
  {
    query: "วิธีป้องกันไข้เลือดออก",
    expect: ["3-keep-prevent-3-diseases", "3-keep-3-diseases"],
    note: "how to prevent dengue: the prevention article and infographic",
  },

  // FAQ category
  {
    query: "วัคซีนและการป้องกันโรค",
    expect: [
      "flu-vaccine-who",
      "hpv-vaccine-boys",
      "vaccine-same-day",
      "child-vaccine-missed",
      "rabies-after-bite",
    ],
    note: "the name of an FAQ category finds its questions",
  },
];
