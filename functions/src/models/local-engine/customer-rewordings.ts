/**
 * How customers reword the questions of a small FAQ, made from a trained question alone: the same request as a first
 * person statement ("How do I cancel my membership?" → "i want to cancel my membership"), as a shorter question, cut
 * to its key words, and with everyday words any business's customers use for the same thing (`everydayEquivalents`).
 * The sentence encoder finds a customer's "i want to quit the gym" far from "How do I cancel my membership?" but
 * close to "i want to cancel my membership" and "i want to quit my membership": a small knowledge base's nearest
 * trained question is its strongest reading (issue 44), and these give it the wordings a few dozen pairs lack.
 *
 * Deterministic: the same question gives the same rewordings, in the same order, in any installation.
 *
 * @example customerRewordings('How do I track my order?') // ['i want to track my order', …, 'where is my parcel', …]
 */
export function customerRewordings(question: string, limit = maximumRewordings): string[] {
  const plain = plainQuestion(question)
  if (plain === '') return []
  const shapes = [plain, ...reshaped(plain)]
  const rewordings: string[] = []
  const add = (text: string) => {
    const cleaned = text.replace(/\s+/g, ' ').trim()
    if (cleaned !== '' && cleaned !== plain && !rewordings.includes(cleaned)) rewordings.push(cleaned)
  }
  // The question's shapes and its everyday words taken in turn, so that a limit keeps some of each. Everyday words
  // are swapped in the question and in its first reshaping, one substitution each: every wording stays one step from
  // a sentence the question's author could have written.
  const keywords = keyWords(plain)
  const lists = [
    shapes.slice(1),
    situations(plain),
    keywords.split(' ').length >= 2 ? [keywords] : [],
    withEverydayWords(plain),
    shapes[1] === undefined ? [] : withEverydayWords(shapes[1]),
  ]
  for (let position = 0; lists.some((list) => position < list.length); position++) {
    for (const list of lists) {
      const text = list[position]
      if (text !== undefined) add(text)
    }
  }
  return rewordings.slice(0, limit)
}

/** Enough to cover a question's shapes and its vocabulary; each costs one embedding at training (about 7 ms). */
const maximumRewordings = 24

/** Lower case, contractions written out the way customers type them, no closing punctuation. */
function plainQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/\bdon't\b/g, 'do not')
    .replace(/\bdoesn't\b/g, 'does not')
    .replace(/\bwhat's\b/g, 'what is')
    .replace(/[?.!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The question in the other shapes customers ask it: what they want ("i want to …"), whether they may ("can i …"),
 * what it costs, whether the business has something. Each rule matches the start of a question and rewrites the
 * rest unchanged; a question of no known shape gets none.
 */
function reshaped(plain: string): string[] {
  // A question after a statement ("my plant arrived damaged, what can i do") is asked as the statement alone.
  const [statement, ...rest] = plain.split(/,\s*/)
  if (rest.length > 0 && statement !== undefined && /^(my|the|i|i am|we)\b/.test(statement)) {
    return [statement, `${statement} what now`, `${statement} help`, ...reshaped(rest.join(', '))]
  }
  for (const [pattern, shapes] of questionShapes) {
    const match = pattern.exec(plain)
    if (match) return shapes.map((shape) => shape.replace(/\$(\d)/g, (_, group) => match[Number(group)] ?? ''))
  }
  return []
}

const questionShapes: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^how (?:do|can) i (.+)$/, ['i want to $1', 'how can i $1', 'i need to $1', 'help me $1', 'how to $1', '$1']],
  [/^can i (.+)$/, ['i want to $1', 'is it possible to $1', 'how do i $1', 'am i allowed to $1', '$1']],
  [/^(?:do|does) i (?:need|have) to (.+)$/, ['do i have to $1', 'should i $1', 'is it necessary to $1']],
  [/^do you have (.+)$/, ['is there $1', 'have you got $1', 'are there $1', '$1']],
  [/^is there (?:a |an |any )?(.+)$/, ['do you have $1', 'have you got $1', 'can i get $1', '$1']],
  [/^are there (?:any )?(.+)$/, ['do you have $1', 'have you got any $1', '$1']],
  [/^do you (.+)$/, ['can you $1', 'do u $1', 'you $1', 'is it possible for you to $1']],
  [/^how much (?:is|are) (.+)$/, ['what does $1 cost', 'price of $1', 'cost of $1', '$1 price']],
  [/^how much does (.+) cost$/, ['what does $1 cost', 'price of $1', 'how much is $1', '$1 price']],
  [/^how long does (.+) take$/, ['how fast is $1', 'how quick is $1', 'how many days for $1', '$1 time']],
  [/^what (?:is|are) (?:your|the) (.+)$/, ['$1', 'your $1', 'tell me your $1', 'what about $1']],
  [/^what (?:is|are) (.+)$/, ['$1', 'explain $1', 'tell me about $1']],
  [/^which (.+) do you (.+)$/, ['what $1 do you $2', '$1']],
  [/^where (?:is|are) (.+)$/, ['where can i find $1', '$1 location', '$1']],
  [/^when (?:is|are|does|do|will) (.+)$/, ['what time $1', '$1 when']],
  [/^why (?:is|are|does|do|did|can i not|cannot i) (.+)$/, ['$1', 'why $1', '$1 help']],
  [/^(?:i am|i'm) (.+)$/, ['$1', 'i feel $1', 'help i am $1']],
  [/^i (.+)$/, ['$1', 'i $1 help']],
]

/**
 * Words and phrases customers of any business use for the same thing: each line one meaning, its members
 * interchangeable in a question about a shop, a clinic, a club, a subscription or a service. No line names one
 * business's products. A member may be a phrase; members are matched as whole words.
 */
export const everydayEquivalents: readonly string[] = [
  'order, purchase, parcel, package',
  'ship, deliver, send',
  'shipping, delivery, postage',
  'abroad, internationally, overseas, to other countries, outside the country',
  'return, send back, give back, bring back',
  'refund, reimbursement',
  'cancel, quit, stop, end, terminate',
  'freeze, pause, put on hold, suspend',
  'book, reserve, schedule, make',
  'appointment, booking, visit, slot',
  'move, reschedule, postpone',
  'change, modify, edit, update, fix',
  'price, fee, rate, charge',
  'opening hours, hours, opening times, open times, business hours',
  'membership, subscription, plan, contract',
  'account, profile, login',
  'password, login, log in details',
  'log in, sign in, get in, access my account',
  'personal trainer, coach, trainer, instructor',
  'friend, guest, someone else, a buddy',
  'children, kids, child, kid, my son, my daughter',
  'damaged, broken, cracked, smashed, ruined',
  'gift card, voucher, gift certificate, gift voucher',
  'gift, present',
  'payment methods, ways to pay, payment options',
  'pay, paying, payment',
  'credit card, card, debit card',
  'bill, invoice, charge',
  'parking, car park, place to park, park my car',
  'address, location, where you are',
  'phone, call, ring',
  'contact, reach, get in touch with, talk to',
  'help, support, assistance',
  'problem, issue, trouble',
  'not working, broken, down, does not work',
  'cheap, affordable, inexpensive',
  'discount, deal, reduction, coupon, promo code',
  'nervous, scared, anxious, afraid',
  'emergency, urgent, asap',
  'look after, care for, take care of',
  'offer, provide',
  'treat, see',
  'allowed, ok, permitted',
  'welcome, allowed',
  'included, free, part of the price',
  'get there, find you, reach you',
]

/**
 * Each of the question's everyday words or phrases swapped for each other member of its meaning, one at a time. A
 * member inside a longer member found in the same place is not swapped on its own ("hours" of "opening hours").
 */
function withEverydayWords(text: string): string[] {
  const variants: string[] = []
  for (const group of equivalenceGroups()) {
    const found = group.filter((member) => wholeWords(member).test(text))
    for (const member of found) {
      if (found.some((longer) => longer !== member && longer.includes(member))) continue
      for (const other of group) {
        if (other !== member) variants.push(text.replace(wholeWords(member), other))
      }
    }
  }
  return variants
}

function wholeWords(member: string): RegExp {
  return new RegExp(`\\b${escapeRegExp(member)}\\b`)
}

/**
 * What a customer says instead of asking: "where is my parcel" for "how do i track my order", "i cannot make it"
 * for cancelling or moving an appointment. Each rule turns a request in the question into the situation behind it.
 */
function situations(plain: string): string[] {
  return situationRules.flatMap(([pattern, outputs]) => {
    const match = pattern.exec(plain)
    return match ? outputs.map((output) => output.replace(/\$(\d)/g, (_, group) => match[Number(group)] ?? '')) : []
  })
}

const situationRules: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\btrack (my|the|an|a) (\w+)/, ['where is my $2', 'where is my $2 right now', 'has my $2 been sent']],
  [
    /\b(cancel|move|reschedule|change) (?:or \w+ )?(my|an|the) (appointment|booking|reservation)/,
    ['i cannot make my $3', 'i cannot come to my $3'],
  ],
  [/\breturn (policy|\w+)/, ['i want my money back', 'can i send it back']],
  [/\bcancel (my|the) (\w+)/, ['i want to quit', 'i do not want my $2 anymore']],
  [/\b(?:freeze|pause) (my|the) (\w+)/, ['can i take a break from my $2', 'put my $2 on hold']],
  [/\breset (my|the) password/, ['i forgot my password', 'i cannot log in']],
  [/\bopening hours\b/, ['when are you open', 'what time do you open', 'what time do you close']],
  [
    /\b(?:ship|deliver) (?:abroad|internationally|overseas)/,
    ['do you deliver to my country', 'can you send it to another country'],
  ],
  [/\bpayment methods\b/, ['how can i pay', 'what can i pay with']],
  [/\brefund\b/, ['i want my money back', 'can i get my money back']],
  [/\bwhere are you\b/, ['where are you located', 'what is your address']],
]

let groups: string[][] | undefined
function equivalenceGroups(): string[][] {
  groups ??= everydayEquivalents.map((line) => line.split(',').map((member) => member.trim()))
  return groups
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Question words and pronouns dropped: what a customer types into a search box ("track order"). */
function keyWords(plain: string): string {
  return plain
    .split(/[\s,]+/)
    .filter((word) => word !== '' && !functionWords.has(word))
    .join(' ')
}

const functionWords = new Set(
  (
    'a an the how do does did can could i me my you your we our is are was were what which when where why who ' +
    'will would should to of in on at for with and or it this that there any some be am if'
  ).split(' '),
)
