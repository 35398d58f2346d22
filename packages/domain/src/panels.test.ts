import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPanelInput, foldKeyword, suggestPanels, suggestedPanelName, type SuggestionItem } from './panels';

const limits = { min: 3, max: 5 };

describe('foldKeyword', () => {
  it('ignores case, accents and repeated spaces', () => {
    expect(foldKeyword('  Políticas   Públicas ')).toBe('politicas publicas');
    expect(foldKeyword('MIGRACIÓN')).toBe(foldKeyword('migracion'));
  });
});

describe('suggestPanels', () => {
  it('groups items that share keywords, accents and case ignored', () => {
    const items: SuggestionItem[] = [
      { id: 1, keywords: ['Democracia', 'elecciones'], institutions: [1] },
      { id: 2, keywords: ['migración', 'frontera'], institutions: [2] },
      { id: 3, keywords: ['democracia', 'partidos'], institutions: [3] },
      { id: 4, keywords: ['Migracion', 'trabajo'], institutions: [4] },
      { id: 5, keywords: ['DEMOCRACIA'], institutions: [5] },
      { id: 6, keywords: ['migración'], institutions: [6] },
    ];
    const out = suggestPanels(items, limits);
    expect(out.map((s) => s.itemIds)).toEqual([
      [1, 3, 5],
      [2, 4, 6],
    ]);
    expect(out[0].sharedKeywords).toEqual(['democracia']);
    expect(out[1].sharedKeywords).toEqual(['migracion']);
    expect(out.every((s) => !s.institutionClash)).toBe(true);
  });

  it('keeps two items of one institution apart when it can, even against a shared keyword', () => {
    const items: SuggestionItem[] = [
      { id: 1, keywords: ['estado'], institutions: [7] },
      { id: 2, keywords: ['estado'], institutions: [7] },
      { id: 3, keywords: ['estado'], institutions: [8] },
      { id: 4, keywords: ['otro'], institutions: [9] },
      { id: 5, keywords: ['otro'], institutions: [10] },
      { id: 6, keywords: ['otro'], institutions: [11] },
    ];
    const out = suggestPanels(items, limits);
    expect(out).toHaveLength(2);
    for (const s of out) expect(s.itemIds.filter((id) => id === 1 || id === 2)).toHaveLength(1);
    expect(out.every((s) => !s.institutionClash)).toBe(true);
  });

  it('flags a clash only when every item left is of the same institution', () => {
    const items: SuggestionItem[] = [1, 2, 3].map((id) => ({ id, keywords: ['x'], institutions: [1] }));
    expect(suggestPanels(items, limits)).toEqual([{ itemIds: [1, 2, 3], sharedKeywords: ['x'], institutionClash: true }]);
  });

  it('suggests nothing below the minimum, and leaves out what cannot form a panel in range', () => {
    expect(suggestPanels([{ id: 1, keywords: ['a'], institutions: [] }], limits)).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, keywords: ['a'], institutions: [] }));
    expect(suggestPanels(eleven, { min: 5, max: 5 }).map((s) => s.itemIds.length)).toEqual([5, 5]);
  });

  const item = fc.record({
    id: fc.integer({ min: 1, max: 60 }),
    keywords: fc.array(fc.constantFrom('Democracia', 'democracia', 'Estado', 'migración', 'MIGRACION', 'género', 'trabajo', 'partidos'), { maxLength: 4 }),
    institutions: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }),
  });
  const sizeLimits = fc.integer({ min: 1, max: 6 }).chain((min) => fc.record({ min: fc.constant(min), max: fc.integer({ min, max: min + 4 }) }));

  it('places every item at most once, every panel within the limits, and as many panels as the count allows (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), sizeLimits, (items, l) => {
        const out = suggestPanels(items, l);
        const ids = out.flatMap((s) => s.itemIds);
        const distinct = new Set(items.map((i) => i.id));
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(distinct.has(id)).toBe(true);
        for (const s of out) expect(s.itemIds.length >= l.min && s.itemIds.length <= l.max).toBe(true);
        if (distinct.size >= l.min) expect(out.length).toBeGreaterThan(0);
        // Whatever stays out could not have formed a panel within the limits with the rest.
        if (distinct.size >= l.min && distinct.size % l.max === 0) expect(ids.length).toBe(distinct.size);
        // The same items in another order give the same suggestions.
        expect(suggestPanels([...items].reverse(), l)).toEqual(out);
      }),
    );
  });

  it('honours one item per institution whenever no institution has more items than there are panels (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 200 }), keywords: item.chain(() => fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 3 })), institution: fc.integer({ min: 1, max: 10 }) }), { selector: (i) => i.id, minLength: 3, maxLength: 30 }),
        (raw) => {
          const items = raw.map((r) => ({ id: r.id, keywords: r.keywords, institutions: [r.institution] }));
          const out = suggestPanels(items, limits);
          const perInstitution = new Map<number, number>();
          for (const r of raw) perInstitution.set(r.institution, (perInstitution.get(r.institution) ?? 0) + 1);
          const placedAll = out.flatMap((s) => s.itemIds).length === items.length;
          fc.pre(placedAll && Math.max(...perInstitution.values()) <= out.length);
          for (const s of out) expect(s.institutionClash).toBe(false);
        },
      ),
    );
  });
});

describe('suggestedPanelName', () => {
  it('names a panel after its first two shared keywords, or the fallback', () => {
    expect(suggestedPanelName(['democracia', 'estado', 'otro'], 'Panel 1')).toBe('Democracia y estado');
    expect(suggestedPanelName([], 'Panel 1')).toBe('Panel 1');
  });
});

describe('createPanelInput', () => {
  const schema = createPanelInput(limits);
  const valid = { conferenceId: '1', thematicAreaId: '2', name: 'Democracia y estado', chair: { userId: null, name: 'Ana Pérez' }, commentator: null, items: ['1', '2', '3'] };

  it('accepts a panel within the limits, a typed person or nobody', () => {
    expect(schema.parse(valid)).toMatchObject({ chair: { userId: null, name: 'Ana Pérez' }, commentator: null });
    expect(schema.parse({ ...valid, commentator: { name: '' } }).commentator).toBeNull();
  });

  it('refuses too few or too many items, repeated items and a one-letter name, per field', () => {
    const issues = (v: unknown) => schema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...valid, items: ['1', '2'] })).toEqual([['items', 'El panel necesita al menos 3 ponencias']]);
    expect(issues({ ...valid, items: ['1', '2', '3', '4', '5', '6'] })).toEqual([['items', 'El panel admite como máximo 5 ponencias']]);
    expect(issues({ ...valid, items: ['1', '1', '2'] })).toEqual([['items', 'Una ponencia figura dos veces']]);
    expect(issues({ ...valid, chair: { name: 'A' } })?.[0][0]).toBe('chair');
  });
});
