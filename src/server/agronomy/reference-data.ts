import type { MoaScheme, TargetKind } from '../../shared/contracts/farm-fit.ts';

/**
 * The farmer-fit reference data: crops around Ayutthaya, their insects, weeds and diseases, and
 * the active ingredients with the spellings farmers type, their mode-of-action group and legal
 * standing. The agronomy_seed migration is written from this file by scripts/agronomy-data.ts;
 * every source is listed in docs/agronomy-sources.md.
 */

/** Sources, as docs/agronomy-sources.md names them. */
export const SOURCES = {
  doa: 'กรมวิชาการเกษตร (Department of Agriculture) — พืชและศัตรูพืชที่สำคัญ',
  doaNakhonSawan: 'DOA plant protection office, doa.go.th/fc/nakhonsawan (p=1332)',
  maejo: 'University extension, maricmju.com/content/28846',
  aggro: 'aggrogroups.com, weeds in rice article',
  riceIrri: 'Rice Department / IRRI planthopper campaign (2011)',
  agriJournal: 'AgriJournal 2023 study on brown planthopper resistance',
  irac: 'IRAC Mode of Action Classification',
  hrac: 'HRAC Mode of Action Classification (2024)',
  frac: 'FRAC Code List',
  hazardAct: 'Hazardous Substance Act B.E. 2535; Department of Agriculture ban of 2020-06-01',
  sampleLabel: 'ฉลากสินค้าตัวอย่างของร้าน (demo label)',
} as const;

export interface CropData {
  id: string;
  name: string;
  nameTh: string;
  targets: string[];
}

export interface TargetData {
  id: string;
  kind: TargetKind;
  name: string;
  nameTh: string;
}

export interface IngredientData {
  id: string;
  name: string;
  nameTh: string;
  /** Other spellings and names, lower case. */
  aliases?: string[];
  moa?: { scheme: MoaScheme; group: string };
  banned?: { since?: string; note: string };
  restrictedNote?: string;
}

export const TARGETS: TargetData[] = [
  {
    id: 'brown-planthopper',
    kind: 'insect',
    name: 'Brown planthopper',
    nameTh: 'เพลี้ยกระโดดสีน้ำตาล',
  },
  { id: 'rice-leaf-folder', kind: 'insect', name: 'Rice leaf folder', nameTh: 'หนอนห่อใบข้าว' },
  { id: 'rice-stem-borer', kind: 'insect', name: 'Rice stem borer', nameTh: 'หนอนกอข้าว' },
  { id: 'rice-thrips', kind: 'insect', name: 'Rice thrips', nameTh: 'เพลี้ยไฟข้าว' },
  {
    id: 'rice-weeds-pre-emergence',
    kind: 'weed',
    name: 'Weeds in rice, pre-emergence',
    nameTh: 'วัชพืชในนาข้าว (คุมเลน)',
  },
  { id: 'barnyard-grass', kind: 'weed', name: 'Barnyard grass', nameTh: 'หญ้าข้าวนก' },
  {
    id: 'broadleaf-weeds-sedges',
    kind: 'weed',
    name: 'Broadleaf weeds and sedges',
    nameTh: 'วัชพืชใบกว้างและกก',
  },
  { id: 'rice-blast', kind: 'disease', name: 'Rice blast', nameTh: 'โรคไหม้ข้าว' },
  { id: 'sheath-blight', kind: 'disease', name: 'Sheath blight', nameTh: 'โรคกาบใบแห้ง' },
  { id: 'dirty-panicle', kind: 'disease', name: 'Dirty panicle', nameTh: 'โรคเมล็ดด่าง' },
  { id: 'fall-armyworm', kind: 'insect', name: 'Fall armyworm', nameTh: 'หนอนกระทู้ข้าวโพดลายจุด' },
  {
    id: 'corn-downy-mildew',
    kind: 'disease',
    name: 'Corn downy mildew',
    nameTh: 'โรคราน้ำค้างข้าวโพด',
  },
  {
    id: 'field-weeds',
    kind: 'weed',
    name: 'Grasses and broadleaf weeds in field crops',
    nameTh: 'หญ้าและวัชพืชใบกว้างในไร่',
  },
  {
    id: 'sugarcane-shoot-borer',
    kind: 'insect',
    name: 'Sugarcane shoot borer',
    nameTh: 'หนอนกออ้อย',
  },
  { id: 'cassava-mealybug', kind: 'insect', name: 'Cassava mealybug', nameTh: 'เพลี้ยแป้งมันสำปะหลัง' },
  { id: 'mango-hopper', kind: 'insect', name: 'Mango leafhopper', nameTh: 'เพลี้ยจักจั่นมะม่วง' },
  { id: 'thrips', kind: 'insect', name: 'Thrips', nameTh: 'เพลี้ยไฟ' },
  { id: 'anthracnose', kind: 'disease', name: 'Anthracnose', nameTh: 'โรคแอนแทรคโนส' },
  {
    id: 'off-season-flowering',
    kind: 'other',
    name: 'Off-season flowering',
    nameTh: 'การทำมะม่วงนอกฤดู',
  },
  { id: 'diamondback-moth', kind: 'insect', name: 'Diamondback moth', nameTh: 'หนอนใยผัก' },
  { id: 'beet-armyworm', kind: 'insect', name: 'Beet armyworm', nameTh: 'หนอนกระทู้หอม' },
  { id: 'aphids', kind: 'insect', name: 'Aphids', nameTh: 'เพลี้ยอ่อน' },
  { id: 'leaf-miner', kind: 'insect', name: 'Leaf miner', nameTh: 'หนอนชอนใบ' },
  { id: 'spider-mites', kind: 'insect', name: 'Spider mites', nameTh: 'ไรแดง' },
  { id: 'downy-mildew', kind: 'disease', name: 'Downy mildew', nameTh: 'โรคราน้ำค้าง' },
  {
    id: 'orchard-weeds',
    kind: 'weed',
    name: 'Weeds in orchards and field edges',
    nameTh: 'วัชพืชในสวนและคันนา',
  },
];

export const CROPS: CropData[] = [
  {
    id: 'rice',
    name: 'Rice',
    nameTh: 'ข้าว',
    targets: [
      'brown-planthopper',
      'rice-leaf-folder',
      'rice-stem-borer',
      'rice-thrips',
      'rice-weeds-pre-emergence',
      'barnyard-grass',
      'broadleaf-weeds-sedges',
      'rice-blast',
      'sheath-blight',
      'dirty-panicle',
    ],
  },
  {
    id: 'corn',
    name: 'Corn',
    nameTh: 'ข้าวโพด',
    targets: ['fall-armyworm', 'field-weeds', 'corn-downy-mildew'],
  },
  {
    id: 'sugarcane',
    name: 'Sugarcane',
    nameTh: 'อ้อย',
    targets: ['sugarcane-shoot-borer', 'field-weeds'],
  },
  {
    id: 'cassava',
    name: 'Cassava',
    nameTh: 'มันสำปะหลัง',
    targets: ['cassava-mealybug', 'field-weeds'],
  },
  {
    id: 'mango',
    name: 'Mango',
    nameTh: 'มะม่วง',
    targets: ['mango-hopper', 'thrips', 'anthracnose', 'off-season-flowering', 'orchard-weeds'],
  },
  {
    id: 'vegetables',
    name: 'Vegetables',
    nameTh: 'ผัก',
    targets: [
      'diamondback-moth',
      'beet-armyworm',
      'aphids',
      'thrips',
      'leaf-miner',
      'spider-mites',
      'downy-mildew',
      'anthracnose',
    ],
  },
];

const irac = (group: string) => ({ scheme: 'IRAC' as const, group });
const hrac = (group: string) => ({ scheme: 'HRAC' as const, group });
const frac = (group: string) => ({ scheme: 'FRAC' as const, group });
const BANNED_2020 = 'ห้ามผลิต นำเข้า ส่งออก หรือมีไว้ในครอบครอง ตั้งแต่ 1 มิถุนายน 2563 (วัตถุอันตรายชนิดที่ 4)';

export const INGREDIENTS: IngredientData[] = [
  // herbicides (HRAC)
  {
    id: 'glyphosate',
    name: 'glyphosate',
    nameTh: 'ไกลโฟเซต',
    aliases: ['ไกลโฟเซท', 'ไกลโฟเสต', 'ไกลโฟเสท', 'glyphosate-isopropylammonium'],
    moa: hrac('9'),
    restrictedNote:
      'ไกลโฟเซตเป็นวัตถุอันตรายที่จำกัดการใช้: ใช้เฉพาะพื้นที่และพืชที่ทางราชการกำหนด ห้ามใช้ในพื้นที่ต้นน้ำและแหล่งน้ำ อ่านฉลากก่อนใช้',
  },
  {
    id: 'glufosinate',
    name: 'glufosinate-ammonium',
    nameTh: 'กลูโฟซิเนต-แอมโมเนียม',
    aliases: ['กลูโฟซิเนท', 'glufosinate'],
    moa: hrac('10'),
  },
  {
    id: '2-4-d',
    name: '2,4-D',
    nameTh: '2,4-ดี',
    aliases: ['2,4-d dimethylammonium', 'ทูโฟร์ดี'],
    moa: hrac('4'),
  },
  { id: 'quinclorac', name: 'quinclorac', nameTh: 'ควินคลอแรก', moa: hrac('4') },
  {
    id: 'bispyribac-sodium',
    name: 'bispyribac-sodium',
    nameTh: 'บิสไพริแบก-โซเดียม',
    aliases: ['บิสไพริแบค', 'bispyribac'],
    moa: hrac('2'),
  },
  { id: 'penoxsulam', name: 'penoxsulam', nameTh: 'เพนอกซ์ซูแลม', moa: hrac('2') },
  {
    id: 'pyrazosulfuron-ethyl',
    name: 'pyrazosulfuron-ethyl',
    nameTh: 'ไพราโซซัลฟูรอน-เอทิล',
    aliases: ['pyrazosulfuron'],
    moa: hrac('2'),
  },
  {
    id: 'bensulfuron-methyl',
    name: 'bensulfuron-methyl',
    nameTh: 'เบนซัลฟูรอน-เมทิล',
    aliases: ['bensulfuron'],
    moa: hrac('2'),
  },
  {
    id: 'cyhalofop-butyl',
    name: 'cyhalofop-butyl',
    nameTh: 'ไซฮาโลฟอป-บิวทิล',
    aliases: ['cyhalofop'],
    moa: hrac('1'),
  },
  {
    id: 'fenoxaprop-p-ethyl',
    name: 'fenoxaprop-P-ethyl',
    nameTh: 'ฟีโนซาพรอพ-พี-เอทิล',
    aliases: ['fenoxaprop'],
    moa: hrac('1'),
  },
  { id: 'propanil', name: 'propanil', nameTh: 'โพรพานิล', moa: hrac('5') },
  { id: 'atrazine', name: 'atrazine', nameTh: 'อะทราซีน', aliases: ['อาทราซีน'], moa: hrac('5') },
  { id: 'ametryn', name: 'ametryn', nameTh: 'อะมีทรีน', moa: hrac('5') },
  { id: 'diuron', name: 'diuron', nameTh: 'ไดยูรอน', moa: hrac('5') },
  { id: 'butachlor', name: 'butachlor', nameTh: 'บิวทาคลอร์', aliases: ['บูทาคลอร์'], moa: hrac('15') },
  {
    id: 'pretilachlor',
    name: 'pretilachlor',
    nameTh: 'เพรทิลาคลอร์',
    aliases: ['พรีทิลาคลอร์'],
    moa: hrac('15'),
  },
  // insecticides (IRAC)
  {
    id: 'imidacloprid',
    name: 'imidacloprid',
    nameTh: 'อิมิดาโคลพริด',
    aliases: ['อิมิดาคลอพริด', 'อิมิดา'],
    moa: irac('4A'),
  },
  {
    id: 'dinotefuran',
    name: 'dinotefuran',
    nameTh: 'ไดโนทีฟูแรน',
    aliases: ['ไดโนเตฟูแรน'],
    moa: irac('4A'),
  },
  {
    id: 'thiamethoxam',
    name: 'thiamethoxam',
    nameTh: 'ไทอะมีทอกแซม',
    aliases: ['ไทอามีโทแซม'],
    moa: irac('4A'),
  },
  { id: 'triflumezopyrim', name: 'triflumezopyrim', nameTh: 'ไตรฟลูมีโซไพริม', moa: irac('4E') },
  {
    id: 'pymetrozine',
    name: 'pymetrozine',
    nameTh: 'ไพมีโทรซีน',
    aliases: ['ไพเมโทรซีน'],
    moa: irac('9B'),
  },
  {
    id: 'buprofezin',
    name: 'buprofezin',
    nameTh: 'บูโพรเฟซิน',
    aliases: ['บูโปรเฟซิน'],
    moa: irac('16'),
  },
  { id: 'fipronil', name: 'fipronil', nameTh: 'ฟิโพรนิล', moa: irac('2B') },
  { id: 'ethiprole', name: 'ethiprole', nameTh: 'อีทิโพรล', aliases: ['เอทิโพรล'], moa: irac('2B') },
  {
    id: 'abamectin',
    name: 'abamectin',
    nameTh: 'อะบาเมกติน',
    aliases: ['อบาเมกติน', 'อาบาเมกติน'],
    moa: irac('6'),
  },
  {
    id: 'emamectin-benzoate',
    name: 'emamectin benzoate',
    nameTh: 'อีมาเมกตินเบนโซเอต',
    aliases: ['อีมาเมกติน', 'emamectin'],
    moa: irac('6'),
  },
  { id: 'cypermethrin', name: 'cypermethrin', nameTh: 'ไซเปอร์เมทริน', moa: irac('3A') },
  { id: 'fenobucarb', name: 'fenobucarb', nameTh: 'ฟีโนบูคาร์บ', aliases: ['bpmc'], moa: irac('1A') },
  { id: 'carbosulfan', name: 'carbosulfan', nameTh: 'คาร์โบซัลแฟน', moa: irac('1A') },
  { id: 'spinetoram', name: 'spinetoram', nameTh: 'สไปนีโทแรม', moa: irac('5') },
  {
    id: 'chlorantraniliprole',
    name: 'chlorantraniliprole',
    nameTh: 'คลอแรนทรานิลิโพรล',
    moa: irac('28'),
  },
  { id: 'flubendiamide', name: 'flubendiamide', nameTh: 'ฟลูเบนไดอะไมด์', moa: irac('28') },
  { id: 'cyantraniliprole', name: 'cyantraniliprole', nameTh: 'ไซแอนทรานิลิโพรล', moa: irac('28') },
  { id: 'chlorfenapyr', name: 'chlorfenapyr', nameTh: 'คลอร์ฟีนาเพอร์', moa: irac('13') },
  { id: 'indoxacarb', name: 'indoxacarb', nameTh: 'อินดอกซาคาร์บ', moa: irac('22') },
  {
    id: 'bacillus-thuringiensis',
    name: 'Bacillus thuringiensis',
    nameTh: 'บาซิลลัส ทูริงเยนซิส',
    aliases: ['บีที', 'bt'],
    moa: irac('11A'),
  },
  // fungicides (FRAC)
  { id: 'tricyclazole', name: 'tricyclazole', nameTh: 'ไตรไซคลาโซล', moa: frac('16.1') },
  { id: 'azoxystrobin', name: 'azoxystrobin', nameTh: 'อะซอกซีสโตรบิน', moa: frac('11') },
  { id: 'difenoconazole', name: 'difenoconazole', nameTh: 'ไดฟีโนโคนาโซล', moa: frac('3') },
  { id: 'hexaconazole', name: 'hexaconazole', nameTh: 'เฮกซะโคนาโซล', moa: frac('3') },
  { id: 'propiconazole', name: 'propiconazole', nameTh: 'โพรพิโคนาโซล', moa: frac('3') },
  { id: 'mancozeb', name: 'mancozeb', nameTh: 'แมนโคเซบ', moa: frac('M03') },
  { id: 'validamycin', name: 'validamycin', nameTh: 'วาลิดามัยซิน', moa: frac('26') },
  { id: 'kasugamycin', name: 'kasugamycin', nameTh: 'คาซูกะมัยซิน', moa: frac('24') },
  { id: 'carbendazim', name: 'carbendazim', nameTh: 'คาร์เบนดาซิม', moa: frac('1') },
  {
    id: 'fosetyl-aluminium',
    name: 'fosetyl-aluminium',
    nameTh: 'ฟอสอีทิล-อะลูมิเนียม',
    aliases: ['fosetyl-al'],
  },
  // plant growth regulators (no resistance group)
  {
    id: 'gibberellic-acid',
    name: 'gibberellic acid (GA3)',
    nameTh: 'จิบเบอเรลลิน',
    aliases: ['ga3', 'จิบเบอเรลลิค'],
  },
  {
    id: 'paclobutrazol',
    name: 'paclobutrazol',
    nameTh: 'พาโคลบิวทราซอล',
    aliases: ['แพคโคลบิวทราโซล'],
  },
  { id: 'naa', name: 'NAA (1-naphthaleneacetic acid)', nameTh: 'เอ็นเอเอ', aliases: ['naa'] },
  // banned in Thailand
  {
    id: 'paraquat',
    name: 'paraquat',
    nameTh: 'พาราควอต',
    aliases: ['paraquat dichloride', 'พาราควอท', 'พาราควอตไดคลอไรด์', 'กรัมม็อกโซน'],
    moa: hrac('22'),
    banned: { since: '2020-06-01', note: BANNED_2020 },
  },
  {
    id: 'chlorpyrifos',
    name: 'chlorpyrifos',
    nameTh: 'คลอร์ไพริฟอส',
    aliases: ['chlorpyrifos-ethyl', 'คลอไพริฟอส'],
    moa: irac('1B'),
    banned: { since: '2020-06-01', note: BANNED_2020 },
  },
  {
    id: 'chlorpyrifos-methyl',
    name: 'chlorpyrifos-methyl',
    nameTh: 'คลอร์ไพริฟอสเมทิล',
    aliases: ['คลอร์ไพริฟอส-เมทิล'],
    moa: irac('1B'),
    banned: { since: '2020-06-01', note: BANNED_2020 },
  },
  {
    id: 'methamidophos',
    name: 'methamidophos',
    nameTh: 'เมทามิโดฟอส',
    moa: irac('1B'),
    banned: { note: 'วัตถุอันตรายที่ห้ามใช้ในประเทศไทย ตั้งแต่ พ.ศ. 2546 (2003)' },
  },
  {
    id: 'monocrotophos',
    name: 'monocrotophos',
    nameTh: 'โมโนโครโตฟอส',
    moa: irac('1B'),
    banned: { note: 'วัตถุอันตรายที่ห้ามใช้ในประเทศไทย ตั้งแต่ พ.ศ. 2543 (2000)' },
  },
  {
    id: 'endosulfan',
    name: 'endosulfan',
    nameTh: 'เอนโดซัลแฟน',
    moa: irac('2A'),
    banned: { note: 'วัตถุอันตรายที่ห้ามใช้ในประเทศไทย' },
  },
];
