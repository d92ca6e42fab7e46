/**
 * The storefront catalogue's texts, word for word: product cards and lists, sorts, the home
 * page's product sections, best sellers and the promotions page. The listing with its filters
 * (listing-messages.ts), a product's own page (product-messages.ts) and the home hero
 * (hero-messages.ts) keep theirs apart, so that no page's first load carries another's words.
 */
export const catalogMessages = {
  backHome: 'กลับหน้าแรก',
  allProducts: 'สินค้าทั้งหมด',
  showAll: 'ดูสินค้าทั้งหมด',
  sortBy: 'เรียงตาม',
  loadingProducts: 'กำลังโหลดสินค้า',
  /** Said while the next page, filter or sort of a list loads. */
  loadingMore: 'กำลังโหลดสินค้า...',
  home: {
    title: 'ร้านเกษตรอยุธยา — สินค้าเกษตรคุณภาพสำหรับเกษตรกร',
    problems: {
      title: 'ปัญหาในแปลง',
      subtitle: 'เลือกพืชและศัตรูพืชที่เจอ ดูยาที่ใช้ได้ตามฉลาก พร้อมคำนวณปริมาณสำหรับพื้นที่ของคุณ',
    },
    bestsellers: {
      title: 'สินค้าขายดี',
      subtitle: 'สินค้ายอดนิยมที่เกษตรกรเลือกใช้มากที่สุด',
      action: 'ดูสินค้าขายดีทั้งหมด',
      empty: 'ยังไม่มีสินค้าขายดีในขณะนี้',
      failed: 'ขออภัย โหลดสินค้าขายดีไม่สำเร็จ',
    },
    promotions: {
      title: 'สินค้าโปรโมชัน',
      subtitle: (percent: number) => `ลดสูงสุด ${percent}% สำหรับสินค้าที่ร่วมรายการ`,
      action: 'ดูโปรโมชันทั้งหมด',
      empty: 'ขณะนี้ยังไม่มีสินค้าโปรโมชัน',
      failed: 'ขออภัย โหลดสินค้าโปรโมชันไม่สำเร็จ',
    },
  },
  sorts: {
    name: 'ชื่อสินค้า (ก-ฮ)',
    'price-low': 'ราคา: ต่ำไปสูง',
    'price-high': 'ราคา: สูงไปต่ำ',
    rating: 'ความนิยม (คะแนนรีวิว)',
    discount: 'ส่วนลดสูงสุด',
    popularity: 'ความนิยม (ขายดีที่สุด)',
  },
  view: {
    label: 'รูปแบบการแสดงผล',
    grid: 'แสดงแบบตาราง',
    list: 'แสดงแบบรายการ',
  },
  card: {
    discount: (percent: number) => `ลด ${percent}%`,
    /** Before the cheapest size's price, on a product with several sizes. */
    from: 'เริ่มต้น',
    /** The card's button on a product with several sizes: to its page, to pick one. */
    chooseSize: 'เลือกขนาด',
    /** The sizes a product comes in, for screen readers. */
    sizes: 'ขนาดที่มี',
    bestSeller: 'ขายดี',
    outOfStock: 'สินค้าหมด',
    reviews: (count: number) => `(${count} รีวิว)`,
    tags: 'แท็ก',
    searchTag: 'ค้นหาแท็ก',
    originalPrice: 'ราคาเดิม ',
    inCart: (count: number) => `อยู่ในตะกร้าแล้ว (${count})`,
    addToCart: 'เพิ่มลงตะกร้า',
  },
  bestsellers: {
    title: 'สินค้าขายดี',
    subtitle: 'สินค้าที่เกษตรกรเลือกซื้อและให้คะแนนสูงที่สุดของร้าน',
    results: 'รายการสินค้าขายดี',
    shown: (count: number) => `แสดง ${count} รายการ`,
    failed: 'ขออภัย โหลดสินค้าขายดีไม่สำเร็จ',
  },
  promotions: {
    title: 'สินค้าโปรโมชัน',
    bannerLine: 'โปรโมชันพิเศษประจำเดือน',
    bannerTitle: (percent: number) => `ลดสูงสุด ${percent}%`,
    bannerNote: 'สินค้าคุณภาพในราคาพิเศษ จำนวนจำกัด',
    results: 'รายการสินค้าโปรโมชัน',
    onSale: (total: number) => `สินค้าลดราคา ${total} รายการ`,
    failed: 'ขออภัย โหลดสินค้าโปรโมชันไม่สำเร็จ',
    empty: 'ขณะนี้ยังไม่มีสินค้าโปรโมชัน',
  },
} as const;
