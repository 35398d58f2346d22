import type { ApolloClient } from '@apollo/client';
import type { SubmissionType } from '@portal/domain/conferences';
import type { BookDetails, ClosedPanelDetails, ProposalData, ResearchGroupDetails, StudentPaperDetails } from '@portal/domain/proposals';
import {
  CreateBookMutation,
  CreateClosedPanelMutation,
  CreatePaperMutation,
  CreateResearchGroupMutation,
  CreateStudentPaperMutation,
  DeleteBookMutation,
  DeleteClosedPanelMutation,
  DeletePaperMutation,
  DeleteResearchGroupMutation,
  DeleteStudentPaperMutation,
  UpdateBookMutation,
  UpdateClosedPanelMutation,
  UpdatePaperMutation,
  UpdateResearchGroupMutation,
  UpdateStudentPaperMutation,
} from './operations';

/**
 * The schema's output for the wire: an optional value left empty (a panel person's e-mail, a
 * book's ISBN) comes out as null, and the server's same schema takes it as absent, not null.
 */
const withoutNulls = <T,>(value: T): T => JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v === null ? undefined : v))) as T;

/** The common fields as the API takes them. */
const commonOf = (data: ProposalData) => ({
  thematicAreaId: String(data.thematicAreaId),
  title: data.title,
  abstract: data.abstract,
  keywords: data.keywords,
  authors: data.authors,
});

/**
 * Creates (no `id`) or updates a proposal of `kind` with the form's validated data, through the
 * kind's own mutation; answers the proposal's id.
 */
export async function saveProposal(
  client: ApolloClient,
  kind: SubmissionType,
  data: ProposalData,
  target: { id: string } | { inscriptionId: string },
  refetchQueries: string[] = ['MyProposals'],
): Promise<string> {
  const common = commonOf(data);
  const id = 'id' in target ? target.id : null;
  const create = 'inscriptionId' in target ? { inscriptionId: target.inscriptionId, ...common } : null;
  switch (kind) {
    case 'PRESENTACION': {
      if (id) return (await client.mutate({ mutation: UpdatePaperMutation, variables: { id, data: common }, refetchQueries })).data!.updatePaper.id;
      return (await client.mutate({ mutation: CreatePaperMutation, variables: { data: create! }, refetchQueries })).data!.createPaper.id;
    }
    case 'MESA_ESTUDIANTE': {
      const details = withoutNulls(data.details as unknown as StudentPaperDetails);
      if (id) return (await client.mutate({ mutation: UpdateStudentPaperMutation, variables: { id, data: { ...common, details } }, refetchQueries })).data!.updateStudentPaper.id;
      return (await client.mutate({ mutation: CreateStudentPaperMutation, variables: { data: { ...create!, details } }, refetchQueries })).data!.createStudentPaper.id;
    }
    case 'PANEL_CERRADO': {
      const details = withoutNulls(data.details as unknown as ClosedPanelDetails);
      if (id) return (await client.mutate({ mutation: UpdateClosedPanelMutation, variables: { id, data: { ...common, details } }, refetchQueries })).data!.updateClosedPanel.id;
      return (await client.mutate({ mutation: CreateClosedPanelMutation, variables: { data: { ...create!, details } }, refetchQueries })).data!.createClosedPanel.id;
    }
    case 'GRUPO_INVESTIGACION': {
      const details = withoutNulls(data.details as unknown as ResearchGroupDetails);
      if (id) return (await client.mutate({ mutation: UpdateResearchGroupMutation, variables: { id, data: { ...common, details } }, refetchQueries })).data!.updateResearchGroup.id;
      return (await client.mutate({ mutation: CreateResearchGroupMutation, variables: { data: { ...create!, details } }, refetchQueries })).data!.createResearchGroup.id;
    }
    case 'LIBRO': {
      const details = withoutNulls(data.details as unknown as BookDetails);
      if (id) return (await client.mutate({ mutation: UpdateBookMutation, variables: { id, data: { ...common, details } }, refetchQueries })).data!.updateBook.id;
      return (await client.mutate({ mutation: CreateBookMutation, variables: { data: { ...create!, details } }, refetchQueries })).data!.createBook.id;
    }
  }
}

/** Deletes a proposal of `kind` (the owner's, while pending and in the window; ADMIN_CONGRESO's of anyone). */
export async function deleteProposal(client: ApolloClient, kind: SubmissionType, id: string, refetchQueries: string[] = ['MyProposals']): Promise<void> {
  const options = { variables: { id }, refetchQueries, awaitRefetchQueries: true };
  switch (kind) {
    case 'PRESENTACION':
      await client.mutate({ mutation: DeletePaperMutation, ...options });
      return;
    case 'MESA_ESTUDIANTE':
      await client.mutate({ mutation: DeleteStudentPaperMutation, ...options });
      return;
    case 'PANEL_CERRADO':
      await client.mutate({ mutation: DeleteClosedPanelMutation, ...options });
      return;
    case 'GRUPO_INVESTIGACION':
      await client.mutate({ mutation: DeleteResearchGroupMutation, ...options });
      return;
    case 'LIBRO':
      await client.mutate({ mutation: DeleteBookMutation, ...options });
      return;
  }
}
