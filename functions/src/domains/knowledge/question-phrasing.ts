/**
 * Turns documentation headings and glossary terms into the questions a reader would ask. Rules, in order:
 * a heading that is already a question stays; an instruction ("Connect your store", "Getting started with X")
 * becomes "How do I …?"; a noun phrase becomes "What is/are …?". Deterministic and English-only: the model path
 * (`ask-model-for-question-answers.ts`) is for everything subtler.
 */

/** Base forms of verbs that start instructions in documentation headings. */
const instructionVerbs = new Set(
  `access activate add adjust allow apply archive assign attach authenticate authorize automate avoid back block
  book build buy calculate cancel change check choose claim clean clear close collect combine compare complete
  configure confirm connect contact convert copy create customize deactivate debug define delete deploy disable
  disconnect download duplicate edit embed enable enter estimate export extend filter find fix follow generate get
  give grant handle hide import improve increase install integrate invite join keep label launch learn limit link
  list load lock log login manage map mark merge migrate monitor move open order organize pack pause pay pick
  prepare preview print process protect publish purchase reactivate read receive record recover redeem refund
  register reject remove rename renew reorder replace report request reschedule reset resolve restore resume
  retry return review revoke rotate run save schedule search select sell send set setup share ship show sign
  sort split start stop store submit subscribe switch sync synchronize tag test top track train transfer
  translate troubleshoot turn undo uninstall unlock unsubscribe update upgrade upload use validate verify view
  void watch write parse post transform encode decode serialize deserialize convert compress escape stringify
  work deal preserve type withdraw deposit invite refer unlink reinstall rekey identify downgrade exclude regenerate
  reconnect resend retrieve`.split(/\s+/),
)

/** Words after a verb that show it is an instruction, not part of a noun phrase ("Tracking emails"). */
const instructionFollowers = new Set(
  `a an the your my our their this that these those it them up down in on out off to from with for into over
  back started through around all any every each new multiple more and or`.split(/\s+/),
)

/**
 * Instruction verbs that double as nouns at the start of a heading ("Return labels", "Test results", "Order
 * status"): they only read as instructions when followed by an article or pronoun ("Return a parcel").
 */
const nounLikeVerbs = new Set(
  `back block book check claim clear collect complete estimate export import increase label launch learn limit link
  list load lock log login map mark merge monitor order pack pause pay pick preview process purchase read receive
  record refund reject renew report request resume retry return review run save schedule search sell share ship
  show sign sort split start stop store submit switch sync tag test top train transfer turn update upgrade use
  view watch parse post transform work deal type deposit invite`.split(/\s+/),
)

/** Verbs whose gerund before a plural noun names an activity on it: "Handling errors", "Running commands". */
const activityGerundVerbs = new Set(
  'handle run parse post transform encode decode serialize deserialize convert compress escape stringify work deal preserve type'.split(
    ' ',
  ),
)

/** Words ending in -ing that are not verbs at all. */
const notGerunds = new Set(
  'thing nothing something anything everything string spring ring king wing ceiling morning evening sibling ping swing bring'.split(
    ' ',
  ),
)

const questionStarts = new Set(
  `how what why when where who which whom whose can could does do did is are should will would may what's who's
  where's how's`.split(/\s+/),
)

/** Headings that name a part of a page rather than a topic: they never become questions. */
const structuralHeadings = new Set(
  [
    'contents',
    'table of contents',
    'on this page',
    'in this article',
    'see also',
    'related',
    'related articles',
    'related topics',
    'next steps',
    'what next',
    'further reading',
    'resources',
    'downloads',
    'index',
    'home',
    'welcome',
    'faq',
    'faqs',
    'frequently asked questions',
    'glossary',
    'questions',
    'notes',
    'note',
    'tip',
    'tips',
    'warning',
    'example',
    'examples',
    'prerequisites',
    'feedback',
  ].map((heading) => heading.toLowerCase()),
)

const overviewHeadings = /^(overview|introduction|summary|about|background|basics|general information|general)$/i
const overviewOf = /^(?:an?\s+)?(?:overview|introduction|intro)\s+(?:of|to)\s+(.+)$|^about\s+(.+)$/i
/** Trailing words that describe the document, not its subject: "Shipkite documentation" is about Shipkite. */
const documentWords = /\s+(documentation|docs|guide|manual|handbook|reference|overview|help( cent(er|re))?)$/i

export interface PhrasingContext {
  /** Words written capitalized in mid-sentence somewhere in the document: names keep their case. */
  properNouns: ReadonlySet<string>
  /** The document's title, for headings such as "Overview". */
  title?: string | null
  /**
   * The product or library the document is about ("ioredis", "Shipkite"), named in questions that would not say
   * what they are about otherwise: "How do I install ioredis?", not "What is install?".
   */
  subject?: string | null
  /** Words the document writes in lower case somewhere: a heading's capitalized "Error" is not a name. */
  lowerCaseWords?: ReadonlySet<string>
}

/** Words Title Case leaves in lower case. */
const minorTitleWords = new Set(
  'a an the and or but nor for so yet at by in of on to up as with from into onto over via per vs'.split(' '),
)

/** A heading in Title Case: every word after the first but the minor ones capitalized ("Account Security"). */
export function isTitleCase(heading: string): boolean {
  const words = heading
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{L}/u.test(word) && !minorTitleWords.has(word.toLowerCase()))
  return words.length > 0 && words.every((word) => /^\p{Lu}/u.test(word))
}

function isAcronym(word: string): boolean {
  return /^[A-Z0-9][A-Z0-9&.-]+s?$/.test(word) && /[A-Z]/.test(word)
}

/** Lower-cases the first word unless it is a name or an acronym ("HS codes", "Shipkite plans"). */
export function lowerFirstWord(phrase: string, context: PhrasingContext): string {
  const [first = '', ...rest] = phrase.split(' ')
  if (isAcronym(first) || context.properNouns.has(first)) return phrase
  return [first.toLowerCase(), ...rest].join(' ')
}

/**
 * Plural noun phrase (for "are"): coordinated phrases and a last word with a plural ending. Examples after the noun
 * do not count: "Tilde ranges ~1.2.3 ~1.2" is plural by "ranges".
 */
export function isPluralPhrase(text: string): boolean {
  // "Transactions that are free": the number of the noun the relative clause describes.
  const phrase = text.split(/\s+(?:that|which|who|to|of|for|in|on|with|from|about)\s/i)[0] ?? text
  if (/\s(and|&)\s/i.test(phrase)) return true
  // A code name is one thing, whatever its last letter: "AxiosHeaders#has", "URLSearchParams", "axios.options".
  // Examples are not names: "Hyphen ranges X.Y.Z - A.B.C" stays plural.
  const words = phrase.split(' ')
  const lastToken = words.at(-1) ?? ''
  const isCodeName =
    /\p{Ll}{2}/u.test(lastToken) &&
    (/[\p{L}\p{N}][#.][\p{L}]/u.test(lastToken) || /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(lastToken))
  if (isCodeName) return false
  const lastWord = words.findLast((word) => /^[A-Za-z][A-Za-z'-]*$/.test(word))
  const last = lastWord ?? words.at(-1) ?? ''
  return /[^siu']s$/i.test(last) || /[A-Z]s$/.test(last)
}

/** The base form of an instruction verb: "create", "creating" → "create"; "shipping" → "ship"; else undefined. */
export function baseVerb(word: string): string | undefined {
  const lower = word.toLowerCase()
  if (instructionVerbs.has(lower)) return lower
  if (!lower.endsWith('ing') || lower.length < 5) return undefined
  const stem = lower.slice(0, -3)
  if (instructionVerbs.has(stem)) return stem
  if (instructionVerbs.has(`${stem}e`)) return `${stem}e`
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && instructionVerbs.has(stem.slice(0, -1))) return stem.slice(0, -1)
  return undefined
}

/**
 * Rewrites the reader's point of view for "How do I …": "your store" → "my store", "send you a code" → "send me a
 * code", and "you" as the subject of a clause as "I": "for as long as you need" → "for as long as I need".
 */
function asFirstPerson(phrase: string): string {
  return phrase
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou were\b/gi, 'I was')
    .replace(clauseSubjectYou, 'I')
    .replace(/\byou\b/gi, 'me')
}

/** "you" before a verb or after a word that starts a clause ("if you", "as long as you"): the subject, "I". */
const clauseSubjectYou =
  /(?<=\b(?:if|when|whenever|once|until|unless|while|before|after|because|as|where|than|that)\s+)you\b|\byou\b(?=\s+(?:can|could|will|would|should|may|might|must|need|want|wish|have|had|do|did|don't|didn't|can't|won't)\b)/gi

/** Verbs a question puts before its subject ("When can I cancel?", "How is shipping calculated?"). */
const verbsBeforeSubject = new Set([
  'can',
  'could',
  'will',
  'would',
  'should',
  'might',
  'may',
  'must',
  'is',
  'are',
  'was',
  'were',
])
const subjectPronouns = new Set(['you', 'i', 'we', 'they'])
/** Words that end a subject's first words before any verb: "How to …", "When in doubt", "What if …". */
const notSubjectWords = new Set(
  'to in on at of for with from by if and or but not as so than then do does did has have had'.split(' '),
)
const contractedSubject = /^(you|we|they)'(ll|re|ve|d)$/i

/** "works" → "work", "applies" → "apply", "matches" → "match"; undefined when the word is no third-person verb. */
function thirdPersonBase(word: string): string | undefined {
  const lower = word.toLowerCase()
  if (lower === 'has') return 'have'
  if (lower.length < 4 || !/[^su]s$/.test(lower) || /'s$/.test(lower)) return undefined
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return lower.slice(0, -2)
  return lower.slice(0, -1)
}

/**
 * A help-centre heading that states a question in statement order, asked as a person asks it: "How the program works"
 * → "How does the program work?", "When you can cancel" → "When can I cancel?", "Where to find your wishlist" →
 * "Where do I find my wishlist?", "Why a deposit might not arrive" → "Why might a deposit not arrive?". Undefined
 * when the heading is already in question order, or no subject and verb are found ("What happens if …" asks as it is).
 */
function invertedWhHeading(heading: string): string | undefined {
  const match = /^(how|when|where|why|what|which|who)\s+(\S.*)$/i.exec(heading)
  if (!match?.[1] || !match[2] || heading.endsWith('?')) return undefined
  const wh = `${match[1].charAt(0).toUpperCase()}${match[1].slice(1).toLowerCase()}`
  const words = match[2].split(' ')
  const first = (words[0] ?? '').toLowerCase()
  const rest = (from: number) => {
    const tail = asFirstPerson(words.slice(from).join(' '))
    return tail ? ` ${tail}` : ''
  }
  // "you" asks as "I"; other pronouns as they are, and a noun phrase from the reader's side ("your friend").
  const asSubject = (phrase: string) => {
    const lower = phrase.toLowerCase()
    if (lower === 'you') return 'I'
    return subjectPronouns.has(lower) ? lower : asFirstPerson(phrase)
  }
  if (first === 'to' && words.length >= 2) return `${wh} ${/^(How|Where)$/.test(wh) ? 'do' : 'should'} I${rest(1)}?`
  const contracted = contractedSubject.exec(first)
  if (contracted?.[1] && contracted[2]) {
    const subject = asSubject(contracted[1])
    const verb = { ll: 'will', re: subject === 'I' ? 'am' : 'are', ve: 'have', d: 'would' }[contracted[2].toLowerCase()]
    return `${wh} ${verb} ${subject}${rest(1)}?`
  }
  if (questionStarts.has(first) || verbsBeforeSubject.has(first)) return undefined
  // "How long does a refund take": already in question order after its measure word.
  const second = (words[1] ?? '').toLowerCase()
  if (
    /^(long|much|many|often|far|soon|old)$/.test(first) &&
    (questionStarts.has(second) || verbsBeforeSubject.has(second))
  )
    return undefined
  // "What fees apply", "Which plans include Sync": the question word is the subject; they ask as written.
  const ownSubject = !/^(How|When|Where|Why)$/.test(wh)
  if (
    ownSubject &&
    !subjectPronouns.has(first) &&
    !/^(your|my|the|a|an|this|that|these|those|it|our|their)$/.test(first)
  )
    return undefined
  for (let position = 1; position <= Math.min(3, words.length - 1); position += 1) {
    const subjectWords = words.slice(0, position)
    if (subjectWords.some((word) => notSubjectWords.has(word.toLowerCase()))) return undefined
    const subject = asSubject(subjectWords.join(' '))
    const word = (words[position] ?? '').toLowerCase()
    if (verbsBeforeSubject.has(word)) {
      const asFirstPersonVerb: Record<string, string> = { is: 'am', are: 'am', were: 'was' }
      const verb = subject === 'I' ? (asFirstPersonVerb[word] ?? word) : word
      return `${wh} ${verb} ${subject}${rest(position + 1)}?`
    }
    const base = thirdPersonBase(word)
    if (base && !subjectPronouns.has(subject.toLowerCase()))
      return `${wh} does ${subject} ${base}${rest(position + 1)}?`
    if (position === 1 && subjectPronouns.has(first)) return `${wh} do ${subject}${rest(1)}?`
    // "How credits work": a plural subject and its verb, nothing after.
    if (position === 1 && words.length === 2 && !ownSubject && isPluralPhrase(subject))
      return `${wh} do ${subject} ${word}?`
  }
  return undefined
}

/** A help article's section of what a reader needs first: "Before you start", "Prerequisites". */
const prerequisiteHeadings =
  /^(before\s+you\s+(start|begin)|before\s+(starting|beginning)|prerequisites|what\s+you(?:'|’)?ll\s+need|what\s+you\s+need)$/i

/** A help article's section of advice on the page's topic: "Important tips", "Security tips", "Things to consider". */
const adviceHeadings =
  /^(?:(important|useful|helpful|quick|general|security|safety|troubleshoot(?:ing)?|best|pro)\s+)?tips(?:\s+(?:and|&)\s+tricks)?$|^(?:important\s+)?things\s+to\s+(?:consider|know|keep in mind)$|^good\s+to\s+know$/i

/**
 * What a help article's title says it helps with: a task ("Set Up and Start a Payout" → "set up and start a payout"),
 * a topic ("Account Security" → "account security", "How order cancellations work" → "order cancellations") or a
 * situation ("What to do if a package is delayed" → "if a package is delayed"). Sections every article has
 * ("Before you start", "Important tips") are asked in these terms: asked alone, they would ask all articles at once.
 */
function titleAim(context: PhrasingContext): { task?: string; topic?: string; situation?: string } | undefined {
  const title = context.title ? cleanHeading(context.title).replace(/[?!.]+$/, '') : ''
  if (!title || prerequisiteHeadings.test(title) || adviceHeadings.test(title)) return undefined
  const situation = /^what to do (if|when) (.+)$/i.exec(title)
  if (situation?.[1] && situation[2])
    return { situation: `${situation[1].toLowerCase()} ${asFirstPerson(lowerFirstWord(situation[2], context))}` }
  // "How order cancellations work", "Understand the Earnings Payout Timeline": a topic to know about, not a task.
  const topic =
    /^how (.+?) works?$/i.exec(title)?.[1] ?? /^(?:understand(?:ing)?|learn(?:ing)? about)\s+(.+)$/i.exec(title)?.[1]
  if (topic) return { topic: asFirstPerson(sentenceCase(topic, context)) }
  const [asked = ''] = questionsFromHeading(title, { ...context, subject: null })
  const question = withSubjectCase(asked, context.subject)
  const task = /^How do I (.+)\?$/.exec(question)?.[1]
  if (task) return { task }
  const thing = /^What (?:is|are) (.+)\?$/.exec(question)?.[1]
  return thing ? { topic: thing } : undefined
}

/**
 * "Before you start": "What do I need before I set up and start a payout?", "… for account security?", "… if a
 * package is delayed?" (see `titleAim`).
 */
function prerequisiteQuestions(context: PhrasingContext): string[] {
  const aim = titleAim(context)
  if (aim?.task) return [`What do I need before I ${aim.task}?`]
  if (aim?.topic) return [`What do I need for ${aim.topic}?`]
  if (aim?.situation) return [`What do I need ${aim.situation}?`]
  return [`What do I need before I start${subjectSuffix('', context, 'with')}?`]
}

/**
 * "Important tips", "Security tips": "What are some tips to set up and start a payout?", "What are some security tips
 * for my wallet?"; "Things to consider": "What should I know before I delete an XRPL account?" (see `titleAim`).
 */
function adviceQuestions(heading: string, context: PhrasingContext): string[] {
  const aim = titleAim(context)
  const kind = adviceHeadings
    .exec(heading)?.[1]
    ?.toLowerCase()
    .replace(/^troubleshoot$/, 'troubleshooting')
  const about = aim?.task ?? aim?.topic ?? aim?.situation ?? ''
  // "Security tips" in "Account Security" are tips for account security.
  const tips = `some ${kind && kind !== 'important' && !about.toLowerCase().includes(kind) ? `${kind} ` : ''}tips`
  if (/\btips\b/i.test(heading)) {
    if (aim?.task) return [`What are ${tips} to ${aim.task}?`]
    if (aim?.topic) return [`What are ${tips} for ${aim.topic}?`]
    if (aim?.situation) return [`What are ${tips} ${aim.situation}?`]
    return [`What are ${tips}${subjectSuffix('', context, 'for')}?`]
  }
  if (aim?.task) return [`What should I know before I ${aim.task}?`]
  if (aim?.topic) return [`What should I know about ${aim.topic}?`]
  if (aim?.situation) return [`What should I know ${aim.situation}?`]
  return [`What should I know${subjectSuffix('', context, 'about')}?`]
}

/** "Issue 1:", "Problem:", "Error 2 –" before the problem a troubleshooting heading states. */
const problemPrefix = /^(?:issue|problem|error|symptom|case)(?:\s+#?\d+)?\s*[:.–—-]\s+(?=\S)/i
/** "Option 1 - You still have access on your device": an option named by the reader's situation. */
const situationPrefix = /^(?:option|case|scenario)(?:\s+#?\d+)?\s*[:.–—-]\s+(?=(?:you|your|i|my)\b)/i
/** A statement a reader makes about their own situation: "I've lost my account secret", "My payout is late". */
const firstPersonStart = /^(?:(?:but|and|so)\s+)?(?:i|i['’](?:m|ve|d)|my)\s/i
/** A verb that makes a statement of its words: "didn't appear", "is less", "was created". */
const finiteVerb =
  /\s(?:\p{L}+n['’]t|is|are|was|were|am|has|have|had|did|does|do|can|could|will|cannot|\p{L}{3,}ed)\b/iu
/** A statement that something goes wrong: "Deposit to exchange didn't arrive", not "Tokens that don't expire". */
const failingStatement = /^(?:(?!\b(?:that|which|who|whose|why|how)\b).)+\s\p{L}+n['’]t\s/iu

/**
 * A problem a heading states, asked as the reader would bring it: "Issue 1: My payout didn't appear in my bank
 * account" → "What should I do if my payout didn't appear in my bank account?"; a bare noun is the reader's own
 * ("Deposit didn't arrive" → "… if my deposit didn't arrive?"); a statement without a verb to ask "What if" with ("My earnings stuck
 * on Pending") → "What should I do about my earnings stuck on Pending?".
 */
function problemQuestions(statement: string, context: PhrasingContext): string[] {
  // In a sentence's case: "Deposit to Exchange Didn't Arrive" is a Title Case heading, "I" and names keep theirs.
  // "But I'm sure my account secret is correct" answers something the page said before: the statement is the rest.
  const own = statement.replace(/[!.\s]+$/, '').replace(/^(?:but|and|so)\s+/i, '')
  const text = sentenceCase(asFirstPerson(own), context)
    .replace(/^(?:me|you)\b/i, 'I')
    .replace(/\bi(?=\s|['’])/g, 'I')
    // A determiner is no name, even when a label capitalizes it elsewhere ("My Wallet").
    .replace(/^(?:My|The|Our|This|These|A|An)\b/, (determiner) => determiner.toLowerCase())
  const [first = ''] = text.split(' ')
  if (/^I\b/.test(first)) return [`What should I do if ${text}?`]
  if (!finiteVerb.test(text)) return [`What should I do about ${text}?`]
  const determined =
    /^(?:my|the|a|an|our|this|these)$/.test(first) || isAcronym(first) || context.properNouns.has(first)
  const clause = determined ? text : `my ${text}`
  return [`What should I do if ${clause}?`]
}

/** The problem a heading names, asked as one whatever its wording: "Account present on another device". */
export function problemQuestionsFromHeading(heading: string, context: PhrasingContext): string[] {
  const cleaned = cleanHeading(heading).replace(problemPrefix, '').replace(situationPrefix, '')
  return cleaned.endsWith('?') ? [cleaned] : problemQuestions(cleaned, context)
}

function isProblemStatement(heading: string): boolean {
  return (
    problemPrefix.test(heading) ||
    situationPrefix.test(heading) ||
    firstPersonStart.test(heading) ||
    failingStatement.test(` ${heading} `)
  )
}

/**
 * A question heading as a sentence writes it: a capital first ("but Xaman runs a validator. Why …?" is the rest of a
 * sentence), and the words a Title Case heading capitalizes in lower case unless they are names ("Why was This
 * Change Made?" → "Why was this change made?").
 */
function asSentence(question: string, context: PhrasingContext): string {
  const [first = '', ...rest] = question.split(' ')
  const tail = isTitleCase(question) ? sentenceCase(rest.join(' '), context) : rest.join(' ')
  return [`${first.charAt(0).toUpperCase()}${first.slice(1)}`, tail].filter(Boolean).join(' ')
}

/** "Note:", "Security notice:" and the like before what a heading says. */
const noticePrefix = /^(special\s+|security\s+)?(note|notice|tip|warning|important|caveat|heads[- ]up)\s*:\s*/i

/** A heading that states a fact about a topic of a few words: "Decompression-bomb protection is opt-in". */
function headingStatement(heading: string): { topic: string; verb: string; claim: string } | undefined {
  const match = /^([\p{L}\p{N}][^,;]*?)\s+(is|are)\s+(?!(?:a|an|the)\s)([^,;]+)$/iu.exec(heading)
  if (!match?.[1] || !match[2] || !match[3] || match[1].split(' ').length > 5) return undefined
  // "Transactions that are free" names transactions; its verb belongs to the relative clause.
  if (/\s(that|which|who)$/i.test(match[1])) return undefined
  return { topic: match[1], verb: match[2].toLowerCase(), claim: match[3] }
}

function cleanHeading(heading: string): string {
  return (
    heading
      .replace(/^(?:step\s+)?\d+(?:\.\d+)*[.:)]?\s+/i, '')
      // "Q: How do I …?" in a FAQ: the question without its marker.
      .replace(/^(?:Q|Question)\s*[:.]\s+/i, '')
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .replace(/[:.\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/**
 * The question a heading answers, or undefined for structural headings ("See also", "Contents").
 *
 * @example
 * questionFromHeading('Connect your store', context) // 'How do I connect my store?'
 * questionFromHeading('HS codes', context) // 'What are HS codes?'
 * questionFromHeading('How do I reset my password?', context) // unchanged
 */
export function questionFromHeading(
  heading: string,
  context: PhrasingContext,
  options: { definesHeading?: boolean } = {},
): string | undefined {
  const text = cleanHeading(heading)
  if (text.length < 3 || structuralHeadings.has(text.toLowerCase())) return undefined
  if (text.endsWith('?')) return text
  const words = text.split(' ')
  const first = (words[0] ?? '').toLowerCase()
  if (questionStarts.has(first) && words.length > 2) return `${text}?`

  if (overviewHeadings.test(text)) {
    // The overview of a page titled as a question ("Can I view my account secret?") answers that question.
    if (context.title && /\?$/.test(context.title.trim())) return cleanHeading(context.title)
    // … and of a page titled as a problem ("I've been scammed!") asks what to do about it, of a page titled as a task
    // ("How to reset the 6 digit passcode") how to do it.
    const title = context.title ? cleanHeading(context.title) : ''
    if (isProblemStatement(title)) return problemQuestions(title, context)[0]
    const task = overviewHeadings.test(title) ? undefined : titleAim(context)?.task
    if (task) return `How do I ${task}?`
    const subject = context.title ? subjectOf(context.title) : undefined
    return subject ? `What ${isPluralPhrase(subject) ? 'are' : 'is'} ${lowerFirstWord(subject, context)}?` : undefined
  }
  const overview = overviewOf.exec(text)
  if (overview) {
    const topic = overview[1] ?? overview[2] ?? ''
    return `What ${isPluralPhrase(topic) ? 'are' : 'is'} ${lowerFirstWord(topic, context)}?`
  }

  if (!options.definesHeading) {
    const verb = baseVerb(words[0] ?? '')
    const follower = (words[1] ?? '').toLowerCase()
    const isGerund = first.length > 5 && first.endsWith('ing') && verb !== first && !notGerunds.has(first)
    const isInstruction =
      words.length === 1
        ? isGerund
        : instructionFollowers.has(follower) || (!isGerund && !nounLikeVerbs.has(verb ?? ''))
    if (verb && isInstruction) {
      const rest = asFirstPerson(words.slice(1).join(' '))
      return `How do I ${[verb, rest].filter(Boolean).join(' ')}?`
    }
    // A gerund phrase that is not an instruction names an activity: "Tracking parcels".
    if (isGerund) return `How does ${lowerFirstWord(text, context)} work?`
  }

  const subject = subjectOf(text)
  const phrase = lowerFirstWord(subject, context)
  return `What ${isPluralPhrase(subject) ? 'are' : 'is'} ${phrase}?`
}

/** "Shipkite documentation" → "Shipkite": the subject a document-describing heading is about. */
export function subjectOf(heading: string): string {
  const cleaned = cleanHeading(heading).replace(noticePrefix, '')
  const statement = headingStatement(cleaned)
  const subject = (statement?.topic ?? cleaned).replace(documentWords, '')
  return subject.length >= 2 ? subject : cleaned
}

/**
 * "What is …?" for a glossary term, with the article its definition implies: "A list of parcels…" makes
 * "Manifest" countable ("What is a manifest?"); "Comparing prices…" leaves "Rate shopping" bare.
 */
export function questionForTerm(term: string, definition: string, context: PhrasingContext): string {
  // "Need to peek into a JWT without verifying it? (Click to expand)": what a summary adds after its question is the
  // widget's, not the question's.
  const text = cleanHeading(term).replace(/\?\s*\([^)]*\)$/, '?')
  if (text.endsWith('?')) return questionsFromHeading(text, context)[0] ?? text
  const phrase = lowerFirstWord(text, context)
  if (isPluralPhrase(text)) return `What are ${phrase}?`
  return `What is ${articleFor(text, definition, context)}${phrase}?`
}

/** "a " or "an " when the definition starts with an article and the term is a common noun; else "". */
export function articleFor(term: string, definition: string, context: PhrasingContext): string {
  const first = term.split(' ')[0] ?? ''
  if (!/^(a|an|the)\s/i.test(definition) || context.properNouns.has(first) || isAcronym(term)) return ''
  return /^[aeiou]/i.test(term) && !/^(uni|use|eu|one)/i.test(term) ? 'an ' : 'a '
}

/** Headings that introduce using the product as a whole: "Usage", "Quick start", "Getting started". */
/** A section that gives the page's procedure: "Instructions", "The steps", "Step by step". */
const procedureHeadings = /^(the\s+)?(instructions|steps|procedure|step[\s-]by[\s-]step)$/i

const usageHeadings = /^(basic\s+)?(usage|use|quick\s*start|getting\s+started|get\s+started|usage\s+examples?)$/i
/** Nouns that describe the product itself: "Features" asks "What are the features of ioredis?". */
const productAspects =
  /^(features|options|requirements|limitations|versions|benefits|highlights|capabilities|compatibility|supported platforms)$/i
/** Headings that start with a preposition continue their parent's topic: "As constructor options". */
const prepositionStart = /^(as|with|in|for|using|via|from|on|by|without)\s/i

/**
 * Words of a Title Case heading in the case a sentence would use: "Basic Usage" → "basic usage", while names,
 * acronyms and mixed-case identifiers keep theirs ("Lua", "HIMPORT", "TypeScript").
 */
export function sentenceCase(phrase: string, context: PhrasingContext): string {
  const words = phrase
    .split(' ')
    .map((word) => {
      const letters = word.replace(/[^\p{L}\p{N}]/gu, '')
      const isName = context.properNouns.has(letters) && !context.lowerCaseWords?.has(letters.toLowerCase())
      if (isAcronym(letters) || isName || /\p{Lu}/u.test(letters.slice(1))) return word
      if (context.subject && letters.toLowerCase() === context.subject.toLowerCase()) return context.subject
      return word.toLowerCase()
    })
    .join(' ')
  return withSubjectCase(words, context.subject)
}

/** The subject as the document writes it wherever a phrase names it: "Vacation Mode", not "Vacation mode". */
function withSubjectCase(phrase: string, subject: string | null | undefined): string {
  if (!subject?.includes(' ')) return phrase
  const pattern = new RegExp(`\\b${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi')
  return phrase.replace(pattern, subject)
}

function mentionsSubject(question: string, context: PhrasingContext): boolean {
  return !context.subject || question.toLowerCase().includes(context.subject.toLowerCase())
}

/**
 * " in ioredis" (or " with ioredis" after a phrase that already says "in …", and the other way round), or "" when the
 * subject is named.
 */
function subjectSuffix(phrase: string, context: PhrasingContext, preposition = 'in'): string {
  if (mentionsSubject(phrase, context)) return ''
  const other = preposition === 'in' ? 'with' : preposition === 'with' ? 'in' : undefined
  const word = other && new RegExp(`\\s${preposition}\\s`, 'i').test(` ${phrase} `) ? other : preposition
  return ` ${word} ${context.subject}`
}

/**
 * The ways a reader could ask what a section answers, most natural first, each naming the document's subject
 * when it has one. Sub-sections are asked in their parent's terms too ("What is pub/sub in cluster mode?"), since
 * their heading alone often repeats another section's. Structural headings give none.
 *
 * @example
 * questionsFromHeading('Install', { properNouns: new Set(), subject: 'ioredis' })
 * // ['How do I install ioredis?', 'What are the steps to install ioredis?']
 */
export function questionsFromHeading(
  heading: string,
  context: PhrasingContext,
  options: { definesHeading?: boolean; parent?: string; mentionsSupport?: boolean } = {},
): string[] {
  const cleaned = cleanHeading(heading)
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(noticePrefix, '')
    .trim()
  if (prerequisiteHeadings.test(cleaned)) return prerequisiteQuestions(context)
  if (adviceHeadings.test(cleaned)) return adviceQuestions(cleaned, context)
  // The procedure of a page titled as a task is how to do that task ("The instructions" in "Deleting an XRPL account").
  const task = procedureHeadings.test(cleaned) ? titleAim(context)?.task : undefined
  if (task) return [`How do I ${task}?`, `What are the steps to ${task}?`]
  if (cleaned.length < 3 || structuralHeadings.has(cleaned.toLowerCase())) return []
  const subject = context.subject
  // "How to connect your store", "Need to peek into a token?": what a reader asks as "How do I …?".
  const howTo = /^(?:how to|need to|want to)\s+(.+?)\??$/i.exec(cleaned)?.[1]
  if (howTo) {
    const action = asFirstPerson(howTo)
    return [`How do I ${action}${subjectSuffix(action, context, 'with')}?`]
  }
  // "What support covers": the question a heading states, with the verb a question needs.
  const statedWhat = /^(what|which)\s+([\p{L}-]+)\s+(\p{Ll}+[^s])s$/iu.exec(cleaned)
  if (statedWhat && !questionStarts.has((statedWhat[2] ?? '').toLowerCase()))
    return [`${statedWhat[1]} does ${statedWhat[2]?.toLowerCase()} ${statedWhat[3]}?`]
  // "An error occurs when I pay. How do I fix this?": the question points back at the statement, which a reader of
  // the question alone cannot see, so the statement goes into it.
  const pointsBack =
    /^(.+?)[.!]\s+(how (?:do|can) i (?:fix|solve|resolve|avoid|prevent|stop)) (?:this|that|it)\?$/i.exec(cleaned)
  if (pointsBack?.[1] && pointsBack[2]) {
    const statement = pointsBack[1]
    const ask = pointsBack[2].toLowerCase().replace(/\bi\b/, 'I')
    return [`${ask.charAt(0).toUpperCase()}${ask.slice(1)} it when ${lowerFirstWord(statement, context)}?`]
  }
  // "Understanding the Xaman Service Fee": how the thing works, not how "understanding" does.
  const understood = /^understand(?:ing)?\s+(.+)$/i.exec(cleaned)?.[1]
  if (understood && !/^(how|what|why|when|where|which|who)\b/i.test(understood)) {
    const thing = sentenceCase(understood, context)
    const plural = isPluralPhrase(thing)
    const suffix = subjectSuffix(thing, context)
    return [`How ${plural ? 'do' : 'does'} ${thing} work${suffix}?`, `What ${plural ? 'are' : 'is'} ${thing}${suffix}?`]
  }
  const inverted = invertedWhHeading(cleaned)
  if (inverted) return [inverted]
  if (cleaned.endsWith('?') || questionStarts.has((cleaned.split(' ')[0] ?? '').toLowerCase())) {
    const question = (cleaned.endsWith('?') ? cleaned : `${cleaned}?`).replace(/\s+\?$/, '?')
    return [asSentence(question, context)]
  }
  if (isProblemStatement(cleaned))
    return problemQuestions(cleaned.replace(problemPrefix, '').replace(situationPrefix, ''), context)
  // "Using `multipart/form-data` format": how to use it ("using" is too short to pass for a gerund below).
  const used = /^using\s+(.+)$/i.exec(cleaned)?.[1]
  if (used && !prepositionStart.test(used)) {
    const thing = sentenceCase(used, context)
    return [`How do I use ${thing}${subjectSuffix(thing, context, 'with')}?`]
  }
  if (subject && usageHeadings.test(cleaned))
    return [
      `How do I use ${subject}?`,
      `How do I get started with ${subject}?`,
      `Can you show a basic ${subject} example?`,
    ]
  if (subject && subjectOf(cleaned).toLowerCase() === subject.toLowerCase()) return [`What is ${subject}?`]
  // "URLSearchParams" under "Using `application/x-www-form-urlencoded` format": in that format, not "in using" it.
  // A parent heading that is itself a question or a sentence ("I can't find my account secret. What are my options?"),
  // or an overview, names no topic a sub-section's question could be asked in ("What are secret numbers in overview?");
  // nor does a part of the page ("What is summary in frequently asked questions?").
  const parentHeading = options.parent ? cleanHeading(options.parent) : ''
  const parent =
    options.parent &&
    !/[?.!]$/.test(options.parent.trim()) &&
    !overviewHeadings.test(parentHeading) &&
    !structuralHeadings.has(parentHeading.toLowerCase())
      ? sentenceCase(subjectOf(options.parent), context).replace(/^using\s+(?=\S+\s+\S)/i, '')
      : undefined
  if (parent && prepositionStart.test(cleaned)) {
    // "Using with Tauri" under "Custom fetch": custom fetch with Tauri.
    const continuation = cleaned.replace(/^using\s+(?=(?:with|in|for|from|on|via)\s)/i, '')
    // "From the Web Vault" under "Delete a personal account": the parent's task, done that way.
    const parentWord = parent.split(' ')[0] ?? ''
    if (parent.includes(' ') && baseVerb(parentWord) === parentWord.toLowerCase())
      return questionsFromHeading(`${parent} ${continuation}`, context, { definesHeading: false })
    const phrase = `${parent} ${sentenceCase(continuation, context)}`
    return [
      `How do I use ${phrase}${subjectSuffix(phrase, context, 'with')}?`,
      `What about ${phrase}${subjectSuffix(phrase, context)}?`,
    ]
  }
  const example = /^(an?\s+)?examples?\s+(of|for)\s+(.+)$/i.exec(cleaned)
  if (example?.[3]) {
    const phrase = sentenceCase(example[3], context)
    return [
      `Can you show an example of ${phrase}${subjectSuffix(phrase, context)}?`,
      `What does ${phrase} look like${subjectSuffix(phrase, context)}?`,
    ]
  }
  if (subject && productAspects.test(cleaned)) {
    const aspect = cleaned.toLowerCase()
    return [`What are the ${aspect} of ${subject}?`, `Which ${aspect} does ${subject} have?`]
  }

  // "HTTP/2 support", "Browser support": whether the product supports it, not how to "use" its support.
  const supported = /^(.+?)\s+support$/i.exec(cleaned)?.[1]
  if (subject && supported && !/\s(is|are)\s/i.test(` ${supported} `)) {
    const feature = sentenceCase(supported, context)
    const questions = [`Does ${subject} support ${feature}?`, `What is the ${feature} support of ${subject}?`]
    // A sub-section's support differs from its parent's ("HTTP/2 support" under "Custom fetch").
    if (parent && !feature.toLowerCase().includes(parent.toLowerCase()))
      questions.unshift(`Does ${subject} support ${feature} with ${parent}?`)
    return questions
  }
  // A heading that states a fact ("Decompression-bomb protection is opt-in") is asked as a yes-or-no question.
  const statement = headingStatement(cleaned)
  if (statement) {
    const topic = sentenceCase(statement.topic, context)
    const verb = statement.verb
    const claim = sentenceCase(statement.claim, context)
    return [
      `${verb === 'are' ? 'Are' : 'Is'} ${topic} ${claim}${subjectSuffix(`${topic} ${claim}`, context)}?`,
      `What ${verb} ${topic}${subjectSuffix(topic, context)}?`,
    ]
  }

  const words = cleaned.split(' ')
  const first = (words[0] ?? '').toLowerCase()
  if (!options.definesHeading && !overviewHeadings.test(cleaned) && !overviewOf.test(cleaned)) {
    const verb = baseVerb(words[0] ?? '')
    const follower = (words[1] ?? '').toLowerCase()
    const isGerund = first.length > 5 && first.endsWith('ing') && verb !== first && !notGerunds.has(first)
    // "Configuring Xaman on your new phone": a verb with a name after it is an action on that name (a Title Case
    // heading capitalizes every noun: "Shipping Rates" is no action).
    const objectIsName =
      !isTitleCase(cleaned) &&
      (context.properNouns.has(words[1] ?? '') || isAcronym(words[1] ?? '')) &&
      !context.lowerCaseWords?.has(follower)
    const isInstruction =
      words.length === 1
        ? !isGerund && !nounLikeVerbs.has(verb ?? '')
        : instructionFollowers.has(follower) || objectIsName || (!isGerund && !nounLikeVerbs.has(verb ?? ''))
    if (verb && isInstruction) {
      const rest = asFirstPerson(sentenceCase(words.slice(1).join(' '), context))
      // "Install" alone has no object: the subject is what gets installed.
      if (!rest && subject) return [`How do I ${verb} ${subject}?`, `What are the steps to ${verb} ${subject}?`]
      const action = [verb, rest].filter(Boolean).join(' ')
      const suffix = subjectSuffix(action, context, 'with')
      return [`How do I ${action}${suffix}?`, `What are the steps to ${action}${suffix}?`]
    }
    if (isGerund || (/ing$/i.test(words.at(-1) ?? '') && words.length <= 3 && !notGerunds.has(first))) {
      const phrase = sentenceCase(cleaned, context)
      const suffix = subjectSuffix(phrase, context)
      // "Pipelining" is a feature one uses; "Tracking parcels" is an activity that already has its object.
      if (words.length === 1) return [`How does ${phrase} work${suffix}?`, `How do I use ${phrase}${suffix}?`]
      // An activity on things ("Handling errors", "Parsing arrays") is what the reader wants to do: asked as a task
      // first. Only for verbs whose gerund rarely describes a noun ("Tracking emails" are emails, "Shipping rates"
      // are rates), and a singular noun after the gerund usually makes it an adjective ("Blocking command timeout").
      const object = words.slice(1).join(' ')
      const isActivity = activityGerundVerbs.has(verb ?? '') && follower !== 'of' && !cleaned.includes(':')
      if (isGerund && verb && isActivity && isPluralPhrase(object)) {
        const action = `${verb} ${asFirstPerson(sentenceCase(object, context))}`
        return [`How do I ${action}${subjectSuffix(action, context, 'with')}?`, `How does ${phrase} work${suffix}?`]
      }
      return [`How does ${phrase} work${suffix}?`]
    }
  }

  const single = questionFromHeading(heading, context, options)
  if (!single) return []
  const phrase = sentenceCase(subjectOf(cleaned), context)
  const verb = isPluralPhrase(phrase) ? 'are' : 'is'
  const questions: string[] = []
  if (parent && !phrase.toLowerCase().includes(parent.toLowerCase())) {
    const inParent = `${phrase} in ${parent}`
    questions.push(`What ${verb} ${inParent}${subjectSuffix(inParent, context)}?`)
  }
  if (overviewHeadings.test(cleaned) || overviewOf.test(cleaned)) return [...questions, single]
  questions.push(`What ${verb} ${phrase}${subjectSuffix(phrase, context)}?`)
  if (subject && verb === 'is') questions.push(`How do I use ${phrase}${subjectSuffix(phrase, context)}?`)
  if (subject && options.mentionsSupport && !mentionsSubject(phrase, context))
    questions.push(`Does ${subject} support ${phrase}?`)
  return questions
}

/**
 * Sentences of documentation prose that say how to do something, with the task they name: "To connect using
 * Sentinel, use:", "If you want to send a batch of commands, …", "You can specify nat mapping rules via `natMap`",
 * "Use `toJSON` to get more information about the HTTP error", "qs allows you to create nested objects within your query
 * strings".
 */
const taskSentencePatterns = [
  /^To\s+([a-z][^,:;]*?)(?:\s*[,:]|\s+(?=(?:use|call|pass|set|add|run|specify|provide|enable|configure)\s))/,
  /^If you (?:want|need|'d like|would like|wish) to\s+([a-z][^,:;]*?)\s*[,:]/i,
  /^You can (?:also |now |easily |simply )?([a-z][^.,:;!?]*?)\s+(?:by|via|through|using|with the help of)\b/,
  /^You can (?:also |now |easily |simply )?([a-z][^,:;!?]*?)(?:\s+(?:like this|as follows|as shown below|like so))?\s*[.:]$/,
  /^Use \S+(?: \S+){0,3}? to ([a-z][^.,:;!?]*?)(?:\s+and\s.*)?\s*[.:,]/,
  /\b(?:allows|enables) you to ([a-z][^.,:;!?]*?)\s*(?:[.,:;]|$)/,
  /\blets you ([a-z][^.,:;!?]*?)\s*(?:[.,:;]|$)/,
]
/** A task cut off before its object ("To add or …") is not one. */
const danglingEnd = /\s(or|and|to|of|the|a|an|with|for|in|on|at|by|from|as|into|your|my)$/i
/** A task that points elsewhere or back at earlier text is not a question a reader could ask on its own. */
const contextDependentTask =
  /\b(this|that|these|those|it|its|them|they|above|below|following|former|latter|here|there|such|same|behaviou?r|refer|learn|read|see|check|find|visit|consult|look)\b/i
// "To do so, …", "To be safe, …", "To date, …": no task a reader would ask for.
// "To the right of Tax Exemption, select …": a place, not a task ("To" is a preposition there).
const notTaskVerbs = new Set([
  'be',
  'do',
  'date',
  'make',
  'have',
  'summarize',
  'recap',
  ...'the a an this that these those your my our their its his her'.split(' '),
])
const maximumTaskQuestionsPerPassage = 4

/**
 * "How do I …?" questions for the tasks a passage's prose explains (its sentences as plain text: `parseMarkdownBlocks`
 * has already dropped links and inline code marks), naming the document's subject: a section often
 * answers several tasks its heading does not name ("Pipelining" also says how to send a batch of commands), and
 * the parts of a long section have no heading of their own.
 *
 * @example
 * questionsFromTaskSentences(['To connect using Sentinel, use:'], { properNouns: new Set(), subject: 'ioredis' })
 * // ['How do I connect using Sentinel with ioredis?']
 */
export function questionsFromTaskSentences(sentences: readonly string[], context: PhrasingContext): string[] {
  const questions: string[] = []
  for (const sentence of sentences) {
    const plain = sentence.replace(/\s*\([^)]*\)/g, '').replace(/\s+/g, ' ')
    for (const pattern of taskSentencePatterns) {
      const task = pattern.exec(plain)?.[1]?.trim()
      if (!task) continue
      const words = task.split(' ')
      if (words.length < 2 || words.length > 12 || notTaskVerbs.has(words[0] ?? '')) break
      if (contextDependentTask.test(task) || danglingEnd.test(task) || !/^[a-z]+$/.test(words[0] ?? '')) break
      const action = asFirstPerson(task)
      questions.push(`How do I ${action}${subjectSuffix(action, context, 'with')}?`)
      break
    }
    if (questions.length === maximumTaskQuestionsPerPassage) break
  }
  return questions
}
