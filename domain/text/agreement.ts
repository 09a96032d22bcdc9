import { SEXES, type Sex } from '../enums/person.ts';

/**
 * Gender agreement of the words official documents write about a person (issue 15, part 2):
 * "brasileira, viúva, portadora…, inscrita…, filha de…, residente e domiciliada" for a woman,
 * the masculine forms for a man, and the neutral "(a)" forms only when the sex is unknown (or
 * "Outro": the register does not say which form the person uses, so the document does not guess).
 *
 * The product's own labels carry the neutral form ("Viúvo(a)", "Casado(a) com separação de
 * corpos", "inscrito(a)"); `agree` resolves every such form in a text, so the enumerations stay
 * written once and each document only says whose sex governs the words.
 */
export type Gender = 'masculine' | 'feminine' | null;

/** The grammatical gender the register gives for a sex: only Masculino and Feminino decide one. */
export function genderOf(sex: Sex | string | null | undefined): Gender {
  // SEXES is Masculino, Feminino, Outro (the values are written once, in enums/person.ts).
  if (sex === SEXES[0].id) return 'masculine';
  if (sex === SEXES[1].id) return 'feminine';
  return null;
}

/**
 * The grammatical gender of two people spoken of together ("os beneficiários"): Portuguese takes
 * the masculine for any group with a man in it, the feminine only when both are women, and the
 * neutral "(as)" forms when neither says a man and one sex is not registered.
 */
export function genderOfBoth(first: Gender, second: Gender): Gender {
  if (first === 'masculine' || second === 'masculine') return 'masculine';
  return first === 'feminine' && second === 'feminine' ? 'feminine' : null;
}

/**
 * Neutral forms and their two agreed forms, tried in order (longest first). Matching is on whole
 * words and keeps the case of the first letter ("Viúvo(a)" → "Viúva", "CASADO(A)" → "CASADA").
 */
const FORMS: readonly { pattern: RegExp; masculine: string; feminine: string }[] = [
  // The plural, for two people together: os(as) beneficiários(as), aos(às) próprios(as), cada um(a)
  { pattern: /(^|\s)(o)s\(as\)(?=\s)/giu, masculine: '$1$2s', feminine: '$1as' },
  { pattern: /(^|\s)(a)os\(às\)(?=\s)/giu, masculine: '$1$2os', feminine: '$1às' },
  { pattern: /(\p{L}+)os\(as\)/giu, masculine: '$1os', feminine: '$1as' },
  { pattern: /(^|\s)(u)m\(a\)(?=\s)/giu, masculine: '$1$2m', feminine: '$1$2ma' },
  // seu(sua) cônjuge / seu(sua) companheiro(a)
  { pattern: /\b(s)eu\((s)ua\)/giu, masculine: '$1eu', feminine: '$1ua' },
  // do(a) titular, o(a) beneficiário(a)
  { pattern: /\b(d)o\(a\)(?=\s)/giu, masculine: '$1o', feminine: '$1a' },
  { pattern: /(^|\s)(o)\(a\)(?=\s)/giu, masculine: '$1$2', feminine: '$1a' },
  // portador(a), servidor(a), trabalhador(a)
  { pattern: /(\p{L}+)or\(a\)/giu, masculine: '$1or', feminine: '$1ora' },
  // brasileiro(a), casado(a), viúvo(a), inscrito(a), filho(a), domiciliado(a), companheiro(a)
  { pattern: /(\p{L}+)o\(a\)/giu, masculine: '$1o', feminine: '$1a' },
];

/** Keeps the original's case: all capitals ("CASADO(A)" → "CASADA") or a capital first letter ("O(a)" → "A"). */
function matchCase(replaced: string, original: string): string {
  // Most forms are in lower case ("inscrito(a)", " o(a)"): no locale work for them.
  const initial = /\p{L}/u.exec(original)?.[0] ?? '';
  if (initial >= 'a' && initial <= 'z') return replaced;
  const letters = original.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toLocaleUpperCase('pt-BR')) return replaced.toLocaleUpperCase('pt-BR');
  const first = letters.charAt(0);
  if (first && first === first.toLocaleUpperCase('pt-BR')) {
    return replaced.replace(/\p{L}/u, (c) => c.toLocaleUpperCase('pt-BR'));
  }
  return replaced;
}

/**
 * Texts already agreed, per gender: the clauses every título repeats (the effects, the
 * declaration) are the same words for every lot of that sex (issue 19). Bounded: the texts that
 * carry a person's data are new each time.
 */
const agreed = { masculine: new Map<string, string>(), feminine: new Map<string, string>() };
const AGREED_PER_GENDER = 200;

/** Resolves every neutral form in `text` for `gender`; with no gender, the text is unchanged. */
export function agree(text: string, gender: Gender): string {
  if (!gender || !text.includes('(')) return text;
  const known = agreed[gender];
  let out = known.get(text);
  if (out !== undefined) return out;
  out = resolve(text, gender);
  if (known.size >= AGREED_PER_GENDER) known.clear();
  known.set(text, out);
  return out;
}

function resolve(text: string, gender: 'masculine' | 'feminine'): string {
  let out = text;
  for (const form of FORMS) {
    const replacement = gender === 'masculine' ? form.masculine : form.feminine;
    out = out.replace(form.pattern, (match, ...groups: unknown[]) => {
      const captured = groups.slice(0, -2) as (string | undefined)[];
      const word = replacement.replace(/\$(\d)/g, (_, n: string) => captured[Number(n) - 1] ?? '');
      return matchCase(word, match);
    });
  }
  return out;
}

/** Nationalities written in the masculine or neutral form that have a plain feminine. */
const NATIONALITY =
  /^(brasileir|paraguai|uruguai|argentin|venezuelan|bolivian|peruan|colombian|chilen|haitian|cuban|angolan|italian|african|american|mexican|equatorian)(o|a|o\(a\))$/iu;

/**
 * A nationality as the document writes it: "brasileira" for a woman, "brasileiro" for a man,
 * whatever form was typed ("Brasileiro(a)", "BRASILEIRA"). With no registered sex the typed
 * form is kept (lower case): it is the register's only word on it. An unlisted nationality is
 * kept as typed too, its "(a)" resolved, since only the person's own wording is safe for it.
 */
export function nationalityFor(nationality: string | null | undefined, gender: Gender): string {
  const typed = (nationality ?? '').trim().toLocaleLowerCase('pt-BR');
  if (!typed) return '';
  const match = NATIONALITY.exec(typed);
  if (!match || !gender) return agree(typed, gender);
  return `${match[1]}${gender === 'masculine' ? 'o' : 'a'}`;
}

/**
 * The mayor's office as the documents write it: "Prefeito Municipal" or "Prefeita Municipal" by the
 * form the project settings give (domain/enums/person.ts, MAYOR_FORMS), "Prefeito(a) Municipal"
 * when they do not say.
 */
export const mayorOffice = (sex: Sex | string | null | undefined): string =>
  agree('Prefeito(a) Municipal', genderOf(sex));
