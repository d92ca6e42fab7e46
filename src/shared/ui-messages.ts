/** The texts of the shared screen parts in client/components/ui, word for word. */
export const uiMessages = {
  pagination: {
    label: 'เลือกหน้า',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    page: (page: number) => `หน้า ${page}`,
  },
  /** What five stars read out: 'คะแนน 4.5 จาก 5'. */
  rating: (rating: number) => `คะแนน ${rating} จาก 5`,
  sectionError: {
    message: 'ขออภัย โหลดข้อมูลส่วนนี้ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
  loading: 'กำลังโหลด...',
} as const;
