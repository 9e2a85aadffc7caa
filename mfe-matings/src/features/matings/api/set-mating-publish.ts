import { callApi } from '@bc/shared';
import { matingEndpoints, type SetMatingPublishBody } from '@bc/shared/contracts';

/** `POST /api/matings/set-publish`: the recorder publishes a draft or takes it back to a draft. */
export const setMatingPublish = (body: SetMatingPublishBody) => callApi(matingEndpoints.setPublish, { body });
