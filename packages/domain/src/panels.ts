/**
 * Regular panels and student tables (PRODUCT.md "Evaluation and statuses", "Panels"): the form's
 * schema (the same on both sides), the kinds they group, and `suggestPanels`, the pure grouping of
 * an area's approved, unpanelled items by shared keywords.
 */
import { z } from 'zod';
import { safeString } from './input-hygiene';

/** The two kinds a coordinator builds, and the kind of item each groups. */
export const areaPanelKinds = ['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE'] as const;
export type AreaPanelKind = (typeof areaPanelKinds)[number];
export const panelMemberKindOf = { PANEL_REGULAR: 'PRESENTACION', PANEL_MESA_ESTUDIANTE: 'MESA_ESTUDIANTE' } as const satisfies Record<AreaPanelKind, string>;
export const areaPanelKindLabels: Record<AreaPanelKind, { one: string; many: string; item: string; items: string; create: string; edit: string }> = {
  PANEL_REGULAR: { one: 'Panel regular', many: 'Paneles regulares', item: 'ponencia', items: 'ponencias', create: 'Nuevo panel regular', edit: 'Editar panel regular' },
  PANEL_MESA_ESTUDIANTE: { one: 'Mesa de estudiantes', many: 'Mesas de estudiantes', item: 'ponencia de estudiante', items: 'ponencias de estudiantes', create: 'Nueva mesa de estudiantes', edit: 'Editar mesa de estudiantes' },
};

/** The edition's limits on the number of items of a panel (conferences.panel_papers_min/max). */
export type PanelSizeLimits = { min: number; max: number };

export const PANEL_NAME_MAX = 200;
export const PANEL_PERSON_NAME_MAX = 120;

const idText = (message: string) => z.string({ error: message }).trim().regex(/^\d{1,10}$/, message);

/** A chair or commentator: an account (its id; the name is then taken from it) or a typed name. */
export const panelPersonInput = z.object({
  userId: z.string().trim().uuid('Persona inválida').nullish(),
  name: safeString().trim().max(PANEL_PERSON_NAME_MAX, `Como máximo ${PANEL_PERSON_NAME_MAX} caracteres`).default(''),
});
export type PanelPersonInput = z.input<typeof panelPersonInput>;

/** An optional person: empty (no account, no name) means nobody. */
const person = panelPersonInput
  .nullish()
  .transform((p) => (p && (p.userId || p.name) ? { userId: p.userId ?? null, name: p.name } : null))
  .refine((p) => p === null || p.userId !== null || p.name.length >= 2, 'Ingrese el nombre (al menos 2 caracteres) o elija una persona');

const itemsOf = (limits: PanelSizeLimits) =>
  z
    .array(idText('Ponencia inválida'), { error: 'Elija las ponencias' })
    .min(limits.min, `El panel necesita al menos ${limits.min} ponencias`)
    .max(limits.max, `El panel admite como máximo ${limits.max} ponencias`)
    .refine((ids) => new Set(ids).size === ids.length, 'Una ponencia figura dos veces');

const panelFields = (limits: PanelSizeLimits) => ({
  name: safeString().trim().min(3, 'Ingrese el nombre del panel (al menos 3 caracteres)').max(PANEL_NAME_MAX, `Como máximo ${PANEL_NAME_MAX} caracteres`),
  thematicAreaId: idText('Elija el área temática'),
  chair: person,
  commentator: person,
  items: itemsOf(limits),
});

/** `updateRegularPanel` / `updateStudentTablePanel` data, within the edition's size limits. */
export const updatePanelInput = (limits: PanelSizeLimits) => z.object(panelFields(limits));
/** `createRegularPanel` / `createStudentTablePanel` data. */
export const createPanelInput = (limits: PanelSizeLimits) => z.object({ conferenceId: idText('Congreso inválido'), ...panelFields(limits) });
export type PanelFormValues = z.input<ReturnType<typeof updatePanelInput>>;

/** Lower case, no accents, single spaces: "Políticas  Públicas" and "politicas publicas" are one keyword. */
export const foldKeyword = (keyword: string) =>
  keyword
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** What the suggestion needs of an item: its id, its keywords, its authors' institutions. */
export type SuggestionItem = { id: number; keywords: readonly string[]; institutions: readonly number[] };

export type PanelSuggestion = {
  /** Item ids, in the order the panel would present them. */
  itemIds: number[];
  /** The folded keywords at least two of its items share (most shared first). */
  sharedKeywords: string[];
  /** Two of its items have authors of one institution (only when no other grouping was found). */
  institutionClash: boolean;
};

const countsOf = (values: Iterable<string>) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

/**
 * How many groups, and their sizes: as few as the maximum allows, evenly sized, each within
 * [min, max]. Items that cannot be placed that way (too few, or an awkward count) stay out.
 */
function groupSizes(n: number, { min, max }: PanelSizeLimits): number[] {
  if (min < 1 || max < min || n < min) return [];
  let k = Math.ceil(n / max);
  if (k * min > n) k = Math.floor(n / min);
  const placed = Math.min(n, k * max);
  const base = Math.floor(placed / k);
  const extra = placed % k;
  return Array.from({ length: k }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Groups an area's approved, unpanelled items into suggested panels: by shared keywords (folded,
 * accents ignored), at most one item per institution in a panel where possible, every panel within
 * the limits. Deterministic: the same items (in any order) give the same suggestions.
 *
 * Greedy, one panel at a time: the seed is the item whose keyword is the most common among the
 * items left; then the item sharing most keywords with the panel joins, except that an item from
 * an institution already in the panel joins only when nothing else is left, and an institution
 * with as many items left as panels still to fill gets one into this panel first (so it can be
 * spread one per panel).
 */
export function suggestPanels(input: readonly SuggestionItem[], limits: PanelSizeLimits): PanelSuggestion[] {
  // One entry per id (a repeated id merges its keywords and institutions), in id order.
  const byId = new Map<number, { keywords: Set<string>; institutions: Set<number> }>();
  for (const i of input) {
    const entry = byId.get(i.id) ?? { keywords: new Set<string>(), institutions: new Set<number>() };
    i.keywords.map(foldKeyword).filter(Boolean).forEach((k) => entry.keywords.add(k));
    i.institutions.forEach((inst) => entry.institutions.add(inst));
    byId.set(i.id, entry);
  }
  const items = [...byId.entries()]
    .map(([id, e]) => ({ id, keywords: [...e.keywords].sort(), institutions: [...e.institutions].sort((a, b) => a - b) }))
    .sort((a, b) => a.id - b.id);
  const sizes = groupSizes(items.length, limits);
  const left = new Map(items.map((i) => [i.id, i]));
  const suggestions: PanelSuggestion[] = [];

  for (let g = 0; g < sizes.length; g++) {
    const size = sizes[g];
    const groupsLeft = sizes.length - g;
    const keywordCounts = countsOf([...left.values()].flatMap((i) => i.keywords));
    const institutionLeft = countsOf([...left.values()].flatMap((i) => i.institutions.map(String)));
    const group: typeof items = [];
    const groupInstitutions = new Set<number>();
    const groupKeywords = new Map<string, number>();
    const add = (item: (typeof items)[number]) => {
      group.push(item);
      left.delete(item.id);
      for (const inst of item.institutions) {
        groupInstitutions.add(inst);
        institutionLeft.set(String(inst), (institutionLeft.get(String(inst)) ?? 1) - 1);
      }
      for (const k of item.keywords) groupKeywords.set(k, (groupKeywords.get(k) ?? 0) + 1);
    };
    const clashes = (item: (typeof items)[number]) => item.institutions.some((inst) => groupInstitutions.has(inst));
    /** An institution that must place an item here to stay one per panel in the panels left. */
    const urgent = (item: (typeof items)[number]) => item.institutions.some((inst) => !groupInstitutions.has(inst) && (institutionLeft.get(String(inst)) ?? 0) >= groupsLeft);
    const shared = (item: (typeof items)[number]) => item.keywords.reduce((n, k) => n + (groupKeywords.has(k) ? 1 : 0), 0);
    const seedScore = (item: (typeof items)[number]) => Math.max(0, ...item.keywords.map((k) => keywordCounts.get(k) ?? 0));

    while (group.length < size && left.size > 0) {
      let best: (typeof items)[number] | null = null;
      let bestKey: number[] = [];
      for (const item of left.values()) {
        // Higher is better, compared in order; ids break ties (lower first).
        const key = [clashes(item) ? 0 : 1, urgent(item) && !clashes(item) ? 1 : 0, group.length === 0 ? seedScore(item) : shared(item), group.length === 0 ? 0 : seedScore(item)];
        if (!best || compareKeys(key, bestKey) > 0) {
          best = item;
          bestKey = key;
        }
      }
      add(best!);
    }
    const counts = countsOf(group.flatMap((i) => i.keywords));
    const sharedKeywords = [...counts.entries()]
      .filter(([, n]) => n >= 2)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([k]) => k);
    let institutionClash = false;
    const seen = new Set<number>();
    for (const item of group) {
      if (item.institutions.some((inst) => seen.has(inst))) institutionClash = true;
      item.institutions.forEach((inst) => seen.add(inst));
    }
    suggestions.push({ itemIds: group.map((i) => i.id), sharedKeywords, institutionClash });
  }
  return suggestions;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** A name for a suggested panel from its shared keywords ("Democracia y estado"). */
export function suggestedPanelName(sharedKeywords: readonly string[], fallback: string): string {
  const words = sharedKeywords.slice(0, 2);
  if (words.length === 0) return fallback;
  const text = words.join(' y ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
