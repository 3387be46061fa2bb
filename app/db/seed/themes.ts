import type { IconName } from "./icons.ts";
import type { PaletteName } from "./svg.ts";

export type Theme = {
  palette: PaletteName;
  icon: IconName;
  extras: IconName[];
  /** Thai description of what the generated picture shows. */
  alt: string;
};

/** The pool of cover designs; each one is rendered once and shared by every item that uses it. */
export const THEMES = {
  vaccine: {
    palette: "blue",
    icon: "syringe",
    extras: ["shield", "cross", "calendar"],
    alt: "ภาพกราฟิกเข็มฉีดยาและโล่ป้องกันโรค บนพื้นไล่สีฟ้า สื่อถึงการรับวัคซีน",
  },
  dengue: {
    palette: "green",
    icon: "mosquito",
    extras: ["droplet", "shield", "leaf"],
    alt: "ภาพกราฟิกยุงลายกับหยดน้ำ บนพื้นสีเขียว สื่อถึงการป้องกันโรคไข้เลือดออก",
  },
  air: {
    palette: "haze",
    icon: "mask",
    extras: ["cloud", "sun", "shield"],
    alt: "ภาพกราฟิกหน้ากากอนามัยและกลุ่มหมอกควัน บนท้องฟ้าสีส้มหม่น สื่อถึงฝุ่น PM2.5",
  },
  nutrition: {
    palette: "green",
    icon: "leaf",
    extras: ["heart", "pill", "droplet"],
    alt: "ภาพกราฟิกใบไม้สีเขียวกับหัวใจ สื่อถึงอาหารสุขภาพและการลดหวาน มัน เค็ม",
  },
  handwash: {
    palette: "aqua",
    icon: "droplet",
    extras: ["bubbles", "shield", "cross"],
    alt: "ภาพกราฟิกหยดน้ำและฟองสบู่ บนพื้นสีฟ้าน้ำทะเล สื่อถึงการล้างมือให้สะอาด",
  },
  heat: {
    palette: "sunset",
    icon: "sun",
    extras: ["thermometer", "droplet", "heart"],
    alt: "ภาพกราฟิกดวงอาทิตย์และเทอร์โมมิเตอร์ บนพื้นสีส้ม สื่อถึงอากาศร้อนและโรคลมร้อน",
  },
  mind: {
    palette: "violet",
    icon: "chat",
    extras: ["heart", "person", "leaf"],
    alt: "ภาพกราฟิกกล่องข้อความและหัวใจ บนพื้นสีม่วงชมพู สื่อถึงการดูแลสุขภาพใจ",
  },
  elderly: {
    palette: "peach",
    icon: "elder",
    extras: ["heart", "cross", "people"],
    alt: "ภาพกราฟิกผู้สูงอายุถือไม้เท้ากับหัวใจ สื่อถึงการดูแลผู้สูงอายุและป้องกันการหกล้ม",
  },
  community: {
    palette: "teal",
    icon: "people",
    extras: ["heart", "cross", "leaf"],
    alt: "ภาพกราฟิกกลุ่มคนกับเครื่องหมายกากบาททางการแพทย์ บนพื้นสีเขียวอมฟ้า สื่อถึงงานสาธารณสุขชุมชน",
  },
  meeting: {
    palette: "navy",
    icon: "calendar",
    extras: ["people", "chart", "chat"],
    alt: "ภาพกราฟิกปฏิทินและกลุ่มคน บนพื้นสีน้ำเงิน สื่อถึงการประชุมและกิจกรรมของสำนักงาน",
  },
  award: {
    palette: "gold",
    icon: "medal",
    extras: ["shield", "heart", "people"],
    alt: "ภาพกราฟิกเหรียญรางวัลรูปดาว บนพื้นสีทอง สื่อถึงผลงานและรางวัลของหน่วยงาน",
  },
  hospital: {
    palette: "indigo",
    icon: "hospital",
    extras: ["cross", "heart", "chart"],
    alt: "ภาพกราฟิกอาคารโรงพยาบาลกับเครื่องหมายกากบาท บนพื้นสีคราม สื่อถึงบริการสุขภาพ",
  },
} satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;
