/** The demo office's executives (fictional people), in the order the about page lists them. */
export const EXECUTIVES = [
  {
    slug: "chief-medical-officer",
    title: "นายแพทย์สมชาย ใจดี",
    position: "นายแพทย์สาธารณสุขจังหวัดสุขใจ",
    phone: "0 4321 0001",
    email: "director@sukjai-health.example",
  },
  {
    slug: "deputy-health-promotion",
    title: "แพทย์หญิงวิไลวรรณ รักษ์สุข",
    position: "รองนายแพทย์สาธารณสุขจังหวัด ด้านส่งเสริมสุขภาพ",
    phone: "0 4321 0002",
    email: "promotion@sukjai-health.example",
  },
  {
    slug: "deputy-disease-control",
    title: "นายแพทย์ประเสริฐ มั่นคง",
    position: "รองนายแพทย์สาธารณสุขจังหวัด ด้านควบคุมโรค",
    phone: "0 4321 0003",
    email: "disease-control@sukjai-health.example",
  },
  {
    slug: "deputy-administration",
    title: "นางสาวกัลยา ศรีสุข",
    position: "รองนายแพทย์สาธารณสุขจังหวัด ด้านบริหาร (นักวิชาการสาธารณสุขเชี่ยวชาญ)",
    phone: "0 4321 0004",
    email: "administration@sukjai-health.example",
  },
] as const;
