/**
 * Words the search keeps whole where the Thai dictionary of ICU cuts them into meaningless pieces
 * (โควิด into โค and วิด, อัลไซเมอร์ into four): mostly transliterated names of diseases, drugs and
 * vaccines. Meaningful compounds (ไข้เลือดออก, ความดันโลหิตสูง) are left to be cut, so that a
 * search for one of their words still finds them. Administrators extend the office's own copy at
 * /admin/settings/search; this list is only where it starts.
 */
export const STARTER_SEARCH_WORDS: readonly string[] = [
  "โควิด",
  "โอมิครอน",
  "เดงกี",
  "เด็งกี่",
  "เอชพีวี",
  "เอชไอวี",
  "อาร์เอสวี",
  "เอ็มพ็อกซ์",
  "ซีพีอาร์",
  "เออีดี",
  "อัลไซเมอร์",
  "ฮีทสโตรก",
  "เลปโตสไปโรซิส",
  "อินฟลูเอนซา",
  "อีโบลา",
  "เมอร์ส",
  "ไฟเซอร์",
  "โมเดอร์นา",
  "แอสตราเซเนกา",
  "ซิโนแวค",
  "ซิโนฟาร์ม",
  "ฟลูออไรด์",
  "ธาลัสซีเมีย",
  "ออทิสติก",
  "ไบโพลาร์",
  "เมทแอมเฟตามีน",
  "แอมเฟตามีน",
  "ฟอร์มาลีน",
  "สเตียรอยด์",
  "ไอบูโพรเฟน",
  "อะม็อกซีซิลลิน",
  "ไมโคพลาสมา",
  "ซาลโมเนลลา",
  "อีโคไล",
  "คลามัยเดีย",
  "โกโนเรีย",
  "เฮอร์ปีส์",
  "ทูเบอร์คูโลซิส",
];
