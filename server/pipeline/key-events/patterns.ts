/**
 * Evidence for each key event of the catalogue (src/core/key-events.ts): phrases with a weight
 * (strong 7, clear 5, weak 2). Matched on the lower-cased headline and body.
 */
export type KeyEventEvidence = readonly (readonly [RegExp, number])[]

export const KEY_EVENT_EVIDENCE: Readonly<Record<number, KeyEventEvidence>> = {
  1: [
    [
      /\b(quarterly|q[1-4]|first[- ]quarter|second[- ]quarter|third[- ]quarter|fourth[- ]quarter|full[- ]year|annual) (results|earnings|report)\b/,
      7,
    ],
    [/\bearnings (call|release|report|season|date)\b/, 6],
    [/\breports? (earnings|results)\b/, 6],
    [/\bquartalszahlen|résultats trimestriels|resultados trimestrales\b/, 6],
    [/\b(eps|revenue|earnings)\b/, 2],
  ],
  2: [
    [
      /\b(beats?|beat|tops?|topped|exceeds?|exceeded|surpass(es|ed)?) (analyst |wall street |consensus )?(estimates|expectations|forecasts|consensus)\b/,
      8,
    ],
    [/\b(earnings|profit|revenue) beat\b/, 7],
    [/\bbetter[- ]than[- ]expected\b/, 5],
  ],
  3: [
    [
      /\b(miss(es|ed)?|falls? short of|fell short of|below) (analyst |wall street |consensus )?(estimates|expectations|forecasts|consensus)\b/,
      8,
    ],
    [/\b(earnings|profit|revenue) miss\b/, 7],
    [/\bworse[- ]than[- ]expected\b/, 5],
  ],
  4: [
    [
      /\b(raises?|raised|lifts?|lifted|boosts?|boosted|ups) (its |full[- ]year |annual )*(guidance|outlook|forecast)\b/,
      8,
    ],
    [/\bguidance (raise|hike|increase)\b/, 7],
  ],
  5: [
    [
      /\b(cuts?|lowers?|lowered|slashe[sd]|slash|reduces?|reduced|withdraws?|withdrew) (its |full[- ]year |annual )*(guidance|outlook|forecast)\b/,
      8,
    ],
    [/\b(profit|earnings) warning\b/, 7],
  ],
  6: [
    [
      /\b(raises?|raised|increases?|increased|hikes?|hiked|boosts?|boosted) (its |the |quarterly |annual )*dividend\b/,
      8,
    ],
    [/\bdividend (increase|hike|raise)\b/, 7],
    // A special dividend pays more this once; a routine declaration is no increase (weak evidence only).
    [/\bspecial dividend\b/, 5],
    [/\bdividend\b/, 2],
  ],
  7: [
    [
      /\b(cuts?|slashe[sd]|slash|suspends?|suspended|eliminates?|omits?) (its |the |quarterly )*dividend\b/,
      8,
    ],
    [/\bdividend (cut|suspension)\b/, 7],
  ],
  8: [
    [/\b(share|stock) (buyback|repurchase)s?\b/, 7],
    [/\bbuys? back\b.*\bshares\b/, 6],
    [/\brepurchase program\b/, 6],
    [/\baktienrückkauf\b/, 7],
  ],
  9: [
    [/\b(secondary|public|share|stock|equity) offering\b/, 7],
    [/\b(raises?|raised) \$?[\d.,]+ ?(m|bn|million|billion) in (new )?(equity|shares)\b/, 6],
    [/\bkapitalerhöhung\b/, 7],
  ],
  10: [
    [/\b(bond|notes?|debt) (offering|issue|sale)\b/, 7],
    [/\b(credit facility|term loan|convertible notes?|refinanc(e|ing))\b/, 5],
  ],
  11: [
    [
      /\b(chapter 11|chapter 7|files? for bankruptcy|filed for bankruptcy|bankruptcy protection|insolvency|insolvent)\b/,
      9,
    ],
    [/\bbankrupt(cy)?\b/, 5],
    [/\binsolvenz\b/, 8],
  ],
  12: [
    [/\b(stock|share) split\b/, 8],
    [/\b\d+[- ]for[- ]\d+ (stock |reverse )?split\b/, 8],
    [/\breverse split\b/, 7],
  ],
  13: [
    [
      /\b(to acquire|acquires?|acquired|acquisition of|agrees? to buy|agreed to buy|to buy) [\p{L}\d&.' -]{1,40}\b(for|in a)\b/u,
      8,
    ],
    [/\b(merger|merge with|merging|acquisition|takeover|buyout)\b/, 5],
    [/\bm&a\b/, 5],
    [/\b(übernahme|fusion|rachat de|adquisición)\b/, 5],
  ],
  14: [
    [/\b(tender offer|takeover (bid|offer)|hostile bid|unsolicited (bid|offer)|bid for)\b/, 8],
    [/\bübernahmeangebot\b/, 8],
  ],
  15: [[/\b(spin[- ]?off|spins? off|spun off|demerger|carve[- ]out)\b/, 8]],
  16: [
    [
      /\b(initial public offering|ipo|goes public|going public|direct listing|debut on the|market debut)\b/,
      7,
    ],
    [/\bbörsengang\b/, 7],
  ],
  17: [
    [/\b(partnership|partners with|teams up with|joint venture|strategic alliance|collaboration with)\b/, 6],
  ],
  18: [
    [/\b(new|names?|named|appoints?|appointed|replaces?|interim) (a new )?(ceo|chief executive)\b/, 8],
    [/\bceo (steps down|resigns?|to step down|succession|departure)\b/, 8],
    [/\b(ceo|chief executive)\b/, 2],
    [/\bvorstandschef\b/, 4],
  ],
  19: [
    [
      /\b(cfo|coo|cto|chairman|president|executive|director|chief [a-z]+ officer) (steps down|resigns?|resigned|departs?|leaves|to leave|fired|ousted)\b/,
      7,
    ],
    [/\b(resignation|departure) of (its )?(cfo|coo|cto|chairman|president)\b/, 7],
  ],
  20: [
    [/\binsider (buying|selling|purchase|sale|trading|transaction)s?\b/, 7],
    [/\b(director|ceo|cfo|insider)s? (buys?|bought|sells?|sold) [\d,.]+ (shares|stock)\b/, 8],
    [/\bdirectors['’] dealings\b/, 7],
  ],
  21: [
    [/\bupgrade[sd]? (to|from)? ?(buy|outperform|overweight|strong buy|positive)?\b/, 7],
    [/\b(raises?|raised) (to )?(buy|outperform|overweight)\b/, 6],
  ],
  22: [
    [/\bdowngrade[sd]? (to|from)? ?(sell|underperform|underweight|neutral|hold)?\b/, 7],
    [/\b(cuts?|lowered|lowers?) (to )?(sell|underperform|underweight|neutral|hold)\b/, 6],
  ],
  23: [
    [/\bprice target\b/, 6],
    [/\b(pt|target) (raised|cut|lowered|to \$?[\d.]+)\b/, 5],
    [/\bkursziel\b/, 6],
  ],
  24: [
    [/\b(moody['’]?s|s&p|fitch|scope)\b.*\bupgrade/, 8],
    [/\bcredit rating upgrade\b/, 8],
    [/\b(rating|outlook) (raised|upgraded) to\b/, 5],
  ],
  25: [
    [/\b(moody['’]?s|s&p|fitch|scope)\b.*\bdowngrade/, 8],
    [/\bcredit rating (downgrade|cut)\b/, 8],
    [/\b(junk status|cut to junk|negative outlook)\b/, 6],
  ],
  26: [
    [/\bshort[- ]seller\b/, 7],
    [/\bshort (report|attack|position disclosed)\b/, 7],
    [/\b(hindenburg|muddy waters|citron|grizzly)\b/, 7],
  ],
  27: [
    [
      /\b(added to|join(s|ing)?|inclusion in|removed from|dropped from) (the )?(s&p 500|nasdaq[- ]100|dow jones|dax|ftse 100|stoxx|index)\b/,
      7,
    ],
  ],
  28: [
    [/\b(lawsuit|sues|sued|suing|litigation|court ruling|jury verdict|patent infringement)\b/, 6],
    // Spanish "demanda" is also demand ("por la debilidad de la demanda"): only in a legal sense.
    [
      /\b(klage|verklagt|procès|demanda (judicial|colectiva|contra)|(presenta|interpone|enfrenta) (una )?demanda|demandad[oa]s?)\b/,
      5,
    ],
  ],
  29: [
    [/\bclass[- ]action\b/, 9],
    [/\bsecurities fraud (lawsuit|investigation)\b/, 7],
    [/\b(investors|shareholders) (who|that) (purchased|bought|lost)\b/, 5],
  ],
  30: [
    [
      /\b(sec|ftc|doj|fda|epa|cftc|finra|bafin|fca|esma|regulators?)\b.*\b(investigat|probe|charges?|action|inquiry|subpoena|warning letter)/,
      7,
    ],
    [/\b(regulatory (action|probe|scrutiny)|under investigation)\b/, 6],
  ],
  31: [
    [
      /\b(fined|fine of|penalty|settles?|settled|settlement|pays? \$?[\d.,]+ ?(m|bn|million|billion) to (settle|resolve))\b/,
      6,
    ],
  ],
  32: [
    [
      /\b(antitrust|anti-trust|competition (authority|commission|regulator)|monopoly|anticompetitive|kartell)\b/,
      7,
    ],
  ],
  33: [
    [/\bfda (approves?|approved|approval|clears?|cleared|grants?)\b/, 9],
    [/\b(ema|chmp|mhra) (approves?|approval|recommends?|positive opinion)\b/, 8],
    [/\b(drug|therapy|treatment|vaccine) approval\b/, 7],
    [/\b(complete response letter|crl)\b/, 6],
  ],
  34: [
    [
      /\b(phase (1|2|3|i|ii|iii)|clinical trial|clinical study|trial (data|results)|topline (data|results)|primary endpoint)\b/,
      7,
    ],
  ],
  35: [
    [/\brecall(s|ed|ing)?\b/, 6],
    [/\brückruf\b/, 6],
  ],
  36: [
    [
      /\b(launch(es|ed)?|unveil(s|ed)?|introduc(es|ed)|debuts?|rolls? out|rolled out) (a |its |the )?(new )?/,
      4,
    ],
    // "The new product cycle is underestimated" is an opinion, not a launch.
    [/\b(product launch|new products? (launch|line|lineup|range|release)|new model|release date)\b/, 6],
  ],
  37: [
    [
      /\b(artificial intelligence|generative ai|machine learning|large language model|llm|chatbot|ai chips?|ai model|ai data cent(er|re)s?)\b/,
      7,
    ],
    [/\bai\b/, 4],
  ],
  38: [
    [/\b(cyber ?attack|data breach|ransomware|hack(ed|ers?)|security breach|outage|exploit(ed)?|ddos)\b/, 7],
  ],
  39: [
    [
      /\b(wins?|won|awarded|secures?|secured|lands?|landed) (a |an )?(\$?[\d.,]+ ?(m|bn|million|billion) )?(contract|order|deal)\b/,
      7,
    ],
    [/\b(contract award|major order|großauftrag)\b/, 6],
  ],
  40: [
    [
      /\b(layoffs?|lay off|laid off|job cuts?|cuts? [\d,]+ jobs|workforce reduction|redundancies|restructuring)\b/,
      7,
    ],
    [/\b(stellenabbau|entlassungen)\b/, 7],
  ],
  41: [[/\b(strike|walkout|union (action|vote)|labou?r dispute|streik)\b/, 6]],
  // A "stock crash" or a "crypto crash" is a price move: a crash here is of a vehicle.
  42: [
    [
      /\b(explosion|fire at|(plane|train|car|helicopter|aircraft|jet|vehicle|rocket|drone)s? crash(ed|es)?|crash landing|derail(ed|ment)|accident|oil spill|chemical spill|(bridge|building|mine|dam|roof|tunnel) collapsed?|casualties|fatal (accident|crash|incident|fire))\b/,
      6,
    ],
  ],
  43: [
    [
      /\b(supply chain|shortage|supply (disruption|constraints)|production halt|plant shutdown|lieferengp[aä]ss?e?)\b/,
      6,
    ],
  ],
  44: [
    [/\b(emissions|climate|carbon|net[- ]zero|renewable|sustainab(le|ility)|pollution|greenwashing)\b/, 5],
  ],
  45: [
    [
      /\b(scandal|fraud|bribery|corruption|accounting irregularities|whistleblower|misconduct|embezzlement)\b/,
      7,
    ],
  ],
  46: [
    [
      /\b(diversity|human rights|child labou?r|working conditions|community|philanthrop\w+|donat(es|ed|ion))\b/,
      5,
    ],
  ],
  47: [
    [
      /\b(election|president (biden|trump)|congress|senate|parliament|white house|government (shutdown|coalition|crisis|collapse|policy)|minister|bundestag|politics?|political)\b/,
      5,
    ],
  ],
  48: [[/\b(sanctions?|tariffs?|export (ban|controls?)|trade war|embargo|zölle|zoll)\b/, 7]],
  49: [
    [
      /\b(interest rates?|rate (hike|cut|decision)|fed (hikes?|cuts?|holds?)|federal reserve|ecb|central bank|fomc|leitzins)\b/,
      7,
    ],
  ],
  50: [[/\b(inflation|cpi|consumer prices|ppi|deflation|inflationsrate)\b/, 7]],
}

/** Message types that are themselves evidence (application §3 message types). */
export const TYPE_EVIDENCE: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  earnings: [[1, 6]],
  class_action: [[29, 6]],
  takeover_offer: [[14, 6]],
  dir_dealings: [[20, 6]],
  analyst: [[23, 2]],
  adv_fin_report: [[1, 3]],
  short_interest: [[26, 2]],
}
