/**
 * The storefront's texts for the articles and news pages, word for word. Kept out of messages.ts
 * so the first load of other pages does not carry them; the home page's sections have theirs in
 * content-home-messages.ts, the shop's own pages in info-messages.ts.
 */

export const contentMessages = {
  loading: 'กำลังโหลด',
  /** The list pages' shared controls and states. */
  list: {
    search: 'ค้นหา',
    sortLabel: 'เรียงตาม',
    loading: 'กำลังโหลด...',
    moreFailed: 'โหลดรายการเพิ่มไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    more: 'แสดงเพิ่มเติม',
    clearSearch: 'ล้างการค้นหา',
  },
  articles: {
    title: 'บทความ',
    subtitle: 'ความรู้การเกษตรจากทีมงานร้าน ใช้ได้จริงในแปลง',
    searchLabel: 'ค้นหาบทความ',
    searchPlaceholder: 'ค้นหาจากชื่อบทความ เนื้อหาย่อ หรือผู้เขียน',
    sorts: { latest: 'ล่าสุด', title: 'ชื่อบทความ (ก-ฮ)', author: 'ผู้เขียน' },
    listHeading: 'รายการบทความ',
    found: (total: number, q: string) => `พบ ${total} บทความ สำหรับ “${q}”`,
    all: (total: number) => `บทความทั้งหมด ${total} เรื่อง`,
    end: 'ไม่มีบทความเพิ่มเติมแล้ว',
    notFound: 'No articles found',
    noneYet: 'ยังไม่มีบทความใหม่ในขณะนี้.',
    loadFailed: 'ขออภัย โหลดบทความไม่สำเร็จ',
  },
  article: {
    back: 'บทความทั้งหมด',
    missing: 'ไม่พบบทความนี้',
    by: 'โดย',
    read: 'อ่านบทความ',
    readNamed: (title: string) => `อ่านบทความ ${title}`,
    /** '5 min read' reads 'อ่าน 5 นาที'; any other free text is shown as written. */
    readTime: (readTime: string) =>
      readTime.replace(/^\s*(\d+)\s*min(ute)?s?\s+read\s*$/i, 'อ่าน $1 นาที'),
  },
  news: {
    title: 'ข่าวสาร',
    subtitle: 'ข่าวนโยบาย งานวิจัย สภาพอากาศ และราคาตลาด สำหรับเกษตรกร',
    searchLabel: 'ค้นหาข่าว',
    searchPlaceholder: 'ค้นหาจากหัวข้อหรือเนื้อหาย่อของข่าว',
    sorts: { latest: 'ล่าสุด', urgent: 'ข่าวด่วนก่อน', title: 'หัวข้อข่าว (ก-ฮ)' },
    categoryLabel: 'หมวดข่าว',
    allCategories: 'ทุกหมวด',
    listHeading: 'รายการข่าวสาร',
    found: (total: number, q: string, category?: string) =>
      `พบ ${total} ข่าว สำหรับ “${q}”${category ? ` ในหมวด${category}` : ''}`,
    all: (total: number, category?: string) =>
      category ? `ข่าวหมวด${category} ${total} เรื่อง` : `ข่าวสารทั้งหมด ${total} เรื่อง`,
    end: 'ไม่มีข่าวสารเพิ่มเติมแล้ว',
    notFound: 'No news found',
    noneYet: 'ยังไม่มีข่าวสารใหม่ในตอนนี้.',
    loadFailed: 'ขออภัย โหลดข่าวไม่สำเร็จ',
  },
  newsItem: {
    back: 'ข่าวสารทั้งหมด',
    missing: 'ไม่พบข่าวนี้',
    urgent: 'ด่วน',
    readMore: 'อ่านต่อ',
  },
} as const;
