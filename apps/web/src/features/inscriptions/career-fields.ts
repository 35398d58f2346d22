import { z } from 'zod';
import { CAREER_REQUIRED } from '@portal/domain/memberships';
import { updateInscriptionInput } from '@portal/domain/inscriptions';

/** The career as the server checks it (the shared schema), required only when `required` says so. */
export const careerRule = (value: string) => updateInscriptionInput.shape.universityCareer.safeParse(value);

/** The inscription form: a category, and the career when the category is a student one. */
export const inscriptionForm = (isStudent: (categoryId: string) => boolean) =>
  z
    .object({ categoryId: z.string().min(1, 'Elija una categoría de inscripción'), universityCareer: z.string() })
    .superRefine((v, ctx) => {
      if (!isStudent(v.categoryId)) return;
      const career = careerRule(v.universityCareer);
      if (!career.success) ctx.addIssue({ code: 'custom', path: ['universityCareer'], message: career.error.issues[0]?.message ?? CAREER_REQUIRED });
    });

export const careerForm = z.object({ universityCareer: updateInscriptionInput.shape.universityCareer });
