import { describe, expect, it } from 'vitest';
import { conferenceForm, conferenceInput, grantConferenceRoleInput, setWindows } from './conferences';
import { fieldErrors } from './validation';

const base = {
  name: 'Congreso',
  edition: 3,
  venue: 'Sede',
  inscriptionStart: '2030-01-01',
  inscriptionEnd: '2030-05-01',
  startDate: '2030-06-01',
  endDate: '2030-06-03',
  windows: [{ type: 'PRESENTACION', opensOn: '2030-01-01', closesOn: '2030-03-01' }, { type: 'LIBRO', opensOn: '', closesOn: '' }],
  thematicAreaIds: ['1'],
  abstractMaxWords: 300,
  keywordsMin: 3,
  keywordsMax: 5,
  authorsMax: 6,
  panelPapersMin: 3,
  panelPapersMax: 5,
  maxFileMb: 20,
};

describe('the edition schema, shared by the form and the server', () => {
  it('takes fees in cents on the server and in pesos in the form, with the same rules', () => {
    expect(conferenceInput.safeParse({ ...base, categories: [{ name: 'A', memberFee: 150_000, nonMemberFee: 300_000 }] }).success).toBe(true);
    expect(conferenceForm.safeParse({ ...base, edition: '3', categories: [{ name: 'A', memberFee: '1.500,00', nonMemberFee: '3.000' }] }).success).toBe(true);
    const bad = { ...base, panelPapersMin: 5, panelPapersMax: 3, windows: [{ type: 'LIBRO', opensOn: '2030-01-01', closesOn: '' }] };
    const server = conferenceInput.safeParse({ ...bad, categories: [{ name: 'A', memberFee: 1, nonMemberFee: 1 }] });
    const form = conferenceForm.safeParse({ ...bad, categories: [{ name: 'A', memberFee: '1', nonMemberFee: '1' }] });
    expect(fieldErrors(server.error!)).toEqual({ panelPapersMax: 'Debe ser mayor o igual que el mínimo', 'windows.0.closesOn': 'Ingrese el cierre' });
    expect(fieldErrors(form.error!)).toEqual(fieldErrors(server.error!));
  });

  it('caps the file limit at what a full text may weigh at all (20 MB)', () => {
    const categories = [{ name: 'A', memberFee: 150_000, nonMemberFee: 300_000 }];
    expect(conferenceInput.safeParse({ ...base, categories, maxFileMb: 20 }).success).toBe(true);
    expect(fieldErrors(conferenceInput.safeParse({ ...base, categories, maxFileMb: 21 }).error!)).toEqual({ maxFileMb: 'Debe ser como máximo 20' });
  });

  it('keeps only the windows with both dates', () => {
    expect(setWindows(base.windows)).toEqual([base.windows[0]]);
  });

  it('asks a coordinator for an area, and nobody else', () => {
    expect(fieldErrors(grantConferenceRoleInput.safeParse({ userId: 'x', role: 'COORDINADOR' }).error!)).toEqual({ thematicAreaIds: 'Elija al menos un área temática' });
    expect(fieldErrors(grantConferenceRoleInput.safeParse({ userId: 'x', role: 'JUEZ', thematicAreaIds: ['1'] }).error!)).toEqual({ thematicAreaIds: 'Solo el coordinador tiene áreas' });
  });
});
