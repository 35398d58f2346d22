import { z } from 'zod';
import { intId, isUuid, multilineText, text } from './input-hygiene';
import { emailField } from './people';

/**
 * Fixed panels (PANEL_FIJO): plenaries and keynotes that ADMIN_CONGRESO sets up, with a name, an
 * optional description, a chair and the speakers in order. Anyone may be on one, member or not:
 * a person is an account (`userId`) or a free name with optional e-mail and institution. The same
 * schema checks the form and the server's input.
 */

export const FIXED_PANEL_SPEAKERS_MAX = 12;
const NAME_MAX = 300;
const PERSON_MAX = 200;

export const fixedPanelMessages = {
  conference: 'Elija la edición del congreso',
  name: 'Ingrese el título del panel',
  personName: 'Ingrese nombre y apellido',
  chair: 'Indique quién coordina el panel',
  speakersMin: 'Agregue al menos un participante',
  speakersMax: `Como máximo ${FIXED_PANEL_SPEAKERS_MAX} participantes`,
  userId: 'La cuenta elegida no es válida',
  repeated: 'Esa persona ya figura entre los participantes',
  scheduled: 'El panel ya está incluido en el cronograma: quítelo del horario antes de eliminarlo.',
  notFound: 'No se encontró el panel fijo.',
  unknownUser: 'No se encontró esa cuenta: elíjala de nuevo o escriba sus datos.',
} as const;

/** Empty, absent or null → null; otherwise the value checked by `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v) as z.output<T> | null);

/** A person of a fixed panel: an account, or a name with optional e-mail and institution. */
export const fixedPanelPerson = z.object({
  userId: optional(z.string().trim().refine(isUuid, fixedPanelMessages.userId)),
  name: text({ required: fixedPanelMessages.personName, max: PERSON_MAX }),
  email: optional(emailField()),
  institution: optional(text({ max: PERSON_MAX })),
});
export type FixedPanelPerson = z.output<typeof fixedPanelPerson>;
export type FixedPanelPersonInput = z.input<typeof fixedPanelPerson>;

const personKey = (p: FixedPanelPerson) => p.userId ?? (p.email ? `@${p.email}` : `#${p.name.toLocaleLowerCase('es')}`);

const fields = {
  name: text({ required: fixedPanelMessages.name, max: NAME_MAX }),
  description: optional(multilineText({ max: 5000 })),
  chair: fixedPanelPerson,
  speakers: z
    .array(fixedPanelPerson, { error: fixedPanelMessages.speakersMin })
    .min(1, fixedPanelMessages.speakersMin)
    .max(FIXED_PANEL_SPEAKERS_MAX, fixedPanelMessages.speakersMax)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        const key = personKey(p);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: fixedPanelMessages.repeated });
        seen.add(key);
      });
    }),
};

/** `updateFixedPanel(id, data)`: everything but the edition, which a panel never leaves. */
export const fixedPanelUpdateSchema = z.object(fields);
/** `createFixedPanel(data)`: the edition, then the panel. */
export const fixedPanelCreateSchema = z.object({ conferenceId: intId(fixedPanelMessages.conference), ...fields });

export type FixedPanelData = z.output<typeof fixedPanelUpdateSchema>;
export type FixedPanelFormValues = z.input<typeof fixedPanelUpdateSchema>;
