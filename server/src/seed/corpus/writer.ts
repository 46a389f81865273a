import type { Prng } from '../prng';
import { DISEASE_FACTS, type DiseaseFacts } from './disease-facts';
import { factsOf, type SpecialtyFacts } from './specialty-facts';

/** Slots a sentence template may use; `{d}` is the subject (a disease or a method). */
const SLOT_SOURCES: Record<string, (facts: SpecialtyFacts) => readonly string[]> = {
  e: (f) => f.exams,
  t: (f) => f.therapies,
  s: (f) => f.scores,
  y: (f) => f.symptoms,
  c: (f) => f.comorbidities,
  m: (f) => f.partners,
};
/** Slots a disease has words of its own for. */
const DISEASE_SLOTS: Record<string, (facts: DiseaseFacts) => readonly string[]> = {
  e: (f) => f.exams,
  t: (f) => f.therapies,
  y: (f) => f.symptoms,
};

/** `count` different items of `items` in a random order. */
export function shuffled<T>(rand: Prng, items: readonly T[], count = items.length): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(rand.next() * pool.length), 1)[0]);
  return picked;
}

/**
 * Writes one text: fills sentence templates for one subject and field, handing out each slot's values in
 * a shuffled order so a text does not name the same examination twice in a row, and never uses one
 * template twice.
 */
export class Writer {
  private readonly queues = new Map<string, string[]>();
  private readonly used = new Set<string>();

  constructor(
    readonly rand: Prng,
    readonly subject: string,
    readonly specialty: number,
  ) {}

  get facts(): SpecialtyFacts {
    return factsOf(this.specialty);
  }

  /** The words a slot draws from: the disease's own where it has them, else its field's. */
  private source(slot: string): readonly string[] {
    const disease = DISEASE_FACTS[this.subject];
    const own = disease && DISEASE_SLOTS[slot] ? DISEASE_SLOTS[slot](disease) : [];
    return own.length > 0 ? own : SLOT_SOURCES[slot](this.facts);
  }

  /** The slot's next word, not one `avoid` already has (one sentence names two different examinations). */
  private next(slot: string, avoid: ReadonlySet<string>): string {
    let queue = this.queues.get(slot) ?? [];
    for (let tries = 0; tries < 2; tries++) {
      if (queue.length === 0) queue = shuffled(this.rand, this.source(slot));
      const index = queue.findIndex((word) => !avoid.has(word));
      if (index >= 0) {
        this.queues.set(slot, queue);
        return queue.splice(index, 1)[0];
      }
      queue = [];
    }
    // The disease has too few words of its own for this sentence: one of its field's.
    const fallback = SLOT_SOURCES[slot](this.facts).filter((word) => !avoid.has(word));
    return fallback.length > 0 ? this.rand.pick(fallback) : this.rand.pick(this.source(slot));
  }

  /** One template filled: [a|b] one wording; {d} subject; {e} {t} {s} {y} {c} {m} field words; {p} a percentage; {n} a count; {k} months. */
  fill(template: string): string {
    // [甲|乙] picks one wording, so one template reads differently from text to text.
    const worded = template.replace(/\[([^\]]+)\]/g, (_, choices: string) => this.rand.pick(choices.split('|')));
    const named = new Set<string>();
    return worded.replace(/\{([a-z])\}/g, (_, slot: string) => {
      if (slot === 'd') return this.subject;
      if (slot === 'p') return String(this.rand.int(12, 68));
      if (slot === 'n') return String(this.rand.int(3, 9));
      if (slot === 'k') return String(this.rand.pick([3, 6, 12]));
      const word = this.next(slot, named);
      named.add(word);
      return word;
    });
  }

  /** `count` sentences from `templates`, none used before in this text. */
  sentences(templates: readonly string[], count: number): string {
    const fresh = templates.filter((t) => !this.used.has(t));
    const picked = shuffled(this.rand, fresh, count);
    for (const t of picked) this.used.add(t);
    return picked.map((t) => this.fill(t)).join('');
  }

  paragraph(templates: readonly string[], count: number): string {
    return `<p>${this.sentences(templates, count)}</p>`;
  }

  /** A bulleted list: each item one template. */
  list(templates: readonly string[], count: number, ordered = false): string {
    const fresh = templates.filter((t) => !this.used.has(t));
    const picked = shuffled(this.rand, fresh, count);
    for (const t of picked) this.used.add(t);
    const tag = ordered ? 'ol' : 'ul';
    return `<${tag}>${picked.map((t) => `<li>${this.fill(t)}</li>`).join('')}</${tag}>`;
  }

  /** Steps that keep their order, each template filled. */
  steps(templates: readonly string[]): string {
    for (const t of templates) this.used.add(t);
    return `<ol>${templates.map((t) => `<li>${this.fill(t)}</li>`).join('')}</ol>`;
  }

  pick<T>(items: readonly T[]): T {
    return this.rand.pick(items);
  }
}

export const heading = (text: string) => `<h3>${text}</h3>`;
