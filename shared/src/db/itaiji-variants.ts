/** Kanji variants and the common form the admin search reads them as. */
export interface ItaijiFold {
  /** The form typed today (新字体), which every variant is searched as. */
  common: string;
  /** Old or variant forms of it, one character each. */
  variants: string;
}

/**
 * The variants folded by the admin search, so 高橋 finds 髙橋 and 渡辺 finds 渡邉. Sources, read
 * 2026-11-25: the 異体字 and 旧字体 pairs of Mozc's src/data/single_kanji/variant_rule.txt
 * (github.com/google/mozc), limited to characters common in surnames and company names; and the
 * variants the 実在苗字(名字)辞典 counts under their common form (𠮷, 﨑, 栁, 濵, 瀨, 德). 嵜 and 邉
 * were added by hand for issue 19. 斉 is a character of its own, not a variant of 斎, but 斉藤 and
 * 斎藤 are one name to someone on the phone, so all four forms fold to 斎 (issue 19 asks for it).
 * Only unified ideographs belong here: NFKC already maps compatibility ones such as 塚 (U+FA10).
 */
export const itaijiFolds: readonly ItaijiFold[] = [
  { common: '高', variants: '髙' },
  { common: '崎', variants: '﨑嵜' },
  { common: '辺', variants: '邊邉' },
  { common: '斎', variants: '齋齊斉' },
  { common: '浜', variants: '濱濵' },
  { common: '吉', variants: '𠮷' },
  { common: '柳', variants: '栁' },
  { common: '瀬', variants: '瀨' },
  { common: '徳', variants: '德' },
  { common: '沢', variants: '澤' },
  { common: '広', variants: '廣' },
  { common: '国', variants: '國' },
  { common: '桜', variants: '櫻' },
  { common: '恵', variants: '惠' },
  { common: '真', variants: '眞' },
  { common: '実', variants: '實' },
  { common: '寿', variants: '壽' },
  { common: '竜', variants: '龍' },
  { common: '万', variants: '萬' },
  { common: '与', variants: '與' },
  { common: '関', variants: '關' },
  { common: '増', variants: '增' },
  { common: '蔵', variants: '藏' },
  { common: '渋', variants: '澁' },
  { common: '条', variants: '條' },
  { common: '弥', variants: '彌' },
  { common: '曽', variants: '曾' },
  { common: '滝', variants: '瀧' },
  { common: '会', variants: '會' },
  { common: '学', variants: '學' },
  { common: '円', variants: '圓' },
  { common: '団', variants: '團' },
  { common: '栄', variants: '榮' },
  { common: '豊', variants: '豐' },
  { common: '鉄', variants: '鐵' },
];
