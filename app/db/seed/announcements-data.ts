import { h2, html, p, ul } from "../../content/html-blocks.ts";
import type { AnnouncementSeed } from "./types.ts";

/** General announcements, newest first. PDF text stays ASCII: the demo PDFs use Helvetica. */
export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    slug: "vhv-recruitment-2569",
    title: "ประกาศรับสมัครอาสาสมัครสาธารณสุขประจำหมู่บ้าน (อสม.) เพิ่มเติม ประจำปี 2569",
    summary:
      "รับสมัคร อสม. เพิ่มเติม 150 คน ใน 12 อำเภอ ยื่นใบสมัครได้ที่ รพ.สต. ในพื้นที่ภายใน 30 วันนับจากวันประกาศ",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ ประกาศรับสมัครอาสาสมัครสาธารณสุขประจำหมู่บ้าน (อสม.) เพิ่มเติม จำนวน 150 คน เพื่อทดแทนตำแหน่งที่ว่างและเพิ่มความครอบคลุมการดูแลสุขภาพในชุมชน",
      ),
      h2("คุณสมบัติผู้สมัคร"),
      ul(
        "อายุ 18 ปีขึ้นไป และมีชื่ออยู่ในทะเบียนบ้านในหมู่บ้านที่สมัครไม่น้อยกว่า 6 เดือน",
        "อ่านออกเขียนได้",
        "มีความเสียสละและสมัครใจทำงานเพื่อส่วนรวม",
      ),
      p("ดาวน์โหลดประกาศและใบสมัครได้จากเอกสารแนบด้านล่าง หรือขอรับได้ที่โรงพยาบาลส่งเสริมสุขภาพตำบลใกล้บ้าน"),
    ),
    cover: "community",
    attachments: [
      {
        fileName: "ประกาศรับสมัครอาสาสมัคร-2569.pdf",
        title: "Announcement: Recruitment of Village Health Volunteers 2026",
        lines: [
          "The Sukjai Provincial Public Health Office invites residents to apply as village health volunteers. 150 positions are open across 12 districts.",
          "Applicants must be 18 years or older, able to read and write, and registered in the village they apply for.",
          "Applications are accepted at sub-district health promoting hospitals within 30 days of this announcement.",
        ],
      },
      {
        fileName: "ใบสมัคร-อสม-2569.pdf",
        title: "Application Form: Village Health Volunteer",
        lines: [
          "Full name: ______________________________",
          "Date of birth: ____________   Phone: ____________",
          "Village / sub-district / district: ______________________________",
          "Signature of applicant: ____________________   Date: ____________",
        ],
      },
    ],
  },
  {
    slug: "public-health-officer-candidates",
    title: "ประกาศรายชื่อผู้มีสิทธิเข้ารับการประเมินบุคคล ตำแหน่งนักวิชาการสาธารณสุขปฏิบัติการ",
    summary: "ผู้มีรายชื่อเข้ารับการประเมินด้วยการสัมภาษณ์ ณ ห้องประชุมสำนักงาน ตามวันเวลาที่ระบุในประกาศ",
    body: html(
      p(
        "ตามที่สำนักงานสาธารณสุขจังหวัดสุขใจได้ประกาศรับสมัครบุคคลเพื่อเลือกสรรเป็นพนักงานราชการทั่วไป ตำแหน่งนักวิชาการสาธารณสุขปฏิบัติการ บัดนี้ได้ตรวจสอบคุณสมบัติผู้สมัครเรียบร้อยแล้ว",
      ),
      p(
        "ขอให้ผู้มีรายชื่อตามเอกสารแนบมารายงานตัวพร้อมบัตรประจำตัวประชาชนก่อนเวลาเริ่มประเมิน 30 นาที ผู้ที่ไม่มารายงานตัวตามกำหนดจะถือว่าสละสิทธิ์",
      ),
    ),
    attachments: [
      {
        fileName: "รายชื่อผู้มีสิทธิเข้ารับการประเมิน.pdf",
        title: "List of Candidates: Public Health Technical Officer",
        lines: [
          "Candidate numbers eligible for the interview:",
          "PH-001, PH-004, PH-007, PH-010, PH-012, PH-015, PH-018, PH-021",
          "Interviews take place in the main meeting room. Please arrive 30 minutes early and bring your national ID card.",
        ],
      },
    ],
  },
  {
    slug: "long-holiday-service-hours",
    title: "ประกาศปิดให้บริการช่วงวันหยุดยาว และช่องทางติดต่อกรณีเร่งด่วน",
    summary: "สำนักงานปิดทำการตามวันหยุดราชการ กรณีเจ็บป่วยฉุกเฉินโทร 1669 ได้ตลอด 24 ชั่วโมง",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ ปิดให้บริการตามประกาศวันหยุดราชการของคณะรัฐมนตรี และจะเปิดให้บริการตามปกติในวันทำการถัดไป",
      ),
      ul("เจ็บป่วยฉุกเฉิน โทร 1669", "ปรึกษาสุขภาพจิต โทร 1323", "ตรวจสอบสิทธิการรักษา โทร 1330"),
      p("โรงพยาบาลทุกแห่งในจังหวัดเปิดให้บริการห้องฉุกเฉินตามปกติตลอด 24 ชั่วโมง"),
    ),
  },
  {
    slug: "action-plan-2570",
    title: "แผนปฏิบัติราชการสำนักงานสาธารณสุขจังหวัดสุขใจ ประจำปีงบประมาณ 2570",
    summary:
      "เผยแพร่แผนปฏิบัติราชการ 4 ยุทธศาสตร์ ได้แก่ ส่งเสริมสุขภาพ บริการเป็นเลิศ บุคลากรเป็นเลิศ และบริหารจัดการเป็นเลิศ",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ เผยแพร่แผนปฏิบัติราชการประจำปีงบประมาณ 2570 เพื่อให้ประชาชนและหน่วยงานที่เกี่ยวข้องรับทราบทิศทางการดำเนินงาน",
      ),
      ul(
        "ส่งเสริมสุขภาพ ป้องกันโรค และคุ้มครองผู้บริโภคเป็นเลิศ",
        "บริการเป็นเลิศ",
        "บุคลากรเป็นเลิศ",
        "บริหารจัดการเป็นเลิศด้วยธรรมาภิบาล",
      ),
    ),
    cover: "meeting",
    attachments: [
      {
        fileName: "แผนปฏิบัติราชการ-ปีงบประมาณ-2570.pdf",
        title: "Annual Action Plan, Fiscal Year 2027",
        lines: [
          "Strategy 1: Health promotion, disease prevention and consumer protection.",
          "Strategy 2: Service excellence.",
          "Strategy 3: People excellence.",
          "Strategy 4: Governance excellence.",
          "Each strategy lists its projects, budget and indicators in the full plan.",
        ],
      },
    ],
  },
  {
    slug: "building-renovation-e-bidding",
    title: "ประกาศประกวดราคาจ้างปรับปรุงอาคารสำนักงาน ด้วยวิธีประกวดราคาอิเล็กทรอนิกส์ (e-bidding)",
    summary: "ผู้สนใจดาวน์โหลดประกาศและร่างขอบเขตของงานได้จากเอกสารแนบ และยื่นข้อเสนอผ่านระบบจัดซื้อจัดจ้างภาครัฐ",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ มีความประสงค์จะประกวดราคาจ้างปรับปรุงอาคารสำนักงานและห้องประชุม ด้วยวิธีประกวดราคาอิเล็กทรอนิกส์ (e-bidding)",
      ),
      p("ผู้ยื่นข้อเสนอต้องมีคุณสมบัติตามที่กำหนดในประกาศ และยื่นข้อเสนอผ่านระบบการจัดซื้อจัดจ้างภาครัฐตามวันเวลาที่กำหนด"),
    ),
    attachments: [
      {
        fileName: "ประกาศประกวดราคา-ปรับปรุงอาคาร.pdf",
        title: "Invitation to Bid: Office Building Renovation (e-bidding)",
        lines: [
          "Scope: renovation of the main office building and meeting rooms.",
          "Bidders must be registered with the government procurement system.",
          "See the terms of reference for technical requirements and the evaluation method.",
        ],
      },
      {
        fileName: "ร่างขอบเขตงาน-TOR.pdf",
        title: "Draft Terms of Reference",
        lines: [
          "1. Background and objectives",
          "2. Scope of work and delivery schedule",
          "3. Qualifications of the contractor",
          "4. Evaluation criteria: price and performance",
        ],
      },
    ],
  },
  {
    slug: "health-strategy-public-hearing",
    title: "ขอเชิญร่วมแสดงความคิดเห็นต่อร่างแผนยุทธศาสตร์สุขภาพจังหวัดสุขใจ",
    summary: "ประชาชนและภาคีเครือข่ายส่งความคิดเห็นได้ทางอีเมลหรือแบบฟอร์มที่ รพ.สต. ภายใน 15 วัน",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ ขอเชิญประชาชน องค์กรปกครองส่วนท้องถิ่น และภาคีเครือข่ายร่วมแสดงความคิดเห็นต่อร่างแผนยุทธศาสตร์สุขภาพจังหวัด",
      ),
      p("ความคิดเห็นของทุกท่านจะถูกนำไปปรับปรุงแผนให้ตรงกับความต้องการของคนในพื้นที่มากที่สุด"),
    ),
    cover: "community",
    attachments: [
      {
        fileName: "ร่างแผนยุทธศาสตร์สุขภาพจังหวัด.pdf",
        title: "Draft Provincial Health Strategy: Public Consultation",
        lines: [
          "We welcome comments from residents, local governments and partners.",
          "Send comments by e-mail or with the form available at any sub-district health promoting hospital within 15 days.",
        ],
      },
    ],
  },
  {
    slug: "consumer-protection-service-hours",
    title: "แจ้งปรับเวลาให้บริการยื่นคำขออนุญาตผลิตภัณฑ์สุขภาพ",
    summary: "รับคำขอวันจันทร์ถึงศุกร์ เวลา 08:30–15:30 น. เพื่อให้ตรวจสอบเอกสารได้ทันภายในวัน",
    body: html(
      p(
        "กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข ปรับเวลารับคำขออนุญาตผลิตภัณฑ์สุขภาพเป็นวันจันทร์ถึงศุกร์ เวลา 08:30–15:30 น.",
      ),
      p("ผู้ประกอบการสามารถยื่นคำขอบางประเภทผ่านระบบออนไลน์ได้ตลอด 24 ชั่วโมง"),
    ),
  },
  {
    slug: "no-gift-policy",
    title: "ประกาศเจตนารมณ์ต่อต้านการทุจริต และงดให้ งดรับของขวัญ (No Gift Policy)",
    summary: "บุคลากรทุกคนงดรับของขวัญและประโยชน์อื่นใดจากการปฏิบัติหน้าที่ในทุกเทศกาล",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ ประกาศเจตนารมณ์ในการบริหารงานด้วยความซื่อสัตย์ สุจริต โปร่งใส และตรวจสอบได้",
      ),
      p(
        "ผู้บริหารและบุคลากรทุกคนจะงดให้และงดรับของขวัญหรือประโยชน์อื่นใดจากการปฏิบัติหน้าที่ ขอให้ผู้มาติดต่อใช้การแสดงความยินดีด้วยบัตรอวยพรหรือการลงนามแทน",
      ),
    ),
  },
  {
    slug: "no-alcohol-under-20",
    title: "ขอความร่วมมือร้านค้า งดจำหน่ายเครื่องดื่มแอลกอฮอล์แก่ผู้มีอายุต่ำกว่า 20 ปี",
    summary: "ผู้ขายต้องตรวจบัตรประชาชนผู้ซื้อทุกครั้งที่สงสัยอายุ ฝ่าฝืนมีโทษตามกฎหมาย",
    body: html(
      p(
        "พระราชบัญญัติควบคุมเครื่องดื่มแอลกอฮอล์ห้ามขายเครื่องดื่มแอลกอฮอล์แก่บุคคลที่มีอายุต่ำกว่า 20 ปีบริบูรณ์ และห้ามขายในเวลาและสถานที่ที่กฎหมายกำหนด",
      ),
      p(
        "ขอความร่วมมือผู้ประกอบการร้านค้าตรวจสอบอายุผู้ซื้อ และติดป้ายแจ้งข้อกำหนดให้ชัดเจน หากพบการฝ่าฝืน แจ้งได้ที่สำนักงานสาธารณสุขจังหวัด",
      ),
    ),
  },
  {
    slug: "blood-donation-monthly",
    title: "เชิญชวนบริจาคโลหิต ร่วมกับเหล่ากาชาดจังหวัดสุขใจ ทุกวันพุธแรกของเดือน",
    summary: "รับบริจาคโลหิตที่ห้องประชุมชั้น 1 เวลา 08:30–12:00 น. ผู้บริจาคควรพักผ่อนให้เพียงพอและกินอาหารก่อนมา",
    body: html(
      p(
        "สำนักงานสาธารณสุขจังหวัดสุขใจ ร่วมกับเหล่ากาชาดจังหวัดสุขใจ เชิญชวนประชาชนร่วมบริจาคโลหิตทุกวันพุธแรกของเดือน",
      ),
      ul("อายุ 17–70 ปี น้ำหนัก 45 กิโลกรัมขึ้นไป", "นอนหลับพักผ่อนอย่างน้อย 6 ชั่วโมง", "งดอาหารมันก่อนบริจาค"),
    ),
    cover: "hospital",
  },
];
