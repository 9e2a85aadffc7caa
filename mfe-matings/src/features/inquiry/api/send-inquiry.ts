import { callApi } from '@bc/shared';
import { matingEndpoints, type InquiryBody } from '@bc/shared/contracts';

/** `POST /api/matings/form`: an inquiry about a published mating or litter, mailed to its owner (202; 429 when sent too often). */
export const sendInquiry = (body: InquiryBody) => callApi(matingEndpoints.inquiry, { body });
