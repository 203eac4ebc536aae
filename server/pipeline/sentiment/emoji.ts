/** Emoji and symbols that carry market sentiment, by code point, as model tokens. */
const EMOJI_TOKENS: ReadonlyMap<number, string> = new Map([
  [0x1f680, '_e_rocket_'], // 🚀
  [0x1f4c8, '_e_chart_up_'], // 📈
  [0x1f4c9, '_e_chart_down_'], // 📉
  [0x1f525, '_e_fire_'], // 🔥
  [0x1f48e, '_e_diamond_'], // 💎
  [0x1f64c, '_e_hands_'], // 🙌
  [0x1f402, '_e_bull_'], // 🐂
  [0x1f403, '_e_bull_'], // 🐃
  [0x1f43b, '_e_bear_'], // 🐻
  [0x1f319, '_e_moon_'], // 🌙
  [0x1f315, '_e_moon_'], // 🌕
  [0x1f4b0, '_e_money_'], // 💰
  [0x1f911, '_e_money_face_'], // 🤑
  [0x1f4b8, '_e_money_wings_'], // 💸
  [0x1f62d, '_e_cry_'], // 😭
  [0x1f622, '_e_cry_'], // 😢
  [0x1f625, '_e_cry_'], // 😥
  [0x1f621, '_e_angry_'], // 😡
  [0x1f92c, '_e_angry_'], // 🤬
  [0x1f620, '_e_angry_'], // 😠
  [0x1f921, '_e_clown_'], // 🤡
  [0x1f4a9, '_e_poo_'], // 💩
  [0x1f480, '_e_skull_'], // 💀
  [0x2620, '_e_skull_'], // ☠
  [0x1fa78, '_e_blood_'], // 🩸
  [0x2705, '_e_check_'], // ✅
  [0x2714, '_e_check_'], // ✔
  [0x274c, '_e_cross_'], // ❌
  [0x1f7e2, '_e_green_'], // 🟢
  [0x1f49a, '_e_green_'], // 💚
  [0x1f534, '_e_red_'], // 🔴
  [0x2b06, '_e_up_'], // ⬆
  [0x1f53c, '_e_up_'], // 🔼
  [0x1f53a, '_e_up_'], // 🔺
  [0x2197, '_e_up_'], // ↗
  [0x2b07, '_e_down_'], // ⬇
  [0x1f53d, '_e_down_'], // 🔽
  [0x1f53b, '_e_down_'], // 🔻
  [0x2198, '_e_down_'], // ↘
  [0x26a0, '_e_warning_'], // ⚠
  [0x1f6a8, '_e_siren_'], // 🚨
  [0x1f44d, '_e_thumbs_up_'], // 👍
  [0x1f44e, '_e_thumbs_down_'], // 👎
  [0x1f602, '_e_laugh_'], // 😂
  [0x1f923, '_e_laugh_'], // 🤣
  [0x1f389, '_e_party_'], // 🎉
  [0x1f973, '_e_party_'], // 🥳
  [0x1f60d, '_e_love_'], // 😍
  [0x2764, '_e_love_'], // ❤
  [0x1f631, '_e_scream_'], // 😱
  [0x1f628, '_e_scream_'], // 😨
  [0x1f4aa, '_e_strong_'], // 💪
  [0x1f60e, '_e_cool_'], // 😎
  [0x1f914, '_e_thinking_'], // 🤔
  [0x1f4a5, '_e_boom_'], // 💥
  [0x1f9fb, '_e_toilet_paper_'], // 🧻 (paper hands)
  [0x1f4a4, '_e_sleep_'], // 💤
])

/** True for code points drawn as pictographs or symbols (not letters, digits or punctuation). */
export function isEmojiCodePoint(cp: number): boolean {
  return (
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0x2600 && cp <= 0x27bf) ||
    (cp >= 0x2190 && cp <= 0x21ff) ||
    (cp >= 0x2300 && cp <= 0x23ff) ||
    (cp >= 0x2b00 && cp <= 0x2bff) ||
    (cp >= 0x25a0 && cp <= 0x25ff)
  )
}

export function emojiToken(cp: number): string {
  return EMOJI_TOKENS.get(cp) ?? '_emoji_'
}
