/**
 * Words that must not be cut at the end of a line. Browsers break Thai lines between the words
 * of ICU's dictionary, and that dictionary cuts these compounds into smaller words
 * (เจ้า|หน้าที่, โรง|พยาบาล), so a narrow heading or button shows half a word on each line.
 * Each is listed as ICU cuts it, whole; a word ICU keeps whole has no place here (the test says
 * which). Only the server reads this list: public pages ship no copy of it.
 */
export const WORDS_KEPT_WHOLE: readonly string[] = [
  // The office and the site
  "เจ้าหน้าที่",
  "รหัสผ่าน",
  "ผู้ใช้",
  "ผู้ดูแล",
  "ผู้บริหาร",
  "หน่วยงาน",
  "งบประมาณ",
  "จัดซื้อจัดจ้าง",
  "ร้องเรียน",
  "วิสัยทัศน์",
  "พันธกิจ",
  "อินโฟกราฟิก",
  "ส่วนตัว",
  "บัตรทอง",
  "ผู้บริโภค",
  // People and places of care
  "โรงพยาบาล",
  "ส่งเสริมสุขภาพ",
  "อาสาสมัคร",
  "ผู้ป่วย",
  "ผู้สูงอายุ",
  "ผู้พิการ",
  "ผู้ประสบภัย",
  "ตั้งครรภ์",
  "ฝากครรภ์",
  "แรกเกิด",
  "วัยรุ่น",
  "ทันตกรรม",
  // Diseases and conditions
  "ไข้เลือดออก",
  "ไข้หวัด",
  "ไข้หวัดใหญ่",
  "ยุงลาย",
  "โควิด",
  "พิษสุนัขบ้า",
  "อุจจาระร่วง",
  "ติดเชื้อ",
  "เชื้อโรค",
  "เบาหวาน",
  "ความดัน",
  "ความดันโลหิตสูง",
  "ไขมัน",
  "หลอดเลือด",
  "ปากมดลูก",
  "เต้านม",
  "กระดูกพรุน",
  "สุขภาพจิต",
  "ซึมเศร้า",
  "ลมร้อน",
  "ฮีทสโตรก",
  // Care and prevention
  "คัดกรอง",
  "เฝ้าระวัง",
  "ฟื้นคืนชีพ",
  "ยาปฏิชีวนะ",
  "ยาเสพติด",
  "บุหรี่ไฟฟ้า",
];
