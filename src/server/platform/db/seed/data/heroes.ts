// Demo heroes for editions 1 and 2 (none for edition 3: its board shows the empty state). Every
// person and organization here is fictional; each story ends with a note saying so, and the rows are
// flagged is_demo by the seed loader. Covers are our own SVG illustrations in public/art/heroes/.
import type { HeroSeed } from './types';

const DEMO_NOTE = '（本頁為示範內容，人物、單位與事蹟皆為虛構。）';

/** Fixed uids: edition e, team (1) or individual (2), number n. */
export const heroUid = (edition: 1 | 2, kind: 'team' | 'individual', n: number) =>
  `4e7a0000-0000-4000-8000-0000${edition}${kind === 'team' ? 1 : 2}${String(n).padStart(6, '0')}`;

interface TeamInput {
  n: number;
  organizationName: string;
  name: string | null;
  statement: string;
  story: string[];
  cover: string;
}
interface PersonInput {
  n: number;
  organizationName: string | null;
  indJobTitle: string;
  indName: string;
  statement: string;
  story: string[];
  cover: string;
}

const edition = (e: 1 | 2) => (e === 1 ? 'edition_1st' : 'edition_2nd') as HeroSeed['editionCategory'];

function team(e: 1 | 2, t: TeamInput): HeroSeed {
  return {
    uid: heroUid(e, 'team', t.n),
    editionCategory: edition(e),
    entityType: 'group',
    organizationName: t.organizationName,
    name: t.name,
    indJobTitle: null,
    indName: null,
    honorPersonalStatement: t.statement,
    story: [...t.story, DEMO_NOTE].join('\n\n'),
    coverUrl: `/art/heroes/${t.cover}.svg`,
    orderIndex: t.n,
  };
}

function person(e: 1 | 2, p: PersonInput): HeroSeed {
  return {
    uid: heroUid(e, 'individual', p.n),
    editionCategory: edition(e),
    entityType: 'individual',
    organizationName: p.organizationName,
    name: null,
    indJobTitle: p.indJobTitle,
    indName: p.indName,
    honorPersonalStatement: p.statement,
    story: [...p.story, DEMO_NOTE].join('\n\n'),
    coverUrl: `/art/heroes/${p.cover}.svg`,
    orderIndex: p.n,
  };
}

export const heroes: HeroSeed[] = [
  // ── Edition 1 ──
  team(1, {
    n: 1,
    organizationName: '青禾觀光產業發展協會',
    name: '青禾觀光產業發展協會',
    statement: '串連四十家業者，把友善旅遊帶進每一條老街。',
    story: [
      '協會成立之初只有十二家會員，如今已串連旅宿、餐飲與文創業者共四十家，定期舉辦服務品質工作坊，讓第一線人員彼此交流待客心得。',
      '近三年協會推動「老街友善旅遊計畫」，在街區設置多語導覽牌與無障礙動線，並培訓在地青年擔任導覽員，讓旅客走得安心、看得明白。',
      '理事會相信，觀光不只是景點，而是整個社區一起把日子過好，旅客自然會想再回來。',
    ],
    cover: 'old-street',
  }),
  team(1, {
    n: 2,
    organizationName: '山海之間溫泉會館',
    name: '山海之間溫泉會館',
    statement: '以節能泉湯與在地食材，讓溫泉假期更永續。',
    story: [
      '會館位於山谷溪畔，團隊花了兩年改造泉水循環與熱能回收系統，在維持泉質的同時，大幅降低用水與用電。',
      '餐廳與周邊十餘位小農契作，菜單隨節氣更換，房客可以參加採收體驗，認識餐桌上每一道菜的來處。',
      '全館同仁每年接受急救與無障礙服務訓練，讓長輩與行動不便的旅客也能自在泡湯。',
    ],
    cover: 'hot-spring',
  }),
  team(1, {
    n: 3,
    organizationName: '雲嶺觀光遊樂園',
    name: '雲嶺觀光遊樂園 安全服務團隊',
    statement: '每一趟遊樂設施，都從清晨的安全巡檢開始。',
    story: [
      '安全服務團隊每天開園前完成全區設施巡檢，並建立數位化保養紀錄，任何異常都能即時追蹤處理。',
      '團隊與特殊教育學校合作，規劃感官友善時段與無障礙遊園路線，讓每一個孩子都能盡情玩樂。',
    ],
    cover: 'ferris-wheel',
  }),
  team(1, {
    n: 4,
    organizationName: '東海岸生態旅遊促進會',
    name: null,
    statement: '與部落和漁村一起，說好東海岸的山海故事。',
    story: [
      '促進會陪伴沿海六個社區發展生態旅遊，從潮間帶觀察到部落工藝體驗，遊程收入有一部分回饋社區守護海岸。',
      '成員多是返鄉青年，他們記錄長輩的口述歷史，編成導覽解說教材，讓旅客聽見土地真正的聲音。',
    ],
    cover: 'coast',
  }),
  person(1, {
    n: 1,
    organizationName: '晨曦大飯店',
    indJobTitle: '房務部經理',
    indName: '林雨潔',
    statement: '乾淨的房間是最安靜的款待。',
    story: [
      '從房務員做起，林經理在飯店服務超過十五年，建立了房務標準作業與新人師徒制，讓團隊流動率逐年下降。',
      '她推動備品減量與床單重複使用方案，一年省下數萬件布品洗滌，並把節省的經費回饋給同仁進修。',
    ],
    cover: 'hotel-keeper',
  }),
  person(1, {
    n: 2,
    organizationName: null,
    indJobTitle: '特約導遊',
    indName: '陳志豪',
    statement: '用三種語言，帶旅客走進臺灣的日常。',
    story: [
      '陳志豪是特約導遊，能以華語、英語與西班牙語解說，十年來接待過來自三十多個國家的旅客。',
      '他擅長把市場、廟宇與夜市串成生活路線，讓旅客在吃喝之間認識臺灣人的熱情與人情味。',
    ],
    cover: 'guide-flag',
  }),
  person(1, {
    n: 3,
    organizationName: '稻香人家民宿',
    indJobTitle: '民宿經營者',
    indName: '黃美玲',
    statement: '把田埂上的四季，留給每一位住客。',
    story: [
      '黃美玲回鄉接手家中老屋，整修成六間客房的民宿，保留紅磚牆與曬穀場，讓住客體驗農村生活。',
      '她與鄰近農家合作推出插秧、割稻與米食手作體驗，帶動村裡的年輕人一起投入地方觀光。',
    ],
    cover: 'rice-field',
  }),
  person(1, {
    n: 4,
    organizationName: '星河旅行社',
    indJobTitle: '資深領隊',
    indName: '張家瑋',
    statement: '旅途再遠，也要把每一位旅客平安帶回家。',
    story: [
      '張家瑋帶團足跡遍及五大洲，曾在國外遇到班機取消與天災，冷靜安排食宿與改票，讓全團旅客平安返國。',
      '他把多年經驗整理成緊急應變手冊，在公司內部授課，培育新一代領隊。',
    ],
    cover: 'airplane',
  }),
  person(1, {
    n: 5,
    organizationName: '港灣城市觀光推展協會',
    indJobTitle: '秘書長',
    indName: '吳佩珊',
    statement: '讓港口不只是過境，而是值得停留的城市。',
    story: [
      '吳秘書長整合港區商家、文史工作者與航運業者，推出港灣散步路線與郵輪旅客接待服務。',
      '她也推動店家導入行動支付與多語菜單，讓國際旅客下船後就能輕鬆逛街、用餐。',
    ],
    cover: 'harbor',
  }),

  // ── Edition 2 ──
  team(2, {
    n: 1,
    organizationName: '月光灣海景飯店',
    name: '月光灣海景飯店',
    statement: '守護一片海灣，也守護每一位旅客的好眠。',
    story: [
      '飯店每月舉辦淨灘活動，邀請房客與員工一起參與，並全面改用可重複使用的盥洗備品。',
      '團隊導入數位入住與客房智慧控制系統，減少等候時間，也讓能源使用更有效率。',
    ],
    cover: 'moon-bay',
  }),
  team(2, {
    n: 2,
    organizationName: 'Formosa Trails 旅行社',
    name: 'Formosa Trails 旅行社',
    statement: '用步行與單車，慢慢認識臺灣。',
    story: [
      'Formosa Trails 專營步道健行與單車環島遊程，所有路線都經實地踏查，並與沿線小店合作補給。',
      '公司為國際旅客提供英語、日語與韓語領騎服務，並推出低碳旅遊認證行程。',
    ],
    cover: 'bicycle',
  }),
  team(2, {
    n: 3,
    organizationName: '老街驛站文化協會',
    name: '老街驛站文化協會',
    statement: '讓百年車站重新成為旅人的起點。',
    story: [
      '協會認養閒置的舊車站，改造成旅遊服務中心與在地工藝展售空間，假日由志工輪值導覽。',
      '每年秋天舉辦的驛站文化節，吸引數萬名旅客造訪，也讓地方商家重拾活力。',
    ],
    cover: 'train-station',
  }),
  team(2, {
    n: 4,
    organizationName: '藍松酒店',
    name: '藍松酒店 數位服務團隊',
    statement: '科技退到幕後，把溫度留在櫃檯。',
    story: [
      '數位服務團隊打造線上預訂、行動鑰匙與多語客服機器人，讓櫃檯同仁有更多時間照顧需要幫助的旅客。',
      '團隊也協助周邊民宿與小旅館導入訂房系統，分享數位轉型經驗。',
    ],
    cover: 'city-hotel',
  }),
  team(2, {
    n: 5,
    organizationName: '綠島浪花社區觀光推廣協會',
    name: '綠島浪花社區觀光推廣協會',
    statement: '限量、預約、友善海洋的島嶼旅行。',
    story: [
      '協會推動潛水與浮潛總量管制，並培訓社區居民成為海洋解說員，讓旅客在享受美景的同時學會守護珊瑚。',
      '遊程收入設立社區基金，用於海廢清理與孩童海洋教育。',
    ],
    cover: 'island',
  }),
  person(2, {
    n: 1,
    organizationName: '雲嶺觀光遊樂園',
    indJobTitle: '設施安全主任',
    indName: '李冠廷',
    statement: '把安全做到看不見，快樂才會被看見。',
    story: [
      '李主任負責全園四十餘項遊樂設施的維護，導入感測器監測與預防保養制度，連續多年零重大事故。',
      '他也定期為新進同仁開設安全操作課程，讓安全觀念成為團隊的日常。',
    ],
    cover: 'engineer',
  }),
  person(2, {
    n: 2,
    organizationName: '山嵐小屋民宿',
    indJobTitle: '民宿經營者',
    indName: '王淑芬',
    statement: '山上的雲霧，是我送給旅人的早餐風景。',
    story: [
      '王淑芬在海拔一千兩百公尺的山區經營民宿，堅持使用在地茶葉與高山蔬菜入菜。',
      '她協助鄰近部落發展導覽與手作體驗，讓旅客的消費直接回到山村。',
    ],
    cover: 'mountain-cabin',
  }),
  person(2, {
    n: 3,
    organizationName: '南方島嶼旅行社',
    indJobTitle: '總經理',
    indName: '蔡明哲',
    statement: '把離島的美，安全又永續地介紹給世界。',
    story: [
      '蔡總經理深耕離島旅遊二十年，與船運、民宿及在地導覽員建立合作網絡，推出分流與預約制遊程。',
      '他也推動員工取得急救與水域安全證照，讓每一趟海上行程都更安心。',
    ],
    cover: 'boat',
  }),
  person(2, {
    n: 4,
    organizationName: null,
    indJobTitle: '特約導遊',
    indName: '許雅婷',
    statement: '用日語說臺灣的廟宇與節慶故事。',
    story: [
      '許雅婷是日語特約導遊，特別擅長民俗節慶與廟宇文化解說，常被日本旅客指名帶團。',
      '她自製圖文解說卡，把複雜的信仰與禮俗說得生動有趣。',
    ],
    cover: 'lantern',
  }),
  person(2, {
    n: 5,
    organizationName: '北緯旅行社',
    indJobTitle: '專任領隊',
    indName: '鄭宇翔',
    statement: '帶團的每一天，都是一次小小的外交。',
    story: [
      '鄭宇翔帶領海外團體旅遊十二年，重視旅客權益與文化禮儀，行前說明會總是準備得格外仔細。',
      '他在疫情期間轉型規劃國內深度遊程，協助公司度過難關。',
    ],
    cover: 'compass',
  }),
  person(2, {
    n: 6,
    organizationName: '茶園晨光社區發展協會',
    indJobTitle: '觀光志工',
    indName: '周秀蘭',
    statement: '退休後，我把家鄉的茶香說給旅客聽。',
    story: [
      '周秀蘭退休後投入社區志工，擔任茶園導覽解說員超過八年，累積服務時數逾三千小時。',
      '她帶領志工團隊整理茶鄉老照片，策劃社區小展覽，讓旅客看見茶產業的百年變遷。',
    ],
    cover: 'tea-garden',
  }),
];
