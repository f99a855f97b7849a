/** Calls of the learner's help requests (ask, history, one request, close, record an applied suggestion). */
import type { AskHelpBody, HelpRequestRow, HelpRequestView } from '../../../api/contracts/help';
import type { Workspace } from '../../../workers/workspace/types';
import { apiClient, carrying, type DataResponse, idOf, type ListResponse, read, toQuery } from '../../api-client';

export type { HelpRequestRow, HelpRequestView };
/** A request as the screens read it, its workspace typed as one. */
export type HelpRequest = Omit<HelpRequestView, 'files'> & { files: Workspace };

const help = apiClient.api.student['help-requests'];
const byId = (id: number) => ({ param: { id: idOf(id) } });

export const helpApi = {
  ask: (progressMaterialId: number, body: Omit<AskHelpBody, 'workspace'> & { workspace: Workspace }) =>
    carrying<DataResponse<HelpRequest>>(
      read(help[':progressMaterialId'].$post({ param: { progressMaterialId: idOf(progressMaterialId) }, json: body })),
    ),
  list: (progressMaterialId: number) =>
    read(help.$get({ query: toQuery({ progressMaterialId, length: 20 }) })) as Promise<ListResponse<HelpRequestRow>>,
  one: (id: number) => carrying<DataResponse<HelpRequest>>(read(help[':id'].$get(byId(id)))),
  close: (id: number) => carrying<DataResponse<HelpRequest>>(read(help[':id'].close.$post(byId(id)))),
  applied: (id: number) => carrying<DataResponse<HelpRequest>>(read(help[':id'].apply.$post(byId(id)))),
};
