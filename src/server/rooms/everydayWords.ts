/**
 * Entries of the built-in word lists (naughty-words) that are everyday words or given names in one
 * of our fourteen languages, so refusing them refuses ordinary names and quiz texts: the lists carry
 * slang senses of plain words ("regina", "pesce"), and one language's insult is another's
 * preposition ("con", "del") or colour ("negro"). Each is the list's entry as written there; an
 * operator who wants one refused anyway adds it to `server.forbiddenWords`.
 */
export const EVERYDAY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // "negro": black in Spanish; "cumming": a Scottish family name; "lolita": a Spanish given name;
  // "shota": a Japanese given name; "kike": the Spanish short form of Enrique; "escort", "domination",
  // "suck", "snatch", "butt", "tit" (a bird), "nude": plain English; "xx": kisses at the end of a note.
  en: ['negro', 'cumming', 'lolita', 'shota', 'kike', 'escort', 'domination', 'suck', 'sucks', 'snatch', 'butt', 'tit', 'nude', 'xx'],
  // "con": with (es, it); "bite": to bite (en); "bitte": please (de); "chatte": she-cat; "baiser": a kiss;
  // "folle", "gerbe", "gueule", "jouir", "péter", "ramoner", "tanche", "bourré(e)", "pédale" (a pedal): everyday French.
  fr: [
    'con',
    'bite',
    'bitte',
    'negro',
    'chatte',
    'baiser',
    'folle',
    'gerbe',
    'gueule',
    'jouir',
    'péter',
    'ramoner',
    'tanche',
    'bourré',
    'bourrée',
    'pédale',
    'meuf',
  ],
  'fr-CA-u-sd-caqc': [],
  // Hammer, hell, trio, donkey, shell (and the given name Concha), drugs, heroine, urine, cursed, murder, racist.
  es: ['martillo', 'infierno', 'trio', 'asno', 'concha', 'drogas', 'heroína', 'orina', 'maldito', 'asesinato', 'racista'],
  // Grimace, naked, rosette (and the French given name), the sight's notch, bonze, mufti, bogey, rascal, girl.
  de: ['fratze', 'nackt', 'rosette', 'kimme', 'bonze', 'mufti', 'popel', 'lümmel', 'ische'],
  // Queen (and the given name Regina), fish, mussel, quail, cow, chariot, pea, fennel, pig, saw, pump,
  // the given names Mona and Pippa, balls, broad bean, corpse, Spanish woman, and the verbs to mount,
  // to beat, to pull, to dig, to get wet.
  it: [
    'regina',
    'pesce',
    'cozza',
    'quaglia',
    'vacca',
    'biga',
    'pisello',
    'finocchio',
    'porco',
    'porca',
    'sega',
    'pompa',
    'mona',
    'pippa',
    'palle',
    'balle',
    'fava',
    'cadavere',
    'spagnola',
    'monta',
    'montare',
    'battere',
    'sbattere',
    'tirare',
    'vangare',
    'bagnarsi',
    'cagna',
    'patacca',
    'brinca',
  ],
  // Given names (Anita, Griet, Johny); darling; and hole, cave, pot, paw, pole(s), not/niece, turn, to be
  // fed up, basin, oink, mat, cap, ashtray, Dumbo, seed, seesaw, to spray, to suck, naked, position, push,
  // horn, to mow the grass, to walk the dog, kiss: everyday Dutch.
  nl: [
    'anita',
    'griet',
    'johny',
    'schatje',
    'gat',
    'hol',
    'pot',
    'poot',
    'paal',
    'palen',
    'nicht',
    'beurt',
    'balen',
    'bekken',
    'knor',
    'matje',
    'muts',
    'asbak',
    'dombo',
    'zaadje',
    'wippen',
    'spuiten',
    'zuigen',
    'naakt',
    'standje',
    'stootje',
    'toeter',
    'gras maaien',
    'de hond uitlaten',
    'tongzoeng',
    'del',
    'kanen',
    'remsporen',
    'raaskallen',
    'gedoogzone',
  ],
  // Naked, nude, mound, "what difference", "the other one teases", to grab, horseradish; goal (gol), bull, rooster.
  ru: ['голый', 'обнаженный', 'бугор', 'какая разница', 'другой дразнится', 'хапать', 'хрен', 'gol', 'byk', 'petuh', 'uboy'],
  // Dislike, control, race (people), temptation, both sexes, the temple sign on maps.
  ja: ['嫌い', '支配', '人種', '誘惑', '両性', '卍'],
  // Adult, ancestors, second child, old mother, plainclothes, passion, stiffness, a game platform,
  // egg (ja), milk (珍奶, bubble tea), dove, seven (formal numeral), mating, virgin (also Virgo).
  zh: ['成人', '祖宗', '老二', '老母', '私服', '激情', '刚度', '九游', '卵', '奶', '鳩', '柒', '交配', '处女'],
  // Nanny, elderly mother, manga / ruined, unofficial history.
  ko: ['유모', '노모', '망가', '야사'],
};
