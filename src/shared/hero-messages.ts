/** The home page hero's texts, word for word: loaded with the home page only. */
export const heroMessages = {
  label: 'สินค้าแนะนำ',
  slide: (number: number, count: number) => `${number} จาก ${count}`,
  previous: 'สไลด์ก่อนหน้า',
  next: 'สไลด์ถัดไป',
  goTo: (number: number) => `ไปสไลด์ที่ ${number}`,
  /** Said when the carousel pauses on a slide. */
  current: (number: number, count: number, title: string) =>
    `สไลด์ ${number} จาก ${count}: ${title}`,
  /** The six slides: title, line and button, in the carousel's order. */
  slides: [
    {
      title: 'ดินดี ผลผลิตก็ดี',
      subtitle: 'โดโลไมท์ กรดฮิวมิก และสารปรับสภาพดิน เตรียมแปลงให้พร้อมก่อนปลูก',
      cta: 'ดูสารปรับสภาพดิน',
    },
    {
      title: 'ปกป้องผลผลิตจากแมลงศัตรูพืช',
      subtitle: 'หยุดเพลี้ย หนอน และไรแดง ด้วยสารกำจัดแมลงคุณภาพที่เกษตรกรไว้ใจ',
      cta: 'ดูสารกำจัดแมลง',
    },
    {
      title: 'หยุดโรคพืชก่อนลุกลาม',
      subtitle: 'สารป้องกันและกำจัดโรคพืช สำหรับนาข้าว ทุเรียน และไม้ผล',
      cta: 'ดูสารกำจัดโรคพืช',
    },
    {
      title: 'เร่งดอก ขยายผล เพิ่มผลผลิต',
      subtitle: 'ฮอร์โมนพืชและสารบำรุง ช่วยให้ต้นแข็งแรง ติดดอกออกผลดก',
      cta: 'ดูฮอร์โมนพืช',
    },
    {
      title: 'อุปกรณ์การเกษตรครบครัน',
      subtitle: 'เครื่องพ่นยา หัวฉีด และอุปกรณ์ป้องกันตัว ใช้งานทนทาน',
      cta: 'ดูอุปกรณ์การเกษตร',
    },
    {
      title: 'กำจัดวัชพืชได้ผล คุ้มค่า',
      subtitle: 'สารกำจัดวัชพืชสำหรับนาข้าว ไร่อ้อย และสวนผลไม้ ใช้ถูกระยะ ประหยัดแรง',
      cta: 'ดูสารกำจัดวัชพืช',
    },
  ],
} as const;
