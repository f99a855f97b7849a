/** Calls of the mentor's help queue: the queue, one request, line comments, the answer, closing. */
import type { HelpRequestRow, HelpRequestView, HelpStatusValue } from '../../../api/contracts/help';
import type { Workspace } from '../../../workers/workspace/types';
import { apiClient, carrying, type DataResponse, idOf, type ListResponse, read, toQuery } from '../../api-client';

export type { HelpRequestRow };
/** A request as the screen reads it, its workspace typed as one. */
export type HelpRequest = Omit<HelpRequestView, 'files'> & { files: Workspace };

const help = apiClient.api.mentor['help-requests'];
const byId = (id: number) => ({ param: { id: idOf(id) } });
type One = Promise<DataResponse<HelpRequest>>;

export const mentorHelpApi = {
  queue: (status: HelpStatusValue, start: number, length: number) =>
    read(help.$get({ query: toQuery({ status, start, length }) })) as Promise<ListResponse<HelpRequestRow>>,
  one: (id: number) => carrying<DataResponse<HelpRequest>>(read(help[':id'].$get(byId(id)))) as One,
  comment: (id: number, body: { path: string; line: number; body: string }) =>
    carrying<DataResponse<HelpRequest>>(read(help[':id'].comments.$post({ ...byId(id), json: body }))) as One,
  answer: (id: number, body: { answer: string; suggestion: { path: string; value: string } | null }) =>
    carrying<DataResponse<HelpRequest>>(read(help[':id'].answer.$post({ ...byId(id), json: body }))) as One,
  close: (id: number) => carrying<DataResponse<HelpRequest>>(read(help[':id'].close.$post(byId(id)))) as One,
};
