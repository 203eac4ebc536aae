/**
 * Chief executives of some curated companies (as of early 2025; roles change, the import can
 * update them). Shown as "last, first middle" (application §3 Executives).
 */
export const EXECUTIVES: readonly (readonly [
  titleId: number,
  firstName: string,
  middleName: string | null,
  lastName: string,
  role: string,
])[] = [
  [1001, 'Tim', null, 'Cook', 'Chief Executive Officer'],
  [1002, 'Satya', null, 'Nadella', 'Chairman and Chief Executive Officer'],
  [1003, 'Andy', null, 'Jassy', 'President and Chief Executive Officer'],
  [1004, 'Sundar', null, 'Pichai', 'Chief Executive Officer'],
  [1006, 'Mark', 'Elliot', 'Zuckerberg', 'Chairman and Chief Executive Officer'],
  [1007, 'Jensen', null, 'Huang', 'President and Chief Executive Officer'],
  [1008, 'Elon', 'Reeve', 'Musk', 'Chief Executive Officer'],
  [1010, 'Jamie', null, 'Dimon', 'Chairman and Chief Executive Officer'],
  [1029, 'Kelly', null, 'Ortberg', 'President and Chief Executive Officer'],
  [1034, 'Ted', null, 'Sarandos', 'Co-Chief Executive Officer'],
  [1034, 'Greg', null, 'Peters', 'Co-Chief Executive Officer'],
  [1035, 'Lisa', null, 'Su', 'Chair and Chief Executive Officer'],
  [1036, 'Marc', null, 'Benioff', 'Chair and Chief Executive Officer'],
  [1037, 'Shantanu', null, 'Narayen', 'Chair and Chief Executive Officer'],
  [1044, 'Hock', null, 'Tan', 'President and Chief Executive Officer'],
  [1058, 'Dara', null, 'Khosrowshahi', 'Chief Executive Officer'],
  [1059, 'Alex', null, 'Karp', 'Chief Executive Officer'],
  [2001, 'Christian', null, 'Klein', 'Chief Executive Officer'],
  [2002, 'Roland', null, 'Busch', 'President and Chief Executive Officer'],
  [2003, 'Oliver', null, 'Bäte', 'Chief Executive Officer'],
  [2007, 'Ola', null, 'Källenius', 'Chairman of the Board of Management'],
  [2008, 'Oliver', null, 'Blume', 'Chief Executive Officer'],
  [2010, 'Christian', null, 'Sewing', 'Chief Executive Officer'],
  [2030, 'Bernard', null, 'Arnault', 'Chairman and Chief Executive Officer'],
  [2049, 'Christophe', null, 'Fouquet', 'President and Chief Executive Officer'],
  [3101, 'Koji', null, 'Sato', 'President and Chief Executive Officer'],
  [3501, 'C. C.', null, 'Wei', 'Chairman and Chief Executive Officer'],
]
